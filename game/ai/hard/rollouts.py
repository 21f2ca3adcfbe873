"""Hard by policy improvement: try every legal action against the same imagined worlds, keep what beats Normal.

The "rollout algorithm": for each of ``iterations`` worlds drawn from the
seat's observation (``Game.determinize``, so the agent never sees the real
state), every candidate action is played and the game continues with the
game's Normal player on every seat (or, on the searching seat, a better
player the game's Hard names: ``own``), from the same world and the same random
source for every candidate (common random numbers, so the comparison is
paired and a few worlds tell actions apart). A playout stops at the game's
end or where the game's :class:`Horizon` says the position can be judged.

With one seat to act it plays Normal's own choice unless another action
beats it on the paired samples by ``z`` standard errors: more samples can
only make it better than Normal, never noisier. Where seats choose at the
same time it mixes: a softmax of the estimated values, so the foe meets a
distribution, not a fixed reply. Its search seed comes from the observation,
so with an iteration budget ``strategy`` is exactly what ``choose`` samples.

With a think time and no cap on worlds (the table), other processes may
imagine worlds of the same search at the same time (``helpers``, given by
whoever runs the agent; never pickled with it): each imagines its own
stream of worlds from the same observation, and :func:`merge_streams`
joins the results. With an iteration budget it always searches alone, so
a tournament replays exactly.
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from ...engine import Action, Game, IllegalAction, Observation, State, get_game
from ...engine.rng import Rng
from ..agent import Agent, sample
from ..ismcts import Budget, search_seed

#: Worlds every action is tried in before any may drop out of the race.
RACE_AFTER = 8
#: How many standard errors behind the leader (paired) an action must be to drop out.
DROP_Z = 3.0


#: Per action, its playout results in the order of the worlds imagined (the same worlds for every action still racing).
Results = dict[Action, list[float]]


class WorldHelpers(Protocol):
    """Other processes that imagine worlds of one search while the agent imagines its own (see :mod:`.rollouts`)."""

    def ask(self, agent: SharesWorlds, observation: Observation, legal: list[Action], seconds: float) -> int:
        """Start every helper on its own stream of worlds (streams 1, 2, …) for about ``seconds``; how many started."""
        ...

    def collect(self) -> list[Results]:
        """The results of each helper that answered (a helper that failed is left out, never raised)."""
        ...


@runtime_checkable
class TakesHelpers(Protocol):
    """An agent that can use the table's helper processes while it thinks (a :class:`SharesWorlds` search, or
    Analysis running one); it never carries them to another process."""

    helpers: WorldHelpers | None


@runtime_checkable
class SharesWorlds(TakesHelpers, Protocol):
    """A search whose worlds several processes can imagine at once: the table gives it ``helpers``, each of which
    runs ``values`` on its own ``stream`` of worlds from the same observation and sends the results back."""

    def values(self, observation: Observation, legal: list[Action], stream: int = 0) -> Results: ...


@dataclass(frozen=True)
class Horizon:
    """Where a playout may stop before the game ends, and what the position is worth there.

    ``settled(start, now)`` says the playout has reached a point that can be judged (a hand
    over, a round scored); ``value(state, seat)`` is the seat's chance of winning from there,
    in [0, 1]. ``max_actions`` cuts a playout that never settles.
    """

    settled: Callable[[State, State], bool]
    value: Callable[[State, int], float]
    max_actions: int = 400


def final_points(state: State, seat: int) -> float | None:
    """1 for a win, ½ for a draw, 0 for a loss, or None while the game goes on."""
    outcome = state.outcome
    return None if outcome is None else outcome.points(seat, state.seats)


class RolloutAgent(Agent):
    """Normal, improved by paired playouts of every legal action over imagined worlds."""

    name = "Hard"

    def __init__(
        self,
        game_id: str,
        base: Agent,
        *,
        budget: Budget,
        horizon: Horizon | None = None,
        z: float = 1.5,
        temperature: float = 0.03,
        drop_z: float = DROP_Z,
        own: Agent | None = None,
    ) -> None:
        self.game: Game = get_game(game_id)
        self.base = base
        #: Who makes the searching seat's own later choices in a playout (``base`` unless the game's Hard plays
        #: better than its Normal: the playouts then judge a move by the play that will really follow it).
        self.own = own if own is not None else base
        #: Worlds per decision and think time (the table holds a searcher's answer for the whole ``budget.seconds``).
        self.budget = budget
        self.horizon = horizon
        #: How many standard errors an action must beat Normal's choice by (one seat to act).
        self.z = z
        #: Softmax temperature, in win chance, for simultaneous choices.
        self.temperature = temperature
        #: Standard errors behind the leader at which an action stops being tried (see :func:`still_in_the_race`).
        self.drop_z = drop_z
        self._last: tuple[tuple[Observation, tuple[Action, ...]], dict[Action, float]] | None = None
        #: Worlds the last search imagined, in every process (for the bench and tests).
        self.last_iterations = 0
        #: Processes that imagine worlds alongside this one at the table (None: it searches alone).
        self.helpers: WorldHelpers | None = None

    def __getstate__(self) -> dict[str, Any]:
        """Everything but the helpers: the agent crosses to other processes, its helpers stay where they run."""
        return {**self.__dict__, "helpers": None}

    # -- the Agent interface ----------------------------------------------------------------------

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        if len(legal_actions) == 1:
            return {legal_actions[0]: 1.0}
        key = (observation, tuple(legal_actions))
        if self._last is not None and self._last[0] == key:
            return dict(self._last[1])
        dist = self._search(observation, list(legal_actions))
        self._last = (key, dist)
        return dict(dist)

    def think_seconds(self) -> float | None:
        return self.budget.seconds

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return sample(self.strategy(observation, legal_actions), rng)

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        return f"{action}: it did best against Normal play across {self.last_iterations} imagined deals of the unseen cards."

    # -- the search -------------------------------------------------------------------------------

    def values(self, observation: Observation, legal: list[Action], stream: int = 0) -> Results:
        """Each action's playout results, one per imagined world, in the same order for every action.

        ``stream`` numbers a process's own worlds in a parallel search (0 is the search alone).
        """
        seed = stream_seed(search_seed(observation), stream)
        rng = random.Random(seed)
        deal = Rng(seed)
        me = observation.seat
        results: dict[Action, list[float]] = {a: [] for a in legal}
        alive = list(legal)
        keep = self.incumbent(observation, legal)
        start = time.perf_counter()
        done = 0
        iterations, seconds = self.budget.iterations, self.budget.seconds
        while iterations is None or done < iterations:
            if seconds is not None and done > 0:
                spent = time.perf_counter() - start
                if spent + spent / done > seconds:  # the next world would run past the budget
                    break
            if done >= RACE_AFTER and len(alive) > 1:
                alive = still_in_the_race(results, alive, keep, self.drop_z)
            world = self.imagine(observation, deal.fork())
            playout_seed = rng.getrandbits(64)
            for action in alive:
                state = world.clone()
                try:
                    state.apply(me, action)
                except IllegalAction:  # this world does not allow it (cannot happen for a legal action)
                    results[action].append(0.0)
                    continue
                results[action].append(self._playout(world, state, me, random.Random(playout_seed)))
            done += 1
        self.last_iterations = done
        return results

    def imagine(self, observation: Observation, rng: Rng) -> State:
        """One world the observation allows: the game's own determinization (a game may bias it by a model of the foe)."""
        return self.game.determinize(observation, rng)

    def incumbent(self, observation: Observation, legal: list[Action]) -> Action | None:
        """The action that stands unless beaten (Normal's choice with one seat to act; none at a secret choice)."""
        if len(observation.to_act) > 1:
            return None
        return self.base.choose(observation, legal, random.Random(search_seed(observation)))

    def all_values(self, observation: Observation, legal: list[Action]) -> Results:
        """:meth:`values` here and, with helpers and only the clock to stop it (never an iteration budget, so a
        tournament replays exactly), in every helper at the same time, merged."""
        helpers, seconds = self.helpers, self.budget.seconds
        if helpers is None or seconds is None or self.budget.iterations is not None:
            return self.values(observation, legal)
        if not helpers.ask(self, observation, legal, seconds):
            return self.values(observation, legal)
        merged = merge_streams([self.values(observation, legal), *helpers.collect()])
        self.last_iterations = max(len(r) for r in merged.values())
        return merged

    def _search(self, observation: Observation, legal: list[Action]) -> dict[Action, float]:
        if len(observation.to_act) == 1 and self.budget.iterations is not None and self.budget.iterations < 2:
            # One world has no standard error: nothing can beat the incumbent, so no playout is needed to say so.
            self.last_iterations = 0
            advice = self.incumbent(observation, legal)
            assert advice is not None
            return {advice: 1.0}
        results = self.all_values(observation, legal)
        deals = max(len(r) for r in results.values())
        means = {a: sum(r) / len(r) for a, r in results.items() if len(r) == deals}  # the ones still in the race
        if len(observation.to_act) > 1:
            return softmax(means, self.temperature)
        advice = self.incumbent(observation, legal)
        assert advice is not None
        best = max(means, key=lambda a: means[a])
        if best != advice and clearly_better(results[best], results[advice], self.z):
            return {best: 1.0}
        return {advice: 1.0}

    def _playout(self, start: State, state: State, me: int, rng: random.Random) -> float:
        horizon = self.horizon
        limit = horizon.max_actions if horizon is not None else self.budget.rollout_actions
        steps = 0
        while state.outcome is None and steps < limit:
            if horizon is not None and horizon.settled(start, state):
                return horizon.value(state, me)
            joint = []
            for seat in state.to_act():
                legal = state.legal_actions(seat)
                agent = self.own if seat == me else self.base
                joint.append((seat, legal[0] if len(legal) == 1 else agent.choose(state.observation(seat), legal, rng)))
            if not joint:
                break
            for seat, action in joint:
                if state.outcome is None:
                    state.apply(seat, action)
            steps += len(joint)
        points = final_points(state, me)
        if points is not None:
            return points
        return horizon.value(state, me) if horizon is not None else 0.5


def table_budget(iterations: int | None, think_time: float | None, default: int) -> Budget:
    """Hard's budget: at the table (a think time, no cap on worlds) it imagines worlds until its time is nearly spent.

    A tournament passes ``iterations`` (and no time) so that a run replays
    exactly; with neither, ``default`` worlds.
    """
    if iterations is None and think_time is None:
        return Budget(iterations=default, seconds=None)
    return Budget(iterations=iterations, seconds=think_time)


def stream_seed(seed: int, stream: int) -> int:
    """The seed of a process's own worlds: the search's seed for stream 0, a hash of both for the others."""
    if stream == 0:
        return seed
    return int.from_bytes(hashlib.blake2b(f"{seed}:{stream}".encode(), digest_size=8).digest(), "big")


def merge_streams(streams: Sequence[Results]) -> Results:
    """One search's results from several processes' streams of worlds, still paired.

    In each stream the actions still racing at its end hold a result for
    every world of that stream. The actions racing in every stream get
    their streams' results one after another, so every world still has a
    result for each; an action any stream dropped is left with its results
    from the first stream alone (fewer worlds than the rest, so it counts as
    out of the race). If no action raced to the end of every stream (it
    cannot happen with one seat to act: Normal's choice never drops), the
    stream with most worlds stands alone.
    """

    def racing(stream: Results) -> set[Action]:
        longest = max(len(r) for r in stream.values())
        return {a for a, r in stream.items() if len(r) == longest}

    common = set.intersection(*(racing(s) for s in streams))
    if not common:
        return max(streams, key=lambda s: max(len(r) for r in s.values()))
    first = streams[0]
    return {a: [v for s in streams for v in s[a]] if a in common else list(first[a]) for a in first}


def still_in_the_race(results: dict[Action, list[float]], alive: list[Action], keep: Action | None, z: float) -> list[Action]:
    """The actions not yet clearly worse than the leader on the paired worlds (``keep`` always stays).

    Dropping the hopeless ones early spends the rest of the think time on the
    close calls, which is where more worlds change the answer.
    """
    leader = max(alive, key=lambda a: sum(results[a]))
    return [a for a in alive if a in (leader, keep) or not clearly_better(results[leader], results[a], z)]


def clearly_better(challenger: Sequence[float], incumbent: Sequence[float], z: float) -> bool:
    """Whether the paired differences put ``challenger`` above ``incumbent`` by ``z`` standard errors."""
    n = len(challenger)
    if n < 2:
        return False
    diffs = [c - i for c, i in zip(challenger, incumbent, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > 0 and mean > z * math.sqrt(var / n)


def softmax(means: dict[Action, float], temperature: float) -> dict[Action, float]:
    """A mixed strategy that favours the better actions; below a thousandth of the best's weight drops out."""
    top = max(means.values())
    weights = {a: math.exp((m - top) / temperature) for a, m in means.items()}
    kept = {a: w for a, w in weights.items() if w >= 1e-3}
    total = sum(kept.values())
    return {a: w / total for a, w in kept.items()}
