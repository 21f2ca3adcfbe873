"""Mortal Swords' options, phases, results and small shared helpers (RULINGS section 1.1).

Everything here is data or a pure function of data, shared by the state
machine, the combat rules, the refusals, the views and the game description.
"""

from __future__ import annotations

from enum import StrEnum

from ...actions import Action
from ...cards import Card, card
from ...options import OptionSpec

GAME_ID = "mortal-swords"
#: Hand plus armor of every living knight.
KNIGHT_CARDS = 6
#: The 3- and 4-player variations (MS-R22).
MULTI = (3, 4)


class Phase(StrEnum):
    """Where the fight stands; each phase says who acts and what they may do."""

    VOW = "vow"
    ATTACK = "attack"
    DEFEND = "defend"
    STEAL_CHOICE = "steal-choice"
    DAMAGE = "damage"
    DISCARD = "discard"
    OVER = "over"


class Result(StrEnum):
    """How one defending card fares against the attacking card (MS-R08)."""

    BLOCK = "block"
    PARRY = "parry"
    DODGE = "dodge"
    DAMAGE = "damage"


class How(StrEnum):
    """How a card came onto the table in an attack."""

    HAND = "hand"
    RANDOM = "random"
    COMMIT = "commit"


OPTIONS = (
    OptionSpec(
        "warriorsVow", "bool", False, "Every knight starts with one hand card laid down as armor, chosen secretly.",
        "Warrior's Vow", rule="MS-R03",
    ),
    OptionSpec(
        "vowSequential", "bool", False, "The vow cards are laid one knight after another, in the open, instead of all at once.",
        "Vow in turn", rule="MS-R03", requires=("warriorsVow",),
    ),
    OptionSpec(
        "gentlemanRule", "bool", False, "On a knight's own first attack: no strong-suit card and no J, Q or K from hand.",
        "Gentleman Rule", rule="MS-R15",
    ),
    OptionSpec(
        "expandedDodging", "bool", False, "Later defenders also escape with the number of any earlier block (3–4 knights).",
        "Expanded Dodging", rule="MS-R21", seats=MULTI,
    ),
    OptionSpec(
        "damageToStop", "bool", False, "The attack ends at the first defender hit; that knight attacks next (3–4 knights).",
        "Damage-To-Stop", rule="MS-R18", seats=MULTI,
    ),
    OptionSpec(
        "stealToStop", "bool", False, "A hit defender may steal the attacking card at once to end the attack (3–4 knights).",
        "Steal-To-Stop", rule="MS-R19", seats=MULTI,
    ),
    OptionSpec(
        "stealingCosts", "bool", False, "To steal the attacking card you must commit a hand card face down while defending.",
        "Stealing Costs", rule="MS-R20",
    ),
    OptionSpec(
        "hecticKnights", "bool", False,
        "Defenders answer in any order, first played counts first (3–4 knights; app: one human at most).",
        "Hectic Knights", rule="MS-R23", seats=MULTI, max_humans=1,
    ),
    OptionSpec(
        "hecticFaceDownAlways", "bool", False, "Hectic Knights: steals are always committed face down, Stealing Costs or not.",
        "Hectic face-down steals", rule="MS-R23", requires=("hecticKnights",),
    ),
    OptionSpec(
        "indicatorOutOfPlay", "bool", False, "The strong-suit card stays under the deck for good instead of being drawn last.",
        "Strong card out of play", rule="MS-R02",
    ),
    OptionSpec(
        "hideUsedArmor", "bool", False, "Memory mode: turned-down armor no longer shows which card it was.",
        "Hide used armor", rule="MS-R16",
    ),
)  # fmt: skip

_NAMES = ("Knight 1", "Knight 2", "Knight 3", "Knight 4")


def name(seat: int) -> str:
    return _NAMES[seat]


def codes(cards: list[Card] | tuple[Card, ...]) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


def armor_zone(seat: int) -> str:
    return f"armor:{seat}"


def table_zone(seat: int) -> str:
    return f"table:{seat}"


def facedown_zone(seat: int) -> str:
    """Where a Stealing Costs commitment is dropped (a target of its own, so a drag tells it from a face-up answer)."""
    return f"facedown:{seat}"


_LABELS = {
    "vow": "Vow: lay {c} as armor",
    "attack": "Attack with {c}",
    "attack-random": "Attack with the top card of the deck",
    "defend": "Defend with {c}",
    "defend-random": "Defend with the top card of the deck",
    "commit": "Commit {c} face down to steal the attacking card",
    "steal-stop": "Steal {c} as armor and stop the attack",
    "play-on": "Let the attack go on",
    "armor": "Take the hit: lay {c} as armor",
    "steal": "Take the hit: steal {c} as armor",
    "turn-down": "Take the hit on your armor {t}",
    "discard": "Discard {c} for the stolen card",
}

#: Ends the words of a move that costs the knight its last hand card for good: the move is legal, and it kills
#: (MS-R12), so the player reads it before making it (MS-R20: "the UI warns first").
FALLS = " — your knight falls"


def falls(kind: str, seat: int, hand: int, how: str, committed: int) -> bool:
    """Whether ``seat``'s move of ``kind``, made with ``hand`` cards in hand, leaves the hand empty with no draw to
    come, or leaves only the discard of its one card: the knight falls (MS-R12). ``how`` is how the seat's card
    came onto the table this attack, ``committed`` the seat that committed face down (or -1)."""
    if kind in ("armor", "discard"):  # D1 lays the last card as armor; a steal's discard of the last card
        return hand == 1
    if kind == "commit":  # no draw follows a commitment; a late one under Hectic Knights is turned up (MS-R23)
        return hand == 1 and committed == -1
    if kind == "steal":  # D2 discards a hand card; a committed steal costs nothing more (MS-R20)
        return hand == 0 if committed == seat else hand <= 1
    if kind == "steal-stop":  # after a random card the steal costs a hand card; else it skips the draw (MS-R19)
        return hand <= 1 if how == How.RANDOM else hand == 0
    return False


_ACTION_CACHE: dict[tuple[str, tuple[str, ...], str | None, bool], Action] = {}


def act(kind: str, cards: tuple[str, ...] = (), target: str | None = None, fatal: bool = False) -> Action:
    """An interned action with its label; a ``fatal`` one's words say the knight falls (see :func:`falls`)."""
    key = (kind, cards, target, fatal)
    found = _ACTION_CACHE.get(key)
    if found is None:
        shown = " + ".join(card(c).short for c in cards)
        armor = card(target.rsplit(":", 1)[1]).short if kind == "turn-down" and target else ""
        words = _LABELS.get(kind, kind).format(c=shown, t=armor) + (FALLS if fatal else "")
        found = _ACTION_CACHE[key] = Action(kind, cards, target, words)
    return found
