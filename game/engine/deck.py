"""Draw piles, shuffled from the seed or stacked for tests.

Piles are Python lists whose **last** element is the top card, so drawing
is ``pop()``. A stacked deck is given top card first (RULINGS 7a); a partial
list fixes only the top cards and the rest is shuffled from the seed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from .cards import Card, card
from .errors import SetupError
from .rng import Rng


def draw_pile(cards: Sequence[Card], rng: Rng, stacked: Iterable[str] | None = None) -> list[Card]:
    """A pile of ``cards``: the stacked codes on top (first code topmost), the rest shuffled."""
    rest = list(cards)
    top: list[Card] = []
    if stacked is not None:
        available = Counter(rest)
        for code in stacked:
            try:
                c = card(code)
            except ValueError as exc:
                raise SetupError(str(exc)) from None
            if available[c] <= 0:
                raise SetupError(f"the stacked deck names {c.code} more often than this game's deck holds it")
            available[c] -= 1
            top.append(c)
        for c in top:
            rest.remove(c)
    rng.shuffle(rest)
    return rest + top[::-1]
