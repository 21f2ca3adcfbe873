"""Block, parry, dodge and damage: how a card fares against the attacking card (RULINGS 1.1, MS-R07–R09, MS-R21).

>>> from game.engine.cards import card, Suit
>>> judge(card("9S"), card("5C"), Suit.SPADES, ())
<Result.BLOCK: 'block'>
>>> judge(card("9C"), card("5S"), Suit.SPADES, ())
<Result.DAMAGE: 'damage'>
"""

from __future__ import annotations

from collections.abc import Iterable

from ...cards import Card, Suit
from .definitions import Result


def attack_value(c: Card) -> int:
    """An ace is 1 when it attacks."""
    return c.rank


def defence_value(c: Card) -> int:
    """An ace is 14 when it defends (so an attacking ace can never be parried)."""
    return 14 if c.rank == 1 else c.rank


def suit_covers(d: Suit, a: Suit, strong: Suit) -> bool:
    """Whether a card of suit ``d`` (defending, or armor) is of the class of an attack of suit ``a``.

    The strong suit stands alone, but stands in for its neighbour; the two
    suits of the other colour are one class.
    """
    if a is strong:
        return d is strong
    if a.is_red != strong.is_red:
        return d.is_red == a.is_red
    return d is a or d is strong


#: :func:`suit_covers` for every (defending suit, attacking suit, strong suit): searches ask millions of times.
_COVERS = {(d, a, strong): suit_covers(d, a, strong) for d in Suit for a in Suit for strong in Suit}


def covers(d: Card, a: Card, strong: Suit) -> bool:
    """Whether ``d`` (a defending or armor card) is of the attacking card's class (:func:`suit_covers`)."""
    assert a.suit is not None and d.suit is not None
    return _COVERS[d.suit, a.suit, strong]


def covering_suits(a: Card, strong: Suit) -> tuple[Suit, ...]:
    """The suits of the cards that cover ``a`` (as a block or as armor, MS-R07), for refusals and hints.

    >>> from game.engine.cards import card, Suit
    >>> [s.symbol for s in covering_suits(card("5C"), Suit.SPADES)]
    ['♣', '♠']
    """
    return tuple(s for s in Suit if covers(Card("", 1, s), a, strong))


def judge(d: Card, a: Card, strong: Suit, dodge_numbers: Iterable[int]) -> Result:
    """Block, then parry, then dodge, then damage (MS-R08)."""
    value = defence_value(d)
    if value > attack_value(a) and covers(d, a, strong):
        return Result.BLOCK
    if value == attack_value(a):
        return Result.PARRY
    if value in dodge_numbers:
        return Result.DODGE
    return Result.DAMAGE


def may_attack_with(c: Card, strong: Suit, first_attack_gentleman: bool) -> bool:
    """A hand card may attack unless it is the strong suit's J/Q/K; the Gentleman Rule adds more (MS-R15)."""
    if first_attack_gentleman:
        return c.suit is not strong and c.rank <= 10
    return not (c.suit is strong and c.rank >= 11)
