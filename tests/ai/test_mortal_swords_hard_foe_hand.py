"""Mortal Swords, Hard's guess at a lone foe's hand: read from its choices, true to what it saw, better than counting."""

from __future__ import annotations

import pickle
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from math import comb
from pathlib import Path

from game.ai.agent import Agent, RandomAgent
from game.ai.hard.mortal_swords import Odds, WatchingKnight
from game.ai.hard.mortal_swords_foe_hand import FoeHand, FoeHandWatch
from game.ai.heuristics.mortal_swords import NormalAgent, attack_score
from game.engine import Action, card, new_game
from game.engine.cards import Card, Suit
from game.engine.games.mortal_swords import MortalSwordsState
from game.engine.games.mortal_swords.combat import judge
from game.engine.games.mortal_swords.definitions import Result
from game.engine.games.mortal_swords.views import unseen

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "games"))
from test_mortal_swords_helpers import P1, P2, P3, arrange, deal, play  # type: ignore[import-not-found, unused-ignore]


def decide(hard: WatchingKnight, state: MortalSwordsState, seat: int, only: Action | None = None) -> Action:
    legal = [only] if only is not None else state.legal_actions(seat)
    return hard.choose(state.observation(seat), legal, random.Random(0))


def share(guess: FoeHand, holds: Callable[[list[Card]], bool]) -> float:
    """The weighted share of the guesses for which ``holds(hand)`` is true."""
    total = sum(guess.weights)
    return sum(w for hand, w in zip(guess.hands, guess.weights, strict=True) if holds(hand)) / total


def hit_then_attacked_with_the_eight_of_clubs() -> tuple[WatchingKnight, MortalSwordsState]:
    """Spades strong. Hard's 9♥ hits the other knight, which lays 4♠ as armor and attacks back with 8♣ (Normal's choices)."""
    state = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C"], "JS")
    arrange(state, {P1: "9H 2C 3C 4C 5C 6C", P2: "2D 3D 4S 5S 7C 8C"}, draws="10C 6H 7S")
    hard = WatchingKnight()
    attack = next(a for a in state.legal_actions(P1) if a.kind == "attack" and a.cards == ("9H",))
    decide(hard, state, P1, attack)
    play(state, P1, "attack", "9H")
    play(state, P2, "defend", "2D")
    play(state, P2, "armor", "4S")
    assert NormalAgent().choose(state.observation(P2), state.legal_actions(P2), random.Random(0)).cards == ("8C",)
    play(state, P2, "attack", "8C")
    decide(hard, state, P1)
    return hard, state


def test_a_foe_that_attacked_with_the_eight_of_clubs_kept_no_card_it_liked_better_for_attack() -> None:
    """Normal attacks with the card it likes best, so of the four cards it kept none outscores 8♣; only the card
    it drew since may."""
    hard, state = hit_then_attacked_with_the_eight_of_clubs()
    guess = hard.watch.hand(P2)
    assert guess is not None
    strong, weak = Suit.SPADES, [1, 1, 1]  # Hard's armor row is empty: every class is weak
    bar = attack_score(card("8C"), strong, weak)

    def better(hand: list[Card]) -> int:
        return sum(1 for c in hand if attack_score(c, strong, weak) > bar)

    pool = [card(c) for c in unseen(state.observation(P1)) if c != "9H"]  # less its own attack, seen discarded
    liked = sum(1 for c in pool if attack_score(c, strong, weak) > bar)
    at_random = 1 - sum(comb(liked, k) * comb(len(pool) - liked, 5 - k) for k in (0, 1)) / comb(len(pool), 5)
    assert at_random > 0.5  # five cards drawn at random would mostly hold two or more
    assert share(guess, lambda hand: better(hand) >= 2) < 0.25  # the guesses that would not have chosen 8♣ weigh little


def test_every_guess_is_a_hand_the_foe_could_hold_now() -> None:
    hard, state = hit_then_attacked_with_the_eight_of_clubs()
    guess = hard.watch.hand(P2)
    assert guess is not None
    view = state.observation(P1)
    possible = set(unseen(view)) - {"9H", "2D"}  # the attack and the answer it saw go to the discard pile
    assert all(len(hand) == 5 and {c.code for c in hand} <= possible for hand in guess.hands)
    assert {c.code for hand in guess.hands for c in hand} & {"9H", "2D", "4S", "8C", "10C"} == set()
    assert {"9H", "2D"} <= hard.memory.discarded


def test_its_guess_forecasts_whether_a_foe_can_stop_a_blow_better_than_its_memory_alone() -> None:
    """Over seeded games against Normal, at every attack Hard makes: the Brier score of "the foe holds no card that
    blocks or parries this one" is lower with the guess than by counting with the memory's layers."""
    guessed = counted = 0.0
    forecasts = 0
    for game in range(16):
        state = new_game("mortal-swords", 2, seed=900 + game)
        assert isinstance(state, MortalSwordsState)
        hard, normal = WatchingKnight(), NormalAgent()
        agents: list[Agent] = [hard, normal] if game % 2 == 0 else [normal, hard]
        me = agents.index(hard)
        rng = random.Random(game)
        while state.outcome is None:
            seat = state.to_act()[0]
            view, legal = state.observation(seat), state.legal_actions(seat)
            action = agents[seat].choose(view, legal, rng)
            if seat == me and view.info["phase"] == "attack":
                strong = Suit(view.info["strong_suit"])
                layers = Odds(view, hard, hard.memory)  # what Hard knew before it guessed: counting and memory
                for a in legal:
                    if a.kind == "attack":
                        c = card(a.cards[0])
                        clear = float(all(judge(d, c, strong, ()) is Result.DAMAGE for d in state.hands[1 - me]))
                        guessed += (hard.odds(view).hit(c, 1 - me) - clear) ** 2
                        counted += (layers.hit(c, 1 - me) - clear) ** 2
                        forecasts += 1
            state.apply(seat, action)
    assert forecasts > 500
    assert guessed / forecasts < counted / forecasts - 0.005


def test_seeing_the_cards_the_foe_answered_with_sharpens_the_guess() -> None:
    """The foe's answer lies face up until the attack is cleared, and Normal answers with its best card for the blow:
    a knight who reads it from the last attack's cards forecasts "the foe holds nothing that stops this blow" better,
    over seeded games against Normal, than the same knight shown every observation with those cards blanked out."""
    seeing = blind = 0.0
    forecasts = 0
    for game in range(12):
        state = new_game("mortal-swords", 2, seed=700 + game)
        assert isinstance(state, MortalSwordsState)
        hard, shadow, normal = WatchingKnight(), WatchingKnight(), NormalAgent()
        me = game % 2
        rng = random.Random(game)
        while state.outcome is None:
            seat = state.to_act()[0]
            view, legal = state.observation(seat), state.legal_actions(seat)
            if seat != me:
                state.apply(seat, normal.choose(view, legal, rng))
                continue
            hidden = replace(view, info={**view.info, "cleared": [[] for _ in view.info["cleared"]]})
            action = hard.choose(view, legal, rng)
            shadow.watch_over(hidden)
            if view.info["phase"] == "attack":
                strong = Suit(view.info["strong_suit"])
                for a in legal:
                    if a.kind == "attack":
                        c = card(a.cards[0])
                        clear = float(all(judge(d, c, strong, ()) is Result.DAMAGE for d in state.hands[1 - me]))
                        seeing += (hard.odds(view).hit(c, 1 - me) - clear) ** 2
                        blind += (shadow.odds(hidden).hit(c, 1 - me) - clear) ** 2
                        forecasts += 1
            shadow.chose(hidden, action)
            state.apply(seat, action)
    assert forecasts > 300
    assert seeing / forecasts < blind / forecasts - 0.005


def test_a_foe_that_never_chooses_as_normal_does_leaves_every_guess_possible() -> None:
    """A person is not Normal: their choices only make the guesses vaguer. Every guess stays a hand of the right
    size made of cards the seat has not seen, with a positive weight, all game long (random attacks of its own too)."""
    for seed in range(4):
        state = new_game("mortal-swords", 2, seed=seed, options={"warriorsVow": seed % 2 == 1, "gentlemanRule": seed >= 2})
        hard, other = WatchingKnight(), RandomAgent()
        rng = random.Random(seed)
        checked = 0
        while state.outcome is None:
            seat = state.to_act()[0]
            view, legal = state.observation(seat), state.legal_actions(seat)
            if seat == P1:
                action = hard.choose(view, legal, rng)
                guess = hard.watch.hand(P2)
                assert guess is not None
                possible = set(unseen(view)) | set(view.known.get(P2, ()))
                count = view.info["hand_counts"][P2]
                assert all(len(hand) == count and {c.code for c in hand} <= possible for hand in guess.hands)
                assert all(w > 0 for w in guess.weights)
                checked += 1
            else:
                action = other.choose(view, legal, rng)
            state.apply(seat, action)
        assert checked > 5


def test_with_three_knights_or_stealing_costs_it_counts_as_before() -> None:
    state = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C", "10D JD 4H 5H 6H 7H"], "JS")
    hard = WatchingKnight()
    decide(hard, state, P1)
    assert hard.watch.hand(P2) is None and hard.watch.hand(P3) is None
    costly = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C"], "JS", stealingCosts=True)
    decide(hard, costly, P1)
    assert hard.watch.hand(P2) is None


def test_a_new_game_starts_a_fresh_guess_and_the_same_view_twice_changes_nothing() -> None:
    hard, state = hit_then_attacked_with_the_eight_of_clubs()
    guess = hard.watch.hand(P2)
    assert guess is not None
    before = ([list(h) for h in guess.hands], list(guess.weights))
    decide(hard, state, P1)
    assert ([list(h) for h in guess.hands], list(guess.weights)) == before
    fresh = deal(["9H 2C 3C 4C 5C 6C", "2D 3D 4S 5S 7C 8C"], "JS")
    decide(hard, fresh, P1)
    renewed = hard.watch.hand(P2)
    assert renewed is not None and renewed is not guess and set(renewed.weights) == {1.0}


def test_the_guess_crosses_to_a_thinker_process_intact() -> None:
    """The table sends Hard to its thinker with every request: the guess must survive pickling."""
    hard, state = hit_then_attacked_with_the_eight_of_clubs()
    copy = pickle.loads(pickle.dumps(hard))
    assert isinstance(copy.watch, FoeHandWatch)
    view = state.observation(P1)
    assert copy.odds(view).hit(card("8H"), P2) == hard.odds(view).hit(card("8H"), P2)
    assert len(pickle.dumps(hard)) < 200_000


def test_a_first_look_mid_game_under_the_gentleman_rule_reads_the_foes_court_card_attack() -> None:
    """Asked for the first time mid-game (a loaded save), Hard cannot know the foe's attack is not its first: a jack or
    a king from hand shows it is not, and is read as an ordinary attack (the flow-leak soak found a crash here)."""
    asked = 0
    for seed in range(6):
        state = new_game("mortal-swords", 2, seed=seed, options={"gentlemanRule": True, "hideUsedArmor": seed % 2 == 0})
        normal = NormalAgent()
        rng = random.Random(seed)
        while state.outcome is None:
            seat = state.to_act()[0]
            view, legal = state.observation(seat), state.legal_actions(seat)
            if view.info["phase"] == "defend" and view.info["attack_no"] <= 4:
                hard = WatchingKnight()  # a first look
                assert hard.choose(view, legal, random.Random(0)) in legal
                guess = hard.watch.hand(1 - seat)
                assert guess is not None and sum(guess.weights) > 0
                asked += 1
            state.apply(seat, normal.choose(view, legal, rng))
    assert asked > 10
