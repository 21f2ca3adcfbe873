"""``python -m game play …`` and ``open FILE``: straight onto a table, a watched game, a resumed save or a replay."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from shell_helpers import make_app

from game.cli.errors import CliError
from game.cli.main import main
from game.persistence.store import write_file
from game.ui.direct_start import open_record, opening, play_setup
from game.ui.scenes.load import record_for
from game.ui.scenes.replay import ReplayScene
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["play", "chess"], "unknown game"),
        (["play", "el-royale", "--seats", "9"], "2 to 8"),
        (["play", "el-royale", "--players", "human,robot"], "unknown player"),
        (["play", "duel-of-swords", "--players", "human,normal,normal"], "not 3"),
        (["play", "mortal-swords", "--option", "nonsense=1"], "unknown option"),
        (["play", "suits-duel", "--seed", "-4"], "--seed"),
        (["play", "suits-duel", "--seed", "99999999999999999999999999"], "--seed must be a whole number from 0 to"),
        (["play", "suits-duel", "--players", ""], "--players names nobody"),
        (["open", "no-such-save.json"], "no such file"),
        (["open", "."], "is a folder, not a save"),
        (["open", "/dev/null"], "not an ordinary file"),
    ],
)
def test_a_bad_argument_is_one_line_and_exit_2_before_any_window(argv, says, capsys) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1


def test_play_seats_the_players_named_and_all_computers_is_watch_mode() -> None:
    setup, _ = play_setup(["el-royale", "--players", "normal,easy,hard,normal", "--seed", "5", "--option", "mode=teams2"])
    assert [s.level for s in setup.seats] == ["normal", "easy", "hard", "normal"]
    assert setup.humans == () and setup.seed == 5 and setup.options["mode"] == "teams2"
    one, _ = play_setup(["clashing-blades"])
    assert [(s.name, s.human) for s in one.seats] == [("You", True), ("Computer", False)]
    many, _ = play_setup(["mortal-swords", "--seats", "4", "--players", "hard"])
    assert [s.name for s in many.seats] == ["Computer 1", "Computer 2", "Computer 3", "Computer 4"]


def test_play_names_the_computers_as_the_setup_screen_does() -> None:
    """You among "Computer 1", "Computer 2"…, as on the setup screen (the table once said "Computer 2" to "Computer 8"
    for the same seats); with two people every seat goes by its number."""
    alone, _ = play_setup(["el-royale", "--players", "human,hard,normal,easy"])
    assert [s.name for s in alone.seats] == ["You", "Computer 1", "Computer 2", "Computer 3"]
    two, _ = play_setup(["mortal-swords", "--players", "human,normal,human"])
    assert [s.name for s in two.seats] == ["Player 1", "Computer 2", "Player 3"]


@pytest.mark.parametrize("typed", ["suits_duel", "Suits-Duel", "Suits Duel", " suits  duel "])
def test_a_game_may_be_typed_as_people_type_it(typed: str) -> None:
    setup, _ = play_setup([typed, "--seed", "2"])
    assert setup.game_id == "suits-duel"


def test_open_resumes_an_unfinished_save_and_replays_a_finished_game(tmp_path: Path) -> None:
    seats = (SeatSetup("You", True), SeatSetup("Computer", False))
    record = record_for(GameSetup("suits-duel", seats, {}, 3))
    rng = random.Random(3)
    for _ in range(4):
        seat = record.state.to_act()[0]
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    write_file(tmp_path / "half.json", record)
    while not record.state.is_over:
        seat = record.state.to_act()[0]
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    write_file(tmp_path / "done.json", record)
    app = make_app()
    try:
        half, _ = open_record([str(tmp_path / "half.json")])
        opening(None, half)(app)
        assert isinstance(app.scene, TableScene) and len(app.scene.record.log) == 4
        done, _ = open_record([str(tmp_path / "done.json")])
        opening(None, done)(app)
        assert isinstance(app.scene, ReplayScene)
    finally:
        app.close()
    with pytest.raises(CliError):
        (tmp_path / "broken.json").write_text("{", encoding="utf-8")
        open_record([str(tmp_path / "broken.json")])


def test_hectic_knights_with_two_humans_is_refused_on_the_command_line_too() -> None:
    with pytest.raises(CliError, match="one human player at most"):
        play_setup(["mortal-swords", "--players", "human,human,normal", "--option", "hecticKnights=true"])
    setup, _ = play_setup(["mortal-swords", "--players", "human,normal,normal", "--option", "hecticKnights=true"])
    assert setup.options["hecticKnights"] is True
