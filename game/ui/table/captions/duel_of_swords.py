"""Duel of Swords in the table's words: a round's two secret moves turn over together, each named with its fencer."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ....engine import Event

_REVEAL = re.compile(r"^Round (\d+): (.+?) against (.+?) — (.+)$")
#: A hit or an advantage whose own line only repeats the reveal's result.
_SAID_BY_THE_REVEAL = (" scores a hit.", " has the advantage.")
#: A round's result when both fencers hit at once.
_BOTH_HIT = "both fencers score a hit."


def words(event: Event, move: Sequence[Event] = ()) -> str | None:
    """ "Round 5: Player 1's Slash against Player 2's Thrust — Player 2 scores a hit.", else None.

    A fencer's "has chosen a move" is dropped from a move that also turns both over: the reveal says it, and the
    two together ran past the caption strip's two lines at 960x600. So are "Player 2 scores a hit." and "Player 2
    has the advantage.", which only said the reveal's result again, and the next round's "Round 6.": the banner says
    "Round 6: choose your move", and the round's own line will name it."""
    revealed = any(e.kind == "reveal" for e in move)
    if event.kind == "round" or (event.kind == "choose" and revealed):
        return ""
    if revealed and event.kind in ("hit", "advantage") and event.text.endswith(_SAID_BY_THE_REVEAL):
        return ""  # "— Player 2 scores a hit" already; a hit won by two advantages in a row is still told
    found = _REVEAL.match(event.text) if event.kind == "reveal" else None
    if found is None:
        return None
    number, first, second, result = found.groups()
    return f"Round {number}: Player 1's {first} against Player 2's {second} — {result}"


def logged(event: Event, move: Sequence[Event]) -> bool:
    """Whether the log keeps ``event``'s line: not the second fencer's "has chosen a move.", in the move that turns
    both over, whose next line names both moves ("Round 3: Your Dodge against Computer's Slash — …"). Each round read
    "You have chosen a move." just above it. The first fencer's choice is logged, and shows until the reveal: it is
    the news (:func:`reveals`). Nor "You score a hit." and "Computer scores a hit." under "— both fencers score a
    hit.", nor "Computer has the advantage." under "— Computer gains an advantage.". Nor the next round's "Round 6.":
    each round read "Round 6." then "Round 6: Your Slash against …", a round's number said twice."""
    reveals = [e.text for e in move if e.kind == "reveal"]
    if event.kind == "round":
        return False
    if event.kind == "choose":
        return not reveals
    if reveals and event.kind == "advantage" and event.text.endswith(_SAID_BY_THE_REVEAL[1]):
        return False
    both = any(text.endswith(_BOTH_HIT) for text in reveals)
    return not (both and event.kind == "hit" and event.text.endswith(_SAID_BY_THE_REVEAL[0]))


def reveals(move: Sequence[Event]) -> bool:
    """Whether the move turns a round's two secret moves over: its line then tells the round whole, and the first
    fencer's "has chosen a move.", logged a move earlier while it was the news, is old news the log leaves out."""
    return any(e.kind == "reveal" for e in move)
