"""The app with no window that scene tests run against: the game's own ``OffscreenApp``.

Tests want two things the app's settings do not offer: animations at any
scale (the app has four speeds) and computers that answer at once.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.offscreen_app import OffscreenApp
from game.ui.settings import Settings
from game.ui.table.sprites import Art


@dataclass(frozen=True)
class ScaledSettings(Settings):
    """Settings whose animations run at ``scale`` times their normal length (0: they jump to the end)."""

    scale: float = 1.0

    def animation_scale(self) -> float:
        return self.scale


class FakeApp(OffscreenApp):
    """An ``OffscreenApp`` of ``size`` animating at ``scale``, whose computers take no think time."""

    def __init__(self, size: tuple[int, int] = (1280, 720), scale: float = 1.0, art: Art | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        super().__init__(size, ScaledSettings(scale=scale, think_time=0.0), art)
