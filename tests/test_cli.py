"""The command line: listing, simulating, benching, handing off to the app, and one-line refusals."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from collections.abc import Sequence

import pytest

from game.__main__ import main
from game.ai import Agent
from game.cli import setup as cli_setup
from game.engine import GAMES, Action, Observation


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status, out, err = run(capsys, *argv)
    assert status == 2, f"{argv}: exit {status}"
    assert err.startswith("card-duels: ") and err.endswith("\n") and err.count("\n") == 1, repr(err)
    assert "Traceback" not in err and out == ""
    return err


def simulate_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict]:
    status, out, err = run(capsys, "simulate", *argv, "--json")
    assert err == ""
    return status, json.loads(out)


# -- list ------------------------------------------------------------------------------------------


def test_list_json_names_every_game_with_its_seats_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "list", "--json")
    assert status == 0
    games = {g["id"]: g for g in json.loads(out)["games"]}
    assert set(games) == set(GAMES)
    for game_id, entry in games.items():
        assert entry["name"] == GAMES[game_id].name
        assert entry["min_seats"] == GAMES[game_id].min_seats and entry["max_seats"] == GAMES[game_id].max_seats
        assert [o["name"] for o in entry["options"]] == [s.name for s in GAMES[game_id].options]


def test_list_as_text_shows_each_game_and_option(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "list")
    assert status == 0
    for game in GAMES.values():
        assert f"{game.id}: {game.name}" in out
        for spec in game.options:
            assert f"{spec.name}=" in out and spec.description in out


# -- simulate --------------------------------------------------------------------------------------


def test_simulating_fifty_random_duels_counts_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    status, result = simulate_json(
        capsys, "duel-of-swords", "--seats", "2", "--agents", "random,random", "--games", "50", "--seed", "1"
    )
    assert status == 0 and result["errors"] == 0
    assert sum(result["wins"]) + result["draws"] + result["all_lost"] == 50 == result["games"]
    assert result["mean_length"] > 0 and result["actions_per_second"] > 0


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("agents", ["random", "normal"])
def test_every_game_simulates_without_errors(capsys: pytest.CaptureFixture[str], game_id: str, agents: str) -> None:
    seats = str(GAMES[game_id].min_seats)
    status, result = simulate_json(
        capsys, game_id, "--seats", seats, "--agents", agents, "--games", "20", "--seed", "1", "--check"
    )
    assert status == 0 and result["errors"] == 0, result["error_samples"]
    assert sum(result["wins"]) + result["draws"] + result["all_lost"] == 20


def test_a_simulation_replays_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("duel-of-swords", "--agents", "normal,random", "--games", "30", "--seed", "7")
    _, first = simulate_json(capsys, *args)
    _, again = simulate_json(capsys, *args)
    _, other = simulate_json(capsys, "duel-of-swords", "--agents", "normal,random", "--games", "30", "--seed", "8")
    for result in (first, again, other):
        for timing in ("seconds", "actions_per_second"):
            result.pop(timing)
    assert first == again
    assert first != other


def test_options_reach_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    _, short = simulate_json(capsys, "duel-of-swords", "--games", "30", "--option", "hitsToWin=1", "--option", "roundLimit=5")
    _, long = simulate_json(capsys, "duel-of-swords", "--games", "30", "--option", "hitsToWin=15", "--option", "roundLimit=99")
    assert short["options"]["hitsToWin"] == 1 and long["options"]["roundLimit"] == 99
    assert short["mean_length"] < long["mean_length"]


class _Cheater(Agent):
    name = "Cheater"

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: object) -> Action:
        return Action("juggle")


def test_an_illegal_choice_is_counted_as_an_error_and_the_run_goes_on(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli_setup, "make_agent", lambda game_id, level: _Cheater())
    status, result = simulate_json(capsys, "duel-of-swords", "--games", "9", "--seed", "40")
    assert status == 1
    assert result["errors"] == 9 and sum(result["wins"]) == 0
    assert [s["seed"] for s in result["error_samples"]] == [40, 41, 42, 43, 44]
    assert "IllegalAction" in result["error_samples"][0]["error"]


def test_the_text_report_names_the_tallies(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "simulate", "duel-of-swords", "--games", "5", "--agents", "normal")
    assert status == 0
    for words in ("seat 0 (normal)", "seat 1 (normal)", "draws:", "all lost:", "mean length:", "actions/s", "errors: 0"):
        assert words in out


# -- bench -----------------------------------------------------------------------------------------


def test_a_quick_bench_reports_every_game_and_level(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import game.cli.bench as cli_bench

    # The UI section has its own test below; here the engine and every level of every game are measured.
    monkeypatch.setattr(cli_bench, "ui_numbers", lambda quick: {"skipped in this test": True})
    status, out, _ = run(capsys, "bench", "--json", "--quick")
    assert status == 0
    result = json.loads(out)
    assert set(result["engine"]) == set(GAMES) == set(result["agents"])
    for numbers in result["engine"].values():
        assert numbers["playout_actions_per_second"] > 0 and numbers["clone_us"] > 0 and numbers["to_dict_from_dict_us"] > 0
    for levels in result["agents"].values():
        for numbers in levels.values():
            assert numbers["decisions"] > 0 and numbers["p95_us"] >= numbers["median_us"] > 0
    assert result["machine"]["python"] and result["machine"]["cpu_count"]


def test_the_bench_json_has_the_tables_own_speed(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import game.cli.bench as cli_bench

    # The engine and agent sections have their own test; here only the UI section is really measured.
    monkeypatch.setattr(cli_bench, "engine_numbers", lambda game_id, quick: {})
    monkeypatch.setattr(cli_bench, "think_times", lambda quick: {})
    import game.ui.bench as ui_bench

    measured = ui_bench.parallel_search  # it has its own test; here at a tenth of the think time
    monkeypatch.setattr(ui_bench, "parallel_search", lambda quick, games: measured(quick, think_time=0.1, games=games))
    status, out, _ = run(capsys, "bench", "--json", "--quick")
    assert status == 0
    ui = json.loads(out)["ui"]
    assert "error" not in ui, ui
    for size in ("frame_1280x720", "frame_1920x1080"):
        for key in ("median_ms", "p99_ms", "cpu_median_ms", "cpu_p99_ms", "table_open_ms"):
            assert ui[size][key] > 0, (size, key)
    assert ui["idle_cpu_percent"] >= 0 and ui["first_frame"]["seconds"] > 0
    assert ui["thinking"]["frames"] > 0 and ui["thinking"]["p99_ms"] > 0 and ui["thinking"]["worker"] == "process"
    assert all(t["frames"] > 0 and t["worker"] == "process" for t in ui["thinking_parallel"].values())
    assert set(ui["thinking_parallel"]) >= {"1", "2"}
    assert ui["parallel_search"]["clashing-blades"]["2"]["worlds_median"] > 0
    analysing = ui["analysing"]
    assert analysing["frames"] > 0 and analysing["answers"] > 0
    # how soon it answered is measured and quoted (the bench's median), never asserted: a loaded machine is slower
    assert analysing["answer_median_s"] > 0 and analysing["answer_max_s"] >= analysing["answer_median_s"]
    assert ui["game"] in GAMES and ui["seats"] >= 2


def test_the_bench_text_has_a_ui_section() -> None:
    import game.cli.bench as cli_bench

    frame = {"median_ms": 1.0, "p99_ms": 2.0, "cpu_median_ms": 0.9, "cpu_p99_ms": 1.5, "table_open_ms": 30.0}
    ui = {
        "game": "clashing-blades",
        "seats": 2,
        "frame_1280x720": frame,
        "frame_1920x1080": frame,
        "thinking": {
            "agent": "busy dummy",
            "worker": "process",
            "median_ms": 0.3,
            "p99_ms": 2.5,
            "cpu_p99_ms": 2.0,
            "frames": 240,
            "ask": {"frames": 4, "median_ms": 2.1, "max_ms": 3.0, "cpu_median_ms": 2.0},
            "answer": {"frames": 3, "median_ms": 4.5, "max_ms": 6.0, "cpu_median_ms": 4.4},
        },
        "analysing": {
            "median_ms": 0.4,
            "p99_ms": 2.6,
            "cpu_p99_ms": 1.1,
            "answer_median_s": 0.7,
            "answer_max_s": 0.8,
            "think_time_s": 1.0,
        },
        "first_frame": {"seconds": 0.4, "runs": 3},
        "idle_cpu_percent": 0.2,
    }
    lines = cli_bench._ui_text(ui)
    assert lines[0].startswith("ui (clashing-blades, 2 seats")
    assert any("1920x1080: median 1.0 / 0.9, p99 2.0 / 1.5" in line for line in lines)
    assert any("idle CPU 0.2% of a core; first frame after 0.4 s (median of 3)" in line for line in lines)
    assert any("while Analysis thinks (1280x720): median 0.4, p99 2.6 / 1.1; answers in 0.7 s" in line for line in lines)
    thinks = next(line for line in lines if "while a computer thinks" in line)
    assert "median 0.3, p99 2.5 / 2.0 over 240 frames" in thinks
    assert "the frame that asks: median 2.1 (max 3.0) / 2.0" in thinks
    assert "the frame that plays its answer: median 4.5 (max 6.0) / 4.4" in thinks
    ui["thinking"]["answer"] = {"frames": 0, "median_ms": 0.0, "max_ms": 0.0, "cpu_median_ms": 0.0}  # a quick run
    thinks = next(line for line in cli_bench._ui_text(ui) if "while a computer thinks" in line)
    assert thinks.endswith("the frame that plays its answer: none in these frames")
    assert cli_bench._ui_text({"error": "no UI here"}) == ["ui: unavailable (no UI here)"]
    shared = {**ui["thinking"], "median_ms": 0.8, "p99_ms": 1.9, "cpu_p99_ms": 1.2, "frames": 240, "decisions": 4}
    ui["thinking_parallel"] = {"1": shared, "2": shared}
    line = next(line for line in cli_bench._ui_text(ui) if "on 2 processes" in line)
    assert line == "  while a rollout search thinks on 2 processes: median 0.8, p99 1.9 / 1.2 over 240 frames (4 answers)"


def test_the_bench_text_says_how_much_of_its_budget_hard_used_where_it_searches() -> None:
    import game.cli.bench as cli_bench

    budget = {"think_time_s": 1.0, "share_median": 0.874, "share_p5": 0.52, "deals_median": 140, "deals_p5": 61}
    agents = {
        "clashing-blades": {
            "normal": {"decisions": 12, "median_us": 90.0, "p95_us": 120.0},
            "hard": {"decisions": 12, "median_us": 874000.0, "p95_us": 990000.0, "budget": budget},
            "hard at 0.25 s": {"decisions": 12, "median_us": 1.0, "p95_us": 2.0, "budget": {**budget, "think_time_s": 0.25}},
        },
        "duel-of-swords": {"hard": {"decisions": 12, "median_us": 900.0, "p95_us": 1200.0}},
    }
    lines = cli_bench.budget_text(agents)
    assert lines[0].startswith("hard's think budget used per decision, as the table runs it")
    assert lines[1] == "  clashing-blades at 1 s: 87.4% (p5 52.0%), 140 imagined deals (p5 61) over 12 decisions"
    assert lines[2].startswith("  clashing-blades at 0.25 s: 87.4%")
    assert len(lines) == 3, "a game whose Hard answers at once has no budget line"
    assert cli_bench.budget_text({"duel-of-swords": agents["duel-of-swords"]}) == []
    assert "hard's think budget used" in cli_bench.render_text(
        {"engine": {}, "agents": agents, "ui": {"error": "none"}, "long_save": {"error": "none"}, "machine": _MACHINE}
    )


_MACHINE = {"python": "3.11", "platform": "Linux", "cpu_count": 2}


def test_the_bench_text_gives_worlds_and_time_used_on_one_and_on_two_processes() -> None:
    import game.cli.bench as cli_bench

    row = {"decisions": 12, "worlds_median": 1400.0, "worlds_p5": 900, "share_median": 1.002, "share_p5": 0.998}
    par = {"processes": [1, 2], "think_time_s": 1.0, "suits-duel": {"1": row, "2": {**row, "worlds_median": 2650.5}}}
    lines = cli_bench.parallel_text({"parallel_search": par})
    assert lines[0].startswith("hard's search on 1 and on more processes, as the table runs it (1 s")
    assert lines[1] == (
        "  suits-duel: 1 process 1,400 worlds (p5 900), 100.2% of the time (p5 99.8%); "
        "2 processes 2,650.5 worlds (p5 900), 100.2% of the time (p5 99.8%) over 12 decisions"
    )
    assert cli_bench.parallel_text({}) == []


# -- the app and the self-test are handed off ------------------------------------------------------


def test_no_command_starts_the_app_with_its_options(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    fake = types.ModuleType("game.ui.app")

    def run_app(argv: list[str]) -> int:
        seen.append(argv)
        return 0

    fake.run_app = run_app  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.ui.app", fake)
    assert main([]) == 0
    assert main(["--size", "800x600", "--windowed"]) == 0
    assert seen == [[], ["--size", "800x600", "--windowed"]]


def test_selftest_is_handed_to_the_ui(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    fake = types.ModuleType("game.ui.selftest")

    def selftest(argv: list[str]) -> int:
        seen.append(argv)
        return 3

    fake.main = selftest  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.ui.selftest", fake)
    assert main(["selftest"]) == 3 and seen == [[]]


@pytest.mark.parametrize(("argv", "module"), [([], "game.ui.app"), (["selftest"], "game.ui.selftest")])
def test_a_missing_ui_gives_one_line_and_status_1(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str], module: str
) -> None:
    monkeypatch.setitem(sys.modules, module, None)
    status, _, err = run(capsys, *argv)
    assert status == 1 and err.count("\n") == 1 and err.startswith("card-duels: ") and "Traceback" not in err


# -- refusals --------------------------------------------------------------------------------------

DOS = ("simulate", "duel-of-swords")


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (("chess",), "unknown command 'chess'"),
        (("simulate", "chess"), "unknown game 'chess'"),
        ((*DOS, "--option", "nope=1"), "nope"),
        ((*DOS, "--option", "hitsToWin=many"), "whole number"),
        ((*DOS, "--option", "hitsToWin=99"), "between 1 and 15"),
        ((*DOS, "--option", "theme=lasers"), "swords, spells"),
        ((*DOS, "--option", "suddenDeath=maybe"), "true or false"),
        ((*DOS, "--option", "cutHighMirror=true", "--option", "sameCutBlank=true"), "cannot be combined"),
        ((*DOS, "--option", "hitsToWin"), "NAME=VALUE"),
        ((*DOS, "--seats", "3"), "not 3"),
        ((*DOS, "--seats", "two"), "--seats"),
        ((*DOS, "--agents", "wizard"), "unknown agent 'wizard'"),
        ((*DOS, "--agents", "random,random,random"), "3 agents named for 2 seats"),
        ((*DOS, "--games", "0"), "--games"),
        ((*DOS, "--games", "-4"), "--games"),
        ((*DOS, "--games", "lots"), "--games"),
        ((*DOS, "--seed", "-1"), "--seed"),
        ((*DOS, "--seed", "x"), "--seed"),
        ((*DOS, "--seed", str(1 << 63)), "--seed"),
        (("simulate",), "game"),
        (("list", "--bogus"), "--bogus"),
        (("bench", "--slow"), "--slow"),
    ],
)
def test_a_usage_mistake_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], says: str) -> None:
    assert says in refused(capsys, *argv)


def test_help_works(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--help"], ["simulate", "--help"], ["selftest", "--help"]):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == 0
        assert "usage:" in capsys.readouterr().out


def _python_m_game(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *argv], capture_output=True, text=True, timeout=120, check=False)


def test_the_real_command_refuses_in_one_line() -> None:
    for argv in (("chess",), ("simulate", "chess"), ("simulate", "duel-of-swords", "--games", "x")):
        done = _python_m_game(*argv)
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr


def test_the_real_command_lists_and_simulates_every_game() -> None:
    listed = _python_m_game("list", "--json")
    assert listed.returncode == 0 and {g["id"] for g in json.loads(listed.stdout)["games"]} == set(GAMES)
    for game_id in sorted(GAMES):
        seats = str(GAMES[game_id].min_seats)
        done = _python_m_game(
            "simulate", game_id, "--seats", seats, "--agents", "random", "--games", "50", "--seed", "1", "--json"
        )
        result = json.loads(done.stdout)
        assert done.returncode == 0 and result["errors"] == 0
        assert sum(result["wins"]) + result["draws"] + result["all_lost"] == 50
