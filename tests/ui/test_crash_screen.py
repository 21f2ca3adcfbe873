"""An unexpected exception in the loop shows one screen (the game is saved; where the report is), never a vanished window."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from shell_helpers import click

from game.persistence import SaveStore, load_file
from game.persistence.store import ENV as DATA_ENV
from game.ui import crash
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene

SETUP = GameSetup("clashing-blades", (SeatSetup("Ann", True), SeatSetup("Bot", False, "random")), {}, 4)


class Boom(Scene):
    """A scene with a bug: drawing it raises."""

    def draw(self, surface: pygame.Surface) -> None:
        raise RuntimeError("boom in draw")


@pytest.fixture(autouse=True)
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(crash.ENV, str(tmp_path / "logs"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def _app(tmp_path: Path, debug: bool = False) -> App:
    settings = Settings(animation_speed="instant", think_time=0.0, muted=True)
    return App(settings, settings_path=tmp_path / "settings.json", debug=debug)


def _button(app: App, text: str) -> pygame.Rect:
    return next(w.rect for w in app.scene.group.widgets if w.text == text)  # type: ignore[attr-defined]


def test_a_failing_scene_shows_the_error_screen_and_the_report_holds_the_traceback(tmp_path: Path) -> None:
    app = _app(tmp_path)
    try:
        app.switch(Boom(app))
        app.step(wait=False)
        assert app.running and isinstance(app.scene, ErrorScene)
        app.step(wait=False)  # the error screen itself draws
        report = crash.log_path()
        assert report.is_file() and "RuntimeError: boom in draw" in report.read_text(encoding="utf-8")
        shown = " ".join(e.text for e in app.scene.elements())
        assert str(report)[:20] in shown and "nothing is lost" in shown
        click(app, _button(app, "Back to the title").center)
        assert isinstance(app.scene, TitleScene)
    finally:
        app.close()


def test_a_crash_mid_game_leaves_the_autosave_intact_and_continue_offers_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _app(tmp_path)
    try:
        app.start_game(SETUP)
        table = app.scene
        assert isinstance(table, TableScene)
        for _ in range(3):
            seat = table.state.to_act()[0]
            table.play(seat, table.state.legal_actions(seat)[0])
        slot = SaveStore().autosave_path_for(SETUP.game_id)
        before = slot.read_bytes()

        def broken(surface: pygame.Surface) -> None:
            raise ZeroDivisionError("a bug in the table")

        monkeypatch.setattr(table, "draw", broken)
        app.invalidate()
        app.step(wait=False)
        assert isinstance(app.scene, ErrorScene)
        assert "Continue on the title screen picks it up" in " ".join(app.scene.lines)
        assert slot.read_bytes() == before and load_file(slot).state == table.state
        click(app, _button(app, "Back to the title").center)
        assert "Continue" in [w.text for w in app.scene.group.widgets]  # type: ignore[attr-defined]
    finally:
        app.close()


def test_with_debug_the_exception_raises(tmp_path: Path) -> None:
    app = _app(tmp_path, debug=True)
    try:
        app.switch(Boom(app))
        with pytest.raises(RuntimeError, match="boom in draw"):
            app.step(wait=False)
    finally:
        app.scene = TitleScene(app)
        app.close()


def test_if_the_error_screen_fails_too_the_app_ends_with_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    app = _app(tmp_path)
    try:
        app.switch(Boom(app))
        monkeypatch.setattr(ErrorScene, "draw", Boom.draw)
        app.step(wait=False)
        app.step(wait=False)
        assert not app.running
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("card-duels: an unexpected error")
    finally:
        app.scene = TitleScene(app)
        app.close()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_error_screen_fits_the_window(tmp_path: Path, size: tuple[int, int]) -> None:
    long_report = tmp_path.joinpath(*["a-rather-long-folder-name"] * 8, "card-duels.log")
    app = _app(tmp_path)
    try:
        app.switch(ErrorScene(app, long_report, saved=True))
        surface = pygame.Surface(size)
        app.scene.resize(size)
        app.scene.draw(surface)
        w, h = size
        for e in app.scene.elements():
            x, y, ew, eh = e.rect
            assert x >= 0 and y >= 0 and x + ew <= w and y + eh <= h, e.name
            assert e.fits, e.name
        [shown] = [e for e in app.scene.elements() if e.name == "line:2"]
        assert shown.text == f"A report is in {long_report}" and shown.rect[3] > 60  # all of it, over several lines
    finally:
        app.close()


def test_an_error_while_starting_is_one_line_and_a_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.ui import app as app_module

    def broken_title(self: object, app: object, store: object = None) -> None:
        raise KeyError("a title that cannot be built")

    monkeypatch.setattr(TitleScene, "__init__", broken_title)
    assert app_module.run_app(["--no-save"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("card-duels: an unexpected error while starting (KeyError)")
    assert "a title that cannot be built" in crash.log_path().read_text(encoding="utf-8")
    with pytest.raises(KeyError):
        app_module.run_app(["--no-save", "--debug"])
