"""What a player chose on the setup screen: the game, who sits where, options, seed.

Shared by the setup scene that fills it in and the table that plays it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
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

    def __post_init__(self) -> None:
        """Names as the table shows them: spaces tidied ("Bartholomew the " cut at the field's length read
        "Bartholomew the 's exchange line"), and a name left blank is the seat's default one."""
        tidy = tuple(SeatSetup(" ".join(s.name.split()), s.human, s.level) for s in self.seats)
        if any(not s.name for s in tidy):
            tidy = tuple(named_seats(tidy))
        object.__setattr__(self, "seats", tidy)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    @property
    def pass_and_play(self) -> bool:
        """Two or more humans share the screen, so a curtain hides hands between them."""
        return len(self.humans) >= 2


#: A seat name the setup gave, not the player: it follows the table when seats change.
DEFAULT_NAME = re.compile(r"(?:Player|Computer) \d+")


def named_seats(seats: Sequence[SeatSetup]) -> list[SeatSetup]:
    """The seats, those still at a default name named for the table as it is now: one person is "You" among
    "Computer 1", "Computer 2"…; at a table of several people every seat goes by its number ("Player 1", "Player 2",
    "Computer 3"), so the curtain never asks to pass the screen to "You" and no computer's number is skipped."""
    people = sum(1 for s in seats if s.human)
    computers = len(seats) - people
    out: list[SeatSetup] = []
    for i, seat in enumerate(seats):
        if typed(seat.name):
            out.append(seat)  # a name the player typed is kept
            continue
        if people > 1:
            name = f"Player {i + 1}" if seat.human else f"Computer {i + 1}"
        elif seat.human:
            name = "You"
        else:
            name = "Computer" if computers == 1 else f"Computer {sum(1 for s in seats[: i + 1] if not s.human)}"
        out.append(SeatSetup(name, seat.human, seat.level))
    return out


def typed(name: str) -> bool:
    """Whether ``name`` is one the player typed, not one the setup gave the seat."""
    return name not in ("", "You", "Computer") and DEFAULT_NAME.fullmatch(name) is None


@dataclass(frozen=True)
class TypedName:
    """A name the player typed for a seat, and whether a person sat there: it comes back only to a seat of the same
    kind, so a friend's name from a pass-and-play game never lands on a computer in the next."""

    name: str
    human: bool


def with_names(seats: Sequence[SeatSetup], names: Sequence[TypedName | None]) -> list[SeatSetup]:
    """The seats, each still at a default name taking the name last typed for its place (``names``, by seat) when
    that place was then of the same kind (a person's, or a computer's)."""

    def named(i: int, seat: SeatSetup) -> SeatSetup:
        kept = names[i] if i < len(names) else None
        if kept is None or kept.human != seat.human or not typed(kept.name) or typed(seat.name):
            return seat
        return SeatSetup(kept.name, seat.human, seat.level)

    return named_seats([named(i, s) for i, s in enumerate(seats)])
