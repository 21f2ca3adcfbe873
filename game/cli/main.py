"""``python -m game``: the app, or one of the sub-commands.

With no sub-command (or only app options such as ``--fullscreen``) the app
starts. Every usage mistake ends in one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import sys
from collections.abc import Callable, Sequence
from importlib import import_module

from .errors import PROG, CliError, Parser, report

COMMANDS = ("list", "simulate", "tournament", "bench", "inspect", "selftest", "play", "open", "gallery")

_DESCRIPTION = """\
Card Duels: a card table for five duel card games.

Run with no command to open the app (app options: --fullscreen, --windowed, --no-save, --debug).
"""


def _parser() -> Parser:
    parser = Parser(prog=PROG, description=_DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    listing = commands.add_parser("list", help="the games and their options")
    listing.add_argument("--json", action="store_true", help="machine-readable output")

    sim = commands.add_parser("simulate", help="headless matches between computer players")
    sim.add_argument("game", help="game id (see 'list')")
    sim.add_argument("--seats", type=int, default=None, help="number of players (default: the game's fewest)")
    sim.add_argument("--agents", default="random", help="agent level per seat, comma-separated, or one for all (random, normal)")
    sim.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    sim.add_argument("--seed", type=int, default=0, help="engine seed of the first game; game i uses seed+i (default 0)")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (repeatable)")
    sim.add_argument("--check", action="store_true", help="check the state's invariants after every action")
    sim.add_argument("--json", action="store_true", help="machine-readable output")

    from . import tournament

    tournament.add_parser(commands)

    bench = commands.add_parser("bench", help="engine and computer-player speed")
    bench.add_argument("--json", action="store_true", help="machine-readable output")
    bench.add_argument("--quick", action="store_true", help="a short run (rougher numbers)")

    inspect = commands.add_parser("inspect", help="check a save file and say what it holds")
    inspect.add_argument("save", help="the save file")
    inspect.add_argument("--json", action="store_true", help="machine-readable output")

    selftest = commands.add_parser("selftest", help="play one computer game through the real interface, headless")
    selftest.add_argument("--game", default=None, help="game id (see 'list')")
    selftest.add_argument("--seed", type=int, default=1, help="seed of the game (default 1)")
    selftest.add_argument("--level", default=None, help="computer level for both seats (default: normal)")
    selftest.add_argument("--timeout", type=float, default=60.0, help="give up after this many seconds (default 60)")
    selftest.add_argument("--tutorial", metavar="GAME", default=None, help="play GAME's lesson, following the coach")
    commands.add_parser("play", help="open the app on a table: GAME [--seats N] [--players human,normal,...] [--seed S]")
    commands.add_parser("open", help="open a save, or a finished game as a replay: FILE")
    commands.add_parser("gallery", help="every screen to PNG at each size, with the layout problems found", add_help=False)
    return parser


def _lazy(module: str, name: str, what: str) -> Callable[[list[str]], int]:
    """An entry point from a module that may not be installed or written yet (the UI)."""
    try:
        entry: Callable[[list[str]], int] = getattr(import_module(module), name)
    except (ImportError, AttributeError) as exc:
        raise CliError(f"the {what} is not available: {exc}", status=1) from None
    return entry


def _simulate(args: argparse.Namespace) -> int:
    from . import setup, simulate

    game = setup.game_named(args.game)
    seats = setup.checked_seats(game, game.min_seats if args.seats is None else args.seats)
    options = setup.parsed_options(game, args.option, seats)
    setup.checked_run(args.games, args.seed)
    agents = setup.agents_for(game, args.agents, seats)
    names = [a.name.lower() for a in agents]
    tally = simulate.simulate(game.id, seats, agents, names, games=args.games, seed=args.seed, options=options, check=args.check)
    return simulate.report(tally, args.json)


def _checked_selftest(args: argparse.Namespace) -> None:
    """The self-test's game and level exist, and its timeout is a time; else a one-line ``CliError``."""
    from ..ai import LEVELS, make_agent
    from ..engine import SetupError
    from . import setup

    game = setup.game_named(args.game) if args.game is not None else None
    if args.tutorial is not None:
        setup.game_named(args.tutorial)
    if args.level is not None:
        if args.level not in LEVELS:
            raise CliError(f"unknown level {args.level!r} (levels: {', '.join(LEVELS)})")
        if game is not None:
            try:
                make_agent(game.id, args.level)
            except SetupError as exc:
                raise CliError(str(exc)) from None
    if not args.timeout > 0:
        raise CliError(f"--timeout must be a positive number of seconds, not {args.timeout}")


def _dispatch(argv: list[str]) -> int:
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help")):
        return _lazy("game.ui.app", "run_app", "app")(argv)
    if argv[0] == "selftest":
        _checked_selftest(_parser().parse_args(argv))  # usage mistakes: one line, status 2, before the UI loads
        return _lazy("game.ui.selftest", "main", "self-test")(argv[1:])
    if argv[0] in ("play", "open"):
        return _lazy("game.ui.direct_start", "main", "app")(argv)
    if argv[0] == "gallery":
        return _lazy("game.ui.gallery.command", "main", "gallery")(argv[1:])
    if argv[0] not in COMMANDS and not argv[0].startswith("-"):
        raise CliError(f"unknown command {argv[0]!r} (commands: {', '.join(COMMANDS)}; or no command for the app)")
    args = _parser().parse_args(argv)
    if args.command == "list":
        from . import listing

        return listing.run(args.json)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "tournament":
        from . import tournament

        return tournament.run(args)
    if args.command == "bench":
        from . import bench

        return bench.run(args.json, args.quick)
    if args.command == "inspect":
        from . import inspect

        return inspect.run(args.save, args.json)
    raise CliError("no command given")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; the exit status (``--help`` exits 0 via ``SystemExit``)."""
    # A packaged app starts a Hard computer's thinking process by running itself: let that child do only that.
    multiprocessing.freeze_support()
    for stream in (sys.stdout, sys.stderr):  # a file name or a note no terminal can show is escaped, never a traceback
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    try:
        return _dispatch(list(sys.argv[1:] if argv is None else argv))
    except CliError as exc:
        return report(exc)
