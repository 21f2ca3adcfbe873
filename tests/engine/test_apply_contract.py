"""Anything that is not one of the seat's legal actions is refused with ``IllegalAction``, in every game, whatever it is.

Hypothesis feeds every game junk at positions reached by seeded random play: values that are not actions at
all, actions with fields of the wrong type, and well-typed actions with made-up or misplaced cards, kinds,
targets and seats. Each must be refused with a one-line reason and leave the state exactly as it was.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import GAMES, Action, IllegalAction, State, new_game

GAME_IDS = sorted(GAMES)


@cache
def _positions(game_id: str) -> tuple[State, ...]:
    """A few positions of each seat count, reached by seeded random play (kept as snapshots, cloned per use)."""
    game = GAMES[game_id]
    out: list[State] = []
    for seats in range(game.min_seats, game.max_seats + 1):
        for seed in range(2):
            state = new_game(game_id, seats, seed=seed)
            rng = random.Random(seed)
            stop = rng.randrange(5, 60)
            for _ in range(stop):
                if state.outcome is not None:
                    break
                seat = state.to_act()[0]
                legal = state.legal_actions(seat)
                state.apply(seat, legal[rng.randrange(len(legal))])
            out.append(state)
    return tuple(out)


_TEXT = st.text(max_size=6)
_CODES = st.sampled_from(["AS", "10H", "KD", "JK1", "JK2", "2C", "QS", "ZZ", "", "1S", "as", "10", "JK"])
_KINDS = st.sampled_from(["attack", "throw", "beat", "defend", "done", "pass", "concede", "take", "move", "play", "vow",
                          "respond", "drop", "decline", "engarde", "summon", "study", "counter", "pay", "discard",
                          "place-heart", "talk", "show", "signal", "hush", "juggle", ""])  # fmt: skip
_TARGETS = st.one_of(
    st.none(), st.sampled_from(["pile", "hand:0", "hand:1", "table:0", "table:1", "armor:0", "discard", "stack", "show"]), _TEXT
)
_WELL_TYPED = st.builds(Action, st.one_of(_KINDS, _TEXT), st.lists(st.one_of(_CODES, _TEXT), max_size=4).map(tuple), _TARGETS)
_BADLY_TYPED = st.one_of(
    st.builds(Action, st.one_of(st.integers(), st.none()), st.just(()), st.none()),
    st.builds(Action, _KINDS, st.lists(_CODES, max_size=3), st.none()),  # cards as a list
    st.builds(Action, _KINDS, st.tuples(st.integers()), st.none()),
    st.builds(Action, _KINDS, st.just(("AS",)), st.integers()),
    st.builds(Action, _KINDS, st.none(), st.none()),
)
_NOT_ACTIONS = st.one_of(
    st.none(), st.text(max_size=10), st.integers(), st.floats(allow_nan=False), st.dictionaries(_TEXT, _TEXT, max_size=2),
    st.lists(st.integers(), max_size=2), st.tuples(_KINDS, _CODES), st.just(Action),
)  # fmt: skip
_SEATS = st.one_of(st.integers(min_value=-2, max_value=9), st.booleans(), st.none(), st.just("0"), st.just(0.0))


def _refused(state: State, seat: Any, action: Any) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert state.to_dict() == before, f"a refused {action!r} by seat {seat!r} changed the state"
    message = str(caught.value)
    assert message.strip() and "\n" not in message and "Traceback" not in message
    return message


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_junk_is_refused_with_the_state_unchanged(game_id: str, data: st.DataObject) -> None:
    positions = _positions(game_id)
    state = positions[data.draw(st.integers(0, len(positions) - 1), label="position")].clone()
    action = data.draw(st.one_of(_WELL_TYPED, _BADLY_TYPED, _NOT_ACTIONS), label="action")
    seat = data.draw(st.one_of(st.sampled_from(state.to_act() or [0]), _SEATS), label="seat")
    is_seat = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.seats
    if is_seat and isinstance(action, Action) and action in state.legal_actions(seat):
        return  # a legal move by chance: not junk
    _refused(state, seat, action)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_legal_action_with_one_field_spoiled_is_refused(game_id: str) -> None:
    """The near misses: a legal action with its kind, one card or its target replaced, or offered by another seat."""
    for state in _positions(game_id):
        if state.outcome is not None:
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for action in legal[:6]:
            spoiled = [
                Action(action.kind + "x", action.cards, action.target),
                Action(action.kind, (*action.cards, "ZZ"), action.target),
                Action(action.kind, action.cards, (action.target or "") + ":9"),
                Action(action.kind, (*action.cards[1:], "JK9"), action.target),
            ]
            for wrong in spoiled:
                if wrong not in legal:
                    _refused(state.clone(), seat, wrong)
            for other in range(state.seats):
                if other not in state.to_act():
                    _refused(state.clone(), other, action)
