"""Clashing Blades scenarios: the Annette-and-Carlos example and CB-T2…CB-T12 (RULINGS 5.4).

Seat 0 is Annette (the non-dealer), seat 1 Carlos (the dealer), as RULINGS 7a
fixes for stacked decks. Hands are dealt one card at a time, seat 0 first.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, IllegalAction, Rng, SetupError, new_game
from game.engine.cards import card
from game.engine.games.clashing_blades import ClashingBladesState, Phase, duel_deck
from game.engine.games.clashing_blades.definitions import damage_coming

from random_walks import random_walk

A, C = 0, 1


def hand(text: str) -> list[str]:
    """Card codes from one string, as the rulings' tables write them."""
    return text.split()


#: Hands where ♠4 against ♣4 at En Garde is an exact counter for Carlos.
EXACT_A = hand("4S 4D 2C 2D 3C 3D AC")
EXACT_C = hand("4C 5S 6D 6C 7D 7C 8D")
ANNETTE = hand("10S 10C 7C 3S 8C 9D 2S")
CARLOS = hand("4D 9C 8D 2D 6S AD 5C")


def stack(hand0: list[str], hand1: list[str], rest: list[str] = ()) -> list[str]:  # type: ignore[assignment]
    """A draw pile (top first) that deals these two hands, one card at a time, seat 0 first."""
    out = [c for pair in zip(hand0, hand1, strict=True) for c in pair]
    return out + list(rest)


def start(
    hand0: list[str] = ANNETTE, hand1: list[str] = CARLOS, events: list[str] | None = None, **options: Any
) -> ClashingBladesState:
    # the non-dealer is dealt first: seat 0 unless seat 0 deals
    deck: Any = stack(hand1, hand0) if options.get("dealer") == "1" else stack(hand0, hand1)
    if events is not None:
        options.setdefault("eventDeck", True)
        deck = {"main": deck, "events": events}
    state = new_game("clashing-blades", 2, options=options, seed=7, deck=deck)
    assert isinstance(state, ClashingBladesState)
    return state


def play(state: ClashingBladesState, seat: int, kind: str, cards: str = "", target: str | None = None) -> None:
    codes = tuple(cards.split())
    if target is None and kind in ("engarde", "respond", "drop"):
        target = f"table:{seat}"
    if target is None and kind in ("pay", "discard"):
        target = "discard"
    if target is None and kind == "place-heart":
        target = f"penalty:{1 - seat}"
    state.apply(seat, Action(kind, codes, target))
    state.check_invariants()


def threat(state: ClashingBladesState) -> tuple[int, int] | None:
    t = state.observation(0).info["threat"]
    return None if t is None else (t["amount"], t["to"])


def counts(state: ClashingBladesState) -> tuple[int, int]:
    return len(state.hands[0]), len(state.hands[1])


def en_garde(state: ClashingBladesState, a: str, c: str) -> None:
    play(state, A, "engarde", a)
    play(state, C, "engarde", c)


def through_exchange_2(state: ClashingBladesState) -> None:
    en_garde(state, "10S", "4D")
    play(state, C, "respond", "9C")
    play(state, A, "respond", "10C")
    play(state, C, "respond", "8D")
    en_garde(state, "7C", "2D")


# -- the extended example, step by step ------------------------------------------------------------


def discards(state: ClashingBladesState) -> list[str]:
    return sorted(c.code for c in state.discard)


def test_ex_the_annette_and_carlos_example_step_by_step():
    s = start()
    assert s.dealer == C and s.to_act() == [0, 1] and counts(s) == (7, 7)
    assert s.health == [15, 15] and len(s.deck) == 16
    # 1: En Garde, ♠10 against ♦4 (face down, then revealed together)
    play(s, A, "engarde", "10S")
    assert threat(s) is None and s.to_act() == [C] and counts(s) == (6, 7)
    play(s, C, "engarde", "4D")
    assert threat(s) == (6, C) and counts(s) == (6, 6) and s.to_act() == [C]
    assert s.observation(C).info["threat_text"] == "6 damage coming at you"
    assert s.observation(A).info["threat_text"] == "6 damage coming at your opponent"
    # 2: Carlos ♣9 → 3 to Annette
    play(s, C, "respond", "9C")
    assert threat(s) == (3, A) and counts(s) == (6, 5) and s.to_act() == [A]
    # 3: Annette ♣10 → 7 to Carlos
    play(s, A, "respond", "10C")
    assert threat(s) == (7, C) and counts(s) == (5, 5) and s.to_act() == [C]
    # 4: Carlos ♦8 → nobody threatened, not exact, no event; outcome (a)
    play(s, C, "respond", "8D")
    assert threat(s) is None and s.phase is Phase.ENGARDE and counts(s) == (5, 4)
    assert discards(s) == sorted(["10S", "4D", "9C", "10C", "8D"]) and s.health == [15, 15]
    # 5: ♣7 against ♦2: no effect, outcome (a)
    play(s, A, "engarde", "7C")
    assert threat(s) is None and counts(s) == (4, 4)
    play(s, C, "engarde", "2D")
    assert threat(s) is None and s.phase is Phase.ENGARDE and counts(s) == (4, 3)
    assert discards(s) == sorted(["10S", "4D", "9C", "10C", "8D", "7C", "2D"])
    # 6: ♠3 against ♠6: standoff, Annette (the lower spade) has the first option
    play(s, A, "engarde", "3S")
    assert threat(s) is None and counts(s) == (3, 3)
    play(s, C, "engarde", "6S")
    info = s.observation(A).info
    assert s.phase is Phase.STANDOFF and info["threats"] == [6, 3] and info["option_holder"] == A
    assert info["threat_text"] == "6 damage coming at you, 3 at your opponent"
    assert s.to_act() == [A] and counts(s) == (3, 2)
    # 7: Annette drops ♠3 and plays ♣8 → 2 to Carlos, his drop option is gone
    play(s, A, "drop", "8C")
    assert threat(s) == (2, C) and counts(s) == (2, 2)
    assert "3S" in discards(s)
    assert s.legal_actions(C) and all(a.kind in ("respond", "decline") for a in s.legal_actions(C))
    # 8-9: Carlos ♦A leaves 1 point; one response per threat, so he takes it
    play(s, C, "respond", "AD")
    assert s.health == [15, 14]
    # 10: new hand: everything but the health cards reshuffled, dealer Annette, 7 cards each
    assert s.hand_no == 2 and s.dealer == A
    assert counts(s) == (7, 7) and len(s.deck) == 16 and not s.discard and s.table == [[], []]
    assert s.phase is Phase.ENGARDE and s.to_act() == [0, 1] and threat(s) is None


def test_ex_new_hand_events_discard_the_leftovers_face_down():
    s = start()
    through_exchange_2(s)
    en_garde(s, "3S", "6S")
    play(s, A, "drop", "8C")
    events = s.apply(C, Action("respond", ("AD",), "table:1"))
    discards = {e.seat: e for e in events if e.kind == "discard"}
    assert sorted(discards[A].cards) == ["2S", "9D"] and discards[C].cards == ("5C",)
    assert discards[A].seen_by(C).cards == ("??", "??") and "9D" not in discards[A].text
    damage = [e for e in events if e.kind == "damage"]
    assert [(e.seat, e.amount) for e in damage] == [(C, 1)]


def test_cb_t2_exact_counter_without_the_event_deck_is_just_an_end_of_exchange():
    s = start(hand1=hand("4D 9C 7D 2D 6S AD 5C"))
    en_garde(s, "10S", "4D")
    play(s, C, "respond", "9C")
    play(s, A, "respond", "10C")
    events = s.apply(C, Action("respond", ("7D",), "table:1"))
    assert "exact-counter" in [e.kind for e in events]
    assert s.phase is Phase.ENGARDE and threat(s) is None and counts(s) == (5, 4)


def test_cb_t3_exact_counter_turns_a_punch_that_does_not_end_the_hand():
    s = start(hand1=hand("4D 9C 7D 2D 6S AD 5C"), events=["QS"])
    en_garde(s, "10S", "4D")
    play(s, C, "respond", "9C")
    play(s, A, "respond", "10C")
    play(s, C, "respond", "7D")
    assert s.phase is Phase.EVENT and s.to_act() == [C]
    assert {a.kind for a in s.legal_actions(C)} == {"turn-event", "skip-event"}
    play(s, C, "turn-event")
    assert s.health == [13, 15]
    assert s.phase is Phase.ENGARDE and counts(s) == (5, 4) and s.hand_no == 1


def test_cb_t3_the_event_may_be_left_alone():
    s = start(hand1=hand("4D 9C 7D 2D 6S AD 5C"), events=["QS"])
    en_garde(s, "10S", "4D")
    play(s, C, "respond", "9C")
    play(s, A, "respond", "10C")
    play(s, C, "respond", "7D")
    play(s, C, "skip-event")
    assert s.health == [15, 15] and s.events[-1].code == "QS" and s.phase is Phase.ENGARDE


def test_cb_t4_neither_drops_both_take_their_threats():
    s = start()
    through_exchange_2(s)
    en_garde(s, "3S", "6S")
    play(s, A, "decline")
    assert s.to_act() == [C]
    play(s, C, "decline")
    assert s.health == [9, 12] and s.hand_no == 2 and counts(s) == (7, 7)


def equal_spades(**options: Any) -> ClashingBladesState:
    """Both duelists facing 5 from a spade.

    One duel deck holds a single ♠5, so equal spades cannot arise in play;
    the ruling (CB-R03) is still tested by setting up the standoff directly.
    """
    s = start(hand("5S 4D 4C 2D 2C 3D 3C"), hand("4S 5C 6D 6C 7D 7C 8D"), **options)
    for seat, code in ((A, "5S"), (C, "4S")):
        s.hands[seat].remove(card(code))
        s.table[seat].append(card(code))
    s.chosen = [False, False]
    s._standoff([], 5, 5)
    s.check_invariants()
    return s


def test_cb_t5_equal_spades_give_the_non_dealer_the_first_option():
    s = equal_spades()
    assert s.phase is Phase.STANDOFF and s.to_act() == [A] and s.dealer == C
    assert s.observation(A).info["threats"] == [5, 5]


def test_cb_t5_equal_spades_with_the_first_seat_dealing():
    s = equal_spades(dealer="1")
    assert s.dealer == A and s.to_act() == [C]


def test_cb_t5_equal_spade_option_is_withdrawn_from_the_option_list():
    from game.engine import GAMES

    names = [o.name for o in GAMES["clashing-blades"].options]
    assert "equalSpadeFirst" not in names
    assert "equalSpadeFirst" not in ClashingBladesState.from_dict(start().to_dict()).options


@pytest.mark.parametrize("value", ["nonDealer", "random", "simultaneous"])
def test_cb_t5_a_game_naming_the_withdrawn_option_still_starts_and_ignores_it(value: str):
    s = new_game("clashing-blades", 2, options={"equalSpadeFirst": value}, seed=3)
    assert "equalSpadeFirst" not in s.options
    assert s.to_dict() == new_game("clashing-blades", 2, seed=3).to_dict()


def test_cb_t5_an_old_save_naming_the_withdrawn_option_loads():
    import json
    from pathlib import Path

    from game.persistence.save_format import from_data

    # the example as first shipped (saves/ now holds it remade for the asking flow)
    old_saves = Path(__file__).parents[3] / "tests" / "persistence" / "old_saves"
    path = old_saves / "clashing-blades-annette-and-carlos-before-quick-answers.json"
    data = json.loads(path.read_text())
    assert data["options"]["equalSpadeFirst"] == "nonDealer"
    record = from_data(data)
    assert "equalSpadeFirst" not in record.state.options
    assert record.state.phase is Phase.STANDOFF


def test_cb_t6_exact_counter_at_en_garde_offers_the_event():
    s = start(EXACT_A, EXACT_C, events=["KH", "JS"])
    play(s, A, "engarde", "4S")
    events = s.apply(C, Action("engarde", ("4C",), "table:1"))
    assert "exact-counter" in [e.kind for e in events]
    assert s.phase is Phase.EVENT and s.to_act() == [C] and threat(s) is None


def arrange(state: ClashingBladesState, hand0: list[str], hand1: list[str]) -> None:
    """Give the seats exactly these hands; every other duel card goes to the deck."""
    wanted = [card(c) for c in hand0 + hand1]
    for zone in (state.hands[0], state.hands[1], state.deck):
        for c in list(zone):
            zone.remove(c)
    state.hands[0].extend(card(c) for c in hand0)
    state.hands[1].extend(card(c) for c in hand1)
    state.deck.extend(c for c in duel_deck(state.options) if c not in wanted)
    state.chosen = [not state.hands[0], not state.hands[1]]
    state.check_invariants()


def test_cb_t7_an_empty_handed_duelist_cannot_answer():
    s = start()
    arrange(s, [], ["7S", "3D"])
    assert s.to_act() == [C]
    with pytest.raises(IllegalAction, match="empty"):
        s.apply(A, Action("engarde", ("10S",), "table:0"))
    play(s, C, "engarde", "7S")
    # still asked, like any threatened duelist: taking the damage is the only answer (CB-R07)
    assert s.phase is Phase.RESPOND and s.to_act() == [A] and threat(s) == (7, A)
    assert s.legal_actions(A) == [Action("decline")]
    play(s, A, "decline")
    assert s.health == [8, 15] and s.hand_no == 2


def test_cb_t8_both_out_of_cards_is_a_new_hand_without_damage():
    annette, carlos = hand("AD AC 2D 2C 3D 3C 4D"), hand("5D 5C 6D 6C 7D 7C 8D")
    s = start(annette, carlos)
    for a, c in zip(annette, carlos, strict=True):
        assert s.hand_no == 1
        en_garde(s, a, c)
    assert s.health == [15, 15] and s.hand_no == 2 and counts(s) == (7, 7) and s.dealer == A


def test_cb_t9_a_placed_heart_costs_the_victim_cards_next_hand():
    annette = ["10S", "10C", "7C", "3S", "8C", "9D", "5H"]
    s = start(annette, CARLOS, extraHearts=True)
    through_exchange_2(s)
    en_garde(s, "3S", "6S")
    play(s, A, "drop", "8C")
    play(s, C, "respond", "AD")
    assert s.health == [15, 14] and s.phase is Phase.HEART and s.to_act() == [A]
    assert {a.kind for a in s.legal_actions(A)} == {"place-heart", "no-heart"}
    events = s.apply(A, Action("place-heart", ("5H",), "penalty:1"))
    s.check_invariants()
    assert [c.code for c in s.penalty[C]] == ["5H"]
    left = [e for e in events if e.kind == "discard" and e.seat == A]
    assert left[0].cards == ("9D",)
    # the next hand starts with Carlos paying 5 or more
    assert s.phase is Phase.PENALTY and s.to_act() == [C] and s.owed == [0, 5]
    assert s.observation(A).info["penalty_hearts"] == [[], ["5H"]]
    hand = sorted(s.hands[C], key=lambda c: c.rank)
    paid = spent = 0
    while paid < 5:
        assert s.phase is Phase.PENALTY and s.owed[C] == 5 - paid
        play(s, C, "pay", hand[spent].code)
        paid += hand[spent].rank
        spent += 1
    assert s.owed == [0, 0] and not s.penalty[C] and "5H" in [c.code for c in s.discard]
    assert s.phase is Phase.ENGARDE and len(s.hands[C]) == 7 - spent


def give_balance(state: ClashingBladesState, seat: int, code: str) -> None:
    """A Balance card kept from an earlier event."""
    state.events.remove(card(code))
    state.balance[seat].append(card(code))
    state.check_invariants()


def test_cb_t10_balance_backs_a_diamond_for_an_exact_counter_and_is_used_up():
    s = start(hand("10S 4C 2C 2S 3S 3C 3D"), hand("5D 2D 9C 8D 6S AD 5C"), events=["JH"])
    give_balance(s, C, "KD")
    en_garde(s, "10S", "5D")  # 5 to Carlos
    assert threat(s) == (5, C)
    legal = s.legal_actions(C)
    assert Action("respond", ("2D", "KD"), "table:1") in legal
    assert Action("respond", ("9C", "KD"), "table:1") not in legal
    play(s, C, "respond", "2D KD")
    assert not s.balance[C] and "KD" in [c.code for c in s.event_discard]
    assert s.phase is Phase.EVENT and s.to_act() == [C]


def test_cb_t10_a_turned_diamond_face_card_is_kept_as_balance():
    s = start(events=["QD"])
    play(s, A, "engarde", "2S")
    play(s, C, "engarde", "2D")
    play(s, C, "turn-event")
    assert [b.code for b in s.balance[C]] == ["QD"]
    assert s.observation(A).info["balance"] == [[], ["QD"]]


def test_cb_t11_second_wind_never_heals_above_fifteen():
    s = start(EXACT_A, EXACT_C, events=["KH"])
    s.health[C] = 14
    en_garde(s, "4S", "4C")
    play(s, C, "turn-event")
    assert s.health == [15, 15]


def test_cb_t12_both_fall_and_nobody_wins():
    s = start(hand("3S 4D 4C 2D 2C 3D 3C"), hand("4S 5S 6D 6C 7D 7C 8D"))
    s.health = [2, 2]
    en_garde(s, "3S", "4S")
    play(s, A, "decline")
    play(s, C, "decline")
    assert s.is_over and s.outcome is not None
    assert s.outcome.winners == () and not s.outcome.draw and s.health == [-2, -1]
    assert s.to_act() == [] and s.legal_actions(0) == []


def test_a_single_winner_when_one_duelist_falls():
    s = start()
    s.health = [15, 1]
    en_garde(s, "10S", "4D")
    play(s, C, "decline")
    assert s.outcome is not None and s.outcome.winners == (A,)


# -- events of the event deck ------------------------------------------------------------------------


def exact_for_carlos(events: list[str], **options: Any) -> ClashingBladesState:
    s = start(EXACT_A, EXACT_C, events=events, **options)
    en_garde(s, "4S", "4C")
    assert s.phase is Phase.EVENT
    return s


def test_trickery_lets_the_foe_choose_the_discards():
    s = exact_for_carlos(["QC"])
    play(s, C, "turn-event")
    assert s.phase is Phase.TRICKERY and s.to_act() == [A]
    play(s, A, "discard", "2D")
    play(s, A, "discard", "3C")
    assert s.phase is Phase.ENGARDE and counts(s) == (4, 6)


def test_random_trickery_takes_the_cards_at_once():
    s = exact_for_carlos(["KC"], trickeryRandom=True)
    play(s, C, "turn-event")
    assert s.phase is Phase.ENGARDE and counts(s) == (3, 6)


def test_minor_joker_disarms_the_foe_and_major_joker_the_turner():
    s = exact_for_carlos(["JK1"])
    events = s.apply(C, Action("turn-event", (), None))
    assert counts(s) == (0, 6) and s.to_act() == [C]
    assert [e.text for e in events if e.kind == "disarm"] == ["Player 1 is disarmed, and their hand is dropped."]
    s = exact_for_carlos(["JK2"])
    play(s, C, "turn-event")
    assert counts(s) == (6, 0) and s.to_act() == [A]


def test_marcus_king_shoots_ends_the_hand_and_reshuffles_the_event_discards():
    s = exact_for_carlos(["MK", "JH"], marcusKing=True)
    s.event_discard.append(s.events.pop(0))  # pretend the ♥J was used earlier
    play(s, C, "turn-event")
    assert s.health == [11, 15] and s.hand_no == 2
    assert not s.event_discard and [c.code for c in s.events].count("MK") == 1 and len(s.events) == 15


def test_punch_damage_can_earn_a_heart_and_play_goes_on():
    s = start(hand("4D 2C 2D 3C 3D 5C 5H"), hand("4S 6C 6D 7C 7D 8C 8D"), events=["JS"], extraHearts=True)
    en_garde(s, "4D", "4S")  # an exact counter for Annette
    play(s, A, "turn-event")
    assert s.health == [15, 14] and s.phase is Phase.HEART and s.to_act() == [A]
    play(s, A, "place-heart", "5H")
    assert [c.code for c in s.penalty[C]] == ["5H"] and s.hand_no == 1
    assert s.phase is Phase.ENGARDE and counts(s) == (5, 6)


# -- the flow never leaks (GEN-R07, CB-R07) ----------------------------------------------------------


def seen_by(state: ClashingBladesState, seat: int) -> dict[str, Any]:
    """Everything ``seat`` is shown: its observation, whose turn it is and the phase."""
    obs = state.observation(seat)
    return {"obs": obs.to_dict(), "to_act": state.to_act(), "phase": state.phase}


def twins(hand0: list[str], hand1: list[str], other0: list[str], other1: list[str], **options: Any):
    """Two games dealt the same but for the hidden hands, both En Garde."""
    a, b = start(**options), start(**options)
    arrange(a, hand0, hand1)
    arrange(b, other0, other1)
    return a, b


def test_after_damage_the_foe_is_asked_for_a_heart_whether_or_not_they_hold_one():
    # Annette's spade hits Carlos; with extra hearts she is asked to place a heart, heart in hand or not.
    with_heart, without = twins(["9S", "5H", "2C"], ["3D", "4C"], ["9S", "2S", "2C"], ["3D", "4C"], extraHearts=True)
    for s in (with_heart, without):
        en_garde(s, "9S", "3D")
        play(s, C, "decline")
        assert s.health == [15, 9] and s.phase is Phase.HEART and s.to_act() == [A]
    assert seen_by(with_heart, C)["obs"]["to_act"] == seen_by(without, C)["obs"]["to_act"] == [A]
    assert seen_by(with_heart, C)["obs"]["info"]["phase"] == seen_by(without, C)["obs"]["info"]["phase"] == "heart"
    assert without.legal_actions(A) == [Action("no-heart")]
    play(without, A, "no-heart")
    assert without.hand_no == 2


def test_after_a_standoff_both_foes_are_asked_for_a_heart():
    s = start(extraHearts=True)
    arrange(s, ["6S", "2S"], ["4S", "3S"])
    en_garde(s, "6S", "4S")
    play(s, C, "decline")
    play(s, A, "decline")
    assert s.health == [11, 9] and s.phase is Phase.HEART and s.to_act() == [A, C]


def test_a_standoff_asks_the_seat_with_the_option_even_with_nothing_to_drop_for():
    # Annette faces the larger threat; with only spades left she can keep hers, and Carlos is asked next.
    empty, armed = twins(["3S", "2S"], ["6S", "5D"], ["3S", "2D"], ["6S", "5D"])
    for s in (empty, armed):
        en_garde(s, "3S", "6S")
        assert s.phase is Phase.STANDOFF and s.to_act() == [A]
    assert seen_by(empty, C) == seen_by(armed, C)
    assert empty.legal_actions(A) == [Action("decline")]
    play(empty, A, "decline")
    assert empty.phase is Phase.STANDOFF and empty.to_act() == [C]


def test_the_second_option_is_asked_even_with_nothing_to_drop_for():
    s = start()
    arrange(s, ["3S", "2D"], ["6S", "4S"])
    en_garde(s, "3S", "6S")
    play(s, A, "decline")
    assert s.phase is Phase.STANDOFF and s.to_act() == [C] and s.legal_actions(C) == [Action("decline")]
    play(s, C, "decline")
    assert s.health == [9, 12]


def test_a_threatened_seat_with_no_usable_card_is_asked_and_can_only_take_the_damage():
    bare, armed = twins(["9S", "2C"], ["3D", "5S"], ["9S", "2C"], ["3D", "5C"])
    for s in (bare, armed):
        en_garde(s, "9S", "3D")
        assert s.phase is Phase.RESPOND and s.to_act() == [C] and threat(s) == (6, C)
    assert seen_by(bare, A) == seen_by(armed, A)
    assert bare.legal_actions(C) == [Action("decline")]


# -- illegal input ----------------------------------------------------------------------------------


def refused(state: ClashingBladesState, seat: int, action: Action, words: str) -> None:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert words.lower() in str(info.value).lower()
    assert state.to_dict() == before


def test_illegal_actions_are_refused_with_a_reason_and_nothing_changes():
    s = start(hand0=["10S", "10C", "7C", "3S", "8C", "9D", "2S"])
    refused(s, A, Action("engarde", ("AD",), "table:0"), "do not hold")
    refused(s, A, Action("respond", ("10C",), "table:0"), "En garde")
    refused(s, A, Action("engarde", ("10S",), "table:1"), "own side")
    refused(s, 3, Action("engarde", ("10S",), "table:0"), "no seat")
    play(s, A, "engarde", "10S")
    refused(s, A, Action("engarde", ("10C",), "table:0"), "waiting")
    play(s, C, "engarde", "4D")
    refused(s, A, Action("respond", ("10C",), "table:0"), "opponent")
    refused(s, C, Action("respond", ("6S",), "table:1"), "spades attack only")
    refused(s, C, Action("engarde", ("9C",), "table:1"), "exchange")
    refused(s, C, Action("respond", ("9C", "8D"), "table:1"), "one card")
    play(s, C, "respond", "9C")
    refused(s, C, Action("respond", ("8D",), "table:1"), "one response")


def test_a_refusal_names_a_balance_card_only_where_the_event_deck_deals_them() -> None:
    """Without the event deck there are no Balance cards: "answer with a diamond, a club or a Balance card" named a
    card the player had never met."""
    plain = start(hand0=["10S", "10C", "7C", "3S", "8C", "9D", "2S"])
    en_garde(plain, "10S", "4D")
    refused(plain, C, Action("respond", ("6S",), "table:1"), "answer with a diamond or a club.")
    refused(plain, C, Action("engarde", ("9C",), "table:1"), "exchange")
    with pytest.raises(IllegalAction) as told:
        plain.apply(C, Action("respond", ("6S",), "table:1"))
    assert "Balance" not in str(told.value)
    events = start(hand("10S 4C 2C 2S 3S 3C 3D"), hand("5D 2D 9C 8D 6S AD 5C"), events=["JH"])
    en_garde(events, "10S", "5D")
    refused(events, C, Action("respond", ("6S",), "table:1"), "a diamond, a club or a Balance card")


def test_a_heart_is_refused_at_en_garde_and_balance_never_backs_a_club():
    s = start(["10S", "10C", "7C", "3S", "8C", "9D", "5H"], CARLOS, extraHearts=True)
    refused(s, A, Action("engarde", ("5H",), "table:0"), "heart")
    s2 = start(hand("10S 4C 2C 2S 3S 3C 3D"), hand("5D 2D 9C 8D 6S AD 5C"), events=["JH"])
    give_balance(s2, C, "KD")
    en_garde(s2, "10S", "5D")
    refused(s2, C, Action("respond", ("9C", "KD"), "table:1"), "diamond only")
    refused(s2, C, Action("engarde", ("9C",), "table:1"), "exchange")


def test_game_over_refuses_everything():
    s = start()
    s.health = [15, 1]
    en_garde(s, "10S", "4D")
    play(s, C, "decline")
    refused(s, A, Action("engarde", ("10C",), "table:0"), "over")


# -- hidden information -------------------------------------------------------------------------------


def test_the_opponent_sees_only_that_a_card_was_played():
    s = start()
    events = s.apply(A, Action("engarde", ("10S",), "table:0"))
    seen = [e.seen_by(C) for e in events]
    assert all("10S" not in e.cards and "10S" not in e.text and "10♠" not in e.text for e in seen)
    obs = s.observation(C)
    dump = str(obs.to_dict())
    for code in ANNETTE:
        if code not in CARLOS:
            assert f"'{code}'" not in dump, code
    assert obs.counts["table:0"] == 1 and obs.info["chosen"] == [True, False]
    assert s.observation(A).info["my_engarde"] == "10S"
    reveal = s.apply(C, Action("engarde", ("4D",), "table:1"))
    assert any(e.kind == "reveal" and e.visible_to is None and set(e.cards) == {"10S", "4D"} for e in reveal)


def test_deals_are_private_and_the_deck_order_is_never_shown():
    s = start()
    through_exchange_2(s)
    en_garde(s, "3S", "6S")
    play(s, A, "drop", "8C")
    events = s.apply(C, Action("respond", ("AD",), "table:1"))
    for viewer in (A, C):
        obs = s.observation(viewer)
        dump = str(obs.to_dict())
        for c in s.hands[1 - viewer]:
            assert f"'{c.code}'" not in dump
        for c in s.deck:
            assert f"'{c.code}'" not in dump
        for e in events:
            seen = e.seen_by(viewer)
            if e.visible_to is not None and viewer not in e.visible_to:
                assert set(seen.cards) <= {"??"} and not seen.detail
            if e.kind == "deal" and e.seat != viewer:
                assert set(seen.cards) == {"??"} and all(c.short not in seen.text for c in s.hands[e.seat])


def test_determinize_matches_what_the_seat_knows():
    from game.engine.games.clashing_blades import GAME

    s = start(events=["QS", "JH"])
    play(s, A, "engarde", "10S")
    obs = s.observation(C)
    d = GAME.determinize(obs, Rng(3))
    d.check_invariants()
    assert d.hands[C] == s.hands[C] and len(d.hands[A]) == len(s.hands[A]) and len(d.table[A]) == 1
    assert d.observation(C).hand == obs.hand and d.to_act() == s.to_act()
    play(d, C, "engarde", "4D")


# -- set-up and what a seat is told ----------------------------------------------------------------


def test_set_up_draws_the_dealer_and_the_heart_pairs_from_the_seed():
    dealers, pairs = set(), set()
    for seed in range(16):
        s = new_game("clashing-blades", 2, seed=seed)
        assert isinstance(s, ClashingBladesState)
        dealers.add(s.dealer)
        pairs.add(tuple(sorted(c.code for c in s.health_cards[0])))
        assert counts(s) == (7, 7) and len(s.deck) == 16 and s.health == [15, 15]
    assert dealers == {0, 1} and pairs == {("7H", "8H"), ("6H", "9H")}
    assert new_game("clashing-blades", 2, seed=3, options={"dealer": "2"}).to_dict()["dealer"] == 1


def test_a_stacked_deck_fixes_only_its_top_cards_and_the_event_pile():
    s = start(events=["KS", "JK1"], marcusKing=True)
    assert [c.code for c in s.hands[A]] == ANNETTE and [c.code for c in s.hands[C]] == CARLOS
    assert [c.code for c in s.events[-2:]] == ["JK1", "KS"] and len(s.events) == 15
    assert len(s.all_cards()) == 30 + 4 + 15


def test_the_observation_tells_health_dealer_phase_counts_and_public_piles():
    s = start(events=["QD"])
    give_balance(s, C, "KD")
    info = s.observation(A).info
    assert info["health"] == [15, 15] and info["dealer"] == C and info["phase"] == "engarde"
    assert info["hand_counts"] == [7, 7] and info["balance"] == [[], ["KD"]] and info["events_left"] == 13
    assert info["penalty_hearts"] == [[], []] and info["threat"] is None
    en_garde(s, "10S", "4D")
    obs = s.observation(A)
    assert obs.zones["table:0"] == ("10S",) and obs.zones["table:1"] == ("4D",)
    assert obs.info["threat"] == {"amount": 6, "to": C}


def test_a_bad_stacked_deck_is_refused():
    with pytest.raises(SetupError, match="Event deck"):
        new_game("clashing-blades", 2, deck={"main": ["AS"], "events": ["KS"]})
    with pytest.raises(SetupError):
        new_game("clashing-blades", 2, deck=["6H"])  # a health card is never in the duel deck
    with pytest.raises(SetupError):
        new_game("clashing-blades", 2, deck={"main": [], "events": ["MK"]}, options={"eventDeck": True})


@pytest.mark.parametrize("junk", [None, "engarde 10S", 5, Action("engarde", (3,), "table:0"), Action("engarde", None, 7)])  # type: ignore[arg-type]
def test_anything_that_is_not_an_action_is_refused_like_any_illegal_move(junk: object):
    refused(start(), A, junk, "not a move")  # type: ignore[arg-type]


def test_a_threat_is_said_as_damage_coming_never_as_points_won():
    """CB-R24's announcement: a threat is damage on its way, the second one said short so the bar fits."""
    assert damage_coming([(2, "you"), (0, "your opponent")]) == "2 damage coming at you"
    assert damage_coming([(0, "Ann"), (4, "Bob")]) == "4 damage coming at Bob"
    assert damage_coming([(5, "Ann"), (3, "Bob")]) == "5 damage coming at Ann, 3 at Bob"
    assert damage_coming([(0, "you"), (0, "your opponent")]) == "Nobody is threatened"


def test_a_heart_dropped_on_a_hearts_spot_at_en_garde_is_told_when_hearts_are_placed():
    """A play-tester dropped a heart on their foe's hearts spot at En Garde and read only "Play one card face down for
    En Garde", which does not say why the heart was refused."""
    s = start(hand0=hand("10S 10C 7C 3S 8C 9D 5H"), extraHearts=True)
    refused(s, A, Action("place-heart", ("5H",), "penalty:1"), "only after your opponent takes damage")


def test_a_spade_stopped_at_en_garde_by_a_higher_diamond_is_said_to_be_parried():
    """ "En garde: A♠ against 7♦." stopped there: the line told no outcome, where every other reveal says one."""
    s = start(hand0=hand("AS 10C 7C 3S 8C 9D 2S"), hand1=hand("7D 9C 8D 2D 6S AD 5C"))
    play(s, A, "engarde", "AS")
    events = s.apply(C, Action("engarde", ("7D",), "table:1"))
    said = " ".join(e.text for e in events if e.text)
    assert "parries the attack" in said and [e.seat for e in events if e.kind == "parried"] == [C], said


def test_every_choice_not_to_act_is_told_with_who_made_it():
    """Decline, keep the spade, leave the events alone, place no heart: each is told as "Player N …", so the recap
    and the log never show a choice that could be anyone's (Place no heart once said nothing)."""
    quiet = ("decline", "skip-event", "no-heart")
    seen = set()
    for seed in range(6):
        for state, seat in random_walk("clashing-blades", seed, options={"extraHearts": True, "eventDeck": True}):
            for action in (a for a in state.legal_actions(seat) if a.kind in quiet):
                told = [e.text for e in state.clone().apply(seat, action) if e.seat == seat]
                assert any(t.startswith(f"Player {seat + 1} ") for t in told), (action.kind, told)
                seen.add(action.kind)
    assert seen == set(quiet), seen
