"""Colours, felt and type sizes shared by every menu scene, so the screens look like one app."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

Colour = tuple[int, int, int]

# The felt the cards lie on, lightest in the middle.
FELT = (22, 92, 58)
FELT_DARK = (14, 64, 40)
FELT_LIGHT = (34, 116, 74)

# The chrome speaks the language of the pieces on the felt (the name plates): dark walnut with a brass edge.
# The top bar is a wooden rail, buttons are raised wooden tiles, panels are dark felt cards with a thin brass edge;
# all lit from the top, with the same corner radii and a soft shadow down and to the right.
BRASS = (222, 184, 96)
BRASS_DARK = (122, 88, 30)
#: The top bar: a walnut rail, lighter at the top, a brass line along its lower edge.
BAR_TOP = (70, 45, 26)
BAR_BOTTOM = (42, 27, 16)
#: A button's face, top and bottom of its gradient, by state.
BUTTON = (92, 60, 34)
BUTTON_LOW = (60, 38, 21)
BUTTON_HOVER = (108, 72, 40)
BUTTON_HOVER_LOW = (74, 48, 26)
BUTTON_PRESSED = (52, 33, 18)
BUTTON_PRESSED_LOW = (70, 45, 25)
BUTTON_DISABLED = (62, 56, 50)
BUTTON_DISABLED_LOW = (48, 43, 38)
#: A panel: dark felt, lit from the top (``PANEL``) to its foot (``PANEL_LOW``).
PANEL = (10, 44, 30)
PANEL_LOW = (6, 34, 22)
#: The thin edge of panels and idle buttons: a muted brass.
PANEL_EDGE = (150, 122, 66)
TEXT = (240, 236, 220)
TEXT_DIM = (196, 212, 198)
TEXT_DISABLED = (140, 133, 123)
#: An empty text field's example words: clearly not typed (TEXT_DIM read as a name already there), still legible on
#: the field's dark panel (contrast about 6:1).
PLACEHOLDER = (128, 150, 134)
ACCENT = (232, 196, 92)
FOCUS = (250, 214, 110)
#: The ring of a card picked with the keys or a click: a cool blue, never taken for the gold glow of a hint or the
#: coach's move (the two can light the same hand at once).
CARD_PICKED = (120, 200, 255)
#: Behind selected text in a text field.
SELECTION = (60, 110, 160)
#: The pill of a card new in the hand since the player's last move: a fresh green, told apart at a glance from the gold
#: pill of El Royale's "known" (both low on the card's left, and a card can be both in turn).
FRESH = (150, 222, 150)
ON = (90, 170, 110)
OFF = (90, 96, 92)
WARNING = (255, 178, 160)

#: Corner radii at 1280×720 (scaled with the window): buttons and fields, panels.
RADIUS = 8
PANEL_RADIUS = 10
#: A shadow's offset at 1280×720 and its darkness (alpha).
SHADOW_OFFSET = 3
SHADOW_ALPHA = 90

#: Which words lie on which ground, and the contrast each needs: WCAG AA asks 4.5:1 of body text; a greyed
#: control's words are exempt (WCAG 1.4.3, inactive components), so they are held only to 3:1, to stay legible.
#: (words, ground, minimum); a gradient's lighter end is the ground, the harder case.
TEXT_PAIRS: tuple[tuple[str, str, float], ...] = (
    *((fg, "FELT", 4.5) for fg in ("TEXT", "TEXT_DIM", "ACCENT", "WARNING", "FOCUS")),
    *((fg, "PANEL", 4.5) for fg in ("TEXT", "TEXT_DIM", "ACCENT", "WARNING", "FOCUS", "PLACEHOLDER")),
    *((fg, "BAR_TOP", 4.5) for fg in ("TEXT", "TEXT_DIM", "ACCENT", "WARNING")),
    *((fg, bg, 4.5) for fg in ("TEXT", "ACCENT") for bg in ("BUTTON", "BUTTON_HOVER", "BUTTON_PRESSED_LOW")),
    ("TEXT_DISABLED", "BUTTON_DISABLED", 3.0),
    *(("PANEL", pill, 4.5) for pill in ("ACCENT", "FRESH")),  # a tag's word on its pill
)

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


def largest_text_percent(size: tuple[int, int]) -> int:
    """The largest Text size a window of ``size`` shows in full, to 5% (past it :func:`ui_scale` caps the scale).

    >>> largest_text_percent((960, 600)), largest_text_percent((1920, 1080)), largest_text_percent((3840, 2160))
    (150, 140, 140)
    """
    base = ui_scale(size).factor
    return min(200, int(ui_scale(size, 200).factor / base * 100 + 1e-6) // 5 * 5)


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
