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

from ...engine import Outcome, get_game
from ...persistence import GameRecord
from ...persistence.match import MatchScore, next_record
from .. import theme
from ..elements import Element
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

    def __init__(
        self,
        app: AppContext,
        setup: GameSetup,
        state: object,
        *,
        record: object = None,
        rng: random.Random | None = None,
    ) -> None:
        self.setup = setup
        self.state = state
        outcome = getattr(state, "outcome", None)
        self.outcome: Outcome | None = outcome if isinstance(outcome, Outcome) else None
        self._rng = rng or random.SystemRandom()
        self.record = record if isinstance(record, GameRecord) else None
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
        self._laid_out: list[Element] = []
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
            scene = ReplayScene(self.app, self.record, self.viewer, on_close=lambda: self.app.switch(self))
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

    def _frame(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The final table's box, the story's box and the buttons' row."""
        w, h = size
        unit = max(0.75, min(w / 1280, h / 720))
        top = self._header()[-1] + round(12 * unit)
        row = pygame.Rect(round(20 * unit), h - round(130 * unit), w - round(40 * unit), round(52 * unit))
        body = pygame.Rect(round(20 * unit), top, w - round(40 * unit), row.y - top - round(12 * unit))
        pic_w = min(round(body.w * 0.46), round(body.h * 16 / 9))
        picture = pygame.Rect(body.x, body.y, pic_w, round(pic_w * 9 / 16))
        story = pygame.Rect(picture.right + round(20 * unit), body.y, body.right - picture.right - round(20 * unit), body.h)
        return picture, story, row

    @staticmethod
    def _header() -> tuple[int, int, int, int]:
        """Where the game's name, the headline and the reason go under the title, and where the header ends."""
        name = 70
        head = name + theme.font(theme.BODY_SIZE).get_linesize()
        reason = head + theme.font(theme.HEADING_SIZE + 4, True).get_linesize()
        return name, head, reason, reason + theme.font(theme.SMALL_SIZE + 2).get_linesize()

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
        picture, _, row = self._frame(size)
        gap = theme.GAP
        widths = [max(140, theme.font(theme.BODY_SIZE, True).size(b.text)[0] + 40) for b in buttons]
        scale = min(1.0, (row.w - gap * (len(buttons) - 1)) / sum(widths))
        widths = [int(bw * scale) for bw in widths]
        x = row.centerx - (sum(widths) + gap * (len(buttons) - 1)) // 2
        for button, bw in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, row.y, bw, row.h)
            x += bw + gap
        return buttons + self.marks.widgets(self.marks.box(picture, row), self.ui)

    # -- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self._laid_out = []
        super().draw(surface)

    def draw_extra(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        frame = {"won": theme.ACCENT, "lost": theme.WARNING}.get(self.mood, theme.PANEL_EDGE)
        if self.mood:
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            shade.fill((60, 48, 10, 60) if self.mood == "won" else (0, 0, 0, 90))
            surface.blit(shade, (0, 0))
            pygame.draw.rect(surface, frame, surface.get_rect(), 6)
        game_name = get_game(self.setup.game_id).name
        name_y, head_y, reason_y, _ = self._header()
        self._text(surface, "game", game_name, (w // 2, name_y), theme.BODY_SIZE, theme.TEXT_DIM, w - 40)
        colour = theme.ACCENT if self.mood == "won" else theme.TEXT_DIM if self.mood == "lost" else theme.TEXT
        self._text(surface, "headline", self.headline, (w // 2, head_y), theme.HEADING_SIZE + 4, colour, w - 40, bold=True)
        reason = reason_line(self.setup, self.outcome)
        if reason:
            self._text(surface, "reason", reason, (w // 2, reason_y), theme.SMALL_SIZE + 2, theme.TEXT, w - 40)
        box, story, row = self._frame((w, h))
        self._draw_picture(surface, box, frame)
        self._draw_story(surface, story)
        self.marks.draw(surface, self.marks.box(box, row), self.report, self.ui)

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
        shown = fit(text, size, room, bold)
        rect = draw_text(surface, shown, at, size, colour, bold=bold, anchor="midtop")
        self._laid_out.append(Element(name, (rect.x, rect.y, rect.w, rect.h), "text", text, shown == text))
        return rect

    def _draw_picture(self, surface: pygame.Surface, box: pygame.Rect, frame: tuple[int, int, int]) -> None:
        """The final table, as this player saw it, shrunk into ``box``."""
        if self.record is None:
            return
        if self._picture is None or self._picture.get_size() != box.size:
            self._picture = final_table(self.record, self.viewer, self.app, box.size)
        surface.blit(self._picture, box.topleft)
        pygame.draw.rect(surface, frame, box.inflate(4, 4), 2, border_radius=4)
        self._laid_out.append(Element("final-table", (box.x, box.y, box.w, box.h), "picture", "The final table"))

    def _draw_story(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The story of the game, a chart of its figure over time, the match score and this player's record."""
        names = seat_names(self.setup)
        y = box.y
        scores = self.outcome.scores if self.outcome is not None else None
        if scores:
            said = " · ".join(f"{s.name} {score}" for s, score in zip(self.setup.seats, scores, strict=False))
            y = self._lines(surface, "scores", f"Score: {said}", box, y, theme.TEXT, bold=True)
        if self.record_text:
            y = self._lines(surface, "record", self.record_text, box, y, theme.ACCENT, bold=True)
        if self.match is not None:
            y = self._lines(
                surface, "match", self.match.text([s.name for s in self.setup.seats]), box, y, theme.ACCENT, bold=True
            )
        if self.story.title:
            y = self._lines(surface, "story-title", self.story.title, box, y + 6, theme.TEXT, bold=True)
        chart_h = min(140, box.h // 3) if self.story.series else 0
        bottom = box.bottom - chart_h - (8 if chart_h else 0)
        lines = [names(line) for line in self.story.lines]
        f = theme.font(theme.SMALL_SIZE)
        for n, line in enumerate(lines[-12:]):
            parts = wrap(line, f, box.w)
            if y + len(parts) * f.get_linesize() > bottom:
                break
            y = self._lines(surface, f"story:{n}", line, box, y, theme.TEXT_DIM)
        if chart_h:
            chart = pygame.Rect(box.x, box.bottom - chart_h, box.w, chart_h)
            who = [s.name for s in self.setup.seats]
            draw_chart(surface, chart, self.story, who)
            self._laid_out.append(Element("story-chart", (chart.x, chart.y, chart.w, chart.h), "picture", self.story.chart))

    def _lines(
        self, surface: pygame.Surface, name: str, text: str, box: pygame.Rect, y: int, colour: Colour, bold: bool = False
    ) -> int:
        """``text`` wrapped to ``box``'s width from ``y``; the y under it."""
        size = theme.SMALL_SIZE
        f = theme.font(size, bold)
        top = y
        for part in wrap(text, f, box.w):
            draw_text(surface, part, (box.x, y), size, colour, bold=bold, anchor="topleft")
            y += f.get_linesize()
        self._laid_out.append(Element(name, (box.x, top, box.w, y - top), "text", text, True))
        return y + 4
