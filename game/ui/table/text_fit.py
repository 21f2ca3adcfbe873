"""Words made to fit a box, measured in the font they will be drawn in: the one rule for menus and table.

Layouts place text as marks and menus place it in controls; a name typed at
setup can be any length. The rule everywhere: text wraps inside its box, or
shrinks a step at a time down to the smallest readable size, and only then
is cut with an ellipsis (the screen then shows the whole text on hover).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from .. import theme
from .layout import Mark
from .seat_names import bare_name
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
    return list(_wrapped(text, size, width, bold))


@lru_cache(maxsize=1024)
def _wrapped(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """``wrap``'s lines, kept: while a computer thinks the table redraws the same recap and panels every frame
    (measured: the table's draw went from 0.77 to 0.61 ms of CPU a frame with a full recap)."""
    return tuple(fit(line, size, width, bold) for line in wrap_in(text, theme.font(size, bold), width))


def wrap_lines(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` (a word too long keeps a line of its own)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in _words(paragraph):
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def _words(paragraph: str) -> list[str]:
    """The paragraph's words, a lone mark such as « or › kept with the word it points at, so it never ends or
    starts a line by itself ("« Start", "Next ›").

    >>> _words("« Start and Next › now")
    ['« Start', 'and', 'Next ›', 'now']
    """
    words: list[str] = []
    for word in paragraph.split(" "):
        if words and (word in CLOSING or words[-1] in OPENING):
            words[-1] += " " + word
        else:
            words.append(word)
    return words


#: Marks that belong to the word after them (opening) or before them (closing).
OPENING = frozenset("«‹(")
CLOSING = frozenset("»›)")


@dataclass(frozen=True)
class Fitted:
    """Text laid into a box: the lines to draw, the size to draw them at, and whether nothing was cut."""

    lines: tuple[str, ...]
    size: int
    fits: bool

    @property
    def text(self) -> str:
        return " ".join(self.lines)


@lru_cache(maxsize=4096)
def fit_box(
    text: str,
    size: int,
    width: int,
    height: int | None = None,
    *,
    min_size: int = theme.MIN_TEXT,
    bold: bool = False,
) -> Fitted:
    """``text`` in a box ``width`` wide (and ``height`` tall, or as tall as it needs when None).

    Wrap first; if the lines still do not fit, shrink one size at a time down to
    ``min_size``; only then cut the last line that fits with an ellipsis.
    ``fits`` is False exactly when something was cut.
    """
    width = max(1, width)
    smallest = min(size, min_size)
    for s in range(size, smallest - 1, -1):
        f = theme.font(s, bold)
        lines = wrap_lines(text, f, width)
        room = len(lines) if height is None else max(1, height // f.get_linesize())
        if len(lines) <= room and all(f.size(line)[0] <= width for line in lines):
            return Fitted(tuple(lines), s, True)
    f = theme.font(smallest, bold)
    lines = wrap_lines(text, f, width)
    room = len(lines) if height is None else max(1, height // f.get_linesize())
    kept = [fit(line, smallest, width, bold) for line in lines[:room]]
    if len(lines) > room and not kept[-1].endswith(ELLIPSIS):
        last = kept[-1]
        while last and f.size(last.rstrip() + ELLIPSIS)[0] > width:
            last = last[:-1]
        kept[-1] = last.rstrip() + ELLIPSIS
    return Fitted(tuple(kept), smallest, False)


def fit_name(name: str, size: int, width: int) -> str:
    """A seat's name that fits ``width``: whole, else without its bracketed level ("Computer 2 (Normal)"), else cut."""
    return name if width_of(name, size) <= width else fit(bare_name(name), size, width)


def caption_inside(rect: tuple[int, int, int, int], text: str, size: int, line: int) -> Mark:
    """A dim caption centred in an empty box: the banner says "drag a card onto your exchange line", and the empty
    box it means says so too (the cards played there later cover the words)."""
    said = fit(text, size, rect[2])
    width = width_of(said, size)
    x, y = rect[0] + (rect[2] - width) // 2, rect[1] + (rect[3] - line) // 2
    return Mark("text", (x, y, width, line), said, colour="dim", size=size)
