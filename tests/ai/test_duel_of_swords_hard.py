"""Duel of Swords, Hard: the equilibrium of the whole duel, unexploitable under every scoring option."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import make_agent
from game.ai.agent import Agent
from game.ai.hard.duel_of_swords import HardAgent, cold_first_moves, mix_at, position_of
from game.ai.hard.duel_of_swords_equilibrium import (
    START,
    Solver,
    all_positions,
    exploitability,
    offered_rule_sets,
    scoring_key,
    shipped_keys,
    solver_for,
    sudden_matrix,
)
from game.ai.matrix_game import best_reply_value, equilibrium
from game.engine import Action, new_game
from game.engine.games.duel_of_swords import GAME, MOVES

#: Every scoring switch at least once, with small targets so each solve takes a second or so.
SCORING_CASES: list[dict[str, Any]] = [
    {},
    {"hitsToWin": 3, "roundLimit": 7, "suddenDeath": True, "cutHighMirror": True},
    {"hitsToWin": 2, "roundLimit": 6, "roundLimitResult": "draw", "sameCutBlank": True},
]
#: The full-size duel under each switch alone (slower: the soak run).
SOAK_CASES: list[dict[str, Any]] = [
    {"cutHighMirror": True},
    {"sameCutBlank": True},
    {"roundLimitResult": "draw"},
    {"suddenDeath": True},
    {"noRepeat": True},
    {"suddenDeath": True, "noRepeat": True},
    {"hitsToWin": 2, "roundLimit": 5, "noRepeat": True},
    {"hitsToWin": 7, "roundLimit": 21, "suddenDeath": True},
]


def _ids(options: dict[str, Any]) -> str:
    return ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"


def _play(agents: list[Agent], seed: int, options: dict[str, Any] | None = None) -> float:
    """Seat 0's points in one duel."""
    state = new_game("duel-of-swords", 2, seed=seed, options=options)
    rng = random.Random(f"dos-hard:{seed}")
    while state.outcome is None:
        views = {s: state.observation(s) for s in state.to_act()}
        chosen = {s: agents[s].choose(views[s], state.legal_actions(s), rng) for s in views}
        for seat, action in chosen.items():
            state.apply(seat, action)
    assert state.outcome is not None
    return state.outcome.points(0, 2)


@pytest.mark.parametrize("options", SCORING_CASES, ids=_ids)
def test_a_perfect_foe_who_knows_hards_strategy_gains_less_than_a_hundredth_of_a_win(options: dict[str, Any]) -> None:
    gain = exploitability(options, lambda position: mix_at(options, position))
    assert gain < 0.01
    assert gain > -1e-6  # nobody can guarantee more than the fair half in a symmetric duel


def test_the_exploitability_check_can_fail_a_strategy_that_can_be_read() -> None:
    thrust_always = [1.0 if m == "thrust" else 0.0 for m in MOVES]
    assert exploitability({}, lambda position: thrust_always) > 0.4
    uniform = [0.1] * 10
    assert exploitability({}, lambda position: uniform) > 0.3


def test_the_shipped_table_is_the_solved_duel() -> None:
    shipped = solver_for(scoring_key({}))
    fresh = Solver(GAME.resolve_options({}, 2))
    fresh.table()
    assert len(fresh.values) > 1000
    for position, value in fresh.values.items():
        assert shipped.value(position) == pytest.approx(value, abs=1e-6)
    assert fresh.value(START) == pytest.approx(0.5)  # the duel is fair


def test_every_rule_set_the_options_screen_offers_ships_solved() -> None:
    """So Hard's first move never waits for a solve (No repeats alone has over 100,000 positions)."""
    offered = {scoring_key(options) for options in offered_rule_sets()}
    assert len(offered) == 24  # roundLimitResult × suddenDeath × (plain, cutHighMirror, sameCutBlank) × noRepeat
    assert shipped_keys() == offered
    for options in offered_rule_sets():
        solver = solver_for(scoring_key(options))
        assert len(solver.values) == len(all_positions(solver.options)) and solver._sudden is not None
        assert solver.values[START] == pytest.approx(0.5, abs=1e-6)  # every rule set is fair


def test_every_shipped_table_still_solves_its_rounds() -> None:
    """Up to date: sampled positions of every table are the value of their round's game over the table's own values."""
    rng = random.Random(18)
    for options in offered_rule_sets():
        solver = solver_for(scoring_key(options))
        positions = all_positions(solver.options)
        for position in rng.sample(positions, 12):
            value, _ = equilibrium(solver.payoff(position)[2])
            assert solver.values[position] == pytest.approx(value, abs=2e-6), (options, position)
        sudden = solver.sudden_death()
        for key in rng.sample(sorted(sudden), 3):
            value, _ = equilibrium(sudden_matrix(key, sudden, solver.grid, solver.options)[2])
            assert sudden[key] == pytest.approx(value, abs=2e-6), (options, key)


def test_a_stale_table_is_caught() -> None:
    """The check above can fail: a table solved for other rules does not solve these rules' rounds."""
    plain, other = solver_for(scoring_key({})), GAME.resolve_options({"roundLimitResult": "draw"}, 2)
    stale = Solver(other, plain.values)
    wrong = [p for p in all_positions(other) if abs(equilibrium(stale.payoff(p)[2])[0] - plain.values[p]) > 1e-4]
    assert wrong


def test_leaning_on_the_foes_habits_never_gives_up_any_of_the_rounds_value() -> None:
    rng = random.Random(3)
    solver = solver_for(scoring_key({}))
    for _ in range(40):
        position = (rng.randint(1, 15), rng.randint(0, 4), rng.randint(0, 4), rng.choice((-1, 0, 1)), -1, -1)
        habits = [rng.random() ** 3 for _ in MOVES]
        rows, _, matrix = solver.payoff(position)
        mix = mix_at({}, position, habits)
        assert best_reply_value(matrix, [mix[i] for i in rows]) >= solver.value(position) - 1e-5


def test_hard_leans_toward_the_reply_that_punishes_a_habit_when_that_is_free() -> None:
    state = new_game("duel-of-swords", 2, seed=1)
    for _ in range(8):  # the foe (seat 1) thrusts every round; seat 0 disengages
        state.apply(0, Action("move", (), "dodge"))
        state.apply(1, Action("move", (), "dodge"))
    view = state.observation(0)
    plain = mix_at(view.options, position_of(view))
    leaning = mix_at(view.options, position_of(view), [1.0 if m == "dodge" else 0.0 for m in MOVES])
    assert plain != pytest.approx(leaning) or plain == pytest.approx(mix_at(view.options, position_of(view), None))
    dist = HardAgent().strategy(view, state.legal_actions(0))
    assert sum(dist.values()) == pytest.approx(1.0)


def test_no_repeat_positions_never_offer_the_banned_move() -> None:
    options = {"noRepeat": True}
    state = new_game("duel-of-swords", 2, seed=2, options=options)
    state.apply(0, Action("move", (), "thrust"))
    state.apply(1, Action("move", (), "disengage"))
    view = state.observation(0)
    position = position_of(view)
    assert position[4] == MOVES.index("thrust") and position[5] == -1
    dist = HardAgent().strategy(view, state.legal_actions(0))
    assert Action("move", (), "thrust") not in dist


def test_hard_beats_random_and_holds_normal() -> None:
    """Expected: two thirds of a win against Random (solved exactly: 0.666), at least half against anyone."""
    results = {}
    for level in ("random", "normal"):
        points = 0.0
        for seed in range(30):
            hard_seat = seed % 2
            agents: list[Agent] = [make_agent("duel-of-swords", level), make_agent("duel-of-swords", level)]
            agents[hard_seat] = HardAgent()
            p = _play(agents, 500 + seed)
            points += p if hard_seat == 0 else 1.0 - p
        results[level] = points / 30
    assert results["random"] > 0.55
    assert results["normal"] > 0.35


@pytest.mark.soak
@pytest.mark.parametrize("options", SOAK_CASES, ids=_ids)
def test_the_full_size_duel_is_unexploitable_under_each_switch(options: dict[str, Any]) -> None:
    assert exploitability(options, lambda position: mix_at(options, position)) < 0.01


def test_the_bench_times_a_cold_first_move_under_every_offered_rule_set() -> None:
    seconds = cold_first_moves()
    assert len(seconds) == len(offered_rule_sets()) and min(seconds) > 0
    assert solver_for.cache_info().currsize >= 1  # the last rule set was loaded again, from the shipped table
