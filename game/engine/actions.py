"""Actions: what a seat asks the engine to do.

An action is a small hashable value: a verb, the cards it moves and where
they land. The label is for menus and the log and takes no part in
equality, so an action rebuilt from a save or a drag matches the legal one.

>>> Action("play", ("10S",), "table:0", "Play 10♠") == Action("play", ("10S",), "table:0")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    cards: tuple[str, ...] = ()
    target: str | None = None
    label: str = field(default="", compare=False)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.cards:
            out["cards"] = list(self.cards)
        if self.target is not None:
            out["target"] = self.target
        return out

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("an action needs a 'kind' text")
        cards = data.get("cards", [])
        target = data.get("target")
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise ValueError("an action's 'cards' must be a list of card codes")
        if target is not None and not isinstance(target, str):
            raise ValueError("an action's 'target' must be text")
        return Action(data["kind"], tuple(cards), target)

    def __str__(self) -> str:
        return self.label or " ".join([self.kind, *self.cards] + ([f"→ {self.target}"] if self.target else []))


def find_action(
    legal: Iterable[Action], kind: str | None = None, cards: Iterable[str] = (), target: str | None = None
) -> Action | None:
    """The legal action that moves exactly these cards (in any order) onto ``target``.

    This is how a drag or a click becomes an action: the UI never decides
    legality, it only looks for a match among the engine's legal actions.
    """
    wanted = sorted(cards)
    for action in legal:
        if kind is not None and action.kind != kind:
            continue
        if action.target == target and sorted(action.cards) == wanted:
            return action
    return None
