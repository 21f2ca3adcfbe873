"""The last setup of each game, so the setup screen opens as the player left it.

A small JSON file beside the settings (``last-setup.json``): per game, who
sat where and the options. It is written whole (temporary file, then
rename) when a game starts. Reading never trusts it: anything missing,
foreign or no longer valid for the game (a seat count or option value
this version refuses) is ignored and the screen starts from its defaults.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..engine import get_game
from ..engine.errors import SetupError
from ..persistence.atomic_write import write_atomic
from .setup_model import GameSetup, SeatSetup, TypedName, typed

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


def remember(path: Path, setup: GameSetup, default_level: str = OLD_DEFAULT, names: Sequence[TypedName | None] = ()) -> None:
    """Keep ``setup`` as its game's last one (the seed is not kept: the next game is a new deal), with the level new
    computers played then (see :func:`recall`), and the names typed by seat with the kind of seat each was typed for
    (``names`` adds those typed for seats the setup no longer has)."""
    data = _read_all(path)
    data["names"] = [{"name": n.name, "human": n.human} if n else None for n in _names_after(data.get("names"), names, setup)]
    data[setup.game_id] = {
        "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in setup.seats],
        "options": setup.options,
        "default_level": default_level,
    }
    write_atomic(path, json.dumps(data, indent=2).encode("utf-8"), keep_backup=False)


def recall_names(path: Path) -> list[TypedName | None]:
    """The names last typed for each seat, in any game (None where the seat had none): a setup of another game, or one
    with more seats than the last, offers them again instead of "Computer 5", each to a seat of its kind."""
    return _names_in(_read_all(path).get("names"))


#: Names are kept for at most this many seats (the most any game seats).
MAX_SEATS = 8


def _names_after(kept: object, typed_now: Sequence[TypedName | None], setup: GameSetup) -> list[TypedName | None]:
    """The typed names by seat once ``setup`` starts: its own seats' (a seat put back to its default name forgets
    its name), and for seats past its count those typed on the screen, else those kept before."""
    names = _names_in(kept)
    names += [None] * (max(len(setup.seats), len(typed_now)) - len(names))
    for i, name in enumerate(typed_now[:MAX_SEATS]):
        names[i] = name or names[i]
    for i, seat in enumerate(setup.seats):
        names[i] = TypedName(seat.name, seat.human) if typed(seat.name) else None
    return names[:MAX_SEATS]


def _names_in(kept: object) -> list[TypedName | None]:
    """Typed names by seat as the file holds them; anything else (a bare name kept before the seat's kind was)
    reads as no name."""
    if not isinstance(kept, list):
        return []
    return [_typed_name(n) for n in kept[:MAX_SEATS]]


def _typed_name(kept: object) -> TypedName | None:
    if not isinstance(kept, dict):
        return None
    name, human = kept.get("name"), kept.get("human")
    if not isinstance(name, str) or not isinstance(human, bool) or not typed(name):
        return None
    return TypedName(name[:MAX_NAME], human)
