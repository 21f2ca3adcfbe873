"""The app: one window, one loop, the current scene.

The loop redraws only when something changed and ticks at 60 FPS only while
the scene says something moves; otherwise it sleeps in
``pygame.event.wait`` so an idle table costs no CPU. F11 switches full
screen and back without losing the scene; a resize lays the scene out again.
An unexpected exception in a turn of the loop is written to the log
(:mod:`.crash`) and the error screen replaces the scene, so the window
never just vanishes; ``--debug`` lets it raise instead.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
import warnings
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from . import settings as settings_file
from .assets import AssetError
from .crash import start_logging
from .scene import Scene
from .settings import MIN_WINDOW, Settings
from .setup_model import GameSetup

if TYPE_CHECKING:
    from ..engine import State
    from ..persistence import GameRecord

FPS = 60
#: How long the idle loop sleeps at most between wake-ups (ms); any event wakes it at once.
IDLE_WAIT_MS = 250
#: While idle the loop looks for input this often. pygame's own ``event.wait`` polls inside SDL and costs about
#: 2% of a core on X11 here; looking every 20 ms and sleeping between costs about 0.3%, and answers within 20 ms.
IDLE_POLL_MS = 20


class App:
    """Owns the window and the loop; scenes reach it as their ``AppContext``."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        settings_path: Path | None = None,
        size: tuple[int, int] | None = None,
        art: Any = None,
        sound: Any = None,
        debug: bool = False,
        fullscreen: bool | None = None,
    ) -> None:
        #: Let an unexpected exception raise (for developers) instead of showing the error screen.
        self.debug = debug
        self.settings_path = settings_path
        self.settings = settings if settings is not None else settings_file.load(settings_path)
        #: The window mode the settings file keeps while ``fullscreen`` (a command-line flag) chose this run's own;
        #: None once the player picks one (F11 or the Window setting), or with no flag.
        self._kept_fullscreen: bool | None = None
        if fullscreen is not None and fullscreen != self.settings.fullscreen:
            self._kept_fullscreen = self.settings.fullscreen
            self.settings = self.settings.with_changes(fullscreen=fullscreen)
        pygame.display.init()
        pygame.font.init()
        self._windowed_size = _at_least(size) if size else _opening_size(self.settings.window_size)
        self.fullscreen = False
        self.screen = self._open_window(self.settings.fullscreen)
        pygame.display.set_caption("Card Duels")
        self._set_icon()
        self.art = art if art is not None else _make_art(self.settings)
        self.sound = sound if sound is not None else _make_sound(self.settings)
        self.running = True
        self.draws = 0
        self._dirty = True
        self._clock = pygame.time.Clock()
        from .scenes.title import TitleScene

        self.scene: Scene = TitleScene(self)
        self.scene.enter()

    # -- AppContext ------------------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def switch(self, scene: Scene) -> None:
        self.scene.leave()
        self.scene = scene
        scene.enter()
        self._dirty = self._present_all = True

    def invalidate(self) -> None:
        self._dirty = True

    def start_game(self, setup: GameSetup) -> None:
        from .table.scene import TableScene

        self.switch(TableScene(self, setup))

    def finish_game(self, setup: GameSetup, state: State, record: GameRecord | None = None, *, kept: bool = True) -> None:
        """Keep the finished game in the history (when the app keeps files and it is ``kept``: a lesson's stacked game
        is not one of the player's games), then show the results. A game played to its end here is in the history
        already (its last move's autosave put it there, so leaving before the results does not lose it); the
        history keeps a game once, so this only adds a finished save opened again."""
        from .scenes.results import ResultsScene

        if kept:
            self.keep_in_history(record)
        self._play("win")
        self.switch(ResultsScene(self, setup, state, record=record))

    def keep_in_history(self, record: GameRecord | None) -> Path | None:
        """Write a finished game's record to the history for statistics and replays; a full disk never stops the app."""
        from ..persistence.history import History

        if self.settings_path is None or record is None:
            return None  # --no-save, the self-test and the tests keep no files
        try:
            return History().add(record)
        except OSError:
            return None

    def to_menu(self) -> None:
        from .scenes.title import TitleScene

        self.switch(TitleScene(self))

    def quit(self) -> None:
        self.running = False

    # -- settings --------------------------------------------------------------------------------------

    def apply_settings(self, new: Settings) -> None:
        """Use new settings at once (sound, deck colours, window mode) and save them."""
        old, self.settings = self.settings, new
        if self.sound is not None:
            self.sound.set_volume(new.volume)
            self.sound.set_muted(new.muted)
        if (new.four_colour, new.card_back) != (old.four_colour, old.card_back):
            art = _make_art(new)  # a new CardArt has an empty cache, so it is falsy: test for None, not truth
            self.art = art if art is not None else self.art
        if new.fullscreen != self.fullscreen:
            self.toggle_fullscreen()
        self.save_settings()
        self._dirty = True

    def save_settings(self) -> None:
        """Write the settings file, with the window mode of the file kept while a command-line flag chose this run's."""
        kept = self.settings
        if self._kept_fullscreen is not None:
            kept = kept.with_changes(fullscreen=self._kept_fullscreen)
        settings_file.save(kept, self.settings_path)

    # -- the window ------------------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            _set_minimum_size()
        self.fullscreen = fullscreen
        return screen

    def toggle_fullscreen(self) -> None:
        """F11: full screen and back; the scene stays and is laid out for the new size. The player chose it, so it is
        written at once (a killed app lost it) and outlasts a command-line flag's."""
        if not self.fullscreen:
            self._windowed_size = self.screen.get_size()
        self.screen = self._open_window(not self.fullscreen)
        if self.settings.fullscreen != self.fullscreen:
            self.settings = self.settings.with_changes(fullscreen=self.fullscreen)
        self._kept_fullscreen = None
        self.save_settings()
        self.scene.resize(self.size)
        self._dirty = self._present_all = True

    def _resized(self, size: tuple[int, int]) -> None:
        size = _at_least(size)
        current = pygame.display.get_surface()
        if current is None or current.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            self.screen = current
        if not self.fullscreen:
            self._windowed_size = size
            self.settings = self.settings.with_changes(window_size=size)
        self.scene.resize(self.size)
        self._dirty = self._present_all = True

    def _set_icon(self) -> None:
        try:
            make_icon = import_module(".icon", __package__).make_icon
        except (ImportError, AttributeError):
            return
        with contextlib.suppress(Exception):  # an icon is decoration: never fail to start for it
            pygame.display.set_icon(make_icon())

    def _play(self, name: str) -> None:
        if self.sound is not None:
            with contextlib.suppress(Exception):
                self.sound.play(name)

    # -- the loop --------------------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        """One event: the app's own keys and window events first, the rest to the scene."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type == pygame.VIDEORESIZE:
            self._resized((event.w, event.h))
        elif event.type == pygame.WINDOWSIZECHANGED:
            self._resized((event.x, event.y))
        elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED, pygame.VIDEOEXPOSE):
            self._dirty = self._present_all = True
        else:
            self.scene.handle(event)

    def step(self, wait: bool = True) -> None:
        """One turn of the loop: take events (sleeping for them when idle), update, redraw if needed.

        An unexpected exception is reported and the error screen shown (``debug``: it raises).
        """
        try:
            self._step(wait)
        except AssetError:
            raise  # a damaged install: run_app says which file in one line
        except Exception as exc:
            if self.debug:
                raise
            self._recover(exc)

    def _recover(self, exc: Exception) -> None:
        """Report ``exc`` and put the error screen up; a second failure there ends the app with one line."""
        from .crash import report
        from .scenes.error import ErrorScene
        from .table.scene import TableScene

        failed = self.scene
        path = report(f"unexpected error in {type(failed).__name__}", exc)
        if isinstance(failed, ErrorScene):
            print(f"card-duels: an unexpected error ({type(exc).__name__}); report in {path}", file=sys.stderr)
            self.running = False
            return
        with contextlib.suppress(Exception):
            failed.leave()
        saved = isinstance(failed, TableScene) and self.settings_path is not None  # every move is autosaved
        self.scene = ErrorScene(self, path, saved)
        self.scene.enter()
        self._moving = False
        self._dirty = self._present_all = True

    def _step(self, wait: bool) -> None:
        if self._moving:
            dt = self._clock.tick(FPS) / 1000.0
            events = pygame.event.get()
        elif wait and not self._dirty:
            events = idle_events()
            dt = self._clock.tick() / 1000.0
        else:
            dt = self._clock.tick() / 1000.0
            events = pygame.event.get()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        scene = self.scene
        self._moving = bool(scene.update(min(dt, 0.1)))
        if self._moving:
            self._dirty = True
        if self._dirty and scene is self.scene:
            self._dirty = False
            scene.draw(self.screen)
            self._present(scene.changed_rects())
            self.draws += 1

    def _present(self, rects: list[pygame.Rect] | None) -> None:
        """Show the frame: only the changed rectangles when the scene knows them, else the whole window."""
        if rects is None or self._present_all:
            pygame.display.flip()
        elif rects:
            pygame.display.update(rects)
        self._present_all = False

    _moving = False
    #: The next frame must be presented whole (a new scene, a resize, an exposed window).
    _present_all = True

    def run(self) -> int:
        while self.running:
            self.step()
        self.save_settings()
        return 0

    def close(self) -> None:
        self.scene.leave()
        pygame.display.quit()


def _opening_size(remembered: tuple[int, int]) -> tuple[int, int]:
    """The remembered window size if it still fits this desktop, else the largest 16:9 that does."""
    from .window_size import choose_window_size

    try:
        # The headless drivers report a made-up desktop (1024×768): a window there keeps the size asked for.
        headless = pygame.display.get_driver() in ("dummy", "offscreen")
        desktops = [] if headless else pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    return choose_window_size(desktops[0] if desktops else None, _at_least(remembered))


def idle_events() -> list[pygame.event.Event]:
    """Sleep until input comes or :data:`IDLE_WAIT_MS` pass, looking every :data:`IDLE_POLL_MS` (idle costs almost nothing)."""
    deadline = time.monotonic() + IDLE_WAIT_MS / 1000
    while True:
        events = pygame.event.get()
        if events or time.monotonic() >= deadline:
            return events
        time.sleep(IDLE_POLL_MS / 1000)


def _at_least(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1]))


def _set_minimum_size() -> None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW
    except (AttributeError, pygame.error):
        pass


def _make_art(settings: Settings) -> Any:
    try:
        from .card_art import CardArt
    except ImportError:
        return None
    return CardArt(four_colour=settings.four_colour, back_name=settings.card_back)


def _make_sound(settings: Settings) -> Any:
    try:
        from .sound import Sound
    except ImportError:
        return None
    return Sound(volume=settings.volume, muted=settings.muted)


class _OneLineParser(argparse.ArgumentParser):
    """Bad app options get one line on stderr and exit status 2, like the rest of the command line."""

    def error(self, message: str) -> NoReturn:
        print(f"card-duels: {message}", file=sys.stderr)
        raise SystemExit(2)


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = _OneLineParser(prog="card-duels", description="Card Duels: a card table for duel card games.")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start in full screen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--no-save", action="store_true", help="do not read or write the settings file")
    parser.add_argument("--debug", action="store_true", help="let an unexpected error raise instead of showing the error screen")
    return parser.parse_args(argv)


def run_app(argv: list[str], start: Callable[[App], None] | None = None) -> int:
    """Start the app (``start`` opens its first screen: ``play`` and ``open``); 0 when closed normally, 1 if it cannot start."""
    args = _arguments(list(argv))
    start_logging()
    path = None if args.no_save else settings_file.default_path()
    settings = settings_file.load(path)
    flagged = args.fullscreen if args.fullscreen or args.windowed else None  # this run only: the file keeps its own
    try:
        app = App(settings, settings_path=path, debug=args.debug, fullscreen=flagged)
    except AssetError as exc:
        print(f"card-duels: {exc}", file=sys.stderr)
        return 1
    except pygame.error as exc:
        print(f"card-duels: cannot open a window: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # before the loop there is no screen to show it on: one line and the report
        pygame.display.quit()
        if args.debug:
            raise
        from .crash import report

        where = report("unexpected error while starting", exc)
        print(f"card-duels: an unexpected error while starting ({type(exc).__name__}); report in {where}", file=sys.stderr)
        return 1
    try:
        if start is not None:
            start(app)
        return app.run()
    except AssetError as exc:
        print(f"card-duels: {exc}", file=sys.stderr)
        return 1
    finally:
        app.close()


if __name__ == "__main__":
    raise SystemExit(run_app(sys.argv[1:]))
