"""Every finished game kept whole, one file each, so statistics can count them and a replay can open them.

A finished game is written in the save format (``save_format``) to
``data_dir()/history/``, named by the time it ended, the game, and a
fingerprint of its set-up and moves: the fingerprint keeps a game from
being recorded twice (a finished save loaded again ends again). The folder
keeps the newest ``LIMIT`` games and drops older ones. Reading never fails
on a bad file: it is skipped with a one-line note, and left where it is.
A small index of summaries (``history_index``) saves reading every game whole.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..engine import GAMES, Outcome
from . import history_index
from .atomic_write import remove_stale_temps, write_atomic
from .errors import Problem, SaveError
from .game_record import GameRecord
from .limits import load_json
from .save_format import SaveHeader, header, to_json
from .store import data_dir, now_stamp

FOLDER = "history"
#: How many finished games are kept; the oldest go first.
LIMIT = 500
SUFFIX = ".json"


def fingerprint(record: GameRecord) -> str:
    """A short digest of what makes a game this game: set-up and moves (the same game gives the same digest)."""
    data = {
        "game": record.game_id,
        "seats": [[s.name, s.kind, s.level] for s in record.seats],
        "options": record.options,
        "seed": record.seed,
        "deck": record.deck,
        "log": [[m.seat, m.action.to_dict()] for m in record.log],
    }
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _compact_time(stamp: str) -> str:
    """``2026-11-22T16:56:24+00:00`` as ``20261122T165624`` (sorts like the time it names)."""
    return "".join(ch for ch in stamp[:19] if ch.isdigit() or ch == "T")


def minutes_between(start: str, end: str) -> float | None:
    """Minutes from one save stamp to another, or None if either is not a time or the span is not positive."""
    try:
        span = (datetime.fromisoformat(end) - datetime.fromisoformat(start)).total_seconds()
    except (ValueError, TypeError):
        return None
    return span / 60 if span > 0 else None


@dataclass(frozen=True)
class Finished:
    """One finished game as the history lists it: its file, what the save says about itself, and how it ended."""

    path: Path
    header: SaveHeader
    outcome: Outcome

    @property
    def game_id(self) -> str:
        return self.header.game_id

    @property
    def moves(self) -> int:
        return self.header.progress.moves

    @property
    def ended(self) -> str:
        return self.header.saved

    @property
    def minutes(self) -> float | None:
        """From the first save of the game (its first move) to its end, pauses included."""
        return minutes_between(self.header.created, self.header.saved)


@dataclass(frozen=True)
class Reading:
    """What the history folder holds: the finished games, oldest first, and a note for each file skipped."""

    games: tuple[Finished, ...]
    notes: tuple[str, ...] = ()


def read_finished(path: Path) -> Finished:
    """One history file, checked but not replayed (the snapshot says how it ended); ``SaveError`` says why not."""
    data = load_json(path)
    top = header(data)
    try:
        state = GAMES[top.game_id].state_type.from_dict(data["snapshot"])
        outcome = state.outcome
    except Exception as exc:  # a hand-edited snapshot may fail in any way; the file is skipped, never the app
        raise SaveError(Problem.INCONSISTENT, f"its final position cannot be read ({type(exc).__name__})") from None
    if outcome is None:
        raise SaveError(Problem.INCONSISTENT, "the game in it is not finished")
    return Finished(path, top, outcome)


class History:
    """The finished games of one player, in one folder."""

    def __init__(self, root: Path | None = None, limit: int = LIMIT) -> None:
        self.root = root if root is not None else data_dir()
        self.limit = limit

    @property
    def folder(self) -> Path:
        return self.root / FOLDER

    def files(self) -> list[Path]:
        """Every history file, oldest first (names start with the time the game ended)."""
        if not self.folder.is_dir():
            return []
        return sorted(self.folder.glob("*" + SUFFIX), key=lambda p: p.name)

    def add(self, record: GameRecord, ended: str | None = None) -> Path | None:
        """Keep a finished game; None (nothing written) if it is unfinished, kept already, or too long to read back."""
        if record.state.outcome is None:
            return None
        digest = fingerprint(record)
        if self.folder.is_dir() and any(self.folder.glob(f"*-{digest}{SUFFIX}")):
            return None
        stamp = ended or now_stamp()
        path = self.folder / f"{_compact_time(stamp)}-{record.game_id}-{digest}{SUFFIX}"
        try:
            data = to_json(record, stamp, record.created or stamp)
        except SaveError:  # a sudden-death duel past the save limit: the results show it, the history cannot
            return None
        write_atomic(path, data, keep_backup=False)
        self.trim()
        return path

    def trim(self) -> None:
        """Drop the oldest files beyond the limit (and temporary files a killed write left)."""
        remove_stale_temps(self.folder)
        files = self.files()
        for old in files[: max(0, len(files) - self.limit)]:
            with contextlib.suppress(OSError):
                old.unlink()

    def read(self) -> Reading:
        """The finished games, oldest first; a file that cannot be read is skipped with a note, never an error.

        Summaries come from the index when a file is unchanged since it was indexed; the rest are read whole
        and the index is brought up to date.
        """
        games, notes = [], []
        files = self.files()
        known = history_index.load(self.folder)
        entries: dict[str, object] = {}
        for path in files:
            try:
                stamp = history_index.stamp_of(path)
            except OSError:
                continue  # gone since the listing (another copy of the app trimmed it)
            cached = known.get(path.name)
            try:
                top, outcome, was = history_index.from_summary(cached)
                if was != stamp:
                    raise ValueError("the file changed")
                entry = Finished(path, top, outcome)
            except (ValueError, KeyError, TypeError, IndexError):
                try:
                    entry = read_finished(path)
                except SaveError as exc:
                    notes.append(f"{path.name} was skipped: {exc}")
                    continue
            entries[path.name] = history_index.summary(entry.header, entry.outcome, stamp)
            games.append(entry)
        if entries != known:
            history_index.save(self.folder, entries)
        games.sort(key=lambda g: (g.ended, g.path.name))
        return Reading(tuple(games), tuple(notes))

    def clear(self) -> int:
        """Forget every finished game (Reset statistics); how many files went."""
        gone = 0
        for path in self.files():
            with contextlib.suppress(OSError):
                path.unlink()
                gone += 1
        with contextlib.suppress(OSError):
            (self.folder / history_index.NAME).unlink()
        return gone
