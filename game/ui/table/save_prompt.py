"""The table's Save box: type a name, press Save (or Enter), or Cancel (or Escape).

It reuses the load screen's text field and buttons, so naming a save works
the same in both places. What saving means is the table's business: the
box calls ``on_save(name)``, which returns a reason when the name or the
disk refuses, shown in the box until the player tries again: a long
reason wraps and the box grows to hold it, since a reason cut short no
longer says what to do.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import chrome, theme
from ..widgets import Button, FocusGroup, TextField, Widget, draw_text
from .layout import chrome_unit
from .text_fit import wrap

WIDTH, HEIGHT = 520, 176
MAX_LENGTH = 40
#: A reason longer than this many lines is cut (none is: they are a sentence or two).
MAX_LINES = 3


class SavePrompt:
    """A small modal box over the table asking for a save's name."""

    def __init__(self, on_save: Callable[[str], str | None], on_close: Callable[[], None], name: str = "") -> None:
        self.on_save = on_save
        self.on_close = on_close
        self.name = name
        self.problem = ""
        self.group = FocusGroup()
        self.rect = pygame.Rect(0, 0, WIDTH, HEIGHT)
        self.size = (WIDTH, HEIGHT)
        #: The box's scale: it grows with the window as the table's bar and side column do (never below 1).
        self.ui = theme.UiScale()
        self.field = TextField("Name:", name, self._typed)

    def problem_lines(self, width: int | None = None) -> list[str]:
        """The reason shown, wrapped to the box's inner width."""
        if not self.problem:
            return []
        inner = (self.rect.width if width is None else width) - self.ui.px(32)
        return wrap(self.problem, self.ui.text(theme.SMALL_SIZE), inner)[:MAX_LINES]

    def place(self, size: tuple[int, int]) -> None:
        """Centre the box in a window of ``size`` and lay out its controls, the name field focused; the box is taller
        by the lines of a reason that wraps."""
        self.size = size
        ui = self.ui = theme.UiScale(chrome_unit(size))
        width = min(ui.px(WIDTH), size[0] - 20)
        extra = max(0, len(self.problem_lines(width)) - 1) * theme.font(ui.text(theme.SMALL_SIZE)).get_linesize()
        self.rect = pygame.Rect(0, 0, width, ui.px(HEIGHT) + extra)
        self.rect.center = (size[0] // 2, size[1] // 2)
        inner = self.rect.inflate(-ui.px(32), 0)
        field = self.field = TextField("Name:", self.name, self._typed, max_length=MAX_LENGTH, placeholder="a name for this save")
        field.rect = pygame.Rect(inner.left, self.rect.top + ui.px(48), inner.width, ui.px(40))
        save = Button("Save", self.submit, help="Save the game under this name.")
        cancel = Button("Cancel", self.on_close, help="Back to the table without saving.")
        save.rect = pygame.Rect(inner.right - ui.px(250), self.rect.bottom - ui.px(52), ui.px(120), ui.px(38))
        cancel.rect = pygame.Rect(inner.right - ui.px(120), self.rect.bottom - ui.px(52), ui.px(120), ui.px(38))
        widgets: list[Widget] = [field, save, cancel]
        for widget in widgets:
            widget.ui = ui
        self.group.set(widgets, keep_focus=False)
        self.group.focus = 0

    def _typed(self, value: str) -> None:
        self.name = value
        self.problem = ""

    def submit(self) -> None:
        problem = self.on_save(self.name)
        if problem:
            self.problem = problem
            self.place(self.size)  # room for the whole reason

    def handle(self, event: pygame.event.Event) -> None:
        """Every input goes to the box while it is open (the table underneath waits)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_close()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.group.focus <= 0:
            self.submit()
            return
        self.group.handle(event)
        if self.field.full and self.problem != self.field.help:
            self.problem = self.field.help  # typing on at the limit did nothing: say why
            self.place(self.size)

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """The box over the table; the rect it covers."""
        chrome.draw_panel(surface, self.rect, theme.PANEL_RADIUS, theme.ACCENT)
        ui = self.ui
        left = self.rect.left + ui.px(16)
        draw_text(surface, "Save this game", (left, self.rect.top + ui.px(12)), ui.text(theme.BODY_SIZE), theme.ACCENT, bold=True)
        small = ui.text(theme.SMALL_SIZE)
        step = theme.font(small).get_linesize()
        for i, line in enumerate(self.problem_lines()):
            draw_text(surface, line, (left, self.rect.top + ui.px(96) + i * step), small, theme.WARNING)
        self.group.draw(surface)
        return self.rect
