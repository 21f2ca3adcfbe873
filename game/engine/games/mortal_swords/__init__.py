"""Mortal Swords: two to four knights trade sword attacks until one stands (RULINGS section 1).

Seat 0 sits on the dealer's left with a stacked deck and attacks first
(RULINGS 7a). The package is split by job: ``definitions`` (options,
phases, results), ``combat`` (block, parry, dodge, damage), ``state`` (the
rules as a state machine), ``refusals`` (why an action is refused),
``views`` (what a seat may see) and ``game`` (set-up and determinization).
"""

from .combat import covers, judge
from .definitions import OPTIONS, Phase, Result
from .game import GAME, MortalSwords
from .state import MortalSwordsState

__all__ = ["GAME", "OPTIONS", "MortalSwords", "MortalSwordsState", "Phase", "Result", "covers", "judge"]
