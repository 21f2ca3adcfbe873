"""Analysis at the table: Hard's estimates for the player's options, thought in a process of its own.

Analysis is asked as a computer player is (:class:`game.ai.analysis.Analyst`
through an :class:`.ai_worker.AiWorker` that thinks in a separate process),
so the frame loop never runs a search and cancelling ends the search at
once. It is asked only with the observation and legal actions of the seat
whose turn is on screen, so it can know nothing that seat may not know.

The table starts the process when a player sits down (:meth:`TableAnalysis.warm`),
not at the first question: an answer is due within the think time of the
question, and a process started then spends that time importing the
engine. On the 2-core machine with two other searches running, the first
answer of a cold process came after 1.2-1.5 s from 2 deals where a warm one
answered in 0.8 s from 38; on a quiet machine the cold one still lost a
tenth of its deals (2026-11-28). An idle process costs memory, no CPU.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ...ai.analysis import Analyst, Estimate
from ...engine import Action, Observation, State
from .ai_worker import AiWorker
from .search_helpers import PARALLEL_SEARCH, search_processes

#: Share of the think time the analysis may spend from the moment it is asked: the rest carries the answer back.
ANSWER_SHARE = 0.9


class TableAnalysis:
    """One analysis at a time: for which seat and moment, whether it is still thinking, and its answer."""

    def __init__(self, seconds: float) -> None:
        #: The thinking budget: the think-time setting, so an answer comes within it.
        self.seconds = seconds
        self._worker: AiWorker | None = None
        self._analyst: Analyst | None = None
        self._asked: list[Action] = []
        #: What the seat saw when asked: the estimates answer for this view.
        self.view: Observation | None = None
        #: The seat the open panel is for (None: no panel).
        self.seat: int | None = None
        #: Hard's estimates once they have come, best first.
        self.estimates: list[Estimate] = []
        #: Why there is no answer ("" while thinking or once answered).
        self.problem = ""

    @property
    def open(self) -> bool:
        return self.seat is not None

    @property
    def processes(self) -> list[Any]:
        """The processes thinking for it now: its thinker and the helpers that imagine deals beside it (none before
        the first question)."""
        return self._worker.processes if self._worker is not None else []

    @property
    def thinking(self) -> bool:
        return self._worker is not None and self._worker.pending

    def warm(self) -> None:
        """Start the thinking process and its helpers now, so that the first question finds them ready."""
        if self._worker is None:
            self._worker = AiWorker(separate_process=True, search_processes=search_processes(PARALLEL_SEARCH))

    def ask(self, seat: int, observation: Observation, legal: list[Action]) -> None:
        """Start thinking about ``seat``'s options (any earlier question is dropped)."""
        self.cancel()
        self.warm()
        assert self._worker is not None
        # the answer is due within the think time from now, however long the process takes to start
        self._analyst = Analyst(iterations=None, seconds=self.seconds, deadline=time.time() + self.seconds * ANSWER_SHARE)
        self.seat, self._asked, self.view = seat, list(legal), observation
        self._worker.request(self._analyst, seat, observation, legal, random.Random(0))

    def poll(self) -> bool:
        """Take the answer if it has come; True if the panel changed."""
        if self._worker is None or self._analyst is None or not self._worker.pending:
            return False
        choice = self._worker.poll()
        if choice is None:
            return False
        self.estimates = list(self._analyst.estimates) if not choice.error else []
        self.problem = "Analysis could not finish here." if not self.estimates else ""
        return True

    def moved(self, seat: int, state: State) -> None:
        """A move was applied: the panel goes, unless another seat moved and this one still has the same options
        (a foe choosing at the same time): then it stays, thinking again if what the seat sees has changed."""
        if self.seat is None:
            return
        if seat == self.seat or self.seat not in state.to_act() or state.legal_actions(self.seat) != self._asked:
            self.cancel()
            return
        view = state.observation(self.seat)
        if view != self.view:
            self.ask(self.seat, view, self._asked)

    def cancel(self) -> None:
        """Put the panel away and stop any search at once (its process ends; a fresh one waits for the next question)."""
        if self._worker is not None:
            self._worker.cancel()
        self.seat, self._analyst, self._asked, self.view, self.estimates, self.problem = None, None, [], None, [], ""

    def close(self) -> None:
        """Leaving the table: nothing is left thinking."""
        self.cancel()
        if self._worker is not None:
            self._worker.close()
            self._worker = None
