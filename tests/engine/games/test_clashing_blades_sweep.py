"""Seeded random play over every option combination, checking the invariants after every action."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, new_game
from game.engine.games.clashing_blades import GAME, ClashingBladesState
from game.engine.options import all_combinations
from game.engine.rng import Rng

COMBOS = all_combinations(GAME.options, 2)


def _no_leak(state: ClashingBladesState, viewer: int) -> None:
    """The viewer's observation names no card of the opponent's hand, the deck or the event deck."""
    obs = state.observation(viewer)
    text = repr(obs.to_dict())
    for c in [*state.hands[1 - viewer], *state.deck, *state.events]:
        assert f"'{c.code}'" not in text, f"{c.code} leaks to seat {viewer}"


def _candidates(state: ClashingBladesState, seat: int) -> list[Action]:
    """Every action shape a seat could try now: each held or kept card under every verb and target, and the pairs."""
    codes = [c.code for c in (*state.hands[seat], *state.balance[seat])] + ["AS", "MK"]
    targets = [None, "discard", "table:0", "table:1", "penalty:0", "penalty:1"]
    out = [Action(k) for k in ("decline", "turn-event", "skip-event", "no-heart", "engarde")]
    for kind in ("engarde", "respond", "drop", "discard", "pay", "place-heart"):
        for code in codes:
            out.extend(Action(kind, (code,), t) for t in targets)
        out.extend(Action(kind, (a, b), f"table:{seat}") for a in codes for b in codes if a != b)
    return out


def _checks(state: ClashingBladesState, rng: Rng) -> None:
    """The fast legality check agrees with the legal list; a determinization looks the same to its seat."""
    for seat in (0, 1):
        legal = set(state.legal_actions(seat))
        if seat in state.to_act():
            for action in _candidates(state, seat):
                assert state.is_legal(seat, action) == (action in legal), (action, state.phase)
        obs = state.observation(seat)
        guess = GAME.determinize(obs, rng)
        guess.check_invariants()
        assert guess.observation(seat).to_dict() == obs.to_dict()


def play_random(
    options: dict[str, Any], seed: int, *, leaks: bool = False, deep: bool = False, checked: bool = True
) -> ClashingBladesState:
    state = new_game("clashing-blades", 2, options=options, seed=seed)
    assert isinstance(state, ClashingBladesState)
    rng = Rng(seed ^ 0x5EED)
    state.check_invariants()
    for _ in range(20_000):
        if state.is_over:
            break
        actors = state.to_act()
        seat = actors[rng.below(len(actors))]
        legal = state.legal_actions(seat)
        assert legal, "a seat to act has no legal action"
        state.apply(seat, rng.choice(legal))
        if checked:
            state.check_invariants()
        assert max(state.health) <= 15 and max(len(h) for h in state.hands) <= 7
        if leaks:
            _no_leak(state, 0)
            _no_leak(state, 1)
        if deep:
            _checks(state, rng)
    assert state.is_over, "a random game did not finish"
    return state


def test_every_option_combination_is_valid_and_counted():
    # 2 × 2 × 2 × 3 × 2 (quick answers), Marcus King only alongside the event deck (equal spades withdrawn)
    assert len(COMBOS) == 72
    assert all(not c["marcusKing"] or c["eventDeck"] for c in COMBOS)


@pytest.mark.parametrize("combo", range(len(COMBOS)))
def test_random_play_keeps_the_invariants(combo: int):
    for seed in range(3):
        play_random(COMBOS[combo], seed * 1000 + combo, leaks=seed == 0, deep=seed == 0 and combo % 4 == 0)


def test_random_games_end_in_every_way():
    ends = set()
    for seed in range(300):
        state = play_random(COMBOS[-1], seed, checked=False)
        assert state.outcome is not None
        ends.add(state.outcome.winners)
    assert ends == {(0,), (1,), ()}


@pytest.mark.soak
@pytest.mark.parametrize("combo", range(len(COMBOS)))
def test_soak_random_play(combo: int):
    for seed in range(2000):
        play_random(COMBOS[combo], seed * 1000 + combo)
