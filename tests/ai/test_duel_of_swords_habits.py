"""Duel of Swords, Hard that punishes habits: it reads them, exploits them, and a perfect foe gains at most 0.05."""

from __future__ import annotations

import random

import pytest

from game.ai import BASELINE, make_agent
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
    position_of,
    round_game,
    rounds_of,
    steady_mix,
)
from game.ai.hard.duel_of_swords_equilibrium import scoring_key, solver_for
from game.ai.matrix_game import best_reply_value
from game.cli.habit_trial import trial
from game.engine import Action, SetupError, new_game
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
    last = hard.reader({}).reading(history[:-1])
    weights = habits_model.weights(last.habits)
    assert weights[habits_model.READERS.index("steady")] > 0.5


def _reading_after(rounds: list[tuple[str, str]]) -> tuple[HardAgent, Reading]:
    state = new_game("duel-of-swords", 2, seed=1)
    for mine, theirs in rounds:
        if state.outcome is not None:
            break
        state.apply(0, _move(mine))
        state.apply(1, _move(theirs))
    hard = HardAgent()
    return hard, hard.reader({}).reading(rounds_of(state.observation(0)))


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


@pytest.mark.parametrize("habit", list(HABIT_BOTS))
def test_hard_punishes_each_habit_of_a_new_player_more_than_the_equilibrium_does(habit: str) -> None:
    """40 seeded duels each: against a player who moves at random but for one habit."""
    bot = HABIT_BOTS[habit](sound=False)
    hard = trial(HardAgent, lambda: bot, 40)
    baseline = trial(BaselineAgent, lambda: bot, 40)
    assert hard.rate > baseline.rate + 0.05


def test_the_plain_equilibrium_is_kept_as_a_baseline_for_tournaments_only() -> None:
    assert isinstance(make_agent("duel-of-swords", BASELINE), BaselineAgent)
    assert isinstance(make_agent("duel-of-swords", "hard"), HardAgent)
    with pytest.raises(SetupError, match="baseline"):
        make_agent("suits-duel", BASELINE)


@pytest.mark.soak
def test_a_perfect_foe_gains_at_most_the_budget_in_a_three_round_duel() -> None:
    gain = 0.5 - guaranteed({"hitsToWin": 2, "roundLimit": 3})
    assert 0.0 < gain <= BUDGET + 1e-6


@pytest.mark.soak
@pytest.mark.parametrize("habit", ["favourite", "mirror"])
def test_hard_punishes_a_sound_player_with_a_habit_clearly_more_than_the_equilibrium(habit: str) -> None:
    """400 seeded duels each: Hard's interval lies above the equilibrium's win rate."""
    bot: Agent = HABIT_BOTS[habit]()
    hard = trial(HardAgent, lambda: bot, 400)
    baseline = trial(BaselineAgent, lambda: bot, 400)
    assert hard.low > baseline.rate


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
def test_a_foe_who_knows_hards_rule_gains_no_more_than_the_budget_over_whole_duels() -> None:
    """400 seeded duels against the greedy Punisher: Hard's expected result is at least ½ minus the budget."""
    hard = trial(HardAgent, Punisher, 400)
    assert hard.high >= 0.5 - BUDGET


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
