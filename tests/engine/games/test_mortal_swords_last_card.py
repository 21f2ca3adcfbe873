"""A move that costs a knight its last hand card for good says so before it is made (MS-R12, MS-R19, MS-R20).

The moves stay legal: laying the last card as armor (D1), stealing with one card left (D2: the last card is
discarded), committing the last card face down (Stealing Costs), stealing to stop after a random defence or
without the replacement draw (Steal-To-Stop). Each one's words end "— your knight falls"; a move that leaves a
card in hand, or is followed by a draw, never does.
"""

from __future__ import annotations

import pytest
from test_mortal_swords_helpers import P1, P2, P3, arrange, deal, play

from game.engine import Action
from game.engine.games.mortal_swords import MortalSwordsState, Phase
from game.engine.games.mortal_swords.definitions import FALLS

from random_walks import random_walk

LOW2 = ["10D 2D 3D 4D 5D 6D", "3C KS QS JS 10S 9S"]
THREE = ["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "2S 8D 9D 10C 8H 9H"]


def _words(state: MortalSwordsState, seat: int) -> dict[str, str]:
    """Each legal move's kind and cards, with its words: "armor 9C" → "Take the hit: lay 9♣ as armor — …"."""
    return {" ".join((a.kind, *a.cards)): a.label for a in state.legal_actions(seat)}


def _one_card_left_and_hit(**options: bool) -> MortalSwordsState:
    """Knight 2, five armor cards and 3♣ in hand, answers 10♦ with 3♣, draws 9♣ and is hit."""
    state = deal(LOW2, "2S", **options)
    arrange(state, {P1: "10D 2D 3D 4D 5D 6D", P2: "3C"}, armor={P2: "KS QS JS 10S 9S"}, draws="KD 9C")
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    assert state.phase is Phase.DAMAGE and [c.code for c in state.hands[P2]] == ["9C"]
    return state


def test_with_one_hand_card_both_the_armor_and_the_steal_say_the_knight_falls() -> None:
    words = _words(_one_card_left_and_hit(), P2)
    assert words == {
        "armor 9C": f"Take the hit: lay 9♣ as armor{FALLS}",
        "steal 10D": f"Take the hit: steal 10♦ as armor{FALLS}",
    }


def test_the_steal_that_says_so_is_still_allowed_and_the_knight_falls() -> None:
    state = _one_card_left_and_hit()
    play(state, P2, "steal", "10D", target="armor:1")
    assert [a.label for a in state.legal_actions(P2)] == [f"Discard 9♣ for the stolen card{FALLS}"]
    play(state, P2, "discard", "9C")
    assert not state.alive[P2] and state.outcome is not None


def test_a_matching_armor_that_keeps_the_knight_standing_says_nothing_of_falling() -> None:
    state = deal(LOW2, "2S")
    arrange(state, {P1: "10D 2D 3D 4D 5D 6D", P2: "3C"}, armor={P2: "KS QS JS 10S 9D"}, draws="KD 9C")
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    words = _words(state, P2)
    assert words["turn-down 10D"] == "Take the hit on your armor 9♦"
    assert words["armor 9C"].endswith(FALLS) and words["steal 10D"].endswith(FALLS)


def test_with_two_hand_cards_nothing_says_the_knight_falls() -> None:
    state = deal(LOW2, "2S")
    arrange(state, {P1: "10D 2D 3D 4D 5D 6D", P2: "3C 4C"}, armor={P2: "KS QS JS 10S"}, draws="KD 9C")
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    assert not any(w.endswith(FALLS) for w in _words(state, P2).values())


def test_committing_the_last_hand_card_face_down_says_the_knight_falls() -> None:
    # MS-R20: allowed, kills the knight, and the words warn first; the same card face up is drawn for.
    state = deal(LOW2, "2S", stealingCosts=True)
    arrange(state, {P1: "10D 2D 3D 4D 5D 6D", P2: "3C"}, armor={P2: "KS QS JS 10S 9S"}, draws="KD 9C")
    play(state, P1, "attack", "10D")
    words = _words(state, P2)
    assert words["commit 3C"] == f"Commit 3♣ face down to steal the attacking card{FALLS}"
    assert words["defend 3C"] == "Defend with 3♣" and words["defend-random"] == "Defend with the top card of the deck"
    play(state, P2, "commit", "3C")
    assert [a.label for a in state.legal_actions(P2)] == [f"Take the hit: steal 10♦ as armor{FALLS}"]
    play(state, P2, "steal", "10D", target="armor:1")
    assert not state.alive[P2]


def _steal_to_stop(p2_hand: str, p2_armor: str, answer: str, **options: bool) -> MortalSwordsState:
    """Knight 2 answers 10♦ (with ``answer``: a hand card, or "" for the deck's top card 2♥) and is hit."""
    state = deal(THREE, "JS", stealToStop=True, **options)
    arrange(
        state,
        {P1: "10D 2D 3D 4D 6D 7D", P2: p2_hand, P3: "2S 8D 9D 10C 8H 9H"},
        armor={P2: p2_armor},
        draws="KD 2H" if not answer else "KD 9C",
    )
    play(state, P1, "attack", "10D")
    play(state, P2, "defend-random" if not answer else "defend", answer)
    assert state.phase is Phase.STEAL_CHOICE
    return state


def test_stealing_to_stop_after_a_random_card_costs_the_last_hand_card_and_says_so() -> None:
    # MS-R19: a defender who played a random card pays for the steal with a hand card.
    state = _steal_to_stop("3C", "KS QS 10S 9S 8S", "")
    words = _words(state, P2)
    assert words == {"steal-stop 10D": f"Steal 10♦ as armor and stop the attack{FALLS}", "play-on": "Let the attack go on"}
    play(state, P2, "steal-stop", "10D", target="armor:1")
    play(state, P2, "discard", "3C")
    assert not state.alive[P2]


def test_stealing_to_stop_skips_the_draw_for_the_last_card_played_and_says_so() -> None:
    # MS-R19: the steal replaces the replacement draw; with the last hand card on the table, none is left.
    state = _steal_to_stop("3C", "KS QS 10S 9S 8S", "3C")
    assert not state.hands[P2]
    assert _words(state, P2)["steal-stop 10D"].endswith(FALLS)
    play(state, P2, "steal-stop", "10D", target="armor:1")
    assert not state.alive[P2]


def test_stealing_to_stop_with_cards_to_spare_says_nothing_of_falling() -> None:
    state = _steal_to_stop("3C 2C", "KS QS 10S 9S", "")
    assert not any(w.endswith(FALLS) for w in _words(state, P2).values())


def _falls_now(state: MortalSwordsState, seat: int, action: Action) -> bool:
    """After ``action`` the knight is dead, or doomed: no hand card and no draw to come (it dies when its hit is
    taken), or a discard of its one card owed (the only move left, and it kills)."""
    after = state.clone()
    after.apply(seat, action)
    if not after.alive[seat] or (not after.hands[seat] and not after.owed_draw[seat]):
        return True
    return after.phase is Phase.DISCARD and after.discard_due == seat and len(after.hands[seat]) == 1


@pytest.mark.parametrize(
    "options",
    [{}, {"stealingCosts": True}, {"stealToStop": True}, {"stealToStop": True, "stealingCosts": True},
     {"hecticKnights": True, "stealingCosts": True}, {"damageToStop": True, "stealToStop": True}],
)  # fmt: skip
def test_the_words_say_the_knight_falls_exactly_when_the_move_kills_it(options: dict[str, bool]) -> None:
    fatal = 0
    for seed in range(30):
        for state, _ in random_walk("mortal-swords", seed, seats=3, options=options):
            assert isinstance(state, MortalSwordsState)
            for seat in state.to_act():
                for action in state.legal_actions(seat):
                    says = action.label.endswith(FALLS)
                    assert says == _falls_now(state, seat, action), (options, seed, seat, action.label)
                    fatal += says
    assert fatal, options
