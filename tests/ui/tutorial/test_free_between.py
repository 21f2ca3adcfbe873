"""Between a lesson's steps: where the learner may play any move, the later ideas still come up; elsewhere the coach
asks for the move its deal was found with, and a learner who strays would have lost the rest of the lesson."""

from __future__ import annotations

import random
from collections.abc import Container

import pytest

from game.ai import make_agent
from game.ui.tutorial.coach import Coach
from game.ui.tutorial.forward import MOST_MOVES, _learner_move, computer_rng
from game.ui.tutorial.lesson import LEARNER
from game.ui.tutorial.lessons import LESSONS
from game.ui.tutorial.start import lesson_record, lesson_setup

EVERY = range(1, 10_000)


def played(game_id: str, stray_at: Container[int], strays: random.Random | None = None) -> Coach:
    """The lesson played off screen as the table plays it; at the free choices numbered in ``stray_at`` (from 1) the
    learner plays another legal move than the Hint's: the last one, or one drawn from ``strays``. The coach as it
    stands when the game ends."""
    lesson = LESSONS[game_id]
    setup = lesson_setup(lesson)
    record, coach = lesson_record(lesson, setup), Coach(lesson)
    agent, rng = make_agent(game_id, "easy", think_time=0.0), computer_rng(setup)
    free = 0
    for _ in range(4 * MOST_MOVES):
        state = record.state
        if state.outcome is not None or coach.finished:
            break
        if coach.reading:
            coach.go_on()
            continue
        waiting = state.to_act()
        seat = LEARNER if LEARNER in waiting else waiting[0]
        if seat == LEARNER:
            legal = state.legal_actions(LEARNER)
            action = _learner_move(coach, setup, record, legal)
            if coach.free(legal):
                free += 1
                others = [a for a in legal if a != action]
                if free in stray_at and others:
                    action = strays.choice(others) if strays is not None else others[-1]
        else:
            action = agent.choose(state.observation(seat), state.legal_actions(seat), rng)
        events = record.apply(seat, action)
        coach.played(seat, action, [e.seen_by(LEARNER) for e in events])
    if coach.reading:  # words the last move brought up: read on the final table
        coach.go_on()
    return coach


@pytest.mark.parametrize("game_id", sorted(g for g, lesson in LESSONS.items() if lesson.free_between))
@pytest.mark.parametrize("stray_at", [{1}, {2}, {4}, set(EVERY)], ids=["first", "second", "fourth", "every"])
def test_a_lesson_free_between_its_steps_reaches_its_end_whatever_the_learner_plays_there(
    game_id: str, stray_at: set[int]
) -> None:
    assert played(game_id, stray_at).finished
    for seed in range(3):
        assert played(game_id, stray_at, random.Random(seed)).finished, f"strays drawn with seed {seed}"


@pytest.mark.parametrize("game_id", sorted(g for g, lesson in LESSONS.items() if not lesson.free_between))
def test_where_straying_would_lose_the_rest_of_the_lesson_the_coach_asks_for_the_hints_move(game_id: str) -> None:
    assert played(game_id, ()).finished  # following the glow, every idea comes up
    strayed = [played(game_id, set(EVERY), strays) for strays in (None, *map(random.Random, range(4)))]
    assert not all(coach.finished for coach in strayed)  # why the coach asks: a learner who strays can miss some
