"""The shape every menu screen shares: felt, a heading, controls in a focus group, a help line.

A screen builds its controls for the current window size in ``build``;
input goes to the focus group, and anything that changed asks the app
for one redraw. Escape goes back.
"""

from __future__ import annotations

import pygame

from .. import theme
from ..scene import AppContext, Scene
from ..widgets import FocusGroup, Widget, draw_text, draw_wrapped


class MenuScene(Scene):
    title = ""
    #: The help line when no control is pointed at or focused.
    hint = ""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.group = FocusGroup()
        self.size = app.size
        self.rebuild()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        """The controls, placed for a window of ``size``."""
        return []

    def rebuild(self, keep_focus: bool = True) -> None:
        self.group.set(self.build(self.size), keep_focus)
        self.app.invalidate()

    def back(self) -> None:
        """Escape: back to the title by default."""
        self.app.to_menu()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.group.handle(event):
            self.app.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        if self.title:
            draw_text(
                surface,
                self.title,
                (surface.get_width() // 2, 24),
                theme.HEADING_SIZE + 6,
                theme.ACCENT,
                bold=True,
                anchor="midtop",
            )
        self.draw_extra(surface)
        self.group.draw(surface)
        self.draw_help(surface)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Anything a screen draws besides its controls (behind them)."""

    def draw_help(self, surface: pygame.Surface) -> None:
        text = self.group.help_text() or self.hint
        if not text:
            return
        w, h = surface.get_size()
        box = pygame.Rect(theme.GAP * 2, h - 56, w - theme.GAP * 4, 44)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        draw_wrapped(surface, text, box.inflate(-24, -12), theme.SMALL_SIZE, theme.TEXT_DIM)


def column(x: int, y: int, width: int, widgets: list[Widget], height: int = 48, gap: int = theme.GAP) -> int:
    """Place ``widgets`` one under another from (x, y); the y below the last."""
    for w in widgets:
        w.rect = pygame.Rect(x, y, width, height)
        y += height + gap
    return y
