"""El Royale's flow of play gives nothing away (GEN-R07): who is asked, and when a play ends, never depend on hidden cards.

The two examples of issue 17 are kept here: the throw-in order that showed who held the attack's rank,
and the wait for "that is all" that showed whether the attacker held another card of it. Then the quick
option that brings the old, revealing flow back on purpose, the saves played under that flow, and the
refusal of a card that cannot beat.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from el_royale_scenarios import P1, P2, P3, P4, arranged, attack, passes_until, throw

from game.engine import GAMES, Action, IllegalAction
from game.engine.games.el_royale import GAME, ElRoyaleState, Phase
from game.persistence import SaveError, load_file
from game.persistence.save_format import from_data

THROW_IN_DECK = "5C 7C 5D 7H 6C 2S 6D 2H 8C 3S 8D 3H 9C 4S 9D 4H"
#: The same deal with 7♥ and 9♣ swapped between the third and the fourth seat.
SWAPPED_DECK = "5C 7C 5D 9C 6C 2S 6D 2H 8C 3S 8D 3H 7H 4S 9D 4H"
SEVENS_DECK = "5H 7C 5C 6H 7D 6C 9H 2S 9C 10H 3S 10C"


def _attack_and_finish(st: ElRoyaleState, seat: int, code: str) -> None:
    """The attack as a player makes it: the card, then "that is all" if the game asks for it."""
    st.apply(seat, Action("attack", (code,), "pile"))
    if st.to_act() == [seat] and Action("done") in st.legal_actions(seat):
        st.apply(seat, Action("done"))


def _refused(st: ElRoyaleState, seat: int, action: Action) -> str:
    before = st.to_dict()
    with pytest.raises(IllegalAction) as caught:
        st.apply(seat, action)
    assert st.to_dict() == before
    return str(caught.value)


def test_the_throw_in_order_does_not_show_who_holds_the_attack_rank() -> None:
    games = [GAME.new(4, seed=1, deck=deck.split()) for deck in (THROW_IN_DECK, SWAPPED_DECK)]
    assert "7H" in {c.code for c in games[0].hands[2]} and "7H" in {c.code for c in games[1].hands[3]}
    for st in games:
        _attack_and_finish(st, 0, "7C")
    assert games[0].observation(0) == games[1].observation(0)
    assert games[0].to_act() == games[1].to_act() == [2]
    # The third seat without a 7 is asked all the same, and can only pass; then the fourth, who has one.
    holder_of_none = games[1]
    assert [a for a in holder_of_none.legal_actions(2) if a.kind != "talk"] == [Action("pass")]
    holder_of_none.apply(2, Action("pass"))
    assert holder_of_none.to_act() == [3] and Action("throw", ("7H",), "pile") in holder_of_none.legal_actions(3)


def test_the_attacker_is_always_asked_for_more_equal_cards() -> None:
    other = SEVENS_DECK.replace("7D", "8D")
    games = [GAME.new(3, seed=1, deck=deck.split()) for deck in (SEVENS_DECK, other)]
    assert "7D" in {c.code for c in games[0].hands[0]} and "8D" in {c.code for c in games[1].hands[0]}
    for st in games:
        st.apply(0, Action("attack", ("7C",), "pile"))
    views = [st.observation(1) for st in games]
    assert views[0] == views[1]
    assert views[0].info["phase"] == "attack" and views[0].to_act == (0,)
    assert Action("done") in games[1].legal_actions(0)  # holding no other 7, the attacker still says "that is all"
    games[1].apply(0, Action("done"))
    assert games[1].phase is Phase.THROW_BEFORE


def test_a_thrower_is_asked_for_more_whether_or_not_they_hold_another() -> None:
    st = arranged(["7C 10H 2C 3C", "7H 7S 10D 10C", "7D 10S 2D 3D", "2H 3H 4H 5H"])
    attack(st, P1, "7C")
    st.apply(P3, Action("throw", ("7D",), "pile"))
    assert st.to_act() == [P3] and st.phase is Phase.THROW_BEFORE
    assert [a for a in st.legal_actions(P3)] == [Action("done")]


def test_only_what_the_table_sees_ends_a_play_or_skips_a_seat() -> None:
    """An empty hand, or the four of a rank on the pile, are public: no question is asked then."""
    st = arranged(["9C 9D 2C 3C", "9H 5D 6D 8D", "9S 2H 3H 4H", "JC JD JH JS"])
    attack(st, P1, "9C", "9D")
    throw(st, P3, "9S")
    assert st.to_act() == [P4]
    st.apply(P4, Action("pass"))
    assert st.to_act() == [P1]  # the four 9s are not all down yet: everyone is still asked
    passes_until(st)
    st.apply(P2, Action("defend"))
    st.apply(P2, Action("beat", ("9H",), "pile"))
    # Four 9s lie on the pile: nobody can hold another, so the beat ends and nobody is asked for 9s.
    assert st.phase is Phase.OFFER


def test_quick_throw_ins_skip_players_without_the_rank_and_say_what_that_reveals() -> None:
    spec = GAMES["el-royale"].option("quickThrowIns")
    assert spec.default is False and "tells" in spec.description
    games = [GAME.new(4, {"quickThrowIns": True}, seed=1, deck=deck.split()) for deck in (THROW_IN_DECK, SWAPPED_DECK)]
    for st in games:
        st.apply(0, Action("attack", ("7C",), "pile"))
    assert [st.to_act() for st in games] == [[2], [3]]  # the revealing flow, chosen on purpose


def test_a_save_from_before_the_option_replays_under_quick_throw_ins() -> None:
    saved = {"mode": "individual", "throwInRounds": "repeat", "voluntaryPickupOver16": "forbid"}
    assert GAME.saved_options(saved) == {**saved, "quickThrowIns": True}
    assert GAME.saved_options({**saved, "quickThrowIns": False})["quickThrowIns"] is False
    old = _old_save("el-royale-rule-example-case-one-before-quick-throw-ins.json")  # the example as it was shipped
    record = load_file(old)
    assert record.options["quickThrowIns"] is True and record.state.to_act() == [1]
    # The same moves under today's default stop where the next seat is asked instead.
    data = json.loads(old.read_text(encoding="utf-8"))
    data["options"]["quickThrowIns"] = False
    with pytest.raises(SaveError):
        from_data(data)


def test_a_snapshot_written_today_keeps_its_option() -> None:
    st = GAME.new(3, seed=4)
    assert ElRoyaleState.from_dict(st.to_dict()) == st and st.options["quickThrowIns"] is False


@pytest.mark.parametrize(("top", "card_", "reason"), [("JD", "6D", "lower"), ("2D", "JH", "diamond")])
@pytest.mark.parametrize("other_beat", ["", "KD"])
def test_a_card_that_cannot_beat_is_refused_with_the_reason(top: str, card_: str, reason: str, other_beat: str) -> None:
    """Dropped on the battle pile, before or after saying "I beat", the refusal says why that card cannot beat."""
    st = arranged([f"{top} 2C 3C 4C", f"{card_} 5S 8S {other_beat or '9S'}", "2H 3H 4H 5H"])
    attack(st, P1, top)
    passes_until(st)
    assert st.to_act() == [P2]
    if other_beat:
        st.apply(P2, Action("defend"))
    message = _refused(st, P2, Action("beat", (card_,), "pile"))
    assert reason in message and "Drag" not in message, message


def _example(name: str) -> Path:
    return Path(__file__).resolve().parents[3] / "saves" / name


def _old_save(name: str) -> Path:
    """A save as an older version wrote it, kept for the tests that read it."""
    return Path(__file__).resolve().parents[3] / "tests" / "persistence" / "old_saves" / name
