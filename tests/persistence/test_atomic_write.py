"""A write killed at any instant leaves a whole save: the new one, or the old one and its backup."""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest
from save_helpers import played

from game.persistence import load_file, write_file
from game.persistence.atomic_write import backup_path, remove_stale_temps, write_atomic


def test_a_write_replaces_the_file_and_keeps_the_previous_one_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "save.json"
    write_atomic(path, b"first")
    assert path.read_bytes() == b"first" and not backup_path(path).exists()
    write_atomic(path, b"second")
    assert path.read_bytes() == b"second" and backup_path(path).read_bytes() == b"first"
    write_atomic(path, b"third")
    assert path.read_bytes() == b"third" and backup_path(path).read_bytes() == b"second"
    assert sorted(p.name for p in path.parent.iterdir()) == ["save.json", "save.json.bak"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "save.json"
    write_atomic(path, b"old")

    def broken_replace(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(path, b"new")
    monkeypatch.undo()
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_stale_temporaries_are_swept_but_fresh_ones_spared(tmp_path: Path) -> None:
    stale, fresh = tmp_path / ".save.json.abc.tmp", tmp_path / ".save.json.def.tmp"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    remove_stale_temps(tmp_path)
    assert not stale.exists() and fresh.exists()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to kill a writer mid-write")
def test_a_writer_killed_mid_write_fifty_times_always_leaves_a_loadable_save(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    short, long = played("clashing-blades", 5, seed=3), played("clashing-blades", None, seed=3)
    write_file(path, short)
    states = {repr(short.state.to_dict()), repr(long.state.to_dict())}
    rng = random.Random(50)
    main_loads = backups = 0
    for _ in range(50):
        pid = os.fork()
        if pid == 0:  # the child writes both games in turn until it is killed
            try:
                while True:
                    write_file(path, long)
                    write_file(path, short)
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0.0, 0.03))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        loaded = load_file(path)  # the main file is always complete
        assert repr(loaded.state.to_dict()) in states
        main_loads += 1
        if backup_path(path).exists():
            assert repr(load_file(backup_path(path)).state.to_dict()) in states
            backups += 1
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    print(f"50 kills: main loaded {main_loads} times, backup loaded {backups} times, {len(leftovers)} temporaries left")
    assert main_loads == 50 and backups > 0
