"""Clashing Blades in the table's words: a standoff both duellists decline says so once."""

from __future__ import annotations

from ....engine import Event, Observation


def words(event: Event, before: Observation | None, move: list[Event]) -> str | None:
    """A spade kept in a standoff goes unsaid in a move that tells neither duellist dropped the attack (the log keeps
    it): "Computer keeps the spade. Neither duelist drops the attack." said it twice, and with both duellists' damage,
    the discarded hands and the new hand the line ran past the caption strip's two lines at 960x600; else None."""
    if event.kind == "decline" and any(e.kind == "standoff" for e in move):
        return ""
    return None
