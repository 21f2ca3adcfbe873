"""Computer players think off the render thread, so the table never freezes.

The scene asks for a choice and polls each frame. Each request carries a
ticket; leaving the table (or starting a new request after a cancel) makes
a late answer be ignored.

Quick players (Random, Normal) think on a worker thread: they answer in
milliseconds. A player that searches (``separate_process``) thinks in a
process of its own (:mod:`.ai_process`), because a pure-Python search on
a thread holds the GIL and stretches the table's frames; cancelling it
ends that process at once. An agent or a position that cannot be pickled,
or a process that cannot start, falls back to the thread. An agent that
fails is written to the app's log and Normal chooses for it instead.
With ``search_processes`` above 1, the thinking process has helpers that
search alongside it on the other cores (:mod:`.search_helpers`).
"""

from __future__ import annotations

import logging
import random
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from ...ai import Agent
from ...engine import Action, Observation
from ..crash import LOGGER
from .ai_process import Answer, ThinkerProcess, choose_or_fall_back, picklable


@dataclass(frozen=True)
class Choice:
    seat: int
    action: Action | None
    error: str = ""


@dataclass
class _Pending:
    """A request in a child process: whose, since when, and what to update when it answers."""

    ticket: int
    seat: int
    agent: Agent
    rng: random.Random
    started: float
    answer: Answer | None = None


class AiWorker:
    """One background thread (or process); at most one pending request at a time."""

    def __init__(self, min_think: float = 0.0, separate_process: bool = False, search_processes: int = 1) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self._future: Future[Choice] | None = None
        self._ticket = 0
        self._lock = threading.Lock()
        self.min_think = min_think
        self._process = ThinkerProcess(helpers=max(0, search_processes - 1)) if separate_process else None
        self._in_process: _Pending | None = None
        #: Where the last request was thought: ``thread`` or ``process`` (an unpicklable agent falls back to the thread).
        self.last_used = ""
        if self._process is not None:
            self._start_process()

    @property
    def kind(self) -> str:
        """How the thinking runs: ``process`` or ``thread`` (for the bench and the tests)."""
        return "process" if self._process is not None else "thread"

    @property
    def processes(self) -> list[Any]:
        """The processes thinking for this worker now: the thinker and its helpers (none on the thread)."""
        return self._process.processes if self._process is not None else []

    @property
    def pending(self) -> bool:
        return self._future is not None or self._in_process is not None

    @property
    def drawing(self) -> bool:
        """A choice is running on the thread, drawing on the generator it was given (a process draws on a copy)."""
        return self._future is not None and not self._future.done()

    def request(self, agent: Agent, seat: int, obs: Observation, legal: list[Action], rng: random.Random) -> None:
        """Start ``agent`` choosing for ``seat``; it sees only ``obs`` and ``legal``."""
        with self._lock:
            self._ticket += 1
            ticket = self._ticket
        if self._process is not None and picklable(agent, obs, legal, rng):
            try:
                self._process.send(ticket, agent, obs, legal, rng)
            except (OSError, EOFError, ValueError):
                self._process.stop()
            else:
                self._in_process = _Pending(ticket, seat, agent, rng, time.monotonic())
                self.last_used = "process"
                return
        self.last_used = "thread"
        think = self.min_think

        def run() -> Choice:
            started = time.monotonic()
            action, error = choose_or_fall_back(agent, obs, legal, rng)  # an agent bug never takes the table down
            rest = think - (time.monotonic() - started)
            if rest > 0:
                time.sleep(rest)
            return Choice(seat, action, error) if ticket == self._ticket else Choice(seat, None, "cancelled")

        self._future = self._pool.submit(run)

    def poll(self) -> Choice | None:
        """The finished choice, once; None while thinking or idle."""
        if self._in_process is not None:
            return self._poll_process()
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        choice = future.result()
        return None if choice.error == "cancelled" else _logged(choice)

    def _poll_process(self) -> Choice | None:
        pending = self._in_process
        assert pending is not None and self._process is not None
        if pending.answer is None:
            try:
                pending.answer = self._process.receive()
            except EOFError as exc:
                self._in_process = None
                self._process.stop()
                return _logged(Choice(pending.seat, None, str(exc)))
            if pending.answer is None:
                return None
        if time.monotonic() - pending.started < self.min_think:
            return None
        answer = pending.answer
        self._in_process = None
        if answer.ticket != pending.ticket:
            return None
        pending.rng.setstate(answer.rng_state)
        _take_state(pending.agent, answer.agent)
        return _logged(Choice(pending.seat, answer.action, answer.error))

    def cancel(self) -> None:
        """Forget any pending request (its answer will be dropped; a thinking process is ended and replaced)."""
        if self._drop() and self._process is not None:
            self._start_process()

    def close(self) -> None:
        """Forget any request and end the worker thread and any process: nothing is left thinking after the table."""
        self._drop()
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self._process is not None:
            self._process.stop()
            self._process = None

    def _drop(self) -> bool:
        """Invalidate the pending request; True if a process was ended because it was thinking."""
        with self._lock:
            self._ticket += 1
        self._future = None
        if self._in_process is None or self._process is None:
            return False
        self._in_process = None
        self._process.stop()
        return True

    def _start_process(self) -> None:
        assert self._process is not None
        try:
            self._process.start()
        except (OSError, ValueError, RuntimeError):
            self._process = None  # no process here (a frozen build without support, a sandbox): think on the thread


def _logged(choice: Choice) -> Choice:
    """A choice whose agent failed is written to the app's log (the player sees the game go on)."""
    if choice.error:
        logging.getLogger(LOGGER).error("computer player for seat %d: %s", choice.seat, choice.error)
    return choice


def _take_state(agent: Agent, thought: Agent | None) -> None:
    """Give the table's agent what its copy learnt while choosing (habits read, caches), as if it had chosen here."""
    if thought is None or type(thought) is not type(agent) or not hasattr(agent, "__dict__"):
        return
    agent.__dict__.clear()
    agent.__dict__.update(thought.__dict__)
