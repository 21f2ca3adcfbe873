"""After a game: the player's moves where Hard's estimate of their chance to win dropped the most.

The record's log is played again from the deal; at each of the player's
decision points (a choice among several options) Analysis judges every
option from that seat's observation at the time, with a fixed number of
imagined deals (so the marks replay exactly). A move's drop is how much
lower its chance was than the best option's. The biggest drops are the
marks; Replay opens at the position before each.

The work runs in a process of its own, one decision point per task, so
the results screen stays smooth and can say how far it has got; the
process gives way to the render loop as the table's thinker does; leaving
ends the process at once. Nothing here draws.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.pool import AsyncResult, Pool

from ..ai.analysis import Estimate, analyse
from ..engine import Action, IllegalAction, Observation
from ..persistence import GameRecord
from .table.ai_process import yield_to_the_table
from .table.layouts import layout_class

#: Imagined deals per decision point: about a second or two for a whole game (El Royale, Mortal Swords: some more).
MARK_DEALS = 12
#: How many marks at most.
MARKS = 3
#: A drop smaller than this (in chance to win) is no mistake worth a mark.
MIN_DROP = 0.02


@dataclass(frozen=True)
class DecisionPoint:
    """One of the player's choices: where in the log, what they knew, what they could do, and what they did."""

    move: int
    observation: Observation
    legal: tuple[Action, ...]
    played: Action


@dataclass(frozen=True)
class MoveMark:
    """A move of the player's that Hard's estimate says gave the most away."""

    move: int  #: the move's index in the log (Replay's position just before it)
    played: Action
    chance: float  #: the estimated chance to win after the move played
    best: Action
    best_chance: float
    #: Where in the game the player made it, as they counted ("Round 11", the layout's ``moment``), else "Move 22"
    #: (the replay's count of every seat's moves, which is where the mark opens it).
    when: str = ""

    @property
    def drop(self) -> float:
        return self.best_chance - self.chance

    @property
    def moment(self) -> str:
        return self.when or f"Move {self.move + 1}"

    def text(self, names: Callable[[str], str]) -> str:
        """The mark's one line, in the log's words."""
        played = names(self.played.label or self.played.kind.capitalize())
        return f"{self.moment}: {played} left you {_percent(self.chance)} to win; Hard's best, {_percent(self.best_chance)}"

    def figures(self) -> str:
        """The mark's short form, where the move's words do not fit: when, and the two chances."""
        return f"{self.moment}: {_percent(self.chance)} (best {_percent(self.best_chance)})"

    def advice(self, names: Callable[[str], str]) -> str:
        """What the move was and what Hard would have played (the help line of the mark's button)."""
        played = names(self.played.label or self.played.kind.capitalize())
        best = names(self.best.label or self.best.kind.capitalize())
        return (
            f"{played}: {_percent(self.chance)}. Hard's best here: {best}, {_percent(self.best_chance)}. Opens the replay there."
        )


def _percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


def decision_points(record: GameRecord, seat: int) -> list[DecisionPoint]:
    """Every choice ``seat`` made among several options, as it stood then (its own observation only)."""
    state = record.fresh_state()
    points: list[DecisionPoint] = []
    for n, move in enumerate(record.log):
        if move.seat == seat:
            legal = state.legal_actions(seat)
            if len(legal) > 1 and move.action in legal:
                points.append(DecisionPoint(n, state.observation(seat), tuple(legal), move.action))
        state.apply(move.seat, move.action)
    return points


def judge(point: DecisionPoint, deals: int = MARK_DEALS) -> list[Estimate]:
    """Analysis of one decision point at a fixed number of deals (a task for the worker process)."""
    return analyse(point.observation, point.legal, iterations=deals, seconds=None)


def mark_of(point: DecisionPoint, estimates: list[Estimate]) -> MoveMark:
    chances = {e.action: e.chance for e in estimates}
    best = estimates[0]
    when = layout_class(point.observation.game).moment(point.observation)  # "Round 11", as the player counted
    return MoveMark(point.move, point.played, chances[point.played], best.action, best.chance, when)


def biggest_drops(marks: list[MoveMark], count: int = MARKS) -> list[MoveMark]:
    """The ``count`` biggest drops worth a mark, biggest first (an earlier move first on a tie)."""
    worth = [m for m in marks if m.drop >= MIN_DROP]
    return sorted(worth, key=lambda m: (-m.drop, m.move))[:count]


class MarksFinder:
    """Judges a finished game's decision points in a background process, one task each, and gathers the marks."""

    def __init__(self, record: GameRecord, seat: int, deals: int = MARK_DEALS) -> None:
        self.record, self.seat, self.deals = record, seat, deals
        #: The player's decision points, found when the work starts.
        self.points: list[DecisionPoint] = []
        self._pool: Pool | None = None
        self._tasks: list[AsyncResult[list[Estimate]]] = []
        self._judged: list[MoveMark] = []
        #: Why there are no marks (the process could not start, a task failed); "" otherwise.
        self.problem = ""
        #: The biggest drops once every point is judged; None until then.
        self.marks: list[MoveMark] | None = None

    @property
    def started(self) -> bool:
        return bool(self._tasks) or self.marks is not None or bool(self.problem)

    @property
    def working(self) -> bool:
        return self.marks is None and not self.problem and bool(self._tasks)

    @property
    def done(self) -> int:
        return len(self._judged)

    @property
    def total(self) -> int:
        return len(self.points)

    def start(self) -> None:
        """Hand every decision point to the worker process (nothing to do for a game without choices)."""
        if self.started:
            return
        try:
            self.points = decision_points(self.record, self.seat)
        except IllegalAction as exc:  # a record today's rules refuse: said, never raised
            self.problem = f"This game cannot be played again to look at it: {exc}"
            return
        if not self.points:
            self.marks = []
            return
        try:
            self._pool = multiprocessing.get_context("spawn").Pool(1, initializer=yield_to_the_table)
            self._tasks = [self._pool.apply_async(judge, (p, self.deals)) for p in self.points]
        except (OSError, RuntimeError, ValueError) as exc:
            self.problem = f"Your moves could not be looked at here ({exc})."
            self.cancel()

    def poll(self) -> bool:
        """Gather what has finished (never waits); True if anything changed."""
        if not self.working:
            return False
        before = len(self._judged)
        while len(self._judged) < len(self._tasks) and self._tasks[len(self._judged)].ready():
            task = self._tasks[len(self._judged)]
            try:
                estimates = task.get()
            except Exception as exc:  # a broken task is said on the screen, never raised into the frame loop
                self.problem = f"Looking at your moves failed ({type(exc).__name__})."
                self.cancel()
                return True
            self._judged.append(mark_of(self.points[len(self._judged)], estimates))
        if len(self._judged) == len(self.points):
            self.marks = biggest_drops(self._judged)
            self._shut()
        return len(self._judged) != before

    def cancel(self) -> None:
        """Stop at once: the process ends, what it had not finished is dropped (a later start begins again)."""
        if self.marks is None:
            self._tasks, self._judged = [], []
        self._shut()

    def _shut(self) -> None:
        if self._pool is not None:
            self._pool.terminate()  # ends the worker at once: leaving the screen or the app never waits for a search
            self._pool = None
