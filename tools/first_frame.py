"""Seconds from starting a program to its first frame on screen, measured from outside (an X display, xdotool, import).

A packaged program cannot be given a timing hook, so this watches it the
way a player would: it starts the program on ``DISPLAY``, finds its window
with xdotool, and samples the window's pixels with imagemagick's ``import``
until they are no longer one flat colour (a fresh window is blank; the
title screen is not). The figure is an upper bound: the frame was there by
then, up to one sample (a few tens of ms) earlier.

    python tools/first_frame.py [--runs 5] -- dist/card-duels/card-duels --no-save
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

#: Seconds one xdotool or import call may take; one that hangs (a window vanishing mid-capture) counts as "not yet".
PROBE_TIMEOUT = 2.0


def _probe(command: list[str]) -> str:
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=PROBE_TIMEOUT).stdout
    except subprocess.TimeoutExpired:
        return ""


def _family(pid: int) -> list[int]:
    """``pid`` and its descendants (a one-file build's window belongs to the child it unpacks and starts)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text(encoding="ascii").rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    family, todo = [], [pid]
    while todo:
        family.append(todo.pop())
        todo.extend(children.get(family[-1], []))
    return family


def _window(pid: int) -> str | None:
    ids = [w for member in _family(pid) for w in _probe(["xdotool", "search", "--onlyvisible", "--pid", str(member)]).split()]
    return ids[-1] if ids else None


def _colours(window: str) -> int:
    """How many distinct colours a coarse sample of the window shows (1: still blank)."""
    shot = _probe(["import", "-silent", "-window", window, "-resize", "32x32!", "-format", "%k", "info:"])
    try:
        return int(shot.strip() or 0)
    except ValueError:
        return 0


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a running process so far (Linux ``/proc``; 0 where there is none)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def first_frame(command: list[str], timeout: float) -> tuple[float, float]:
    """Wall and CPU seconds to the first drawn frame of one start of ``command`` (the program is stopped afterwards)."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEO_WINDOW_POS="0,0", SDL_FRAMEBUFFER_ACCELERATION="0")
    started = time.perf_counter()
    program = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        while time.perf_counter() - started < timeout:
            if program.poll() is not None:
                _, err = program.communicate()
                raise RuntimeError(f"the program ended first: {err.decode(errors='replace').strip()}")
            window = _window(program.pid)
            if window is not None and _colours(window) > 1:
                return time.perf_counter() - started, sum(_cpu_seconds(member) for member in _family(program.pid))
            time.sleep(0.005)
        raise TimeoutError(f"no frame within {timeout:g} s")
    finally:
        program.terminate()
        try:
            program.wait(5)
        except subprocess.TimeoutExpired:
            program.kill()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("command", nargs="+")
    args = parser.parse_args(argv)
    if "DISPLAY" not in os.environ:
        print("first_frame: set DISPLAY to an X display (e.g. Xvfb :99)", file=sys.stderr)
        return 2
    runs = [first_frame(args.command, args.timeout) for _ in range(args.runs)]
    wall, cpu = [w for w, _ in runs], [c for _, c in runs]
    each = ", ".join(f"{w:.2f}" for w in wall)
    median_wall, median_cpu = statistics.median(wall), statistics.median(cpu)
    print(f"first frame: median {median_wall:.2f} s wall over {len(runs)} runs ({each}); {median_cpu:.2f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
