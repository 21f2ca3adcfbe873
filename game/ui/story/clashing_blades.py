"""Clashing Blades: health over time — each duelist's health after every blow, and each hand's damage in words."""

from __future__ import annotations

from ...engine import Event
from .model import Series, Story

#: Health at the start of a duel (CB-R10).
START = 15


def tell(moves: list[list[Event]]) -> Story:
    health = [START, START]
    series: list[list[int]] = [[START], [START]]
    lines: list[str] = []
    hand, taken = 1, [0, 0]

    def close_hand() -> None:
        if any(taken):
            said = " and ".join(f"Player {s + 1} takes {taken[s]}" for s in (0, 1) if taken[s])
            lines.append(f"Hand {hand}: {said} (health: Player 1 {health[0]}, Player 2 {health[1]}).")

    for events in moves:
        for e in events:
            if e.kind == "reshuffle" and "New hand" in e.text:
                close_hand()
                hand, taken = hand + 1, [0, 0]
            elif e.kind in ("damage", "heal", "healed") and e.seat in (0, 1) and e.amount:
                seat = int(e.seat)
                change = -e.amount if e.kind == "damage" else e.amount
                health[seat] += change
                taken[seat] += max(0, -change)
                series[seat].append(health[seat])
                series[1 - seat].append(health[1 - seat])
    close_hand()
    return Story("Health, hand by hand", tuple(lines), "Health", tuple(Series(s, tuple(p)) for s, p in enumerate(series)))
