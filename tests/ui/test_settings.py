"""Settings survive a restart, and a broken file never stops the app."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from shell_helpers import click, click_on, key, make_app, widget

from game.ai import LEVELS
from game.ui import settings as settings_file
from game.ui.app import App, run_app
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.settings import MAX_FILE_BYTES, MAX_THINK_TIME, THINK_TIMES, Settings, load, save
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene


def test_saved_settings_load_back(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "settings.json"
    mine = Settings(animation_speed="fast", volume=0.25, muted=True, four_colour=True, window_size=(1600, 900), think_time=2.0)
    assert save(mine, path)
    assert load(path) == mine
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"], "no temporary file is left behind"


def test_no_path_keeps_settings_in_memory_only() -> None:
    assert not save(Settings(volume=0.1), None)
    assert load(None) == Settings()


def test_a_broken_or_foreign_file_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    assert load(path) == Settings()
    path.write_text(json.dumps(["a", "list"]), encoding="utf-8")
    assert load(path) == Settings()


def test_wrong_values_keep_their_defaults_and_the_rest_is_used(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = {"animation_speed": "warp", "volume": 7, "muted": "yes", "window_size": [100, 100], "think_time": 0.5}
    path.write_text(json.dumps(data), encoding="utf-8")
    got = load(path)
    assert got.animation_speed == "normal"
    assert got.volume == 1.0
    assert got.muted is False
    assert got.window_size == (960, 600)
    assert got.think_time == 0.5


def test_an_unwritable_folder_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert not save(Settings(), blocker / "settings.json")


def test_animation_scale_follows_the_speed() -> None:
    scales = [Settings(animation_speed=s).animation_scale() for s in ("slow", "normal", "fast", "instant")]
    assert scales == sorted(scales, reverse=True)
    assert scales[1] == 1.0 and scales[3] == 0.0


# -- the computer level and think time ---------------------------------------------------------------------------


def test_the_new_fields_round_trip_and_refuse_nonsense(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    mine = Settings(default_level="hard", think_time=4.0)
    assert save(mine, path)
    assert load(path) == mine
    assert json.loads(path.read_text(encoding="utf-8"))["default_level"] == "hard"
    path.write_text(json.dumps({"default_level": "grandmaster", "think_time": 1e9}), encoding="utf-8")
    got = load(path)
    assert got.default_level == "normal"
    assert got.think_time == MAX_THINK_TIME, "a hand-edited think time cannot make a computer seem to hang"
    path.write_text(json.dumps({"default_level": 3, "think_time": "slow"}), encoding="utf-8")
    assert load(path) == Settings()


def test_every_level_and_think_time_the_screen_offers_is_kept() -> None:
    assert THINK_TIMES == (0.5, 1.0, 2.0, 4.0)
    for level in LEVELS:
        assert Settings.from_dict(Settings(default_level=level).to_dict()).default_level == level
    for think in THINK_TIMES:
        assert Settings.from_dict(Settings(think_time=think).to_dict()).think_time == think


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b'{"volume": 0.5, "animation_sp',  # cut off mid-write by an older app
        b"\xff\xfe\x00garbage",
        b"[" * 20_000 + b"]" * 20_000,  # nested too deep for the parser (and small enough to be read)
        b'{"volume": NaN, "think_time": Infinity}',
        b" " * (MAX_FILE_BYTES + 1) + b"{}",
    ],
    ids=["empty", "truncated", "binary", "deep", "nan", "huge"],
)
def test_a_corrupt_file_keeps_the_defaults_without_a_traceback(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    got = load(path)
    assert 0.0 <= got.volume <= 1.0 and 0.0 <= got.think_time <= MAX_THINK_TIME
    assert got.default_level in LEVELS
    assert path.read_bytes() == content, "the broken file is left as it was"


def test_a_folder_where_the_file_should_be_keeps_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    assert load(path) == Settings()


# -- across a restart of the app ------------------------------------------------------------------------------------


def _app(path: Path) -> App:
    app = App(settings_path=path, size=None)
    app.step(wait=False)
    return app


def _close(app: App) -> None:
    """Close the window the way a player does: the loop ends and writes the settings."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    app.close()


def test_every_setting_survives_a_restart_of_the_app(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(Settings(animation_speed="instant", muted=True, think_time=0.5).to_dict()), encoding="utf-8")
    app = _app(path)
    app.switch(SettingsScene(app))
    app.step(wait=False)
    click_on(app, "Animation speed")  # instant → slow
    click_on(app, "Deck colours")
    click_on(app, "Card back")  # blue → red
    click_on(app, "New computers play")  # normal → hard
    click_on(app, "Computer think time")  # 0.5 → 1
    click_on(app, "Computer think time")  # 1 → 2
    volume = widget(app.scene, "Volume")
    click(app, (volume.value_rect.left + 4, volume.rect.centery))  # 0.8 → 0.7
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1100, y=650))
    app.step(wait=False)
    chosen = app.settings
    assert (chosen.animation_speed, chosen.four_colour, chosen.default_level, chosen.think_time) == ("slow", True, "hard", 2.0)
    assert chosen.volume == pytest.approx(0.7) and chosen.window_size == (1100, 650)
    assert chosen.card_back == "red"
    _close(app)

    again = _app(path)
    try:
        assert again.settings == chosen
        assert again.size == (1100, 650), "the window opens at the size it was left"
        assert again.art.four_colour, "the deck is drawn in four colours from the start"
        assert again.art.back_name == "red", "face-down cards wear the chosen back from the start"
        assert again.sound.volume == pytest.approx(0.7)
        again.switch(SetupScene(again, "suits-duel"))
        assert [s.level for s in again.scene.seats if not s.human] == ["hard"]  # type: ignore[attr-defined]
    finally:
        _close(again)


def test_full_screen_survives_a_restart_and_so_does_leaving_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save(Settings(animation_speed="instant", muted=True), path)
    app = _app(path)
    key(app, pygame.K_F11)
    assert app.fullscreen
    _close(app)
    assert load(path).fullscreen
    again = _app(path)
    assert again.fullscreen, "it opens full screen"
    key(again, pygame.K_F11)
    assert not again.fullscreen
    _close(again)
    assert not load(path).fullscreen
    third = _app(path)
    assert not third.fullscreen and third.size == (1280, 720)
    _close(third)


def test_the_setup_screen_gives_new_computers_the_default_level(tmp_path: Path) -> None:
    app = _app(tmp_path / "none.json")
    try:
        app.apply_settings(app.settings.with_changes(default_level="easy"))
        scene = SetupScene(app, "el-royale")
        assert [(s.human, s.level) for s in scene.seats] == [(True, "easy"), (False, "easy")]
        scene.set_seat_count(4)
        assert [s.level for s in scene.seats[1:]] == ["easy", "easy", "easy"]
        scene._set_human(0, "computer")
        assert scene.seats[0].level == "easy", "a seat turned over to the computer starts at the default level too"
        assert scene.game_setup().seats[3].level == "easy"
    finally:
        app.close()


def _search_seconds(agent: object) -> float | None:
    """How long a searching computer may think per move, whichever search it runs."""
    budget = getattr(agent, "budget", None)
    return getattr(budget, "seconds", None) if budget is not None else getattr(agent, "seconds", None)


@pytest.mark.parametrize("think", [0.5, 4.0])
def test_hard_searches_for_the_think_time_of_the_settings(think: float) -> None:
    app = make_app(Settings(animation_speed="instant", muted=True, think_time=think))
    try:
        seats = (SeatSetup("You", True), SeatSetup("Computer", False, "hard"))
        scene = TableScene(app, GameSetup("suits-duel", seats, {}, 3))
        assert _search_seconds(scene.agents[1]) == think
        scene.leave()
    finally:
        app.close()


def test_text_size_is_kept_within_its_range() -> None:
    from game.ui.settings import Settings as S

    assert S.from_dict({"text_size": 150}).text_size == 150
    assert S.from_dict({"text_size": 900}).text_size == 200
    assert S.from_dict({"text_size": 10}).text_size == 100
    assert S.from_dict({"text_size": "big"}).text_size == 100


def test_text_size_says_where_the_window_stops_it() -> None:
    """At 960x600, 150%, 175% and 200% looked the same and nothing said why."""
    from game.ui.scenes.settings import text_size_help

    assert "up to" not in text_size_help((960, 600), 150)
    capped = text_size_help((960, 600), 200)
    assert "This window shows up to 150%" in capped and "a larger one shows more" in capped
    assert theme_scale((960, 600), 150) == theme_scale((960, 600), 200)  # what the words say is so
    assert theme_scale((960, 600), 125) < theme_scale((960, 600), 150)


def test_text_size_promises_more_from_a_larger_window_only_when_one_shows_more() -> None:
    """At 1920x1080 it said "This window shows up to 140%; a larger one shows more.", but 3840x2160 stops at 140% too."""
    from game.ui.scenes.settings import text_size_help
    from game.ui.theme import largest_text_percent

    big = text_size_help((1920, 1080), 200)
    assert largest_text_percent((3840, 2160)) == largest_text_percent((1920, 1080))
    assert "140%" in big and "larger one shows more" not in big
    assert theme_scale((1920, 1080), 200) < theme_scale((3840, 2160), 200), "the words still grow with the window"


def theme_scale(size: tuple[int, int], percent: int) -> float:
    from game.ui.theme import ui_scale

    return ui_scale(size, percent).factor


def test_the_help_says_instant_also_drops_the_computers_pause_and_what_random_plays(tmp_path: Path) -> None:
    """Instant sets the computers' beat to nothing too, and Random was never explained."""
    app = _app(tmp_path / "none.json")
    try:
        app.switch(SettingsScene(app))
        assert "pause" in widget(app.scene, "Animation speed").help
        assert "Instant" in widget(app.scene, "Computer think time").help
        assert "Random plays any legal move" in widget(app.scene, "New computers play").help
        app.switch(SetupScene(app, "suits-duel"))
        levels = [w for w in app.scene.group.widgets if w.text == "Level"]  # type: ignore[attr-defined]
        assert levels and all("Random plays any legal move" in w.help for w in levels)
    finally:
        _close(app)


def test_the_settings_help_on_the_title_names_what_the_screen_holds(tmp_path: Path) -> None:
    """It said "Animation speed, sound, deck colours, window." after card back, computers and text size were added."""
    app = _app(tmp_path / "none.json")
    said = widget(app.scene, "Settings").help.lower()
    _close(app)
    assert all(part in said for part in ("animation", "sound", "cards", "computers", "window", "text size")), said


def test_f11_is_written_at_once_so_a_killed_app_keeps_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save(Settings(animation_speed="instant", muted=True), path)
    app = _app(path)
    try:
        key(app, pygame.K_F11)
        assert app.fullscreen
        assert load(path).fullscreen, "written before the app ends"
    finally:
        app.close()


@pytest.mark.parametrize("flag", ["--fullscreen", "--windowed"])
def test_a_window_flag_applies_to_its_run_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flag: str) -> None:
    """Starting with a flag then changing any setting saved the flag's window mode for good."""
    path = tmp_path / "settings.json"
    kept = flag == "--windowed"  # the file says the opposite of the flag
    save(Settings(animation_speed="instant", muted=True, fullscreen=kept), path)
    monkeypatch.setattr(settings_file, "default_path", lambda: path)

    def start(app: App) -> None:
        assert app.fullscreen != kept, "the flag opens this run's window"
        app.apply_settings(app.settings.with_changes(volume=0.3))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    assert run_app([flag], start) == 0
    written = load(path)
    assert written.volume == pytest.approx(0.3)
    assert written.fullscreen == kept


def test_f11_after_a_window_flag_is_the_players_choice_and_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    save(Settings(animation_speed="instant", muted=True, fullscreen=False), path)
    monkeypatch.setattr(settings_file, "default_path", lambda: path)

    def start(app: App) -> None:
        key(app, pygame.K_F11)  # out of the flag's full screen, and back in by choice
        key(app, pygame.K_F11)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    assert run_app(["--fullscreen"], start) == 0
    assert load(path).fullscreen


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_large_text_in_a_wide_window_shows_every_setting_without_scrolling(size: tuple[int, int]) -> None:
    """At 200% a 1920x1080 window showed five of the nine rows in a scroll box, with room empty either side."""
    from game.ui.offscreen_app import OffscreenApp

    stage = OffscreenApp(size, Settings(text_size=200, four_colour=True, default_level="random", fullscreen=True))
    scene = SettingsScene(stage)
    scene.draw(pygame.Surface(size))
    assert not scene.panel.scrolls
    window = pygame.Rect((0, 0), size)
    rows = [w for w in scene.group.widgets if w.text != "Back"]
    assert all(window.contains(w.visible_rect()) and w.visible_rect().height == w.rect.height for w in rows)
    assert not any(w.cut for w in scene.group.widgets), "every label and value whole"
    back = widget(scene, "Back")
    assert all(not back.rect.colliderect(w.rect) for w in rows)
