"""A lifted card rises with a shadow under it; a resting card casts none; a drag lifts more than a hover."""

from __future__ import annotations

import pygame

from game.ui.table.layout import Placement
from game.ui.table.sprites import CardSprite, Pictures, PlainArt, drag_lift, hover_lift


def _drawn(lift: float) -> tuple[pygame.Surface, pygame.Rect, CardSprite]:
    pygame.display.init()
    pygame.font.init()
    target = pygame.Surface((400, 400))
    target.fill((22, 92, 58))
    sprite = CardSprite.from_placement(Placement("c:AS", "AS", (200, 200), width=100))
    sprite.lift = lift
    return target, sprite.draw(target, Pictures(PlainArt())), sprite


def test_a_resting_card_casts_no_shadow() -> None:
    target, drawn, sprite = _drawn(0.0)
    assert drawn == sprite.rect()
    assert target.get_at((sprite.rect().right + 2, sprite.rect().bottom + 2))[:3] == (22, 92, 58)


def test_a_lifted_card_rises_and_casts_a_shadow_where_it_rested() -> None:
    lift = drag_lift(100)
    target, drawn, sprite = _drawn(lift)
    card = sprite.rect()
    assert card.bottom < 200 + 70, "the card itself rose"
    assert drawn.contains(card) and drawn.bottom > card.bottom, "the shadow lies under and below it"
    shadow_spot = (card.right + 2, drawn.bottom - 4)
    felt = (22, 92, 58)
    assert all(c < f for c, f in zip(target.get_at(shadow_spot)[:3], felt, strict=True)), "the shadow darkens the felt"


def test_a_drag_lifts_a_card_more_than_a_hover_and_both_grow_with_the_card() -> None:
    assert 0 < hover_lift(100) < drag_lift(100)
    assert hover_lift(200) > hover_lift(100) and drag_lift(200) > drag_lift(100)
