"""Where the shipped files (fonts) live, from source and inside a PyInstaller build.

Everything the app loads from disk goes through :func:`asset_path`, so a
missing or damaged file is one clear :class:`AssetError` the app can show,
never a traceback from deep inside pygame or pillow. Damage is caught by
size and SHA-256 before any loader sees the file: a font with a few bad
bytes in its middle still opens in FreeType and only fails (or crashes)
later, while drawing.
"""

from __future__ import annotations

import hashlib
import sys
from functools import cache
from pathlib import Path

#: Size in bytes and SHA-256 of each shipped file, by its path under ``assets/``.
#: Replacing a shipped file means updating its line here (a test compares them).
SHIPPED: dict[str, tuple[int, str]] = {
    "fonts/DejaVuSans.ttf": (759720, "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"),
    "fonts/DejaVuSans-Bold.ttf": (708920, "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96"),
    "fonts/LICENSE-DejaVu.txt": (3859, "63d3ba759d12804c5b31a9d5940d855c1820d1f5999e6b0872eb1c7ff045fbc9"),
}

_REINSTALL = "Reinstall Card Duels or restore the assets folder."


class AssetError(Exception):
    """A shipped file is missing or cannot be read; the message says which and what to do."""


def bundle_root() -> Path:
    """The folder the shipped files sit in: the frozen build's unpacked bundle, or the repository root.

    ``assets/`` and the example ``saves/`` are both directly inside it.
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def asset_root() -> Path:
    """The ``assets/`` folder: inside the frozen executable's bundle, or at the repository root."""
    return bundle_root() / "assets"


def asset_path(*parts: str, root: Path | None = None) -> Path:
    """The path of a shipped file, checked to exist, be non-empty and, if listed in :data:`SHIPPED`, be intact.

    Raises :class:`AssetError` naming the file when it is not there or is damaged.
    """
    base = asset_root() if root is None else root
    path = base.joinpath(*parts)
    if not path.is_file():
        raise AssetError(f"A file the game needs is missing: {path}. {_REINSTALL}")
    stat = path.stat()
    if stat.st_size == 0:
        raise AssetError(f"A file the game needs is empty: {path}. {_REINSTALL}")
    expected = SHIPPED.get("/".join(parts))
    if expected is not None and not _intact(str(path), stat.st_size, stat.st_mtime_ns, expected):
        raise AssetError(f"A file the game needs is damaged and cannot be read: {path}. {_REINSTALL}")
    return path


def file_digest(path: Path) -> tuple[int, str]:
    """Size and SHA-256 of a file, as :data:`SHIPPED` lists them."""
    data = path.read_bytes()
    return len(data), hashlib.sha256(data).hexdigest()


@cache
def _intact(path: str, size: int, mtime_ns: int, expected: tuple[int, str]) -> bool:
    """Whether the file matches its listed size and digest (cached per path, size and modification time)."""
    if size != expected[0]:
        return False
    try:
        return file_digest(Path(path)) == expected
    except OSError:
        return False
