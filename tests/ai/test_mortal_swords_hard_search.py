"""Mortal Swords, Hard's search: worlds that hold its guess at the foe's hand, a fitted judge, the knight's move kept
unless the playouts show a better one."""

from __future__ import annotations

import math
import random
import sys
from collections import Counter
from pathlib import Path
from typing import cast

import pytest

from game.ai import hard_searches, make_agent
from game.ai.agent import Agent
from game.ai.hard import mortal_swords_judge as judge
from game.ai.hard.mortal_swords import BaselineAgent, HardAgent, WatchingKnight
from game.ai.hard.mortal_swords_foe_hand import FoeHand
from game.ai.hard.mortal_swords_worlds import give, imagine, pick
from game.ai.hard.rollouts import RolloutAgent
from game.ai.heuristics.mortal_swords import NormalAgent
from game.engine import GAMES, Action, Observation, Rng, card, cards, new_game
from game.engine.games.mortal_swords import MortalSwordsState

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "games"))
from test_mortal_swords_helpers import P1, P2, P3, P4, arrange, deal, play  # type: ignore[import-not-found, unused-ignore]

GAME = GAMES["mortal-swords"]


def watched_game(seed: int, decisions: int) -> tuple[WatchingKnight, MortalSwordsState]:
    """A two-knight game of the watching knight (seat 0) against Normal, stopped at its ``decisions``-th choice."""
    state = cast(MortalSwordsState, new_game("mortal-swords", 2, seed=seed))
    knight, normal, rng = WatchingKnight(), NormalAgent(), random.Random(seed)
    seen = 0
    while state.outcome is None:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            seen += 1
            if seen == decisions:
                knight.watch_over(state.observation(0))
                return knight, state
        agent: Agent = knight if seat == 0 else normal
        state.apply(seat, agent.choose(state.observation(seat), legal, rng))
    raise AssertionError("the game ended first")


# -- the judge -----------------------------------------------------------------------------------


def position(mine: str, theirs: str, my_live_armor: str = "") -> MortalSwordsState:
    """Spades strong; each knight's cards beyond its hand lie in its armor row, turned down (used) unless named live."""
    state = deal(["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D"], "JS")
    spent = iter(["8C", "9C", "10C", "JC", "QC", "KC", "AC", "8D", "9D", "10D", "JD", "QD", "KD", "AD"])
    mine_down = " ".join(next(spent) for _ in range(6 - len(mine.split()) - len(my_live_armor.split())))
    theirs_down = " ".join(next(spent) for _ in range(6 - len(theirs.split())))
    return arrange(
        state,
        {P1: mine, P2: theirs},
        armor={P1: f"{mine_down} {my_live_armor}".strip(), P2: theirs_down},
        used={P1: mine_down, P2: theirs_down},
    )


def test_the_judge_favours_the_knight_with_more_hand_cards_and_the_two_chances_add_up() -> None:
    state = position("2C 3C 4C 5C 6C", "2D 3D")
    ahead, behind = judge.win_chance(state, P1), judge.win_chance(state, P2)
    assert ahead > 0.9 and behind < 0.1
    assert ahead + behind == pytest.approx(1.0)


def test_the_last_cards_weigh_most_one_card_down_is_worse_at_two_than_at_five() -> None:
    late = position("2C", "2D 3D")
    early = position("2C 3C 4C 5C", "2D 3D 4D 5D 6D")
    assert judge.win_chance(late, P1) < judge.win_chance(early, P1) < 0.5


def test_armor_that_covers_the_other_colour_is_worth_having() -> None:
    bare = position("2C 3C 4C", "2D 3D 4D")
    armored = position("2C 3C 4C", "2D 3D 4D", my_live_armor="8H")
    assert judge.win_chance(armored, P1) > judge.win_chance(bare, P1)


def test_a_dead_knight_has_lost_and_the_last_one_standing_has_won() -> None:
    state = deal(["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D"], "JS")
    state.alive = [True, False]
    assert judge.win_chance(state, P1) == 1.0 and judge.win_chance(state, P2) == 0.0


def four_knights(hand_cards: tuple[int, int, int, int]) -> MortalSwordsState:
    """Four knights between attacks (spades strong), each holding this many cards, the rest of its six spent armor."""
    state = deal(["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2H 3H 4H 5H 6H 7H", "8C 9C 10C JC QC KC"], "AS")
    suits = "CDHS"
    hands, armor = {}, {}
    for seat, n in enumerate(hand_cards):
        row = [f"{rank}{suits[seat]}" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]
        hands[seat], armor[seat] = " ".join(row[:n]), " ".join(row[6 : 12 - n])
    state.attacker = P1
    return arrange(state, hands, armor=armor, used=armor)


def test_with_four_knights_the_judge_shares_the_win_among_the_living_the_stronger_getting_more() -> None:
    state = four_knights((5, 5, 2, 3))
    chances = [judge.win_chance(state, s) for s in (P1, P2, P3, P4)]
    assert sum(chances) == pytest.approx(1.0)
    assert chances[P2] > chances[P4] > chances[P3]  # more hand cards, a larger share (P1 also attacks next)
    assert chances[P1] > chances[P2]


def test_with_two_knights_left_of_four_the_judge_is_the_fitted_two_knight_judge() -> None:
    state = four_knights((4, 2, 0, 0))
    assert state.alive == [True, True, False, False]
    assert judge.win_chance(state, P3) == 0.0
    assert judge.win_chance(state, P1) == pytest.approx(1.0 / (1.0 + math.exp(-judge.lead(state, P1, P2))))
    assert judge.win_chance(state, P1) + judge.win_chance(state, P2) == pytest.approx(1.0)


def test_a_playout_is_judged_once_three_more_attacks_are_over_and_before_the_next_begins() -> None:
    state = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C"], "JS")
    start = state.clone()
    later = state.clone()
    later.attack_no = start.attack_no + judge.ATTACKS
    assert judge.attacks_fought(start, later)
    assert not judge.attacks_fought(start, state)
    play(later, P1 if later.attacker == P1 else P2, "attack", "9H" if later.attacker == P1 else "8C")
    assert not judge.attacks_fought(start, later)  # the next attack is under way


# -- the worlds ----------------------------------------------------------------------------------


def test_a_guess_drawn_in_proportion_to_its_weight() -> None:
    guess = FoeHand(1, [list(cards("2C 3C")), list(cards("4C 5C")), list(cards("6C 7C"))], [1.0, 3.0, 0.0])
    rng = Rng(5)
    drawn = Counter(tuple(c.code for c in pick(guess, rng)) for _ in range(2000))
    assert ("6C", "7C") not in drawn
    assert 2.4 < drawn[("4C", "5C")] / drawn[("2C", "3C")] < 3.8


def test_giving_the_foe_a_guessed_hand_trades_cards_with_the_deck_and_keeps_every_card_once() -> None:
    state = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C"], "JS")
    before = sorted(c.code for pile in (state.hands[P2], state.deck, state.discard) for c in pile)
    wanted = [card("2D"), card("KH"), card("QD"), card("4S"), card("10S"), card("AC")]
    give(state, P2, wanted)
    assert sorted(state.hands[P2], key=lambda c: c.code) == sorted(wanted, key=lambda c: c.code)
    after = sorted(c.code for pile in (state.hands[P2], state.deck, state.discard) for c in pile)
    assert after == before
    state.check_invariants()


@pytest.mark.parametrize("decisions", [3, 12, 25])
def test_every_world_holds_one_of_the_guesses_and_looks_to_the_knight_exactly_as_its_observation(decisions: int) -> None:
    knight, state = watched_game(seed=decisions, decisions=decisions)
    view = state.observation(P1)
    guess = knight.watch.hand(P2)
    assert guess is not None
    guessed = {tuple(sorted(c.code for c in hand)) for hand in guess.hands}
    for k in range(30):
        world = imagine(GAME, view, Rng(k), knight.watch)
        world.check_invariants()
        assert world.observation(P1) == view
        assert world.legal_actions(P1) == state.legal_actions(P1)
        assert tuple(sorted(c.code for c in world.hands[P2])) in guessed


def test_with_more_than_one_foe_the_worlds_are_the_games_own_deal() -> None:
    state = new_game("mortal-swords", 3, seed=4)
    view = state.observation(0)
    knight = WatchingKnight()
    knight.watch_over(view)
    assert knight.watch.hand(1) is None
    assert imagine(GAME, view, Rng(9), knight.watch).to_dict() == GAME.determinize(view, Rng(9)).to_dict()


# -- the search ----------------------------------------------------------------------------------


def test_hard_is_the_search_and_plays_its_own_knight_on_for_itself_and_normal_for_the_foe() -> None:
    hard = make_agent("mortal-swords", "hard", think_time=None, iterations=4)
    assert isinstance(hard, HardAgent) and isinstance(hard, RolloutAgent)
    assert isinstance(hard.own, BaselineAgent) and type(hard.base) is NormalAgent
    assert hard.budget.iterations == 4
    assert type(make_agent("mortal-swords", "baseline")) is BaselineAgent  # the counting knight, Hard of before


def test_with_a_single_world_nothing_can_be_shown_better_so_hard_plays_its_knights_move() -> None:
    """One world gives no standard error: every move of a seeded game is the watching knight's."""
    hard = make_agent("mortal-swords", "hard", think_time=None, iterations=1)
    knight = WatchingKnight()
    state = new_game("mortal-swords", 2, seed=8)
    normal, rng = NormalAgent(), random.Random(8)
    moves = 0
    while state.outcome is None and moves < 60:
        seat = state.to_act()[0]
        view, legal = state.observation(seat), state.legal_actions(seat)
        if seat == P1:
            action = hard.choose(view, legal, random.Random(moves))
            assert action == knight.choose(view, legal, random.Random(moves))
            moves += 1
        else:
            action = normal.choose(view, legal, rng)
        state.apply(seat, action)
    assert moves > 20  # a game's worth of its choices


def test_the_search_overrules_its_knight_somewhere_in_a_game_and_remembers_what_it_played() -> None:
    hard = cast(HardAgent, make_agent("mortal-swords", "hard", think_time=None, iterations=24))
    state = new_game("mortal-swords", 2, seed=2)
    normal, rng = NormalAgent(), random.Random(2)
    overruled = 0
    while state.outcome is None:
        seat = state.to_act()[0]
        view, legal = state.observation(seat), state.legal_actions(seat)
        if seat == P1 and len(legal) > 1:
            hard.knight.watch_over(view)
            own = hard.knight.decide(view, legal, random.Random(0))
            action = hard.choose(view, legal, random.Random(0))
            overruled += action != own
            assert hard.knight.memory.action == action  # the knight remembers the move played, not its own
        else:
            action = normal.choose(view, legal, rng)
        state.apply(seat, action)
    assert overruled > 0


def test_the_secret_vow_is_the_knights_mix_without_a_search() -> None:
    state = deal(["2D 3C KH AS 9S QD", "5D 6D 7D 8D 9D 10D"], "JS", warriorsVow=True)
    hard = cast(HardAgent, make_agent("mortal-swords", "hard", think_time=None, iterations=8))
    view, legal = state.observation(P1), state.legal_actions(P1)
    mix = hard.strategy(view, legal)
    assert mix == BaselineAgent().strategy(view, legal) and len(mix) > 1
    assert hard.last_iterations == 0


def test_hard_uses_its_think_time_in_a_two_knight_game() -> None:
    _, state = watched_game(seed=5, decisions=6)
    view: Observation = state.observation(P1)
    legal: list[Action] = state.legal_actions(P1)
    quick = cast(HardAgent, make_agent("mortal-swords", "hard", think_time=0.02))
    quick.strategy(view, legal)
    longer = cast(HardAgent, make_agent("mortal-swords", "hard", think_time=0.3))
    longer.strategy(view, legal)
    assert 1 <= quick.last_iterations < longer.last_iterations


@pytest.mark.parametrize("seats", [3, 4])
def test_with_three_or_four_knights_hard_searches_the_games_own_deal_for_its_think_time(seats: int) -> None:
    state = new_game("mortal-swords", seats, seed=6)
    rng = random.Random(6)
    while not (list(state.to_act()) == [0] and len(state.legal_actions(0)) > 2):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    view, legal = state.observation(0), state.legal_actions(0)
    quick = cast(HardAgent, make_agent("mortal-swords", "hard", think_time=0.02))
    quick.strategy(view, legal)
    longer = cast(HardAgent, make_agent("mortal-swords", "hard", think_time=0.3))
    longer.strategy(view, legal)
    assert 1 <= quick.last_iterations < longer.last_iterations
    assert hard_searches("mortal-swords")


def test_two_knights_under_stealing_costs_keep_no_guess_so_hard_answers_as_its_knight_at_once() -> None:
    state = new_game("mortal-swords", 2, seed=6, options={"stealingCosts": True})
    hard = cast(HardAgent, make_agent("mortal-swords", "hard", think_time=5.0))
    knight = WatchingKnight()
    rng = random.Random(6)
    asked = 0
    while state.outcome is None and asked < 15:
        seat = state.to_act()[0]
        view, legal = state.observation(seat), state.legal_actions(seat)
        if seat == P1:
            action = hard.choose(view, legal, random.Random(0))
            assert action == knight.choose(view, legal, random.Random(0))
            assert hard.last_iterations == 0
            asked += 1
        else:
            action = legal[rng.randrange(len(legal))]
        state.apply(seat, action)
    assert asked == 15


def test_with_four_knights_the_search_sees_only_its_observation_every_hidden_card_dealt_again_changes_nothing() -> None:
    state = new_game("mortal-swords", 4, seed=12)
    rng = random.Random(12)
    compared = redealt = 0
    while state.outcome is None and compared < 8:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 2 and rng.random() < 0.3:
            view = state.observation(seat)
            other = GAME.determinize(view, Rng(compared))
            assert other.observation(seat) == view and other.legal_actions(seat) == legal
            redealt += other.to_dict() != state.to_dict()
            first = make_agent("mortal-swords", "hard", think_time=None, iterations=6).choose(view, legal, random.Random(1))
            again = make_agent("mortal-swords", "hard", think_time=None, iterations=6)
            assert again.choose(other.observation(seat), other.legal_actions(seat), random.Random(1)) == first
            compared += 1
        state.apply(seat, legal[rng.randrange(len(legal))])
    assert compared == 8 and redealt == 8
