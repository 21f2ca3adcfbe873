"""The ``gallery`` command line: sizes and options in, one line per screen (or JSON) and an exit status out.

Exit status 0 when no screen has a problem, 1 when one has, 2 on a usage
mistake (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

#: The sizes drawn when none are asked for: the smallest window, the default, full HD and 4K.
DEFAULT_SIZES = ((960, 600), (1280, 720), (1920, 1080), (3840, 2160))
#: The smallest window the app opens (smaller sizes are a usage mistake).
SMALLEST = (960, 600)
LARGEST = (7680, 4320)


class UsageError(Exception):
    """A mistake on the command line, said in one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def parse_sizes(text: str) -> list[tuple[int, int]]:
    """``960x600,1280x720`` as sizes; ``UsageError`` names the one that is wrong."""
    sizes = []
    for part in text.split(","):
        width, sep, height = part.strip().lower().partition("x")
        if not (sep and width.isdigit() and height.isdigit()):
            raise UsageError(f"size {part.strip()!r} is not WIDTHxHEIGHT (such as 1280x720)")
        size = (int(width), int(height))
        if not (SMALLEST[0] <= size[0] <= LARGEST[0] and SMALLEST[1] <= size[1] <= LARGEST[1]):
            raise UsageError(f"size {size[0]}x{size[1]} is outside {SMALLEST[0]}x{SMALLEST[1]} to {LARGEST[0]}x{LARGEST[1]}")
        sizes.append(size)
    return sizes


def _arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = _Parser(prog="card-duels gallery", description="Render every screen headless to PNG and check its layout.")
    parser.add_argument("--out", type=Path, default=None, help="folder for the PNGs (none are written without it)")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in DEFAULT_SIZES), help="comma-separated WIDTHxHEIGHT")
    parser.add_argument("--only", action="append", default=[], metavar="TEXT", help="only screens whose name contains TEXT")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str]) -> int:
    try:
        args = _arguments(argv)
        sizes = parse_sizes(args.sizes)
        if args.out is not None and args.out.exists() and not args.out.is_dir():
            raise UsageError(f"--out {args.out} is a file, not a folder")
        from .runner import selected

        if not selected(args.only):
            raise UsageError(f"no screen's name contains {' or '.join(map(repr, args.only))}")
    except UsageError as exc:
        print(f"card-duels gallery: {exc}", file=sys.stderr)
        return 2
    from .runner import run

    shots = []
    for shot in run(sizes, args.out, selected(args.only)):
        shots.append(shot)
        if not args.json:
            size = f"{shot.size[0]}x{shot.size[1]}"
            state = "ok" if not shot.problems else f"{len(shot.problems)} problem{'s' * (len(shot.problems) != 1)}"
            print(f"{size:>9}  {shot.name:<48} {state}", flush=True)
            for problem in shot.problems:
                print(f"           {problem.rule.value}: {problem.message}")
    bad = [s for s in shots if s.problems]
    if args.json:
        print(json.dumps({"screens": [s.to_dict() for s in shots]}, indent=1))
    else:
        total = sum(len(s.problems) for s in shots)
        print(f"{len(shots)} screens drawn, {len(bad)} with problems ({total} problems)")
    return 1 if bad else 0
