"""Options as data, actions that match without their label, and events redacted per viewer."""

from __future__ import annotations

import pytest

from game.engine import GAMES, HIDDEN, Action, Event, SetupError, find_action
from game.engine.options import OptionSpec, all_combinations, resolve, unavailable_reason

SPECS = (
    OptionSpec("fast", "bool", False, "Play fast."),
    OptionSpec("slow", "bool", False, "Play slow.", excludes=("fast",)),
    OptionSpec("pistol", "bool", False, "Bring a pistol.", requires=("fast",)),
    OptionSpec("rounds", "int", 5, "Rounds.", minimum=1, maximum=9),
    OptionSpec("mode", "choice", "a", "Mode.", choices=("a", "b")),
    OptionSpec("crowd", "bool", False, "Big tables only.", seats=(3, 4)),
)


def test_defaults_are_filled_in_and_values_checked():
    assert resolve(SPECS, {"rounds": 7}, 2) == {
        "fast": False,
        "slow": False,
        "pistol": False,
        "rounds": 7,
        "mode": "a",
        "crowd": False,
    }


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"speed": True}, "unknown option 'speed'"),
        ({"fast": "yes"}, "true or false"),
        ({"rounds": 10}, "between 1 and 9"),
        ({"rounds": True}, "whole number"),
        ({"mode": "c"}, "one of a, b"),
        ({"fast": True, "slow": True}, "cannot be combined"),
        ({"pistol": True}, "needs fast"),
        ({"crowd": True}, "only for games with 3, 4 players"),
    ],
)
def test_bad_options_are_refused_with_a_reason(given, message):
    with pytest.raises(SetupError, match=message):
        resolve(SPECS, given, 2)


def test_text_values_parse_for_the_command_line():
    assert SPECS[0].parse("on") is True and SPECS[0].parse("false") is False
    assert SPECS[3].parse("3") == 3
    with pytest.raises(SetupError):
        SPECS[3].parse("three")


def test_unavailable_options_say_why():
    table = {s.name: s for s in SPECS}
    assert unavailable_reason(table["slow"], {"fast": True}, table, 2) == "slow cannot be combined with fast"
    assert unavailable_reason(table["slow"], {}, table, 2) is None


def test_every_valid_combination_is_listed_once():
    combos = all_combinations(SPECS, 2)
    assert len(combos) == len({tuple(sorted(c.items())) for c in combos})
    assert not any(c["fast"] and c["slow"] for c in combos)
    assert all(c["fast"] for c in combos if c["pistol"]) and not any(c["crowd"] for c in combos)
    # (fast, slow, pistol) can be FFF, TFF, FTF or TFT; times two modes.
    assert len(combos) == 8


def test_actions_match_without_their_label_and_round_trip():
    a = Action("play", ("10S", "4D"), "table:0", "Play two")
    assert a == Action("play", ("10S", "4D"), "table:0") and hash(a) == hash(Action("play", ("10S", "4D"), "table:0"))
    assert Action.from_dict(a.to_dict()) == a
    assert find_action([a], cards=["4D", "10S"], target="table:0") is a
    assert find_action([a], cards=["4D"], target="table:0") is None
    with pytest.raises(ValueError):
        Action.from_dict({"kind": 3})


def test_an_event_hides_its_cards_and_detail_from_those_who_may_not_see():
    e = Event("engarde", seat=0, cards=("10S",), text="Player 1 plays a card face down.", detail="10♠", visible_to=(0,))
    assert e.seen_by(0) is e
    other = e.seen_by(1)
    assert other.cards == (HIDDEN,) and other.detail == "" and other.text == e.text
    assert e.seen_by(None).cards == (HIDDEN,)
    public = Event("reveal", cards=("10S", "4D"))
    assert public.seen_by(1) is public


def test_the_quick_options_are_the_ones_marked_as_revealing_and_say_what_they_reveal() -> None:
    revealing = {(game_id, o.name): o.description for game_id, g in GAMES.items() for o in g.options if o.reveals}
    assert set(revealing) == {
        ("el-royale", "quickThrowIns"),
        ("suits-duel", "quickCounters"),
        ("clashing-blades", "quickAnswers"),
    }
    for description in revealing.values():
        assert "tells" in description, description
    assert all(not o.default for g in GAMES.values() for o in g.options if o.reveals), "a revealing option is never on by default"
