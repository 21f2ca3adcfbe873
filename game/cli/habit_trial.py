"""Hard against the habit bots, beside the plain equilibrium against the same bots: does reading habits pay?

``python -m game.cli.habit_trial --games 400`` plays each habit bot
(:mod:`.habit_bots`, ``--base sound`` or ``new``) against Hard and against ``BaselineAgent`` (the plain
equilibrium), seats alternating, game ``i`` on engine seed ``seed + i`` and
the same random source for both pairings, and prints each win rate (draws
count half) with its 95% Wilson interval, the expected result with the luck
of the draws taken out (each round scored by both mixes, not the moves
drawn), the paired difference on the same seeds, and the exact gain of a perfect
foe who knows Hard's rule in a short duel (``--exact``), and how a greedy
foe who knows it (``Punisher``) fares over whole duels (``--punisher``).
"""

from __future__ import annotations

import argparse
import functools
import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..ai.agent import Agent, sample
from ..ai.habit_bots import HABIT_BOTS, Punisher
from ..ai.hard.duel_of_swords import BaselineAgent, HardAgent, guaranteed, position_of, round_game
from ..ai.hard.duel_of_swords_equilibrium import scoring_key, solver_for
from ..engine import Action, new_game
from ..engine.games.duel_of_swords import GAME, MOVES
from .setup import parsed_options
from .tournament import Z95, Rate, wilson

#: First engine seed of a trial.
SEED = 7000


@dataclass(frozen=True)
class Duel:
    """One duel from the measured player's side: its points, and what it could expect from the mixes both played."""

    points: float
    #: ½ plus, each round, how much better than the round's value the two mixes left it (the luck of the draws
    #: taken out): the same expectation as ``points``, with much less noise (one duel's may pass 1 or fall below 0).
    expected: float


@dataclass(frozen=True)
class Mean:
    """A mean and its 95% interval (normal approximation)."""

    value: float
    low: float
    high: float


def mean(values: Sequence[float]) -> Mean:
    """The mean of ``values`` and its 95% interval."""
    n = len(values)
    centre = sum(values) / n
    spread = math.sqrt(sum((v - centre) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = Z95 * spread / math.sqrt(n)
    return Mean(centre, centre - half, centre + half)


@dataclass(frozen=True)
class Trial:
    """The duels of one pairing, in seed order."""

    duels: tuple[Duel, ...]

    @property
    def rate(self) -> Rate:
        """The win rate (draws half) and its Wilson interval."""
        return wilson(sum(d.points for d in self.duels), len(self.duels))

    @property
    def expected(self) -> Mean:
        """The mean expected result, luck of the draws taken out."""
        return mean([d.expected for d in self.duels])


def paired(first: Trial, second: Trial) -> Mean:
    """How many more points per duel ``first`` scored than ``second`` on the same seeds, with its interval."""
    return mean([a.points - b.points for a, b in zip(first.duels, second.duels, strict=True)])


def _by_move(dist: dict[Action, float]) -> dict[int, float]:
    return {MOVES.index(a.target or ""): p for a, p in dist.items()}


def duel(agent: Agent, foe: Agent, seed: int, agent_seat: int, options: Mapping[str, Any] | None = None) -> Duel:
    """One duel against ``foe`` (default rules unless ``options`` say otherwise); then both learn from it.

    Every player here mixes, so each move is drawn from its ``strategy``
    (what its ``choose`` does), and the mixes score the round as well.
    """
    state = new_game(GAME.id, 2, seed=seed, options=dict(options) if options is not None else None)
    rng = random.Random(f"habit-trial:{seed}")
    players = [agent, foe] if agent_seat == 0 else [foe, agent]
    solver = solver_for(scoring_key(state.observation(agent_seat).options))
    expected = 0.5
    while state.outcome is None:
        views = {s: state.observation(s) for s in state.to_act()}
        mixes = {s: players[s].strategy(views[s], state.legal_actions(s)) for s in views}
        mine, theirs = mixes[agent_seat], mixes[1 - agent_seat]
        assert mine is not None and theirs is not None, "every player of the trial mixes"
        rows, cols, matrix, value = round_game(solver, position_of(views[agent_seat]))
        mine_by, theirs_by = _by_move(mine), _by_move(theirs)
        worth = sum(
            mine_by.get(i, 0.0) * theirs_by.get(j, 0.0) * matrix[k][c] for k, i in enumerate(rows) for c, j in enumerate(cols)
        )
        expected += worth - value
        for seat, mix in mixes.items():
            assert mix is not None
            state.apply(seat, sample(mix, rng))
    assert state.outcome is not None
    for seat, player in enumerate(players):
        player.game_over(state.observation(seat))
    return Duel(state.outcome.points(agent_seat, 2), expected)


def trial(
    make: Callable[[], Agent],
    make_foe: Callable[[], Agent],
    games: int,
    seed: int = SEED,
    series: int = 1,
    options: Mapping[str, Any] | None = None,
) -> Trial:
    """``make()`` against ``make_foe()`` over ``games`` duels, seats alternating.

    The duels come in series of ``series`` against the same foe, each player
    carrying what it learnt from one duel into the next; each series starts
    with a fresh pair.
    """
    duels = []
    for i in range(games):
        if i % series == 0:
            agent, foe = make(), make_foe()
        duels.append(duel(agent, foe, seed + i, i % 2, options))
    return Trial(tuple(duels))


def _line(label: str, result: Trial) -> str:
    rate, expected = result.rate, result.expected
    return (
        f"  {label:<9} {rate.rate:6.1%}  [{rate.low:.1%}, {rate.high:.1%}]"
        f"   expected {expected.value:6.1%}  [{expected.low:.1%}, {expected.high:.1%}]"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.cli.habit_trial", description=__doc__)
    parser.add_argument("--games", type=int, default=400, help="duels per pairing (default 400)")
    parser.add_argument("--seed", type=int, default=SEED, help=f"first engine seed (default {SEED})")
    parser.add_argument("--bots", default=",".join(HABIT_BOTS), help="habit bots to play, comma-separated")
    parser.add_argument("--base", choices=("sound", "new"), default="sound", help="the bots' play off their habit")
    parser.add_argument(
        "--series", type=int, default=1, help="duels in a row against the same foe, Hard keeping its profile (default 1)"
    )
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a rule option (repeatable)")
    parser.add_argument("--punisher", action="store_true", help="also play the foe who knows Hard's rule (greedy)")
    parser.add_argument("--exact", action="store_true", help="also compute a perfect foe's gain in a 3-round duel")
    args = parser.parse_args(argv)
    options = parsed_options(GAME, args.option, 2)
    rules = ", ".join(args.option) or "default rules"
    print(
        f"Duel of Swords, {rules}: {args.base} habit bots, {args.games} duels per pairing,"
        f" seeds {args.seed}..{args.seed + args.games - 1}, series of {args.series} against the same foe"
    )
    print("win rate against the bot (draws count half), 95% Wilson interval; expected result from the mixes, 95% interval")
    sound = args.base == "sound"
    foes: list[tuple[str, Callable[[], Agent]]] = [
        (name, functools.partial(HABIT_BOTS[name], sound=sound)) for name in args.bots.split(",") if name
    ]
    if args.punisher:
        foes.append(("punisher (knows Hard's rule)", Punisher))
    for name, make_foe in foes:
        start = time.perf_counter()
        hard = trial(HardAgent, make_foe, args.games, args.seed, args.series, options)
        baseline = trial(BaselineAgent, make_foe, args.games, args.seed, args.series, options)
        print(f"{name} ({time.perf_counter() - start:.0f} s):")
        print(_line("Hard", hard))
        print(_line("Baseline", baseline))
        gap = paired(hard, baseline)
        print(f"  Hard - Baseline on the same seeds: {gap.value:+.1%}  [{gap.low:+.1%}, {gap.high:+.1%}]")
    if args.exact:
        gain = 0.5 - guaranteed({"hitsToWin": 2, "roundLimit": 3})
        print(f"perfect foe who knows Hard's rule, 2 hits to win, 3 rounds: gains {gain:.6f} of a game (exact)")


if __name__ == "__main__":
    main()
