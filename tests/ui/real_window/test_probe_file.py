"""The table's test probe, headless: off unless asked for, and when on it writes only what the screen shows."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
from menu_layout import layout_only_app

from game.ui import test_probe
from game.ui.scene import Scene
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene


class Counter(Scene):
    """A scene that only counts its frames."""

    frames = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.frames += 1


def test_without_the_variable_the_scene_class_is_left_exactly_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(test_probe.ENV, raising=False)
    draw, leave = Counter.draw, Counter.leave
    assert test_probe.probed(Counter) is Counter
    assert (Counter.draw, Counter.leave) == (draw, leave)


def test_with_the_variable_each_frame_and_the_leaving_write_the_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "probe.json"
    monkeypatch.setenv(test_probe.ENV, str(path))
    written: list[dict] = []
    monkeypatch.setattr(test_probe, "snapshot", lambda scene: {"frames": scene.frames})
    monkeypatch.setattr(test_probe, "write", lambda p, data: written.append({"path": p, **data}))
    monkeypatch.setattr(test_probe.Faces, "update", lambda self, scene, now, covered: None)  # a counter shows no cards

    probed = test_probe.probed(type("Probed", (Counter,), {"curtain": SimpleNamespace(down=False)}))  # no curtain is down
    scene = probed(layout_only_app())
    scene.draw(pygame.Surface((4, 4)))
    scene.draw(pygame.Surface((4, 4)))
    scene.leave()
    assert [w["frames"] for w in written] == [1, 2, 2]
    assert written[-1]["left"] is True and "left" not in written[0]
    assert {w["path"] for w in written} == {path}


def _table(humans: int) -> TableScene:
    seats = (SeatSetup("You", True), SeatSetup("Other", humans == 2, "random"))
    return TableScene(layout_only_app(), GameSetup("duel-of-swords", seats, {}, 3))


def test_a_table_against_the_computer_shows_the_ten_moves_and_where_they_go() -> None:
    scene = _table(humans=1)
    data = test_probe.snapshot(scene)
    moves = [c for c in data["cards"] if c["key"].startswith("move:")]
    assert len(moves) == 10 and all(c["draggable"] for c in moves)
    assert {d["zone"] for d in data["drops"]} == {"play"} and len(data["drops"]) == 10
    assert data["viewer"] == 0 and data["ready"] and not data["curtain"] and not data["left"]
    assert [z["id"] for z in data["zones"]] == ["play"]


def test_behind_the_curtain_nothing_of_the_table_is_written(tmp_path: Path) -> None:
    scene = _table(humans=2)
    data = test_probe.snapshot(scene)
    assert data["curtain"] and data["waiting_for"] == 0
    assert data["cards"] == [] and data["drops"] == [] and data["zones"] == [] and data["buttons"] == []
    assert not data["ready"]
    path = tmp_path / "probe.json"
    test_probe.write(path, data)
    assert json.loads(path.read_text(encoding="utf-8")) == data
    assert not list(tmp_path.glob("*.tmp")), "the file is replaced in one step, with no leftovers"
