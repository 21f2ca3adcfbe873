"""Events: what happened, in order, for the animation queue and the log.

An event may carry something only some seats may know (a card played face
down, a secret move). ``visible_to`` names those seats; :meth:`Event.seen_by`
gives the copy a viewer may have, with hidden cards replaced by ``??`` and
the secret detail removed. ``text`` is always safe to show everyone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .cards import HIDDEN, card


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    cards: tuple[str, ...] = ()
    src: str | None = None
    dst: str | None = None
    face_up: bool = True
    amount: int = 0
    text: str = ""
    detail: str = ""
    rule: str = ""
    visible_to: tuple[int, ...] | None = None

    def seen_by(self, viewer: int | None) -> Event:
        """This event as ``viewer`` may see it (``None`` is an onlooker who sees only what is public)."""
        if self.visible_to is None or (viewer is not None and viewer in self.visible_to):
            return self
        return replace(self, cards=(HIDDEN,) * len(self.cards), detail="", visible_to=None)

    def told_to(self, reader: int | None) -> str:
        """The words for ``reader``: an event private to them alone (a draw, a card laid face down) names its cards,
        as their own hand shows them ("Player 1 draws 2 cards: 7♣, K♦."); anyone else gets ``text`` as it is."""
        if reader is None or self.visible_to != (reader,) or not self.cards or HIDDEN in self.cards or not self.text:
            return self.text
        return f"{self.text.rstrip('.')}: {', '.join(card(code).short for code in self.cards)}."

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for name in ("seat", "src", "dst", "rule", "visible_to"):
            value = getattr(self, name)
            if value is not None and value != "":
                out[name] = list(value) if isinstance(value, tuple) else value
        if self.cards:
            out["cards"] = list(self.cards)
        if not self.face_up:
            out["face_up"] = False
        if self.amount:
            out["amount"] = self.amount
        if self.text:
            out["text"] = self.text
        if self.detail:
            out["detail"] = self.detail
        return out


def redact(events: list[Event], viewer: int | None) -> list[Event]:
    """The events as one viewer may see them."""
    return [e.seen_by(viewer) for e in events]
