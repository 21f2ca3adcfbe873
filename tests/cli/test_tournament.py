"""The balance lab: Wilson intervals, seat rotation, the report and chart, and one-line refusals of bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from game.ai.hard.rollouts import RolloutAgent
from game.cli.main import main
from game.cli.tournament import HardBudget, _agent, chart_top, labels_for, play_one, run_tournament, seat_agents, wilson
from game.engine import new_game


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["tournament", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_wilson_matches_the_textbook_and_stays_inside_zero_and_one() -> None:
    r = wilson(60, 100)
    assert (round(r.low, 4), round(r.high, 4)) == (0.5020, 0.6906)
    assert wilson(0, 10).low == 0.0 and wilson(0, 10).high == pytest.approx(0.2775, abs=1e-4)
    assert wilson(10, 10).high == pytest.approx(1.0) and wilson(10, 10).low == pytest.approx(0.7225, abs=1e-4)
    assert wilson(0, 0).low == 0.0 and wilson(0, 0).high == 1.0


def test_more_games_narrow_the_interval_around_the_same_rate() -> None:
    small, big = wilson(30, 50), wilson(300, 500)
    assert small.rate == big.rate == 0.6
    assert big.high - big.low < small.high - small.low
    assert big.low < 0.6 < big.high


def test_draws_count_half_a_win() -> None:
    assert wilson(5.5, 10).rate == 0.55


def test_every_agent_plays_every_seat_equally_often() -> None:
    seats = 3
    counts = [[0] * seats for _ in range(seats)]
    for i in range(9):
        for seat, agent in enumerate(seat_agents(i, seats)):
            counts[agent][seat] += 1
    assert counts == [[3, 3, 3]] * 3
    assert labels_for(["normal", "random", "normal"]) == ["normal#1", "random", "normal#2"]


def test_a_parallel_run_gives_exactly_the_single_process_result() -> None:
    one = run_tournament("duel-of-swords", 2, ["normal", "random"], games=8, seed=5, options={}, jobs=1)
    two = run_tournament("duel-of-swords", 2, ["normal", "random"], games=8, seed=5, options={}, jobs=2)
    assert one == two
    total = sum(r["points"] for r in one["per_agent"].values())
    assert total == pytest.approx(8.0)  # one point per game, shared in a draw
    assert sum(r["points"] for r in one["per_seat"]) == pytest.approx(8.0)


def test_the_command_prints_rates_and_draws_the_chart(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    png = tmp_path / "rates.png"
    status, out, err = _run(capsys, "duel-of-swords", "--agents", "normal,random", "--games", "6", "--png", str(png), "--json")
    assert status == 0 and err == ""
    summary = json.loads(out)
    assert set(summary["per_agent"]) == {"normal", "random"} and len(summary["per_seat"]) == 2
    with Image.open(png) as image:
        assert image.format == "PNG" and image.width > 200
    status, out, _ = _run(capsys, "duel-of-swords", "--agents", "easy,random", "--games", "4")
    assert status == 0 and "per agent" in out and "easy" in out and "%" in out


@pytest.mark.parametrize(
    "options", [{}, {"warriorsVow": True}, {"warriorsVow": True, "vowSequential": True}, {"hecticKnights": True}]
)
def test_turn_position_one_is_the_first_attacker_on_the_dealers_left(options: dict[str, bool]) -> None:
    for index in range(4):
        dealer = new_game("mortal-swords", 3, options=options, seed=10 + index).dealer  # type: ignore[attr-defined]
        points, opener = play_one(("mortal-swords", 3, ("normal",) * 3, 10, index, options, HardBudget(1)))
        assert opener == (dealer + 1) % 3
        assert sum(points) == 1.0


def test_seat_balance_is_reported_per_physical_seat_and_per_turn_position() -> None:
    """Identical agents in every seat: the random dealer spreads the opening over the physical seats."""
    summary = run_tournament("mortal-swords", 3, ["normal"] * 3, games=30, seed=3, options={})
    assert len(summary["per_seat"]) == len(summary["per_position"]) == 3
    assert sum(summary["openers"]) == 30 and min(summary["openers"]) > 0
    assert sum(r["points"] for r in summary["per_position"]) == pytest.approx(30.0)
    assert sum(r["points"] for r in summary["per_seat"]) == pytest.approx(30.0)
    assert summary["per_seat"] != summary["per_position"]  # the same games, counted by a different seat
    assert all(r["games"] == 30 and r["low"] <= r["rate"] <= r["high"] for r in summary["per_position"])


def test_the_chart_zooms_to_half_scale_only_when_every_interval_fits() -> None:
    assert chart_top(0.30) == chart_top(0.45) == 0.5
    assert chart_top(0.451) == chart_top(1.0) == 1.0


def test_a_game_of_only_simultaneous_choices_has_no_turn_positions(capsys: pytest.CaptureFixture[str]) -> None:
    summary = run_tournament("duel-of-swords", 2, ["random", "random"], games=3, seed=0, options={})
    assert summary["per_position"] is None and summary["openers"] is None
    status, out, _ = _run(capsys, "mortal-swords", "--seats", "3", "--agents", "random,random,random", "--games", "3")
    assert status == 0 and "position 1" in out and "opened the game" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["no-such-game", "--agents", "random,random"], "unknown game"),
        (["duel-of-swords", "--agents", "random"], "1 agents named for 2 seats"),
        (["duel-of-swords", "--agents", "random,genius"], "unknown agent 'genius'"),
        (["duel-of-swords", "--agents", "random,random", "--games", "0"], "--games must be at least 1"),
        (["duel-of-swords", "--agents", "random,random", "--jobs", "0"], "--jobs must be at least 1"),
        (["duel-of-swords", "--agents", "random,random", "--iterations", "0"], "--iterations must be at least 1"),
        (["duel-of-swords", "--agents", "random,random", "--think-time", "0"], "--think-time must be above 0"),
        (["duel-of-swords", "--agents", "random,random", "--think-time", "nan"], "--think-time must be above 0"),
        (["duel-of-swords", "--agents", "random,random", "--think-time", "1e9"], "at most 60 seconds"),
        (["duel-of-swords", "--agents", "random,random", "--seats", "3"], "2 players"),
        (["duel-of-swords", "--agents", "random,random", "--option", "hitsToWin=99"], "hitsToWin"),
        (["duel-of-swords", "--agents", "random,random", "--png", "/no/such/folder/x.png"], "no folder"),
        (["duel-of-swords", "--agents", "random,random", "--games", "many"], "invalid int"),
        (["duel-of-swords"], "--agents"),
    ],
)
def test_bad_input_is_refused_in_one_line_with_status_2(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    status, out, err = _run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and words in err


def test_the_command_is_listed_in_the_apps_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    assert "tournament" in capsys.readouterr().out


def test_a_games_previous_hard_plays_as_the_baseline_where_it_is_kept(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "duel-of-swords", "--agents", "hard,baseline", "--games", "4", "--seed", "3")
    assert status == 0
    assert "baseline" in out
    status, out, _ = _run(capsys, "clashing-blades", "--agents", "hard,baseline", "--games", "2", "--iterations", "2")
    assert status == 0
    assert "baseline" in out  # the searching games keep theirs too (a few deals per decision, no clock)


def test_two_seats_of_the_same_level_never_share_a_player_or_its_memory() -> None:
    """Hard remembers what it has seen (habits, cards); one object for two seats would mix two seats' memories."""
    budget = HardBudget(1)
    first, second = _agent("mortal-swords", "hard", budget, 0), _agent("mortal-swords", "hard", budget, 1)
    assert first is not second
    assert _agent("mortal-swords", "hard", budget, 0) is first  # made once per worker, not once per game


def test_hard_can_think_for_a_time_as_at_the_table_instead_of_a_number_of_worlds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The strength curve in seconds: Hard gets the table's think time and no cap on worlds, and the report says so."""
    timed = _agent("clashing-blades", "hard", HardBudget(None, 0.05), 0)
    assert isinstance(timed, RolloutAgent)
    assert timed.budget.seconds == 0.05 and timed.budget.iterations is None
    counted = _agent("clashing-blades", "hard", HardBudget(7), 0)
    assert isinstance(counted, RolloutAgent)
    assert counted.budget.iterations == 7 and counted.budget.seconds is None
    status, out, _ = _run(capsys, "clashing-blades", "--agents", "hard,normal", "--games", "1", "--think-time", "0.02")
    assert status == 0 and "Hard budget 0.02 s think time" in out
    status, out, _ = _run(capsys, "clashing-blades", "--agents", "hard,normal", "--games", "1", "--think-time", "0.02", "--json")
    summary = json.loads(out)
    assert summary["hard_think_time"] == 0.02 and summary["hard_iterations"] is None
