"""El Royale table talk cannot stall the game (issue 5): saying nothing closes the mouth until the seat has made its move."""

from __future__ import annotations

import json
import random

import pytest
from el_royale_scenarios import P1, P2, P3, arranged, attack
from hypothesis import given, settings
from hypothesis import strategies as st_

from game.engine import Action, IllegalAction, Rng
from game.engine.games.el_royale import GAME, ElRoyaleState
from game.engine.games.el_royale.definitions import HAND_CAP
from game.engine.games.el_royale.talk import KINDS

TALK, HUSH = Action("talk"), Action("hush")


def _kinds(st: ElRoyaleState, seat: int) -> set[str]:
    return {a.kind for a in st.legal_actions(seat)}


def test_after_saying_nothing_the_seat_is_not_offered_talk_again_and_is_told_why() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    start = st.to_dict()
    st.apply(P1, TALK)
    st.apply(P1, HUSH)
    assert st.to_dict() != start  # the hush is remembered, so the pair does not return to the start
    assert "talk" not in _kinds(st, P1) and "attack" in _kinds(st, P1)
    before = st.to_dict()
    with pytest.raises(IllegalAction) as caught:
        st.apply(P1, TALK)
    assert "say nothing" in str(caught.value) and st.to_dict() == before


def test_a_thousand_talk_hush_pairs_are_impossible() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    pairs = 0
    with pytest.raises(IllegalAction):
        for _ in range(1000):
            st.apply(P1, TALK)
            st.apply(P1, HUSH)
            pairs += 1
    assert pairs == 1


def test_talk_comes_back_once_the_seat_has_made_its_move() -> None:
    st = arranged(["7C 7D 3C 4C", "5D 6D 8D 9D", "2H 3H 7H 6H"])
    st.apply(P1, TALK)
    st.apply(P1, HUSH)
    attack(st, P1, "7C")
    assert st.actor == P3 and "talk" in _kinds(st, P3)  # another seat is asked: its mouth was never closed
    st.apply(P3, Action("pass"))
    assert st.actor == P1 and "talk" in _kinds(st, P1)  # P1 made its move since hushing, and may speak again


def test_showing_a_card_does_not_close_the_mouth_but_can_happen_only_once_per_card() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    for code in ("7C", "2C", "3C", "4C"):
        st.apply(P1, TALK)
        st.apply(P1, Action("show", (code,), "show"))
    assert "talk" not in _kinds(st, P1)  # everything is shown and there is no partner: nothing left to say


def test_the_closed_mouth_survives_a_save_and_a_determinization() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    st.apply(P1, TALK)
    st.apply(P1, HUSH)
    again = ElRoyaleState.from_dict(st.to_dict())
    assert again == st and again.hushed
    assert "talk" not in _kinds(again, P1)
    mine = GAME.determinize(st.observation(P1), Rng(1))
    assert mine.hushed and mine.legal_actions(P1) == st.legal_actions(P1)
    theirs = GAME.determinize(st.observation(P2), Rng(2))  # P2 heard the hush but cannot see P1's cards
    assert theirs.hushed and "talk" not in _kinds(theirs, P1)
    fresh = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    assert fresh != st  # equality sees the flag too: same cards, different mouths


# The most talk actions a seat can take between two of its moves: each "talk" is followed by one show (one per
# card, and a hand holds at most HAND_CAP), one signal, or one hush, after which it is silent.
_TALK_BOUND = 2 * (HAND_CAP + 2)


def _talk_walk(st: ElRoyaleState, rng: random.Random) -> int:
    """Take only talk actions, at random, until none is offered; each state along the way must be new."""
    seen = {json.dumps(st.to_dict(), sort_keys=True)}
    steps = 0
    while st.outcome is None:
        seat = st.to_act()[0]
        talk = [a for a in st.legal_actions(seat) if a.kind in KINDS]
        if not talk:
            return steps
        st.apply(seat, talk[rng.randrange(len(talk))])
        steps += 1
        key = json.dumps(st.to_dict(), sort_keys=True)
        assert key not in seen, f"talk returned to an earlier state after {steps} actions"
        seen.add(key)
        assert steps <= _TALK_BOUND, f"{steps} talk actions in a row: the talk can go on for ever"
    return steps


@settings(max_examples=40, deadline=None)
@given(
    seats=st_.sampled_from([2, 3, 4, 6]),
    teams=st_.booleans(),
    seed=st_.integers(0, 10_000),
    moves=st_.integers(0, 200),
)
def test_from_any_position_talk_alone_ends_within_a_bound_and_never_repeats_a_state(
    seats: int, teams: bool, seed: int, moves: int
) -> None:
    options = {"mode": "teams2"} if teams and seats >= 4 else {}
    st = GAME.new(seats, options, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):  # reach some position by random play, talk included
        if st.outcome is not None:
            return
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.randrange(len(legal))])
    _talk_walk(st, rng)
    st.check_invariants()
