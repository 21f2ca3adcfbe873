"""The coach: follows a lesson step by step at the table, says its words, lights up and checks the learner's moves.

The table asks it three things: what to say now, which legal action to
light up, and whether a move the learner makes is the one asked for
(any other is refused with the coach's reason, and the step waits for a
second try). It hears every move applied, as the viewer saw it, to move
on. It knows nothing of the engine's hidden state: a guided step is due
only when its action is among the learner's legal actions.

Words never wait while their moment passes: when the table first shows
what a later step's words explain (the deal brings it before a step still
waited for), those words come up then, and the steps after go on in order.
So ``order`` is the order the learner meets the steps in, and ``index``
counts how many are behind them (the bar's "Step N of M").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...engine import Action, Event
from ...persistence import GameRecord
from .lesson import LEARNER, Lesson, Step

#: The event that ends every game: words waiting for it come up whatever the learner plays.
GAME_OVER = "game-over"
#: The coach's first words once the last step is done: first-timers were never told the lesson was over.
LESSON_COMPLETE = "Lesson complete!"
#: Where the next lesson is, said when one ends: the title's New game lists each game with its lesson.
NEXT_LESSON = "Another game's lesson: Title, then New game, then “Learn to play”."


class Coach:
    """Where the learner is in ``lesson``, and what to show and allow there."""

    def __init__(
        self,
        lesson: Lesson,
        seat: int = LEARNER,
        on_finished: Callable[[], None] | None = None,
        index: int = 0,
        ready: bool | None = None,
        order: Sequence[int] = (),
    ) -> None:
        self.lesson = lesson
        self.seat = seat
        #: Called once, when the last step is done (the lesson counts as learnt).
        self.on_finished = on_finished
        #: Called when the learner leaves the table, with the game so far (a lesson left midway is kept to resume).
        self.on_leave: Callable[[GameRecord], None] | None = None
        count = len(lesson.steps)
        #: The lesson's steps in the order the learner meets them (a later step's words brought forward by their moment).
        self.order = list(order) if sorted(order) == list(range(count)) else list(range(count))
        self.index = min(index, count)
        #: The current step is words whose moment has come: they show until the learner clicks on.
        self._ready = self._reads_at_once() if ready is None else ready
        #: The lesson is just over: the farewell shows until the learner's next move.
        self._farewell = False
        #: The learner's next move comes in the same gesture as their last (a drop that declares, then plays).
        self._same_gesture = False
        #: The step's move was made in such a gesture, before its words could be read: they show now, then on.
        self._after = False

    @property
    def step(self) -> Step | None:
        """The step the learner is at; None once the lesson is over and the game goes on freely."""
        return self.lesson.steps[self.order[self.index]] if self.index < len(self.lesson.steps) else None

    @property
    def later(self) -> list[Step]:
        """The steps still to come, the current one first."""
        return [self.lesson.steps[i] for i in self.order[self.index :]]

    @property
    def ready(self) -> bool:
        """The current step's words have had their moment (kept when a lesson is left, so a resume shows them)."""
        return self._ready

    @property
    def finished(self) -> bool:
        return self.step is None

    @property
    def progress(self) -> str:
        """How far the lesson has come, as the bar and the Rules page count it ("Step 3 of 7"; empty once it is over)."""
        return "" if self.finished else f"Step {self.index + 1} of {len(self.lesson.steps)}"

    @property
    def done(self) -> str:
        """How far the lesson has come between its steps ("7 of 8 steps done"; empty once it is over): the steps are
        ideas, not moves, and "Step 8 of 8" stood over the ten moves its idea waited for its moment."""
        return "" if self.finished else f"{self.index} of {len(self.lesson.steps)} steps done"

    @property
    def reading(self) -> bool:
        """Words are up that the learner should read, then click on."""
        step = self.step
        return step is not None and self._ready and (step.action is None or self._after)

    def guided(self, legal: Sequence[Action]) -> Action | None:
        """The legal action the current step guides to, when its moment has come."""
        step = self.step
        if step is None or step.action is None or self._after:
            return None
        return next((a for a in legal if a == step.action), None)

    def free(self, legal: Sequence[Action]) -> bool:
        """Between steps: no step's move is due and no words are up, yet the lesson goes on.

        The table then lights the Hint's move, which the lesson's deal was
        found with, so the coach is never silent while the learner wonders
        what to do. Where the lesson is ``free_between`` any move will do;
        elsewhere the coach asks for that move (``refusal``).
        """
        return self.step is not None and not self.reading and bool(legal) and self.guided(legal) is None

    def asks_for_path(self) -> bool:
        """Between steps the learner must play the Hint's move: the lesson is not ``free_between``, and a later step
        could still be missed (one that waits for a move, or for an event other than the game's end, which comes
        whatever is played)."""
        later = self.later
        return not self.lesson.free_between and any(s.action is not None or s.when not in ("", GAME_OVER) for s in later)

    def words(self, legal: Sequence[Action]) -> str:
        """What the coach says now: the step's words when they apply, else nothing."""
        step = self.step
        if step is None:
            return f"{LESSON_COMPLETE} {self.lesson.farewell} {NEXT_LESSON}" if self._farewell else ""
        if self.reading:
            return f"{step.words} (Click to go on.)"
        return step.words if self.guided(legal) is not None else ""

    def early(self, legal: Sequence[Action]) -> str:
        """Words for a kind of move the learner may choose now although its step is still to come (empty: none)."""
        kinds = {a.kind for a in legal}
        return next((s.early for s in self.later if s.early and s.action is not None and s.action.kind in kinds), "")

    def refusal(self, seat: int, action: Action, legal: Sequence[Action], path: Action | None = None) -> str:
        """Why the coach refuses ``action`` at this step (empty: it may be played); ``path`` is the Hint's move, which
        a lesson that is not ``free_between`` asks for between its steps."""
        if seat != self.seat:
            return ""
        wanted = self.guided(legal)
        if wanted is None and path is not None and self.asks_for_path() and self.free(legal):
            wanted = path
        if wanted is None or action == wanted:
            return ""
        move = wanted.label or wanted.kind
        why = step.why if (step := self.step) is not None and wanted == self.guided(legal) else ""
        # the learner's move is legal and may be good: the lesson's deal needs this one for what it shows next
        return f"Allowed by the rules, but this lesson asks for “{move}” here.{' ' + why if why else ''} The glow shows where."

    def go_on(self) -> bool:
        """The learner clicked on past the words; True if there were words to click past."""
        if not self.reading:
            return False
        self._next()
        return True

    def hint_asked(self) -> None:
        """The learner asked for a hint: past the lesson, the farewell gives its place to it (it said "Hint (H) still
        helps", and the hint's reason then lay under it, unread)."""
        if self.finished:
            self._farewell = False

    def same_gesture(self) -> None:
        """The learner's next move is made by the same gesture as their last (a drop that declares a beat, then makes
        it): should it be the step's move, its words had no moment to be read, so they show after it."""
        self._same_gesture = True

    def played(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        """A move was applied (``events`` as the viewer saw them): a guided step is done, or words' moment comes."""
        joined, self._same_gesture = self._same_gesture and seat == self.seat, False
        if self.finished and seat == self.seat:
            self._farewell = False
        if self.reading and seat == self.seat:
            self._next()  # a move while words are up reads as "go on"
        step = self.step
        if step is not None and step.action is not None and seat == self.seat and action == step.action:
            if joined:  # made, but its words were never up: they are read now, about the move just made
                self._after = self._ready = True
            else:
                self._next()
        step = self.step
        kinds = {e.kind for e in events}
        if step is not None and step.action is None and not self._ready and step.when in kinds:
            self._ready = True
        elif not self.reading:
            self._bring_forward(kinds)

    def _bring_forward(self, kinds: set[str]) -> None:
        """A later step's moment came before the steps ahead of it: its words come up now, not after the moment passed
        (a Clashing Blades learner saw both hands thrown in with no word, as the coach still waited for a club)."""
        later = self.order[self.index + 1 :]
        due = next((i for i in later if (s := self.lesson.steps[i]).action is None and s.when and s.when in kinds), None)
        if due is None:
            return
        self.order.remove(due)
        self.order.insert(self.index, due)
        self._ready = True

    def _next(self) -> None:
        self.index += 1
        self._after = False
        self._ready = self._reads_at_once()
        if self.finished:
            self._farewell = True
            if self.on_finished is not None:
                self.on_finished()

    def _reads_at_once(self) -> bool:
        step = self.step
        return step is not None and step.action is None and not step.when
