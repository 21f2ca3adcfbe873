"""The statistics screen: reached from the title, friendly when empty, figures and charts when full, replays, a careful reset."""

from __future__ import annotations

import random
import sys
import types
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from shell_helpers import click_on, key, make_app, widget

from game.engine import new_game
from game.persistence import GameRecord, SeatRecord
from game.persistence.history import History
from game.ui.app import App
from game.ui.scenes import statistics as screen
from game.ui.scenes.statistics import StatisticsScene, replay_available
from game.ui.scenes.statistics_charts import SHORT, SHORT_KEY
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings

DOS = "duel-of-swords"
QUICK = {"hitsToWin": 1, "roundLimit": 5, "roundLimitResult": "draw"}


def duel(seed: int, human_wins: bool, level: str) -> GameRecord:
    """A finished quick duel with the human seated where the winner (or the loser) of its random play sat."""
    state, rng, log = new_game(DOS, 2, options=QUICK, seed=seed), random.Random(seed), []
    while not state.is_over:
        for seat in state.to_act():
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            log.append((seat, action))
    assert state.outcome is not None and state.outcome.winners
    you = state.outcome.winners[0] if human_wins else 1 - state.outcome.winners[0]
    seats = [SeatRecord("Bot", "computer", level)] * 2
    seats[you] = SeatRecord("You")
    record = GameRecord.start(DOS, seats, QUICK, seed)
    for seat, action in log:
        record.apply(seat, action)
    return record


def filled(folder: Path) -> History:
    history = History(folder)
    for n, (seed, wins, level) in enumerate([(1, True, "easy"), (2, False, "normal"), (3, True, "normal"), (5, True, "hard")]):
        history.add(duel(seed, wins, level), ended=f"2026-11-22T10:{n:02d}:00+00:00")
    return history


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app()
    yield a
    a.close()


@pytest.fixture
def spoken(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line the screen and its charts draw."""
    from game.ui.scenes import statistics_charts

    shown: list[str] = []
    for module in (screen, statistics_charts):
        real = module.draw_text

        def spy(surface: pygame.Surface, text: str, *args: object, _real=real, **kwargs: object) -> pygame.Rect:  # type: ignore[no-untyped-def]
            shown.append(text)
            return _real(surface, text, *args, **kwargs)

        monkeypatch.setattr(module, "draw_text", spy)
    return shown


def labels(app: App) -> list[str]:
    return [w.text for w in app.scene.group.widgets]  # type: ignore[attr-defined]


def open_screen(app: App, history: History) -> StatisticsScene:
    scene = StatisticsScene(app, history)
    app.switch(scene)
    app.step(wait=False)
    return scene


def test_the_title_leads_to_statistics_and_an_empty_history_is_a_friendly_page(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, spoken: list[str]
) -> None:
    monkeypatch.setenv("CARD_DUELS_DATA_DIR", str(tmp_path))
    app.switch(TitleScene(app))
    click_on(app, "Statistics")
    assert isinstance(app.scene, StatisticsScene)
    app.step(wait=False)
    assert "No finished games yet" in spoken
    assert "Reset statistics" not in labels(app) and "Replay" not in labels(app)
    click_on(app, "Back")
    assert isinstance(app.scene, TitleScene)


def test_a_full_history_shows_the_figures_per_game_and_per_level(app: App, tmp_path: Path, spoken: list[str]) -> None:
    open_screen(app, filled(tmp_path))
    assert {"Per game", "Per opponent", "Total", "Duel of Swords", "Easy", "Normal", "Hard"} <= set(spoken)
    assert {"Results per game", "Results per opponent", "Recent games"} <= set(spoken)
    assert "Last 4 games: a win climbs, a loss falls" in spoken
    assert {"Played", "Drawn", "Streak"} <= set(spoken)  # the headings fit whole
    by_kind = app.scene.stats.by_kind()  # type: ignore[attr-defined]
    assert (by_kind["normal"].won, by_kind["normal"].lost, by_kind["easy"].won) == (1, 1, 1)
    assert "2/2" in spoken  # won, lost, won, won: a streak of two, the best so far
    recent = [text for text in labels(app) if text.startswith("Duel of Swords ·")]
    assert recent and "won vs Hard" in recent[0]  # newest first


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_every_control_fits_above_the_help_line(tmp_path: Path, size: tuple[int, int]) -> None:
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None, size=size)
    try:
        open_screen(app, filled(tmp_path))
        w, h = app.size
        rects = [wd.rect for wd in app.scene.group.widgets]  # type: ignore[attr-defined]
        assert rects and all(pygame.Rect(0, 60, w, h - 60 - 56).contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    finally:
        app.close()


def test_replay_opens_the_viewer_on_the_game_from_the_humans_seat(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[tuple[object, GameRecord, int]] = []
    closes: list[Callable[[], None]] = []

    class FakeReplay(TitleScene):
        def __init__(self, app: App, record: GameRecord, seat: int, on_close: Callable[[], None]) -> None:
            opened.append((app, record, seat))
            closes.append(on_close)
            super().__init__(app)

    fake = types.ModuleType("game.ui.scenes.replay")
    fake.ReplayScene = FakeReplay  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.ui.scenes.replay", fake)
    monkeypatch.setattr(screen, "replay_available", lambda: True)
    history = filled(tmp_path)
    scene = open_screen(app, history)
    newest = scene.finished[-1]
    click_on(app, "Replay")  # the first one listed is the newest
    assert isinstance(app.scene, FakeReplay)
    [(_, record, seat)] = opened
    assert record.log == duel(5, True, "hard").log
    assert newest.header.seats[seat].human
    closes[0]()  # the replay's Close comes back to the list it was opened from, not to the title
    assert app.scene is scene


def test_without_the_replay_viewer_no_replay_button_is_offered(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screen, "replay_available", lambda: False)
    open_screen(app, filled(tmp_path))
    assert "Replay" not in labels(app)
    assert any(text.startswith("Duel of Swords ·") for text in labels(app))


def test_replay_available_says_whether_the_viewer_is_in_this_build() -> None:
    module = Path(screen.__file__).with_name("replay.py")
    assert replay_available() == module.is_file()


def test_reset_asks_first_and_keeping_them_changes_nothing(app: App, tmp_path: Path, spoken: list[str]) -> None:
    history = filled(tmp_path)
    open_screen(app, history)
    click_on(app, "Reset statistics")
    assert len(history.files()) == 4
    assert {"Yes, forget them", "Keep them"} <= set(labels(app)) and "Reset statistics" not in labels(app)
    click_on(app, "Keep them")
    assert len(history.files()) == 4 and "Reset statistics" in labels(app)
    click_on(app, "Reset statistics")
    key(app, pygame.K_RETURN)  # the focus is on keeping them: Enter is not the way to lose them
    assert len(history.files()) == 4 and "Reset statistics" in labels(app)
    click_on(app, "Reset statistics")
    click_on(app, "Yes, forget them")
    assert history.files() == []
    app.step(wait=False)
    assert "No finished games yet" in spoken
    assert isinstance(app.scene, StatisticsScene) and app.scene.stats.overall.played == 0


def test_an_unreadable_history_file_is_noted_not_fatal(app: App, tmp_path: Path) -> None:
    history = filled(tmp_path)
    (tmp_path / "history" / "20261122T000000-bad.json").write_text("not json")
    scene = open_screen(app, history)
    assert scene.stats.overall.played == 4
    assert scene.message.startswith("1 file in the history could not be read")
    assert widget(scene, "Back")


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_headings_names_and_key_are_whole_at_the_smallest_and_a_large_window(tmp_path: Path, size: tuple[int, int]) -> None:
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None, size=size)
    try:
        open_screen(app, filled(tmp_path))
        app.scene.draw(app.screen)
        laid = {e.name: e for e in app.scene.elements()}
        headings = [e for name, e in laid.items() if name.startswith("column:")]
        assert {e.text for e in headings} == {"Played", "Won", "Lost", "Drawn", "Streak", "Moves", "Min"}
        assert "row:Per game:Duel of Swords" in laid
        assert "minutes (Min): a game's average" in laid["key"].text  # "Min" is not read as a minimum
        cut = [e for name, e in laid.items() if name.startswith(("column:", "row:", "key")) and not e.fits]
        assert not cut, cut
    finally:
        app.close()


@pytest.mark.parametrize("text_size", [150, 200])
def test_large_text_in_the_smallest_window_shortens_the_headings_and_the_key_says_what_they_mean(
    tmp_path: Path, text_size: int
) -> None:
    """At 150% text and 960x600 the headings read "Pla… W… L… Dra… Str… Mo… Min" and the key was cut."""
    settings = Settings(animation_speed="instant", think_time=0.0, muted=True, text_size=text_size)
    app = App(settings, settings_path=None, size=(960, 600))
    try:
        open_screen(app, filled(tmp_path))
        app.scene.draw(app.screen)
        laid = {e.name: e for e in app.scene.elements()}
        headings = {e.text for name, e in laid.items() if name.startswith("column:")}
        assert headings <= set(SHORT.values()) | set(SHORT) and not any(h.endswith("…") for h in headings)
        if headings & {"P", "W", "L", "D", "Mv", "Str"}:
            assert laid["key"].text == SHORT_KEY  # each short heading is spelt out under the table
        key_bottom = laid["key"].rect[1] + laid["key"].rect[3]
        assert all(box.top > key_bottom for box in app.scene.recent_rows), "the list of games lies under the key"
        cut = [e for name, e in laid.items() if name.startswith(("column:", "key", "form-title")) and not e.fits]
        assert not cut, cut  # the form line's title too ("Last 2 games: a win climbs, a l…")
        assert "a loss falls" in laid["form-title"].text
    finally:
        app.close()
