"""``simulate``: many headless matches between computer players, with a tally.

Game ``i`` of a run uses engine seed ``seed + i`` and its own agent random
source derived from ``(seed, i)``, so any single game can be replayed. An
exception inside one game is counted and reported, and the run goes on.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from ..ai import Agent
from .match import agent_rng, play_match

#: How many failed games are described in full.
SHOWN_ERRORS = 5


@dataclass
class Tally:
    game: str
    seats: int
    agents: list[str]
    options: dict[str, Any]
    seed: int
    games: int
    wins: list[int]
    draws: int = 0
    all_lost: int = 0
    errors: int = 0
    actions: int = 0
    seconds: float = 0.0
    error_samples: list[dict[str, Any]] = field(default_factory=list)

    @property
    def finished(self) -> int:
        return self.games - self.errors

    def summary(self) -> dict[str, Any]:
        out = asdict(self)
        out["mean_length"] = round(self.actions / self.finished, 2) if self.finished else 0.0
        out["actions_per_second"] = round(self.actions / self.seconds) if self.seconds > 0 else 0
        out["seconds"] = round(self.seconds, 3)
        return out


def simulate(
    game_id: str,
    seats: int,
    agents: Sequence[Agent],
    agent_names: Sequence[str],
    *,
    games: int,
    seed: int,
    options: dict[str, Any],
    check: bool = False,
) -> Tally:
    tally = Tally(game_id, seats, list(agent_names), dict(options), seed, games, [0] * seats)
    start = time.perf_counter()
    for i in range(games):
        try:
            record = play_match(game_id, seats, agents, seed=seed + i, rng=agent_rng(seed, i), options=options, check=check)
        except Exception as exc:  # a failing game is data for the report, not the end of the run
            tally.errors += 1
            if len(tally.error_samples) < SHOWN_ERRORS:
                where = traceback.extract_tb(exc.__traceback__)[-1]
                tally.error_samples.append(
                    {
                        "game_index": i,
                        "seed": seed + i,
                        "error": f"{type(exc).__name__}: {exc}",
                        "where": f"{where.filename}:{where.lineno}",
                    }
                )
            continue
        tally.actions += record.actions
        outcome = record.outcome
        if outcome.draw:
            tally.draws += 1
        elif not outcome.winners:
            tally.all_lost += 1
        for w in outcome.winners:
            if 0 <= w < seats:
                tally.wins[w] += 1
    tally.seconds = time.perf_counter() - start
    return tally


def render_text(summary: dict[str, Any]) -> str:
    games = summary["games"]
    agents = ",".join(summary["agents"])
    lines = [f"{summary['game']}: {games} games, seats {summary['seats']}, agents {agents}, seed {summary['seed']}"]
    for seat, wins in enumerate(summary["wins"]):
        share = 100.0 * wins / games if games else 0.0
        lines.append(f"  seat {seat} ({summary['agents'][seat]}): {wins} wins ({share:.1f}%)")
    lines += [
        f"  draws: {summary['draws']}",
        f"  all lost: {summary['all_lost']}",
        f"  mean length: {summary['mean_length']} actions",
        f"  speed: {summary['actions_per_second']} actions/s ({summary['seconds']} s)",
        f"  errors: {summary['errors']}",
    ]
    for sample in summary["error_samples"]:
        lines.append(f"    game {sample['game_index']} (seed {sample['seed']}): {sample['error']} at {sample['where']}")
    return "\n".join(lines) + "\n"


def report(tally: Tally, as_json: bool) -> int:
    summary = tally.summary()
    print(json.dumps(summary, indent=2) if as_json else render_text(summary), end="\n" if as_json else "")
    return 0 if tally.errors == 0 else 1
