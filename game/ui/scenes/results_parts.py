"""The results screen's pictures and figures: the final table, a chart of the story's figure, the record line.

Kept apart from the screen's layout so each can be drawn and tested on its own.
"""

from __future__ import annotations

import contextlib
import itertools

import pygame

from ...persistence import GameRecord
from ...persistence.history import History
from ...persistence.statistics import kind_of, statistics
from .. import chrome, theme
from ..scene import AppContext
from ..story import Story
from ..table.sprites import make_art
from ..widgets import draw_text
from .load import saves_enabled
from .replay_board import ReplayBoard

#: The size the final table is laid out at before it is shrunk into its box (the layouts' reference size).
TABLE_SIZE = (1280, 720)
#: One colour per seat in the chart (more seats reuse them).
SEAT_COLOURS = ((232, 196, 92), (120, 190, 240), (240, 150, 120), (150, 220, 150), (210, 160, 230), (240, 240, 240))


def final_table(record: GameRecord, viewer: int | None, app: AppContext, size: tuple[int, int]) -> pygame.Surface:
    """The last position of ``record`` as ``viewer`` saw it (None: the public view), fitted to ``size``.

    A box smaller than the layouts' reference size gets the table laid out at that size and shrunk, so
    it reads as the table did; a larger box gets the table laid out at its own size, so it stays sharp."""
    laid = size if size[0] >= TABLE_SIZE[0] else TABLE_SIZE
    board = ReplayBoard(record.game_id, record.names, make_art(app), 0.0, record.options)
    board.show(laid, record.state.observation(viewer if viewer is not None else 0), viewer is None)
    picture = pygame.Surface(laid)
    board.draw(picture, [])
    return picture if laid == size else pygame.transform.smoothscale(picture, size)


def record_line(app: AppContext, record: GameRecord | None) -> str:
    """This player's games of this game against this level: played, won, lost, and the streak ("" without a history)."""
    if record is None or not saves_enabled(app):
        return ""
    reading = None
    with contextlib.suppress(OSError):
        reading = History().read()
    if reading is None:
        return ""
    kind = kind_of(record.seats)
    games = [g for g in statistics(reading).games if g.game_id == record.game_id and g.kind == kind]
    if not games:
        return ""
    from ...persistence.statistics import Figures

    f = Figures.of(games)
    streak = f"a streak of {f.streak} win{'s' if f.streak != 1 else ''}" if f.streak else "no winning streak now"
    return f"Against {kind.capitalize()}: {f.played} played, {f.won} won, {f.lost} lost — {streak} (best {f.best_streak})."


def draw_chart(
    surface: pygame.Surface, box: pygame.Rect, story: Story, names: list[str], ui: theme.UiScale | None = None
) -> None:
    """Each seat's figure (health, hits, shields) after every change, as a line; names in the seats' colours."""
    ui = ui or theme.UiScale()
    chrome.draw_panel(surface, box, ui.px(6))
    values = [v for s in story.series for v in s.points]
    if not values:
        return
    low, high = min(0, *values), max(1, *values)
    size, pad = ui.text(theme.SMALL_SIZE), ui.px(8)
    label_w = 0
    y = box.y + ui.px(6)
    for s in story.series:
        colour = SEAT_COLOURS[s.seat % len(SEAT_COLOURS)]
        name = names[s.seat] if s.seat < len(names) else f"Player {s.seat + 1}"
        rect = draw_text(surface, f"{name}: {s.points[-1]}", (box.x + pad, y), size, colour, anchor="topleft")
        label_w = max(label_w, rect.w)
        y += rect.h + ui.px(2)
    draw_text(surface, story.chart, (box.x + pad, box.bottom - ui.px(6)), size, theme.TEXT_DIM, anchor="bottomleft")
    # lines grow with the window; side by side (each its own width apart) rather than one hiding another when two
    # seats' figures are equal, as a 1-0 duel's are for all but its last round
    width = max(2, ui.px(3))
    count = len(story.series)
    shift = [round((n - (count - 1) / 2) * width) for n in range(count)]
    room = max(abs(d) for d in shift) + width
    plot = pygame.Rect(box.x + label_w + ui.px(20), box.y + pad + room, box.w - label_w - ui.px(28), box.h - 2 * (pad + room))
    if plot.w < 20 or plot.h < 4:
        return

    def at(n: int, count: int, v: int) -> tuple[int, int]:
        x = plot.x + (plot.w * n // max(1, count - 1))
        return x, plot.bottom - round((v - low) * plot.h / (high - low))

    if low < 0:
        zero = at(0, 2, 0)[1]
        pygame.draw.line(surface, theme.PANEL_EDGE, (plot.x, zero), (plot.right, zero))
    for s, dy in zip(story.series, shift, strict=True):
        colour = SEAT_COLOURS[s.seat % len(SEAT_COLOURS)]
        points = [(x, y + dy) for x, y in (at(n, len(s.points), v) for n, v in enumerate(s.points))]
        if len(points) >= 2:
            pygame.draw.lines(surface, colour, False, steps(points), width)
        for p in points[-1:]:
            pygame.draw.circle(surface, colour, p, max(3, ui.px(4)))


def steps(points: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A figure that holds until it changes: each point's level runs on to the next point, then jumps (a slope read
    as a score growing between two hits).

    >>> steps([(0, 10), (5, 8), (9, 8)])
    [(0, 10), (5, 10), (5, 8), (9, 8), (9, 8)]
    """
    out = points[:1]
    for (_, y), (x1, y1) in itertools.pairwise(points):
        out += [(x1, y), (x1, y1)]
    return out
