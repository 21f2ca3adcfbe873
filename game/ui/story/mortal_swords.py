"""Mortal Swords: who fell when — each knight's fall, counted in attacks, and the hits that cost armor."""

from __future__ import annotations

from ...engine import Event
from .model import Story


def tell(moves: list[list[Event]]) -> Story:
    attack = 0
    lines: list[str] = []
    hits: dict[int, int] = {}
    for events in moves:
        for e in events:
            if e.kind == "attack":
                attack += 1
            elif e.kind in ("armor", "turn-down", "steal") and e.seat is not None:
                hits[e.seat] = hits.get(e.seat, 0) + 1
            elif e.kind == "death" and e.text:
                lines.append(f"Attack {attack}: {e.text}")
    if not lines:
        lines.append("Nobody fell.")
    lines.append(f"{attack} attacks in all.")
    return Story("Who fell when", tuple(lines))
