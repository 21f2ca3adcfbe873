"""Each lesson's words come up at their moment: followed through the real table, no step's moment passes unsaid."""

from __future__ import annotations

import time
from collections.abc import Sequence

import pytest

from game.engine import Action, Event
from game.ui.scenes.results import ResultsScene
from game.ui.tutorial.drive import learner_turn, lesson_app
from game.ui.tutorial.lessons import LESSONS


def moments_met(game_id: str) -> list[tuple[str, set[str], str]]:
    """Follow the coach's glow through the app's table (as the self-test does) until the lesson is done: after each
    move, (the move, the kinds of event the learner saw, the words then up to read)."""
    met: list[tuple[str, set[str], str]] = []
    with lesson_app(game_id) as (app, table):
        coach = table.coach
        assert coach is not None
        heard = coach.played

        def played(seat: int, action: Action, events: Sequence[Event]) -> None:
            heard(seat, action, events)
            step = coach.step
            said = step.words if step is not None and coach.reading else ""
            met.append((action.label or action.kind, {e.kind for e in events}, said))

        coach.played = played  # type: ignore[method-assign]
        deadline = time.monotonic() + 90
        while not coach.finished and not isinstance(app.scene, ResultsScene):
            assert time.monotonic() < deadline, f"the lesson stuck at step {coach.index + 1}"
            app.step(wait=False)
            if table.finished and not table.queue.busy:
                break
            learner_turn(table)
    return met


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_words_waiting_for_a_moment_come_up_the_first_time_the_table_shows_it(game_id: str) -> None:
    """Clashing Blades: the learner's first hand ended in damage and a new deal with no word, the coach still waiting
    for a club answer; "An exact counter…" was never said when the computer countered exactly. The real app, the
    self-test and the deal's search all played the same moves: only the search counted "in order" as "each after
    the one before", so a moment that came before its turn passed unsaid and its words came up at a later one."""
    steps = [s for s in LESSONS[game_id].steps if s.action is None and s.when]
    met = moments_met(game_id)
    for step in steps:
        first = next((n for n, (_, kinds, _) in enumerate(met) if step.when in kinds), None)
        assert first is not None, f"{step.when!r} never came up"
        move, _, said = met[first]
        assert said == step.words, f"after {move!r} ({step.when}) the coach said {said!r}, not {step.words!r}"
