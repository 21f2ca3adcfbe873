"""The one screen an unexpected error leads to: what happened, that the game is saved, and where the report is.

Drawn with the plainest means (felt, text, two buttons), so that it still
shows when whatever failed was a fancier part of the app.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from .. import theme
from ..scene import AppContext
from ..widgets import Button, Widget, draw_text, wrap
from .menu import MenuScene


class ErrorScene(MenuScene):
    scaled = True
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
        super().__init__(app)

    def back(self) -> None:
        self.app.to_menu()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        ui = self.ui
        body = self.body()
        width, height, gap = ui.px(240), ui.px(48), ui.px(20)
        title = Button("Back to the title", self.app.to_menu, help=self.hint)
        title.rect = pygame.Rect(body.centerx - width - gap // 2, body.bottom - height, width, height)
        close = Button("Quit", self.app.quit, help="Close Card Duels.")
        close.rect = pygame.Rect(body.centerx + gap // 2, body.bottom - height, width, height)
        return [title, close]

    def draw_extra(self, surface: pygame.Surface) -> None:
        ui = self.ui
        body = self.body()
        size = ui.text(theme.BODY_SIZE)
        font = theme.font(size)
        y = body.top
        for n, text in enumerate(self.lines):
            colour = theme.WARNING if n == 0 else theme.TEXT
            rects = []
            for line in broken(text, font, body.width):
                rects.append(draw_text(surface, line, (body.centerx, y), size, colour, anchor="midtop"))
                y += rects[-1].height + ui.px(4)
            self.report(f"line:{n}", rects[0].unionall(rects[1:]), "text", text)
            y += ui.px(14)


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
