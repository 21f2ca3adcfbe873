"""El Royale, Hard: Normal's collector, overruled where paired playouts show a play that wins (or saves) the game soon.

A playout runs a couple of battles on. The race to a last card that
completes four of a rank has no static judge we could trust: a guess from
hand sizes (smaller is nearer the goal) made Hard lose to Normal (about
32% in 60 games), since it punished taking the piles a collector needs,
and playouts to the very end cost too much. So a position still open at
the horizon counts as even, and only a game won or lost within it tells
the actions apart: Hard keeps Normal's play except for a clear win or a
clear escape. Against Normal that scored 54.5% of 400 games, 95% interval
49.6-59.3%: ahead, but not yet clearly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ...engine import Action, Observation, State
from ...engine.games.el_royale.state import ElRoyaleState
from ..heuristics.el_royale import NormalAgent
from ..ismcts import Budget
from .rollouts import Horizon, RolloutAgent

#: Imagined deals per decision: what the tournament measures and what the table plays (cut at the think time).
ITERATIONS = 8
#: After this many battles careful play can cycle for ever; like Normal, Hard then plays any move (not talk) to break it.
PATIENCE = 80
#: Battles a playout runs before the position is judged.
BATTLES = 2


def battles_fought(start: State, now: State) -> bool:
    """The next few battles are over."""
    return cast(ElRoyaleState, now).battle_no >= cast(ElRoyaleState, start).battle_no + BATTLES


def open_value(state: State, seat: int) -> float:
    """A game still open at the horizon: even (only a result reached within it counts)."""
    return 0.5


HORIZON = Horizon(settled=battles_fought, value=open_value)

#: ``make_agent`` hands this Hard its think time and iteration budget.
BUDGETED = True


class HardAgent(RolloutAgent):
    """Hard for El Royale: ``iterations`` imagined deals (default :data:`ITERATIONS`), cut at ``think_time``."""

    def __init__(self, *, think_time: float | None = 1.0, iterations: int | None = None) -> None:
        super().__init__(
            "el-royale", NormalAgent(), budget=Budget(iterations=iterations or ITERATIONS, seconds=think_time), horizon=HORIZON
        )

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        if observation.info["battle"] > PATIENCE:
            moves = [a for a in legal_actions if a.kind not in ("talk", "show", "signal")] or list(legal_actions)
            return {a: 1.0 / len(moves) for a in moves}
        return super().strategy(observation, legal_actions)
