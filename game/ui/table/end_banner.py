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
from .. import theme
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


def lay_out(title: str, reason: str, size: tuple[int, int], unit: float) -> BannerText:
    """``title`` (bold, biggest), ``reason`` and the next step in a box of ``size``, each wrapped and shrunk as the
    shared rule says; the title keeps up to half the height, the reason what the next step leaves."""
    pad = _pad(unit)
    width, height = size[0] - 2 * pad, size[1] - 2 * pad
    head = fit_box(title, round(28 * unit), width, height // 2, bold=True)
    head_h = len(head.lines) * theme.font(head.size, True).get_linesize()
    body_size = round(17 * unit)
    after = fit_box(NEXT, round(15 * unit), width, height - head_h)
    after_h = len(after.lines) * theme.font(after.size).get_linesize()
    gap = round(6 * unit)
    room = max(1, height - head_h - after_h - 2 * gap)
    body = fit_box(reason, body_size, width, room) if reason else Fitted((), body_size, True)
    body_h = len(body.lines) * theme.font(body.size).get_linesize()
    return BannerText(head, body, after, (pad, pad + head_h + gap, pad + head_h + body_h + 2 * gap))


def frame_colour(mood: Mood) -> tuple[int, int, int]:
    """The banner's border: gold for a win, red for a loss, the panel's edge otherwise (as the results screen)."""
    return {Mood.WON: theme.ACCENT, Mood.LOST: theme.WARNING}.get(mood, theme.PANEL_EDGE)


def draw(surface: pygame.Surface, box: pygame.Rect, title: str, reason: str, mood: Mood, unit: float) -> Element:
    """The banner in ``box``; returns what it laid out, for the gallery."""
    text = lay_out(title, reason, box.size, unit)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=round(12 * unit))
    pygame.draw.rect(surface, frame_colour(mood), box, max(2, round(3 * unit)), border_radius=round(12 * unit))
    title_colour = theme.ACCENT if mood is Mood.WON else theme.WARNING if mood is Mood.LOST else theme.TEXT
    parts = ((text.title, title_colour, True), (text.reason, theme.TEXT, False), (text.next, theme.TEXT_DIM, False))
    for (fitted, colour, bold), top in zip(parts, text.tops, strict=True):
        step = theme.font(fitted.size, bold).get_linesize()
        for n, line in enumerate(fitted.lines):
            picture = rendered(line, fitted.size, colour, bold)
            surface.blit(picture, picture.get_rect(midtop=(box.centerx, box.y + top + n * step)))
    rect = (box.x, box.y, box.w, box.h)
    return Element("result-banner", rect, "overlay", f"{title} {reason}".strip(), text.fits)
