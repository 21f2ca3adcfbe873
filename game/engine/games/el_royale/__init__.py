"""El Royale: battles for two to eight players, alone or in teams (RULINGS section 2).

Seat 0 starts with a stacked deck, the last seat deals (RULINGS 7a). The
package is split by job: ``definitions`` (options, phases, labels),
``seating`` (teams, defenders, survivors), ``state`` (the data and who is
asked), ``battle`` (attack, throw-ins, beat, the pile offer), ``refill``
(picking up, elimination and sharing out, drawing, the next attacker),
``talk`` (showing cards, partner signals), ``refusals`` (why an action is
refused), ``views`` (what a seat may see) and ``game`` (set-up, the next
game of a match, determinization).
"""

from .definitions import HAND_CAP, OPTIONS, Phase, Signal
from .game import GAME, ElRoyale
from .state import ElRoyaleState

__all__ = ["GAME", "HAND_CAP", "OPTIONS", "ElRoyale", "ElRoyaleState", "Phase", "Signal"]
