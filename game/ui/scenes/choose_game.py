"""Pick which duel to play, from every game the engine knows: each shown by its table and what sets it apart."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame

from ...engine import GAMES, get_game
from ..scene import AppContext
from ..tutorial.lessons import LESSONS
from ..tutorial.progress import learnt, place_of
from ..tutorial.start import start_lesson
from ..widgets import Button, Widget
from .game_pictures import GamePictures, GameTile
from .menu import MenuScene


class ChooseGameScene(MenuScene):
    scaled = True
    title = "Choose a game"

    def __init__(self, app: AppContext) -> None:
        self.pictures = GamePictures(list(GAMES), app.art)
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> list[Widget]:
        ui = self.ui
        gap, row = ui.px(14), ui.px(48)
        body = self.body(footer=row + gap)
        room = body.width - self.bar_room
        learn_w = ui.px(150)  # each game's "Learn to play" sits beside its tile
        cols = max(1, min(3, room // (ui.px(420) + learn_w + gap)))
        tile_w = min(ui.px(720), (room - (cols - 1) * gap) // cols - learn_w - gap)
        known = learnt(self._settings_path())
        rows = -(-len(GAMES) // cols)
        tile_h = max(ui.px(110), min(ui.px(180), (body.height - (rows - 1) * gap) // rows))
        cell_w = tile_w + gap + learn_w
        left = body.left + (room - cols * cell_w - (cols - 1) * gap) // 2
        tiles: list[Widget] = []
        for i, game_id in enumerate(GAMES):
            tile = GameTile(game_id, self.pictures, partial(self.open, game_id))
            tile.rect = pygame.Rect(left + (i % cols) * (cell_w + gap), body.top + (i // cols) * (tile_h + gap), tile_w, tile_h)
            tiles.append(tile)
            if game_id in LESSONS and place_of(self._settings_path(), game_id) is not None:
                # A lesson left midway: resume it where it was, or start it over.
                resume = Button("Resume lesson", partial(self.learn, game_id), help="Back to the lesson, where you left it.")
                again = Button("Start over", partial(self.learn, game_id, True), help="The lesson again from its first step.")
                half = (tile_h - gap // 2) // 2
                resume.rect = pygame.Rect(tile.rect.right + gap, tile.rect.top, learn_w, half)
                again.rect = pygame.Rect(tile.rect.right + gap, tile.rect.bottom - half, learn_w, half)
                tiles += [resume, again]
            elif game_id in LESSONS:
                learn = self._learn_button(game_id, game_id in known)
                learn.rect = pygame.Rect(tile.rect.right + gap, tile.rect.top, learn_w, tile_h)
                tiles.append(learn)
        self.scrolled(body, tiles)
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        bottom = min(body.bottom, max(t.rect.bottom for t in tiles))
        back.rect = pygame.Rect(body.centerx - ui.px(120), bottom + gap, ui.px(240), row)
        if self.group.focus < 0:
            self.group.focus = 0
        return [*tiles, back]

    def _settings_path(self) -> Path | None:
        """Where the app keeps its settings (None with ``--no-save`` and in tests): the lessons' progress lives beside it."""
        return self.app.settings_path

    def _learn_button(self, game_id: str, done: bool) -> Button:
        """A game not learnt yet suggests its lesson first; a learnt one offers it again."""
        name = get_game(game_id).name
        if done:
            return Button("Lesson again", partial(self.learn, game_id), help=f"Play the guided game of {name} again.")
        return Button(
            "Learn to play", partial(self.learn, game_id), help=f"Not learnt yet: start {name} with a guided first game."
        )

    def learn(self, game_id: str, fresh: bool = False) -> None:
        start_lesson(self.app, game_id, self._settings_path(), fresh=fresh)

    def update(self, dt: float) -> bool:
        """Make the tables' pictures one per frame after the first; True while some are still to come."""
        if self.pictures.step():
            self.app.invalidate()
        return self.pictures.pending

    def open(self, game_id: str) -> None:
        from .setup import SetupScene

        self.app.switch(SetupScene(self.app, game_id))
