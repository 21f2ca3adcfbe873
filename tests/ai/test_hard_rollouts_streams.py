"""Hard's search shared between processes: each imagines its own stream of worlds from the same observation, the
streams are merged still paired, and a tournament's iteration budget never shares (it replays exactly)."""

from __future__ import annotations

import pickle
import random

import pytest

from game.ai import make_agent
from game.ai.hard.rollouts import Results, RolloutAgent, SharesWorlds, merge_streams, stream_seed
from game.ai.ismcts import Budget, search_seed
from game.engine import GAMES, Action, Observation
from game.engine.rng import Rng

from random_walks import first_real_choice

SEARCHED = ["clashing-blades", "el-royale", "suits-duel"]


def _hard(game_id: str, iterations: int | None, think_time: float | None = None) -> RolloutAgent:
    agent = make_agent(game_id, "hard", think_time=think_time, iterations=iterations)
    assert isinstance(agent, RolloutAgent)
    return agent


class Recording:
    """Helpers that run in this process: each asked stream is a pickled copy of the agent (as a process would get),
    searching ``worlds`` worlds, or for the agent's own think time if ``worlds`` is None."""

    def __init__(self, streams: int = 1, worlds: int | None = None, fail: bool = False) -> None:
        self.streams = streams
        self.worlds = worlds
        self.fail = fail
        self.asked: list[tuple[RolloutAgent, Observation, list[Action]]] = []
        self.counts: list[int] = []

    def ask(self, agent: SharesWorlds, observation: Observation, legal: list[Action], seconds: float) -> int:
        self.asked.append(pickle.loads(pickle.dumps((agent, observation, legal))))
        return self.streams

    def collect(self) -> list[Results]:
        copy, observation, legal = self.asked[-1]
        if self.fail:
            return []
        if self.worlds is not None:
            copy.budget = Budget(iterations=self.worlds, seconds=None)
        out = []
        for stream in range(1, self.streams + 1):
            out.append(copy.values(observation, legal, stream))
            self.counts.append(copy.last_iterations)
        return out


def test_stream_zero_is_the_search_alone_and_every_other_stream_imagines_worlds_of_its_own() -> None:
    state, seat = first_real_choice("clashing-blades")
    view, legal = state.observation(seat), state.legal_actions(seat)
    agent = _hard("clashing-blades", iterations=12)
    alone = agent.values(view, legal)
    assert agent.values(view, legal, 0) == alone
    assert stream_seed(search_seed(view), 0) == search_seed(view)
    seeds = {stream_seed(search_seed(view), k) for k in range(4)}
    assert len(seeds) == 4, "each process imagines other worlds"
    one = agent.values(view, legal, 1)
    assert one != alone
    assert agent.values(view, legal, 1) == one, "a stream is replayable from the observation and its number"


def test_the_actions_racing_in_every_stream_get_every_streams_worlds_in_order() -> None:
    a, b, c = (Action("play", (card,)) for card in ("AS", "2S", "3S"))
    first: Results = {a: [1.0, 0.0, 1.0], b: [0.0, 0.0, 1.0], c: [0.0]}  # c dropped out after one world
    second: Results = {a: [0.5, 1.0], b: [0.0], c: [1.0, 1.0]}  # here b dropped out
    merged = merge_streams([first, second])
    assert merged[a] == [1.0, 0.0, 1.0, 0.5, 1.0], "the only action still racing in both: all five worlds, paired"
    assert merged[b] == [0.0, 0.0, 1.0] and merged[c] == [0.0], "the others keep their first stream: out of the race"
    assert merge_streams([first]) == first


def test_if_no_action_races_to_the_end_of_every_stream_the_longest_stream_stands_alone() -> None:
    a, b = Action("play", ("AS",)), Action("play", ("2S",))
    first: Results = {a: [1.0, 1.0], b: [0.0]}
    second: Results = {a: [0.0], b: [1.0, 1.0, 1.0]}
    assert merge_streams([first, second]) == second


def test_with_an_iteration_budget_the_helpers_are_never_asked_and_the_answer_replays() -> None:
    """A tournament passes a number of worlds and no time: exactly the single-process search, helpers or not."""
    state, seat = first_real_choice("suits-duel")
    view, legal = state.observation(seat), state.legal_actions(seat)
    alone = _hard("suits-duel", iterations=10)
    shared = _hard("suits-duel", iterations=10)
    helpers = Recording()
    shared.helpers = helpers
    assert shared.strategy(view, legal) == alone.strategy(view, legal)
    assert shared.last_iterations == alone.last_iterations == 10
    assert helpers.asked == []
    clocked = _hard("suits-duel", iterations=10, think_time=5.0)  # a cap on worlds, even with a clock: alone
    clocked.helpers = helpers
    clocked.strategy(view, legal)
    assert helpers.asked == [] and clocked.last_iterations == 10


def test_with_a_think_time_the_helpers_worlds_join_the_agents_own() -> None:
    state, seat = first_real_choice("clashing-blades")
    view, legal = state.observation(seat), state.legal_actions(seat)
    agent = _hard("clashing-blades", iterations=None, think_time=0.05)
    helpers = Recording(streams=2, worlds=7)
    agent.helpers = helpers
    results = agent.all_values(view, legal)
    assert len(helpers.asked) == 1
    copy, sent_view, sent_legal = helpers.asked[0]
    assert sent_view == view and sent_legal == legal and copy.helpers is None
    assert helpers.counts == [7, 7]
    longest = max(len(r) for r in results.values())
    assert agent.last_iterations == longest > 14, "its own worlds and both helpers' seven"
    racing = [a for a, r in results.items() if len(r) == longest]
    assert racing, "the actions racing everywhere have every world"
    for action in racing:
        assert results[action][-14:] == copy.values(view, legal, 1)[action][:7] + copy.values(view, legal, 2)[action][:7]


def test_a_helper_that_fails_leaves_the_agent_to_answer_from_its_own_worlds() -> None:
    state, seat = first_real_choice("el-royale")
    view, legal = state.observation(seat), state.legal_actions(seat)
    agent = _hard("el-royale", iterations=None, think_time=0.05)
    agent.helpers = Recording(fail=True)
    action = agent.choose(view, legal, random.Random(1))
    assert action in legal and agent.last_iterations >= 1


def test_the_agent_crosses_to_another_process_without_its_helpers() -> None:
    agent = _hard("clashing-blades", iterations=None, think_time=1.0)
    helpers = Recording()
    agent.helpers = helpers
    copy = pickle.loads(pickle.dumps(agent))
    assert copy.helpers is None and agent.helpers is helpers
    assert copy.budget == agent.budget


@pytest.mark.parametrize("game_id", SEARCHED)
def test_every_stream_imagines_the_same_worlds_when_every_hidden_card_is_dealt_again(game_id: str) -> None:
    """What a helper computes depends on the seat's view alone: twins that differ only in cards the seat cannot see
    give every stream the very same results (stream 0 is the search alone, covered in ``test_levels``)."""
    game = GAMES[game_id]
    redealt = 0
    for seed in range(3):
        state, seat = first_real_choice(game_id, seed)
        view, legal = state.observation(seat), state.legal_actions(seat)
        twin = game.determinize(view, Rng(500 + seed))
        assert twin.observation(seat) == view and twin.legal_actions(seat) == legal
        redealt += twin.to_dict() != state.to_dict()
        first, second = _hard(game_id, iterations=6), _hard(game_id, iterations=6)
        for stream in (1, 2):
            assert first.values(view, legal, stream) == second.values(twin.observation(seat), twin.legal_actions(seat), stream)
    assert redealt > 0, "the check really compared different hidden states"
