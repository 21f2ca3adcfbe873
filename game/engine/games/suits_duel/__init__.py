"""Suits Duel: battlers guard three face-down shields; spells summon, attack, heal and counter (RULINGS section 4).

Seat 0 plays first with a stacked deck (RULINGS 7a). The package is split
by job: ``definitions`` (cards, options, phases, targets), ``spells``
(summon, attack, heal, study), ``counters`` (the response window and the
stack), ``storm`` (draws, the storm, broken shields, the end), ``refusals``
(why an action is refused), ``views`` (what a seat may see), ``state``
(the state machine) and ``game`` (set-up and determinization).
"""

from .definitions import OPTIONS, LoseAt, Phase, all_cards, cd
from .game import GAME, SuitsDuel
from .state import SuitsDuelState

__all__ = ["GAME", "OPTIONS", "LoseAt", "Phase", "SuitsDuel", "SuitsDuelState", "all_cards", "cd"]
