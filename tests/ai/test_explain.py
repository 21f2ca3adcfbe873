"""Normal's one-line reasons, shown by the table's Hint: every choice it makes in every game has one,
on a single line a player can read, and asking for it never changes what Normal chooses."""

from __future__ import annotations

import random

import pytest
from el_royale_scenarios import P3, arranged, attack, passes_until

from game.ai import normal_agent
from game.engine import GAMES, get_game

from random_walks import random_walk

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


def test_el_royale_a_pass_with_nothing_to_throw_in_says_so_not_that_nothing_is_worth_a_card() -> None:
    """The hint for a pass forced by a hand without the rank (and one chosen with the rank in hand) tell the truth."""
    agent = normal_agent("el-royale")
    assert agent is not None
    for third, words in (("2H 3H 4H 6H", "You hold none of the rank"), ("2H 7H 4H 6H", "")):
        st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", third])
        attack(st, 0, "7C")
        passes_until(st, P3)
        legal = st.legal_actions(P3)
        reason = agent.explain(st.observation(P3), legal, next(a for a in legal if a.kind == "pass"))
        assert reason.startswith(words) if words else "You hold none" not in reason


def test_el_royale_a_lone_players_hint_never_speaks_of_a_partner() -> None:
    """Without teams there is nobody to ask for anything: no reason Normal gives mentions a partner."""
    agent = normal_agent("el-royale")
    assert agent is not None
    told = 0
    for seed in range(4):
        for state, seat in random_walk("el-royale", seed, seats=3):
            legal = state.legal_actions(seat)
            if len(legal) > 1:
                obs = state.observation(seat)
                reason = agent.explain(obs, legal, agent.choose(obs, legal, random.Random(seed)))
                assert "partner" not in reason, reason
                told += 1
    assert told > 50


def test_normal_calls_no_low_card_high_and_counts_one_card_in_the_singular() -> None:
    """Mortal Swords said "Attack with 2♦: a high card is hard to stop"; El Royale "Taking 1 more cards"."""
    for game_id, seats in (("mortal-swords", 2), ("el-royale", 2)):
        agent = normal_agent(game_id)
        assert agent is not None
        for seed in range(6):
            for state, seat in random_walk(game_id, seed, seats=seats):
                legal = state.legal_actions(seat)
                if len(legal) > 1:
                    obs = state.observation(seat)
                    reason = agent.explain(obs, legal, agent.choose(obs, legal, random.Random(seed)))
                    assert "high card" not in reason and " 1 more cards" not in reason, reason
