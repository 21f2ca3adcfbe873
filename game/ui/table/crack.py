"""A piece breaking where it lay: a crack that runs over it, flashes and fades, staged like any other beat.

The presenter makes one :class:`Crack` per piece a move broke (a layout names
them with :meth:`~game.ui.table.layout.Layout.crack_keys`) and plays its
``progress`` from 0 to 1 in the animation queue; the table draws it over the
cards while it plays. At 1 it is done and draws nothing: the piece is gone.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .pieces import draw_crack

#: Seconds (at Normal; the speed setting scales them) a piece takes to crack, flash and break.
CRACK = 0.9
#: Prefix of a crack's key in the animation queue.
CRACK_KEY = "crack:"


@dataclass
class Crack:
    """A crack over the rectangle a broken piece lay in; ``progress`` runs 0 → 1 as it plays."""

    rect: tuple[int, int, int, int]
    seed: int = 0
    progress: float = 0.0

    @property
    def playing(self) -> bool:
        return 0.0 < self.progress < 1.0

    def draw(self, target: pygame.Surface) -> pygame.Rect | None:
        """Draw it at its progress; the rectangle touched, or None when it is not playing."""
        if not self.playing:
            return None
        return draw_crack(target, self.rect, self.progress, self.seed)
