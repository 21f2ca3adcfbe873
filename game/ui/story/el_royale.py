"""El Royale: who fell when — each player out of the game, counted in battles, and how many battles were fought."""

from __future__ import annotations

from ...engine import Event
from .model import Story


def tell(moves: list[list[Event]]) -> Story:
    battle = 0
    lines: list[str] = []
    for events in moves:
        for e in events:
            if e.kind == "battle":
                battle += 1
            elif e.kind == "eliminated" and e.text:
                lines.append(f"Battle {battle}: {e.text.split(';')[0]}.")
    if not lines:
        lines.append("Nobody was eliminated before the end.")
    lines.append(f"{battle} battles in all.")
    return Story("Who fell when", tuple(lines))
