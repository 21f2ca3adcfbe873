"""Words fitted to a width in the font they are drawn in: whole when they fit, wrapped, or cut with an ellipsis."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.table.text_fit import ELLIPSIS, fit, width_of, wrap, wrap_lines


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def test_a_line_that_fits_is_left_whole() -> None:
    assert fit("Computer: 3 hit(s)", 22, 400) == "Computer: 3 hit(s)"


def test_a_line_too_long_is_cut_with_an_ellipsis_and_then_fits() -> None:
    text = "Sir Reginald Fortescue-Smythe of the Longest Name: 3 hit(s)"
    cut = fit(text, 22, 200)
    assert cut.endswith(ELLIPSIS) and text.startswith(cut[:-1].rstrip())
    assert width_of(cut, 22) <= 200


def test_wrapping_keeps_every_word_in_order_and_every_line_within_the_width() -> None:
    text = "10. Lateral Parry / Cut High: second advantage: hit to Computer (Normal)"
    lines = wrap(text, 16, 250)
    assert len(lines) > 1
    assert " ".join(lines) == text
    assert all(width_of(line, 16) <= 250 for line in lines)


def test_a_single_word_wider_than_the_line_is_shortened_rather_than_spilling() -> None:
    lines = wrap("Supercalifragilisticexpialidocious", 16, 80)
    assert lines[0].endswith(ELLIPSIS) and width_of(lines[0], 16) <= 80


def test_a_lone_arrow_mark_never_takes_a_line_of_its_own() -> None:
    """A button too narrow for "« Start" on one line breaks elsewhere or shortens, never leaving « alone."""
    font = theme.font(22, True)
    narrow = font.size("Start")[0] + 2
    for words in ("« Start", "‹ Back", "Next ›", "End »", "Go « Start now"):
        lines = wrap_lines(words, font, narrow)
        assert all(line.strip() not in {"«", "‹", "›", "»"} for line in lines), (words, lines)


def test_a_number_is_never_parted_from_the_word_before_it() -> None:
    """The bar at 960x600 read "Battle: You against Computer" over "1; Computer 2 to play."."""
    from game.ui.table.text_fit import wrap

    words = "Battle: You against Computer 1; Computer 2 to play."
    for width in range(150, 600, 5):
        lines = wrap(words, 16, width, True)
        assert not any(line.split(" ")[0][:1].isdigit() for line in lines[1:]), (width, lines)
        assert " ".join(lines) == words
