"""Hard's helpers at the table: processes beside the thinker that imagine worlds of the same search from the same
observation, give way to the table like it, and never outlive it (a cancel, a closed table, a thinker that died)."""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import sys
import time
from collections.abc import Sequence

import pytest

from game.ai import make_agent
from game.ai.analysis import Analyst
from game.ai.hard.rollouts import Results, RolloutAgent
from game.ai.heuristics.clashing_blades import NormalAgent
from game.ai.ismcts import Budget
from game.engine import GAMES, Action, Observation
from game.engine.rng import Rng
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.ai_process import NICENESS
from game.ui.table.ai_worker import AiWorker
from game.ui.table.analysis_worker import TableAnalysis
from game.ui.table.computer_seats import ComputerSeats
from game.ui.table.search_helpers import (
    GRACE,
    MAX_PROCESSES,
    PARALLEL_SEARCH,
    HelperPool,
    help_search,
    search_processes,
    usable_cores,
)

from random_walks import first_real_choice

#: Long enough that a test fails if anything waited for the search to end.
LONG = 30.0


def _helper() -> tuple[HelperPool, multiprocessing.Process]:
    context = multiprocessing.get_context("spawn")
    mine, theirs = context.Pipe()
    process = context.Process(target=help_search, args=(theirs,), daemon=True)
    process.start()
    theirs.close()
    return HelperPool([mine]), process


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def _until(condition, limit: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "it never happened"
        time.sleep(0.02)


class Witness(RolloutAgent):
    """Each process's "worlds" say which stream it was and how nice it ran; the merged list comes back to the table."""

    def __init__(self, seconds: float = 0.05) -> None:
        super().__init__("clashing-blades", NormalAgent(), budget=Budget(iterations=None, seconds=seconds))
        self.seen: list[float] = []

    def values(self, observation: Observation, legal: list[Action], stream: int = 0) -> Results:
        niceness = float(os.nice(0)) if hasattr(os, "nice") else 0.0
        policy = float(os.sched_getscheduler(0)) if sys.platform.startswith("linux") else 0.0
        self.last_iterations = 1
        return {a: [float(stream), niceness, policy] for a in legal}

    def all_values(self, observation: Observation, legal: list[Action]) -> Results:
        results = super().all_values(observation, legal)
        self.seen = results[legal[0]]
        return results


def _answer(worker: AiWorker):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        choice = worker.poll()
        if choice is not None:
            return choice
        time.sleep(0.005)
    raise AssertionError("the worker never answered")


@pytest.mark.parametrize("game_id", ["clashing-blades", "suits-duel", "el-royale"])
def test_a_helper_process_imagines_exactly_its_stream_from_the_view_alone(game_id: str) -> None:
    """The parallel path under the redeal check: twins that differ only in cards the seat cannot see get the same
    worlds from a real helper, and those are the stream the agent would imagine itself."""
    pool, process = _helper()
    try:
        state, seat = first_real_choice(game_id, 2)
        view, legal = state.observation(seat), state.legal_actions(seat)
        twin = GAMES[game_id].determinize(view, Rng(77))
        assert twin.observation(seat) == view and twin.to_dict() != state.to_dict()
        agent = make_agent(game_id, "hard", think_time=None, iterations=5)
        assert isinstance(agent, RolloutAgent)
        assert pool.ask(agent, view, legal, 1.0) == 1
        there = pool.collect()
        assert pool.ask(agent, twin.observation(seat), twin.legal_actions(seat), 1.0) == 1
        assert pool.collect() == there == [agent.values(view, legal, 1)]
    finally:
        process.terminate()
        process.join(5)


def test_a_helper_that_dies_is_dropped_and_the_search_answers_from_its_own_worlds() -> None:
    pool, process = _helper()
    state, seat = first_real_choice("clashing-blades", 4)
    view, legal = state.observation(seat), state.legal_actions(seat)
    process.kill()
    process.join(5)
    agent = make_agent("clashing-blades", "hard", think_time=0.05, iterations=None)
    assert isinstance(agent, RolloutAgent)
    agent.helpers = pool
    action = agent.choose(view, legal, random.Random(4))
    assert action in legal and agent.last_iterations >= 1
    assert pool.size == 0, "never asked again"


def test_at_the_table_the_helpers_worlds_come_back_merged_and_they_think_as_nicely_as_the_thinker() -> None:
    state, seat = first_real_choice("clashing-blades", 5)
    worker = AiWorker(separate_process=True, search_processes=2)
    try:
        assert len(worker.processes) == 2
        agent = Witness()
        deadline = time.monotonic() + 20
        while True:  # a helper still starting up is left out of a decision (GRACE): ask again
            worker.request(agent, seat, state.observation(seat), state.legal_actions(seat), random.Random(5))
            choice = _answer(worker)
            assert choice.error == "" and choice.action in state.legal_actions(seat)
            if len(agent.seen) > 3 or time.monotonic() > deadline:
                break
        assert agent.seen[0::3] == [0.0, 1.0], "the thinker's stream, then the helper's"
        if hasattr(os, "nice"):
            assert agent.seen[1] == agent.seen[4] == min(19, os.nice(0) + NICENESS), "both give way to the table"
        if sys.platform.startswith("linux"):
            assert agent.seen[2] == agent.seen[5] == os.SCHED_BATCH
    finally:
        worker.close()
    assert not multiprocessing.active_children()


def test_a_cancel_ends_the_thinker_and_every_helper_at_once() -> None:
    """Undo or a human move cancels: none of the processes that were searching may live on."""
    state, seat = first_real_choice("suits-duel", 6)
    worker = AiWorker(separate_process=True, search_processes=3)
    try:
        agent = make_agent("suits-duel", "hard", think_time=LONG, iterations=None)
        old = worker.processes
        assert len(old) == 3
        worker.request(agent, seat, state.observation(seat), state.legal_actions(seat), random.Random(6))
        time.sleep(1.0)  # the helpers started and the search is under way
        pids = [p.pid for p in old]
        assert all(p.is_alive() for p in old)
        started = time.monotonic()
        worker.cancel()
        assert time.monotonic() - started < 3.0, "a cancel never waits for the search"
        assert all(_gone(pid) for pid in pids), "no process that was searching outlives the cancel"
        assert not set(pids) & {p.pid for p in multiprocessing.active_children()}
        assert len(worker.processes) == 3, "a fresh thinker and helpers wait for the next question"
    finally:
        worker.close()
    assert not multiprocessing.active_children(), "closing the table leaves nothing behind"


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="killing a process outright is a Unix notion")
def test_a_helper_whose_thinker_died_ends_by_itself() -> None:
    worker = AiWorker(separate_process=True, search_processes=2)
    try:
        thinker, helper = worker.processes
        _until(helper.is_alive)
        os.kill(thinker.pid, signal.SIGKILL)
        helper.join(10)
        assert not helper.is_alive(), "its pipe closed with the thinker, so it stopped waiting"
    finally:
        worker.close()


def test_the_table_gives_a_search_that_shares_its_worlds_a_process_per_usable_core_and_other_players_one() -> None:
    setup = GameSetup("clashing-blades", (SeatSetup("You", True), SeatSetup("Computer", False, "hard")), {}, 3)
    seats = ComputerSeats(setup, beat=0.0, think_time=1.0)
    try:
        assert len(seats.worker.processes) == search_processes(PARALLEL_SEARCH)
    finally:
        seats.close()
    quick = GameSetup("clashing-blades", (SeatSetup("You", True), SeatSetup("Computer", False, "normal")), {}, 3)
    assert ComputerSeats(quick, beat=0.0, think_time=1.0).worker.processes == []
    solved = GameSetup("duel-of-swords", (SeatSetup("You", True), SeatSetup("Computer", False, "hard")), {}, 3)
    seats = ComputerSeats(solved, beat=0.0, think_time=1.0)  # its Hard plays a solved game: a process, no helpers
    try:
        assert len(seats.worker.processes) == 1
    finally:
        seats.close()
    assert 1 <= search_processes(True) <= min(MAX_PROCESSES, usable_cores()) and search_processes(False) == 1


def test_helpers_that_cannot_start_leave_the_thinker_to_search_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """No process to spare (a sandbox, a process limit): the computer still answers, from its own worlds."""
    real = multiprocessing.get_context("spawn")

    class Refused:
        def start(self) -> None:
            raise OSError("no more processes")

    class NoRoomForHelpers:
        def Pipe(self):  # type: ignore[no-untyped-def]
            return real.Pipe()

        def Process(self, target, **kwargs):  # type: ignore[no-untyped-def]
            return Refused() if target is help_search else real.Process(target=target, **kwargs)

    monkeypatch.setattr(multiprocessing, "get_context", lambda method=None: NoRoomForHelpers())
    state, seat = first_real_choice("clashing-blades", 7)
    worker = AiWorker(separate_process=True, search_processes=2)
    try:
        assert len(worker.processes) == 1, "the thinker started, its helper could not"
        agent = make_agent("clashing-blades", "hard", think_time=0.1, iterations=None)
        worker.request(agent, seat, state.observation(seat), state.legal_actions(seat), random.Random(7))
        choice = _answer(worker)
        assert choice.error == "" and choice.action in state.legal_actions(seat)
        assert worker.last_used == "process" and agent.last_iterations >= 1
    finally:
        worker.close()


class Slow(RolloutAgent):
    """A helper's stream that runs far past its think time."""

    def __init__(self) -> None:
        super().__init__("clashing-blades", NormalAgent(), budget=Budget(iterations=None, seconds=0.05))

    def values(self, observation: Observation, legal: list[Action], stream: int = 0) -> Results:
        time.sleep(GRACE + 1.0)
        return super().values(observation, legal, stream)


def test_a_late_helper_is_left_out_of_that_decision_and_its_stale_answer_skipped_at_the_next() -> None:
    pool, process = _helper()
    try:
        state, seat = first_real_choice("clashing-blades", 8)
        view, legal = state.observation(seat), state.legal_actions(seat)
        assert pool.ask(Slow(), view, legal, 0.05) == 1
        started = time.monotonic()
        assert pool.collect() == [], "the decision went on without it"
        assert time.monotonic() - started < 0.05 + GRACE + 0.5
        assert pool.size == 1, "late is not gone"
        agent = make_agent("clashing-blades", "hard", think_time=None, iterations=4)
        assert pool.ask(agent, view, legal, 0.05 + GRACE + 1.0) == 1
        assert pool.collect() == [agent.values(view, legal, 1)], "this decision's answer, not the stale one"
    finally:
        process.terminate()
        process.join(5)


class WitnessAnalyst(Analyst):
    """Analysis that notes whether the process it thought in handed it the helpers."""

    def __init__(self) -> None:
        super().__init__(seconds=0.2)
        self.helped = False

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        self.helped = self.helpers is not None and self.helpers.size > 0
        return super().choose(observation, legal_actions, rng)


def test_analysis_thinks_on_the_helpers_too_and_the_table_gives_it_a_process_per_usable_core() -> None:
    state, seat = first_real_choice("clashing-blades", 7)
    worker = AiWorker(separate_process=True, search_processes=2)
    try:
        analyst = WitnessAnalyst()
        worker.request(analyst, seat, state.observation(seat), state.legal_actions(seat), random.Random(7))
        choice = _answer(worker)
        assert choice.error == "" and analyst.helped and analyst.estimates
        assert analyst.helpers is None, "the helpers stay in the process they serve"
    finally:
        worker.close()
    analysis = TableAnalysis(seconds=1.0)
    try:
        assert analysis.processes == [], "nothing starts before the first question"
        analysis.ask(seat, state.observation(seat), state.legal_actions(seat))
        assert len(analysis.processes) == search_processes(PARALLEL_SEARCH)
    finally:
        analysis.close()
    assert not multiprocessing.active_children()
