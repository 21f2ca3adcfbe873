"""The crafted files of issue 18, each refused or loaded at once: nothing hangs, nothing reaches the screen unsafe.

Times are bounded generously (the old code took tens of seconds or forever);
``SIGALRM`` turns a hang into a failure instead of a stuck test run.
"""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from save_helpers import STAMP, long_duel, played

from game.persistence import Problem, SaveError, SaveStore, load_file, read_header, to_data
from game.persistence.limits import MAX_MOVES, parse_json

#: Generous bound on a refusal (the machine is shared); the old code took tens of seconds, or forever.
BOUND = 5.0
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")


class Hung(BaseException):
    """Raised by the alarm: a BaseException, so no ``except OSError`` or ``except Exception`` can swallow it."""


@pytest.fixture
def no_hang() -> Iterator[None]:
    """Fail a test that blocks for 10 s instead of letting it hang the run."""

    def stuck(*_: object) -> None:
        raise Hung("blocked for 10 s")

    old = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def _problem(path: Path) -> Problem:
    with pytest.raises(SaveError) as caught:
        load_file(path)
    return caught.value.problem


def test_escaped_quotes_after_an_open_quote_are_refused_in_linear_time() -> None:
    times = []
    for n in (10_000, 80_000, 640_000):
        data = b'"' + b'\\"' * n
        start = time.perf_counter()
        with pytest.raises(SaveError) as caught:
            parse_json(data)
        times.append(time.perf_counter() - start)
        assert caught.value.problem is Problem.TRUNCATED
    print("refused in", ", ".join(f"{t * 1000:.1f} ms" for t in times))
    assert times[-1] < BOUND  # 1.3 MB; the quadratic scan took over 30 s at 160 KB


@needs_fifo
@pytest.mark.usefixtures("no_hang")
def test_a_fifo_named_like_a_save_is_refused_without_being_read(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.folder.mkdir(parents=True)
    os.mkfifo(store.folder / "trap.json")
    os.mkfifo(store.autosave_path)
    os.mkfifo(store.autosave_path_for("suits-duel"))
    assert _problem(store.folder / "trap.json") is Problem.UNREADABLE
    assert _problem(store.autosave_path) is Problem.UNREADABLE
    assert _problem(store.autosave_path_for("suits-duel")) is Problem.UNREADABLE
    [entry] = store.entries()
    assert entry.header is None and entry.problem is not None and "not a regular file" in str(entry.problem)
    assert store.continue_header() is None


@needs_fifo
@pytest.mark.usefixtures("no_hang")
def test_a_fifo_as_the_settings_file_gives_the_defaults(tmp_path: Path) -> None:
    from game.ui import settings

    os.mkfifo(tmp_path / "settings.json")
    assert settings.load(tmp_path / "settings.json") == settings.Settings()


@pytest.mark.usefixtures("no_hang")
def test_a_device_is_refused(tmp_path: Path) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    assert _problem(Path("/dev/zero")) is Problem.UNREADABLE


def _with_names(tmp_path: Path, name: str, note: str = "") -> Path:
    data = to_data(played("duel-of-swords", 4), STAMP, note=note)
    data["seats"][0]["name"] = name
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: a surrogate is written as the escape \ud800
    return path


@pytest.mark.parametrize(
    "name",
    ["Jos\ud800", "\udfffx", "a\x00b", "tab\there", "\u202eevil", "\u2067iso", "x" * 10_000, "\u05d9\u05d5\u05e1\u05d9"],
    ids=["lone-high-surrogate", "lone-low-surrogate", "nul", "tab", "rtl-override", "rtl-isolate", "10000-chars", "hebrew"],
)
def test_any_text_in_a_seat_name_loads_as_text_that_can_be_encoded_and_drawn(tmp_path: Path, name: str) -> None:
    path = _with_names(tmp_path, name, note=name)
    record = load_file(path)
    top = read_header(path)
    for text in (record.seats[0].name, top.seats[0].name, top.note):
        text.encode("utf-8")  # a lone surrogate would raise here, as it did in the font renderer
        assert len(text) <= 200
        assert not any(ch in text for ch in "\x00\t\u202e\u2067")
    if name.isprintable() and len(name) < 40:
        assert record.seats[0].name == name  # ordinary text in any script is kept as it is


def test_a_lone_surrogate_escaped_in_the_file_is_replaced_not_kept(tmp_path: Path) -> None:
    path = _with_names(tmp_path, "Jos\ud800")
    assert b"\\ud800" in path.read_bytes()
    assert load_file(path).seats[0].name == "Jos\ufffd"


def test_a_log_longer_than_the_limit_is_refused_before_any_move_is_replayed(tmp_path: Path) -> None:
    data = to_data(played("duel-of-swords", 2), STAMP)
    data["log"] = data["log"] * (MAX_MOVES // 2 + 1)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    start = time.perf_counter()
    assert _problem(path) is Problem.TOO_LONG
    print(f"{MAX_MOVES + 2:,} moves refused in {time.perf_counter() - start:.2f} s")
    assert time.perf_counter() - start < BOUND


def test_a_60000_move_duel_is_refused_at_once_and_a_long_one_under_the_limit_loads(tmp_path: Path) -> None:
    from game.persistence import write_file

    record = long_duel(MAX_MOVES // 2)
    path = tmp_path / "long.json"
    write_file(path, record, STAMP)
    start = time.perf_counter()
    assert load_file(path).state == record.state
    print(f"{record.moves:,} moves loaded in {time.perf_counter() - start:.2f} s")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["log"] = data["log"] * 6
    path.write_text(json.dumps(data), encoding="utf-8")
    start = time.perf_counter()
    assert _problem(path) in (Problem.TOO_BIG, Problem.TOO_LONG)
    print(f"{len(data['log']):,} moves refused in {time.perf_counter() - start:.2f} s")
    assert time.perf_counter() - start < BOUND
