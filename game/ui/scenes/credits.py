"""Credits: who made the cards, the font and the sounds, and under what licence.

The words come from ``assets/LICENCES.json`` (:mod:`game.ui.licences`), the
same record a test checks every shipped file against, so the screen cannot
forget a work that ships. The sounds are not files: the game computes them
(:mod:`game.ui.sound`), so they are credited here as our own.
"""

from __future__ import annotations

import pygame

from .. import theme
from ..assets import AssetError
from ..elements import Element
from ..licences import load
from ..scene import AppContext
from ..widgets import Button, Widget, draw_text, wrap
from .menu import MenuScene

#: The sounds are synthesised by our own code at run time; no sample file ships.
SOUND_CREDIT = ("Sounds", "Synthesised by Card Duels itself (game/ui/sound.py)", "MIT, as Card Duels")


class CreditsScene(MenuScene):
    title = "Credits"
    hint = "The licence texts ship in the assets folder beside the files they cover."

    def __init__(self, app: AppContext) -> None:
        try:
            records = [(r.work, r.credit, r.licence) for r in load()]
        except AssetError as exc:
            records = [("Licences", str(exc), "")]
        self.entries = [*records, SOUND_CREDIT]
        self._laid: list[Element] = []
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> list[Widget]:
        w, h = size
        back = self.back_button = Button("Back", self.app.to_menu, help="Back to the title screen.")
        back.rect = pygame.Rect((w - 240) // 2, h - 56 - 12 - 44, 240, 44)
        self.group.focus = 0
        return [back]

    def draw_extra(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        width = min(760, w - 4 * theme.GAP)
        left, top = (w - width) // 2, 80
        bottom = h - 56 - 12 - 44 - theme.GAP  # above the Back button
        # The largest text size (from body size down) at which every entry fits above the Back button.
        size = theme.BODY_SIZE
        while size > 12 and top + self._height(width, size) > bottom:
            size -= 1
        laid: list[Element] = [Element("title", (0, 24, w, 44), "text", self.title)]
        y = top
        for n, (work, credit, licence) in enumerate(self.entries):
            start = y
            y = draw_text(surface, work, (left, y), size, theme.ACCENT, bold=True).bottom
            for line in self._lines(credit, licence, width, size):
                y = draw_text(surface, line, (left + 16, y), size - 2, theme.TEXT).bottom
            y += size // 2
            text = " ".join((work, credit, licence))
            laid.append(Element(f"credit:{n}", (left, start, width, y - start), "text", text, fits=y <= bottom))
        back = self.back_button
        laid.append(Element("button:Back", (back.rect.x, back.rect.y, back.rect.w, back.rect.h), "button", back.text))
        self._laid = laid

    def elements(self) -> list[Element]:
        return list(self._laid)

    def _lines(self, credit: str, licence: str, width: int, size: int) -> list[str]:
        font = theme.font(size - 2)
        lines = wrap(credit, font, width - 16)
        if licence:
            lines += wrap(f"Licence: {licence}", font, width - 16)
        return lines

    def _height(self, width: int, size: int) -> int:
        total = 0
        for _work, credit, licence in self.entries:
            total += theme.font(size, True).get_linesize() + size // 2
            total += len(self._lines(credit, licence, width, size)) * theme.font(size - 2).get_linesize()
        return total
