"""Suits Duel's cards, options, phases and small shared helpers (RULINGS 4.1).

Everything here is data or a pure function of data, shared by the spells,
the counter stack, the storm, the refusals, the views and the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ...actions import Action, keep_card_order
from ...cards import Card, card, full_deck
from ...options import OptionSpec

GAME_ID = "suits-duel"
HAND_SIZE = 7
HAND_LIMIT = 7
SHIELDS = 3
#: Cards a turn's draw owes: the first player's first turn owes none (one with jokers; SD-R21).
TURN_DRAW = 2
STUDY_DRAW = 3
ATTACK_REACH = 2
HEAL_REACH = 1


class Phase(StrEnum):
    """Where the turn stands; each phase names who acts and what they may do."""

    MAIN = "main"  # the active player casts spells or ends the turn
    RESPOND = "respond"  # a counter window: counter the spell on top of the stack, or let it resolve
    FLIP = "flip"  # a player turns over one of their shields (no battler left, or the storm)
    DISCARD = "discard"  # the end-of-turn hand limit
    OVER = "over"


class LoseAt(StrEnum):
    """When a player runs out of shields (SD-R09)."""

    ZERO_SHIELDS = "zeroShields"
    CANNOT_FLIP = "cannotFlip"


OPTIONS = (
    OptionSpec(
        "jokers", "bool", False,
        "Two jokers join the deck. They only fuel the study spell (discard one with another card, draw three); "
        "the first player draws one card on the first turn.",
        "Jokers and study", rule="SD-R02",
    ),
    OptionSpec(
        "loseAt", "choice", LoseAt.ZERO_SHIELDS.value,
        "When a player is out: as soon as the last shield is turned over, "
        "or only when a shield must be turned and none is left.",
        "When a player loses", choices=tuple(m.value for m in LoseAt), rule="SD-R09",
        choice_labels=("Last shield turned", "No shield left to turn"),
    ),
    OptionSpec(
        "ownerSeesShields", "bool", False,
        "Each player may look at their own face-down shields (by the rules nobody may).",
        "Owners see their shields", rule="SD-R08",
    ),
    OptionSpec(
        "browseDiscard", "bool", True,
        "Both players may look through the whole discard pile (off: only its top card shows).",
        "Browse the discard pile", rule="SD-R20",
    ),
    OptionSpec(
        "quickCounters", "bool", False,
        "Skip the counter question when the opponent cannot counter. Faster, but it tells the caster "
        "that the opponent does not hold three cards of one suit.",
        "Quick counters", rule="SD-R22", reveals=True,
    ),
)  # fmt: skip

_NAMES = ("Player 1", "Player 2")
JOKERS = (card("JK1"), card("JK2"))
_BY_CODE: dict[str, Card] = {c.code: c for c in full_deck(jokers=True)}


def _name(seat: int) -> str:
    return _NAMES[seat]


def cd(a: int, b: int) -> int:
    """Cyclic rank distance: king and ace are neighbours (SD-R01).

    >>> cd(13, 1), cd(1, 3), cd(11, 1)
    (1, 2, 3)
    """
    d = abs(a - b)
    return min(d, 13 - d)


def all_cards(options: dict[str, Any]) -> list[Card]:
    """The 52 cards, or 54 with the jokers (SD-R02, SD-R03)."""
    return full_deck(jokers=bool(options["jokers"]))


def lookup(code: str) -> Card | None:
    """The card for a code of this game, or None (garbage from a drag or a save)."""
    return _BY_CODE.get(code)


def _codes(cards: list[Card] | tuple[Card, ...]) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


def _short(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(c.short for c in cards)


@dataclass(frozen=True)
class Cast:
    """One spell on the stack: who cast it, which spell, the cards it used and what it aims at."""

    seat: int
    kind: str
    cards: tuple[Card, ...]
    target: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "cards": list(_codes(self.cards)), "target": self.target}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Cast:
        return Cast(int(data["seat"]), str(data["kind"]), tuple(card(c) for c in data["cards"]), data["target"])


# -- targets and actions ------------------------------------------------------------------------


def battlers_zone(seat: int) -> str:
    return f"battlers:{seat}"


def battler_target(c: Card) -> str:
    return f"battler:{c.code}"


def wound_target(c: Card) -> str:
    return f"wound:{c.code}"


def shield_target(seat: int, slot: int) -> str:
    return f"shield:{seat}:{slot}"


STACK = "stack"
DISCARD = "discard"

# Actions are interned: legal lists are rebuilt often and equal actions compare by value anyway.
#: A summon names the new battler first, then the card of the same rank it costs (SD-R15): that order is the choice.
keep_card_order("summon")

_ACTION_CACHE: dict[tuple[str, tuple[str, ...], str | None], Action] = {}


def _act(kind: str, cs: tuple[str, ...] = (), target: str | None = None) -> Action:
    key = (kind, cs, target)
    found = _ACTION_CACHE.get(key)
    if found is None:
        found = _ACTION_CACHE[key] = Action(kind, cs, target, _label(kind, cs, target))
    return found


def _label(kind: str, cs: tuple[str, ...], target: str | None) -> str:
    shown = [card(c).short for c in cs]
    aim = card(target.split(":", 1)[1]).short if target and target.startswith(("battler:", "wound:")) else ""
    if kind == "summon":
        return f"Summon {shown[0]} (discard {shown[1]})"
    if kind == "attack":
        return f"Attack {aim} with {shown[0]}"
    if kind == "heal":
        return f"Heal the wound {aim} with {shown[0]}"
    if kind == "study":
        return f"Study: discard {' + '.join(shown)}, draw {STUDY_DRAW}"
    if kind == "counter":
        return f"Counter with {' '.join(shown)}"
    if kind == "let-resolve":
        return "Let it resolve"
    if kind == "end-turn":
        return "End your turn"
    if kind == "flip" and target:
        return f"Turn over shield {int(target.rsplit(':', 1)[1]) + 1}"
    if kind == "discard":
        return f"Discard {shown[0]}"
    return kind
