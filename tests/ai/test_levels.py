"""The four levels: Easy weakens Normal honestly, Hard searches or solves, and no agent can see a hidden card."""

from __future__ import annotations

import random

import pytest

from game.ai import LEVELS, Agent, EasyAgent, SearchAgent, make_agent
from game.ai.agent import RandomAgent
from game.ai.analysis import Analyst
from game.ai.ismcts import Budget
from game.engine import GAMES, Action, SetupError, State, new_game
from game.engine.rng import Rng

from random_walks import random_walk


def _available(game_id: str, level: str) -> bool:
    """Whether the game has this level yet (a game being written may not have its Normal player)."""
    try:
        make_agent(game_id, level, think_time=None, iterations=1)
    except SetupError:
        return False
    return True


#: Hard's budget here: a few short searches, no clock, so choices replay exactly and the tests stay quick.
FAST_SEARCH = 3
FAST_ROLLOUT = 40

PAIRS = [(g, level) for g in sorted(GAMES) for level in LEVELS if _available(g, level)]


def _agent(game_id: str, level: str) -> Agent:
    if level == "hard":
        agent = make_agent(game_id, level, think_time=None, iterations=FAST_SEARCH)
        if isinstance(agent, SearchAgent):  # short playouts too: some games run to hundreds of actions
            agent.budget = Budget(iterations=FAST_SEARCH, seconds=None, rollout_actions=FAST_ROLLOUT)
        return agent
    return make_agent(game_id, level)


def _positions(game_id: str, seeds: range, every: int = 3) -> list[tuple[State, int]]:
    return [
        (state.clone(), seat)
        for seed in seeds
        for step, (state, seat) in enumerate(random_walk(game_id, seed), start=1)
        if step % every == 0
    ]


@pytest.mark.parametrize(("game_id", "level"), PAIRS)
def test_choices_do_not_change_when_every_hidden_card_is_dealt_again(game_id: str, level: str) -> None:
    """A different state that looks the same to the seat (its hidden cards re-dealt) gets the same choice."""
    agent = _agent(game_id, level)
    game = GAMES[game_id]
    redealt = 0
    for i, (state, seat) in enumerate(_positions(game_id, range(2))[:12]):
        view = state.observation(seat)
        other = game.determinize(view, Rng(1000 + i))
        assert other.observation(seat) == view  # the seat cannot tell the two apart
        if other.to_dict() != state.to_dict():
            redealt += 1
        legal = state.legal_actions(seat)
        assert other.legal_actions(seat) == legal
        first = agent.choose(view, legal, random.Random(i))
        again = agent.choose(other.observation(seat), other.legal_actions(seat), random.Random(i))
        assert first == again
    if any(game.determinize(s.observation(t), Rng(7)).to_dict() != s.to_dict() for s, t in _positions(game_id, range(1))):
        assert redealt > 0  # the check really compared different hidden states


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_analysis_is_the_same_when_every_hidden_card_is_dealt_again(game_id: str) -> None:
    """Analysis (the table's panel and the results' marks) judges from the seat's view alone: twins that differ
    only in cards the seat cannot see get the very same estimates, asked as the table asks it (an agent)."""
    game = GAMES[game_id]
    redealt = 0
    for i, (state, seat) in enumerate(_positions(game_id, range(1), every=5)[:6]):
        view, legal = state.observation(seat), state.legal_actions(seat)
        other = game.determinize(view, Rng(2000 + i))
        assert other.observation(seat) == view
        redealt += other.to_dict() != state.to_dict()
        first, twin = Analyst(iterations=2, seconds=None), Analyst(iterations=2, seconds=None)
        assert first.choose(view, legal, random.Random(i)) == twin.choose(other.observation(seat), legal, random.Random(i + 1))
        assert [(e.action, e.chance, e.deals) for e in first.estimates] == [(e.action, e.chance, e.deals) for e in twin.estimates]
    if game_id != "duel-of-swords":  # nothing is hidden there between rounds
        assert redealt > 0  # the check really compared different hidden states


def test_a_peeking_agent_would_be_caught_by_the_redeal_check() -> None:
    """The check can fail: an agent that reads the real hidden cards (here via a back door) changes its choice."""
    state = new_game("clashing-blades", 2, seed=4)
    seat = state.to_act()[0]
    view = state.observation(seat)
    other = GAMES["clashing-blades"].determinize(view, Rng(99))
    assert other.to_dict() != state.to_dict()
    legal = state.legal_actions(seat)

    def peek(s: State) -> Action:
        return legal[hash(str(s.to_dict())) % len(legal)]

    picks = {peek(GAMES["clashing-blades"].determinize(view, Rng(k))) for k in range(20)}
    assert len(picks) > 1


def test_easy_mixes_normals_distribution_with_uniform_play() -> None:
    normal = make_agent("duel-of-swords", "normal")
    easy = make_agent("duel-of-swords", "easy")
    assert isinstance(easy, EasyAgent)
    state = new_game("duel-of-swords", 2, seed=3)
    view, legal = state.observation(0), state.legal_actions(0)
    n = normal.strategy(view, legal)
    e = easy.strategy(view, legal)
    assert n is not None and e is not None
    for a in legal:
        assert e[a] == pytest.approx(0.5 * n.get(a, 0.0) + 0.05)
    draws = [easy.choose(view, legal, random.Random(k)) for k in range(2000)]
    top = max(legal, key=lambda a: e[a])
    assert abs(draws.count(top) / 2000 - e[top]) < 0.04


def _score(game_id: str, strong: Agent, weak: Agent, games: int, seed: int) -> float:
    from game.cli.match import agent_rng, play_match

    points = 0.0
    for i in range(games):
        seats = [strong, weak] if i % 2 == 0 else [weak, strong]
        record = play_match(game_id, 2, seats, seed=seed + i, rng=agent_rng(seed, i))
        points += record.outcome.points(i % 2, 2)
    return points / games


@pytest.mark.parametrize("game_id", sorted(g for g in GAMES if GAMES[g].min_seats == 2))
def test_easy_beats_random(game_id: str) -> None:
    assert _score(game_id, make_agent(game_id, "easy"), RandomAgent(), 60, 70_000) > 0.55


def test_hard_search_plays_a_mix_at_a_secret_choice_and_one_action_otherwise() -> None:
    agent = SearchAgent("clashing-blades", budget=Budget(iterations=60, seconds=None))
    state = new_game("clashing-blades", 2, seed=5)
    assert len(state.to_act()) == 2  # En Garde: both choose in secret
    view, legal = state.observation(0), state.legal_actions(0)
    dist = agent.strategy(view, legal)
    assert agent.last_iterations == 60
    assert set(dist) <= set(legal) and sum(dist.values()) == pytest.approx(1.0)
    assert len(dist) > 1  # a mix, not a fixed reply
    assert agent.strategy(view, legal) == dist  # the same view gives the same mix
    while len(state.to_act()) > 1 or len(state.legal_actions(state.to_act()[0])) < 2:
        for s in state.to_act():
            if state.outcome is None and s in state.to_act():
                state.apply(s, state.legal_actions(s)[0])
    seat = state.to_act()[0]
    single = agent.strategy(state.observation(seat), state.legal_actions(seat))
    assert list(single.values()) == [1.0]


def test_hard_stops_at_its_think_time() -> None:
    agent = SearchAgent("clashing-blades", budget=Budget(iterations=None, seconds=0.05))
    state = new_game("clashing-blades", 2, seed=6)
    agent.strategy(state.observation(0), state.legal_actions(0))
    few = agent.last_iterations
    assert few >= 1
    agent = SearchAgent("clashing-blades", budget=Budget(iterations=None, seconds=0.3))
    agent.strategy(state.observation(0), state.legal_actions(0))
    assert agent.last_iterations > few


def test_duel_of_swords_hard_is_its_equilibrium_player_and_others_search() -> None:
    assert type(make_agent("duel-of-swords", "hard")).__name__ == "HardAgent"
    assert type(make_agent("clashing-blades", "hard")).__module__ == "game.ai.hard.clashing_blades"
