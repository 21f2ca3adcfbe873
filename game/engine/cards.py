"""Playing cards and their text codes.

A card is written rank then suit: ``AS`` (ace of spades), ``10H``, ``QD``.
The two jokers are ``JK1`` and ``JK2`` (Clashing Blades calls them the
Minor and the Major Joker). Cards are interned: :func:`card` always returns
the same object for a code, so comparing and hashing them is cheap.

>>> card("10H").rank, card("10H").suit.symbol
(10, '♥')
>>> card("QD").name
'Queen of Diamonds'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Suit(Enum):
    """The four suits, valued by their one-letter code."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @property
    def title(self) -> str:
        return self.name.title()

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}

RANK_CODES = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_NAMES = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
_SPECIAL_NAMES = {"JK1": "Minor Joker", "JK2": "Major Joker", "MK": "Marcus King"}

#: The placeholder shown instead of a card a viewer may not see.
HIDDEN = "??"


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card. ``rank`` is 1 (ace) to 13 (king), 0 for a joker."""

    code: str
    rank: int
    suit: Suit | None

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def short(self) -> str:
        """Rank and suit symbol, for the log: ``10♥``, ``A♠``, ``Joker``."""
        if self.suit is None:
            return _SPECIAL_NAMES[self.code]
        return RANK_CODES.get(self.rank, str(self.rank)) + self.suit.symbol

    @property
    def name(self) -> str:
        if self.suit is None:
            return self.short
        return f"{RANK_NAMES.get(self.rank, str(self.rank))} of {self.suit.title}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"card({self.code!r})"

    def __hash__(self) -> int:
        # The code names the card alone, and a str caches its hash: sets and Counters of cards stay cheap in search.
        return hash(self.code)


def _build() -> dict[str, Card]:
    table: dict[str, Card] = {}
    for suit in Suit:
        for rank in range(1, 14):
            code = RANK_CODES.get(rank, str(rank)) + suit.value
            table[code] = Card(code, rank, suit)
    for code in ("JK1", "JK2"):
        table[code] = Card(code, 0, None)
    table["MK"] = Card("MK", 13, None)  # Clashing Blades' Origins 2008 Marcus King: a suitless extra king
    return table


_CARDS = _build()
_ALIASES = {"T": "10", "1": "A"}


def card(code: str) -> Card:
    """The card for ``code``; raises ``ValueError`` with a readable message if it is not one."""
    found = _CARDS.get(code)
    if found is not None:
        return found
    text = code.strip().upper()
    if text[:-1] in _ALIASES:
        text = _ALIASES[text[:-1]] + text[-1]
    found = _CARDS.get(text)
    if found is None:
        raise ValueError(f"{code!r} is not a card code (write rank then suit, like AS, 10H, QD, or JK1)")
    return found


def cards(codes: str | list[str] | tuple[str, ...]) -> list[Card]:
    """Cards for several codes: a list, or one string separated by spaces or commas."""
    if isinstance(codes, str):
        codes = codes.replace(",", " ").split()
    return [card(c) for c in codes]


def codes(items: list[Card] | tuple[Card, ...]) -> tuple[str, ...]:
    """The codes of several cards, in order."""
    return tuple(c.code for c in items)


def full_deck(jokers: bool = False) -> list[Card]:
    """The 52 cards (54 with jokers) in a fixed, unshuffled order."""
    deck = [c for c in _CARDS.values() if not c.is_joker]
    if jokers:
        deck += [_CARDS["JK1"], _CARDS["JK2"]]
    return deck


def suit_cards(suits: str, ranks: range | tuple[int, ...]) -> list[Card]:
    """The cards of the given suits (letters, e.g. ``"SDC"``) and ranks, in a fixed order."""
    return [_CARDS[RANK_CODES.get(r, str(r)) + s] for s in suits for r in ranks]
