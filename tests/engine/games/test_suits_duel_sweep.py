"""Seeded random play of Suits Duel over every option combination, checking after every action what the generic
sweeps cannot know: shields and the deck never show, every spell opens a counter window for the other player
(unless quick counters skip it), determinizations look the same to their seat, and nobody waits without a battler."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine.games.suits_duel import GAME, Phase, SuitsDuelState
from game.engine.options import all_combinations
from game.engine.rng import Rng

COMBOS = all_combinations(GAME.options, 2)
SPELLS = ("summon", "attack", "heal", "study", "counter")


def _no_leak(st: SuitsDuelState, viewer: int) -> None:
    """The viewer's observation names no card of the other hand, the deck, or a shield it may not see."""
    text = repr(st.observation(viewer).to_dict())
    secret = [*st.hands[1 - viewer], *st.deck, *(c for c in st.shields[1 - viewer] if c is not None)]
    if not st.options["ownerSeesShields"]:
        secret += [c for c in st.shields[viewer] if c is not None]
    for c in secret:
        assert f"'{c.code}'" not in text, f"{c.code} leaks to seat {viewer}"


def play(options: dict[str, Any], seed: int, determinize_every: int = 9) -> SuitsDuelState:
    st = GAME.new(2, options, seed=seed)
    assert isinstance(st, SuitsDuelState)
    rng = random.Random(seed)
    n = 0
    while st.outcome is None:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
        events = st.apply(seat, action)
        n += 1
        st.check_invariants()
        if action.kind in SPELLS and not options["quickCounters"]:
            assert st.phase is Phase.RESPOND and st.to_act() == [1 - seat], "a spell without a counter window"
        for e in events:
            if e.kind == "draw":
                assert e.seat is not None and e.seen_by(1 - e.seat).cards == ("??",) * len(e.cards)
        for viewer in (0, 1):
            _no_leak(st, viewer)
        if st.outcome is None and n % determinize_every == 0:
            me = st.to_act()[0]
            obs = st.observation(me)
            guess = GAME.determinize(obs, Rng(n))
            guess.check_invariants()
            assert guess.observation(me).to_dict() == obs.to_dict()
            assert guess.legal_actions(me) == st.legal_actions(me)
        assert n < 20_000
    return st


@pytest.mark.parametrize("options", COMBOS, ids=lambda c: ",".join(f"{k}={v}" for k, v in c.items()))
def test_random_games_keep_every_suits_duel_rule(options: dict[str, Any]) -> None:
    outcome = play(options, seed=len(str(options))).outcome
    assert outcome is not None and (outcome.draw or len(outcome.winners) == 1)


def test_games_end_every_way_the_rules_allow() -> None:
    """Over a few seeded games both seats win some: nothing in the rules favours a seat so much that the other never wins."""
    reasons = set()
    for seed in range(12):
        outcome = play({o.name: o.default for o in GAME.options}, seed, determinize_every=1_000).outcome
        assert outcome is not None
        reasons.add("draw" if outcome.draw else f"win:{outcome.winners[0]}")
    assert {"win:0", "win:1"} <= reasons


@pytest.mark.soak
@pytest.mark.parametrize("jokers", [False, True])
def test_soak_two_thousand_games_with_and_without_jokers(jokers: bool) -> None:
    for seed in range(2_000):
        play({o.name: o.default for o in GAME.options} | {"jokers": jokers}, seed, determinize_every=25)
