"""A legal game as long as asked: Duel of Swords in sudden death, every round a pair of moves that scores nothing.

Sudden death lets a tied duel go on without end (DS-R08), so a save can
hold any number of moves. The bench times opening one, and the tests use
it to show that loading, resuming and replaying stay linear in the log.
"""

from __future__ import annotations

from ..engine.games.duel_of_swords import MOVES, result_letter
from .game_record import COMPUTER, HUMAN, GameRecord, SeatRecord

GAME = "duel-of-swords"
OPTIONS = {"suddenDeath": True, "roundLimit": 5}


def long_duel(moves: int, seed: int = 1) -> GameRecord:
    """A Duel of Swords record of ``moves`` moves (rounded up to whole rounds), still going, You against the computer."""
    seats = (SeatRecord("You", HUMAN), SeatRecord("Computer", COMPUTER, "normal"))
    record = GameRecord.start(GAME, seats, OPTIONS, seed)
    blanks = [(a, b) for a in range(len(MOVES)) for b in range(len(MOVES)) if result_letter(a, b, record.options) == "."]
    rounds = 0
    while record.moves < moves:
        a, b = blanks[rounds % len(blanks)]
        rounds += 1
        record.apply(0, record.state.legal_actions(0)[a])
        record.apply(1, record.state.legal_actions(1)[b])
    return record
