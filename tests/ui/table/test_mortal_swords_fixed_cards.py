"""A card the player may not take, dragged onto a spot anyway, is told why it stays where it lies.

A play-tester, hit, dragged a computer knight's block off the attack line onto their armor row and read "No card was
picked up": a card was under the press, it just cannot be moved. Every card played in an attack stays on the line
until the attack ends (rules step 9); armor comes from the knight's own hand, or is the attacking card stolen (D1, D2;
MS-R30 takes the steal from a knight who did not commit under Stealing Costs).
"""

from __future__ import annotations

from game.engine import new_game
from game.engine.games.mortal_swords import MortalSwordsState
from game.ui.settings import MIN_WINDOW
from game.ui.table.drag_drop import EMPTY_DRAG, DragDrop, Refuse
from game.ui.table.layouts.mortal_swords import MortalSwordsLayout
from game.ui.table.sprites import CardSprite

#: Ann attacks with 10♦; Bob answers 3♣ and is hit; Cat blocks with Q♦.
HANDS = ["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "QD 8D 9D 10C 8H 9H"]
NAMES = ["Ann", "Bob", "Cat"]


def _bob_hit(**options: bool) -> MortalSwordsState:
    rows = [h.split() for h in HANDS]
    deck = [rows[s][r] for r in range(6) for s in range(3)] + ["JS", "KD", "KH", "KS"]
    state = new_game("mortal-swords", 3, options=options, seed=11, deck=deck)
    assert isinstance(state, MortalSwordsState)
    for seat, kind, code in ((0, "attack", "10D"), (1, "defend", "3C"), (2, "defend", "QD")):
        state.apply(seat, next(a for a in state.legal_actions(seat) if a.kind == kind and a.cards == (code,)))
    assert state.to_act() == [1] and state.observation(1).info["results"][2] == "block"
    return state


def _drag(state: MortalSwordsState, key: str, zone_id: str) -> object:
    """Bob presses on ``key`` and lets go over the middle of ``zone_id``."""
    layout = MortalSwordsLayout(NAMES)
    drops = DragDrop(layout)
    view = layout.build(MIN_WINDOW, state.observation(1))
    drops.set_view(view, state.legal_actions(1))
    sprites = {p.key: CardSprite.from_placement(p) for p in view.placements}
    card = sprites[key]
    x, y, w, h = view.zone(zone_id).rect
    drops.press((round(card.x), round(card.y)), sprites)
    drops.motion((x + w // 2, y + h // 2), sprites)
    return drops.release((x + w // 2, y + h // 2), sprites)


def test_a_computers_block_dragged_onto_your_armor_row_says_it_stays_and_what_may_go_there() -> None:
    result = _drag(_bob_hit(), "c:QD", "armor:1")
    assert isinstance(result, Refuse) and result.candidate is None, result
    words = result.reason
    assert words != EMPTY_DRAG and "picked up" not in words
    assert "Q♦" in words and "attack line" in words, words  # the card's own reason: it stays on the line
    assert "hand card" in words and "attacking card 10♦" in words, words  # what may become armor now


def test_without_a_commitment_under_stealing_costs_only_a_hand_card_is_named_for_the_armor_row() -> None:
    words = _drag(_bob_hit(stealingCosts=True), "c:QD", "armor:1")
    assert isinstance(words, Refuse)
    assert "hand card" in words.reason and "attacking card" not in words.reason, words.reason


def test_the_deck_dragged_onto_the_attack_line_points_to_the_button_that_plays_its_top_card() -> None:
    state = _bob_hit()
    state.apply(1, next(a for a in state.legal_actions(1) if a.kind == "armor"))  # Bob's hit is taken; Bob attacks
    assert state.to_act() == [1]
    words = _drag(state, "pile:deck", "table:1")
    assert isinstance(words, Refuse) and "button" in words.reason and "picked up" not in words.reason, words
