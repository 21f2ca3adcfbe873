"""The one interface every computer player has.

An agent is handed an :class:`Observation` (what its seat may know) and the
legal actions, never the state: it cannot see a card its seat may not know.
Randomness comes from the ``rng`` it is given, so a seeded match replays.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Observation


class Agent(ABC):
    """A computer player."""

    #: Short name for menus and tables ("Random", "Normal"...).
    name: str = "Agent"

    @abstractmethod
    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """One of ``legal_actions``."""

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float] | None:
        """The distribution ``choose`` samples from, for agents that mix; None for those that do not."""
        return None

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        """A one-line reason for a choice (used by hints)."""
        return ""

    def think_seconds(self) -> float | None:
        """The seconds its budget gives each decision (None: it answers at once).

        The table holds a searcher's answer this long whatever it decided, so
        a quick answer never tells a human that there was little to decide.
        """
        return None

    def game_over(self, observation: Observation) -> None:
        """Learn from a finished game, seen from the seat's own observation, for the next one against the same foe."""
        return None  # most agents learn nothing

    def profile_data(self) -> Any:
        """What it has learnt of its foes, as plain JSON data to keep between sessions (None: nothing to keep)."""
        return None


class RandomAgent(Agent):
    """Picks uniformly among the legal actions: the floor every level must beat."""

    name = "Random"

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return legal_actions[rng.randrange(len(legal_actions))]

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        p = 1.0 / len(legal_actions)
        return {a: p for a in legal_actions}


def sample(dist: dict[Action, float], rng: random.Random) -> Action:
    """One action drawn from a distribution (probabilities need not sum exactly to 1)."""
    total = sum(dist.values())
    x = rng.random() * total
    last = None
    for action, p in dist.items():
        last = action
        x -= p
        if x < 0:
            return action
    assert last is not None, "an empty strategy"
    return last
