"""Hard, for any game: information-set Monte Carlo tree search over determinizations.

Each iteration draws a full state consistent with the seat's observation
(``Game.determinize``: the agent never sees the real one), walks a tree
keyed by the actions taken since the root, expands one node, plays the rest
out with a rollout policy (the game's Normal player, or uniform), and
credits every seat with its result (win 1, draw ½, loss 0). Actions are
picked by UCB over availability counts, since a determinization may allow
actions another does not.

Simultaneous choices are decoupled: every seat to act picks from its own
statistics without seeing the others' picks, and at the root the agent
plays the mix of its visit counts (what the foe cannot read), not a fixed
reply. With one seat to act it keeps the rollout player's own choice
(the advisor's: the game's Normal player)
unless the search finds something clearly better (a small budget is noisy).
The search seed comes from the observation, so ``strategy`` is the
very distribution ``choose`` samples from (with an iteration budget).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine import Action, Game, IllegalAction, Observation, State, get_game
from ..engine.rng import Rng
from .agent import Agent, RandomAgent, sample

#: UCB exploration constant for results in [0, 1].
EXPLORATION = 0.7
#: At a one-seat root, search overrules the rollout player's own choice only when it looks better by this much.
MARGIN = 0.05
#: At a simultaneous root, moves with less than this share of the visits are dropped from the mix (exploration noise).
MIN_SHARE = 0.05


@dataclass
class _Arm:
    visits: int = 0
    total: float = 0.0
    available: int = 0


@dataclass
class _Node:
    arms: dict[int, dict[Action, _Arm]] = field(default_factory=dict)
    children: dict[tuple[tuple[int, Action], ...], _Node] = field(default_factory=dict)


@dataclass(frozen=True)
class Budget:
    """When a search stops: after ``iterations``, or after ``seconds`` of thinking, whichever comes first."""

    iterations: int | None = 2000
    seconds: float | None = 1.0
    #: A playout still going after this many actions is scored as an even share (keeps long games affordable).
    rollout_actions: int = 3000


def search_seed(observation: Observation) -> int:
    """A seed from the observation alone (so the same view gives the same search)."""
    text = json.dumps(observation.to_dict(), sort_keys=True, default=str)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


class SearchAgent(Agent):
    """Information-set MCTS within a budget, with a rollout agent for the playouts."""

    name = "Hard"

    def __init__(
        self, game_id: str, rollout: Agent | None = None, budget: Budget | None = None, advisor: Agent | None = None
    ) -> None:
        self.game: Game = get_game(game_id)
        self.rollout = rollout or RandomAgent()
        #: Whose choice stands unless the search clearly beats it (the game's Normal player, if any).
        self.advisor = advisor
        self.budget = budget or Budget()
        self._last: tuple[str, dict[Action, float]] | None = None
        #: Iterations the last search ran (for the bench and tests).
        self.last_iterations = 0

    # -- the Agent interface ----------------------------------------------------------------------

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        if len(legal_actions) == 1:
            return {legal_actions[0]: 1.0}
        key = json.dumps([observation.to_dict(), [a.to_dict() for a in legal_actions]], sort_keys=True, default=str)
        if self._last is not None and self._last[0] == key:
            return dict(self._last[1])
        dist = self._search(observation, legal_actions)
        self._last = (key, dist)
        return dict(dist)

    def think_seconds(self) -> float | None:
        return self.budget.seconds

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return sample(self.strategy(observation, legal_actions), rng)

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        return f"{action}: it did best across {self.last_iterations} simulated futures of what this seat may know."

    # -- the search -------------------------------------------------------------------------------

    def _search(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        seed = search_seed(observation)
        rng = random.Random(seed)
        deal = Rng(seed)
        root = _Node()
        me = observation.seat
        allowed = set(legal_actions)
        start = time.perf_counter()
        done = 0
        budget = self.budget
        while True:
            if budget.iterations is not None and done >= budget.iterations:
                break
            if budget.seconds is not None and done > 0 and time.perf_counter() - start >= budget.seconds:
                break
            state = self.game.determinize(observation, deal.fork())
            self._iterate(state, root, me, allowed, rng)
            done += 1
        self.last_iterations = done
        arms = {a: arm for a, arm in root.arms.get(me, {}).items() if a in allowed}
        if not arms:
            return {a: 1.0 / len(legal_actions) for a in legal_actions}
        if len(observation.to_act) > 1:
            total = sum(arm.visits for arm in arms.values())
            kept = {a: arm.visits for a, arm in arms.items() if arm.visits >= MIN_SHARE * total}
            mass = sum(kept.values())
            return {a: v / mass for a, v in kept.items()}
        best = max(arms, key=lambda a: (arms[a].visits, arms[a].total))
        if self.advisor is None:
            return {best: 1.0}
        advice = self.advisor.choose(observation, legal_actions, random.Random(seed))
        if advice in arms and best != advice and arms[advice].visits > 0:
            mean = {a: arms[a].total / arms[a].visits for a in (best, advice)}
            if mean[best] < mean[advice] + MARGIN:
                best = advice
        return {best: 1.0}

    def _iterate(self, state: State, root: _Node, me: int, allowed: set[Action], rng: random.Random) -> None:
        node = root
        path: list[tuple[_Node, list[tuple[int, Action]]]] = []
        at_root = True
        while state.outcome is None:
            joint: list[tuple[int, Action]] = []
            for seat in state.to_act():
                legal = state.legal_actions(seat)
                if at_root and seat == me:
                    legal = [a for a in legal if a in allowed] or legal
                joint.append((seat, _select(node.arms.setdefault(seat, {}), legal, rng)))
            if not joint:
                break
            _play(state, joint)
            path.append((node, joint))
            at_root = False
            key = tuple(joint)
            child = node.children.get(key)
            if child is None:
                node.children[key] = _Node()
                break
            node = child
        rewards = self._rollout(state, rng)
        for visited, joint in path:
            for seat, action in joint:
                arm = visited.arms[seat][action]
                arm.visits += 1
                arm.total += rewards[seat]

    def _rollout(self, state: State, rng: random.Random) -> list[float]:
        steps = 0
        while state.outcome is None and steps < self.budget.rollout_actions:
            joint = []
            for seat in state.to_act():
                legal = state.legal_actions(seat)
                joint.append((seat, legal[0] if len(legal) == 1 else self.rollout.choose(state.observation(seat), legal, rng)))
            if not joint:
                break
            _play(state, joint)
            steps += len(joint)
        outcome = state.outcome
        if outcome is None:
            return [1.0 / state.seats] * state.seats
        return [outcome.points(s, state.seats) for s in range(state.seats)]


def _select(arms: dict[Action, _Arm], legal: Sequence[Action], rng: random.Random) -> Action:
    """UCB1 over the actions available in this determinization; untried ones first."""
    untried = []
    for action in legal:
        arm = arms.get(action)
        if arm is None:
            arm = arms[action] = _Arm()
        arm.available += 1
        if arm.visits == 0:
            untried.append(action)
    if untried:
        return untried[rng.randrange(len(untried))]
    best, best_score = legal[0], -math.inf
    for action in legal:
        arm = arms[action]
        score = arm.total / arm.visits + EXPLORATION * math.sqrt(math.log(arm.available) / arm.visits)
        if score > best_score:
            best, best_score = action, score
    return best


def _play(state: State, joint: Sequence[tuple[int, Action]]) -> None:
    """Apply every seat's choice in seat order (the choices were made without seeing each other)."""
    for seat, action in joint:
        if state.outcome is not None:
            return
        try:
            state.apply(seat, action)
        except IllegalAction:  # a choice that an earlier one in the same joint made impossible
            legal = state.legal_actions(seat)
            if legal:
                state.apply(seat, legal[0])
