"""The table bench measures real frames, an idle table's CPU, the app's start-up and frames while a computer
thinks (no timing asserted: only that each number is really measured)."""

import multiprocessing
import random

from game.engine import GAMES, new_game
from game.ui import bench
from game.ui.table.generic_layout import GenericLayout
from game.ui.table.layouts import layout_class


def test_frame_times_are_measured_over_a_real_headless_table() -> None:
    result = bench._frames((960, 600), 12)
    assert 0 < result["median_ms"] <= result["p99_ms"]
    assert 0 < result["cpu_median_ms"] <= result["cpu_p99_ms"]
    assert result["table_open_ms"] > 0


def test_the_busiest_table_is_four_seats_of_mortal_swords_once_it_has_a_layout() -> None:
    game_id, seats, options = bench.table_game()
    if "mortal-swords" in GAMES and layout_class("mortal-swords") is not GenericLayout:
        assert (game_id, seats) == ("mortal-swords", 4)
    else:
        assert (game_id, seats, options) == (bench.GAME, 2, bench.OPTIONS)
    new_game(game_id, seats, options=options, seed=1)  # a table the engine accepts


def test_a_waiting_table_is_measured_as_a_share_of_one_core() -> None:
    share = bench._idle_cpu(0.3)
    assert 0 <= share <= 100


def test_start_up_is_timed_by_spawning_the_app_until_its_first_frame() -> None:
    result = bench._first_frames(2)
    assert result.get("error") is None, result
    assert result["seconds"] > 0 and result["runs"] == 2 and min(result["each"]) <= result["seconds"] <= max(result["each"])


def test_frames_are_timed_while_a_hard_thinker_runs_in_its_process_and_it_is_gone_after() -> None:
    result = bench._thinking(20)
    assert result["worker"] == "process"
    assert result["frames"] == 20 and 0 < result["median_ms"] <= result["p99_ms"]
    assert not multiprocessing.active_children()


def test_the_busy_agent_burns_its_time_and_plays_legally() -> None:
    state = new_game("duel-of-swords", 2, seed=1)
    legal = state.legal_actions(0)
    assert bench.BusyAgent(0.01).choose(state.observation(0), legal, random.Random(0)) in legal


def test_the_percentile_picks_from_the_sorted_values() -> None:
    values = [float(v) for v in range(100, 0, -1)]
    assert bench._percentile(values, 99) == 99.0
    assert bench._percentile(values, 0) == 1.0


def test_frames_are_timed_while_a_search_shares_its_worlds_with_a_helper_and_both_are_gone_after() -> None:
    result = bench._thinking(20, processes=2)
    assert result["worker"] == "process" and result["agent"].endswith("2 processes")
    assert result["frames"] == 20 and 0 < result["median_ms"] <= result["p99_ms"]
    assert not multiprocessing.active_children()


def test_worlds_per_decision_are_counted_on_one_and_on_two_processes_as_the_table_runs_the_search() -> None:
    result = bench.parallel_search(True, counts=(1, 2), think_time=0.05, games=("clashing-blades", "duel-of-swords"))
    assert result["processes"] == [1, 2] and result["think_time_s"] == 0.05
    assert "duel-of-swords" not in result, "its Hard answers at once: nothing to share"
    for count in ("1", "2"):
        row = result["clashing-blades"][count]
        assert row["decisions"] == 2 and row["worlds_median"] >= row["worlds_p5"] >= 1
        assert row["share_median"] >= row["share_p5"] > 0.5, "each decision used most of its time"
    assert not multiprocessing.active_children()
