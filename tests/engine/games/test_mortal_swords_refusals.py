"""Mortal Swords refusals: each illegal action is refused with a reason a player understands, the state untouched."""

from __future__ import annotations

import pytest
from test_mortal_swords_helpers import P1, P2, P3, arrange, deal, play

from game.engine import Action, IllegalAction
from game.engine.cards import card
from game.engine.games.mortal_swords import MortalSwordsState, Phase, Result

LOW3 = ["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "2C 3C 4C 6C 7C 8C"]


def refused(state: MortalSwordsState, seat: int, action: Action, words: str) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert state.to_dict() == before, f"a refused {action} changed the state"
    message = str(caught.value)
    assert words in message, message
    return message


def test_the_strong_suits_queen_may_not_attack_from_hand() -> None:
    state = deal(["QS AS 2D 3D 4D 5D", "2H 3H 4H 5H 6H 7H"], "9S")
    message = refused(state, P1, Action("attack", ("QS",), "table:0"), "J, Q and K may not attack")
    assert "random" in message
    play(state, P1, "attack", "AS")  # MS-T2 c: the strong ace attacks as 1
    assert state.attacking_card == card("AS")


def test_an_ace_cannot_be_parried_by_an_ace_of_another_colour() -> None:
    # The defender may play it, but it is judged damage: 14 is not 1.
    state = deal(["AD 2D 3D 4D 5D 6D", "AC 3H 4H 5H 6H 7H"], "9S")
    play(state, P1, "attack", "AD")
    play(state, P2, "defend", "AC")
    assert state.results[P2] == Result.DAMAGE and state.phase is Phase.DAMAGE


def test_a_knight_that_was_not_hit_may_not_steal_or_take_armor() -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "9C 3C 4C 6C 7C 8C"], "JS")
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "9C")  # blocks
    assert state.to_act() == [P2]
    refused(state, P3, Action("steal", ("5C",), "armor:2"), "You took no damage")
    refused(state, P1, Action("armor", ("2D",), "armor:0"), "You took no damage")


def test_a_steal_before_the_defence_is_over_is_refused() -> None:
    state = deal(LOW3, "JS")
    play(state, P1, "attack", "5C")
    refused(state, P2, Action("steal", ("5C",), "armor:1"), "after every defender has played")


def test_a_turned_down_armor_cannot_take_a_second_hit_nor_can_a_wrong_colour() -> None:
    state = deal(LOW3, "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H", P3: "2C 3C 4C 6C 7C 8C"}, armor={P2: "9S 8H"}, used={P2: "9S"})
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "8C")  # 8♣ blocks 5♣
    refused(state, P2, Action("turn-down", ("5C",), "armor:1:9S"), "already turned down")
    refused(state, P2, Action("turn-down", ("5C",), "armor:1:8H"), "does not match")
    refused(state, P2, Action("armor", ("8H",), "armor:1"), "already armor")


def test_defenders_answer_in_clockwise_order_and_the_attacker_does_not_defend() -> None:
    state = deal(LOW3, "JS")
    play(state, P1, "attack", "5C")
    refused(state, P3, Action("defend", ("2C",), "table:2"), "defends first")
    refused(state, P1, Action("defend", ("2D",), "table:0"), "You are the attacker")


def test_committing_face_down_needs_stealing_costs_and_discards_need_a_held_card() -> None:
    state = deal(LOW3, "JS")
    play(state, P1, "attack", "5C")
    refused(state, P2, Action("commit", ("2H",), "table:1"), "Stealing Costs")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "2C")
    play(state, P2, "steal", "5C", target="armor:1")
    refused(state, P2, Action("discard", ("2C",), "discard"), "your own hand")


def test_a_vow_card_must_come_from_your_own_hand() -> None:
    state = deal(LOW3, "JS", warriorsVow=True)
    refused(state, P1, Action("vow", ("2H",), "armor:0"), "your own hand")
    refused(state, P1, Action("attack", ("5C",), "table:0"), "vow armor")
