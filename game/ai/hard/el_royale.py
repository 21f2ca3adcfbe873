"""El Royale, Hard: Normal's collector, overruled where paired playouts show a better play.

A playout runs three battles on; a game still open there is judged
by the two hands, with weights fitted by logistic regression on the
battle starts of 1,500 Normal-against-Normal games (157,000 positions): a
bigger hand is better so long as it is a collection (many cards in few
ranks, pairs alive while none of the rank is discarded), scattered ranks
are worse. Against Normal that scored 66.5% of 400 games, 95% interval
61.7-70.9% (``tournament el-royale --agents hard,normal --games 400
--seed 0 --iterations 8``). The earlier guesses lost or drew: "smaller hand is nearer the
goal" (19/60 against Normal; the fit says the opposite) and "an open game
is even" (54.5% of 400, not clear of one half, since Hard then almost
never overruled Normal).

What it lacked most was the foe's hand (told it, 87.5% of 200 against
Normal): its deals now guess each foe's unseen cards from the ranks it
collects and from its plays over its last draws (:mod:`.el_royale_foe_hands`),
which won 72.9% of 1,000 games at 16 worlds (seeds 20000-20999) where
uniform deals won 67.1%.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from functools import partial
from typing import cast

from ...engine import Action, Observation, State
from ...engine.games.el_royale.state import ElRoyaleState
from ...engine.rng import Rng
from ..heuristics.el_royale import NormalAgent
from . import el_royale_foe_hands
from .el_royale_foe_memory import FoeMemory
from .rollouts import Horizon, RolloutAgent, table_budget

#: Imagined deals per decision: what the tournament measures and what the table plays (cut at the think time).
ITERATIONS = 8
#: After this many battles careful play can cycle for ever; like Normal, Hard then plays any move (not talk) to break it.
PATIENCE = 80
#: Battles a playout runs before the position is judged. The judge says little at a battle's start (log-loss 0.672
#: against a coin's 0.693), so the playout carries the weight: three battles won 78.8% of 400 games against Normal
#: at 16 worlds where two won 71.0% on the same deals (one won 55% of 100); each world costs about a third more.
BATTLES = 3


def battles_fought(start: State, now: State, battles: int = BATTLES) -> bool:
    """The next few battles are over."""
    return cast(ElRoyaleState, now).battle_no >= cast(ElRoyaleState, start).battle_no + battles


#: Weights of the hand judge, fitted by logistic regression on battle starts of Normal-against-Normal games (see
#: :func:`hand_features`): cards held, cards beyond eight, ranks held twice, three or more times, ranks held at
#: least twice with none of the rank discarded, distinct ranks held, and whether the seat attacks next.
WEIGHTS = (0.735, -0.168, -0.844, -1.408, 0.218, -0.75, 0.041)


def hand_features(state: ElRoyaleState, seat: int) -> list[float]:
    """What the judge weighs, for one seat: the collection in hand (sizes and sets) and who attacks next."""
    dead = Counter(c.rank for c in state.discard)
    held = Counter(c.rank for c in state.hands[seat])
    n = len(state.hands[seat])
    return [
        n,
        max(0, n - 8),
        sum(1 for k in held.values() if k == 2),
        sum(1 for k in held.values() if k >= 3),
        sum(1 for r, k in held.items() if k >= 2 and dead[r] == 0),
        len(held),
    ]


def hand_value(state: State, seat: int) -> float:
    """The chance to win from the hands at the horizon: the fitted judge on the seat against its strongest rival."""
    st = cast(ElRoyaleState, state)
    if st.eliminated[seat]:
        return 0.0

    def score(s: int) -> float:
        return sum(w * f for w, f in zip(WEIGHTS[:-1], hand_features(st, s), strict=True))

    rivals = [score(s) for s in range(st.seats) if s != seat and not st.eliminated[s]]
    if not rivals:
        return 1.0
    x = score(seat) - max(rivals) + WEIGHTS[-1] * (1.0 if st.attacker == seat else -1.0)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


HORIZON = Horizon(settled=battles_fought, value=hand_value)
#: The Hard of before judged after two battles.
BASELINE_HORIZON = Horizon(settled=partial(battles_fought, battles=2), value=hand_value)

#: ``make_agent`` hands this Hard its think time and iteration budget.
BUDGETED = True


class HardAgent(RolloutAgent):
    """Hard for El Royale: ``iterations`` imagined deals (default :data:`ITERATIONS`), cut at ``think_time``.

    Its deals guess the foes' hands from what they collected and played
    (:mod:`.el_royale_foe_hands`), remembered from every observation it is
    given (:mod:`.el_royale_foe_memory`).
    """

    def __init__(self, *, think_time: float | None = 1.0, iterations: int | None = None) -> None:
        super().__init__("el-royale", NormalAgent(), budget=table_budget(iterations, think_time, ITERATIONS), horizon=HORIZON)
        self.memory = FoeMemory()

    def imagine(self, observation: Observation, rng: Rng) -> State:
        return el_royale_foe_hands.imagine(self.game, observation, rng, self.memory)

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        self.memory.observe(observation)
        moves = [a for a in legal_actions if a.kind != "talk"]
        if len(moves) == 1 and moves[0].kind in ("pass", "done"):
            self.last_iterations = 0
            return {moves[0]: 1.0}  # nothing to add (every seat is asked, GEN-R07): no deals to imagine
        if observation.info["battle"] > PATIENCE:
            self.last_iterations = 0
            moves = [a for a in legal_actions if a.kind not in ("talk", "show", "signal")] or list(legal_actions)
            return {a: 1.0 / len(moves) for a in moves}
        return super().strategy(observation, legal_actions)


class BaselineAgent(HardAgent):
    """The Hard of before, kept for tournaments: :data:`ITERATIONS` uniform deals, every action tried in each, no clock,
    judged after two battles."""

    def __init__(self) -> None:
        super().__init__(think_time=None, iterations=ITERATIONS)
        self.drop_z = math.inf
        self.horizon = BASELINE_HORIZON

    def imagine(self, observation: Observation, rng: Rng) -> State:
        return self.game.determinize(observation, rng)
