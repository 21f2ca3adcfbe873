"""Clashing Blades on the table: names, the heart spot's label, the threat, the dealer and the hands keep apart,
at 1280x720 and the smallest window, with every option that adds something to the table."""

from __future__ import annotations

import pygame
import pytest
from table_text import drawn, off_the_table, random_positions, words_running_into_things

from game.engine import new_game
from game.ui.settings import MIN_WINDOW
from game.ui.table.layouts import layout_for

GAME = "clashing-blades"
SIZES = [(1280, 720), MIN_WINDOW]
NAMES = ["You", "Computer (Normal)"]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("options", [{}, {"extraHearts": True, "eventDeck": True, "marcusKing": True}])
def test_every_word_fits_the_window_and_runs_into_nothing(size: tuple[int, int], options: dict[str, object]) -> None:
    layout = layout_for(GAME, NAMES)
    for state in random_positions(GAME, 1, options):
        for viewer, onlooker in ((0, False), (1, False), (0, True)):
            view = layout.build(size, state.observation(viewer), onlooker=onlooker)
            assert off_the_table(view, size) == []
            assert words_running_into_things(view) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_opponents_name_stays_clear_of_the_hearts_placed_box_however_long(size: tuple[int, int]) -> None:
    names = ["You", "Sir Reginald Fortescue-Smythe of the Longest Name (Normal)"]
    state = new_game(GAME, 2, seed=2)
    view = layout_for(GAME, names).build(size, state.observation(0))
    shown = drawn(view)
    label = next(rect for what, rect in shown if what.startswith("plate 'Sir Reginald"))
    boxes = [rect for what, rect in shown if what == "box ''"]
    assert len(boxes) >= 2 and not any(label.colliderect(box) for box in boxes)
    assert any(what.startswith("plate 'You'") for what, _ in shown)
