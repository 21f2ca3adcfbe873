"""Think time per level and game, measured on positions from seeded random play.

Every level is asked to choose in the same positions (the seat to act in
every few steps of a few seeded random games), with its default budget, so
Hard's numbers show what a player waits for. Median and 95th percentile.
``analysis`` is :func:`.analysis.analyse` on the default think time, on the
first few of those positions: what the player waits for an Analysis.
``duel_of_swords_rule_sets``: Hard's first Duel of Swords move under each
rule set the options screen offers, from cold caches (the table load included).

Where Hard searches (``hard_searches``), its entry also says how much of its
think budget it used per decision as the table runs it (``make_agent`` with a
think time and no iteration cap): the share of the budget, median and 5th
percentile, and the deals it imagined (``last_iterations``). The default
think time comes from the same timings; a full run adds a shorter budget.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from ..engine import GAMES, SetupError, State, new_game
from . import LEVELS, THINK_TIME, Agent, hard_searches, make_agent
from .analysis import analyse

#: Positions per game on which Analysis is timed (each takes up to the think time).
ANALYSIS_POSITIONS = 3
#: Shorter think budgets at which a full run also shows Hard's use of its budget (the default is always shown).
SHORT_BUDGETS = (0.25,)


@runtime_checkable
class Searcher(Protocol):
    """A player that counts the deals it imagined for its last decision."""

    last_iterations: int


def sample_positions(game_id: str, count: int, seed: int = 4000) -> list[tuple[State, int]]:
    """``count`` positions with a seat to act, taken along seeded random games."""
    out: list[tuple[State, int]] = []
    game = 0
    while len(out) < count:
        state = new_game(game_id, GAMES[game_id].min_seats, seed=seed + game)
        rng = random.Random(seed + game)
        step = 0
        while state.outcome is None and len(out) < count:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            step += 1
            if step % 5 == 0 and len(legal) > 1:
                out.append((state.clone(), seat))
            state.apply(seat, legal[rng.randrange(len(legal))])
        game += 1
    return out


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def think_times(quick: bool, games: Sequence[str] | None = None, think_time: float = THINK_TIME) -> dict[str, dict[str, Any]]:
    """``{game: {level: {decisions, median_us, p95_us}}}`` (or ``{"error": …}`` for a level a game lacks).

    Every level is given ``think_time`` as the table gives it (only a searching Hard uses it); Analysis thinks as long.
    """
    out: dict[str, dict[str, Any]] = {}
    for game_id in games or list(GAMES):
        positions = sample_positions(game_id, 2 if quick else 12)
        out[game_id] = {}
        for level in LEVELS:
            try:
                agent = make_agent(game_id, level, think_time=think_time)
            except (SetupError, ImportError) as exc:
                out[game_id][level] = {"error": str(exc) or type(exc).__name__}
                continue
            times, deals = timed_decisions(agent, positions)
            out[game_id][level] = _summary(times)
            if level == "hard" and hard_searches(game_id):
                out[game_id][level]["budget"] = budget_use(times, deals, think_time)
        if hard_searches(game_id) and not quick:
            for seconds in SHORT_BUDGETS:
                times, deals = timed_decisions(make_agent(game_id, "hard", think_time=seconds), positions)
                out[game_id][f"hard at {seconds:g} s"] = {**_summary(times), "budget": budget_use(times, deals, seconds)}
        times = []
        for state, seat in positions[:ANALYSIS_POSITIONS]:
            start = time.perf_counter()
            analyse(state.observation(seat), state.legal_actions(seat), seconds=think_time)
            times.append(time.perf_counter() - start)
        out[game_id]["analysis"] = _summary(times)
    if games is None or "duel-of-swords" in games:
        from .hard.duel_of_swords import cold_first_moves

        out["duel-of-swords"]["hard, first move of each rule set"] = _summary(cold_first_moves())
    return out


def timed_decisions(agent: Agent, positions: Sequence[tuple[State, int]]) -> tuple[list[float], list[int | None]]:
    """Seconds per decision on each position, and the deals imagined for it (None for a player that does not count)."""
    times: list[float] = []
    deals: list[int | None] = []
    searcher = agent if isinstance(agent, Searcher) else None
    for i, (state, seat) in enumerate(positions):
        view, legal = state.observation(seat), state.legal_actions(seat)
        if searcher is not None:  # a decision answered without a search (nothing to weigh) leaves the count of the one before
            searcher.last_iterations = 0
        start = time.perf_counter()
        agent.choose(view, legal, random.Random(i))
        times.append(time.perf_counter() - start)
        deals.append(searcher.last_iterations if searcher is not None else None)
    return times, deals


def budget_use(times: Sequence[float], deals: Sequence[int | None], think_time: float) -> dict[str, Any]:
    """How much of ``think_time`` each decision took (median and 5th percentile share) and the deals it imagined."""
    shares = [t / think_time for t in times]
    counted = [d for d in deals if d is not None]
    return {
        "think_time_s": think_time,
        "share_median": round(statistics.median(shares), 3),
        "share_p5": round(percentile(shares, 0.05), 3),
        "deals_median": statistics.median(counted) if counted else None,
        "deals_p5": percentile(counted, 0.05) if counted else None,
    }


def _summary(times: Sequence[float]) -> dict[str, Any]:
    return {
        "decisions": len(times),
        "median_us": round(statistics.median(times) * 1e6, 2),
        "p95_us": round(percentile(times, 0.95) * 1e6, 2),
    }
