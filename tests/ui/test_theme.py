"""The theme's words stay readable on every ground they are drawn on (WCAG contrast), in the table and the menus."""

from __future__ import annotations

import pytest

from game.ui import theme


def luminance(colour: tuple[int, int, int]) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_contrast_formula_gives_the_known_extremes() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)  # the classic AA grey


@pytest.mark.parametrize(("words", "ground", "least"), theme.TEXT_PAIRS)
def test_words_read_against_their_ground(words: str, ground: str, least: float) -> None:
    ratio = contrast(getattr(theme, words), getattr(theme, ground))
    assert ratio >= least, f"{words} on {ground}: {ratio:.2f}:1, needs {least}:1"


def test_body_text_is_held_to_aa_on_every_ground_of_the_chrome_and_the_felt() -> None:
    grounds = {ground for words, ground, _ in theme.TEXT_PAIRS if words == "TEXT"}
    assert {"FELT", "PANEL", "BAR_TOP", "BUTTON", "BUTTON_HOVER", "BUTTON_PRESSED_LOW"} <= grounds
    assert all(least >= 4.5 for words, _, least in theme.TEXT_PAIRS if words != "TEXT_DISABLED")


def test_the_lighter_end_of_each_gradient_is_the_ground_checked() -> None:
    # Words on a gradient are checked against its lighter end, where they are hardest to read.
    for light, dark in (
        (theme.BAR_TOP, theme.BAR_BOTTOM),
        (theme.BUTTON, theme.BUTTON_LOW),
        (theme.BUTTON_HOVER, theme.BUTTON_HOVER_LOW),
        (theme.BUTTON_PRESSED_LOW, theme.BUTTON_PRESSED),
        (theme.BUTTON_DISABLED, theme.BUTTON_DISABLED_LOW),
    ):
        assert luminance(light) >= luminance(dark)


def test_an_empty_fields_example_words_look_unlike_typed_words() -> None:
    """The name field's "a name for a save" was drawn nearly as bright as a typed name, and read as one."""
    assert contrast(theme.TEXT, theme.PLACEHOLDER) >= 1.8
    assert contrast(theme.PLACEHOLDER, theme.PANEL) >= 4.5  # and still read
