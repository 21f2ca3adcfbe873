"""The next game of a match, asked of any game: El Royale plays matches (the loser deals, the winner starts), the rest do not."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.engine import GAMES, SetupError, State, get_game, new_game
from game.engine.games.el_royale import GAME as EL_ROYALE
from game.engine.games.el_royale import ElRoyaleState

ER = "el-royale"


def played_out(game_id: str, seats: int, options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """A game played to its end by seeded random choices."""
    state = new_game(game_id, seats, options=options, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        for seat in state.to_act():
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("game_id", sorted(set(GAMES) - {ER}))
def test_games_without_matches_offer_no_next_game(game_id: str) -> None:
    game = get_game(game_id)
    finished = played_out(game_id, game.min_seats, seed=2)
    assert game.match_deal(finished, 5) is None
    assert game.next_game(finished, 5) is None


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_el_royale_next_game_the_winner_starts_and_the_loser_deals(seed: int) -> None:
    finished = played_out(ER, 2, seed=seed)
    assert isinstance(finished, ElRoyaleState) and finished.outcome is not None
    winner = finished.outcome.winners[0]
    again = EL_ROYALE.next_game(finished, seed + 100)
    assert again.starter == winner and again.attacker == winner
    assert again.dealer == 1 - winner
    assert again.outcome is None and all(len(h) == 4 for h in again.hands)
    assert again.options == finished.options and again.seats == finished.seats


def test_in_teams_a_member_of_the_losing_team_deals() -> None:
    finished = played_out(ER, 4, {"mode": "teams2"}, seed=4)
    assert isinstance(finished, ElRoyaleState) and finished.outcome is not None
    winners = set(finished.outcome.winners)
    assert len(winners) == 2
    dealers = {EL_ROYALE.next_game(finished, seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3} - winners


def test_the_next_game_is_dealt_again_from_plain_data_as_a_save_would() -> None:
    """A save keeps ``deck``: the match deal read back from JSON deals exactly the same game."""
    finished = played_out(ER, 3, seed=7)
    game = get_game(ER)
    deal = game.match_deal(finished, 42)
    stored = json.loads(json.dumps(deal))
    again = game.new(3, finished.options, seed=42, deck=stored)
    assert again == game.next_game(finished, 42)
    again.check_invariants()


def test_a_next_game_is_refused_before_the_game_ends_and_a_bad_match_deal_is_refused() -> None:
    game = get_game(ER)
    with pytest.raises(ValueError, match="not ended"):
        game.match_deal(new_game(ER, 2, seed=1), 3)
    with pytest.raises(SetupError, match="dealer and a starter"):
        game.new(2, {}, seed=1, deck={"dealer": 5, "starter": 0})
    with pytest.raises(SetupError, match="dealer and a starter"):
        game.new(2, {}, seed=1, deck={"dealer": 1})
