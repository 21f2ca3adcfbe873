"""Turning command-line text into a checked game set-up, or a one-line :class:`CliError`.

Validation is the engine's: ``get_game``, ``Game.check_seats``,
``OptionSpec.parse`` and ``Game.resolve_options`` raise ``SetupError``
with messages meant for people; here they only change costume.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..ai import LEVELS, Agent, make_agent
from ..engine import Game, SetupError, get_game
from ..engine.state import MAX_SEED
from .errors import CliError


def game_named(game_id: str) -> Game:
    """The game a player typed: ``suits-duel``, and as people also type it, ``suits_duel`` or ``"Suits Duel"``."""
    try:
        return get_game("-".join(game_id.replace("_", " ").lower().split()))
    except SetupError as exc:
        raise CliError(str(exc)) from None


def checked_seats(game: Game, seats: int) -> int:
    try:
        game.check_seats(seats)
    except SetupError as exc:
        raise CliError(str(exc)) from None
    return seats


def parsed_options(game: Game, pairs: Sequence[str], seats: int) -> dict[str, Any]:
    """Options from ``NAME=VALUE`` texts, checked together (ranges, choices, conflicts)."""
    given: dict[str, Any] = {}
    try:
        for pair in pairs:
            name, sep, text = pair.partition("=")
            if not sep or not name:
                raise CliError(f"an option is written NAME=VALUE, not {pair!r}")
            given[name] = game.option(name).parse(text)
        return game.resolve_options(given, seats)
    except SetupError as exc:
        raise CliError(str(exc)) from None


def agents_for(game: Game, text: str, seats: int) -> list[Agent]:
    """One agent per seat from ``A,B,…`` (or one name for every seat)."""
    names = [n.strip().lower() for n in text.split(",")]
    if len(names) == 1:
        names = names * seats
    if len(names) != seats:
        raise CliError(f"{len(names)} agents named for {seats} seats (name one per seat, or one for all)")
    agents = []
    for name in names:
        if name not in LEVELS:
            raise CliError(f"unknown agent {name!r} (agents: {', '.join(LEVELS)})")
        try:
            agents.append(make_agent(game.id, name))
        except SetupError as exc:
            raise CliError(str(exc)) from None
        except ImportError:
            raise CliError(f"there is no {name} computer player for {game.name} yet") from None
    return agents


def checked_run(games: int, seed: int) -> None:
    """``--games`` and ``--seed`` must give engine seeds within the range the engine accepts."""
    if games < 1:
        raise CliError(f"--games must be at least 1, not {games}")
    if seed < 0 or seed + games - 1 > MAX_SEED:
        span = f" for {games} games" if games > 1 else ""
        raise CliError(f"--seed must be a whole number from 0 to {MAX_SEED - games + 1}{span}, not {seed}")
