"""The final table's result banner: who won and how, in a region of its own, until the player asks for the results.

The banner lives in the ``banner`` region the layout reserves (by default the bottom of the side column, where the
hint and the choice buttons were: a finished game has neither), so it never covers a card, a name, a tracker, the
deciding cards on the stage or the recap. Its words are fitted with the one text-fitting rule; a win and a loss
look different, as on the results screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame

from ...engine import Outcome
from .. import chrome, theme
from ..elements import Element
from .text_cache import text as rendered
from .text_fit import Fitted, fit_box

#: The line under the reason: what to do next.
NEXT = "Click or press Enter for the results."


class Mood(Enum):
    """How the result reads for the person at the table: their win, their loss, or neither (a draw, pass-and-play)."""

    WON = "won"
    LOST = "lost"
    NEUTRAL = ""


def result_title(outcome: Outcome | None, names: list[str], viewer: int | None, humans: int) -> tuple[str, Mood]:
    """The banner's title and mood: "You win!" or "You lose" for a lone player, else who won (or a draw)."""
    winners = outcome.winners if outcome is not None else ()
    if not winners:
        return "A draw", Mood.NEUTRAL
    if viewer is not None and humans == 1:
        return ("You win!", Mood.WON) if viewer in winners else ("You lose", Mood.LOST)
    return " and ".join(names[s] for s in winners) + (" win" if len(winners) > 1 else " wins"), Mood.NEUTRAL


@dataclass(frozen=True)
class BannerText:
    """The banner's words laid into its box: the title, the reason and the next step, each fitted, and where each
    starts (``tops``, from the box's top)."""

    title: Fitted
    reason: Fitted
    next: Fitted
    tops: tuple[int, int, int]

    @property
    def fits(self) -> bool:
        return self.title.fits and self.reason.fits and self.next.fits


def _pad(unit: float) -> int:
    return round(10 * unit)


def lay_out(title: str, reason: str, size: tuple[int, int], unit: float, next_step: str = NEXT) -> BannerText:
    """``title`` (bold, biggest), ``reason`` and the next step in a box of ``size``, each wrapped to the box's width;
    all three shrink together a step at a time until they fit its height (the title never under 18 px, the rest never
    under the smallest text); only then does the next step give way (the bar says it too), and last is a word cut."""
    pad, gap = round(10 * unit), round(6 * unit)
    width, height = size[0] - 2 * pad, size[1] - 2 * pad
    for with_next in (True, False):
        for scale in [1 - n / 20 for n in range(0, 19)]:
            head = fit_box(title, max(18, round(28 * unit * scale)), width, bold=True)
            body = fit_box(reason, max(theme.MIN_TEXT, round(17 * unit * scale)), width)
            after_size = max(theme.MIN_TEXT, round(15 * unit * scale))
            after = fit_box(next_step, after_size, width) if with_next else Fitted((), 14, True)
            heights = [_height(head, True), _height(body) if reason else 0, _height(after)]
            if sum(heights) + 2 * gap <= height:
                return BannerText(head, body, after, (pad, pad + heights[0] + gap, pad + heights[0] + heights[1] + 2 * gap))
    head = fit_box(title, 18, width, height // 2, bold=True)
    body = fit_box(reason, theme.MIN_TEXT, width, max(1, height - _height(head, True) - gap))
    return BannerText(head, body, Fitted((), theme.MIN_TEXT, True), (pad, pad + _height(head, True) + gap, height + pad))


def _height(fitted: Fitted, bold: bool = False) -> int:
    return len(fitted.lines) * theme.font(fitted.size, bold).get_linesize()


def frame_colour(mood: Mood) -> tuple[int, int, int]:
    """The banner's border: gold for a win, red for a loss, the panel's edge otherwise (as the results screen)."""
    return {Mood.WON: theme.ACCENT, Mood.LOST: theme.WARNING}.get(mood, theme.PANEL_EDGE)


def draw(surface: pygame.Surface, box: pygame.Rect, title: str, reason: str, mood: Mood, unit: float, said: str = "") -> Element:
    """The banner in ``box``; returns what it laid out, for the gallery. ``said`` is the table's message, which takes
    the next step's line: the banner has the message's place, and "Press Esc again…" or Undo's refusal went unseen."""
    text = lay_out(title, reason, box.size, unit, said or NEXT)
    chrome.draw_panel(surface, box, round(12 * unit), frame_colour(mood))  # the felt panel, framed by the result
    pygame.draw.rect(surface, frame_colour(mood), box, max(2, round(3 * unit)), border_radius=round(12 * unit))
    title_colour = theme.ACCENT if mood is Mood.WON else theme.WARNING if mood is Mood.LOST else theme.TEXT
    next_colour = theme.ACCENT if said else theme.TEXT_DIM
    parts = ((text.title, title_colour, True), (text.reason, theme.TEXT, False), (text.next, next_colour, False))
    for (fitted, colour, bold), top in zip(parts, text.tops, strict=True):
        step = theme.font(fitted.size, bold).get_linesize()
        for n, line in enumerate(fitted.lines):
            picture = rendered(line, fitted.size, colour, bold)
            surface.blit(picture, picture.get_rect(midtop=(box.centerx, box.y + top + n * step)))
    rect = (box.x, box.y, box.w, box.h)
    return Element("result-banner", rect, "overlay", " ".join(t for t in (title, reason, said) if t), text.fits)
