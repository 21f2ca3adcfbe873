"""A match of several games at one table: the running score, and the record that deals its next game.

Whether a game is played in matches, and how the next one is dealt, is the
engine's to say (``Game.match_deal``; El Royale: the loser deals, the
winner starts). The next game's record keeps that deal as its ``deck``, so
its saves, Continue and the history deal it again like any other game.
The score of the games before travels in the record (``GameRecord.match``)
and so in its saves: Continue resumes a match game with its count.
"""

from __future__ import annotations

from ..engine import get_game
from .game_record import GameRecord, MatchScore


def next_record(record: GameRecord, seed: int) -> GameRecord | None:
    """The next game of the match (same seats and options, dealt as the engine says), carrying the score so far.

    None if this game has no matches (or is not over).
    """
    outcome = record.state.outcome
    if outcome is None:
        return None
    deal = get_game(record.game_id).match_deal(record.state, seed)
    if deal is None:
        return None
    following = GameRecord.start(record.game_id, record.seats, record.options, seed, deal)
    following.match = (record.match or MatchScore.start(len(record.seats))).after(outcome)
    return following


__all__ = ["MatchScore", "next_record"]
