"""The one text-fitting rule: wrap inside the box, else shrink to the smallest readable size, only then cut."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.table.text_fit import ELLIPSIS, fit_box


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def test_text_that_fits_is_kept_whole_at_its_size() -> None:
    fitted = fit_box("Start", 20, 200, 40)
    assert fitted == fitted.__class__(("Start",), 20, True)


def test_text_wraps_before_it_shrinks() -> None:
    text = "one is discarded, the other becomes a battler"
    fitted = fit_box(text, 16, 160)
    assert fitted.fits and fitted.size == 16 and len(fitted.lines) > 1
    assert " ".join(fitted.lines) == text
    assert all(theme.font(16).size(line)[0] <= 160 for line in fitted.lines)


def test_a_box_too_short_to_wrap_shrinks_the_text_down_to_the_minimum() -> None:
    text = "Save the game in progress"
    width = theme.font(20, True).size(text)[0] * 8 // 10
    fitted = fit_box(text, 20, width, theme.font(20, True).get_linesize(), bold=True)
    assert fitted.fits and theme.MIN_TEXT <= fitted.size < 20 and fitted.lines == (text,)


def test_only_at_the_minimum_is_text_cut_with_an_ellipsis() -> None:
    text = "A rules' worked example at exchange three where the lower spade chooses first"
    line = theme.font(theme.MIN_TEXT).get_linesize()
    fitted = fit_box(text, 20, 120, line)
    assert not fitted.fits and fitted.size == theme.MIN_TEXT
    assert len(fitted.lines) == 1 and fitted.lines[0].endswith(ELLIPSIS)
    assert theme.font(theme.MIN_TEXT).size(fitted.lines[0])[0] <= 120
