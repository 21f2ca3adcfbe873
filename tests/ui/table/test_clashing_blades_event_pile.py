"""Clashing Blades with the event deck: only the event card just turned shows; the one it covered stays on its pile.

A play-tester turned over K♣ after an exact counter and, for two seconds, a full-size J♠ (the event card of an
earlier hand, until then on top of the event pile) was held in the middle of the table beside the 10♦; later a
shrunk K♣ showed there after Q♣ was turned. The card a new event covers was taken for a card the move cleared.
"""

from __future__ import annotations

import pygame
import pytest
from test_clashing_blades_pacing import SIZES, moves

from game.ui.table.presenter import STAGED

OPTIONS = {"eventDeck": True, "extraHearts": True}


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
def test_the_event_card_a_new_one_covers_is_not_held_in_the_middle(size: tuple[int, int]) -> None:
    """Each time an event card is turned over onto an earlier one, no copy of the earlier one is held in the stage:
    it lies under the new one on the event pile, where it was."""
    covered = 0
    top = ""  # the event card on top of the event pile before the move
    for seed in (1, 2, 3):
        for played in moves(seed, size, OPTIONS):
            turned = [c for e in played.events if e.kind == "event-turned" for c in e.cards]
            held = {t.key.rsplit(":", 1)[-1] for s in played.steps for t in s.tweens if t.key.startswith(STAGED)}
            if turned and top and top not in turned:
                assert top not in held, f"{top}, covered by {turned}, is held in the middle: {sorted(held)}"
                covered += 1
            last = next((p for p in played.view.placements if p.tip == "Last event"), None)
            top = last.code if last is not None else ""
    assert covered >= 2, covered
