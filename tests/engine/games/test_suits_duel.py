"""Suits Duel scenarios (RULINGS 4.4, SD-T1 to SD-T10), each spell, the counter window, the storm and the refusals.

Positions are built by hand with every card placed (``position``); the
same helpers serve the sweep in ``test_suits_duel_sweep.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, Event, IllegalAction, new_game
from game.engine.cards import Card, card
from game.engine.games.suits_duel import GAME, OPTIONS, Phase, SuitsDuelState, all_cards, cd
from game.engine.options import resolve
from game.engine.rng import Rng


def cs(text: str) -> list[Card]:
    return [card(c) for c in text.split()]


def position(
    *,
    hands: tuple[str, str] = ("", ""),
    battlers: tuple[str, str] = ("", ""),
    wounds: tuple[str, str] | None = None,
    shields: tuple[str, str] | None = None,
    deck: str | None = None,
    discard: str = "",
    rest: str = "deck",
    active: int = 0,
    turn: int = 3,
    options: dict[str, Any] | None = None,
) -> SuitsDuelState:
    """A main-phase position of ``active``'s turn. ``wounds`` lists one code or ``-`` per battler;
    ``shields`` three codes (or ``-`` for a broken one) per side, default any three unused cards;
    the cards not named go to ``rest`` (``deck``, ``discard`` or ``hand:<seat>``)."""
    st = SuitsDuelState(resolve(OPTIONS, options or {}, 2), Rng(1))
    st.hands = [cs(hands[0]), cs(hands[1])]
    st.battlers = [cs(battlers[0]), cs(battlers[1])]
    if wounds is None:
        st.wounds = [[None] * len(st.battlers[0]), [None] * len(st.battlers[1])]
    else:
        st.wounds = [[None if w == "-" else card(w) for w in side.split()] for side in wounds]
    st.discard = cs(discard)
    st.deck = cs(deck)[::-1] if deck is not None else []
    used = {c for zone in (*st.hands, *st.battlers, st.discard, st.deck) for c in zone}
    used |= {w for side in st.wounds for w in side if w is not None}
    if shields is not None:
        st.shields = [[None if x == "-" else card(x) for x in side.split()] for side in shields]
        used |= {c for side in st.shields for c in side if c is not None}
    unused = [c for c in all_cards(st.options) if c not in used]
    if shields is None:
        plain = [c for c in unused if not c.is_joker]
        st.shields = [list[Card | None](plain[:3]), list[Card | None](plain[3:6])]
        unused = [c for c in unused if c not in plain[:6]]
    if rest == "deck" and deck is None:
        st.deck = unused
    elif rest == "discard":
        st.discard = unused + st.discard
    elif rest.startswith("hand:"):
        st.hands[int(rest[5:])] += unused
    else:
        raise ValueError(f"nowhere to put {len(unused)} cards: {rest}")
    st.active, st.turn, st.first, st.phase = active, turn, 0, Phase.MAIN
    st.check_invariants()
    return st


def act(st: SuitsDuelState, seat: int, kind: str, cards: str = "", target: str | None = None) -> list[Event]:
    """Apply the legal action with these cards and target (the test fails if there is none)."""
    wanted = Action(kind, tuple(cards.split()), target)
    legal = st.legal_actions(seat)
    why = st.why_illegal(seat, wanted) if seat in st.to_act() else "not to act"
    assert wanted in legal, f"{wanted} is not legal for seat {seat}: {why}"
    events = st.apply(seat, wanted)
    st.check_invariants()
    return events


def codes(cards: list[Card] | tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def dealt(**kw: Any) -> SuitsDuelState:
    """A new game as ``new_game`` deals it."""
    st = new_game("suits-duel", 2, **kw)
    assert isinstance(st, SuitsDuelState)
    return st


def attacks_on(st: SuitsDuelState, seat: int, target: str) -> set[str]:
    return {a.cards[0] for a in st.legal_actions(seat) if a.kind == "attack" and a.target == f"battler:{target}"}


def refused(st: SuitsDuelState, seat: int, action: Action) -> str:
    """The engine's reason for refusing ``action``; the state must be exactly as before."""
    before = st.to_dict()
    with pytest.raises(IllegalAction) as caught:
        st.apply(seat, action)
    assert st.to_dict() == before, f"a refused {action} changed the state"
    return str(caught.value)


def wound_of(st: SuitsDuelState, seat: int, battler: str) -> str | None:
    w = st.wounds[seat][st.battlers[seat].index(card(battler))]
    return None if w is None else w.code


# -- cyclic distance and set-up -------------------------------------------------------------------


def test_king_and_ace_are_neighbours_in_the_rank_circle() -> None:
    assert cd(13, 1) == 1 and cd(12, 1) == 2 and cd(11, 1) == 3 and cd(1, 4) == 3 and cd(5, 5) == 0
    assert all(cd(a, b) == cd(b, a) <= 6 for a in range(1, 14) for b in range(1, 14))


STACKED = [
    "AS",
    "2S",
    "3S",
    "4S",
    "5S",
    "6S",
    "7S",
    "8S",
    "9S",
    "10S",
    "JS",
    "QS",
    "KS",
    "AH",
    "2H",
    "3H",
    "4H",
    "5H",
    "6H",
    "7H",
    "8H",
    "9H",
    "10H",
]


def test_the_deal_gives_seven_cards_three_face_down_shields_and_a_battler_each_in_the_rulings_order() -> None:
    st = dealt(deck=STACKED, seed=4)
    assert isinstance(st, SuitsDuelState)
    assert codes(st.hands[0]) == STACKED[0:14:2] and codes(st.hands[1]) == STACKED[1:14:2]
    assert [[c.code for c in s if c] for s in st.shields] == [["2H", "3H", "4H"], ["5H", "6H", "7H"]]
    assert codes(st.battlers[0]) == ["8H"] and codes(st.battlers[1]) == ["9H"]
    assert st.wounds == [[None], [None]]
    assert len(st.deck) == 52 - 22 and st.deck[-1] == card("10H") and not st.discard
    # seat 0 plays first and draws nothing on the very first turn (SD-T9)
    assert st.to_act() == [0] and st.phase is Phase.MAIN and len(st.hands[0]) == 7


def test_first_turns_draw_none_then_two_and_with_jokers_one_then_two() -> None:
    st = dealt(deck=STACKED, seed=4)
    act(st, 0, "end-turn")
    assert st.to_act() == [1] and len(st.hands[1]) == 9 and codes(st.hands[1])[-2] == "10H"
    jokers = dealt(options={"jokers": True}, deck=STACKED, seed=4)
    assert len(jokers.hands[0]) == 8 and codes(jokers.hands[0])[-1] == "10H"
    act(jokers, 0, "end-turn")
    assert jokers.phase is Phase.DISCARD and jokers.to_act() == [0]  # eight cards: the hand limit first
    act(jokers, 0, "discard", "AS", "discard")
    assert len(jokers.hands[0]) == 7 and len(jokers.hands[1]) == 9 and jokers.to_act() == [1]


def test_a_joker_turned_up_for_a_shield_is_set_aside_and_shuffled_back_into_the_deck() -> None:
    deck = [*STACKED[:14], "JK1", "2H", "JK2", "3H", "4H"]
    st = dealt(options={"jokers": True}, deck=deck, seed=9)
    assert codes([c for c in st.shields[0] if c]) == ["2H", "3H", "4H"]
    assert card("JK1") in st.deck and card("JK2") in st.deck
    assert len(st.deck) + sum(len(h) for h in st.hands) + 8 == 54
    st.check_invariants()


def test_the_first_player_is_drawn_from_the_seed_without_a_stacked_deck() -> None:
    firsts = {dealt(seed=s).to_act()[0] for s in range(20)}
    assert firsts == {0, 1}


# -- attack (SD-T1, SD-T2, SD-T3) ------------------------------------------------------------------


def t1(wounded: bool = False, **kw: Any) -> SuitsDuelState:
    """SD-T1's table; ``wounded``: 5♦ already carries the wound 3♥."""
    if wounded:
        return position(hands=("7C 8H 5S 4D 6C 5H AC", "KS QD"), battlers=("9H 2C", "5D"), wounds=("- -", "3H"), **kw)
    return position(hands=("3H 7C 8H 5S 4D 6C 5H AC", "KS QD"), battlers=("9H 2C", "5D"), **kw)


def test_sd_t1_attack_range_from_the_rule_text_example() -> None:
    st = t1()
    assert attacks_on(st, 0, "5D") == {"3H", "7C", "6C", "5H"}
    assert "3 ranks" in refused(st, 0, Action("attack", ("8H",), "battler:5D"))
    assert "no ♠ battler" in refused(st, 0, Action("attack", ("5S",), "battler:5D"))
    assert "no ♦ battler" in refused(st, 0, Action("attack", ("4D",), "battler:5D"))
    events = act(st, 0, "attack", "3H", "battler:5D")
    assert kinds(events) == ["cast"] and st.to_act() == [1] and st.phase is Phase.RESPOND
    assert codes(st.zones()["stack"]) == ["3H"] and card("3H") not in st.hands[0]
    events = act(st, 1, "let-resolve")
    assert "wound" in kinds(events)
    assert wound_of(st, 1, "5D") == "3H" and st.to_act() == [0] and st.phase is Phase.MAIN


def test_sd_t2_the_wrap_from_king_to_ace() -> None:
    st = position(hands=("QH KH AH 2H 3H JH 4H", ""), battlers=("7H", "AS"))
    assert attacks_on(st, 0, "AS") == {"QH", "KH", "AH", "2H", "3H"}
    assert "3 ranks" in refused(st, 0, Action("attack", ("JH",), "battler:AS"))
    assert "3 ranks" in refused(st, 0, Action("attack", ("4H",), "battler:AS"))


def test_sd_t3_the_wound_sets_the_range_and_a_second_wound_kills() -> None:
    st = t1(shields=("2S 3S 4S", "8C 9C 10C"))
    act(st, 0, "attack", "3H", "battler:5D")
    act(st, 1, "let-resolve")
    assert attacks_on(st, 0, "5D") == {"5H", "AC"}
    assert "the wound card 3♥" in refused(st, 0, Action("attack", ("7C",), "battler:5D"))
    events = act(st, 0, "attack", "AC", "battler:5D")
    events += act(st, 1, "let-resolve")
    assert "killed" in kinds(events)
    assert codes(st.discard[-3:]) == ["5D", "3H", "AC"] and not st.battlers[1]
    # Player 2 has no battler: they choose which face-down shield to turn over, now (SD-R10)
    assert st.phase is Phase.FLIP and st.to_act() == [1]
    assert [a.target for a in st.legal_actions(1)] == ["shield:1:0", "shield:1:1", "shield:1:2"]


def test_a_shield_broken_by_choice_becomes_the_new_battler() -> None:
    st = t1(shields=("2S 3S 4S", "8C 9C 10C"), wounded=True)
    act(st, 0, "attack", "AC", "battler:5D")
    act(st, 1, "let-resolve")
    events = act(st, 1, "flip", target="shield:1:1")
    flip = next(e for e in events if e.kind == "shield-broken")
    assert flip.cards == ("9C",) and "9♣ becomes a battler" in flip.text
    assert codes(st.battlers[1]) == ["9C"] and st.shields[1] == [card("8C"), None, card("10C")]
    assert st.to_act() == [0] and st.phase is Phase.MAIN and st.outcome is None


def test_killing_the_last_battler_over_the_last_shield_ends_the_game() -> None:
    st = t1(shields=("2S 3S 4S", "- - 10C"), wounded=True)
    act(st, 0, "attack", "AC", "battler:5D")
    events = act(st, 1, "let-resolve")
    assert kinds(events)[-2:] == ["shield-broken", "game-over"]
    assert st.outcome is not None and st.outcome.winners == (0,) and st.to_act() == []


def test_with_lose_at_cannot_flip_the_last_shield_is_one_more_life() -> None:
    st = t1(shields=("2S 3S 4S", "- - 10C"), wounded=True, options={"loseAt": "cannotFlip"})
    act(st, 0, "attack", "AC", "battler:5D")
    act(st, 1, "let-resolve")
    assert st.outcome is None and codes(st.battlers[1]) == ["10C"] and st.shields[1] == [None, None, None]
    act(st, 0, "attack", "8H", "battler:10C")
    act(st, 1, "let-resolve")
    act(st, 0, "attack", "6C", "battler:10C")
    events = act(st, 1, "let-resolve")
    assert kinds(events)[-2:] == ["killed", "game-over"]
    assert st.outcome is not None and st.outcome.winners == (0,) and "no shield left to turn over" in st.outcome.reason


# -- heal (SD-T4) and summon ---------------------------------------------------------------------


def test_sd_t4_heal_matches_the_battlers_suit_within_one_of_the_wound() -> None:
    st = position(hands=("4S 5S 6S 6H 7S", ""), battlers=("9S", "2D"), wounds=("5H", "-"))
    heals = {a.cards[0] for a in st.legal_actions(0) if a.kind == "heal"}
    assert heals == {"4S", "5S", "6S"}
    assert "suit (♠)" in refused(st, 0, Action("heal", ("6H",), "wound:5H"))
    assert "2 ranks" in refused(st, 0, Action("heal", ("7S",), "wound:5H"))
    act(st, 0, "heal", "4S", "wound:5H")
    events = act(st, 1, "let-resolve")
    assert "healed" in kinds(events)
    assert st.wounds[0] == [None] and codes(st.discard[-2:]) == ["5H", "4S"]


def test_a_heal_refusal_names_each_thing_wrong_with_the_card_and_only_those() -> None:
    """3♠ on a 7♣ wounded by 7♥ was told only "…match the wounded battler's suit (♣), not the wound's", though ♠
    is not the wound's suit either and 3 is four ranks from the wound."""
    st = position(hands=("3S 6H 9H 6D", ""), battlers=("7C", "2D"), wounds=("7H", "-"))
    neither = refused(st, 0, Action("heal", ("3S",), "wound:7H"))
    assert "suit (♣)" in neither and "not the wound's" not in neither and "within 1 rank of the wound 7♥" in neither
    wounds_suit = refused(st, 0, Action("heal", ("6H",), "wound:7H"))
    assert "not the wound's" in wounds_suit and "within" not in wounds_suit  # the rank is fine: only the suit is said
    assert "within 1 rank" in refused(st, 0, Action("heal", ("9H",), "wound:7H"))


def test_a_wound_king_is_healed_by_queen_king_or_ace() -> None:
    st = position(hands=("QS KS AS 2S JS", ""), battlers=("9S", "2D"), wounds=("KD", "-"))
    assert {a.cards[0] for a in st.legal_actions(0) if a.kind == "heal"} == {"QS", "KS", "AS"}


def test_heal_works_only_on_ones_own_wounds() -> None:
    st = position(hands=("4D", ""), battlers=("9S", "5D"), wounds=("-", "4C"))
    assert "None of your battlers is wounded" in refused(st, 0, Action("heal", ("4D",), "wound:4C"))


def test_summon_puts_the_chosen_card_into_play_and_discards_its_twin() -> None:
    st = position(hands=("5H 5C 5D 9S", "2C"), battlers=("9H", "2D"))
    summons = {a.cards for a in st.legal_actions(0) if a.kind == "summon"}
    assert summons == {(a, b) for a in ("5H", "5C", "5D") for b in ("5H", "5C", "5D") if a != b}
    assert all(a.target == "battlers:0" for a in st.legal_actions(0) if a.kind == "summon")
    act(st, 0, "summon", "5C 5H", "battlers:0")
    act(st, 1, "let-resolve")
    assert codes(st.battlers[0]) == ["9H", "5C"] and st.wounds[0] == [None, None] and st.discard[-1] == card("5H")
    assert "same rank" in refused(st, 0, Action("summon", ("5D", "9S"), "battlers:0"))
    assert "no other card of 5♦'s rank" in refused(st, 0, Action("summon", ("5D",), "battlers:0"))


def test_a_countered_summon_loses_both_cards() -> None:
    st = position(hands=("5H 5C", "2C 7C 9C"), battlers=("9H", "2D"))
    act(st, 0, "summon", "5H 5C", "battlers:0")
    act(st, 1, "counter", "2C 7C 9C", "stack")
    events = act(st, 0, "let-resolve")
    assert "countered" in kinds(events)
    assert codes(st.battlers[0]) == ["9H"] and {"5H", "5C", "2C", "7C", "9C"} <= set(codes(st.discard))
    # "Player 1 lets it resolve. Player 1's summon is countered" read as letting one's own summon go through
    assert events[0].text == "Player 1 lets the counter stand."


# -- counters (SD-T5, SD-R22) ----------------------------------------------------------------------


def t5() -> SuitsDuelState:
    return position(hands=("6C 3S 8S QS", "2D 8D JD AH 4H 9H"), battlers=("4C", "7D"))


def test_sd_t5_a_counter_countered_and_countered_again_cancels_the_attack() -> None:
    st = t5()
    act(st, 0, "attack", "6C", "battler:7D")
    assert st.to_act() == [1]
    act(st, 1, "counter", "2D 8D JD", "stack")
    assert st.to_act() == [0] and st.phase is Phase.RESPOND
    act(st, 0, "counter", "3S 8S QS", "stack")
    assert st.to_act() == [1]
    act(st, 1, "counter", "AH 4H 9H", "stack")
    events = act(st, 0, "let-resolve")
    assert "countered" in kinds(events) and "wound" not in kinds(events)
    assert st.wounds[1] == [None] and len(st.discard) == 10 and card("6C") in st.discard
    assert st.to_act() == [0] and st.phase is Phase.MAIN and not st.stack


def test_sd_t5_variant_two_counters_let_the_attack_through() -> None:
    st = t5()
    act(st, 0, "attack", "6C", "battler:7D")
    act(st, 1, "counter", "2D 8D JD", "stack")
    act(st, 0, "counter", "3S 8S QS", "stack")
    events = act(st, 1, "let-resolve")
    assert "wound" in kinds(events) and wound_of(st, 1, "7D") == "6C"
    assert len(st.discard) == 6


def _after_an_attack(foe_hand: str, quick: bool) -> tuple[SuitsDuelState, list[Event]]:
    st = position(hands=("6C", foe_hand), battlers=("4C", "7D"), options={"quickCounters": quick})
    return st, st.apply(0, Action("attack", ("6C",), "battler:7D"))


def test_sd_r22_the_caster_cannot_tell_whether_the_opponent_could_counter() -> None:
    able, able_events = _after_an_attack("2D 8D JD KS", quick=False)
    unable, unable_events = _after_an_attack("2D 8D JS KS", quick=False)
    for st in (able, unable):
        assert st.to_act() == [1] and st.phase is Phase.RESPOND
    assert able.observation(0) == unable.observation(0)
    assert [e.seen_by(0) for e in able_events] == [e.seen_by(0) for e in unable_events]
    # the one who cannot counter is still asked, and may only let it resolve
    assert [a.kind for a in unable.legal_actions(1)] == ["let-resolve"]
    assert {a.kind for a in able.legal_actions(1)} == {"let-resolve", "counter"}
    # and letting it resolve looks the same to the caster either way
    assert [e.seen_by(0) for e in able.apply(1, Action("let-resolve"))] == [
        e.seen_by(0) for e in unable.apply(1, Action("let-resolve"))
    ]


def test_quick_counters_answer_at_once_for_a_player_who_cannot_counter() -> None:
    unable, events = _after_an_attack("2D 8D JS KS", quick=True)
    assert kinds(events) == ["cast", "let-resolve", "wound"] and unable.to_act() == [0]
    able, _ = _after_an_attack("2D 8D JD KS", quick=True)
    assert able.to_act() == [1]


def test_counters_are_listed_lowest_rank_first_and_need_three_of_a_suit() -> None:
    st, _ = _after_an_attack("2D 8D JD KD AH", quick=False)
    counters = [a.cards for a in st.legal_actions(1) if a.kind == "counter"]
    assert len(counters) == 4 and ("2D", "8D", "JD") in counters and ("8D", "JD", "KD") in counters
    assert "same suit" in refused(st, 1, Action("counter", ("2D", "8D", "AH"), "stack"))
    assert "exactly three" in refused(st, 1, Action("counter", ("2D", "8D"), "stack"))
    # the order the cards are named in does not matter: it is the same counter
    before = st.clone()
    st.apply(1, Action("counter", ("JD", "8D", "2D"), "stack"))
    assert before.apply(1, Action("counter", ("2D", "8D", "JD"), "stack")) and st.to_dict() == before.to_dict()


# -- the storm (SD-T6, SD-T7, SD-R05) -----------------------------------------------------------------


def test_sd_t6_a_storm_in_the_middle_of_the_two_card_draw() -> None:
    ten = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH"
    st = position(
        hands=("", "AS"), battlers=("2C", "3D 4D"), deck="KC", discard=ten, shields=("QS JS 10S", "9S 8S 7S"),
        rest="hand:0", active=1,
    )  # fmt: skip
    before = len(st.hands[0])
    events = act(st, 1, "end-turn")
    assert kinds(events)[-2:] == ["draw", "storm"] and events[-2].cards == ("KC",)
    assert st.phase is Phase.FLIP and st.to_act() == [0]  # Player 1 has fewer battlers
    assert events[-1].text == "The storm strikes: Player 1 has fewer battlers (1 against 2) and must turn over a shield."
    events = act(st, 0, "flip", target="shield:0:2")
    assert kinds(events) == ["shield-broken", "reshuffle", "draw"]
    assert len(st.hands[0]) == before + 2 and codes(st.battlers[0]) == ["2C", "10S"]
    assert st.shields[0] == [card("QS"), card("JS"), None] and len(st.deck) == 9 and not st.discard
    assert st.to_act() == [0] and st.phase is Phase.MAIN


def test_sd_t7_a_storm_with_a_tie_takes_a_shield_from_both_and_can_end_in_a_draw() -> None:
    st = position(hands=("", "AS"), battlers=("2C 3C", "3D 4D"), deck="", shields=("- - QS", "- - 9S"), rest="discard", active=1)
    events = act(st, 1, "end-turn")
    broken = [e.seat for e in events if e.kind == "shield-broken"]
    assert broken == [0, 1]  # the active player first (SD-R27)
    storm = next(e.text for e in events if e.kind == "storm")
    assert storm == "The storm strikes: both players have 2 battlers, so both must turn over a shield."
    assert st.outcome is not None and st.outcome.draw and st.outcome.winners == ()


def test_a_storm_tie_under_cannot_flip_leaves_both_on_no_shields_and_play_goes_on() -> None:
    st = position(
        hands=("", "AS"), battlers=("2C 3C", "3D 4D"), deck="", shields=("- - QS", "- - 9S"), rest="discard", active=1,
        options={"loseAt": "cannotFlip"},
    )  # fmt: skip
    act(st, 1, "end-turn")
    assert st.outcome is None and len(st.hands[0]) == 2 and len(st.battlers[0]) == 3 and len(st.battlers[1]) == 3
    assert st.shields == [[None] * 3, [None] * 3]


def test_a_storm_with_two_shields_to_choose_from_asks_the_active_player_first_then_the_other() -> None:
    st = position(hands=("", "AS"), battlers=("2C", "3D"), deck="", shields=("- JS QS", "- 8S 9S"), rest="discard", active=1)
    act(st, 1, "end-turn")
    assert st.to_act() == [0] and st.flips == [0, 1]
    act(st, 0, "flip", target="shield:0:1")
    assert st.to_act() == [1]
    events = act(st, 1, "flip", target="shield:1:2")
    assert kinds(events) == ["shield-broken", "reshuffle", "draw"] and st.to_act() == [0]


def test_sd_r05_a_storm_on_an_empty_discard_pile_loses_the_rest_of_the_draw() -> None:
    st = position(hands=("", "AS"), battlers=("2C 3C", "3D"), deck="", shields=("JS QS KS", "- 8S 9S"), rest="hand:0", active=1)
    before = len(st.hands[0])
    act(st, 1, "end-turn")
    assert st.to_act() == [1] and st.phase is Phase.FLIP  # Player 2 has fewer battlers
    events = act(st, 1, "flip", target="shield:1:1")
    assert kinds(events) == ["shield-broken", "reshuffle", "draw-lost"]
    assert len(st.hands[0]) == before and st.to_act() == [0] and st.phase is Phase.MAIN


# -- the hand limit (SD-T8) and study (SD-T10) --------------------------------------------------------


def test_sd_t8_the_hand_limit_at_the_end_of_ones_own_turn_only() -> None:
    st = position(hands=("AS 2S 3S 4S 5S 6S 7S 8S 9S", "AH 2H 3H 4H 5H 6H 7H 8H"), battlers=("KD", "KC"))
    act(st, 0, "end-turn")
    assert st.phase is Phase.DISCARD and st.to_act() == [0]
    assert "discard down to 7" in refused(st, 0, Action("end-turn"))
    act(st, 0, "discard", "9S", "discard")
    assert st.to_act() == [0]
    events = act(st, 0, "discard", "AS", "discard")
    assert len(st.hands[0]) == 7 and st.to_act() == [1] and st.phase is Phase.MAIN
    assert kinds(events)[:2] == ["discard", "turn"] and len(st.hands[1]) == 10  # not forced during the other's turn


def test_sd_t10_study_discards_a_joker_and_a_card_and_draws_three() -> None:
    st = position(hands=("JK1 5D 5C 2H 3H", "KS"), battlers=("9H", "2D"), options={"jokers": True})
    studies = {a.cards for a in st.legal_actions(0) if a.kind == "study"}
    assert studies == {("JK1", c) for c in ("5D", "5C", "2H", "3H")}
    act(st, 0, "study", "JK1 5D", "discard")
    events = act(st, 1, "let-resolve")
    assert kinds(events)[-2:] == ["studied", "draw"] and events[-1].visible_to == (0,)
    assert len(st.hands[0]) == 3 + 3 and codes(st.discard[-2:]) == ["JK1", "5D"]


def test_a_countered_study_draws_nothing() -> None:
    st = position(hands=("JK1 JK2", "2C 7C 9C"), battlers=("9H", "2D"), options={"jokers": True})
    assert [a.cards for a in st.legal_actions(0) if a.kind == "study"] == [("JK1", "JK2")]
    act(st, 0, "study", "JK1 JK2", "discard")
    act(st, 1, "counter", "2C 7C 9C", "stack")
    act(st, 0, "let-resolve")
    assert st.hands[0] == [] and {"JK1", "JK2"} <= set(codes(st.discard))


def test_a_joker_cannot_attack_summon_or_count_towards_a_counter() -> None:
    st = position(hands=("JK1 2H 3H 9H", "KS"), battlers=("9C", "2D"), options={"jokers": True})
    assert "cannot attack" in refused(st, 0, Action("attack", ("JK1",), "battler:2D"))
    assert "cannot summon" in refused(st, 0, Action("summon", ("JK1", "2H"), "battlers:0"))
    act(st, 0, "end-turn")
    other = position(hands=("6C", "JK1 2H 3H"), battlers=("4C", "7D"), options={"jokers": True})
    other.apply(0, Action("attack", ("6C",), "battler:7D"))
    assert "joker has no suit" in refused(other, 1, Action("counter", ("JK1", "2H", "3H"), "stack"))
    assert "jokers game" in refused(
        position(hands=("5D 5C", ""), battlers=("9H", "2D")), 0, Action("study", ("5D", "5C"), "discard")
    )


# -- refusals -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (Action("attack", ("3H",), "battler:9H"), "not your own"),
        (Action("attack", ("3H",), "battler:KS"), "one of your opponent's battlers"),
        (Action("attack", ("3H", "5H"), "battler:5D"), "one card"),
        (Action("attack", ("QC",), "battler:5D"), "do not hold"),
        (Action("counter", ("3H", "5H", "8H"), "stack"), "just after your opponent casts"),
        (Action("let-resolve"), "no spell waiting"),
        (Action("flip", (), "shield:0:0"), "only when you have no battler"),
        (Action("discard", ("3H",), "discard"), "only at the end of your turn"),
        (Action("summon", ("3H", "8H"), "battlers:0"), "same rank"),
        (Action("heal", ("3H",), "wound:5D"), "None of your battlers is wounded"),
    ],
)
def test_illegal_actions_are_refused_with_a_reason_and_the_state_untouched(action: Action, reason: str) -> None:
    assert reason in refused(t1(), 0, action)


def test_the_waiting_player_is_told_what_is_going_on() -> None:
    st = t1()
    assert "opponent's turn" in refused(st, 1, Action("end-turn"))
    st.apply(0, Action("attack", ("3H",), "battler:5D"))
    assert "deciding whether to counter" in refused(st, 0, Action("end-turn"))
    assert "counter it with three cards" in refused(st, 1, Action("end-turn"))


# -- what each seat sees ------------------------------------------------------------------------------


def _strings(st: SuitsDuelState, seat: int) -> str:
    return repr(st.observation(seat).to_dict())


def test_shields_are_hidden_from_both_players_unless_owners_may_see_their_own() -> None:
    st = t1(shields=("2S 3S 4S", "8C 9C 10C"))
    for seat in (0, 1):
        text = _strings(st, seat)
        assert not any(f"'{c}'" in text for c in ("2S", "3S", "4S", "8C", "9C", "10C"))
    seen = t1(shields=("2S 3S 4S", "8C 9C 10C"), options={"ownerSeesShields": True})
    assert seen.observation(0).info["my_shields"] == ["2S", "3S", "4S"]
    assert "'8C'" not in _strings(seen, 0) and "'2S'" not in _strings(seen, 1)


def test_the_discard_pile_shows_in_full_or_only_its_top_card() -> None:
    st = position(hands=("", ""), battlers=("2C", "3D"), discard="4H 5H 6H", deck="7H", rest="hand:0")
    assert st.observation(1).zones["discard"] == ("4H", "5H", "6H")
    closed = position(
        hands=("", ""), battlers=("2C", "3D"), discard="4H 5H 6H", deck="7H", rest="hand:0", options={"browseDiscard": False}
    )
    assert closed.observation(1).zones["discard"] == ("6H",) and closed.observation(1).counts["discard"] == 3


def test_a_determinized_state_looks_the_same_to_its_seat() -> None:
    st = t1(shields=("2S 3S 4S", "8C 9C 10C"), options={"ownerSeesShields": True, "browseDiscard": False, "jokers": True})
    st.apply(0, Action("attack", ("3H",), "battler:5D"))
    for seat in (0, 1):
        obs = st.observation(seat)
        guess = GAME.determinize(obs, Rng(5))
        guess.check_invariants()
        assert guess.observation(seat).to_dict() == obs.to_dict()
        assert all(c is None or not c.is_joker for side in guess.shields for c in side)


def test_the_invariants_catch_a_player_left_waiting_without_a_battler_and_a_lost_card() -> None:
    st = t1()
    st.battlers[1], st.wounds[1] = [], []
    st.discard.append(card("5D"))
    with pytest.raises(AssertionError, match="left waiting"):
        st.check_invariants()
    st = t1()
    st.hands[0].pop()
    with pytest.raises(AssertionError, match="cards out of place"):
        st.check_invariants()


@pytest.mark.parametrize("junk", [None, "end-turn", 5, Action("study", (3, "5D"), "discard"), Action("end-turn", None, 7)])  # type: ignore[arg-type]
def test_anything_that_is_not_an_action_is_refused_like_any_illegal_move(junk: object) -> None:
    st = dealt(seed=3)
    assert "not a move" in refused(st, st.to_act()[0], junk)  # type: ignore[arg-type]
