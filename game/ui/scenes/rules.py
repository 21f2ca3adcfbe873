"""Read the rules of each game, in our own words, outside a game.

The pages come from ``game.ui.rules_text`` and are drawn by
``game.ui.rules_page``, as the rules sheet at the table draws them. The page
scrolls with the wheel, the arrows or Page Up/Down. Practice-only tables
(the Duel of Swords results matrix) are shown here, since nobody is playing.
"""

from __future__ import annotations

from functools import partial

import pygame

from ...engine import GAMES
from .. import chrome, theme
from ..rules_page import Block, RulesPage, blocks_for
from ..scene import AppContext
from ..tutorial.lessons import LESSONS
from ..tutorial.progress import place_of
from ..tutorial.start import start_lesson
from ..widgets import Button, Widget
from .game_pictures import GamePictures
from .menu import MenuScene


class RulesScene(MenuScene):
    scaled = True
    title = "Rules"
    panel_name = "page"

    def __init__(self, app: AppContext, game_id: str | None = None) -> None:
        self.game_id = game_id or next(iter(GAMES))
        self.page_height = 0
        #: The small tables the game in a minute shows (made one per frame, as the game choice makes them).
        self.pictures = GamePictures(list(GAMES), app.art)
        self.sheet = RulesPage(blocks_for(self.game_id), self._picture)
        #: Where the lesson links were drawn, and the step each opens (clicks are matched against these).
        self.links: list[tuple[pygame.Rect, int]] = []
        super().__init__(app)

    @property
    def scroll(self) -> int:
        """How far down the page is scrolled, in pixels."""
        return self.panel.offset

    @property
    def blocks(self) -> list[Block]:
        return self.sheet.blocks

    def _picture(self, size: tuple[int, int]) -> pygame.Surface:
        return self.pictures.picture(self.game_id, size)

    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        self.sheet = RulesPage(blocks_for(game_id), self._picture)
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
        self.page_height = self.sheet.draw(surface, inner, inner.width - self.bar_room, self.scroll, self.ui, self.report)
        self.links = self.sheet.links
        self.panel.set(inner, self.page_height, self.ui)
