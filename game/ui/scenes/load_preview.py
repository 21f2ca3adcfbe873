"""The large picture of one save beside Load's list: its table, name, game, seats, progress and when.

A row's small picture is too small to tell one game from another, so the
save under the pointer or the keyboard's focus (the first on the page until
then) is shown here at a size a player can recognise, with the details its
row leaves out. The panel is as tall as what it holds, and no taller than
the room it is given: the picture gives way first, the words never.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...persistence import SaveEntry
from ...persistence.stamps import local_when
from .. import chrome, theme
from ..table import thumbnail
from ..table.seat_names import progress_line
from ..table.text_fit import fit_box
from ..widgets import draw_fitted

#: How a screen records what it drew: ``report(name, rect, kind, text, fits, inside=...)``.
Report = Callable[..., None]
#: The preview panel's element; everything drawn in it names it as its container.
PANEL = "preview"
#: The picture keeps at least this share of its full height when the words need room (large text, small window).
MIN_PICTURE = 0.5


@dataclass(frozen=True)
class Line:
    """One line (or a few) of the preview's words: which, what, at most how many lines it wraps to, how it looks."""

    name: str
    text: str
    rows: int = 1
    heading: bool = False


def seats_text(entry: SaveEntry) -> str:
    """Who plays: two face each other ("You v Computer"); more are listed."""
    assert entry.header is not None
    names = [s.name for s in entry.header.seats]
    return " v ".join(names) if len(names) <= 2 else ", ".join(names)


def lines_of(entry: SaveEntry) -> list[Line]:
    """The words under the picture: the save's name, then its game, seats, progress and when it was saved."""
    top = entry.header
    if top is None:
        why = str(entry.problem) if entry.problem is not None else "It cannot be read."
        backup = " Its backup can be loaded instead." if entry.has_backup else ""
        return [Line("title", entry.name, rows=2, heading=True), Line("problem", why + backup, rows=3)]
    return [
        Line("title", f"{entry.name} ({top.title})" if top.title else entry.name, rows=2, heading=True),
        Line("game", top.game_name),
        Line("seats", seats_text(entry), rows=3),
        Line("progress", progress_line(top, capital=True), rows=2),  # a line of its own starts as a sentence
        Line("saved", f"Saved {local_when(top.saved)}"),
    ]


def _sizes(ui: theme.UiScale) -> tuple[int, int]:
    """The heading's and the details' text sizes."""
    return ui.text(theme.BODY_SIZE), ui.text(theme.SMALL_SIZE)


def _rows(line: Line, width: int, ui: theme.UiScale) -> tuple[int, int]:
    """How many lines ``line`` wraps to in ``width`` at its size (no more than its most), and their height."""
    heading, small = _sizes(ui)
    size = heading if line.heading else small
    rows = min(line.rows, len(fit_box(line.text, size, width, bold=line.heading).lines))
    return rows, theme.font(size, line.heading).get_linesize() * rows


def layout(room: pygame.Rect, lines: list[Line], ui: theme.UiScale) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """Where the picture and each line go in ``room``: the picture as wide as the panel in the thumbnail's
    proportion, unless the words need the height. Then both give way: the picture down to half its height,
    the words down to the smallest text, and past that the picture again."""
    pad, step = ui.px(10), ui.px(4)
    width = room.width - 2 * pad
    full = width * thumbnail.SIZE[1] // thumbnail.SIZE[0]
    rows, heights = zip(*(_rows(line, width, ui) for line in lines), strict=True)
    free = room.height - 3 * pad - step * len(lines)  # for the picture and the words together
    height = min(full, max(free - sum(heights), int(full * MIN_PICTURE)))
    if free - height < sum(heights):
        floor = theme.font(theme.MIN_TEXT).get_linesize()
        share = max(0, free - height) / sum(heights)
        heights = tuple(max(floor * n, int(h * share)) for n, h in zip(rows, heights, strict=True))
        height = min(height, free - sum(heights))
    picture = pygame.Rect(0, 0, max(0, min(width, height * thumbnail.SIZE[0] // thumbnail.SIZE[1])), max(0, height))
    picture.midtop = (room.centerx, room.top + pad)
    boxes, y = [], picture.bottom + pad
    for h in heights:
        boxes.append(pygame.Rect(room.left + pad, y, width, h))
        y += h + step
    return picture, boxes


class Preview:
    """The panel for one save, its picture scaled once per size (hovering back and forth costs nothing)."""

    def __init__(self) -> None:
        self._scaled: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}

    def forget(self) -> None:
        """The pictures changed (a new page, a rename): scale afresh."""
        self._scaled.clear()

    def draw(
        self,
        surface: pygame.Surface,
        room: pygame.Rect,
        index: int,
        entry: SaveEntry,
        picture: pygame.Surface,
        ui: theme.UiScale,
        report: Report,
    ) -> pygame.Rect:
        """Draw save ``index`` (``entry`` with its full-size ``picture``) in ``room``; the panel's rect."""
        lines = lines_of(entry)
        frame, boxes = layout(room, lines, ui)
        bottom = boxes[-1].bottom + ui.px(10)
        panel = pygame.Rect(room.left, room.top, room.width, min(room.height, bottom - room.top))
        chrome.draw_panel(surface, panel, ui.px(theme.PANEL_RADIUS))
        report(PANEL, panel, "panel")
        if frame.width > 0 and frame.height > 0:
            key = (index, frame.size)
            if key not in self._scaled:
                self._scaled[key] = thumbnail.fitted(picture, frame.size)
            surface.blit(self._scaled[key], frame)
            pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1)
            report(f"{PANEL}:picture", frame, "picture", inside=PANEL)
        heading, small = _sizes(ui)
        for line, box in zip(lines, boxes, strict=True):
            colour = theme.ACCENT if line.heading else theme.TEXT
            size = heading if line.heading else small
            fitted = draw_fitted(surface, line.text, box, size, colour, bold=line.heading, align="left")
            report(f"{PANEL}:{line.name}", box, "text", line.text, fitted.fits, inside=PANEL)
        return panel
