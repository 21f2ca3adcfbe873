"""Computer players. They see only an observation of their own seat.

``make_agent(game_id, level)`` gives a player of a level: ``random`` (uniform
over the legal actions), ``easy`` (Normal's choice half the time, otherwise
any legal action), ``normal`` (the game's own heuristic) or ``hard`` (a
game's own ``hard/<game>.py`` if it has one — Duel of Swords plays its
equilibrium, the other games improve on Normal by paired playouts,
:mod:`.hard.rollouts` — else information-set MCTS over determinizations).
A ``hard`` module that sets ``BUDGETED`` is given the think time and the
iteration budget asked for.

``baseline`` is not offered to players: it is a game's Hard of before, kept
for tournaments against the new one (Duel of Swords: the plain equilibrium;
the searching games: a fixed few imagined deals per decision), for the games
whose ``hard`` module has a ``BaselineAgent``.
"""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec
from types import ModuleType
from typing import Any

from ..engine import SetupError, get_game
from .agent import Agent, RandomAgent
from .easy import EasyAgent
from .ismcts import Budget, SearchAgent

#: Levels a player can be given, weakest first; every game offers each of these.
LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

#: Levels for tournaments and measurements only, never offered to players.
BASELINE = "baseline"

#: Hard's default thinking time per decision, in seconds.
THINK_TIME = 1.0


def _module(kind: str, game_id: str) -> str:
    """A game's plug-in: ``game.ai.<kind>.<game id with underscores>``."""
    return f"{__name__}.{kind}.{game_id.replace('-', '_')}"


def _has(module: str) -> bool:
    try:
        return find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def hard_module(game_id: str) -> ModuleType | None:
    """The game's own ``hard/<game>.py`` module, or None if Hard is the generic search there."""
    own = _module("hard", game_id)
    return import_module(own) if _has(own) else None


def normal_agent(game_id: str) -> Agent | None:
    """The game's heuristic ``NormalAgent``, or None if it has none yet."""
    name = _module("heuristics", game_id)
    if not _has(name):
        return None
    agent: Agent = import_module(name).NormalAgent()
    return agent


def hard_searches(game_id: str) -> bool:
    """Whether the game's Hard searches on a budget of imagined deals and think time (else it answers at once, its own way)."""
    own = _module("hard", game_id)
    if not _has(own):
        return True
    return bool(getattr(import_module(own), "BUDGETED", False))


def make_agent(
    game_id: str, level: str, *, think_time: float | None = THINK_TIME, iterations: int | None = None, profile: Any = None
) -> Agent:
    """A computer player of ``level`` for ``game_id``; ``SetupError`` if there is none.

    ``think_time`` and ``iterations`` bound Hard's search (either may be None;
    an iteration budget alone makes its play exactly replayable). ``profile``
    is what a Hard that learns its foe (a module that sets ``PROFILED``) kept
    of this foe before, as its ``profile_data`` gave it.
    """
    get_game(game_id)
    if level == BASELINE:
        module = hard_module(game_id)
        if module is None or not hasattr(module, "BaselineAgent"):
            raise SetupError(f"no baseline computer player for {game_id}")
        baseline: Agent = module.BaselineAgent()
        return baseline
    if level not in LEVELS:
        raise SetupError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")
    if level == "random":
        return RandomAgent()
    if level == "hard":
        own = _module("hard", game_id)
        if _has(own):
            module = import_module(own)
            if getattr(module, "PROFILED", False) and profile is not None:  # it starts from what it learnt of this foe
                agent: Agent = module.with_profile(profile)
            elif getattr(module, "BUDGETED", False):  # its own search, on the budget asked for
                agent = module.HardAgent(think_time=think_time, iterations=iterations)
            else:
                agent = module.HardAgent()
            return agent
        budget = Budget(iterations=iterations, seconds=think_time)
        if iterations is None and think_time is None:
            budget = Budget()
        return SearchAgent(game_id, rollout=normal_agent(game_id), budget=budget, advisor=normal_agent(game_id))
    normal = normal_agent(game_id)
    if normal is None:
        raise SetupError(f"no {level!r} computer player for {game_id} yet (levels: random, hard)")
    return normal if level == "normal" else EasyAgent(normal)


__all__ = [
    "BASELINE",
    "LEVELS",
    "THINK_TIME",
    "Agent",
    "EasyAgent",
    "RandomAgent",
    "SearchAgent",
    "hard_module",
    "hard_searches",
    "make_agent",
    "normal_agent",
]
