"""The app's log and crash reports: a rotating file in the platform's user log folder.

An unexpected exception in the loop is written here with its traceback,
and the player sees one screen saying the game is saved and where this
file is (:mod:`.scenes.error`) instead of a vanished window. A computer
player that fails is written here too. ``CARD_DUELS_LOG_DIR`` moves the
folder (tests, portable installs).
"""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

import platformdirs

LOGGER = "card-duels"
ENV = "CARD_DUELS_LOG_DIR"
FILE = "card-duels.log"
#: Each log file's size before it rolls over, and how many older ones are kept.
MAX_BYTES = 512 * 1024
BACKUPS = 3


def log_dir() -> Path:
    override = os.environ.get(ENV)
    return Path(override) if override else Path(platformdirs.user_log_dir("card-duels", appauthor=False))


def log_path() -> Path:
    return log_dir() / FILE


def start_logging() -> Path | None:
    """Attach the rotating file to the app's logger (once); where it writes, or None if the folder cannot be written."""
    logger = logging.getLogger(LOGGER)
    path = log_path()
    for handler in logger.handlers:
        if isinstance(handler, RotatingFileHandler) and Path(handler.baseFilename) == path.resolve():
            return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return path


def report(what: str, exc: BaseException) -> Path | None:
    """Write ``exc`` with its traceback to the log; the file it went to (None if none could be written)."""
    path = start_logging()
    logging.getLogger(LOGGER).error("%s", what, exc_info=(type(exc), exc, exc.__traceback__))
    return path
