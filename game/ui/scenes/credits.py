"""Credits: who made the cards, the font and the sounds, and under what licence.

The words come from ``assets/LICENCES.json`` (:mod:`game.ui.licences`), the
same record a test checks every shipped file against, so the screen cannot
forget a work that ships. The sounds are not files: the game computes them
(:mod:`game.ui.sound`), so they are credited here as our own.
"""

from __future__ import annotations

import pygame

from ...engine import GAMES
from .. import theme
from ..assets import AssetError
from ..licences import load
from ..scene import AppContext
from ..widgets import Button, Widget, draw_text, wrap
from .menu import MenuScene

#: The sounds are synthesised by our own code at run time; no sample file ships.
SOUND_CREDIT = ("Sounds", "Card Duels' own: every sound is made as the game runs, so no recording ships", "MIT, as Card Duels")


def games_credit() -> tuple[str, str, str]:
    """Who made each game: the rules pages name them, and so do the credits (the table would not exist without them)."""
    made = [f"{game.name}: {game.designer}" for game in GAMES.values() if game.designer]
    return ("The games", "\n".join([*made, "Their rules are told in Card Duels' own words."]), "")


class CreditsScene(MenuScene):
    scaled = True
    title = "Credits"
    hint = "The licence texts ship in the assets folder beside the files they cover."

    def __init__(self, app: AppContext) -> None:
        try:
            records = [(r.work, r.credit, r.licence) for r in load()]
        except AssetError as exc:
            records = [("Licences", str(exc), "")]
        self.entries = [games_credit(), *records, SOUND_CREDIT]
        super().__init__(app)

    def _back_rect(self) -> pygame.Rect:
        ui = self.ui
        rect = pygame.Rect(0, 0, ui.px(240), ui.px(44))
        rect.midbottom = (self.size[0] // 2, self.help_rect().top - ui.px(theme.GAP))
        return rect

    def build(self, size: tuple[int, int]) -> list[Widget]:
        back = self.back_button = Button("Back", self.app.to_menu, help="Back to the title screen.")
        back.rect = self._back_rect()
        self.group.focus = 0
        return [back]

    def draw_extra(self, surface: pygame.Surface) -> None:
        ui = self.ui
        body = self.body(footer=self._back_rect().height + ui.px(theme.GAP))
        width = min(ui.px(760), body.width)
        left, top, bottom = body.centerx - width // 2, body.top, body.bottom
        # The largest text size (from the scaled body size down) at which every entry fits above the Back button.
        size = ui.text(theme.BODY_SIZE)
        while size > theme.MIN_TEXT and top + self._height(width, size) > bottom:
            size -= 1
        indent = ui.px(16)
        y = top
        for n, (work, credit, licence) in enumerate(self.entries):
            start = y
            y = draw_text(surface, work, (left, y), size, theme.ACCENT, bold=True).bottom
            for line in self._lines(credit, licence, width, size):
                y = draw_text(surface, line, (left + indent, y), size - 2, theme.TEXT).bottom
            y += size // 2
            text = " ".join((work, credit, licence))
            self.report(f"credit:{n}", pygame.Rect(left, start, width, y - start), "text", text, fits=y <= bottom)

    def _lines(self, credit: str, licence: str, width: int, size: int) -> list[str]:
        font = theme.font(size - 2)
        room = width - self.ui.px(16)
        lines = [line for part in credit.split("\n") for line in wrap(part, font, room)]  # a line of its own each
        if licence:
            lines += wrap(f"Licence: {licence}", font, room)
        return lines

    def _height(self, width: int, size: int) -> int:
        total = 0
        for _work, credit, licence in self.entries:
            total += theme.font(size, True).get_linesize() + size // 2
            total += len(self._lines(credit, licence, width, size)) * theme.font(size - 2).get_linesize()
        return total
