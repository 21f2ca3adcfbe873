"""Pick which duel to play, from every game the engine knows."""

from __future__ import annotations

from functools import partial

from ...engine import GAMES
from ..widgets import Button, Widget
from .menu import MenuScene, column


class ChooseGameScene(MenuScene):
    title = "Choose a game"

    def build(self, size: tuple[int, int]) -> list[Widget]:
        app = self.app
        widgets: list[Widget] = []
        for game in GAMES.values():
            seats = str(game.min_seats) if game.min_seats == game.max_seats else f"{game.min_seats}–{game.max_seats}"
            widgets.append(
                Button(
                    f"{game.name}  ·  {seats} players",
                    partial(self.open, game.id),
                    help=game.summary or game.name,
                )
            )
        widgets.append(Button("Back", app.to_menu, help="Back to the title screen."))
        w = size[0]
        width = min(560, w - 80)
        column((w - width) // 2, 110, width, widgets, height=54)
        if self.group.focus < 0:
            self.group.focus = 0
        return widgets

    def open(self, game_id: str) -> None:
        from .setup import SetupScene

        self.app.switch(SetupScene(self.app, game_id))
