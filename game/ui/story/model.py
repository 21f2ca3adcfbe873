"""What a game's story is: lines in the engine's words (seat numbers, named later) and, if it has one, a chart."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Series:
    """One seat's figure over the game (health, shields): a point after each change, the first the start."""

    seat: int
    points: tuple[int, ...]


@dataclass(frozen=True)
class Story:
    """``title`` heads the story; ``lines`` tell it (oldest first); ``chart`` names the figure the series plot."""

    title: str = ""
    lines: tuple[str, ...] = ()
    chart: str = ""
    series: tuple[Series, ...] = field(default_factory=tuple)
