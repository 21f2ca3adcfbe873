"""Mortal Swords options, each on its own: the Expanded Dodging example (MS-T3), Damage-To-Stop (MS-T7),
Steal-To-Stop (MS-T8), the Gentleman Rule (MS-T9), Stealing Costs, Hectic Knights, the Warrior's Vow and memory mode."""

from __future__ import annotations

import pytest
from test_mortal_swords_helpers import P1, P2, P3, P4, arrange, deal, play, results

from game.engine import IllegalAction, SetupError, new_game
from game.engine.cards import card
from game.engine.games.mortal_swords import GAME, MortalSwordsState, Phase, Result

#: MS-T3: S = ♥; P1 holds the black 4, P2 the black 7, P3 7♥ and 8♠, P4 8♦ and 9♦.
DODGE = ["4S 2D 3D 5D 6D 10H", "7C 2H 3H 5H 6H 10D", "7H 8S 2C 3C 5C 6C", "8D 9D 2S 3S 5S 6S"]


@pytest.mark.parametrize(("p4_card", "expected", "next_attacker"), [("8D", Result.DODGE, P3), ("9D", Result.DAMAGE, P4)])
def test_expanded_dodging_example_p4_may_escape_with_4_7_or_8(p4_card: str, expected: Result, next_attacker: int) -> None:
    state = deal(DODGE, "JH", expandedDodging=True)
    play(state, P1, "attack", "4S")
    play(state, P2, "defend", "7C")
    assert state.dodge_numbers() == [7] and state.results[P2] == Result.BLOCK
    play(state, P3, "defend", "8S")
    assert state.observation(P4).info["dodge_numbers"] == [7, 8]
    events = play(state, P4, "defend", p4_card)
    assert next(e.detail for e in events if e.kind == "defend") == expected
    if expected is Result.DAMAGE:
        play(state, P4, "armor", "2S")
    assert state.attacker == next_attacker


def test_expanded_dodging_example_p3_dodges_with_the_blocked_number_in_any_suit() -> None:
    state = deal(DODGE, "JH", expandedDodging=True)
    play(state, P1, "attack", "4S")
    play(state, P2, "defend", "7C")
    play(state, P3, "defend", "7H")
    assert results(state) == {P2: Result.BLOCK, P3: Result.DODGE}


def test_without_expanded_dodging_p4s_8_is_damage_and_a_failed_first_block_gives_no_dodge() -> None:
    state = deal(DODGE, "JH")
    play(state, P1, "attack", "4S")
    play(state, P2, "defend", "7C")
    play(state, P3, "defend", "8S")
    play(state, P4, "defend", "8D")
    assert state.results[P4] == Result.DAMAGE and state.phase is Phase.DAMAGE
    state = deal(["4S 2D 3D 5D 6D 10H", "9H 2H 3H 5H 6H 10D", *DODGE[2:]], "JH", expandedDodging=True)
    play(state, P1, "attack", "4S")
    play(state, P2, "defend", "9H")
    play(state, P3, "defend", "7H")
    assert results(state) == {P2: Result.DAMAGE, P3: Result.DAMAGE}


def test_damage_to_stop_ends_the_attack_at_the_first_hit() -> None:
    # MS-T7: P2 parries, P3 is hit: P4 never plays and P3 attacks next.
    state = deal(["5C 2D 3D 4D 6D 7D", "5H 2H 3H 4H 6H 7H", "2S 8D 9D 10D 8H 9H", "3S KD QD JD KH QH"], "JC", damageToStop=True)
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "5H")
    play(state, P3, "defend", "2S")
    assert state.phase is Phase.DAMAGE and state.to_act() == [P3] and P4 not in state.order
    play(state, P3, "armor", "8D")
    assert state.attacker == P3 and len(state.hands[P4]) == 6


def test_steal_to_stop_takes_the_card_skips_the_draw_and_gives_the_next_attack() -> None:
    # MS-T8: P2 plays 3♣ against 10♦, steals it on the spot: 6 → 5 hand cards, P3 does not play.
    state = deal(["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "2S 8D 9D 10C 8H 9H"], "JS", "KD KH", stealToStop=True)
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    assert state.phase is Phase.STEAL_CHOICE and len(state.hands[P2]) == 5
    assert {a.kind for a in state.legal_actions(P2)} == {"steal-stop", "play-on"}
    play(state, P2, "steal-stop", "10D", target="armor:1")
    assert [c.code for c in state.armor[P2]] == ["10D"] and len(state.hands[P2]) == 5
    assert state.attacker == P2 and P3 not in state.order and card("KH") not in state.hands[P2]


def test_steal_to_stop_declined_draws_and_the_attack_goes_on() -> None:
    state = deal(["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "2S 8D 9D 10C 8H 9H"], "JS", "KD KH", stealToStop=True)
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    play(state, P2, "play-on")
    assert state.hands[P2][-1] == card("KH") and state.to_act() == [P3]


@pytest.mark.parametrize(
    ("hand", "allowed"),
    [
        ("AC 7C JD 2H 3D 4S", {"2H", "3D", "4S"}),  # MS-T9: A♣ and 7♣ are strong, J♦ is high
        ("KD QH 3C 9C JS AC", set()),  # nothing legal: a random card is forced
    ],
)
def test_gentleman_rule_limits_only_the_first_attack(hand: str, allowed: set[str]) -> None:
    state = deal([hand, "2D 5D 6D 7D 8D 9D"], "10C", gentlemanRule=True)
    attacks = {a.cards[0] for a in state.legal_actions(P1) if a.kind == "attack"}
    assert attacks == allowed
    assert any(a.kind == "attack-random" for a in state.legal_actions(P1))
    if not allowed:
        with pytest.raises(IllegalAction, match="Gentleman"):
            play(state, P1, "attack", "JS")


def test_after_the_first_attack_the_gentleman_rule_lets_go() -> None:
    state = deal(["AC 7C JD 2H 3D 4S", "2D 5D 6D 7D 8D 9D"], "10C", gentlemanRule=True)
    play(state, P1, "attack", "2H")
    play(state, P2, "defend", "5D")  # blocks: P2 attacks next
    play(state, P2, "attack", "9D")
    play(state, P1, "defend", "JD")  # P1 blocks and gets a second attack
    assert state.attacker == P1 and not state.gentleman_applies(P1)
    attacks = {a.cards[0] for a in state.legal_actions(P1) if a.kind == "attack"}
    assert {"AC", "7C"} <= attacks


def test_stealing_costs_commits_a_card_face_down_and_the_steal_is_forced_without_a_discard() -> None:
    state = deal(["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "2S 8D 9D 10C 8H 9H"], "JS", "KD KH", stealingCosts=True)
    play(state, P1, "attack", "10D")
    events = play(state, P2, "commit", "3C")
    assert all(e.seen_by(P3).cards in ((), ("??",)) for e in events) and "3C" not in str(state.observation(P3).to_dict())
    assert len(state.hands[P2]) == 5 and state.observation(P3).zones["table:1"] == ("??",)
    assert not any(a.kind == "commit" for a in state.legal_actions(P3))
    play(state, P3, "defend", "2S")
    assert state.legal_actions(P2) == [a for a in state.legal_actions(P2) if a.kind == "steal"]
    play(state, P2, "steal", "10D", target="armor:1")
    assert state.to_act() == [P3] and len(state.hands[P2]) == 5
    assert not any(a.kind == "steal" for a in state.legal_actions(P3))
    play(state, P3, "armor", "8D")
    assert state.attacker == P2 and card("3C") in state.discard
    assert state.observation(P3).info["cleared"] == [[], ["??"], ["2S"]]  # the commitment went to the pile unseen


def test_hectic_knights_answer_in_any_order_and_who_played_first_decides() -> None:
    state = deal(["4C 2D 3D 5D 6D 7D", "9C 3C 2H 3H 4H 6H", "9S 8C 2S 4S 5H 6C"], "JH", "KD KH KS", hecticKnights=True)
    play(state, P1, "attack", "4C")
    assert len(state.hands[P1]) == 5  # the replacement waits until everyone has played
    assert state.to_act() == [P2, P3]
    play(state, P3, "defend", "9S")
    assert state.to_act() == [P2]
    with pytest.raises(IllegalAction, match="already answered"):
        state.apply(P3, state.legal_actions(P2)[0])
    play(state, P2, "defend", "9C")
    assert [state.hands[s][-1].code for s in (P1, P3, P2)] == ["KD", "KH", "KS"]  # drawn in play order
    assert state.attacker == P3  # equal nines: P3 played first


def test_secret_vows_are_revealed_together() -> None:
    state = deal(["4C 2D 3D 5D 6D 7D", "9C 3C 2H 3H 4H 6H"], "JH", warriorsVow=True)
    assert state.phase is Phase.VOW and state.to_act() == [P1, P2]
    events = play(state, P1, "vow", "2D")
    assert events[0].seen_by(P2).cards == ("??",) and "2D" not in str(state.observation(P2).to_dict())
    assert state.observation(P2).info["vowed"] == [True, False]
    play(state, P2, "vow", "3C")
    assert [c.code for c in state.armor[P1]] == ["2D"] and [c.code for c in state.armor[P2]] == ["3C"]
    assert state.phase is Phase.ATTACK and len(state.hands[P1]) == 5


def test_vows_in_turn_go_clockwise_from_the_dealers_left_in_the_open() -> None:
    state = deal(["4C 2D 3D 5D 6D 7D", "9C 3C 2H 3H 4H 6H", "9S 8C 2S 4S 5H 6C"], "JH", warriorsVow=True, vowSequential=True)
    assert state.to_act() == [P1]
    play(state, P1, "vow", "2D")
    assert state.observation(P3).zones["armor:0"] == ("2D",) and state.to_act() == [P2]
    play(state, P2, "vow", "3C")
    play(state, P3, "vow", "2S")
    assert state.phase is Phase.ATTACK and state.attacker == P1


def test_memory_mode_hides_which_armor_was_turned_down() -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H"], "JS", hideUsedArmor=True)
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H"}, armor={P2: "9S 8H"})
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P2, "turn-down", "5C", target="armor:1:9S")
    assert state.observation(P1).zones["armor:1"] == ("??", "8H")
    assert state.observation(P2).zones["armor:1"] == ("??", "8H")


@pytest.mark.parametrize("option", ["expandedDodging", "damageToStop", "stealToStop", "hecticKnights"])
def test_the_three_and_four_knight_variations_are_refused_for_two(option: str) -> None:
    with pytest.raises(SetupError, match="3, 4 players"):
        new_game("mortal-swords", 2, options={option: True})
    assert new_game("mortal-swords", 3, options={option: True}).options[option] is True


def test_the_recommended_preset_is_the_vow_and_gentleman_rule_plus_dodging_for_more_knights() -> None:
    two, four = GAME.presets(2)["Recommended"], GAME.presets(4)["Recommended"]
    assert two["warriorsVow"] and two["gentlemanRule"] and not two["expandedDodging"]
    assert four["expandedDodging"]
    for seats, preset in ((2, two), (4, four)):
        state = new_game("mortal-swords", seats, options=preset)
        assert isinstance(state, MortalSwordsState) and state.phase is Phase.VOW


def test_under_hectic_knights_a_late_face_down_card_is_turned_up_and_judged() -> None:
    # MS-R23 (4): the first face-down card is the commitment; a later one is a normal play.
    hands = ["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "9C 3C 4C 6C 7C 8C"]
    state = deal(hands, "JS", "KD KH KS", hecticKnights=True, stealingCosts=True)
    play(state, P1, "attack", "5C")
    play(state, P3, "commit", "3C")
    events = play(state, P2, "commit", "2H", target="facedown:1")
    assert state.committed == P3 and any(e.kind == "turned-up" for e in events)
    assert state.observation(P3).zones["table:1"] == ("2H",)
    assert state.damaged == [P3, P2] and len(state.hands[P2]) == 6  # P2 drew as for a face-up play; P3 did not
    assert len(state.hands[P3]) == 5
