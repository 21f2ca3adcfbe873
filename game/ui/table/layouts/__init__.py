"""Layouts by game id. A game without its own layout gets the generic one."""

from __future__ import annotations

from ..generic_layout import GenericLayout
from ..layout import Layout
from .clashing_blades import ClashingBladesLayout
from .duel_of_swords import DuelOfSwordsLayout

LAYOUTS: dict[str, type[Layout]] = {
    DuelOfSwordsLayout.game_id: DuelOfSwordsLayout,
    ClashingBladesLayout.game_id: ClashingBladesLayout,
}


def layout_for(game_id: str, names: list[str] | None = None) -> Layout:
    """A fresh layout for ``game_id``."""
    return LAYOUTS.get(game_id, GenericLayout)(names)
