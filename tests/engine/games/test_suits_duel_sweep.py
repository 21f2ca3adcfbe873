"""Seeded random play of Suits Duel over every option combination, checking what the generic sweeps cannot know.

After every action: the fast legality check agrees with the legal list, shields and the deck never show,
every spell opens a counter window for the other player (unless quick counters skip it), determinizations
look the same to their seat, and nobody waits without a battler (``check_invariants``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine import Action
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


def _candidates(st: SuitsDuelState, seat: int) -> list[Action]:
    """Every action shape a seat could try now: each held card under every verb and target, the pairs, some triples."""
    hand = [c.code for c in st.hands[seat]] + ["AS", "JK2"]
    targets: list[str | None] = [None, "discard", "stack", "battlers:0", "battlers:1", "battler:", "wound:"]
    for s in (0, 1):
        targets += [f"battler:{b.code}" for b in st.battlers[s]] + [f"wound:{w.code}" for w in st.wounds[s] if w is not None]
        targets += [f"shield:{s}:{i}" for i in range(3)]
    out = [Action(k, (), t) for k in ("end-turn", "let-resolve", "flip") for t in targets]
    for kind in ("attack", "heal", "discard", "summon", "study", "counter"):
        for code in hand:
            out += [Action(kind, (code,), t) for t in targets]
    for a in hand[:6]:
        for b in hand[:6]:
            out += [Action(k, (a, b), t) for k in ("summon", "study") for t in ("battlers:0", "battlers:1", "discard")]
    trio = tuple(hand[:3])
    out += [Action("counter", trio, "stack"), Action("counter", trio[::-1], "stack")]
    return out


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
        if st.outcome is None and n % 5 == 0:
            me = st.to_act()[0]
            legal_set = set(st.legal_actions(me))
            for candidate in [*legal_set, *_candidates(st, me)]:
                assert st.is_legal(me, candidate) == (candidate in legal_set), candidate
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
