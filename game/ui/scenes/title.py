"""The first screen: continue the game left off, start one, load one, read the rules, see statistics, change settings, or quit.

Beside the buttons, each game is shown by a small picture of its table and
the line on what sets it apart; a click there goes straight to its setup.
"""

from __future__ import annotations

from functools import partial
from weakref import WeakKeyDictionary

import pygame

from ...engine import GAMES
from ...persistence import SaveError, SaveStore, Waiting, load_file
from .. import theme
from ..scene import AppContext
from ..widgets import Button, Widget, draw_fitted
from .game_pictures import GamePictures, GameTile
from .load import describe, saves_enabled, setup_for
from .menu import MenuScene, column

#: What the first Escape on the title says: Escape backs out of every other screen, so a player pressing it to get
#: home should not close the app by pressing it once too often.
QUIT_ASK = "Press Escape again to close Card Duels, or anything else to stay."

#: The control each app last left its title by (its label), focused again when the title comes back: the focus went
#: to the first button, so Up then Enter after Settings opened something else.
_left_by: WeakKeyDictionary[object, str] = WeakKeyDictionary()


class TitleScene(MenuScene):
    scaled = True

    def __init__(self, app: AppContext, store: SaveStore | None = None) -> None:
        self.store = store if store is not None else SaveStore()
        self.message = ""
        self.waiting: list[Waiting] = []
        #: Games that ended as the app closed, their results never shown (newest first).
        self.endings: list[Waiting] = []
        self.pictures = GamePictures(list(GAMES), app.art)
        super().__init__(app)

    def leave(self) -> None:
        """Remember the control the title is left by (a click focuses it first, Enter presses the focused one)."""
        focused = self.group.focused
        if focused is not None:
            _left_by[self.app] = focused.text
        super().leave()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        from .choose_game import ChooseGameScene
        from .credits import CreditsScene
        from .load import LoadScene
        from .rules import RulesScene
        from .settings import SettingsScene
        from .statistics import StatisticsScene

        app = self.app
        buttons: list[Widget] = []
        continuing = self._continue_button()
        if continuing is not None:
            buttons.append(continuing)
        ending = self._ending_button()
        if ending is not None:
            buttons.append(ending)
        buttons += [
            Button("New game", lambda: app.switch(ChooseGameScene(app)), help=self._new_game_help()),
            Button("Load game", lambda: app.switch(LoadScene(app)), help="Your saved games, and example positions to try."),
            Button("Rules", lambda: app.switch(RulesScene(app)), help="How each game is played, in our own words."),
            Button("Statistics", lambda: app.switch(StatisticsScene(app)), help="Your finished games: wins, streaks, replays."),
            Button(
                "Settings",
                lambda: app.switch(SettingsScene(app)),
                help="Animation speed, sound, cards, computers, window and text size.",
            ),
            Button("Credits", lambda: app.switch(CreditsScene(app)), help="Who made the cards, the font and the sounds."),
            Button("Quit", app.quit, help="Close Card Duels."),
        ]
        ui = self.ui
        body = self.body()
        gap = ui.px(10)
        room = body.width - self.bar_room
        width = min(ui.px(320), room // 3)
        tiles_w = min(ui.px(900), room - width - 3 * gap)
        left = body.left + (room - width - 3 * gap - tiles_w) // 2
        height = max(ui.px(34), min(ui.px(52), (body.height - (len(buttons) - 1) * gap) // len(buttons)))
        column(left, body.top, width, buttons, height, gap)
        tiles: list[Widget] = []
        tile_h = max(ui.px(96), min(ui.px(130), (body.height - (len(GAMES) - 1) * gap) // len(GAMES)))
        for i, game_id in enumerate(GAMES):
            tile = GameTile(game_id, self.pictures, partial(self.open_game, game_id), help=f"Set up {GAMES[game_id].name}.")
            tile.rect = pygame.Rect(left + width + 3 * gap, body.top + i * (tile_h + gap), tiles_w, tile_h)
            tiles.append(tile)
        self.scrolled(body, buttons + tiles)
        self.group.focus = 0 if self.group.focus < 0 else self.group.focus
        return buttons + tiles

    def header_bottom(self) -> int:
        """The title screen's heading is the app's name and its one line, bigger than a screen title."""
        ui = self.ui
        name = theme.font(ui.text(theme.TITLE_SIZE), True).get_linesize()
        line = theme.font(ui.text(theme.BODY_SIZE)).get_linesize()
        return ui.px(16) + name + line + ui.px(20)

    def open_game(self, game_id: str) -> None:
        from .setup import SetupScene

        self.app.switch(SetupScene(self.app, game_id, from_title=True))

    def update(self, dt: float) -> bool:
        """Make the games' pictures one per frame after the first; True while some are still to come."""
        if self.pictures.step():
            self.app.invalidate()
        return self.pictures.pending

    def _continue_button(self) -> Button | None:
        """Continue, when a game waits: straight into it, or to the list when several games wait."""
        self.waiting = self.store.waiting() if saves_enabled(self.app) else []
        if not self.waiting:
            return None
        if len(self.waiting) == 1:
            return Button("Continue", self.resume, help=f"Play on: {self.waiting[0].described(describe(self.waiting[0].header))}")
        names = ", ".join(w.header.game_name for w in self.waiting)
        return Button("Continue", self.resume, help=f"{len(self.waiting)} games waiting: {names}.")

    def enter(self) -> None:
        """Built again once the scene it replaces has left: a lesson left just now is kept by then. The control the
        title was left by has the focus again."""
        self.rebuild()
        left_by = next((w for w in self.group.widgets if w.text == _left_by.get(self.app)), None)
        if left_by is not None:
            self.focus_control(left_by)

    def _new_game_help(self) -> str:
        """What New game offers, and a lesson left midway that waits behind it (Resume lesson on its game's tile)."""
        from ..tutorial.progress import place_of

        left = [g.name for game_id, g in GAMES.items() if place_of(self.app.settings_path, game_id) is not None]
        if not left:
            return "Pick one of the duels and who plays it."
        # said as the way there: "waits there" was read as the title's own game cards, which open the set-up instead
        if len(left) == 1:
            return f"Pick one of the duels. Your {left[0]} lesson, left midway, waits on the next screen: Resume lesson."
        names = f"{', '.join(left[:-1])} and {left[-1]}"
        return f"Pick one of the duels. Your {names} lessons, left midway, wait on the next screen: Resume lesson."

    def _ending_button(self) -> Button | None:
        """Last result, when a game ended as the app closed (killed at its final table): its results, never shown."""
        self.endings = self.store.endings() if saves_enabled(self.app) else []
        if not self.endings:
            return None
        top = self.endings[0].header
        more = f" ({len(self.endings) - 1} more after it)" if len(self.endings) > 1 else ""
        return Button(
            "Last result",
            self.show_ending,
            help=f"Card Duels closed as this game ended, before its results: {describe(top)}{more}.",
        )

    def show_ending(self) -> None:
        """The results of the newest game that ended unseen, as its final table would have opened them."""
        try:
            record = load_file(self.endings[0].path)
        except SaveError as exc:
            self.message = f"That game could not be opened: {exc}"
            self.rebuild()
            return
        self.store.forget_ending(record)
        self.app.finish_game(setup_for(record), record.state, record)

    def resume(self) -> None:
        """Continue: the one game waiting (its autosave, or its backup) exactly where it was left, or the list of them."""
        from .waiting import WaitingScene, open_waiting

        if len(self.waiting) > 1:
            self.app.switch(WaitingScene(self.app, self.store, self.waiting))
            return
        game_id = self.waiting[0].header.game_id if self.waiting else None
        self.message = open_waiting(self.app, self.store, game_id) if game_id else ""
        if self.message:
            self.rebuild()

    def back(self) -> None:
        """Escape asks first; a second Escape in a row closes the app (the Quit button closes it at once)."""
        if self.message == QUIT_ASK:
            self.app.quit()
            return
        self.message = QUIT_ASK
        self.app.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        """Any other key or click after the first Escape means stay: the question goes away (a click still presses what
        it lands on; a key does nothing else)."""
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if self.message == QUIT_ASK and not escape and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.message = ""
            self.app.invalidate()
            if event.type == pygame.KEYDOWN:
                return  # the key only answers the question: Space or Enter must not also press the focused button
        super().handle(event)

    def draw_extra(self, surface: pygame.Surface) -> None:
        ui = self.ui
        w = surface.get_width()
        top = ui.px(16)
        name_h = theme.font(ui.text(theme.TITLE_SIZE), True).get_linesize()
        name_box = pygame.Rect(self.margin, top, w - 2 * self.margin, name_h)
        fitted = draw_fitted(surface, "Card Duels", name_box, ui.text(theme.TITLE_SIZE), theme.ACCENT, bold=True)
        self.report("title", name_box, "text", "Card Duels", fitted.fits)
        line_box = pygame.Rect(
            self.margin, name_box.bottom, w - 2 * self.margin, theme.font(ui.text(theme.BODY_SIZE)).get_linesize()
        )
        line = "Five duels for one deck of cards"
        fitted = draw_fitted(surface, line, line_box, ui.text(theme.BODY_SIZE), theme.TEXT_DIM)
        self.report("subtitle", line_box, "text", line, fitted.fits)

    def draw_help(self, surface: pygame.Surface) -> None:
        """A message (a game that cannot be continued) takes the help line's place until the next one."""
        if not self.message:
            super().draw_help(surface)
            return
        self.draw_help_line(surface, "message", self.message, theme.WARNING)
