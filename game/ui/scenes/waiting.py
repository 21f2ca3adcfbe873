"""Continue with several games waiting: one button per unfinished game, newest first.

Every unfinished game is kept, one per game (``SaveStore.waiting``), so a
player who left a Mortal Swords game for a quick El Royale finds both here.
"""

from __future__ import annotations

from functools import partial

import pygame

from ...persistence import SaveError, SaveStore, Waiting
from ..scene import AppContext
from ..widgets import Button, Widget
from .load import describe, resume
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
    scaled = True
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
        ui = self.ui
        gap, row, back_h = ui.px(10), ui.px(48), ui.px(44)
        body = self.body(footer=back_h + gap)
        width = min(ui.px(1200), body.width - self.bar_room)
        left = body.centerx - width // 2
        games: list[Widget] = []
        for n, one in enumerate(self.waiting):
            text = describe(one.header)
            button = Button(text, partial(self.choose, one.header.game_id), help=f"Play on: {text}")
            button.rect = pygame.Rect(left, body.top + n * (row + gap), width, row)
            games.append(button)
        self.scrolled(body, games)
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        back.rect = pygame.Rect(body.centerx - ui.px(100), body.bottom + gap, ui.px(200), back_h)
        return [*games, back]

    def help_text(self) -> str:
        """A refusal takes the help line's place until the next choice."""
        return self.message or super().help_text()
