"""The end of a game: who won and how, the final table, the story of the game, this player's record, and what next.

A win and a loss look different (a gold frame and "Victory", a muted one
and "Defeat"); a draw and a game among others (pass-and-play, watched)
say "Game over". The story is told per game from the record's events
(:mod:`game.ui.story`), and the record and streak against this level come
from the history's figures. No control has the keyboard focus at first,
so no single key press starts a new game by accident.

A game the engine plays in matches (``Game.match_deal``; El Royale) offers
"Next game of the match": the same seats, dealt as the engine says, with a
running score. The score of the earlier games travels in the game's record
(``GameRecord.match``), so it is saved with the game and a match resumed
with Continue keeps its count. Nothing here knows which games have matches.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from ...engine import Outcome, State, get_game
from ...persistence import GameRecord
from ...persistence.match import MatchScore, next_record
from .. import chrome, theme
from ..scene import AppContext
from ..setup_model import GameSetup
from ..story import Story, story_of
from ..table.seat_names import SeatNames
from ..table.text_fit import fit
from ..widgets import Button, Widget, draw_text, wrap
from .menu import MenuScene
from .results_marks import ResultsMarks
from .results_parts import draw_chart, final_table, record_line
from .setup import RANDOM_SEED_LIMIT

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class MatchSetup(GameSetup):
    """The set-up of a later game of a match: what a set-up holds, and the score of the games before it."""

    match: MatchScore | None = None


def seat_names(setup: GameSetup) -> SeatNames:
    """The table's naming layer for this setup, so the results read as the table did ("You win", not "You wins")."""
    return SeatNames([s.name for s in setup.seats])


def headline(setup: GameSetup, outcome: Outcome | None) -> str:
    """One line saying how the game ended, with the players' names."""
    if outcome is None:
        return "The game was left unfinished"
    if outcome.draw:
        return "A draw"
    seats = [f"Player {s + 1}" for s in outcome.winners if 0 <= s < len(setup.seats)]
    if not seats:
        return "Nobody wins"
    # said in the engine's words first, then named like the table does it
    said = f"{seats[0]} wins!" if len(seats) == 1 else f"{', '.join(seats[:-1])} and {seats[-1]} win!"
    return seat_names(setup)(said)


def reason_line(setup: GameSetup, outcome: Outcome | None) -> str:
    """The engine's reason for the ending, with seat numbers turned into the players' names."""
    return seat_names(setup)(outcome.reason) if outcome is not None and outcome.reason else ""


class ResultsScene(MenuScene):
    title = "Game over"
    scaled = True

    def __init__(
        self,
        app: AppContext,
        setup: GameSetup,
        state: State | None,
        *,
        record: GameRecord | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.setup = setup
        self.state = state
        self.outcome: Outcome | None = state.outcome if state is not None else None
        self._rng = rng or random.SystemRandom()
        self.record = record
        #: The next game of the match, already dealt; None when this game has no matches (or no record).
        self.next_record = next_record(self.record, self._new_seed()) if self.record is not None else None
        before = self.record.match if self.record is not None else None
        if before is None and isinstance(setup, MatchSetup):
            before = setup.match
        self.match: MatchScore | None = None
        if self.outcome is not None and (before is not None or self.next_record is not None):
            self.match = (before or MatchScore.start(len(setup.seats))).after(self.outcome)
        humans = setup.humans
        #: Whose eyes the story and the final table are seen with: the lone human's, else the public view.
        self.viewer = humans[0] if len(humans) == 1 else None
        #: "won", "lost", or "" (a draw, or no single player to win or lose).
        self.mood = self._mood()
        self.title = {"won": "Victory", "lost": "Defeat"}.get(self.mood, "Game over")
        self.story: Story = story_of(self.record, self.viewer) if self.record is not None else Story()
        self.record_text = record_line(app, self.record) if self.viewer is not None else ""
        self._picture: pygame.Surface | None = None
        #: The player's costliest moves, found on request; each opens the replay there.
        self.marks = ResultsMarks(self.record, self.viewer, seat_names(setup), self.replay)
        super().__init__(app)
        self.group.focus = -1  # nothing is chosen by a key press until the player moves to a control

    def _mood(self) -> str:
        if self.outcome is None or self.outcome.draw or self.viewer is None:
            return ""
        return "won" if self.viewer in self.outcome.winners else "lost"

    @property
    def headline(self) -> str:
        return headline(self.setup, self.outcome)

    def _new_seed(self) -> int:
        seed = self.setup.seed
        while seed == self.setup.seed:
            seed = self._rng.randrange(RANDOM_SEED_LIMIT)
        return seed

    def rematch_setup(self) -> GameSetup:
        """The same players and options with a fresh seed: a new game, not the next of a match."""
        return GameSetup(self.setup.game_id, self.setup.seats, dict(self.setup.options), self._new_seed())

    def rematch(self) -> None:
        self.app.start_game(self.rematch_setup())

    def replay(self, at: int = 0) -> None:
        """Watch this game again from the deal (or from move ``at``), as this player saw it; closing it comes back here."""
        from .replay import ReplayScene

        if self.record is not None:
            marks = (self.marks.finder.marks or []) if self.marks.finder is not None else []
            scene = ReplayScene(self.app, self.record, self.viewer, on_close=lambda: self.app.switch(self), marks=marks)
            scene.jump(at)
            self.app.switch(scene)

    def update(self, dt: float) -> bool:
        if self.marks.update():  # the costliest moves' search moved on
            self.rebuild()
            self.app.invalidate()
        return self.marks.working

    def leave(self) -> None:
        self.marks.leave()

    def new_game(self) -> None:
        """The setup screen of this game, to choose other players or options."""
        from .setup import SetupScene

        self.app.switch(SetupScene(self.app, self.setup.game_id))

    def next_game(self) -> None:
        """The next game of the match at the same table, the score carried on."""
        from ..table.scene import TableScene

        record = self.next_record
        if record is None:
            return
        setup = MatchSetup(self.setup.game_id, self.setup.seats, dict(record.options), record.seed, self.match)
        self.app.switch(TableScene(self.app, setup, record))

    # -- layout -------------------------------------------------------------------------------------------

    def _row(self) -> pygame.Rect:
        """The buttons' row, just above the help line."""
        ui = self.ui
        height = max(ui.px(52), theme.font(ui.text(theme.BODY_SIZE), True).get_linesize() + ui.px(12))
        bottom = self.help_rect().top - ui.px(theme.GAP)
        return pygame.Rect(self.margin, bottom - height, self.size[0] - 2 * self.margin, height)

    def _frame(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The final table's box and the story's box, sharing the space between the header and the buttons."""
        ui = self.ui
        row = self._row()
        top = self._header()[-1] + ui.px(theme.GAP)
        body = pygame.Rect(self.margin, top, row.w, max(0, row.y - ui.px(theme.GAP) - top))
        pic_w = min(round(body.w * 0.52), round((body.h - self.marks.room(row, ui)) * 16 / 9))  # the marks go under it
        picture = pygame.Rect(body.x, body.y, pic_w, round(pic_w * 9 / 16))
        gap = ui.px(theme.GAP * 2)
        story = pygame.Rect(picture.right + gap, body.y, body.right - picture.right - gap, body.h)
        return picture, story

    def _header(self) -> tuple[int, int, int, int]:
        """Where the game's name, the headline and the reason go under the title, and where the header ends."""
        ui = self.ui
        name = self.header_bottom() - ui.px(8)
        head = name + theme.font(ui.text(theme.BODY_SIZE)).get_linesize()
        reason = head + theme.font(ui.text(theme.HEADING_SIZE + 4), True).get_linesize()
        return name, head, reason, reason + theme.font(ui.text(theme.SMALL_SIZE + 2)).get_linesize()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        buttons: list[Widget] = []
        if self.next_record is not None:
            buttons.append(
                Button(
                    "Next game of the match",
                    self.next_game,
                    help="The same players again, dealt as the rules say for the next game of a match.",
                )
            )
        buttons.append(Button("Rematch", self.rematch, help="The same players and options, a new deal."))
        buttons.append(  # always there, so the row is the same for every game; a game without its record has no replay
            Button("Replay this game", self.replay, help="Watch this game again from the deal.", enabled=self.record is not None)
        )
        buttons += [
            Button("New game", self.new_game, help="Choose the players and options for a new game of this one."),
            Button("Title", self.app.to_menu, help="Back to the title screen."),
        ]
        ui, row = self.ui, self._row()
        gap = ui.px(theme.GAP)
        bold = theme.font(ui.text(theme.BODY_SIZE), True)
        widths = [max(ui.px(140), bold.size(b.text)[0] + ui.px(40)) for b in buttons]
        scale = min(1.0, (row.w - gap * (len(buttons) - 1)) / sum(widths))
        widths = [int(bw * scale) for bw in widths]
        x = row.centerx - (sum(widths) + gap * (len(buttons) - 1)) // 2
        for button, bw in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, row.y, bw, row.h)
            x += bw + gap
        return buttons + self.marks.widgets(self.marks.box(self._frame()[0], row), self.ui)

    # -- drawing ------------------------------------------------------------------------------------------

    def draw_extra(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        ui = self.ui
        frame = {"won": theme.ACCENT, "lost": theme.WARNING}.get(self.mood, theme.PANEL_EDGE)
        if self.mood:
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            shade.fill((60, 48, 10, 60) if self.mood == "won" else (0, 0, 0, 90))
            surface.blit(shade, (0, 0))
            pygame.draw.rect(surface, frame, surface.get_rect(), max(4, ui.px(6)))
        game_name = get_game(self.setup.game_id).name
        name_y, head_y, reason_y, _ = self._header()
        room = w - 2 * self.margin
        self._text(surface, "game", game_name, (w // 2, name_y), theme.BODY_SIZE, theme.TEXT_DIM, room)
        colour = theme.ACCENT if self.mood == "won" else theme.TEXT_DIM if self.mood == "lost" else theme.TEXT
        self._text(surface, "headline", self.headline, (w // 2, head_y), theme.HEADING_SIZE + 4, colour, room, bold=True)
        reason = reason_line(self.setup, self.outcome)
        if reason:
            self._text(surface, "reason", reason, (w // 2, reason_y), theme.SMALL_SIZE + 2, theme.TEXT, room)
        box, story = self._frame()
        self._draw_picture(surface, box, frame)
        self._draw_story(surface, story)
        self.marks.draw(surface, self.marks.box(box, self._row()), self.report, self.ui)

    def _text(
        self,
        surface: pygame.Surface,
        name: str,
        text: str,
        at: tuple[int, int],
        size: int,
        colour: Colour,
        room: int,
        bold: bool = False,
    ) -> pygame.Rect:
        """One centred line at the design type ``size``, scaled, cut to ``room`` only if it cannot fit."""
        size = self.ui.text(size)
        shown = fit(text, size, room, bold)
        rect = draw_text(surface, shown, at, size, colour, bold=bold, anchor="midtop")
        self.report(name, rect, "text", text, shown == text)
        return rect

    def _draw_picture(self, surface: pygame.Surface, box: pygame.Rect, frame: tuple[int, int, int]) -> None:
        """The final table, as this player saw it, in ``box``."""
        if self.record is None:
            return
        if self._picture is None or self._picture.get_size() != box.size:
            self._picture = final_table(self.record, self.viewer, self.app, box.size)
        surface.blit(self._picture, box.topleft)
        edge = max(2, self.ui.px(2))
        pygame.draw.rect(surface, frame, box.inflate(2 * edge, 2 * edge), edge, border_radius=self.ui.px(4))
        self.report("final-table", box, "picture", "The final table")

    def _draw_story(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The story of the game, a chart of its figure over time, the match score and this player's record.

        The words lie on a chrome panel as tall as they need, the chart's own panel under it, as the statistics' boxes do."""
        ui = self.ui
        chart_h = self._chart_height(surface, box)
        region, words = self._story_boxes(box, chart_h)
        pad_y = ui.px(8)
        used = self._story_words(surface, words, draw=False) - words.y
        panel = pygame.Rect(region.x, region.y, region.w, min(region.h, used + 2 * pad_y))
        chrome.draw_panel(surface, panel, ui.px(theme.PANEL_RADIUS))
        self.report("story", panel, "panel")
        self._story_words(surface, words, draw=True)
        if chart_h:
            chart = pygame.Rect(box.x, panel.bottom + ui.px(8), box.w, chart_h)
            who = [s.name for s in self.setup.seats]
            draw_chart(surface, chart, self.story, who, ui)
            self.report("story-chart", chart, "picture", self.story.chart)

    def _story_boxes(self, box: pygame.Rect, chart_h: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The story's panel region above a chart ``chart_h`` tall, and the box its words lie in."""
        gap = self.ui.px(8) if chart_h else 0
        region = pygame.Rect(box.x, box.y, box.w, box.h - chart_h - gap)
        return region, region.inflate(-2 * self.ui.px(10), -2 * self.ui.px(8))

    def _chart_height(self, surface: pygame.Surface, box: pygame.Rect) -> int:
        """The chart's height: up to a quarter less when that lets every line of the story show (a story a row too
        long began "… 1 earlier" over almost a line of room, the line left out two rows tall)."""
        full = min(self.ui.px(140), box.h // 3) if self.story.series else 0
        words = self._story_boxes(box, full)[1]
        whole = self._story_words(surface, pygame.Rect(words.x, words.y, words.w, 1 << 20), draw=False)
        short = whole + self.ui.px(4) - words.bottom  # _latest keeps a line whose gap under it fits too
        return full - short if 0 < short <= full // 4 else full

    def _story_words(self, surface: pygame.Surface, words: pygame.Rect, draw: bool) -> int:
        """The score, record, match and the story's latest lines from the top of ``words``; the y under them.

        With ``draw`` False nothing is drawn or reported: the panel behind them is measured first."""
        ui = self.ui
        names = seat_names(self.setup)
        y = words.y
        scores = self.outcome.scores if self.outcome is not None else None
        if scores:
            said = " · ".join(f"{s.name} {score}" for s, score in zip(self.setup.seats, scores, strict=False))
            y = self._lines(surface, "scores", f"Score: {said}", words, y, theme.TEXT, True, draw)
        if self.record_text:
            y = self._lines(surface, "record", self.record_text, words, y, theme.ACCENT, True, draw)
        if self.match is not None:
            match = self.match.text([s.name for s in self.setup.seats])
            y = self._lines(surface, "match", match, words, y, theme.ACCENT, True, draw)
        if self.story.title:
            y = self._lines(surface, "story-title", self.story.title, words, y + ui.px(6), theme.TEXT, True, draw)
        for n, (shown, line) in enumerate(self._latest([names(line) for line in self.story.lines], words.w, words.bottom - y)):
            y = self._lines(surface, f"story:{n}", shown, words, y, theme.TEXT_DIM, False, draw, whole=line)
        return y - ui.px(4)

    def _latest(self, lines: list[str], width: int, room: int) -> list[tuple[str, str]]:
        """The latest of ``lines`` that fit ``room`` pixels, in order (the end of a game matters most), each as shown
        and whole; when earlier ones are left out, a first line says how many. A lone line left out is shown instead,
        cut to the room there is: "… 1 earlier" took its place and told less."""
        size = self.ui.text(theme.SMALL_SIZE)
        f = theme.font(size)
        step = self.ui.px(4)

        def height(line: str) -> int:
            return len(wrap(line, f, width)) * f.get_linesize() + step

        kept: list[str] = []
        used = 0
        for line in reversed(lines):
            left_out = len(lines) - len(kept) - 1
            note = height(f"… {left_out} earlier") if left_out else 0
            if used + height(line) + note > room:
                break
            kept.insert(0, line)
            used += height(line)
        earlier = len(lines) - len(kept)
        told = [(line, line) for line in kept]
        if earlier == 1 and kept:  # the note's room and what is left under it, a row or more
            rows = max(1, (room - used - step) // f.get_linesize())
            parts = wrap(lines[0], f, width)
            return [(" ".join([*parts[: rows - 1], fit(" ".join(parts[rows - 1 :]), size, width)]), lines[0]), *told]
        count = f"… {earlier} earlier"
        return [(count, count), *told] if earlier and kept else told

    def _lines(
        self,
        surface: pygame.Surface,
        name: str,
        text: str,
        box: pygame.Rect,
        y: int,
        colour: Colour,
        bold: bool = False,
        draw: bool = True,
        whole: str = "",
    ) -> int:
        """``text`` wrapped to ``box``'s width from ``y`` (drawn and reported when ``draw``); the y under it. ``whole``
        is the line ``text`` was cut from, reported as not fitting, when it was."""
        size = self.ui.text(theme.SMALL_SIZE)
        f = theme.font(size, bold)
        top = y
        for part in wrap(text, f, box.w):
            if draw:
                draw_text(surface, part, (box.x, y), size, colour, bold=bold, anchor="topleft")
            y += f.get_linesize()
        if draw:
            told = whole or text
            self.report(name, pygame.Rect(box.x, top, box.w, y - top), "text", told, told == text, inside="story")
        return y + self.ui.px(4)
