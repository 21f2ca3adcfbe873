"""Bounds on what a save file may be, checked before anything is parsed.

A crafted file must not hang or exhaust the app: the byte size is checked
from the file system before reading, the bracket depth in one linear pass
before ``json.loads`` could recurse, and parsing refuses anything beyond
plain JSON (no NaN or Infinity, no giant numbers, no repeated keys).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from .errors import Problem, SaveError

#: Largest save accepted, in bytes (a long game is a few tens of kilobytes).
MAX_BYTES = 5 * 1024 * 1024
#: Deepest nesting of arrays and objects accepted (real saves stay under ten).
MAX_DEPTH = 64
#: Longest number accepted, in characters.
MAX_NUMBER_CHARS = 40

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(rb"[\[\]{}]")


def read_bounded(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a file, refused by its size before they are read."""
    try:
        size = path.stat().st_size
        if size > limit:
            raise SaveError(Problem.TOO_BIG, f"{size:,} bytes; the limit is {limit:,}")
        with path.open("rb") as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise SaveError(Problem.MISSING, str(path)) from None
    except IsADirectoryError:
        raise SaveError(Problem.UNREADABLE, f"{path} is a folder") from None
    except OSError as exc:
        raise SaveError(Problem.UNREADABLE, exc.strerror or str(exc)) from None
    if len(data) > limit:  # it grew while we looked
        raise SaveError(Problem.TOO_BIG, f"more than {limit:,} bytes")
    return data


def nesting_depth(data: bytes, limit: int = MAX_DEPTH) -> tuple[int, int]:
    """The deepest bracket nesting outside strings and the depth still open at the end.

    One linear pass, stopping early once past ``limit``: strings are blanked
    by a regular expression, then the brackets left are counted.
    """
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub(b'""', data)):
        if match.group() in (b"[", b"{"):
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest, depth
        else:
            depth -= 1
    return deepest, depth


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a plain JSON number")


def _bounded_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError("a number with too many digits")
    return int(text)


def _bounded_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError("a number with too many digits")
    return float(text)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key!r} appears twice")
        out[key] = value
    return out


def parse_json(data: bytes, limit: int = MAX_DEPTH) -> Any:
    """Plain JSON data from bytes that passed the size check; refuses deep, broken or odd input."""
    deepest, left_open = nesting_depth(data, limit)
    if deepest > limit:
        raise SaveError(Problem.TOO_DEEP, f"more than {limit} levels")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(Problem.NOT_JSON, "not UTF-8 text") from None
    if not text.strip():
        raise SaveError(Problem.TRUNCATED, "the file is empty")
    try:
        return json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_int=_bounded_int,
            parse_float=_bounded_float,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or left_open > 0 or text.count('"') % 2:
            raise SaveError(Problem.TRUNCATED, f"line {exc.lineno}") from None
        raise SaveError(Problem.NOT_JSON, f"{exc.msg} at line {exc.lineno}") from None
    except (ValueError, RecursionError) as exc:
        raise SaveError(Problem.NOT_JSON, str(exc)) from None


def load_json(path: Path) -> Any:
    """A file's JSON data within every bound."""
    return parse_json(read_bounded(path))
