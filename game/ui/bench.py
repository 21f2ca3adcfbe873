"""Table speed on this machine: frame-build time, idle CPU and start-up time.

``measure(quick)`` builds a headless table (SDL's dummy driver) of the
busiest game, Clashing Blades with every option, lets computers play it
with animations on, and times each frame (update + full draw) at 1280×720
and 1920×1080. Idle CPU is the process time spent over about two seconds
of a table waiting for a human, run the way the app runs it (block on
``pygame.event.wait``), divided by wall time. Start-up is the wall time
from spawning ``python -m game`` to its first presented frame: the child
exits on its first ``display.flip`` (and is told so by
``CARD_DUELS_EXIT_AFTER_FIRST_FRAME=1`` for an app that honours it).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from typing import Any

#: Environment variable that asks the app to exit right after its first frame.
EXIT_AFTER_FIRST_FRAME = "CARD_DUELS_EXIT_AFTER_FIRST_FRAME"
GAME = "clashing-blades"
OPTIONS = {"eventDeck": True, "extraHearts": True, "marcusKing": True}

_FIRST_FRAME_CHILD = """
import os, sys, runpy, pygame
_flip = pygame.display.flip
def _first(*a, **k):
    _flip(*a, **k)
    sys.stdout.flush()
    os._exit(0)
pygame.display.flip = _first
pygame.display.update = _first
sys.argv = ["game"]
runpy.run_module("game", run_name="__main__")
"""


class _BenchApp:
    """The little an app must offer the table scene."""

    def __init__(self, size: tuple[int, int]) -> None:
        from .settings import Settings

        self.size = size
        self.settings = Settings(think_time=0.0)
        self.finished = False

    def switch(self, scene: object) -> None: ...
    def invalidate(self) -> None: ...
    def start_game(self, setup: object) -> None: ...
    def to_menu(self) -> None: ...
    def quit(self) -> None: ...

    def finish_game(self, setup: object, state: object) -> None:
        self.finished = True


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def _frames(size: tuple[int, int], frames: int) -> dict[str, float]:
    import pygame

    from .setup_model import GameSetup, SeatSetup
    from .table.scene import TableScene

    surface = pygame.display.set_mode(size)
    app = _BenchApp(size)
    seats = (SeatSetup("North", False, "normal"), SeatSetup("South", False, "normal"))
    scene = TableScene(app, GameSetup(GAME, seats, dict(OPTIONS), 11))
    times: list[float] = []
    seed = 11
    while len(times) < frames:
        start = time.perf_counter()
        scene.update(1 / 60)
        scene.draw(surface)
        times.append(time.perf_counter() - start)
        if app.finished:
            seed += 1
            app = _BenchApp(size)
            scene.leave()
            scene = TableScene(app, GameSetup(GAME, seats, dict(OPTIONS), seed))
        time.sleep(0.001)
    scene.leave()
    return {"median_ms": round(statistics.median(times) * 1000, 2), "p99_ms": round(_percentile(times, 99) * 1000, 2)}


def _idle_cpu(seconds: float) -> float:
    """Share of one core used by a table waiting for a human, looping as the app does."""
    import pygame

    from .setup_model import GameSetup, SeatSetup
    from .table.scene import TableScene

    surface = pygame.display.set_mode((1280, 720))
    app = _BenchApp((1280, 720))
    scene = TableScene(app, GameSetup(GAME, (SeatSetup("You", True), SeatSetup("Them", False, "random")), dict(OPTIONS), 3))
    deadline = time.monotonic() + 5
    while (scene.queue.busy or scene.worker.pending or not scene.human_to_act()) and time.monotonic() < deadline:
        scene.update(1 / 60)
        scene.queue.finish()
        time.sleep(0.005)
    scene.draw(surface)
    cpu0, wall0 = time.process_time(), time.monotonic()
    last = wall0
    while time.monotonic() - wall0 < seconds:
        for event in [pygame.event.wait(100), *pygame.event.get()]:
            scene.handle(event)
        now = time.monotonic()
        if scene.update(now - last):
            scene.draw(surface)
        last = now
    used = (time.process_time() - cpu0) / (time.monotonic() - wall0)
    scene.leave()
    return round(used * 100, 2)


def _first_frame(timeout: float = 30.0) -> dict[str, Any]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env[EXIT_AFTER_FIRST_FRAME] = "1"
    start = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-c", _FIRST_FRAME_CHILD], env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"seconds": None, "error": f"no frame within {timeout:.0f} s"}
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["exit status " + str(done.returncode)]
        return {"seconds": None, "error": tail[0]}
    return {"seconds": round(elapsed, 3)}


def measure(quick: bool) -> dict[str, Any]:
    """Frame-build times at two sizes, idle CPU (% of a core) and seconds to the first frame."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()
    frames = 120 if quick else 600
    result: dict[str, Any] = {"game": GAME, "options": dict(OPTIONS), "frames": frames}
    result["frame_1280x720"] = _frames((1280, 720), frames)
    result["frame_1920x1080"] = _frames((1920, 1080), frames)
    result["idle_cpu_percent"] = _idle_cpu(1.0 if quick else 2.0)
    result["first_frame"] = _first_frame()
    return result


if __name__ == "__main__":
    import json

    print(json.dumps(measure("--quick" in sys.argv), indent=2))
