"""Computer players. They see only an observation of their own seat.

``make_agent(game_id, level)`` gives a player of a level: ``random`` (uniform
over the legal actions) or ``normal`` (the game's own heuristic).
"""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

from ..engine import SetupError, get_game
from .agent import Agent, RandomAgent

#: Levels a player can be given, weakest first; every game offers each of these.
LEVELS: tuple[str, ...] = ("random", "normal")


def _heuristic_module(game_id: str) -> str:
    """Each game's heuristic ``NormalAgent`` lives in ``game.ai.heuristics.<game id with underscores>``."""
    return f"{__name__}.heuristics.{game_id.replace('-', '_')}"


def make_agent(game_id: str, level: str) -> Agent:
    """A computer player of ``level`` for ``game_id``; ``SetupError`` if there is none."""
    get_game(game_id)
    if level == "random":
        return RandomAgent()
    if level == "normal":
        if find_spec(_heuristic_module(game_id)) is None:
            raise SetupError(f"no 'normal' computer player for {game_id} yet (levels: random)")
        module = import_module(_heuristic_module(game_id))
        agent: Agent = module.NormalAgent()
        return agent
    raise SetupError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")


__all__ = ["LEVELS", "Agent", "RandomAgent", "make_agent"]
