"""Processes that imagine worlds for the computer's search on the other cores, while the thinker imagines its own.

Root parallelism: every helper receives the agent, the seat's observation
and the legal actions (what the thinker itself was given, nothing more),
searches its own stream of worlds for the same think time
(``RolloutAgent.values`` with its stream number), and sends back its
results; the thinker merges them with its own
(:func:`~game.ai.hard.rollouts.merge_streams`).

The helpers are started by the table's process beside the thinker (a
daemon process may not start children of its own) and talk only to the
thinker, over pipes handed to both at start. They are started once and
reused for every decision; the table ends them with the thinker (a cancel,
leaving the table), and each ends by itself if its pipe closes. They give
way to the table like the thinker does. A helper that is late is left out
of that decision, one whose pipe breaks is dropped, and the search goes on
with the others: at worst the thinker searches alone, as on one core.
"""

from __future__ import annotations

import os
import pickle
import time
from collections.abc import Iterator
from multiprocessing.connection import Connection
from typing import Any

from ...ai.hard.rollouts import Results, SharesWorlds
from ...engine import Action, Observation

#: Most processes one search uses (the thinker and its helpers): more cores than this are left to the rest of the machine.
MAX_PROCESSES = 4
#: Whether a search that can share its worlds out (a computer's Hard, Analysis) uses every usable core (up to
#: :data:`MAX_PROCESSES`) rather than one. On: with the 2-core machine quiet, 2 processes imagined 1.9-2.3 times the
#: worlds of one in the same second and the frames held (README, "Hard on more than one core"); on one core it is one
#: process anyway. ``python -m game bench`` measures both on any machine.
PARALLEL_SEARCH = True
#: Seconds past the think time (from the ask) a helper may take to answer before the decision goes on without it.
GRACE = 0.5


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the platform says), at least 1."""
    count = getattr(os, "process_cpu_count", None)  # Python 3.13+
    if count is not None:
        return max(1, count() or 1)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def search_processes(parallel: bool) -> int:
    """How many processes a computer's search uses: one per usable core up to :data:`MAX_PROCESSES`, or 1 if not
    ``parallel``."""
    return min(MAX_PROCESSES, usable_cores()) if parallel else 1


def requests(conn: Connection) -> Iterator[Any]:
    """What comes down a worker process's pipe, one request at a time, until ``None`` comes or the pipe closes
    (the thinker's and the helpers' loops alike)."""
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        yield request


def help_search(conn: Connection) -> None:
    """A helper's loop: imagine worlds for each request ``(ticket, agent, observation, legal, stream)`` until the pipe
    closes or ``None`` comes; answer ``(ticket, results)``, or ``(ticket, None)`` if the search failed."""
    from .ai_process import yield_to_the_table  # here: the thinker's module imports this one

    yield_to_the_table()
    for ticket, agent, observation, legal, stream in requests(conn):
        try:
            results: Results | None = agent.values(observation, legal, stream)
        except Exception:  # a failed stream is left out by the thinker; the search goes on without it
            results = None
        try:
            conn.send((ticket, results))
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            return


class Gone(Exception):
    """A helper's pipe broke or carried something that is not an answer: the helper is out of service."""


class HelperPool:
    """The thinker's side of its helpers: ask them all, collect what each answers (``WorldHelpers``).

    A helper that misses its time is left out of that decision but kept: its late answer carries an old ticket
    and is skipped when the next one is collected. A helper whose pipe breaks is dropped for good.
    """

    def __init__(self, conns: list[Connection]) -> None:
        self._conns = list(conns)
        self._asked: list[Connection] = []
        self._ticket = 0
        self._deadline = 0.0

    @property
    def size(self) -> int:
        """Helpers still in service."""
        return len(self._conns)

    def ask(self, agent: SharesWorlds, observation: Observation, legal: list[Action], seconds: float) -> int:
        self._ticket += 1
        self._deadline = time.monotonic() + seconds + GRACE
        self._asked = []
        for stream, conn in enumerate(list(self._conns), start=1):
            try:
                conn.send((self._ticket, agent, observation, legal, stream))
            except (OSError, ValueError, pickle.PicklingError, TypeError, AttributeError):
                self._drop(conn)
            else:
                self._asked.append(conn)
        return len(self._asked)

    def collect(self) -> list[Results]:
        out: list[Results] = []
        for conn in self._asked:
            try:
                results = self._answer(conn)
            except Gone:
                self._drop(conn)
                continue
            if results is not None:
                out.append(results)
        self._asked = []
        return out

    def _answer(self, conn: Connection) -> Results | None:
        """This decision's results from one helper; None if it failed or is late (``Gone`` if its pipe broke)."""
        try:
            while conn.poll(max(0.0, self._deadline - time.monotonic())):
                answer: Any = conn.recv()
                if not isinstance(answer, tuple) or len(answer) != 2:
                    raise Gone
                if answer[0] == self._ticket:
                    results: Results | None = answer[1]
                    return results
        except (EOFError, OSError, pickle.UnpicklingError, AttributeError, ImportError) as exc:
            raise Gone from exc
        return None

    def _drop(self, conn: Connection) -> None:
        if conn in self._conns:
            self._conns.remove(conn)
        conn.close()
