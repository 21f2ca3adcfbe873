"""Clashing Blades' cards, options, phases and the small shared helpers (RULINGS 5.1).

Everything here is data or a pure function of data, shared by the state
machine, the refusals, the views and the game description.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from ...actions import Action
from ...cards import Card, Suit, card, suit_cards
from ...options import OptionSpec
from ...rng import Rng

GAME_ID = "clashing-blades"
START_HEALTH = 15
HAND_SIZE = 7
S, D, C, H = Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS

DUEL_CARDS: tuple[Card, ...] = tuple(suit_cards("SDC", range(1, 11)))
EXTRA_HEARTS: tuple[Card, ...] = tuple(card(c) for c in ("AH", "2H", "3H", "4H", "5H", "10H"))
HEALTH_PAIRS: tuple[tuple[Card, Card], tuple[Card, Card]] = ((card("7H"), card("8H")), (card("6H"), card("9H")))
EVENT_CARDS: tuple[Card, ...] = (*suit_cards("SHCD", (11, 12, 13)), card("JK1"), card("JK2"))
MARCUS_KING = card("MK")
MINOR_JOKER, MAJOR_JOKER = card("JK1"), card("JK2")
_BY_CODE: dict[str, Card] = {c.code: c for c in (*DUEL_CARDS, *EXTRA_HEARTS, *EVENT_CARDS, MARCUS_KING)}


class Phase(StrEnum):
    """Where the hand stands; each phase says who acts and what they may do."""

    ENGARDE = "engarde"
    STANDOFF = "standoff"
    RESPOND = "respond"
    EVENT = "event"
    TRICKERY = "trickery"
    HEART = "heart"
    PENALTY = "penalty"
    OVER = "over"


#: What each phase asks of the seat to act: the kind of its play, and the words that say so (a refusal's fallback,
#: and what the table makes of a card dropped where nothing can go; ``{answers}`` is filled in by the options).
PHASE_PLAYS: dict[Phase, tuple[str, str]] = {
    Phase.ENGARDE: ("engarde", "Play one card face down for en garde."),
    Phase.RESPOND: ("respond", "Answer the threat with {answers}, or decline."),
    Phase.STANDOFF: ("drop", "Drop your spade for {answers}, or decline."),
    Phase.EVENT: ("turn-event", "You may turn over an event card or leave it."),
    Phase.TRICKERY: ("discard", "Trickery: choose a card from your hand to discard."),
    Phase.HEART: ("place-heart", "You may place one heart from your hand in front of your opponent, or none."),
    Phase.PENALTY: ("pay", "Pay the heart penalty: discard cards from your hand."),
}


OPTIONS = (
    OptionSpec(
        "extraHearts", "bool", False, "Hearts A–5 and 10 join the deck and sting: a placed heart costs the victim cards.",
        "Extra heart cards", rule="CB-R19",
    ),
    OptionSpec(
        "eventDeck", "bool", False, "An exact counter may turn over a face card or joker for a special event.",
        "Event deck", rule="CB-R13",
    ),
    OptionSpec(
        "marcusKing", "bool", False, "The Origins 2008 Marcus King joins the event deck: a pistol shot for 4.",
        "Marcus King", rule="CB-R18", requires=("eventDeck",),
    ),
    OptionSpec(
        "trickeryRandom", "bool", False, "Trickery takes random cards instead of letting the victim choose.",
        "Random trickery", rule="CB-R15",
    ),
    OptionSpec(
        "dealer", "choice", "random", "Who deals the first hand (the dealer then alternates).",
        "First dealer", choices=("random", "1", "2"), rule="CB-R11",
        choice_labels=("At random", "Player 1", "Player 2"),
    ),
    OptionSpec(
        "quickAnswers", "bool", False,
        "Skip questions a player cannot answer (a threat with no diamond, club or Balance to meet it, the standoff "
        "option, a heart to place). Faster, but it tells your opponent what you do not hold.",
        "Quick answers", rule="GEN-R07", reveals=True,
    ),
)  # fmt: skip


#: Options an older version offered and later withdrew: saves that name them still load, and they are ignored.
WITHDRAWN_OPTIONS = ("equalSpadeFirst",)  # CB-T5: two equal spades never meet at en garde


def current_options(given: dict[str, Any] | None) -> dict[str, Any]:
    """``given`` without the withdrawn options, ready for ``resolve``."""
    return {k: v for k, v in (given or {}).items() if k not in WITHDRAWN_OPTIONS}


def saved_options(options: dict[str, Any]) -> dict[str, Any]:
    """Options as a save names them, in today's terms.

    Saves from before ``quickAnswers`` existed were played with the engine skipping the questions a seat
    could not answer (the flow GEN-R07 withdrew), which is what the option now does: their moves replay under it.
    """
    return options if "quickAnswers" in options else {**options, "quickAnswers": True}


_NAMES = ("Player 1", "Player 2")


def _name(seat: int) -> str:
    return _NAMES[seat]


def _sum(cards: list[Card] | tuple[Card, ...]) -> int:
    return sum(c.rank for c in cards)


def _usable(hand: list[Card], balance: list[Card]) -> bool:
    """Whether a seat holds anything that can answer a threat or stand in for a dropped spade (a ♦, a ♣ or a Balance card)."""
    return bool(balance) or any(c.suit is D or c.suit is C for c in hand)


# Actions are interned: legal-move lists are rebuilt often and equal actions compare by value anyway.
_ACTION_CACHE: dict[tuple[str, tuple[str, ...], str | None], Action] = {}


def _act(kind: str, cards: tuple[str, ...] = (), target: str | None = None) -> Action:
    key = (kind, cards, target)
    found = _ACTION_CACHE.get(key)
    if found is None:
        found = _ACTION_CACHE[key] = Action(kind, cards, target, _label(kind, cards, target))
    return found


_LABELS = {
    "engarde": "En garde with {c}",
    "respond": "Answer with {c}",
    "drop": "Drop your spade and play {c}",
    "decline": "Decline",
    "turn-event": "Turn over an event card",
    "skip-event": "Leave the events alone",
    "discard": "Discard {c} (trickery)",
    "place-heart": "Place {c} in front of your opponent",
    "no-heart": "Place no heart",
    "pay": "Discard {c} for the heart penalty",
}


def _label(kind: str, cards: tuple[str, ...], target: str | None) -> str:
    return _LABELS.get(kind, kind).format(c=" + ".join(card(c).short for c in cards))


def _sum_strength(cards: list[Card]) -> int:
    """A defence's strength: a ♦ at face value, a Balance card worth 1/2/3 (J/Q/K)."""
    return sum(c.rank - 10 if c.rank > 10 else c.rank for c in cards)


def _sample(rng: Rng, n: int, k: int) -> list[int]:
    idx = list(range(n))
    rng.shuffle(idx)
    return idx[:k]


def _codes(cards: list[Card] | tuple[Card, ...]) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


def _threat_text(threats: list[int], seat: int) -> str:
    """The etiquette announcement from ``seat``'s side (CB-R24), said as damage so a threat never reads like points
    won: "2 damage coming at you"."""
    return damage_coming([(threats[seat], "you"), (threats[1 - seat], "your opponent")])


def damage_coming(targets: list[tuple[int, str]]) -> str:
    """Threats said as damage, the second one short so the bar fits at 960×600: "5 damage coming at you, 3 at your
    opponent"."""
    parts = [(n, who) for n, who in targets if n]
    if not parts:
        return "Nobody is threatened"
    (n, who), rest = parts[0], parts[1:]
    return ", ".join([f"{n} damage coming at {who}", *(f"{m} at {other}" for m, other in rest)])


_TABLE = ("table:0", "table:1")
#: Which seats act, from a "still to act" flag per seat.
_WAITING = {(True, True): (0, 1), (True, False): (0,), (False, True): (1,), (False, False): ()}
_ENGARDE = tuple({c.code: _act("engarde", (c.code,), _TABLE[s]) for c in DUEL_CARDS} for s in (0, 1))
_PENALTY = ("penalty:0", "penalty:1")
_BALANCE = ("balance:0", "balance:1")


def duel_deck(options: dict[str, Any]) -> list[Card]:
    return list(DUEL_CARDS) + (list(EXTRA_HEARTS) if options["extraHearts"] else [])


def event_deck(options: dict[str, Any]) -> list[Card]:
    if not options["eventDeck"]:
        return []
    return list(EVENT_CARDS) + ([MARCUS_KING] if options["marcusKing"] else [])


def all_cards(options: dict[str, Any]) -> list[Card]:
    """The duel deck, the four health hearts and the event deck these options use."""
    return duel_deck(options) + [c for pair in HEALTH_PAIRS for c in pair] + event_deck(options)
