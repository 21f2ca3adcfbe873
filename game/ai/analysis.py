"""Analysis: Hard's estimate of the chance to win after each of a seat's options, from its observation alone.

``analyse(observation, legal_actions, iterations=…, seconds=…)`` answers
for every legal action with Hard's estimated chance to win the game after
it (a draw counts half) and the number of imagined deals behind it;
:class:`Analyst` is the same as an agent, so the table can ask it in the
computer players' worker process.

How each game is judged is Hard's own way of judging it:

- a game whose ``hard`` module has ``win_chances`` (Duel of Swords, solved:
  nothing is hidden but the foe's choice, so no deals are imagined) answers
  from it;
- a game whose Hard searches by paired playouts (:mod:`.hard.rollouts`)
  plays every option out over the same imagined deals, with its Normal
  players and its judge of the position;
- any other game does the same with the game's Normal players to the end.

The deals are Hard's own, drawn from the observation (``Game.determinize``; in El
Royale leaning to the ranks each foe collects, without Hard's memory of the
foes' earlier plays, since Analysis is asked about one observation) with a
seed taken from the observation, so with an iteration budget the answer is
fixed by what the seat may know and nothing else. With a time budget and
the table's helper processes (``helpers``), the playouts run in every
process at once, each on its own stream of deals, and are joined.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Action, Observation, get_game
from . import THINK_TIME, hard_module, make_agent, normal_agent
from .agent import Agent, RandomAgent
from .hard.rollouts import RolloutAgent, WorldHelpers, clearly_better
from .ismcts import Budget

#: Share of the time budget spent imagining deals: the rest is the margin that keeps the answer within the budget.
DEALING_SHARE = 0.9
#: Standard errors by which an option must trail the best to be shown as worse rather than within chance of it.
CLOSE_Z = 2.0
#: The least thinking an :class:`Analyst` does, however late it starts: a few deals still say something.
MIN_SECONDS = 0.05


@dataclass(frozen=True)
class Estimate:
    """One option: Hard's estimated chance to win after it (draws half), and the deals imagined to judge it."""

    action: Action
    chance: float
    deals: int
    #: Not clearly worse than the best option: on the deals imagined the difference is within chance (two standard
    #: errors of the paired differences). The best option is always close; with exact figures only an equal one is.
    close: bool = False


def analyse(
    observation: Observation,
    legal_actions: Sequence[Action],
    *,
    iterations: int | None = None,
    seconds: float | None = THINK_TIME,
    helpers: WorldHelpers | None = None,
) -> list[Estimate]:
    """Every legal action with Hard's estimate, best first (ties in the order given).

    Stops after ``iterations`` imagined deals or within ``seconds`` of
    thinking, whichever comes first (at least one deal; one of the two must
    be set). ``helpers`` imagine deals too, on the clock only (an iteration
    budget stays in this process, so its answer is exact).
    """
    if iterations is None and seconds is None:
        raise ValueError("analysis needs an iteration or a time budget")
    legal = list(legal_actions)
    own = hard_module(observation.game)
    if own is not None and hasattr(own, "win_chances"):
        chances: dict[Action, float] = own.win_chances(observation, legal)
        top = max(chances.values())
        estimates = [Estimate(a, chances[a], 0, chances[a] == top) for a in legal]
    else:
        searcher = _searcher(observation.game, iterations, seconds)
        searcher.helpers = helpers
        results = searcher.all_values(observation, legal)
        means = {a: sum(results[a]) / len(results[a]) for a in legal}
        best = max(legal, key=lambda a: means[a])
        estimates = [Estimate(a, means[a], len(results[a]), _close(results[best], results[a])) for a in legal]
    return sorted(estimates, key=lambda e: -e.chance)


def _close(best: Sequence[float], other: Sequence[float]) -> bool:
    """Whether ``other`` is within chance of ``best`` on the deals both were judged on (paired, as Hard compares)."""
    n = min(len(best), len(other))
    return best is other or not clearly_better(best[:n], other[:n], CLOSE_Z)


def _searcher(game_id: str, iterations: int | None, seconds: float | None) -> RolloutAgent:
    """The game's own Hard if it searches by playouts, else playouts by the game's Normal players to the end."""
    get_game(game_id)
    hard = make_agent(game_id, "hard", think_time=seconds, iterations=iterations)
    budget = Budget(iterations=iterations, seconds=None if seconds is None else seconds * DEALING_SHARE)
    if isinstance(hard, RolloutAgent):
        hard.budget = budget  # the budget asked for, not Hard's own default deals per decision
        return hard
    return RolloutAgent(game_id, normal_agent(game_id) or RandomAgent(), budget=budget)


class Analyst(Agent):
    """Analysis asked the way a computer player is asked: it "chooses" the option Hard rates best and keeps every estimate.

    Being an agent, it thinks wherever the table's computer players think
    (a process of its own, cancelled at once by ending that process), and
    its estimates come back with it as a computer player's state does.
    """

    name = "Analysis"

    def __init__(
        self, *, iterations: int | None = None, seconds: float | None = THINK_TIME, deadline: float | None = None
    ) -> None:
        self.iterations = iterations
        self.seconds = seconds
        #: ``time.time()`` by which to answer (a process started for the question eats into the time): None for none.
        self.deadline = deadline
        #: The last analysis, best first (empty until it has chosen once).
        self.estimates: list[Estimate] = []
        #: The table's helper processes, given where it thinks (``TakesHelpers``); never carried to another process.
        self.helpers: WorldHelpers | None = None

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "helpers": None}

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        seconds = self.seconds
        if seconds is not None and self.deadline is not None:
            seconds = max(MIN_SECONDS, min(seconds, self.deadline - time.time()))
        self.estimates = analyse(observation, legal_actions, iterations=self.iterations, seconds=seconds, helpers=self.helpers)
        return self.estimates[0].action
