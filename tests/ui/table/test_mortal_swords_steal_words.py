"""Under Stealing Costs the table never offers a steal to a knight who did not commit (MS-R30)."""

from __future__ import annotations

from game.engine import new_game
from game.ui.table.layouts import layout_for

THREE = ["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "2S 8D 9D 10C 8H 9H"]


def _banner(**options: bool) -> str:
    """Knight 2 is hit by 10♦ after answering 3♣; knight 3's 2♠ is hit too."""
    rows = [h.split() for h in THREE]
    deck = [rows[s][r] for r in range(6) for s in range(3)] + ["JS", "KD", "KH", "KS"]
    state = new_game("mortal-swords", 3, options=options, seed=11, deck=deck)
    for seat, kind, code in ((0, "attack", "10D"), (1, "defend", "3C"), (2, "defend", "2S")):
        state.apply(seat, next(a for a in state.legal_actions(seat) if a.kind == kind and a.cards == (code,)))
    assert state.to_act() == [1]
    return layout_for("mortal-swords").banner(state.observation(1), acting=True)


def test_the_hit_banner_offers_the_steal_without_stealing_costs() -> None:
    assert "the attacking card to your armor row" in _banner()


def test_the_hit_banner_never_offers_the_steal_to_a_knight_who_did_not_commit() -> None:
    words = _banner(stealingCosts=True)
    assert "the attacking card to your armor row" not in words and "matching armor" in words
