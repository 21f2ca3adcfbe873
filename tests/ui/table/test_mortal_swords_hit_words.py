"""Mortal Swords: a hit's word rises from the armor card that took it, not from the knight's hand.

A play-tester saw "Hit!" over the 2♦ still in the hand of a knight who had just laid 8♠ as armor."""

import random

from game.engine import new_game
from game.engine.cards import HIDDEN
from game.ui.table.layouts import layout_for

SIZES = [(960, 600), (1920, 1080)]


def test_a_hit_word_rises_from_the_armor_card_that_took_it() -> None:
    names = ["You", "Computer 1", "Computer 2"]
    seen = 0
    for seed in range(6):
        state = new_game("mortal-swords", 3, options={}, seed=seed)
        rng = random.Random(seed)
        layout = layout_for("mortal-swords", names)
        while state.outcome is None:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            events = state.apply(seat, legal[rng.randrange(len(legal))])
            for event in events:
                if event.kind not in ("armor", "steal") or not event.cards or event.cards[0] == HIDDEN:
                    continue
                for size in SIZES:
                    obs = state.observation(event.seat if event.seat is not None else 0)
                    view = layout.build(size, obs)
                    armor = view.placement(f"c:{event.cards[0]}")
                    if armor is None or armor.code not in obs.zones.get(f"armor:{event.seat}", ()):
                        continue  # gone on by the end of the move (a stolen card discarded, a knight fallen)
                    assert layout.event_anchor(event, view) == armor.pos, (event.kind, event.cards, size)
                    seen += 1
    assert seen > 5, seen
