"""A small exact-enough linear-program solver, so solving matrix games needs no scipy at run time.

Two-phase tableau simplex with Bland's rule (the fencing matrices are full
of ties and zeros, so cycling is a real risk without it). Problems here are
about 10×10; plain lists are fast enough and keep the package dependency-free.

>>> solve([1.0, 1.0], ub=[([1.0, 2.0], 4.0), ([3.0, 1.0], 6.0)]).value
2.8
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: Pivot and feasibility tolerance.
EPS = 1e-11


class Infeasible(ValueError):
    """No point satisfies the constraints."""


@dataclass(frozen=True)
class Solution:
    value: float
    x: tuple[float, ...]


Row = tuple[Sequence[float], float]


def solve(c: Sequence[float], ub: Sequence[Row] = (), eq: Sequence[Row] = (), ge: Sequence[Row] = ()) -> Solution:
    """Maximise ``c·x`` subject to ``a·x <= b`` (ub), ``a·x == b`` (eq), ``a·x >= b`` (ge) and ``x >= 0``.

    The problem must be bounded (it always is for the games solved here).
    """
    n = len(c)
    rows: list[tuple[list[float], str, float]] = []
    for kind, group in (("<=", ub), ("==", eq), (">=", ge)):
        for a, b in group:
            coeffs = [float(v) for v in a]
            if b < 0:  # keep right-hand sides non-negative
                coeffs, b = [-v for v in coeffs], -b
                kind_here = {"<=": ">=", ">=": "<=", "==": "=="}[kind]
            else:
                kind_here = kind
            rows.append((coeffs, kind_here, float(b)))
    m = len(rows)
    slack = sum(1 for _, k, _ in rows if k != "==")
    artificial = sum(1 for _, k, _ in rows if k != "<=")
    width = n + slack + artificial
    table: list[list[float]] = []
    basis: list[int] = []
    s_col, a_col = n, n + slack
    art_cols: list[int] = []
    for coeffs, kind, b in rows:
        line = coeffs + [0.0] * (slack + artificial) + [b]
        if kind == "<=":
            line[s_col] = 1.0
            basis.append(s_col)
            s_col += 1
        else:
            if kind == ">=":
                line[s_col] = -1.0
                s_col += 1
            line[a_col] = 1.0
            basis.append(a_col)
            art_cols.append(a_col)
            a_col += 1
        table.append(line)
    if art_cols:
        # Phase 1: minimise the sum of artificials (maximise its negative).
        phase1 = [0.0] * (width + 1)
        for col in art_cols:
            phase1[col] = -1.0
        _pivot_to_optimum(table, basis, phase1, width)
        if _objective(table, basis, phase1) < -1e-8:
            raise Infeasible("the constraints cannot all hold")
        for r in range(m):  # drive artificials still basic (at zero) out of the basis
            if basis[r] in art_cols:
                for col in range(n + slack):
                    if abs(table[r][col]) > 1e-9:
                        _pivot(table, basis, r, col)
                        break
    allowed = n + slack
    objective = [float(v) for v in c] + [0.0] * (width - n + 1)
    _pivot_to_optimum(table, basis, objective, allowed)
    x = [0.0] * n
    for r, col in enumerate(basis):
        if col < n:
            x[col] = table[r][-1]
    return Solution(sum(ci * xi for ci, xi in zip(c, x, strict=True)), tuple(x))


def _objective(table: list[list[float]], basis: list[int], c: list[float]) -> float:
    return sum(c[col] * table[r][-1] for r, col in enumerate(basis))


def _pivot(table: list[list[float]], basis: list[int], r: int, col: int) -> None:
    row = table[r]
    p = row[col]
    row[:] = [v / p for v in row]
    for i, other in enumerate(table):
        if i != r:
            f = other[col]
            if f != 0.0:
                other[:] = [v - f * w for v, w in zip(other, row, strict=True)]
    basis[r] = col


def _pivot_to_optimum(table: list[list[float]], basis: list[int], c: list[float], allowed: int) -> None:
    """Maximise ``c`` over the columns below ``allowed`` (Bland's rule: lowest entering and leaving index)."""
    for _ in range(10_000):
        entering = -1
        for col in range(allowed):
            if col in basis:
                continue
            reduced = c[col] - sum(c[b] * table[r][col] for r, b in enumerate(basis))
            if reduced > EPS:
                entering = col
                break
        if entering < 0:
            return
        best_r, best_ratio = -1, 0.0
        for r, row in enumerate(table):
            a = row[entering]
            if a > EPS:
                ratio = row[-1] / a
                if best_r < 0 or ratio < best_ratio - EPS or (abs(ratio - best_ratio) <= EPS and basis[r] < basis[best_r]):
                    best_r, best_ratio = r, ratio
        if best_r < 0:
            raise ValueError("the linear program is unbounded")
        _pivot(table, basis, best_r, entering)
    raise RuntimeError("the simplex did not finish")
