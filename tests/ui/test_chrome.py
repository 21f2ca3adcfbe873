"""The chrome's bar, buttons and panels: one look, a visible state for each button, and never outside their rect."""

from __future__ import annotations

import pygame
import pytest

from game.ui import chrome, theme
from game.ui.chrome import Look
from game.ui.widgets import Button, FocusGroup


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def drawn(draw, size: tuple[int, int] = (200, 80), rect: pygame.Rect | None = None) -> pygame.Surface:  # type: ignore[no-untyped-def]
    """``draw(surface, rect)`` on a magenta surface, with a margin round ``rect`` to catch anything drawn outside."""
    surface = pygame.Surface(size)
    surface.fill((255, 0, 255))
    draw(surface, rect or pygame.Rect(20, 20, size[0] - 40, size[1] - 40))
    return surface


def outside(surface: pygame.Surface, rect: pygame.Rect) -> int:
    w, h = surface.get_size()
    return sum(
        1 for x in range(w) for y in range(h) if not rect.collidepoint(x, y) and surface.get_at((x, y))[:3] != (255, 0, 255)
    )


@pytest.mark.parametrize("state", list(Look))
def test_a_button_stays_inside_its_rect_in_every_state(state: Look) -> None:
    rect = pygame.Rect(20, 20, 160, 40)
    surface = drawn(lambda s, r: chrome.draw_button(s, r, state, 8), rect=rect)
    assert outside(surface, rect) == 0
    assert surface.get_at(rect.center)[:3] != (255, 0, 255)


def test_each_button_state_looks_different_and_hover_is_lighter() -> None:
    rect = pygame.Rect(20, 20, 160, 40)
    faces = {
        state: tuple(drawn(lambda s, r, st=state: chrome.draw_button(s, r, st, 8), rect=rect).get_at(rect.center))[:3]
        for state in Look
    }
    assert len(set(faces.values())) == len(Look), faces
    assert sum(faces[Look.HOVER]) > sum(faces[Look.RAISED]) > sum(faces[Look.PRESSED])


def test_a_pressed_button_sits_lower_so_its_words_move_with_it() -> None:
    surface = pygame.Surface((200, 80))
    raised = chrome.draw_button(surface, pygame.Rect(10, 10, 120, 40), Look.RAISED, 8)
    pressed = chrome.draw_button(surface, pygame.Rect(10, 10, 120, 40), Look.PRESSED, 8)
    assert pressed.y > raised.y and pressed.size == raised.size


def test_a_panel_has_rounded_corners_and_its_edge() -> None:
    rect = pygame.Rect(20, 20, 160, 60)
    surface = drawn(lambda s, r: chrome.draw_panel(s, r, 10, theme.ACCENT), (200, 100), rect)
    assert outside(surface, rect) == 0
    assert surface.get_at(rect.topleft)[:3] == (255, 0, 255), "the corner is rounded off"
    assert surface.get_at((rect.centerx, rect.bottom - 1))[:3] == theme.ACCENT
    top, middle = surface.get_at((rect.centerx, rect.y + 3))[:3], surface.get_at(rect.center)[:3]
    assert all(low <= c <= high for low, c, high in zip(theme.PANEL_LOW, middle, theme.PANEL, strict=True)), middle
    assert sum(top) >= sum(middle), "lit from the top, never lighter than the ground its words are checked on"


def test_the_bar_is_wood_over_a_brass_line() -> None:
    rect = pygame.Rect(0, 0, 300, 40)
    surface = drawn(lambda s, r: chrome.draw_bar(s, r), (300, 40), rect)
    assert surface.get_at((150, 39))[:3] == theme.BRASS
    top, low = surface.get_at((150, 2)), surface.get_at((150, 30))
    assert sum(top[:3]) > sum(low[:3]), "lit from the top"


def test_a_foot_bar_has_its_brass_line_along_its_top_and_is_still_lit_from_the_top() -> None:
    rect = pygame.Rect(0, 0, 300, 40)
    surface = drawn(lambda s, r: chrome.draw_bar(s, r, foot=True), (300, 40), rect)
    assert surface.get_at((150, 0))[:3] == theme.BRASS
    assert surface.get_at((150, 39))[:3] != theme.BRASS
    mid, low = surface.get_at((150, 8)), surface.get_at((150, 36))
    assert sum(mid[:3]) > sum(low[:3]), "lit from the top"


def test_shapes_are_drawn_once_per_size_and_state() -> None:
    surface = pygame.Surface((300, 100))
    chrome._button.cache_clear()
    for _ in range(5):
        chrome.draw_button(surface, pygame.Rect(0, 0, 120, 40), Look.HOVER, 8)
    assert chrome._button.cache_info().misses == 1


def test_a_menu_button_shows_pressed_while_the_mouse_holds_it() -> None:
    group = FocusGroup()
    clicks: list[int] = []
    button = Button("Go", lambda: clicks.append(1))
    button.rect = pygame.Rect(10, 10, 100, 40)
    group.set([button])
    assert group.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1))
    assert button.pressed and clicks == [1]
    assert chrome.look(button.enabled, button.hovered, button.pressed) is Look.PRESSED
    assert group.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(20, 20), button=1)), "released: redraw it raised"
    assert not button.pressed


def test_a_greyed_button_never_lights_up() -> None:
    assert chrome.look(False, hovered=True, pressed=True) is Look.DISABLED
