"""El Royale scenarios: every worked example of the rule text (RULINGS 2.4), played with arranged hands."""

from __future__ import annotations

import random

import pytest
from el_royale_scenarios import (
    P1,
    P2,
    P3,
    P4,
    P5,
    arranged,
    attack,
    beat,
    concede,
    decline,
    hand,
    pass_,
    passes_until,
    pile,
    take,
    throw,
)

from game.engine import Action, IllegalAction, Rng
from game.engine.games.el_royale import GAME, ElRoyaleState, Phase
from game.engine.games.el_royale.seating import defender_for

TEAMS = {"mode": "teams2"}


def refused(st: ElRoyaleState, seat: int, action: Action) -> str:
    before = st.to_dict()
    with pytest.raises(IllegalAction) as caught:
        st.apply(seat, action)
    assert st.to_dict() == before
    return str(caught.value)


# -- ER-T1: the case 1 example -------------------------------------------------------------------


def _t1(p2: str) -> ElRoyaleState:
    st = arranged(["7C 10H 2C 3C", p2, "7D 10S 2D 3D", "2H 3H 4H 5H"])
    attack(st, P1, "7C")
    assert st.actor == P3  # throw-ins start at the defender's left
    throw(st, P3, "7D")
    assert passes_until(st) == [P4, P1, P3]  # P4 and P1 hold no 7s but are asked all the same (GEN-R07)
    assert st.phase is Phase.DEFEND and st.pile[-1].code == "7D"
    return st


def test_t1_the_defender_beats_with_the_same_rank_or_a_higher_card_of_the_top_suit() -> None:
    st = _t1("7H 7S 10D 10C")
    st.apply(P2, Action("defend"))
    openers = {a.cards[0] for a in st.legal_actions(P2)}
    assert openers == {"7H", "7S", "10D", "10C"}  # 10♣ may open only because 10♦ will follow
    st.apply(P2, Action("beat", ("10C",), "pile"))
    assert Action("done") not in st.legal_actions(P2)
    assert "♦" in refused(st, P2, Action("done"))
    assert "10" in refused(st, P2, Action("beat", ("7H",), "pile"))


def test_t1_a_higher_rank_without_the_top_suit_is_refused_with_the_reason() -> None:
    st = _t1("8C 8S 7H 2D")
    st.apply(P2, Action("defend"))
    message = refused(st, P2, Action("beat", ("8C",), "pile"))
    assert "♦" in message and "diamond" in message
    lower = refused(st, P2, Action("beat", ("2D",), "pile"))  # a play-test's "aces are lower…: beat with queens"
    assert lower == "2s are lower than the top card 7♦: beat it with a 7, or higher cards with a diamond (♦) among them."


def test_a_card_below_a_king_is_told_only_a_king_beats_a_king() -> None:
    st = arranged(["KC 10H 2C 3C", "QC QS 7H 2D", "7D 10S 2D 3D", "2H 3H 4H 5H"])
    attack(st, P1, "KC")
    passes_until(st)
    assert st.phase is Phase.DEFEND and Action("defend") not in st.legal_actions(P2)  # nothing of P2's beats it
    message = refused(st, P2, Action("beat", ("QC",), "pile"))
    assert message.startswith("Queens are lower than the top card K♣") and message.endswith("only a king beats a king.")


def test_t1_branch_a_after_a_ten_everyone_may_add_tens_and_the_defender_only_after_someone_else() -> None:
    st = _t1("7H 7S 10D 10C")
    beat(st, P2, "10D")
    assert st.phase is Phase.THROW_AFTER and st.actor == P3
    assert "after another player" in refused(st, P2, Action("throw", ("10C",), "pile"))
    throw(st, P3, "10S")
    assert st.actor == P4  # P4 holds no 10s and is asked all the same: it can only pass
    assert [a for a in st.legal_actions(P4) if a.kind != "talk"] == [Action("pass")]
    pass_(st, P4)
    pass_(st, P1)
    assert st.actor == P2 and Action("throw", ("10C",), "pile") in st.legal_actions(P2)
    throw(st, P2, "10C")
    assert passes_until(st) == [P3, P4, P1]  # the defender added, so the others get another chance
    assert st.phase is Phase.OFFER and st.actor == P1


def test_t1_branch_b_after_a_seven_only_the_last_seven_can_follow() -> None:
    st = _t1("7H 7S 10D 10C")
    st.apply(P2, Action("defend"))
    st.apply(P2, Action("beat", ("7H",), "pile"))
    st.apply(P2, Action("done"))
    # Nobody else holds a 7, and each says so by passing; the defender may not follow itself.
    assert passes_until(st) == [P3, P4, P1]
    assert st.phase is Phase.OFFER and st.actor == P1
    assert "last card" in refused(st, P2, Action("take", tuple(pile(st)), "hand:1"))


def test_a_throw_in_of_the_wrong_rank_is_refused() -> None:
    st = arranged(["7C 10H 2C 3C", "7H 7S 10D 10C", "7D 10S 2D 3D", "2H 3H 4H 5H"])
    attack(st, P1, "7C")
    message = refused(st, P3, Action("throw", ("10S",), "pile"))
    assert "Only 7s" in message


# -- ER-T2: the partnership example with West eliminated -----------------------------------------

E, N, W, S = 0, 1, 2, 3


def test_t2_with_west_out_south_is_never_attacked() -> None:
    st = arranged(["2C 3C 9C 9D KS KH", "2D 5D 8H QC QD", "", "4S 6S JH JS"], options=TEAMS, attacker=E, eliminated=(W,))
    assert (st.attacker, st.defender, st.stand_in_for) == (E, N, -1)
    attack(st, E, "2C")
    beat(st, N, "2D")
    decline(st, E)
    decline(st, S)
    assert (st.attacker, st.defender, st.stand_in_for) == (N, E, W)  # East stands in for West
    attack(st, N, "5D")
    other = st.clone()
    concede(st)
    assert (st.attacker, st.defender) == (S, E)  # whatever the result, South attacks next
    # The other result: East beats North's 5 and still South attacks next.
    beat(other, E, "9D")
    while other.phase is Phase.THROW_AFTER or other.phase is Phase.OFFER:
        seat = other.actor
        other.apply(seat, Action("pass") if other.phase is Phase.THROW_AFTER else Action("decline"))
    assert (other.attacker, other.defender) == (S, E)
    attack(st, S, "4S")
    beat(st, E, "KS", "KH")
    decline(st, S)
    decline(st, N)
    assert (st.attacker, st.defender) == (E, N)  # East beat South, so East attacks North
    # Had East conceded to South instead, North attacks East again.
    assert defender_for(N, st.eliminated, teams=True) == (E, W)


def test_t2_concede_to_south_gives_north_the_attack_on_east() -> None:
    st = arranged(["2C 3C 9C 9D", "2D 5D 8H QC", "", "4S 6S JH JS"], options=TEAMS, attacker=S, eliminated=(W,))
    assert (st.attacker, st.defender) == (S, E)
    attack(st, S, "4S")
    concede(st)
    assert (st.attacker, st.defender, st.stand_in_for) == (N, E, W)


# -- ER-T3 to ER-T7: the winning examples --------------------------------------------------------


def test_t3_four_nines_as_the_attack_win() -> None:
    st = arranged(["2C 3C 4C 5C", "2D 3D 4D 5D", "9C 9D 9H 9S"])
    attack(st, P1, "2C")
    concede(st)
    assert 5 <= len(st.hands[P2]) <= 16 and not any(st.eliminated)
    assert st.attacker == P3
    attack(st, P3, "9C", "9D", "9H", "9S")
    assert st.outcome is not None and st.outcome.winners == (P3,)


@pytest.mark.parametrize("top", ["JS", "JC", "JD"])
def test_t4_the_defender_wins_with_four_queens(top: str) -> None:
    st = arranged(["JH 2C 3C 4C", "QC QD QH QS", f"{top} 2D 3D 4D"])
    attack(st, P1, "JH")
    throw(st, P3, top)
    beat(st, P2, "QC", "QD", "QH", "QS")
    assert st.outcome is not None and st.outcome.winners == (P2,)


def test_t5_the_attacker_finishes_the_jacks() -> None:
    st = arranged(["5C 5D JH JS", "JD 2D 3D 4D", "JC 2C 3C 4C", "2H 3H 4H 6H"], options=TEAMS)
    attack(st, P1, "5C", "5D")
    assert passes_until(st) == [P3, P4, P1]
    assert st.phase is Phase.DEFEND and st.pile[-1].code == "5D"
    beat(st, P2, "JD")
    throw(st, P3, "JC")
    throw(st, P1, "JH", "JS")
    assert st.outcome is not None and st.outcome.winners == (P1, P3)


def test_t6_a_thrower_wins_with_three_kings() -> None:
    st = arranged(["8H 2C 3C 4C", "KS 2D 3D 4D", "8S KC KD KH", "2H 3H 4H 6H"], options=TEAMS)
    attack(st, P1, "8H")
    throw(st, P3, "8S")
    beat(st, P2, "KS")
    throw(st, P3, "KC", "KD", "KH")
    assert st.outcome is not None and st.outcome.winners == (P1, P3)


def test_t7_a_win_from_five_cards() -> None:
    st = arranged(["4C 4D 4H 10C 10D", "10H 2D 3D 5D", "10S 2C 3C 5C", "2H 3H 5H 6H"], options=TEAMS)
    attack(st, P1, "4C", "4D", "4H")
    beat(st, P2, "10H")
    throw(st, P3, "10S")
    throw(st, P1, "10C", "10D")
    assert st.outcome is not None and st.outcome.winners == (P1, P3)


# -- ER-T8 to ER-T10: the non-winning examples ---------------------------------------------------


def test_t8_beating_with_the_other_three_eights_is_no_win() -> None:
    st = arranged(["8S 2C 3C 4C", "8C 8D 8H 2S", "5C 5D 5H 5S"])
    attack(st, P1, "8S")
    beat(st, P2, "8C", "8D", "8H")
    assert st.outcome is None
    assert st.phase is Phase.OFFER and st.order == [P1, P3]
    decline(st, P1)
    decline(st, P3)
    assert len(st.discard) == 4 and len(st.hands[P2]) == 4 and st.attacker == P2


def test_t8_variant_with_no_cards_left_to_draw_the_same_beat_wins() -> None:
    rest = [c.code for c in GAME.new(2).all_cards() if c.code not in ("8S", "8C", "8D", "8H")]
    hands = ["8S " + " ".join(rest[:12]), "8C 8D 8H", " ".join(rest[12:24]), " ".join(rest[24:36]), " ".join(rest[36:48])]
    st = arranged(hands, deck="")
    attack(st, P1, "8S")
    beat(st, P2, "8C", "8D", "8H")
    assert st.outcome is not None and st.outcome.winners == (P2,)


def test_t9_a_king_is_beaten_only_by_kings_and_three_kings_are_no_win() -> None:
    st = arranged(["KD 2C 3C 4C", "KC KH KS 5D", "2H 3H 4H 6H"])
    attack(st, P1, "KD")
    passes_until(st)
    assert Action("concede", ("KD",), "hand:1") in st.legal_actions(P2)
    st.apply(P2, Action("defend"))
    assert {a.cards[0] for a in st.legal_actions(P2)} == {"KC", "KH", "KS"}
    for code in ("KC", "KH", "KS"):
        st.apply(P2, Action("beat", (code,), "pile"))
    assert st.outcome is None and hand(st, P2) == {"5D"}


def test_t10_line_a_waiting_with_jacks_and_queens_cannot_win() -> None:
    st = arranged(["JH JS 2C 3C", "QS 2D 3D 4D", "JC JD QC QD", "2H 3H 4H 6H", "5C 5D 5H 6C"])
    attack(st, P1, "JH", "JS")
    pass_(st, P3)
    beat(st, P2, "QS")
    assert st.actor == P3
    assert {a.cards[0] for a in st.legal_actions(P3) if a.kind == "throw"} == {"QC", "QD"}
    throw(st, P3, "QC", "QD")
    assert st.outcome is None and hand(st, P3) == {"JC", "JD"}


def _t10_line_b(options: dict[str, str]) -> ElRoyaleState:
    st = arranged(["JH JS 2C 3C", "QD 2D 3D 4D", "JC JD QH QS", "2H 3H 4H 6H", "QC 5D 5H 6C"], options=options)
    attack(st, P1, "JH", "JS")
    throw(st, P3, "JC", "JD")
    assert st.outcome is None and st.pile[-1].code == "JD"
    beat(st, P2, "QD")
    pass_(st, P3)
    assert passes_until(st, P5) == [P4]
    throw(st, P5, "QC")
    return st


def test_t10_line_b_the_kind_missing_queen_lets_the_waiting_player_win() -> None:
    st = _t10_line_b({})
    assert passes_until(st, P3) == [P1, P2]  # a second round: P3 may act again
    throw(st, P3, "QH", "QS")
    assert st.outcome is not None and st.outcome.winners == (P3,)


def test_t10_line_b_with_a_single_pass_the_round_is_over() -> None:
    st = _t10_line_b({"throwInRounds": "single"})
    assert passes_until(st) == [P1, P2]  # the end of the one pass: P3 is not asked again
    assert st.phase is Phase.OFFER and st.outcome is None


# -- ER-T11 to ER-T14: derived rulings -----------------------------------------------------------


def test_t11_elimination_and_sharing_out() -> None:
    p2 = "2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D"
    p3 = "7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S 10C 10D 10H"
    st = arranged(["6C 6D 6H JC JD JH JS", p2, p3])
    attack(st, P1, "6C", "6D", "6H")
    concede(st)
    assert st.eliminated[P2] and st.phase is Phase.SHARE and len(st.spread) == 17 and st.actor == P1
    for code in [c.code for c in st.spread[:12]]:
        st.apply(P1, Action("take-spread", (code,), "hand:0"))
    assert len(st.hands[P1]) == 16 and st.actor == P3
    st.apply(P3, Action("take-spread", (st.spread[0].code,), "hand:2"))
    assert len(st.hands[P3]) == 16 and not st.spread and len(st.discard) == 4
    assert (st.attacker, st.defender) == (P3, P1)
    st.check_invariants()


def test_t12_the_attacker_is_offered_the_pile_first_and_the_taker_does_not_attack_next() -> None:
    st = arranged(["7C 2C 3C 4C", "7H 9D 9S 5D", "9H 2H 3H 4H", "5C 5H 5S 6C"])
    attack(st, P1, "7C")
    beat(st, P2, "7H")
    st2 = arranged(["7C 2C 3C 4C", "9C 9D 9S 5D", "9H 2H 3H 4H", "5C 5H 5S 6C"])
    attack(st2, P1, "7C")
    beat(st2, P2, "9C")
    throw(st2, P3, "9H")
    assert passes_until(st2, P2) == [P4, P1]  # another player added, so the defender may follow
    pass_(st2, P2)
    passes_until(st2)
    assert st2.phase is Phase.OFFER and st2.order == [P1, P2, P4]
    decline(st2, P1)
    take(st2, P2)
    assert {"7C", "9C", "9H"} <= hand(st2, P2) and st2.attacker == P2
    assert set(st2.observation(P4).known[P2]) == {"7C", "9C", "9H"}


def test_t12_a_player_the_pile_would_take_above_sixteen_is_not_asked() -> None:
    big = "2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5H"
    st = arranged([f"7C {big}", "9C 9D 9S 5S", "9H 6H 6S 6D", "10C 10H 10S 6C"])
    attack(st, P1, "7C")
    beat(st, P2, "9C")
    throw(st, P3, "9H")
    pass_(st, P2)
    passes_until(st)
    assert P1 not in st.order and st.actor == P2
    assert "above 16" in refused(st, P1, Action("take", tuple(pile(st)), "hand:0"))


def test_t12_with_the_eliminate_option_a_greedy_taker_is_eliminated() -> None:
    big = "2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5H"
    st = arranged([f"7C {big}", "9C 9D 9S 5S", "9H 6H 6S 6D", "10C 10H 10S 6C"], options={"voluntaryPickupOver16": "eliminate"})
    attack(st, P1, "7C")
    beat(st, P2, "9C")
    throw(st, P3, "9H")
    pass_(st, P2)
    take(st, P1)
    assert st.eliminated[P1] and st.phase is Phase.SHARE


def test_t13_an_empty_deck_and_discard_leave_hands_short_and_play_goes_on() -> None:
    every = [c.code for c in GAME.new(2).all_cards()]
    hands = [every[0], *(" ".join(every[1 + i * 6 : 7 + i * 6]) for i in range(6)), " ".join(every[37:50])]
    st = arranged(hands, deck=" ".join(every[50:]), options={}, discard="")
    attack(st, P1, every[0])
    while st.phase is Phase.THROW_BEFORE:
        pass_(st, st.actor)
    concede(st)
    assert len(st.hands[P1]) == 2 and not st.deck and not st.discard and st.outcome is None
    assert st.attacker == P3 and st.phase is Phase.ATTACK
    st.check_invariants()


def test_t14_dealing_starts_with_the_dealer() -> None:
    order = ["AC", "AD", "AH", "AS", "2C", "2D", "2H", "2S", "3C", "3D", "3H", "3S", "4C", "4D", "4H", "4S"]
    st = GAME.new(4, deck=order)
    assert st.dealer == 3 and st.attacker == 0
    assert hand(st, 3) == {"AC", "2C", "3C", "4C"} and hand(st, 0) == {"AD", "2D", "3D", "4D"}
    assert GAME.new(4, seed=5) == GAME.new(4, seed=5)
    dealers = {GAME.new(4, seed=s).dealer for s in range(30)}
    assert len(dealers) > 1


# -- public knowledge, table talk, matches ------------------------------------------------------


def test_a_picked_up_pile_is_known_to_all_until_played_and_determinize_honours_it() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    attack(st, P1, "7C")
    concede(st)
    assert st.observation(P3).known[P2] == ("7C",)
    for seed in range(5):
        guess = GAME.determinize(st.observation(P3), Rng(seed))
        assert "7C" in hand(guess, P2) and len(guess.hands[P2]) == 5 and hand(guess, P3) == hand(st, P3)
        guess.check_invariants()


def test_showing_a_card_makes_it_public_and_does_not_end_the_turn() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    st.apply(P1, Action("talk"))
    st.apply(P1, Action("show", ("3C",), "show"))
    assert st.actor == P1 and st.phase is Phase.ATTACK
    assert st.observation(P2).known[P1] == ("3C",)
    attack(st, P1, "3C")
    assert P1 not in st.observation(P2).known


def test_a_defender_asking_a_partner_for_help_reopens_the_throw_ins() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H", "7S 10S JS QS"], options=TEAMS)
    attack(st, P1, "7C")
    assert passes_until(st) == [P3, P4, P1]
    assert st.phase is Phase.DEFEND
    st.apply(P2, Action("talk"))
    st.apply(P2, Action("signal", (), "signal:other-suit"))
    assert st.phase is Phase.THROW_BEFORE and st.actor == P3
    assert st.observation(P1).info["signals"][P2] == "signal:other-suit"
    throw(st, P4, "7S")
    passes_until(st)
    assert st.phase is Phase.DEFEND and st.pile[-1].code == "7S"


def test_signals_are_for_partners_only() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    st.apply(P1, Action("talk"))
    assert not [a for a in st.legal_actions(P1) if a.kind == "signal"]
    assert "partner" in refused(st, P1, Action("signal", (), "signal:attack:2"))


def test_the_next_game_is_dealt_by_a_loser_and_started_by_the_winner() -> None:
    st = arranged(["9C 9D 9H 9S", "2D 3D 4D 5D", "2C 3C 4C 5C"])
    attack(st, P1, "9C", "9D", "9H", "9S")
    again = GAME.next_game(st, seed=3)
    assert again.starter == P1 and again.attacker == P1 and again.dealer in (P2, P3)
    assert all(len(h) == 4 for h in again.hands)


def test_a_team_game_won_by_elimination_names_the_winning_team() -> None:
    """ER-R10: the last team standing wins, and the line names its players (the table says "You and Ann win")."""
    st, rng = GAME.new(4, TEAMS, seed=0), random.Random(0)
    while st.outcome is None:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.randrange(len(legal))])
    assert st.outcome.winners == (P2, P4) and sum(st.eliminated) == 2
    assert st.outcome.reason == "Only one team is left: Player 2 and Player 4 win."


def test_a_signal_is_told_to_a_partner_or_to_partners() -> None:
    """A team of four has three partners: "to their partner" read as if one were meant."""
    for seats, word in ((4, "to their partner: "), (8, "to their partners: ")):
        st, rng = GAME.new(seats, TEAMS, seed=1), random.Random(1)
        told = ""
        for _ in range(400):
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            signal = next((a for a in legal if a.kind == "signal"), None)
            talk = next((a for a in legal if a.kind == "talk"), None)
            if signal is not None:
                told = next(e.text for e in st.apply(seat, signal) if e.kind == "signal")
                break
            st.apply(seat, talk or legal[rng.randrange(len(legal))])
        assert word in told, (seats, told)
