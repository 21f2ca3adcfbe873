"""The computer's worker thread: it answers off the render thread, and a cancelled answer is dropped."""

import random
import time

from game.ai import RandomAgent
from game.engine import new_game
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


def test_an_agent_that_fails_is_reported_not_raised() -> None:
    class Broken(RandomAgent):
        def choose(self, observation, legal_actions, rng):
            raise RuntimeError("boom")

    state = new_game("duel-of-swords", 2, seed=1)
    worker = AiWorker()
    worker.request(Broken(), 0, state.observation(0), state.legal_actions(0), random.Random(0))
    choice = wait(worker)
    assert choice.action is None and "boom" in choice.error
    worker.close()
