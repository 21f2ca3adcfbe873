"""The rules page as both the Rules screen and the sheet at the table draw it."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.rules_page import MEASURE, RulesPage, blocks_for, measure
from game.ui.table.text_fit import fit_box


def test_running_text_stops_at_a_hundred_characters_where_the_page_is_wider() -> None:
    pygame.font.init()
    size = 21  # the body text at 1920x1080
    wide = measure(3000, size)
    assert wide < 3000
    sample = "word " * 200
    lines = fit_box(sample, size, wide).lines
    assert 0.8 * MEASURE <= max(len(line) for line in lines) <= 1.05 * MEASURE
    assert measure(400, size) == 400, "a narrow page keeps its own width"


def test_a_wide_page_draws_every_block_and_reports_it() -> None:
    pygame.font.init()
    surface = pygame.Surface((1920, 1080))
    page = RulesPage(blocks_for("mortal-swords"))
    reported: list[str] = []

    def report(name: str, *details: object, **where: object) -> None:
        reported.append(name)

    height = page.draw(surface, pygame.Rect(0, 0, 1800, 1080), 1780, 0, theme.UiScale(1.5), report)
    assert height > 1080, "the page is longer than the window and scrolls"
    assert reported and reported[0] == "heading:0"


def test_a_wide_table_with_large_text_is_drawn_smaller_whole_before_a_word_is_cut() -> None:
    """The Duel of Swords results table with text at 150%: its eleven columns cut "Thrust" to "Thr…" on a page 800
    px wide, where at the smallest readable size every word fits. The table is now drawn a step smaller, whole."""
    pygame.font.init()
    surface = pygame.Surface((960, 12000))
    page = RulesPage(blocks_for("duel-of-swords"))
    fits: dict[str, bool] = {}

    def report(name: str, rect: object, kind: str, text: str = "", fit: bool = True, **where: object) -> None:
        fits[name] = fit

    page.draw(surface, pygame.Rect(0, 0, 820, 12000), 800, 0, theme.UiScale(1.5), report)
    tables = [name for name in fits if name.startswith("table:")]
    assert tables and all(fits[name] for name in tables), fits


def test_a_matrix_too_wide_for_its_names_even_at_the_smallest_size_numbers_them_instead_of_cutting() -> None:
    """At 960x600 with text at 150% the rules page is 568 px wide and the Duel of Swords results table's names need
    674 px at the smallest size: every name along the top was cut ("Thr…", "Lat…", "Dis…"). Its columns are numbered
    there, and each row's name carries the same number; where the names fit they stay."""
    pygame.font.init()
    words: dict[str, tuple[bool, str]] = {}

    def report(name: str, rect: object, kind: str, text: str = "", fit: bool = True, **where: object) -> None:
        words[name] = (fit, text)

    for width, numbered in ((568, True), (1400, False)):
        words.clear()
        page = RulesPage(blocks_for("duel-of-swords"))
        ui = theme.ui_scale((960, 600), 150)  # the Rules screen's scale there
        page.draw(pygame.Surface((width, 12000)), pygame.Rect(0, 0, width, 12000), width, 0, ui, report)
        [matrix] = [fit_text for name, fit_text in words.items() if name.startswith("table:") and "You" in fit_text[1]]
        fits, header = matrix
        assert fits, header
        assert ("| 1 | 2 |" in header) == numbered and ("Thrust" in header) != numbered, header
