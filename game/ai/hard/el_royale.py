"""El Royale, Hard: Normal's collector, overruled where paired playouts show a better play.

A playout runs a couple of battles on, then judges the position by hand
sizes: a big hand is far from a last card that completes four of a rank,
and over sixteen cards a conceding defender is out. The lead in cards is a
logistic guess of the chance to win; a playout that ends the game counts
the real result.
"""

from __future__ import annotations

import math
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
#: Cards fewer than the foe that make the win about e times likelier than the loss.
LEAD_SCALE = 4.0


def battles_fought(start: State, now: State) -> bool:
    """The next few battles are over."""
    return cast(ElRoyaleState, now).battle_no >= cast(ElRoyaleState, start).battle_no + BATTLES


def hand_value(state: State, seat: int) -> float:
    """The chance to win from holding fewer cards than the biggest foe hand, as a logistic guess."""
    st = cast(ElRoyaleState, state)
    foes = [len(st.hands[s]) for s in range(st.seats) if s != seat and not st.eliminated[s]]
    lead = (min(foes) if foes else 0) - len(st.hands[seat])
    return 1.0 / (1.0 + math.exp(-lead / LEAD_SCALE))


HORIZON = Horizon(settled=battles_fought, value=hand_value)

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
