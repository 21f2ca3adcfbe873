"""The setup screen opens as the player last left each game; a broken or outdated memory is ignored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from shell_helpers import click_on

from game.ai import LEVELS
from game.persistence.store import ENV
from game.ui.app import App
from game.ui.scenes.setup import SetupScene
from game.ui.settings import Settings
from game.ui.setup_memory import path_beside, recall, remember
from game.ui.setup_model import GameSetup, SeatSetup


def test_a_started_setup_is_offered_again_next_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, str(tmp_path / "data"))  # the game it starts autosaves there, not in the player's folder
    settings_path = tmp_path / "settings.json"
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=settings_path)
    try:
        scene = SetupScene(app, "el-royale")
        app.switch(scene)
        scene.set_seat_count(4)
        scene.set_option("mode", "teams2")
        scene._rename(1, "Bea")
        click_on(app, "Start")
        again = SetupScene(app, "el-royale")
        assert [s.name for s in again.seats] == ["You", "Bea", "Computer 2", "Computer 3"]
        assert again.options["mode"] == "teams2"
        other = SetupScene(app, "duel-of-swords")
        assert len(other.seats) == 2, "each game remembers its own"
    finally:
        app.close()


def test_a_memory_the_game_no_longer_accepts_is_ignored(tmp_path: Path) -> None:
    path = path_beside(tmp_path / "settings.json")
    remember(path, GameSetup("duel-of-swords", (SeatSetup("You", True), SeatSetup("Computer", False)), {}))
    assert recall(path, "duel-of-swords", LEVELS) is not None
    data = json.loads(path.read_text())
    data["duel-of-swords"]["seats"] *= 3  # six seats for a two-player game
    path.write_text(json.dumps(data))
    assert recall(path, "duel-of-swords", LEVELS) is None
    path.write_text("{not json")
    assert recall(path, "duel-of-swords", LEVELS) is None


def test_new_computers_play_the_level_the_settings_now_give_unless_the_player_chose_one(tmp_path: Path) -> None:
    """'New computers play: Random' left a game set up before at 'Normal': the remembered setup won. A computer left
    at the level new computers played then now plays the new one; a level the player chose stays."""
    path = tmp_path / "last-setup.json"
    seats = (SeatSetup("You", True), SeatSetup("Ada", False, "normal"), SeatSetup("Bo", False, "hard"))
    remember(path, GameSetup("el-royale", seats, {}), "normal")
    again = recall(path, "el-royale", LEVELS, "random")
    assert again is not None
    assert [s.level for s in again.seats[1:]] == ["random", "hard"]
    assert [s.level for s in recall(path, "el-royale", LEVELS, "normal").seats[1:]] == ["normal", "hard"]  # type: ignore[union-attr]


def test_a_memory_kept_before_the_default_level_was_remembered_reads_its_levels_as_normal_s(tmp_path: Path) -> None:
    path = tmp_path / "last-setup.json"
    seats = [{"name": "You", "human": True, "level": "normal"}, {"name": "Ada", "human": False, "level": "normal"}]
    path.write_text(json.dumps({"duel-of-swords": {"seats": seats, "options": {}}}), encoding="utf-8")
    again = recall(path, "duel-of-swords", LEVELS, "easy")
    assert again is not None and again.seats[1].level == "easy" and again.seats[0].human


def el_royale_setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[App, SetupScene]:
    """The app, its files in ``tmp_path``, on El Royale's setup screen (where names are typed for up to 8 seats)."""
    monkeypatch.setenv(ENV, str(tmp_path / "data"))
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "settings.json")
    scene = SetupScene(app, "el-royale")
    app.switch(scene)
    return app, scene


def test_typed_names_come_back_per_seat_in_the_next_setup_of_any_game_and_when_seats_return(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A play-tester typed the names of eight players for El Royale; the next setup (another game, or El Royale with
    fewer seats and then more again) asked for them all over. Each seat now keeps the name last typed for it."""
    app, scene = el_royale_setup(tmp_path, monkeypatch)
    try:
        scene.set_seat_count(8)
        for seat, name in ((0, "Ann"), (1, "Bea"), (6, "Gil"), (7, "Hal")):
            scene._rename(seat, name)
        scene.set_seat_count(4)
        scene.set_seat_count(8)
        assert [s.name for s in scene.seats][6:] == ["Gil", "Hal"], "seats taken away and added again keep their names"
        scene.set_seat_count(4)
        click_on(app, "Start")
        duel = SetupScene(app, "duel-of-swords")
        assert [s.name for s in duel.seats] == ["Ann", "Bea"]
        again = SetupScene(app, "el-royale")
        app.switch(again)
        assert [s.name for s in again.seats] == ["Ann", "Bea", "Computer 2", "Computer 3"]
        again.set_seat_count(8)
        assert [s.name for s in again.seats][4:] == ["Computer 4", "Computer 5", "Gil", "Hal"]
        again._rename(1, "")  # put back to the seat's own name: forgotten once a game starts with it
        click_on(app, "Start")
        assert [s.name for s in SetupScene(app, "suits-duel").seats] == ["Ann", "Computer"]
    finally:
        app.close()


def test_a_friends_name_comes_back_to_a_persons_seat_never_to_a_computers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Names were kept by seat alone: Bo, who sat third at a pass-and-play table, named the third seat's computer
    in the next game against the computer. A name now comes back only to a seat of the kind it was typed for."""
    app, scene = el_royale_setup(tmp_path, monkeypatch)
    try:
        scene.set_seat_count(4)
        scene._set_human(2, "human")
        scene._rename(0, "Ann")
        scene._rename(2, "Bo")
        scene._rename(3, "Hal")  # a computer the player named
        click_on(app, "Start")
        alone = SetupScene(app, "mortal-swords")
        app.switch(alone)
        alone.set_seat_count(4)
        assert [s.human for s in alone.seats] == [True, False, False, False]
        assert [s.name for s in alone.seats] == ["Ann", "Computer 1", "Computer 2", "Hal"]
        assert [s.name for s in SetupScene(app, "duel-of-swords").seats] == ["Ann", "Computer"]
    finally:
        app.close()
