"""The results screen's small chart: two seats whose figures are equal both stay in sight, and the lines grow with
the window."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.scenes.results_parts import SEAT_COLOURS, draw_chart
from game.ui.story.model import Series, Story


def drawn(ui: theme.UiScale, size: tuple[int, int]) -> pygame.Surface:
    """A 1-0 pass-and-play duel: both players on 0 hits until Player 2's one hit in the last round."""
    surface = pygame.Surface(size)
    story = Story(chart="Hits", series=(Series(0, (0, 0, 0)), Series(1, (0, 0, 1))))
    draw_chart(surface, surface.get_rect(), story, ["Player 1", "Player 2"], ui)
    return surface


def columns_of(surface: pygame.Surface, seat: int) -> list[int]:
    """The columns right of the names where the seat's colour shows."""
    colour = SEAT_COLOURS[seat]
    w, h = surface.get_size()
    return [x for x in range(w // 3, w) if any(tuple(surface.get_at((x, y)))[:3] == colour for y in range(h))]


@pytest.mark.parametrize(("factor", "size"), [(0.8, (420, 110)), (1.5, (940, 220))])
def test_a_line_under_an_equal_one_still_shows_along_its_length(factor: float, size: tuple[int, int]) -> None:
    """Player 1's line of noughts lay exactly under Player 2's: it showed nowhere, as if Player 1 had no line."""
    surface = drawn(theme.UiScale(factor), size)
    first, second = columns_of(surface, 0), columns_of(surface, 1)
    assert second
    assert len(first) >= len(second) * 9 // 10, "Player 1's line runs as far as Player 2's"


def test_lines_grow_with_the_window() -> None:
    """At 1920x1080 a line as thin as at 960x600 reads as a hairline."""

    def thickness(factor: float, size: tuple[int, int]) -> int:
        surface = drawn(theme.UiScale(factor), size)
        x = size[0] * 3 // 4  # on the flat stretch before the hit
        return sum(1 for y in range(size[1]) if tuple(surface.get_at((x, y)))[:3] in SEAT_COLOURS[:2])

    assert thickness(1.5, (940, 220)) > thickness(0.8, (420, 110)) >= 4
