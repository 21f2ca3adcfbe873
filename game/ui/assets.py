"""Where the shipped files (fonts) live, from source and inside a PyInstaller build.

Everything the app loads from disk goes through :func:`asset_path`, so a
missing or damaged file is one clear :class:`AssetError` the app can show,
never a traceback from deep inside pygame or pillow.
"""

from __future__ import annotations

import sys
from pathlib import Path


class AssetError(Exception):
    """A shipped file is missing or cannot be read; the message says which and what to do."""


def asset_root() -> Path:
    """The ``assets/`` folder: beside the frozen executable's bundle, or at the repository root."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset_path(*parts: str, root: Path | None = None) -> Path:
    """The path of a shipped file, checked to exist and be non-empty.

    Raises :class:`AssetError` naming the file when it is not there.
    """
    base = asset_root() if root is None else root
    path = base.joinpath(*parts)
    if not path.is_file():
        raise AssetError(f"A file the game needs is missing: {path}. Reinstall Card Duels or restore the assets folder.")
    if path.stat().st_size == 0:
        raise AssetError(f"A file the game needs is empty: {path}. Reinstall Card Duels or restore the assets folder.")
    return path
