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
from .. import theme
from ..rules_text import rules_for
from ..scene import AppContext
from ..widgets import Button, Widget, draw_text, wrap
from .menu import MenuScene


@dataclass(frozen=True)
class Block:
    """One piece of a rules page: a heading, a paragraph, a note or a table."""

    kind: str
    text: str = ""
    rows: tuple[tuple[str, ...], ...] = ()


def blocks_for(game_id: str) -> list[Block]:
    """The rules page of ``game_id`` as blocks to lay out; outside a game, so practice tables are shown."""
    try:
        page = rules_for(game_id)
    except KeyError:
        game = get_game(game_id)
        return [Block("heading", game.name), Block("para", game.summary), Block("note", "No rules page in this version.")]
    blocks = [Block("heading", page.title)]
    blocks += [Block("note", line) for line in (page.designer, page.source) if line]
    for section in page.visible_sections(in_game=False):
        blocks.append(Block("subheading", section.title))
        blocks += [Block("para", p) for p in section.paragraphs]
        for table in section.tables:
            if table.caption:
                blocks.append(Block("note", table.caption))
            blocks.append(Block("table", rows=(table.header, *table.rows)))
    return blocks


class RulesScene(MenuScene):
    title = "Rules"

    def __init__(self, app: AppContext, game_id: str | None = None) -> None:
        self.game_id = game_id or next(iter(GAMES))
        self.scroll = 0
        self.page_height = 0
        self.blocks = blocks_for(self.game_id)
        super().__init__(app)

    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        self.blocks = blocks_for(game_id)
        self.scroll = 0
        self.rebuild()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        widgets: list[Widget] = []
        y = 90
        for gid, game in GAMES.items():
            b = Button(game.name, partial(self.choose, gid), help=f"The rules of {game.name}.")
            b.rect = pygame.Rect(theme.GAP * 2, y, 240, 44)
            y += 52
            widgets.append(b)
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        back.rect = pygame.Rect(theme.GAP * 2, size[1] - 70, 240, 44)
        widgets.append(back)
        if self.group.focus < 0:
            self.group.focus = 0
        return widgets

    @property
    def page(self) -> pygame.Rect:
        w, h = self.size
        left = theme.GAP * 4 + 240
        return pygame.Rect(left, 80, w - left - theme.GAP * 3, h - 80 - theme.GAP * 2)

    def handle(self, event: pygame.event.Event) -> None:
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y * 60
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}.get(event.key, 0) * (self.page.height - 60)
            if event.key in (pygame.K_HOME, pygame.K_END):
                step = -self.scroll if event.key == pygame.K_HOME else self.page_height
            focused = self.group.focused
            if event.key in (pygame.K_DOWN, pygame.K_UP) and (focused is None or focused.text != "Back"):
                step = 40 if event.key == pygame.K_DOWN else -40
        if step:
            self.scroll_by(step)
            return
        super().handle(event)

    def scroll_by(self, delta: int) -> None:
        limit = max(0, self.page_height - self.page.height + 20)
        new = min(limit, max(0, self.scroll + delta))
        if new != self.scroll:
            self.scroll = new
            self.app.invalidate()

    def draw_help(self, surface: pygame.Surface) -> None:
        """No help line here: the page itself is the help."""

    def draw_extra(self, surface: pygame.Surface) -> None:
        page = self.page
        pygame.draw.rect(surface, theme.PANEL, page, border_radius=10)
        inner = page.inflate(-36, -24)
        surface.set_clip(inner)
        y = inner.top - self.scroll
        for block in self.blocks:
            y = self._draw_block(surface, block, inner.left, y, inner.width)
        surface.set_clip(None)
        self.page_height = y + self.scroll - inner.top
        if self.page_height > inner.height:
            # A scroll bar: where this view sits in the page.
            track = pygame.Rect(page.right - 10, page.top + 8, 4, page.height - 16)
            pygame.draw.rect(surface, theme.FELT_DARK, track)
            thumb_h = max(30, track.height * inner.height // self.page_height)
            thumb_y = track.top + (track.height - thumb_h) * self.scroll // max(1, self.page_height - inner.height + 20)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (track.left, thumb_y, 4, thumb_h))

    def _draw_block(self, surface: pygame.Surface, block: Block, x: int, y: int, width: int) -> int:
        if block.kind in ("heading", "subheading"):
            size = theme.HEADING_SIZE if block.kind == "heading" else theme.HEADING_SIZE - 8
            y += 10
            draw_text(surface, block.text, (x, y), size, theme.ACCENT, bold=True)
            return y + theme.font(size, True).get_linesize() + 4
        if block.kind == "table":
            return self._draw_table(surface, block.rows, x, y, width)
        note = block.kind == "note"
        f = theme.font(theme.SMALL_SIZE if note else theme.BODY_SIZE - 2)
        for line in wrap(block.text, f, width):
            surface.blit(f.render(line, True, theme.TEXT_DIM if note else theme.TEXT), (x, y))
            y += f.get_linesize()
        return y + (4 if note else 10)

    def _draw_table(self, surface: pygame.Surface, rows: tuple[tuple[str, ...], ...], x: int, y: int, width: int) -> int:
        if not rows:
            return y
        cols = max(len(r) for r in rows)
        size = theme.SMALL_SIZE - (2 if cols > 6 else 0)
        f = theme.font(size)
        first = min(width // 3, max(f.size(r[0])[0] for r in rows) + 12)
        other = (width - first) // max(1, cols - 1)
        row_h = f.get_linesize() + 8
        for i, row in enumerate(rows):
            # A header that does not fit its column takes two lines.
            lines = 2 if i == 0 and any(f.size(c)[0] > other - 6 for c in row[1:]) else 1
            height = row_h + (lines - 1) * f.get_linesize()
            if i % 2 == 0:
                pygame.draw.rect(surface, theme.FELT_DARK, (x, y, first + other * (cols - 1), height))
            for j, cell in enumerate(row):
                cx = x + (0 if j == 0 else first + other * (j - 1))
                cw = first if j == 0 else other
                parts = cell.split(" ", 1) if lines == 2 and j > 0 and f.size(cell)[0] > cw - 6 else [cell]
                colour = theme.ACCENT if i == 0 or j == 0 else theme.TEXT
                for k, part in enumerate(parts):
                    text = part
                    while text and f.size(text)[0] > cw - 6:
                        text = text[:-1]
                    surface.blit(f.render(text, True, colour), (cx + 4, y + 4 + k * f.get_linesize()))
            y += height
        return y + 12
