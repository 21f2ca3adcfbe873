"""Saved games: resume one, keep the game in progress under a name, rename, delete, or open an example.

Each named save shows a small picture of its table (written by the
table's Save beside the file; a neutral placeholder when it is missing or
cannot be read), and the picture is renamed and deleted with its save.

Also the small glue the table uses: the record a new game starts from, the
set-up a loaded record is played with, and the autosave after every move.
The app keeps files only when it has a settings path (not with
``--no-save``, the self-test or the tests), so those never touch a
player's saves.
"""

from __future__ import annotations

import contextlib
from functools import partial
from pathlib import Path

import pygame

from ...persistence import COMPUTER, HUMAN, GameRecord, SaveEntry, SaveError, SaveStore, SeatRecord, load_file, read_header
from ...persistence.save_format import SaveHeader
from .. import theme
from ..scene import AppContext
from ..setup_model import GameSetup, SeatSetup
from ..table import thumbnail
from ..widgets import Button, Cycler, Label, TextField, Widget, draw_text
from .menu import MenuScene

#: The example positions shipped with the app (the repository's ``saves/``).
EXAMPLES = Path(__file__).resolve().parents[3] / "saves"
ROWS = 6
#: The examples' game filter's first choice.
ALL_GAMES = "All games"


# -- glue for the table --------------------------------------------------------------------------------


def saves_enabled(app: object) -> bool:
    """True when the app keeps files (it was given a settings path)."""
    return getattr(app, "settings_path", None) is not None


def record_for(setup: GameSetup) -> GameRecord:
    """A new game's record, dealt from the set-up's seed."""
    seats = [SeatRecord(s.name, HUMAN if s.human else COMPUTER, None if s.human else s.level) for s in setup.seats]
    return GameRecord.start(setup.game_id, seats, setup.options, setup.seed)


def setup_for(record: GameRecord) -> GameSetup:
    """The set-up a loaded game is played with (who sits where, options, seed)."""
    seats = tuple(SeatSetup(s.name, s.human, s.level or "normal") for s in record.seats)
    return GameSetup(record.game_id, seats, dict(record.options), record.seed)


def autosave(app: object, record: GameRecord) -> None:
    """After every applied move: write the game for Continue. A full disk never stops a game."""
    if saves_enabled(app):
        with contextlib.suppress(OSError):
            SaveStore().autosave(record)


def resume(app: AppContext, record: GameRecord) -> None:
    """Open the table on a loaded game, exactly where it stands."""
    from ..table.scene import TableScene

    app.switch(TableScene(app, setup_for(record), record))


# -- the screen ----------------------------------------------------------------------------------------


def describe(top: SaveHeader) -> str:
    """One line for a list: game, seats, date, progress."""
    seats = " v ".join(s.name for s in top.seats)
    return f"{top.game_name} · {seats} · {top.progress.text()} · {top.saved[:16].replace('T', ' ')}"


def fit(text: str, width: int, size: int = theme.BODY_SIZE) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    font = theme.font(size, True)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def examples(folder: Path = EXAMPLES) -> list[tuple[Path, SaveHeader]]:
    """The example positions whose game this build has, in file-name order."""
    out = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        with contextlib.suppress(SaveError):
            out.append((path, read_header(path)))
    return out


class LoadScene(MenuScene):
    title = "Saved games"
    hint = "Pick a game to play on from where it was left."

    def __init__(self, app: AppContext, store: SaveStore | None = None, examples_folder: Path = EXAMPLES) -> None:
        self.enabled = store is not None or saves_enabled(app)
        self.store = store if store is not None else SaveStore()
        self.examples_folder = examples_folder
        self.name = ""
        self.message = ""
        self.page = 0
        #: Which game's examples are listed, and which page of them (21 examples never fit one screen).
        self.example_game = ALL_GAMES
        self.example_page = 0
        self.confirm_delete = ""
        #: The pictures of the saves on the page, read once per layout: (where, picture or placeholder).
        self.pictures: list[tuple[pygame.Rect, pygame.Surface]] = []
        super().__init__(app)

    # -- what the buttons do --------------------------------------------------------------------------

    def open_file(self, path: Path) -> None:
        try:
            record = load_file(path)
        except SaveError as exc:
            self._say(str(exc))
            return
        resume(self.app, record)

    def open_backup(self, entry: SaveEntry) -> None:
        record = self.store.backup_for(entry.path)
        if record is None:
            self._say("Its backup does not load either.")
            return
        resume(self.app, record)

    def keep_current(self) -> None:
        """Copy the game in progress (the autosave) to a save with the typed name."""
        try:
            record = self.store.load_autosave()
            path = self.store.save_as(self.name, record)
        except (SaveError, ValueError, OSError) as exc:
            self._say(str(exc))
            return
        with contextlib.suppress(OSError):
            thumbnail.delete(path)  # no table on screen here: a picture left from an older save of that name would lie
        self._say(f"Saved as {self.name.strip()!r}.")

    def rename(self, entry: SaveEntry) -> None:
        try:
            target = self.store.rename(entry.name, self.name)
        except (ValueError, OSError) as exc:
            self._say(str(exc))
            return
        with contextlib.suppress(OSError):
            thumbnail.rename(entry.path, target)
        self._say(f"Renamed to {self.name.strip()!r}.")

    def delete(self, entry: SaveEntry) -> None:
        if self.confirm_delete != entry.name:
            self.confirm_delete = entry.name
            self._say(f"Click Delete again to delete {entry.name!r} for good.")
            return
        self.confirm_delete = ""
        try:
            self.store.delete(entry.name)
        except OSError as exc:
            self._say(str(exc))
            return
        with contextlib.suppress(OSError):
            thumbnail.delete(entry.path)
        self._say(f"Deleted {entry.name!r}.")

    def turn_page(self) -> None:
        self.page += 1
        self.rebuild()

    def turn_example_page(self) -> None:
        self.example_page += 1
        self.rebuild()

    def _example_game(self, name: str) -> None:
        self.example_game, self.example_page = name, 0
        self.rebuild()

    def _say(self, text: str) -> None:
        self.message = text
        self.rebuild()

    def _named(self, value: str) -> None:
        self.name = value

    # -- layout ---------------------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> list[Widget]:
        w, h = size
        width = min(1100, w - 80)
        left = (w - width) // 2
        row = 40 if h >= 700 else 34
        y = 80
        widgets: list[Widget] = []
        self.pictures = []
        if self.enabled:
            field = TextField("Name:", self.name, self._named, max_length=40, placeholder="a name for a save")
            field.rect = pygame.Rect(left, y, width - 350, row)
            keep = Button(
                "Save the game in progress",
                self.keep_current,
                enabled=self.store.continue_header() is not None,
                help="Save the game Continue would resume under the name typed on the left.",
            )
            keep.rect = pygame.Rect(left + width - 340, y, 340, row)
            widgets += [field, keep]
            y += row + 14
            entries = self.store.entries()
            pages = max(1, -(-len(entries) // ROWS))
            self.page %= pages
            shown = entries[self.page * ROWS : (self.page + 1) * ROWS]
            heading = Label(f"Your saves ({len(entries)})" if entries else "No saves yet.", theme.BODY_SIZE, theme.ACCENT, True)
            heading.rect = pygame.Rect(left, y, width, 26)
            widgets.append(heading)
            y += 30
            for entry in shown:
                widgets += self._entry_row(entry, left, y, width, row)
                y += row + 6
            if pages > 1:
                more = Button(f"More saves (page {self.page + 1} of {pages})", self.turn_page)
                more.rect = pygame.Rect(left, y, 360, row)
                widgets.append(more)
                y += row + 6
            y += 10
        widgets += self._examples(left, y, width, row, h - 134)
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        back.rect = pygame.Rect((w - 200) // 2, h - 124, 200, 44)
        widgets.append(back)
        return widgets

    def _examples(self, left: int, y: int, width: int, row: int, bottom: int) -> list[Widget]:
        """The examples of the chosen game, a page at a time: a game filter and a pager on the heading's row."""
        found = examples(self.examples_folder)
        games = list(dict.fromkeys(top.game_name for _, top in found))
        if self.example_game not in games:
            self.example_game = ALL_GAMES
        chosen = [(p, t) for p, t in found if self.example_game in (ALL_GAMES, t.game_name)]
        per_page = max(1, (bottom - (y + 30)) // (row + 6))
        pages = max(1, -(-len(chosen) // per_page))
        self.example_page %= pages
        widgets: list[Widget] = []
        if len(games) > 1:
            pick = Cycler(
                "Game", [ALL_GAMES, *games], self.example_game, self._example_game, help="Which game's examples to list."
            )
            pick.rect = pygame.Rect(left + width - 560, y - 6, 360, 34)
            widgets.append(pick)
        if pages > 1:
            more = Button(f"More ({self.example_page + 1} of {pages})", self.turn_example_page, help="The next page of examples.")
            more.rect = pygame.Rect(left + width - 190, y - 6, 190, 34)
            widgets.append(more)
        heading = Label("Load example", theme.BODY_SIZE, theme.ACCENT, True)
        heading.rect = pygame.Rect(left, y, width - 570, 26)
        widgets.append(heading)
        y += 36
        for path, top in chosen[self.example_page * per_page : (self.example_page + 1) * per_page]:
            text = f"{top.game_name}: {top.note or path.stem}"
            button = Button(fit(text, width - 24), partial(self.open_file, path), help=f"Example: {describe(top)}")
            button.rect = pygame.Rect(left, y, width, row)
            widgets.append(button)
            y += row + 6
        return widgets

    def _entry_row(self, entry: SaveEntry, left: int, y: int, width: int, row: int) -> list[Widget]:
        side = 120
        frame = pygame.Rect(left, y, row * thumbnail.SIZE[0] // thumbnail.SIZE[1], row)
        picture = thumbnail.read(entry.path) if entry.header is not None else None
        self.pictures.append((frame, pygame.transform.smoothscale(picture or thumbnail.placeholder(), frame.size)))
        left += frame.width + 8
        width -= frame.width + 8
        main_width = width - 2 * (side + 8)
        if entry.header is not None:
            text = f"{entry.name}: {describe(entry.header)}"
            load = Button(fit(text, main_width - 24), partial(self.open_file, entry.path), help=f"Play on: {text}")
        elif entry.has_backup:
            text = f"{entry.name}: broken; load its backup"
            load = Button(fit(text, main_width - 24), partial(self.open_backup, entry), help=str(entry.problem))
        else:
            load = Button(fit(f"{entry.name}: cannot be loaded", main_width - 24), lambda: None, help=str(entry.problem))
            load.enabled = False
        load.rect = pygame.Rect(left, y, main_width, row)
        rename = Button("Rename", partial(self.rename, entry), help=f"Rename {entry.name!r} to the name typed above.")
        rename.rect = pygame.Rect(left + main_width + 8, y, side, row)
        sure = self.confirm_delete == entry.name
        delete = Button("Sure?" if sure else "Delete", partial(self.delete, entry), help=f"Delete {entry.name!r} and its backup.")
        delete.rect = pygame.Rect(left + main_width + side + 16, y, side, row)
        return [load, rename, delete]

    def draw_extra(self, surface: pygame.Surface) -> None:
        for frame, picture in self.pictures:
            surface.blit(picture, frame)
            pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1)
        if self.message:
            w, h = surface.get_size()
            line = fit(self.message, w - 80, theme.SMALL_SIZE)
            draw_text(surface, line, (w // 2, h - 62), theme.SMALL_SIZE, theme.WARNING, anchor="midbottom")
