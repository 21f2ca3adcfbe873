"""Actions: what a seat asks the engine to do.

An action is a small hashable value: a verb, the cards it moves and where
they land. The label is for menus and the log and takes no part in
equality, so an action rebuilt from a save or a drag matches the legal one.

>>> Action("play", ("10S",), "table:0", "Play 10♠") == Action("play", ("10S",), "table:0")
True

The order of an action's cards means nothing unless the rules give it a
meaning, so every action keeps its cards in one canonical order (by rank,
jokers first, then suit): the same play named in any order is the same
action, in every game, without each engine matching permutations. A game
whose rules read meaning into the order of some kind's cards (Suits Duel's
summon: the battler, then the card discarded) says so with
:func:`keep_card_order`.

>>> Action("respond", ("KD", "2D"), "table:1") == Action("respond", ("2D", "KD"), "table:1")
True
>>> Action("respond", ("KD", "2D")).cards
('2D', 'KD')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .cards import card

#: Action kinds whose cards' order carries meaning in the rules; all others are kept in canonical order.
_ORDERED_KINDS: set[str] = set()


def keep_card_order(*kinds: str) -> None:
    """Declare that the order of these kinds' cards means something (called by the game that owns the kind)."""
    _ORDERED_KINDS.update(kinds)


def _card_key(code: object) -> tuple[int, str, str]:
    """Canonical place of one card code: rank (jokers 0), suit, code; anything that is not a card goes last."""
    try:
        c = card(code)  # type: ignore[arg-type]
    except (ValueError, TypeError, AttributeError, IndexError):
        return (99, "", str(code))
    return (c.rank, c.suit.value if c.suit is not None else "", c.code)


def canonical_cards(kind: object, cards: tuple[str, ...]) -> tuple[str, ...]:
    """``cards`` in the canonical order, unless ``kind`` keeps its order."""
    if len(cards) < 2 or (isinstance(kind, str) and kind in _ORDERED_KINDS):
        return cards
    return tuple(sorted(cards, key=_card_key))


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    cards: tuple[str, ...] = ()
    target: str | None = None
    label: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.cards, tuple) and len(self.cards) > 1:
            ordered = canonical_cards(self.kind, self.cards)
            if ordered != self.cards:
                object.__setattr__(self, "cards", ordered)

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


NOT_AN_ACTION = "That is not a move of this game."


def malformed(action: object) -> str | None:
    """Why ``action`` is not an action at all (wrong type, cards that are not text…), or None when it is one.

    Engines call it before reading an action's fields, so junk is refused
    with a reason like any other illegal move, never an AttributeError.

    >>> malformed(None), malformed(Action("pass"))
    ('That is not a move of this game.', None)
    """
    # Exact type checks, no generator: engines call this on every action they are asked to apply.
    if type(action) is not Action or type(action.kind) is not str or type(action.cards) is not tuple:
        return NOT_AN_ACTION
    if action.target is not None and type(action.target) is not str:
        return NOT_AN_ACTION
    for c in action.cards:
        if type(c) is not str:
            return NOT_AN_ACTION
    return None


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
