"""Mortal Swords sweep: random play over a spread of option combinations; determinizations look the same to their seat."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine import Rng, new_game
from game.engine.games.mortal_swords import GAME, MortalSwordsState
from game.engine.options import all_combinations


def _spread() -> list[tuple[int, dict[str, Any]]]:
    out: list[tuple[int, dict[str, Any]]] = []
    for seats in (2, 3, 4):
        combos = all_combinations(GAME.options, seats)
        out.extend((seats, c) for c in combos[:: max(1, len(combos) // 8)])
        out.append((seats, combos[-1]))  # every option that fits this table, on
    return out


@pytest.mark.parametrize(("seats", "options"), _spread(), ids=lambda v: str(v) if isinstance(v, int) else "")
def test_determinized_states_look_the_same_to_their_seat_and_play_on(seats: int, options: dict[str, Any]) -> None:
    for seed in (seats,):
        state = new_game("mortal-swords", seats, options=options, seed=seed)
        assert isinstance(state, MortalSwordsState)
        rng = random.Random(seed)
        while state.outcome is None:
            acting = state.to_act()
            seat = acting[rng.randrange(len(acting))]
            view = state.observation(seat)
            guess = GAME.determinize(view, Rng(seed))
            guess.check_invariants()
            assert guess.observation(seat) == view
            assert guess.legal_actions(seat) == state.legal_actions(seat)
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        assert sum(state.alive) == 1 and state.outcome.winners == (state.alive.index(True),)
