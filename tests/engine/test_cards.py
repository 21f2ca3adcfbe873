"""Card codes, the deck, and the seeded generator the engine shuffles with."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine import Rng, SetupError, card, cards
from game.engine.cards import full_deck, suit_cards
from game.engine.deck import draw_pile


def test_codes_read_rank_then_suit_and_are_interned():
    assert card("AS").rank == 1 and card("AS").suit.value == "S"
    assert card("10H").rank == 10 and card("QD").rank == 12 and card("KC").rank == 13
    assert card("10H") is card("10h") is card("TH")
    assert card("JK1").is_joker and card("JK2").short == "Major Joker"
    assert [c.code for c in cards("AS, 10H QD")] == ["AS", "10H", "QD"]


@pytest.mark.parametrize("bad", ["", "1", "ZZ", "11S", "AX", "JK3", "10"])
def test_a_bad_code_says_what_a_code_looks_like(bad):
    with pytest.raises(ValueError, match="not a card code"):
        card(bad)


def test_the_full_deck_has_52_distinct_cards_and_54_with_jokers():
    assert len(set(full_deck())) == 52
    assert len(set(full_deck(jokers=True))) == 54
    assert [c.code for c in suit_cards("S", range(1, 4))] == ["AS", "2S", "3S"]


def test_the_generator_replays_from_its_seed_and_its_state():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(10)] == [b.next64() for _ in range(10)]
    c = Rng(a.state)
    assert a.below(1000) == c.below(1000)
    assert Rng(1).next64() != Rng(2).next64()


@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=1, max_value=60))
def test_shuffles_are_permutations_and_draws_stay_in_range(seed, n):
    rng = Rng(seed)
    items = list(range(n))
    rng.shuffle(items)
    assert sorted(items) == list(range(n))
    assert all(0 <= rng.below(n) < n for _ in range(20))


def test_shuffles_are_roughly_uniform():
    counts: Counter[int] = Counter()
    rng = Rng(5)
    for _ in range(6000):
        items = [0, 1, 2]
        rng.shuffle(items)
        counts[items[0]] += 1
    assert all(1800 < counts[i] < 2200 for i in range(3))


def test_a_stacked_pile_puts_the_named_cards_on_top_in_order():
    pile = draw_pile(full_deck(), Rng(1), ["QD", "AS", "10H"])
    assert len(pile) == 52 and len(set(pile)) == 52
    assert [pile.pop().code for _ in range(3)] == ["QD", "AS", "10H"]
    assert draw_pile(full_deck(), Rng(1)) == draw_pile(full_deck(), Rng(1))
    assert draw_pile(full_deck(), Rng(1)) != draw_pile(full_deck(), Rng(2))


@pytest.mark.parametrize(
    ("stack", "message"), [(["AS", "AS"], "more often"), (["XX"], "not a card code"), (["JK1"], "more often")]
)
def test_a_bad_stacked_pile_is_refused(stack, message):
    with pytest.raises(SetupError, match=message):
        draw_pile(full_deck(), Rng(1), stack)
