"""El Royale's options, phases, seats and small shared helpers (RULINGS 2.1).

Everything here is data or a pure function of data, shared by the state
machine, the battle and refill steps, the refusals, the views and the
game description.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import Any

from ...actions import Action
from ...cards import RANK_CODES, RANK_NAMES, Card, card, full_deck
from ...options import OptionSpec

GAME_ID = "el-royale"
HAND_SIZE = 4
#: A hand may never hold more than this; a conceding defender above it is eliminated (ER-R08, ER-R09).
HAND_CAP = 16
PILE = "pile"
SPREAD = "spread"
SHOW = "show"

ALL_CARDS: tuple[Card, ...] = tuple(full_deck())
_BY_CODE: dict[str, Card] = {c.code: c for c in ALL_CARDS}


class Phase(StrEnum):
    """Where the battle stands; each phase says who is asked and what they may do."""

    ATTACK = "attack"
    THROW_BEFORE = "throw-before"
    DEFEND = "defend"
    THROW_AFTER = "throw-after"
    OFFER = "offer"
    SHARE = "share"
    OVER = "over"


class Signal(StrEnum):
    """What one partner may ask of another, out loud for the whole table (ER-R15)."""

    THROW_IN = "throw-in"
    OTHER_SUIT = "other-suit"
    ATTACK_RANK = "attack"


OPTIONS = (
    OptionSpec(
        "mode", "choice", "individual",
        "Everyone for themselves, or two teams of equal size seated alternately (4, 6 or 8 players).",
        "Teams", choices=("individual", "teams2"), rule="ER-R01", seats=(4, 6, 8),
        choice_labels=("Each for themselves", "Two teams"),
    ),
    OptionSpec(
        "throwInRounds", "choice", "repeat",
        "Throw-ins go round until nobody adds a card, or a single pass round the table.",
        "Throw-in rounds", choices=("repeat", "single"), rule="ER-R02",
    ),
    OptionSpec(
        "voluntaryPickupOver16", "choice", "forbid",
        "Whether a player may take the battle pile when it would put them above 16 cards (and be eliminated).",
        "Taking the pile above 16", choices=("forbid", "eliminate"), rule="ER-R08",
    ),
    OptionSpec(
        "quickThrowIns", "bool", False,
        "Skip players who hold no card of the rank when throwing in or adding equal cards. Faster, "
        "but it tells the whole table who holds none of that rank.",
        "Quick throw-ins", rule="GEN-R07", reveals=True,
    ),
)  # fmt: skip


def saved_options(options: dict[str, Any]) -> dict[str, Any]:
    """Options as a save names them, in today's terms.

    Saves from before ``quickThrowIns`` existed were played with the engine skipping players who held no
    card of the rank (the flow GEN-R07 withdrew), which is what the option now does: their moves replay under it.
    """
    return options if "quickThrowIns" in options else {**options, "quickThrowIns": True}


def name(seat: int) -> str:
    return f"Player {seat + 1}"


def rank_name(rank: int, plural: bool = False) -> str:
    """``7``, ``Q``; in the plural the words a player says: ``7s``, ``queens``, ``aces``."""
    if plural:
        return RANK_NAMES[rank].lower() + "s" if rank in RANK_NAMES else f"{rank}s"
    return RANK_CODES.get(rank, str(rank))


def codes(cards: Iterable[Card]) -> tuple[str, ...]:
    return tuple([c.code for c in cards])


def shorts(cards: Sequence[Card]) -> str:
    return " ".join(c.short for c in cards)


def clockwise(start: int, seats: int) -> list[int]:
    """Every seat once, beginning at ``start`` and going clockwise (up in seat index)."""
    return [(start + i) % seats for i in range(seats)]


def by_rank(hand: Iterable[Card]) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for c in hand:
        out.setdefault(c.rank, []).append(c)
    return out


_ACTION_CACHE: dict[tuple[str, tuple[str, ...], str | None], Action] = {}


def act(kind: str, cards: tuple[str, ...] = (), target: str | None = None) -> Action:
    """An interned action with its menu label."""
    key = (kind, cards, target)
    found = _ACTION_CACHE.get(key)
    if found is None:
        found = Action(kind, cards, target, label(kind, cards, target))
        if len(_ACTION_CACHE) < 200_000:
            _ACTION_CACHE[key] = found
    return found


_SIGNAL_LABELS = {
    "signal:throw-in": "Ask your partner to throw in",
    "signal:other-suit": "Ask your partner to throw in another suit",
}


def label(kind: str, cards: tuple[str, ...], target: str | None) -> str:
    if kind == "attack":
        return f"Attack with {card(cards[0]).short}"
    if kind == "throw":
        return f"Throw in {card(cards[0]).short}"
    if kind == "beat":
        return f"Beat with {card(cards[0]).short}"
    if kind == "done":
        return "That is all"
    if kind == "pass":
        return "Pass"
    if kind == "defend":
        return "Beat the attack"
    if kind == "concede":
        return "Concede and pick up the pile"
    if kind == "take":
        return "Take the battle pile"
    if kind == "decline":
        return "Leave the pile"
    if kind == "take-spread":
        return f"Take {card(cards[0]).short}"
    if kind == "enough":
        return "Take no more"
    if kind == "talk":
        return "Say something to the table"
    if kind == "hush":
        return "Say nothing"
    if kind == "show":
        return f"Show {card(cards[0]).short} to everyone"
    if kind == "signal" and target is not None:
        if target in _SIGNAL_LABELS:
            return _SIGNAL_LABELS[target]
        rank = int(target.rsplit(":", 1)[1])
        return f"Ask your partner to attack with {rank_name(rank, plural=True)}"
    return kind


def signal_target(signal: Signal, rank: int | None = None) -> str:
    return f"signal:{signal.value}" + (f":{rank}" if signal is Signal.ATTACK_RANK else "")


#: Zone ids of the hands, by seat (up to the most seats the game allows).
HAND_ZONES: tuple[str, ...] = tuple(f"hand:{s}" for s in range(8))


def hand_zone(seat: int) -> str:
    return HAND_ZONES[seat]


def lookup(code: str) -> Card | None:
    return _BY_CODE.get(code)
