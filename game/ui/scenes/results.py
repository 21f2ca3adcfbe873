"""The end of a game: who won and why, the scores, and a rematch, the next game of a match, or back to the menu.

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
from ..scene import AppContext
from ..setup_model import GameSetup
from ..table.seat_names import SeatNames
from ..widgets import Button, Widget, draw_text, wrap
from .menu import MenuScene
from .setup import RANDOM_SEED_LIMIT


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
        super().__init__(app)

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

    def next_game(self) -> None:
        """The next game of the match at the same table, the score carried on."""
        from ..table.scene import TableScene

        record = self.next_record
        if record is None:
            return
        setup = MatchSetup(self.setup.game_id, self.setup.seats, dict(record.options), record.seed, self.match)
        self.app.switch(TableScene(self.app, setup, record))

    def build(self, size: tuple[int, int]) -> list[Widget]:
        w, h = size
        buttons: list[Widget] = []
        if self.next_record is not None:
            buttons.append(
                Button(
                    "Next game of the match",
                    self.next_game,
                    help="The same players again, dealt as the rules say for the next game of a match.",
                )
            )
        buttons += [
            Button("Rematch", self.rematch, help="The same players and options, a new deal."),
            Button("Menu", self.app.to_menu, help="Back to the title screen."),
        ]
        widths = [300 if b.text.startswith("Next") else 200 for b in buttons]
        x = (w - sum(widths) - 2 * theme.GAP * (len(buttons) - 1)) // 2
        y = min(h - 130, 460)
        for button, bw in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, y, bw, 52)
            x += bw + 2 * theme.GAP
        if self.group.focus < 0:
            self.group.focus = 0
        return buttons

    def draw_extra(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        try:
            game_name = get_game(self.setup.game_id).name
        except Exception:
            game_name = self.setup.game_id
        draw_text(surface, game_name, (w // 2, 80), theme.BODY_SIZE, theme.TEXT_DIM, anchor="midtop")
        draw_text(surface, self.headline, (w // 2, 120), theme.TITLE_SIZE - 8, theme.TEXT, bold=True, anchor="midtop")
        y = 200
        reason = reason_line(self.setup, self.outcome)
        if reason:
            f = theme.font(theme.BODY_SIZE)
            for line in wrap(reason, f, min(660, w - 80)):
                draw_text(surface, line, (w // 2, y), theme.BODY_SIZE, theme.TEXT_DIM, anchor="midtop")
                y += f.get_linesize()
            y += 20
        scores = self.outcome.scores if self.outcome is not None else None
        if scores:
            for seat, score in enumerate(scores):
                name = self.setup.seats[seat].name if seat < len(self.setup.seats) else f"P{seat + 1}"
                won = self.outcome is not None and seat in self.outcome.winners
                colour = theme.ACCENT if won else theme.TEXT
                draw_text(surface, name, (w // 2 - 20, y), theme.HEADING_SIZE - 4, colour, anchor="topright")
                draw_text(surface, str(score), (w // 2 + 20, y), theme.HEADING_SIZE - 4, colour, bold=True, anchor="topleft")
                y += 40
        if self.match is not None:
            line = self.match.text([s.name for s in self.setup.seats])
            f = theme.font(theme.BODY_SIZE, True)
            for part in wrap(line, f, min(860, w - 80)):
                draw_text(surface, part, (w // 2, y), theme.BODY_SIZE, theme.ACCENT, bold=True, anchor="midtop")
                y += f.get_linesize()
        draw_text(surface, f"Seed {self.setup.seed}", (w // 2, y + 8), theme.SMALL_SIZE, theme.TEXT_DIM, anchor="midtop")
