"""Layouts by game id: each game's layout is the ``LAYOUT`` class of ``layouts/<game id with underscores>.py``.

Finding the module by name lets a new game bring its layout without editing
this file; a game with no module yet gets the generic layout.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from importlib.util import find_spec
from typing import Any

from ..generic_layout import GenericLayout
from ..layout import Layout


def layout_class(game_id: str) -> type[Layout]:
    """The layout class for ``game_id``: its own, or the generic one while it has none."""
    name = f"{__name__}.{game_id.replace('-', '_')}"
    if find_spec(name) is None:
        return GenericLayout
    found: type[Layout] = import_module(name).LAYOUT
    return found


def layout_for(game_id: str, names: list[str] | None = None, options: Mapping[str, Any] | None = None) -> Layout:
    """A fresh layout for ``game_id``, sized for a table with these game ``options`` (None: the busiest it has)."""
    return layout_class(game_id)(names, options)
