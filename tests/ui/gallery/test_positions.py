"""Seeded play reaches the moments the gallery pictures, the same every run."""

from __future__ import annotations

from game.ui.gallery import positions as pos
from game.ui.gallery.positions import Position


def test_a_counter_chain_is_reached_with_two_spells_on_the_stack() -> None:
    record = pos.reach(Position("chain", "suits-duel", 2, pos.counter_chain))
    assert len(record.state.observation(0).zones["stack"]) >= 2


def test_the_busiest_moment_has_seat_0_to_act_and_more_cards_than_the_deal() -> None:
    position = Position("busy", "mortal-swords", 4, pos.busiest)
    record = pos.reach(position)
    seen = record.state.observation(0)
    assert 0 in seen.to_act
    assert pos.shown_cards(seen) > pos.shown_cards(record.fresh_state().observation(0))


def test_reaching_a_moment_twice_gives_the_same_game() -> None:
    position = Position("pile", "el-royale", 5, pos.zone_size("pile"))
    first, second = pos.reach(position, seeds=2), pos.reach(position, seeds=2)
    assert (first.seed, first.log) == (second.seed, second.log)
    assert first.moves > 0


def test_a_moment_no_game_reaches_leaves_the_opening_deal() -> None:
    record = pos.reach(Position("never", "duel-of-swords", 2, lambda state, obs: 0.0), seeds=1, max_moves=5)
    assert record.moves == 0


def test_a_played_out_game_is_over() -> None:
    assert pos.play_out(Position("end", "duel-of-swords", 2, pos.busiest), seed=3).state.is_over
