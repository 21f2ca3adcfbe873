"""The statistics screen's pictures: a table of figures, bars of results, and the line of the last games' form.

Each function draws into a rectangle it is given and nothing else, so the
screen can lay them out for any window size. Drawn with plain pygame shapes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...persistence.statistics import Figures, Played, Result
from .. import chrome, theme
from ..table import text_fit
from ..widgets import draw_text

WON, LOST, DRAWN, PLAYED = theme.ON, (196, 96, 84), (150, 160, 150), (110, 140, 170)
COLOURS = {Result.WON: WON, Result.LOST: LOST, Result.DRAWN: DRAWN, Result.PLAYED: PLAYED}
#: The columns of the table after the name: heading and width in pixels at full size.
COLUMNS = (("Played", 62), ("Won", 44), ("Lost", 44), ("Drawn", 60), ("Streak", 60), ("Moves", 58), ("Min", 40))
#: What the short headings mean, under the table: "Min" alone could be read as a minimum, "Moves" as a total or as
#: the player's own (the history keeps every seat's moves together: 15 rounds of a duel are 30 moves).
TABLE_KEY = "Moves (all seats) and minutes (Min): a game's average · Streak: now/best"
#: Each heading's shortest form, for a column too narrow for the word (large text in a small window)...
SHORT = {"Played": "P", "Won": "W", "Lost": "L", "Drawn": "D", "Streak": "Str", "Moves": "Mv", "Min": "Min"}
#: The widest figure each column is made room for when its heading is short.
FIGURES = {"Played": "000", "Won": "000", "Lost": "000", "Drawn": "000", "Streak": "00/00", "Moves": "0000", "Min": "000"}
#: ...and the key that then says what every short heading stands for.
SHORT_KEY = "P played, W won, L lost, D drawn · Mv moves (all seats) and Min minutes: a game's average · Str: streak now/best"


def fit(text: str, width: int, size: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels (the one rule of ``text_fit``)."""
    return text_fit.fit(text, size, width, bold)


#: Charts drawn at the design size unless the screen passes its scale.
_SAME = theme.UiScale()


def whole(value: float) -> str:
    """``value`` to the nearest whole number, a half up (format's half-to-even shows an average of 40.5 as 40).

    >>> whole(40.5), whole(22.75), whole(2.5), whole(0.49)
    ('41', '23', '3', '0')
    """
    return str(math.floor(value + 0.5))


def cells(figures: Figures) -> list[str]:
    """A row's figures as text; wins and losses of games with no single player read as a dash."""
    others = figures.played - figures.won - figures.lost - figures.drawn
    decided = figures.decided > 0 or others == 0
    minutes = "–" if figures.average_minutes is None else whole(figures.average_minutes)
    return [
        str(figures.played),
        str(figures.won) if decided else "–",
        str(figures.lost) if decided else "–",
        str(figures.drawn),
        f"{figures.streak}/{figures.best_streak}" if decided else "–",
        whole(figures.average_moves),
        minutes,
    ]


def table_line(compact: bool, ui: theme.UiScale = _SAME) -> int:
    """The height of one row of the table."""
    return theme.font(ui.text(theme.SMALL_SIZE)).get_linesize() + ui.px(1 if compact else 4)


@dataclass(frozen=True)
class TablePlan:
    """How the figures' table fits a width: each column's width and heading, and the key's lines under it."""

    widths: list[int]
    headings: list[str]
    key: list[str]


def table_plan(width: int, ui: theme.UiScale = _SAME) -> TablePlan:
    """The columns for a table ``width`` wide: whole headings where they fit beside the names, else every heading in
    its short form (large text in a small window) with the key spelling them out, else the figures give way."""
    size = ui.text(theme.SMALL_SIZE)
    scale = min(ui.factor, (width - ui.px(130)) / sum(w for _, w in COLUMNS))

    def widths_for(titles: list[str]) -> list[int]:
        # a column is never narrower than its heading at the type size (the minimum type can outgrow the scale)
        heads = [theme.font(size).size(title)[0] + ui.px(8) for title in titles]
        return [max(ui.px(30), round(w * scale), head) for (_, w), head in zip(COLUMNS, heads, strict=True)]

    name_room = ui.px(110)
    titles = [title for title, _ in COLUMNS]
    widths = widths_for(titles)
    if width - sum(widths) < name_room:  # short headings, and columns just wide enough for them and their figures
        titles = [SHORT[title] for title in titles]
        font = theme.font(size)
        widths = [
            max(ui.px(30), font.size(t)[0], font.size(FIGURES[title])[0]) + ui.px(8)
            for t, (title, _) in zip(titles, COLUMNS, strict=True)
        ]
    if width - sum(widths) < name_room:  # too narrow even so: the figures give way, their headings cut
        widths = [max(ui.px(30), round(w * scale)) for _, w in COLUMNS]
    key = TABLE_KEY if titles[0] == COLUMNS[0][0] else SHORT_KEY
    return TablePlan(widths, titles, text_fit.wrap(key, size, width))


def table_height(width: int, sections: int, rows: int, compact: bool = False, ui: theme.UiScale = _SAME) -> int:
    """How tall :func:`draw_table` draws ``sections`` with ``rows`` rows in all, its key included, ``width`` wide."""
    line = table_line(compact, ui)
    return (sections + rows) * line + sections * (line // 2) + len(table_plan(width, ui).key) * line + line // 2


def draw_table(
    surface: pygame.Surface,
    rect: pygame.Rect,
    sections: Sequence[tuple[str, Sequence[tuple[str, Figures]]]],
    compact: bool = False,
    ui: theme.UiScale = _SAME,
    report: Callable[[str, pygame.Rect, str, bool], None] | None = None,
) -> int:
    """Sections of rows (a heading, then name and figures per row) from the top of ``rect``; the y below the last row.

    ``report`` hears of each column heading, row name and the key as drawn (name, where, whole text, whether it
    fit)."""
    said = report or (lambda name, where, text, fits: None)
    size = ui.text(theme.SMALL_SIZE)
    line = table_line(compact, ui)
    plan = table_plan(rect.width, ui)
    name_width = rect.width - sum(plan.widths)
    y = rect.top
    for heading, rows in sections:
        x = rect.left + name_width
        draw_text(surface, heading, (rect.left, y), size, theme.ACCENT, bold=True)
        for (title, _), whole, width in zip(COLUMNS, plan.headings, plan.widths, strict=True):
            shown = fit(whole, width - 4, size)
            where = draw_text(surface, shown, (x + width, y), size, theme.TEXT_DIM, anchor="topright")
            said(f"column:{heading}:{title}", where, whole, shown == whole)
            x += width
        y += line
        for n, (name, figures) in enumerate(rows):
            if y + line > rect.bottom:
                return y
            if n % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL, (rect.left - 4, y - 1, rect.width + 8, line), border_radius=4)
            shown = fit(name, name_width - 8, size)
            said(f"row:{heading}:{name}", draw_text(surface, shown, (rect.left, y + 1), size, theme.TEXT), name, shown == name)
            x = rect.left + name_width
            for text, width in zip(cells(figures), plan.widths, strict=True):
                draw_text(surface, text, (x + width, y + 1), size, theme.TEXT, anchor="topright")
                x += width
            y += line
        y += line // 2
    key = " ".join(plan.key)
    if y + len(plan.key) * line + line // 2 <= rect.bottom:  # the key wraps whole, or it is left out
        spots = [draw_text(surface, words, (rect.left, y + n * line), size, theme.TEXT_DIM) for n, words in enumerate(plan.key)]
        said("key", spots[0].unionall(spots[1:]), key, all(s.right <= rect.right for s in spots))
        y += len(plan.key) * line + line // 2
    return y


def draw_key(surface: pygame.Surface, bottom_right: tuple[int, int], ui: theme.UiScale = _SAME) -> None:
    """What the colours mean, in one line ending at ``bottom_right``."""
    x, y = bottom_right
    for result in (Result.PLAYED, Result.LOST, Result.DRAWN, Result.WON):
        rect = draw_text(surface, result.value, (x, y), ui.text(theme.SMALL_SIZE), theme.TEXT_DIM, anchor="bottomright")
        box = ui.px(10)
        pygame.draw.rect(surface, COLOURS[result], (rect.left - box - ui.px(4), rect.centery - box // 2, box, box))
        x = rect.left - ui.px(24)


def draw_bars(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    rows: Sequence[tuple[str, Figures]],
    key: bool = False,
    ui: theme.UiScale = _SAME,
) -> None:
    """One stacked bar per row: won, drawn, lost (and games with no single player), scaled to the most played."""
    size = ui.text(theme.SMALL_SIZE)
    chrome.draw_panel(surface, rect, ui.px(theme.PANEL_RADIUS))
    draw_text(surface, title, (rect.left + ui.px(10), rect.top + ui.px(6)), size, theme.ACCENT, bold=True)
    if key:
        draw_key(surface, (rect.right - ui.px(10), rect.bottom - ui.px(4)), ui)
        rect = rect.inflate(0, 0)
        rect.height -= theme.font(size).get_linesize()
    if not rows:
        return
    top = rect.top + ui.px(6) + theme.font(size).get_linesize() + ui.px(4)
    # as wide as the longest name needs (within two fifths of the panel), so "Clashing Blades" is not cut
    widest = max(theme.font(size).size(name)[0] for name, _ in rows) + ui.px(24)
    label_width = min(max(ui.px(150), widest), rect.width * 2 // 5)
    most = max(f.played for _, f in rows) or 1
    room = rect.bottom - ui.px(8) - top
    pitch = max(8, min(ui.px(26), room // len(rows)))
    bar_height = max(6, pitch - ui.px(6))
    full = rect.width - label_width - ui.px(60)
    for n, (name, figures) in enumerate(rows):
        y = top + n * pitch
        if y + bar_height > rect.bottom - ui.px(4):
            break
        draw_text(
            surface,
            fit(name, label_width - ui.px(14), size),
            (rect.left + ui.px(10), y + bar_height // 2),
            size,
            theme.TEXT,
            anchor="midleft",
        )
        x = rect.left + label_width
        others = figures.played - figures.won - figures.lost - figures.drawn
        for count, colour in ((figures.won, WON), (figures.drawn, DRAWN), (figures.lost, LOST), (others, PLAYED)):
            width = round(full * count / most)
            if width > 0:
                pygame.draw.rect(surface, colour, (x, y, width, bar_height))
                x += width
        draw_text(surface, str(figures.played), (x + ui.px(6), y + bar_height // 2), size, theme.TEXT_DIM, anchor="midleft")


def form_points(games: Sequence[Played]) -> list[int]:
    """The running form: up one for a win, down one for a loss, level otherwise, starting at 0."""
    level, points = 0, [0]
    for game in games:
        level += 1 if game.result is Result.WON else -1 if game.result is Result.LOST else 0
        points.append(level)
    return points


def draw_form(
    surface: pygame.Surface,
    rect: pygame.Rect,
    games: Sequence[Played],
    ui: theme.UiScale = _SAME,
    report: Callable[[str, pygame.Rect, str, bool], None] | None = None,
) -> None:
    """A line of the last games: it climbs with each win and falls with each loss; each game a dot in its colour.
    ``report`` hears of the title as drawn (as :func:`draw_table`'s does)."""
    size = ui.text(theme.SMALL_SIZE)
    chrome.draw_panel(surface, rect, ui.px(theme.PANEL_RADIUS))
    title = f"Last {len(games)} game{'s' if len(games) != 1 else ''}: a win climbs, a loss falls"
    # on two lines where one will not do (large text): cut, it lost what the line means
    lines = text_fit.wrap(title, size, rect.width - ui.px(20), True)[:2]
    step = theme.font(size, True).get_linesize()
    spots = []
    for n, words in enumerate(lines):
        corner = (rect.left + ui.px(10), rect.top + ui.px(6) + n * step)
        spots.append(draw_text(surface, fit(words, rect.width - ui.px(20), size, True), corner, size, theme.ACCENT, bold=True))
    if report is not None:
        whole = " ".join(lines) == title and all(s.right <= rect.right - ui.px(10) for s in spots)
        report("form-title", spots[0].unionall(spots[1:]), title, whole)
    if not games:
        return
    # the dots' centres keep a dot's width and a little more from the frame and the title, so the first and last
    # games, the best and the worst, are whole dots, clear of the edge
    dot = max(4, ui.px(4))
    clear = 3 * dot + ui.px(2)
    area = pygame.Rect(rect.left + clear, rect.top + ui.px(6) + len(lines) * step + clear, rect.width - 2 * clear, 0)
    area.height = rect.bottom - clear - area.top
    if area.height < 8:
        return
    points = form_points(games)
    low, high = min(points), max(points)
    span = max(1, high - low)

    def at(i: int, value: int) -> tuple[int, int]:
        x = area.left + round(area.width * i / max(1, len(points) - 1))
        return x, area.bottom - round(area.height * (value - low) / span)

    zero = at(0, 0)[1]
    pygame.draw.line(surface, theme.PANEL_EDGE, (area.left, zero), (area.right, zero))
    pygame.draw.lines(surface, theme.TEXT, False, [at(i, v) for i, v in enumerate(points)], max(2, ui.px(2)))
    for i, game in enumerate(games, 1):
        pygame.draw.circle(surface, COLOURS[game.result], at(i, points[i]), dot)
