"""Mortal Swords, Hard, the knight who counts: it attacks where the unseen cards cannot answer, and never defends hopelessly."""

from __future__ import annotations

import random
import sys
from math import comb
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ai.hard.mortal_swords import Tally, WatchingKnight, chance_none
from game.ai.heuristics.mortal_swords import NormalAgent
from game.engine import Action
from game.engine.cards import Suit, full_deck
from game.engine.games.mortal_swords import MortalSwordsState
from game.engine.games.mortal_swords.combat import judge
from game.engine.games.mortal_swords.definitions import Result

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "games"))
from test_mortal_swords_helpers import P1, P2, arrange, deal, play  # type: ignore[import-not-found, unused-ignore]

DECK = list(full_deck())


def choice(agent: NormalAgent, state: MortalSwordsState, seat: int) -> Action:
    return agent.choose(state.observation(seat), state.legal_actions(seat), random.Random(0))


def test_the_chance_that_a_hand_holds_none_of_the_stoppers_is_hypergeometric() -> None:
    assert chance_none(10, 2, 1) == comb(9, 2) / comb(10, 2)  # 0.8: one stopper among ten, two cards held
    assert chance_none(10, 2, 0) == 1.0
    assert chance_none(4, 2, 3) == 0.0  # two cards from four, three of which stop: one must be held
    assert chance_none(5, 0, 5) == 1.0  # an empty hand stops nothing


@given(st.sets(st.sampled_from(DECK), max_size=40), st.sampled_from(list(Suit)))
def test_the_tally_counts_blocks_and_parries_exactly_as_the_judge_does(cards: set, strong: Suit) -> None:
    tally = Tally(sorted(cards, key=lambda c: c.code), strong)
    for attack in DECK:
        results = [judge(d, attack, strong, ()) for d in cards]
        assert tally.stoppers(attack) == (results.count(Result.BLOCK), results.count(Result.PARRY))


def test_it_attacks_with_the_queen_nothing_unseen_can_stop_where_normal_picks_a_king() -> None:
    # Strong suit hearts, so spades and clubs are one class. Every card that blocks or parries Q♠
    # is in sight (the kings in hand, the black aces and the other queens in armor); a king may be parried.
    state = deal(["QS KS KC 2D 3D 4D", "5D 6D 7D 8D 9D 10D"], "10H")
    arrange(state, {P1: "QS KS KC", P2: "5D 6D 7D 8D"}, armor={P1: "AS AC QC", P2: "QH QD"})
    assert choice(NormalAgent(), state, P1).cards[0] in ("KS", "KC")
    assert choice(WatchingKnight(), state, P1) == Action("attack", ("QS",), "table:0")


def test_a_blow_no_hand_card_can_stop_is_met_with_the_top_of_the_deck() -> None:
    state = deal(["KD 2C 3C 4C 5C 6C", "AS 2S 3D QS 9C 8C"], "JS")
    arrange(state, {P1: "KD 2C 3C 4C 5C 6C", P2: "AS 2S 4D QS 9C"}, armor={P2: "5D"})
    play(state, P1, "attack", "KD")
    assert choice(NormalAgent(), state, P2).kind == "defend"  # Normal throws in its worst card
    assert choice(WatchingKnight(), state, P2).kind == "defend-random"


def test_a_blow_a_hand_card_can_stop_is_stopped_as_normal_would() -> None:
    state = deal(["7D 2C 3C 4C 5C 6C", "AH 8D 10H 2S 3S 4S"], "JS")
    play(state, P1, "attack", "7D")
    assert choice(WatchingKnight(), state, P2) == choice(NormalAgent(), state, P2) == Action("defend", ("8D",), "table:1")


def test_hard_at_one_world_its_knight_alone_beats_normal_over_four_hundred_two_knight_games() -> None:
    """The acceptance pairing of issue 7, seeded as in the README: the 95% interval lies above one half.

    At one world the search can show no move better than the watching knight's, so this is the knight's
    play, at the knight's speed; the search itself is measured in the README."""
    from game.cli.tournament import run_tournament

    summary = run_tournament("mortal-swords", 2, ["hard", "normal"], games=400, seed=0, options={}, iterations=1)
    assert summary["per_agent"]["hard"]["low"] > 0.5
    assert summary["hard_iterations"] == 1


def test_the_secret_vow_is_a_mix_that_favours_the_better_armor_and_choose_samples_it() -> None:
    state = deal(["2D 3C KH AS 9S QD", "5D 6D 7D 8D 9D 10D"], "JS", warriorsVow=True)
    view, legal = state.observation(P1), state.legal_actions(P1)
    hard = WatchingKnight()
    mix = hard.strategy(view, legal)
    assert mix is not None and len(mix) > 1 and sum(mix.values()) == pytest.approx(1.0)
    best = choice(NormalAgent(), state, P1)  # Normal vows the best armor card, always
    assert max(mix, key=lambda a: mix[a]) == best
    picks = {hard.choose(view, legal, random.Random(k)) for k in range(200)}
    assert best in picks and len(picks) > 1 and picks <= set(mix)
    state.apply(P1, best)
    assert hard.strategy(state.observation(P2), state.legal_actions(P2)) is not None  # the other knight vows in secret too


def test_outside_the_vow_it_plays_one_answer() -> None:
    state = deal(["7D 2C 3C 4C 5C 6C", "AH 8D 10H 2S 3S 4S"], "JS")
    assert WatchingKnight().strategy(state.observation(P1), state.legal_actions(P1)) is None
