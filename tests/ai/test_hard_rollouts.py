"""Hard by paired playouts: Normal's choice unless the evidence is clear, a mix at secret choices, within its budget."""

from __future__ import annotations

import random
import time
from importlib import import_module

import pytest

from game.ai import BASELINE, make_agent, normal_agent
from game.ai.hard import rollouts
from game.ai.hard.rollouts import RolloutAgent, clearly_better, softmax, still_in_the_race
from game.ai.ismcts import Budget
from game.engine import Action, State, new_game

#: The games whose Hard is the rollout search (Duel of Swords plays its equilibrium, Mortal Swords counts cards).
SEARCHED = ["clashing-blades", "el-royale", "suits-duel"]
#: Those where 400 games showed Hard beating Normal (the 95% interval above one half).
WON = ["clashing-blades", "el-royale", "suits-duel"]


def _hard(game_id: str, iterations: int | None, think_time: float | None = None) -> RolloutAgent:
    agent = make_agent(game_id, "hard", think_time=think_time, iterations=iterations)
    assert isinstance(agent, RolloutAgent)
    return agent


def _clocked(game_id: str, seconds: float) -> RolloutAgent:
    """The game's Hard search with no cap on worlds: only the clock stops it."""
    module = import_module(f"game.ai.hard.{game_id.replace('-', '_')}")
    return RolloutAgent(game_id, module.NormalAgent(), budget=Budget(iterations=None, seconds=seconds), horizon=module.HORIZON)


def _normal_positions(game_id: str, seed: int, count: int) -> list[tuple[State, int]]:
    """Positions along a game between Normal players where one seat alone has a real choice."""
    normal = normal_agent(game_id)
    assert normal is not None
    out: list[tuple[State, int]] = []
    state = new_game(game_id, 2, seed=seed)
    rng = random.Random(seed)
    while state.outcome is None and len(out) < count:
        seats = state.to_act()
        if len(seats) == 1 and len(state.legal_actions(seats[0])) > 1:
            out.append((state.clone(), seats[0]))
        chosen = [(s, normal.choose(state.observation(s), state.legal_actions(s), rng)) for s in seats]
        for seat, action in chosen:
            if state.outcome is None and seat in state.to_act():
                state.apply(seat, action)
    return out


def test_paired_evidence_must_clear_the_noise_before_normal_is_overruled() -> None:
    assert clearly_better([0.6, 0.7, 0.5, 0.6], [0.5, 0.6, 0.4, 0.5], 1.5)  # better in every world by 0.1
    assert not clearly_better([1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], 1.5)  # as often worse as better
    assert not clearly_better([0.4, 0.5], [0.5, 0.6], 1.5)  # worse
    assert not clearly_better([1.0], [0.0], 1.5)  # one world says nothing about the spread


def test_a_mixed_strategy_favours_the_better_actions_but_keeps_the_close_ones() -> None:
    a, b, c = (Action("play", (code,), None) for code in ("AS", "2S", "3S"))
    dist = softmax({a: 0.60, b: 0.58, c: 0.10}, 0.03)
    assert sum(dist.values()) == pytest.approx(1.0)
    assert dist[a] > dist[b] > 0.1
    assert c not in dist  # hopeless: it drops out


@pytest.mark.parametrize("game_id", SEARCHED)
def test_with_one_imagined_deal_hard_plays_exactly_what_normal_plays(game_id: str) -> None:
    """One world cannot show a clear difference, so Hard never does worse than its base by noise alone."""
    hard = _hard(game_id, iterations=1)
    normal = normal_agent(game_id)
    assert normal is not None
    for state, seat in _normal_positions(game_id, 3, 6):
        view, legal = state.observation(seat), state.legal_actions(seat)
        assert hard.strategy(view, legal) == {normal.choose(view, legal, random.Random(0)): 1.0}


def test_hard_overrules_normal_only_where_every_imagined_deal_backs_it() -> None:
    hard = _hard("clashing-blades", iterations=12)
    normal = normal_agent("clashing-blades")
    assert normal is not None
    overruled = 0
    for state, seat in _normal_positions("clashing-blades", 2, 25):
        view, legal = state.observation(seat), state.legal_actions(seat)
        pick = hard.choose(view, legal, random.Random(1))
        advice = normal.choose(view, legal, random.Random(1))
        if pick != advice:
            overruled += 1
            results = hard.values(view, legal)
            assert clearly_better(results[pick], results[advice], hard.z)
    assert overruled > 0  # the search does change some choices


def test_at_a_secret_en_garde_hard_mixes_and_samples_that_very_mix() -> None:
    hard = _hard("clashing-blades", iterations=12)
    state = new_game("clashing-blades", 2, seed=5)
    assert len(state.to_act()) == 2
    view, legal = state.observation(0), state.legal_actions(0)
    dist = hard.strategy(view, legal)
    assert set(dist) <= set(legal) and sum(dist.values()) == pytest.approx(1.0)
    assert len(dist) > 1  # a mix, never a fixed reply a person could learn
    assert hard.strategy(view, legal) == dist  # the same view, the same mix
    draws = [hard.choose(view, legal, random.Random(k)) for k in range(3000)]
    for action, p in dist.items():
        assert abs(draws.count(action) / 3000 - p) < 0.04


def test_hard_keeps_to_its_think_time() -> None:
    state = new_game("suits-duel", 2, seed=2)
    seat = state.to_act()[0]
    view, legal = state.observation(seat), state.legal_actions(seat)
    quick = _clocked("suits-duel", 0.05)
    start = time.perf_counter()
    quick.strategy(view, legal)
    assert time.perf_counter() - start < 0.05 + 0.5  # the budget, with room for a busy machine (no world takes this long)
    assert quick.last_iterations >= 1
    slow = _clocked("suits-duel", 0.3)
    slow.strategy(view, legal)
    assert slow.last_iterations > quick.last_iterations


@pytest.mark.parametrize("game_id", SEARCHED)
def test_a_tournament_with_n_deals_gets_exactly_n_worlds_per_decision(game_id: str) -> None:
    """An iteration budget and no clock: a run replays exactly (the table's time budget is tested below)."""
    measured = _hard(game_id, iterations=3)
    assert measured.budget.iterations == 3 and measured.budget.seconds is None
    state, seat = _normal_positions(game_id, 4, 1)[0]
    measured.strategy(state.observation(seat), state.legal_actions(seat))
    assert measured.last_iterations == 3


def test_el_royale_hard_shakes_up_a_stuck_table_like_normal_does() -> None:
    hard = _hard("el-royale", iterations=2)
    state, seat = _normal_positions("el-royale", 5, 1)[0]
    view, legal = state.observation(seat), state.legal_actions(seat)
    stuck = view.__class__(**{**{n: getattr(view, n) for n in view.__dataclass_fields__}, "info": {**view.info, "battle": 81}})
    dist = hard.strategy(stuck, legal)
    moves = [a for a in legal if a.kind not in ("talk", "show", "signal")]
    assert dist == {a: pytest.approx(1.0 / len(moves)) for a in moves}


def test_a_health_lead_is_worth_more_the_bigger_it_is_and_the_two_sides_add_up() -> None:
    from game.ai.hard.clashing_blades import health_value
    from game.engine.games.clashing_blades.state import ClashingBladesState

    state = new_game("clashing-blades", 2, seed=1)
    assert isinstance(state, ClashingBladesState)
    values = []
    for lead in (0, 3, 8):
        state.health = [15, 15 - lead]
        values.append(health_value(state, 0))
        assert health_value(state, 0) + health_value(state, 1) == pytest.approx(1.0)
    assert values[0] == pytest.approx(0.5) and values[0] < values[1] < values[2] < 1.0


@pytest.mark.soak
@pytest.mark.parametrize("game_id", WON)
def test_hard_beats_normal_over_a_hundred_games(game_id: str) -> None:
    from game.cli.tournament import run_tournament

    default = import_module(f"game.ai.hard.{game_id.replace('-', '_')}").ITERATIONS
    summary = run_tournament(game_id, 2, ["hard", "normal"], games=100, seed=50_000, options={}, iterations=default)
    assert summary["per_agent"]["hard"]["low"] > 0.5


@pytest.mark.parametrize("game_id", SEARCHED)
def test_the_hard_of_before_is_kept_as_a_baseline_that_never_looks_at_the_clock(game_id: str) -> None:
    baseline = make_agent(game_id, BASELINE)
    module = import_module(f"game.ai.hard.{game_id.replace('-', '_')}")
    assert isinstance(baseline, module.BaselineAgent)
    assert baseline.budget == Budget(iterations=module.ITERATIONS, seconds=None)


@pytest.mark.parametrize("game_id", SEARCHED)
def test_at_the_table_hard_imagines_deals_until_its_think_time_is_nearly_spent(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A clock that moves 10 ms each time it is read: 0.25 s of thinking is 20-odd worlds, past the old cap."""
    ticks = iter(range(10**6))
    monkeypatch.setattr(rollouts.time, "perf_counter", lambda: next(ticks) * 0.01)
    hard = _hard(game_id, iterations=None, think_time=0.25)
    module = import_module(f"game.ai.hard.{game_id.replace('-', '_')}")
    assert hard.budget == Budget(iterations=None, seconds=0.25)
    state, seat = _normal_positions(game_id, 5, 1)[0]
    hard.strategy(state.observation(seat), state.legal_actions(seat))
    assert module.ITERATIONS < hard.last_iterations <= 25


def test_the_suits_duel_judge_values_every_kind_of_material_and_the_two_sides_add_up() -> None:
    from game.ai.hard.suits_duel import fitted_value
    from game.engine.games.suits_duel.state import SuitsDuelState

    state = new_game("suits-duel", 2, seed=3)
    assert isinstance(state, SuitsDuelState)
    even = fitted_value(state, 0)
    assert even + fitted_value(state, 1) == pytest.approx(1.0)
    richer = state.clone()
    assert isinstance(richer, SuitsDuelState)
    richer.hands[0].append(richer.deck.pop())
    assert fitted_value(richer, 0) > even
    richer.battlers[0].append(richer.deck.pop())
    richer.wounds[0].append(None)
    assert fitted_value(richer, 0) > fitted_value(state, 0)
    broken = state.clone()
    assert isinstance(broken, SuitsDuelState)
    broken.shields[0][0] = None
    assert fitted_value(broken, 0) < even


def test_an_action_clearly_behind_the_leader_drops_out_of_the_race_but_normals_choice_never_does() -> None:
    lead, close, hopeless, advice = (Action("play", (code,), None) for code in ("AS", "2S", "3S", "4S"))
    results = {
        lead: [0.8, 0.7, 0.9, 0.8, 0.7, 0.8, 0.9, 0.8],
        close: [0.7, 0.8, 0.8, 0.8, 0.8, 0.7, 0.9, 0.7],
        hopeless: [0.1, 0.2, 0.1, 0.2, 0.1, 0.1, 0.2, 0.1],
        advice: [0.2, 0.1, 0.2, 0.1, 0.2, 0.2, 0.1, 0.2],
    }
    assert still_in_the_race(results, list(results), advice, 3.0) == [lead, close, advice]


@pytest.mark.parametrize("game_id", SEARCHED)
def test_racing_hard_decides_the_same_when_every_hidden_card_is_dealt_again(game_id: str) -> None:
    """Past the first worlds actions drop out of the race: that too depends on the seat's view alone."""
    from game.engine import get_game
    from game.engine.rng import Rng

    for i, (state, seat) in enumerate(_normal_positions(game_id, 6, 4)):
        view, legal = state.observation(seat), state.legal_actions(seat)
        other = get_game(game_id).determinize(view, Rng(500 + i))
        assert other.observation(seat) == view
        seen = _hard(game_id, iterations=12).strategy(view, legal)  # a fresh Hard each time: nothing remembered
        assert seen == _hard(game_id, iterations=12).strategy(other.observation(seat), other.legal_actions(seat))
