"""Clashing Blades: two duelists trade spades, diamonds and clubs until one falls (RULINGS section 5).

Seat 0 is the non-dealer with a stacked deck (RULINGS 7a). The package is
split by job: ``definitions`` (cards, options, phases), ``state`` (the
rules as a state machine), ``event_cards`` (the event deck), ``refusals``
(why an action is refused), ``views`` (what a seat may see) and ``game``
(set-up and determinization).
"""

from .definitions import OPTIONS, Phase, all_cards, duel_deck, event_deck
from .game import GAME, ClashingBlades
from .state import ClashingBladesState

__all__ = ["GAME", "OPTIONS", "ClashingBlades", "ClashingBladesState", "Phase", "all_cards", "duel_deck", "event_deck"]
