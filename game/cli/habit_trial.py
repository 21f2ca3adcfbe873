"""Hard against the habit bots, beside the plain equilibrium against the same bots: does reading habits pay?

``python -m game.cli.habit_trial --games 400`` plays each habit bot
(:mod:`.habit_bots`, ``--base sound`` or ``new``) against Hard and against ``BaselineAgent`` (the plain
equilibrium), seats alternating, game ``i`` on engine seed ``seed + i`` and
the same random source for both pairings, and prints each win rate (draws
count half) with its 95% Wilson interval, and the exact gain of a perfect
foe who knows Hard's rule in a short duel (``--exact``), and how a greedy
foe who knows it (``Punisher``) fares over whole duels (``--punisher``).
"""

from __future__ import annotations

import argparse
import functools
import random
import time
from collections.abc import Callable

from ..ai.agent import Agent
from ..ai.habit_bots import HABIT_BOTS, Punisher
from ..ai.hard.duel_of_swords import BaselineAgent, HardAgent, guaranteed
from ..engine import new_game
from .tournament import Rate, wilson

#: First engine seed of a trial.
SEED = 7000


def duel_points(agent: Agent, foe: Agent, seed: int, agent_seat: int) -> float:
    """``agent``'s points (1, ½ or 0) in one duel of the default rules against ``foe``; then both learn from it."""
    state = new_game("duel-of-swords", 2, seed=seed)
    rng = random.Random(f"habit-trial:{seed}")
    players = [agent, foe] if agent_seat == 0 else [foe, agent]
    while state.outcome is None:
        views = {s: state.observation(s) for s in state.to_act()}
        chosen = {s: players[s].choose(views[s], state.legal_actions(s), rng) for s in views}
        for seat, action in chosen.items():
            state.apply(seat, action)
    assert state.outcome is not None
    for seat, player in enumerate(players):
        player.game_over(state.observation(seat))
    return state.outcome.points(agent_seat, 2)


def trial(make: Callable[[], Agent], make_foe: Callable[[], Agent], games: int, seed: int = SEED, series: int = 1) -> Rate:
    """``make()``'s win rate against ``make_foe()`` over ``games`` duels, seats alternating.

    The duels come in series of ``series`` against the same foe, each player
    carrying what it learnt from one duel into the next; each series starts
    with a fresh pair.
    """
    points = 0.0
    for i in range(games):
        if i % series == 0:
            agent, foe = make(), make_foe()
        points += duel_points(agent, foe, seed + i, i % 2)
    return wilson(points, games)


def _line(label: str, rate: Rate) -> str:
    return f"  {label:<9} {rate.rate:6.1%}  [{rate.low:.1%}, {rate.high:.1%}]"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.cli.habit_trial", description=__doc__)
    parser.add_argument("--games", type=int, default=400, help="duels per pairing (default 400)")
    parser.add_argument("--seed", type=int, default=SEED, help=f"first engine seed (default {SEED})")
    parser.add_argument("--bots", default=",".join(HABIT_BOTS), help="habit bots to play, comma-separated")
    parser.add_argument("--base", choices=("sound", "new"), default="sound", help="the bots' play off their habit")
    parser.add_argument(
        "--series", type=int, default=1, help="duels in a row against the same foe, Hard keeping its profile (default 1)"
    )
    parser.add_argument("--punisher", action="store_true", help="also play the foe who knows Hard's rule (greedy)")
    parser.add_argument("--exact", action="store_true", help="also compute a perfect foe's gain in a 3-round duel")
    args = parser.parse_args(argv)
    print(
        f"Duel of Swords, default rules: {args.base} habit bots, {args.games} duels per pairing,"
        f" seeds {args.seed}..{args.seed + args.games - 1}, series of {args.series} against the same foe"
    )
    print("win rate against the bot (draws count half), 95% Wilson interval")
    sound = args.base == "sound"
    foes: list[tuple[str, Callable[[], Agent]]] = [
        (name, functools.partial(HABIT_BOTS[name], sound=sound)) for name in args.bots.split(",") if name
    ]
    if args.punisher:
        foes.append(("punisher (knows Hard's rule)", Punisher))
    for name, make_foe in foes:
        start = time.perf_counter()
        hard = trial(HardAgent, make_foe, args.games, args.seed, args.series)
        baseline = trial(BaselineAgent, make_foe, args.games, args.seed, args.series)
        print(f"{name} ({time.perf_counter() - start:.0f} s):")
        print(_line("Hard", hard))
        print(_line("Baseline", baseline))
    if args.exact:
        gain = 0.5 - guaranteed({"hitsToWin": 2, "roundLimit": 3})
        print(f"perfect foe who knows Hard's rule, 2 hits to win, 3 rounds: gains {gain:.6f} of a game (exact)")


if __name__ == "__main__":
    main()
