"""The size the window opens at: the remembered one if it still fits the screen, else the largest 16:9 that does.

A desktop's usable area is smaller than the screen (title bar, task bar,
dock), and pygame does not say by how much, so a window chosen anew keeps
a margin of :data:`MARGIN` of the screen. A remembered size the player
chose is kept as long as the screen holds it (a screen without a window
manager, such as a test's Xvfb, holds a window of its own size). A window never opens smaller than
:data:`~game.ui.settings.MIN_WINDOW` unless the screen itself is smaller,
and then it takes the whole screen.
"""

from __future__ import annotations

from .settings import MIN_WINDOW

#: The share of the screen kept free for the window's frame and the desktop's bars.
MARGIN = 0.1


def usable(desktop: tuple[int, int]) -> tuple[int, int]:
    """The part of a ``desktop`` a window may fill."""
    return round(desktop[0] * (1 - MARGIN)), round(desktop[1] * (1 - MARGIN))


def choose_window_size(desktop: tuple[int, int] | None, remembered: tuple[int, int]) -> tuple[int, int]:
    """The window's opening size on a screen of ``desktop`` (None: unknown, keep ``remembered``).

    >>> choose_window_size((1920, 1080), (1280, 720))
    (1280, 720)
    >>> choose_window_size((1366, 768), (1600, 900))
    (1228, 690)
    >>> choose_window_size((960, 600), (1280, 720))
    (960, 600)
    """
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return remembered
    if remembered[0] <= desktop[0] and remembered[1] <= desktop[1]:
        return remembered
    room_w, room_h = usable(desktop)
    width = min(room_w, room_h * 16 // 9)
    height = width * 9 // 16
    width, height = max(MIN_WINDOW[0], width), max(MIN_WINDOW[1], height)
    return min(width, desktop[0]), min(height, desktop[1])
