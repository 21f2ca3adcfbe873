"""Duel of Swords, Hard that punishes habits: it reads them, exploits them, and a perfect foe gains at most 0.05."""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable

import pytest

from game.ai import BASELINE, LEVELS, make_agent
from game.ai.agent import Agent
from game.ai.habit_bots import HABIT_BOTS, FavouriteBot, MirrorBot, Punisher, RepeatAfterHitBot
from game.ai.hard import duel_of_swords_habits as habits_model
from game.ai.hard.duel_of_swords import (
    BUDGET,
    STALEMATE_ALLOWANCE,
    STALEMATE_RISK,
    BaselineAgent,
    HardAgent,
    Reading,
    guaranteed,
    mirrored,
    position_of,
    round_game,
    rounds_of,
    steady_mix,
)
from game.ai.hard.duel_of_swords_equilibrium import scoring_key, solver_for
from game.ai.matrix_game import best_reply_value
from game.cli.habit_trial import SEED, duel, paired, trial
from game.engine import Action, State, new_game
from game.engine.games.duel_of_swords import MOVES

#: Duels short enough to search every reply of a perfect foe (2 rounds: a tenth of a second; 3 rounds: a few seconds).
TWO_ROUNDS = {"hitsToWin": 2, "roundLimit": 2}
THREE_ROUNDS = {"hitsToWin": 1, "roundLimit": 3}


def _move(name: str) -> Action:
    return Action("move", (), name)


def _worst_reply(hard: HardAgent, reading: Reading) -> float:
    """How far below the round's value Hard's mix at ``reading`` falls against the foe's best reply."""
    reader = hard.reader({})
    rows, _, matrix, value = round_game(reader.solver, reading.position)
    mix = reader.plan(reading).mix
    return value - min(sum(mix[i] * matrix[k][c] for k, i in enumerate(rows)) for c in range(len(matrix[0])))


def test_a_perfect_foe_who_knows_hards_rule_gains_at_most_its_budget_computed_exactly() -> None:
    gain = 0.5 - guaranteed(THREE_ROUNDS)
    assert 0.005 < gain <= BUDGET + 1e-6  # Hard does take risks, and no more than the budget
    assert gain <= 0.05


def test_the_exact_bound_can_fail_a_hard_given_too_much_to_risk() -> None:
    assert 0.5 - guaranteed(TWO_ROUNDS, budget=1.0) > 0.05
    assert 0.5 - guaranteed(TWO_ROUNDS, budget=0.0) == pytest.approx(0.0, abs=1e-6)  # the equilibrium itself


@pytest.mark.parametrize("seed", range(6))
def test_every_round_hard_risks_no_more_than_its_budget_and_the_budget_keeps_the_accounts(seed: int) -> None:
    hard, foe = HardAgent(), FavouriteBot(sound=False)
    state = new_game("duel-of-swords", 2, seed=seed)
    rng = random.Random(seed)
    reader = hard.reader({})
    while state.outcome is None:
        view = state.observation(0)
        reading = reader.reading(rounds_of(view))
        assert reading.position == position_of(view)  # Hard's replay of the history agrees with the table
        plan = hard.plan(view)
        assert 0.0 <= plan.risk <= reading.budget
        assert _worst_reply(hard, reading) <= plan.risk + 1e-7
        mine = hard.choose(view, state.legal_actions(0), rng)
        theirs = foe.choose(state.observation(1), state.legal_actions(1), rng)
        state.apply(0, mine)
        state.apply(1, theirs)
        after = reader.after(reading, MOVES.index(mine.target or ""), MOVES.index(theirs.target or ""))
        if isinstance(after, Reading):  # what the foe's move gave or took, given Hard's mix, not its draw
            rows, cols, matrix, value = round_game(reader.solver, reading.position)
            column = cols.index(MOVES.index(theirs.target or ""))
            gift = sum(plan.mix[i] * matrix[k][column] for k, i in enumerate(rows)) - value
            assert after.budget == pytest.approx(max(0.0, reading.budget + gift), abs=1e-12)


@pytest.mark.parametrize("seed", range(4))
def test_a_foe_who_plays_the_equilibrium_is_read_as_having_no_habit(seed: int) -> None:
    hard, foe = HardAgent(), BaselineAgent()
    state = new_game("duel-of-swords", 2, seed=seed)
    rng = random.Random(seed)
    while state.outcome is None:
        mine = hard.choose(state.observation(0), state.legal_actions(0), rng)
        theirs = foe.choose(state.observation(1), state.legal_actions(1), rng)
        state.apply(0, mine)
        state.apply(1, theirs)
    history = tuple((MOVES.index(h["moves"][0]), MOVES.index(h["moves"][1])) for h in state.observation(0).info["history"])
    reader = hard.reader({})
    last = reader.reading(history[:-1])
    steady = habits_model.predict_steady(steady_mix(reader.solver, mirrored(last.position)))
    expected = reader.plan(last).prediction
    assert 0.5 * sum(abs(p - q) for p, q in zip(expected, steady, strict=True)) < 0.15  # all but the steady reading
    assert habits_model.strength(last.habits.mirrors) < 0.1


def _state_after(rounds: list[tuple[str, str]]) -> State:
    state = new_game("duel-of-swords", 2, seed=1)
    for mine, theirs in rounds:
        if state.outcome is not None:
            break
        state.apply(0, _move(mine))
        state.apply(1, _move(theirs))
    return state


def _reading_after(rounds: list[tuple[str, str]]) -> tuple[HardAgent, Reading]:
    hard = HardAgent()
    return hard, hard.reader({}).reading(rounds_of(_state_after(rounds).observation(0)))


def test_a_foe_who_always_dodges_is_expected_to_dodge_again() -> None:
    """Always the same move is a favourite and a repeat at once: either reading expects it."""
    hard, reading = _reading_after([("dodge", "dodge")] * 6)
    weights = habits_model.weights(reading.habits)
    assert weights[habits_model.READERS.index("steady")] < 0.01
    assert weights[habits_model.READERS.index("favourite")] + weights[habits_model.READERS.index("repeat")] > 0.5
    prediction = hard.reader({}).plan(reading).prediction
    assert prediction[MOVES.index("dodge")] > 0.5


def test_a_foe_who_mirrors_is_read_as_mirroring() -> None:
    mine = ["dodge", "disengage", "lateral-parry", "dodge", "circular-parry", "disengage", "dodge"]
    rounds = [(mine[0], "disengage")] + [(mine[k], mine[k - 1]) for k in range(1, len(mine))]
    hard, reading = _reading_after(rounds)
    weights = habits_model.weights(reading.habits)
    assert weights[habits_model.READERS.index("mirror")] > 0.5
    assert hard.reader({}).plan(reading).prediction[MOVES.index(mine[-1])] > 0.4


def test_the_habit_bots_each_show_their_habit() -> None:
    state = new_game("duel-of-swords", 2, seed=2)
    state.apply(0, _move("thrust"))
    state.apply(1, _move("stop-hit"))  # seat 1 scores a hit with Stop Hit against the thrust
    view, legal = state.observation(1), state.legal_actions(1)
    assert view.info["history"][-1]["result"] == "B"
    assert RepeatAfterHitBot(share=1.0).strategy(view, legal)[_move("stop-hit")] == pytest.approx(1.0)
    assert MirrorBot(share=1.0).strategy(view, legal)[_move("thrust")] == pytest.approx(1.0)
    assert FavouriteBot("feint", share=0.4, sound=False).strategy(view, legal)[_move("feint")] == pytest.approx(0.46)


#: Every habit bot: (habit, sound) for a sound player with one tell and a new player with one.
EVERY_BOT = [(habit, sound) for sound in (True, False) for habit in HABIT_BOTS]


def _bot(habit: str, sound: bool) -> Callable[[], Agent]:
    return functools.partial(HABIT_BOTS[habit], sound=sound)


def test_with_no_luck_in_the_draws_the_expected_result_is_the_result() -> None:
    """Two players who never mix: the rounds scored by the mixes add up to the duel's result."""
    for mine, theirs in [("stop-hit", "thrust"), ("dodge", "dodge"), ("feint", "lateral-parry")]:
        result = trial(lambda m=mine: FavouriteBot(m, share=1.0), lambda t=theirs: FavouriteBot(t, share=1.0), 2)
        for played in result.duels:
            assert played.expected == pytest.approx(played.points, abs=1e-6)


@pytest.mark.parametrize(("habit", "sound"), EVERY_BOT)
def test_hard_expects_more_than_the_equilibrium_against_each_habit(habit: str, sound: bool) -> None:
    """16 seeded duels each, two series of 8 against the same bot, every round scored by both mixes (no luck of draws)."""
    hard = trial(HardAgent, _bot(habit, sound), 16, series=8)
    baseline = trial(BaselineAgent, _bot(habit, sound), 16, series=8)
    assert hard.expected.value > baseline.expected.value + 0.05


def test_one_hit_is_enough_for_hard_to_expect_the_move_again() -> None:
    """Repeating a move that just hit is common in human play, so Hard leans on it the first time it can."""
    hard, reading = _reading_after([("thrust", "stop-hit")])  # the foe's Stop Hit hits our Thrust
    reader = hard.reader({})
    plan = reader.plan(reading)
    steady = habits_model.predict_steady(steady_mix(reader.solver, mirrored(reading.position)))
    stop_hit = MOVES.index("stop-hit")
    assert plan.prediction[stop_hit] > steady[stop_hit] + 0.15
    assert plan.risk > 0.0
    beats_stop_hit = [MOVES.index(m) for m in ("slash", "cut-low", "cut-high")]
    plain = steady_mix(reader.solver, reading.position)
    assert sum(plan.mix[i] for i in beats_stop_hit) > sum(plain[i] for i in beats_stop_hit) + 0.05


def _series(hard: HardAgent, foe: Agent, duels: int) -> None:
    for i in range(duels):
        duel(hard, foe, SEED + i, i % 2)


def test_what_earlier_duels_showed_is_expected_from_the_first_round_of_the_next() -> None:
    hard = HardAgent()
    _series(hard, RepeatAfterHitBot(), 6)
    prior = habits_model.strength(habits_model.NOTHING_SEEN.repeats[habits_model.SCORED])
    assert habits_model.strength(hard.profile.repeats[habits_model.SCORED]) > prior + 0.1
    first_hit = [("thrust", "stop-hit")]
    _, fresh = _reading_after(first_hit)
    reading = hard.reader({}).reading(rounds_of(_state_after(first_hit).observation(0)))
    stop_hit = MOVES.index("stop-hit")
    assert hard.reader({}).plan(reading).prediction[stop_hit] > HardAgent().reader({}).plan(fresh).prediction[stop_hit] + 0.1
    assert hard.reader({}).start.budget == BUDGET  # the budget starts afresh: the bound holds duel by duel


def test_a_profile_fades_toward_the_prior_when_nothing_new_is_seen() -> None:
    hard = HardAgent()
    _series(hard, MirrorBot(sound=False), 3)
    believed = habits_model.strength(hard.profile.mirrors)
    prior = habits_model.strength(habits_model.NOTHING_SEEN.mirrors)
    faded = [hard.profile]
    for _ in range(20):
        faded.append(habits_model.carried(faded[-1]))
    strengths = [habits_model.strength(f.mirrors) for f in faded]
    assert believed > prior + 0.2
    assert all(later < earlier for earlier, later in itertools.pairwise(strengths))
    assert strengths[-1] - prior < 0.02


def test_a_perfect_foe_gains_at_most_the_budget_against_a_hard_with_a_profile() -> None:
    """The profile only changes what Hard expects; what it may risk starts at the budget every duel."""
    hard = HardAgent()
    _series(hard, FavouriteBot(sound=False), 3)
    assert 0.5 - guaranteed(TWO_ROUNDS, profile=hard.profile) <= BUDGET + 1e-6


def test_the_plain_equilibrium_is_kept_as_a_baseline_for_tournaments_only() -> None:
    assert isinstance(make_agent("duel-of-swords", BASELINE), BaselineAgent)
    assert isinstance(make_agent("duel-of-swords", "hard"), HardAgent)
    assert BASELINE not in LEVELS  # never offered to players


@pytest.mark.soak
def test_a_perfect_foe_gains_at_most_the_budget_in_a_three_round_duel() -> None:
    gain = 0.5 - guaranteed({"hitsToWin": 2, "roundLimit": 3})
    assert 0.0 < gain <= BUDGET + 1e-6


@pytest.mark.soak
@pytest.mark.parametrize(("habit", "sound"), EVERY_BOT)
def test_hard_punishes_each_habit_clearly_more_than_the_equilibrium(habit: str, sound: bool) -> None:
    """400 seeded duels each (the README's table): the paired difference and the expected results are clearly apart."""
    hard = trial(HardAgent, _bot(habit, sound), 400)
    baseline = trial(BaselineAgent, _bot(habit, sound), 400)
    assert paired(hard, baseline).low > 0.0
    assert hard.expected.low > baseline.expected.high + 0.04


@pytest.mark.soak
@pytest.mark.parametrize(("habit", "sound"), EVERY_BOT)
def test_over_series_of_duels_hards_win_rate_is_clearly_above_the_equilibriums(habit: str, sound: bool) -> None:
    """400 seeded duels each, in series of 10 against the same bot, Hard keeping its profile: Wilson intervals apart."""
    hard = trial(HardAgent, _bot(habit, sound), 400, series=10)
    baseline = trial(BaselineAgent, _bot(habit, sound), 400, series=10)
    assert hard.rate.low > baseline.rate.high


def test_the_punisher_replies_to_hards_mix_with_what_hurts_it_most() -> None:
    state = new_game("duel-of-swords", 2, seed=4)
    for mine, theirs in [("thrust", "dodge"), ("thrust", "slash"), ("thrust", "feint")]:
        state.apply(0, _move(mine))
        state.apply(1, _move(theirs))
    hard = HardAgent()
    reader = hard.reader({})
    reading = reader.reading(rounds_of(state.observation(1)))
    rows, cols, matrix, _ = round_game(reader.solver, reading.position)
    mix = reader.plan(reading).mix
    worth = {MOVES[j]: sum(mix[i] * matrix[k][c] for k, i in enumerate(rows)) for c, j in enumerate(cols)}
    reply = Punisher().choose(state.observation(0), state.legal_actions(0), random.Random(0))
    assert worth[reply.target or ""] == min(worth.values())


@pytest.mark.soak
@pytest.mark.parametrize("series", [1, 10])
def test_a_foe_who_knows_hards_rule_gains_no_more_than_the_budget_over_whole_duels(series: int) -> None:
    """400 seeded duels against the greedy Punisher (who keeps Hard's profile too): ½ minus the budget at worst."""
    hard = trial(HardAgent, Punisher, 400, series=series)
    assert hard.rate.high >= 0.5 - BUDGET
    assert hard.expected.high >= 0.5 - BUDGET


@pytest.mark.soak
@pytest.mark.parametrize("habit", list(HABIT_BOTS))
def test_a_perfect_foe_gains_at_most_the_budget_in_a_three_round_duel_whatever_hard_learnt_before(habit: str) -> None:
    hard = HardAgent()
    _series(hard, HABIT_BOTS[habit](sound=False), 10)
    assert 0.5 - guaranteed({"hitsToWin": 2, "roundLimit": 3}, profile=hard.profile) <= BUDGET + 1e-6


# -- sudden death with No repeats: a tie past the limit must still end -------------------------------

STALEMATE = {"suddenDeath": True, "noRepeat": True}
#: A tie past the round limit, nothing pending, nothing banned.
TIED_PAST_THE_LIMIT = (16, 5, 5, 0, -1, -1)


def _rounds_to_end(seed: int, options: dict[str, object], cap: int) -> int:
    """Rounds two Hards fence before the duel ends (``cap`` + 1 if it has not)."""
    state = new_game("duel-of-swords", 2, seed=seed, options=options)
    agents, rng = [HardAgent(), HardAgent()], random.Random(f"stalemate:{seed}")
    for played in range(cap):
        if state.outcome is not None:
            return played
        views = {s: state.observation(s) for s in state.to_act()}
        for seat, action in {s: agents[s].choose(views[s], state.legal_actions(s), rng) for s in views}.items():
            state.apply(seat, action)
    return cap + (state.outcome is None)


def test_the_equilibrium_at_a_tie_past_the_limit_is_to_disengage_for_ever() -> None:
    """Why two perfect players never finish: Disengage concedes nothing to any reply there."""
    solver = solver_for(scoring_key(STALEMATE))
    rows, _, matrix, value = round_game(solver, TIED_PAST_THE_LIMIT)
    disengage = matrix[rows.index(MOVES.index("disengage"))]
    assert value == pytest.approx(0.5) and min(disengage) == pytest.approx(0.5, abs=1e-6)
    assert steady_mix(solver, TIED_PAST_THE_LIMIT)[MOVES.index("disengage")] == pytest.approx(1.0)


def test_hard_risks_part_of_its_budget_there_on_moves_that_can_end_the_duel() -> None:
    reader = HardAgent().reader(STALEMATE)
    rows, _, matrix, value = round_game(reader.solver, TIED_PAST_THE_LIMIT)
    for budget in (BUDGET, 0.001, 0.0):
        plan = reader.plan(Reading(TIED_PAST_THE_LIMIT, budget, habits_model.Habits()))
        assert plan.risk == pytest.approx(min(budget, STALEMATE_RISK))
        assert best_reply_value(matrix, [plan.mix[i] for i in rows]) >= value - plan.risk - 1e-6
    plan = reader.plan(Reading(TIED_PAST_THE_LIMIT, BUDGET, habits_model.Habits()))
    assert plan.mix[MOVES.index("disengage")] < 0.95  # it leaves the fortress now and then


def test_past_the_limit_a_foe_who_leaves_itself_open_adds_the_allowance_and_one_who_plays_safe_does_not() -> None:
    reader = HardAgent().reader(STALEMATE)
    disengage, lateral = MOVES.index("disengage"), MOVES.index("lateral-parry")  # a Thrust would hit a Lateral Parry
    spent = Reading(TIED_PAST_THE_LIMIT, 0.0, habits_model.Habits())
    open_foe = reader.after(spent, disengage, lateral)
    assert isinstance(open_foe, Reading) and open_foe.position[0] == 17
    assert open_foe.budget >= STALEMATE_ALLOWANCE - 1e-9
    safe_foe = reader.after(spent, disengage, disengage)
    assert isinstance(safe_foe, Reading) and safe_foe.budget < STALEMATE_ALLOWANCE / 10  # a staller earns Hard nothing
    before = reader.after(Reading((3, 1, 1, 0, -1, -1), 0.0, habits_model.Habits()), disengage, lateral)
    assert isinstance(before, Reading) and before.budget < STALEMATE_ALLOWANCE / 10


def test_two_hards_end_a_sudden_death_duel_with_no_repeats() -> None:
    rounds = [_rounds_to_end(seed, STALEMATE, cap=1000) for seed in range(20)]
    print(f"rounds to the end: {rounds}")
    assert max(rounds) <= 1000


@pytest.mark.soak
@pytest.mark.parametrize("result", ["leader", "draw"])
def test_two_hards_end_every_sudden_death_duel_with_no_repeats_over_many_seeds(result: str) -> None:
    options = {**STALEMATE, "roundLimitResult": result}
    rounds = sorted(_rounds_to_end(seed, options, cap=1000) for seed in range(150))
    print(f"{result}: median {rounds[len(rounds) // 2]} rounds, longest {rounds[-1]}")
    assert rounds[-1] <= 1000
