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
from ..analysis_marks import MIN_DROP, MarksFinder
from ..widgets import Button, Widget, draw_fitted

Report = Callable[..., None]


class ResultsMarks:
    """The finder for one game's results and what it shows."""

    def __init__(self, record: GameRecord | None, seat: int | None, names: Callable[[str], str], open_at: Callable[[int], None]):
        self.finder = MarksFinder(record, seat) if record is not None and seat is not None else None
        self.names = names
        self.open_at = open_at
        self._seen: tuple[object, ...] = ()

    @staticmethod
    def box(picture: pygame.Rect, row: pygame.Rect) -> pygame.Rect:
        """Under the final table's picture, above the buttons' row."""
        gap = max(8, (row.h + 4) // 5)
        return pygame.Rect(picture.x, picture.bottom + gap, picture.w, row.y - picture.bottom - 2 * gap)

    def _line_h(self, box: pygame.Rect) -> int:
        """The height of the title and of each mark's button: four of them share the box."""
        return max(1, min(theme.font(theme.BODY_SIZE).get_linesize() + 12, (box.h - 3 * 4) // 4))

    def widgets(self, box: pygame.Rect) -> list[Widget]:
        """The button to look, or a button per mark once they are found."""
        finder = self.finder
        if finder is None or box.h < 40:
            return []
        line = self._line_h(box)
        if not finder.started:
            look = Button(
                "Find my costliest moves",
                self.look,
                help="Hard looks again at each of your choices, in the background, and marks the three that lost the most.",
            )
            look.rect = pygame.Rect(box.x, box.y + line + 4, box.w, line)
            return [look]
        out: list[Widget] = []
        for n, mark in enumerate(finder.marks or []):
            button = Button(mark.text(self.names), functools.partial(self.open_at, mark.move), help=mark.advice(self.names))
            button.rect = pygame.Rect(box.x, box.y + (n + 1) * (line + 4), box.w, line)
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

    def draw(self, surface: pygame.Surface, box: pygame.Rect, report: Report) -> None:
        """The title, and the progress or result note (the buttons draw themselves)."""
        if self.finder is None or box.h < 40:
            return
        line = self._line_h(box)
        title = pygame.Rect(box.x, box.y, box.w, line)
        size = theme.SMALL_SIZE + 2
        fitted = draw_fitted(
            surface, "Your costliest moves, as Hard sees them", title, size, theme.ACCENT, bold=True, align="left"
        )
        report("marks-title", title, "text", "Your costliest moves, as Hard sees them", fitted.fits)
        note = self.note()
        if note:
            spot = pygame.Rect(box.x, title.bottom + 4, box.w, line)
            shown = draw_fitted(surface, note, spot, size, theme.TEXT, align="left")
            report("marks-note", spot, "text", note, shown.fits)

    def leave(self) -> None:
        """The screen is left: unfinished work stops (it starts again on request)."""
        if self.finder is not None and self.finder.working:
            self.finder.cancel()
