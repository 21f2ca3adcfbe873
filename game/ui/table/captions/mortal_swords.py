"""Mortal Swords in the table's words: a defence names the attack it meets ("blocks Knight 2's 7♥ with 9♦")."""

from __future__ import annotations

import re

from ....engine import Event, Observation
from ....engine.cards import card

_DEFEND = re.compile(r"^(Knight \d+) (fails to defend|[a-z]+) with (.+)$")


_VOW = re.compile(r"^(Knight \d+) vows to fight to the death: (.+) becomes armor$")


def words(event: Event, before: Observation | None, move: list[Event]) -> str | None:
    """A defend event with the attacking card it answered, from the table as it stood before; vows said short, and
    the last knight's choice not said when the vows turn over at once (four knights' vows in the engine's words ran
    past the caption strip's two lines at 960x600); the strong-suit card drawn from under the deck told, as every
    knight saw it go (left to the log, players took it for reshuffled or discarded); else None."""
    if event.kind == "draw" and event.src == "indicator":  # drawn in the open: a story, not bookkeeping (MS-R02)
        return event.text.rstrip(".")
    if event.kind == "vow":
        vowed = _VOW.match(event.text.rstrip("."))
        return f"{vowed.group(1)}'s vow: {vowed.group(2)}" if vowed else None
    if event.kind == "vow-chosen" and any(e.kind == "vow" for e in move):
        return ""
    if event.kind != "defend" or before is None:
        return None
    found = _DEFEND.match(event.text.rstrip("."))
    attacker, attack = before.info.get("attacker"), before.info.get("attacking_card")
    if found is None or not isinstance(attacker, int) or not isinstance(attack, str) or attacker == event.seat:
        return None
    who, verb, defence = found.groups()
    shown = card(attack).short
    against = "against " if verb == "fails to defend" else ""
    return f"{who} {verb} {against}Knight {attacker + 1}'s {shown} with {defence}"
