"""The table's overlays: the top bar, caption, thinking sign, choice buttons, hint and messages, recap and log.

Each is drawn only inside its own region from ``layout.regions(size)``
(the layout keeps cards, names and trackers out of those regions) and fits
its text there, shrinking before it cuts; what was laid out is reported as
elements for the gallery. The rects of the buttons drawn are kept so a
click can find its button.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from ...engine import Action, Observation
from .. import chrome, theme
from ..elements import Element, Rect
from ..scenes.load import saves_enabled
from . import analysis_panel, end_banner
from .choice_arming import ChoiceArming
from .layout import Regions
from .painter import draw_glow
from .text_cache import text as rendered
from .text_fit import fit, fit_box, width_of
from .text_fit import wrap as wrap_to

if TYPE_CHECKING:
    from .scene import TableScene

Colour = tuple[int, int, int]
#: The top bar's buttons: width, gap, and the left edge of the first.
BAR_BUTTON, BAR_GAP, BAR_EDGE = 58, 6, 8
#: The room between a note grown up into the recap's region and what is left of the recap.
NOTE_GAP = 6
#: The ? button that opens the rules: square, as tall as the bar's buttons.
RULES_BUTTON = 28
#: Bar buttons wider or narrower than the rest: Analysis's word, and the square ?.
BAR_WIDTHS = {"analysis": 66, "rules": RULES_BUTTON}
#: The bar while a human's lone legal move waits its beat: the caption strip names the move, so the bar does not.
FORCED_BANNER = "No other choice: it is played for you."
#: ...when it waits for new cards to be read (:meth:`TableScene.forced_wait`): a player who has read them need not wait.
FORCED_READ_BANNER = "No other choice: played for you (Space: now)."
#: The bar while the coach's words wait to be read: they begin "Step 2 of 7:", so the bar does not count again.
COACH_BANNER = "Read the coach's words, then click to go on."
#: The bar on the final table: a click or Enter asks for the results, and a keyboard player is told so too.
END_BANNER = "The game is over. Click or press Enter for the results."
#: Where the banner may start: right of the Menu, Log, Save and ? buttons.
BANNER_LEFT = BAR_EDGE + 3 * (BAR_BUTTON + BAR_GAP) + RULES_BUTTON + BAR_GAP + 2


def bar_width(what: str, unit: float) -> int:
    """A bar button's width in pixels at the bar's scale: the one place both the banner's room and the buttons ask."""
    return round(BAR_WIDTHS.get(what, BAR_BUTTON) * unit)


class Overlays:
    """Draws what lies over the cards, each inside its own region, and remembers where its buttons went."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        #: Every button drawn last frame: the bar's (a word) and the choices (an action).
        self.button_rects: list[tuple[pygame.Rect, Action | str]] = []
        #: What the last draw laid out, for the gallery's checks.
        self.laid_out: list[Element] = []
        #: The log panel's first line shown, counted back from the newest (0: the newest lines).
        self.log_scroll = 0
        self._log_drag: int | None = None
        self.unit = 1.0
        #: Where the pointer is: the button under it lights up.
        self.pointer: tuple[int, int] | None = None
        #: The menu of choices open over the recap, by name (see ``ButtonSpec.menu``); None when none is.
        self.menu: str | None = None
        #: Where the open menu was drawn last frame: a click there keeps it open.
        self.menu_rect: pygame.Rect | None = None
        #: When each choice appeared: one brought by another seat's move waits a moment before a click counts.
        self.arming = ChoiceArming()
        #: The table's choices and the open menu's, in the order last laid out: what the digit keys press.
        self.choice_order: list[Action | str] = []
        self.menu_order: list[Action | str] = []

    def point(self, pos: tuple[int, int]) -> bool:
        """The pointer moved to ``pos``; True if it came onto or left a button (it must be redrawn)."""
        before = self._under(self.pointer)
        self.pointer = pos
        return self._under(pos) != before

    def _under(self, pos: tuple[int, int] | None) -> int | None:
        """The index of the button drawn last frame under ``pos``, if any."""
        if pos is None:
            return None
        return next((n for n, (rect, _) in enumerate(self.button_rects) if rect.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        """The bar, caption, thinking sign, choices, hint or message, recap and log; their rects go in ``drawn``."""
        scene = self.scene
        regions = scene.layout.regions(surface.get_size())
        self.unit = regions.bar[3] / 40  # the layout's scale: every overlay's words and buttons grow with it
        self.button_rects = []
        self.laid_out = []
        self._bar(surface, pygame.Rect(regions.bar), drawn)
        self._caption(surface, pygame.Rect(regions.caption), drawn)
        if scene.thinking is not None:
            drawn.append(self._thinking(surface, pygame.Rect(regions.thinking), scene.names[scene.thinking]))
        self._choices(surface, pygame.Rect(regions.choices), drawn)
        ended = scene.finished and not scene.queue.busy
        note = None if ended else self._note_text()  # the result banner has the hint's place on the final table
        # An example's caption opens the table, before any move: it takes the empty recap's room above the hint too.
        # Once moves are told there (a caption saying where a pushed-out game was kept), the recap keeps its room.
        example_note = (
            note is not None
            and note[2] == "example-note"
            and not scene.log_open
            and not scene.analysis.open
            and not scene.recap.entries
        )
        recap = pygame.Rect(final_recap(regions) if ended else regions.recap)
        log = pygame.Rect(final_log(regions) if ended else regions.log)
        if note is not None:
            room = pygame.Rect(regions.hint).union(regions.recap) if example_note else pygame.Rect(regions.hint)
            rect = self._note(surface, room, *note, snug=example_note, above=None if example_note else recap)
            drawn.append(rect)
            if rect.top < recap.bottom:  # a long note grew up into the recap's room: the recap keeps what is left
                recap.height = max(0, rect.top - NOTE_GAP - recap.top)
            # the open log stops above it: drawn over the hint's place, it hid a hint's reason and every refusal
            log.height = min(log.height, max(0, rect.top - NOTE_GAP - log.top))
        if scene.log_open:
            drawn.append(self._log(surface, log))
        elif scene.analysis.open:  # the recap's place, and the hint's when no note needs it: clear of every card
            side = recap if note is not None else recap.union(regions.hint)
            words = functools.partial(analysis_panel.option_words, buttons=scene.view.buttons, names=scene.seat_names)
            hinted = scene.hint.action if scene.hint is not None else None
            rect, laid = analysis_panel.draw(surface, side, scene.analysis, words, self.unit, scene.clock, hinted)
            drawn.append(rect)
            self.laid_out += laid
        elif not example_note and self.menu is None and recap.height >= 3 * theme.MIN_TEXT:  # a menu lies over it
            if note is None and not ended:  # no hint or message below it: the moves since your turn take its room too
                recap = recap.union(regions.hint)
            since = since_your_turn(scene)
            drawn.append(scene.recap.draw(surface, _rect(recap), scene.pictures, self.unit, bool(scene.record.log), since))
            self.laid_out += scene.recap.elements()
        if ended:
            drawn.append(self._end_banner(surface, pygame.Rect(regions.banner)))
            self._last_play(surface, pygame.Rect(regions.play), drawn)
        self.menu_rect = None
        if scene.log_open or scene.analysis.open:
            self.menu = None  # the log or Analysis was opened over it
        if self.menu is not None:
            self.menu_rect = self._menu(surface, pygame.Rect(regions.recap).union(regions.hint), self.menu)
            drawn.append(self.menu_rect)
        self._draw_hint(surface, drawn)  # last: a hinted choice may lie in the menu
        if self._leave_asked() and not ended:  # on the final table the banner, where the eyes are, asks it
            drawn.append(self._leave_question(surface, pygame.Rect(regions.bar)))

    def _leave_asked(self) -> bool:
        """The question to leave (Menu or Esc asked it) stands: it shows under Menu, not in the hint's place (on the final
        table, in the result banner)."""
        scene = self.scene
        return bool(scene.leave_asked) and scene.message == scene.leave_asked

    def _leave_question(self, surface: pygame.Surface, bar: pygame.Rect) -> pygame.Rect:
        """The question to leave on a panel just under the Menu button, with Leave and Stay: it showed in the hint's
        place, across the screen from the button that asked it, and a lesson's words gave way to it there."""
        scene = self.scene
        unit = self.unit
        menu = next(rect for rect, what in self.button_rects if what == "menu")
        pad, gap = round(8 * unit), round(BAR_GAP * unit)
        width = min(round(360 * unit), surface.get_width() - menu.left - gap)
        size, button_h = round(17 * unit), round(32 * unit)
        words = scene.seat_names(scene.message)
        lines = wrap_to(words, size, width - 2 * pad)
        height = 2 * pad + len(lines) * (size + 5) + gap + button_h
        panel = pygame.Rect(menu.left, bar.bottom + gap, width, min(height, surface.get_height() - bar.bottom - gap))
        chrome.draw_panel(surface, panel, round(theme.PANEL_RADIUS * unit), theme.WARNING)
        for n, line in enumerate(lines):
            surface.blit(rendered(line, size, theme.WARNING), (panel.x + pad, panel.y + pad + n * (size + 5)))
        self.laid_out.append(Element("leave-question", _rect(panel), "panel", words, height <= panel.h, covers=("*",)))
        half = (width - 2 * pad - gap) // 2
        leave = pygame.Rect(panel.x + pad, panel.bottom - pad - button_h, half, button_h)
        self._button(surface, leave, "Leave", "leave", True, round(18 * unit), "leave-question")
        self._button(surface, leave.move(half + gap, 0), "Stay", "stay", True, round(18 * unit), "leave-question")
        return panel

    def toggle_menu(self, name: str) -> None:
        """Open the menu ``name`` over the recap (the log and Analysis, which share the side, put away), or put it
        away if it is open."""
        self.menu = None if self.menu == name else name
        if self.menu is not None:
            self.scene.log_open = False
            self.scene.analysis.cancel()

    def elements(self) -> list[Element]:
        return list(self.laid_out)

    def numbered(self, digit: int) -> Action | str | None:
        """The choice the digit key ``digit`` (1 to 9) presses, as last drawn: an open menu's, else the table's, in the
        order they were laid out (the keyboard's way to the buttons, as the arrow keys are to the cards)."""
        order = self.menu_order if self.menu is not None else self.choice_order
        return order[digit - 1] if 1 <= digit <= len(order) else None

    # -- the bar ----------------------------------------------------------------------------------------

    def _bar(self, surface: pygame.Surface, bar: pygame.Rect, drawn: list[pygame.Rect]) -> None:
        """Menu, Log, Save and ? (the rules) on the left; the instruction in the middle; Hint, Undo, Redo on the right."""
        scene = self.scene
        w = bar.w
        obs = scene.shown_observation()
        if scene.coach is not None and scene.coach.reading:
            # the game waits for the learner, not a computer (the coach's words say how far the lesson has come); on
            # the final table too, where the words are under the result and a click reads past them, not to the results
            banner = COACH_BANNER
        elif scene._forced is not None:  # the caption under the bar names the move; the bar says why it goes alone
            banner = FORCED_READ_BANNER if scene.forced_reading() else FORCED_BANNER
        elif scene.finished:  # the end banner tells who won and how; the bar says what to do next
            banner = END_BANNER
        elif scene.viewer is not None and not (scene.veiled and scene.viewer in obs.to_act):
            banner = scene.layout.banner(obs, scene.legal())
        elif scene.viewer is not None:  # face down until the curtain: "Ana to act.", not "Waiting for Ana…" to Ana
            banner = onlooker_banner(obs, scene.names, watching=False)
        else:
            banner = onlooker_banner(obs, scene.names, watching=not scene.setup.humans)
        drawn.append(chrome.draw_bar(surface, bar))
        self.laid_out.append(Element("bar", _rect(bar), "panel"))
        unit = bar.h / 40  # the bar grows with the window; its buttons and words with it
        gap, edge = round(BAR_GAP * unit), round(BAR_EDGE * unit)
        banner_left = round(BANNER_LEFT * unit)
        right = self._bar_buttons_right()
        right_edge = w - edge - sum(bar_width(what, unit) + gap for _, what, _ in right) if right else w
        words = scene.seat_names(banner)
        text = banner_text(words, w, w - right_edge, banner_left, round(unit * 100))
        centre = text.get_rect(center=bar.center)
        if centre.right > right_edge - 4:  # too wide to centre beside the Hint, Undo and Redo buttons
            centre.right = right_edge - 4
        if centre.left < banner_left:  # ...or without running under the Menu, Log and Save buttons
            centre.left = banner_left
        surface.blit(text, centre)
        fits = width_of(words, 16, True) <= 2 * (right_edge - banner_left - 12)
        self.laid_out.append(Element("banner", _rect(centre), "text", words, fits, "bar"))
        x = edge
        height = round(28 * unit)
        top = bar.y + (bar.h - height) // 2
        left: list[tuple[str, str, bool]] = [("Menu", "menu", True), ("Log" + (" ▾" if scene.log_open else " ▸"), "log", True)]
        if saves_enabled(scene.app):
            left.append(("Save", "save", True))
        left.append(("?", "rules", True))
        for label, what, enabled in [*left, ("", "", True), *right]:
            if not what:  # the gap where the banner is
                x = right_edge + gap
                continue
            rect = pygame.Rect(x, top, bar_width(what, unit), height)
            x = self._button(surface, rect, label, what, enabled, round(18 * unit), "bar").right + gap

    def _bar_buttons_right(self) -> list[tuple[str, str, bool]]:
        """Hint and Analysis for a human's table, Undo and Redo against the computer: (label, what, enabled)."""
        scene = self.scene
        out: list[tuple[str, str, bool]] = []
        if scene.setup.humans:
            out.append(("Hint", "hint", scene.human_to_act()))
            if scene.coach is None:  # no Analysis in lessons: it would argue with the coach
                out.append(("Analysis", "analysis", scene.human_to_act()))
        if scene.undo_on:
            out += [("Undo", "undo", not scene.why_not_undo()), ("Redo", "redo", scene.can_redo())]
        return out

    # -- the strips and the side ------------------------------------------------------------------------

    def _caption(self, surface: pygame.Surface, region: pygame.Rect, drawn: list[pygame.Rect]) -> None:
        """The line of the move being staged (or the last one), or the lone forced move about to be played."""
        scene = self.scene
        step = scene.queue.current
        words = step.caption if step is not None and step.caption else scene.presenter.caption
        if scene._forced is not None:
            words = scene.layout.forced_words(scene._forced)
        if words:
            drawn.append(self._line(surface, region, words, "caption", theme.TEXT, lines=2))

    def _thinking(self, surface: pygame.Surface, region: pygame.Rect, name: str) -> pygame.Rect:
        """Who is thinking, with one to three dots that count the time. The size is chosen for three dots, so it
        does not jump as they come and go; where "Computer 4 is thinking..." would be cut, it says "thinks"."""
        dots = "." * (1 + int(self.scene.clock * 3) % 3)
        words = f"{name} is thinking"
        if width_of(words + "...", theme.MIN_TEXT, True) > region.w - 16:
            words = f"{name} thinks"
        return self._line(surface, region, words + dots, "thinking", theme.ACCENT, sizing=words + "...")

    def _line(
        self,
        surface: pygame.Surface,
        region: pygame.Rect,
        words: str,
        name: str,
        colour: tuple[int, int, int],
        lines: int = 1,
        sizing: str = "",
    ) -> pygame.Rect:
        """Words centred in ``region``, in the biggest size that fits its height and width on one line, else wrapped onto
        up to ``lines`` lines (cut only when even 14 px will not do); ``sizing``, if given, is the text the size is
        chosen for (the widest of words that take turns in one place)."""
        size = max(14, min(round(22 * self.unit), region.h - 8))
        while size > 14 and width_of(sizing or words, size, True) > region.w - 16:
            size -= 1
        if lines > 1 and width_of(words, size, True) > region.w - 16:
            fitted = fit_box(words, size, region.w - 16, region.h, bold=True)
            step = theme.font(fitted.size, True).get_linesize()
            top = region.centery - step * len(fitted.lines) // 2
            rects = [
                surface.blit(picture, picture.get_rect(midtop=(region.centerx, top + n * step)))
                for n, line in enumerate(fitted.lines)
                for picture in (rendered(line, fitted.size, colour, True),)
            ]
            rect = rects[0].unionall(rects[1:])
            self.laid_out.append(Element(name, _rect(rect), "overlay", words, fitted.fits))
            return rect
        shown = fit(words, size, region.w - 16, bold=True)
        picture = rendered(shown, size, colour, True)
        at = picture.get_rect(center=region.center)
        if sizing and shown == words:  # start where the widest of the turns starts, so the words stay put
            at.left = region.centerx - min(width_of(sizing, size, True), region.w - 16) // 2
        rect = surface.blit(picture, at)
        self.laid_out.append(Element(name, _rect(rect), "overlay", words, shown == words))
        return rect

    def _choices(self, surface: pygame.Surface, region: pygame.Rect, drawn: list[pygame.Rect]) -> None:
        """The non-card choices as buttons in rows, filling the ``choices`` region from the bottom right; the choices
        of a menu wait behind one button that opens it."""
        specs = self.scene.view.buttons
        menus = list(dict.fromkeys(spec.menu for spec in specs if spec.menu))
        if self.menu not in menus:
            self.menu = None  # its choices are gone: the move was made, or it is no longer the player's turn
        items: list[tuple[str, Action | str]] = [(spec.label, spec.action) for spec in specs if not spec.menu]
        items += [(f"{name} {'▾' if name == self.menu else '▸'}", f"open:{name}") for name in menus]
        self.choice_order = [what for _, what in items]
        self._flow(surface, region, drawn, items, keyed=self.menu is None)  # an open menu's choices take the digits
        if not self.scene.queue.busy:  # while a move is staged a click skips it: the choices appear when it ends
            self.arming.shown([what for _, what in self.button_rects if isinstance(what, Action)], self.scene.others_moved)

    def _menu(self, surface: pygame.Surface, region: pygame.Rect, name: str) -> pygame.Rect:
        """The open menu's choices on a panel over the recap and the hint, under its name, top down."""
        chrome.draw_panel(surface, region, round(theme.PANEL_RADIUS * self.unit))
        size, pad = max(theme.MIN_TEXT, round(15 * self.unit)), 8
        title = rendered(fit(name, size, region.w - 2 * pad, True), size, theme.ACCENT, True)
        surface.blit(title, (region.x + pad, region.y + pad))
        top = pad + title.get_height() + 2
        scene = self.scene
        if scene.message:  # the message's own place lies under the menu: a refusal that heads an offer reads here
            words = scene.seat_names(scene.message)
            colour = theme.TEXT if scene.message == scene.news else theme.WARNING
            lines = wrap_to(words, size, region.w - 2 * pad)
            for line in lines:
                surface.blit(rendered(line, size, colour), (region.x + pad, region.y + top))
                top += size + 4
            self.laid_out.append(
                Element("message", (region.x + pad, region.y + top - len(lines) * (size + 4), region.w - 2 * pad,
                                    len(lines) * (size + 4)), "text", words, True, f"menu:{name}")
            )  # fmt: skip
            top += 4
        items: list[tuple[str, Action | str]] = [(s.label, s.action) for s in self.scene.view.buttons if s.menu == name]
        self.menu_order = [what for _, what in items]
        room = pygame.Rect(region.x, region.y + top, region.w, region.h - top)
        self.laid_out.append(Element(f"menu:{name}", _rect(region), "panel", name, True, covers=("recap*", "hint*")))
        self._flow(surface, room, [], items, from_top=True, inside=f"menu:{name}", keyed=True)
        return region

    def _flow(
        self,
        surface: pygame.Surface,
        region: pygame.Rect,
        drawn: list[pygame.Rect],
        items: list[tuple[str, Action | str]],
        from_top: bool = False,
        inside: str = "",
        keyed: bool = False,
    ) -> None:
        """Buttons in rows filling ``region`` from the bottom right (or, ``from_top``, from the top right).

        A label too long for the column wraps onto more lines and its row grows to hold them;
        only when even the smallest size will not do is a label shrunk, then cut. ``keyed``: the first nine wear the
        digit that presses them, so a keyboard player sees which number is which (the order shifts as choices come).
        """
        if not items:
            return
        labels = [label for label, _ in items]
        gap = 8
        fits, size, widths, rows, heights, badges = self._rows(labels, region, gap, keyed)
        if keyed and not fits:  # words before key caps: a cut label reads as nothing, a missing cap as a click to make
            fits, size, widths, rows, heights, badges = self._rows(labels, region, gap, False)
        y = region.top + gap if from_top else region.bottom - gap - sum(heights) - gap * (len(rows) - 1)
        for row, row_h in zip(rows, heights, strict=True):
            x = region.right - gap - sum(widths[n] + gap for n in row) + gap
            for n in row:
                rect = pygame.Rect(x, y, widths[n], row_h)
                label, what = items[n]
                key = str(n + 1) if badges[n] else ""
                drawn.append(self._button(surface, rect, label, what, True, size, inside, n, key))
                x += widths[n] + gap
            y += row_h + gap

    def _rows(
        self, labels: list[str], region: pygame.Rect, gap: int, keyed: bool
    ) -> tuple[bool, int, list[int], list[list[int]], list[int], list[int]]:
        """The largest words at which the buttons fit ``region`` in rows (else the smallest, each row's height shared
        out): whether they fit, the size, each button's width, the rows (indexes), each row's height and each
        button's key cap room."""
        badges: list[int] = []
        widths: list[int] = []
        rows: list[list[int]] = [[]]
        heights: list[int] = []
        size = theme.MIN_TEXT
        for size in range(round(20 * self.unit), theme.MIN_TEXT - 1, -1):
            badges = [key_badge_width(size) if keyed and n < 9 else 0 for n in range(len(labels))]
            widths = [min(region.w - 2 * gap, width_of(label, size) + 24 + b) for label, b in zip(labels, badges, strict=True)]
            rows = [[]]
            used = gap
            for n, width in enumerate(widths):
                if rows[-1] and used + width + gap > region.w:
                    rows.append([])
                    used = gap
                rows[-1].append(n)
                used += width + gap
            line_h = theme.font(size).get_linesize()
            # a row's least height gives way to the rows the region holds: it is kept for n rows of 36 at the table's
            # scale, and with the gaps two rows never fitted, so two choices were squeezed onto one row in small words
            floor = min(round(36 * self.unit), (region.h - gap * (len(rows) + 1)) // len(rows))
            heights = [
                max(floor, max(len(fit_box(labels[n], size, widths[n] - 8 - badges[n]).lines) for n in row) * line_h + 8)
                for row in rows
            ]
            if sum(heights) + gap * (len(rows) + 1) <= region.h:
                return True, size, widths, rows, heights, badges
        # nothing fits the region whole: share its height out, and each label shrinks or cuts in its button
        return False, size, widths, rows, [max(1, (region.h - gap) // len(rows) - gap)] * len(rows), badges

    def _note_text(self) -> tuple[str, tuple[int, int, int], str] | None:
        """The message, else the hint, else the tip under the pointer: (words, colour, element name)."""
        scene = self.scene
        if scene.message and not self._leave_asked():  # at a lesson's step its words stand beside a refusal
            words = scene.seat_names(scene.lesson.beside(scene.message))
            return words, theme.TEXT if scene.message == scene.news else theme.WARNING, "message"
        coach = scene.lesson.words()
        if coach:  # a lesson's words, in the hint region, clear of the cards they talk about
            return coach, theme.ACCENT, "coach"
        if scene.caption and scene.hint is None:  # an example's caption, there too, until it is closed
            return f"{scene.caption} (Click here or press Enter to close.)", theme.ACCENT, "example-note"
        if scene.hint is not None and scene.drag.held is None:
            return scene.seat_names(scene.hint.text()), theme.ACCENT, "hint"
        if scene.tip and scene.drag.held is None:
            return scene.seat_names(scene.tip), theme.TEXT, "tip"
        return None

    def _note(
        self,
        surface: pygame.Surface,
        region: pygame.Rect,
        words: str,
        colour: tuple[int, int, int],
        name: str,
        snug: bool = False,
        above: pygame.Rect | None = None,
    ) -> pygame.Rect:
        """Words wrapped in ``region`` on a panel, in the biggest size whose lines all fit (``snug``: only as tall as they).

        Words that do not fit at the side column's own size (the recap's) grow up into ``above`` (the recap's room)
        from ``region``'s bottom, only as tall as they need, before they shrink: a fixed-height box shrank a lesson's
        long words while the recap above had room to spare. They shrink only when that room is full too, and are
        never cut while the smallest size fits it (at 960x600 the hint region holds four lines, and "(Click to go
        on.)" was the fifth).
        """
        pad = 8
        normal = max(theme.MIN_TEXT, round(15 * self.unit))
        grown = region
        for size in range(round(19 * self.unit), 13, -1):
            lines = wrap_to(words, size, region.w - 2 * pad)
            need = len(lines) * (size + 5) + 2 * pad
            if above is not None and size <= normal:  # the recap's room too, only as much of it as the words need
                grown = pygame.Rect(region.x, above.top, region.w, region.bottom - above.top)
            if need <= region.h:
                break
            if need <= grown.h:
                region = pygame.Rect(region.x, region.bottom - need, region.w, need)
                break
        else:  # not even the smallest size fits: all the room there is, and what does not fit is cut
            region = grown
        room = max(1, (region.h - 2 * pad) // (size + 5))
        fits = len(lines) <= room and " ".join(lines) == words
        lines = lines[:room]
        if snug:
            region = pygame.Rect(region.x, region.y, region.w, min(region.h, len(lines) * (size + 5) + 2 * pad))
        chrome.draw_panel(surface, region, round(theme.PANEL_RADIUS * self.unit), colour)
        for n, line in enumerate(lines):
            surface.blit(rendered(line, size, colour), (region.x + pad, region.y + pad + n * (size + 5)))
        self.laid_out.append(Element(name, _rect(region), "overlay", words, fits))
        return region

    def _end_banner(self, surface: pygame.Surface, region: pygame.Rect) -> pygame.Rect:
        """The result in the banner region of the final table: who won and how, until the player asks for the results."""
        scene = self.scene
        outcome = scene.state.observation(scene.viewer if scene.viewer is not None else 0).outcome
        title, mood = end_banner.result_title(outcome, scene.names, scene.viewer, len(scene.setup.humans))
        reason = scene.seat_names(outcome.reason) if outcome is not None else ""
        said = scene.message
        self.laid_out.append(end_banner.draw(surface, region, scene.seat_names(title), reason, mood, self.unit, said))
        return region

    def _last_play(self, surface: pygame.Surface, play: pygame.Rect, drawn: list[pygame.Rect]) -> None:
        """What the cards left in the stage are: on the final table the game's last move stays there for good, and a
        lone card in the middle of the felt otherwise says nothing of where it came from. Not whose: a move that ends
        a trick clears cards other seats played (the caption says who did what)."""
        held = self.scene.presenter.last_play()
        if not held:
            return
        box = held[0].rect().unionall([s.rect() for s in held[1:]])
        words = "From the last move"
        size = max(theme.MIN_TEXT, round(14 * self.unit))
        image = rendered(fit(words, size, max(box.w, round(160 * self.unit))), size, theme.TEXT_DIM)
        spot = image.get_rect(midbottom=(box.centerx, box.top - round(4 * self.unit))).clamp(play)
        surface.blit(image, spot)
        drawn.append(spot)
        self.laid_out.append(Element("last-play", (spot.x, spot.y, spot.w, spot.h), "text", words))

    # -- the log ----------------------------------------------------------------------------------------

    def _log(self, surface: pygame.Surface, region: pygame.Rect) -> pygame.Rect:
        """The whole game's log on a solid panel in the ``log`` region, scrolled by ``log_scroll`` lines from the newest."""
        scene = self.scene
        pad, size = 8, max(14, round(15 * self.unit))
        lines = [part for line in scene.log for part in wrap_to(line, size, region.w - 2 * pad - 10)]
        room = max(1, (region.h - 2 * pad - 24) // (size + 4))
        self.log_scroll = max(0, min(self.log_scroll, len(lines) - room))
        end = len(lines) - self.log_scroll
        shown = lines[max(0, end - room) : end]
        chrome.draw_panel(surface, region, round(theme.PANEL_RADIUS * self.unit))
        count = f"{len(scene.log)} line{'s' if len(scene.log) != 1 else ''}"
        title = rendered(fit(f"Log · {count}", size, region.w - 2 * pad, True), size, theme.ACCENT, True)
        surface.blit(title, (region.x + pad, region.y + pad))
        for n, line in enumerate(shown):
            surface.blit(rendered(line, size, theme.TEXT), (region.x + pad, region.y + pad + 24 + n * (size + 4)))
        if len(lines) > room:  # where in the game the panel is
            track = pygame.Rect(region.right - 8, region.y + pad + 24, 4, region.h - 2 * pad - 24)
            share = room / len(lines)
            thumb = pygame.Rect(track.x, 0, 4, max(12, round(track.h * share)))
            thumb.bottom = track.bottom - round((track.h - thumb.h) * self.log_scroll / max(1, len(lines) - room))
            pygame.draw.rect(surface, theme.PANEL_EDGE, thumb, border_radius=2)
        self.laid_out.append(Element("log", _rect(region), "panel", "Log", True, covers=("recap*",)))
        return region

    def scroll_log(self, lines: int) -> None:
        """Scroll the log panel back (positive) or forward (negative) by ``lines``."""
        self.log_scroll = max(0, self.log_scroll + lines)

    def drag_log(self, event: pygame.event.Event) -> bool:
        """Dragging inside the open log scrolls it; True if the event was such a drag."""
        region = pygame.Rect(self.scene.layout.regions(self.scene.app.size).log)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and region.collidepoint(event.pos):
            self._log_drag = event.pos[1]
            return True
        if event.type == pygame.MOUSEMOTION and self._log_drag is not None:
            moved = (event.pos[1] - self._log_drag) // 19
            if moved:
                self.scroll_log(moved)
                self._log_drag += moved * 19
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._log_drag is not None:
            self._log_drag = None
            return True
        return False

    # -- pieces -----------------------------------------------------------------------------------------

    def _draw_hint(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        """A glow around the hinted button (the hinted cards and places glow in the painter, under whatever lies over
        them: a card over a lit card, a row's label)."""
        scene = self.scene
        if scene.hint is None:
            return
        rects: list[pygame.Rect] = []
        if scene.lit.button:
            hinted = [r for r, what in self.button_rects if what == scene.hint.action]
            # a hinted choice waiting in a closed menu: the button that opens it lights up
            menu = next((f"open:{b.menu}" for b in scene.view.buttons if b.action == scene.hint.action and b.menu), "")
            rects += hinted or [r for r, what in self.button_rects if what == menu]
        drawn.extend(draw_glow(surface, rect) for rect in rects)

    def _button(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        label: str,
        what: Action | str,
        enabled: bool = True,
        size: int = 18,
        inside: str = "",
        index: int = 0,
        key: str = "",
    ) -> pygame.Rect:
        """A button; a disabled one is greyed but still answers a click (Undo then says why not). ``key``: the digit
        that presses it, in a small key cap at its left; the words are centred in the room beside it."""
        hovered = self.pointer is not None and rect.collidepoint(self.pointer)
        face = chrome.draw_button(surface, rect, chrome.look(enabled, hovered), round(theme.RADIUS * self.unit))
        badge = key_badge_width(size) if key else 0
        if key:
            cap_size = key_cap_size(size)
            cap = pygame.Rect(0, 0, badge - 8, cap_size + 6)
            cap.midleft = (face.x + 6, face.centery)
            pygame.draw.rect(surface, theme.TEXT_DIM, cap, 1, border_radius=4)
            digit = rendered(key, cap_size, theme.TEXT_DIM, True)
            surface.blit(digit, digit.get_rect(center=cap.center))
        fitted = fit_box(label, size, rect.w - 8 - badge, rect.h - 4)
        step = theme.font(fitted.size).get_linesize()
        top = face.centery - step * len(fitted.lines) // 2
        for n, line in enumerate(fitted.lines):
            text = rendered(line, fitted.size, theme.TEXT if enabled else theme.TEXT_DISABLED)
            surface.blit(text, text.get_rect(midtop=(face.centerx + badge // 2, top + n * step)))
        self.button_rects.append((rect, what))
        bar = isinstance(what, str) and not what.startswith("open:")  # a menu's button is one of the choices
        name = f"button:{what}" if bar else f"choice:{index}:{label}"
        self.laid_out.append(Element(name, _rect(rect), "button", label, fitted.fits, inside))
        return rect


def key_cap_size(size: int) -> int:
    """The digit's size on a choice button whose words are ``size``: smaller, but never below the smallest text."""
    return max(theme.MIN_TEXT, size - 4)


def key_badge_width(size: int) -> int:
    """The room a digit's key cap takes at the left of a choice button whose words are ``size`` (the cap and a gap)."""
    return width_of("8", key_cap_size(size), True) + 18


def _rect(rect: pygame.Rect) -> Rect:
    return (rect.x, rect.y, rect.w, rect.h)


@functools.lru_cache(maxsize=16)
def banner_text(banner: str, w: int, right: int = 0, left: int = BANNER_LEFT, percent: int = 100) -> pygame.Surface:
    """The banner in the biggest size that fits between the buttons; else two smaller lines, shortened as a last resort.

    ``percent`` is the bar's scale (its height against 40 px): the sizes grow with it.
    """
    room = w - left - right - 12
    for size in (round(s * percent / 100) for s in (24, 22, 20, 18)):
        if width_of(banner, size, True) <= room:
            return rendered(banner, size, theme.TEXT, True)
    small = max(14, round(16 * percent / 100))
    lines = list(banner_lines(banner, small, room))
    pictures = [rendered(line, small, theme.TEXT, True) for line in lines]
    step = small + 3
    # as tall as its lines: one line in a block made for two sat at the top of the bar, looking clipped
    block = pygame.Surface((max(p.get_width() for p in pictures), len(pictures) * step + 1), pygame.SRCALPHA)
    for n, picture in enumerate(pictures):
        block.blit(picture, picture.get_rect(midtop=(block.get_width() // 2, n * step)))
    return block


@functools.lru_cache(maxsize=64)
def banner_lines(banner: str, size: int, room: int) -> tuple[str, ...]:
    """The banner in two lines of about the same width (a last word alone on the second line reads as a slip), or
    shortened in the second when even ``room`` needs more."""
    lines = wrap_to(banner, size, room, bold=True)
    if len(lines) > 2:
        return lines[0], fit(" ".join(lines[1:]), size, room, bold=True)
    narrow, wide = room // 2, room  # the narrowest width that still takes two lines
    while len(lines) == 2 and narrow < wide:
        middle = (narrow + wide) // 2
        if len(wrap_to(banner, size, middle, bold=True)) <= 2:
            wide = middle
        else:
            narrow = middle + 1
    return tuple(wrap_to(banner, size, wide, bold=True)) if len(lines) == 2 else tuple(lines)


def since_your_turn(scene: TableScene) -> int | None:
    """The first move of the log after the viewer's last (0 before their first): what the recap must show or count.
    None for an onlooker, who has no turn to have missed moves since."""
    viewer = scene.viewer
    if viewer is None:
        return None
    return next((n + 1 for n in range(len(scene.record.log) - 1, -1, -1) if scene.record.log[n].seat == viewer), 0)


def final_recap(regions: Regions) -> Rect:
    """The recap on the final table: a finished game has no hint and no choices, so it grows down to the banner."""
    x, y, w, _ = regions.recap
    return (x, y, w, max(regions.recap[3], regions.banner[1] - y - 8))


def final_log(regions: Regions) -> Rect:
    """The log panel on the final table: it stops above the result banner."""
    x, y, w, h = regions.log
    return (x, y, w, min(h, regions.banner[1] - y - 8))


def onlooker_banner(obs: Observation, names: list[str], watching: bool = True) -> str:
    """The bar's line for someone watching: the result, or who is to act. ``watching``: nobody at the table plays
    (computers alone); else it is a shared screen seen by nobody's eyes in particular (a save's picture, between
    turns), where "Watching: Player 1 to act." read as if a spectator had been there."""
    if obs.outcome is not None:
        return obs.outcome.reason
    who = ", ".join(names[s] for s in obs.to_act) + " to act."
    return f"Watching: {who}" if watching else who
