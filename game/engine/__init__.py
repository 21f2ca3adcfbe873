"""The rules engine: pure Python, seeded, replayable, no I/O.

>>> from game.engine import new_game
>>> state = new_game("duel-of-swords", 2, seed=1)
>>> state.to_act()
[0, 1]
"""

from .actions import Action, find_action
from .cards import HIDDEN, Card, Suit, card, cards
from .errors import IllegalAction, SetupError
from .events import Event, redact
from .observation import Observation, Outcome
from .options import OptionSpec
from .registry import GAMES, get_game, new_game, state_from_dict
from .rng import Rng
from .state import Game, State

__all__ = [
    "GAMES",
    "HIDDEN",
    "Action",
    "Card",
    "Event",
    "Game",
    "IllegalAction",
    "Observation",
    "OptionSpec",
    "Outcome",
    "Rng",
    "SetupError",
    "State",
    "Suit",
    "card",
    "cards",
    "find_action",
    "get_game",
    "new_game",
    "redact",
    "state_from_dict",
]
