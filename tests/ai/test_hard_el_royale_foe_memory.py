"""El Royale, Hard remembers the foes' plays: a hand imagined now must explain every battle since the foe last drew."""

from __future__ import annotations

import random

from el_royale_foe_scenarios import after_the_foes_nine
from el_royale_scenarios import P1, P2, arranged, attack, beat

from game.ai.hard.el_royale_foe_memory import FoeMemory
from game.ai.heuristics.el_royale import NormalAgent
from game.engine import new_game


def test_a_hand_imagined_now_answers_for_the_attack_of_the_battle_before() -> None:
    """The foe still holds the four cards it did not play: with a lone ten among them, the nine would not have led."""
    memory, st = after_the_foes_nine("9S 6D 6H 8C 2H")
    assert len(st.hands[P2]) == 4  # no draw: the same cards since the attack
    assert memory.departures(P2, ["6D", "6H", "8C", "2H"]) == 0
    # the nine would not have led; after Hard's ten it would have thrown its own in, then taken a pile of its rank
    assert memory.departures(P2, ["6D", "6H", "10H", "2H"]) == 3
    assert memory.likelihood(P2, ["6D", "6H", "10H", "2H"]) < memory.likelihood(P2, ["6D", "6H", "8C", "2H"])


def test_the_pass_and_the_pile_are_read_only_once_the_battle_is_over() -> None:
    """While the battle is under way the foe has not yet passed or been offered the pile: only its attack is read."""
    st = arranged(["10S 3C 4C 5C KD", "9S 6D 6H 10H 2H"], attacker=P2)
    memory = FoeMemory()
    attack(st, P2, "9S")
    memory.observe(st.observation(P1))
    beat(st, P1, "10S")
    memory.observe(st.observation(P1))
    assert memory.departures(P2, ["6D", "6H", "10H", "2H"]) == 1


def test_what_a_foe_played_before_it_drew_says_nothing_of_the_hand_it_holds_now() -> None:
    """With four cards it drew one after the attack: the walk back stops at the draw."""
    memory, st = after_the_foes_nine("9S 6D 6H 8C")
    assert len(st.hands[P2]) == 4  # three kept and one drawn
    assert memory.departures(P2, ["6D", "6H", "10H", "2H"]) == 0


def test_past_a_draw_the_cards_it_kept_still_answer_for_what_it_played() -> None:
    """It drew one card after the attack, which one is unknown: every choice is read and the reads averaged.

    A hand with a lone ten explains the nine's lead only if the ten is the card it drew; one without a ten
    explains it whichever card was drawn.
    """
    memory, _ = after_the_foes_nine("9S 6D 6H 8C")
    assert memory.likelihood(P2, ["6D", "6H", "8C", "2H"]) == 1.0
    lone_ten = memory.likelihood(P2, ["6D", "6H", "10H", "2H"])
    assert 0.25 <= lone_ten < 0.3  # one choice in four (the ten drawn) explains everything


def test_a_new_game_is_remembered_from_scratch() -> None:
    memory, _ = after_the_foes_nine("9S 6D 6H 8C 2H")
    fresh = new_game("el-royale", 2, seed=5)
    memory.observe(fresh.observation(P1))
    assert [b.number for b in memory.battles] == [1]


def test_a_normal_foes_true_hand_never_breaks_normals_rules_while_a_random_deal_often_does() -> None:
    """Seeded two-seat games between Normal players, Hard's memory on seat 0: the rules read the foe exactly."""
    checks = broken = 0
    true_likelihood = swapped_likelihood = 0.0
    for seed in range(6):
        state = new_game("el-royale", 2, seed=300 + seed)
        players, memory, rng = [NormalAgent(), NormalAgent()], FoeMemory(), random.Random(seed)
        while state.outcome is None and state.battle_no <= 60:
            seat = state.to_act()[0]
            view = state.observation(seat)
            if seat == 0:
                memory.observe(view)
                assert memory.departures(1, [c.code for c in state.hands[1]]) == 0
                shuffled = [c.code for c in state.hands[1] if c not in state.known[1]]
                swapped = [c.code for c in state.deck[: len(shuffled)]]
                if len(swapped) == len(shuffled):
                    checks += 1
                    broken += memory.departures(1, [c.code for c in state.known[1]] + swapped) > 0
                    true_likelihood += memory.likelihood(1, [c.code for c in state.hands[1]])
                    swapped_likelihood += memory.likelihood(1, [c.code for c in state.known[1]] + swapped)
            state.apply(seat, players[seat].choose(view, state.legal_actions(seat), rng))
    assert checks > 100
    assert broken > checks // 4  # the foe's unseen cards swapped for the deck's: the plays give it away
    # read past its last two draws, the true hand explains the plays well over twice as well as the swapped one
    # (2.45 times on these games; stopping at the last draw, as before, 1.93 times)
    assert true_likelihood > 2.2 * swapped_likelihood
