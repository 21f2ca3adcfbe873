"""The end of a game: who won and why, the scores, and a rematch or back to the menu."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from ...engine import Outcome, get_game
from .. import theme
from ..scene import AppContext
from ..setup_model import GameSetup
from ..table.seat_names import SeatNames
from ..widgets import Button, Widget, draw_text, wrap
from .menu import MenuScene
from .setup import RANDOM_SEED_LIMIT


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

    def __init__(self, app: AppContext, setup: GameSetup, state: object, *, rng: random.Random | None = None) -> None:
        self.setup = setup
        self.state = state
        outcome = getattr(state, "outcome", None)
        self.outcome: Outcome | None = outcome if isinstance(outcome, Outcome) else None
        self._rng = rng or random.SystemRandom()
        super().__init__(app)

    @property
    def headline(self) -> str:
        return headline(self.setup, self.outcome)

    def rematch_setup(self) -> GameSetup:
        """The same players and options with a fresh seed."""
        seed = self.setup.seed
        while seed == self.setup.seed:
            seed = self._rng.randrange(RANDOM_SEED_LIMIT)
        return replace(self.setup, seed=seed)

    def rematch(self) -> None:
        self.app.start_game(self.rematch_setup())

    def build(self, size: tuple[int, int]) -> list[Widget]:
        w, h = size
        rematch = Button("Rematch", self.rematch, help="The same players and options, a new deal.")
        menu = Button("Menu", self.app.to_menu, help="Back to the title screen.")
        bw = 220
        y = min(h - 130, 460)
        rematch.rect = pygame.Rect(w // 2 - bw - theme.GAP, y, bw, 52)
        menu.rect = pygame.Rect(w // 2 + theme.GAP, y, bw, 52)
        if self.group.focus < 0:
            self.group.focus = 0
        return [rematch, menu]

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
        draw_text(surface, f"Seed {self.setup.seed}", (w // 2, y + 8), theme.SMALL_SIZE, theme.TEXT_DIM, anchor="midtop")
