"""Suits Duel, Hard: Normal's duellist, overruled where paired playouts show a better spell.

A playout runs until both sides have had one more turn; the position is
then judged by a logistic judge of the two sides' material, fitted on the
turn starts of 1,500 Normal-against-Normal games (112,000 positions): a
shield is worth little more than a battler in play, a card in hand about
half of one, a wound on one's own battler costs about half a battler, and
battlers of more suits (more attacks open) help. On 750 other games its
log-loss is 0.552 against 0.606 for the guess it replaced (shields, 0.4 a
battler, 0.1 a card) and 0.693 for a coin; the Hard of before keeps that
guess (:class:`BaselineAgent`).
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
#: The guess of before, kept for the baseline: what each kind of material is worth, in shields.
BATTLER = 0.4
CARD = 0.1
#: Material lead (in shields) that makes the win about e times likelier than the loss (the guess of before).
LEAD_SCALE = 1.0
#: The fitted judge's weights on the differences (seat minus foe) of :func:`material_features`.
WEIGHTS = (1.297, 1.081, 0.522, -0.636, 0.41, -0.31)


def turns_played(start: State, now: State) -> bool:
    """Both sides have had their next turn."""
    return cast(SuitsDuelState, now).turn >= cast(SuitsDuelState, start).turn + TURNS


def material_features(state: SuitsDuelState, seat: int) -> list[float]:
    """What the judge weighs, seat minus foe: shields, battlers, cards in hand, wounded battlers, battler suits; and +1 if
    the seat is the one whose turn begins (-1 if not)."""
    foe = 1 - seat

    def side(s: int) -> list[float]:
        return [
            sum(1 for c in state.shields[s] if c is not None),
            len(state.battlers[s]),
            len(state.hands[s]),
            sum(1 for w in state.wounds[s] if w is not None),
            len({c.suit for c in state.battlers[s]}),
        ]

    mine, theirs = side(seat), side(foe)
    return [m - t for m, t in zip(mine, theirs, strict=True)] + [1.0 if state.active == seat else -1.0]


def fitted_value(state: State, seat: int) -> float:
    """The chance to win from the material on both sides, by the fitted judge."""
    x = sum(w * f for w, f in zip(WEIGHTS, material_features(cast(SuitsDuelState, state), seat), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def material_value(state: State, seat: int) -> float:
    """The chance to win from shields, battlers and cards, as the guess of before (the baseline's judge)."""
    st = cast(SuitsDuelState, state)

    def material(s: int) -> float:
        shields = sum(1 for c in st.shields[s] if c is not None)
        return shields + BATTLER * len(st.battlers[s]) + CARD * len(st.hands[s])

    return 1.0 / (1.0 + math.exp(-(material(seat) - material(1 - seat)) / LEAD_SCALE))


HORIZON = Horizon(settled=turns_played, value=fitted_value)
#: The Hard of before judged by the guess.
BASELINE_HORIZON = Horizon(settled=turns_played, value=material_value)

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
        self.horizon = BASELINE_HORIZON
