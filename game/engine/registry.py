"""The games the table knows, by id."""

from __future__ import annotations

from typing import Any

from .errors import SetupError
from .state import Game, State


def _load() -> dict[str, Game]:
    from .games import clashing_blades, duel_of_swords, el_royale, mortal_swords, suits_duel

    # In the order the games are offered: the largest first, as the project names them.
    games: list[Game] = [mortal_swords.GAME, el_royale.GAME, duel_of_swords.GAME, suits_duel.GAME, clashing_blades.GAME]
    return {g.id: g for g in games}


GAMES: dict[str, Game] = _load()


def get_game(game_id: str) -> Game:
    """The game with this id, or ``SetupError`` naming the ones there are."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise SetupError(f"unknown game {game_id!r} (games: {', '.join(GAMES)})") from None


def new_game(
    game_id: str,
    seats: int,
    *,
    options: dict[str, Any] | None = None,
    seed: int | None = None,
    deck: Any = None,
) -> State:
    """Set up a new game of ``game_id`` for ``seats`` players."""
    return get_game(game_id).new(seats, options, seed=seed, deck=deck)


def state_from_dict(data: dict[str, Any]) -> State:
    """A state from its snapshot, whatever the game."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise SetupError("a game snapshot must name its game")
    return get_game(data["game"]).state_type.from_dict(data)
