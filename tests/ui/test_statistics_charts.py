"""The statistics screen's pictures: figures read as a person rounds them, the form line's dots stay whole, and the
key says what the Moves column counts."""

from __future__ import annotations

import pygame
import pytest

from game.persistence.statistics import Figures, Played, Result
from game.ui import theme
from game.ui.scenes.statistics_charts import COLOURS, COLUMNS, cells, draw_form, draw_table

MOVES, MINUTES = (COLUMNS.index(c) for c in (("Moves", 58), ("Min", 40)))


def game(n: int, result: Result) -> Played:
    return Played("duel-of-swords", "normal", result, 30, 3.0, f"2026-11-22T10:{n:02d}:00+00:00")


def test_an_average_half_way_rounds_up_as_a_person_reads_it() -> None:
    """Two games of 40 and 41 moves average 40.5: shown as 41, not 40 (format rounds a half to the even number)."""
    figures = Figures(played=2, won=1, lost=1, average_moves=40.5, average_minutes=2.5)
    row = cells(figures)
    assert row[MOVES] == "41"
    assert row[MINUTES] == "3"
    assert cells(Figures(played=4, won=4, average_moves=22.75, average_minutes=22.25))[MOVES:] == ["23", "22"]


def test_the_key_says_moves_count_every_seat() -> None:
    """Fifteen rounds of a duel are 30 moves: the key under the table says whose moves the column holds."""
    said: dict[str, tuple[str, bool]] = {}
    surface = pygame.Surface((700, 400))
    rows = [("Duel of Swords", Figures(played=1, won=1, average_moves=30))]
    draw_table(surface, surface.get_rect(), [("Per game", rows)], report=lambda n, _r, t, f: said.__setitem__(n, (t, f)))
    text, fits = said["key"]
    assert "Moves (all seats)" in text and fits


@pytest.mark.parametrize("factor", [0.8, 1.0, 1.5])
@pytest.mark.parametrize("result", [Result.WON, Result.LOST])
def test_every_dot_of_the_form_line_is_whole_and_clear_of_the_frame(factor: float, result: Result) -> None:
    """A run of wins ends at the top right corner, a run of losses at the bottom right: each last dot is drawn whole,
    at least a dot's width inside the panel's edge."""
    ui = theme.UiScale(factor)
    surface = pygame.Surface((ui.px(460), ui.px(220)))
    frame = surface.get_rect().inflate(-ui.px(20), -ui.px(20))
    draw_form(surface, frame, [game(n, result) for n in range(6)], ui)
    colour = COLOURS[result]
    spots = [
        (x, y)
        for x in range(frame.left, frame.right)
        for y in range(frame.top, frame.bottom)
        if tuple(surface.get_at((x, y)))[:3] == colour
    ]
    dots = pygame.Rect(min(x for x, _ in spots), min(y for _, y in spots), 0, 0)
    dots.width, dots.height = max(x for x, _ in spots) - dots.left + 1, max(y for _, y in spots) - dots.top + 1
    diameter = 2 * max(4, ui.px(4))
    assert frame.inflate(-2 * diameter, -2 * diameter).contains(dots), (frame, dots)
