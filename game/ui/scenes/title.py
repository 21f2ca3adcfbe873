"""The first screen: continue the game left off, start one, load one, read the rules, see statistics, change settings, or quit."""

from __future__ import annotations

import pygame

from ...persistence import SaveStore, Waiting
from .. import theme
from ..scene import AppContext
from ..widgets import Button, Widget, draw_text
from .load import describe, saves_enabled
from .menu import MenuScene, column

#: Cards fanned under the title, if the card art is available.
_FAN = ("AS", "KH", "QC", "JD", "10S")


class TitleScene(MenuScene):
    def __init__(self, app: AppContext, store: SaveStore | None = None) -> None:
        self.store = store if store is not None else SaveStore()
        self.message = ""
        self.waiting: list[Waiting] = []
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> list[Widget]:
        from .choose_game import ChooseGameScene
        from .load import LoadScene
        from .rules import RulesScene
        from .settings import SettingsScene
        from .statistics import StatisticsScene

        app = self.app
        buttons: list[Widget] = []
        continuing = self._continue_button()
        if continuing is not None:
            buttons.append(continuing)
        buttons += [
            Button("New game", lambda: app.switch(ChooseGameScene(app)), help="Pick one of the duels and who plays it."),
            Button("Load game", lambda: app.switch(LoadScene(app)), help="Your saved games, and example positions to try."),
            Button("Rules", lambda: app.switch(RulesScene(app)), help="How each game is played, in our own words."),
            Button("Statistics", lambda: app.switch(StatisticsScene(app)), help="Your finished games: wins, streaks, replays."),
            Button("Settings", lambda: app.switch(SettingsScene(app)), help="Animation speed, sound, deck colours, window."),
            Button("Quit", app.quit, help="Close Card Duels."),
        ]
        w, h = size
        width = 320
        top = max(40, h // 2 - 300)
        height, gap = (52, 12) if h >= 760 else (46, 10) if h >= 700 else (38, 6)
        start = max(top + 240, h // 2 - 40 - (height + gap) * max(0, len(buttons) - 5))
        room = h - 64 - start  # above the help line
        if len(buttons) * (height + gap) > room:
            height = max(28, room // len(buttons) - gap)
        column((w - width) // 2, start, width, buttons, height, gap)
        self.group.focus = 0 if self.group.focus < 0 else self.group.focus
        return buttons

    def _continue_button(self) -> Button | None:
        """Continue, when a game waits: straight into it, or to the list when several games wait."""
        self.waiting = self.store.waiting() if saves_enabled(self.app) else []
        if not self.waiting:
            return None
        if len(self.waiting) == 1:
            return Button("Continue", self.resume, help=f"Play on: {describe(self.waiting[0].header)}")
        names = ", ".join(w.header.game_name for w in self.waiting)
        return Button("Continue", self.resume, help=f"{len(self.waiting)} games waiting: {names}.")

    def resume(self) -> None:
        """Continue: the one game waiting (its autosave, or its backup) exactly where it was left, or the list of them."""
        from .waiting import WaitingScene, open_waiting

        if len(self.waiting) > 1:
            self.app.switch(WaitingScene(self.app, self.store, self.waiting))
            return
        game_id = self.waiting[0].header.game_id if self.waiting else None
        self.message = open_waiting(self.app, self.store, game_id) if game_id else ""
        if self.message:
            self.rebuild()

    def back(self) -> None:
        self.app.quit()

    def draw_extra(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        top = max(40, h // 2 - 300)
        draw_text(surface, "Card Duels", (w // 2, top), theme.TITLE_SIZE, theme.ACCENT, bold=True, anchor="midtop")
        draw_text(
            surface, "Five duels for one deck of cards", (w // 2, top + 78), theme.BODY_SIZE, theme.TEXT_DIM, anchor="midtop"
        )
        self._draw_fan(surface, (w // 2, top + 118))
        if self.message:
            draw_text(surface, self.message, (w // 2, h - 70), theme.SMALL_SIZE, theme.WARNING, anchor="midbottom")

    def _draw_fan(self, surface: pygame.Surface, top: tuple[int, int]) -> None:
        art = getattr(self.app, "art", None)
        if art is None:
            return
        width = 64
        cards = [art.face(code, width) for code in _FAN]
        n = len(cards)
        for i, image in enumerate(cards):
            angle = (n // 2 - i) * 9
            turned = pygame.transform.rotozoom(image, angle, 1.0)
            x = top[0] + (i - n // 2) * 40
            y = top[1] + abs(i - n // 2) * 6
            surface.blit(turned, turned.get_rect(midtop=(x, y)))
