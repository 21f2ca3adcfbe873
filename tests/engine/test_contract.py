"""Every registered game keeps the set-up contract: it describes itself as data and refuses bad set-ups clearly."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.engine import GAMES, Game, OptionSpec, SetupError, new_game
from game.engine.options import all_combinations

GAME_IDS = sorted(GAMES)


def _refusal(game_id: str, seats: int, **kwargs: Any) -> str:
    with pytest.raises(SetupError) as caught:
        new_game(game_id, seats, **kwargs)
    message = str(caught.value)
    assert len(message) > 8 and "Traceback" not in message and "\n" not in message
    return message


def _bad_values(spec: OptionSpec) -> list[Any]:
    if spec.kind == "bool":
        return ["yes", 1, None]
    if spec.kind == "int":
        out: list[Any] = ["five", 2.5, True]
        if spec.minimum is not None:
            out.append(spec.minimum - 1)
        if spec.maximum is not None:
            out.append(spec.maximum + 1)
        return out
    return ["no-such-choice", 3, None]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_describes_itself_as_json_with_every_option_explained(game_id: str) -> None:
    game: Game = GAMES[game_id]
    described = json.loads(json.dumps(game.describe()))
    assert described["id"] == game_id == game.id
    assert described["name"] and 1 <= described["min_seats"] <= described["max_seats"]
    names = [o["name"] for o in described["options"]]
    assert len(names) == len(set(names)), "option names repeat"
    for option in described["options"]:
        assert option["description"].strip(), f"option {option['name']} has no description"
        assert option["type"] in ("bool", "int", "choice")
        spec = game.option(option["name"])
        assert spec.check(spec.default) == spec.default, f"the default of {spec.name} is not a valid value"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_seat_count_and_option_combination_sets_up(game_id: str) -> None:
    game = GAMES[game_id]
    for seats in range(game.min_seats, game.max_seats + 1):
        combos = all_combinations(game.options, seats)
        assert combos, f"no valid option combination for {seats} seats"
        for combo in combos:
            state = new_game(game_id, seats, options=combo, seed=7)
            assert state.seats == seats and not state.is_over
            state.check_invariants()


def test_an_unknown_game_is_refused_naming_the_games_there_are() -> None:
    message = _refusal("chess", 2)
    assert "chess" in message
    for game_id in GAME_IDS:
        assert game_id in message


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_unknown_option_is_refused_by_name(game_id: str) -> None:
    message = _refusal(game_id, GAMES[game_id].min_seats, options={"noSuchOption": True})
    assert "noSuchOption" in message


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_bad_option_value_is_refused_naming_the_option(game_id: str) -> None:
    game = GAMES[game_id]
    for spec in game.options:
        for value in _bad_values(spec):
            message = _refusal(game_id, game.min_seats, options={spec.name: value})
            assert spec.name in message, f"{spec.name}={value!r}: {message}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_wrong_seat_count_is_refused(game_id: str) -> None:
    game = GAMES[game_id]
    for seats in (game.min_seats - 1, game.max_seats + 1, 0, -1):
        message = _refusal(game_id, seats)
        assert str(seats) in message and game.name in message


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [-1, "7", 2.5, True, 1 << 64])
def test_a_bad_seed_is_refused(game_id: str, seed: Any) -> None:
    message = _refusal(game_id, GAMES[game_id].min_seats, seed=seed)
    assert "seed" in message


def _a_card_code(game_id: str) -> str:
    played = new_game(game_id, GAMES[game_id].min_seats, seed=3).all_cards()
    return played[0].code if played else "AS"


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("deck", [["ZZ"], ["1S"], ["??"], "AS KS", [5]])
def test_a_stacked_deck_with_a_non_card_is_refused(game_id: str, deck: Any) -> None:
    _refusal(game_id, GAMES[game_id].min_seats, seed=1, deck=deck)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_stacked_deck_naming_a_card_twice_is_refused(game_id: str) -> None:
    code = _a_card_code(game_id)
    _refusal(game_id, GAMES[game_id].min_seats, seed=1, deck=[code, code])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_seed_deals_the_same_game(game_id: str) -> None:
    seats = GAMES[game_id].min_seats
    assert new_game(game_id, seats, seed=42) == new_game(game_id, seats, seed=42)
