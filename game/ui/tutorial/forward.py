"""A lesson played forward off screen, as the table plays it: to open it at a step, or to resume it where it was left.

The table's Easy computer draws from its own seeded generator, and the
lesson's deal was found for that very sequence of draws (tools/make_lessons.py).
A lesson that opens midway must hand the table the generator as it would
stand by then, or the computer would play other moves and a later idea
might never come up. So both ways in play the game here exactly as the
table would: the learner follows the coach (or the Hint when the coach is
quiet), the computer asks its agent with the table's generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...ai import make_agent
from ...engine import Action
from ...persistence import GameRecord
from ..setup_model import GameSetup
from ..table.hint import hint_for, hint_seed
from .coach import Coach
from .lesson import COMPUTER_SEAT, LEARNER, Lesson

#: More moves than any lesson's game takes: a lesson that has not reached its step by then never will.
MOST_MOVES = 600


@dataclass
class Forward:
    """The lesson's game so far, where its coach stands, and the computer's generator as the table would hold it."""

    record: GameRecord
    step: int
    ready: bool
    rng: random.Random
    #: The order the coach met the steps in (``Coach.order``; empty: the lesson's own).
    order: tuple[int, ...] = ()


def computer_rng(setup: GameSetup) -> random.Random:
    """The computer seat's generator as a new table seeds it (``ComputerSeats``)."""
    return random.Random(setup.seed * 1009 + COMPUTER_SEAT)


def _learner_move(coach: Coach, setup: GameSetup, record: GameRecord, legal: Sequence[Action]) -> Action:
    guided = coach.guided(legal)
    if guided is not None:
        return guided
    seed = hint_seed(setup.seed, record.movers, LEARNER)
    hint = hint_for(setup.game_id, record.state.observation(LEARNER), list(legal), seed)
    return hint.action if hint is not None else legal[0]


def to_step(lesson: Lesson, setup: GameSetup, record: GameRecord, step: int) -> Forward:
    """Play ``record`` (a new game of the lesson) until the coach is at the lesson's step ``step`` and its moment has
    come (or is past it: its words came up early, by their moment)."""
    coach = Coach(lesson)
    agent = make_agent(setup.game_id, "easy", think_time=0.0)
    rng = computer_rng(setup)
    for _ in range(MOST_MOVES):
        state = record.state
        if state.outcome is not None or coach.finished:
            break
        waiting = state.to_act()
        learner_legal = state.legal_actions(LEARNER) if LEARNER in waiting else []
        if step in coach.order[: coach.index]:
            break
        if coach.order[coach.index] == step and (coach.reading or coach.guided(learner_legal) is not None):
            break
        if coach.reading:  # words before the step asked for: the learner reads on
            coach.go_on()
            continue
        seat = LEARNER if LEARNER in waiting else waiting[0]
        if seat == LEARNER:
            action = _learner_move(coach, setup, record, learner_legal)
        else:
            action = agent.choose(state.observation(seat), state.legal_actions(seat), rng)
        events = record.apply(seat, action)
        coach.played(seat, action, [e.seen_by(LEARNER) for e in events])
    return Forward(record, coach.index, coach.ready, rng, tuple(coach.order))


def replayed(setup: GameSetup, record: GameRecord, moves: Sequence[dict[str, Any]]) -> random.Random:
    """Play ``moves`` (as saves write them) on ``record``; the computer's generator as it stands after them.

    Each computer move is asked of the agent again, so its draws are used up
    as the table used them; the move played is the one kept. Raises what the
    engine raises for a move that no longer fits.
    """
    agent = make_agent(setup.game_id, "easy", think_time=0.0)
    rng = computer_rng(setup)
    for move in moves:
        seat, action = move["seat"], Action.from_dict(move["action"])
        if seat != LEARNER:
            agent.choose(record.state.observation(seat), record.state.legal_actions(seat), rng)
        record.apply(seat, action)
    return rng
