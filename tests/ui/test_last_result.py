"""A game that ended as the app was killed still shows its results: the title offers Last result.

The last move's autosave put the game in the history, so Statistics had it, but the next launch said nothing: the
winning play, the results and an El Royale match's next game were never shown. A table seen to its end forgets its
slot as it is left, so only a game nobody saw end is offered, and only once.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from shell_helpers import click

from game.persistence import SaveStore
from game.persistence.atomic_write import backup_path
from game.persistence.history import History
from game.persistence.store import ENV
from game.ui.app import App
from game.ui.scenes.load import record_for
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene

SETUP = GameSetup("duel-of-swords", (SeatSetup("Ann", True), SeatSetup("Bot", False, "random")), {}, 5)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV, str(tmp_path / "data"))
    return tmp_path / "data"


def launch(tmp_path: Path) -> App:
    """The app as a player starts it: on the title, keeping files."""
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "settings.json")
    app.step(wait=False)
    return app


@pytest.fixture
def app(tmp_path: Path, data: Path) -> Iterator[App]:
    a = launch(tmp_path)
    yield a
    a.close()


def labels(app: App) -> list[str]:
    return [w.text for w in app.scene.group.widgets]  # type: ignore[attr-defined]


def play_to_the_end(table: TableScene) -> None:
    """Every seat plays its first legal move until the duel is over (each move autosaved, as at a real table)."""
    while not table.state.is_over:
        seat = table.state.to_act()[0]
        assert table.play(seat, table.state.legal_actions(seat)[0])


def killed_at_the_final_table(data: Path) -> SaveStore:
    """A duel played to its end whose app was killed there: its slot holds the ended game, a backup a move behind."""
    store = SaveStore()
    record = record_for(SETUP)
    store.autosave(record)
    while not record.state.is_over:
        seat = record.state.to_act()[0]
        record.apply(seat, record.state.legal_actions(seat)[0])
        store.autosave(record)
    History().add(record)  # the last move's autosave put it in the history
    return store


def test_the_title_offers_the_results_of_a_game_that_ended_as_the_app_was_killed(app: App, data: Path) -> None:
    store = killed_at_the_final_table(data)
    app.switch(TitleScene(app))
    assert "Last result" in labels(app) and "Continue" not in labels(app)
    button = next(w for w in app.scene.group.widgets if w.text == "Last result")  # type: ignore[attr-defined]
    assert "Duel of Swords" in button.help and "finished" in button.help
    click(app, button.rect.center)
    results = app.scene
    assert isinstance(results, ResultsScene)
    assert results.record is not None and results.record.state.is_over and results.outcome is not None
    slot = store.autosave_path_for(SETUP.game_id)
    assert not slot.exists() and not backup_path(slot).exists()
    assert len(History().files()) == 1  # shown, not counted twice


def test_once_its_results_are_shown_the_game_is_not_offered_again_nor_its_backup_as_continue(app: App, data: Path) -> None:
    """The backup is the game a move before its end: left behind, Continue would have offered a finished duel."""
    killed_at_the_final_table(data)
    app.switch(TitleScene(app))
    click(app, next(w for w in app.scene.group.widgets if w.text == "Last result").rect.center)  # type: ignore[attr-defined]
    app.to_menu()
    assert "Last result" not in labels(app) and "Continue" not in labels(app)


def test_a_game_seen_to_its_end_is_not_offered_at_the_next_launch(app: App, data: Path, tmp_path: Path) -> None:
    table = TableScene(app, SETUP)
    app.switch(table)
    play_to_the_end(table)
    assert SaveStore().endings()  # until the table is left, a kill would leave it to offer
    app.to_menu()
    assert "Last result" not in labels(app)
    again = launch(tmp_path)
    try:
        assert "Last result" not in labels(again) and "Continue" not in labels(again)
    finally:
        again.close()


def test_an_unfinished_game_in_the_slot_is_never_forgotten_as_an_ending(app: App, data: Path) -> None:
    store = SaveStore()
    record = record_for(SETUP)
    record.apply(0, record.state.legal_actions(0)[0])
    store.autosave(record)
    store.forget_ending(record)
    assert store.autosave_path_for(SETUP.game_id).exists() and not store.endings()
    app.switch(TitleScene(app))
    assert "Continue" in labels(app) and "Last result" not in labels(app)
