"""Continue with several games waiting: one button per unfinished game, newest first.

The last unfinished game of each kind waits here (``SaveStore.waiting``), so a
player who left a Mortal Swords game for a quick El Royale finds both here;
an older game of a kind, pushed out by a newer one, is a named save in Load,
a click away.
"""

from __future__ import annotations

from functools import partial

import pygame

from ...persistence import SaveError, SaveStore, Waiting
from .. import theme
from ..scene import AppContext
from ..table import thumbnail
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
    hint = "The last game you left of each kind waits here; older ones, and your named saves, are in Load game."

    def __init__(self, app: AppContext, store: SaveStore, waiting: list[Waiting]) -> None:
        self.store = store
        self.waiting = waiting
        self.message = ""
        #: Each waiting game's table as its player left it, drawn off screen one per frame after the first.
        self.made: dict[str, pygame.Surface | None] = {}
        #: Each game's button and the picture's width and gap on its left (the picture scrolls with it).
        self.frames: list[tuple[str, Button]] = []
        self.picture_room = (0, 0)
        self.shown = False
        super().__init__(app)

    def update(self, dt: float) -> bool:
        """Draw the next missing picture; True while some are still to come."""
        missing = next((w.header.game_id for w in self.waiting if w.header.game_id not in self.made), None)
        if missing is None or not self.shown:
            return missing is not None
        self.made[missing] = self._picture(missing)
        self.app.invalidate()
        return True

    def _picture(self, game_id: str) -> pygame.Surface | None:
        from .game_pictures import record_picture

        try:
            table = record_picture(self.store.load_autosave(game_id), self.app.art)
        except SaveError:
            return None
        return thumbnail.picture_of(table) if table is not None else None

    def draw_extra(self, surface: pygame.Surface) -> None:
        self.shown = True
        width, gap = self.picture_room
        old_clip = surface.get_clip()
        for i, (game_id, button) in enumerate(self.frames):
            frame = pygame.Rect(button.rect.left - gap - width, button.rect.top, width, button.rect.height)
            surface.set_clip(button.clip or old_clip)
            picture = self.made.get(game_id) or thumbnail.placeholder()
            surface.blit(thumbnail.fitted(picture, frame.size), frame)
            pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1)
            self.report(f"picture:{i}", frame, "picture")
        surface.set_clip(old_clip)

    def choose(self, game_id: str) -> None:
        self.message = open_waiting(self.app, self.store, game_id)
        if self.message:
            self.rebuild()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        ui = self.ui
        gap, row, back_h = ui.px(10), ui.px(90), ui.px(44)
        body = self.body(footer=back_h + gap)
        width = min(ui.px(1200), body.width - self.bar_room)
        left = body.centerx - width // 2
        picture_w = row * thumbnail.SIZE[0] // thumbnail.SIZE[1]
        games: list[Widget] = []
        self.frames, self.picture_room = [], (picture_w, gap)
        self._games: list[Button] = []
        for n, one in enumerate(self.waiting):
            text = one.described(describe(one.header))
            button = Button(text, partial(self.choose, one.header.game_id), help=f"Play on: {text}")
            top = body.top + n * (row + gap)
            button.rect = pygame.Rect(left + picture_w + gap, top, width - picture_w - gap, row)
            self.frames.append((one.header.game_id, button))
            games.append(button)
            self._games.append(button)
        self.scrolled(body, games)
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        saves = Button("Load game", self.load, help="Older unfinished games of each kind, and your named saves.")
        back.rect = pygame.Rect(body.centerx + gap // 2, body.bottom + gap, ui.px(200), back_h)
        saves.rect = pygame.Rect(body.centerx - gap // 2 - ui.px(200), body.bottom + gap, ui.px(200), back_h)
        return [*games, saves, back]

    def default_button(self) -> Button | None:
        """Enter with nothing focused plays on the game at the top of the list (the one played last)."""
        return self._games[0] if self._games else None

    def load(self) -> None:
        from .load import LoadScene

        self.app.switch(LoadScene(self.app))

    def help_text(self) -> str:
        """A refusal takes the help line's place until the next choice."""
        return self.message or super().help_text()
