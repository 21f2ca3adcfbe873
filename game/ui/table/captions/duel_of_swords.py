"""Duel of Swords in the table's words: a round's two secret moves turn over together, each named with its fencer."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ....engine import Event

_REVEAL = re.compile(r"^Round (\d+): (.+?) against (.+?) — (.+)$")


def words(event: Event, move: Sequence[Event] = ()) -> str | None:
    """ "Round 5, both reveal: Player 1's Slash against Player 2's Thrust — Player 2 scores a hit.", else None.

    A fencer's "has chosen a move" is dropped from a move that also turns both over: the reveal says it, and the
    two together ran past the caption strip's two lines at 960x600."""
    if event.kind == "choose" and any(e.kind == "reveal" for e in move):
        return ""
    found = _REVEAL.match(event.text) if event.kind == "reveal" else None
    if found is None:
        return None
    number, first, second, result = found.groups()
    return f"Round {number}, both reveal Player 1's {first} against Player 2's {second} — {result}"
