"""One game as it is played: how it was set up, every move in order, and where it stands.

A game is fully given by its set-up (game id, seats, options, seed or
stacked deck) and its action log, so the record is what a save holds and
what undo or a replay would step through. Every move goes through the
engine's ``apply``, so a record never holds a move the rules refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, Event, Outcome, State, get_game

HUMAN, COMPUTER = "human", "computer"


@dataclass(frozen=True)
class SeatRecord:
    """Who sits in a seat: a name, a human or a computer, and the computer's level."""

    name: str
    kind: str = HUMAN
    level: str | None = None

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True)
class Move:
    """One entry of the log: which seat took which action."""

    seat: int
    action: Action


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


@dataclass
class GameRecord:
    """The set-up, the log and the current state of one game."""

    game_id: str
    seats: tuple[SeatRecord, ...]
    options: dict[str, Any]
    seed: int
    deck: Any
    state: State
    log: list[Move] = field(default_factory=list)
    #: When the game was first saved (ISO 8601, UTC); empty until then.
    created: str = ""
    #: In a later game of a match, the score of the games before it; None otherwise.
    match: MatchScore | None = None

    @classmethod
    def start(
        cls,
        game_id: str,
        seats: tuple[SeatRecord, ...] | list[SeatRecord],
        options: dict[str, Any] | None = None,
        seed: int = 0,
        deck: Any = None,
    ) -> GameRecord:
        """A new game dealt from the seed (or the stacked deck); options are stored resolved."""
        game = get_game(game_id)
        seats = tuple(seats)
        resolved = game.resolve_options(options, len(seats))
        state = game.new(len(seats), resolved, seed=seed, deck=deck)
        return cls(game_id, seats, resolved, seed, deck, state)

    def fresh_state(self) -> State:
        """The position before the first move, dealt again."""
        return get_game(self.game_id).new(len(self.seats), self.options, seed=self.seed, deck=self.deck)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Play a move through the engine and log it; a refusal raises ``IllegalAction`` and logs nothing."""
        events = self.state.apply(seat, action)
        self.log.append(Move(seat, action))
        return events

    def replayed(self, moves: int | None = None) -> State:
        """The state after the first ``moves`` moves of the log (all of them by default), dealt and played again."""
        state = self.fresh_state()
        for move in self.log[: len(self.log) if moves is None else moves]:
            state.apply(move.seat, move.action)
        return state

    @property
    def moves(self) -> int:
        return len(self.log)

    @property
    def movers(self) -> list[int]:
        """The seat that made each move, in order: what a hint's seed counts."""
        return [m.seat for m in self.log]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]
