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


#: What new computer seats played when a memory written before it was kept said nothing of it.
OLD_DEFAULT = "normal"


def recall(path: Path, game_id: str, levels: tuple[str, ...], default_level: str = OLD_DEFAULT) -> GameSetup | None:
    """The setup last started for ``game_id``, or None when there is none that this game still accepts.

    A computer seat left at the level new computers played then takes the level they play now (``default_level``):
    "New computers play: Random" changed nothing for a game set up before. A level the player chose stays."""
    entry = _read_all(path).get(game_id)
    if not isinstance(entry, dict):
        return None
    seats_data, options = entry.get("seats"), entry.get("options")
    if not isinstance(seats_data, list) or not isinstance(options, dict):
        return None
    then = entry.get("default_level", OLD_DEFAULT)
    seats = []
    for s in seats_data:
        if not isinstance(s, dict):
            return None
        name, human, level = s.get("name"), s.get("human"), s.get("level")
        if not isinstance(name, str) or not isinstance(human, bool) or level not in levels:
            return None
        if not human and level == then and default_level in levels:
            level = default_level
        seats.append(SeatSetup(name[:MAX_NAME], human, level))
    game = get_game(game_id)
    try:
        game.check_seats(len(seats))
        resolved = game.resolve_options(options, len(seats))
    except (SetupError, ValueError, TypeError, KeyError):
        return None
    return GameSetup(game_id, tuple(seats), resolved)


def remember(path: Path, setup: GameSetup, default_level: str = OLD_DEFAULT) -> None:
    """Keep ``setup`` as its game's last one (the seed is not kept: the next game is a new deal), with the level new
    computers played then (see :func:`recall`)."""
    data = _read_all(path)
    data[setup.game_id] = {
        "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in setup.seats],
        "options": setup.options,
        "default_level": default_level,
    }
    write_atomic(path, json.dumps(data, indent=2).encode("utf-8"), keep_backup=False)
