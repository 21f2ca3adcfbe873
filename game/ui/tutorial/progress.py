"""Which lessons the player has finished, and where an unfinished one was left: a small JSON file beside the settings.

Nothing is read or written when the app keeps no files (``--no-save``,
the self-test, the tests): then every game counts as not yet learnt and
no lesson waits to be resumed. A damaged or unreadable file counts as no
lessons finished and none left midway; it never stops the app.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

FILE_NAME = "lessons.json"


@dataclass(frozen=True)
class Place:
    """Where a lesson was left: the coach's step, whether its words were up, and the moves played (as saves write them)."""

    step: int
    ready: bool
    moves: tuple[dict[str, Any], ...]
    #: The order the coach met the steps in (``Coach.order``; empty: the lesson's own).
    order: tuple[int, ...] = ()


def progress_path(settings_path: Path | None) -> Path | None:
    """Where the progress lives: beside the settings file (None when the app keeps no files)."""
    return None if settings_path is None else settings_path.parent / FILE_NAME


def _read(settings_path: Path | None) -> dict[str, Any]:
    path = progress_path(settings_path)
    if path is None:
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write(settings_path: Path | None, data: dict[str, Any]) -> None:
    """Write the progress (nothing when the app keeps no files; a full disk is shrugged off)."""
    path = progress_path(settings_path)
    if path is None:
        return
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")


def learnt(settings_path: Path | None) -> set[str]:
    """The games whose lesson the player has finished."""
    games = _read(settings_path).get("learnt")
    return {g for g in games if isinstance(g, str)} if isinstance(games, list) else set()


def _places(data: dict[str, Any]) -> dict[str, Any]:
    places = data.get("places")
    return places if isinstance(places, dict) else {}


def mark_learnt(settings_path: Path | None, game_id: str) -> None:
    """Remember that the lesson of ``game_id`` was finished; it no longer waits to be resumed."""
    data = _read(settings_path)
    data["learnt"] = sorted(learnt(settings_path) | {game_id})
    data["places"] = {g: p for g, p in _places(data).items() if g != game_id}
    _write(settings_path, data)


def keep_place(settings_path: Path | None, game_id: str, place: Place | None) -> None:
    """Remember where the lesson of ``game_id`` was left (None: it waits no more, to be started over)."""
    data = _read(settings_path)
    places = {g: p for g, p in _places(data).items() if g != game_id}
    if place is not None:
        places[game_id] = {"step": place.step, "ready": place.ready, "moves": list(place.moves), "order": list(place.order)}
    data["places"] = places
    _write(settings_path, data)


def place_of(settings_path: Path | None, game_id: str) -> Place | None:
    """Where the lesson of ``game_id`` was left, or None (never left midway, or the entry is not readable)."""
    entry = _places(_read(settings_path)).get(game_id)
    if not isinstance(entry, dict):
        return None
    step, ready, moves = entry.get("step"), entry.get("ready"), entry.get("moves")
    if isinstance(step, bool) or not isinstance(step, int) or step < 0 or not isinstance(ready, bool):
        return None
    if not isinstance(moves, list) or not all(isinstance(m, dict) for m in moves):
        return None
    order = entry.get("order", [])
    if not isinstance(order, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in order):
        order = []  # the coach checks it is a whole lesson's order, and else takes the lesson's own
    return Place(step, ready, tuple(moves), tuple(order))
