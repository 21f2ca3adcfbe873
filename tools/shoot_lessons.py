"""Pictures of the coach at work: the table of each lesson at each guided step, headless, as PNG files.

    python tools/shoot_lessons.py OUT_DIR [--size 1280x720] [--game GAME] [--step N]

Plays each lesson with the self-test's learner (following the coach's
glow) and saves the window whenever the coach's words are up at a guided
step (or only at step ``N``, counted from 1), named GAME-stepN-WxH.png.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.ui.tutorial.drive import learner_turn, lesson_app
from game.ui.tutorial.lessons import LESSONS


def shoot(game_id: str, size: tuple[int, int], out: Path, only: int | None) -> list[Path]:
    saved: list[Path] = []
    with lesson_app(game_id, size) as (app, table):
        coach = table.coach
        assert coach is not None
        shot: set[int] = set()
        started = time.monotonic()
        while not coach.finished and time.monotonic() - started < 60:
            app.step(wait=False)
            step = coach.step
            due = step is not None and (coach.reading or coach.guided(table.legal()) is not None)
            if due and not table.queue.busy and coach.index not in shot and only in (None, coach.index + 1):
                shot.add(coach.index)
                path = out / f"{game_id}-step{coach.index + 1}-{size[0]}x{size[1]}.png"
                pygame.image.save(pygame.display.get_surface(), str(path))
                saved.append(path)
            learner_turn(table)
    return saved


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--game", default=None)
    parser.add_argument("--step", type=int, default=None)
    args = parser.parse_args()
    w, h = (int(n) for n in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    for game_id in [args.game] if args.game else sorted(LESSONS):
        for path in shoot(game_id, (w, h), args.out, args.step):
            print(path)


if __name__ == "__main__":
    main()
