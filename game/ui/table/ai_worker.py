"""Computer players think on a worker thread, so the table never freezes.

The scene asks for a choice and polls each frame. Each request carries a
ticket; leaving the table (or starting a new request after a cancel) makes
a late answer be ignored.
"""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from ...ai import Agent
from ...engine import Action, Observation


@dataclass(frozen=True)
class Choice:
    seat: int
    action: Action | None
    error: str = ""


class AiWorker:
    """One background thread; at most one pending request at a time."""

    def __init__(self, min_think: float = 0.0) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self._future: Future[Choice] | None = None
        self._ticket = 0
        self._lock = threading.Lock()
        self.min_think = min_think

    @property
    def pending(self) -> bool:
        return self._future is not None

    def request(self, agent: Agent, seat: int, obs: Observation, legal: list[Action], rng: random.Random) -> None:
        """Start ``agent`` choosing for ``seat``; it sees only ``obs`` and ``legal``."""
        with self._lock:
            self._ticket += 1
            ticket = self._ticket
        think = self.min_think

        def run() -> Choice:
            started = time.monotonic()
            try:
                action = agent.choose(obs, legal, rng)
                error = ""
            except Exception as exc:  # an agent bug must not take the table down; the scene reports it
                action, error = None, f"{type(exc).__name__}: {exc}"
            rest = think - (time.monotonic() - started)
            if rest > 0:
                time.sleep(rest)
            return Choice(seat, action, error) if ticket == self._ticket else Choice(seat, None, "cancelled")

        self._future = self._pool.submit(run)

    def poll(self) -> Choice | None:
        """The finished choice, once; None while thinking or idle."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        choice = future.result()
        return None if choice.error == "cancelled" else choice

    def cancel(self) -> None:
        """Forget any pending request (its answer will be dropped)."""
        with self._lock:
            self._ticket += 1
        self._future = None

    def close(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
