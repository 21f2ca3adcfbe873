"""Load tells the truth about broken saves: a damaged autosave resumed from its backup is named as that game's own,
a save that cannot be loaded says why when singled out, and Delete leaves the keyboard on the list.

The app keeps files only when it has a settings path; these tests give it one in a temporary folder and point the
saves there too.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from shell_helpers import click, key, type_text

from game.persistence import SaveStore
from game.persistence.atomic_write import backup_path
from game.persistence.store import ENV
from game.ui.app import App
from game.ui.scenes.load import LoadScene, record_for
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from game.ui.widgets import Widget

SETUP = GameSetup("duel-of-swords", (SeatSetup("Ann", True), SeatSetup("Bot", False, "random")), {}, 5)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV, str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def app(tmp_path: Path, data: Path) -> Iterator[App]:
    a = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "settings.json")
    a.step(wait=False)
    yield a
    a.close()


def control(app: App, start: str) -> Widget:
    found = [w for w in app.scene.group.widgets if w.text.startswith(start)]  # type: ignore[attr-defined]
    assert found, f"no control starting {start!r}"
    return found[0]


def press(app: App, start: str) -> None:
    click(app, control(app, start).rect.center)


def play_moves(scene: TableScene, n: int) -> None:
    for _ in range(n):
        seat = scene.state.to_act()[0]
        assert scene.play(seat, scene.state.legal_actions(seat)[0])


def test_a_damaged_autosave_resumed_from_its_backup_is_named_as_that_game_s_own_last_save(app: App, data: Path) -> None:
    """The table said "Your earlier game could not be opened" of the very game just resumed: the player thought
    another game was lost. The damaged file is still kept (a later version may read it), under a name that says what
    it is."""
    store = SaveStore()
    record = record_for(SETUP)
    store.autosave(record)
    record.apply(0, record.state.legal_actions(0)[0])
    store.autosave(record)  # a move on: the backup holds the game before it
    slot = store.autosave_path_for(SETUP.game_id)
    damaged = slot.read_bytes()[:100]
    slot.write_bytes(damaged)
    app.switch(TitleScene(app))
    press(app, "Continue")
    table = app.scene
    assert isinstance(table, TableScene)
    play_moves(table, 1)
    assert "restored from its backup" in table.caption and "no other game was lost" in table.caption
    assert "could not be opened" not in table.caption
    [entry] = store.entries()
    assert entry.name == "Duel of Swords last save, damaged" and entry.path.read_bytes() == damaged
    assert store.load_autosave(SETUP.game_id).created == record.created  # the game itself plays on in its slot


def test_a_damaged_autosave_of_another_game_is_still_told_as_an_earlier_game_set_aside(app: App, data: Path) -> None:
    store = SaveStore()
    store.autosave(record_for(SETUP))
    store.autosave(record_for(SETUP))
    slot = store.autosave_path_for(SETUP.game_id)
    slot.write_bytes(slot.read_bytes()[:100])
    other = GameSetup(SETUP.game_id, SETUP.seats, {}, 6)
    app.start_game(other)
    table = app.scene
    assert isinstance(table, TableScene)
    play_moves(table, 1)
    assert "could not be opened" in table.caption and "restored" not in table.caption
    assert "Duel of Swords game set aside" in [e.name for e in store.entries()]


def _load_with_a_broken_save(app: App) -> LoadScene:
    store = SaveStore()
    store.save_as("Good duel", record_for(SETUP))
    (store.folder / "Bad duel.json").write_text("{ not a save")
    scene = LoadScene(app)
    app.switch(scene)
    app.step(wait=False)
    return scene


def test_tab_stops_on_a_save_that_cannot_be_loaded_and_the_help_line_and_preview_give_its_reason(app: App, data: Path) -> None:
    scene = _load_with_a_broken_save(app)
    row = control(app, "Bad duel: cannot be loaded")
    for _ in range(12):
        key(app, pygame.K_TAB)
        if scene.group.focused is row:
            break
    assert scene.group.focused is row
    [broken] = [e for e in SaveStore().entries() if e.header is None]
    assert row.help == str(broken.problem) and scene.help_text() == row.help  # the reason, where the eye is
    scene.draw(app.screen)
    assert scene.shown[scene.previewed][0].name == "Bad duel"
    key(app, pygame.K_RETURN)  # it cannot be played: Enter says why, and opens nothing
    assert isinstance(app.scene, LoadScene) and scene.message.startswith("'Bad duel': ")


def test_after_delete_the_next_save_s_row_has_the_focus_and_the_last_one_s_the_previous(app: App, data: Path) -> None:
    store = SaveStore()
    for name in ("First", "Second", "Third"):
        store.save_as(name, record_for(GameSetup(SETUP.game_id, SETUP.seats, {}, len(name))))
    scene = LoadScene(app)
    app.switch(scene)
    app.step(wait=False)
    names = [e.name for e in store.entries()]
    delete = next(w for w, i in scene.rows if i == 0 and w.text == "Delete")
    scene.focus_control(delete)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # Sure?
    assert [e.name for e in store.entries()] == names[1:]
    focused = scene.group.focused
    assert focused is not None and focused.text.startswith(f"{names[1]}: ")
    last = next(w for w, i in scene.rows if i == 1 and w.text == "Delete")
    scene.focus_control(last)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    focused = scene.group.focused
    assert focused is not None and focused.text.startswith(f"{names[1]}: ")
    scene.focus_control(next(w for w, i in scene.rows if i == 0 and w.text == "Delete"))  # the last save left
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert store.entries() == [] and scene.group.focused is control(app, "Name:")


def test_delete_speaks_of_a_backup_only_when_there_is_one(app: App, data: Path) -> None:
    store = SaveStore()
    store.save_as("Once", record_for(SETUP))
    store.save_as("Twice", record_for(SETUP))
    store.save_as("Twice", record_for(SETUP))
    assert backup_path(store.path_of("Twice")).exists() and not backup_path(store.path_of("Once")).exists()
    scene = LoadScene(app)
    app.switch(scene)
    helps = {scene.shown[i][0].name: w.help for w, i in scene.rows if w.text == "Delete"}
    assert helps == {"Once": "Delete 'Once'.", "Twice": "Delete 'Twice' and its backup."}


def test_a_name_taken_by_another_game_is_refused_in_load_without_sending_the_player_to_load(app: App, data: Path) -> None:
    store = SaveStore()
    store.save_as("Mine", record_for(GameSetup(SETUP.game_id, SETUP.seats, {}, 99)))
    store.autosave(record_for(SETUP))
    scene = LoadScene(app)
    app.switch(scene)
    press(app, "Name:")
    type_text(app, "Mine")
    press(app, "Save your Duel of Swords")
    assert "already a save called 'Mine'" in scene.message and "Load game" not in scene.message
