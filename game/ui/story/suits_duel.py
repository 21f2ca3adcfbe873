"""Suits Duel: shields and battlers — every shield turned over and every battler summoned or lost, turn by turn."""

from __future__ import annotations

import re

from ...engine import Event
from .model import Series, Story

_LEFT = re.compile(r"\((\d+) left\)")


def tell(moves: list[list[Event]]) -> Story:
    turn = 1
    lines: list[str] = []
    shields: list[list[int]] = [[], []]
    for events in moves:
        for e in events:
            if e.kind == "turn":
                turn += 1
            elif e.kind in ("shield-broken", "summoned", "killed") and e.text:
                lines.append(f"Turn {turn}: {e.text}")
                left = _LEFT.search(e.text)
                if e.kind == "shield-broken" and left is not None and e.seat in (0, 1):
                    seat = int(e.seat)
                    if not shields[seat]:
                        shields[seat].append(int(left.group(1)) + 1)  # before the first shield fell
                    shields[seat].append(int(left.group(1)))
                    other = shields[1 - seat]
                    other.append(other[-1] if other else int(left.group(1)) + 1)  # both on one time line
    start = max((p[0] for p in shields if p), default=0)
    series = tuple(Series(seat, tuple(points) if points else (start,)) for seat, points in enumerate(shields))
    return Story("Shields and battlers", tuple(lines), "Shields", series)
