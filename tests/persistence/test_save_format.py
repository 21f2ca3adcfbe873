"""A save of every game, at the start, in the middle and at the end, loads back to the same game."""

from __future__ import annotations

import json

import pytest
from save_helpers import STAMP, played

from game.engine import GAMES, Action, IllegalAction
from game.persistence import FORMAT, GameRecord, Problem, SaveError, SeatRecord, from_data, header, to_data, to_json
from game.persistence.limits import parse_json


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("moves", [0, 1, 7, 40, None], ids=lambda m: "end" if m is None else f"{m}-moves")
def test_a_save_loads_to_an_equal_state_with_the_same_moves(game_id: str, moves: int | None) -> None:
    for seed in (1, 2, 3):
        record = played(game_id, moves, seed)
        loaded = from_data(parse_json(to_json(record, STAMP)))
        assert loaded.state == record.state
        assert loaded.state.to_act() == record.state.to_act()
        assert loaded.log == record.log and loaded.seats == record.seats and loaded.options == record.options
        loaded.state.check_invariants()
        assert loaded.state.outcome == record.state.outcome  # random play may not finish every game (El Royale)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_loaded_game_plays_on_exactly_like_the_original(game_id: str) -> None:
    record = played(game_id, 10, seed=5)
    loaded = from_data(parse_json(to_json(record, STAMP)))
    for _ in range(10):
        if record.state.is_over:
            break
        seat = record.state.to_act()[0]
        action = record.state.legal_actions(seat)[-1]
        assert record.apply(seat, action) == loaded.apply(seat, action)
    assert loaded.state == record.state


def test_the_header_says_what_the_save_holds_without_replaying() -> None:
    record = played("clashing-blades", 6)
    top = header(to_data(record, STAMP, note="a note"))
    assert top.format == FORMAT and top.game_id == "clashing-blades" and top.game_name == "Clashing Blades"
    assert [s.name for s in top.seats] == ["Ada", "Bot 1"] and top.note == "a note"
    assert top.progress.moves == 6 and not top.progress.over
    assert "6 moves" in top.progress.text()


def test_a_finished_game_says_how_it_ended() -> None:
    record = played("duel-of-swords", None)
    top = header(to_data(record, STAMP))
    assert top.progress.over and top.progress.result and top.progress.to_act == ()
    assert top.progress.text().startswith("finished after")


def test_the_first_save_stamps_created_and_later_saves_keep_it() -> None:
    record = played("duel-of-swords", 2)
    first = to_data(record, "2026-01-01T00:00:00+00:00")
    record.created = first["created"]
    again = to_data(record, "2026-02-02T00:00:00+00:00")
    assert again["created"] == "2026-01-01T00:00:00+00:00" and again["saved"] == "2026-02-02T00:00:00+00:00"
    assert from_data(again).created == "2026-01-01T00:00:00+00:00"


def test_a_stacked_deck_is_saved_and_dealt_again() -> None:
    deck = ["10S", "4D", "10C", "9C"]
    record = GameRecord.start("clashing-blades", [SeatRecord("Annette"), SeatRecord("Carlos")], seed=7, deck=deck)
    record.apply(0, Action("engarde", ("10S",), "table:0"))
    loaded = from_data(json.loads(to_json(record, STAMP)))
    assert loaded.deck == deck and loaded.state == record.state


def test_a_refused_move_is_not_logged() -> None:
    record = played("clashing-blades", 0)
    with pytest.raises(IllegalAction):
        record.apply(0, Action("no-such-move"))
    assert record.log == []


# -- hand-edited and damaged saves ----------------------------------------------------------------------


def _good() -> dict:
    return to_data(played("clashing-blades", 12, seed=4), STAMP)


def _problem(data: object) -> Problem:
    with pytest.raises(SaveError) as caught:
        from_data(data)
    assert "\n" not in str(caught.value) and str(caught.value).startswith(caught.value.problem.value)
    return caught.value.problem


def test_a_changed_move_is_caught_when_replayed() -> None:
    data = _good()
    data["log"][3]["action"] = {"kind": "engarde", "cards": ["KS"], "target": "table:0"}
    assert _problem(data) is Problem.INCONSISTENT


def test_a_move_that_does_not_replay_is_named_with_the_seat_whose_move_it_was() -> None:
    record = played("el-royale", 6)
    data = to_data(record, STAMP)
    later = [m for m in record.log[2:] if m.seat == record.log[1].seat]
    said = ""
    for move in later or record.log[2:]:
        data["log"][1]["action"] = move.action.to_dict()
        try:
            from_data(json.loads(json.dumps(data)))
        except SaveError as exc:
            said = str(exc)
            break
    assert said, "no later move was refused at move 2"
    name = record.seats[record.log[1].seat].name
    assert name != record.seats[0].name  # move 2 was a computer's, not the first seat's
    assert f"move 2, by {name}, is refused: “You " in said  # "You" is that seat, as the rules told it


def test_a_changed_snapshot_is_caught_against_the_replay() -> None:
    data = _good()
    data["snapshot"]["health"] = [99, 1]
    assert _problem(data) is Problem.INCONSISTENT


def test_a_snapshot_written_before_a_field_existed_still_loads() -> None:
    """El Royale gained ``hushed`` (default false) after saves were made: those saves keep loading."""
    data = to_data(played("el-royale", 6, seed=2), STAMP)
    assert data["snapshot"].pop("hushed") is False
    assert from_data(data).state.to_dict()["hushed"] is False
    data["snapshot"]["battle_no"] = data["snapshot"]["battle_no"] + 5  # but a different position is still refused
    assert _problem(data) is Problem.INCONSISTENT


def test_a_snapshot_written_before_a_field_with_history_existed_still_loads() -> None:
    """Mortal Swords gained ``cleared`` (the last attack's cards) after saves were made: the moves rebuild it, and the
    older snapshot, which cannot hold it, is checked on every field it does hold."""
    data = to_data(played("mortal-swords", 20, seed=2), STAMP)
    assert any(data["snapshot"].pop("cleared"))  # an attack has finished: the replay knows its cards, the file does not
    loaded = from_data(data)
    assert loaded.state.to_dict()["cleared"] == to_data(played("mortal-swords", 20, seed=2), STAMP)["snapshot"]["cleared"]
    data["snapshot"]["attack_no"] = data["snapshot"]["attack_no"] + 1  # but a different position is still refused
    assert _problem(data) is Problem.INCONSISTENT


def test_a_dropped_move_is_caught() -> None:
    data = _good()
    del data["log"][-1]
    assert _problem(data) is Problem.INCONSISTENT


@pytest.mark.parametrize(
    ("field", "value"),
    [("seed", "seven"), ("seats", "two"), ("seats", []), ("options", None), ("options", {"eventDeck": "maybe"}),
     ("log", {}), ("log", [{"seat": "me"}]), ("snapshot", None), ("deck", 5), ("deck", ["ZZ"]), ("seats", [{"name": 1}]),
     ("progress", None), ("created", 3), ("note", [])],
)  # fmt: skip
def test_every_malformed_field_is_a_damaged_save(field: str, value: object) -> None:
    data = _good()
    data[field] = value
    assert _problem(data) is Problem.INCONSISTENT


def test_too_many_seats_is_a_damaged_save() -> None:
    data = _good()
    data["seats"] = data["seats"] * 3
    assert _problem(data) is Problem.INCONSISTENT


def test_a_foreign_json_file_is_not_a_save() -> None:
    assert _problem({"hello": "world"}) is Problem.FOREIGN
    assert _problem([1, 2, 3]) is Problem.FOREIGN
    data = _good()
    data["format"] = "one"
    assert _problem(data) is Problem.FOREIGN


def test_a_later_format_asks_for_a_newer_app() -> None:
    data = _good()
    data["format"] = FORMAT + 1
    assert _problem(data) is Problem.FUTURE


def test_an_unknown_game_is_named_as_such() -> None:
    data = _good()
    data["game"] = "snap"
    assert _problem(data) is Problem.UNKNOWN_GAME
