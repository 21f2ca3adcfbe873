"""Clashing Blades' quick answers: the questions a seat cannot answer are skipped, and only under the option.

By default every threatened seat, standoff option and heart placement is asked (GEN-R07, CB-R07). The
``quickAnswers`` option brings back the old flow exactly: a threatened seat with no ♦, ♣ or Balance card
takes the damage at once, the standoff option passes over a seat with nothing to drop for, and a heart is
offered only to a seat holding one. Saves from before the option replay under it (tests/persistence).
"""

from __future__ import annotations

from typing import Any

import pytest
from test_clashing_blades import A, C, arrange, en_garde, play, seen_by, start, threat, twins

from game.engine import GAMES, Action
from game.engine.cards import card
from game.engine.games.clashing_blades import ClashingBladesState, Phase

QUICK = {"quickAnswers": True}


def dealt(hand0: list[str], hand1: list[str], **options: Any) -> ClashingBladesState:
    s = start(**options)
    arrange(s, hand0, hand1)
    return s


def test_the_option_is_off_by_default_and_says_what_it_reveals() -> None:
    spec = GAMES["clashing-blades"].option("quickAnswers")
    assert spec.default is False and spec.kind == "bool"
    assert "tells your opponent what you do not hold" in spec.description
    assert start().options["quickAnswers"] is False


# -- a threatened seat with nothing to answer with -------------------------------------------------------


def test_quick_a_threatened_seat_with_no_usable_card_takes_the_damage_unasked() -> None:
    s = dealt(["9S", "2C"], ["3D", "5S"], **QUICK)
    play(s, A, "engarde", "9S")
    events = s.apply(C, Action("engarde", ("3D",), "table:1"))
    kinds = [e.kind for e in events]
    assert kinds.index("threat") < kinds.index("no-answer") < kinds.index("damage")
    assert next(e for e in events if e.kind == "no-answer").seat == C
    assert s.health == [15, 9] and s.hand_no == 2 and s.phase is Phase.ENGARDE


@pytest.mark.parametrize("options", [{}, QUICK], ids=["default", "quick"])
def test_a_threatened_seat_holding_a_club_is_asked_either_way(options: dict[str, Any]) -> None:
    s = dealt(["9S", "2C"], ["3D", "5C"], **options)
    en_garde(s, "9S", "3D")
    assert s.phase is Phase.RESPOND and s.to_act() == [C] and threat(s) == (6, C)


def test_by_default_the_same_bare_seat_is_asked_and_can_only_decline() -> None:
    s = dealt(["9S", "2C"], ["3D", "5S"])
    en_garde(s, "9S", "3D")
    assert s.phase is Phase.RESPOND and s.to_act() == [C] and s.legal_actions(C) == [Action("decline")]
    assert s.health == [15, 15]


def test_quick_a_balance_card_is_something_to_answer_with() -> None:
    s = dealt(["9S", "2C"], ["3D", "5S"], eventDeck=True, **QUICK)
    balance = card("QD")
    s.events.remove(balance)
    s.balance[C].append(balance)
    s.check_invariants()
    en_garde(s, "9S", "3D")
    assert s.phase is Phase.RESPOND and s.to_act() == [C]
    assert Action("respond", ("QD",), "table:1") in s.legal_actions(C)


# -- the standoff option --------------------------------------------------------------------------------


def test_quick_the_first_option_passes_over_a_seat_with_nothing_to_drop_for() -> None:
    # Annette faces the larger threat and holds only spades: Carlos is asked at once.
    s = dealt(["3S", "2S"], ["6S", "5D"], **QUICK)
    en_garde(s, "3S", "6S")
    assert s.phase is Phase.STANDOFF and s.to_act() == [C] and s.declined == 1


def test_quick_when_neither_has_anything_to_drop_for_both_are_hit_unasked() -> None:
    s = dealt(["3S", "2S"], ["6S", "4S"], **QUICK)
    en_garde(s, "3S", "6S")
    assert s.health == [9, 12] and s.hand_no == 2


def test_quick_the_second_option_passes_over_a_seat_with_nothing_to_drop_for() -> None:
    s = dealt(["3S", "2D"], ["6S", "4S"], **QUICK)
    en_garde(s, "3S", "6S")
    assert s.to_act() == [A]
    play(s, A, "decline")
    assert s.health == [9, 12] and s.hand_no == 2


def test_by_default_both_options_are_asked_with_nothing_to_drop_for() -> None:
    s = dealt(["3S", "2S"], ["6S", "4S"])
    en_garde(s, "3S", "6S")
    assert s.phase is Phase.STANDOFF and s.to_act() == [A] and s.legal_actions(A) == [Action("decline")]
    play(s, A, "decline")
    assert s.phase is Phase.STANDOFF and s.to_act() == [C] and s.legal_actions(C) == [Action("decline")]
    play(s, C, "decline")
    assert s.health == [9, 12]


# -- the heart placement (Advanced Rule 1) ------------------------------------------------------------------


def test_quick_a_heart_is_offered_only_to_a_seat_holding_one() -> None:
    with_heart = dealt(["9S", "5H", "2C"], ["3D", "4C"], extraHearts=True, **QUICK)
    without = dealt(["9S", "2S", "2C"], ["3D", "4C"], extraHearts=True, **QUICK)
    for s in (with_heart, without):
        en_garde(s, "9S", "3D")
        play(s, C, "decline")
        assert s.health == [15, 9]
    assert with_heart.phase is Phase.HEART and with_heart.to_act() == [A]
    assert without.phase is Phase.ENGARDE and without.hand_no == 2


def test_quick_after_a_standoff_only_the_heart_holder_is_asked() -> None:
    s = dealt(["6S", "2S"], ["4S", "3H"], extraHearts=True, **QUICK)
    # Carlos faces 6 and has the first option; neither holds anything to drop for, so both are hit unasked.
    en_garde(s, "6S", "4S")
    assert s.health == [11, 9] and s.phase is Phase.HEART and s.to_act() == [C]


def test_by_default_a_heart_is_offered_with_or_without_one() -> None:
    s = dealt(["9S", "2S", "2C"], ["3D", "4C"], extraHearts=True)
    en_garde(s, "9S", "3D")
    play(s, C, "decline")
    assert s.phase is Phase.HEART and s.to_act() == [A] and s.legal_actions(A) == [Action("no-heart")]


# -- the state keeps the option --------------------------------------------------------------------------


def test_the_option_survives_a_round_trip_and_a_snapshot_without_it_means_an_old_game() -> None:
    quick, plain = start(**QUICK), start()
    assert ClashingBladesState.from_dict(quick.to_dict()) == quick
    assert ClashingBladesState.from_dict(plain.to_dict()).options["quickAnswers"] is False
    old = plain.to_dict()
    del old["options"]["quickAnswers"]
    assert ClashingBladesState.from_dict(old).options["quickAnswers"] is True


# -- what the option reveals -------------------------------------------------------------------------------


def test_quick_answers_tell_the_foe_what_a_seat_does_not_hold() -> None:
    """The reason it is off by default and left out of the flow-leak sweeps: the flow shows a bare hand."""
    bare, armed = twins(["9S", "2C"], ["3D", "5S"], ["9S", "2C"], ["3D", "5C"], **QUICK)
    for s in (bare, armed):
        en_garde(s, "9S", "3D")
    assert seen_by(bare, A) != seen_by(armed, A)
    assert bare.hand_no == 2 and armed.to_act() == [C]
