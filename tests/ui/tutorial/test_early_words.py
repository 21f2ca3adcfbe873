"""A choice the lesson's deal offers before the lesson teaches it comes with a few words on what it is.

Walked through the Suits Duel lesson, a learner was asked "Counter?" a
step before counters were explained, and in Clashing Blades "drop your
spade?" three steps before the drop.
"""

from __future__ import annotations

import time

import pytest

from game.ui.app import App
from game.ui.settings import MIN_WINDOW, Settings
from game.ui.table.scene import TableScene
from game.ui.tutorial.drive import learner_turn
from game.ui.tutorial.start import start_lesson


@pytest.mark.parametrize(("game_id", "kind"), [("suits-duel", "counter"), ("clashing-blades", "drop")])
def test_a_choice_before_its_step_is_explained_and_then_taught_in_full(game_id: str, kind: str) -> None:
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None, size=MIN_WINDOW)
    try:
        app.step(wait=False)
        start_lesson(app, game_id, None)
        table = app.scene
        assert isinstance(table, TableScene) and table.coach is not None
        coach = table.coach
        step = next(i for i, s in enumerate(coach.lesson.steps) if s.action is not None and s.action.kind == kind)
        early = coach.lesson.steps[step].early
        assert early
        told_early = taught = False
        deadline = time.monotonic() + 60
        while not coach.finished and not table.finished and time.monotonic() < deadline:
            app.step(wait=False)
            if table.human_to_act() and not table.queue.busy and kind in {a.kind for a in table.legal()}:
                words = table.coach_words()
                if coach.index < step:
                    assert words.startswith(early), words
                    told_early = True
                elif coach.index == step and coach.guided(table.legal()) is not None:
                    assert words == coach.lesson.steps[step].words
                    taught = True
            learner_turn(table)
        assert told_early and taught
    finally:
        app.close()
