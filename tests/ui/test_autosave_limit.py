"""The table is told when its game has grown too long to save, instead of the app failing or staying silent."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from game.persistence import SaveStore, load_file
from game.persistence.limits import MAX_MOVES
from game.persistence.long_game import long_duel
from game.ui.scenes.load import Autosaved, autosave


def test_autosave_says_in_one_line_when_a_duel_outgrows_a_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARD_DUELS_DATA_DIR", str(tmp_path))
    app = SimpleNamespace(settings_path=tmp_path / "settings.json")
    record = long_duel(MAX_MOVES)
    assert autosave(app, record) == Autosaved(taken=True)
    slot = SaveStore().autosave_path_for(record.game_id)
    for seat in (0, 1):
        record.apply(seat, record.state.legal_actions(seat)[0])
    line = autosave(app, record).problem
    assert "too long to save" in line and f"{MAX_MOVES:,}" in line and "\n" not in line
    assert load_file(slot).moves == MAX_MOVES  # Continue still opens the game where it was last saved


def test_saving_a_duel_that_outgrew_a_save_under_a_name_gives_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.app import App
    from game.ui.scenes.load import setup_for
    from game.ui.settings import Settings
    from game.ui.table.scene import TableScene

    monkeypatch.setenv("CARD_DUELS_DATA_DIR", str(tmp_path))
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(960, 600))
    record = long_duel(MAX_MOVES)
    for seat in (0, 1):
        record.apply(seat, record.state.legal_actions(seat)[0])
    scene = TableScene(app, setup_for(record), record)
    reason = scene.save_as("Endless")
    assert reason is not None and "too long to save" in reason
    assert not (tmp_path / "saves" / "Endless.json").exists()


def test_a_game_waiting_that_cannot_be_kept_is_not_overwritten(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk while keeping the other game must not let the new one write over it on its next move."""
    from fake_app import FakeApp

    from game.persistence.store import SaveStore as Store
    from game.ui.scenes.load import setup_for
    from game.ui.table.scene import TableScene

    monkeypatch.setenv("CARD_DUELS_DATA_DIR", str(tmp_path))
    waiting = long_duel(6)
    SaveStore().autosave(waiting)
    fresh = long_duel(2, seed=2)  # another game of the same kind
    app = FakeApp(scale=0.0)
    app.settings_path = tmp_path / "settings.json"  # an app that keeps files
    scene = TableScene(app, setup_for(fresh), fresh)

    def full(self: Store, name: str, record: object) -> Path:
        raise OSError("No space left on device")

    monkeypatch.setattr(Store, "save_as", full)
    for _ in range(2):
        seat = scene.state.to_act()[0]
        assert scene.play(seat, scene.state.legal_actions(seat)[0])
    assert load_file(SaveStore().autosave_path_for("duel-of-swords")).moves == 6  # still the game that waited
    monkeypatch.undo()
    monkeypatch.setenv("CARD_DUELS_DATA_DIR", str(tmp_path))
    seat = scene.state.to_act()[0]
    assert scene.play(seat, scene.state.legal_actions(seat)[0])  # the disk has room again: kept, then written
    [kept] = SaveStore().entries()
    assert load_file(kept.path).moves == 6 and "kept in Load" in scene.caption
    assert load_file(SaveStore().autosave_path_for("duel-of-swords")).moves == scene.record.moves


def test_a_newer_versions_game_in_the_slot_is_kept_and_the_table_says_where(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening an older copy of the app after a newer one: its game in progress must survive the next game's moves."""
    import json

    from fake_app import FakeApp

    from game.persistence.atomic_write import backup_path
    from game.ui.scenes.load import setup_for
    from game.ui.table.scene import TableScene

    monkeypatch.setenv("CARD_DUELS_DATA_DIR", str(tmp_path))
    store = SaveStore()
    store.autosave(long_duel(6))
    slot = store.autosave_path_for("duel-of-swords")
    newer = json.loads(slot.read_text())
    newer["format"] = 99
    slot.write_text(json.dumps(newer))
    written = slot.read_bytes()
    assert store.waiting() == [], "Continue cannot offer it"
    fresh = long_duel(2, seed=2)
    app = FakeApp(scale=0.0)
    app.settings_path = tmp_path / "settings.json"  # an app that keeps files
    scene = TableScene(app, setup_for(fresh), fresh)
    for n in range(4):  # past the first write, and the next, which would have turned the slot's .bak over too
        seat = scene.state.to_act()[0]
        assert scene.play(seat, scene.state.legal_actions(seat)[0])
        if n == 0:
            assert "could not be opened" in scene.caption and "kept, untouched, in Load as" in scene.caption
    kept = [e for e in store.entries() if e.problem is not None]
    assert [e.path.read_bytes() for e in kept] == [written]
    assert load_file(slot).moves == scene.record.moves and backup_path(slot).read_bytes() != written
