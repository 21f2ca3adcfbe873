"""Cards drawn into the viewer's hand since their last move wear a "new" tag until they move again.

Cards drawn while others play (El Royale's draw back up to four after a battle another seat ended, Suits Duel's draw
as the turn comes round) slid in among the rest of the hand, and play-testers could not tell which they were. Cards
that came in with the player's own move are not tagged (they watched them arrive), nor a hand dealt anew.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from itertools import pairwise

from ...engine import Event
from .layout import Placement, TableView
from .sprites import NEW_TAG, standing, tag_reach

#: The word on the card's green pill (the tag :func:`.sprites.tagged` draws low on its left edge).
NEW = NEW_TAG
#: What hovering a new card says (a card's own tip, where its layout gives one, is kept).
NEW_TIP = "New in your hand since your last move"


class FreshCards:
    """The cards each human has drawn since they last moved: what the tag marks."""

    def __init__(self) -> None:
        self._drawn: dict[int, set[str]] = {}

    def saw(self, events: Iterable[Event]) -> None:
        """A move's events: cards drawn into a hand are news to its holder; a hand dealt anew is not news card by
        card (Clashing Blades' next deal tagged the five of seven cards that happened not to be in the last hand)."""
        for event in events:
            seat = _holder(event.dst)
            if seat is None:
                continue
            if event.kind == "deal":
                self._drawn[seat] = set()
            elif event.kind == "draw":
                self._drawn.setdefault(seat, set()).update(event.cards)

    def moved(self, seat: int) -> None:
        """``seat`` has moved, or had a move taken back: what it holds now is no news to it."""
        self._drawn[seat] = set()

    def new(self, seat: int, hand: tuple[str, ...]) -> frozenset[str]:
        """The cards in ``hand`` that ``seat`` drew since it last moved."""
        return frozenset(self._drawn.get(seat, ())) & frozenset(hand)

    def tag(self, view: TableView, seat: int, hand: tuple[str, ...]) -> TableView:
        """``view`` with the new cards of ``seat``'s hand tagged (unless all are): lying down where the card shows room
        for the word, standing up the strip a fanned hand leaves; a card already tagged (El Royale's "known") keeps
        its tag."""
        new = self.new(seat, hand)
        if not new or new == set(hand):  # a whole hand drawn: every card "new" tells nothing
            return view
        shown = _shown_widths([p for p in view.placements if p.face_up and p.code in hand])

        def marked(p: Placement) -> Placement:
            if p.code not in new or p.tag or not p.face_up:
                return p
            room = shown.get(p.key, p.width)
            tag = NEW if room >= tag_reach(NEW, p.width) else standing(NEW)
            return replace(p, tag=tag, tip=p.tip or NEW_TIP)

        return replace(view, placements=tuple(marked(p) for p in view.placements))


def _holder(zone: str | None) -> int | None:
    """The seat whose hand ``zone`` is ("hand:1"), or None."""
    if not zone or not zone.startswith("hand:"):
        return None
    return int(zone.removeprefix("hand:"))


def _shown_widths(row: list[Placement]) -> dict[str, float]:
    """How much of each hand card shows left of the next card lying over it in the same row."""
    ordered = sorted(row, key=lambda p: (p.pos[1], p.pos[0]))
    return {
        a.key: b.pos[0] - a.pos[0]
        for a, b in pairwise(ordered)
        if b.pos[1] == a.pos[1] and b.z > a.z and b.pos[0] - a.pos[0] < a.width
    }
