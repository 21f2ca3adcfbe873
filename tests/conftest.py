"""Test set-up: headless SDL before pygame is ever imported, a quiet import banner, saves in a temporary folder."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Saves written by any test (the app driven headless or in a real window) land in a throw-away folder,
# never in the player's own.
os.environ["CARD_DUELS_DATA_DIR"] = tempfile.mkdtemp(prefix="card-duels-test-data-")
os.environ["CARD_DUELS_LOG_DIR"] = tempfile.mkdtemp(prefix="card-duels-test-logs-")  # crash reports, likewise


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    """The soak sweeps run only when asked for (``-m soak``); the default suite deselects them."""
    if "soak" in (config.getoption("markexpr") or ""):
        return
    soak = [item for item in items if item.get_closest_marker("soak") is not None]
    if soak:
        config.hook.pytest_deselected(items=soak)
        items[:] = [item for item in items if item.get_closest_marker("soak") is None]
