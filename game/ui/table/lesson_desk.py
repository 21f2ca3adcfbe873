"""Where a lesson's coach sits at the table: what it says now, what it lights, what it refuses, and when it waits.

A :class:`~game.ui.tutorial.coach.Coach` knows the lesson's steps; this
desk joins it to one table: it words the step for the moves legal now,
lights the step's move as a hint would, turns down other moves with the
coach's reason, and holds the table still while new words are read. In
a free game (no coach) every question here has the quiet answer: no
words, nothing refused, nothing held.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...engine import Action
from ..scenes.load import saves_enabled
from ..tutorial.coach import LESSON_COMPLETE, NEXT_LESSON
from .hint import Hint, hint_for, hint_seed

if TYPE_CHECKING:
    from .scene import TableScene

#: Between a lesson's steps, before the lit move's hint: where any move will do, and where the deal needs that one.
#: Not "any move is fine": before "…you must take the pile" (the other choice being table talk) it read as a
#: contradiction.
FREE_CHOICE = "The lesson leaves this move to you. Suggested:"
#: Moves that speak rather than play (El Royale's "Say something to the table"): beside them the lit move is no
#: choice, and "leaves this move to you" before "…you must take the pile" contradicted itself.
ASIDE_KINDS = frozenset({"talk"})
#: How long new lesson words ignore a press on a card (other clicks and Enter read on at once).
WORDS_ARMING = 1.0
NEXT_MOVE = "Next, play the glowing move:"
#: Least time a note (a refusal's reason) stands over a lesson's words before they come back; longer notes stay a
#: second for every :data:`NOTE_CHARS_A_SECOND` characters.
LESSON_NOTE_READ = 4.0
NOTE_CHARS_A_SECOND = 15
#: A figure in a Hint's reason ("your foe's favourite (33%)"): a lesson never taught what it counts, so it is left out.
FIGURE = re.compile(r"\s*\(\d+%\)")
#: Menu (or Esc) in the middle of a lesson: the first press asks, a second leaves. Each says what is true of leaving.
#: How to answer the question to leave a lesson: stay is the default, as the play-tester found by playing on.
_LEAVE_OR_STAY = "Press Menu again (or Esc) to leave, or play on to stay."
LEAVE_LESSON = f"Leave the lesson? It waits at this step under New game: Resume lesson. {_LEAVE_OR_STAY}"
LEAVE_LESSON_UNKEPT = f"Leave the lesson? Saving is off, so your place in it is not kept. {_LEAVE_OR_STAY}"
LEAVE_LESSON_DONE = f"Leave? The lesson is done, and this game played on is not kept. {_LEAVE_OR_STAY}"


class LessonDesk:
    """The coach of ``scene`` (if it has one) at work on that table."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        #: The lesson step whose words are up, and when they came up (the table's clock).
        self._words_seen: tuple[int, float] = (-1, 0.0)
        #: A note standing over a lesson's words, and since when (the table's clock).
        self._note_seen: tuple[str, float] = ("", 0.0)

    def reading(self) -> bool:
        """The lesson's words are up, waiting to be read: the table holds still under them."""
        coach = self.scene.coach
        return coach is not None and coach.reading

    def light_move(self, legal: list[Action]) -> None:
        """A lesson's guided move lights up as a hint does: its cards, where they go, or its button. Between guided
        steps the Hint's move lights up instead: the lesson's deal was found with a learner who follows it."""
        scene = self.scene
        coach = scene.coach
        if coach is None or scene.viewer is None:
            return
        guided = coach.guided(legal)
        if guided is not None:
            scene.lit.hint = Hint(scene.viewer, guided, "")
        elif coach.free(legal) and scene.lit.hint is None:
            scene.lit.hint = self.path(legal)
        if scene.lit.hint is not None:
            scene.lit.light(scene.lit.hint, scene.view, scene.layout, legal)
        if scene.state.is_over:
            self._end()

    def _end(self) -> None:
        """On the final table the coach speaks where the table tells its news, which the result banner shows under the
        result (the bar says how to reach the results): the hint's place, where the coach speaks, is the banner's there.
        Words still due at the game's end (El Royale's) come first, where the banner has room for them, and the click
        that reads on says the lesson is complete; nothing ever said so. A problem the table has to tell (a failed
        autosave) keeps its place."""
        scene = self.scene
        coach = scene.coach
        assert coach is not None
        if (coach.finished or coach.reading) and (not scene.message or scene.message == scene.news):
            scene.message = scene.news = self.words()

    def path(self, legal: list[Action]) -> Hint | None:
        """Between a lesson's steps, the Hint's move: the one its deal was found with (``tutorial.forward``)."""
        scene = self.scene
        if scene.viewer is None:
            return None
        seed = hint_seed(scene.setup.seed, scene.record.movers, scene.viewer)
        return hint_for(scene.setup.game_id, scene.state.observation(scene.viewer), legal, seed)

    def refusal(self, seat: int, action: Action) -> str:
        """Why the coach will not have ``action`` now (empty: it may be played, and always without a coach)."""
        scene = self.scene
        coach = scene.coach
        if coach is None:
            return ""
        legal = scene.state.legal_actions(seat)
        free = seat == scene.viewer and coach.free(legal)
        path = self.path(legal) if free and coach.asks_for_path() else None
        return coach.refusal(seat, action, legal, path.action if path is not None else None)

    def beside(self, note: str) -> str:
        """A note as the table shows it: a refusal's reason ("Drop it on a glowing spot.") stands in the place of the
        coach's words, so they come with it, or the learner lost what they were told to do. Not only at a guided
        step: between steps the coach says which move it lights ("Step 8 of 8: Next, play the glowing move: …"), and
        there a refusal stood alone for seconds. The question to leave, and news, stand alone."""
        scene = self.scene
        if scene.coach is None or not note or note in (scene.leave_asked, scene.news):
            return note
        words = self.words()
        return note if words in note else f"{note} {words}"

    def leave_question(self) -> str:
        """What Menu (or Esc) asks before leaving the lesson, true of what leaving loses; empty when it loses nothing
        (the lesson not yet begun, or its game over)."""
        scene = self.scene
        coach = scene.coach
        if coach is None or scene.state.is_over:
            return ""
        if coach.finished:
            return LEAVE_LESSON_DONE
        if coach.index == 0 and not scene.record.moves:
            return ""
        return LEAVE_LESSON if saves_enabled(scene.app) else LEAVE_LESSON_UNKEPT

    def words(self) -> str:
        """What the coach says now (empty without a coach, or when it has nothing to say), led by how far the lesson
        has come: it was told only on the steps to read, and a learner acting had no sense of it. At a step, "Step 3
        of 8"; between steps, "2 of 8 steps done" (a step is an idea, not a move, and may wait many moves)."""
        scene = self.scene
        coach = scene.coach
        if coach is None:
            return ""
        if scene.state.is_over and coach.finished:
            return f"{LESSON_COMPLETE} {NEXT_LESSON}"
        legal = scene.legal()
        said = self._said(legal)
        if not said or coach.finished:
            return said
        # a step's own words are that step; between steps no step is under way, however many moves that takes
        return f"{coach.done}. {said}" if coach.free(legal) else f"{coach.progress}: {said}"

    def _said(self, legal: list[Action]) -> str:
        """The coach's words for the moves legal now: the step's, or between steps the lit move's."""
        coach = self.scene.coach
        assert coach is not None
        hint = self.scene.lit.hint
        if coach.free(legal) and hint is not None:
            own = coach.lesson.reasons.get(hint.action.kind, "")
            told = self._suggested(hint, own)
            choice = any(a != hint.action and a.kind not in ASIDE_KINDS for a in legal)
            said = f"{FREE_CHOICE} {told}" if choice and not coach.asks_for_path() else f"{NEXT_MOVE} {told}"
            early = coach.early(legal)
            return f"{early} {said}" if early else said
        return coach.words(legal)

    @staticmethod
    def _suggested(hint: Hint, own: str) -> str:
        """The lit move between steps, with the lesson's own reason for its kind, else the Hint's without figures."""
        if own:
            return f"{hint.action.label or hint.action.kind.capitalize()}. {own}"
        return FIGURE.sub("", hint.text().removeprefix("Hint: "))

    def words_fresh(self) -> bool:
        """The words came up less than :data:`WORDS_ARMING` ago (or have not been drawn yet): a press on a card then
        is the tail of a drag the learner had begun, not a "read on", and must not sweep them away unread."""
        coach = self.scene.coach
        if coach is None or not coach.reading:
            return False
        index, since = self._words_seen
        return index != coach.index or self.scene.clock - since < WORDS_ARMING

    def held(self) -> bool:
        """A frame while the words are up: note when this step's words first showed; True while frames must go on
        (until a press on a card may read on: nothing shows it, but it is cheap)."""
        coach = self.scene.coach
        if coach is not None and self._words_seen[0] != coach.index:
            self._words_seen = (coach.index, self.scene.clock)
        return self.words_fresh()

    def note_read(self) -> bool:
        """A note (a refusal's reason: "Drop it on a glowing spot.") takes the place of the coach's words; once it has
        had time to be read it goes, and the step's words come back. True while a note waits to go (frames go on,
        so it goes with nobody touching anything). The question to leave, and news, stay as they do elsewhere."""
        scene = self.scene
        message = scene.message
        if scene.coach is None or not message or message in (scene.leave_asked, scene.news):
            self._note_seen = ("", 0.0)
            return False
        if self._note_seen[0] != message:
            self._note_seen = (message, scene.clock)
        if scene.clock - self._note_seen[1] < max(LESSON_NOTE_READ, len(message) / NOTE_CHARS_A_SECOND):
            return True
        scene.message = ""
        self._note_seen = ("", 0.0)
        scene.app.invalidate()
        return False
