"""Writing a file so that a crash at any instant leaves a whole file behind.

The new text goes to a temporary file in the same folder, is flushed to
the disk, and only then renamed over the old one (a rename is atomic).
Before that, the old version is kept as ``NAME.bak`` by the same
link-or-copy-then-rename dance, so at every instant the file or its
backup is complete.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def _fsync_folder(folder: Path) -> None:
    """Make the renames themselves durable (POSIX; Windows has no folder handles for this)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _temp_beside(path: Path) -> tuple[int, Path]:
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    return fd, Path(name)


def _keep_backup(path: Path) -> None:
    """Make ``NAME.bak`` a complete copy of the current file, replaced in one rename."""
    fd, temp = _temp_beside(backup_path(path))
    os.close(fd)
    try:
        temp.unlink()
        try:
            os.link(path, temp)  # no copying: the old file simply gets a second name
        except OSError:
            shutil.copyfile(path, temp)
            with temp.open("rb+") as f:
                os.fsync(f.fileno())
        os.replace(temp, backup_path(path))
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def write_atomic(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """Replace ``path`` with ``data`` all at once, keeping the previous version as ``path.bak``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = _temp_beside(path)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and path.is_file():
            _keep_backup(path)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _fsync_folder(path.parent)


def remove_stale_temps(folder: Path, older_than: float = 60.0) -> None:
    """Delete temporary files a killed write left behind (never the only copy), sparing fresh ones."""
    if not folder.is_dir():
        return
    now = time.time()
    for temp in folder.glob(f".*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if now - temp.stat().st_mtime > older_than:
                temp.unlink()
