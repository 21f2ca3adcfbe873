"""Read the rules of each game, in our own words, outside a game.

The pages come from ``game.ui.rules_text``. Paragraphs are wrapped to the
window, tables drawn as grids, and the page scrolls with the wheel, the
arrows or Page Up/Down. Practice-only tables (the Duel of Swords results
matrix) are shown here, since nobody is playing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from ...engine import GAMES, get_game
from .. import chrome, theme
from ..rules_text import rules_for
from ..scene import AppContext
from ..table.text_fit import Fitted, fit_box
from ..tutorial.lessons import LESSONS
from ..tutorial.links import lesson_steps
from ..tutorial.progress import place_of
from ..tutorial.start import start_lesson
from ..widgets import Button, Widget
from .game_pictures import GamePictures
from .menu import MenuScene


@dataclass(frozen=True)
class Block:
    """One piece of a rules page: a heading, a paragraph, a note, a table, the game in a minute, or a lesson link."""

    kind: str
    text: str = ""
    rows: tuple[tuple[str, ...], ...] = ()
    #: For a lesson link: the step (from 0) it opens the lesson at.
    step: int = -1


def blocks_for(game_id: str) -> list[Block]:
    """The rules page of ``game_id`` as blocks to lay out; outside a game, so practice tables are shown.

    It opens with the game in a minute (a picture of its table and a few lines), and each
    section a lesson step shows links to that step.
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
    steps = lesson_steps(game_id)
    total = len(LESSONS[game_id].steps) if game_id in LESSONS else 0
    for section in page.visible_sections(in_game=False):
        blocks.append(Block("subheading", section.title))
        if section.title in steps:
            step = steps[section.title]
            blocks.append(Block("link", f"▸ See it in the lesson (step {step + 1} of {total})", step=step))
        blocks += [Block("para", p) for p in section.paragraphs]
        for table in section.tables:
            if table.caption:
                blocks.append(Block("note", table.caption))
            blocks.append(Block("table", rows=(table.header, *table.rows)))
    return blocks


class RulesScene(MenuScene):
    scaled = True
    title = "Rules"
    panel_name = "page"

    def __init__(self, app: AppContext, game_id: str | None = None) -> None:
        self.game_id = game_id or next(iter(GAMES))
        self.page_height = 0
        self.blocks = blocks_for(self.game_id)
        #: The small tables the game in a minute shows (made one per frame, as the game choice makes them).
        self.pictures = GamePictures(list(GAMES), app.art)
        #: Where the lesson links were drawn, and the step each opens (clicks are matched against these).
        self.links: list[tuple[pygame.Rect, int]] = []
        super().__init__(app)

    @property
    def scroll(self) -> int:
        """How far down the page is scrolled, in pixels."""
        return self.panel.offset

    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        self.blocks = blocks_for(game_id)
        self.panel.scroll_to(0)
        self.rebuild()

    def learn(self, step: int | None = None) -> None:
        """The lesson of the game on the page, or at ``step`` (progress kept beside the settings, as the game choice keeps it)."""
        start_lesson(self.app, self.game_id, self.app.settings_path, at_step=step)

    def update(self, dt: float) -> bool:
        """Make the small table of the page's game (one per frame); True while it is still to come."""
        if self.pictures.step():
            self.app.invalidate()
        return self.pictures.pending

    def _column_width(self) -> int:
        return min(self.ui.px(240), self.size[0] // 4)

    def build(self, size: tuple[int, int]) -> list[Widget]:
        ui = self.ui
        widgets: list[Widget] = []
        top, bottom = self.header_bottom(), size[1] - self.ui.px(theme.GAP * 2)
        gap = ui.px(8)
        row = min(ui.px(44), (bottom - top) // (len(GAMES) + 2) - gap)
        y = top
        for gid, game in GAMES.items():
            b = Button(game.name, partial(self.choose, gid), help=f"The rules of {game.name}.")
            b.rect = pygame.Rect(self.margin, y, self._column_width(), row)
            y += row + gap
            widgets.append(b)
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        back.rect = pygame.Rect(self.margin, bottom - row, self._column_width(), row)
        if self.game_id in LESSONS:  # the page's game, taught by playing
            name = GAMES[self.game_id].name
            left = place_of(self.app.settings_path, self.game_id) is not None
            words = f"Back to the lesson of {name}, where you left it." if left else f"A guided first game of {name}."
            learn = Button("Resume lesson" if left else "Learn to play", self.learn, help=words)
            learn.rect = pygame.Rect(self.margin, back.rect.top - gap - row, self._column_width(), row)
            widgets.append(learn)
        widgets.append(back)
        if self.group.focus < 0:
            self.group.focus = list(GAMES).index(self.game_id) if self.game_id in GAMES else 0
        return widgets

    @property
    def page(self) -> pygame.Rect:
        w, h = self.size
        left = self.margin * 2 + self._column_width()
        top = self.header_bottom()
        return pygame.Rect(left, top, w - left - self.margin, h - top - self.ui.px(theme.GAP * 2))

    def _inner(self) -> pygame.Rect:
        return self.page.inflate(-self.ui.px(36), -self.ui.px(24))

    def handle(self, event: pygame.event.Event) -> None:
        self.panel.set(self._inner(), self.page_height, self.ui)
        step = 0
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_HOME, pygame.K_END):
                step = -self.scroll if event.key == pygame.K_HOME else self.page_height
            focused = self.group.focused
            if event.key in (pygame.K_DOWN, pygame.K_UP) and (focused is None or focused.text != "Back"):
                step = self.ui.px(40) * (1 if event.key == pygame.K_DOWN else -1)
        if step:
            self.scroll_by(step)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            link = next((n for rect, n in self.links if rect.collidepoint(event.pos)), None)
            if link is not None:
                self.learn(link)
                return
        super().handle(event)

    def scroll_by(self, delta: int) -> None:
        self.panel.set(self._inner(), self.page_height, self.ui)
        if self.panel.scroll_by(delta):
            self.app.invalidate()

    def draw_help(self, surface: pygame.Surface) -> None:
        """No help line here: the page itself is the help."""

    def draw_extra(self, surface: pygame.Surface) -> None:
        page = self.page
        chrome.draw_panel(surface, page, self.ui.px(theme.PANEL_RADIUS))
        self.report("page", page, "panel")
        inner = self._inner()
        surface.set_clip(inner)
        y = inner.top - self.scroll
        width = inner.width - self.bar_room
        self.links = []
        for i, block in enumerate(self.blocks):
            top = y
            y, fits = self._draw_block(surface, block, inner.left, y, width)
            shown = pygame.Rect(inner.left, top, width, y - top).clip(inner)
            if shown.height > 0:
                self.report(f"{block.kind}:{i}", shown, "text", block.text or " | ".join(block.rows[0]), fits, inside="page")
        surface.set_clip(None)
        self.page_height = y + self.scroll - inner.top
        self.panel.set(inner, self.page_height, self.ui)

    def _draw_block(self, surface: pygame.Surface, block: Block, x: int, y: int, width: int) -> tuple[int, bool]:
        ui = self.ui
        if block.kind in ("heading", "subheading"):
            size = ui.text(theme.HEADING_SIZE if block.kind == "heading" else theme.HEADING_SIZE - 8)
            y += ui.px(10)
            fitted = fit_box(block.text, size, width, bold=True)
            return draw_lines(surface, fitted, (x, y), theme.ACCENT, bold=True) + ui.px(4), fitted.fits
        if block.kind == "table":
            return self._draw_table(surface, block.rows, x, y, width)
        if block.kind == "minute":
            return self._draw_minute(surface, block, x, y, width)
        if block.kind == "link":
            fitted = fit_box(block.text, ui.text(theme.SMALL_SIZE), width)
            bottom = draw_lines(surface, fitted, (x, y), theme.ACCENT)
            line = pygame.Rect(x, y, min(width, theme.font(fitted.size).size(block.text)[0]), bottom - y)
            pygame.draw.line(surface, theme.ACCENT, line.bottomleft, (line.right, line.bottom), 1)
            shown = line.clip(self._inner())
            if shown.height > 0:
                self.links.append((shown, block.step))
            return bottom + ui.px(8), fitted.fits
        note = block.kind == "note"
        fitted = fit_box(block.text, ui.text(theme.SMALL_SIZE if note else theme.BODY_SIZE - 2), width)
        y = draw_lines(surface, fitted, (x, y), theme.TEXT_DIM if note else theme.TEXT)
        return y + ui.px(4 if note else 10), fitted.fits

    def _draw_minute(self, surface: pygame.Surface, block: Block, x: int, y: int, width: int) -> tuple[int, bool]:
        """The game in a minute: a small table of the game on the left, its few lines beside it."""
        ui = self.ui
        y += ui.px(8)
        gap = ui.px(18)
        pic_w = min(ui.px(420), width * 2 // 5)
        picture = pygame.Rect(x, y, pic_w, pic_w * 9 // 16)
        surface.blit(self.pictures.picture(self.game_id, picture.size), picture)
        pygame.draw.rect(surface, theme.PANEL_EDGE, picture, 1)
        shown = picture.clip(self._inner())
        if shown.height > 0:
            self.report("minute-picture", shown, "picture", inside="page", covers=("minute:*",))  # the block holds it
        left, room = picture.right + gap, width - pic_w - gap
        size = ui.text(theme.HEADING_SIZE - 10)
        title = fit_box(block.text, size, room, bold=True)
        ty = draw_lines(surface, title, (left, y), theme.ACCENT, bold=True) + ui.px(6)
        fits = title.fits
        for line in block.rows[0]:
            fitted = fit_box("• " + line, ui.text(theme.BODY_SIZE - 2), room)
            ty = draw_lines(surface, fitted, (left, ty), theme.TEXT) + ui.px(6)
            fits = fits and fitted.fits
        return max(picture.bottom, ty) + ui.px(14), fits

    def _draw_table(
        self, surface: pygame.Surface, rows: tuple[tuple[str, ...], ...], x: int, y: int, width: int
    ) -> tuple[int, bool]:
        """A grid whose cells wrap their words inside their column (a long one shrinks, and is cut only last)."""
        if not rows:
            return y, True
        ui = self.ui
        cols = max(len(r) for r in rows)
        size = ui.text(theme.SMALL_SIZE - (2 if cols > 6 else 0))
        f = theme.font(size)
        pad = ui.px(4)
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
                cx = lefts[j]
                colour = theme.ACCENT if i == 0 or j == 0 else theme.TEXT
                draw_lines(surface, cell, (cx + pad, y + pad), colour)
            y += height
        return y + ui.px(12), fits


def column_widths(rows: tuple[tuple[str, ...], ...], f: pygame.font.Font, width: int, pad: int) -> list[int]:
    """Widths for a table's columns in ``width``: each at least its longest word, the rest shared by need.

    A column gets its whole longest cell when everything fits so; otherwise every column keeps room for
    its longest word (so words wrap rather than break) and the spare width goes where lines are longest.
    """
    cols = max(len(r) for r in rows)
    cells = [[r[j] if j < len(r) else "" for r in rows] for j in range(cols)]
    need = [max(f.size(word)[0] for c in column for word in c.split(" ") or [""]) + 2 * pad for column in cells]
    want = [max(f.size(c)[0] for c in column) + 2 * pad for column in cells]
    if sum(want) <= width:
        spare = width - sum(want)
        return [w + spare // cols for w in want]
    if sum(need) > width:
        return [width // cols] * cols
    spare, extra = width - sum(need), [w - n for w, n in zip(want, need, strict=True)]
    return [n + spare * e // max(1, sum(extra)) for n, e in zip(need, extra, strict=True)]


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
