"""The scene contract: one screen of the app, and what the app offers it.

The app owns the window and the loop; a scene handles input, says whether
it is still moving, and draws. The loop redraws only when a scene changed
(or asked to) and ticks at 60 FPS only while something moves, so an idle
table costs no CPU.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from pathlib import Path

    from ..engine import State
    from ..persistence import GameRecord
    from .elements import Element
    from .settings import Settings
    from .setup_model import GameSetup
    from .sound import Sound
    from .table.sprites import Art


class AppContext(Protocol):
    """What a scene may ask of the app (``App`` in a window; ``OffscreenApp`` for pictures, the bench and tests)."""

    #: The player's preferences; replaced whole by ``apply_settings``.
    settings: Settings
    #: Where the settings are kept, and beside them setups, lessons and habits; None when the app keeps no files.
    settings_path: Path | None
    #: The card art every table shares (None: each table makes its own).
    art: Art | None
    #: The sound effects (None: there is no sound).
    sound: Sound | None

    @property
    def size(self) -> tuple[int, int]:
        """The window's current size in pixels."""
        ...

    def switch(self, scene: Scene) -> None:
        """Leave the current scene for ``scene``."""

    def invalidate(self) -> None:
        """Ask for a redraw on the next frame."""

    def start_game(self, setup: GameSetup) -> None:
        """Open the table for a new game."""

    def finish_game(self, setup: GameSetup, state: State, record: GameRecord | None = None, *, kept: bool = True) -> None:
        """Show the results of a finished game (``state`` is the engine state, ``record`` its ``GameRecord``); one not
        ``kept`` (a lesson's) stays out of the history and the statistics."""

    def to_menu(self) -> None:
        """Back to the title screen."""

    def quit(self) -> None:
        """Close the app."""

    def apply_settings(self, new: Settings) -> None:
        """Use ``new`` settings at once and keep them."""


class Scene:
    """Base class for screens. Override what you need."""

    def __init__(self, app: AppContext) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes current."""

    def leave(self) -> None:
        """Called when another scene replaces this one."""

    def elements(self) -> list[Element]:
        """What the last draw laid out, for the gallery's checks. Every scene overrides this:
        the gallery reports a screen that lays out nothing as a problem."""
        return []

    def handle(self, event: pygame.event.Event) -> None:
        """One input event. Read positions from ``event.pos`` (posted events do not move the cursor)."""

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; True while anything moves (the loop then keeps ticking)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto ``surface``."""

    def changed_rects(self) -> list[pygame.Rect] | None:
        """After ``draw``: the rectangles it changed, so only they are presented; None means the whole window."""
        return None

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""
