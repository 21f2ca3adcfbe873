"""What a player chose on the setup screen: the game, who sits where, options, seed.

Shared by the setup scene that fills it in and the table that plays it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class SeatSetup:
    """One seat: a human at this screen, or a computer player of a level."""

    name: str
    human: bool
    level: str = "normal"


@dataclass(frozen=True)
class GameSetup:
    game_id: str
    seats: tuple[SeatSetup, ...]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    @property
    def pass_and_play(self) -> bool:
        """Two or more humans share the screen, so a curtain hides hands between them."""
        return len(self.humans) >= 2
