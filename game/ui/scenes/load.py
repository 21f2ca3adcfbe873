"""Saved games: resume one, keep the game in progress under a name, rename, delete, or open an example.

Each named save shows a small picture of its table in its row (written by
the table's Save beside the file; a neutral placeholder when it is missing
or cannot be read), and the save under the pointer or the keyboard's focus
is shown large beside the list with its details (``load_preview``). The
picture is renamed and deleted with its save.

Also the small glue the table uses: the record a new game starts from, the
set-up a loaded record is played with, and the autosave after every move.
The app keeps files only when it has a settings path (not with
``--no-save``, the self-test or the tests), so those never touch a
player's saves.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from ...engine import GAMES
from ...persistence import COMPUTER, HUMAN, GameRecord, SaveEntry, SaveError, SaveStore, SeatRecord, load_file, read_header
from ...persistence.history import History
from ...persistence.limits import MAX_MOVES
from ...persistence.save_format import SaveHeader
from ...persistence.stamps import local_when
from ...persistence.store import NameTaken
from .. import chrome, theme
from ..scene import AppContext
from ..setup_model import GameSetup, SeatSetup
from ..table import thumbnail
from ..table.seat_names import progress_line
from ..table.text_fit import fit_box
from ..widgets import Button, Cycler, Label, TextField, Widget
from .load_preview import Preview
from .menu import MenuScene

#: The example positions shipped with the app (the repository's ``saves/``).
EXAMPLES = Path(__file__).resolve().parents[3] / "saves"
ROWS = 6
#: The examples' game filter's first choice.
ALL_GAMES = "All games"


# -- glue for the table --------------------------------------------------------------------------------


def saves_enabled(app: AppContext) -> bool:
    """True when the app keeps files (it was given a settings path)."""
    return app.settings_path is not None


def record_for(setup: GameSetup) -> GameRecord:
    """A new game's record, dealt from the set-up's seed."""
    seats = [SeatRecord(s.name, HUMAN if s.human else COMPUTER, None if s.human else s.level) for s in setup.seats]
    return GameRecord.start(setup.game_id, seats, setup.options, setup.seed)


def setup_for(record: GameRecord) -> GameSetup:
    """The set-up a loaded game is played with (who sits where, options, seed)."""
    seats = tuple(SeatSetup(s.name, s.human, s.level or "normal") for s in record.seats)
    return GameSetup(record.game_id, seats, dict(record.options), record.seed)


@dataclass(frozen=True)
class Autosaved:
    """What the player hears of an autosave: why it was not written, and where a game it pushed out was kept."""

    problem: str = ""
    kept: str = ""
    #: The game now holds its kind's slot (a game waiting there was kept first, or there was none to keep).
    taken: bool = False


def autosave(app: AppContext, record: GameRecord, first: bool = False) -> Autosaved:
    """After every applied move: write the game for Continue, and say what the player should know of it.

    A full disk never stops a game. A duel grown past what a save may hold
    is not written (its last save stays loadable), and the player is told.
    A game that has just ended goes into the history here, not when its
    results open: leaving the final table must not dodge a loss. On a
    table's ``first`` write, another unfinished game of the same kind
    waiting for Continue is kept as a named save first, as is a file in the
    slot this version cannot read, and the player is told where to find them.
    """
    if not saves_enabled(app):
        return Autosaved()
    if record.state.is_over:
        keep_finished(record)
    store = SaveStore()
    kept = aside = None
    restored = False
    try:
        restored = first and store.restored_from_backup(record)  # asked first: setting the file aside answers no
        aside = store.set_aside(record.game_id, record) if first else None
        kept = store.keep_other(record) if first else None
        store.autosave(record)
    except OSError:  # a full disk never stops a game; a game waiting that could not be kept is not overwritten
        return Autosaved()
    except SaveError:
        return Autosaved(problem=f"This game is too long to save: Continue resumes it at move {MAX_MOVES:,}.", taken=True)
    name = GAMES[record.game_id].name
    told = []
    if aside is not None and restored:
        told.append(
            f"This {name} game was restored from its backup, so no other game was lost. "
            f"Its damaged last save is kept, untouched, in Load as {aside.stem!r}."
        )
    elif aside is not None:
        told.append(f"Your earlier {name} game could not be opened: its file is kept, untouched, in Load as {aside.stem!r}.")
    if kept is not None:
        keep_picture(app, kept)
        told.append(f"Your other unfinished game of {name} is kept in Load as {kept.stem!r}.")
    return Autosaved(kept=" ".join(told), taken=True)


def keep_finished(record: GameRecord) -> None:
    """Put a game that has just ended in the history at once: a player who leaves the final table without opening
    the results still has it counted (the results find it there and do not count it twice)."""
    with contextlib.suppress(OSError):
        History().add(record)


def keep_picture(app: AppContext, save: Path) -> None:
    """Give a save made away from its table the picture Load shows beside it (none if it cannot be drawn)."""
    from .game_pictures import record_picture

    with contextlib.suppress(SaveError, OSError, pygame.error):
        picture = record_picture(load_file(save), app.art)
        if picture is None:
            thumbnail.delete(save)  # a picture left from an older save of that name would lie
        else:
            thumbnail.write(picture, save)


def resume(app: AppContext, record: GameRecord, caption: str = "", *, example: bool = False) -> None:
    """Open the table on a loaded game, exactly where it stands, waiting under Continue from now on; an ``example``
    (its caption shown until closed) takes Continue's place only once a move is made in it."""
    from ..table.scene import TableScene

    table = TableScene(app, setup_for(record), record, caption=caption)
    app.switch(table)
    if not example:
        table.keep_for_continue()


def caption_of(top: SaveHeader) -> str:
    """What the table says when an example opens: its title, then what to look at and what to try."""
    return f"{top.title}. {top.note}" if top.title else top.note


# -- the screen ----------------------------------------------------------------------------------------


def describe(top: SaveHeader) -> str:
    """One line for a list: game, seats, date, progress."""
    names = [s.name for s in top.seats]
    # Past three seats a list of names crowds out the rest: the first and how many more.
    seats = " v ".join(names) if len(names) <= 3 else f"{names[0]} and {len(names) - 1} others"
    return f"{top.game_name} · {seats} · {progress_line(top)} · {local_when(top.saved)}"


def examples(folder: Path = EXAMPLES) -> list[tuple[Path, SaveHeader]]:
    """The example positions whose game this build has, in file-name order."""
    out = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        with contextlib.suppress(SaveError):
            out.append((path, read_header(path)))
    return out


class Unreadable(Button):
    """The row of a save that cannot be loaded: greyed as it cannot be played, yet it takes the focus, so Tab stops
    on it and its reason shows on the help line and in the preview (Enter says it again)."""

    def _box(self, surface: pygame.Surface, focused: bool) -> None:
        radius = self.ui.px(theme.RADIUS)
        chrome.draw_button(surface, self.rect, chrome.Look.DISABLED, radius)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect, width=3, border_radius=radius)

    def _text_colour(self) -> tuple[int, int, int]:
        return theme.TEXT_DISABLED


class LoadScene(MenuScene):
    scaled = True
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
        #: The saves on the page with their pictures at full size, for the large preview.
        self.shown: list[tuple[SaveEntry, pygame.Surface]] = []
        #: Each save row's controls and the save they belong to: pointing at or focusing one previews it.
        self.rows: list[tuple[Widget, int]] = []
        #: Which save on the page the preview shows (it stays when the pointer leaves the list).
        self.previewed = 0
        #: Where the preview may go (empty when there is no save to show).
        self.preview_room = pygame.Rect(0, 0, 0, 0)
        self.preview = Preview()
        #: Every save listed, on all pages, as the last layout read them.
        self.listed: list[SaveEntry] = []
        #: Where in that list the save to focus after the next layout stands (a Delete took the focused one away).
        self.focus_after: int | None = None
        #: How many saves a page of the list holds (at the last layout).
        self.per_page = ROWS
        if self.enabled:  # a damaged game in progress with no backup is listed here, with its reason, to delete
            self.store.set_aside_broken()
        super().__init__(app)

    # -- what the buttons do --------------------------------------------------------------------------

    def open_file(self, path: Path, caption: str = "", *, example: bool = False) -> None:
        """Play on from ``path``. An ``example`` is a game begun now, from its position: kept aside later it is named
        for when the player began it (it was "Begun 22 Nov 12.00", the example's own date, for a game played on
        3 Dec), and opened again it is a new game, so the one played on before is kept rather than taken for it."""
        try:
            record = load_file(path)
        except SaveError as exc:
            self._say(str(exc))
            return
        if example:
            record.created = ""
        resume(self.app, record, caption, example=example)

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
        except NameTaken as exc:  # the store's words send the player to Load, where the player already is
            self._say(f"There is already a save called {exc.name!r} of another game: type another name, or delete it below.")
            return
        except (SaveError, ValueError, OSError) as exc:
            self._say(str(exc))
            return
        keep_picture(self.app, path)
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
        # the save that took its place in the list (the one before it, if it was the last) has the focus next
        self.focus_after = next((i for i, e in enumerate(self.listed) if e.name == entry.name), None)
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
        ui = self.ui
        gap, row = ui.px(8), ui.px(40)
        back_h = ui.px(44)
        body = self.body(footer=back_h + gap)
        entries = self.listed = self.store.entries() if self.enabled else []
        # An example's title beside its caption, which wraps to three lines before it shrinks; beside a preview
        # the list is narrower and a caption takes four.
        caption_line = theme.font(ui.text(theme.SMALL_SIZE)).get_linesize()
        example_h = max(ui.px(66), 4 * caption_line + ui.px(6)) if entries else ui.px(66)
        # With saves to show, the screen widens for the preview: a third of the window or more, right of the list.
        width = min(ui.px(1500 if entries else 1100), body.width)
        left = body.centerx - width // 2
        y = body.top
        widgets: list[Widget] = []
        self.pictures, self.shown, self.rows = [], [], []
        self.preview_room = pygame.Rect(0, 0, 0, 0)
        self.preview.forget()
        full = width
        if self.enabled:
            keep_w = min(ui.px(360), width * 2 // 5)
            field = TextField("Name:", self.name, self._named, max_length=40, placeholder="a name for a save")
            field.rect = pygame.Rect(left, y, width - keep_w - gap, row)
            # With several games waiting, the one played last: the button names it, so nothing else is saved.
            waiting = self.store.continue_header()
            keep = Button(
                f"Save your {waiting.game_name}" if waiting else "Save the game in progress",
                self.keep_current,
                enabled=waiting is not None,
                help=(
                    f"Save the {waiting.game_name} game you played last under the name typed on the left."
                    if waiting
                    else "No game is waiting to be continued."
                ),
            )
            keep.rect = pygame.Rect(left + width - keep_w, y, keep_w, row)
            widgets += [field, keep]
            y += row + ui.px(12)
            if entries:
                room_w = max(-(-size[0] // 3), width * 3 // 8)
                self.preview_room = pygame.Rect(left + width - room_w, y, room_w, body.bottom - y)
                width -= room_w + ui.px(12)
            # A save's row is tall enough for a small picture of its table and its name on two lines.
            # Saves take what is left once the examples' heading and two of their rows are kept.
            save_h = ui.px(60)  # the preview beside the list shows the picture large
            per_page = max(1, min(ROWS, (body.bottom - y - 2 * ui.px(34) - 2 * (example_h + ui.px(6))) // (save_h + gap)))
            pages = max(1, -(-len(entries) // per_page))
            if self.focus_after is not None and entries:
                self.focus_after = min(self.focus_after, len(entries) - 1)
                self.page = self.focus_after // per_page
            self.page %= pages
            self.per_page = per_page
            shown = entries[self.page * per_page : (self.page + 1) * per_page]
            heading = Label(f"Your saves ({len(entries)})" if entries else "No saves yet.", theme.BODY_SIZE, theme.ACCENT, True)
            heading.rect = pygame.Rect(left, y, width - ui.px(300), ui.px(28))
            widgets.append(heading)
            if pages > 1:
                more = Button(f"More saves (page {self.page + 1} of {pages})", self.turn_page)
                more.rect = pygame.Rect(left + width - ui.px(290), y - ui.px(2), ui.px(290), ui.px(32))
                widgets.append(more)
            y += ui.px(34)
            self.previewed = min(self.previewed, max(0, len(shown) - 1))
            for entry in shown:
                widgets += self._entry_row(entry, left, y, width, save_h)
                y += save_h + gap
            y += ui.px(6)
        widgets += self._examples(left, y + ui.px(6), width, example_h, body.bottom)
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        back.rect = pygame.Rect(left + full // 2 - ui.px(100), body.bottom + gap, ui.px(200), back_h)
        widgets.append(back)
        return widgets

    def _examples(self, left: int, y: int, width: int, row: int, bottom: int) -> list[Widget]:
        """The examples of the chosen game, a page at a time: a game filter and a pager on the heading's row."""
        ui = self.ui
        gap = ui.px(6)
        found = examples(self.examples_folder)
        games = list(dict.fromkeys(top.game_name for _, top in found))
        if self.example_game not in games:
            self.example_game = ALL_GAMES
        chosen = [(p, t) for p, t in found if self.example_game in (ALL_GAMES, t.game_name)]
        head = ui.px(34)
        per_page = max(1, (bottom - (y + head + ui.px(6))) // (row + gap))
        pages = max(1, -(-len(chosen) // per_page))
        self.example_page %= pages
        widgets: list[Widget] = []
        more_w, pick_w = min(ui.px(190), width // 4), min(ui.px(360), width * 2 // 5)
        if len(games) > 1:
            pick = Cycler(
                "Game", [ALL_GAMES, *games], self.example_game, self._example_game, help="Which game's examples to list."
            )
            pick.rect = pygame.Rect(left + width - more_w - gap - pick_w, y - ui.px(6), pick_w, head)
            widgets.append(pick)
        if pages > 1:
            more = Button(f"More ({self.example_page + 1} of {pages})", self.turn_example_page, help="The next page of examples.")
            more.rect = pygame.Rect(left + width - more_w, y - ui.px(6), more_w, head)
            widgets.append(more)
        heading = Label("Load example", theme.BODY_SIZE, theme.ACCENT, True)
        heading.rect = pygame.Rect(left, y - ui.px(4), width - more_w - pick_w - 3 * gap, ui.px(28))
        widgets.append(heading)
        y += head + ui.px(2)
        title_w = min(ui.px(340), width * 7 // 20)
        for path, top in chosen[self.example_page * per_page : (self.example_page + 1) * per_page]:
            title = top.title or f"{top.game_name}: {path.stem}"
            button = Button(title, partial(self.open_file, path, caption_of(top), example=True), help=f"Example: {describe(top)}")
            button.rect = pygame.Rect(left, y, title_w, row)
            caption = Label(top.note, theme.SMALL_SIZE, theme.TEXT_DIM)  # the whole caption: it wraps, then shrinks
            caption.rect = pygame.Rect(left + title_w + gap * 2, y, width - title_w - gap * 2, row)
            widgets += [button, caption]
            y += row + gap
        return widgets

    def _entry_row(self, entry: SaveEntry, left: int, y: int, width: int, row: int) -> list[Widget]:
        ui = self.ui
        gap = ui.px(8)
        words = theme.font(ui.text(theme.BODY_SIZE), True)
        side = min(width // 4, max(ui.px(100), max(words.size(t)[0] for t in ("Rename", "Delete")) + ui.px(28)))
        frame = pygame.Rect(left, y, row * thumbnail.SIZE[0] // thumbnail.SIZE[1], row)
        picture = (thumbnail.read(entry.path) if entry.header is not None else None) or thumbnail.placeholder()
        self.pictures.append((frame, thumbnail.fitted(picture, frame.size)))
        self.shown.append((entry, picture))
        left += frame.width + gap
        width -= frame.width + gap
        main_width = width - 2 * (side + gap)
        if entry.header is not None:
            # The row names the save and its game (only the save, if both would not fit); the preview tells the rest.
            text = f"{entry.name}: {entry.header.game_name}"
            room = pygame.Rect(0, 0, main_width - 2 * ui.px(12), row - ui.px(4))  # a button's room for words
            if not fit_box(text, ui.text(theme.BODY_SIZE), room.width, room.height, bold=True).fits:
                text = entry.name
            load = Button(text, partial(self.open_file, entry.path), help=f"Play on: {entry.name}: {describe(entry.header)}")
        elif entry.has_backup:
            text = f"{entry.name}: broken; load its backup"
            load = Button(text, partial(self.open_backup, entry), help=str(entry.problem))
        else:
            why = str(entry.problem)
            load = Unreadable(f"{entry.name}: cannot be loaded", partial(self._say, f"{entry.name!r}: {why}"), help=why)
        load.rect = pygame.Rect(left, y, main_width, row)
        rename = Button("Rename", partial(self.rename, entry), help=f"Rename {entry.name!r} to the name typed above.")
        rename.rect = pygame.Rect(left + main_width + gap, y, side, row)
        sure = self.confirm_delete == entry.name
        also = " and its backup" if entry.has_backup else ""
        delete = Button("Sure?" if sure else "Delete", partial(self.delete, entry), help=f"Delete {entry.name!r}{also}.")
        delete.rect = pygame.Rect(left + main_width + side + 2 * gap, y, side, row)
        index = len(self.shown) - 1
        self.rows += [(load, index), (rename, index), (delete, index)]
        return [load, rename, delete]

    def rebuild(self, keep_focus: bool = True) -> None:
        """Lay out afresh; after a Delete, the save that took the deleted one's place (or the one before it) has the
        focus, as the deleted row's own control had it: the next Tab went back to the Name field."""
        super().rebuild(keep_focus)
        target, self.focus_after = self.focus_after, None
        if target is None:
            return
        if not self.shown:  # the last save went: the keys start again from the name field, not from nowhere
            field = next((w for w in self.group.widgets if isinstance(w, TextField)), None)
            if field is not None:
                self.focus_control(field)
            return
        here = min(max(0, target - self.page * self.per_page), len(self.shown) - 1)
        row = next((w for w, i in self.rows if i == here), None)
        if row is not None:
            self.focus_control(row)

    def previewing(self) -> int:
        """The save on the page to show large: the one the player singled out (by the pointer, or by the keys since it
        last moved: :meth:`FocusGroup.pointed`), else the focused one, else the last shown."""
        for candidate in (self.group.pointed(), self.group.focused):
            index = next((index for widget, index in self.rows if widget is candidate), None)
            if index is not None:
                return index
        return self.previewed

    def draw_extra(self, surface: pygame.Surface) -> None:
        for i, (frame, picture) in enumerate(self.pictures):
            surface.blit(picture, frame)
            pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1)
            self.report(f"picture:{i}", frame, "picture")
        if self.shown:
            self.previewed = self.previewing()
            entry, picture = self.shown[self.previewed]
            self.preview.draw(surface, self.preview_room, self.previewed, entry, picture, self.ui, self.report)

    def help_text(self) -> str:
        """A message (saved, renamed, refused) takes the help line's place until the next one."""
        return self.message or super().help_text()
