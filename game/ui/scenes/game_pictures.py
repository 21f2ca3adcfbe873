"""A small picture of each game's table, for the title and the game choice, and the tile that shows it.

The picture is the real table: the game's first example save (``saves/``)
laid out and painted by the table itself at 1280×720 as its first seat
sees it, then shrunk. Making one takes a few hundredths of a second, so the
screens ask for them one per frame after their first (``GamePictures.step``)
and draw a plain felt card until each is ready; once made, a picture is kept
for the rest of the session, or until the card back or deck colours change.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...engine import get_game
from ...persistence import GameRecord, SaveError, load_file
from .. import theme
from ..offscreen_app import OffscreenApp
from ..settings import Settings
from ..setup_model import GameSetup, SeatSetup
from ..table import thumbnail
from ..widgets import Button, draw_fitted
from .load import EXAMPLES, examples

if TYPE_CHECKING:
    from ..table.sprites import Art

#: The window size a picture's table is laid out for (then shrunk).
STAGE = (1280, 720)
_made: dict[str, pygame.Surface | None] = {}
_scaled: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
#: The look (see ``look_of``) the kept pictures were made with.
_made_with: dict[str, Hashable] = {}


def look_of(art: Art | None) -> Hashable:
    """What of the card art shows in a picture: its deck colours and its card back."""
    return (getattr(art, "four_colour", None), getattr(art, "back_name", None))


def _keep_for(art: Art | None) -> None:
    """Drop pictures made with another look, so a card back chosen in the settings shows without a restart."""
    look = look_of(art)
    if _made_with.get("look", look) != look:
        _made.clear()
        _scaled.clear()
    _made_with["look"] = look


def example_for(game_id: str, folder: Path = EXAMPLES) -> Path | None:
    """The first example save of ``game_id`` (by file name), or None when it has none."""
    return next((path for path, top in examples(folder) if top.game_id == game_id), None)


def render(game_id: str, art: Art | None = None, folder: Path = EXAMPLES) -> pygame.Surface | None:
    """The table of ``game_id``'s first example as its first seat sees it, or None when it cannot be drawn."""
    path = example_for(game_id, folder)
    if path is None:
        return None
    try:
        record = load_file(path)
    except SaveError:
        return None
    return record_picture(record, art, first_seat=True)


def record_picture(record: GameRecord, art: Art | None = None, first_seat: bool = False) -> pygame.Surface | None:
    """The table of ``record`` as a save's picture shows it (or as its ``first_seat`` sees it), None if it cannot be drawn.

    Its people sit where the record says, so a game with one person is
    drawn from that person's seat, and a pass-and-play game as an onlooker
    sees it; the computers are never asked to move.
    """
    from ..table.scene import TableScene

    seats = tuple(SeatSetup(s.name, i == 0 if first_seat else s.human, "random") for i, s in enumerate(record.seats))
    setup = GameSetup(record.game_id, seats, dict(record.options), record.seed)
    with contextlib.suppress(Exception):  # a picture is decoration: a table that cannot be drawn shows the plain card
        stage = OffscreenApp(STAGE, Settings(animation_speed="instant", think_time=0.0, muted=True), art)
        scene = TableScene(stage, setup, record)
        try:
            return scene.picture()
        finally:
            scene.leave()
    return None


class GamePictures:
    """The pictures a screen shows, made one per frame so the first frame waits for none."""

    def __init__(self, game_ids: Sequence[str], art: Art | None = None) -> None:
        self.game_ids = list(game_ids)
        self.art = art
        _keep_for(art)
        #: Nothing is made before the screen has been drawn once, so its first frame waits for no table.
        self.shown = False

    @property
    def pending(self) -> bool:
        return any(g not in _made for g in self.game_ids)

    def step(self) -> bool:
        """Make the next missing picture; True if one was made (the screen then redraws)."""
        if not self.shown:
            return False
        for game_id in self.game_ids:
            if game_id not in _made:
                _made[game_id] = render(game_id, self.art)
                return True
        return False

    def picture(self, game_id: str, size: tuple[int, int]) -> pygame.Surface:
        """``game_id``'s table at ``size`` (a plain felt card while it is not made, or if it cannot be)."""
        self.shown = True
        table = _made.get(game_id)
        if table is None:
            return thumbnail.placeholder(size)
        key = (game_id, size)
        if key not in _scaled:
            _scaled[key] = pygame.transform.smoothscale(table, size)
        return _scaled[key]


class GameTile(Button):
    """A game to pick: its table's picture, its name, how many play, and one line on what makes it different."""

    kind = "tile"
    shares_row = False

    def __init__(self, game_id: str, pictures: GamePictures, on_click: Callable[[], object], *, help: str = "") -> None:
        game = get_game(game_id)
        seats = str(game.min_seats) if game.min_seats == game.max_seats else f"{game.min_seats}–{game.max_seats}"
        super().__init__(game.name, on_click, help=help or game.summary)
        self.game_id = game_id
        self.players = f"{seats} players"
        self.summary = game.summary
        self.pictures = pictures
        #: The type sizes the name and the summary were last drawn at (the name stays the larger).
        self.sizes = (0, 0)

    @property
    def shown_text(self) -> str:
        return f"{self.text} · {self.players}: {self.summary}"

    def picture_rect(self) -> pygame.Rect:
        pad = self.ui.px(8)
        height = self.rect.height - 2 * pad
        width = min(height * 16 // 9, self.rect.width * 2 // 5)
        return pygame.Rect(self.rect.left + pad, self.rect.centery - width * 9 // 32, width, width * 9 // 16)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self._box(surface, focused)
        ui = self.ui
        frame = self.picture_rect()
        surface.blit(self.pictures.picture(self.game_id, frame.size), frame)
        pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1)
        pad = ui.px(10)
        text = pygame.Rect(frame.right + pad, self.rect.top + ui.px(6), self.rect.right - frame.right - 2 * pad, 0)
        big, small = ui.text(theme.BODY_SIZE), ui.text(theme.SMALL_SIZE)
        # The name has its own line at the large size and how many play opens the summary, so the name
        # never shrinks towards the summary's size.
        name_box = pygame.Rect(text.left, text.top, text.width, theme.font(big, True).get_linesize())
        name = draw_fitted(surface, self.text, name_box, big, theme.ACCENT, bold=True, align="left")
        summary = f"{self.players}. {self.summary}"
        rest = pygame.Rect(text.left, name_box.bottom + ui.px(2), text.width, self.rect.bottom - name_box.bottom - ui.px(8))
        line = draw_fitted(
            surface, summary, rest, min(small, max(theme.MIN_TEXT, name.size - 2)), self._text_colour(), align="left"
        )
        self.sizes = (name.size, line.size)
        self.cut = not (name.fits and line.fits)
