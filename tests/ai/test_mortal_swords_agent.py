"""Mortal Swords, Normal level: the rule text's advice in known positions, and it clearly beats random play."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from game.ai import make_agent
from game.ai.agent import RandomAgent
from game.ai.heuristics.mortal_swords import NormalAgent
from game.cli.match import play_match
from game.engine import Action, new_game
from game.engine.cards import card
from game.engine.games.mortal_swords import MortalSwordsState

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "games"))
from test_mortal_swords_helpers import P1, P2, arrange, deal, play  # type: ignore[import-not-found, unused-ignore]


def normal_choice(state: MortalSwordsState, seat: int) -> Action:
    return NormalAgent().choose(state.observation(seat), state.legal_actions(seat), random.Random(0))


def test_normal_keeps_aces_for_defence_and_attacks_with_a_high_card_outside_the_strong_suit() -> None:
    state = deal(["AD AC 3S KD 2H 4C", "2D 5D 6D 7D 8D 9D"], "10S")
    assert normal_choice(state, P1) == Action("attack", ("KD",), "table:0")


def test_normal_attacks_where_the_foes_armor_does_not_reach() -> None:
    state = deal(["9D 9C 2S 3S 4S 5S", "2D 5D 6D 7D 8D 9H"], "10S")
    arrange(state, {P1: "9D 9C 2H 3H 4H 5H", P2: "2D 5D 6D 7D"}, armor={P2: "3D 4D"})
    assert normal_choice(state, P1) == Action("attack", ("9C",), "table:0")


def test_normal_blocks_with_the_cheapest_card_that_does_it_and_keeps_its_ace() -> None:
    state = deal(["7D 2C 3C 4C 5C 6C", "AH 8D 10H 2S 3S 4S"], "JS")
    play(state, P1, "attack", "7D")
    assert normal_choice(state, P2) == Action("defend", ("8D",), "table:1")


def test_normal_trashes_its_worst_card_when_the_hit_is_certain_and_lets_armor_take_it() -> None:
    state = deal(["KD 2C 3C 4C 5C 6C", "AS 2S 3D QS 9C 8C"], "JS")
    arrange(state, {P1: "KD 2C 3C 4C 5C 6C", P2: "AS 2S 4D QS 9C"}, armor={P2: "5D"})
    play(state, P1, "attack", "KD")
    choice = normal_choice(state, P2)
    assert choice.kind == "defend" and choice.cards[0] in ("2S", "4D")
    state.apply(P2, choice)
    assert normal_choice(state, P2).kind == "turn-down"


def test_a_hopeless_defence_is_explained_as_a_card_played_and_a_hit_taken() -> None:
    """The hint said "lose 2♠, the card you need least": but the card played is replaced from the deck, and the hit
    then costs a card (or an armor) of its own. It now says to play the card and take the hit."""
    state = deal(["KD 2C 3C 4C 5C 6C", "AS 2S 3D QS 9C 8C"], "JS")
    arrange(state, {P1: "KD 2C 3C 4C 5C 6C", P2: "AS 2S 4D QS 9C"}, armor={P2: "5D"})
    play(state, P1, "attack", "KD")
    view, legal = state.observation(P2), state.legal_actions(P2)
    choice = normal_choice(state, P2)
    said = NormalAgent().explain(view, legal, choice)
    assert f"play {card(choice.cards[0]).short}" in said and "take the hit" in said and "lose" not in said


def test_normal_lays_a_low_card_of_an_uncovered_class_as_armor() -> None:
    state = deal(["KD 2C 3C 4C 5C 6C", "AS 2S 9D QS 9C 8C"], "JS")
    play(state, P1, "attack", "KD")
    play(state, P2, "defend", "9C")
    assert normal_choice(state, P2) == Action("armor", ("2S",), "armor:1")


@pytest.mark.parametrize(("seats", "games", "floor"), [(2, 200, 0.8), (3, 100, 0.6), (4, 100, 0.5)])
def test_normal_clearly_beats_random_knights(seats: int, games: int, floor: float) -> None:
    wins = 0
    for g in range(games):
        me = g % seats
        agents = [make_agent("mortal-swords", "normal") if s == me else RandomAgent() for s in range(seats)]
        record = play_match("mortal-swords", seats, agents, seed=g, rng=random.Random(g))
        wins += me in record.outcome.winners
    assert wins / games >= floor, f"Normal won {wins} of {games} against {seats - 1} random knights"


def test_normal_plays_every_option_legally() -> None:
    options = {"warriorsVow": True, "stealingCosts": True, "hecticKnights": True, "stealToStop": True, "damageToStop": True}
    for seed in range(4):
        state = new_game("mortal-swords", 4, options=options, seed=seed)
        rng = random.Random(seed)
        agent = NormalAgent()
        while state.outcome is None:
            seat = state.to_act()[0]
            state.apply(seat, agent.choose(state.observation(seat), state.legal_actions(seat), rng))


def test_with_one_foe_an_attacks_reason_names_the_foe_not_other_knights() -> None:
    """Two knights: "the armor of 1 other knight does not cover…" read as if more knights sat at the table."""
    from itertools import islice

    from random_walks import random_walk

    said: list[str] = []
    for seed in range(40):
        for state, seat in islice(random_walk("mortal-swords", seed, seats=2), 60):
            legal = state.legal_actions(seat)
            if len(legal) > 1:
                obs = state.observation(seat)
                said += [NormalAgent().explain(obs, legal, a) for a in legal if a.kind == "attack"]
    armor = [s for s in said if "armor" in s]
    assert armor and all("your foe's armor covers no" in s or "your foe has no armor that could" in s for s in armor)
    assert not any("other knight" in s for s in said)


def test_an_attacks_reason_says_what_the_foes_armor_row_shows() -> None:
    """A play-test: "your foe's armor does not cover the other colour" of a foe with no armor at all, and later of a
    foe whose only armor was used; "the other colour" named nothing a new player could find on the table."""
    from itertools import islice

    from game.ai.heuristics.mortal_swords import live_armor

    from random_walks import random_walk

    bare = covered = 0
    for seed in range(40):
        for state, seat in islice(random_walk("mortal-swords", seed, seats=2), 60):
            legal = [a for a in state.legal_actions(seat) if a.kind == "attack"]
            if len(legal) < 2:
                continue
            obs = state.observation(seat)
            live = live_armor(obs, 1 - seat)
            for action in legal:
                said = NormalAgent().explain(obs, state.legal_actions(seat), action)
                assert "other colour" not in said and "neighbour" not in said
                if "no armor that could" in said:
                    assert not live
                    bare += 1
                elif "covers no" in said:
                    assert live and any(sym in said for sym in "♠♣♥♦")
                    covered += 1
    assert bare and covered


@pytest.mark.parametrize("seats", [2, 4])
def test_a_block_promises_the_next_attack_only_where_it_is_sure(seats: int) -> None:
    """With four knights the hint said "K♦ blocks the blow, so you attack next", and a knight after the player blocked
    higher and attacked. A block is the next attack only between two knights left standing; with more the hint says
    the rule instead."""
    from itertools import islice

    from random_walks import random_walk

    said: list[tuple[int, str]] = []
    for seed in range(30):
        for state, seat in islice(random_walk("mortal-swords", seed, seats=seats), 80):
            obs, legal = state.observation(seat), state.legal_actions(seat)
            standing = sum(1 for alive in obs.info["alive"] if alive)
            said += [(standing, NormalAgent().explain(obs, legal, a)) for a in legal if a.kind == "defend"]
    blocks = [(standing, s) for standing, s in said if "blocks the blow" in s]
    assert len([s for standing, s in blocks if standing == seats]) >= 5
    assert all(("so you attack next" in s) == (standing == 2) for standing, s in blocks)
    assert all("else to the highest block" in s for standing, s in blocks if standing > 2)
