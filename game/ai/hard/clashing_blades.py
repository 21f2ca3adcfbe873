"""Clashing Blades, Hard: Normal's duelist, overruled where paired playouts show a better card.

A playout runs to the end of the current hand: after damage (or both
hands empty) every card is reshuffled, so what is left to judge is the
health on each side (and nothing hidden). The worth of a health lead is a
logistic guess of the chance to win from it.
"""

from __future__ import annotations

import math
from typing import cast

from ...engine import State
from ...engine.games.clashing_blades.state import ClashingBladesState
from ..heuristics.clashing_blades import NormalAgent
from .rollouts import Horizon, RolloutAgent, table_budget

#: Imagined deals per decision: what the tournament measures and what the table plays (cut at the think time).
ITERATIONS = 12
#: Health points of lead that make the win about e times likelier than the loss.
LEAD_SCALE = 4.0


def _health(state: State) -> list[int]:
    return cast(ClashingBladesState, state).health


def hand_over(start: State, now: State) -> bool:
    """A new hand was dealt (or health changed): the cards in play no longer matter."""
    return cast(ClashingBladesState, start).hand_no != cast(ClashingBladesState, now).hand_no or _health(start) != _health(now)


def health_value(state: State, seat: int) -> float:
    """The chance to win from a health lead, as a logistic guess."""
    health = _health(state)
    return 1.0 / (1.0 + math.exp(-(health[seat] - health[1 - seat]) / LEAD_SCALE))


HORIZON = Horizon(settled=hand_over, value=health_value)


class HardAgent(RolloutAgent):
    """Hard for Clashing Blades: ``iterations`` imagined deals (default :data:`ITERATIONS`), cut at ``think_time``."""

    def __init__(self, *, think_time: float | None = 1.0, iterations: int | None = None) -> None:
        super().__init__(
            "clashing-blades",
            NormalAgent(),
            budget=table_budget(iterations, think_time, ITERATIONS),
            horizon=HORIZON,
        )


#: ``make_agent`` hands this Hard its think time and iteration budget.
BUDGETED = True


class BaselineAgent(HardAgent):
    """The Hard of before, kept for tournaments: :data:`ITERATIONS` deals, every action tried in each, no clock."""

    def __init__(self) -> None:
        super().__init__(think_time=None, iterations=ITERATIONS)
        self.drop_z = math.inf
