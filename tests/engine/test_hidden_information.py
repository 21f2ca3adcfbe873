"""No seat ever learns a hidden card: not from its observation, not from an event, not from an event's text.

Played at random over every game: for each seat, the JSON of its
observation and of every event as it sees it must not hold a card that
sits in another seat's hand (unless everyone saw it go there), the deck's
order never shows, and a secret simultaneous choice changes nothing the
other seats can see until everyone has chosen.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import GAMES, Action, Event, Observation, State, new_game
from game.engine.cards import card
from game.engine.options import all_combinations

MAX_ACTIONS = 20_000
#: Option combinations watched per seat count (spread through the list) and seeds per setup, by game id;
#: games whose random games run long (El Royale) watch fewer so the default run stays short.
COMBOS_PER_SEATS: dict[str, int] = {"el-royale": 2}
EXAMPLES: dict[str, int] = {"el-royale": 1}
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def json_strings(value: Any) -> set[str]:
    """Every whole string in the JSON form of ``value`` (keys and values), so ``"AS"`` never matches inside ``"BASH"``."""
    return set(_STRING.findall(json.dumps(value, ensure_ascii=False)))


def _codes(state: State, zone: str) -> set[str]:
    return {c.code for c in state.zones().get(zone, [])}


def secret_hand_cards(state: State, viewer: int | None, known: dict[int, tuple[str, ...]]) -> set[str]:
    """Cards in other seats' hands that ``viewer`` may not know."""
    out: set[str] = set()
    for seat in range(state.seats):
        if seat != viewer:
            out |= _codes(state, f"hand:{seat}") - set(known.get(seat, ()))
    return out


def public_to_all(state: State) -> set[str]:
    """The strings every seat's observation holds: what an onlooker may know."""
    views = [json_strings(state.observation(s).to_dict()) for s in range(state.seats)]
    common = views[0]
    for view in views[1:]:
        common = common & view
    return common


def deck_zones(state: State) -> list[str]:
    return [z for z in state.zones() if z == "deck" or z.startswith("deck")]


def _names_a_card(text: str, codes: set[str]) -> set[str]:
    found = set()
    for code in codes:
        c = card(code)
        if re.search(rf"(?<![\w]){re.escape(code)}(?![\w])", text) or c.short in text or c.name in text:
            found.add(code)
    return found


def check_observation(state: State, seat: int) -> Observation:
    view = state.observation(seat)
    data = view.to_dict()
    leaked = json_strings(data) & secret_hand_cards(state, seat, view.known)
    assert not leaked, f"seat {seat} sees {sorted(leaked)} in another seat's hand"
    for zone in deck_zones(state):
        pile = [c.code for c in state.zones()[zone]]
        shown = view.zones.get(zone, ())
        assert all(code == "??" for code in shown), f"the {zone} pile's cards are in seat {seat}'s observation"
        assert view.counts.get(zone) == len(pile), f"seat {seat} is not told how many cards the {zone} pile holds"
        if len(pile) >= 2:
            visible = json_strings(data) & set(pile)
            assert len(visible) < 2, f"seat {seat} sees {sorted(visible)} from the {zone} pile"
    return view


def _moved_out(events: list[Event], zone: str) -> set[str]:
    return {code for e in events if e.src == zone for code in e.cards}


def check_events(before: State, after: State, events: list[Event]) -> None:
    """What each viewer's copy of the events shows: no card that stayed hidden in another hand.

    A card face down is never in an event everyone sees; a card that sat secretly in another hand
    through the whole action is never shown; a card shown going into another hand must be public
    knowledge there; and no event's text names a card that sits hidden in a hand.
    """
    for event in events:
        assert event.face_up or not event.cards or event.visible_to is not None, (
            f"event {event.kind} moves {list(event.cards)} face down but shows them to everyone"
        )
    for viewer in [*range(after.seats), None]:
        if viewer is not None:
            now = after.observation(viewer)
            known_before, known_after = before.observation(viewer).known, now.known
            visible_now = json_strings(now.to_dict())
        else:
            known_before, known_after = {}, {}
            visible_now = public_to_all(after)
        stayed_secret: set[str] = set()
        for seat in range(after.seats):
            if seat != viewer:
                zone = f"hand:{seat}"
                kept = (_codes(before, zone) & _codes(after, zone)) - _moved_out(events, zone)
                stayed_secret |= kept - set(known_before.get(seat, ())) - set(known_after.get(seat, ()))
        stayed_secret -= visible_now
        for event in events:
            seen = event.seen_by(viewer)
            leaked = json_strings(seen.to_dict()) & stayed_secret
            assert not leaked, f"event {event.kind} shows {sorted(leaked)} to viewer {viewer}"
            if seen.dst and seen.dst.startswith("hand:") and seen.dst != f"hand:{viewer}":
                owner = int(seen.dst.split(":")[1])
                shown = {c for c in seen.cards if c != "??"} - set(known_after.get(owner, ()))
                assert not shown, f"event {event.kind} shows {sorted(shown)} entering hand {owner} to viewer {viewer}"
    hidden: set[str] = set()
    for seat in range(after.seats):
        zone = f"hand:{seat}"
        hidden |= (_codes(before, zone) & _codes(after, zone)) - _moved_out(events, zone)
    hidden -= public_to_all(after)
    for event in events:
        named = _names_a_card(event.text, hidden)
        assert not named, f"event text {event.text!r} names hidden {sorted(named)}"


def check_simultaneous_secrecy(state: State, rng: random.Random) -> None:
    """While several seats choose at once in secret, one seat's choice changes nothing the others can see.

    A choice is secret when the engine keeps its event from the others (``visible_to``); several
    seats may also be to act with open choices (placing a card face up), which others may see.
    """
    acting = state.to_act()
    if len(acting) < 2:
        return
    chooser = acting[0]
    legal = state.legal_actions(chooser)
    if len(legal) < 2:
        return
    first, second = rng.sample(legal, 2)
    one, two = state.clone(), state.clone()
    events_one, events_two = one.apply(chooser, first), two.apply(chooser, second)
    if all(e.visible_to is None for e in events_one + events_two):
        return
    for other in acting[1:]:
        if other in one.to_act() and other in two.to_act():
            assert one.observation(other) == two.observation(other), f"seat {other} can tell what seat {chooser} chose"
            assert [e.seen_by(other) for e in events_one] == [e.seen_by(other) for e in events_two], (
                f"seat {other} can tell from the events what seat {chooser} chose"
            )
            assert one.legal_actions(other) == two.legal_actions(other)


def play_watching(game_id: str, seats: int, options: dict[str, Any], seed: int) -> int:
    state = new_game(game_id, seats, options=options, seed=seed)
    rng = random.Random(seed)
    actions = 0
    while state.outcome is None:
        for seat in range(seats):
            check_observation(state, seat)
        check_simultaneous_secrecy(state, rng)
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action: Action = legal[rng.randrange(len(legal))]
        before = state.clone()
        events = state.apply(seat, action)
        check_events(before, state, events)
        actions += 1
        assert actions < MAX_ACTIONS
    for seat in range(seats):
        check_observation(state, seat)
    return actions


def _setups() -> list[tuple[str, int, dict[str, Any]]]:
    out: list[tuple[str, int, dict[str, Any]]] = []
    for game_id in sorted(GAMES):
        game = GAMES[game_id]
        for seats in range(game.min_seats, game.max_seats + 1):
            combos = all_combinations(game.options, seats)
            # The defaults and a handful of other combinations spread through the list keep the run short.
            step = max(1, len(combos) // COMBOS_PER_SEATS.get(game_id, 6))
            out.extend((game_id, seats, combo) for combo in combos[::step])
    return out


def _setup_id(setup: tuple[str, int, dict[str, Any]]) -> str:
    game_id, seats, combo = setup
    changed = ",".join(f"{k}={v}" for k, v in combo.items() if v != GAMES[game_id].option(k).default)
    return f"{game_id}-{seats}p-{changed or 'defaults'}"


@pytest.mark.parametrize("setup", _setups(), ids=_setup_id)
def test_no_seat_sees_a_hidden_card(setup: tuple[str, int, dict[str, Any]]) -> None:
    game_id, seats, options = setup

    @settings(max_examples=EXAMPLES.get(game_id, 8), deadline=None, derandomize=True, database=None)
    @given(seed=st.integers(min_value=0, max_value=2**32))
    def plays(seed: int) -> None:
        assert play_watching(game_id, seats, options, seed) > 0

    plays()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_checks_catch_events_that_are_not_redacted(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The watcher must be able to fail: with redaction switched off, some seat sees a secret."""
    monkeypatch.setattr(Event, "seen_by", lambda self, viewer: self)
    with pytest.raises(AssertionError):
        for seed in range(20):
            play_watching(game_id, GAMES[game_id].min_seats, {}, seed)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_checks_catch_an_observation_that_tells_too_much(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The watcher must be able to fail: an observation carrying the whole state is caught."""
    state_type = GAMES[game_id].state_type
    honest = state_type.observation

    def peeking(self: State, seat: int) -> Observation:
        view = honest(self, seat)
        return replace(view, info={**view.info, "peek": self.to_dict()})

    monkeypatch.setattr(state_type, "observation", peeking)
    with pytest.raises(AssertionError):
        for seed in range(20):
            play_watching(game_id, GAMES[game_id].min_seats, {}, seed)


def test_card_codes_match_whole_strings_only() -> None:
    assert json_strings({"x": "BASH", "y": ["10S"], "z": {"AS": 1}}) == {"x", "BASH", "y", "10S", "z", "AS"}
    assert "AS" not in json_strings({"x": "BASH"})
