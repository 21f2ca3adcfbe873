"""Mortal Swords, Hard's memory: what it learns from the fight it watches, and only from what its seat was shown."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from game.ai import make_agent
from game.ai.hard.mortal_swords import BaselineAgent, HardAgent, Odds, WatchingKnight
from game.ai.heuristics.mortal_swords import NormalAgent
from game.engine import GAMES, Action, card, new_game
from game.engine.games.mortal_swords import MortalSwordsState
from game.engine.rng import Rng

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "games"))
from test_mortal_swords_helpers import P1, P2, P3, arrange, deal, play  # type: ignore[import-not-found, unused-ignore]


def decide(hard: WatchingKnight, state: MortalSwordsState, seat: int, only: Action | None = None) -> Action:
    """Hard's choice at this seat (``only``: the one action it is offered, to steer the fight)."""
    legal = [only] if only is not None else state.legal_actions(seat)
    return hard.choose(state.observation(seat), legal, random.Random(0))


def attack(state: MortalSwordsState, seat: int, code: str) -> Action:
    return next(a for a in state.legal_actions(seat) if a.kind == "attack" and a.cards == (code,))


def hit_with_the_nine_of_hearts() -> tuple[WatchingKnight, MortalSwordsState]:
    """Spades strong. Hard attacks with 9♥; the other knight has no red card above nine and no nine, so it is hit,
    lays 4♠ as armor (Normal's choice) and attacks back with 7♣; Hard is asked to defend (it never sees 2♦)."""
    state = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C"], "JS")
    arrange(state, {P1: "9H 2C 3C 4C 5C 6C", P2: "2D 3D 4S 5S 7C 8C"}, draws="10C 6H 7S")
    hard = WatchingKnight()
    decide(hard, state, P1, attack(state, P1, "9H"))
    play(state, P1, "attack", "9H")
    play(state, P2, "defend", "2D")
    assert NormalAgent().choose(state.observation(P2), state.legal_actions(P2), random.Random(0)).cards == ("4S",)
    play(state, P2, "armor", "4S")
    play(state, P2, "attack", "7C")
    decide(hard, state, P1)
    return hard, state


def test_a_foe_its_attack_hit_held_nothing_that_blocks_or_parries_it() -> None:
    hard, state = hit_with_the_nine_of_hearts()
    hits = [f for f in hard.memory.hidden_facts(P2) if "10H" in f.avoid]
    assert len(hits) == 1, "the hit is remembered"
    red_above_nine = {r + s for r in ("10", "J", "Q", "K", "A") for s in "HD"}
    assert hits[0].avoid == red_above_nine | {"9S", "9C", "9D", "9H"}  # what blocks or parries 9♥ (none of it in sight)
    assert 0 < hits[0].held < state.observation(P1).info["hand_counts"][P2]  # the card drawn since is free of it


def test_a_foe_that_laid_four_of_spades_as_armor_held_no_lower_spade() -> None:
    """Normal lays the card it likes best as armor: low, covering a class its row does not; 2♠ and 3♠ cover as much."""
    hard, state = hit_with_the_nine_of_hearts()
    (laid,) = [f for f in hard.memory.hidden_facts(P2) if "10H" not in f.avoid]
    assert laid.avoid == {"2S", "3S"}
    assert laid.held == state.observation(P1).info["hand_counts"][P2] - 1  # less the card drawn for its attack


def test_so_another_red_attack_is_judged_likelier_to_land_than_by_counting_alone() -> None:
    hard, state = hit_with_the_nine_of_hearts()
    view = state.observation(P1)
    remembering, counting = hard.odds(view), Odds(view, BaselineAgent())
    for code in ("8H", "10D"):
        assert remembering.hit(card(code), P2) > counting.hit(card(code), P2)


def test_with_three_knights_a_foe_hit_before_it_answers_held_no_stopper_either() -> None:
    state = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C", "10D JD 4H 5H 6H 7H"], "JS", draws="3S 6S 10C")
    play(state, P1, "attack", "9H")
    play(state, P2, "defend", "2D")  # hit: no red card above nine, no nine
    hard = WatchingKnight()
    decide(hard, state, P3)
    (fact,) = hard.memory.hidden_facts(P2)
    assert {"10H", "AD", "9S"} <= fact.avoid and "8D" not in fact.avoid
    assert fact.held == state.observation(P3).info["hand_counts"][P2] - 1  # all but the card it drew after answering
    assert not hard.memory.hidden_facts(P1)  # the attacker answered nothing


def test_a_blow_that_was_stopped_teaches_nothing_about_stoppers() -> None:
    state = deal(["9H 2C 3C 4C 5C 6C", "10D 3D 4S 5S 7C 8C"], "JS")
    arrange(state, {P1: "9H 2C 3C 4C 5C 6C", P2: "10D 3D 4S 5S 7C 8C"}, draws="10C 6H 7S")
    hard = WatchingKnight()
    decide(hard, state, P1, attack(state, P1, "9H"))
    play(state, P1, "attack", "9H")
    play(state, P2, "defend", "10D")  # blocked: P2 attacks next
    play(state, P2, "attack", "7C")
    decide(hard, state, P1)
    assert not hard.memory.hidden_facts(P2)


def test_the_cards_it_saw_go_to_the_discard_pile_are_in_no_hand() -> None:
    hard, state = hit_with_the_nine_of_hearts()
    assert "9H" in hard.memory.discarded  # its own attack, cleared from the table
    assert "9H" not in {c.code for c in hard.odds(state.observation(P1)).pool}


def test_a_new_game_starts_a_fresh_memory_and_the_same_view_twice_changes_nothing() -> None:
    hard, state = hit_with_the_nine_of_hearts()
    before = (dict(hard.memory.facts), set(hard.memory.discarded))
    decide(hard, state, P1)
    assert (dict(hard.memory.facts), set(hard.memory.discarded)) == before
    fresh = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C"], "JS")
    decide(hard, fresh, P1)
    assert not hard.memory.facts and not hard.memory.discarded


def test_it_decides_the_same_when_every_hidden_card_is_dealt_again_all_game_long() -> None:
    """Two Hards follow the same games; one is shown each view from a re-dealt twin state. Their memories and choices agree."""
    game = GAMES["mortal-swords"]
    for seed in range(3):
        state = new_game("mortal-swords", 2, seed=seed)
        seen, twin = WatchingKnight(), WatchingKnight()
        normal = make_agent("mortal-swords", "normal")
        rng = random.Random(seed)
        decisions = 0
        while state.outcome is None:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if seat == P1:
                view = state.observation(seat)
                other = game.determinize(view, Rng(500 + decisions))
                assert other.observation(seat) == view
                action = seen.choose(view, legal, random.Random(decisions))
                assert twin.choose(other.observation(seat), other.legal_actions(seat), random.Random(decisions)) == action
                assert seen.memory == twin.memory
                assert seen.watch.guess == twin.watch.guess
                decisions += 1
            else:
                action = normal.choose(state.observation(seat), legal, rng)
            state.apply(seat, action)
        assert decisions > 5


def test_the_baseline_level_is_the_counting_knight() -> None:
    assert type(make_agent("mortal-swords", "baseline")) is BaselineAgent
    assert type(make_agent("mortal-swords", "hard")) is HardAgent
