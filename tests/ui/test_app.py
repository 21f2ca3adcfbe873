"""The app as a player meets it: it opens on the title, sleeps when idle, survives resizes and F11."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from shell_helpers import click_on, key, make_app

from game.engine import GAMES, new_game
from game.ui import app as app_module
from game.ui.app import App, run_app
from game.ui.assets import AssetError
from game.ui.scenes.choose_game import ChooseGameScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings, load
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setattr(app_module, "IDLE_WAIT_MS", 5)
    a = make_app()
    yield a
    a.close()


def test_the_app_opens_on_the_title_and_draws_it(app: App) -> None:
    assert isinstance(app.scene, TitleScene)
    assert app.draws == 1
    assert app.size == (1280, 720)
    assert pygame.display.get_caption()[0] == "Card Duels"
    # Something was drawn: the title area holds more than the plain felt.
    colours = {tuple(app.screen.get_at((x, y))) for x in range(440, 840, 4) for y in range(60, 130, 4)}
    assert len(colours) > 5


def test_an_idle_app_does_not_redraw(app: App) -> None:
    # The title makes its five game pictures one per frame after the first, drawing each as it comes.
    for _ in range(10):
        app.step()
    assert not app.scene.pictures.pending, "every game's picture is made"  # type: ignore[attr-defined]
    settled = app.draws
    assert settled <= 1 + len(GAMES)
    for _ in range(5):
        app.step()
    assert app.draws == settled, "nothing changed, so nothing is drawn"
    button = app.scene.group.widgets[1]  # type: ignore[attr-defined]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    assert app.draws == settled + 1, "hovering a button changes its look"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.move(3, 0).center, rel=(3, 0), buttons=(0, 0, 0)))
    app.step()
    app.step()
    assert app.draws == settled + 1, "moving within the same button changes nothing"


def test_a_resize_lays_out_the_same_scene_again(app: App) -> None:
    click_on(app, "New game")
    scene = app.scene
    assert isinstance(scene, ChooseGameScene)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=700))
    app.step(wait=False)
    assert app.scene is scene
    assert app.size == (1000, 700)
    assert scene.size == (1000, 700)
    for w in scene.group.widgets:
        assert pygame.Rect(0, 0, 1000, 700).contains(w.rect)


def test_the_window_never_gets_smaller_than_the_minimum(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=500, y=300))
    app.step(wait=False)
    assert app.size == (960, 600)


def test_f11_goes_full_screen_and_back_keeping_the_scene(app: App) -> None:
    click_on(app, "New game")
    scene = app.scene
    key(app, pygame.K_F11)
    assert app.fullscreen
    assert app.scene is scene
    assert scene.size == app.size  # type: ignore[attr-defined]
    key(app, pygame.K_F11)
    assert not app.fullscreen
    assert app.scene is scene
    assert app.size == (1280, 720)


def test_closing_the_window_quits_cleanly(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not app.running


def test_escape_on_the_title_asks_before_it_closes_the_app(app: App) -> None:
    key(app, pygame.K_ESCAPE)  # a player backing out of screens with Escape presses it once too often
    assert app.running, "one Escape on the title closed the app"
    assert isinstance(app.scene, TitleScene) and "Escape again" in app.scene.message
    key(app, pygame.K_DOWN)  # anything else means stay
    assert app.scene.message == ""
    key(app, pygame.K_ESCAPE)
    assert app.running
    for answer in (pygame.K_SPACE, pygame.K_RETURN):  # staying is all the key says: the focused button is not pressed
        key(app, answer)
        assert isinstance(app.scene, TitleScene) and app.scene.message == "", "the key that said stay also pressed New game"
        key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert not app.running


def test_start_game_opens_the_table_and_finish_game_the_results(app: App) -> None:
    setup = GameSetup("duel-of-swords", (SeatSetup("Ann", True), SeatSetup("Bot", False, "random")), {}, 7)
    app.start_game(setup)
    assert isinstance(app.scene, TableScene)
    assert app.scene.setup == setup
    state = new_game("duel-of-swords", 2, seed=7)
    app.finish_game(setup, state)
    assert isinstance(app.scene, ResultsScene)
    app.to_menu()
    assert isinstance(app.scene, TitleScene)


def test_changed_settings_apply_and_are_saved(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    a = App(Settings(), settings_path=path)
    try:
        a.apply_settings(a.settings.with_changes(volume=0.3, muted=True, animation_speed="fast"))
        assert a.sound.volume == pytest.approx(0.3)
        assert a.sound.muted
        assert load(path) == a.settings
        a.apply_settings(a.settings.with_changes(fullscreen=True))
        assert a.fullscreen
    finally:
        a.close()


def test_a_new_card_back_and_deck_colours_show_in_the_next_game_without_a_restart() -> None:
    """The art was only replaced when the new one was truthy, and a fresh CardArt (an empty cache) is not."""
    a = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None)
    try:
        before = a.art
        a.apply_settings(a.settings.with_changes(card_back="red", four_colour=True))
        assert a.art is not before
        a.start_game(GameSetup("clashing-blades", (SeatSetup("You", True), SeatSetup("Computer", False, "easy")), {}, 3))
        table = a.scene
        assert isinstance(table, TableScene)
        assert table.pictures.art is a.art
        assert a.art.four_colour and a.art.back_name == "red"
    finally:
        a.close()


def test_a_missing_asset_at_start_up_is_one_line_and_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: object, **kwargs: object) -> App:
        raise AssetError("The font assets/fonts/DejaVuSans.ttf is missing. Reinstall Card Duels.")

    monkeypatch.setattr(app_module, "App", broken)
    assert run_app(["--no-save"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "DejaVuSans.ttf is missing" in err


def test_setup_scene_is_reachable_by_keyboard_alone(app: App) -> None:
    key(app, pygame.K_RETURN)  # "New game" has the focus on the title
    assert isinstance(app.scene, ChooseGameScene)
    key(app, pygame.K_RETURN)  # the first game
    assert isinstance(app.scene, SetupScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, ChooseGameScene)


def test_the_table_presents_only_what_changed_after_a_whole_first_frame(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    presented: list[object] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: presented.append("all"))
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: presented.append(list(rects or [])))
    setup = GameSetup("duel-of-swords", (SeatSetup("You", True), SeatSetup("Computer", False, "random")), {}, 4)
    app.start_game(setup)
    app.step(wait=False)
    assert presented == ["all"], "a new scene is presented whole"
    scene = app.scene
    assert isinstance(scene, TableScene)
    deadline = time.monotonic() + 10
    while (scene.worker.pending or scene.thinking is not None or not scene.human_to_act()) and time.monotonic() < deadline:
        app.step(wait=False)  # the computer chooses; the table changes and is presented whole
        time.sleep(0.005)
    app.step(wait=False)
    presented.clear()
    app.invalidate()
    app.step(wait=False)
    assert len(presented) == 1 and isinstance(presented[0], list), "a redraw of a resting table presents rectangles"
    assert sum(r.w * r.h for r in presented[0]) < 1280 * 720 / 2  # type: ignore[attr-defined]
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    app.step(wait=False)
    assert presented[-1] == "all", "an exposed window is presented whole again"


def test_a_resize_and_full_screen_mid_game_lose_nothing_and_lay_the_table_again(app: App) -> None:
    # Two people at one screen: nobody moves on their own while the window changes.
    setup = GameSetup("clashing-blades", (SeatSetup("Ann", True), SeatSetup("Bea", True)), {"eventDeck": True}, 11)
    app.start_game(setup)
    table = app.scene
    assert isinstance(table, TableScene)
    for _ in range(6):  # a few moves in, whoever is to act
        seat = table.state.to_act()[0]
        table.play(seat, table.state.legal_actions(seat)[0])
        table.queue.finish()
    before = table.state.to_dict()
    for change in (
        lambda: pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=640)),
        lambda: pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")),
        lambda: pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")),
    ):
        change()
        app.step(wait=False)
        table.queue.finish()
        assert app.scene is table, "the table is still the scene"
        assert table.state.to_dict() == before, "the game is exactly where it was"
        window = pygame.Rect(0, 0, *app.size)
        assert table.sprites and all(window.contains(s.rect()) for s in table.sprites.values()), app.size
    assert app.size == (1000, 640) and not app.fullscreen


def test_new_games_help_names_the_lessons_left_midway_in_good_grammar(tmp_path: Path) -> None:
    """ "Your El Royale lesson wait there where you left them": one lesson read as several."""
    from game.ui.tutorial.progress import Place, keep_place

    settings = tmp_path / "settings.json"
    a = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=settings)
    try:
        keep_place(settings, "el-royale", Place(2, False, ()))
        one = TitleScene(a)._new_game_help()
        # the way there, not "waits there", which a player read as the title's own game cards (they open the set-up)
        assert one.endswith("Your El Royale lesson, left midway, waits on the next screen: Resume lesson.")
        keep_place(settings, "suits-duel", Place(1, False, ()))
        keep_place(settings, "mortal-swords", Place(1, False, ()))
        three = TitleScene(a)._new_game_help()
        assert "Your Mortal Swords, El Royale and Suits Duel lessons, left midway, wait on the next screen" in three
    finally:
        a.close()
