"""Test set-up: headless SDL before pygame is ever imported, and a quiet import banner."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    """The soak sweeps run only when asked for (``-m soak``); the default suite deselects them."""
    if "soak" in (config.getoption("markexpr") or ""):
        return
    soak = [item for item in items if item.get_closest_marker("soak") is not None]
    if soak:
        config.hook.pytest_deselected(items=soak)
        items[:] = [item for item in items if item.get_closest_marker("soak") is None]
