"""Games to save in tests: every registered game, played by a seeded random hand to a chosen point."""

from __future__ import annotations

import random
from pathlib import Path

from game.engine import GAMES
from game.persistence import GameRecord, SeatRecord

STAMP = "2026-11-22T12:00:00+00:00"
SAVES = Path(__file__).resolve().parents[2] / "saves"


def seats_for(game_id: str) -> list[SeatRecord]:
    n = GAMES[game_id].min_seats
    return [SeatRecord("Ada", "human")] + [SeatRecord(f"Bot {i}", "computer", "normal") for i in range(1, n)]


def played(game_id: str, moves: int | None, seed: int = 1) -> GameRecord:
    """A game of ``game_id`` after ``moves`` random legal moves (None: to the end, or 1,000 moves)."""
    record = GameRecord.start(game_id, seats_for(game_id), seed=seed)
    rng = random.Random(seed)
    limit = 1000 if moves is None else moves
    while record.moves < limit and not record.state.is_over:
        seat = rng.choice(record.state.to_act())
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    return record


def long_duel(moves: int) -> GameRecord:
    """A legal Duel of Swords of ``moves`` moves, still going (the app's own generator, used by the bench too)."""
    from game.persistence.long_game import long_duel as made

    record = made(moves)
    assert not record.state.is_over and record.moves == moves
    return record
