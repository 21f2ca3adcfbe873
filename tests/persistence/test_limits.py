"""A crafted file can neither hang nor exhaust the app: size and depth are refused before parsing.

Times are printed (run with ``-s``) rather than asserted; what is asserted
is that the refusal comes without reading or parsing the whole file.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from game.persistence import Problem, SaveError, header, limits, load_file
from game.persistence.limits import MAX_BYTES, MAX_DEPTH, nesting_depth, parse_json, read_bounded


def _problem(path: Path) -> Problem:
    with pytest.raises(SaveError) as caught:
        load_file(path)
    return caught.value.problem


def test_a_100_mb_file_is_refused_by_its_size_without_being_opened(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(100 * 1024 * 1024)  # sparse: 100 MB on paper, no time to write
    opened: list[Path] = []
    real_open = Path.open

    def spying_open(self: Path, *args: Any, **kwargs: Any) -> Any:
        opened.append(self)
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", spying_open)
    start = time.perf_counter()
    assert _problem(big) is Problem.TOO_BIG
    print(f"100 MB refused in {1000 * (time.perf_counter() - start):.2f} ms")
    assert opened == []


def test_a_file_just_over_the_limit_is_too_big_and_one_at_the_limit_is_read(tmp_path: Path) -> None:
    over = tmp_path / "over.json"
    over.write_bytes(b" " * (MAX_BYTES + 1))
    assert _problem(over) is Problem.TOO_BIG
    at = tmp_path / "at.json"
    at.write_bytes(b"{}" + b" " * (MAX_BYTES - 2))
    assert read_bounded(at)[:2] == b"{}"
    assert _problem(at) is Problem.FOREIGN


def test_nesting_10000_deep_is_refused_before_the_parser_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deep = tmp_path / "deep.json"
    deep.write_bytes(b"[" * 10_000 + b"]" * 10_000)

    def no_parsing(*args: object, **kwargs: object) -> None:
        raise AssertionError("json.loads must not see a file this deep")

    monkeypatch.setattr(limits.json, "loads", no_parsing)
    start = time.perf_counter()
    assert _problem(deep) is Problem.TOO_DEEP
    print(f"10,000 deep refused in {1000 * (time.perf_counter() - start):.2f} ms")


def test_the_depth_scan_stops_early_and_ignores_brackets_inside_strings() -> None:
    assert nesting_depth(b'{"a": [1, {"b": "[[[[{{{{"}]}') == (3, 0)
    assert nesting_depth(b'{"a": "\\"[[["}') == (1, 0)
    assert nesting_depth(b"[" * 1_000_000, limit=MAX_DEPTH) == (MAX_DEPTH + 1, MAX_DEPTH + 1)
    depth_ok = b"[" * MAX_DEPTH + b"]" * MAX_DEPTH
    assert isinstance(parse_json(depth_ok), list)
    with pytest.raises(SaveError) as caught:
        parse_json(b"[" + depth_ok + b"]")
    assert caught.value.problem is Problem.TOO_DEEP


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (b"", Problem.TRUNCATED),
        (b"   \n", Problem.TRUNCATED),
        (b'{"app": "card-duels", "log": [1, 2', Problem.TRUNCATED),
        (b'{"app": "card-du', Problem.TRUNCATED),
        (b"hello, world", Problem.NOT_JSON),
        (b"\xff\xfe\x00garbage", Problem.NOT_JSON),
        (b'{"a": NaN}', Problem.NOT_JSON),
        (b'{"a": Infinity}', Problem.NOT_JSON),
        (b'{"a": 1, "a": 2}', Problem.NOT_JSON),
        (b'{"a": ' + b"9" * 5000 + b"}", Problem.NOT_JSON),
        (b'{"a": 1} trailing', Problem.NOT_JSON),
    ],
    ids=["empty", "blank", "cut-in-a-list", "cut-in-a-string", "prose", "binary", "nan", "infinity", "repeated-key",
         "huge-number", "trailing-text"],
)  # fmt: skip
def test_text_that_is_not_plain_json_is_refused_with_its_reason(text: bytes, problem: Problem) -> None:
    with pytest.raises(SaveError) as caught:
        parse_json(text)
    assert caught.value.problem is problem


@pytest.mark.parametrize(
    "text",
    [b"hello, world", b"\xff\xfe\x00garbage", b'{"a": NaN}', b'{"a": 1} trailing', b"{", b'{"name": "a list"}', b"[1, 2]"],
)
def test_the_reason_a_player_reads_is_plain_words_in_one_pair_of_brackets(text: bytes) -> None:
    """Load showed 'The file is not a Card Duels save (it is not JSON text). (not UTF-8 text)'."""
    with pytest.raises(SaveError) as caught:
        header(parse_json(text))
    said = str(caught.value)
    assert not any(word in said for word in ("JSON", "UTF", "marker", "Expecting", "line")), said  # nothing to act on
    assert said.count("(") <= 1 and said.startswith("The file "), said


def test_plain_json_passes() -> None:
    assert parse_json(json.dumps({"a": [1, 2.5, None, True, "x"]}).encode()) == {"a": [1, 2.5, None, True, "x"]}


def test_a_missing_file_and_a_folder_are_refused_with_a_reason(tmp_path: Path) -> None:
    assert _problem(tmp_path / "nothing.json") is Problem.MISSING
    assert _problem(tmp_path) is Problem.UNREADABLE
