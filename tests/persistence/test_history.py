"""The history keeps every finished game whole, once, bounded, and survives any bad file in its folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from history_helpers import DOS, finished, stamp

from game.persistence import GameRecord, SeatRecord, history_index, load_file
from game.persistence import history as history_module
from game.persistence.history import Finished, History, fingerprint, read_finished


def test_a_finished_game_is_kept_whole_and_opens_again_for_a_replay(tmp_path: Path) -> None:
    record = finished(1, "won", created=stamp(0))
    path = History(tmp_path).add(record, ended=stamp(3))
    assert path is not None and path.parent == tmp_path / "history"
    assert path.name.startswith("20261122T100300-duel-of-swords-")
    again = load_file(path)
    assert again.log == record.log and again.state == record.state and again.seats == record.seats
    [entry] = History(tmp_path).read().games
    assert entry.path == path and entry.game_id == DOS and entry.moves == record.moves
    assert entry.outcome == record.state.outcome
    assert entry.minutes == 3.0


def test_a_game_still_in_play_is_not_history(tmp_path: Path) -> None:
    record = GameRecord.start(DOS, [SeatRecord("You"), SeatRecord("Bot", "computer", "easy")], seed=3)
    assert History(tmp_path).add(record) is None
    assert not (tmp_path / "history").exists()


def test_the_same_game_finishing_again_is_recorded_once(tmp_path: Path) -> None:
    """A finished save loaded again reaches the results again: the history must not count it twice."""
    history = History(tmp_path)
    record = finished(1, "won")
    assert history.add(record, ended=stamp(1)) is not None
    reloaded = load_file(history.files()[0])
    assert fingerprint(reloaded) == fingerprint(record)
    assert history.add(reloaded, ended=stamp(9)) is None
    assert len(history.files()) == 1
    assert history.add(finished(2, "lost"), ended=stamp(9)) is not None
    assert len(history.files()) == 2


def test_the_history_keeps_only_the_newest_games(tmp_path: Path) -> None:
    history = History(tmp_path, limit=3)
    for n, seed in enumerate([1, 2, 3, 5, 6]):
        history.add(finished(seed, "won" if seed != 2 else "lost"), ended=stamp(n))
    kept = history.read().games
    assert [g.ended for g in kept] == [stamp(2), stamp(3), stamp(4)]
    assert len(history.files()) == 3


def test_bad_files_are_skipped_with_a_note_and_left_untouched(tmp_path: Path) -> None:
    history = History(tmp_path)
    history.add(finished(1, "won"), ended=stamp(1))
    good = history.files()[0]
    folder = tmp_path / "history"
    bad = {
        "20261122T100000-garbage.json": b"\x00\xffnot json at all",
        "20261122T100001-cut.json": good.read_bytes()[:200],
        "20261122T100002-foreign.json": b'{"hello": "world"}',
        "20261122T100003-future.json": good.read_bytes().replace(b'"format": 1', b'"format": 99'),
        "20261122T100004-snapshot.json": json.dumps({**json.loads(good.read_bytes()), "snapshot": {"hand": 1}}).encode(),
    }
    for name, data in bad.items():
        (folder / name).write_bytes(data)
    reading = history.read()
    assert [g.path for g in reading.games] == [good]
    assert len(reading.notes) == len(bad)
    for name in bad:
        assert any(note.startswith(f"{name} was skipped: ") for note in reading.notes)
    assert any("newer version" in note for note in reading.notes)
    for name, data in bad.items():
        assert (folder / name).read_bytes() == data


def test_an_unfinished_save_dropped_into_the_folder_is_skipped(tmp_path: Path) -> None:
    from game.persistence import write_file

    history = History(tmp_path)
    record = GameRecord.start(DOS, [SeatRecord("You"), SeatRecord("Bot", "computer", "easy")], seed=3)
    write_file(tmp_path / "history" / "20261122T100000-unfinished.json", record, stamp(0))
    reading = history.read()
    assert reading.games == () and "not finished" in reading.notes[0]
    assert read_finished(history.add(finished(1, "won"), ended=stamp(2)) or Path()).outcome.winners


def test_clear_forgets_every_game(tmp_path: Path) -> None:
    history = History(tmp_path)
    history.add(finished(1, "won"), ended=stamp(1))
    history.add(finished(2, "lost"), ended=stamp(2))
    assert history.clear() == 2
    assert history.read().games == () and history.files() == []
    assert History(tmp_path / "never-written").clear() == 0


def test_a_second_reading_comes_from_the_index_and_a_changed_file_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    history = History(tmp_path)
    for n, (seed, result) in enumerate([(1, "won"), (2, "lost"), (3, "won")]):
        history.add(finished(seed, result), ended=stamp(n))
    first = history.read()
    assert (tmp_path / "history" / history_index.NAME).is_file()

    def no_whole_reads(path: Path) -> Finished:
        raise AssertionError(f"{path.name} was read whole")

    monkeypatch.setattr(history_module, "read_finished", no_whole_reads)
    assert history.read() == first
    monkeypatch.undo()
    changed = history.files()[1]
    changed.write_bytes(changed.read_bytes()[:300])  # cut off: the index must not vouch for it any more
    again = history.read()
    assert [g.path for g in again.games] == [first.games[0].path, first.games[2].path]
    assert len(again.notes) == 1 and again.notes[0].startswith(changed.name)


def test_a_broken_index_is_rebuilt_and_a_trimmed_file_leaves_it(tmp_path: Path) -> None:
    history = History(tmp_path, limit=2)
    history.add(finished(1, "won"), ended=stamp(1))
    history.add(finished(2, "lost"), ended=stamp(2))
    index = tmp_path / "history" / history_index.NAME
    history.read()
    index.write_bytes(b"{broken")
    assert len(history.read().games) == 2
    assert len(history_index.load(tmp_path / "history")) == 2
    history.add(finished(3, "won"), ended=stamp(3))
    assert [g.ended for g in history.read().games] == [stamp(2), stamp(3)]
    assert len(history_index.load(tmp_path / "history")) == 2
    history.clear()
    assert not index.exists()
