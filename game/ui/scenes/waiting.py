"""Continue with several games waiting: one button per unfinished game, newest first.

Every unfinished game is kept, one per game (``SaveStore.waiting``), so a
player who left a Mortal Swords game for a quick El Royale finds both here.
"""

from __future__ import annotations

from functools import partial

import pygame

from ...persistence import SaveError, SaveStore, Waiting
from .. import theme
from ..elements import Element
from ..scene import AppContext
from ..widgets import Button, Widget, draw_text
from .load import describe, fit, resume
from .menu import MenuScene


def open_waiting(app: AppContext, store: SaveStore, game_id: str) -> str:
    """Resume ``game_id``'s game in progress; empty on success, else the one-line reason it cannot be."""
    try:
        record = store.load_autosave(game_id)
    except SaveError as exc:
        return f"The game in progress cannot be continued. {exc}"
    resume(app, record)
    return ""


class WaitingScene(MenuScene):
    title = "Continue a game"
    hint = "Each game you left unfinished waits here, one per game."

    def __init__(self, app: AppContext, store: SaveStore, waiting: list[Waiting]) -> None:
        self.store = store
        self.waiting = waiting
        self.message = ""
        super().__init__(app)

    def choose(self, game_id: str) -> None:
        self.message = open_waiting(self.app, self.store, game_id)
        if self.message:
            self.rebuild()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        w, h = size
        width = min(1200, w - 80)
        row = 48 if h >= 700 else 40
        y = 90
        widgets: list[Widget] = []
        self.texts: dict[int, str] = {}
        for one in self.waiting:
            text = describe(one.header)
            button = Button(fit(text, width - 24), partial(self.choose, one.header.game_id), help=f"Play on: {text}")
            self.texts[id(button)] = text
            button.rect = pygame.Rect((w - width) // 2, y, width, row)
            widgets.append(button)
            y += row + 10
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        back.rect = pygame.Rect((w - 200) // 2, h - 124, 200, 44)
        widgets.append(back)
        return widgets

    def draw_extra(self, surface: pygame.Surface) -> None:
        if self.message:
            w, h = surface.get_size()
            line = fit(self.message, w - 80, theme.SMALL_SIZE)
            draw_text(surface, line, (w // 2, h - 62), theme.SMALL_SIZE, theme.WARNING, anchor="midbottom")

    def elements(self) -> list[Element]:
        out = []
        for n, b in enumerate(self.group.widgets):
            text = self.texts.get(id(b), b.text)
            out.append(Element(f"button:{n}", (b.rect.x, b.rect.y, b.rect.w, b.rect.h), "button", text, fits=text == b.text))
        w, h = self.size
        out.append(Element("title", (0, 24, w, theme.HEADING_SIZE + 12), "text", self.title))
        out.append(Element("help", (theme.GAP * 2, h - 56, w - theme.GAP * 4, 44), "text", self.hint))
        return out
