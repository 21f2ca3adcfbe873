"""A scrolling panel shows that there is more beyond an edge, even when the cut falls between two rows."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scroll import ScrollArea


def _drawn(offset: int) -> pygame.Surface:
    surface = pygame.Surface((400, 300))
    surface.fill((200, 200, 200))
    panel = ScrollArea()
    panel.set(pygame.Rect(0, 0, 400, 300), 900, theme.UiScale())
    panel.scroll_to(offset)
    panel.draw(surface)
    return surface


def test_the_edge_with_more_beyond_it_is_shaded_and_the_end_is_not() -> None:
    top = _drawn(0)
    assert sum(top.get_at((100, 299))[:3]) < sum(top.get_at((100, 150))[:3]) - 200  # more below: the bottom darkens
    assert top.get_at((100, 0)) == top.get_at((100, 150))  # nothing above
    end = _drawn(600)
    assert end.get_at((100, 299)) == end.get_at((100, 150))
    assert sum(end.get_at((100, 0))[:3]) < sum(end.get_at((100, 150))[:3]) - 200


def test_a_panel_that_fits_draws_nothing() -> None:
    surface = pygame.Surface((400, 300))
    surface.fill((200, 200, 200))
    panel = ScrollArea()
    panel.set(pygame.Rect(0, 0, 400, 300), 250, theme.UiScale())
    panel.draw(surface)
    assert all(surface.get_at((x, y)) == (200, 200, 200) for x in (0, 399) for y in (0, 299))
