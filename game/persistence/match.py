"""A match of several games at one table: the running score, and the record that deals its next game.

Whether a game is played in matches, and how the next one is dealt, is the
engine's to say (``Game.match_deal``; El Royale: the loser deals, the
winner starts). The next game's record keeps that deal as its ``deck``, so
its saves, Continue and the history deal it again like any other game.
The score is not part of any save: it lives as long as the app plays the
match game after game.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Outcome, get_game
from .game_record import GameRecord


@dataclass(frozen=True)
class MatchScore:
    """Games played so far in a match, the games each seat won (a team's win counts for each member), and draws."""

    wins: tuple[int, ...]
    games: int = 0
    draws: int = 0

    @classmethod
    def start(cls, seats: int) -> MatchScore:
        return cls((0,) * seats)

    def after(self, outcome: Outcome) -> MatchScore:
        """The score once a game with this ``outcome`` is counted."""
        wins = tuple(w + (1 if seat in outcome.winners and not outcome.draw else 0) for seat, w in enumerate(self.wins))
        return MatchScore(wins, self.games + 1, self.draws + (1 if outcome.draw else 0))

    def text(self, names: list[str] | tuple[str, ...]) -> str:
        """One line: ``Match after 3 games — You: 2 · Computer: 1`` (the colon keeps "Computer 2" apart from its score)."""
        played = f"{self.games} game{'s' if self.games != 1 else ''}"
        scores = " · ".join(f"{name}: {w}" for name, w in zip(names, self.wins, strict=False))
        drawn = f" · {self.draws} drawn" if self.draws else ""
        return f"Match after {played} — {scores}{drawn}"


def next_record(record: GameRecord, seed: int) -> GameRecord | None:
    """The next game of the match (same seats and options, dealt as the engine says); None if this game has no matches."""
    if record.state.outcome is None:
        return None
    deal = get_game(record.game_id).match_deal(record.state, seed)
    if deal is None:
        return None
    return GameRecord.start(record.game_id, record.seats, record.options, seed, deal)
