"""Which lessons the player has finished: a small JSON file beside the settings.

Nothing is read or written when the app keeps no files (``--no-save``,
the self-test, the tests): then every game counts as not yet learnt. A
damaged or unreadable file counts as no lessons finished; it never stops
the app.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

FILE_NAME = "lessons.json"


def progress_path(settings_path: Path | None) -> Path | None:
    """Where the progress lives: beside the settings file (None when the app keeps no files)."""
    return None if settings_path is None else settings_path.parent / FILE_NAME


def learnt(settings_path: Path | None) -> set[str]:
    """The games whose lesson the player has finished."""
    path = progress_path(settings_path)
    if path is None:
        return set()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    games = data.get("learnt") if isinstance(data, dict) else None
    return {g for g in games if isinstance(g, str)} if isinstance(games, list) else set()


def mark_learnt(settings_path: Path | None, game_id: str) -> None:
    """Remember that the lesson of ``game_id`` was finished (nothing when the app keeps no files; a full disk is shrugged off)."""
    path = progress_path(settings_path)
    if path is None:
        return
    games = sorted(learnt(settings_path) | {game_id})
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"learnt": games}, indent=1), encoding="utf-8")
