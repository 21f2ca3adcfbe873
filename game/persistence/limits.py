"""Bounds on what a save file may be, checked before anything is parsed.

A crafted file must not hang or exhaust the app: only a regular file is
opened (a FIFO or a device would block a read forever), its byte size is
checked from the file system before reading, the bracket depth in one
linear pass before ``json.loads`` could recurse, and parsing refuses
anything beyond plain JSON (no NaN or Infinity, no giant numbers, no
repeated keys). Strings come out cleaned (:mod:`.clean_text`).
"""

from __future__ import annotations

import json
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any

from .clean_text import clean_data
from .errors import Problem, SaveError

#: Largest save accepted, in bytes (a long game is a few tens of kilobytes; MAX_MOVES of Duel of Swords about 1.7 MB).
MAX_BYTES = 3 * 1024 * 1024
#: Longest action log a save may hold: more is refused at once rather than replayed for seconds.
#: Only Duel of Swords' sudden death can go this long (10,000 rounds fenced without a hit).
MAX_MOVES = 20_000
#: Deepest nesting of arrays and objects accepted (real saves stay under ten).
MAX_DEPTH = 64
#: Longest number accepted, in characters.
MAX_NUMBER_CHARS = 40

#: A string, or an unclosed one running to the end: possessive, so no start is ever scanned twice (linear time).
_STRING = re.compile(rb'"(?:[^"\\]++|\\.)*+"?', re.DOTALL)
#: Every byte but the four brackets, deleted before the brackets are counted.
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_CHUNK = 1 << 16
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


def read_bounded(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file, refused by its kind and size before they are read.

    A FIFO, a device or a folder is refused from ``stat``; the file is then
    opened without blocking and checked again (it may have been swapped in
    between), so nothing here can wait forever.
    """
    try:
        size = _regular_size(path, os.stat(path))
        if size > limit:
            raise SaveError(Problem.TOO_BIG, f"{size:,} bytes; the limit is {limit:,}")
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as f:
            _regular_size(path, os.fstat(fd))
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


def _regular_size(path: Path, info: os.stat_result) -> int:
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(Problem.UNREADABLE, f"{path} is a folder")
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(Problem.UNREADABLE, f"{path} is not a regular file")
    return info.st_size


def nesting_depth(data: bytes, limit: int = MAX_DEPTH) -> tuple[int, int]:
    """The deepest bracket nesting outside strings and the depth still open at the end.

    Linear time: strings (an unclosed one included) are blanked by a
    possessive regular expression, everything but brackets is deleted, and
    a running sum over what is left gives the depth at every bracket. Past
    ``limit`` it answers as a scan stopping there would: ``(limit + 1, limit + 1)``.
    """
    brackets = _STRING.sub(b"", data).translate(None, _NOT_BRACKETS)
    depth = deepest = 0
    for start in range(0, len(brackets), _CHUNK):  # chunks, so a deep file stops early
        depths = list(accumulate(map(_STEP.__getitem__, brackets[start : start + _CHUNK]), initial=depth))
        deepest, depth = max(deepest, max(depths)), depths[-1]
        if deepest > limit:
            return limit + 1, limit + 1
    return deepest, depth


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


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
        raise SaveError(Problem.NOT_JSON) from None
    if not text.strip():
        raise SaveError(Problem.TRUNCATED, "the file is empty")
    try:
        data = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_int=_bounded_int,
            parse_float=_bounded_float,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or left_open > 0 or text.count('"') % 2:
            raise SaveError(Problem.TRUNCATED) from None
        raise SaveError(Problem.NOT_JSON) from None
    except (ValueError, RecursionError) as exc:
        raise SaveError(Problem.NOT_JSON, str(exc)) from None
    return clean_data(data)


def load_json(path: Path) -> Any:
    """A file's JSON data within every bound."""
    return parse_json(read_bounded(path))
