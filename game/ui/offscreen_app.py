"""An app with no window, for tables and screens drawn off screen.

A game's picture on the title screen, the bench and the tests all lay a
scene out and draw it without the real app: this is the one stand-in they
share. It offers everything ``AppContext`` promises, keeps no files, plays
no sound, and remembers what a scene asked of it (a finished game, the
menu) so a caller can see it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .settings import Settings

if TYPE_CHECKING:
    from ..engine import State
    from ..persistence import GameRecord
    from .scene import Scene
    from .setup_model import GameSetup
    from .sound import Sound
    from .table.sprites import Art


class OffscreenApp:
    """Settings, art and a size, but no window, files or sound."""

    def __init__(self, size: tuple[int, int] = (1280, 720), settings: Settings | None = None, art: Art | None = None) -> None:
        self.size = size
        self.settings = settings if settings is not None else Settings()
        #: No files are kept off screen (as with ``--no-save``).
        self.settings_path: Path | None = None
        self.art = art
        self.sound: Sound | None = None
        #: The scene the app was asked to show, the engine state of a finished game, and whether the menu was asked for.
        self.scene: Scene | None = None
        self.finished: State | None = None
        self.menu = False

    def switch(self, scene: Scene) -> None:
        self.scene = scene

    def invalidate(self) -> None:
        """Nothing to redraw: the caller draws when it wants."""

    def start_game(self, setup: GameSetup) -> None:
        """A new game is the caller's to open."""

    def finish_game(self, setup: GameSetup, state: State, record: GameRecord | None = None, *, kept: bool = True) -> None:
        self.finished = state

    def to_menu(self) -> None:
        self.menu = True

    def quit(self) -> None:
        """There is no window to close."""

    def apply_settings(self, new: Settings) -> None:
        self.settings = new
