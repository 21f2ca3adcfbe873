"""Pick which duel to play, from every game the engine knows: each shown by its table and what sets it apart."""

from __future__ import annotations

from functools import partial

import pygame

from ...engine import GAMES
from ..scene import AppContext
from ..widgets import Button, Widget
from .game_pictures import GamePictures, GameTile
from .menu import MenuScene


class ChooseGameScene(MenuScene):
    scaled = True
    title = "Choose a game"

    def __init__(self, app: AppContext) -> None:
        self.pictures = GamePictures(list(GAMES), getattr(app, "art", None))
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> list[Widget]:
        ui = self.ui
        gap, row = ui.px(14), ui.px(48)
        body = self.body(footer=row + gap)
        room = body.width - self.bar_room
        cols = max(1, min(3, room // ui.px(560)))
        tile_w = min(ui.px(720), (room - (cols - 1) * gap) // cols)
        rows = -(-len(GAMES) // cols)
        tile_h = max(ui.px(110), min(ui.px(180), (body.height - (rows - 1) * gap) // rows))
        left = body.left + (room - cols * tile_w - (cols - 1) * gap) // 2
        tiles: list[Widget] = []
        for i, game_id in enumerate(GAMES):
            tile = GameTile(game_id, self.pictures, partial(self.open, game_id))
            tile.rect = pygame.Rect(left + (i % cols) * (tile_w + gap), body.top + (i // cols) * (tile_h + gap), tile_w, tile_h)
            tiles.append(tile)
        self.scrolled(body, tiles)
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        bottom = min(body.bottom, max(t.rect.bottom for t in tiles))
        back.rect = pygame.Rect(body.centerx - ui.px(120), bottom + gap, ui.px(240), row)
        if self.group.focus < 0:
            self.group.focus = 0
        return [*tiles, back]

    def update(self, dt: float) -> bool:
        """Make the tables' pictures one per frame after the first; True while some are still to come."""
        if self.pictures.step():
            self.app.invalidate()
        return self.pictures.pending

    def open(self, game_id: str) -> None:
        from .setup import SetupScene

        self.app.switch(SetupScene(self.app, game_id))
