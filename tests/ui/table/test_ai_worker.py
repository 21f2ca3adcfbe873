"""The computer's worker: it answers off the render thread (a searching player in a process of its own), and a
cancelled answer is dropped."""

import contextlib
import multiprocessing
import os
import pickle
import random
import sys
import threading
import time

import pytest

from game.ai import LEVELS, RandomAgent, make_agent
from game.engine import GAMES, SetupError, new_game
from game.ui.table.ai_process import NICENESS, ThinkerProcess
from game.ui.table.ai_worker import AiWorker


def wait(worker: AiWorker):
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        choice = worker.poll()
        if choice is not None:
            return choice
        time.sleep(0.001)
    raise AssertionError("the worker never answered")


def test_the_worker_answers_with_a_legal_action_for_the_seat() -> None:
    state = new_game("duel-of-swords", 2, seed=1)
    worker = AiWorker()
    legal = state.legal_actions(1)
    worker.request(RandomAgent(), 1, state.observation(1), legal, random.Random(0))
    choice = wait(worker)
    assert choice.seat == 1 and choice.action in legal
    assert worker.poll() is None and not worker.pending
    worker.close()


def test_a_cancelled_request_is_never_delivered() -> None:
    state = new_game("duel-of-swords", 2, seed=1)
    worker = AiWorker(min_think=0.05)
    worker.request(RandomAgent(), 0, state.observation(0), state.legal_actions(0), random.Random(0))
    worker.cancel()
    time.sleep(0.1)
    assert worker.poll() is None
    worker.close()


def test_an_agent_that_fails_is_logged_and_normal_chooses_instead(caplog: pytest.LogCaptureFixture) -> None:
    class Broken(RandomAgent):
        def choose(self, observation, legal_actions, rng):
            raise RuntimeError("boom")

    state = new_game("mortal-swords", 2, seed=1)
    seat = state.to_act()[0]
    obs, legal = state.observation(seat), state.legal_actions(seat)
    worker = AiWorker()
    worker.request(Broken(), seat, obs, legal, random.Random(0))
    choice = wait(worker)
    assert choice.action == make_agent("mortal-swords", "normal").choose(obs, legal, random.Random(0))
    assert "boom" in choice.error and "Normal" in choice.error
    assert any("boom" in r.getMessage() and r.name == "card-duels" for r in caplog.records)
    worker.close()


# -- thinking in a process of its own ---------------------------------------------------------------


class Counting(RandomAgent):
    """Remembers how often it chose: a state the table's copy must keep after a think in the process."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, observation, legal_actions, rng):
        self.calls += 1
        return super().choose(observation, legal_actions, rng)


class Slow(RandomAgent):
    def choose(self, observation, legal_actions, rng):
        time.sleep(30)
        return legal_actions[0]


def test_a_searching_player_thinks_in_a_process_and_the_table_goes_on_as_if_it_thought_here() -> None:
    state = new_game("duel-of-swords", 2, seed=1)
    legal = state.legal_actions(1)
    here, there = random.Random(7), random.Random(7)
    agent = Counting()
    expected = [agent.choose(state.observation(1), legal, here) for _ in range(3)]
    worker = AiWorker(separate_process=True)
    assert worker.kind == "process"
    agent = Counting()
    got = []
    for _ in range(3):
        worker.request(agent, 1, state.observation(1), legal, there)
        choice = _wait_long(worker)
        got.append(choice.action)
    assert got == expected, "the same rng stream as thinking on the thread"
    assert agent.calls == 3, "what the agent learnt in the process comes back to the table's copy"
    assert there.getstate() == here.getstate()
    worker.close()
    assert not multiprocessing.active_children()


def test_leaving_while_a_searching_player_thinks_ends_its_process_at_once() -> None:
    earlier = set(threading.enumerate())  # an earlier test's closed table may still be finishing a beat on its thread
    state = new_game("duel-of-swords", 2, seed=1)
    worker = AiWorker(separate_process=True)
    worker.request(Slow(), 0, state.observation(0), state.legal_actions(0), random.Random(0))
    time.sleep(0.2)
    assert worker.pending and multiprocessing.active_children()
    started = time.monotonic()
    worker.close()
    assert time.monotonic() - started < 3
    assert not worker.pending and worker.poll() is None
    assert not multiprocessing.active_children(), "no process left thinking"
    assert not [t for t in threading.enumerate() if t.name.startswith("ai") and t.is_alive() and t not in earlier]


def test_a_cancelled_think_in_a_process_is_dropped_and_the_next_one_answers() -> None:
    state = new_game("duel-of-swords", 2, seed=1)
    worker = AiWorker(separate_process=True)
    worker.request(Slow(), 0, state.observation(0), state.legal_actions(0), random.Random(0))
    worker.cancel()
    assert not worker.pending and worker.poll() is None
    legal = state.legal_actions(1)
    worker.request(RandomAgent(), 1, state.observation(1), legal, random.Random(0))
    assert _wait_long(worker).action in legal
    worker.close()


class Introspective(RandomAgent):
    """Notes the priority it thinks at (the table's copy learns it back)."""

    def __init__(self) -> None:
        self.niceness: int | None = None
        self.policy: int | None = None

    def choose(self, observation, legal_actions, rng):
        self.niceness = os.nice(0)
        self.policy = os.sched_getscheduler(0) if sys.platform.startswith("linux") else None
        return super().choose(observation, legal_actions, rng)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="niceness is a Unix notion")
def test_a_searching_player_thinks_at_a_lower_priority_than_the_table_so_frames_keep_their_core() -> None:
    table_niceness = os.nice(0)
    state = new_game("duel-of-swords", 2, seed=1)
    worker = AiWorker(separate_process=True)
    agent = Introspective()
    worker.request(agent, 0, state.observation(0), state.legal_actions(0), random.Random(0))
    _wait_long(worker)
    worker.close()
    assert agent.niceness == min(19, table_niceness + NICENESS), "the search gives way to the render loop"
    assert os.nice(0) == table_niceness, "the table keeps its own priority"
    if sys.platform.startswith("linux"):
        assert agent.policy == os.SCHED_BATCH, "and the search never preempts the table on waking"
        assert os.sched_getscheduler(0) != os.SCHED_BATCH


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="niceness is a Unix notion")
def test_the_thinker_and_its_helpers_give_way_from_the_moment_they_start_not_once_their_imports_are_done() -> None:
    """A child spends its first 0.15 s or so importing the game at full priority unless the table nices it as it
    starts; the child's own call afterwards must not nice it twice."""
    table_niceness = os.nice(0)
    wanted = min(19, table_niceness + NICENESS)
    state = new_game("duel-of-swords", 2, seed=1)
    thinker = ThinkerProcess(helpers=1)
    thinker.start()
    try:
        started = thinker.processes
        assert len(started) == 2, "the thinker and one helper"
        for process in started:
            assert os.getpriority(os.PRIO_PROCESS, process.pid) == wanted, "niced before its first import"
            if sys.platform.startswith("linux"):
                assert os.sched_getscheduler(process.pid) == os.SCHED_BATCH
        thinker.send(1, RandomAgent(), state.observation(0), state.legal_actions(0), random.Random(0))
        deadline = time.monotonic() + 60
        while (answer := thinker.receive()) is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert answer is not None and answer.ticket == 1, "the thinker has imported, niced itself and answered"
        assert os.getpriority(os.PRIO_PROCESS, started[0].pid) == wanted, "niced once, not twice"
    finally:
        thinker.stop()
    assert os.nice(0) == table_niceness, "the table keeps its own priority"


def test_an_agent_that_cannot_be_pickled_thinks_on_the_thread() -> None:
    class Unpicklable(RandomAgent):
        def __init__(self) -> None:
            self.lock = threading.Lock()

    state = new_game("duel-of-swords", 2, seed=1)
    worker = AiWorker(separate_process=True)
    legal = state.legal_actions(0)
    worker.request(Unpicklable(), 0, state.observation(0), legal, random.Random(0))
    assert worker._future is not None and worker.last_used == "thread"
    assert wait(worker).action in legal
    worker.close()


def _wait_long(worker: AiWorker):
    """A fresh process needs a moment to start (it imports the engine) on a busy machine."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        choice = worker.poll()
        if choice is not None:
            return choice
        time.sleep(0.005)
    raise AssertionError("the worker process never answered")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_what_crosses_to_the_process_pickles_for_every_game_and_level(game_id: str) -> None:
    game = GAMES[game_id]
    state = new_game(game_id, game.min_seats, seed=5)
    rng = random.Random(5)
    for _ in range(12):
        if state.outcome is not None:
            break
        seat = state.to_act()[0]
        view, legal = state.observation(seat), state.legal_actions(seat)
        assert pickle.loads(pickle.dumps((view, legal))) == (view, legal)
        state.apply(seat, rng.choice(legal))
    agents = []
    for level in LEVELS:
        with contextlib.suppress(SetupError):  # a level a new game does not have yet
            agents.append(make_agent(game_id, level))
    assert agents
    for agent in agents:
        assert type(pickle.loads(pickle.dumps(agent))) is type(agent)
