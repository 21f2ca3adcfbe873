"""The window opens inside the screen: the remembered size when it fits, else the largest 16:9 the desktop leaves room for."""

from __future__ import annotations

import pytest

from game.ui.settings import MIN_WINDOW
from game.ui.window_size import choose_window_size, usable


@pytest.mark.parametrize("desktop", [(1280, 800), (1366, 768), (1440, 900), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_the_window_fits_the_desktops_usable_area(desktop: tuple[int, int]) -> None:
    size = choose_window_size(desktop, (4000, 2250))
    room = usable(desktop)
    assert size[0] <= room[0] and size[1] <= room[1]
    assert size[0] >= MIN_WINDOW[0] and size[1] >= MIN_WINDOW[1]
    assert abs(size[0] / size[1] - 16 / 9) < 0.01, "a window that had to shrink is 16:9"


def test_a_remembered_size_that_still_fits_is_kept() -> None:
    assert choose_window_size((1920, 1080), (1500, 900)) == (1500, 900)
    assert choose_window_size((1280, 720), (1280, 720)) == (1280, 720), "a screen holds a window of its own size"


def test_a_small_screen_gets_the_smallest_window_and_never_more_than_itself() -> None:
    assert choose_window_size((960, 600), (1280, 720)) == (960, 600)
    assert choose_window_size((800, 600), (1280, 720)) == (800, 600)


def test_an_unknown_desktop_keeps_the_remembered_size() -> None:
    assert choose_window_size(None, (1280, 720)) == (1280, 720)
