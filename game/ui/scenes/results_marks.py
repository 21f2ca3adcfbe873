"""The results screen's marks: the player's costliest moves, found on request in the background, each opening Replay.

Under the final table: a button to look; while the worker judges the
game, how far it has got (the screen stays live); then a button per mark
that opens the replay just before that move. Offered only when one human
played (their own moves, from their own observations) and the record is
there to play again.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from ...persistence import GameRecord
from .. import theme
from ..analysis_marks import MARKS, MIN_DROP, MarksFinder
from ..widgets import Button, Widget, draw_fitted

Report = Callable[..., None]
#: Space between the title and the buttons, and between buttons.
GAP = 4


class ResultsMarks:
    """The finder for one game's results and what it shows."""

    def __init__(self, record: GameRecord | None, seat: int | None, names: Callable[[str], str], open_at: Callable[[int], None]):
        self.finder = MarksFinder(record, seat) if record is not None and seat is not None else None
        self.names = names
        self.open_at = open_at
        self._seen: tuple[object, ...] = ()
        #: The screen's scale, given with each build and draw: the marks' words grow with the screen's.
        self.ui = theme.UiScale()

    @staticmethod
    def box(picture: pygame.Rect, row: pygame.Rect) -> pygame.Rect:
        """Under the final table's picture, above the buttons' row."""
        gap = max(8, (row.h + 4) // 5)
        return pygame.Rect(picture.x, picture.bottom + gap, picture.w, row.y - picture.bottom - 2 * gap)

    def room(self, row: pygame.Rect, ui: theme.UiScale) -> int:
        """The height the marks need under the final table (none when they are not offered): a title and one row
        of short buttons, with the gaps ``box`` leaves."""
        if self.finder is None:
            return 0
        self.ui = ui
        gap = max(8, (row.h + 4) // 5)
        return self._title_h() + GAP + 2 * self._body_h() + 8 + 2 * gap

    def _title_h(self) -> int:
        return int(theme.font(self.ui.text(theme.SMALL_SIZE + 2), True).get_linesize())

    def _body_h(self) -> int:
        """A line of a button's words."""
        return int(theme.font(self.ui.text(theme.BODY_SIZE)).get_linesize())

    def _line_h(self, box: pygame.Rect) -> int:
        """The height of each mark's button: three of them share the box under the title."""
        return max(1, min(self._body_h() + 12, (box.h - self._title_h() - 3 * GAP) // MARKS))

    def _spots(self, box: pygame.Rect) -> tuple[list[pygame.Rect], bool]:
        """Where the marks' buttons go, and whether they say the move in full: one under another when three rows
        of words fit under the title, else side by side, each saying the move's number and figures."""
        top = box.y + self._title_h() + GAP
        line = self._line_h(box)
        if line >= self._body_h() + 4:
            return [pygame.Rect(box.x, top + n * (line + GAP), box.w, line) for n in range(MARKS)], True
        w = (box.w - (MARKS - 1) * GAP) // MARKS
        h = min(box.bottom - top, 2 * self._body_h() + 8)
        return [pygame.Rect(box.x + n * (w + GAP), top, w, h) for n in range(MARKS)], False

    def widgets(self, box: pygame.Rect, ui: theme.UiScale) -> list[Widget]:
        """The button to look, or a button per mark once they are found."""
        self.ui = ui
        finder = self.finder
        if finder is None or box.h < 40:
            return []
        if not finder.started:
            look = Button(
                "Find my costliest moves",
                self.look,
                help="Hard looks again at each of your choices, in the background, and marks the three that lost the most.",
            )
            top = box.y + self._title_h() + GAP
            wide = theme.font(ui.text(theme.BODY_SIZE), True).size(look.text)[0] + ui.px(40)
            look.rect = pygame.Rect(box.x, top, min(box.w, wide), min(box.bottom - top, self._body_h() + 12))
            return [look]
        out: list[Widget] = []
        spots, full = self._spots(box)
        in_play_order = sorted(finder.marks or [], key=lambda m: m.move)  # as Replay numbers them: marked move 1, 2, 3
        for mark, spot in zip(in_play_order, spots, strict=False):
            words = mark.text(self.names) if full else mark.figures()
            button = Button(words, functools.partial(self.open_at, mark.move), help=mark.advice(self.names))
            button.rect = spot
            out.append(button)
        return out

    def look(self) -> None:
        if self.finder is not None:
            self.finder.start()

    def update(self) -> bool:
        """Take what the worker has finished; True when the screen should be drawn (and rebuilt) again."""
        if self.finder is None:
            return False
        self.finder.poll()
        now = (self.finder.started, self.finder.done, self.finder.marks is None, self.finder.problem)
        changed, self._seen = now != self._seen, now
        return changed

    @property
    def working(self) -> bool:
        return self.finder is not None and self.finder.working

    def note(self) -> str:
        """The line under the title: progress, the result, or nothing (the buttons speak)."""
        finder = self.finder
        if finder is None or not finder.started:
            return ""
        if finder.problem:
            return finder.problem
        if finder.marks is None:
            return f"Looking at your moves… {finder.done} of {finder.total}"
        if not finder.marks:
            return f"No move of yours cost more than {round(MIN_DROP * 100)} points of your chance to win."
        return ""

    def draw(self, surface: pygame.Surface, box: pygame.Rect, report: Report, ui: theme.UiScale) -> None:
        """The title, and the progress or result note (the buttons draw themselves)."""
        self.ui = ui
        if self.finder is None or box.h < 40:
            return
        title = pygame.Rect(box.x, box.y, box.w, self._title_h())
        size = ui.text(theme.SMALL_SIZE + 2)
        # the longest that fits: what the figures are matters more than who judged them (the buttons' tips say)
        titles = ("Your costliest moves, as Hard sees them: your chance to win after yours (after the best move)",
                  "Your costliest moves: your chance to win after yours (after the best)",
                  "Costliest moves: your chance to win after each",
                  "Your costliest moves")  # fmt: skip
        words = next((t for t in titles if theme.font(size, True).size(t)[0] <= title.w), titles[-1])
        fitted = draw_fitted(surface, words, title, size, theme.ACCENT, bold=True, align="left")
        report("marks-title", title, "text", words, fitted.fits)
        note = self.note()
        if note:
            spot = pygame.Rect(box.x, title.bottom + GAP, box.w, self._line_h(box))
            shown = draw_fitted(surface, note, spot, size, theme.TEXT, align="left")
            report("marks-note", spot, "text", note, shown.fits)

    def leave(self) -> None:
        """The screen is left: unfinished work stops (it starts again on request)."""
        if self.finder is not None and self.finder.working:
            self.finder.cancel()
