"""``bench``: how fast the engine and the computer players are, per game, on this machine.

Numbers are medians over several runs of fixed seeded work on one core,
so two runs on the same machine are comparable. Nothing here is ever
asserted by a test. The ``ui`` section is the table's own speed, measured
headless by ``game.ui.bench``.
"""

from __future__ import annotations

import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from ..ai.bench import think_times
from ..engine import GAMES, State, new_game, state_from_dict


def _seats(game_id: str) -> int:
    return GAMES[game_id].min_seats


def random_playout(game_id: str, seed: int) -> tuple[int, list[State]]:
    """One game played by uniform random choices straight on the state; its length and a few positions."""
    state = new_game(game_id, _seats(game_id), seed=seed)
    rng = random.Random(seed)
    samples: list[State] = []
    actions = 0
    while state.outcome is None:
        for seat in state.to_act():
            if state.outcome is not None:
                break
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            actions += 1
            if actions % 7 == 1:
                samples.append(state.clone())
    return actions, samples


def _median_rate(runs: int, batch: int, game_id: str) -> float:
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        total = sum(random_playout(game_id, 1000 + i)[0] for i in range(batch))
        rates.append(total / (time.perf_counter() - start))
    return statistics.median(rates)


def _median_cost_us(runs: int, reps: int, states: Sequence[State], what: str) -> float:
    """Median over runs of the mean cost of one operation on the sampled positions, in microseconds."""
    costs = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(reps):
            for s in states:
                if what == "clone":
                    s.clone()
                else:
                    state_from_dict(s.to_dict())
        costs.append((time.perf_counter() - start) / (reps * len(states)) * 1e6)
    return statistics.median(costs)


def engine_numbers(game_id: str, quick: bool) -> dict[str, Any]:
    runs, batch, reps = (5, 5, 3) if quick else (7, 30, 20)
    states: list[State] = []
    for i in range(3):
        states += random_playout(game_id, 2000 + i)[1]
    return {
        "seats": _seats(game_id),
        "playout_actions_per_second": round(_median_rate(runs, batch, game_id)),
        "playout_batch_games": batch,
        "runs": runs,
        "clone_us": round(_median_cost_us(runs, reps, states, "clone"), 2),
        "to_dict_from_dict_us": round(_median_cost_us(runs, reps, states, "dict"), 2),
        "positions_sampled": len(states),
    }


def machine() -> dict[str, Any]:
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu_count": os.cpu_count(),
    }


def ui_numbers(quick: bool) -> dict[str, Any]:
    """The table's own speed (``game.ui.bench``), headless; an error entry if there is no pygame here."""
    try:
        from ..ui.bench import measure
    except ImportError as exc:
        return {"error": f"no UI here ({exc})"}
    try:
        return measure(quick)
    except Exception as exc:  # a display that cannot open must not lose the engine's numbers
        return {"error": f"{type(exc).__name__}: {exc}"}


def long_save_numbers(quick: bool) -> dict[str, Any]:
    """Opening a 10,000-move save (``game.ui.open_bench``), headless; an error entry if there is no pygame here."""
    try:
        from ..ui.open_bench import open_times

        return open_times(quick)
    except Exception as exc:  # a display that cannot open must not lose the other numbers
        return {"error": f"{type(exc).__name__}: {exc}"}


def bench(quick: bool) -> dict[str, Any]:
    return {
        "engine": {g: engine_numbers(g, quick) for g in GAMES},
        "agents": think_times(quick),
        "ui": ui_numbers(quick),
        "long_save": long_save_numbers(quick),
        "machine": machine(),
        "quick": quick,
    }


def _ui_text(ui: dict[str, Any]) -> list[str]:
    if "error" in ui:
        return [f"ui: unavailable ({ui['error']})"]
    lines = [f"ui ({ui['game']}, {ui['seats']} seats, headless; frame = update + draw, wall / CPU ms):"]
    for size in ("1280x720", "1920x1080"):
        f = ui[f"frame_{size}"]
        lines.append(
            f"  {size}: median {f['median_ms']} / {f['cpu_median_ms']}, p99 {f['p99_ms']} / {f['cpu_p99_ms']}; "
            f"table opens in {f['table_open_ms']} ms"
        )
    t = ui["thinking"]
    lines.append(
        f"  while a computer thinks ({t['agent']}, {t['worker']}): median {t['median_ms']}, p99 {t['p99_ms']} / {t['cpu_p99_ms']}"
        f" over {t['frames']} frames; {_edge_frame('the frame that asks', t['ask'])}; "
        f"{_edge_frame('the frame that plays its answer', t['answer'])}"
    )
    for n, f in ui.get("thinking_parallel", {}).items():
        lines.append(
            f"  while a rollout search thinks on {n} process{'es' if n != '1' else ''}: median {f['median_ms']}, "
            f"p99 {f['p99_ms']} / {f['cpu_p99_ms']} over {f['frames']} frames ({f['decisions']} answers)"
        )
    a = ui["analysing"]
    lines.append(
        f"  while Analysis thinks (1280x720): median {a['median_ms']}, p99 {a['p99_ms']} / {a['cpu_p99_ms']}; "
        f"answers in {a['answer_median_s']} s (slowest {a['answer_max_s']} s) at a think time of {a['think_time_s']} s"
    )
    first = ui["first_frame"]
    start = f"{first['seconds']} s (median of {first.get('runs', 1)})" if first.get("seconds") else first.get("error", "?")
    lines.append(f"  idle CPU {ui['idle_cpu_percent']}% of a core; first frame after {start}")
    return lines


def _edge_frame(name: str, f: dict[str, Any]) -> str:
    """A frame at either end of a computer's think, or that none came in the frames timed (a quick run may see no answer)."""
    if not f["frames"]:
        return f"{name}: none in these frames"
    return f"{name}: median {f['median_ms']} (max {f['max_ms']}) / {f['cpu_median_ms']}"


def _long_save_text(long: dict[str, Any]) -> str:
    if "error" in long:
        return f"long save: unavailable ({long['error']})"
    return (
        f"long save ({long['moves']:,} moves, {long['bytes']:,} bytes; medians of {long['runs']}): "
        f"loads in {long['load_ms']} ms, opens to the table's first frame in {long['open_ms']} ms "
        f"({long['open_cpu_ms']} ms of CPU); "
        f"Replay jumps in {long['replay_seek_median_ms']} ms (slowest {long['replay_seek_max_ms']} ms)"
    )


def budget_text(agents: dict[str, dict[str, Any]]) -> list[str]:
    """Hard's use of its think budget, per game where it searches (``game.ai.bench.budget_use``)."""
    used = [(game_id, a) for game_id, levels in agents.items() for a in levels.values() if "budget" in a]
    if not used:
        return []
    lines = ["hard's think budget used per decision, as the table runs it (share of the think time, median and p5):"]
    for game_id, a in used:
        b = a["budget"]
        deals = "" if b["deals_median"] is None else f", {b['deals_median']:g} imagined deals (p5 {b['deals_p5']:g})"
        lines.append(
            f"  {game_id} at {b['think_time_s']:g} s: {b['share_median']:.1%} (p5 {b['share_p5']:.1%}){deals}"
            f" over {a['decisions']} decisions"
        )
    return lines


def parallel_text(ui: dict[str, Any]) -> list[str]:
    """Hard's worlds per decision and use of its think time on 1 and on N processes (``game.ui.bench.parallel_search``)."""
    par = ui.get("parallel_search")
    if not par:
        return []
    lines = [f"hard's search on 1 and on more processes, as the table runs it ({par['think_time_s']:g} s; medians, p5):"]
    for game_id, by_count in par.items():
        if not isinstance(by_count, dict):
            continue
        each = [
            f"{n} process{'es' if n != '1' else ''} {b['worlds_median']:,g} worlds (p5 {b['worlds_p5']:,g}), "
            f"{b['share_median']:.1%} of the time (p5 {b['share_p5']:.1%})"
            for n, b in by_count.items()
        ]
        lines.append(f"  {game_id}: " + "; ".join(each) + f" over {next(iter(by_count.values()))['decisions']} decisions")
    return lines


def render_text(result: dict[str, Any]) -> str:
    lines = ["engine (random playouts, one core; medians):"]
    for game_id, e in result["engine"].items():
        lines.append(
            f"  {game_id}: {e['playout_actions_per_second']} actions/s, clone {e['clone_us']} µs, "
            f"to_dict+from_dict {e['to_dict_from_dict_us']} µs"
        )
    lines.append("agents (think time per decision):")
    for game_id, levels in result["agents"].items():
        for level, a in levels.items():
            if "error" in a:
                lines.append(f"  {game_id} {level}: unavailable ({a['error']})")
            else:
                lines.append(
                    f"  {game_id} {level}: median {a['median_us']} µs, p95 {a['p95_us']} µs over {a['decisions']} decisions"
                )
    lines += budget_text(result["agents"])
    lines += _ui_text(result["ui"])
    if "error" not in result["ui"]:
        lines += parallel_text(result["ui"])
    lines.append(_long_save_text(result["long_save"]))
    m = result["machine"]
    lines.append(f"machine: Python {m['python']} on {m['platform']}, {m['cpu_count']} CPUs")
    return "\n".join(lines) + "\n"


def run(as_json: bool, quick: bool) -> int:
    result = bench(quick)
    sys.stdout.write(json.dumps(result, indent=2, ensure_ascii=False) + "\n" if as_json else render_text(result))
    return 0
