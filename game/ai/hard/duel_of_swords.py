"""Duel of Swords, Hard: the equilibrium as a safety net, and safe exploitation of the foe's habits.

Each round is a matrix game over the solved values of the positions that
follow (:mod:`.duel_of_swords_equilibrium`). ``BaselineAgent`` plays an
optimal mix of it every round: it cannot lose in expectation, but it cannot
punish a habit either.

``HardAgent`` reads the foe's habits from the rounds seen this duel, and
from earlier duels against the same foe through its ``profile``
(:mod:`.duel_of_swords_habits`), and plays the mix that scores best against
that reading, among the mixes whose worst case this round is at most
``risk`` below the round's value. What it may risk is a budget: ``BUDGET``
at the start, plus every gift the foe has made since (how much better the
foe's actual move left Hard than the round's value, given Hard's mix, not
its lucky draw), minus every loss a deviation cost. Each round risks a
share of the budget that grows with how far the reading departs from a foe
without habits. This is safe exploitation
(Ganzfried and Sandholm): the position's value minus the budget left can
only be kept level by the foe's best play, never pushed down, so a foe who
knows this rule exactly gains at most ``BUDGET`` of a game over the fair
half, in every duel: the budget starts afresh each duel whatever the
profile believes. ``guaranteed`` computes that figure exactly for short
duels, by searching every reply of such a foe.

Past the round limit with sudden death, the equilibrium can be a
stalemate: with No repeats, Disengage concedes nothing to any reply, so
two perfect players may trade it forever. There Hard spends up to
``STALEMATE_RISK`` of its budget a round on the mix most likely to end the
duel (``decisive_mix``), under the same accounts. A round there in which
the foe left itself open (its move could have been punished) adds up to
``STALEMATE_ALLOWANCE`` to the budget, so two Hards who have spent theirs
still break the tie, while a foe who only plays safe (Disengage for ever)
earns Hard nothing and gains at most the budget.

Everything Hard uses is a function of the observation's public history,
so its mix in a given position is fixed: the foe may know it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...engine import Action, Observation
from ...engine.games.duel_of_swords import GAME, MOVES
from ..agent import Agent, sample
from ..heuristics.duel_of_swords import foe_frequencies
from ..matrix_game import equilibrium, refined
from . import duel_of_swords_habits as habits_model
from .duel_of_swords_equilibrium import (
    NO_BAN,
    START,
    Position,
    Solver,
    after_round,
    ban_after,
    end_value,
    forget_tables,
    letters_from_my_side,
    offered_rule_sets,
    scoring_key,
    solver_for,
)
from .duel_of_swords_habits import NOTHING_SEEN, Habits, Round

#: What a perfect foe who knows Hard's rule can gain at most, in games (0.05 asked, less a margin for rounding).
BUDGET = 0.048
#: How much of the budget a round risks per unit of the readers' disagreement with the steady reading (total variation).
RISK_GAIN = 3.0
#: What a round past the round limit risks (while the budget lasts) to break a tie that could last forever.
STALEMATE_RISK = 0.004
#: What a round past the round limit adds to the budget at most, when the foe's move could have been punished that
#: much: two Hards who have spent their budgets still break the tie, a foe who only plays safe earns Hard nothing.
STALEMATE_ALLOWANCE = 0.001
#: Readings kept per set of options before the cache starts afresh.
CACHE_LIMIT = 200_000

_INDEX = {m: i for i, m in enumerate(MOVES)}
#: A round's matrix game: my moves, the foe's, my value after each pair, and the game's value.
RoundGame = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[float, ...], ...], float]


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


def mirrored(position: Position) -> Position:
    """The same position seen from the foe's side."""
    r, mine, theirs, pending, my_ban, their_ban = position
    return r, theirs, mine, -pending, their_ban, my_ban


@lru_cache(maxsize=65536)
def round_game(solver: Solver, position: Position) -> RoundGame:
    """The round's matrix game at a position: my moves, the foe's, my value after each pair, and its value."""
    rows, cols, matrix = solver.payoff(position)
    value, _ = equilibrium(matrix)  # the value of this very matrix (the table's values are rounded)
    return tuple(rows), tuple(cols), tuple(tuple(row) for row in matrix), value


def _spread(rows: Sequence[int], mix: Sequence[float]) -> list[float]:
    out = [0.0] * len(MOVES)
    for i, p in zip(rows, mix, strict=True):
        out[i] = p
    return out


def leaning_mix(solver: Solver, position: Position, habits: Sequence[float] | None, risk: float = 0.0) -> list[float]:
    """The mix of the ten moves that scores most against ``habits`` among those at most ``risk`` below the round's value."""
    rows, cols, matrix, value = round_game(solver, position)
    weak = [habits[j] for j in cols] if habits is not None else [1.0] * len(cols)
    total = sum(weak)
    weak = [w / total for w in weak] if total > 0 else [1.0 / len(cols)] * len(cols)
    return _spread(rows, refined(matrix, value - risk, weak))


def past_the_limit(solver: Solver, position: Position) -> bool:
    """A round of sudden death: only a tie gets past the limit, and nothing but a hit ends it."""
    return position[0] > solver.options["roundLimit"]


def decisive_mix(solver: Solver, position: Position, risk: float) -> list[float]:
    """Among the mixes at most ``risk`` below the round's value, the one that most often ends the duel against any reply."""
    rows, cols, matrix, value = round_game(solver, position)
    r, mine, theirs, pending, _, _ = position

    def ends(i: int, j: int) -> bool:
        hits, foe_hits, _ = after_round(solver.grid[i][j], mine, theirs, pending)
        return end_value(r, hits, foe_hits, solver.options) is not None

    aim = [sum(ends(i, j) for j in cols) / len(cols) for i in rows]
    return _spread(rows, refined(matrix, value - risk, aim=aim))


@lru_cache(maxsize=65536)
def steady_mix(solver: Solver, position: Position) -> tuple[float, ...]:
    """An optimal mix of the seat deciding at ``position`` (the one that does best against uniform play)."""
    return tuple(leaning_mix(solver, position, None))


def mix_at(options: Mapping[str, Any], position: Position, habits: Sequence[float] | None = None) -> list[float]:
    """The optimal mix of the ten moves at a position that scores most against ``habits`` (uniform if None)."""
    return leaning_mix(solver_for(scoring_key(options)), position, habits)


def equilibrium_mix(observation: Observation) -> dict[str, float]:
    """This round's optimal mix, by move id, leaning toward what punishes the foe's habits (Normal's estimate)."""
    mix = mix_at(observation.options, position_of(observation), foe_frequencies(observation))
    return dict(zip(MOVES, mix, strict=True))


@dataclass(frozen=True)
class Reading:
    """Hard's view of a duel at the start of a round: where it stands, what it may still risk, the foe's habits."""

    position: Position
    budget: float
    habits: Habits


@dataclass(frozen=True)
class Plan:
    """Hard's round: the reading of the foe, what it risks, and the mix it plays."""

    prediction: tuple[float, ...]
    risk: float
    mix: tuple[float, ...]


class Reader:
    """Hard's readings of duels under one set of options, remembered by the rounds played (our move, theirs)."""

    def __init__(self, solver: Solver, budget: float = BUDGET, profile: Habits = NOTHING_SEEN) -> None:
        self.solver = solver
        self.options = solver.options
        self.grid = letters_from_my_side(self.options)
        self.start = Reading(START, budget, profile)
        self._readings: dict[tuple[tuple[int, int], ...], Reading] = {(): self.start}
        self._plans: dict[Reading, Plan] = {}

    def plan(self, reading: Reading) -> Plan:
        """The mix Hard plays from ``reading``."""
        known = self._plans.get(reading)
        if known is not None:
            return known
        _, cols, _, _ = round_game(self.solver, reading.position)
        steady = steady_mix(self.solver, mirrored(reading.position))
        prediction = habits_model.predict(reading.habits, steady, cols)
        steady_reading = habits_model.predict_steady(steady, cols)
        disagreement = 0.5 * sum(abs(p - q) for p, q in zip(prediction, steady_reading, strict=True))
        if past_the_limit(self.solver, reading.position):  # the mix most likely to end the tie, whatever the reading
            risk = min(reading.budget, STALEMATE_RISK)
            mix = decisive_mix(self.solver, reading.position, risk)
        else:
            risk = reading.budget * min(1.0, RISK_GAIN * disagreement)
            mix = leaning_mix(self.solver, reading.position, prediction, risk)
        plan = Plan(tuple(prediction), risk, tuple(mix))
        self._plans[reading] = plan
        return plan

    def after(self, reading: Reading, mine: int, theirs: int) -> Reading | float:
        """The reading once a round ends with these moves, or Hard's result (1, ½, 0) if the duel is over."""
        r, hits, foe_hits, pending, _, _ = reading.position
        rows, cols, matrix, value = round_game(self.solver, reading.position)
        new_hits, new_foe_hits, new_pending = after_round(self.grid[mine][theirs], hits, foe_hits, pending)
        end = end_value(r, new_hits, new_foe_hits, self.options)
        if end is not None:
            return end
        mix = self.plan(reading).mix
        column = cols.index(theirs)
        gift = sum(mix[i] * matrix[k][column] for k, i in enumerate(rows)) - value
        position = (r + 1, new_hits, new_foe_hits, new_pending, ban_after(mine, self.options), ban_after(theirs, self.options))
        allowance = 0.0
        if past_the_limit(self.solver, position):
            exposed = max(row[column] for row in matrix) - value  # what the foe's move could have cost it
            allowance = min(STALEMATE_ALLOWANCE, max(0.0, exposed))
        budget = max(0.0, reading.budget + gift) + allowance
        return Reading(position, budget, self.learn(reading, mine, theirs))

    def learn(self, reading: Reading, mine: int, theirs: int) -> Habits:
        """The habits read once the foe's move of this round is seen (a round that ends the duel too)."""
        _, hits, foe_hits, pending, _, _ = reading.position
        new_hits, new_foe_hits, _ = after_round(self.grid[mine][theirs], hits, foe_hits, pending)
        played = Round(mine, theirs, new_hits > hits, new_foe_hits > foe_hits)
        return habits_model.learn(reading.habits, steady_mix(self.solver, mirrored(reading.position)), played)

    def learned(self, rounds: tuple[tuple[int, int], ...]) -> Habits:
        """The habits read from every round of a duel, its last (which may have ended it) included."""
        if not rounds:
            return self.start.habits
        return self.learn(self.reading(rounds[:-1]), *rounds[-1])

    def reading(self, rounds: tuple[tuple[int, int], ...]) -> Reading:
        """Hard's reading after these rounds (each: our move, the foe's), from the longest prefix already read."""
        if len(self._readings) > CACHE_LIMIT:
            self._readings = {(): self.start}
            self._plans = {}
        known = len(rounds)
        while rounds[:known] not in self._readings:
            known -= 1
        reading = self._readings[rounds[:known]]
        for n in range(known, len(rounds)):
            nxt = self.after(reading, *rounds[n])
            assert isinstance(nxt, Reading), "a finished duel has no next round"
            reading = nxt
            self._readings[rounds[: n + 1]] = reading
        return reading


def rounds_of(observation: Observation) -> tuple[tuple[int, int], ...]:
    """The rounds played, each as (the deciding seat's move, the foe's), by move index."""
    seat = observation.seat
    return tuple((_INDEX[h["moves"][seat]], _INDEX[h["moves"][1 - seat]]) for h in observation.info["history"])


def _as_actions(mix: Sequence[float], legal_actions: Sequence[Action]) -> dict[Action, float]:
    dist = {a: mix[_INDEX[a.target]] if a.target in _INDEX else 0.0 for a in legal_actions}
    total = sum(dist.values())
    if total <= 0:
        return {a: 1.0 / len(legal_actions) for a in legal_actions}
    return {a: p / total for a, p in dist.items()}


def _name(observation: Observation, action: Action) -> str:
    names = observation.info["move_names"]
    return names[_INDEX[action.target]] if action.target in _INDEX else str(action)


class HardAgent(Agent):
    """The equilibrium, bent toward the foe's habits by no more than it has won from them (plus ``BUDGET``)."""

    name = "Hard"

    def __init__(self, budget: float = BUDGET, profile: Habits = NOTHING_SEEN) -> None:
        self.budget = budget
        #: What earlier duels against this foe taught: each new duel's reading starts from it.
        self.profile = profile
        self._readers: dict[str, Reader] = {}

    def reader(self, options: Mapping[str, Any]) -> Reader:
        key = scoring_key(options)
        if key not in self._readers:
            self._readers[key] = Reader(solver_for(key), self.budget, self.profile)
        return self._readers[key]

    def game_over(self, observation: Observation) -> None:
        """Keep what this duel showed of the foe for the next one (the budget starts afresh: the bound holds per duel)."""
        self.remember(self.reader(observation.options).learned(rounds_of(observation)))

    def profile_data(self) -> Any:
        return habits_model.to_data(self.profile)

    def remember(self, habits: Habits) -> None:
        """Start every later duel from ``habits``, carried over as :func:`.duel_of_swords_habits.carried` keeps them."""
        self.profile = habits_model.carried(habits)
        self._readers = {}

    def plan(self, observation: Observation) -> Plan:
        """This round's plan, from the observation's public history alone."""
        reader = self.reader(observation.options)
        return reader.plan(reader.reading(rounds_of(observation)))

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        return _as_actions(self.plan(observation).mix, legal_actions)

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return sample(self.strategy(observation, legal_actions), rng)

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        plan = self.plan(observation)
        share = self.strategy(observation, legal_actions).get(action, 0.0)
        if plan.risk < 0.001:
            return f"{_name(observation, action)} ({share:.0%} of the time here): a mix no reply can beat on average."
        expected = max(range(len(MOVES)), key=plan.prediction.__getitem__)
        names = observation.info["move_names"]
        return (
            f"{_name(observation, action)} ({share:.0%} of the time here): it expects {names[expected]} "
            f"({plan.prediction[expected]:.0%}) and risks at most {plan.risk:.1%} of a game on that."
        )


def win_chances(observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
    """Each legal move's chance to win the duel (draws half) against Hard's reading of the foe, then best play.

    The solved values of the positions that follow, weighed by how Hard
    expects the foe to move this round: exact, so no deals are imagined.
    """
    reader = HardAgent().reader(observation.options)
    reading = reader.reading(rounds_of(observation))
    prediction = reader.plan(reading).prediction
    rows, cols, matrix, _ = round_game(reader.solver, reading.position)
    chances = {}
    for action in legal_actions:
        row = rows.index(_INDEX[action.target or ""])
        chances[action] = sum(prediction[j] * matrix[row][c] for c, j in enumerate(cols)) / sum(prediction[j] for j in cols)
    return chances


class BaselineAgent(Agent):
    """The plain equilibrium every round (the Hard of before, kept for tournaments): unbeatable, but reads nobody."""

    name = "Baseline"

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        return _as_actions(mix_at(observation.options, position_of(observation), foe_frequencies(observation)), legal_actions)

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return sample(self.strategy(observation, legal_actions), rng)

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        share = self.strategy(observation, legal_actions).get(action, 0.0)
        return f"{_name(observation, action)} ({share:.0%} of the time here): a mix no reply can beat on average."


def cold_first_moves() -> list[float]:
    """Seconds to Hard's first move under each rule set the options screen offers, every cache emptied first (bench)."""
    from ...engine import new_game

    seconds = []
    for options in offered_rule_sets():
        forget_tables()
        round_game.cache_clear()
        steady_mix.cache_clear()
        state = new_game(GAME.id, 2, seed=0, options=options)
        start = time.perf_counter()
        HardAgent().choose(state.observation(0), state.legal_actions(0), random.Random(0))
        seconds.append(time.perf_counter() - start)
    return seconds


def guaranteed(options: Mapping[str, Any], budget: float = BUDGET, profile: Habits = NOTHING_SEEN) -> float:
    """Hard's expected result against a foe who knows its rule and replies perfectly to every history.

    Exact: the foe's every reply is searched, Hard's every move in its mix
    weighed. The tree grows about forty-fold a round, so this is for short
    duels (a few rounds); ``0.5 - guaranteed(...)`` is the most such a foe gains.
    ``profile`` is what Hard carries from earlier duels against this foe.
    """
    full = {**GAME.resolve_options({}, 2), **options}  # any sizes, even below the game's minimums
    reader = Reader(Solver(full), budget, profile)

    def worst(reading: Reading) -> float:
        _, cols, _, _ = round_game(reader.solver, reading.position)
        mix = reader.plan(reading).mix
        support = [(i, p) for i, p in enumerate(mix) if p > 1e-12]
        best_reply = 1.0
        for j in cols:
            total = 0.0
            for i, p in support:
                nxt = reader.after(reading, i, j)
                total += p * (nxt if isinstance(nxt, float) else worst(nxt))
            best_reply = min(best_reply, total)
        return best_reply

    return worst(reader.start)


#: ``make_agent`` hands this Hard the profile kept of its foe (plain JSON data, read by :func:`with_profile`).
PROFILED = True


def with_profile(data: object) -> HardAgent:
    """A Hard that starts from a kept profile; damaged or foreign data is no profile at all."""
    return HardAgent(profile=habits_model.from_data(data))
