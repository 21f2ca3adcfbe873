"""The table's bar and buttons in the chrome's language: a wooden bar, and a button that lights up under the pointer."""

from __future__ import annotations

import pygame
from table_helpers import mouse, settle, table

from game.ui import theme


def drawn(scene) -> pygame.Surface:  # type: ignore[no-untyped-def]
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)
    return surface


def brightness(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The button's face on average, word and all (where the word lies depends on the button's width)."""
    return sum(pygame.transform.average_color(surface, rect)[:3])


def test_the_menu_button_lights_up_under_the_pointer_and_goes_back_when_it_leaves() -> None:
    scene = table("mortal-swords", humans=1)
    settle(scene)
    before = drawn(scene)
    menu = next(rect for rect, what in scene.overlays.button_rects if what == "menu")
    idle = brightness(before, menu)
    assert scene.overlays.point(menu.center), "onto a button: it must be redrawn"
    assert brightness(drawn(scene), menu) > idle
    scene.handle(mouse(pygame.MOUSEMOTION, (menu.centerx, menu.bottom + 200)))
    assert brightness(drawn(scene), menu) == idle
    assert not scene.overlays.point((menu.centerx, menu.bottom + 201)), "moving off the buttons changes nothing"
    scene.leave()


def test_the_bar_is_the_wooden_rail_with_its_brass_edge() -> None:
    scene = table("suits-duel", humans=1)
    settle(scene)
    surface = drawn(scene)
    bar = pygame.Rect(scene.layout.regions(scene.app.size).bar)
    assert surface.get_at((bar.centerx, bar.bottom - 1))[:3] == theme.BRASS
    scene.leave()
