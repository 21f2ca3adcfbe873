"""The one screen an unexpected error leads to: what happened, that the game is saved, and where the report is.

Drawn with the plainest means (felt, text, two buttons), so that it still
shows when whatever failed was a fancier part of the app.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from .. import theme
from ..elements import Element
from ..scene import AppContext
from ..widgets import Button, Widget, draw_text, wrap
from .menu import MenuScene


class ErrorScene(MenuScene):
    title = "Something went wrong"
    hint = "Back to the title to play on."

    def __init__(self, app: AppContext, report: Path | None, saved: bool) -> None:
        self.lines = [
            "Card Duels met an error it did not expect, and stopped what it was doing.",
            "Your game was saved after its last move: Continue on the title screen picks it up."
            if saved
            else "No game was in progress, so nothing is lost.",
            f"A report is in {report}" if report is not None else "No report could be written (the log folder is not writable).",
        ]
        if saved:
            self.hint = "Back to the title keeps playing: Continue picks up your game where it was saved."
        self._shown: list[tuple[str, str, pygame.Rect]] = []
        super().__init__(app)

    def back(self) -> None:
        self.app.to_menu()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        w, h = size
        title = Button("Back to the title", self.app.to_menu, help=self.hint)
        title.rect = pygame.Rect(w // 2 - 250, h - 150, 240, 48)
        close = Button("Quit", self.app.quit, help="Close Card Duels.")
        close.rect = pygame.Rect(w // 2 + 10, h - 150, 240, 48)
        return [title, close]

    def draw_extra(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        y = 110
        self._shown = []
        font = theme.font(theme.BODY_SIZE)
        for n, text in enumerate(self.lines):
            colour = theme.WARNING if n == 0 else theme.TEXT
            rects = []
            for line in broken(text, font, w - 80):
                rects.append(draw_text(surface, line, (w // 2, y), theme.BODY_SIZE, colour, anchor="midtop"))
                y += rects[-1].height + 4
            self._shown.append((f"{n}", text, rects[0].unionall(rects[1:])))
            y += 14

    def elements(self) -> list[Element]:
        w, h = self.size
        out = [Element("title", (0, 24, w, theme.HEADING_SIZE + 12), "text", self.title)]
        for key, line, rect in self._shown:
            out.append(Element(f"line:{key}", (rect.x, rect.y, rect.w, rect.h), "text", line))
        for b in self.group.widgets:
            out.append(Element(f"button:{b.text}", (b.rect.x, b.rect.y, b.rect.w, b.rect.h), "button", b.text))
        out.append(Element("help", (theme.GAP * 2, h - 56, w - theme.GAP * 4, 44), "text", self.hint))
        return out


def broken(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` in lines no wider than ``width``: at spaces, and a long path anywhere, so all of it shows."""
    out: list[str] = []
    for line in wrap(text, font, width):
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    return out
