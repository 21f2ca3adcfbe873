"""The Analysis panel: the player's options with Hard's chance to win after each, best first.

It is drawn in the side column (the recap's region, and the hint's when
no note needs it: the layout keeps both clear of every card, name and
tracker) in place of the recap while it is open, with the options in the
words of the choice buttons and the log.
Words wrap to the column; options that do not fit are counted in a last
line rather than cut. What was laid out is reported as elements.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...ai.analysis import Estimate
from ...engine import Action
from .. import chrome, theme
from ..elements import Element
from .analysis_worker import TableAnalysis
from .layout import ButtonSpec
from .text_cache import text as rendered
from .text_fit import fit, width_of
from .text_fit import wrap as wrap_to

#: The panel's own name among the elements; its lines are reported ``inside`` it.
PANEL = "analysis"


def option_words(action: Action, buttons: Sequence[ButtonSpec], names: Callable[[str], str]) -> str:
    """An option as its choice button says it, else as the log does (the kind of move when it has no label)."""
    shown = next((b.label for b in buttons if b.action == action), None)
    return names(shown or action.label or action.kind.capitalize())


#: Said after the hinted option, so the two helps can be read side by side.
HINT_MARK = " (the hint)"
#: The options a panel lists before its footer gets room to say how much thought is behind them.
MIN_LISTED = 2
#: The footer's last words when Hard rates the hint below the best's gold: the two helps are different players.
HINT_DISAGREES = " The hint is Normal's rule of thumb; Hard rates it lower."


def percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


def footer(estimates: list[Estimate]) -> str:
    """How much thought is behind the figures, and what the gold means when more than the best is in gold."""
    deals = max((e.deals for e in estimates), default=0)
    tied = sum(1 for e in estimates if e.close) > 1
    if deals == 0:
        # Duel of Swords: no cards are hidden, only the foe's next move, which Hard weighs by how they have played
        told = "Hard's exact figures, weighing your foe's next move by their moves so far."
        return told + (" Those in gold are equally good." if tied else "")
    told = f"Hard's estimate from {deals} imagined deal{'s' if deals != 1 else ''}."
    return told + (" Those in gold are within chance of the best." if tied else "")


@dataclass
class _Pen:
    """Writes lines down the panel, stopping at its bottom; remembers what it laid out."""

    surface: pygame.Surface
    box: pygame.Rect
    size: int
    y: int
    elements: list[Element]

    @property
    def step(self) -> int:
        return self.size + 5

    def room(self, lines: int = 1) -> bool:
        """Whether ``lines`` more lines fit above the panel's bottom (the last needs only its own height)."""
        tall = rendered("Ag", self.size, theme.TEXT).get_height()
        return self.y + (lines - 1) * self.step + tall <= self.box.bottom

    def line(self, name: str, words: str, colour: tuple[int, int, int], bold: bool = False, indent: int = 0) -> None:
        picture = rendered(words, self.size, colour, bold)
        rect = self.surface.blit(picture, (self.box.x + indent, self.y))
        name = f"{name}:{len(self.elements)}"  # every line's name unique on the screen
        fits = rect.right <= self.box.right and rect.bottom <= self.box.bottom
        self.elements.append(Element(name, (rect.x, rect.y, rect.w, rect.h), "text", words, fits, PANEL))
        self.y += self.step


def draw(
    surface: pygame.Surface,
    region: pygame.Rect,
    analysis: TableAnalysis,
    words: Callable[[Action], str],
    unit: float,
    clock: float,
    hinted: Action | None = None,
) -> tuple[pygame.Rect, list[Element]]:
    """The panel inside ``region`` (``words`` says an option as the table does, ``hinted`` is the option the hint
    names, if it is showing); its rect and elements."""
    chrome.draw_panel(surface, region, round(theme.PANEL_RADIUS * unit), theme.ACCENT)
    elements = [Element(PANEL, (region.x, region.y, region.w, region.h), "panel", "Analysis", True, covers=("recap*",))]
    pad = max(6, round(8 * unit))
    size = max(theme.MIN_TEXT, round(15 * unit))
    pen = _Pen(surface, region.inflate(-2 * pad, -2 * pad), size, region.y + pad, elements)
    width = pen.box.w
    pen.line("analysis:title", fit("Your chance to win", size, width, True), theme.ACCENT, bold=True)
    if analysis.thinking:
        pen.line("analysis:thinking", "Thinking" + "." * (1 + int(clock * 3) % 3), theme.TEXT)
    elif analysis.problem:
        for part in wrap_to(analysis.problem, size, width):
            pen.line("analysis:problem", part, theme.WARNING)
    else:
        _options(pen, analysis.estimates, words, hinted)
    return region, elements


def shared_lead(said: Sequence[str]) -> str:
    """The words every option begins with up to a colon ("Take the hit: "), when there are several; else ""."""
    first = said[0] if len(said) > 1 else ""
    lead = first[: first.find(": ") + 2] if ": " in first else ""
    return lead if lead and all(s.startswith(lead) and len(s) > len(lead) for s in said) else ""


def _options(pen: _Pen, estimates: list[Estimate], words: Callable[[Action], str], hinted: Action | None) -> None:
    """Each option as "62%  its words", best first, then how much thought is behind them.

    Words every option shares ("Take the hit: steal K♦", "Take the hit: lay 2♠") are said once above
    them, so a narrow column lists more options on fewer lines. The hinted option is marked and always
    listed (in the last place that fits if it ranks lower), and when Hard rates it below the best's gold
    the footer says why the two disagree: the hint is Normal's rule of thumb, the figures Hard's search.
    """
    said = [words(e.action) for e in estimates]
    lead = shared_lead(said)
    if lead:
        pen.line("analysis:lead", fit(lead.strip(), pen.size, pen.box.w), theme.TEXT_DIM)
        said = [s[len(lead)].upper() + s[len(lead) + 1 :] for s in said]
    hint = next((n for n, e in enumerate(estimates) if e.action == hinted), None)
    if hint is not None:
        said[hint] += HINT_MARK
    column = width_of("100%", pen.size, True) + pen.size // 2
    rows = [wrap_to(s, pen.size, pen.box.w - column) for s in said]
    # the options come first: in a short panel (960x600 with a hint showing) the footer's words are cut down, then
    # dropped, before fewer than two options are listed (it was all footer and "…and 5 more options")
    full = footer(estimates) + (HINT_DISAGREES if hint is not None and not estimates[hint].close else "")
    deals = max((e.deals for e in estimates), default=0)
    for told in (full, footer(estimates), f"From {deals} imagined deals." if deals else "", ""):
        tail = wrap_to(told, pen.size, pen.box.w) if told else []
        listed = _listed(pen, [len(r) for r in rows], len(tail), hint)
        if len(listed) >= min(MIN_LISTED, len(estimates)):
            break
    for n in listed:
        top = pen.y
        colour = theme.ACCENT if n == 0 or estimates[n].close else theme.TEXT  # gold: as good as the best, for all it knows
        pen.line(f"analysis:chance:{n}", percent(estimates[n].chance), colour, bold=True)
        pen.y = top
        for part in rows[n]:
            pen.line(f"analysis:option:{n}", part, colour, indent=column)
    if len(listed) < len(estimates):
        # what is folded away has no room, but how good it is fits in a line: none of it is worth looking for
        k, best = len(estimates) - len(listed), percent(max(e.chance for n, e in enumerate(estimates) if n not in listed))
        forms = (f"…and {k} more options, none above {best}", f"…{k} more, at most {best}", f"…and {k} more options")
        more = next((m for m in forms if width_of(m, pen.size) <= pen.box.w), forms[-1])
        if pen.room(1 + len(tail)):
            pen.line("analysis:more", fit(more, pen.size, pen.box.w), theme.TEXT_DIM)
    for part in tail:
        pen.line("analysis:deals", part, theme.TEXT_DIM)


def _listed(pen: _Pen, heights: list[int], tail: int, hint: int | None) -> list[int]:
    """The options to list, best first: as many as fit above the footer (and a "…and N more" line when some do
    not), the hinted one in the last place if it ranks below them."""
    rows = pen.room  # whether so many more lines fit

    def fits(chosen: list[int]) -> bool:
        more = 1 if len(chosen) < len(heights) else 0
        return rows(sum(heights[n] for n in chosen) + more + tail)

    listed: list[int] = []
    for n in range(len(heights)):
        if not fits([*listed, n]):
            break
        listed.append(n)
    if hint is None or hint in listed:
        return listed
    while listed and not fits([*listed, hint]):
        listed.pop()
    return [*listed, hint] if fits([*listed, hint]) else listed
