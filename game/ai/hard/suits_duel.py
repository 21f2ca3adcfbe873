"""Suits Duel, Hard: Normal's duellist, overruled where paired playouts show a better spell.

A playout runs until both sides have had one more turn; the position is
then judged by its material: shields above all (they decide the game),
then battlers in play, then cards in hand, as a logistic guess of the
chance to win.
"""

from __future__ import annotations

import math
from typing import cast

from ...engine import State
from ...engine.games.suits_duel.state import SuitsDuelState
from ..heuristics.suits_duel import NormalAgent
from .rollouts import Horizon, RolloutAgent, table_budget

#: Imagined deals per decision: what the tournament measures and what the table plays (cut at the think time).
ITERATIONS = 8
#: Turns a playout runs before the position is judged.
TURNS = 2
#: What each kind of material is worth, in shields.
BATTLER = 0.4
CARD = 0.1
#: Material lead (in shields) that makes the win about e times likelier than the loss.
LEAD_SCALE = 1.0


def turns_played(start: State, now: State) -> bool:
    """Both sides have had their next turn."""
    return cast(SuitsDuelState, now).turn >= cast(SuitsDuelState, start).turn + TURNS


def material_value(state: State, seat: int) -> float:
    """The chance to win from shields, battlers and cards, as a logistic guess."""
    st = cast(SuitsDuelState, state)

    def material(s: int) -> float:
        shields = sum(1 for c in st.shields[s] if c is not None)
        return shields + BATTLER * len(st.battlers[s]) + CARD * len(st.hands[s])

    return 1.0 / (1.0 + math.exp(-(material(seat) - material(1 - seat)) / LEAD_SCALE))


HORIZON = Horizon(settled=turns_played, value=material_value)

#: ``make_agent`` hands this Hard its think time and iteration budget.
BUDGETED = True


class HardAgent(RolloutAgent):
    """Hard for Suits Duel: ``iterations`` imagined deals (default :data:`ITERATIONS`), cut at ``think_time``."""

    def __init__(self, *, think_time: float | None = 1.0, iterations: int | None = None) -> None:
        super().__init__("suits-duel", NormalAgent(), budget=table_budget(iterations, think_time, ITERATIONS), horizon=HORIZON)


class BaselineAgent(HardAgent):
    """The Hard of before, kept for tournaments: :data:`ITERATIONS` deals, every action tried in each, no clock."""

    def __init__(self) -> None:
        super().__init__(think_time=None, iterations=ITERATIONS)
        self.drop_z = math.inf
