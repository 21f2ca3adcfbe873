"""The writer and the reader keep one limit: no save is ever written that Continue would refuse.

Only a Duel of Swords in sudden death can outgrow a save (a tie may be fenced
for ever, DS-R08). Past ``MAX_MOVES`` the game goes on at the table, the file
already on disk stays as it was and opens again, and the player is told.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from save_helpers import STAMP, long_duel, played

from game.persistence import Problem, SaveError, load_file, to_json, write_file
from game.persistence import save_format as save_format_module
from game.persistence.game_record import GameRecord
from game.persistence.history import History
from game.persistence.limits import MAX_MOVES


def _fence_a_round(record: GameRecord, mine: str = "dodge", theirs: str = "dodge") -> None:
    """One more round of the duel: both moves by name."""
    for seat, move in ((0, mine), (1, theirs)):
        (action,) = [a for a in record.state.legal_actions(seat) if a.target == move]
        record.apply(seat, action)


def test_a_duel_past_the_move_limit_is_not_written_and_the_save_before_it_opens_again(tmp_path: Path) -> None:
    record = long_duel(MAX_MOVES)
    path = tmp_path / "autosave-duel-of-swords.json"
    write_file(path, record, STAMP)
    kept = path.read_bytes()
    _fence_a_round(record)
    assert record.moves == MAX_MOVES + 2 and not record.state.is_over

    with pytest.raises(SaveError) as refused:
        write_file(path, record, STAMP)
    assert refused.value.problem is Problem.OUTGROWN
    assert path.read_bytes() == kept  # the last save that fitted is untouched

    start = time.perf_counter()
    reopened = load_file(path)
    print(f"the {MAX_MOVES:,}-move save opened again in {time.perf_counter() - start:.2f} s")
    assert reopened.moves == MAX_MOVES and not reopened.state.is_over


def test_no_save_bigger_than_the_reader_accepts_is_ever_made(monkeypatch: pytest.MonkeyPatch) -> None:
    record = played("duel-of-swords", 6)
    assert len(to_json(record, STAMP)) > 1000
    monkeypatch.setattr(save_format_module, "MAX_BYTES", 1000)
    with pytest.raises(SaveError) as refused:
        to_json(record, STAMP)
    assert refused.value.problem is Problem.OUTGROWN


def test_a_finished_duel_too_long_to_read_back_is_left_out_of_the_history(tmp_path: Path) -> None:
    record = long_duel(MAX_MOVES)
    _fence_a_round(record, "stop-hit", "thrust")  # a hit breaks the tie: the duel is over
    assert record.state.is_over and record.moves > MAX_MOVES
    history = History(tmp_path)
    assert history.add(record, ended=STAMP) is None
    assert history.files() == []
    assert history.add(played("duel-of-swords", None), ended=STAMP) is not None  # a game that fits is kept
