"""Every registered game keeps the set-up contract: it describes itself as data and refuses bad set-ups clearly."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.engine import GAMES, Action, Game, IllegalAction, OptionSpec, SetupError, State, new_game
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


# -- illegal actions: refused with a reason, the state untouched ---------------------------------


def _position_with_a_waiting_seat(game_id: str, seed: int) -> State:
    """A random position where some seat is not to act (the start, if every seat acts at once nowhere)."""
    state = new_game(game_id, GAMES[game_id].min_seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(5_000):
        if state.outcome is not None:
            break
        if len(state.to_act()) < state.seats and rng.random() < 0.3:
            return state
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    return state


def _refused(state: State, seat: int, action: Action) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert state.to_dict() == before, f"a refused {action} changed the state"
    message = str(caught.value)
    assert message.strip() and "Traceback" not in message
    return message


def _positions(game_id: str) -> list[State]:
    return [p for p in (_position_with_a_waiting_seat(game_id, seed) for seed in range(12)) if p.outcome is None]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seat_that_is_not_to_act_is_refused(game_id: str) -> None:
    positions = _positions(game_id)
    assert positions
    for state in positions:
        acting = state.to_act()
        some_legal = state.legal_actions(acting[0])[0]
        for seat in range(state.seats):
            if seat not in acting:
                _refused(state, seat, some_legal)
        _refused(state, state.seats, some_legal)
        _refused(state, -1, some_legal)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_action_of_a_kind_the_game_lacks_is_refused(game_id: str) -> None:
    for state in _positions(game_id):
        seat = state.to_act()[0]
        _refused(state, seat, Action("juggle"))
        _refused(state, seat, Action("juggle", ("AS",), "table:0"))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_garbage_target_is_refused(game_id: str) -> None:
    for state in _positions(game_id):
        seat = state.to_act()[0]
        for action in state.legal_actions(seat)[:5]:
            for target in ("nowhere:99", "", "hand:7"):
                wrong = Action(action.kind, action.cards, target)
                if wrong not in state.legal_actions(seat):
                    _refused(state, seat, wrong)


def _not_held(state: State, seat: int) -> list[str]:
    mine = {c.code for c in state.zones().get(f"hand:{seat}", [])}
    others = [c.code for zone, cs in state.zones().items() if zone != f"hand:{seat}" for c in cs if c.code not in mine]
    return [code for code in [*others[:3], "AS", "JK2"] if code not in mine]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_card_the_seat_does_not_hold_is_refused(game_id: str) -> None:
    for state in _positions(game_id):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for action in legal[:5]:
            for code in _not_held(state, seat):
                cards = (*action.cards[1:], code) if action.cards else (code,)
                wrong = Action(action.kind, cards, action.target)
                if wrong not in legal:
                    _refused(state, seat, wrong)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_nothing_is_accepted_after_the_game_is_over(game_id: str) -> None:
    state = new_game(game_id, GAMES[game_id].min_seats, seed=5)
    rng = random.Random(5)
    last: Action | None = None
    while state.outcome is None:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        last = legal[rng.randrange(len(legal))]
        state.apply(seat, last)
    assert last is not None and state.to_act() == []
    for seat in range(state.seats):
        assert state.legal_actions(seat) == []
        _refused(state, seat, last)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_choice_reads_as_words_on_the_setup_screen(game_id: str) -> None:
    for spec in GAMES[game_id].options:
        if spec.kind != "choice":
            continue
        assert not spec.choice_labels or len(spec.choice_labels) == len(spec.choices), spec.name
        labels = [spec.choice_label(c) for c in spec.choices]
        assert len(set(labels)) == len(labels) and all(label.strip() for label in labels), (spec.name, labels)
