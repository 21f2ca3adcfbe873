"""Every computer level of every game: legal choices from an observation alone, replayable from its seed."""

from __future__ import annotations

import random

import pytest

from game.ai import LEVELS, Agent, RandomAgent, SearchAgent, make_agent
from game.ai.agent import sample
from game.ai.ismcts import Budget
from game.engine import GAMES, Action, SetupError, State, new_game
from game.engine.observation import Observation

from random_walks import random_walk


def _available(game_id: str, level: str) -> bool:
    """Whether the game has this level yet (a game being written may not have its Normal player)."""
    try:
        make_agent(game_id, level, think_time=None, iterations=1)
    except SetupError:
        return False
    return True


PAIRS = [(g, level) for g in sorted(GAMES) for level in LEVELS if _available(g, level)]

#: Hard's search budget in these tests: a few iterations, no clock, so every choice replays exactly.
FAST_SEARCH = 3
FAST_ROLLOUT = 40
#: Hard's budget for a whole game of Hard against Hard.
MATCH_SEARCH = 2


def _agent(game_id: str, level: str) -> Agent:
    """An agent of ``level``; Hard searches on a small fixed budget so the tests are quick and repeatable."""
    if level == "hard":
        agent = make_agent(game_id, level, think_time=None, iterations=FAST_SEARCH)
        if isinstance(agent, SearchAgent):  # short playouts too: some games run to hundreds of actions
            agent.budget = Budget(iterations=FAST_SEARCH, seconds=None, rollout_actions=FAST_ROLLOUT)
        return agent
    return make_agent(game_id, level)


def _positions(game_id: str, seeds: range) -> list[tuple[State, int]]:
    """Positions along random games, with a seat to act in each."""
    out = []
    for seed in seeds:
        pick = random.Random(-seed)
        out += [(state.clone(), seat) for state, seat in random_walk(game_id, seed) if pick.random() < 0.25]
    return out


def _match(game_id: str, agents: list[Agent], seed: int, limit: int = 20_000) -> list[Action]:
    """A whole game between agents, simultaneous seats deciding before anyone applies; the actions in order."""
    state = new_game(game_id, len(agents), seed=seed)
    rng = random.Random(seed)
    played = []
    while state.outcome is None:
        chosen = [(s, agents[s].choose(state.observation(s), state.legal_actions(s), rng)) for s in state.to_act()]
        for seat, action in chosen:
            if state.outcome is None and seat in state.to_act():
                state.apply(seat, action)
                played.append(action)
        if len(played) >= limit:
            break
        assert len(played) < 20_000
    return played


@pytest.mark.parametrize(("game_id", "level"), PAIRS)
def test_an_agent_always_picks_a_legal_action(game_id: str, level: str) -> None:
    agent = _agent(game_id, level)
    rng = random.Random(1)
    for state, seat in _positions(game_id, range(6))[: 8 if level == "hard" else None]:
        legal = state.legal_actions(seat)
        choice = agent.choose(state.observation(seat), legal, rng)
        assert choice in legal


@pytest.mark.parametrize(("game_id", "level"), PAIRS)
def test_an_agent_mixed_strategy_is_a_distribution_over_the_legal_actions(game_id: str, level: str) -> None:
    agent = _agent(game_id, level)
    for state, seat in _positions(game_id, range(3))[: 6 if level == "hard" else None]:
        legal = state.legal_actions(seat)
        dist = agent.strategy(state.observation(seat), legal)
        if dist is None:
            continue
        assert set(dist) <= set(legal)
        assert all(p >= 0 for p in dist.values())
        assert sum(dist.values()) == pytest.approx(1.0)


@pytest.mark.parametrize(("game_id", "level"), PAIRS)
def test_a_match_between_agents_replays_exactly_from_its_seeds(game_id: str, level: str) -> None:
    """A whole game between two agents of the level (Hard against Hard too) is the same game again from the same seeds."""
    seats = GAMES[game_id].min_seats

    def table() -> list[Agent]:
        if level == "hard":  # two imagined deals a decision: the least that lets the search overrule Normal
            return [make_agent(game_id, level, think_time=None, iterations=MATCH_SEARCH) for _ in range(seats)]
        return [_agent(game_id, level) for _ in range(seats)]

    first = _match(game_id, table(), 11)
    again = _match(game_id, table(), 11)
    assert first == again and first


@pytest.mark.parametrize(("game_id", "level"), PAIRS)
def test_an_agent_needs_only_the_observation(game_id: str, level: str) -> None:
    """The same observation (rebuilt from its JSON-ready parts) and seed give the same choice: no peeking at a state."""
    agent = _agent(game_id, level)
    for state, seat in _positions(game_id, range(2))[: 4 if level == "hard" else None]:
        view = state.observation(seat)
        legal = state.legal_actions(seat)
        copy = Observation(**{name: getattr(view, name) for name in view.__dataclass_fields__})
        assert agent.choose(view, legal, random.Random(5)) == agent.choose(copy, legal, random.Random(5))
        assert isinstance(agent.explain(view, legal, legal[0]), str)


def test_an_unknown_level_is_refused_with_the_levels_there_are() -> None:
    with pytest.raises(SetupError) as caught:
        make_agent("duel-of-swords", "grandmaster")
    assert "grandmaster" in str(caught.value) and "random" in str(caught.value)


def test_sampling_follows_the_distribution() -> None:
    a, b = Action("move", (), "a"), Action("move", (), "b")
    rng = random.Random(3)
    draws = [sample({a: 0.8, b: 0.2}, rng) for _ in range(2000)]
    assert 0.75 < draws.count(a) / 2000 < 0.85
    assert all(sample({a: 0.0, b: 1.0}, rng) == b for _ in range(50))


def test_the_random_agent_plays_every_legal_action_sometimes() -> None:
    state = new_game("duel-of-swords", 2, seed=1)
    legal = state.legal_actions(0)
    rng = random.Random(2)
    seen = {RandomAgent().choose(state.observation(0), legal, rng) for _ in range(300)}
    assert seen == set(legal)
