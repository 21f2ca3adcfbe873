"""Normal's one-line reasons, shown by the table's Hint: every choice it makes in every game has one,
on a single line a player can read, and asking for it never changes what Normal chooses."""

from __future__ import annotations

import random

import pytest

from game.ai import normal_agent
from game.engine import GAMES, get_game

SEATS = {"mortal-swords": 3, "el-royale": 4}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_choice_normal_makes_has_a_one_line_reason(game_id: str) -> None:
    game = get_game(game_id)
    seats = SEATS.get(game_id, 2)
    agent = normal_agent(game_id)
    assert agent is not None
    asked = 0
    for seed in range(3):
        state = game.new(seats, game.resolve_options({}, seats), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if len(legal) > 1:
                obs = state.observation(seat)
                choice = agent.choose(obs, legal, random.Random(seed))
                reason = agent.explain(obs, legal, choice)
                assert reason, f"no reason for {choice} in phase {obs.info.get('phase')}"
                assert "\n" not in reason and len(reason) <= 140 and reason.endswith(".")
                assert agent.choose(obs, legal, random.Random(seed)) == choice  # explaining changed nothing
                assert all(isinstance(agent.explain(obs, legal, a), str) for a in legal)  # any move can be explained
                asked += 1
            state.apply(seat, rng.choice(legal))
    assert asked >= 20
