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
    # strong ♠: a ♣ attack is covered by ♣ or ♠ armor only; the page, the refusal and the engine say the same
    refused(state, P2, Action("turn-down", ("5C",), "armor:1:8H"), "does not cover 5♣: ♣ or ♠ armor covers it")
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


def test_an_armor_with_no_card_says_which_card_is_missing_not_nothing() -> None:
    state = deal(LOW3, "JS")
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "8C")
    message = refused(state, P2, Action("armor", (), "armor:1"), "Choose one of your hand cards")
    assert "nothing" not in message
    refused(state, P2, Action("armor", ("2H", "3H"), "armor:1"), "one card")


@pytest.mark.parametrize("junk", [None, "armor 2H", 5, Action("armor", (3,), "armor:1"), Action("armor", None, 7)])  # type: ignore[arg-type]
def test_anything_that_is_not_an_action_is_refused_like_any_illegal_move(junk: object) -> None:
    state = deal(LOW3, "JS")
    refused(state, P1, junk, "not a move")  # type: ignore[arg-type]


def test_which_armor_covers_follows_the_block_table_for_every_pair_of_suits() -> None:
    """The rules page's three groups, the refusal and the engine's ``covers`` are one rule (MS-R07)."""
    from game.engine.cards import Suit
    from game.engine.games.mortal_swords.combat import covering_suits, covers

    for strong in Suit:
        for a_suit in Suit:
            a = card("5" + a_suit.value)
            expected = {s for s in Suit if covers(card("9" + s.value), a, strong)}
            assert set(covering_suits(a, strong)) == expected
            if a_suit is strong:
                assert expected == {strong}
            elif a_suit.is_red == strong.is_red:
                assert expected == {a_suit, strong}
            else:
                assert expected == {s for s in Suit if s.is_red == a_suit.is_red}


# -- Stealing Costs with Steal-To-Stop (MS-R30) -------------------------------------------------------

THREE = ["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "2S 8D 9D 10C 8H 9H"]


def test_under_stealing_costs_a_knight_hit_face_up_is_never_offered_the_steal_to_stop() -> None:
    state = deal(THREE, "JS", "KD KH KS", stealToStop=True, stealingCosts=True)
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")  # face up and hit: no steal, no stop
    assert state.phase is Phase.DEFEND and state.to_act() == [P3] and state.hands[P2][-1] == card("KH")
    play(state, P3, "defend", "2S")
    assert state.phase is Phase.DAMAGE and state.to_act() == [P2]
    kinds = {a.kind for a in state.legal_actions(P2)}
    assert "steal" not in kinds and "steal-stop" not in kinds
    message = refused(state, P2, Action("steal", ("10D",), "armor:1"), "only a knight who committed")
    message = refused(state, P2, Action("steal-stop", ("10D",), "armor:1"), "You took damage")
    assert "steal" not in message
    # the attacking card dragged onto the armor row reads as laying armor: it said "You do not hold 10♦"
    message = refused(state, P2, Action("armor", ("10D",), "armor:1"), "only a knight who committed")
    assert "do not hold" not in message


def test_under_stealing_costs_the_committed_knight_steals_to_stop() -> None:
    state = deal(THREE, "JS", "KD KH KS", stealToStop=True, stealingCosts=True)
    play(state, P1, "attack", "10D")
    play(state, P2, "commit", "3C")
    assert state.phase is Phase.STEAL_CHOICE and state.to_act() == [P2]
    assert [a.kind for a in state.legal_actions(P2)] == ["steal-stop"]
    play(state, P2, "steal-stop", "10D", target="armor:1")
    assert [c.code for c in state.armor[P2]] == ["10D"] and P3 not in state.order and state.attacker == P2
