"""What a computer player has read of the people it plays, kept between sessions beside the statistics.

One small JSON file, ``data_dir()/habit-profiles.json``, holds profiles by
name (Hard's profile of the human seat in Duel of Swords, say). What a
profile says is the AI's business: here it is plain JSON data, never code.
Reading never fails and never changes the file: a missing, broken, foreign
or newer file reads as no profiles at all, so Hard simply starts afresh. The
next save replaces such a file, atomically, keeping it as ``.bak``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .atomic_write import write_atomic
from .errors import SaveError
from .limits import load_json
from .store import data_dir

FILE = "habit-profiles.json"
#: The file's format; a newer one reads as no profiles rather than being misread.
FORMAT = 1


class HabitProfiles:
    """The profiles kept in one data folder."""

    def __init__(self, root: Path | None = None) -> None:
        self.path = (root if root is not None else data_dir()) / FILE

    def _all(self) -> dict[str, Any]:
        try:
            data = load_json(self.path)
        except (SaveError, OSError, ValueError):
            return {}
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("profiles"), dict):
            return {}
        profiles: dict[str, Any] = data["profiles"]
        return profiles

    def load(self, name: str) -> Any:
        """The data kept under ``name``, or None if there is none (or the file cannot be read)."""
        return self._all().get(name)

    def save(self, name: str, profile: Any) -> None:
        """Keep ``profile`` (plain JSON data) under ``name``, beside the others."""
        profiles = {**self._all(), name: profile}
        text = json.dumps({"format": FORMAT, "profiles": profiles}, indent=1, allow_nan=False)
        write_atomic(self.path, text.encode("utf-8"))
