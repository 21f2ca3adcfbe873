"""Where the menu screens put their controls in a window of a given size, asked of the screens themselves.

The real-window test clicks menus by position. Rather than copy the
screens' arithmetic, it builds the same scene classes here, headless, for
a window of the same size (1280×720 unless told), and reads each control's
rect by its label; a setup screen is told the same choices the test clicks,
so its rects follow.
"""

from __future__ import annotations

import pygame
from xvfb_driver import SCREEN

from game.ui.offscreen_app import OffscreenApp
from game.ui.scenes.choose_game import ChooseGameScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.setup_model import GameSetup, SeatSetup


def layout_only_app(size: tuple[int, int] = SCREEN) -> OffscreenApp:
    """Just enough app for a menu scene to lay itself out; every request is ignored."""
    pygame.display.init()
    pygame.font.init()
    return OffscreenApp(size)


def controls(scene: MenuScene) -> list[tuple[str, pygame.Rect]]:
    """Every control a pointer can use on ``scene``: its label and the part of it that shows (empty if scrolled away)."""
    return [(w.text, w.visible_rect()) for w in scene.group.widgets if w.focusable]


def drawn(scene: MenuScene) -> MenuScene:
    """``scene`` drawn once off screen, so what its controls measure while drawing (their value boxes) is known."""
    scene.draw(pygame.Surface(scene.size))
    return scene


def spot(scene: MenuScene, label: str, index: int = 0) -> tuple[int, int]:
    """A point on the ``index``-th control whose label is (or starts with) ``label``: on its label, clear of any arrows."""
    found = [rect for text, rect in controls(scene) if text == label or text.startswith(label)]
    if len(found) <= index:
        raise AssertionError(f"no control {label!r} (#{index}) on {type(scene).__name__}")
    rect = found[index]
    if not rect.width or not rect.height:
        raise AssertionError(f"control {label!r} (#{index}) on {type(scene).__name__} is scrolled out of sight")
    return rect.left + min(40, rect.width // 4), rect.centery


def title(size: tuple[int, int] = SCREEN) -> TitleScene:
    scene = TitleScene(layout_only_app(size))
    drawn(scene)
    return scene


def settings(size: tuple[int, int] = SCREEN) -> SettingsScene:
    scene = SettingsScene(layout_only_app(size))
    drawn(scene)
    return scene


def choose_game(size: tuple[int, int] = SCREEN) -> ChooseGameScene:
    scene = ChooseGameScene(layout_only_app(size))
    drawn(scene)
    return scene


def setup(game_id: str, size: tuple[int, int] = SCREEN) -> SetupScene:
    scene = SetupScene(layout_only_app(size), game_id)
    drawn(scene)
    return scene


def results(game_id: str, size: tuple[int, int] = SCREEN) -> ResultsScene:
    seats = (SeatSetup("You", True), SeatSetup("Computer", False))
    return ResultsScene(layout_only_app(size), GameSetup(game_id, seats, {}, 0), None)
