"""Settings survive a restart, and a broken file never stops the app."""

from __future__ import annotations

import json
from pathlib import Path

from game.ui.settings import Settings, load, save


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
