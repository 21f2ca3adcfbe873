"""Easy, for any game: Normal's judgement, but only some of the time.

With probability ``care`` it plays what Normal would; otherwise any legal
action, uniformly. An honest weakening: it makes the mistakes a beginner
makes (random ones), never deliberately bad moves, and still beats Random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Action, Observation
from .agent import Agent

#: How often Easy plays Normal's choice.
CARE = 0.5


class EasyAgent(Agent):
    name = "Easy"

    def __init__(self, normal: Agent, care: float = CARE) -> None:
        self.normal = normal
        self.care = care

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float] | None:
        """The mix of Normal's distribution and the uniform one, when Normal says what its distribution is."""
        normal = self.normal.strategy(observation, legal_actions)
        if normal is None:
            return None
        u = (1.0 - self.care) / len(legal_actions)
        return {a: u + self.care * normal.get(a, 0.0) for a in legal_actions}

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        if rng.random() < self.care:
            return self.normal.choose(observation, legal_actions, rng)
        return legal_actions[rng.randrange(len(legal_actions))]

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        return self.normal.explain(observation, legal_actions, action)
