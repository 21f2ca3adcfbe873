"""The table scene: one game in play, drawn for one viewer, with computer seats thinking off-thread.

Everything drawn comes from ``state.observation(viewer)`` through the
game's layout, and animations from events ``seen_by(viewer)``: a hidden
card of another seat is never in hand here to be drawn. Human input is
matched against the engine's legal actions; refusals show the engine's
reason.

The table's own controls sit in the top bar: Menu, Log and Save on the
left; Hint, and against the computer Undo and Redo, on the right. Undo
rebuilds the game by replaying the record's log (:mod:`.undo`); a hint
is Normal's choice for the viewer's own observation (:mod:`.hint`).

The scene holds the game and what is known of it, and hands each job to
its part: :mod:`.presenter` stages a move (travel, pops, hold with a
caption, sweep) at the chosen pace; :mod:`.overlays` draws what lies over
the cards, each in its layout region; :mod:`.table_input` turns pointer and
keys into moves; :mod:`.computer_seats` asks the computers and holds their
answers to the beat; :mod:`.lesson_desk` seats a lesson's coach at the
table (its words, its lit move, its refusals). When the game is over the table stays, with its
result, until the player asks for the results.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace

import pygame

from ...ai import Agent
from ...engine import HIDDEN, Action, Event, IllegalAction, Observation, State
from ...persistence import GameRecord, SaveError, SaveStore
from ...persistence.habit_profiles import HabitProfiles
from .. import test_probe
from ..elements import Element
from ..scene import AppContext, Scene
from ..scenes.load import Autosaved, autosave, record_for, saves_enabled
from ..setup_model import GameSetup
from ..tutorial.coach import Coach
from . import thumbnail
from .ai_worker import AiWorker
from .analysis_worker import TableAnalysis
from .animation_queue import AnimationQueue
from .captions import (
    Logged,
    announces,
    caption_for,
    chooses_in_secret,
    continued,
    headline,
    log_of,
    merged,
    move_log,
    unspoken,
)
from .computer_seats import SEARCH_LEVELS, SEARCH_MARGIN, ComputerSeats, is_pass
from .curtain import Curtain
from .drag_drop import Choose, DragDrop, Play, Refuse, Result
from .fresh_cards import FreshCards
from .hint import Hint, LitHint, hint_for, hint_seed
from .layout import ButtonSpec, TableView, unit_of
from .layouts import layout_for
from .lesson_desk import LessonDesk
from .overlays import Overlays
from .painter import TablePainter
from .pops import Pop
from .presenter import Move, Presenter, played_cards
from .recap import RETOLD, Recap, recap_cards
from .rules_sheet import RulesSheet
from .save_prompt import SavePrompt
from .seat_names import SeatNames
from .sprites import CardSprite, Pictures, make_art
from .table_input import TableInput
from .undo import Timeline, replay_told, undo_allowed

__all__ = ["FORCED_BEAT", "SEARCH_LEVELS", "SEARCH_MARGIN", "TableScene"]

#: Longest pause before the table plays a lone human's only legal action for them.
FORCED_BEAT = 0.6
#: ...and the longer wait when the move that came before put new cards in the player's hand: Suits Duel's draw with no
#: spell to cast ended the turn 0.6 s later, twice in five seconds, before the drawn cards could be read.
FORCED_READ = 2.4
#: ...and this much more for each new card after the first (read at the animation speed: slow gives more time). At
#: 1.8 s a learner still saw "No other choice: it is played for you" end the turn before reading what was drawn; a
#: press of Space plays the lone move at once, so a player who has read the cards never waits.
FORCED_READ_PER_CARD = 0.6
#: Seconds the final table stands before a click or Enter on it opens the results.
FINAL_ARMING = 1.0

#: Menu's first press with saving off: elsewhere the game waits under Continue, here it would be gone unasked.
LEAVE_UNSAVED = "Saving is off, so this game ends if you leave. Press Menu again (or Esc) to leave it."
#: Undo on the final table: Undo and Redo are put out, as the game is over.
GAME_OVER_UNDO = "The game is over: nothing more to take back."
#: Esc with nothing open to put away: a stray press does not leave the table, a second one does.
LEAVE_BY_ESCAPE = "Press Esc again to go back to the title; this game waits there under Continue."
LEAVE_ENDED = "Press Esc again to go back to the title."


@test_probe.probed
class TableScene(Scene):
    """Plays one game of ``setup`` to the end, then hands the state to ``app.finish_game``."""

    def __init__(
        self, app: AppContext, setup: GameSetup, record: GameRecord | None = None, coach: Coach | None = None, caption: str = ""
    ) -> None:
        super().__init__(app)
        self.setup = setup
        #: An example's caption (what to look at, what to try): shown in the hint region until closed or the player moves.
        self.caption = caption
        #: A lesson's coach: it says what to do, lights it up, and refuses other moves (None: a free game).
        self.coach = coach
        self.record = record if record is not None else record_for(setup)  # the log that autosave and Continue keep
        self.state: State = self.record.state
        self.names = [s.name for s in setup.seats]
        #: Engine texts name seats by number; the log, banners and messages show the names from the setup.
        self.seat_names = SeatNames(self.names)
        self.layout = layout_for(setup.game_id, self.names, self.record.options)
        self.pictures = Pictures(make_art(app))
        self.painter = TablePainter(self.pictures)
        self._obs: Observation | None = None
        #: Pass-and-play: the viewer's hand lies face down while others act (:meth:`Curtain.veils`).
        self._veiled = False
        #: The cards each human has drawn since they last moved: they wear a "new" tag.
        self.fresh = FreshCards()
        self._to_warm: list[tuple[str, int]] = []
        self._warm_widths: set[int] = set()
        self._overlay_rects: list[pygame.Rect] = []
        self._changed: list[pygame.Rect] | None = None
        settings = app.settings
        scale = settings.animation_scale()
        self.presenter = Presenter(self.layout, scale)
        beat = settings.think_time if scale > 0 else 0.0
        # What a computer learns of the player is kept where the app keeps files; a lesson's foe learns nothing.
        profiles = HabitProfiles() if coach is None and saves_enabled(app) else None
        self.computers = ComputerSeats(setup, beat, settings.think_time, profiles)
        #: Analysis (A): Hard's estimates for the viewer's options, thought in a process of its own.
        self.analysis = TableAnalysis(settings.think_time or 1.0)
        self.overlays = Overlays(self)
        self.input = TableInput(self)
        #: A lone human's only legal action, which the table plays for them after a beat, and since when it waits.
        self._forced: Action | None = None
        self._forced_since: float | None = None
        #: How many new cards came into the hand with the lone action (it waits :data:`FORCED_READ` then, not
        #: :data:`FORCED_BEAT`), and the animation speed those seconds are read at.
        self._forced_news = 0
        self._read_pace = max(scale, 1.0)
        self.curtain = Curtain(setup.humans)
        self.curtain.update(self.state.to_act())
        self.view = TableView()
        self.drag = DragDrop(self.layout)
        self.log: list[str] = []
        #: Each move of the record's log as the log told it, so undo can cut the log back (and a choice it took back
        #: the reveal of is told again).
        self._logged: list[Logged] = []
        self.log_open = False
        #: Undo and redo exist with exactly one human against the computer (never in pass-and-play).
        self.undo_on = undo_allowed(setup.humans, len(setup.seats)) and coach is None  # a lesson only goes forward
        self.timeline: Timeline | None = None
        #: The hint up on the table (the player's H, or a lesson's lit move) and what it lights.
        self.lit = LitHint()
        #: The lesson's coach at this table (quiet in a free game).
        self.lesson = LessonDesk(self)
        self.prompt: SavePrompt | None = None
        #: The rules sheet while it is open over the table (the game holds still under it).
        self.rules: RulesSheet | None = None
        self._picture: pygame.Surface | None = None
        #: Whether this table has written Continue's slot yet (the first write keeps another game waiting there).
        self._slot_taken = False
        self.message = ""
        #: The question the first Menu (with saving off) or Esc asked before leaving, while the player has not moved
        #: since ("" when none is pending): a second press leaves.
        self.leave_asked = ""
        #: The choices a drop asked about (Suits Duel's twin to discard, a costlier play offered instead): their menu
        #: stays until one is pressed or a move is made, whatever redraws the table meanwhile.
        self._asked: tuple[ButtonSpec, ...] = ()
        #: The message when it tells of something done for the player (saved, undone), drawn calmly: a refusal or a
        #: warning is any other message.
        self.news = ""
        self.tip = ""
        #: The last move was another seat's (its choices for the player wait a moment before a click counts).
        self.others_moved = False
        #: The game is over and its last play has been staged: the table waits for the player to ask for the results.
        self.finished = False
        self._finished_at = 0.0
        self._armed_drawn = False
        self._last_words = ""
        #: The seat whose move made the last line (a move of its own that says nothing joins that line).
        self._last_seat: int | None = None
        #: The last line only announced its seat's next move, whose line takes its place.
        self._announced = False
        #: The last move only said a seat had chosen in secret: the reveal's line takes its place.
        self._chose = False
        self.recap = Recap()
        #: Each move played at this table: who made it and the cards it showed the viewer (for the test probe).
        self.moves_shown: list[tuple[int, tuple[str, ...]]] = []
        self._plays = 0
        #: Seconds of play at this table (it stands still while the rules are read): what every wait is timed by.
        self.clock = 0.0
        self._resume_log()
        self.refresh(animate=False)

    # -- the parts, as the tests and tools know them ----------------------------------------------------

    @property
    def queue(self) -> AnimationQueue:
        return self.presenter.queue

    @property
    def sprites(self) -> dict[str, CardSprite]:
        return self.presenter.sprites

    @property
    def pops(self) -> dict[str, Pop]:
        return self.presenter.pops

    @property
    def worker(self) -> AiWorker:
        return self.computers.worker

    @worker.setter
    def worker(self, worker: AiWorker) -> None:
        self.computers.worker = worker

    @property
    def agents(self) -> dict[int, Agent]:
        return self.computers.agents

    @property
    def beat(self) -> float:
        """The beat (scene-clock seconds) every computer answer is held to; 0 when instant."""
        return self.computers.beat

    @beat.setter
    def beat(self, beat: float) -> None:
        self.computers.beat = beat

    @property
    def thinking(self) -> int | None:
        return self.computers.thinking

    @property
    def hint(self) -> Hint | None:
        return self.lit.hint

    def _resume_log(self) -> None:
        """A resumed game's log as it was: its moves replayed from the set-up, each event as this viewer may see it."""
        human = self.setup.humans[0] if self.undo_on else None
        if not self.record.log and human is None:
            return
        self.timeline, told = replay_told(self.record, human, self.viewer, RETOLD)
        for before, events in told:
            self._obs = before
            self._logged.append(self._log_move(events))
        self.log = log_of(self._logged)
        self._retell(told)
        self._obs = None

    def _retell(self, told: list[tuple[Observation | None, list[Event]]]) -> None:
        """A game sat down at part-way tells its last moves in the recap and the caption strip, as they were told when
        made: a computer's attack made just as the player left was otherwise told nowhere but the log on Continue."""
        for index in range(max(0, len(told) - RETOLD), len(told)):
            move, (self._obs, events) = self.record.log[index], told[index]
            seen = [e.seen_by(self.viewer) for e in events]
            public = [e.seen_by(None) for e in events] if self.curtain.pass_and_play else seen
            words = self._caption(move.seat, move.action, seen, recap_cards(tuple(public)), index)
            self.presenter.caption = headline(seen, words) or self.presenter.caption
        if self.caption:  # an example's note grows into the recap's room: the strip tells its last move whole
            self.recap.clear()

    def _log_move(self, events: list[Event]) -> Logged:
        """Each event as the viewer may see it; against the computer a draw of your own names its cards (with more
        than one human at the table the log is shared, and names none)."""
        reader = self.viewer if len(self.setup.humans) == 1 else None
        seen = [e.seen_by(self.viewer) for e in events]
        return move_log(self.setup.game_id, seen, self._obs, reader, self.seat_names)

    # -- who is looking -----------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        return self.curtain.viewer

    @property
    def veiled(self) -> bool:
        """The table is drawn as everyone in the room may see it: the viewer's hand and secrets face down."""
        return self._veiled

    def observation(self) -> Observation:
        """The observation the table is drawn from: the viewer's, or seat 0's for an onlooker."""
        return self.state.observation(self.viewer if self.viewer is not None else 0)

    def shown_observation(self) -> Observation:
        """The observation of the last refresh: frames reuse it instead of asking the engine sixty times a second."""
        if self._obs is None:
            self._obs = self.observation()
        return self._obs

    def human_to_act(self) -> bool:
        """The viewer is asked to choose now (not when the table plays a lone forced move for them)."""
        return self._viewer_to_act() and self._forced is None

    def _viewer_to_act(self) -> bool:
        v = self.viewer
        # a veiled hand is asked nothing until its player has taken the screen back from behind the curtain
        return (
            v is not None and v in self.state.to_act() and v in self.setup.humans and not self.curtain.down and not self._veiled
        )

    def _lone_forced_action(self) -> Action | None:
        """The only legal action of the only human at the table, which is played for them instead of asked.

        Against the computer a human is asked only when there is a choice
        (RULINGS SD-R22: a counter window they cannot use is passed for them,
        so the question itself never hints at their hand). In pass-and-play
        every human still sees the lone button behind the curtain, and in a
        lesson the learner makes a step's move with its words up.
        """
        if len(self.setup.humans) != 1 or self.viewer is None or not self._viewer_to_act():
            return None
        legal = self.state.legal_actions(self.viewer)
        if self.coach is not None and self.coach.guided(legal) is not None:
            return None  # the lesson is about this move: played for the learner, its words would never be read
        return legal[0] if len(legal) == 1 else None

    def legal(self) -> list[Action]:
        return self.state.legal_actions(self.viewer) if self.human_to_act() and self.viewer is not None else []

    # -- building the picture -------------------------------------------------------------------------

    def refresh(self, animate: bool, events: list[Event] | None = None, move: Move | None = None) -> None:
        """Rebuild the view for the viewer; with ``animate``, stage the change (``move`` says whose and how to caption it)."""
        before = self._obs
        obs = self._obs = self.observation()
        self._veiled = self.curtain.veils(self.state.to_act())
        forced = self._lone_forced_action()
        if forced != self._forced or forced is None:
            self._forced_since = None
            # cards just come into the hand are read before the only move left is played for the player
            self._forced_news = len(set(obs.hand) - set(before.hand)) if before is not None else 0
        self._forced = forced
        view = self.layout.build(self.app.size, obs, onlooker=self.viewer is None or self._veiled)
        if self.viewer is not None and not self._veiled and obs.outcome is None:
            view = self.fresh.tag(view, self.viewer, obs.hand)
        legal = self.legal()
        self._asked = tuple(spec for spec in self._asked if spec.action in legal)  # a drop's question, still open
        buttons = view.buttons + self.layout.buttons(legal) + self._asked
        self.view = TableView(view.placements, view.zones, buttons, view.marks, view.anchors)
        # a card in the player's hand through someone else's move stays there if it can still be played
        dropped = self.drag.set_view(self.view, legal)
        held = self.drag.held
        if dropped:
            self.message = dropped
        self.lesson.light_move(legal)
        w, h = self.app.size
        stage = self.layout.stage(self.app.size, self.view)
        ceiling = self.layout.regions(self.app.size).play[1]
        origin, unit = view.anchors.get("deck", (w / 2, h / 2)), unit_of(self.app.size)
        self.presenter.show(self.view, origin, animate, events, held, move, stage, ceiling, unit)
        self._plan_warming()
        self.app.invalidate()

    def _plan_warming(self) -> None:
        """Queue every card of the game at the widths now on the table, to be drawn ahead a few per frame.

        Drawing a face with pillow costs a millisecond or two; drawn while
        the table is quiet, no animation frame has to wait for one. Only
        pictures are drawn (into the art cache); nothing is shown.
        """
        widths = {p.width for p in self.view.placements} - self._warm_widths
        if not widths:
            return
        self._warm_widths |= widths
        codes = [HIDDEN, *sorted({c.code for c in self.state.all_cards()})]
        self._to_warm += [(code, width) for width in sorted(widths) for code in codes]

    def _warm_one(self) -> None:
        if self._to_warm:
            code, width = self._to_warm.pop(0)
            if code == HIDDEN:
                self.pictures.art.back(width)
            else:
                self.pictures.art.face(code, width)

    # -- playing ------------------------------------------------------------------------------------

    def play(self, seat: int, action: Action, redo: bool = False) -> bool:
        """Apply an action for ``seat``; a refusal becomes the message and nothing changes.

        Any move but a redo drops the redo history: it no longer leads anywhere.
        """
        refusal = self.lesson.refusal(seat, action)
        if refusal:  # the coach asks for another move: the step waits for a second try
            self.message = refusal
            self.refresh(animate=False)
            return False
        before = self.timeline.before(self.state) if self.timeline is not None else None
        try:
            events = self.record.apply(seat, action)
        except IllegalAction as exc:
            self.message = str(exc)
            self.app.invalidate()
            return False
        if self.timeline is not None and before is not None:
            self.timeline.note(before, self.record.log[-1], events, self.state)
            if not redo:
                self.timeline.drop_redo()
        saved = self._autosave()
        self.fresh.saw(events)
        if seat in self.setup.humans:
            self.leave_asked = ""  # the player played on: Menu asks again
            self.fresh.moved(seat)
        self.message = saved.problem or self.leave_asked  # asked stays through the computer's moves
        self._asked = ()  # a drop's question is about the table as it was
        if seat in self.setup.humans:  # a caption stays through the computer's moves, until the player's own
            self.caption = ""
            self.overlays.menu = None  # a menu of choices closes once the player has moved
        self.caption = saved.kept or self.caption  # where the game it pushed out went: told until the player moves again
        self.tip = ""
        self.others_moved = seat != self.viewer
        self.clear_hint()
        self.analysis.moved(seat, self.state)  # put away, unless a foe chose and the seat keeps its options
        self._plays += 1
        # a hand that was face down (or turns face down now) is seen by nobody in particular: its move is told in
        # public, or its cards would turn up as they go or come
        veiled, self._veiled = self._veiled, self.curtain.veils(self.state.to_act())
        eyes = None if self._veiled else self.viewer
        seen = [e.seen_by(eyes) for e in events]
        if self.coach is not None:
            self.coach.played(seat, action, seen)
        self._logged.append(self._log_move(events))
        self.log = log_of(self._logged)
        shown_hand = self._obs is not None and self.viewer is not None and not veiled  # an onlooker holds no hand
        hand = self._obs.hand if self._obs is not None and shown_hand else ()
        # in pass-and-play the recap outlives this viewer's turn: it keeps only cards every seat saw
        public = [e.seen_by(None) for e in events] if self.curtain.pass_and_play else seen
        words = self._caption(seat, action, seen, recap_cards(tuple(public)))
        handing = not self.state.is_over and self.curtain.would_fall(self.state.to_act())
        move = Move(tuple(seen), seat, seat == self.viewer, headline(seen, words), hand, self.state.is_over, handing)
        self.computers.played(seat, action)
        self.refresh(animate=True, events=seen, move=move)
        shown = dict.fromkeys([*played_cards(move.events), *self.presenter.turned_up])
        self.moves_shown.append((seat, tuple(c for c in shown if c != HIDDEN)))
        sound = self.app.sound
        if sound is not None:
            with contextlib.suppress(Exception):  # sound is a nicety; never let it stop a game
                sound.play("win" if self.state.is_over else "card")
        return True

    def _caption(self, seat: int, action: Action, seen: list[Event], cards: tuple[str, ...], move: int | None = None) -> str:
        """The move's line for the caption strip and the recap. A computer's pass right after another's joins its
        line; so does a seat's move the engine tells nothing of right after that seat's own ("You attack with 6♣.
        That is all."), which alone would say only who made it; a seat's move after its own announcement ("has
        something to say") takes that line's place. ``cards`` are the ones its recap line shows; ``move`` is its index in
        the log (the last move's when not given)."""
        spoken = caption_for(self.setup.game_id, seen, self._obs)
        words = spoken or unspoken(seat, action.label or "")
        said_again = self._last_words.endswith(f" {action.label}.")
        if not spoken and action.label and seat == self._last_seat and self._last_words and not said_again:
            joined: str | None = f"{self._last_words} {action.label}."
        elif (seat == self._last_seat and self._announced) or self._chose:
            joined = words  # "has something to say", then "shows 8♦ to everyone": one line, the second
        elif seat == self._last_seat and (more := continued(self._last_words, words)) is not None:
            joined = more  # a beat laid card by card: "beats with 6♥ 6♠", not "beats with 6♥" as if it alone did
        else:
            joined = merged(self._last_words, words) if self.computers.in_pass_run and is_pass(action) else None
        self._last_words = joined or words
        self._last_seat = seat
        self._announced = announces(seen)
        self._chose = chooses_in_secret(seen)
        line = self.seat_names(self._last_words)
        index = len(self.record.log) - 1 if move is None else move
        self.recap.add(line, cards, replace=joined is not None, move=index, aside=self._own_draws(seen))
        return line

    def _own_draws(self, seen: list[Event]) -> str:
        """The cards the viewer drew in a move, as their log tells them, for the recap: only at a table with one human
        (in pass-and-play the recap outlives the turn and shows only what all saw)."""
        viewer = self.viewer
        if viewer is None or len(self.setup.humans) != 1:
            return ""
        drawn = [e.told_to(viewer) for e in seen if e.kind == "draw" and e.visible_to == (viewer,) and e.cards]
        return self.seat_names(" ".join(t for t in drawn if t))

    # -- undo and redo ------------------------------------------------------------------------------

    def why_not_undo(self) -> str:
        """Empty when Undo may take a move back now; else why not (shown when it is pressed anyway)."""
        if self.timeline is None:
            return self._no_undo_here()
        if self.state.is_over:  # the final table's banner says this in its last line (the message's place is its)
            return GAME_OVER_UNDO
        return self.timeline.why_not_undo()

    def _no_undo_here(self) -> str:
        """Why this table has no undo at all (Ctrl+Z said nothing in pass-and-play)."""
        if self.coach is not None:
            return "A lesson only goes forward: there is no undo in it."
        if len(self.setup.humans) > 1:
            return "No undo when players share the screen: a move taken back would show it to the next player."
        return "There is no undo in this game."

    def can_redo(self) -> bool:
        return self.timeline is not None and bool(self.timeline.redo) and not self.state.is_over

    def undo(self) -> bool:
        """Take back the human's last choice and every move after it: the log replayed from the set-up up to there.

        A computer still thinking is cancelled and its answer ignored; the
        autosave follows, so Continue resumes the position undone to.
        """
        why = self.why_not_undo()
        if why or self.timeline is None:
            self.message = why
            self.app.invalidate()
            return False
        self._stop_thinking()
        self._rewind(self.timeline.undo())
        self.others_moved = False  # the choices back on screen are the player's own doing
        self.message = self.news = "Your last move was taken back. Redo (Ctrl+Y) plays it again."
        return True

    def redo(self) -> bool:
        """Play the last undone stretch again, exactly as it was logged (the same computer moves)."""
        if self.timeline is None or not self.timeline.redo:
            self.message = "Nothing to redo." if self.timeline is not None else self._no_undo_here()
            self.app.invalidate()
            return False
        self._stop_thinking()
        moves = [(m.seat, m.action) for m in self.timeline.next_redo()]
        self.timeline.redone()
        for seat, action in moves:
            if not self.play(seat, action, redo=True):  # pragma: no cover - the same moves from the same position
                break
        return True

    def keep_for_continue(self) -> None:
        """A game opened part-way (from Load, Continue or a file) takes Continue's slot at once. The curtain over it
        says "Continue brings this game back here", and leaving before a move left Continue on the game before it
        (a finished one: no Continue at all). An example is only looked at until a move is made in it."""
        if self.record.moves and not self.state.is_over:
            self.caption = self._autosave().kept or self.caption

    def _autosave(self) -> Autosaved:
        """Keep the game for Continue; what the player should hear of it. A lesson never takes Continue's place."""
        if self.coach is not None:
            return Autosaved()
        said = autosave(self.app, self.record, first=not self._slot_taken)
        self._slot_taken = self._slot_taken or said.taken  # until then, each write first keeps the game waiting there
        return said

    def _stop_thinking(self) -> None:
        self.computers.cancel()
        self.analysis.cancel()
        self.queue.finish()
        self._forced = self._forced_since = None

    def _rewind(self, moves: int) -> None:
        """The game as it stood after the first ``moves`` moves of the log, dealt and played again."""
        del self.record.log[moves:]
        self.record.state = self.state = self.record.replayed()
        for seat in self.setup.humans:  # a card back in the hand after an undo is not new
            self.fresh.moved(seat)
        self._last_words, self._last_seat, self._announced = "", None, False  # a line undone is not joined again
        self._chose = False
        self._asked = ()
        self.recap.rewind(moves)  # nor told as what just happened
        self.presenter.caption = self.recap.entries[0].caption if self.recap.entries else ""  # the strip: the last that stands
        if moves < len(self._logged):
            del self._logged[moves:]
            self.log = log_of(self._logged)
        self.caption = self._autosave().kept or self.caption
        self.clear_hint()
        self.tip = ""
        self.sprites.clear()
        self.refresh(animate=False)

    # -- hint -----------------------------------------------------------------------------------------

    def show_hint(self) -> bool:
        """Normal's choice for the seat whose turn is on screen, from that seat's own observation only."""
        if not self.human_to_act() or self.viewer is None:
            self.message = "A hint is given when it is your turn to choose."
            self.app.invalidate()
            return False
        legal = self.legal()
        if self.coach is not None and self.coach.guided(legal) is not None:  # the coach's move is the hint
            self.lesson.light_move(legal)
            self.app.invalidate()
            return True
        if self.coach is not None:
            self.coach.hint_asked()
        obs = self.state.observation(self.viewer)
        hint = hint_for(self.setup.game_id, obs, legal, hint_seed(self.setup.seed, self.record.movers, obs.seat))
        if hint is None:
            self.message = "No hint for this game."
            return False
        self.lit.light(hint, self.view, self.layout, legal)
        self.message = self.tip = ""
        self.app.invalidate()
        return True

    def show_analysis(self) -> bool:
        """Hard's estimates for the viewer's options, from the viewer's own observation; again puts the panel away."""
        if self.analysis.open:
            self.analysis.cancel()
        elif self.coach is not None:  # a lesson asks for one move: a table ranking others would argue with the coach
            self.message = "Analysis is not offered in lessons."
        elif not self.human_to_act() or self.viewer is None:
            self.message = "Analysis is given when it is your turn to choose."
        else:
            self.analysis.ask(self.viewer, self.state.observation(self.viewer), self.legal())
            self.message = self.tip = ""
            self.log_open = False  # the panel and the log share the side
        self.app.invalidate()
        return self.analysis.open

    def took_card(self, key: str) -> None:
        """The player picked up or chose a card: a hint lighting another one is put away, since two cards outlined at
        once read as if both were chosen (a lesson's coach keeps its glow)."""
        if self.coach is None and self.lit.keys and key not in self.lit.keys:
            self.clear_hint()

    def clear_hint(self) -> None:
        self.lit.clear()

    # -- saving ---------------------------------------------------------------------------------------

    def open_save(self) -> None:
        """Ask for a name; the picture saved with it is the table as it is on the screen now (in pass-and-play, with
        every hand face down)."""
        if not saves_enabled(self.app):
            self.message = "Saving is off (the app was started without saves)."
            return
        self.message = self.tip = ""  # the picture shows the table, not a passing note
        self.clear_hint()
        self.analysis.cancel()
        self._picture = self._screen_now()
        self.prompt = SavePrompt(self.save_as, self._close_prompt)
        self.prompt.place(self.app.size)

    def toggle_rules(self) -> None:
        """Open the rules sheet over the table (a hint and a menu put away), or close it; not while a card is held."""
        if self.rules is not None:
            self.rules = None
            self.painter.forget()
        elif self.drag.held is None:
            self.clear_hint()
            self.overlays.menu = None
            self.rules = RulesSheet(self.setup, self.toggle_rules, unlocked=self.shown_observation().info.keys())
            self.rules.place(self.app.size, self.app.settings.text_size)
        self.app.invalidate()

    def _close_prompt(self) -> None:
        self.prompt = None
        self._picture = None
        self.painter.forget()
        self.app.invalidate()

    def picture(self) -> pygame.Surface:
        """The table as a save's picture shows it: as it stood when Save was opened, else as it stands now."""
        return self._picture if self._picture is not None else self._screen_now()

    def _screen_now(self) -> pygame.Surface:
        """The table drawn afresh, off screen, as this viewer sees it now (the window redraws whole next frame); in
        pass-and-play as an onlooker sees it, for Load shows a save's picture to whoever is at the screen."""
        picture = pygame.Surface(self.app.size)
        held = (self.curtain.viewer, self.curtain.waiting_for)  # behind the curtain too: the table, not the hand-over
        public = self.curtain.pass_and_play and held != (None, None)
        if public:
            self.curtain.viewer = self.curtain.waiting_for = None
            self.refresh(animate=False)
        self.painter.forget()
        self.draw(picture)
        self.painter.forget()
        if public:
            self.curtain.viewer, self.curtain.waiting_for = held
            self.refresh(animate=False)
        return picture

    def save_as(self, name: str) -> str | None:
        """Save the game under ``name`` with its picture; the reason if the name or the disk refuses."""
        store = SaveStore()
        try:
            path = store.save_as(name, self.record)
        except (ValueError, OSError, SaveError) as exc:
            return str(exc)
        try:
            thumbnail.write(self.picture(), path)
        except (OSError, pygame.error):  # a missing picture never costs the save; an old one must not stay
            with contextlib.suppress(OSError):
                thumbnail.delete(path)
        self._close_prompt()
        self.message = self.news = f"Saved as {path.stem!r}."
        return None

    def drop_result(self, result: Result | None) -> None:
        if result is None or self.viewer is None:
            self.refresh(animate=False)
            return
        if isinstance(result, Play):
            if self.play(self.viewer, result.action) and result.then is not None:
                if self.coach is not None:  # a lesson step's move made this way shows its words after it
                    self.coach.same_gesture()
                self.play(self.viewer, result.then)  # the play the drop declared, now legal
            return
        if isinstance(result, Choose):  # its buttons wait in an open menu until one is pressed or the table changes
            asked = tuple(replace(spec, menu=result.question) for spec in result.choices)
            kept = tuple(spec for spec in self.view.buttons if spec.menu != result.question)  # asked again: once
            self._asked = (*tuple(spec for spec in self._asked if spec.menu != result.question), *asked)
            self.view = replace(self.view, buttons=(*kept, *asked))
            if self.overlays.menu != result.question:
                self.overlays.toggle_menu(result.question)
        refused = result.candidate if isinstance(result, Refuse) else result.refused if isinstance(result, Choose) else None
        if isinstance(result, Refuse) or refused is not None:
            reason = result.reason if isinstance(result, Refuse) else ""
            if not reason and refused is not None:
                try:
                    self.state.clone().apply(self.viewer, refused)
                    reason = "That worked after all."  # pragma: no cover - legal actions were matched before
                except IllegalAction as exc:
                    reason = str(exc)
            self.message = reason
        placement = self.view.placement(result.key)
        sprite = self.sprites.get(result.key)
        if placement is not None and sprite is not None:
            sprite.z = placement.z
            self.presenter.spring_back(result.key, placement.pos, refused=isinstance(result, Refuse))
        self.app.invalidate()

    def update(self, dt: float) -> bool:
        plays = self._plays
        moving = self._advance(dt)
        if moving and plays == self._plays:
            self._warm_one()  # a frame is being made anyway and no move was applied in it: room for one picture
        return moving

    def _advance(self, dt: float) -> bool:
        if self.rules is not None:
            return False  # the game holds still while its rules are read: its clock too, so no computer answers
        self.clock += dt
        if self.analysis.poll():
            self.app.invalidate()
        if self.queue.busy:
            self.queue.update(dt)
            self.app.invalidate()
            if self.queue.busy:
                return True
        self.input.calm()
        if self.pops or self.presenter.cracks:
            self.presenter.at_rest()
            self.app.invalidate()
        if self.state.is_over:
            if not self.finished:
                self.finished = True  # the last play has been staged: the table stays, with the result, until asked
                self._finished_at = self.clock
                self.computers.game_over(self.state)
                self.computers.close()
                self.analysis.close()
                self.app.invalidate()
            if self.results_armed():
                if not self._armed_drawn:  # one more frame, so what is drawn (and probed) says the results are armed
                    self._armed_drawn = True
                    self.app.invalidate()
                return False
            return True  # frames (the clock) go on until a press may open the results
        if self.curtain.arming():
            return True  # frames go on until it has been drawn ready, so its "click when ready" brightens then
        if self.curtain.pass_and_play and not self.curtain.down and self.curtain.update(self.state.to_act()):
            self.app.invalidate()
            return self.curtain.arming()
        noted = self.lesson.note_read()
        if self.lesson.reading():
            # the lesson's words are about the table as it stands: nothing moves on until they are read, and a lone
            # forced move is not played for the learner (it would read as their "go on")
            self._forced_since = None
            return self.lesson.held() or noted
        if self._forced is not None and self._play_forced():
            return True
        choice = self.computers.answer(self.clock)
        if choice is not None:
            if choice.action is None:
                self.message = f"A computer player failed ({choice.error}); it plays at random instead."
                fallback = self.computers.fallback(self.state, choice.seat)
                if fallback is not None:
                    self.play(choice.seat, fallback)
            else:
                self.play(choice.seat, choice.action)
            return True
        if self.computers.ask(self.state, self.clock):
            self.app.invalidate()
        if self.worker.pending or self.analysis.thinking or self._forced is not None:
            self.app.invalidate()
            return True
        return noted

    def forced_wait(self) -> float:
        """How long the lone human's only action waits, from the table at rest, before it is played for them."""
        wait = min(self.beat, FORCED_BEAT)
        if self._forced_news and self.beat > 0:
            wait = max(wait, (FORCED_READ + FORCED_READ_PER_CARD * (self._forced_news - 1)) * self._read_pace)
        return wait

    def forced_reading(self) -> bool:
        """The lone move waits longer than its beat, for new cards to be read (Space plays it sooner)."""
        return self._forced is not None and self.forced_wait() > min(self.beat, FORCED_BEAT)

    def play_forced_now(self) -> bool:
        """Space while the only move waits: the player has read the table, so it is played now."""
        if self._forced is None or self.queue.busy or self.curtain.down:
            return False
        self._forced_since = float("-inf")
        return self._play_forced()

    def _play_forced(self) -> bool:
        """Play the lone human's only action once :meth:`forced_wait` has passed since the table came to rest; True if
        played."""
        if self._forced_since is None:
            self._forced_since = self.clock
        if self.clock - self._forced_since < self.forced_wait() or self.viewer is None:
            return False
        action = self._forced
        self._forced = self._forced_since = None
        assert action is not None
        if action in self.state.legal_actions(self.viewer):
            self.play(self.viewer, action)
        else:
            self.refresh(animate=False)
        return True

    # -- input --------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.curtain.pressed()  # a curtain falling soon after is not lifted by this player's next press
        self.input.handle(event)

    def results_armed(self) -> bool:
        """The final table has stood long enough for a click or Enter to mean "the results" (:data:`FINAL_ARMING`): a
        click meant for a move, landing just as the computer's winning play finished, went straight to the results
        and the winning play was never seen on the table."""
        return self.finished and self.clock - self._finished_at >= min(self.beat, FINAL_ARMING)  # instant: at once

    def show_results(self) -> None:
        """The player has looked at the final table: on to the results."""
        if self.finished:
            self.app.finish_game(self.setup, self.state, self.record, kept=self.coach is None)

    def enter(self) -> None:
        """A player sits down: Analysis's process starts now, so the first question is not spent starting it
        (a lesson offers no Analysis, and a table of computers alone has nobody to ask)."""
        if self.setup.humans and self.coach is None and not self.state.is_over:
            self.analysis.warm()

    def to_menu(self) -> None:
        """Menu: back to the title, where a game left midway waits under Continue. With saving off nothing keeps it,
        so the first press says so and only a second one leaves; a lesson under way asks too (it left unasked)."""
        question = self.lesson.leave_question() if self.coach is not None else LEAVE_UNSAVED if self._unkept() else ""
        if question and not self._leave_showing():
            self._ask_to_leave(question)
            return
        self.app.to_menu()

    def escape(self) -> None:
        """Esc with nothing open to put away: the first asks (a stray press does not leave the table), the second
        goes back to the title as Menu does."""
        if self._leave_showing():
            self.app.to_menu()
        elif self.coach is not None:
            self._ask_to_leave(self.lesson.leave_question() or LEAVE_ENDED)
        elif self._unkept():
            self._ask_to_leave(LEAVE_UNSAVED)
        elif self.state.is_over or not self.record.moves or not saves_enabled(self.app):
            self._ask_to_leave(LEAVE_ENDED)
        else:
            self._ask_to_leave(LEAVE_BY_ESCAPE)

    def _leave_showing(self) -> bool:
        """The question to leave is asked and still on screen: another message since (Undo's refusal on the final
        table) took its place, and a second Esc then left unwarned."""
        return bool(self.leave_asked) and self.message == self.leave_asked

    def _unkept(self) -> bool:
        """Leaving now would lose the game: saving is off and it is under way."""
        return not saves_enabled(self.app) and self.record.moves > 0 and not self.state.is_over

    def _ask_to_leave(self, question: str) -> None:
        self.message = self.leave_asked = question
        self.log_open = False  # the log covered the question, and the next press left unwarned
        self.app.invalidate()

    def leave(self) -> None:
        self.worker.close()
        self.analysis.close()
        if self.state.is_over and self.coach is None and saves_enabled(self.app):
            SaveStore().forget_ending(self.record)  # seen to its end: the title need not offer its results again
        if self.coach is not None and self.coach.on_leave is not None:  # a lesson left midway is kept to resume
            self.coach.on_leave(self.record)

    def resize(self, size: tuple[int, int]) -> None:
        if self.rules is not None:
            self.rules.place(size, self.app.settings.text_size)
        if self.prompt is not None:
            self.prompt.place(size)  # the Save box stays centred, at the window's scale, its name kept
        self.painter.forget()
        self.queue.finish()  # cards still moving would fly on to where the old size had them
        self.sprites.clear()
        self.refresh(animate=False)
        self.drag.follow(self.sprites)

    # -- drawing ------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.rules is not None:
            self.rules.draw(surface)
            self.painter.forget()
            self._changed = None
            return
        if self.curtain.down:
            who = self.curtain.waiting_for
            name = self.names[who] if who is not None else "the next player"
            kept = self._slot_taken  # only what Continue's slot holds waits there (a lesson never takes it)
            self.curtain.draw(surface, name, saves_enabled(self.app), kept=kept, why=self.curtain_words())
            self.painter.forget()
            self._changed = None
            return
        moving = self.queue.active_keys()
        if self.drag.held is not None:
            moving.add(self.drag.held)
        changed = self.painter.paint(
            surface,
            self.presenter.drawn,
            self.sprites.values(),
            moving,
            self.drag.glow | self.lit.zones,
            self.drag.selected,
            self._overlay_rects,
            self.lit.keys,
            self.drag.aimed(),
        )
        overlay: list[pygame.Rect] = self.presenter.draw_cracks(surface)
        for pop in self.pops.values():
            picture = pop.surface()
            overlay.append(surface.blit(picture, picture.get_rect(center=(round(pop.x), round(pop.y)))))
        self.overlays.draw(surface, overlay)
        if self.prompt is not None:
            overlay.append(self.prompt.draw(surface))
        self._overlay_rects = overlay
        self._changed = None if changed is None else [*changed, *overlay]

    def curtain_words(self) -> str:
        """What the curtain says the next human is asked (public words only: everyone in the room reads them)."""
        who = self.curtain.waiting_for
        return self.layout.asked(self.observation(), who) if who is not None else ""

    def elements(self) -> list[Element]:
        """The cards as drawn (each may lie over another: hands fan, piles stack) and every overlay."""
        if self.rules is not None:
            return list(self.rules.laid_out)
        if self.curtain.down:
            return [Element("curtain", (0, 0, *self.app.size), "panel", f"Pass the device. {self.curtain_words()}".strip())]
        cards = [
            Element(f"card:{s.key}", (r.x, r.y, r.w, r.h), "card", covers=("card:*",))
            for s in sorted(self.sprites.values(), key=lambda s: s.z)
            for r in (s.rect(),)
        ]
        return cards + self.overlays.elements()

    def changed_rects(self) -> list[pygame.Rect] | None:
        """What the last draw changed: only where cards moved and the chrome lies, or None after a full paint."""
        return self._changed
