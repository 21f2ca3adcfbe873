"""Fit Mortal Swords' judge (``game/ai/hard/mortal_swords_judge.py``) again from Normal-against-Normal games.

    .venv/bin/python tools/fit_mortal_swords_judge.py [--games 4000] [--seed 100]

Plays two-knight games between Normal knights, takes every attack start
from both seats with whether that seat won, and fits a logistic regression
(Newton's method, pure Python) on the first four fifths of the games; it
prints the weights in the order of ``WEIGHTS`` and the log-loss on the last
fifth, beside that of hand cards alone and of a coin. The shipped weights
came from the same 4,000 games (``--games 4000 --seed 100``) fitted with
numpy on the first four fifths of the positions; this script, which splits
on whole games, gives them to within 0.005 (held-out log-loss 0.445, hand
cards alone 0.506), in about three minutes on one core.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence
from typing import cast

from game.ai import make_agent
from game.ai.hard.mortal_swords_judge import side_features
from game.engine import new_game
from game.engine.games.mortal_swords.definitions import Phase
from game.engine.games.mortal_swords.state import MortalSwordsState

Row = tuple[list[float], float]


def features(state: MortalSwordsState, seat: int) -> list[float]:
    """The judge's inputs for ``seat`` against the other knight, in the order of ``WEIGHTS``."""
    mine, theirs = side_features(state, seat), side_features(state, 1 - seat)
    x = [m - t for m, t in zip(mine, theirs, strict=True)]
    x.append(1.0 if state.attacker == seat else -1.0)
    x.append(1.0 / (mine[0] + 1) - 1.0 / (theirs[0] + 1))
    return x


def positions(games: int, seed: int) -> list[list[Row]]:
    """Per game, every attack start from both seats, with whether that seat won (1, 0, or ½ for a draw)."""
    out: list[list[Row]] = []
    normal = make_agent("mortal-swords", "normal")
    for g in range(games):
        state = cast(MortalSwordsState, new_game("mortal-swords", 2, seed=seed + g))
        rng = random.Random(g)
        starts: list[tuple[list[float], list[float]]] = []
        while state.outcome is None:
            if state.phase is Phase.ATTACK and state.attacking_card is None:
                starts.append((features(state, 0), features(state, 1)))
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[0] if len(legal) == 1 else normal.choose(state.observation(seat), legal, rng))
        won = state.outcome.points(0, 2)
        out.append([row for first, second in starts for row in ((first, won), (second, 1.0 - won))])
    return out


def _chance(weights: Sequence[float], x: Sequence[float]) -> float:
    z = sum(w * f for w, f in zip(weights, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(rows: Sequence[Row], steps: int = 12) -> list[float]:
    """Logistic regression by Newton's method (a tiny ridge keeps the Hessian invertible)."""
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in rows:
            p = _chance(w, x)
            r, s = p - y, p * (1.0 - p)
            for i in range(k):
                grad[i] += r * x[i]
                si = s * x[i]
                row = hess[i]
                for j in range(i, k):
                    row[j] += si * x[j]
        for i in range(k):
            hess[i][i] += 1e-6 * len(rows)
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is k x k, k = 8)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def log_loss(weights: Sequence[float], rows: Sequence[Row], columns: Sequence[int]) -> float:
    total = 0.0
    for x, y in rows:
        p = min(1 - 1e-9, max(1e-9, _chance(weights, [x[c] for c in columns])))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    games = positions(args.games, args.seed)
    cut = len(games) * 4 // 5
    train = [row for game in games[:cut] for row in game]
    test = [row for game in games[cut:] for row in game]
    weights = fit(train)
    hands_only = fit([([x[0]], y) for x, y in train])
    print(f"{len(train) + len(test):,} positions from {args.games:,} games; fitted on {len(train):,}")
    print("WEIGHTS = (" + ", ".join(f"{w:.3f}" for w in weights) + ")")
    print(f"held-out log-loss {log_loss(weights, test, range(len(weights))):.3f}", end="; ")
    print(f"hand cards alone {log_loss(hands_only, test, [0]):.3f}; a coin {math.log(2):.3f}")


if __name__ == "__main__":
    main()
