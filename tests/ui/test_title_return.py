"""Coming back to the title or the game choice: the focus is where the player left, and the pictures follow the settings."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from shell_helpers import click_on, key, make_app

from game.engine import GAMES, get_game
from game.ui.app import App
from game.ui.scenes.choose_game import ChooseGameScene
from game.ui.scenes.credits import CreditsScene
from game.ui.scenes.game_pictures import GameTile
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app()
    yield a
    a.close()


def focused_text(app: App) -> str:
    focused = app.scene.group.focused  # type: ignore[attr-defined]
    assert focused is not None
    return str(focused.text)


@pytest.mark.parametrize(("button", "screen"), [("Settings", SettingsScene), ("Credits", CreditsScene)])
def test_back_from_a_screen_focuses_the_title_button_it_was_opened_by(app: App, button: str, screen: type) -> None:
    """The focus went back to the first button, so Up then Enter after Settings opened a game's setup."""
    click_on(app, button)
    assert isinstance(app.scene, screen)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)
    assert focused_text(app) == button
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, screen), "Enter opens the same screen again"


def test_escape_from_a_games_setup_focuses_that_game_on_the_game_choice(app: App) -> None:
    last = list(GAMES)[-1]
    click_on(app, "New game")
    click_on(app, get_game(last).name)
    assert isinstance(app.scene, SetupScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, ChooseGameScene)
    focused = app.scene.group.focused
    assert isinstance(focused, GameTile) and focused.game_id == last
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, SetupScene) and app.scene.game.id == last


def test_up_from_the_first_title_button_wraps_to_quit_not_to_a_game(app: App) -> None:
    assert focused_text(app) == "New game"
    key(app, pygame.K_UP)
    assert focused_text(app) == "Quit"


def test_the_titles_pictures_wear_the_card_back_chosen_in_the_settings(app: App) -> None:
    """The title kept the pictures made with the old back (and deck colours) until the app was restarted."""

    def pictures() -> list[bytes]:
        for _ in range(len(GAMES) + 2):
            app.step(wait=False)
        tiles = [w for w in app.scene.group.widgets if isinstance(w, GameTile)]  # type: ignore[attr-defined]
        assert not app.scene.pictures.pending  # type: ignore[attr-defined]
        shots = [t.pictures.picture(t.game_id, (640, 360)) for t in tiles]
        return [pygame.image.tobytes(s, "RGB") for s in shots]

    before = pictures()
    click_on(app, "Settings")
    click_on(app, "Card back")
    assert app.settings.card_back != "blue"
    key(app, pygame.K_ESCAPE)
    after = pictures()
    assert any(a != b for a, b in zip(before, after, strict=True)), "some face-down card shows the new back"
