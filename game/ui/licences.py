"""Who made each shipped file, and under what licence: the record in ``assets/LICENCES.json``.

One record serves two readers: the credits screen shows it to players, and
a test checks that every file under ``assets/`` matches a record whose
licence text ships too, so nothing is added without its licence.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

from .assets import AssetError, asset_path, asset_root

#: The record's own file name under ``assets/``.
RECORD = "LICENCES.json"


@dataclass(frozen=True)
class Licence:
    """One group of shipped files: what they are, who made them, their licence and its text's path under ``assets/``."""

    files: tuple[str, ...]
    work: str
    credit: str
    licence: str
    licence_file: str
    origin: str

    def covers(self, relative: str) -> bool:
        """Whether the file at ``relative`` (a path under ``assets/`` with ``/``) is one of this record's."""
        return any(fnmatchcase(relative, pattern) for pattern in self.files)


def load(root: Path | None = None) -> tuple[Licence, ...]:
    """The records; an :class:`AssetError` when the record is missing or not the expected JSON."""
    path = asset_path(RECORD, root=root)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return tuple(
            Licence(tuple(r["files"]), r["work"], r["credit"], r["licence"], r["licence_file"], r["origin"])
            for r in data["records"]
        )
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise AssetError(f"The licence record cannot be read: {path}. Reinstall Card Duels.") from exc


def unrecorded(root: Path | None = None) -> list[str]:
    """Files under ``assets/`` that no record covers (the record itself excepted): should be empty."""
    base = asset_root() if root is None else root
    records = load(base)
    found = (p.relative_to(base).as_posix() for p in sorted(base.rglob("*")) if p.is_file())
    return [rel for rel in found if rel != RECORD and not any(r.covers(rel) for r in records)]
