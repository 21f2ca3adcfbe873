"""Rendered text kept between frames: the table draws the same labels sixty times a second.

A font render costs about as much as blitting a whole card, and the
banner, buttons and marks change only when the game does, so each
rendered line is kept (a bounded number of them) and blitted again.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from .. import theme

#: Distinct (text, size, colour, bold) surfaces kept; a table uses a few dozen at a time.
LIMIT = 512


@lru_cache(maxsize=LIMIT)
def text(line: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """``line`` rendered in the app's font; shared, so blit it and never draw on it."""
    return theme.font(size, bold).render(line, True, colour)


def clear() -> None:
    """Forget every rendered line (tests, or after the font changed)."""
    text.cache_clear()
