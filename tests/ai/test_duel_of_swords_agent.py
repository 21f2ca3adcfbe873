"""Duel of Swords, Normal: reads the foe's habits, mixes, explains itself, and clearly beats Random."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import RandomAgent, make_agent
from game.ai.agent import Agent
from game.ai.heuristics.duel_of_swords import NormalAgent, foe_frequencies, move_values
from game.engine import Action, new_game
from game.engine.games.duel_of_swords import MOVES, DuelOfSwordsState, result_letter


def _play(agents: list[Agent], seed: int, options: dict[str, Any] | None = None) -> DuelOfSwordsState:
    state = new_game("duel-of-swords", 2, seed=seed, options=options)
    assert isinstance(state, DuelOfSwordsState)
    rng = random.Random(f"dos-normal:{seed}")
    while state.outcome is None:
        views = {s: state.observation(s) for s in state.to_act()}
        chosen = {s: agents[s].choose(views[s], state.legal_actions(s), rng) for s in views}
        for seat, action in chosen.items():
            state.apply(seat, action)
    return state


def _after(rounds: list[tuple[str, str]], options: dict[str, Any] | None = None) -> DuelOfSwordsState:
    """A duel after these rounds of (seat 0's move, seat 1's move)."""
    state = new_game("duel-of-swords", 2, seed=1, options=options)
    assert isinstance(state, DuelOfSwordsState)
    for a, b in rounds:
        state.apply(0, Action("move", (), a))
        state.apply(1, Action("move", (), b))
    return state


def _move(name: str) -> Action:
    return Action("move", (), name)


def test_normal_clearly_beats_random_from_either_seat() -> None:
    points = 0.0
    games = 0
    for seed in range(200):
        for normal_seat in (0, 1):
            agents: list[Agent] = [RandomAgent(), RandomAgent()]
            agents[normal_seat] = NormalAgent()
            outcome = _play(agents, 10_000 + seed).outcome
            assert outcome is not None
            points += outcome.points(normal_seat, 2)
            games += 1
    assert games == 400
    assert points / games > 0.6, f"Normal scored only {points / games:.2f} against Random"


def test_make_agent_gives_the_normal_player() -> None:
    agent = make_agent("duel-of-swords", "normal")
    assert isinstance(agent, NormalAgent) and agent.name == "Normal"


def test_it_mixes_rather_than_always_playing_one_move() -> None:
    state = new_game("duel-of-swords", 2, seed=1)
    legal = state.legal_actions(0)
    dist = NormalAgent().strategy(state.observation(0), legal)
    assert sum(dist.values()) == pytest.approx(1.0)
    assert sum(1 for p in dist.values() if p > 0.02) >= 2
    assert max(dist.values()) < 0.95


def test_it_learns_a_habit_and_punishes_it() -> None:
    """A foe (seat 1) who always thrusts is met by the Stop Hit, the one move that hits a thrust and is not hit back."""
    state = _after([("dodge", "thrust")] * 8)
    view = state.observation(0)
    freq = foe_frequencies(view)
    assert freq[MOVES.index("thrust")] > 0.6
    dist = NormalAgent().strategy(view, state.legal_actions(0))
    assert max(dist, key=dist.__getitem__) == _move("stop-hit")


def test_it_reads_the_history_from_its_own_seat() -> None:
    """Seat 1 reading the same habit of seat 0: the matrix is used the right way round."""
    state = _after([("thrust", "dodge")] * 8)
    dist = NormalAgent().strategy(state.observation(1), state.legal_actions(1))
    assert max(dist, key=dist.__getitem__) == _move("stop-hit")


def test_a_pending_advantage_makes_advantage_moves_worth_more() -> None:
    fresh = _after([("disengage", "disengage")])
    pending = _after([("dodge", "slash")])  # seat 0 gains an advantage
    assert pending.pending == 0
    feint = _move("feint")
    calm = move_values(fresh.observation(0), fresh.legal_actions(0))[feint]
    keen = move_values(pending.observation(0), pending.legal_actions(0))[feint]
    assert keen > calm


def test_it_respects_no_repeats() -> None:
    state = _after([("thrust", "slash")], options={"noRepeat": True})
    legal = state.legal_actions(0)
    assert _move("thrust") not in legal
    dist = NormalAgent().strategy(state.observation(0), legal)
    assert set(dist) == set(legal)
    view = state.observation(0)
    # The foe cannot repeat Slash either, so the estimate gives it no chance.
    assert foe_frequencies(view)[MOVES.index("slash")] == 0.0


def test_it_explains_its_choice_in_one_line() -> None:
    state = _after([("dodge", "slash")])
    view = state.observation(0)
    agent = NormalAgent()
    legal = state.legal_actions(0)
    action = agent.choose(view, legal, random.Random(1))
    text = agent.explain(view, legal, action)
    assert "\n" not in text and text.startswith(action.label)
    assert "advantage is pending" in text
    assert "Slash" in text


@pytest.mark.parametrize("seed", range(30))
def test_its_reason_never_pairs_a_move_with_a_favourite_it_loses_to(seed: int) -> None:
    """The hint once said "Cut High: your foe favours Dodge" where Dodge wins the advantage over Cut High: a new
    player reads that as "Cut High answers Dodge" and learns the matrix wrong. Whatever it names, the matrix backs."""
    rng = random.Random(seed)
    rounds = [(rng.choice(MOVES), rng.choice(MOVES[:3])) for _ in range(rng.randint(1, 4))]
    state = _after(rounds)  # four rounds cannot reach five hits: the duel is live
    view, legal = state.observation(0), state.legal_actions(0)
    agent = NormalAgent()
    freq = foe_frequencies(view)
    favourite = MOVES[max(range(len(freq)), key=freq.__getitem__)]
    names = view.info["move_names"]
    for action in legal:
        text = agent.explain(view, legal, action)
        outcome = result_letter(MOVES.index(action.target), MOVES.index(favourite), view.options)
        assert names[MOVES.index(favourite)] in text and "%" not in text, text  # no figure nobody explained
        if outcome in ("A", "a"):
            assert "though" not in text, text
        else:
            assert "best on average" in text and "though" in text, (text, outcome)


def test_it_reads_only_the_observation() -> None:
    """Two states that look the same to seat 0 (seat 1 chose differently) get the same strategy."""
    one, two = _after([("thrust", "slash")]), _after([("thrust", "slash")])
    one.apply(1, _move("thrust"))
    two.apply(1, _move("dodge"))
    view_one, view_two = one.observation(0), two.observation(0)
    assert view_one == view_two
    agent = NormalAgent()
    assert agent.strategy(view_one, one.legal_actions(0)) == agent.strategy(view_two, two.legal_actions(0))
