"""The table bench measures real frames, an idle table's CPU and the app's start-up (no timing asserted)."""

from game.ui import bench


def test_frame_times_are_measured_over_a_real_headless_table() -> None:
    result = bench._frames((960, 600), 12)
    assert 0 < result["median_ms"] <= result["p99_ms"]


def test_a_waiting_table_is_measured_as_a_share_of_one_core() -> None:
    share = bench._idle_cpu(0.3)
    assert 0 <= share <= 100


def test_start_up_is_timed_by_spawning_the_app_until_its_first_frame() -> None:
    result = bench._first_frame(timeout=30)
    assert result.get("error") is None, result
    assert result["seconds"] > 0


def test_the_percentile_picks_from_the_sorted_values() -> None:
    values = [float(v) for v in range(100, 0, -1)]
    assert bench._percentile(values, 99) == 99.0
    assert bench._percentile(values, 0) == 1.0
