"""``python -m game selftest``: one computer-against-computer game through the real app, headless.

It opens the real ``App`` on SDL's dummy video driver, sits two computer
players at the real table at instant animation speed, and runs the loop
until the results screen appears. Used to check a packaged build: exit 0
and one summary line, or exit 1 and one line saying what went wrong.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

DEFAULT_GAME = "duel-of-swords"
DEFAULT_TIMEOUT = 60.0


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="card-duels selftest", description="Play one computer game through the real interface.")
    parser.add_argument("--game", default=DEFAULT_GAME, help=f"game id (default {DEFAULT_GAME})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the game (default 1)")
    parser.add_argument("--level", default=None, help="computer level for both seats (default: normal, or random if absent)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="give up after this many seconds (default 60)")
    parser.add_argument("--tutorial", metavar="GAME", default=None, help="play GAME's lesson, following the coach")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(list(sys.argv[1:] if argv is None else argv))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        from ..cli.setup import game_named  # the game as typed ("suits_duel") is the game it names

        args.game = game_named(args.game).id
        if args.tutorial is not None:
            args.tutorial = game_named(args.tutorial).id
            from .tutorial.selftest import run_tutorial

            return run_tutorial(args.tutorial, args.timeout)
        return _run(args)
    except Exception as exc:  # the point of a self-test: any failure becomes one line and exit 1
        print(f"selftest: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


def _level(game_id: str, wanted: str | None) -> str:
    from ..ai import LEVELS, make_agent

    if wanted is not None:
        make_agent(game_id, wanted)
        return wanted
    for level in ("normal", *reversed(LEVELS)):
        try:
            make_agent(game_id, level)
        except Exception:
            continue
        return level
    raise RuntimeError(f"no computer player for {game_id}")


def _run(args: argparse.Namespace) -> int:
    import pygame

    from ..engine import get_game
    from .app import App
    from .scenes.results import ResultsScene, reason_line
    from .settings import Settings
    from .setup_model import GameSetup, SeatSetup
    from .table.scene import TableScene

    game = get_game(args.game)
    level = _level(game.id, args.level)
    seats = tuple(SeatSetup(f"Computer {i + 1}", False, level) for i in range(game.min_seats))
    setup = GameSetup(game.id, seats, {}, args.seed)
    started = time.monotonic()
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None)
    try:
        app.step(wait=False)
        app.start_game(setup)
        frames = 0
        while not isinstance(app.scene, ResultsScene):
            if not app.running:
                raise RuntimeError("the app closed before the game ended")
            if time.monotonic() - started > args.timeout:
                raise TimeoutError(f"no result after {args.timeout:g} s ({frames} frames)")
            app.step(wait=False)
            if isinstance(app.scene, TableScene) and app.scene.finished:  # the final table waits for a click, as a player would
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(app.size[0] // 3, app.size[1] // 2), button=1))
            frames += 1
            time.sleep(0.001)
        app.step(wait=False)
        results = app.scene
        assert isinstance(results, ResultsScene)
        seconds = time.monotonic() - started
        reason = reason_line(setup, results.outcome) or "no reason given"
        print(f"selftest: ok: {game.name}, {results.headline} ({reason}) in {frames} frames, {seconds:.1f} s")
        return 0
    finally:
        app.close()


if __name__ == "__main__":
    raise SystemExit(main())
