"""The player's preferences: animation speed, sound, deck colours, window, computer level and think time.

A frozen value; the app swaps in a new one when the settings screen
changes something and writes it as JSON under the user's config folder
(temp file, fsync, rename), so a crash never leaves half a file. A broken
or foreign file is ignored and the defaults are used.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import platformdirs

from ..ai import LEVELS
from ..persistence.errors import SaveError
from ..persistence.limits import parse_json, read_bounded

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
#: How long an animation takes relative to normal speed (0: it jumps to the end).
SPEED_SCALE: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: Think times a player can pick: Hard searches this long; the other levels pause this long so a human can follow.
THINK_TIMES: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
#: The level a new computer seat gets on the setup screen unless the settings say otherwise.
DEFAULT_LEVEL = "normal"
#: The longest think time a (hand-edited) settings file may ask for, so a computer never seems to hang.
MAX_THINK_TIME = 8.0
MIN_WINDOW = (960, 600)
#: The largest window a settings file may ask for (8K); the app also keeps it within the desktop it opens on.
MAX_WINDOW = (7680, 4320)
#: A settings file is a few hundred bytes; anything far bigger is not ours and is not read.
MAX_FILE_BYTES = 64 * 1024
DEFAULT_WINDOW = (1280, 720)
#: The card backs a player can choose (``card_faces.BACKS`` gives each its colour).
CARD_BACKS: tuple[str, ...] = ("blue", "red", "black")
DEFAULT_BACK = "blue"


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"
    volume: float = 0.8
    muted: bool = False
    four_colour: bool = False
    #: Which card back is drawn: one of :data:`CARD_BACKS`.
    card_back: str = DEFAULT_BACK
    window_size: tuple[int, int] = DEFAULT_WINDOW
    fullscreen: bool = False
    #: Seconds a computer takes over a move: Hard's search budget, and the pause of the others (so a human can follow).
    think_time: float = 1.0
    #: The level a computer seat starts at on the setup screen.
    default_level: str = DEFAULT_LEVEL
    #: Menu text and controls at this percentage of their size for the window (100 to 200).
    text_size: int = 100

    def animation_scale(self) -> float:
        """Multiply an animation's normal duration by this (0 for instant)."""
        return SPEED_SCALE.get(self.animation_speed, 1.0)

    def with_changes(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @staticmethod
    def from_dict(data: Any) -> Settings:
        """Settings from JSON data; anything missing or of the wrong kind keeps its default."""
        base = Settings()
        if not isinstance(data, dict):
            return base
        values: dict[str, Any] = {}
        for f in fields(Settings):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(base, f.name)
            if f.name == "window_size":
                if (
                    isinstance(value, list)
                    and len(value) == 2
                    and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                ):
                    values[f.name] = clamp_window((value[0], value[1]))
            elif f.name == "animation_speed":
                if value in SPEEDS:
                    values[f.name] = value
            elif f.name == "card_back":
                if value in CARD_BACKS:
                    values[f.name] = value
            elif f.name == "default_level":
                if value in LEVELS:
                    values[f.name] = value
            elif f.name == "text_size":
                if isinstance(value, int) and not isinstance(value, bool):
                    values[f.name] = min(200, max(100, value))
            elif isinstance(default, bool):
                if isinstance(value, bool):
                    values[f.name] = value
            elif isinstance(default, float) and isinstance(value, int | float) and not isinstance(value, bool):
                top = 1.0 if f.name == "volume" else MAX_THINK_TIME
                values[f.name] = min(top, max(0.0, float(value)))
        return replace(base, **values)


def clamp_window(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` kept between the smallest window the app lays out and the largest a settings file may ask for."""
    return (
        max(MIN_WINDOW[0], min(MAX_WINDOW[0], int(size[0]))),
        max(MIN_WINDOW[1], min(MAX_WINDOW[1], int(size[1]))),
    )


def default_path() -> Path:
    return Path(platformdirs.user_config_dir("card-duels")) / "settings.json"


def load(path: Path | None) -> Settings:
    """The saved settings, or the defaults when there is no path, no file or a broken one."""
    if path is None:
        return Settings()
    try:  # the saves' guarded reader: a regular file only, bounded, plain JSON, text cleaned
        return Settings.from_dict(parse_json(read_bounded(path, MAX_FILE_BYTES)))
    except SaveError:  # missing, a FIFO or a folder, too big, not JSON, nested too deep
        return Settings()


def save(settings: Settings, path: Path | None) -> bool:
    """Write atomically; False (and nothing changed) if the folder cannot be written. None: memory only."""
    if path is None:
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(settings.to_dict(), out, indent=2)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return False
    return True
