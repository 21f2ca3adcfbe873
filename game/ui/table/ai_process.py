"""A computer player thinking in a process of its own, so a search never takes the GIL from the table.

A thread that searches in pure Python holds the GIL, and the render loop
then waits up to a switch interval (5 ms) every time it gives the GIL up
(sleeping, pumping events, presenting): frames stretch past 16 ms. A
process has its own interpreter and, on two cores, its own core.

The child is started with ``spawn`` (the same on every platform, and no
copy of SDL's threads). It receives ``(ticket, agent, observation,
legal actions, rng)``, all plain picklable values, and answers with the
action, the rng after the choice and the agent after the choice, so the
parent's rng and agent go on exactly as if the thinking had been done
in-process. Cancelling a pending think ends the process at once; the next
request starts a fresh one. The child yields the CPU to the table
(:func:`yield_to_the_table`): on a busy machine the search thinks a little
less rather than the frames stretching. Nothing here imports pygame.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import random
import sys
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from ...ai import Agent
from ...engine import Action, Observation

#: Seconds to wait for a child to end politely before it is killed.
JOIN_TIMEOUT = 1.0
#: How much nicer than the table the child runs (Unix niceness, added to the table's own).
NICENESS = 10


@dataclass(frozen=True)
class Answer:
    """What the child sends back for one request."""

    ticket: int
    action: Action | None
    error: str
    rng_state: Any
    agent: Agent | None


def serve(conn: Connection) -> None:
    """The child's loop: choose for each request until told to stop (``None``) or the pipe closes."""
    yield_to_the_table()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        ticket, agent, obs, legal, rng = request
        action, error = choose_or_fall_back(agent, obs, legal, rng)
        try:
            conn.send(Answer(ticket, action, error, rng.getstate(), agent))
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            conn.send(Answer(ticket, action, error, rng.getstate(), None))


def yield_to_the_table() -> None:
    """Make this (the child) process give way to the table's render loop wherever they meet on a core.

    At the same priority, the child woken by a request took the core from
    the frame that sent it: on the loaded 2-core machine that frame took a
    median 15.9 ms against 10.7 ms with the child niced by
    :data:`NICENESS` and scheduled as batch work (Linux's ``SCHED_BATCH``:
    no preempting on waking), and the frames the search ran through a p99
    of 14.3 against 8.9 ms (README, "While a computer thinks"). A platform
    without these keeps its priority.
    """
    with contextlib.suppress(OSError, AttributeError):
        os.nice(NICENESS)
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError):
            os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))


def choose_or_fall_back(agent: Agent, obs: Observation, legal: list[Action], rng: random.Random) -> tuple[Action | None, str]:
    """The agent's choice; if it fails, Normal's choice and what went wrong (for the log), never a random move.

    ``(None, error)`` only when Normal fails as well; the table then says so.
    """
    try:
        return agent.choose(obs, legal, rng), ""
    except Exception as exc:  # an agent bug is reported (and logged by the table), never raised here
        error = f"{type(agent).__name__} failed with {type(exc).__name__}: {exc}"
    try:
        from ...ai import make_agent

        return make_agent(obs.game, "normal").choose(obs, legal, rng), error + "; Normal's move was played"
    except Exception as exc:
        return None, f"{error}; Normal failed too ({type(exc).__name__}: {exc})"


def picklable(*values: object) -> bool:
    """Whether ``values`` can cross to the child (an agent holding a lock or a lambda cannot)."""
    try:
        pickle.dumps(values)
    except (pickle.PicklingError, TypeError, AttributeError):
        return False
    return True


class ThinkerProcess:
    """One child process and its pipe; at most one request in flight."""

    def __init__(self) -> None:
        self._process: Any = None
        self._conn: Connection | None = None
        self.ticket: int | None = None

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def start(self) -> None:
        """Start the child now (it imports the engine while the table does other things)."""
        if self.alive:
            return
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        process = context.Process(target=serve, args=(child,), name="card-duels-ai", daemon=True)
        process.start()
        child.close()
        self._process, self._conn, self.ticket = process, parent, None

    def send(self, ticket: int, agent: Agent, obs: Observation, legal: list[Action], rng: random.Random) -> None:
        self.start()
        assert self._conn is not None
        self._conn.send((ticket, agent, obs, legal, rng))
        self.ticket = ticket

    def receive(self) -> Answer | None:
        """The answer if one has arrived (never blocks); raises ``EOFError`` if the child died."""
        if self._conn is None or self.ticket is None:
            return None
        if not self._conn.poll():
            if not self.alive:
                raise EOFError("the computer player's process stopped")
            return None
        answer: Answer = self._conn.recv()
        self.ticket = None
        return answer

    def stop(self, wait: bool = True) -> None:
        """End the child at once (it holds nothing worth a polite goodbye, and may be deep in a search)."""
        process, conn = self._process, self._conn
        self._process, self._conn, self.ticket = None, None, None
        if process is None:
            return
        if process.is_alive():
            process.terminate()
        if wait:
            process.join(JOIN_TIMEOUT)
            if process.is_alive():
                process.kill()
                process.join(JOIN_TIMEOUT)
        if conn is not None:
            conn.close()
