"""Duel of Swords scenarios, from RULINGS.md 3.4 (DS-T1 … DS-T10) and the options it lists."""

from __future__ import annotations

import json

import pytest

from game.engine import Action, IllegalAction, SetupError, new_game, state_from_dict
from game.engine.games.duel_of_swords import GAME, MOVES, SPELL_NAMES, result_letter
from game.engine.rng import Rng

NAME = {
    "Thrust": "thrust",
    "Slash": "slash",
    "Cut Low": "cut-low",
    "Cut High": "cut-high",
    "Lateral Parry": "lateral-parry",
    "Circular Parry": "circular-parry",
    "Dodge": "dodge",
    "Disengage": "disengage",
    "Feint": "feint",
    "Stop Hit": "stop-hit",
}

# RULINGS 3.1, rows B's move, columns A's move, exactly as published there.
PUBLISHED = """
Thrust         | X B — — B a — a B A
Slash          | A — b b a B a — — B
Cut Low        | — a X X B b — a b B
Cut High       | — a X — b B a a b B
Lateral Parry  | A b A a — — — — a b
Circular Parry | b A a A — — — — a b
Dodge          | — b — b — — — — a —
Disengage      | b — b b — — — — a —
Feint          | A — a a b b b b — a
Stop Hit       | B A A A a a — — b —
"""


def duel(**options: object):
    return new_game("duel-of-swords", 2, options=dict(options) or None, seed=3)


def play(state, a: str, b: str) -> list:
    """One round: A (seat 0) plays ``a``, B (seat 1) plays ``b``; returns all events."""
    events = state.apply(0, Action("move", (), NAME[a]))
    events += state.apply(1, Action("move", (), NAME[b]))
    return events


def rounds(state, *pairs: tuple[str, str]) -> None:
    for a, b in pairs:
        play(state, a, b)


def test_the_matrix_is_the_published_one_cell_by_cell():
    for b, line in enumerate(PUBLISHED.strip().splitlines()):
        row_name, cells = line.split("|")
        assert NAME[row_name.strip()] == MOVES[b]
        for a, cell in enumerate(cells.split()):
            assert result_letter(a, b) == cell.replace("—", "."), (MOVES[a], MOVES[b])


def test_ds_t9_antisymmetry_all_100_cells():
    swap = {"A": "B", "B": "A", "a": "b", "b": "a", "X": "X", ".": "."}
    for a in range(10):
        for b in range(10):
            assert result_letter(b, a) == swap[result_letter(a, b)]
    assert result_letter(MOVES.index("slash"), MOVES.index("cut-low")) == "a"
    assert result_letter(MOVES.index("cut-low"), MOVES.index("slash")) == "b"


def test_ds_t1_thrust_against_thrust_is_a_double_hit():
    s = duel()
    play(s, "Thrust", "Thrust")
    assert s.hits == [1, 1]


@pytest.mark.parametrize(("a", "b", "hits"), [("Stop Hit", "Thrust", [1, 0]), ("Thrust", "Stop Hit", [0, 1])])
def test_ds_t2_orientation_in_both_seat_orders(a, b, hits):
    s = duel()
    play(s, a, b)
    assert s.hits == hits


def test_ds_t3_conversion_chain():
    s = duel()
    play(s, "Dodge", "Slash")
    assert (s.hits, s.pending) == ([0, 0], 0)
    events = play(s, "Feint", "Dodge")
    assert (s.hits, s.pending) == ([1, 0], None)
    assert any(e.kind == "hit" and e.rule == "DS-R04" for e in events)
    play(s, "Feint", "Disengage")
    assert (s.hits, s.pending) == ([1, 0], 0), "a third advantage starts a new pending one"
    play(s, "Thrust", "Dodge")
    assert (s.hits, s.pending) == ([1, 0], None)
    play(s, "Feint", "Lateral Parry")
    assert (s.hits, s.pending) == ([1, 0], 0)


def test_ds_t4_an_advantage_is_broken_by_the_opponents_advantage():
    s = duel()
    play(s, "Disengage", "Thrust")
    assert s.pending == 0
    events = play(s, "Slash", "Lateral Parry")
    assert s.pending == 1
    assert [e.kind for e in events if e.kind.startswith("advantage")] == ["advantage-lost", "advantage"]
    play(s, "Slash", "Dodge")
    assert (s.hits, s.pending) == ([0, 1], None)


def test_ds_t5_an_own_hit_cancels_the_advantage_without_an_extra_hit():
    s = duel()
    play(s, "Dodge", "Slash")
    play(s, "Stop Hit", "Thrust")
    assert (s.hits, s.pending) == ([1, 0], None)


def test_an_advantage_is_lost_after_a_round_with_nothing():
    s = duel()
    play(s, "Dodge", "Slash")
    events = play(s, "Dodge", "Dodge")
    assert s.pending is None
    assert any(e.kind == "advantage-lost" and e.seat == 0 for e in events)
    play(s, "Dodge", "Slash")
    assert (s.hits, s.pending) == ([0, 0], 0), "the earlier advantage does not count toward this one"


def four_all_in_round_ten(**options: object):
    s = duel(**options)
    rounds(s, *[("Dodge", "Dodge")] * 5, *[("Thrust", "Thrust")] * 4)
    assert (s.hits, s.round) == ([4, 4], 10)
    return s


def test_ds_t6_both_reach_five_together_and_the_tie_is_played_out():
    s = four_all_in_round_ten()
    play(s, "Cut Low", "Cut High")
    assert s.hits == [5, 5] and not s.is_over
    play(s, "Thrust", "Slash")
    assert s.is_over and s.outcome.winners == (0,) and s.outcome.scores == (6, 5)


def test_ds_t6_a_double_hit_keeps_the_tie_going():
    s = four_all_in_round_ten()
    rounds(s, ("Cut Low", "Cut High"), ("Thrust", "Thrust"))
    assert s.hits == [6, 6] and not s.is_over


def three_two_after_round_fifteen(**options: object):
    s = duel(**options)
    rounds(s, ("Thrust", "Thrust"), ("Thrust", "Thrust"), ("Stop Hit", "Thrust"), *[("Dodge", "Dodge")] * 12)
    return s


def test_ds_t7_the_leader_wins_at_the_round_limit():
    s = three_two_after_round_fifteen()
    assert s.is_over and s.outcome.winners == (0,) and s.outcome.scores == (3, 2)
    assert s.legal_actions(0) == [] and s.to_act() == []


def test_ds_t7_a_draw_at_the_limit_with_the_draw_option():
    s = three_two_after_round_fifteen(roundLimitResult="draw")
    assert s.is_over and s.outcome.draw and s.outcome.winners == ()


def five_all_after_round_fifteen(**options: object):
    s = duel(**options)
    rounds(s, *[("Thrust", "Thrust")] * 5, *[("Dodge", "Dodge")] * 10)
    return s


def test_ds_t7_a_tie_at_the_limit_is_a_draw():
    s = five_all_after_round_fifteen()
    assert s.is_over and s.outcome.draw and s.outcome.scores == (5, 5)


def test_ds_t7_sudden_death_plays_on_past_the_limit_until_the_tie_breaks():
    s = five_all_after_round_fifteen(suddenDeath=True)
    assert not s.is_over and s.round == 16
    rounds(s, ("Thrust", "Thrust"), ("Dodge", "Dodge"))
    assert not s.is_over and s.hits == [6, 6]
    play(s, "Slash", "Thrust")
    assert s.is_over and s.outcome.winners == (1,)


def test_ds_t8_cut_high_against_cut_high_and_its_switches():
    s = duel()
    play(s, "Cut High", "Cut High")
    assert s.hits == [0, 0]
    s = duel(cutHighMirror=True)
    play(s, "Cut High", "Cut High")
    assert s.hits == [1, 1]
    s = duel(sameCutBlank=True)
    play(s, "Cut Low", "Cut Low")
    assert s.hits == [0, 0]
    with pytest.raises(SetupError, match="cannot be combined"):
        duel(cutHighMirror=True, sameCutBlank=True)


def test_ds_t10_winning_by_conversion():
    s = duel()
    rounds(s, *[("Stop Hit", "Thrust")] * 4, ("Dodge", "Slash"))
    assert (s.hits, s.pending) == ([4, 0], 0)
    play(s, "Feint", "Dodge")
    assert s.is_over and s.outcome.winners == (0,) and s.outcome.scores == (5, 0)


def test_a_different_target_and_round_limit():
    s = duel(hitsToWin=1)
    play(s, "Slash", "Thrust")
    assert s.is_over and s.outcome.winners == (1,)
    s = duel(roundLimit=5)
    rounds(s, *[("Dodge", "Dodge")] * 5)
    assert s.is_over and s.outcome.draw
    with pytest.raises(SetupError, match="between 1 and 15"):
        duel(hitsToWin=16)


def test_no_repeat_forbids_the_same_move_twice_except_disengage():
    s = duel(noRepeat=True)
    play(s, "Thrust", "Disengage")
    assert Action("move", (), "thrust") not in s.legal_actions(0)
    assert Action("move", (), "disengage") in s.legal_actions(1)
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="only Disengage"):
        s.apply(0, Action("move", (), "thrust"))
    assert s.to_dict() == before
    play(s, "Slash", "Disengage")
    assert s.round == 3


def test_the_spells_theme_renames_the_moves_in_order():
    s = duel(theme="spells")
    labels = [a.label for a in s.legal_actions(0)]
    assert labels == list(SPELL_NAMES)
    assert labels[0] == "Lightning Bolt" and labels[-1] == "Lightning Rod"
    events = play(s, "Thrust", "Stop Hit")
    assert "Lightning Bolt against Lightning Rod" in events[-3].text or any(
        "Lightning Bolt against Lightning Rod" in e.text for e in events
    )


def test_the_matrix_is_in_the_observation_only_in_practice_mode_or_after_the_game():
    assert "matrix" not in duel().observation(0).info
    assert "matrix" in duel(showMatrix=True).observation(0).info
    s = duel(hitsToWin=1)
    play(s, "Thrust", "Thrust")
    assert not s.is_over, "1–1 with a target of 1 is a tie to be broken"
    play(s, "Stop Hit", "Thrust")
    assert s.is_over and "matrix" in s.observation(1).info


@pytest.mark.parametrize(
    ("seat", "action", "reason"),
    [
        (0, Action("move", (), "lunge"), "Choose one of the ten moves"),
        (0, Action("play", ("AS",), "table:0"), "Choose one of the ten moves"),
        (2, Action("move", (), "thrust"), "no seat 2"),
    ],
)
def test_illegal_input_is_refused_with_a_reason_and_nothing_changes(seat, action, reason):
    s = duel()
    before = s.to_dict()
    with pytest.raises(IllegalAction, match=reason):
        s.apply(seat, action)
    assert s.to_dict() == before


def test_a_seat_cannot_choose_twice_in_a_round_nor_play_after_the_end():
    s = duel(hitsToWin=1)
    s.apply(0, Action("move", (), "thrust"))
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="waiting for your opponent"):
        s.apply(0, Action("move", (), "slash"))
    assert s.to_dict() == before and s.to_act() == [1]
    s.apply(1, Action("move", (), "stop-hit"))
    assert s.is_over
    with pytest.raises(IllegalAction, match="over"):
        s.apply(0, Action("move", (), "thrust"))


def test_a_choice_stays_secret_until_both_have_chosen_then_the_history_is_public():
    s = duel()
    events = s.apply(0, Action("move", (), "feint"))
    seen_by_b = [e.seen_by(1) for e in events]
    assert all("Feint" not in json.dumps(e.to_dict()) and "feint" not in json.dumps(e.to_dict()) for e in seen_by_b)
    assert "Feint" in events[0].seen_by(0).detail
    assert s.observation(1).info["my_choice"] is None and s.observation(1).info["chosen"] == [True, False]
    assert s.observation(0).info["my_choice"] == "feint"
    play_events = s.apply(1, Action("move", (), "dodge"))
    assert s.observation(1).info["history"][-1]["moves"] == ["feint", "dodge"]
    assert any("Feint against Dodge" in e.seen_by(1).text for e in play_events)


def test_the_secret_move_appears_nowhere_in_the_other_seats_view():
    """Every move name except the chosen one is in the public lists; compare views with and without the choice."""
    fresh = duel()
    s = duel()
    s.apply(0, Action("move", (), "stop-hit"))
    before = fresh.observation(1).to_dict()
    after = s.observation(1).to_dict()
    before["to_act"], before["info"]["chosen"] = after["to_act"], after["info"]["chosen"]
    assert before == after


def test_snapshots_round_trip_mid_round_and_at_the_end():
    s = duel()
    rounds(s, ("Dodge", "Slash"), ("Thrust", "Cut Low"))
    s.apply(1, Action("move", (), "feint"))
    again = state_from_dict(json.loads(json.dumps(s.to_dict())))
    assert again == s and again.to_act() == [0]
    s.check_invariants()
    clone = s.clone()
    clone.apply(0, Action("move", (), "thrust"))
    assert clone != s and s.to_act() == [0]


def test_a_broken_snapshot_is_refused_with_a_reason():
    data = duel().to_dict()
    data["hits"] = "many"
    with pytest.raises(SetupError, match="not a Duel of Swords position"):
        state_from_dict(data)


def test_determinize_keeps_everything_public_and_samples_the_hidden_choice():
    s = duel()
    rounds(s, ("Dodge", "Slash"), ("Thrust", "Cut Low"))
    s.apply(1, Action("move", (), "feint"))
    obs = s.observation(0)
    guesses = set()
    for i in range(40):
        d = GAME.determinize(obs, Rng(i))
        assert (d.hits, d.round, d.pending, d.history) == (s.hits, s.round, s.pending, s.history)
        assert d.choices[0] is None and d.choices[1] is not None
        guesses.add(d.choices[1])
    assert len(guesses) > 3, "the hidden choice is sampled, not copied"


def test_no_stacked_deck_for_a_cardless_game():
    with pytest.raises(SetupError, match="no stacked deck"):
        new_game("duel-of-swords", 2, deck=["AS"])
