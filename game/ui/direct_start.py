"""``python -m game play GAME …`` and ``python -m game open FILE``: the app opened straight on a table or a replay.

``play`` seats the players named on the command line (``human``, ``easy``,
``normal``, ``hard``; all computers is watch mode, from the public view)
and opens the table. ``open`` opens a save where it stands, or a finished
game (a save or a file from the history) as a replay. Every argument is
checked before a window opens: a bad one is one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..cli.errors import PROG, CliError, Parser
from ..engine.options import humans_reason
from ..persistence import GameRecord, SaveError
from .setup_model import GameSetup, SeatSetup, named_seats

if TYPE_CHECKING:
    from .app import App

#: What a seat may be on the command line: a human at this screen or a computer level.
PLAYERS = ("human", "easy", "normal", "hard")


def _app_options(parser: argparse.ArgumentParser) -> None:
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start in full screen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--no-save", action="store_true", help="do not read or write the settings file")


def play_parser() -> Parser:
    parser = Parser(prog=f"{PROG} play", description="Open the app straight on a table of GAME.")
    parser.add_argument("game", help="game id (see 'list')")
    parser.add_argument("--seats", type=int, default=None, help="number of players (default: as many as --players names)")
    parser.add_argument(
        "--players", default=None, help=f"one per seat, comma-separated ({', '.join(PLAYERS)}); all computers: watch"
    )
    parser.add_argument("--seed", type=int, default=None, help="the deal's seed (default: a new one)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (repeatable)")
    _app_options(parser)
    return parser


def open_parser() -> Parser:
    parser = Parser(prog=f"{PROG} open", description="Open a save where it stands, or a finished game as a replay.")
    parser.add_argument("file", help="a save file or a finished game from the history")
    _app_options(parser)
    return parser


def seats_for(players: list[str]) -> tuple[SeatSetup, ...]:
    """Seats with the names the setup screen gives: "You" among "Computer 1", "Computer 2"…, else numbered."""
    return tuple(
        named_seats([SeatSetup("You", True, "normal") if p == "human" else SeatSetup("Computer", False, p) for p in players])
    )


def play_setup(argv: list[str]) -> tuple[GameSetup, argparse.Namespace]:
    """The table ``play`` asks for, checked as the other commands check theirs (``CliError`` says what is wrong)."""
    from ..cli import setup as cli_setup

    args = play_parser().parse_args(argv)
    game = cli_setup.game_named(args.game)
    if args.players is not None and not args.players.strip():
        raise CliError(f"--players names nobody: give one per seat, e.g. human,normal (players: {', '.join(PLAYERS)})")
    players = [p.strip().lower() for p in args.players.split(",")] if args.players else []
    if any(p not in PLAYERS for p in players):
        bad = next(p for p in players if p not in PLAYERS)
        raise CliError(f"unknown player {bad!r} (players: {', '.join(PLAYERS)})")
    seats = args.seats if args.seats is not None else max(len(players), game.min_seats)
    seats = cli_setup.checked_seats(game, seats)
    if len(players) == 1:
        players = players * seats
    if players and len(players) != seats:
        raise CliError(f"--players names {len(players)} players for {seats} seats")
    if not players:
        players = ["human"] + ["normal"] * (seats - 1)
    options = cli_setup.parsed_options(game, args.option, seats)
    humans = players.count("human")
    for spec in game.options:
        reason = humans_reason(spec, humans) if spec.is_on(options.get(spec.name, spec.default)) else None
        if reason:
            raise CliError(reason)
    if args.seed is not None:
        cli_setup.checked_run(1, args.seed)  # within what the engine deals from, as every command asks
    seed = args.seed if args.seed is not None else _fresh_seed()
    return GameSetup(game.id, seats_for(players), options, seed), args


def _fresh_seed() -> int:
    import random

    return random.SystemRandom().randrange(2**31)


def open_record(argv: list[str]) -> tuple[GameRecord, argparse.Namespace]:
    """The game in the file ``open`` names, checked and replayed (``CliError`` says why it cannot be opened)."""
    from ..persistence.store import load_file

    args = open_parser().parse_args(argv)
    path = Path(args.file)
    if path.is_dir():
        raise CliError(f"{args.file} is a folder, not a save: name a .json file in it")
    if not path.exists():
        raise CliError(f"no such file: {args.file}")
    if not path.is_file():
        raise CliError(f"{args.file} is not a save: it is a device or other special file, not an ordinary file")
    try:
        return load_file(path), args
    except SaveError as exc:
        raise CliError(f"cannot open {path.name}: {exc}") from None


def opening(setup: GameSetup | None, record: GameRecord | None) -> Callable[[App], None]:
    """What the app shows first: the table of ``setup``, or ``record`` where it stands (finished: its replay)."""

    def start(app: App) -> None:
        if setup is not None:
            app.start_game(setup)
        elif record is not None and record.state.is_over:
            from .scenes.replay import open_replay

            open_replay(app, record)
        elif record is not None:
            from .scenes.load import resume

            resume(app, record)

    return start


def main(argv: list[str]) -> int:
    """``play …`` or ``open …`` (the command word first): check the arguments, then run the app opened there."""
    from .app import run_app

    command, rest = argv[0], argv[1:]
    if command == "play":
        setup, args = play_setup(rest)
        start = opening(setup, None)
    else:
        record, args = open_record(rest)
        start = opening(None, record)
    flags = [f for f, on in (("--fullscreen", args.fullscreen), ("--windowed", args.windowed), ("--no-save", args.no_save)) if on]
    return run_app(flags, start)
