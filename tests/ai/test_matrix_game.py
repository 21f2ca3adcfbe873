"""The home-made LP and matrix-game solver: known answers, refusals, and the refined equilibrium choice."""

from __future__ import annotations

import random

import pytest

from game.ai.linear_program import Infeasible, solve
from game.ai.matrix_game import best_reply_value, equilibrium, refined


def test_a_textbook_linear_program_has_its_textbook_optimum() -> None:
    # max 3x + 5y, x <= 4, 2y <= 12, 3x + 2y <= 18  ->  x = 2, y = 6, value 36
    sol = solve([3.0, 5.0], ub=[([1.0, 0.0], 4.0), ([0.0, 2.0], 12.0), ([3.0, 2.0], 18.0)])
    assert sol.value == pytest.approx(36.0)
    assert sol.x == pytest.approx((2.0, 6.0))


def test_equality_and_at_least_constraints_are_honoured() -> None:
    # max x + y with x + y == 3, x >= 2  ->  value 3 with x at least 2
    sol = solve([1.0, 1.0], eq=[([1.0, 1.0], 3.0)], ge=[([1.0, 0.0], 2.0)])
    assert sol.value == pytest.approx(3.0)
    assert sol.x[0] >= 2.0 - 1e-9


def test_impossible_constraints_are_refused() -> None:
    with pytest.raises(Infeasible):
        solve([1.0], ub=[([1.0], 1.0)], ge=[([1.0], 2.0)])


def test_rock_paper_scissors_is_worth_nothing_and_mixed_evenly() -> None:
    rps = [[0.0, -1.0, 1.0], [1.0, 0.0, -1.0], [-1.0, 1.0, 0.0]]
    value, x = equilibrium(rps)
    assert value == pytest.approx(0.0, abs=1e-9)
    assert x == pytest.approx([1 / 3, 1 / 3, 1 / 3])


def test_a_saddle_point_gives_a_pure_strategy() -> None:
    value, x = equilibrium([[3.0, 1.0], [4.0, 2.0]])
    assert value == pytest.approx(2.0)
    assert x == pytest.approx([0.0, 1.0])


def test_among_equilibria_the_refined_one_punishes_a_weak_foe() -> None:
    # Rows 0 and 1 both guarantee 1; row 1 gains more against a uniform foe. Row 2 is not optimal.
    game = [[1.0, 1.0, 1.0], [1.0, 1.0, 3.0], [0.0, 5.0, 5.0]]
    value, _ = equilibrium(game)
    x = refined(game, value)
    assert value == pytest.approx(1.0)
    assert x == pytest.approx([0.0, 1.0, 0.0], abs=1e-6)
    assert best_reply_value(game, x) == pytest.approx(value)


def test_random_games_solve_to_a_guaranteed_value_that_no_reply_beats() -> None:
    rng = random.Random(7)
    for _ in range(60):
        m, n = rng.randint(1, 8), rng.randint(1, 8)
        game = [[rng.choice([0.0, 0.5, 1.0, rng.random()]) for _ in range(n)] for _ in range(m)]
        value, x = equilibrium(game)
        assert sum(x) == pytest.approx(1.0) and min(x) >= 0.0
        assert best_reply_value(game, x) == pytest.approx(value, abs=1e-9)
        # the column player's side: the value is also what it can hold the row player to
        col_value, _ = equilibrium([[-game[i][j] for i in range(m)] for j in range(n)])
        assert -col_value == pytest.approx(value, abs=1e-9)
        assert best_reply_value(game, refined(game, value)) >= value - 1e-8


#: A Duel of Swords round (No repeats, both cuts blank) whose values were rounded to seven decimals: degenerate
#: enough that the simplex, pivoting on a speck of rounding, calls this bounded problem unbounded (refined falls back).
ROUNDED_ROUND = [
    [0.0, 0.5, 0.5, 0.5, 0.3333333, 0.5, 0.3333333, 0.5, 0.0],
    [0.0, 0.5, 0.5, 0.3214286, 0.5, 0.3214286, 0.5, 0.5, 0.5],
    [0.5, 0.5, 0.0, 0.5, 0.5, 0.5, 0.3333333, 0.5, 0.5],
    [0.5, 0.0, 0.5, 0.5, 0.5, 0.3333333, 0.3333333, 0.5, 0.5],
    [0.0, 0.0, 0.3333333, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    [0.5, 0.3333333, 0.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    [0.0, 0.3333333, 0.3333333, 0.5, 0.5, 0.5, 0.5, 0.5, 0.3333333],
    [0.5, 0.0, 0.0, 0.3333333, 0.3333333, 0.5, 0.5, 0.5, 0.5],
]
HABITS = [0.282758, 0.202341, 0.002006, 0.002006, 0.102174, 0.002006, 0.002025, 0.002006, 0.402676]


def test_a_degenerate_round_with_rounded_values_still_solves_within_its_floor() -> None:
    value, _ = equilibrium(ROUNDED_ROUND)
    assert value == pytest.approx(0.5)
    floor = value - 0.048  # Hard risking its whole budget
    x = refined(ROUNDED_ROUND, floor, HABITS)
    assert sum(x) == pytest.approx(1.0) and min(x) >= 0.0
    assert best_reply_value(ROUNDED_ROUND, x) >= floor - 1e-9
