"""The rules sheet: the game's rules and the table's keys, read at the table without leaving the game.

F1, or the bar's ? button, lays the sheet over the whole window; the game
holds still under it (no computer answers, nothing moves), so nothing
happens unseen while the player reads. Escape, F1 or Close puts it away.
The sheet shows the rules as the Rules screen words them (``rules_page``),
less what a game in progress leaves out, with this game's options as set
up (the defaults marked as such), and the table's keys. The keys come last,
so its first line says how to reach them at once: K, or the Keys button by
Close (new players pressing F1 for the keys never scrolled that far). It
shows nothing of the table, so it may open behind the pass-and-play curtain too.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

import pygame

from ...engine import OptionSpec, get_game
from .. import chrome, theme
from ..elements import Element
from ..rules_page import KEYS_HEADING, Block, RulesPage, blocks_for
from ..scroll import ScrollArea, bar_room
from ..setup_model import GameSetup
from ..widgets import Button, FocusGroup, draw_fitted


def setting_text(spec: OptionSpec, value: Any) -> str:
    """An option's value as the setup screen shows it."""
    if spec.kind == "bool":
        return "On" if value else "Off"
    return spec.choice_label(value) if spec.kind == "choice" else str(value)


def option_blocks(setup: GameSetup) -> list[Block]:
    """This game's options as set up (those its number of seats allows), the defaults marked as such."""
    game = get_game(setup.game_id)
    values = {spec.name: spec.default for spec in game.options} | setup.options
    rows = tuple(
        (
            spec.label,
            setting_text(spec, values[spec.name]) + (" (default)" if values[spec.name] == spec.default else ""),
            spec.description,
        )
        for spec in game.options
        if spec.seats is None or len(setup.seats) in spec.seats
    )
    if not rows:
        return []
    return [Block("subheading", "This game's options"), Block("table", rows=(("Option", "In this game", "What it does"), *rows))]


def sheet_blocks(setup: GameSetup, unlocked: Collection[str] = ()) -> list[Block]:
    """The game's rules as a game in progress shows them (without the page's heading: the sheet's title names the
    game), with this game's options after the game in a minute and its sources; ``unlocked``: the info keys of the
    viewer's observation, which open a practice-only table (the Duel of Swords matrix in practice mode or after the
    game), drawn as this game's options have it."""
    blocks = blocks_for(setup.game_id, in_game=True, unlocked=unlocked, options=setup.options)
    blocks = [b for b in blocks if b.kind != "heading"]
    first = next((i for i, b in enumerate(blocks) if b.kind == "subheading"), len(blocks))
    return [Block("note", KEYS_LINE), *blocks[:first], *option_blocks(setup), *blocks[first:]]


#: The sheet's first line: the keys are at its end, and this is how to get there without scrolling.
KEYS_LINE = "The table's keys are at the end: press K (or Keys, at the top) to go to them, Home to come back."


def rules_key(event: pygame.event.Event) -> bool:
    """F1, or "?" (whatever shift the keyboard needs for it): the table's first note says "The rules and keys: ? or
    F1.", and a player reading it presses "?". A key event, checked by the caller."""
    return bool(event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?")


class RulesSheet:
    """The modal sheet: a title with Close, and the page below it, scrolled by wheel, keys or its bar."""

    def __init__(self, setup: GameSetup, on_close: Callable[[], None], unlocked: Collection[str] = ()) -> None:
        self.title = f"Rules of {get_game(setup.game_id).name}"
        self.page = RulesPage(sheet_blocks(setup, unlocked))
        self.on_close = on_close
        self.panel = ScrollArea()
        self.group = FocusGroup()
        self.ui = theme.UiScale()
        self.height = 0
        self._size = (0, 0)
        self.laid_out: list[Element] = []

    def place(self, size: tuple[int, int], text_percent: int) -> None:
        """Lay the sheet out for a window of ``size`` (text grows with the Text size setting, as the menus' does)."""
        self._size = size
        self.ui = theme.ui_scale(size, text_percent)
        close = Button("Close", self.on_close, help="Back to the table (Esc or F1).")
        keys = Button("Keys", self.to_keys, help="The table's keys, at the end of the sheet (K).")
        width, height = self.ui.px(130), self.ui.px(40)
        close.rect = pygame.Rect(size[0] - self._margin - width, self.ui.px(14), width, height)
        keys.rect = close.rect.move(-width - self.ui.px(theme.GAP), 0)
        for button in (close, keys):
            button.ui = self.ui
        self.group.set([close, keys], keep_focus=False)

    @property
    def _margin(self) -> int:
        return self.ui.px(theme.GAP * 2)

    @property
    def _header(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self._size[0], self.ui.px(68))

    @property
    def box(self) -> pygame.Rect:
        """The panel the page is drawn in, under the title."""
        w, h = self._size
        top = self._header.bottom
        return pygame.Rect(self._margin, top, w - 2 * self._margin, h - top - self._margin)

    def _inner(self) -> pygame.Rect:
        return self.box.inflate(-self.ui.px(36), -self.ui.px(24))

    def handle(self, event: pygame.event.Event) -> bool:
        """Every input goes to the sheet while it is open (the table waits); True when the sheet is to be drawn again:
        after any input but a scroll key that moved nothing (a pointer over Close lights it up)."""
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_ESCAPE or rules_key(event)):
            self.on_close()
            return True
        self.panel.set(self._inner(), self.height, self.ui)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_k:
            self.to_keys()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END):
            steps = {pygame.K_UP: -self.ui.px(40), pygame.K_DOWN: self.ui.px(40)}
            if event.key in steps:
                return self.panel.scroll_by(steps[event.key])
            return self.panel.scroll_to(0 if event.key == pygame.K_HOME else self.panel.limit)
        if self.panel.handle(event):
            return True
        self.group.handle(event)
        return True

    def to_keys(self) -> None:
        """Scroll the keys' heading to the top of the panel (as far as the page goes; the end before a first draw)."""
        self.panel.set(self._inner(), self.height, self.ui)
        top = self.page.top_of("subheading", KEYS_HEADING)
        self.panel.scroll_to(self.panel.limit if top is None else top)

    def draw(self, surface: pygame.Surface) -> None:
        """The whole window: felt, the title and Close, the page in its panel with a bar when it scrolls."""
        self.laid_out = []
        theme.draw_felt(surface)
        chrome.draw_bar(surface, self._header)
        title = self._header.inflate(-2 * self._margin, -self.ui.px(12))
        title.width = self.group.widgets[1].rect.left - self._margin - title.left  # clear of Keys and Close
        fitted = draw_fitted(surface, self.title, title, self.ui.text(theme.HEADING_SIZE), theme.ACCENT, bold=True, align="left")
        self.laid_out.append(Element("rules-title", _rect(title), "text", self.title, fitted.fits))
        box = self.box
        chrome.draw_panel(surface, box, self.ui.px(theme.PANEL_RADIUS))
        self.laid_out.append(Element("page", _rect(box), "panel"))
        inner = self._inner()
        self.height = self.page.draw(surface, inner, inner.width - bar_room(self.ui), self.panel.offset, self.ui, self._report)
        self.panel.set(inner, self.height, self.ui)
        self.panel.draw(surface)
        self.group.draw(surface)
        for button in self.group.widgets:
            self.laid_out.append(Element(f"button:{button.text}", _rect(button.rect), "button", button.text))

    def _report(self, name: str, rect: pygame.Rect, kind: str, *details: Any, **where: Any) -> None:
        """Record a drawn block as ``MenuScene.report`` does (text, fits, then inside and covers)."""
        self.laid_out.append(Element(name, _rect(rect), kind, *details, **where))

    @property
    def scroll(self) -> int:
        return self.panel.offset


def _rect(r: pygame.Rect) -> tuple[int, int, int, int]:
    return (r.x, r.y, r.w, r.h)
