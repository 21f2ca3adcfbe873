"""Duel of Swords: the scoreline round by round — each round that changed the score, and the score after it."""

from __future__ import annotations

from ...engine import Event
from .model import Series, Story


def tell(moves: list[list[Event]]) -> Story:
    hits = [0, 0]
    lines: list[str] = []
    series: list[list[int]] = [[0], [0]]
    reveal = ""
    for events in moves:
        for e in events:
            if e.kind == "reveal":
                reveal = e.text.split(" — ")[0].rstrip(".")
            elif e.kind == "hit" and e.seat is not None and e.seat in (0, 1):
                hits[e.seat] = e.amount if e.amount > hits[e.seat] else hits[e.seat] + 1  # the engine says the new tally
                series[e.seat].append(hits[e.seat])
                series[1 - e.seat].append(hits[1 - e.seat])
                said = e.text.rstrip(".")
                lines.append(f"{reveal} — {said}: Player 1 {hits[0]}–{hits[1]} Player 2." if reveal else f"{said}.")
    if not lines:
        lines.append("No hit was scored.")
    return Story("The score, round by round", tuple(lines), "Hits", tuple(Series(s, tuple(p)) for s, p in enumerate(series)))
