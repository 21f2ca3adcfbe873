"""Finished games to keep in a history in tests: quick duels whose winner (or draw) is known before the seats are named."""

from __future__ import annotations

import random

from game.engine import Action, new_game
from game.persistence import GameRecord, SeatRecord

DOS = "duel-of-swords"
#: One hit wins, five rounds at most, a draw if time is called: a duel is over in a few moves.
QUICK = {"hitsToWin": 1, "roundLimit": 5, "roundLimitResult": "draw"}
#: A seed whose random duel under ``QUICK`` ends in a draw.
DRAW_SEED = 4


def _moves(seed: int) -> tuple[list[tuple[int, Action]], tuple[int, ...], bool]:
    state = new_game(DOS, 2, options=QUICK, seed=seed)
    rng = random.Random(seed)
    log: list[tuple[int, Action]] = []
    while not state.is_over:
        for seat in state.to_act():
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            log.append((seat, action))
    assert state.outcome is not None
    return log, state.outcome.winners, state.outcome.draw


def finished(seed: int, result: str = "won", level: str = "normal", *, humans: int = 1, created: str = "") -> GameRecord:
    """A finished duel of ``seed`` in which the human ``won`` or ``lost`` (``drawn`` needs ``DRAW_SEED``).

    The seats are named after the game is played: the engine never looks at who sits where.
    """
    log, winners, draw = _moves(seed)
    assert draw == (result == "drawn"), f"seed {seed} does not end {result}"
    you = winners[0] if result == "won" else (1 - winners[0] if result == "lost" else 0)
    seats = [SeatRecord("Bot", "computer", level), SeatRecord("Bot", "computer", level)]
    seats[you] = SeatRecord("You", "human")
    if humans == 2:
        seats[1 - you] = SeatRecord("Friend", "human")
    record = GameRecord.start(DOS, seats, QUICK, seed)
    for seat, action in log:
        record.apply(seat, action)
    record.created = created
    return record


def stamp(n: int) -> str:
    """The n-th minute of a day of games, as saves write times."""
    return f"2026-11-22T{10 + n // 60:02d}:{n % 60:02d}:00+00:00"
