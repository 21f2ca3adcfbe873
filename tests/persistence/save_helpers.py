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
    """A legal Duel of Swords of ``moves`` moves: sudden death, and every round a pair of moves that scores nothing."""
    from game.engine.games.duel_of_swords import MOVES, result_letter

    record = GameRecord.start("duel-of-swords", seats_for("duel-of-swords"), {"suddenDeath": True, "roundLimit": 5}, 1)
    blanks = [(a, b) for a in range(len(MOVES)) for b in range(len(MOVES)) if result_letter(a, b, record.options) == "."]
    rounds = 0
    while record.moves < moves:
        a, b = blanks[rounds % len(blanks)]
        rounds += 1
        record.apply(0, record.state.legal_actions(0)[a])
        record.apply(1, record.state.legal_actions(1)[b])
    assert not record.state.is_over
    return record
