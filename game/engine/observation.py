"""What one seat may know of a game, and how a game ends.

Observations are built, never filtered from the state: each game's
``observation(seat)`` copies in only what that seat may see (its hand,
public piles, the sizes of hidden piles, public knowledge), so nothing
hidden can leak by accident. Agents and the screen see only this.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Outcome:
    """How a game ended. ``winners`` empty and ``draw`` false means everyone lost."""

    winners: tuple[int, ...]
    draw: bool = False
    reason: str = ""
    scores: tuple[int, ...] | None = None

    def points(self, seat: int, seats: int) -> float:
        """1 for a win, 0.5 for a draw, 0 for a loss (for win rates)."""
        if self.draw:
            return 0.5
        return 1.0 if seat in self.winners else 0.0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"winners": list(self.winners), "draw": self.draw, "reason": self.reason}
        if self.scores is not None:
            out["scores"] = list(self.scores)
        return out

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Outcome:
        scores = data.get("scores")
        return Outcome(
            tuple(int(s) for s in data["winners"]),
            bool(data.get("draw", False)),
            str(data.get("reason", "")),
            tuple(int(s) for s in scores) if scores is not None else None,
        )


@dataclass(frozen=True)
class Observation:
    """One seat's view.

    - ``hand``: the seat's own cards.
    - ``zones``: face-up cards everyone sees, by zone id.
    - ``counts``: the size of every zone, hidden ones included.
    - ``known``: public knowledge, cards everyone saw enter a seat's hand that have not left it.
    - ``info``: the game's public values (scores, health, phase, threat, move history…).
    """

    game: str
    seat: int
    seats: int
    to_act: tuple[int, ...]
    hand: tuple[str, ...]
    zones: dict[str, tuple[str, ...]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    known: dict[int, tuple[str, ...]] = field(default_factory=dict)
    info: dict[str, Any] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)
    outcome: Outcome | None = None

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seat": self.seat,
            "seats": self.seats,
            "to_act": list(self.to_act),
            "hand": list(self.hand),
            "zones": {k: list(v) for k, v in self.zones.items()},
            "counts": dict(self.counts),
            "known": {str(k): list(v) for k, v in self.known.items()},
            "info": self.info,
            "options": self.options,
            "outcome": self.outcome.to_dict() if self.outcome else None,
        }
