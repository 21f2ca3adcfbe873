"""Duel of Swords, Hard: the equilibrium of the whole duel, leaning on the foe's habits only where that is free.

Each round it solves the round's matrix game over the solved values of
the positions that follow (:mod:`.duel_of_swords_equilibrium`). Where the
round has several optimal mixes it takes the one that scores most against
the foe's habits so far (Normal's estimate; uniform before any history), so
it stays unexploitable while punishing a predictable foe.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine import Action, Observation
from ...engine.games.duel_of_swords import MOVES
from ..agent import Agent, sample
from ..heuristics.duel_of_swords import foe_frequencies
from ..matrix_game import equilibrium, refined
from .duel_of_swords_equilibrium import NO_BAN, Position, ban_after, scoring_key, solver_for

_INDEX = {m: i for i, m in enumerate(MOVES)}


def position_of(observation: Observation) -> Position:
    """The deciding seat's position: round, hits, pending advantage and the moves neither side may repeat."""
    info, seat = observation.info, observation.seat
    pending = info["pending"]
    history = info["history"]
    my_ban = their_ban = NO_BAN
    if history:
        last = history[-1]["moves"]
        my_ban = ban_after(_INDEX[last[seat]], observation.options)
        their_ban = ban_after(_INDEX[last[1 - seat]], observation.options)
    return (
        info["round"],
        info["hits"][seat],
        info["hits"][1 - seat],
        0 if pending is None else (1 if pending == seat else -1),
        my_ban,
        their_ban,
    )


def mix_at(options: Mapping[str, Any], position: Position, habits: Sequence[float] | None = None) -> list[float]:
    """The optimal mix of the ten moves at a position that scores most against ``habits`` (uniform if None)."""
    solver = solver_for(scoring_key(options))
    rows, cols, matrix = solver.payoff(position)
    value, _ = equilibrium(matrix)  # the value of this very matrix (the table's values are rounded)
    weak = [habits[j] for j in cols] if habits is not None else [1.0] * len(cols)
    total = sum(weak)
    weak = [w / total for w in weak] if total > 0 else [1.0 / len(cols)] * len(cols)
    out = [0.0] * len(MOVES)
    for i, p in zip(rows, refined(matrix, value, weak), strict=True):
        out[i] = p
    return out


def equilibrium_mix(observation: Observation) -> dict[str, float]:
    """This round's optimal mix, by move id, leaning toward what punishes the foe's habits."""
    mix = mix_at(observation.options, position_of(observation), foe_frequencies(observation))
    return dict(zip(MOVES, mix, strict=True))


class HardAgent(Agent):
    """Samples each round's move from the equilibrium of the whole duel."""

    name = "Hard"

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        mix = equilibrium_mix(observation)
        dist = {a: mix.get(a.target or "", 0.0) for a in legal_actions}
        total = sum(dist.values())
        if total <= 0:
            return {a: 1.0 / len(legal_actions) for a in legal_actions}
        return {a: p / total for a, p in dist.items()}

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return sample(self.strategy(observation, legal_actions), rng)

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        dist = self.strategy(observation, legal_actions)
        names = observation.info["move_names"]
        name = names[_INDEX[action.target]] if action.target in _INDEX else str(action)
        return f"{name} ({dist.get(action, 0.0):.0%} of the time here): a mix no reply can beat on average."
