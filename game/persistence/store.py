"""Where saves live and how the app finds them: the autosave slot, named saves, backups.

Files live in ``platformdirs.user_data_dir("card-duels")`` (the environment
variable ``CARD_DUELS_DATA_DIR`` moves them, for tests and portable
installs): ``autosave-GAME.json`` for each game's game in progress and
``saves/NAME.json`` for named saves, each with its ``.bak``. Every
unfinished game is kept, one per game, so starting another game never
discards one; a new game of the same kind, an example played on or an
older save resumed takes the slot only after ``keep_other`` has copied
the game waiting there to a named save. The single ``autosave.json`` of
older versions is still offered until a game of its kind is autosaved
again. A broken file is never changed or deleted by reading it; the
backup is offered instead, and before a game first writes to a slot whose
file this version cannot read, ``set_aside`` moves that file to the named
saves as it is; Load does the same when it opens for such a file that has
no backup to offer, so it is listed with its reason and can be deleted.
"""

from __future__ import annotations

import contextlib
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

from ..engine import GAMES
from .atomic_write import backup_path, remove_stale_temps, write_atomic
from .errors import Problem, SaveError
from .game_record import GameRecord
from .limits import load_json
from .save_format import SaveHeader, from_data, header, to_json
from .stamps import local_when

ENV = "CARD_DUELS_DATA_DIR"
#: The one autosave of older versions, still read (Continue offers it until its game is autosaved again).
AUTOSAVE = "autosave.json"
#: Each game's own autosave: ``autosave-duel-of-swords.json``.
AUTOSAVE_PREFIX = "autosave-"
SAVES = "saves"
SUFFIX = ".json"
MAX_NAME = 60
_NAME = re.compile(r"^[\w][\w \-.,'()!&+]*$")
#: One character a save name may hold (the first must also be a letter or a digit).
_NAME_CHAR = re.compile(r"[\w \-.,'()!&+]")


def data_dir() -> Path:
    """The folder for the player's saves (created when first written)."""
    override = os.environ.get(ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("card-duels", appauthor=False))


def now_stamp() -> str:
    """The time now, as saves write it (UTC, to the second)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def load_file(path: Path) -> GameRecord:
    """The game a save file holds, replayed and checked; ``SaveError`` says why not."""
    return from_data(load_json(path))


def read_header(path: Path) -> SaveHeader:
    """What a save says it holds, without replaying (for lists)."""
    return header(load_json(path))


def write_file(path: Path, record: GameRecord, saved: str | None = None) -> None:
    """Save a record atomically, keeping the previous file as the backup.

    A game too long to read back is refused (``SaveError``) before anything
    is written, so the file already there stays loadable.
    """
    stamp = saved or now_stamp()
    data = to_json(record, stamp)
    if not record.created:
        record.created = stamp
    write_atomic(path, data)


def checked_name(name: str) -> str:
    """A save name that is safe as a file name on every system, or ``ValueError`` saying why not."""
    name = " ".join(name.split())
    if not name:
        raise ValueError("A save needs a name.")
    if len(name) > MAX_NAME:
        raise ValueError(f"A save name has at most {MAX_NAME} characters.")
    if name.endswith("."):
        raise ValueError("A save name cannot end with a full stop.")
    if not _NAME.match(name):
        bad = next((c for c in name if not _NAME_CHAR.fullmatch(c)), "")
        if not bad:
            raise ValueError("A save name starts with a letter or a digit.")
        said = f"“{bad}”" if bad.isprintable() else "a control character"
        raise ValueError(f"A save name cannot hold {said}: use letters, digits and spaces.")  # one line of the box
    return name


class NameTaken(ValueError):
    """A save of another game (or one that cannot be read) already has the name: its words send the player to Load;
    Load itself, already there, words it for where the player is."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(message)
        self.name = name


@dataclass(frozen=True)
class Waiting:
    """An unfinished game Continue offers: its file and what it holds."""

    path: Path
    header: SaveHeader
    #: The file itself could not be read and this is its backup, a move or more behind: the player is told.
    from_backup: bool = False

    def described(self, words: str) -> str:
        """``words`` (what the game is), with a word that it is the backup when it is."""
        return f"{words} (from its backup: the last save could not be read)" if self.from_backup else words


@dataclass(frozen=True)
class SaveEntry:
    """One named save as a list shows it: its header, or the reason it cannot be read."""

    name: str
    path: Path
    header: SaveHeader | None
    problem: SaveError | None

    @property
    def has_backup(self) -> bool:
        return backup_path(self.path).is_file()


class SaveStore:
    """The saves of one player, in one folder."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else data_dir()

    @property
    def autosave_path(self) -> Path:
        """The single autosave older versions wrote (read, never written)."""
        return self.root / AUTOSAVE

    def autosave_path_for(self, game_id: str) -> Path:
        """Where the game in progress of ``game_id`` is kept."""
        return self.root / f"{AUTOSAVE_PREFIX}{game_id}{SUFFIX}"

    @property
    def folder(self) -> Path:
        return self.root / SAVES

    def path_of(self, name: str) -> Path:
        return self.folder / (checked_name(name) + SUFFIX)

    # -- the game in progress ------------------------------------------------------------------------

    def autosave(self, record: GameRecord) -> None:
        """Keep ``record`` as its game's game in progress (other games' are never touched)."""
        write_file(self.autosave_path_for(record.game_id), record)

    def keep_other(self, record: GameRecord) -> Path | None:
        """Before ``record`` first takes its game's slot: copy a different unfinished game waiting there to a named
        save, so that nothing a player left is lost; its path, or None when the slot holds nothing else to keep.

        The game waiting is ``record``'s own, resumed, when both began at the same moment and one's moves
        start the other's (a game resumed and then undone is still the same game).
        """
        try:
            waiting = self.load_autosave(record.game_id)
        except SaveError:
            return None
        if waiting.state.is_over or _same_game(waiting, record):
            return None
        base = (
            f"Begun {local_when(waiting.created, clock='.')}" if waiting.created else "Begun earlier"
        )  # Load shows the game's name beside a save's
        name = next(n for n in (base, *(f"{base} ({i})" for i in range(2, 1000))) if not self.path_of(n).exists())
        return self.save_as(name, waiting)

    def set_aside(self, game_id: str, resumed: GameRecord | None = None) -> Path | None:
        """Before a game first takes ``game_id``'s slot: move a file there that this version cannot read (broken,
        foreign, or saved by a newer version) to a named save, as it is; its new path, or None when there is none.

        Continue cannot offer such a file and the next autosave would write over it: in Load it is listed with
        its reason, and a newer version still opens it. When ``resumed`` is the game the slot's backup holds
        (Continue offered it in the file's place) the file is that game's own damaged last save, and its name
        says so: "set aside" read as another game lost.
        """
        slot = self.autosave_path_for(game_id)
        if not slot.is_file():
            return None
        if not _loads(slot):
            restored = resumed is not None and self.restored_from_backup(resumed)
            base = f"{GAMES[game_id].name} {'last save, damaged' if restored else 'game set aside'}"
            name = next(n for n in (base, *(f"{base} ({i})" for i in range(2, 1000))) if not self.path_of(n).exists())
            self.folder.mkdir(parents=True, exist_ok=True)
            os.replace(slot, self.path_of(name))
            return self.path_of(name)
        return None

    def restored_from_backup(self, record: GameRecord) -> bool:
        """True when ``record``'s slot holds a file that cannot be read and its backup holds ``record``'s own game
        (Continue resumed it from there): the damaged file is this game a save later, not a game of its own."""
        slot = self.autosave_path_for(record.game_id)
        if not slot.is_file() or _loads(slot):
            return False
        backup = self.backup_for(slot)
        return backup is not None and _same_game(backup, record)

    def set_aside_broken(self) -> list[Path]:
        """Move every game-in-progress file that neither it nor its backup lets Continue offer to the named saves,
        as it is (``set_aside``); where they went.

        Such a file was offered nowhere: Continue skips it and Load lists only named saves, so a damaged autosave
        vanished without a word. Among the named saves Load lists it with its reason, and it can be deleted.
        """
        moved = []
        for game_id in GAMES:
            slot = self.autosave_path_for(game_id)
            if not slot.is_file() or _loads(slot) or _loads(backup_path(slot)):
                continue  # nothing there, or Continue offers it or its backup (or it is finished)
            with contextlib.suppress(OSError):
                path = self.set_aside(game_id)
                if path is not None:
                    moved.append(path)
        return moved

    def waiting(self) -> list[Waiting]:
        """Every unfinished game kept for Continue, newest first (a broken autosave's backup stands in for it)."""
        found = []
        for game_id in GAMES:
            slot = self.autosave_path_for(game_id)
            found.append(_unfinished(slot) if slot.exists() or backup_path(slot).exists() else None)
        legacy = _unfinished(self.autosave_path)
        if legacy is not None and not self.autosave_path_for(legacy.header.game_id).exists():
            found.append(legacy)
        return sorted((w for w in found if w is not None), key=lambda w: w.header.saved, reverse=True)

    def endings(self) -> list[Waiting]:
        """Games that ended in their slot before anyone saw their results, newest first.

        A table seen to its end forgets its slot (``forget_ending``) as it is left; one still there ended as the app
        was killed or closed at the final table. It is in the history already, but its last move, its results and an
        El Royale match's next game were never shown: the title offers them.
        """
        found = []
        for game_id in GAMES:
            slot = self.autosave_path_for(game_id)
            with contextlib.suppress(SaveError):
                top = read_header(slot) if slot.is_file() else None
                if top is not None and top.progress.over and _loads(slot):
                    found.append(Waiting(slot, top))
        return sorted(found, key=lambda w: w.header.saved, reverse=True)

    def forget_ending(self, record: GameRecord) -> None:
        """``record`` ended and its results have been shown: its slot, and the backup a move before the end that
        Continue would otherwise offer in its place, go (the history keeps the game). A slot holding anything else
        is left alone."""
        slot = self.autosave_path_for(record.game_id)
        try:
            kept = load_file(slot)
        except SaveError:
            return
        if kept.state.is_over and _same_game(kept, record):
            for path in (slot, backup_path(slot)):
                with contextlib.suppress(OSError):  # gone already, or read-only: offered again, nothing lost
                    path.unlink()

    def continue_header(self) -> SaveHeader | None:
        """The newest unfinished game kept for Continue (its header only), or None."""
        waiting = self.waiting()
        return waiting[0].header if waiting else None

    def load_autosave(self, game_id: str | None = None) -> GameRecord:
        """The game in progress of ``game_id`` (by default the newest one waiting), or its backup if it is broken.

        The first error is raised if both are broken, or ``MISSING`` when no game is waiting.
        """
        if game_id is None:
            waiting = self.waiting()
            if not waiting:
                raise SaveError(Problem.MISSING, "no game in progress")
            path = waiting[0].path
        else:
            path = self.autosave_path_for(game_id)
            if not path.exists() and not backup_path(path).exists():
                path = self.autosave_path
        try:
            record = load_file(path)
        except SaveError:
            backup = self.backup_for(path)
            if backup is None:
                raise
            record = backup
        if game_id is not None and record.game_id != game_id:  # the old single autosave holds another game
            raise SaveError(Problem.MISSING, f"no {game_id} game in progress")
        return record

    # -- named saves ---------------------------------------------------------------------------------

    def save_as(self, name: str, record: GameRecord) -> Path:
        """Save ``record`` under ``name``. A save already there is replaced only when it is this game's own (saved
        earlier under that name); a save of another game, or one that cannot be read, is refused (``ValueError``)
        as Rename refuses a clash, so a typed name never costs the player a different game."""
        path = self.path_of(name)
        if path.exists():
            try:
                there = load_file(path)
            except SaveError:
                there = None
            if there is None or not _one_game(there, record):
                raise NameTaken(
                    path.stem,
                    f"There is already a save called {path.stem!r} of another game: "
                    "type another name, or delete that save in Load game first.",
                )
        write_file(path, record)
        return path

    def entries(self) -> list[SaveEntry]:
        """Every named save, newest first; broken ones last, with their reason."""
        remove_stale_temps(self.folder)
        remove_stale_temps(self.root)
        if not self.folder.is_dir():
            return []
        out = []
        for path in self.folder.glob("*" + SUFFIX):
            try:
                out.append(SaveEntry(path.stem, path, read_header(path), None))
            except SaveError as exc:
                out.append(SaveEntry(path.stem, path, None, exc))
        good = sorted((e for e in out if e.header is not None), key=_newest_first, reverse=True)
        return good + sorted((e for e in out if e.header is None), key=lambda e: e.name)

    def rename(self, old: str, new: str) -> Path:
        source, target = self.path_of(old), self.path_of(new)
        if target.exists() and target != source:
            raise ValueError(f"There is already a save called {checked_name(new)!r}.")
        if not source.is_file():
            raise ValueError(f"There is no save called {checked_name(old)!r}.")
        os.replace(source, target)
        if backup_path(source).is_file():
            os.replace(backup_path(source), backup_path(target))
        return target

    def delete(self, name: str) -> None:
        path = self.path_of(name)
        for p in (path, backup_path(path)):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()

    # -- when the main file is broken ----------------------------------------------------------------

    def backup_for(self, path: Path) -> GameRecord | None:
        """The game in ``path.bak`` if it loads (offered when ``path`` itself is broken)."""
        try:
            return load_file(backup_path(path))
        except SaveError:
            return None


def _same_game(a: GameRecord, b: GameRecord) -> bool:
    """True when ``a`` and ``b`` are one game at two points: begun together, and one's moves start the other's."""
    n = min(len(a.log), len(b.log))
    return a.created == b.created and a.seed == b.seed and a.log[:n] == b.log[:n]


def _one_game(a: GameRecord, b: GameRecord) -> bool:
    """True when ``a`` and ``b`` are one game: the same deal, and begun at the same moment or one's moves start the
    other's (a game undone and played on differently is still the game it was)."""
    if (a.game_id, a.seed, a.deck, a.options) != (b.game_id, b.seed, b.deck, b.options):
        return False
    n = min(len(a.log), len(b.log))
    return (bool(a.created) and a.created == b.created) or a.log[:n] == b.log[:n]


#: Whether a file replays, by its path, change time and size: Continue asks each time the title is built.
_LOADS: dict[tuple[str, int, int], bool] = {}


def _loads(path: Path) -> bool:
    """True when the game in ``path`` replays (its moves, not only its header, are sound); remembered per version
    of the file, so a game is replayed once, not each time the title is drawn."""
    try:
        stat = path.stat()
    except OSError:
        return False
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _LOADS:
        try:
            load_file(path)
            _LOADS[key] = True
        except SaveError:
            _LOADS[key] = False
    return _LOADS[key]


def _unfinished(path: Path) -> Waiting | None:
    """The unfinished game in ``path`` (or in its backup when ``path`` is broken); None when over or unreadable.

    A file whose header reads but whose moves do not replay is broken too: Continue offered it as a game, and
    it could only answer with an error.
    """
    for candidate in (path, backup_path(path)):
        try:
            top = read_header(candidate)
        except SaveError:
            continue
        if top.progress.over:
            return None
        if _loads(candidate):
            return Waiting(path, top, candidate != path)
    return None


def _newest_first(entry: SaveEntry) -> tuple[str, str]:
    return (entry.header.saved if entry.header else "", entry.name)
