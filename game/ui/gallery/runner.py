"""Render every registered screen at every size, headless, and check what each laid out.

The app runs on SDL's dummy driver with its data folders pointed at a
temporary directory for the whole run, so the statistics, saves and
Continue the gallery shows are its own and a player's files are never read
or written. PNGs are written only when an output folder is given.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..app import App
from .checks import Problem, Rule, check
from .screens import SCREENS, Screen, Studio, fill

#: The environment that moves every file the app keeps (CARD_DUELS_DATA_DIR for saves, XDG for the rest).
#: Most frames a screen is given to finish what it makes after its first (pictures made one per frame).
SETTLE_FRAMES = 30
DATA_VARIABLES = ("CARD_DUELS_DATA_DIR", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@dataclass(frozen=True)
class Shot:
    """One view of one screen at one size: where its picture went (if anywhere) and what is wrong with it."""

    name: str
    size: tuple[int, int]
    path: str | None
    problems: tuple[Problem, ...]
    #: The registry's screen this is a view of (``rules/suits-duel`` for ``rules/suits-duel/page-2``).
    screen: str = ""

    def to_dict(self) -> dict[str, object]:
        return {
            "name": self.name,
            "size": f"{self.size[0]}x{self.size[1]}",
            "path": self.path,
            "problems": [p.to_dict() for p in self.problems],
        }


@contextlib.contextmanager
def private_data() -> Iterator[Path]:
    """A temporary folder that every data, config and cache path of the app points into while the gallery runs."""
    saved = {name: os.environ.get(name) for name in (*DATA_VARIABLES, "SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    with tempfile.TemporaryDirectory(prefix="card-duels-gallery-") as folder:
        root = Path(folder)
        for name in DATA_VARIABLES:
            os.environ[name] = str(root / name.lower())
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        try:
            yield root / "card_duels_data_dir"
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def selected(only: Sequence[str] = ()) -> list[Screen]:
    """The screens whose names contain one of ``only`` (all of them when ``only`` is empty)."""
    return [s for s in SCREENS if not only or any(part in s.name for part in only)]


def run(sizes: Sequence[tuple[int, int]], out: Path | None = None, screens: Sequence[Screen] = SCREENS) -> Iterator[Shot]:
    """Every screen of ``screens`` at every size, one shot at a time (so a caller can report as they come)."""
    with private_data() as data:
        art = None
        for size in sizes:
            app = _app(size, art, data)
            art = app.art
            studio = Studio(app, data)
            if not (data / "filled").exists():
                fill(studio)
                (data / "filled").touch()
            for screen in screens:
                yield from _shots(studio, screen, size, out)


def _app(size: tuple[int, int], art: object, data: Path) -> App:
    """The app at ``size`` with the default settings a new player meets, keeping files (so the title offers
    Continue) only in the gallery's own folder."""
    from ..settings import Settings

    settings = Settings(window_size=size)
    return App(settings, settings_path=data / "settings.json", size=size, art=art)


def _shots(studio: Studio, screen: Screen, size: tuple[int, int], out: Path | None) -> Iterator[Shot]:
    app = studio.app
    assert isinstance(app, App)
    views = screen.views(studio)
    name = screen.name
    while True:
        try:
            suffix, scene = next(views)
            name = f"{screen.name}/{suffix}" if suffix else screen.name
            if app.scene is not scene:
                app.switch(scene)
            scene.draw(app.screen)
            if screen.settle and scene.update(0.0):  # a first frame may start work the next frames finish
                for _ in range(SETTLE_FRAMES):
                    if not scene.update(0.0):
                        break
                scene.draw(app.screen)
            problems = tuple(check(scene.elements(), app.screen.get_size()))
            if app.screen.get_size() != size:
                got = app.screen.get_size()
                problems = (Problem(Rule.FAILED, (), f"the window is {got[0]}×{got[1]}, not the size asked for"), *problems)
            path = _save(app, out, name, size) if out is not None else None
        except StopIteration:
            break
        except Exception as exc:  # a screen that cannot be shown is reported, and the gallery goes on
            where = traceback.extract_tb(exc.__traceback__)[-1]
            line = f"{type(exc).__name__}: {exc} ({Path(where.filename).name}:{where.lineno})"
            yield Shot(name, size, None, (Problem(Rule.FAILED, (), f"the screen could not be shown: {line}"),), screen.name)
            break
        yield Shot(name, size, path, problems, screen.name)
    _leave(app)


def _leave(app: App) -> None:
    """Leave the last screen (a table stops its computer players) for an empty one."""
    from ..scene import Scene

    app.switch(Scene(app))


def _save(app: App, out: Path, name: str, size: tuple[int, int]) -> str:
    import pygame

    path = out / f"{size[0]}x{size[1]}" / (name.replace("/", "--") + ".png")
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(path))
    return str(path)
