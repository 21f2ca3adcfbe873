"""Colours, felt and type sizes shared by every menu scene, so the screens look like one app."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

FELT = (22, 92, 58)
FELT_DARK = (14, 64, 40)
FELT_LIGHT = (34, 116, 74)
PANEL = (10, 44, 30)
PANEL_EDGE = (70, 140, 100)
TEXT = (240, 236, 220)
TEXT_DIM = (170, 190, 175)
TEXT_DISABLED = (120, 140, 128)
ACCENT = (232, 196, 92)
BUTTON = (40, 70, 56)
BUTTON_HOVER = (58, 98, 78)
BUTTON_DISABLED = (32, 52, 44)
FOCUS = (250, 214, 110)
#: Behind selected text in a text field.
SELECTION = (60, 110, 160)
ON = (90, 170, 110)
OFF = (90, 96, 92)
WARNING = (240, 150, 120)

TITLE_SIZE = 56
HEADING_SIZE = 30
BODY_SIZE = 20
SMALL_SIZE = 16

#: Space between widgets and around the edges of a screen.
GAP = 12

#: The window the menus are drawn for at 100%; other windows scale every menu by :func:`ui_scale`.
DESIGN_SIZE = (1280, 720)
#: No menu text is drawn smaller than this (readable at 960×600 and on a full screen of that size).
MIN_TEXT = 14
#: The smallest scale a window may give (960×600 would give 0.75: too small to read comfortably).
MIN_SCALE = 0.8
#: The Text size setting's range, in percent.
TEXT_PERCENTS: tuple[int, ...] = (100, 125, 150, 175, 200)


@dataclass(frozen=True)
class UiScale:
    """One factor for a menu's text and controls, so both grow together and nothing outgrows its box.

    >>> UiScale(1.5).px(40), UiScale(0.8).text(SMALL_SIZE)
    (60, 14)
    """

    factor: float = 1.0

    def px(self, n: float) -> int:
        """A length designed at 1280×720, at this scale."""
        return round(n * self.factor)

    def text(self, size: int) -> int:
        """A type size designed at 1280×720, at this scale and never below :data:`MIN_TEXT`."""
        return max(MIN_TEXT, round(size * self.factor))


def ui_scale(size: tuple[int, int], text_percent: int = 100) -> UiScale:
    """The scale for a window of ``size``: the design grows with the window, times the Text size setting.

    >>> ui_scale((1920, 1080)).factor, ui_scale((960, 600)).factor, ui_scale((1280, 720), 125).factor
    (1.5, 0.8, 1.25)
    >>> ui_scale((960, 600), 200).factor  # capped: the screen keeps a few rows in sight
    1.2
    """
    base = max(MIN_SCALE, min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1]))
    # Bigger text never leaves less room than an 800×500 design would: a screen keeps a few rows in sight.
    ceiling = max(base, min(size[0] / 800, size[1] / 500))
    return UiScale(min(ceiling, base * max(100, min(200, text_percent)) / 100))


@cache
def _fallback_font(size: int, bold: bool) -> pygame.font.Font:
    pygame.font.init()
    f = pygame.font.Font(None, round(size * 1.3))
    f.set_bold(bold)
    return f


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The app's font at ``size``: the shipped one from ``game.ui.fonts`` when present, else pygame's own."""
    try:
        from . import fonts
    except ImportError:
        return _fallback_font(size, bold)
    return fonts.font(size, bold)


@cache
def _felt(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(FELT)
    # A soft vignette: darker bands towards the edges, drawn once per window size.
    steps = 24
    for i in range(steps):
        shade = [round(FELT_DARK[c] + (FELT[c] - FELT_DARK[c]) * i / steps) for c in range(3)]
        inset = round(min(w, h) * 0.25 * i / steps)
        pygame.draw.rect(surface, shade, (inset, inset, w - 2 * inset, h - 2 * inset), border_radius=inset // 2 + 8)
    return surface


def draw_felt(surface: pygame.Surface) -> None:
    """The table felt behind every screen (cached per window size)."""
    surface.blit(_felt(surface.get_size()), (0, 0))
