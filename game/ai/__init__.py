"""Computer players. They see only an observation of their own seat.

``make_agent(game_id, level)`` gives a player of a level: ``random`` (uniform
over the legal actions) or ``normal`` (the game's own heuristic).
"""

from __future__ import annotations

from importlib import import_module

from ..engine import SetupError, get_game
from .agent import Agent, RandomAgent

#: Levels a player can be given, weakest first; every game offers each of these.
LEVELS: tuple[str, ...] = ("random", "normal")

#: The module under ``game.ai.heuristics`` holding each game's heuristic ``NormalAgent``.
_HEURISTIC_MODULES = {
    "duel-of-swords": "duel_of_swords",
    "clashing-blades": "clashing_blades",
}


def make_agent(game_id: str, level: str) -> Agent:
    """A computer player of ``level`` for ``game_id``; ``SetupError`` if there is none."""
    get_game(game_id)
    if level == "random":
        return RandomAgent()
    if level == "normal" and game_id in _HEURISTIC_MODULES:
        module = import_module(f".heuristics.{_HEURISTIC_MODULES[game_id]}", __name__)
        agent: Agent = module.NormalAgent()
        return agent
    raise SetupError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")


__all__ = ["LEVELS", "Agent", "RandomAgent", "make_agent"]
