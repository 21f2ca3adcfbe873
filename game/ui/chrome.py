"""The chrome drawn in the theme's one language: the wooden top bar, raised wooden buttons, dark felt panels.

Every screen draws its bar, buttons and panels here, so the table and the
menus look alike: walnut and brass like the name plates on the felt, lit
from the top, with the theme's corner radii and a soft shadow down and to
the right. Each shape is rendered once per size and state and kept, so a
frame pays only a blit (gradients cost a line per pixel row).
"""

from __future__ import annotations

from enum import Enum
from functools import lru_cache

import pygame

from . import theme
from .theme import Colour


class Look(Enum):
    """A button's state, each drawn differently: raised, lit under the pointer, pressed in, or greyed."""

    RAISED = "raised"
    HOVER = "hover"
    PRESSED = "pressed"
    DISABLED = "disabled"


#: Top and bottom of a button's face by look.
FACES: dict[Look, tuple[Colour, Colour]] = {
    Look.RAISED: (theme.BUTTON, theme.BUTTON_LOW),
    Look.HOVER: (theme.BUTTON_HOVER, theme.BUTTON_HOVER_LOW),
    Look.PRESSED: (theme.BUTTON_PRESSED, theme.BUTTON_PRESSED_LOW),
    Look.DISABLED: (theme.BUTTON_DISABLED, theme.BUTTON_DISABLED_LOW),
}


def look(enabled: bool, hovered: bool = False, pressed: bool = False) -> Look:
    """The look of a button in that state (a greyed one never lights up)."""
    if not enabled:
        return Look.DISABLED
    if pressed:
        return Look.PRESSED
    return Look.HOVER if hovered else Look.RAISED


def shadow_offset(height: int) -> int:
    """How far a raised shape's shadow falls, for a shape ``height`` tall (1 to 3 px)."""
    return max(1, min(theme.SHADOW_OFFSET, height // 14))


def draw_button(surface: pygame.Surface, rect: pygame.Rect, state: Look, radius: int) -> pygame.Rect:
    """A button's tile inside ``rect`` (its shadow too); the face its words go on (a pressed one sits lower)."""
    if rect.w <= 0 or rect.h <= 0:
        return rect
    surface.blit(_button(rect.w, rect.h, state, radius), rect.topleft)
    off = shadow_offset(rect.h)
    face = pygame.Rect(rect.x, rect.y, rect.w - off, rect.h - off)
    return face.move(off, off) if state is Look.PRESSED else face


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int, edge: Colour = theme.PANEL_EDGE) -> pygame.Rect:
    """A dark felt panel filling ``rect``, with a thin ``edge`` and a faint light along its top; ``rect``."""
    if rect.w > 0 and rect.h > 0:
        surface.blit(_panel(rect.w, rect.h, radius, edge), rect.topleft)
    return rect


def draw_bar(surface: pygame.Surface, rect: pygame.Rect, *, foot: bool = False) -> pygame.Rect:
    """A walnut rail filling ``rect``, lighter at the top, a brass line along the edge that meets the screen; ``rect``.

    A top bar (a banner) has its brass line along its lower edge; a ``foot`` bar (a control bar or
    help strip at the bottom of the window) has it along its upper edge.
    """
    if rect.w > 0 and rect.h > 0:
        surface.blit(_bar(rect.w, rect.h, foot), rect.topleft)
    return rect


def _gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A vertical gradient from ``top`` to ``bottom`` (opaque)."""
    w, h = size
    out = pygame.Surface((w, h))
    for y in range(h):
        k = y / max(1, h - 1)
        pygame.draw.line(out, [round(a + (b - a) * k) for a, b in zip(top, bottom, strict=True)], (0, y), (w, y))
    return out


def _rounded(picture: pygame.Surface, radius: int) -> pygame.Surface:
    """``picture`` with its corners rounded off (transparent outside)."""
    w, h = picture.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    out.blit(picture, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


@lru_cache(maxsize=256)
def _button(w: int, h: int, state: Look, radius: int) -> pygame.Surface:
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    off = shadow_offset(h)
    face = pygame.Rect(0, 0, w - off, h - off)
    radius = max(2, min(radius, face.h // 2))
    top, bottom = FACES[state]
    if state is Look.PRESSED:  # pressed in: no shadow, the face moved down onto it
        face.move_ip(off, off)
    elif state is not Look.DISABLED:
        pygame.draw.rect(out, (0, 0, 0, theme.SHADOW_ALPHA), face.move(off, off), border_radius=radius)
    tile = _gradient(face.size, top, bottom)
    if state not in (Look.PRESSED, Look.DISABLED):  # the bevel: a light along the top, shade along the bottom
        light = [min(255, c + 36) for c in top]
        pygame.draw.line(tile, light, (radius // 2, 1), (face.w - radius // 2, 1))
        pygame.draw.line(tile, bottom, (radius // 2, face.h - 2), (face.w - radius // 2, face.h - 2))
    out.blit(_rounded(tile, radius), face.topleft)
    edge = {Look.HOVER: theme.BRASS, Look.DISABLED: theme.BUTTON_DISABLED_LOW}.get(state, theme.PANEL_EDGE)
    pygame.draw.rect(out, edge, face, 1, border_radius=radius)
    return out


@lru_cache(maxsize=128)
def _panel(w: int, h: int, radius: int, edge: Colour) -> pygame.Surface:
    radius = max(2, min(radius, h // 2, w // 2))
    out = _rounded(_gradient((w, h), theme.PANEL, theme.PANEL_LOW), radius)
    pygame.draw.line(out, [min(255, c + 20) for c in theme.PANEL], (radius, 1), (w - radius, 1))
    pygame.draw.rect(out, edge, (0, 0, w, h), 1, border_radius=radius)
    return out


@lru_cache(maxsize=32)
def _bar(w: int, h: int, foot: bool = False) -> pygame.Surface:
    out = _gradient((w, h), theme.BAR_TOP, theme.BAR_BOTTOM)
    line = max(1, h // 20)
    if foot:  # the brass line on top, its dark shade below it
        out.fill(theme.BRASS, (0, 0, w, line))
        out.fill(theme.BRASS_DARK, (0, line, w, line))
        return out
    pygame.draw.line(out, [min(255, c + 22) for c in theme.BAR_TOP], (0, 0), (w, 0))
    out.fill(theme.BRASS_DARK, (0, h - 2 * line, w, line))
    out.fill(theme.BRASS, (0, h - line, w, line))
    return out
