"""``tournament``: the balance lab. Many games between levels, in parallel, with honest error bars.

Seats are rotated: in game ``i`` seat ``s`` is played by agent ``(s + i) mod
seats``, so with a number of games that is a multiple of the seats every
agent plays every seat equally often. Game ``i`` uses engine seed
``seed + i`` and the agents' random source of ``(seed, i)``, whatever the
number of jobs, so a run replays exactly (Hard searches on a fixed
iteration budget here, never on the clock).

Seats are reported twice: per physical seat (seat 0, 1, ...) and per turn
position. A game that picks its dealer at random (Mortal Swords) makes every
physical seat open equally often, so seat balance shows only in the turn
positions: position 1 is the first seat to make a move on its own (in
Mortal Swords the first attacker, the dealer's left), position 2 the next
seat in seat order, and so on. Games whose first decisions are all
simultaneous (Duel of Swords) have no turn positions.

Win rates count a draw as half a win. The 95% interval is Wilson's score
interval on that rate, treating each game as one trial worth 0, ½ or 1:
a draw is less uncertain than a coin flip, so with draws the interval is
a little wider than it needs to be (it errs on the safe side).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ai import BASELINE, LEVELS, Agent, hard_searches, make_agent
from ..engine import Action, Observation, SetupError
from . import setup
from .errors import PROG, CliError
from .match import agent_rng, play_match

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054
#: Hard's search budget per decision in a tournament, unless ``--iterations`` says otherwise.
ITERATIONS = 100
#: The longest ``--think-time`` accepted: the longest the table offers is far below it.
MAX_THINK_TIME = 60.0


@dataclass(frozen=True)
class HardBudget:
    """What Hard's search may spend per decision: ``iterations`` worlds (a run replays exactly), or ``think_time``
    seconds as at the table (then the worlds depend on the machine and its load, and a run does not replay)."""

    iterations: int | None = ITERATIONS
    think_time: float | None = None


@dataclass(frozen=True)
class Rate:
    """A win rate (draws count half) and its Wilson 95% interval."""

    points: float
    games: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.points / self.games if self.games else 0.0

    def to_dict(self) -> dict[str, float | int]:
        return {"points": self.points, "games": self.games, "rate": self.rate, "low": self.low, "high": self.high}


def wilson(points: float, games: int, z: float = Z95) -> Rate:
    """Wilson's score interval for ``points`` successes in ``games`` trials.

    >>> r = wilson(60, 100)
    >>> round(r.low, 3), round(r.high, 3)
    (0.502, 0.691)
    """
    if games <= 0:
        return Rate(points, games, 0.0, 1.0)
    p = points / games
    denom = 1.0 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return Rate(points, games, max(0.0, centre - half), min(1.0, centre + half))


def labels_for(levels: Sequence[str]) -> list[str]:
    """Names for the agents in the report: the level, numbered when a level appears more than once."""
    out = []
    for i, level in enumerate(levels):
        out.append(f"{level}#{levels[:i].count(level) + 1}" if levels.count(level) > 1 else level)
    return out


def seat_agents(game_index: int, seats: int) -> list[int]:
    """Which agent (index into the list) plays each seat in game ``game_index``."""
    return [(s + game_index) % seats for s in range(seats)]


_AGENTS: dict[tuple[str, str, HardBudget, int], Agent] = {}


def _agent(game_id: str, level: str, budget: HardBudget, index: int) -> Agent:
    """Agent ``index``'s player, made once per worker: agents that remember (habits, cards seen) never share a memory."""
    key = (game_id, level, budget, index)
    if key not in _AGENTS:
        _AGENTS[key] = make_agent(game_id, level, think_time=budget.think_time, iterations=budget.iterations)
    return _AGENTS[key]


class _Opener:
    """Watches a match for the first seat that moves on its own: turn position 1."""

    def __init__(self) -> None:
        self.seat: int | None = None

    def __call__(self, seat: int, view: Observation, legal: Sequence[Action], action: Action, elapsed: float) -> None:
        if self.seat is None and len(view.to_act) == 1:
            self.seat = seat


def play_one(
    job: tuple[str, int, tuple[str, ...], int, int, dict[str, Any], HardBudget],
) -> tuple[list[float], int | None]:
    """One game of the tournament: the points each seat scored, and the seat that opened (runs in a worker process)."""
    game_id, seats, levels, seed, index, options, budget = job
    order = seat_agents(index, seats)
    agents = [_agent(game_id, levels[a], budget, a) for a in order]
    opener = _Opener()
    record = play_match(
        game_id, seats, agents, seed=seed + index, rng=agent_rng(seed, index), options=options, on_decision=opener
    )
    return [record.outcome.points(s, seats) for s in range(seats)], opener.seat


def run_tournament(
    game_id: str,
    seats: int,
    levels: Sequence[str],
    *,
    games: int,
    seed: int,
    options: dict[str, Any],
    jobs: int = 1,
    iterations: int = ITERATIONS,
    think_time: float | None = None,
) -> dict[str, Any]:
    """Play the games and sum up: win rates per seat and per agent with their intervals.

    Hard searches ``iterations`` worlds per decision, or for ``think_time`` seconds if that is given."""
    budget = HardBudget(None, think_time) if think_time is not None else HardBudget(iterations)
    work = [(game_id, seats, tuple(levels), seed, i, options, budget) for i in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(play_one, work, chunksize=max(1, games // (jobs * 8))))
    else:
        results = [play_one(job) for job in work]
    seat_points = [0.0] * seats
    agent_points = [0.0] * seats
    position_points = [0.0] * seats
    openers = [0] * seats
    positional = True
    draws = 0
    for i, (points, first) in enumerate(results):
        order = seat_agents(i, seats)
        if all(p == 0.5 for p in points):
            draws += 1
        for s, p in enumerate(points):
            seat_points[s] += p
            agent_points[order[s]] += p
        if first is None:
            positional = False
            continue
        openers[first] += 1
        for k in range(seats):
            position_points[k] += points[(first + k) % seats]
    names = labels_for(list(levels))
    return {
        "game": game_id,
        "seats": seats,
        "agents": names,
        "games": games,
        "seed": seed,
        "options": options,
        "hard_iterations": budget.iterations if "hard" in levels and hard_searches(game_id) else None,
        "hard_think_time": budget.think_time if "hard" in levels and hard_searches(game_id) else None,
        "draws": draws,
        "per_seat": [wilson(p, games).to_dict() for p in seat_points],
        "per_agent": {name: wilson(agent_points[a], games).to_dict() for a, name in enumerate(names)},
        "per_position": [wilson(p, games).to_dict() for p in position_points] if positional else None,
        "openers": openers if positional else None,
    }


def render_text(summary: dict[str, Any]) -> str:
    def line(name: str, r: dict[str, Any]) -> str:
        interval = f"[{100 * r['low']:5.1f}%, {100 * r['high']:5.1f}%]"
        return f"  {name:<12} {100 * r['rate']:5.1f}%  {interval}  ({r['points']:g}/{r['games']})"

    head = (
        f"{summary['game']}: {summary['games']} games, {summary['seats']} seats, agents {','.join(summary['agents'])}, "
        f"seed {summary['seed']}"
    )
    if summary["hard_think_time"] is not None:
        head += f", Hard budget {summary['hard_think_time']:g} s think time"
    elif summary["hard_iterations"] is not None:
        head += f", Hard budget {summary['hard_iterations']} iterations"
    lines = [head, "win rate (draws count half), 95% Wilson interval:", " per agent:"]
    lines += [line(name, r) for name, r in summary["per_agent"].items()]
    lines.append(" per seat:")
    lines += [line(f"seat {s}", r) for s, r in enumerate(summary["per_seat"])]
    if summary.get("per_position"):
        lines.append(" per turn position (1 = first to move alone, then on in seat order):")
        lines += [line(f"position {k + 1}", r) for k, r in enumerate(summary["per_position"])]
        lines.append(f"  opened the game, per seat: {', '.join(str(n) for n in summary['openers'])}")
    lines.append(f"  draws: {summary['draws']}")
    return "\n".join(lines) + "\n"


def chart_top(highest: float) -> float:
    """The top of the chart's axis: 50% when every interval stays under 45%, else 100%.

    >>> chart_top(0.44), chart_top(0.46)
    (0.5, 1.0)
    """
    return 0.5 if highest <= 0.45 else 1.0


def draw_chart(summary: dict[str, Any], path: Path) -> None:
    """A bar chart of the win rates with their intervals, drawn with pillow."""
    from PIL import Image, ImageDraw, ImageFont

    bars = [(name, r) for name, r in summary["per_agent"].items()]
    bars += [(f"seat {s}", r) for s, r in enumerate(summary["per_seat"])]
    positions = summary.get("per_position") or []
    bars += [(f"position {k + 1}", r) for k, r in enumerate(positions)]
    width, height, left, top, bottom = 120 + 90 * len(bars), 420, 60, 50, 70
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default()
    plot_h = height - top - bottom

    # The axis reaches just past the highest interval, so rates near a fair share of three or four stay readable.
    scale = chart_top(max(r["high"] for _, r in bars))

    def y_of(rate: float) -> float:
        return top + plot_h * (1.0 - rate / scale)

    step = 10 if scale <= 0.5 else 25
    for tick in range(0, round(100 * scale) + 1, step):
        y = y_of(tick / 100)
        draw.line([(left, y), (width - 20, y)], fill=(225, 225, 225))
        draw.text((10, y - 6), f"{tick}%", fill="black", font=font)
    fair = 1.0 / summary["seats"]
    draw.line([(left, y_of(fair)), (width - 20, y_of(fair))], fill=(200, 60, 60), width=2)
    for k, (name, r) in enumerate(bars):
        x0 = left + 20 + 90 * k
        colour = (70, 110, 180) if k < len(summary["per_agent"]) else (120, 160, 110)
        if k >= len(bars) - len(positions):
            colour = (200, 140, 60)
        draw.rectangle([x0, y_of(r["rate"]), x0 + 50, y_of(0.0)], fill=colour)
        cx = x0 + 25
        draw.line([(cx, y_of(r["high"])), (cx, y_of(r["low"]))], fill="black", width=2)
        for v in (r["high"], r["low"]):
            draw.line([(cx - 8, y_of(v)), (cx + 8, y_of(v))], fill="black", width=2)
        draw.text((x0, height - bottom + 8), name[:12], fill="black", font=font)
        draw.text((x0, height - bottom + 24), f"{100 * r['rate']:.1f}%", fill="black", font=font)
    title = f"{summary['game']}: {summary['games']} games, {','.join(summary['agents'])} (95% Wilson, draws = 1/2)"
    draw.text((left, 8), title, fill="black", font=font)
    switched_on = [name for name, value in summary["options"].items() if value is True]
    draw.text((left, 24), f"options on: {', '.join(switched_on) or 'none'}", fill="black", font=font)
    image.save(path, format="PNG")


def add_parser(commands: Any) -> None:
    """The ``tournament`` sub-command's arguments."""
    p = commands.add_parser("tournament", help="many games between computer levels, with win rates and 95%% intervals")
    p.add_argument("game", help="game id (see 'list')")
    p.add_argument("--seats", type=int, default=None, help="number of players (default: the game's fewest)")
    levels = f"{', '.join(LEVELS)}; {BASELINE}: a game's previous Hard"
    p.add_argument("--agents", required=True, help=f"one level per seat, comma-separated, rotated ({levels})")
    p.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (repeatable)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--iterations", type=int, default=ITERATIONS, help=f"Hard's search per decision (default {ITERATIONS})")
    p.add_argument(
        "--think-time",
        type=float,
        default=None,
        metavar="SECONDS",
        help="Hard thinks this long per decision, as at the table, instead of --iterations (no exact replay)",
    )
    p.add_argument("--png", default=None, metavar="FILE", help="also draw the win rates as a bar chart")
    p.add_argument("--seed", type=int, default=0, help="engine seed of the first game; game i uses seed+i (default 0)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def capped_jobs(jobs: int) -> int:
    """``jobs`` worker processes, at most one per CPU: more only fork processes that wait (a note says so on stderr)."""
    cpus = os.cpu_count() or 1
    if jobs > cpus:
        print(f"{PROG}: --jobs {jobs} is more than the {cpus} CPUs here; using {cpus}", file=sys.stderr)
        return cpus
    return jobs


def run(args: argparse.Namespace) -> int:
    """Check the command line, play, report (and draw)."""
    game = setup.game_named(args.game)
    seats = setup.checked_seats(game, game.min_seats if args.seats is None else args.seats)
    options = setup.parsed_options(game, args.option, seats)
    setup.checked_run(args.games, args.seed)
    if args.jobs < 1:
        raise CliError(f"--jobs must be at least 1, not {args.jobs}")
    args.jobs = capped_jobs(args.jobs)
    if args.iterations < 1:
        raise CliError(f"--iterations must be at least 1, not {args.iterations}")
    if args.think_time is not None and not 0 < args.think_time <= MAX_THINK_TIME:
        raise CliError(f"--think-time must be above 0 and at most {MAX_THINK_TIME:g} seconds, not {args.think_time:g}")
    levels = [n.strip().lower() for n in args.agents.split(",")]
    if len(levels) != seats:
        raise CliError(f"{len(levels)} agents named for {seats} seats (name one level per seat)")
    for level in levels:
        if level not in (*LEVELS, BASELINE):
            raise CliError(f"unknown agent {level!r} (agents: {', '.join(LEVELS)}, {BASELINE})")
        try:
            make_agent(game.id, level, think_time=None, iterations=1)
        except SetupError as exc:
            raise CliError(str(exc)) from None
    png = Path(args.png) if args.png else None
    if png is not None and not png.parent.is_dir():
        raise CliError(f"cannot write the chart: there is no folder {str(png.parent)!r}")
    summary = run_tournament(
        game.id,
        seats,
        levels,
        games=args.games,
        seed=args.seed,
        options=options,
        jobs=args.jobs,
        iterations=args.iterations,
        think_time=args.think_time,
    )
    if png is not None:
        try:
            draw_chart(summary, png)
        except OSError as exc:
            raise CliError(f"cannot write the chart {str(png)!r}: {exc.strerror or exc}", status=1) from None
    print(json.dumps(summary, indent=2) if args.json else render_text(summary), end="\n" if args.json else "")
    return 0
