"""Words made to fit a width on the table, measured in the font they will be drawn in.

Layouts place text as marks; a name typed at setup can be any length, so
a layout wraps a long line or shortens it with an ellipsis rather than
letting it run off the window or into a neighbour.
"""

from __future__ import annotations

from .. import theme
from .sprites import wrap as wrap_in

ELLIPSIS = "…"


def width_of(text: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` is drawn at ``size``."""
    return int(theme.font(size, bold).size(text)[0])


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` as it is if it fits in ``width``, else cut at the end with an ellipsis."""
    if width_of(text, size, bold) <= width:
        return text
    cut = text
    while cut and width_of(cut.rstrip() + ELLIPSIS, size, bold) > width:
        cut = cut[:-1]
    return cut.rstrip() + ELLIPSIS if cut else ""


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``width``; a single word too long for a line is shortened."""
    return [fit(line, size, width, bold) for line in wrap_in(text, theme.font(size, bold), width)]
