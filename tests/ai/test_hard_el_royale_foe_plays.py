"""El Royale, Hard reads a battle's pile: which hands would a Normal foe have made these plays with?

Seat 0 (P1) is Hard, watching; seat 1 (P2) is the foe. Each scenario plays a
battle on an arranged table, takes Hard's view of it, and asks how many of the
foe's plays a given hand would not have made by Normal's rules.
"""

from __future__ import annotations

from el_royale_scenarios import P1, P2, arranged, attack, beat, concede, decline, passes_until, take, throw

from game.ai.hard.el_royale_foe_plays import Battle
from game.engine.games.el_royale import ElRoyaleState


def _seen_by_hard(st: ElRoyaleState) -> Battle:
    return Battle.of(st.observation(P1))


def test_a_foe_that_attacked_with_a_lone_nine_held_no_lone_ten() -> None:
    """Normal leads its least valued rank, the higher of two equal: a lone ten would have gone before a lone nine."""
    st = arranged(["2C 3C 4C 5C", "9S 6D 6H 8C"], attacker=P2)
    attack(st, P2, "9S")
    battle = _seen_by_hard(st)
    assert battle.departures(P2, ["9S", "6D", "6H", "8C"]) == 0  # the nine outranks the lone eight
    assert battle.departures(P2, ["9S", "6D", "6H", "10H"]) == 1  # the ten would have led
    assert battle.departures(P2, ["9S", "10H", "10D", "KC"]) == 1  # a lone king would have led


def test_a_foe_that_laid_one_nine_held_no_other_nine() -> None:
    """Normal places more of the attack rank while what is left of it is worth less than a collection: one card."""
    st = arranged(["2C 3C 4C 5C", "9S 6D 6H 8C"], attacker=P2)
    attack(st, P2, "9S")
    battle = _seen_by_hard(st)
    assert battle.departures(P2, ["9S", "9H", "6D", "6H"]) == 1  # it would have laid the second nine too
    assert battle.departures(P2, ["9S", "9H", "9D", "6H"]) == 1  # it collects nines: the lone six would have led


def test_a_foe_beats_with_its_cheapest_beat_and_only_a_pile_it_would_not_rather_take() -> None:
    st = arranged(["5H 2C 3D 4S", "8H 7H 7C JD"], attacker=P1)
    attack(st, P1, "5H")
    beat(st, P2, "8H")
    battle = _seen_by_hard(st)
    assert battle.departures(P2, ["8H", "7C", "JD", "QS"]) == 0  # the eight was its only beat
    assert battle.departures(P2, ["8H", "6H", "JD", "QS"]) == 1  # the lone six of hearts was cheaper
    assert battle.departures(P2, ["8H", "5D", "5S", "QS"]) == 1  # it collects fives: it would have taken the five


def test_a_foe_that_conceded_with_a_beat_in_hand_collects_the_pile() -> None:
    st = arranged(["5H 2C 3D 4S", "8H 7C JD QS"], attacker=P1)
    attack(st, P1, "5H")
    battle = _seen_by_hard(st)
    concede(st)
    assert battle.departures(P2, ["8H", "7C", "JD", "QS"], conceded=True) == 1  # an eight of hearts, and no fives
    assert battle.departures(P2, ["5D", "5S", "JD", "QS"], conceded=True) == 0  # it collects fives
    assert battle.departures(P2, ["2H", "7C", "JD", "QS"], conceded=True) == 0  # it could not beat


def test_a_foe_throws_in_only_what_it_sheds() -> None:
    st = arranged(["5H 2C 3D 4S", "8H 9C JD QS", "5C 5D KD KS"], attacker=P1)
    attack(st, P1, "5H")
    throw(st, 2, "5C")
    battle = Battle.of(st.observation(P1))
    assert battle.departures(2, ["5C", "8D", "KD", "KS"]) == 0  # a lone five
    # it collects fives, so it would have kept both; and once one was in, it would have thrown the other
    assert battle.departures(2, ["5C", "5D", "KD", "KS"]) == 2


def test_a_foe_who_holds_every_card_it_played_is_read_and_one_who_could_not_have_played_them_is_not() -> None:
    st = arranged(["2C 3C 4C 5C", "9S 6D 6H 8C"], attacker=P2)
    attack(st, P2, "9S")
    battle = _seen_by_hard(st)
    assert battle.played_by(P2) == ["9S"]
    assert battle.hand_at_start(P2) == 4
    assert battle.departures(P2, ["6D", "6H", "8C", "2D"]) == 1  # no nine: the attack itself breaks the hand


def test_a_beat_this_hand_could_not_have_made_is_a_departure_not_a_crash() -> None:
    """Sevens over the four of spades need a seven of spades, maybe placed last; a look can come before it is.

    A hand imagined without it (the foe played it unseen and drew since, so the count still matched) could not
    have begun that beat. Found by the flow-leak soak, where Hard is asked at any seat's position.
    """
    battle = Battle(
        number=61,
        attacker=2,
        defender=3,
        pile=("4S", "7H", "7C"),
        owners=(2, 3, 3),
        hand_counts=(6, 11, 3, 4),
        known=((), (), (), ("QC", "5D")),
        known_at_end=((), (), (), ("QC", "5D")),
        discarded=(),
        teams=None,
        deck=16,
    )
    assert battle.departures(3, ["QC", "5D", "QH", "3D", "7H", "7C"]) == 1
    assert battle.departures(3, ["QC", "5D", "7S", "3D", "7H", "7C"]) == 0  # the seven of spades still to come


def _foe_attacks_nine_hard_beats_with_ten() -> ElRoyaleState:
    """Two seats: the foe leads the nine of spades, Hard beats it with the ten; the foe is asked to throw in next."""
    st = arranged(["10S 3C 4C 5C KD", "9S 6D 6H 8C 2H"], attacker=P2)
    attack(st, P2, "9S")
    beat(st, P1, "10S")
    return st


def test_a_foe_that_passed_on_hards_ten_held_no_ten_it_sheds() -> None:
    """Normal throws in a rank it sheds: a foe that let Hard play last held no lone ten."""
    st = _foe_attacks_nine_hard_beats_with_ten()
    battle = _seen_by_hard(st)  # Hard's last look: after its ten, before the foe passes
    passes_until(st)
    decline(st, P2)
    assert battle.last_chance(P2, ["6D", "6H", "8C", "2H"], took=False) == 0
    assert battle.last_chance(P2, ["6D", "6H", "10H", "2H"], took=False) == 2  # a lone ten: thrown in, and the pile taken
    assert battle.last_chance(P2, ["10H", "10D", "6H", "2H"], took=True) == 0  # it collects tens: kept them, took the pile


def test_a_foe_takes_a_pile_it_is_offered_only_for_the_ranks_it_collects() -> None:
    st = _foe_attacks_nine_hard_beats_with_ten()
    battle = _seen_by_hard(st)
    passes_until(st)
    take(st, P2)
    assert battle.last_chance(P2, ["9D", "9H", "6H", "2H"], took=True) == 0  # two nines: the pile's nine is worth it
    assert battle.last_chance(P2, ["6D", "6H", "8C", "2H"], took=True) == 1  # nothing of it: Normal leaves it


def test_with_more_than_two_players_a_missing_throw_in_says_nothing() -> None:
    """With three seats the looks do not show who was asked after the last play, so no pass is read."""
    st = arranged(["10S 3C 4C 5C", "6D 6H 8C 10H", "9S 2D 7S 7D"], attacker=2)
    assert st.defender == P1
    attack(st, 2, "9S")
    passes_until(st)
    beat(st, P1, "10S")
    battle = _seen_by_hard(st)
    assert battle.owners[-1] == P1 and len(battle.hand_counts) == 3
    assert battle.last_chance(P2, ["6D", "6H", "8C", "10H"], took=False) == 0
