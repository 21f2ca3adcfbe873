"""The last setup of each game, so the setup screen opens as the player left it.

A small JSON file beside the settings (``last-setup.json``): per game, who
sat where and the options. It is written whole (temporary file, then
rename) when a game starts. Reading never trusts it: anything missing,
foreign or no longer valid for the game (a seat count or option value
this version refuses) is ignored and the screen starts from its defaults.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..engine import get_game
from ..engine.errors import SetupError
from ..persistence.atomic_write import write_atomic
from .setup_model import GameSetup, SeatSetup

FILE_NAME = "last-setup.json"
#: The file holds a few seats per game; anything far bigger is not ours and is not read.
MAX_BYTES = 64 * 1024
MAX_NAME = 16


def path_beside(settings_path: Path) -> Path:
    return settings_path.with_name(FILE_NAME)


def _read_all(path: Path) -> dict[str, Any]:
    try:
        if path.stat().st_size > MAX_BYTES:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def recall(path: Path, game_id: str, levels: tuple[str, ...]) -> GameSetup | None:
    """The setup last started for ``game_id``, or None when there is none that this game still accepts."""
    entry = _read_all(path).get(game_id)
    if not isinstance(entry, dict):
        return None
    seats_data, options = entry.get("seats"), entry.get("options")
    if not isinstance(seats_data, list) or not isinstance(options, dict):
        return None
    seats = []
    for s in seats_data:
        if not isinstance(s, dict):
            return None
        name, human, level = s.get("name"), s.get("human"), s.get("level")
        if not isinstance(name, str) or not isinstance(human, bool) or level not in levels:
            return None
        seats.append(SeatSetup(name[:MAX_NAME], human, level))
    game = get_game(game_id)
    try:
        game.check_seats(len(seats))
        resolved = game.resolve_options(options, len(seats))
    except (SetupError, ValueError, TypeError, KeyError):
        return None
    return GameSetup(game_id, tuple(seats), resolved)


def remember(path: Path, setup: GameSetup) -> None:
    """Keep ``setup`` as its game's last one (the seed is not kept: the next game is a new deal)."""
    data = _read_all(path)
    data[setup.game_id] = {
        "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in setup.seats],
        "options": setup.options,
    }
    write_atomic(path, json.dumps(data, indent=2).encode("utf-8"), keep_backup=False)
