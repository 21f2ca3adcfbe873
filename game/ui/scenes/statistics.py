"""The player's statistics: figures per game and per opponent level, charts of results, and the last games to replay.

Read from the history of finished games (``game.persistence.history``) when
the screen opens; a file that cannot be read is left out and counted in a
note. "Replay" opens the replay viewer if this build has one
(``game.ui.scenes.replay``), otherwise it is not offered. "Reset
statistics" asks first, then forgets every finished game.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import partial

import pygame

from ...engine import GAMES
from ...persistence import SaveError, load_file
from ...persistence.history import Finished, History
from ...persistence.stamps import local_when
from ...persistence.statistics import COMPUTERS_ONLY, MIXED, PASS_AND_PLAY, Figures, Result, Statistics, played, statistics
from .. import chrome, theme
from ..scene import AppContext
from ..table.text_fit import wrap_lines
from ..widgets import Button, Label, Widget, draw_text, draw_wrapped
from .menu import MenuScene
from .statistics_charts import draw_bars, draw_form, draw_table, table_height

REPLAY_MODULE = "game.ui.scenes.replay"
#: What the screen says before any game is finished.
EMPTY = (
    "Play a game to the end against the computer or with a friend: it is counted here, and you can watch it again. "
    "Lessons are practice and are not counted."
)
#: Games drawn in the form line.
FORM_GAMES = 40
MARGIN = 24
#: Windows lower than this get the tighter table and list.
COMPACT_BELOW = 700


def replay_available() -> bool:
    """True when this build has the replay viewer."""
    return importlib.util.find_spec(REPLAY_MODULE) is not None


def game_name(game_id: str) -> str:
    game = GAMES.get(game_id)
    return game.name if game is not None else game_id


def kind_name(kind: str) -> str:
    """How a level reads: ``Normal``, ``Mixed levels``, ``Pass-and-play``."""
    return {MIXED: "Mixed levels", PASS_AND_PLAY: "Pass-and-play", COMPUTERS_ONLY: "Computers only"}.get(kind, kind.capitalize())


def describe(entry: Finished) -> str:
    """One line for the list of recent games: game, how it went, against whom, length, date."""
    game = played(entry)
    how = {Result.WON: "won", Result.LOST: "lost", Result.DRAWN: "drawn", Result.PLAYED: "played"}[game.result]
    against = "pass-and-play" if game.kind == PASS_AND_PLAY else f"vs {kind_name(game.kind)}"
    return f"{game_name(game.game_id)} · {how} {against} · {game.moves} moves · {local_when(game.ended)}"


def viewer_seat(entry: Finished) -> int:
    """The seat a replay shows: the human's (the first of them in pass-and-play), else the first seat."""
    return next((i for i, s in enumerate(entry.header.seats) if s.human), 0)


class StatisticsScene(MenuScene):
    scaled = True
    title = "Statistics"
    hint = "Your finished games, counted per game and per computer level (lessons are practice: not counted)."

    def __init__(self, app: AppContext, history: History | None = None) -> None:
        self.history = history if history is not None else History()
        self.confirm_reset = False
        self.message = ""
        self.load()
        super().__init__(app)

    def load(self) -> None:
        reading = self.history.read()
        self.finished = reading.games
        self.stats: Statistics = statistics(reading)
        if reading.notes:
            count = len(reading.notes)
            files = "1 file" if count == 1 else f"{count} files"
            self.message = f"{files} in the history could not be read and {'is' if count == 1 else 'are'} left out."

    # -- what the buttons do --------------------------------------------------------------------------

    def replay(self, entry: Finished) -> None:
        """Open the replay viewer on a finished game (imported only now: the viewer is optional)."""
        try:
            record = load_file(entry.path)
        except SaveError as exc:
            self._say(f"That game cannot be replayed. {exc}")
            return
        replay_scene = importlib.import_module(REPLAY_MODULE).ReplayScene
        back = partial(self.app.switch, self)  # Close comes back to this list, as a replay from Results does
        self.app.switch(replay_scene(self.app, record, viewer_seat(entry), on_close=back))

    def ask_reset(self) -> None:
        self.confirm_reset = True
        played = self.stats.overall.played
        games = "the 1 finished game and its replay" if played == 1 else f"all {played} finished games and their replays"
        self._say(f"Forget {games}? This cannot be undone.")
        # the focus stays where the click was, which is now "Yes, forget them": Enter must not be the way to lose them
        self.group.focus = next(i for i, w in enumerate(self.group.widgets) if isinstance(w, Button) and w.text == "Keep them")

    def reset(self) -> None:
        self.confirm_reset = False
        try:
            self.history.clear()
        except OSError as exc:
            self._say(f"The statistics could not be reset: {exc}")
            return
        self.load()
        self._say("Statistics reset: every finished game is forgotten.")

    def keep(self) -> None:
        self.confirm_reset = False
        self._say("")

    def _say(self, text: str) -> None:
        self.message = text
        self.rebuild()

    # -- layout ---------------------------------------------------------------------------------------

    def _columns(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        """The figures and recent games on the left, the charts on the right, above the buttons."""
        body = self.body(footer=self.ui.px(44) + self.ui.px(theme.GAP))
        left_width = (body.width - MARGIN) * 58 // 100
        left = pygame.Rect(body.left, body.top, left_width, body.height)
        right = pygame.Rect(body.left + left_width + MARGIN, body.top, body.width - MARGIN - left_width, body.height)
        return left, right

    def _table_sections(self) -> list[tuple[str, list[tuple[str, Figures]]]]:
        by_game = [(game_name(g), f) for g, f in self.stats.by_game().items()]
        by_kind = [(kind_name(k), f) for k, f in self.stats.by_kind().items()]
        return [("Per game", by_game), ("Per opponent", by_kind), ("All games", [("Total", self.stats.overall)])]

    def _table_height(self, width: int, compact: bool) -> int:
        sections = self._table_sections()
        return table_height(width, len(sections), sum(len(rows) for _, rows in sections), compact, self.ui)

    def build(self, size: tuple[int, int]) -> list[Widget]:
        w, h = size
        widgets: list[Widget] = []
        self.recent_rows: list[pygame.Rect] = []
        compact = h < COMPACT_BELOW
        ui = self.ui
        row, gap = (ui.px(34), ui.px(6)) if not compact else (ui.px(30), ui.px(4))
        if self.finished:
            left, _ = self._columns(size)
            heading = theme.font(self.ui.text(theme.BODY_SIZE), True).get_linesize()  # "Recent games", under the table
            y = left.top + self._table_height(left.width, compact) + 4 + heading
            room = max(0, (left.bottom - y) // (row + gap))
            can_replay = replay_available()
            for entry in reversed(self.finished[-room:] if room else ()):
                text = describe(entry)
                side = ui.px(96) if can_replay else 0
                box = pygame.Rect(left.left, y, left.width - side - (gap if side else 0), row)
                self.recent_rows.append(box)
                line = Label(text, theme.SMALL_SIZE, theme.TEXT)
                line.rect = box.inflate(-ui.px(12), -2)
                line.help = text
                widgets.append(line)
                if can_replay:
                    replay = Button("Replay", partial(self.replay, entry), help=f"Watch it again: {text}")
                    replay.rect = pygame.Rect(left.right - side, y, side, row)
                    widgets.append(replay)
                y += row + gap
        buttons: list[Widget] = [Button("Back", self.app.to_menu, help="Back to the title screen.")]
        if self.confirm_reset:
            buttons += [
                Button("Yes, forget them", self.reset, help="Delete every finished game from the history."),
                Button("Keep them", self.keep, help="Leave the statistics as they are."),
            ]
        elif self.finished:
            buttons.append(Button("Reset statistics", self.ask_reset, help="Forget every finished game (it asks first)."))
        between = ui.px(theme.GAP)
        width = min(ui.px(220), (w - 2 * self.margin) // len(buttons) - between)
        x = (w - len(buttons) * width - (len(buttons) - 1) * between) // 2
        top = self.help_rect().top - ui.px(theme.GAP) - ui.px(44)
        for button in buttons:
            button.rect = pygame.Rect(x, top, width, ui.px(44))
            x += width + between
        widgets += buttons
        if self.group.focus < 0:
            self.group.focus = len(widgets) - len(buttons)
        return widgets

    # -- drawing --------------------------------------------------------------------------------------

    def draw_extra(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if not self.finished:
            self._draw_empty(surface)
            return
        left, right = self._columns((w, h))
        y = draw_table(
            surface,
            left,
            self._table_sections(),
            h < COMPACT_BELOW,
            self.ui,
            lambda name, where, text, fits: self.report(name, where, "text", text, fits),
        )
        draw_text(surface, "Recent games", (left.left, y), self.ui.text(theme.BODY_SIZE), theme.ACCENT, bold=True)
        for box in self.recent_rows:
            chrome.draw_panel(surface, box, self.ui.px(8))
        self._draw_charts(surface, right)

    def help_text(self) -> str:
        """A message (statistics reset, a replay that cannot open) takes the help line's place until the next one."""
        return self.message or super().help_text()

    def _draw_charts(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        games = [(game_name(g), f) for g, f in self.stats.by_game().items()]
        kinds = [(kind_name(k), f) for k, f in self.stats.by_kind().items()]
        gap = self.ui.px(10)
        heights = [len(games) + 2, len(kinds) + 2, 5]
        unit = (area.height - 2 * gap) / sum(heights)
        y = area.top
        panels = []
        for n in heights:
            panels.append(pygame.Rect(area.left, y, area.width, round(n * unit)))
            y += round(n * unit) + gap
        draw_bars(surface, panels[0], "Results per game", games, key=True, ui=self.ui)
        draw_bars(surface, panels[1], "Results per opponent", kinds, ui=self.ui)
        draw_form(
            surface,
            panels[2],
            self.stats.recent(FORM_GAMES),
            self.ui,
            lambda name, where, text, fits: self.report(name, where, "text", text, fits),
        )

    def _draw_empty(self, surface: pygame.Surface) -> None:
        """Before any game: what will be counted here (and that lessons are not), in a box as tall as its words."""
        w, h = surface.get_size()
        ui = self.ui
        size, heading = ui.text(theme.BODY_SIZE), ui.text(theme.HEADING_SIZE)
        width = min(ui.px(620), w - 80)
        lines = wrap_lines(EMPTY, theme.font(size), width - ui.px(48))
        top = ui.px(20) + theme.font(heading, True).get_linesize() + ui.px(12)
        box = pygame.Rect(0, 0, width, top + len(lines) * theme.font(size).get_linesize() + ui.px(20))
        box.center = (w // 2, h // 2 - 40)
        chrome.draw_panel(surface, box, ui.px(theme.PANEL_RADIUS))
        draw_text(
            surface, "No finished games yet", (w // 2, box.top + ui.px(20)), heading, theme.ACCENT, bold=True, anchor="midtop"
        )
        words = box.inflate(-ui.px(48), 0)
        words.top = box.top + top
        bottom = draw_wrapped(surface, EMPTY, words, size, theme.TEXT_DIM)
        words.height = bottom - words.top
        self.report("empty", words, "text", EMPTY, box.contains(words))
