"""The in-app rules, in the project's own words: one module per game, collected here by game id.

Nothing here is pasted from the published texts; a test checks that. Where the
texts leave a gap, these pages follow RULINGS.md.
"""

from __future__ import annotations

from .clashing_blades import CLASHING_BLADES
from .duel_of_swords import DUEL_OF_SWORDS
from .el_royale import EL_ROYALE
from .mortal_swords import MORTAL_SWORDS
from .page import GameRules, Section, Table
from .suits_duel import SUITS_DUEL

#: The rules pages by game id. Only games that can be played in this version have a page.
RULES: dict[str, GameRules] = {r.game_id: r for r in (MORTAL_SWORDS, EL_ROYALE, DUEL_OF_SWORDS, SUITS_DUEL, CLASHING_BLADES)}


def rules_for(game_id: str) -> GameRules:
    """The rules page for ``game_id``; ``KeyError`` with a readable message when there is none."""
    try:
        return RULES[game_id]
    except KeyError:
        raise KeyError(f"No rules page for {game_id!r}; known: {', '.join(sorted(RULES))}") from None


__all__ = ["RULES", "GameRules", "Section", "Table", "rules_for"]
