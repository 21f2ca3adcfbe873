"""Menu controls: buttons, toggles, choice cyclers, number steppers, text fields and labels.

Every control works by mouse and keyboard. A ``FocusGroup`` holds a
screen's controls: Tab / Shift+Tab and the up/down arrows move the focus,
Enter or Space presses, left/right change a value. Positions are read from
``event.pos`` because posted test events do not move the cursor.

Each control draws at its ``ui`` scale (set by the screen for the window
and the Text size setting) and fits its words by the one rule of
``text_fit.fit_box``; a control whose words had to be cut says so in
``cut``, and the screen shows the whole text on hover. A control in a
scrolling panel has a ``clip``: only what shows inside it is drawn or hit.
"""

from __future__ import annotations

import contextlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

import pygame

from . import chrome, theme
from .table.text_fit import Fitted, fit_box
from .table.text_fit import wrap_lines as wrap

__all__ = ["wrap"]


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int = theme.BODY_SIZE,
    colour: tuple[int, int, int] = theme.TEXT,
    *,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw one line of text with its ``anchor`` (a pygame.Rect attribute) at ``pos``; the rect it took."""
    image = theme.font(size, bold).render(text, True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int = theme.BODY_SIZE,
    colour: tuple[int, int, int] = theme.TEXT,
) -> int:
    """Draw ``text`` wrapped into ``rect``'s width from its top; the y below the last line."""
    f = theme.font(size)
    y = rect.top
    for line in wrap(text, f, rect.width):
        surface.blit(f.render(line, True, colour), (rect.left, y))
        y += f.get_linesize()
    return y


def draw_fitted(
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    size: int,
    colour: tuple[int, int, int] = theme.TEXT,
    *,
    bold: bool = False,
    align: str = "center",
) -> Fitted:
    """Draw ``text`` inside ``box`` by the one fitting rule (wrap, shrink, then cut); what was drawn.

    ``align`` is ``center``, ``left`` or ``right``; the lines sit in the middle of the box's height.
    """
    fitted = fit_box(text, size, box.width, box.height, bold=bold)
    f = theme.font(fitted.size, bold)
    step = f.get_linesize()
    y = box.centery - step * len(fitted.lines) // 2
    for line in fitted.lines:
        image = f.render(line, True, colour)
        if align == "left":
            rect = image.get_rect(topleft=(box.left, y))
        elif align == "right":
            rect = image.get_rect(topright=(box.right, y))
        else:
            rect = image.get_rect(midtop=(box.centerx, y))
        surface.blit(image, rect)
        y += step
    return fitted


class Widget(ABC):
    """A control with a rect. ``help`` is the line shown while it is hovered or focused.

    ``ui`` is the scale it draws at; ``clip`` the visible part of the panel it sits in (None: the window);
    ``cut`` is True after a draw that had to shorten its words (the screen then shows them whole on hover).
    """

    focusable = True
    #: Left and Right are this control's own (they change a value or move a text cursor), so the arrows do not walk
    #: the screen from it: Up and Down keep to Tab order, as a form is read.
    in_form = False
    #: What the gallery calls this kind of thing (``Element.kind``).
    kind = "control"

    def __init__(self, text: str = "", *, help: str = "", enabled: bool = True) -> None:
        self.text = text
        self.help = help
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hovered = False
        #: The mouse button went down on it and is still held.
        self.pressed = False
        self.ui = theme.UiScale()
        self.clip: pygame.Rect | None = None
        self.cut = False
        #: A remark drawn after the label (why a greyed option is unavailable).
        self.note = ""

    @property
    def shown_text(self) -> str:
        """All the words the control means to show (the label and its note)."""
        return f"{self.text} — {self.note}" if self.note else self.text

    def activate(self) -> None:  # noqa: B027 - optional hook, most widgets ignore it
        """Enter, Space or a click."""

    def step(self, delta: int) -> None:  # noqa: B027 - optional hook
        """Left (-1) or right (+1)."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key the control wants for itself (text entry); True if used."""
        return False

    def focus_gained(self) -> None:  # noqa: B027 - optional hook
        """The keyboard focus arrived here from another control."""

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def drag(self, pos: tuple[int, int]) -> None:  # noqa: B027 - optional hook
        """The pointer moved with the button held, after a click on this control."""

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if ``pos`` is on the visible part of this control."""
        return self.rect.collidepoint(pos) and (self.clip is None or self.clip.collidepoint(pos))

    def visible_rect(self) -> pygame.Rect:
        """The part of the control that shows (empty when scrolled out of its panel)."""
        return self.rect.clip(self.clip) if self.clip is not None else self.rect.copy()

    @abstractmethod
    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """Drawn by each kind."""

    def _pad(self) -> int:
        return self.ui.px(12)

    def _box(self, surface: pygame.Surface, focused: bool) -> None:
        """The control's tile in the chrome's language, ringed in gold while it has the keyboard focus."""
        radius = self.ui.px(theme.RADIUS)
        chrome.draw_button(surface, self.rect, chrome.look(self.enabled, self.hovered, self.pressed), radius)
        if focused and self.enabled:
            pygame.draw.rect(surface, theme.FOCUS, self.rect, width=3, border_radius=radius)

    def _text_colour(self) -> tuple[int, int, int]:
        return theme.TEXT if self.enabled else theme.TEXT_DISABLED


class Label(Widget):
    """Text that is not a control: it wraps inside its rect, or shrinks, and is cut only as a last resort."""

    focusable = False
    kind = "text"

    def __init__(self, text: str, size: int = theme.BODY_SIZE, colour: tuple[int, int, int] = theme.TEXT, bold: bool = False):
        super().__init__(text)
        self.size = size
        self.colour = colour
        self.bold = bold

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        fitted = draw_fitted(surface, self.text, self.rect, self.ui.text(self.size), self.colour, bold=self.bold, align="left")
        self.cut = not fitted.fits


class Button(Widget):
    kind = "button"
    #: Buttons side by side in one row share one type size (see ``FocusGroup.draw``); a tile with its own layout opts out.
    shares_row = True

    def __init__(self, text: str, on_click: Callable[[], object], *, help: str = "", enabled: bool = True) -> None:
        super().__init__(text, help=help, enabled=enabled)
        self.on_click = on_click
        #: The type size its row agreed on (None: its own); the size it was last drawn at.
        self.row_size: int | None = None
        self.drawn_size = 0

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def _inner(self) -> pygame.Rect:
        return self.rect.inflate(-2 * self._pad(), -self.ui.px(4))

    def fitted_size(self) -> int:
        """The size its words fit at on their own (wrapped, shrunk if they must)."""
        inner = self._inner()
        return fit_box(self.text, self.ui.text(theme.BODY_SIZE), inner.width, inner.height, bold=True).size

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self._box(surface, focused)
        size = self.row_size or self.ui.text(theme.BODY_SIZE)
        fitted = draw_fitted(surface, self.text, self._inner(), size, self._text_colour(), bold=True)
        self.drawn_size = fitted.size
        self.cut = not fitted.fits


class _Valued(Widget):
    """A control with a label on the left and its value on the right."""

    in_form = True
    value_rect = pygame.Rect(0, 0, 0, 0)
    _value_cut = False

    @abstractmethod
    def _value_text(self) -> str:
        """Drawn by each kind."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self._box(surface, focused)
        colour = self._text_colour()
        self._draw_value(surface, colour)
        pad = self._pad()
        room = pygame.Rect(self.rect.left + pad, self.rect.top, self.value_rect.left - self.rect.left - 2 * pad, self.rect.height)
        fitted = draw_fitted(
            surface, self.shown_text, room.inflate(0, -self.ui.px(4)), self.ui.text(theme.BODY_SIZE), colour, align="left"
        )
        self.cut = not fitted.fits or self._value_cut

    def _draw_value(self, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
        """The value on the right; it leaves the label at least a third of the control (and shrinks first)."""
        value = self._value_text()
        arrows = "‹ {} ›" if self.enabled else "{}"
        size = self.ui.text(theme.BODY_SIZE)
        pad = self._pad()
        room = self.rect.width - 2 * pad - max(self.rect.width // 3, 0)
        box = pygame.Rect(self.rect.right - pad - room, self.rect.top, room, self.rect.height)
        # One line: a value broken over two lines would leave its arrow alone on the second.
        fitted = fit_box(arrows.format(value), size, room, theme.font(size).get_linesize())
        width = max(theme.font(fitted.size).size(line)[0] for line in fitted.lines)
        box = pygame.Rect(self.rect.right - pad - width, self.rect.top, width, self.rect.height)
        draw_fitted(surface, arrows.format(value), box, fitted.size, colour, align="right")
        self.value_rect = box.inflate(0, -self.rect.height // 2)
        self._value_cut = not fitted.fits

    def click(self, pos: tuple[int, int]) -> None:
        # A click on the left arrow steps back; anywhere else on the control steps forward.
        back = self.value_rect.width and self.value_rect.left - 8 <= pos[0] <= self.value_rect.left + self.ui.px(16)
        self.step(-1 if back else 1)


class Toggle(_Valued):
    """On or off."""

    def __init__(
        self, text: str, value: bool, on_change: Callable[[bool], object], *, help: str = "", enabled: bool = True
    ) -> None:
        super().__init__(text, help=help, enabled=enabled)
        self.value = value
        self.on_change = on_change

    def activate(self) -> None:
        if self.enabled:
            self.value = not self.value
            self.on_change(self.value)

    def step(self, delta: int) -> None:
        self.activate()

    def _value_text(self) -> str:
        return "On" if self.value else "Off"

    def _draw_value(self, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
        ui = self.ui
        pill = pygame.Rect(0, 0, ui.px(56), ui.px(26))
        pill.midright = (self.rect.right - self._pad(), self.rect.centery)
        fill = theme.ON if self.value and self.enabled else theme.OFF
        pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2)
        knob_x = pill.right - pill.height // 2 if self.value else pill.left + pill.height // 2
        knob = theme.TEXT if self.enabled else theme.TEXT_DISABLED
        pygame.draw.circle(surface, knob, (knob_x, pill.centery), pill.height * 10 // 26)
        word = draw_text(
            surface,
            self._value_text(),
            (pill.left - ui.px(10), self.rect.centery),
            ui.text(theme.SMALL_SIZE),
            colour,
            anchor="midright",
        )
        self.value_rect = word.union(pill)


class Cycler(_Valued):
    """One of several choices; Enter or a click moves to the next, left/right either way."""

    def __init__(
        self,
        text: str,
        choices: Sequence[str],
        value: str,
        on_change: Callable[[str], object],
        *,
        labels: Sequence[str] | None = None,
        help: str = "",
        enabled: bool = True,
    ) -> None:
        super().__init__(text, help=help, enabled=enabled)
        self.choices = list(choices)
        self.labels = list(labels) if labels is not None else [str(c) for c in choices]
        self.index = self.choices.index(value) if value in self.choices else 0
        self.on_change = on_change

    @property
    def value(self) -> str:
        return self.choices[self.index]

    def step(self, delta: int) -> None:
        if self.enabled and self.choices:
            self.index = (self.index + delta) % len(self.choices)
            self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def _value_text(self) -> str:
        return self.labels[self.index]


class Stepper(_Valued):
    """A whole number within bounds."""

    def __init__(
        self,
        text: str,
        value: int,
        minimum: int,
        maximum: int,
        on_change: Callable[[int], object],
        *,
        step_size: int = 1,
        help: str = "",
        enabled: bool = True,
    ) -> None:
        super().__init__(text, help=help, enabled=enabled)
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step_size = step_size
        self.on_change = on_change

    def step(self, delta: int) -> None:
        new = min(self.maximum, max(self.minimum, self.value + delta * self.step_size))
        if self.enabled and new != self.value:
            self.value = new
            self.on_change(new)

    def activate(self) -> None:
        self.step(1)

    def _value_text(self) -> str:
        return str(self.value)


def clipboard_text() -> str:
    """What the system clipboard holds as text ("" when it holds none or cannot be read)."""
    try:
        return str(pygame.scrap.get_text() or "")
    except (pygame.error, AttributeError, NotImplementedError):
        return ""


def put_clipboard(text: str) -> None:
    """Put ``text`` on the system clipboard (silently nothing where there is none)."""
    with contextlib.suppress(pygame.error, AttributeError, NotImplementedError):
        pygame.scrap.put_text(text)


class TextField(Widget):
    """A line of typed text (a name, a seed) with a cursor, a selection and the clipboard.

    Arriving by Tab or a first click selects the whole value, so typing replaces it (typing
    "Bob" over "Computer" gives "Bob"). Left/Right/Home/End move the cursor (with Shift they
    select); Ctrl+A selects all; Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste. ``allowed``
    limits the characters. Typing or a paste that the length limit cuts short says so in the
    field's help line until the next edit: keys that silently do nothing read as a broken field.
    """

    kind = "field"
    in_form = True

    def __init__(
        self,
        text: str,
        value: str,
        on_change: Callable[[str], object],
        *,
        allowed: str | None = None,
        max_length: int = 20,
        placeholder: str = "",
        help: str = "",
    ) -> None:
        super().__init__(text, help=help)
        self.value = value
        self.on_change = on_change
        self.allowed = allowed
        self.max_length = max_length
        self.placeholder = placeholder
        #: The last typing or paste was cut short by ``max_length`` (cleared by the next edit).
        self.full = False
        self.cursor = len(value)
        #: Where a selection started (it runs to the cursor); None when nothing is selected.
        self.anchor: int | None = None
        self.field_rect = pygame.Rect(0, 0, 0, 0)
        #: How far the words are slid left so that the cursor stays in sight in a value wider than the field.
        self.scroll = 0

    @property
    def help(self) -> str:
        """What the field is for; after typing the limit cut short, what the limit is."""
        if self.full:
            return f"At most {self.max_length} characters: the rest was not typed."
        return self._help

    @help.setter
    def help(self, text: str) -> None:
        self._help = text

    # -- editing -------------------------------------------------------------------------------------

    @property
    def selection(self) -> tuple[int, int]:
        """The selected span (start, end); empty when start == end."""
        if self.anchor is None:
            return self.cursor, self.cursor
        return min(self.anchor, self.cursor), max(self.anchor, self.cursor)

    @property
    def selected_text(self) -> str:
        start, end = self.selection
        return self.value[start:end]

    def select_all(self) -> None:
        self.anchor, self.cursor = 0, len(self.value)

    def focus_gained(self) -> None:
        self.select_all()

    def insert(self, text: str) -> None:
        """Type or paste ``text`` over the selection (characters not allowed are dropped; the length is capped)."""
        text = "".join(c for c in text.replace("\n", " ") if self.allowed is None or c in self.allowed)
        start, end = self.selection
        room = self.max_length - (len(self.value) - (end - start))
        self.full = len(text) > max(0, room)
        text = text[: max(0, room)]
        if not text and start == end:
            return
        self._set(self.value[:start] + text + self.value[end:], start + len(text))

    def _delete(self, forward: bool) -> None:
        self.full = False
        start, end = self.selection
        if start == end:
            start, end = (start, start + 1) if forward else (start - 1, start)
        if start < 0 or end > len(self.value):
            self.anchor = None
            return
        self._set(self.value[:start] + self.value[end:], start)

    def _set(self, value: str, cursor: int) -> None:
        changed = value != self.value
        self.value, self.cursor, self.anchor = value, cursor, None
        if changed:
            self.on_change(value)

    def _move(self, to: int, extend: bool) -> None:
        to = max(0, min(len(self.value), to))
        if extend:
            self.anchor = self.cursor if self.anchor is None else self.anchor
        else:
            start, end = self.selection
            if self.anchor is not None and start != end and to in (self.cursor - 1, self.cursor + 1):
                to = start if to < self.cursor else end  # an arrow on a selection lands at its edge
            self.anchor = None
        self.cursor = to

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        key = event.key
        if ctrl and key == pygame.K_a:
            self.select_all()
        elif ctrl and key in (pygame.K_c, pygame.K_x):
            if self.selected_text:
                put_clipboard(self.selected_text)
                if key == pygame.K_x:
                    self._delete(forward=True)
        elif ctrl and key == pygame.K_v:
            self.insert(clipboard_text())
        elif key == pygame.K_BACKSPACE:
            self._delete(forward=False)
        elif key == pygame.K_DELETE:
            self._delete(forward=True)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move(self.cursor + (1 if key == pygame.K_RIGHT else -1), shift)
        elif key in (pygame.K_HOME, pygame.K_END):
            self._move(0 if key == pygame.K_HOME else len(self.value), shift)
        else:
            return False
        return True

    def click(self, pos: tuple[int, int]) -> None:
        self.anchor = None
        self.cursor = self._index_at(pos[0])

    def drag(self, pos: tuple[int, int]) -> None:
        if self.anchor is None:
            self.anchor = self.cursor
        self.cursor = self._index_at(pos[0])

    def _index_at(self, x: int) -> int:
        """The gap between characters nearest to ``x``."""
        f = theme.font(self.ui.text(theme.BODY_SIZE))
        left = self.field_rect.left + self.ui.px(8) - self.scroll
        return min(range(len(self.value) + 1), key=lambda i: abs(left + f.size(self.value[:i])[0] - x))

    # -- drawing -------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self._box(surface, focused)
        ui = self.ui
        size = ui.text(theme.BODY_SIZE)
        pad = self._pad()
        label_rect = draw_text(surface, self.text, (self.rect.left + pad, self.rect.centery), size, theme.TEXT, anchor="midleft")
        field = pygame.Rect(
            label_rect.right + pad,
            self.rect.top + ui.px(6),
            self.rect.right - label_rect.right - 2 * pad,
            self.rect.height - ui.px(12),
        )
        self.field_rect = field
        chrome.draw_panel(surface, field, ui.px(theme.RADIUS) * 5 // 8)
        f = theme.font(size)
        self._follow_cursor(f, field.width - ui.px(16))
        x0 = field.left + ui.px(8) - self.scroll
        if not self.value and not focused:
            draw_text(surface, self.placeholder, (x0, field.centery), size, theme.PLACEHOLDER, anchor="midleft")
            self.cut = False
            return
        old_clip = surface.get_clip()
        surface.set_clip(field.clip(old_clip) if old_clip else field)
        start, end = self.selection
        if focused and start != end:
            sel = pygame.Rect(
                x0 + f.size(self.value[:start])[0],
                field.top + ui.px(4),
                f.size(self.value[start:end])[0],
                field.height - ui.px(8),
            )
            pygame.draw.rect(surface, theme.SELECTION, sel)
        draw_text(surface, self.value, (x0, field.centery), size, theme.TEXT, anchor="midleft")
        if focused:
            cx = x0 + f.size(self.value[: self.cursor])[0]
            pygame.draw.line(surface, theme.FOCUS, (cx, field.top + ui.px(5)), (cx, field.bottom - ui.px(6)), max(2, ui.px(2)))
        surface.set_clip(old_clip)
        self.cut = f.size(self.value)[0] > field.width - ui.px(12)

    def _follow_cursor(self, f: pygame.font.Font, room: int) -> None:
        """Slide the words so the cursor stays inside ``room`` pixels, and no further than the words need."""
        at = f.size(self.value[: self.cursor])[0]
        if at - self.scroll > room:
            self.scroll = at - room
        elif at < self.scroll:
            self.scroll = at
        self.scroll = max(0, min(self.scroll, f.size(self.value)[0] - room))


#: Each arrow key's step across the screen.
_ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def _along(r: pygame.Rect, dx: int, dy: int) -> tuple[int, int, int, int]:
    """``r`` turned so the arrow points along +a: its near and far edges that way, then its two edges across."""
    if dx:
        a0, a1 = (r.left, r.right) if dx > 0 else (-r.right, -r.left)
        return a0, a1, r.top, r.bottom
    a0, a1 = (r.top, r.bottom) if dy > 0 else (-r.bottom, -r.top)
    return a0, a1, r.left, r.right


def nearest_toward(start: pygame.Rect, rects: Sequence[pygame.Rect], dx: int, dy: int) -> int | None:
    """The index of the rect of ``rects`` an arrow pointing (``dx``, ``dy``) from ``start`` reaches first, or None.

    A rect counts when it lies further that way than ``start`` at both its edges. One in line with ``start`` (the same
    row for Left and Right, the same column for Up and Down) wins over one aside unless the one aside is wholly nearer
    (a game's tile, then the tile under it, not its own button beside it); otherwise the nearest wins, a step along
    the arrow weighing as much as three and a half across it. Ties go to list order. This is the rule Android's focus
    finder settled on, which players already know from TVs and consoles.
    """
    s0, s1, c0, c1 = _along(start, dx, dy)

    def counts(r: tuple[int, int, int, int]) -> bool:
        return (s0 < r[0] or s1 <= r[0]) and s1 < r[1]

    def in_line(r: tuple[int, int, int, int]) -> bool:
        return r[3] > c0 and r[2] < c1

    def gap(r: tuple[int, int, int, int]) -> int:
        return max(0, r[0] - s1)

    def line_wins(line: tuple[int, int, int, int], aside: tuple[int, int, int, int]) -> bool:
        if dx or aside[0] < s1:  # aside not wholly past the start (or sideways, where a row always wins)
            return True
        return gap(line) < max(1, aside[1] - s1)

    def distance(r: tuple[int, int, int, int]) -> int:
        across = (r[2] + r[3]) - (c0 + c1)  # doubled, as the gap is below
        return 13 * (2 * gap(r)) ** 2 + across**2

    best: int | None = None
    turned = [_along(r, dx, dy) for r in rects]
    for i, r in enumerate(turned):
        if not counts(r):
            continue
        if best is None:
            best = i
            continue
        b = turned[best]
        if in_line(r) != in_line(b):
            if line_wins(r, b) if in_line(r) else not line_wins(b, r):
                best = i
        elif distance(r) < distance(b):
            best = i
    return best


class FocusGroup:
    """A screen's controls with one keyboard focus; returns True from ``handle`` when something changed."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.focus = -1
        #: Where the pointer was last seen, so controls rebuilt under it stay hovered (and the help line stays true).
        self.pointer: tuple[int, int] | None = None
        #: A key moved the focus since the pointer last moved: the focused control, not the one a resting pointer
        #: happens to lie over, is the one the help line and a preview speak of.
        self.keyed = False
        self._pressed: Widget | None = None

    def set(self, widgets: Sequence[Widget], keep_focus: bool = True) -> None:
        """Replace the controls (after a re-layout), keeping focus on the same position if asked."""
        old = self.focus
        self.widgets = list(widgets)
        self._pressed = None
        if keep_focus and 0 <= old < len(self.widgets) and self._can_focus(old):
            self.focus = old
        else:
            self.focus = -1
        self.hover(self.pointer)

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def _can_focus(self, i: int) -> bool:
        w = self.widgets[i]
        return w.focusable and w.enabled

    def focus_on(self, widget: Widget) -> None:
        """Give ``widget`` the keyboard focus (it hears ``focus_gained`` if it did not have it)."""
        i = self.widgets.index(widget)
        if i != self.focus:
            self.focus = i
            widget.focus_gained()

    def move(self, delta: int) -> bool:
        n = len(self.widgets)
        if not any(self._can_focus(i) for i in range(n)):
            return False
        i = self.focus if self.focus >= 0 else (-1 if delta > 0 else 0)
        for _ in range(n):
            i = (i + delta) % n
            if self._can_focus(i):
                self.focus_on(self.widgets[i])
                self.keyed = True
                return True
        return False

    def at(self, pos: tuple[int, int]) -> Widget | None:
        for w in self.widgets:
            if w.focusable and w.hit(pos):
                return w
        return None

    def hover(self, pos: tuple[int, int] | None) -> bool:
        """Mark the control under ``pos`` as hovered; True if that changed anything."""
        if pos != self.pointer:
            self.keyed = False
        self.pointer = pos
        changed = False
        for w in self.widgets:
            hovered = pos is not None and w.focusable and w.hit(pos)
            if hovered != w.hovered:
                w.hovered = hovered
                changed = True
        return changed

    def handle(self, event: pygame.event.Event) -> bool:
        focused = self.focused
        if focused is not None and focused.enabled and focused.key(event):
            self.keyed = self.keyed or event.type == pygame.KEYDOWN
            return True
        if event.type == pygame.KEYDOWN:
            changed = self._key(event)
            # the last input wins: a value changed from the keyboard is the row the help line speaks of, not the
            # one a resting pointer lies over
            self.keyed = self.keyed or changed
            return changed
        if event.type == pygame.MOUSEMOTION:
            if self._pressed is not None and event.buttons[0]:
                self._pressed.drag(event.pos)
                return True
            return self.hover(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            released = self._pressed is not None and self._pressed.pressed
            if self._pressed is not None:
                self._pressed.pressed = False
            self._pressed = None
            return released
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.at(event.pos)
            if target is None:
                return False
            arriving = self.focused is not target
            self.focus_on(target)
            self._pressed = target
            target.pressed = target.enabled
            if target.enabled and not (arriving and isinstance(target, TextField)):
                target.click(event.pos)  # a first click on a field selects its text, as Tab does
            return True
        return False

    def move_toward(self, dx: int, dy: int) -> bool:
        """Focus the nearest control in the arrow's direction (``dx``, ``dy`` one of the four unit steps), as the eye
        reads the screen: a game's tile, then the tile under it, not its own button beside it that comes next in Tab
        order. The nearest is looked for first among the controls sharing the focused one's panel, then among any
        that shows; with none that way, Up and Down step in Tab order (wrapping) to the next control in the focused
        one's column (Up from the title's first button reached a game's tile), Left and Right do nothing."""
        focused = self.focused
        if focused is None:
            return self.move(1 if dx + dy > 0 else -1)
        usable = [w for i, w in enumerate(self.widgets) if w is not focused and self._can_focus(i)]
        same_panel = [w for w in usable if w.clip is focused.clip]
        showing = [w for w in usable if w.visible_rect().width > 0 and w.visible_rect().height > 0]
        for candidates in (same_panel, showing):
            target = nearest_toward(focused.rect, [w.rect for w in candidates], dx, dy)
            if target is not None:
                self.focus_on(candidates[target])
                self.keyed = True
                return True
        if not dy:
            return False
        column = [w for w in usable if w.rect.right > focused.rect.left and w.rect.left < focused.rect.right]
        i = self.focus
        for _ in range(len(self.widgets) if column else 0):
            i = (i + dy) % len(self.widgets)
            if self.widgets[i] in column:
                self.focus_on(self.widgets[i])
                self.keyed = True
                return True
        return self.move(dy)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_TAB:
            return self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        focused = self.focused
        arrow = _ARROWS.get(key)
        if arrow is not None:
            if focused is not None and focused.in_form:
                if arrow[0]:
                    focused.step(arrow[0])
                    return True
                return self.move(arrow[1])
            return self.move_toward(*arrow)
        if focused is None:
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            focused.activate()
            return True
        return False

    def pointed(self) -> Widget | None:
        """The control the player last singled out: the focused one if a key moved the focus since the pointer last
        moved, else the one under the pointer, else the focused one."""
        if self.keyed and self.focused is not None:
            return self.focused
        return next((w for w in self.widgets if w.hovered), self.focused)

    def help_text(self) -> str:
        """What the control the player singled out does (:meth:`pointed`; the focused one's words if it has none)."""
        if self.keyed and self.focused is not None and self.focused.help:
            return self.focused.help
        for w in self.widgets:
            if w.hovered and w.help:
                return w.help
        focused = self.focused
        return focused.help if focused is not None else ""

    def share_row_sizes(self) -> None:
        """Buttons side by side (same top, same height) take the smallest size any of them needs, so a row reads as one."""
        rows: dict[tuple[int, int], list[Button]] = {}
        for w in self.widgets:
            if isinstance(w, Button) and w.shares_row:
                w.row_size = None
                rows.setdefault((w.rect.y, w.rect.h), []).append(w)
        for row in rows.values():
            if len(row) > 1:
                size = min(b.fitted_size() for b in row)
                for b in row:
                    b.row_size = size

    def draw(self, surface: pygame.Surface) -> None:
        self.share_row_sizes()
        for i, w in enumerate(self.widgets):
            if w.clip is None:
                w.draw(surface, i == self.focus)
            elif w.visible_rect().width and w.visible_rect().height:
                surface.set_clip(w.clip)
                w.draw(surface, i == self.focus)
                surface.set_clip(None)
