"""Hard's model of a game: El Royale's judge of an open position, fitted on Normal-against-Normal games."""

from __future__ import annotations

import random
from typing import cast

import pytest

from game.ai import make_agent, normal_agent
from game.ai.hard import el_royale as er
from game.engine import State, cards, new_game
from game.engine.games.el_royale.state import ElRoyaleState


def _normal_game(game_id: str, seed: int) -> list[tuple[State, int]]:
    """Every decision of a game between Normal players: the state before it and the seat to act."""
    normal = normal_agent(game_id)
    assert normal is not None
    state = new_game(game_id, 2, seed=seed)
    rng = random.Random(seed)
    out: list[tuple[State, int]] = []
    while state.outcome is None:
        seats = state.to_act()
        out.extend((state.clone(), s) for s in seats)
        chosen = [(s, normal.choose(state.observation(s), state.legal_actions(s), rng)) for s in seats]
        for seat, action in chosen:
            if state.outcome is None and seat in state.to_act():
                state.apply(seat, action)
    return out


# -- El Royale -----------------------------------------------------------------------------------


def _royale_hands(mine: str, theirs: str) -> ElRoyaleState:
    state = cast(ElRoyaleState, new_game("el-royale", 2, seed=1))
    state.hands = [list(cards(mine)), list(cards(theirs))]
    state.discard = []
    state.attacker = 0
    return state


def test_el_royale_judges_a_collection_above_a_scatter_of_the_same_size() -> None:
    collected = _royale_hands("5S 5H 5D 9C", "2S 7H JD KC")
    assert er.hand_value(collected, 0) > 0.5 > er.hand_value(collected, 1)
    assert er.hand_value(collected, 0) + er.hand_value(collected, 1) == pytest.approx(1.0)
    scattered = _royale_hands("2S 7H JD KC", "5S 5H 5D 9C")
    assert er.hand_value(scattered, 0) < er.hand_value(collected, 0)


def test_el_royale_judges_an_eliminated_seat_lost() -> None:
    state = _royale_hands("5S 5H 5D 9C", "2S 7H JD KC")
    state.eliminated = [True, False]
    assert er.hand_value(state, 0) == 0.0


def test_el_royale_hard_now_overrules_normal_where_its_judge_sees_a_better_collection() -> None:
    """With open positions judged even it hardly ever differed from Normal; the fitted judge gives it a view."""
    hard = make_agent("el-royale", "hard", think_time=None, iterations=8)
    normal = normal_agent("el-royale")
    assert normal is not None
    differ = 0
    for state, seat in _normal_game("el-royale", 3)[:100]:
        view, legal = state.observation(seat), state.legal_actions(seat)
        if len(legal) > 1 and len(state.to_act()) == 1:
            differ += hard.choose(view, legal, random.Random(0)) != normal.choose(view, legal, random.Random(0))
    assert differ > 0


def test_el_royale_hard_plays_three_battles_on_before_judging_and_the_hard_of_before_two() -> None:
    """The judge says little at a battle's start, so the playout carries the weight (README, the horizon)."""
    start = _royale_hands("5S 5H 5D 9C", "2S 7H JD KC")
    later = cast(ElRoyaleState, start.clone())
    later.battle_no = start.battle_no + 2
    assert not er.HORIZON.settled(start, later)
    assert er.BASELINE_HORIZON.settled(start, later)
    later.battle_no = start.battle_no + 3
    assert er.HORIZON.settled(start, later)
    hard, before = make_agent("el-royale", "hard", think_time=None, iterations=8), make_agent("el-royale", "baseline")
    assert isinstance(hard, er.HardAgent) and isinstance(before, er.BaselineAgent)
    assert hard.horizon is er.HORIZON and before.horizon is er.BASELINE_HORIZON
