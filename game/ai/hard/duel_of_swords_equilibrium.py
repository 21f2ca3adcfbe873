"""Duel of Swords solved: the value of every position of the whole duel, by backward induction.

A position, seen from the seat deciding, is (round, my hits, their hits,
pending advantage: +1 mine, -1 theirs, 0 none). Each round is a 10×10
zero-sum matrix game whose cells are the values of the positions the round
leads to (a win 1, a draw ½, a loss 0, as RULINGS 3.2 and DS-R04…R08 score
it). The matrix is antisymmetric (RULINGS 3.1), so one table serves both
seats: the foe's value of a position is one minus mine of the mirrored one.

Past the round limit with sudden death on, only ties go on and the round no
longer matters, so those three positions are solved as a fixed point.

With ``noRepeat`` on, the move each seat may not repeat is part of the
position too (Disengage may always be repeated), and each side's matrix
loses that row or column.

Every rule set the options screen offers (every combination of the
switches, at the default target and round limit) is solved ahead and
shipped in ``assets/ai/duel_of_swords.json``, so Hard's first move is quick
under any of them: No repeats alone has over 100,000 positions, which take
this pure-Python solver minutes. Other targets or limits are solved on
first use and kept in memory. ``python -m game.ai.hard.duel_of_swords_equilibrium``
writes the file; a test checks that every shipped value still solves its round.
"""

from __future__ import annotations

import base64
import json
import lzma
import sys
from array import array
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ...engine.games.duel_of_swords import DISENGAGE, GAME, MOVES, result_letter
from ...engine.options import all_combinations
from ..matrix_game import equilibrium

#: Options that change how a round scores or when the duel ends.
SCORING = ("hitsToWin", "roundLimit", "roundLimitResult", "suddenDeath", "cutHighMirror", "sameCutBlank", "noRepeat")
#: Shipped table file format (2: values as scaled integers, compressed; 1 held only two rule sets, as decimals).
FORMAT = 2
#: Value iterations for the sudden-death positions, and when to stop early.
FIXED_POINT_ROUNDS = 500
FIXED_POINT_TOLERANCE = 1e-12
#: Decimals kept in the shipped table: values are stored as ``round(value * SCALE)``.
DECIMALS = 7
SCALE = 10**DECIMALS

#: round, my hits, their hits, pending (+1 mine, -1 theirs, 0), the move I may not repeat, the one they may not (-1: none).
Position = tuple[int, int, int, int, int, int]
N = len(MOVES)
NO_BAN = -1
START: Position = (1, 0, 0, 0, NO_BAN, NO_BAN)


def allowed(ban: int) -> list[int]:
    """The moves a seat may choose when ``ban`` is the move it may not repeat."""
    return [i for i in range(N) if i != ban]


def ban_after(move: int, options: Mapping[str, Any]) -> int:
    """The move a seat may not repeat next round after playing ``move``."""
    return move if options["noRepeat"] and move != DISENGAGE else NO_BAN


def bans(options: Mapping[str, Any]) -> list[int]:
    return [NO_BAN, *[i for i in range(N) if i != DISENGAGE]] if options["noRepeat"] else [NO_BAN]


def scoring_key(options: Mapping[str, Any]) -> str:
    """The scoring options as one text (table key); defaults fill what is missing."""
    full = GAME.resolve_options({k: v for k, v in options.items() if k in {s.name for s in GAME.options}}, 2)
    return json.dumps({k: full[k] for k in SCORING}, sort_keys=True)


def letters_from_my_side(options: Mapping[str, Any]) -> list[list[str]]:
    """``grid[i][j]``: the round's result when I play move i and the foe move j, as M, T, m, t, X or '.'."""
    mine = {"A": "M", "B": "T", "a": "m", "b": "t", "X": "X", ".": "."}
    return [[mine[result_letter(i, j, dict(options))] for j in range(N)] for i in range(N)]


def after_round(letter: str, mine: int, theirs: int, pending: int) -> tuple[int, int, int]:
    """Hits and pending advantage after a round's result (DS-R04: two advantages in a row make a hit)."""
    new_pending = 0
    if letter in "MX":
        mine += 1
    if letter in "TX":
        theirs += 1
    if letter == "m":
        if pending == 1:
            mine += 1
        else:
            new_pending = 1
    elif letter == "t":
        if pending == -1:
            theirs += 1
        else:
            new_pending = -1
    return mine, theirs, new_pending


def end_value(round_: int, mine: int, theirs: int, options: Mapping[str, Any]) -> float | None:
    """The duel's result for me if it ends after this round with this score (RULINGS 3.2 step 6), else None."""
    h = options["hitsToWin"]
    if (mine >= h) != (theirs >= h) or (mine >= h and theirs >= h and mine != theirs):
        return 1.0 if mine > theirs else 0.0
    limit = options["roundLimit"]
    if round_ >= limit:
        if mine == theirs and options["suddenDeath"]:
            return None
        if round_ > limit or (options["roundLimitResult"] == "leader" and mine != theirs):
            return 1.0 if mine > theirs else 0.0
        return 0.5
    return None


class Solver:
    """Values of positions for one set of options, computed on demand and remembered."""

    def __init__(self, options: Mapping[str, Any], known: Mapping[Position, float] | None = None) -> None:
        self.options = dict(options)
        self.grid = letters_from_my_side(options)
        self.values: dict[Position, float] = dict(known or {})
        self._sudden: dict[Position, float] | None = None

    def payoff(self, position: Position) -> tuple[list[int], list[int], list[list[float]]]:
        """The round's matrix game at a position: my moves, the foe's moves, and my value after each pair."""
        r, mine, theirs, pending, my_ban, their_ban = position
        rows, cols = allowed(my_ban), allowed(their_ban)
        matrix = [[self.after(r, i, j, *after_round(self.grid[i][j], mine, theirs, pending)) for j in cols] for i in rows]
        return rows, cols, matrix

    def after(self, round_: int, i: int, j: int, mine: int, theirs: int, pending: int) -> float:
        """My value once round ``round_`` has ended with moves i and j and this score."""
        end = end_value(round_, mine, theirs, self.options)
        if end is not None:
            return end
        return self.value((round_ + 1, mine, theirs, pending, ban_after(i, self.options), ban_after(j, self.options)))

    def value(self, position: Position) -> float:
        """My value at the start of a round in this position, under best play on both sides."""
        known = self.values.get(position)
        if known is not None:
            return known
        if position[0] > self.options["roundLimit"]:
            return self.sudden_death()[(0, 0, 0, position[3], position[4], position[5])]
        for later in range(self.options["roundLimit"], position[0], -1):  # later rounds first: shallow recursion
            for pos in positions_of_round(later, self.options):
                if pos not in self.values:
                    self._solve(pos)
        return self._solve(position)

    def _solve(self, position: Position) -> float:
        v, _ = equilibrium(self.payoff(position)[2])
        self.values[position] = v
        return v

    def sudden_death(self) -> dict[Position, float]:
        """Values of a tie past the round limit (keyed with round and hits 0): a fixed point of the round's game."""
        if self._sudden is None:
            keys = [(0, 0, 0, p, a, b) for p in (-1, 0, 1) for a in bans(self.options) for b in bans(self.options)]
            vals = dict.fromkeys(keys, 0.5)
            for _ in range(FIXED_POINT_ROUNDS):
                new = {key: equilibrium(sudden_matrix(key, vals, self.grid, self.options)[2])[0] for key in keys}
                change = max(abs(new[k] - vals[k]) for k in keys)
                vals = new
                if change < FIXED_POINT_TOLERANCE:
                    break
            self._sudden = vals
        return self._sudden

    def table(self) -> dict[Position, float]:
        """Every position of the duel before the limit, solved."""
        self.value(START)
        return dict(self.values)


def positions_of_round(round_: int, options: Mapping[str, Any]) -> list[Position]:
    """Every position a round can start in (scores that did not end the duel the round before)."""
    out = []
    for m in range(round_):
        for t in range(round_):
            if end_value(round_ - 1, m, t, options) is None:
                for p in (-1, 0, 1):
                    for a in bans(options) if round_ > 1 else [NO_BAN]:
                        for b in bans(options) if round_ > 1 else [NO_BAN]:
                            out.append((round_, m, t, p, a, b))
    return out


def sudden_matrix(
    key: Position, vals: Mapping[Position, float], grid: list[list[str]], options: Mapping[str, Any]
) -> tuple[list[int], list[int], list[list[float]]]:
    """A tied round past the limit: a hit decides, anything else leads to another tied round."""
    _, _, _, p, my_ban, their_ban = key
    rows, cols = allowed(my_ban), allowed(their_ban)
    matrix = []
    for i in rows:
        row = []
        for j in cols:
            m2, t2, p2 = after_round(grid[i][j], 0, 0, p)
            if m2 != t2:
                row.append(1.0 if m2 > t2 else 0.0)
            else:
                row.append(vals[(0, 0, 0, p2, ban_after(i, options), ban_after(j, options))])
        matrix.append(row)
    return rows, cols, matrix


def asset_file() -> Path:
    """``assets/ai/duel_of_swords.json`` beside a frozen bundle, or at the repository root."""
    frozen = getattr(sys, "_MEIPASS", None)
    root = Path(frozen) if frozen else Path(__file__).resolve().parents[3]
    return root / "assets" / "ai" / "duel_of_swords.json"


def _encode(position: Position) -> str:
    return ",".join(str(v) for v in position)


def _decode(text: str) -> Position:
    r, m, t, p, a, b = (int(v) for v in text.split(","))
    return r, m, t, p, a, b


def all_positions(options: Mapping[str, Any]) -> list[Position]:
    """Every position before the limit, in the fixed order the shipped table lists values in."""
    return [pos for r in range(1, options["roundLimit"] + 1) for pos in positions_of_round(r, options)]


@dataclass(frozen=True)
class Table:
    """One rule set solved: its key, every position's value before the limit (``all_positions`` order), the tie past it."""

    key: str
    values: tuple[float, ...]
    sudden_death: dict[Position, float]


def solve_table(options: Mapping[str, Any]) -> Table:
    """Solve one rule set from scratch (minutes with No repeats)."""
    full = GAME.resolve_options(dict(options), 2)
    solver = Solver(full)
    solver.table()
    return Table(scoring_key(full), tuple(solver.value(pos) for pos in all_positions(full)), solver.sudden_death())


def offered_rule_sets() -> list[dict[str, Any]]:
    """One set of options per distinct scoring of the duel the options screen offers (sizes at their defaults)."""
    seen: dict[str, dict[str, Any]] = {}
    for combo in all_combinations(GAME.options, 2):
        seen.setdefault(scoring_key(combo), combo)
    return [seen[key] for key in sorted(seen)]


def _pack(values: Sequence[float]) -> str:
    return base64.b64encode(lzma.compress(array("I", (round(v * SCALE) for v in values)).tobytes())).decode("ascii")


def _unpack(text: str) -> list[float]:
    numbers = array("I")
    numbers.frombytes(lzma.decompress(base64.b64decode(text)))
    return [n / SCALE for n in numbers]


def write_tables(tables: Sequence[Table], path: Path | None = None) -> Path:
    """Ship solved tables (build step: ``python -m game.ai.hard.duel_of_swords_equilibrium``)."""
    path = path or asset_file()
    data = {
        table.key: {
            "values": _pack(table.values),
            "sudden_death": {_encode(pos): round(v, DECIMALS) for pos, v in table.sudden_death.items()},
        }
        for table in tables
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": FORMAT, "tables": data}, separators=(",", ":")) + "\n", encoding="utf-8")
    return path


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Any]:
    try:
        data = json.loads(asset_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    tables = data.get("tables")
    return tables if isinstance(tables, dict) else {}


def shipped_keys() -> set[str]:
    """The rule sets whose tables ship with the game."""
    return set(_shipped())


@lru_cache(maxsize=32)
def solver_for(key: str) -> Solver:
    """The solver for one option key, seeded from the shipped table when there is one (kept for the process)."""
    options = GAME.resolve_options(json.loads(key), 2)
    positions = all_positions(options)
    try:
        shipped = _shipped()[key]
        values = _unpack(shipped["values"])
        sudden = {_decode(k): float(v) for k, v in shipped["sudden_death"].items()}
    except (KeyError, TypeError, ValueError, AttributeError, lzma.LZMAError):
        return Solver(options)
    if len(values) != len(positions):
        return Solver(options)
    solver = Solver(options, dict(zip(positions, values, strict=True)))
    solver._sudden = sudden
    return solver


def forget_tables() -> None:
    """Empty the caches of shipped and solved tables, so the next use starts cold (the bench times that)."""
    _shipped.cache_clear()
    solver_for.cache_clear()


def exploitability(options: Mapping[str, Any], strategy: Callable[[Position], Sequence[float]]) -> float:
    """How much a perfect foe who knows ``strategy`` gains over the fair ½, in wins, over the whole duel.

    ``strategy(position)`` gives the probability of each of the ten moves for
    the seat to decide; the foe best-responds in every position. Past the
    round limit (sudden death) the foe's best reply is iterated to a fixed point.
    """
    full = GAME.resolve_options(dict(options), 2)
    grid = letters_from_my_side(full)
    limit = full["roundLimit"]
    memo: dict[Position, float] = {}

    def guaranteed(rows: list[int], matrix: list[list[float]], x: Sequence[float]) -> float:
        return min(sum(x[i] * matrix[k][c] for k, i in enumerate(rows)) for c in range(len(matrix[0])))

    keys = [(0, 0, 0, p, a, b) for p in (-1, 0, 1) for a in bans(full) for b in bans(full)]
    sudden = dict.fromkeys(keys, 0.5)
    if full["suddenDeath"]:
        mixes = {key: strategy((limit + 1, *key[1:])) for key in keys}
        for _ in range(FIXED_POINT_ROUNDS):
            new = {}
            for key in keys:
                rows, _, matrix = sudden_matrix(key, sudden, grid, full)
                new[key] = guaranteed(rows, matrix, mixes[key])
            change = max(abs(new[k] - sudden[k]) for k in keys)
            sudden = new
            if change < FIXED_POINT_TOLERANCE:
                break

    def worth(position: Position) -> float:
        if position in memo:
            return memo[position]
        r, mine, theirs, pending, my_ban, their_ban = position
        if r > limit:
            return sudden[(0, 0, 0, pending, my_ban, their_ban)]
        rows, cols = allowed(my_ban), allowed(their_ban)
        matrix = []
        for i in rows:
            row = []
            for j in cols:
                m2, t2, p2 = after_round(grid[i][j], mine, theirs, pending)
                end = end_value(r, m2, t2, full)
                row.append(end if end is not None else worth((r + 1, m2, t2, p2, ban_after(i, full), ban_after(j, full))))
            matrix.append(row)
        memo[position] = guaranteed(rows, matrix, strategy(position))
        return memo[position]

    for r in range(limit, 0, -1):  # later rounds first, so recursion stays shallow
        for pos in positions_of_round(r, full):
            worth(pos)
    return 0.5 - worth(START)


def main() -> None:
    """Solve every offered rule set, two at a time (about half an hour), and write the shipped tables."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        tables = list(pool.map(solve_table, offered_rule_sets()))
    print(write_tables(tables))


if __name__ == "__main__":
    main()
