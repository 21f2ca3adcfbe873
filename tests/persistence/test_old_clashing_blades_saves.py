"""Clashing Blades games saved before the engine asked every question still load and replay as they were played.

The two files in ``old_saves/`` were written by the engine at 0eafb64, which took some steps by itself (a
threatened seat with nothing to answer with took the damage, the heart offer and the standoff option passed
over a seat that could not use them). Today's engine asks; a save that does not name ``quickAnswers`` replays
under it, which is that old flow, so the player's unfinished game, named saves and history lose nothing.

How they were made, with the code of 0eafb64 (``git worktree add /tmp/old 0eafb64``): ``GameRecord.start`` for
seats Ada (human) and Bot (computer), options extraHearts, eventDeck and marcusKing, seed 2 (played to the end)
and seed 10 (stopped after 45 moves), every move a Random player's choice (``random.Random(seed)``), then
``to_json``. Between them the engine skipped 3 threatened seats, 4 heart offers and 1 standoff option.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.engine import GAMES
from game.persistence import Problem, SaveError, SaveStore, from_data, load_file, read_header, to_json
from game.persistence.history import History

OLD = Path(__file__).resolve().parent / "old_saves"
FINISHED = OLD / "clashing-blades-0eafb64-finished.json"
UNFINISHED = OLD / "clashing-blades-0eafb64-unfinished.json"
STAMP = "2026-11-24T00:00:00+00:00"


def raw(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("path", [FINISHED, UNFINISHED], ids=lambda p: p.stem)
def test_an_old_save_replays_to_the_position_it_holds(path: Path) -> None:
    data = raw(path)
    assert "quickAnswers" not in data["options"] and "equalSpadeFirst" in data["options"]  # written before both changes
    record = load_file(path)
    assert record.moves == len(data["log"]) and record.options["quickAnswers"] is True
    held = GAMES["clashing-blades"].state_type.from_dict(data["snapshot"])
    assert record.state == held and record.replayed() == held
    record.state.check_invariants()


@pytest.mark.parametrize("path", [FINISHED, UNFINISHED], ids=lambda p: p.stem)
def test_the_old_saves_hold_steps_the_engine_now_asks_about(path: Path) -> None:
    """Replayed with every question asked, the same moves go wrong: the saves do test the old flow."""
    data = raw(path)
    data["options"]["quickAnswers"] = False
    with pytest.raises(SaveError) as caught:
        from_data(data)
    assert caught.value.problem is Problem.INCONSISTENT


def test_the_finished_old_game_ends_as_it_did() -> None:
    record = load_file(FINISHED)
    outcome = record.state.outcome
    assert outcome is not None and outcome.to_dict() == raw(FINISHED)["snapshot"]["outcome"]
    assert read_header(FINISHED).progress.over


def test_the_unfinished_old_game_can_be_continued_to_its_end(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    shutil.copy(UNFINISHED, store.autosave_path)
    assert store.continue_header() is not None
    record = store.load_autosave()
    rng = random.Random(5)
    while not record.state.is_over and record.moves < 600:
        seat = rng.choice(record.state.to_act())
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    assert record.state.is_over
    store.autosave(record)
    again = store.load_autosave()
    assert again.state == record.state and again.options["quickAnswers"] is True


def test_an_old_game_saved_again_keeps_playing_the_old_way() -> None:
    record = load_file(UNFINISHED)
    again = from_data(json.loads(to_json(record, STAMP)))
    assert again.options == record.options and again.state == record.state


def test_the_history_lists_and_replays_an_old_finished_game(tmp_path: Path) -> None:
    history = History(tmp_path)
    history.folder.mkdir(parents=True)
    kept = history.folder / "20261120T124000Z-clashing-blades-old.json"
    shutil.copy(FINISHED, kept)
    reading = history.read()
    assert not reading.notes and [g.path for g in reading.games] == [kept]
    record = load_file(kept)
    assert [record.replayed(n) for n in (0, record.moves)] == [record.fresh_state(), record.state]


def test_a_save_that_names_the_option_keeps_its_choice() -> None:
    game = GAMES["clashing-blades"]
    assert game.saved_options({"extraHearts": True}) == {"extraHearts": True, "quickAnswers": True}
    assert game.saved_options({"quickAnswers": False})["quickAnswers"] is False
    assert game.resolve_options({}, 2)["quickAnswers"] is False  # a new game asks every question
