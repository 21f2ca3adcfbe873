"""Watch a finished (or saved) game again, move by move, as one seat saw it.

``ReplayScene(app, record, viewer_seat)`` takes a ``GameRecord`` and
nothing else. Next plays the following move's events through the
animation queue, as the table did; Back, Start and End jump, the position
rebuilt by dealing again and replaying the log (``replay_model``); Play
steps on by itself at the animation's pace. The table is drawn from the
viewer's observation and events redacted for the viewer, so a replay
shows no card that seat did not know at that point: against the computer
it is the human's seat; with no human or several, whoever watches picks a
seat or the public view.

Opened from the results' marks (``marks``: the player's costliest moves),
it also steps from one marked move to the next or the previous (buttons
and M / Shift+M), stopping just before the move, and its banner says
which mark comes next with Hard's figures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...engine import get_game
from ...persistence import GameRecord
from .. import chrome, theme
from ..analysis_marks import MoveMark
from ..elements import Element
from ..replay_model import AUTO, Replay, default_viewer, viewer_choices
from ..scene import AppContext, Scene
from ..table.analysis_panel import percent
from ..table.captions import unspoken
from ..table.seat_names import SeatNames
from ..table.sprites import make_art
from ..table.text_cache import text as rendered
from ..table.text_fit import fit, fit_box
from ..widgets import Button, Cycler, FocusGroup, Label, TextField, Widget, draw_fitted, wrap
from .menu import text_percent
from .replay_board import ReplayBoard

#: Heights of the top banner and of the bottom bar of controls at 1280x720; both grow with the window.
BANNER_H, BAR_H = 40, 56
#: Height of the strip of moves along the top of the control bar at 1280x720 (its hit area; the rail is thinner).
STRIP_H = 20
#: Moves Page Up and Page Down jump.
PAGE = 10
#: Seconds Play waits on a still table before the next move, at normal animation speed (and at Instant).
PLAY_BEAT = 0.8
INSTANT_BEAT = 0.5
PUBLIC = "public"


#: Close's words on hover, with the keys nothing else names.
CLOSE_HELP = "Leave the replay (Esc). Keys: ← → step, Page Up/Down ten moves, Home and End, Space plays on, L opens the log."
MARK_KEYS = " M and Shift+M: your next and previous marked moves."


class Timeline(Widget):
    """Every move of the game as one strip, the part played so far in brass: a click or a drag on it goes straight
    to that move (reaching move 30 of 51 took 30 presses of Next). The scene handles its clicks and drags itself, as
    each jump rebuilds the controls; this draws it, marks the marked moves and is hovered for its help."""

    kind = "slider"

    def __init__(self, position: int, length: int, marks: Sequence[int] = (), *, help: str = "") -> None:
        super().__init__("Moves", help=help, enabled=length > 0)
        self.position = position
        self.length = length
        self.marks = tuple(marks)

    @property
    def shown_text(self) -> str:
        return f"Move {self.position} of {self.length}"

    def _rail(self) -> pygame.Rect:
        """The line the moves lie along: inset by the knob's radius, so the deal and the end are whole under it."""
        knob = self.rect.height // 2
        return pygame.Rect(self.rect.left + knob, self.rect.top, max(1, self.rect.width - 2 * knob), self.rect.height)

    def x_of(self, position: int) -> int:
        rail = self._rail()
        return rail.left + round(rail.width * position / max(1, self.length))

    def position_at(self, x: int) -> int:
        """The move nearest ``x`` along the strip (the deal or the end past either end)."""
        rail = self._rail()
        return max(0, min(self.length, round((x - rail.left) * self.length / rail.width)))

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        ui, box = self.ui, self.rect
        line = pygame.Rect(box.left, 0, box.width, max(6, ui.px(8)))
        line.centery = box.centery
        radius = line.height // 2
        pygame.draw.rect(surface, theme.PANEL_LOW, line, border_radius=radius)
        played = line.copy()
        played.width = self.x_of(self.position) - line.left
        if played.width > 0:
            pygame.draw.rect(surface, theme.BRASS if self.enabled else theme.TEXT_DISABLED, played, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, line, width=1, border_radius=radius)
        for move in self.marks:  # the marked moves, where M stops
            x = self.x_of(move)
            pygame.draw.line(surface, theme.WARNING, (x, box.top + ui.px(2)), (x, box.bottom - ui.px(2)), max(2, ui.px(2)))
        knob = (self.x_of(self.position), box.centery)
        size = max(5, box.height * 9 // 20 + (1 if self.hovered else 0))
        pygame.draw.circle(surface, theme.TEXT if self.enabled else theme.TEXT_DISABLED, knob, size)
        pygame.draw.circle(surface, theme.BRASS_DARK, knob, size, width=max(1, ui.px(2)))
        if focused and self.enabled:
            pygame.draw.rect(surface, theme.FOCUS, box, width=2, border_radius=box.height // 2)


class ReplayScene(Scene):
    """A replay of ``record`` seen by ``viewer_seat`` (None: public cards only; by default the only human's seat)."""

    def __init__(
        self,
        app: AppContext,
        record: GameRecord,
        viewer_seat: int | str | None = AUTO,
        *,
        on_close: Callable[[], None] | None = None,
        marks: Sequence[MoveMark] = (),
    ) -> None:
        super().__init__(app)
        self.record = record
        self.choices = viewer_choices(record)
        viewer = default_viewer(record) if viewer_seat == AUTO else viewer_seat
        if viewer is not None and not (isinstance(viewer, int) and 0 <= viewer < len(record.seats)):
            viewer = default_viewer(record)
        if viewer not in self.choices:  # a seat the caller asks for explicitly is honoured
            self.choices = (*self.choices, viewer if isinstance(viewer, int) else None)
        self.replay = Replay(record, viewer if isinstance(viewer, int) else None)
        self.names = record.names
        self.seat_names = SeatNames(self.names)
        self.game_name = get_game(record.game_id).name
        scale = app.settings.animation_scale()
        self.scale = scale
        self.board = ReplayBoard(record.game_id, self.names, make_art(app), scale, record.options)
        self.on_close = on_close
        #: The player's marked moves, in the order they were played (none: a replay opened without marks).
        self.marks = tuple(sorted(marks, key=lambda m: m.move))
        self.playing = False
        self.log_open = False
        #: Seconds the table has been still while playing; the next move comes at ``beat``.
        self._still = 0.0
        self.group = FocusGroup()
        #: The buttons to the previous and next marked move (none without marks); they sit in the banner.
        self._mark_buttons: list[Button] = []
        #: The strip of moves, and whether the pointer went down on it and still holds (a drag goes on jumping).
        self.timeline = Timeline(0, 0)
        self._scrubbing = False
        self._area: pygame.Surface | None = None
        self._overlay: list[pygame.Rect] = []
        #: What the last draw laid out besides the cards and the controls (banner, note, log), for ``elements()``.
        self._laid_out: list[Element] = []
        self._show()

    # -- what is watched -----------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        return self.replay.viewer

    @property
    def position(self) -> int:
        return self.replay.position

    @property
    def beat(self) -> float:
        """How long Play leaves a still table before the next move."""
        return PLAY_BEAT * self.scale if self.scale > 0 else INSTANT_BEAT

    @property
    def ui(self) -> theme.UiScale:
        """One scale for the banner, the controls and the log, from the window and the Text size setting."""
        return theme.ui_scale(self.app.size, text_percent(self.app))

    def bar_height(self) -> int:
        """The bottom bar of controls: the strip of moves, then a row tall enough for a button's words at this scale."""
        return self.strip_height() + self._row_height()

    def _row_height(self) -> int:
        ui = self.ui
        return max(ui.px(BAR_H), theme.font(ui.text(theme.BODY_SIZE), True).get_linesize() + ui.px(20))

    def strip_height(self) -> int:
        """The strip of moves' room at the bar's top: its hit area and a gap above it."""
        return self.ui.px(STRIP_H) + self.ui.px(8)

    def banner_height(self) -> int:
        """The top banner: the table's own bar, or taller when the banner's words need it."""
        ui = self.ui
        bar = self.board.layout.regions(self.table_size()).bar[3]
        return max(bar, ui.px(BANNER_H), theme.font(ui.text(20), True).get_linesize() + ui.px(8))

    def table_size(self) -> tuple[int, int]:
        w, h = self.app.size
        return w, max(1, h - self.bar_height())

    def _show(self, events: list | None = None) -> None:
        """Lay the table for the position (animating ``events`` when a move was just played) and the controls."""
        if events is None:
            self.board.reset()
        self.board.show(self.table_size(), self.replay.observation(), self.viewer is None, events)
        self._build_controls()
        self.app.invalidate()

    # -- stepping ------------------------------------------------------------------------------------

    def forward(self) -> None:
        """Play the next move with its animations (a move still animating is finished first)."""
        self.board.queue.finish()
        if self.replay.at_end:
            self.playing = False
            self._build_controls()
            return
        index = self.position
        events = self.replay.forward()
        if self.replay.position == index:  # the log broke off here
            self.playing = False
            self._show()
            return
        self._still = 0.0
        self._show(events)

    def jump(self, position: int) -> None:
        """Go straight to ``position`` (no animation): replayed from the deal, never undone."""
        self.playing = False
        self.replay.seek(position)
        self._show()

    def back(self) -> None:
        self.jump(self.position - 1)

    def to_start(self) -> None:
        self.jump(0)

    def to_end(self) -> None:
        self.jump(self.replay.length)

    def next_mark(self) -> MoveMark | None:
        """The first marked move after this position (one at this position is where the replay stands)."""
        return next((m for m in self.marks if m.move > self.position), None)

    def previous_mark(self) -> MoveMark | None:
        return next((m for m in reversed(self.marks) if m.move < self.position), None)

    def to_next_mark(self) -> None:
        """Jump to just before the next marked move, so Next plays it."""
        mark = self.next_mark()
        if mark is not None:
            self.jump(mark.move)

    def to_previous_mark(self) -> None:
        mark = self.previous_mark()
        if mark is not None:
            self.jump(mark.move)

    def mark_here(self) -> MoveMark | None:
        """The marked move that is the next to play, if the replay stands just before one."""
        return next((m for m in self.marks if m.move == self.position), None)

    def toggle_play(self) -> None:
        """Play from here (from the start when at the end) or pause."""
        if self.playing:
            self.playing = False
        else:
            if self.replay.at_end:
                self.jump(0)
            self.playing = True
            self._still = 0.0
        self._build_controls()
        self.app.invalidate()

    def set_viewer(self, choice: str) -> None:
        self.replay.viewer = None if choice == PUBLIC else int(choice)
        self._show()

    def close(self) -> None:
        self.playing = False
        if self.on_close is not None:
            self.on_close()
        else:
            self.app.to_menu()

    # -- the loop ------------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        moving = self.board.update(dt)
        if moving or self.board.pops:
            self.app.invalidate()
        if self.playing and not moving:
            self._still += dt
            if self._still >= self.beat:
                self.forward()
        return moving or self.playing

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_m and self.marks:
                (self.to_previous_mark if event.mod & pygame.KMOD_SHIFT else self.to_next_mark)()
                return
            focused = self.group.focused
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused is not None and focused.in_form:
                # a focused value ("Seen by") takes the arrows, as in the menus; elsewhere they step the replay
                if self.group.handle(event):
                    self.app.invalidate()
                return
            keys: dict[int, Callable[[], None]] = {
                pygame.K_ESCAPE: self.close,
                pygame.K_BACKSPACE: self.close,
                pygame.K_RIGHT: self.forward,
                pygame.K_LEFT: self.back,
                pygame.K_HOME: self.to_start,
                pygame.K_END: self.to_end,
                pygame.K_PAGEUP: lambda: self.jump(self.position - PAGE),
                pygame.K_PAGEDOWN: lambda: self.jump(self.position + PAGE),
                pygame.K_SPACE: self.toggle_play,
                pygame.K_p: self.toggle_play,
                pygame.K_l: self._toggle_log,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
                return
        if self._scrub(event):
            return
        on_table = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and event.pos[1] < self.table_size()[1]
        if on_table and self.board.queue.busy:  # a click on the table skips the animation, as at the table
            self.board.queue.finish()
            self.app.invalidate()
            return
        if self.group.handle(event):
            self.app.invalidate()

    def _scrub(self, event: pygame.event.Event) -> bool:
        """A press on the strip of moves jumps to the move under the pointer, and a drag from it keeps jumping until
        the button is let go; True when the event was the strip's."""
        strip, kind = self.timeline, event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1 and strip.enabled and strip.hit(event.pos):
            self._scrubbing = True
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1 and self._scrubbing:
            self._scrubbing = False
            return True
        elif kind != pygame.MOUSEMOTION or not self._scrubbing or not event.buttons[0]:
            self._scrubbing = self._scrubbing and kind != pygame.MOUSEMOTION  # a motion with the button up ends it
            return False
        self.group.pointer = event.pos
        target = self.timeline.position_at(event.pos[0])
        if target != self.position:
            self.jump(target)
        self.group.focus_on(self.timeline)
        self.app.invalidate()
        return True

    def _toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.app.invalidate()

    def resize(self, size: tuple[int, int]) -> None:
        self._area = None
        self._show()

    # -- controls ------------------------------------------------------------------------------------

    def _viewer_label(self, choice: int | None) -> str:
        return "Everyone" if choice is None else self.names[choice]  # the help line says: public cards only

    def _build_controls(self) -> None:
        w, h = self.app.size
        ui, r = self.ui, self.replay
        widgets: list[Widget] = [
            Button("« Start", self.to_start, help="Back to the deal (Home).", enabled=not r.at_start),
            Button("‹ Back", self.back, help="One move back (Left arrow).", enabled=not r.at_start),
            Button(
                "Pause" if self.playing else "Play again" if r.at_end else "Play",
                self.toggle_play,
                help="From the deal again, step on by itself (Space)." if r.at_end else "Step on by itself (Space).",
                enabled=r.length > 0,
            ),
            Button("Next ›", self.forward, help="Play the next move (Right arrow).", enabled=not r.at_end),
            Button("End »", self.to_end, help="Straight to the last position (End).", enabled=not r.at_end),
        ]
        counter = Label(f"Move {r.position} of {r.length}", theme.SMALL_SIZE + 2, theme.TEXT)
        current = PUBLIC if self.viewer is None else str(self.viewer)
        seen_by = Cycler(
            "Seen by",
            [PUBLIC if c is None else str(c) for c in self.choices],
            current,
            self.set_viewer,
            labels=[self._viewer_label(c) for c in self.choices],
            help="Whose cards are shown: a seat sees what it knew then; everyone sees only public cards."
            if len(self.choices) > 1
            else "Only your own view: a game against the computer never shows its hands, even afterwards.",
            enabled=len(self.choices) > 1,
        )
        close = Button("Close", self.close, help=CLOSE_HELP + (MARK_KEYS if self.marks else ""))
        self.timeline = Timeline(
            r.position,
            r.length,
            [m.move for m in self.marks],
            help="Every move of the game: click or drag to go to one (Page Up and Page Down: ten moves)."
            + (" The red lines are your marked moves." if self.marks else ""),
        )
        bar_h, pad, gap = self._row_height(), ui.px(8), ui.px(6)
        bold = theme.font(ui.text(theme.BODY_SIZE), True)
        buttons = [*widgets, close]
        widths = [max(ui.px(96), bold.size(b.text)[0] + ui.px(32)) for b in buttons]
        # the counter is as wide as its longest reading ("Move 796 of 796"), so no position is ever cut
        longest = theme.font(ui.text(theme.SMALL_SIZE + 2)).size(f"Move {r.length} of {r.length}")[0] + ui.px(8)
        room = w - 2 * pad - longest - ui.px(120) - gap * (len(buttons) + 3)
        if sum(widths) > room:  # a narrow window or large text: the buttons give up room, their words shrink to fit
            widths = [bw * room // sum(widths) for bw in widths]
        y, height = h - bar_h + pad, bar_h - 2 * pad
        strip = self.strip_height()
        self.timeline.rect = pygame.Rect(pad, h - bar_h - strip + ui.px(8), w - 2 * pad, ui.px(STRIP_H))
        x = pad
        for b, bw in zip(widgets, widths, strict=False):
            b.rect = pygame.Rect(x, y, bw, height)
            x += bw + gap
        counter.rect = pygame.Rect(x + gap, y, longest, height)
        close.rect = pygame.Rect(w - pad - widths[-1], y, widths[-1], height)
        left = counter.rect.right + 2 * gap
        seen_by.rect = pygame.Rect(left, y, max(0, close.rect.left - gap - left), height)
        self._mark_buttons = self._build_mark_buttons()
        controls = [*widgets, counter, seen_by, close, self.timeline, *self._mark_buttons]
        for widget in controls:
            widget.ui = ui
        self.group.set(controls)

    def _build_mark_buttons(self) -> list[Button]:
        """Opened from the results' marks: a button to the previous and the next marked move, at the banner's right
        end (the banner says which mark is next; the bar below keeps its room for the replay's own controls)."""
        if not self.marks:
            return []
        ui, w, banner_h = self.ui, self.app.size[0], self.banner_height()
        buttons = [
            Button(
                "‹ Mistake",
                self.to_previous_mark,
                help="Back to just before the previous of your marked moves (Shift+M).",
                enabled=self.previous_mark() is not None,
            ),
            Button(
                "Mistake ›",
                self.to_next_mark,
                help="On to just before your next marked move (M).",
                enabled=self.next_mark() is not None,
            ),
        ]
        bold = theme.font(ui.text(theme.BODY_SIZE), True)
        width = max(ui.px(96), max(bold.size(b.text)[0] for b in buttons) + ui.px(32))
        pad, gap = ui.px(6), ui.px(6)
        right = w - ui.px(8)
        for b in reversed(buttons):
            b.rect = pygame.Rect(right - width, pad, width, banner_h - 2 * pad)
            right -= width + gap
        return buttons

    # -- drawing -------------------------------------------------------------------------------------

    def _table_area(self, surface: pygame.Surface) -> pygame.Surface:
        """The part of the window the table is drawn in, kept between frames so the painter repaints only what moved."""
        size = self.table_size()
        if self._area is None or self._area.get_parent() is not surface or self._area.get_size() != size:
            self._area = surface.subsurface(pygame.Rect((0, 0), size))
            self.board.painter.forget()
        return self._area

    def draw(self, surface: pygame.Surface) -> None:
        area = self._table_area(surface)
        overlay = self.board.draw(area, self._overlay)
        w, h = surface.get_size()
        ui, banner_h, bar_h = self.ui, self.banner_height(), self.bar_height()
        laid: list[Element] = []
        overlay.append(chrome.draw_bar(surface, pygame.Rect(0, 0, w, banner_h)))
        laid.append(Element("banner", (0, 0, w, banner_h), "panel", covers=("card:*",)))
        heading = f"Replay · {self.game_name}"
        title = rendered(heading, ui.text(18), theme.ACCENT, True)
        spot = surface.blit(title, title.get_rect(midleft=(ui.px(12), banner_h // 2)))
        laid.append(_text_element("banner-title", spot, heading, heading, "banner"))
        end = min((b.rect.left for b in self._mark_buttons), default=w) - ui.px(12)  # clear of the mark buttons
        box = pygame.Rect(spot.right + ui.px(24), 2, end - spot.right - ui.px(24), banner_h - 4)
        said = next((t for t in self.banners() if fit_box(t, ui.text(20), box.w, box.h, bold=True).fits), self.banners()[-1])
        fitted = draw_fitted(surface, said, box, ui.text(20), theme.TEXT, bold=True, align="left")
        laid.append(Element("banner-line", (box.x, box.y, box.w, box.h), "text", said, fitted.fits, "banner"))
        if self.replay.problem:
            size = ui.text(18)
            shown = fit(self.replay.problem, size, w - ui.px(40))
            note = rendered(shown, size, theme.WARNING)
            spot = surface.blit(note, note.get_rect(midtop=(w // 2, banner_h + ui.px(8))))
            overlay.append(spot)
            laid.append(_text_element("problem", spot, self.replay.problem, shown, covers=("card:*",)))
        if self.log_open:
            panel = self._draw_log(surface)
            overlay.append(panel)
            laid.append(Element("log", (panel.x, panel.y, panel.w, panel.h), "overlay", covers=("card:*", "problem")))
        self._overlay = overlay
        chrome.draw_bar(surface, pygame.Rect(0, h - bar_h, w, bar_h), foot=True)
        laid.append(Element("controls", (0, h - bar_h, w, bar_h), "panel"))
        self.group.draw(surface)
        tip = self._help_tip(surface)
        if tip is not None:
            box, said = tip
            overlay.append(box)
            laid.append(Element("tooltip", (box.x, box.y, box.w, box.h), "overlay", said, covers=("*",)))
        self._laid_out = laid

    def _help_tip(self, surface: pygame.Surface) -> tuple[pygame.Rect, str] | None:
        """What the control under the pointer does, in a box above it: the replay's buttons said nothing on hover, and
        its keys (the log, the marked moves) were written nowhere."""
        shown = next((w for w in self.group.widgets if w.hovered and w.help), None)
        if shown is None:
            return None
        ui = self.ui
        size = ui.text(theme.SMALL_SIZE)
        width = min(surface.get_width() - ui.px(24), ui.px(460))
        fitted = fit_box(shown.help, size, width - ui.px(20))
        height = len(fitted.lines) * theme.font(fitted.size).get_linesize() + ui.px(12)
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (shown.visible_rect().centerx, shown.visible_rect().top - ui.px(6))
        if box.top < 0:  # a button in the banner: below it instead
            box.top = shown.visible_rect().bottom + ui.px(6)
        box.clamp_ip(surface.get_rect())
        chrome.draw_panel(surface, box, ui.px(6), theme.FOCUS)
        draw_fitted(surface, shown.help, box.inflate(-ui.px(20), -ui.px(6)), size, align="left")
        return box, shown.help

    def elements(self) -> list[Element]:
        """The cards as drawn (hands fan, piles stack), the banner, any note or log, and the controls in their bar."""
        cards = [
            Element(f"card:{s.key}", (r.x, r.y, r.w, r.h), "card", covers=("card:*",))
            for s in sorted(self.board.sprites.values(), key=lambda s: s.z)
            for r in (s.rect(),)
        ]
        controls = [
            Element(
                f"{c.kind}:{c.text}",
                (r.x, r.y, r.w, r.h),
                c.kind,
                (c.value if isinstance(c, TextField) else c.shown_text) or c.text,
                not c.cut,
                inside="banner" if c in self._mark_buttons else "controls",
            )
            for c in self.group.widgets
            for r in (c.visible_rect(),)
        ]
        return cards + self._laid_out + controls

    def banner(self) -> str:
        """What the last move did, in the engine's words (safe for every viewer), or where the replay stands."""
        return self.banners()[0]

    def banners(self) -> tuple[str, ...]:
        """:meth:`banner`, then shorter ways to say it where the bar has less room (a marked move beside its buttons)."""
        mark = self.mark_here()
        if mark is not None:
            # named as the results named it ("Move 37", "Round 11"), where the counter says how many moves were
            # played before it ("Move 36 of 68"), with the move played and the best one named, not only their figures
            played = self.seat_names(mark.played.label or mark.played.kind.capitalize())
            best = self.seat_names(mark.best.label or mark.best.kind.capitalize())
            chance, best_chance = percent(mark.chance), percent(mark.best_chance)
            return (
                f"{mark.moment} next (→): {played} left you {chance} to win; Hard's best, {best}: {best_chance}.",
                f"{mark.moment} next (→): {chance}; Hard's best, {best}: {best_chance}.",
            )
        return (self._said(),)

    def _said(self) -> str:
        r = self.replay
        if r.at_end and r.state.outcome is not None:
            return self.seat_names(r.state.outcome.reason) or "The game is over."
        if r.at_start:
            return "The start of the game. Next (→) plays the first move; Play runs on by itself."
        words = r.said(r.position - 1)
        if words:
            return self.seat_names(" ".join(words))
        # a move no event tells of ("That is all"): who made it and what, as the table says it ("Move 2 played." did not)
        move = self.record.log[r.position - 1]
        return self.seat_names(unspoken(move.seat, move.action.label or "")) or f"Move {r.position} played."

    def log_lines(self) -> list[str]:
        """Every line said up to this position, oldest first."""
        return [self.seat_names(line) for line in self.replay.words()]

    def _draw_log(self, surface: pygame.Surface) -> pygame.Rect:
        """The latest lines said, wrapped, in the table's side column (where the table's own log opens)."""
        ui = self.ui
        x, y, width, height = self.board.layout.regions(self.table_size()).log
        top = max(y, self.banner_height()) + ui.px(4)
        panel = pygame.Rect(x, top, width - ui.px(8), y + height - top)
        chrome.draw_panel(surface, panel, ui.px(theme.PANEL_RADIUS))
        size, pad = ui.text(15), ui.px(10)
        f = theme.font(size)
        rows: list[str] = []
        for line in reversed(self.log_lines()):
            parts = wrap(line, f, panel.w - 2 * pad)
            if (len(rows) + len(parts)) * f.get_linesize() > panel.h - 2 * pad:
                break
            rows[:0] = parts
        for n, row in enumerate(rows):
            surface.blit(
                rendered(fit(row, size, panel.w - 2 * pad), size, theme.TEXT),
                (panel.x + pad, panel.y + pad + n * f.get_linesize()),
            )
        return panel


def _text_element(name: str, spot: pygame.Rect, text: str, shown: str, inside: str = "", covers: tuple[str, ...] = ()) -> Element:
    """A line of words as blitted at ``spot``: whole ``text``, and whether it was ``shown`` uncut."""
    return Element(name, (spot.x, spot.y, spot.w, spot.h), "text", text, shown == text, inside, covers)


def open_replay(app: AppContext, record: GameRecord, viewer_seat: int | str | None = AUTO) -> None:
    """Switch the app to a replay of ``record`` (for the screens that list games: statistics, load)."""
    app.switch(ReplayScene(app, record, viewer_seat))


__all__ = ["AUTO", "ReplayScene", "open_replay"]
