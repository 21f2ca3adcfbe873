"""Mortal Swords scenarios: the deal, the strong suit, aces, damage, death, reshuffles and who attacks next (RULINGS 1.4).

Seat 0 (P1) sits on the dealer's left and attacks first, as RULINGS 7a
fixes for stacked decks; hands are dealt one card at a time, seat 0 first.
"""

from __future__ import annotations

import random

import pytest
from test_mortal_swords_helpers import P1, P2, P3, arrange, deal, play, results

from game.engine import Action, IllegalAction, SetupError, new_game
from game.engine.cards import Suit, card
from game.engine.games.mortal_swords import MortalSwordsState, Phase, Result, judge

LOW2 = ["2D 3D 4D 5D 6D 7D", "2H 3H 4H 5H 6H 7H"]


def test_the_deal_gives_six_cards_each_and_the_next_card_names_the_strong_suit() -> None:
    state = deal(LOW2, "9S", "KD QD")
    assert [c.code for c in state.hands[P1]] == ["2D", "3D", "4D", "5D", "6D", "7D"]
    assert state.strong is Suit.SPADES and [c.code for c in state.indicator] == ["9S"]
    assert state.to_act() == [P1] and state.phase is Phase.ATTACK
    assert len(state.deck) == 52 - 12 - 1 and state.deck[-1] == card("KD")
    view = state.observation(P2)
    assert view.info["strong_suit"] == "S" and view.zones["indicator"] == ("9S",)
    assert view.counts["hand:0"] == 6 and "2D" not in str(view.to_dict())


@pytest.mark.parametrize(
    ("attack", "defence", "expected"),
    [
        ("5C", "9S", Result.BLOCK),  # MS-T1 a: the strong suit stands in for its neighbour
        ("5S", "9C", Result.DAMAGE),  # b: the neighbour never stands in for the strong suit
        ("5H", "9D", Result.BLOCK),  # c: the other colour's suits are one
        ("5S", "5D", Result.PARRY),  # d: the same number parries, any suit
        ("5C", "3S", Result.DAMAGE),  # e: the right class but lower
        ("AD", "AH", Result.BLOCK),  # MS-T2 a: an attacking ace is 1, a defending ace 14
        ("AD", "AC", Result.DAMAGE),  # b: an ace is never parried
        ("10D", "10S", Result.PARRY),
        ("KC", "AS", Result.BLOCK),
    ],
)
def test_strong_suit_and_ace_rules_decide_each_answer(attack: str, defence: str, expected: Result) -> None:
    assert judge(card(defence), card(attack), Suit.SPADES, ()) is expected


def test_a_block_passes_the_attack_and_damage_is_taken_after_all_have_played() -> None:
    # MS-T1 a then b in play: P2 blocks 5♣ with 9♠ and attacks next; then P1 fails against 5♠ and attacks next.
    state = deal(["5C 2D 3D 4D 6D 7D", "9S 9C 2H 3H 4H 5H"], "JS", "8D 8H 10D")
    play(state, P1, "attack", "5C")
    assert [c.code for c in state.hands[P1]][-1] == "8D"  # the replacement comes at once
    play(state, P2, "defend", "9S")
    assert state.phase is Phase.ATTACK and state.attacker == P2
    assert state.table == [[], []] and len(state.discard) == 2
    play(state, P2, "attack", "5H")
    play(state, P1, "defend", "2D")
    assert state.phase is Phase.DAMAGE and state.to_act() == [P1]
    play(state, P1, "armor", "3D")
    assert [c.code for c in state.armor[P1]] == ["3D"] and len(state.hands[P1]) == 5
    assert state.attacker == P1 and state.phase is Phase.ATTACK


def test_both_knights_see_the_cards_of_the_last_attack_go_to_the_discard_pile() -> None:
    """The attack and every answer lay face up, so the next observation still names them; the pile itself stays
    hidden (MS-R16), and what it shows is emptied when the pile is shuffled back into the deck."""
    state = deal(["5C 2D 3D 4D 6D 7D", "9S 9C 2H 3H 4H 5H"], "JS", "8D 8H 10D")
    assert state.observation(P1).info["cleared"] == [[], []]
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "9S")
    for seat in (P1, P2):
        view = state.observation(seat)
        assert view.info["cleared"] == [["5C"], ["9S"]] and view.zones["table:0"] == view.zones["table:1"] == ()
    play(state, P2, "attack", "5H")
    play(state, P1, "defend", "2D")
    play(state, P1, "armor", "3D")
    assert state.observation(P2).info["cleared"] == [["2D"], ["5H"]]
    state.discard, state.deck = state.discard + state.deck, []
    play(state, P1, "attack", "4D")  # its replacement is the strong-suit card
    play(state, P2, "defend", "4H")  # a parry, whose replacement needs the pile shuffled into the deck
    assert state.reshuffles == 1 and state.observation(P1).info["cleared"] == [["4D"], ["4H"]]
    state.discard, state.deck = state.discard + state.deck, []
    play(state, P1, "attack", "6D")  # its replacement shuffles the pile, 4♦ and 4♥ with it, into the deck
    assert state.reshuffles == 2 and state.observation(P2).info["cleared"] == [[], []]
    assert MortalSwordsState.from_dict(state.to_dict()) == state
    for crafted in ([["4D"]], [["4D"], ["ZZ"]]):  # one list short; not a card
        with pytest.raises(SetupError, match="not a Mortal Swords position"):
            MortalSwordsState.from_dict({**state.to_dict(), "cleared": crafted})


def test_when_every_defender_parries_the_attacker_goes_again() -> None:
    state = deal(["5S 2D 3D 4D 6D 7D", "5D 9C 2H 3H 4H 6H", "5H 9D 2C 3C 4C 6C"], "JS")
    play(state, P1, "attack", "5S")
    play(state, P2, "defend", "5D")
    play(state, P3, "defend", "5H")
    assert results(state) == {} and state.attacker == P1 and state.phase is Phase.ATTACK


def test_the_highest_block_attacks_next_and_on_a_tie_the_first_to_play_it() -> None:
    state = deal(["4C 2D 3D 5D 10C 7D", "9C 3C 2H 3H 4H 6H", "9S 8C 2S 4S 5H 6C"], "JH")
    play(state, P1, "attack", "4C")
    play(state, P2, "defend", "9C")
    play(state, P3, "defend", "9S")
    assert state.attacker == P2  # equal nines: P2 played first
    play(state, P2, "attack", "3C")
    play(state, P3, "defend", "6C")  # P3 blocks with 6
    play(state, P1, "defend", "10C")  # P1 blocks higher with 10
    assert state.attacker == P1


def test_the_first_damaged_defender_clockwise_attacks_next_even_over_a_block() -> None:
    state = deal(["4C 2D 3D 5D 6D 7D", "9C 8S 2H 3H 4H 6H", "9S 8C 2S 3S 5H 6C"], "JH")
    play(state, P1, "attack", "4C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "3S")
    assert state.damaged == [P2, P3]
    play(state, P2, "armor", "3H")
    assert state.to_act() == [P3]
    play(state, P3, "armor", "2S")
    assert state.attacker == P2


def test_stealing_the_attacking_card_costs_a_hidden_discard_and_only_one_can_steal() -> None:
    # MS-T6: P2 steals; P3 may then only lay a card or turn down armor.
    state = deal(["10D 2D 3D 5D 6D 7D", "3C 8S 2H 3H 4H 6H", "2C 8C 2S 3S 5H 6C"], "JS", "KD KH KC")
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    play(state, P3, "defend", "2C")
    play(state, P2, "steal", "10D", target="armor:1")
    assert state.phase is Phase.DISCARD and state.to_act() == [P2]
    events = play(state, P2, "discard", "8S")
    seen = events[0].seen_by(P3)
    assert seen.cards == ("??",) and "8S" not in seen.text and "8♠" not in seen.text
    assert [c.code for c in state.armor[P2]] == ["10D"]
    assert {a.kind for a in state.legal_actions(P3)} == {"armor"}
    with pytest.raises(IllegalAction, match="already taken"):
        state.apply(P3, Action("steal", ("10D",), "armor:2"))
    play(state, P3, "armor", "8C")
    assert state.attacker == P2 and card("10D") not in state.discard


def test_a_matching_face_up_armor_takes_the_hit_once() -> None:
    state = deal(LOW2, "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D", P2: "2H 3H 4H 5H"}, armor={P1: "7D", P2: "9S 8H"})
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    downs = [a.target for a in state.legal_actions(P2) if a.kind == "turn-down"]
    assert downs == ["armor:1:9S"]  # ♠ covers ♣ when ♠ is strong; ♥ does not
    play(state, P2, "turn-down", "5C", target="armor:1:9S")
    assert state.used[P2] == [card("9S")] and len(state.hands[P2]) == 4
    assert state.observation(P1).info["used"][P2] == [True, False]


def test_a_knight_who_loses_the_last_hand_card_dies_and_is_skipped_for_the_next_attack() -> None:
    # MS-T4: P2 dies taking the hit; P3, damaged too, attacks next.
    state = deal(["10D 7D 8D 9D AH 7H", "3C KS QS JS 10S 9S", "2D 4C 6C 8S 7S 6S"], "5S")
    arrange(
        state,
        {P1: "10D 7D 8D 9D AH 7H", P2: "3C", P3: "2D 4C 6C"},
        armor={P2: "KS QS JS 10S 9S", P3: "8S 7S 6S"},
        draws="KD 9C 10C",
    )
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    assert [c.code for c in state.hands[P2]] == ["9C"]
    play(state, P3, "defend", "2D")
    play(state, P2, "armor", "9C")
    assert not state.alive[P2] and len(state.armor[P2]) == 6 and not state.hands[P2]
    play(state, P3, "armor", "4C")
    assert state.attacker == P3 and state.phase is Phase.ATTACK
    assert state.clockwise_from(P3) == [P1]
    with pytest.raises(IllegalAction, match="fallen"):
        state.apply(P2, state.legal_actions(P3)[0])


def test_a_death_by_stealing_and_the_last_knight_standing_wins() -> None:
    state = deal(LOW2, "2S")
    arrange(state, {P1: "10D 2D 3D 4D 5D 6D", P2: "3C"}, armor={P2: "KS QS JS 10S 9S"}, draws="KD 9C")
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    play(state, P2, "steal", "10D", target="armor:1")
    assert state.phase is Phase.DISCARD
    play(state, P2, "discard", "9C")
    assert state.outcome is not None and state.outcome.winners == (P1,)
    assert state.to_act() == [] and card("10D") in state.armor[P2]


def test_the_strong_suit_card_is_drawn_last_then_the_discards_are_reshuffled() -> None:
    # MS-T10 in small: one card left, then the strong-suit card, then a reshuffle of the discards only.
    state = deal(LOW2, "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H 6H 7H"})
    state.discard, state.deck = state.deck[:-1], state.deck[-1:]
    last = state.deck[0]
    play(state, P1, "attack", "5C")
    assert state.hands[P1][-1] == last and not state.deck
    events = play(state, P2, "defend", "2H")
    assert state.hands[P2][-1] == card("JS") and not state.indicator
    assert state.observation(P1).known == {P2: ("JS",)}
    assert any(e.kind == "draw" and e.seen_by(P1).cards == ("JS",) for e in events)
    play(state, P2, "armor", "3H")
    discards = len(state.discard)
    play(state, P2, "attack", "4H")
    assert state.reshuffles == 1 and len(state.deck) == discards - 1
    assert card("5C") in state.deck + state.hands[P2] and card("4H") not in state.deck


def test_with_the_strong_card_out_of_play_the_deck_is_rebuilt_at_once() -> None:
    state = deal(LOW2, "JS", indicatorOutOfPlay=True)
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H 6H 7H"})
    state.discard, state.deck = state.deck, []
    play(state, P1, "attack", "5C")
    assert state.reshuffles == 1 and state.indicator == [card("JS")]
    assert state.observation(P2).info["indicator"] == "JS"


def test_a_random_attack_turns_up_the_top_card_and_may_be_anything() -> None:
    # MS-T2 d: the deck's Q♠ attacks although the strong suit is spades.
    state = deal(LOW2, "9S", "QS")
    play(state, P1, "attack-random")
    assert state.attacking_card == card("QS") and len(state.hands[P1]) == 6


def test_a_seeded_game_always_keeps_six_cards_per_knight_between_attacks() -> None:
    # MS-T5, watched at every attack of a few random games of each size.
    for seats in (2, 3, 4):
        for seed in range(5):
            state = new_game("mortal-swords", seats, seed=seed)
            assert isinstance(state, MortalSwordsState)
            rng = random.Random(seed)
            while state.outcome is None:
                if state.phase is Phase.ATTACK:
                    assert all(len(state.hands[s]) + len(state.armor[s]) == 6 for s in range(seats))
                    assert all(state.hands[s] for s in range(seats) if state.alive[s])
                seat = state.to_act()[0]
                legal = state.legal_actions(seat)
                state.apply(seat, legal[rng.randrange(len(legal))])
            assert sum(state.alive) == 1
