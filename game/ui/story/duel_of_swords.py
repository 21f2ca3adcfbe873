"""Duel of Swords: the scoreline round by round — each round that changed the score, and the score after it."""

from __future__ import annotations

from ...engine import Event
from .model import Series, Story


def tell(moves: list[list[Event]]) -> Story:
    """One line and one step of the chart per round that changed the score: a double hit was told as two rounds
    ("You 1–1", then "You 1–2", both "Round 3") and drawn as two steps."""
    hits = [0, 0]
    lines: list[str] = []
    series: list[list[int]] = [[0], [0]]
    reveal = ""
    for events in moves:
        said: list[str] = []
        for e in events:
            if e.kind == "reveal":
                reveal = e.text.split(" — ")[0].rstrip(".")
            elif e.kind == "hit" and e.seat is not None and e.seat in (0, 1):
                hits[e.seat] = e.amount if e.amount > hits[e.seat] else hits[e.seat] + 1  # the engine says the new tally
                said.append(e.text.rstrip("."))
        if not said:
            continue
        for seat in (0, 1):
            series[seat].append(hits[seat])
        what = "both fencers score a hit" if len(said) == 2 and all(s.endswith(" scores a hit") for s in said) else None
        told = what or ". ".join(said)
        lines.append(f"{reveal} — {told}: Player 1 {hits[0]}–{hits[1]} Player 2." if reveal else f"{told}.")
    if not lines:
        lines.append("No hit was scored.")
    return Story("The score, round by round", tuple(lines), "Hits", tuple(Series(s, tuple(p)) for s, p in enumerate(series)))
