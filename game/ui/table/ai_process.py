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

On a machine with cores to spare the thinker may have helpers
(:mod:`.search_helpers`): processes started beside it that imagine worlds
of the same search; they start, stop and die with it.
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
from multiprocessing.process import BaseProcess
from typing import Any

from ...ai import Agent
from ...ai.hard.rollouts import TakesHelpers
from ...engine import Action, Observation
from .search_helpers import HelperPool, help_search, requests

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


def serve(conn: Connection, helper_conns: list[Connection] | None = None) -> None:
    """The child's loop: choose for each request until told to stop (``None``) or the pipe closes.

    ``helper_conns`` lead to the helpers started beside it: a search that can share its worlds out uses them.
    """
    yield_to_the_table()
    helpers = HelperPool(helper_conns or [])
    for ticket, agent, obs, legal, rng in requests(conn):
        if isinstance(agent, TakesHelpers) and helpers.size:
            agent.helpers = helpers
        action, error = choose_or_fall_back(agent, obs, legal, rng)
        try:
            conn.send(Answer(ticket, action, error, rng.getstate(), agent))
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            conn.send(Answer(ticket, action, error, rng.getstate(), None))


def yield_to_the_table(pid: int = 0) -> None:
    """Make a search process (``pid``, or this one) give way to the table's render loop wherever they meet on a core.

    At the same priority, the child woken by a request took the core from
    the frame that sent it: on the loaded 2-core machine that frame took a
    median 15.9 ms against 10.7 ms with the child niced by
    :data:`NICENESS` and scheduled as batch work (Linux's ``SCHED_BATCH``:
    no preempting on waking), and the frames the search ran through a p99
    of 14.3 against 8.9 ms (README, "While a computer thinks"). A platform
    without these keeps its priority.

    The table calls it on each child the moment it starts, so the child's
    first 0.15 s of imports already give way; the child calls it again on
    itself (``pid`` 0, the table being its parent), which changes nothing
    then and covers a child started some other way. Either call sets the
    table's niceness plus :data:`NICENESS`, never adds to what is there.
    """
    table = os.getpid() if pid else os.getppid()
    with contextlib.suppress(OSError, AttributeError):
        wanted = min(19, os.getpriority(os.PRIO_PROCESS, table) + NICENESS)  # Unix caps niceness at 19
        if os.getpriority(os.PRIO_PROCESS, pid) < wanted:
            os.setpriority(os.PRIO_PROCESS, pid, wanted)
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError):
            os.sched_setscheduler(pid, os.SCHED_BATCH, os.sched_param(0))


def _give_way_from_the_start(process: BaseProcess) -> None:
    """Nice a child the table has just started, before its imports run (see :func:`yield_to_the_table`)."""
    if process.pid is not None:  # set by start(); None only for a process never started
        yield_to_the_table(process.pid)


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
    """One child process and its pipe, and the helpers of its search; at most one request in flight."""

    def __init__(self, helpers: int = 0) -> None:
        self._process: Any = None
        self._conn: Connection | None = None
        self.ticket: int | None = None
        #: How many helper processes to start beside the thinker (0: it searches alone).
        self.helpers = helpers
        self._helpers: list[Any] = []

    @property
    def processes(self) -> list[Any]:
        """The thinker and its helpers, as started (for the tests: none may outlive a cancel)."""
        return [p for p in (self._process, *self._helpers) if p is not None]

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def start(self) -> None:
        """Start the child now (it imports the engine while the table does other things)."""
        if self.alive:
            return
        context = multiprocessing.get_context("spawn")
        ends = self._start_helpers(context)
        parent, child = context.Pipe()
        process = context.Process(target=serve, args=(child, ends), name="card-duels-ai", daemon=True)
        try:
            process.start()
            _give_way_from_the_start(process)
        finally:
            for end in (child, *ends):  # the thinker has its own copies now
                end.close()
        self._process, self._conn, self.ticket = process, parent, None

    def _start_helpers(self, context: Any) -> list[Connection]:
        """Start the helpers (as many as will start: a failure leaves fewer, at worst none) and return the thinker's
        ends of their pipes."""
        self._stop_helpers()
        ends: list[Connection] = []
        for i in range(self.helpers):
            mine, theirs = context.Pipe()
            helper = context.Process(target=help_search, args=(theirs,), name=f"card-duels-ai-helper-{i + 1}", daemon=True)
            try:
                helper.start()
            except (OSError, ValueError, RuntimeError):
                mine.close()
                break
            finally:
                theirs.close()
            _give_way_from_the_start(helper)
            self._helpers.append(helper)
            ends.append(mine)
        return ends

    def _stop_helpers(self) -> None:
        helpers, self._helpers = self._helpers, []
        _end(helpers)

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
        process, conn, helpers = self._process, self._conn, self._helpers
        self._process, self._conn, self.ticket, self._helpers = None, None, None, []
        _end([p for p in (process, *helpers) if p is not None], wait)
        if conn is not None:
            conn.close()


def _end(processes: list[Any], wait: bool = True) -> None:
    """Terminate every process at once, then (if ``wait``) join each, killing any that lingers."""
    for process in processes:
        if process.is_alive():
            process.terminate()
    if not wait:
        return
    for process in processes:
        process.join(JOIN_TIMEOUT)
        if process.is_alive():
            process.kill()
            process.join(JOIN_TIMEOUT)
