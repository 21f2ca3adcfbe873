"""A summary of every history file in one small file, so the statistics open at once with hundreds of games.

Reading 500 whole games through the bounded JSON reader takes seconds; the
summary (game, seats, how it ended, moves, dates) of each is a few hundred
bytes. Each entry remembers the size and modification time of its file: a
file that changed, or one not in the index, is read whole again. The index
is only a cache: if it is missing or broken it is rebuilt, never trusted.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from ..engine import GAMES, Outcome
from .atomic_write import write_atomic
from .errors import SaveError
from .game_record import COMPUTER, HUMAN, SeatRecord
from .limits import load_json
from .save_format import FORMAT, Progress, SaveHeader

NAME = ".index"
MARKER = "card-duels-history-index"


def stamp_of(path: Path) -> list[int]:
    """What says a file is unchanged: its size and modification time."""
    st = path.stat()
    return [st.st_size, st.st_mtime_ns]


def summary(header: SaveHeader, outcome: Outcome, stamp: list[int]) -> dict[str, Any]:
    return {
        "game": header.game_id,
        "seats": [[s.name, s.kind, s.level] for s in header.seats],
        "winners": list(outcome.winners),
        "draw": outcome.draw,
        "reason": outcome.reason,
        "scores": None if outcome.scores is None else list(outcome.scores),
        "moves": header.progress.moves,
        "created": header.created,
        "saved": header.saved,
        "file": stamp,
    }


def _seat(data: Any) -> SeatRecord:
    name, kind, level = data
    if not isinstance(name, str) or kind not in (HUMAN, COMPUTER) or not (level is None or isinstance(level, str)):
        raise ValueError("not a seat")
    return SeatRecord(name, kind, level)


def from_summary(data: Any) -> tuple[SaveHeader, Outcome, list[int]]:
    """The header, outcome and file stamp an entry holds; ``ValueError`` (or a lookup error) if it is not one."""
    game = GAMES[data["game"]]
    seats = tuple(_seat(s) for s in data["seats"])
    winners = tuple(int(s) for s in data["winners"])
    draw, reason, moves, created, saved = data["draw"], data["reason"], data["moves"], data["created"], data["saved"]
    if not (isinstance(draw, bool) and isinstance(reason, str) and isinstance(created, str) and isinstance(saved, str)):
        raise ValueError("not a summary")
    if isinstance(moves, bool) or not isinstance(moves, int):
        raise ValueError("not a summary")
    scores = None if data["scores"] is None else tuple(int(n) for n in data["scores"])
    stamp = [int(n) for n in data["file"]]
    header = SaveHeader(FORMAT, game.id, game.name, seats, created, saved, Progress(moves, True, reason, ()))
    return header, Outcome(winners, draw, reason, scores), stamp


def load(folder: Path) -> dict[str, Any]:
    """The entries by file name; empty when there is no index or it cannot be read."""
    try:
        data = load_json(folder / NAME)
    except SaveError:
        return {}
    if not isinstance(data, dict) or data.get("app") != MARKER or not isinstance(data.get("games"), dict):
        return {}
    return data["games"]


def save(folder: Path, entries: dict[str, Any]) -> None:
    """Write the index; a failure only means the next reading is slower."""
    text = json.dumps({"app": MARKER, "games": entries}, ensure_ascii=False, separators=(",", ":"))
    with contextlib.suppress(OSError):
        write_atomic(folder / NAME, text.encode("utf-8"), keep_backup=False)
