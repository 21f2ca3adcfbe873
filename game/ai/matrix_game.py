"""Zero-sum matrix games: the value, an optimal mixed strategy, and the optimal one that best punishes weak play.

``payoff[i][j]`` is what the row player gets when it plays ``i`` and the
column player ``j``; the column player gets the negative (or ``1 -`` it, in
win-probability games: the same thing up to a constant).

>>> game = [[0.0, 1.0], [1.0, 0.0]]   # matching pennies, shifted
>>> value, x = equilibrium(game)
>>> round(value, 6), [round(p, 6) for p in x]
(0.5, [0.5, 0.5])
"""

from __future__ import annotations

from collections.abc import Sequence

from .linear_program import solve

Matrix = Sequence[Sequence[float]]

#: How far below the game value a refined strategy may fall against any reply (numerical slack only).
SLACK = 1e-9


def _shifted(payoff: Matrix) -> tuple[list[list[float]], float]:
    low = min(min(row) for row in payoff)
    shift = 1.0 - low
    return [[v + shift for v in row] for row in payoff], shift


def equilibrium(payoff: Matrix) -> tuple[float, list[float]]:
    """The game value for the row player and one optimal mixed strategy of its."""
    a, shift = _shifted(payoff)
    m, n = len(a), len(a[0])
    # Variables: x_0..x_{m-1}, v.  Maximise v with v <= x·a[:, j] for every column j and sum(x) = 1.
    ub = [([-a[i][j] for i in range(m)] + [1.0], 0.0) for j in range(n)]
    eq = [([1.0] * m + [0.0], 1.0)]
    sol = solve([0.0] * m + [1.0], ub=ub, eq=eq)
    x = _normalised(sol.x[:m])
    return sol.value - shift, x


def refined(payoff: Matrix, value: float, weak: Sequence[float] | None = None, aim: Sequence[float] | None = None) -> list[float]:
    """Among the row player's optimal strategies, the one that scores most against ``weak`` column play.

    ``weak`` defaults to a uniform column player; ``aim``, when given, is what
    each row is worth instead (the mix maximises ``aim·x``). The result
    guarantees at least ``value`` (up to ``SLACK``) against every column;
    ``value`` may not exceed the game's value.
    """
    a, shift = _shifted(payoff)
    m, n = len(a), len(a[0])
    w = list(weak) if weak is not None else [1.0 / n] * n
    gain = list(aim) if aim is not None else [sum(a[i][j] * w[j] for j in range(n)) for i in range(m)]
    target = value + shift - SLACK
    ge = [([a[i][j] for i in range(m)], target) for j in range(n)]
    eq = [([1.0] * m, 1.0)]
    try:
        sol = solve(gain, eq=eq, ge=ge)
    except ValueError:  # rounding in a degenerate tableau can defeat the simplex: an optimal mix meets any such floor
        return equilibrium(payoff)[1]
    return _normalised(sol.x)


def best_reply_value(payoff: Matrix, x: Sequence[float]) -> float:
    """What the row player's mixed strategy ``x`` guarantees: its payoff against the column player's best reply."""
    n = len(payoff[0])
    return min(sum(x[i] * payoff[i][j] for i in range(len(x))) for j in range(n))


def _normalised(x: Sequence[float]) -> list[float]:
    clipped = [max(0.0, v) for v in x]
    total = sum(clipped)
    return [v / total for v in clipped]
