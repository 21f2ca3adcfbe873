"""A choice the lesson's deal offers before the lesson teaches it comes with a few words on what it is.

Walked through the Suits Duel lesson, a learner was asked "Counter?" a
step before counters were explained, and in Clashing Blades "drop your
spade?" three steps before the drop.
"""

from __future__ import annotations

import time

import pytest

from game.ui.settings import MIN_WINDOW
from game.ui.tutorial.drive import learner_turn, lesson_app


@pytest.mark.parametrize(("game_id", "kind"), [("suits-duel", "counter"), ("clashing-blades", "drop")])
def test_a_choice_before_its_step_is_explained_and_then_taught_in_full(game_id: str, kind: str) -> None:
    with lesson_app(game_id, MIN_WINDOW) as (app, table):
        coach = table.coach
        assert coach is not None
        step = next(i for i, s in enumerate(coach.lesson.steps) if s.action is not None and s.action.kind == kind)
        early = coach.lesson.steps[step].early
        assert early
        told_early = taught = False
        deadline = time.monotonic() + 60
        while not coach.finished and not table.finished and time.monotonic() < deadline:
            app.step(wait=False)
            if table.human_to_act() and not table.queue.busy and kind in {a.kind for a in table.legal()}:
                words = table.lesson.words()
                if coach.index < step:
                    assert words.startswith(f"{coach.done}. {early}"), words
                    told_early = True
                elif coach.index == step and coach.guided(table.legal()) is not None:
                    assert words == f"{coach.progress}: {coach.lesson.steps[step].words}"
                    taught = True
            learner_turn(table)
        assert told_early and taught
