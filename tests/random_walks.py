"""Seeded random games, for tests that need real positions rather than hand-built ones.

Several test modules walked a game at random to find positions to ask an
agent about, each with its own copy of the loop; this is the one loop they
share, so a change to how states are made or moved reaches them all.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.engine import GAMES, State, new_game
from game.persistence import GameRecord, SeatRecord


def random_walk(
    game_id: str, seed: int, seats: int | None = None, options: dict[str, object] | None = None
) -> Iterator[tuple[State, int]]:
    """Each position of one seeded random game with the first seat to act; the walk moves on when asked for the next.

    The state yielded is the live one: clone it to keep it past the next step.
    """
    state = new_game(game_id, seats or GAMES[game_id].min_seats, options=options or {}, seed=seed)
    rng = random.Random(seed)
    while state.outcome is None:
        seat = state.to_act()[0]
        yield state, seat
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def first_real_choice(game_id: str, seed: int = 3) -> tuple[State, int]:
    """The first position of a seeded random two-seat game where one seat alone chooses among more than two actions."""
    for state, seat in random_walk(game_id, seed, seats=2):
        if len(state.to_act()) == 1 and len(state.legal_actions(seat)) > 2:
            return state, seat
    raise AssertionError(f"{game_id} seed {seed} ended before a seat had a real choice")


def a_duel_someone_wins(seats: list[SeatRecord]) -> GameRecord:
    """A finished one-hit Duel of Swords with a winner, for tests of how a finished game is named (always taking the
    first choice only ever draws, so each try starts its choices one further along)."""
    for pick in range(50):
        record = GameRecord.start("duel-of-swords", seats, {"hitsToWin": 1}, 3)
        while not record.state.is_over:
            seat = record.state.to_act()[0]
            choices = record.state.legal_actions(seat)
            record.apply(seat, choices[(pick + record.moves) % len(choices)])
        if record.state.outcome is not None and record.state.outcome.winners:
            return record
    raise AssertionError("no duel with a winner in 50 tries")
