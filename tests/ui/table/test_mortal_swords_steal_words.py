"""A hit knight is told only the ways of taking the hit it has: no steal for a knight who did not commit under
Stealing Costs (MS-R30), no matching armor when none covers the attack."""

from __future__ import annotations

from game.engine import new_game
from game.ui.table.layouts import layout_for

from random_walks import random_walk

THREE = ["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "2S 8D 9D 10C 8H 9H"]


def _banner(**options: bool) -> str:
    """Knight 2 is hit by 10♦ after answering 3♣; knight 3's 2♠ is hit too."""
    rows = [h.split() for h in THREE]
    deck = [rows[s][r] for r in range(6) for s in range(3)] + ["JS", "KD", "KH", "KS"]
    state = new_game("mortal-swords", 3, options=options, seed=11, deck=deck)
    for seat, kind, code in ((0, "attack", "10D"), (1, "defend", "3C"), (2, "defend", "2S")):
        state.apply(seat, next(a for a in state.legal_actions(seat) if a.kind == kind and a.cards == (code,)))
    assert state.to_act() == [1]
    return layout_for("mortal-swords").banner(state.observation(1), state.legal_actions(1))


def test_the_hit_banner_offers_the_steal_without_stealing_costs() -> None:
    assert _banner() == "Hit: drag a hand card or the attacking card to your armor row."  # no armor yet to turn down


def test_the_hit_banner_never_offers_the_steal_to_a_knight_who_did_not_commit() -> None:
    assert _banner(stealingCosts=True) == "Hit: drag a hand card to your armor row."


def test_a_matching_armor_is_named_exactly_when_one_covers_the_attack() -> None:
    layout = layout_for("mortal-swords")
    seen = set()
    for seed in range(12):
        for state, seat in random_walk("mortal-swords", seed, seats=3):
            if state.observation(seat).info["phase"] != "damage":
                continue
            legal = state.legal_actions(seat)
            kinds = {a.kind for a in legal}
            words = layout.banner(state.observation(seat), legal)
            assert ("matching armor" in words) == ("turn-down" in kinds), (words, kinds)
            assert ("the attacking card to your armor row" in words) == ("steal" in kinds), (words, kinds)
            seen.add(frozenset(kinds))
    assert {frozenset({"armor", "steal"}), frozenset({"armor", "steal", "turn-down"})} <= seen, seen
