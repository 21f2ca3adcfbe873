"""Menu controls: buttons, toggles, choice cyclers, number steppers, text fields and labels.

Every control works by mouse and keyboard. A ``FocusGroup`` holds a
screen's controls: Tab / Shift+Tab and the up/down arrows move the focus,
Enter or Space presses, left/right change a value. Positions are read from
``event.pos`` because posted test events do not move the cursor.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

import pygame

from . import theme


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (a too-long word gets a line of its own)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


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


class Widget(ABC):
    """A control with a rect. ``help`` is the line shown while it is hovered or focused."""

    focusable = True

    def __init__(self, text: str = "", *, help: str = "", enabled: bool = True) -> None:
        self.text = text
        self.help = help
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hovered = False

    def activate(self) -> None:  # noqa: B027 - optional hook, most widgets ignore it
        """Enter, Space or a click."""

    def step(self, delta: int) -> None:  # noqa: B027 - optional hook
        """Left (-1) or right (+1)."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key the control wants for itself (text entry); True if used."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    @abstractmethod
    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """Drawn by each kind."""

    def _box(self, surface: pygame.Surface, focused: bool) -> None:
        if not self.enabled:
            colour = theme.BUTTON_DISABLED
        elif self.hovered:
            colour = theme.BUTTON_HOVER
        else:
            colour = theme.BUTTON
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        edge = theme.FOCUS if focused and self.enabled else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=3 if focused else 1, border_radius=8)

    def _text_colour(self) -> tuple[int, int, int]:
        return theme.TEXT if self.enabled else theme.TEXT_DISABLED


class Label(Widget):
    """Text that is not a control."""

    focusable = False

    def __init__(self, text: str, size: int = theme.BODY_SIZE, colour: tuple[int, int, int] = theme.TEXT, bold: bool = False):
        super().__init__(text)
        self.size = size
        self.colour = colour
        self.bold = bold

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        draw_text(surface, self.text, self.rect.topleft, self.size, self.colour, bold=self.bold)


class Button(Widget):
    def __init__(self, text: str, on_click: Callable[[], object], *, help: str = "", enabled: bool = True) -> None:
        super().__init__(text, help=help, enabled=enabled)
        self.on_click = on_click

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self._box(surface, focused)
        draw_text(surface, self.text, self.rect.center, theme.BODY_SIZE, self._text_colour(), bold=True, anchor="center")


class _Valued(Widget):
    """A control with a label on the left and its value on the right."""

    value_rect = pygame.Rect(0, 0, 0, 0)

    @abstractmethod
    def _value_text(self) -> str:
        """Drawn by each kind."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self._box(surface, focused)
        colour = self._text_colour()
        draw_text(surface, self.text, (self.rect.left + 12, self.rect.centery), theme.BODY_SIZE, colour, anchor="midleft")
        self._draw_value(surface, colour)

    def _draw_value(self, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
        value = self._value_text()
        arrows = "‹ {} ›" if self.enabled else "{}"
        self.value_rect = draw_text(
            surface, arrows.format(value), (self.rect.right - 12, self.rect.centery), theme.BODY_SIZE, colour, anchor="midright"
        )

    def click(self, pos: tuple[int, int]) -> None:
        # A click on the left arrow steps back; anywhere else on the control steps forward.
        back = self.value_rect.width and self.value_rect.left - 8 <= pos[0] <= self.value_rect.left + 16
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
        pill = pygame.Rect(0, 0, 56, 26)
        pill.midright = (self.rect.right - 12, self.rect.centery)
        fill = theme.ON if self.value and self.enabled else theme.OFF
        pygame.draw.rect(surface, fill, pill, border_radius=13)
        knob_x = pill.right - 13 if self.value else pill.left + 13
        pygame.draw.circle(surface, theme.TEXT if self.enabled else theme.TEXT_DISABLED, (knob_x, pill.centery), 10)
        draw_text(surface, self._value_text(), (pill.left - 10, self.rect.centery), theme.SMALL_SIZE, colour, anchor="midright")


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


class TextField(Widget):
    """A line of typed text (a name, a seed). ``allowed`` limits the characters."""

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

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            if self.value:
                self.value = self.value[:-1]
                self.on_change(self.value)
            return True
        if event.type == pygame.TEXTINPUT:
            added = "".join(c for c in event.text if self.allowed is None or c in self.allowed)
            if added and len(self.value) < self.max_length:
                self.value = (self.value + added)[: self.max_length]
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self._box(surface, focused)
        label_rect = draw_text(
            surface, self.text, (self.rect.left + 12, self.rect.centery), theme.BODY_SIZE, theme.TEXT, anchor="midleft"
        )
        field = pygame.Rect(
            label_rect.right + 12, self.rect.top + 6, self.rect.right - label_rect.right - 24, self.rect.height - 12
        )
        pygame.draw.rect(surface, theme.PANEL, field, border_radius=5)
        shown = self.value + ("|" if focused else "")
        colour = theme.TEXT
        if not self.value and not focused:
            shown, colour = self.placeholder, theme.TEXT_DIM
        draw_text(surface, shown, (field.left + 8, field.centery), theme.BODY_SIZE, colour, anchor="midleft")


class FocusGroup:
    """A screen's controls with one keyboard focus; returns True from ``handle`` when something changed."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.focus = -1

    def set(self, widgets: Sequence[Widget], keep_focus: bool = True) -> None:
        """Replace the controls (after a re-layout), keeping focus on the same position if asked."""
        old = self.focus
        self.widgets = list(widgets)
        if keep_focus and 0 <= old < len(self.widgets) and self._can_focus(old):
            self.focus = old
        else:
            self.focus = -1

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def _can_focus(self, i: int) -> bool:
        w = self.widgets[i]
        return w.focusable and w.enabled

    def move(self, delta: int) -> bool:
        n = len(self.widgets)
        if not any(self._can_focus(i) for i in range(n)):
            return False
        i = self.focus if self.focus >= 0 else (-1 if delta > 0 else 0)
        for _ in range(n):
            i = (i + delta) % n
            if self._can_focus(i):
                self.focus = i
                return True
        return False

    def at(self, pos: tuple[int, int]) -> Widget | None:
        for w in self.widgets:
            if w.focusable and w.rect.collidepoint(pos):
                return w
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        focused = self.focused
        if focused is not None and focused.enabled and focused.key(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            changed = False
            for w in self.widgets:
                hovered = w.focusable and w.rect.collidepoint(event.pos)
                if hovered != w.hovered:
                    w.hovered = hovered
                    changed = True
            return changed
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.at(event.pos)
            if target is None:
                return False
            self.focus = self.widgets.index(target)
            if target.enabled:
                target.click(event.pos)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_TAB:
            return self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        if key in (pygame.K_DOWN,):
            return self.move(1)
        if key in (pygame.K_UP,):
            return self.move(-1)
        focused = self.focused
        if focused is None:
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            focused.activate()
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            focused.step(1 if key == pygame.K_RIGHT else -1)
            return True
        return False

    def help_text(self) -> str:
        """What the hovered control (else the focused one) does."""
        for w in self.widgets:
            if w.hovered and w.help:
                return w.help
        focused = self.focused
        return focused.help if focused is not None else ""

    def draw(self, surface: pygame.Surface) -> None:
        for i, w in enumerate(self.widgets):
            w.draw(surface, i == self.focus)
