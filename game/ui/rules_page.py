"""A game's rules as a page of blocks, and their drawing into a panel.

One page serves two places: the Rules screen, reached from the title, and
the rules sheet a player opens at the table. Outside a game the page opens
with a picture of the table, shows practice-only tables (the Duel of Swords
results matrix) and links each section to its lesson step; during a game it
leaves all three out: the player is at the table already, the rules keep the
matrix from players (RULINGS DS-R09), and a lesson link would leave the game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from ..engine import get_game
from . import theme
from .rules_text import rules_for
from .table.text_fit import Fitted, fit_box
from .tutorial.lessons import LESSONS
from .tutorial.links import lesson_steps

#: The longest line of running text, in characters of its size: past about a hundred the eye loses its way back to
#: the next line's start (the 1920x1080 page ran to 150). Tables keep the page's whole width.
MEASURE = 100

#: The picture of a game's table for the game in a minute, at a size; None where the page has none.
Picture = Callable[[tuple[int, int]], pygame.Surface]


#: Where a drawn block is recorded for the screen's layout checks, called as ``MenuScene.report`` is:
#: ``report(name, rect, kind, text="", fits=True, *, inside="", covers=())``.
Report = Callable[..., None]


#: The table's controls, as both pages list them at their end: what to press, and what it does.
KEYS: tuple[tuple[str, str], ...] = (
    ("Drag a card, or click it and then its spot", "Play it: spots that would take it glow"),
    ("Arrow keys, Tab, then Enter", "Without the mouse: the arrows pick a card, Tab its spot (ringed in blue), Enter plays it"),
    ("1 to 9", "Press the choice buttons at the bottom right, in reading order"),
    ("Right-click, or hover", "Read what a card or a move does"),
    ("Space, or a click", "Hurry the move on screen; press again to skip all that is queued"),
    ("Space", "Play at once a move you have no choice about"),
    ("H", "Hint: what the Normal computer would play, and why"),
    ("A", "Analysis: Hard's chance to win after each of your options"),
    ("L", "Open or close the log of the game"),
    ("Ctrl+Z, Ctrl+Y", "Undo and redo, against the computer"),
    ("Ctrl+S", "Save the game under a name"),
    ("F1 or ?, or the ? at the top", "These rules, over the table, while the game waits"),
    ("F11", "Full screen, or back to a window"),
    ("Esc", "Put down a picked card, or close what is open; with nothing open, twice: back to the title"),
)

#: The heading over the keys at the end of either page (the sheet at the table jumps to it on K).
KEYS_HEADING = "Keys at the table"


@dataclass(frozen=True)
class Block:
    """One piece of a rules page: a heading, a paragraph, a note, a table, the game in a minute, or a lesson link."""

    kind: str
    text: str = ""
    rows: tuple[tuple[str, ...], ...] = ()
    #: For a lesson link: the step (from 0) it opens the lesson at.
    step: int = -1


def blocks_for(
    game_id: str, *, in_game: bool = False, unlocked: Collection[str] = (), options: Mapping[str, Any] | None = None
) -> list[Block]:
    """The rules page of ``game_id`` as blocks to lay out.

    It opens with the game in a minute (a few lines, beside a picture of its table outside a game); outside a
    game each section a lesson step shows links to that step, and practice-only tables are shown (in a game, once
    ``unlocked`` holds what they wait for; each table as a game with ``options`` has it). It ends with the table's
    keys.
    """
    try:
        page = rules_for(game_id)
    except KeyError:
        game = get_game(game_id)
        return [Block("heading", game.name), Block("para", game.summary), Block("note", "No rules page in this version.")]
    blocks = [Block("heading", page.title)]
    if page.minute:
        blocks.append(Block("minute", "The game in a minute", rows=(page.minute,)))
    blocks += [Block("note", line) for line in (page.designer, page.source) if line]
    steps = {} if in_game else lesson_steps(game_id)
    total = len(LESSONS[game_id].steps) if game_id in LESSONS else 0
    for section in page.visible_sections(in_game, unlocked, options):
        blocks.append(Block("subheading", section.title))
        if section.title in steps:
            step = steps[section.title]
            blocks.append(Block("link", f"▸ See it in the lesson (step {step + 1} of {total})", step=step))
        blocks += [Block("para", p) for p in section.paragraphs]
        for table in section.tables:
            if table.caption:
                blocks.append(Block("note", table.caption))
            blocks.append(Block("table", rows=(table.header, *table.rows)))
    return [*blocks, Block("subheading", KEYS_HEADING), Block("table", rows=(("Key", "What it does"), *KEYS))]


class RulesPage:
    """Draws a page's blocks top down into a panel, scrolled; remembers where its lesson links landed."""

    def __init__(self, blocks: list[Block], picture: Picture | None = None) -> None:
        self.blocks = blocks
        #: The table's picture for the game in a minute; without one its lines take the whole width.
        self.picture = picture
        #: Where the lesson links were drawn, and the step each opens (clicks are matched against these).
        self.links: list[tuple[pygame.Rect, int]] = []
        #: Each block's top, in pixels down the page, as last drawn (a jump to a heading scrolls to its top).
        self.tops: list[int] = []

    def top_of(self, kind: str, text: str) -> int | None:
        """How far down the page the last draw put the block of ``kind`` saying ``text`` (None: not drawn yet)."""
        found = next((i for i, b in enumerate(self.blocks) if (b.kind, b.text) == (kind, text)), None)
        return self.tops[found] if found is not None and found < len(self.tops) else None

    def draw(
        self, surface: pygame.Surface, inner: pygame.Rect, width: int, scroll: int, ui: theme.UiScale, report: Report
    ) -> int:
        """Draw the page into ``inner`` (``width`` wide, ``scroll`` pixels down), clipped to it; the page's height."""
        self.links = []
        self.tops = []
        surface.set_clip(inner)
        y = inner.top - scroll
        for i, block in enumerate(self.blocks):
            top = y
            self.tops.append(top + scroll - inner.top)
            y, fits = self._draw_block(surface, block, inner, y, width, ui, report)
            shown = pygame.Rect(inner.left, top, width, y - top).clip(inner)
            if shown.height > 0:
                words = block.text or " | ".join(table_words(block.rows, width, ui)[0][0])  # a table: its header as shown
                report(f"{block.kind}:{i}", shown, "text", words, fits, inside="page")
        surface.set_clip(None)
        return y + scroll - inner.top

    def _draw_block(
        self, surface: pygame.Surface, block: Block, inner: pygame.Rect, y: int, width: int, ui: theme.UiScale, report: Report
    ) -> tuple[int, bool]:
        x = inner.left
        if block.kind in ("heading", "subheading"):
            size = ui.text(theme.HEADING_SIZE if block.kind == "heading" else theme.HEADING_SIZE - 8)
            y += ui.px(10)
            fitted = fit_box(block.text, size, width, bold=True)
            return draw_lines(surface, fitted, (x, y), theme.ACCENT, bold=True) + ui.px(4), fitted.fits
        if block.kind == "table":
            return draw_table(surface, block.rows, x, y, width, ui)
        if block.kind == "minute":
            return self._draw_minute(surface, block, inner, y, width, ui, report)
        if block.kind == "link":
            fitted = fit_box(block.text, ui.text(theme.SMALL_SIZE), width)
            bottom = draw_lines(surface, fitted, (x, y), theme.ACCENT)
            line = pygame.Rect(x, y, min(width, theme.font(fitted.size).size(block.text)[0]), bottom - y)
            pygame.draw.line(surface, theme.ACCENT, line.bottomleft, (line.right, line.bottom), 1)
            shown = line.clip(inner)
            if shown.height > 0:
                self.links.append((shown, block.step))
            return bottom + ui.px(8), fitted.fits
        note = block.kind == "note"
        size = ui.text(theme.SMALL_SIZE if note else theme.BODY_SIZE - 2)
        fitted = fit_box(block.text, size, measure(width, size))
        y = draw_lines(surface, fitted, (x, y), theme.TEXT_DIM if note else theme.TEXT)
        return y + ui.px(4 if note else 10), fitted.fits

    def _draw_minute(
        self, surface: pygame.Surface, block: Block, inner: pygame.Rect, y: int, width: int, ui: theme.UiScale, report: Report
    ) -> tuple[int, bool]:
        """The game in a minute: a small table of the game on the left (where the page has one), its few lines beside it."""
        x = inner.left
        y += ui.px(8)
        left, room, below = x, width, y
        if self.picture is not None:
            gap = ui.px(18)
            pic_w = min(ui.px(420), width * 2 // 5)
            picture = pygame.Rect(x, y, pic_w, pic_w * 9 // 16)
            surface.blit(self.picture(picture.size), picture)
            pygame.draw.rect(surface, theme.PANEL_EDGE, picture, 1)
            shown = picture.clip(inner)
            if shown.height > 0:
                report("minute-picture", shown, "picture", inside="page", covers=("minute:*",))  # the block holds it
            left, room, below = picture.right + gap, width - pic_w - gap, picture.bottom
        size = ui.text(theme.HEADING_SIZE - 10)
        title = fit_box(block.text, size, room, bold=True)
        ty = draw_lines(surface, title, (left, y), theme.ACCENT, bold=True) + ui.px(6)
        fits = title.fits
        for line in block.rows[0]:
            fitted = fit_box("• " + line, ui.text(theme.BODY_SIZE - 2), room)
            ty = draw_lines(surface, fitted, (left, ty), theme.TEXT) + ui.px(6)
            fits = fits and fitted.fits
        return max(below, ty) + ui.px(14), fits


def measure(width: int, size: int) -> int:
    """The width running text of ``size`` takes in a page ``width`` wide: at most :data:`MEASURE` characters."""
    f = theme.font(size)
    per_char = f.size("the quick brown fox jumps over a lazy dog")[0] / 41
    return min(width, round(per_char * MEASURE))


def draw_table(
    surface: pygame.Surface, rows: tuple[tuple[str, ...], ...], x: int, y: int, width: int, ui: theme.UiScale
) -> tuple[int, bool]:
    """A grid whose cells wrap their words inside their column (a long one shrinks, and is cut only last)."""
    if not rows:
        return y, True
    cols = max(len(r) for r in rows)
    pad = ui.px(4)
    rows, size = table_words(rows, width, ui)
    f = theme.font(size)
    widths = column_widths(rows, f, width, pad)
    lefts = [x + sum(widths[:j]) for j in range(cols)]
    fits = True
    for i, row in enumerate(rows):
        cells = [fit_box(cell, size, widths[j] - 2 * pad) for j, cell in enumerate(row)]
        fits = fits and all(c.fits for c in cells)
        height = max(len(c.lines) * theme.font(c.size).get_linesize() for c in cells) + 2 * pad
        if i % 2 == 0:
            pygame.draw.rect(surface, theme.FELT_DARK, (x, y, sum(widths), height))
        for j, cell in enumerate(cells):
            colour = theme.ACCENT if i == 0 or j == 0 else theme.TEXT
            draw_lines(surface, cell, (lefts[j] + pad, y + pad), colour)
        y += height
    return y + ui.px(12), fits


def table_words(rows: tuple[tuple[str, ...], ...], width: int, ui: theme.UiScale) -> tuple[tuple[tuple[str, ...], ...], int]:
    """What a table ``width`` wide shows, and at what size: drawn a step smaller, whole, before any word is cut ("Thr…"
    for Thrust in the Duel of Swords matrix with large text), as far as the smallest readable size; a matrix too
    wide even then is numbered (:func:`numbered`)."""
    pad, start = ui.px(4), ui.text(theme.SMALL_SIZE - (2 if max(len(r) for r in rows) > 6 else 0))
    size = largest_whole(rows, start, width, pad)
    if sum(longest_words(rows, theme.font(size), pad)) > width and numbered(rows) != rows:
        rows = numbered(rows)
        size = largest_whole(rows, start, width, pad)
    return rows, size


def largest_whole(rows: tuple[tuple[str, ...], ...], size: int, width: int, pad: int) -> int:
    """From ``size`` down to the smallest readable one, the first at which no word of the table is wider than its
    column can be: a table is drawn a step smaller, whole, before any word is cut."""
    while size > theme.MIN_TEXT and sum(longest_words(rows, theme.font(size), pad)) > width:
        size -= 1
    return size


def numbered(rows: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    """A matrix whose names down the side are the ones along the top, with its columns numbered and each row's name
    given its number: the Duel of Swords results at 960x600 with large text cut every name along the top to "Thr…",
    "Lat…", "Dis…". Any other table is given back as it is."""
    header, *body = rows
    names = list(header[1:])
    if len(body) != len(names) or [row[0] for row in body] != names:
        return rows
    top = (header[0], *(str(n) for n in range(1, len(names) + 1)))
    return (top, *((f"{n} {row[0]}", *row[1:]) for n, row in enumerate(body, 1)))


def column_widths(rows: tuple[tuple[str, ...], ...], f: pygame.font.Font, width: int, pad: int) -> list[int]:
    """Widths for a table's columns in ``width``: each at least its longest word, the rest shared by need.

    A column gets its whole longest cell when everything fits so; otherwise every column keeps room for
    its longest word (so words wrap rather than break) and the spare width goes where lines are longest.
    """
    cols = max(len(r) for r in rows)
    cells = [[r[j] if j < len(r) else "" for r in rows] for j in range(cols)]
    need = longest_words(rows, f, pad)
    want = [max(f.size(c)[0] for c in column) + 2 * pad for column in cells]
    if sum(want) <= width:
        spare = width - sum(want)
        return [w + spare // cols for w in want]
    if sum(need) > width:
        return [width // cols] * cols
    spare, extra = width - sum(need), [w - n for w, n in zip(want, need, strict=True)]
    return [n + spare * e // max(1, sum(extra)) for n, e in zip(need, extra, strict=True)]


def longest_words(rows: tuple[tuple[str, ...], ...], f: pygame.font.Font, pad: int) -> list[int]:
    """Each column's width for its longest word, padded: the least it takes for words to wrap rather than break."""
    cols = max(len(r) for r in rows)
    cells = [[r[j] if j < len(r) else "" for r in rows] for j in range(cols)]
    return [max(f.size(word)[0] for c in column for word in c.split(" ") or [""]) + 2 * pad for column in cells]


def draw_lines(
    surface: pygame.Surface, fitted: Fitted, topleft: tuple[int, int], colour: tuple[int, int, int], *, bold: bool = False
) -> int:
    """Draw fitted lines from ``topleft`` down; the y below the last."""
    f = theme.font(fitted.size, bold)
    x, y = topleft
    for line in fitted.lines:
        surface.blit(f.render(line, True, colour), (x, y))
        y += f.get_linesize()
    return y
