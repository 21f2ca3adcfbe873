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
"""

from __future__ import annotations

import contextlib
import functools
import random
from typing import Any

import pygame

from ...ai import Agent, RandomAgent, make_agent
from ...engine import HIDDEN, Action, Event, IllegalAction, Observation, SetupError, State
from ...persistence import GameRecord, SaveStore
from .. import test_probe, theme
from ..scene import AppContext, Scene
from ..scenes.load import autosave, record_for, saves_enabled
from ..setup_model import GameSetup
from . import thumbnail
from .ai_worker import AiWorker
from .animation_queue import AnimationQueue, Ease, Step, Tween
from .curtain import Curtain
from .drag_drop import HELD_Z, DragDrop, Play, Refuse, Result
from .hint import Hint, hint_for, hint_targets
from .layout import TableView
from .layouts import layout_for
from .painter import TablePainter
from .pops import FLIP, SLIDE, Pop, event_step
from .save_prompt import SavePrompt
from .seat_names import SeatNames
from .sprite_motion import settle_tweens
from .sprites import CardSprite, Pictures, make_art, shade, wrap
from .text_cache import text as rendered
from .text_fit import fit, width_of
from .text_fit import wrap as wrap_to
from .undo import Timeline, replay, undo_allowed

#: Computer levels that search (CPU-bound for a whole think): they think in a process of their own.
SEARCH_LEVELS = frozenset({"hard"})
#: Longest pause before the table plays a lone human's only legal action for them.
FORCED_BEAT = 0.6
#: Added to a searcher's time budget: its last iteration and the process's round trip run a little past it.
SEARCH_MARGIN = 0.25
LOG_LINES = 14
#: The top bar's buttons: width, gap, and the left edge of the first.
BAR_BUTTON, BAR_GAP, BAR_EDGE = 66, 6, 8
#: Where the banner may start: right of the Menu, Log and Save buttons.
BANNER_LEFT = BAR_EDGE + 3 * (BAR_BUTTON + BAR_GAP) + 2


def _agent(game_id: str, level: str, think_time: float | None = None) -> Agent:
    try:
        if think_time is not None:  # Hard searches for the think time chosen in the settings
            return make_agent(game_id, level, think_time=float(think_time))
        return make_agent(game_id, level)
    except (SetupError, ImportError):
        return RandomAgent()


@test_probe.probed
class TableScene(Scene):
    """Plays one game of ``setup`` to the end, then hands the state to ``app.finish_game``."""

    def __init__(self, app: AppContext, setup: GameSetup, record: GameRecord | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.record = record if record is not None else record_for(setup)  # the log that autosave and Continue keep
        self.state: State = self.record.state
        self.names = [s.name for s in setup.seats]
        #: Engine texts name seats by number; the log, banners and messages show the names from the setup.
        self.seat_names = SeatNames(self.names)
        self.layout = layout_for(setup.game_id, self.names)
        self.pictures = Pictures(make_art(app))
        self.painter = TablePainter(self.pictures)
        self._obs: Observation | None = None
        self._to_warm: list[tuple[str, int]] = []
        self._warm_widths: set[int] = set()
        self._overlay_rects: list[pygame.Rect] = []
        self._changed: list[pygame.Rect] | None = None
        settings = getattr(app, "settings", None)
        scale = settings.animation_scale() if settings is not None and hasattr(settings, "animation_scale") else 1.0
        self.queue = AnimationQueue(self._set, scale)
        #: The beat (scene-clock seconds) every computer answer is held to, whatever it had to decide; 0 when instant.
        self.beat = float(getattr(settings, "think_time", 0.6)) if scale > 0 else 0.0
        searching = any(not s.human and s.level in SEARCH_LEVELS for s in setup.seats)
        self.worker = AiWorker(separate_process=searching)
        think = getattr(settings, "think_time", None)
        self.agents = {i: _agent(setup.game_id, s.level, think) for i, s in enumerate(setup.seats) if not s.human}
        #: When the pending computer request was made, and how long its answer is held (both on ``_clock``).
        self._asked_at = 0.0
        self._hold = 0.0
        #: A lone human's only legal action, which the table plays for them after a beat, and since when it waits.
        self._forced: Action | None = None
        self._forced_since: float | None = None
        self.rngs = {i: random.Random(setup.seed * 1009 + i) for i in self.agents}
        self.curtain = Curtain(setup.humans)
        self.curtain.update(self.state.to_act())
        self.sprites: dict[str, CardSprite] = {}
        self.pops: dict[str, Pop] = {}
        self.view = TableView()
        self.drag = DragDrop(self.layout)
        self.log: list[str] = []
        #: ``self.log``'s length before each move of the record's log, so undo can cut the log back.
        self._log_marks: list[int] = []
        self.log_open = False
        #: Undo and redo exist with exactly one human against the computer (never in pass-and-play).
        self.undo_on = undo_allowed(setup.humans, len(setup.seats))
        self.timeline: Timeline | None = None
        self.hint: Hint | None = None
        self._hint_keys: set[str] = set()
        self._hint_zones: set[str] = set()
        self._hint_button = False
        self.prompt: SavePrompt | None = None
        self._picture: pygame.Surface | None = None
        self._row_cache: tuple[object, int] | None = None
        self._resume_log()
        self.message = ""
        self.tip = ""
        self.finished = False
        self.thinking: int | None = None
        self._pop_count = 0
        self._plays = 0
        self._clock = 0.0
        self._button_rects: list[tuple[pygame.Rect, Action | str]] = []
        self.refresh(animate=False)

    def _resume_log(self) -> None:
        """A resumed game's log as it was: its moves replayed from the set-up, each event as this viewer may see it."""
        human = self.setup.humans[0] if self.undo_on else None
        if not self.record.log and human is None:
            return
        self.timeline, played = replay(self.record, human)
        for events in played:
            self._log_marks.append(len(self.log))
            self.log += self._log_lines(events)

    def _log_lines(self, events: list[Event]) -> list[str]:
        return [self.seat_names(e.text) for e in (e.seen_by(self.viewer) for e in events) if e.text]

    # -- who is looking -----------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        return self.curtain.viewer

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
        return v is not None and v in self.state.to_act() and v in self.setup.humans and not self.curtain.down

    def _lone_forced_action(self) -> Action | None:
        """The only legal action of the only human at the table, which is played for them instead of asked.

        Against the computer a human is asked only when there is a choice
        (RULINGS SD-R22: a counter window they cannot use is passed for them,
        so the question itself never hints at their hand). In pass-and-play
        every human still sees the lone button behind the curtain.
        """
        if len(self.setup.humans) != 1 or self.viewer is None or not self._viewer_to_act():
            return None
        legal = self.state.legal_actions(self.viewer)
        return legal[0] if len(legal) == 1 else None

    def legal(self) -> list[Action]:
        return self.state.legal_actions(self.viewer) if self.human_to_act() and self.viewer is not None else []

    # -- building the picture -------------------------------------------------------------------------

    def refresh(self, animate: bool, events: list[Event] | None = None) -> None:
        """Rebuild the view for the viewer; with ``animate``, queue slides, flips and pops for the change."""
        obs = self._obs = self.observation()
        forced = self._lone_forced_action()
        if forced != self._forced or forced is None:
            self._forced_since = None
        self._forced = forced
        view = self.layout.build(self.app.size, obs, onlooker=self.viewer is None)
        legal = self.legal()
        buttons = view.buttons + self.layout.buttons(legal)
        self.view = TableView(view.placements, view.zones, buttons, view.marks, view.anchors)
        # a card in the player's hand through someone else's move stays there if it can still be played
        dropped = self.drag.set_view(self.view, legal)
        held = self.drag.held
        if dropped:
            self.message = dropped
        tweens: list[Tween] = []
        w, h = self.app.size
        origin = view.anchors.get("deck", (w / 2, h / 2))
        seen = {p.key for p in view.placements}
        vanished = {k: s for k, s in self.sprites.items() if k not in seen}
        for p in view.placements:
            sprite = self.sprites.get(p.key)
            if sprite is None:
                sprite = CardSprite.from_placement(p)
                self.sprites[p.key] = sprite
                if p.key == held:
                    sprite.z = HELD_Z
                    continue
                source = next((vanished.pop(k) for k in p.source if k in vanished), None)
                if animate and source is not None:
                    # the same card seen anew (a secret move revealed, a card played from a hidden hand)
                    sprite.prev_code, sprite.prev_face_up = source.code, source.face_up
                    if source.face_up != p.face_up:
                        sprite.flip = 0.0
                        tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
                    start = (source.x, source.y)
                elif animate and p.source and p.face_up:
                    # it had no sprite yet (chosen and revealed in one go): turn it over where it lies
                    sprite.prev_code, sprite.prev_face_up, sprite.flip = HIDDEN, False, 0.0
                    tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
                    continue
                else:
                    start = origin
                if animate:
                    tweens += [Tween(p.key, "x", start[0], p.pos[0], SLIDE), Tween(p.key, "y", start[1], p.pos[1], SLIDE)]
                continue
            before = (sprite.x, sprite.y, sprite.shown_code())
            sprite.prev_code, sprite.prev_face_up = sprite.code, sprite.face_up
            sprite.settle(p)
            if p.key == held:
                sprite.z, sprite.flip = HELD_Z, 1.0  # it stays under the pointer, on top
                continue
            tweens += settle_tweens(sprite, p, before, animate)
        for key in [k for k in self.sprites if k not in seen]:
            del self.sprites[key]
        if animate and tweens:
            label = "+".join(e.kind for e in events or []) or "move"
            self.queue.push(Step(tuple(tweens), label))
        for event in events or [] if animate else []:
            self._queue_event(event)
        self._plan_warming()
        self.app.invalidate()

    def _plan_warming(self) -> None:
        """Queue every card of the game at the widths now on the table, to be drawn ahead a few per frame.

        Drawing a face with pillow costs a millisecond or two; drawn while
        the table is quiet, no animation frame has to wait for one. Only
        pictures are drawn (into the art cache); nothing is shown.
        """
        widths = {p.width for p in self.view.placements} - self._warm_widths
        warm = getattr(self.pictures.art, "warm", None)
        if not widths or warm is None:
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

    def _queue_event(self, event: Event) -> None:
        """A pop and a shake for an event worth showing (a hit, damage…), in order."""
        step = event_step(self.layout, self.view, self.sprites, self.pops, event, f"pop:{self._pop_count + 1}")
        if step is not None:
            self._pop_count += 1
            self.queue.push(step)

    def _set(self, key: str, prop: str, value: float) -> None:
        """The animation queue's setter: move a sprite or a pop."""
        target: Any = self.sprites.get(key) or self.pops.get(key)
        if target is not None:
            setattr(target, prop, value)

    # -- playing ------------------------------------------------------------------------------------

    def play(self, seat: int, action: Action, redo: bool = False) -> bool:
        """Apply an action for ``seat``; a refusal becomes the message and nothing changes.

        Any move but a redo drops the redo history: it no longer leads anywhere.
        """
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
        autosave(self.app, self.record)
        self.message = ""
        self.tip = ""
        self._clear_hint()
        self._plays += 1
        seen = [e.seen_by(self.viewer) for e in events]
        self._log_marks.append(len(self.log))
        self.log += [self.seat_names(e.text) for e in seen if e.text]
        self.refresh(animate=True, events=seen)
        sound = getattr(self.app, "sound", None)
        if sound is not None:
            with contextlib.suppress(Exception):  # sound is a nicety; never let it stop a game
                sound.play("win" if self.state.is_over else "card")
        return True

    # -- undo and redo ------------------------------------------------------------------------------

    def why_not_undo(self) -> str:
        """Empty when Undo may take a move back now; else why not (shown when it is pressed anyway)."""
        if self.timeline is None:
            return "There is no undo in this game."
        return self.timeline.why_not_undo()

    def can_redo(self) -> bool:
        return self.timeline is not None and bool(self.timeline.redo)

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
        self.message = "Your last move was taken back. Redo (Ctrl+Y) plays it again."
        return True

    def redo(self) -> bool:
        """Play the last undone stretch again, exactly as it was logged (the same computer moves)."""
        if self.timeline is None or not self.timeline.redo:
            self.message = "Nothing to redo." if self.timeline is not None else "There is no redo in this game."
            self.app.invalidate()
            return False
        self._stop_thinking()
        moves = [(m.seat, m.action) for m in self.timeline.next_redo()]
        self.timeline.redone()
        for seat, action in moves:
            if not self.play(seat, action, redo=True):  # pragma: no cover - the same moves from the same position
                break
        return True

    def _stop_thinking(self) -> None:
        self.worker.cancel()
        self.thinking = None
        self.queue.finish()
        self._forced = self._forced_since = None

    def _rewind(self, moves: int) -> None:
        """The game as it stood after the first ``moves`` moves of the log, dealt and played again."""
        del self.record.log[moves:]
        self.record.state = self.state = self.record.replayed()
        if moves < len(self._log_marks):
            del self.log[self._log_marks[moves] :]
            del self._log_marks[moves:]
        autosave(self.app, self.record)
        self._clear_hint()
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
        obs = self.state.observation(self.viewer)
        hint = hint_for(self.setup.game_id, obs, legal, self.setup.seed * 7919 + len(self.record.log))
        if hint is None:
            self.message = "No hint for this game."
            return False
        self.hint = hint
        self._hint_keys, self._hint_zones, self._hint_button = hint_targets(hint, self.view, self.layout, legal)
        self.message = self.tip = ""
        self.app.invalidate()
        return True

    def _clear_hint(self) -> None:
        self.hint = None
        self._hint_keys, self._hint_zones, self._hint_button = set(), set(), False

    # -- saving ---------------------------------------------------------------------------------------

    def open_save(self) -> None:
        """Ask for a name; the picture saved with it is the table as it is on the screen now."""
        if not saves_enabled(self.app):
            self.message = "Saving is off (the app was started without saves)."
            return
        self.message = self.tip = ""  # the picture shows the table, not a passing note
        self._clear_hint()
        self._picture = self._screen_now()
        self.prompt = SavePrompt(self.save_as, self._close_prompt)
        self.prompt.place(self.app.size)

    def _close_prompt(self) -> None:
        self.prompt = None
        self._picture = None
        self.painter.forget()
        self.app.invalidate()

    def _screen_now(self) -> pygame.Surface:
        """The table drawn afresh, off screen, exactly as this viewer sees it now (the window redraws whole next frame)."""
        picture = pygame.Surface(self.app.size)
        self.painter.forget()
        self.draw(picture)
        self.painter.forget()
        return picture

    def save_as(self, name: str) -> str | None:
        """Save the game under ``name`` with its picture; the reason if the name or the disk refuses."""
        store = SaveStore()
        try:
            path = store.save_as(name, self.record)
        except (ValueError, OSError) as exc:
            return str(exc)
        try:
            thumbnail.write(self._picture if self._picture is not None else self._screen_now(), path)
        except (OSError, pygame.error):  # a missing picture never costs the save; an old one must not stay
            with contextlib.suppress(OSError):
                thumbnail.delete(path)
        self._close_prompt()
        self.message = f"Saved as {path.stem!r}."
        return None

    def _result(self, result: Result | None) -> None:
        if result is None or self.viewer is None:
            self.refresh(animate=False)
            return
        if isinstance(result, Play):
            self.play(self.viewer, result.action)
            return
        assert isinstance(result, Refuse)
        reason = result.reason
        if not reason and result.candidate is not None:
            try:
                self.state.apply(self.viewer, result.candidate)
                reason = "That worked after all."  # pragma: no cover - legal actions were matched before
            except IllegalAction as exc:
                reason = str(exc)
        self.message = reason
        placement = self.view.placement(result.key)
        sprite = self.sprites.get(result.key)
        if placement is not None and sprite is not None:
            sprite.z = placement.z
            if (sprite.x, sprite.y) != placement.pos:
                self.queue.push(
                    Step(
                        (
                            Tween(result.key, "x", sprite.x, placement.pos[0], SLIDE, easing=Ease.BACK),
                            Tween(result.key, "y", sprite.y, placement.pos[1], SLIDE, easing=Ease.BACK),
                        ),
                        "spring-back",
                    )
                )
        self.app.invalidate()

    def update(self, dt: float) -> bool:
        plays = self._plays
        moving = self._advance(dt)
        if moving and plays == self._plays:
            self._warm_one()  # a frame is being made anyway and no move was applied in it: room for one picture
        return moving

    def _advance(self, dt: float) -> bool:
        self._clock += dt
        if self.queue.busy:
            self.queue.update(dt)
            self.app.invalidate()
            if self.queue.busy:
                return True
        if self.pops:
            self.pops.clear()
            self.app.invalidate()
        if self.state.is_over:
            if not self.finished:
                self.finished = True
                self.worker.close()
                self.app.finish_game(self.setup, self.state, self.record)
            return False
        if self.curtain.pass_and_play and not self.curtain.down and self.curtain.update(self.state.to_act()):
            self.app.invalidate()
            return False
        if self._forced is not None and self._play_forced():
            return True
        held = self.worker.pending and self._clock - self._asked_at < self._hold
        choice = None if held else self.worker.poll()
        if choice is not None:
            self.thinking = None
            if choice.action is None:
                self.message = f"A computer player failed ({choice.error}); it plays at random instead."
                legal = self.state.legal_actions(choice.seat)
                if legal:
                    self.play(choice.seat, self.rngs[choice.seat].choice(legal))
            else:
                self.play(choice.seat, choice.action)
            return True
        if not self.worker.pending:
            seat = next((s for s in self.state.to_act() if s in self.agents), None)
            if seat is not None:
                obs = self.state.observation(seat)
                self.worker.request(self.agents[seat], seat, obs, self.state.legal_actions(seat), self.rngs[seat])
                self._asked_at, self._hold = self._clock, self._hold_for(self.agents[seat])
                self.thinking = seat
                self.app.invalidate()
        if self.worker.pending or self._forced is not None:
            self.app.invalidate()
            return True
        return False

    def _hold_for(self, agent: Agent) -> float:
        """How long a computer's answer is held: the beat, or a searcher's whole think budget (0 when instant).

        An answer must not come back sooner because there was nothing to
        decide (a lone pass in a counter window): that would tell a human
        what the computer holds (RULINGS SD-R22).
        """
        if self.beat <= 0:
            return 0.0
        budget = getattr(getattr(agent, "budget", None), "seconds", None)
        return max(self.beat, float(budget) + SEARCH_MARGIN) if isinstance(budget, int | float) else self.beat

    def _play_forced(self) -> bool:
        """Play the lone human's only action once a short beat has passed since the table came to rest; True if played."""
        if self._forced_since is None:
            self._forced_since = self._clock
        if self._clock - self._forced_since < min(self.beat, FORCED_BEAT) or self.viewer is None:
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
        if self.prompt is not None:
            self.prompt.handle(event)
            self.app.invalidate()
            return
        if event.type == pygame.KEYDOWN and self._shortcut(event):
            self.app.invalidate()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self._skip_or_lift()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = next((w for r, w in self._button_rects if isinstance(w, str) and r.collidepoint(event.pos)), None)
            if bar is not None and not self.curtain.down:  # the table's own controls answer at once, mid-animation too
                self.queue.finish()
                self._press_button(bar)
                return
            if self.queue.busy or self.curtain.down:
                self._skip_or_lift()
                return
            for rect, what in self._button_rects:
                if rect.collidepoint(event.pos):
                    self._press_button(what)
                    return
        if self.drag.held is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) and self.human_to_act():
            self._carry(event)
            return
        if self.queue.busy or self.curtain.down:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.log_open = not self.log_open
            self.app.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.tip = self.drag.tip_at(event.pos, self.sprites)
            self.app.invalidate()
            return
        if not self.human_to_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.drag.press(event.pos, self.sprites)
            self.message = self.tip = ""
        elif event.type == pygame.MOUSEMOTION:
            if self.drag.held is not None:
                self.drag.motion(event.pos, self.sprites)
            else:
                self.tip = self.drag.tip_at(event.pos, self.sprites)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._result(self.drag.release(event.pos, self.sprites))
        elif event.type == pygame.KEYDOWN:
            self._result(self.drag.key(event.key))
        self.app.invalidate()

    def _shortcut(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z undo, Ctrl+Y (or Ctrl+Shift+Z) redo, H hint; True if the key was one of them."""
        if self.curtain.down:
            return False
        mod = getattr(event, "mod", 0)
        ctrl = bool(mod & pygame.KMOD_CTRL)
        if ctrl and event.key == pygame.K_z and not mod & pygame.KMOD_SHIFT and self.undo_on:
            self.undo()
        elif ctrl and (event.key == pygame.K_y or event.key == pygame.K_z) and self.undo_on:
            self.redo()
        elif event.key == pygame.K_h and not ctrl and self.setup.humans:
            self.queue.finish()
            if self.hint is not None:
                self._clear_hint()  # H again puts the hint away
            else:
                self.show_hint()
        else:
            return False
        return True

    def _carry(self, event: pygame.event.Event) -> None:
        """Move or drop the card in hand, even while a computer's move plays out.

        A drop first lets the queued animation finish, so the drop lands on
        the table as it now is and is judged against the moves legal now.
        """
        if event.type == pygame.MOUSEMOTION:
            self.drag.motion(event.pos, self.sprites)
        elif event.button == 1:
            self.queue.finish()
            self._result(self.drag.release(event.pos, self.sprites))
        self.app.invalidate()

    def _skip_or_lift(self) -> None:
        if self.queue.busy:
            self.queue.finish()
        elif self.curtain.down:
            self.curtain.lift()
            self.sprites.clear()
            self.refresh(animate=False)
        self.app.invalidate()

    def _press_button(self, what: Action | str) -> None:
        if what == "menu":
            self.app.to_menu()
        elif what == "log":
            self.log_open = not self.log_open
        elif what == "save":
            self.open_save()
        elif what == "undo":
            self.undo()
        elif what == "redo":
            self.redo()
        elif what == "hint":
            self.show_hint()
        elif isinstance(what, Action) and self.viewer is not None and self.human_to_act():
            self.play(self.viewer, what)
        self.app.invalidate()

    def leave(self) -> None:
        self.worker.close()

    def resize(self, size: tuple[int, int]) -> None:
        self.painter.forget()
        self.sprites.clear()
        self.refresh(animate=False)

    # -- drawing ------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.curtain.down:
            who = self.curtain.waiting_for
            self.curtain.draw(surface, self.names[who] if who is not None else "the next player")
            self.painter.forget()
            self._changed = None
            return
        moving = self.queue.active_keys()
        if self.drag.held is not None:
            moving.add(self.drag.held)
        changed = self.painter.paint(
            surface, self.view, self.sprites.values(), moving, self.drag.glow, self.drag.selected, self._overlay_rects
        )
        overlay: list[pygame.Rect] = []
        for pop in self.pops.values():
            picture = pop.surface()
            overlay.append(surface.blit(picture, picture.get_rect(center=(round(pop.x), round(pop.y)))))
        self._draw_chrome(surface, overlay)
        if self.prompt is not None:
            overlay.append(self.prompt.draw(surface))
        self._overlay_rects = overlay
        self._changed = None if changed is None else [*changed, *overlay]

    def changed_rects(self) -> list[pygame.Rect] | None:
        """What the last draw changed: only where cards moved and the chrome lies, or None after a full paint."""
        return self._changed

    def _draw_chrome(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        """Banner, menu/log buttons, choice buttons, thinking sign, message, tip and the log; their rects go in ``drawn``."""
        w, h = surface.get_size()
        obs = self.shown_observation()
        if self._forced is not None:
            banner = f"Your only move: {self._forced.label or self._forced.kind}."
        elif self.viewer is not None:
            banner = self.layout.banner(obs, self.human_to_act())
        else:
            banner = self._onlooker_banner(obs)
        bar = pygame.Rect(0, 0, w, 40)
        drawn.append(surface.fill(theme.PANEL, bar))
        right = self._bar_buttons_right()
        right_edge = w - BAR_EDGE - len(right) * (BAR_BUTTON + BAR_GAP) if right else w
        text = self._banner_text(self.seat_names(banner), w, w - right_edge)
        centre = text.get_rect(center=bar.center)
        if centre.right > right_edge - 4:  # too wide to centre beside the Hint, Undo and Redo buttons
            centre.right = right_edge - 4
        if centre.left < BANNER_LEFT:  # ...or without running under the Menu, Log and Save buttons
            centre.left = BANNER_LEFT
        surface.blit(text, centre)
        self._button_rects = []
        x = BAR_EDGE
        left: list[tuple[str, str, bool]] = [("Menu", "menu", True), ("Log" + (" ▾" if self.log_open else " ▸"), "log", True)]
        if saves_enabled(self.app):
            left.append(("Save", "save", True))
        for label, what, enabled in left:
            x = self._button(surface, pygame.Rect(x, 6, BAR_BUTTON, 28), label, what, enabled) + BAR_GAP
        x = right_edge + BAR_GAP
        for label, what, enabled in right:
            x = self._button(surface, pygame.Rect(x, 6, BAR_BUTTON, 28), label, what, enabled) + BAR_GAP
        bx = w - 20
        widths = [theme.font(20).size(spec.label)[0] + 28 for spec in self.view.buttons]
        row = self._choice_row((w, h), sum(widths) + 10 * max(0, len(widths) - 1))
        for spec, width in zip(reversed(self.view.buttons), reversed(widths), strict=True):
            bx -= width
            drawn.append(pygame.Rect(bx, row, width, 36))
            self._button(surface, drawn[-1], spec.label, spec.action)
            bx -= 10
        self._draw_hint(surface, drawn)
        if self.thinking is not None:
            dots = "." * (1 + int(self._clock * 3) % 3)
            sign = rendered(f"{self.names[self.thinking]} is thinking{dots}", 22, theme.ACCENT, True)
            drawn.append(surface.blit(sign, sign.get_rect(midtop=(w // 2, 48))))
        if self.message:
            drawn.append(self._note(surface, self.seat_names(self.message), (w // 2, int(h * 0.5)), theme.WARNING))
        elif self.hint is not None and self.drag.held is None:
            drawn.append(self._note(surface, self.seat_names(self.hint.text()), (w // 2, 100), theme.ACCENT))
        elif self.tip and self.drag.held is None:
            drawn.append(self._note(surface, self.seat_names(self.tip), (w // 2, 100), theme.TEXT))
        if self.log_open:
            panel = pygame.Rect(8, 44, min(520, w // 2), 24 + 20 * LOG_LINES)
            drawn.append(surface.blit(shade(panel.w, panel.h, (*theme.PANEL, 225)), panel.topleft))
            for n, line in enumerate(self.log[-LOG_LINES:]):
                surface.blit(rendered(line, 15, theme.TEXT), (panel.x + 10, panel.y + 10 + n * 20))

    def _choice_row(self, size: tuple[int, int], width: int) -> int:
        """Where the choice buttons go: just past the middle, moved up or down only if they would cover a card or a word."""
        w, h = size
        base = int(h * 0.55)
        if not width:
            return base
        key = (size, width, tuple(sorted((k, round(s.x), round(s.y)) for k, s in self.sprites.items())), self.view.marks)
        if self._row_cache is not None and self._row_cache[0] == key:
            return self._row_cache[1]
        things = [s.rect() for s in self.sprites.values()]
        things += [pygame.Rect(m.rect) for m in self.view.marks if m.kind in ("text", "pip", "marker")]
        places = [pygame.Rect(z.rect) for z in self.view.zones]
        span = pygame.Rect(w - 20 - width, base, width, 36)
        row = base
        for obstacles in (things + places, things):  # clear of the drop zones too if there is room, else of cards and words
            free = next(
                (
                    span.move(0, dy)
                    for dy in sorted(range(48 - base, h - 44 - base, 4), key=abs)
                    if not any(span.move(0, dy).colliderect(o) for o in obstacles)
                ),
                None,
            )
            if free is not None:
                row = free.top
                break
        self._row_cache = (key, row)
        return row

    def _bar_buttons_right(self) -> list[tuple[str, str, bool]]:
        """Hint for a human's table, Undo and Redo against the computer: (label, what, enabled)."""
        out: list[tuple[str, str, bool]] = []
        if self.setup.humans:
            out.append(("Hint", "hint", self.human_to_act()))
        if self.undo_on:
            out += [("Undo", "undo", not self.why_not_undo()), ("Redo", "redo", self.can_redo())]
        return out

    def _draw_hint(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        """A glow around the hinted card(s), the place to drop them, or the hinted button."""
        if self.hint is None:
            return
        rects = [self.sprites[k].rect() for k in self._hint_keys if k in self.sprites]
        rects += [pygame.Rect(z.rect) for z in self.view.zones if z.id in self._hint_zones]
        if self._hint_button:
            rects += [r for r, what in self._button_rects if what == self.hint.action]
        for rect in rects:
            glow = rect.inflate(10, 10)
            pygame.draw.rect(surface, theme.ACCENT, glow, 4, border_radius=10)
            drawn.append(glow)

    @staticmethod
    @functools.lru_cache(maxsize=16)
    def _banner_text(banner: str, w: int, right: int = 0) -> pygame.Surface:
        """The banner in the biggest size that fits between the buttons; else two smaller lines, shortened as a last resort."""
        room = w - BANNER_LEFT - right - 12
        for size in (24, 22, 20, 18):
            if width_of(banner, size, True) <= room:
                return rendered(banner, size, theme.TEXT, True)
        lines = wrap_to(banner, 16, room, bold=True)
        if len(lines) > 2:
            lines = [lines[0], fit(" ".join(lines[1:]), 16, room, bold=True)]
        pictures = [rendered(line, 16, theme.TEXT, True) for line in lines]
        block = pygame.Surface((max(p.get_width() for p in pictures), 38), pygame.SRCALPHA)
        for n, picture in enumerate(pictures):
            block.blit(picture, picture.get_rect(midtop=(block.get_width() // 2, n * 19)))
        return block

    def _onlooker_banner(self, obs: Observation) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason
        return "Watching: " + ", ".join(self.names[s] for s in obs.to_act) + " to act."

    def _button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, what: Action | str, enabled: bool = True) -> int:
        """A button; a disabled one is greyed but still answers a click (Undo then says why not)."""
        pygame.draw.rect(surface, theme.BUTTON if enabled else theme.BUTTON_DISABLED, rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
        text = rendered(label, 18, theme.TEXT if enabled else theme.TEXT_DISABLED)
        surface.blit(text, text.get_rect(center=rect.center))
        self._button_rects.append((rect, what))
        return rect.right

    def _note(self, surface: pygame.Surface, text: str, centre: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Rect:
        lines = wrap(text, theme.font(19), 560)
        height = 16 + 24 * len(lines)
        box = pygame.Rect(0, 0, 600, height)
        box.center = centre
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, colour, box, 2, border_radius=8)
        for n, line in enumerate(lines):
            surface.blit(rendered(line, 19, colour), (box.x + 20, box.y + 8 + n * 24))
        return box
