"""Every usage mistake of every command: one line on stderr and exit status 2, before anything runs."""

from __future__ import annotations

import os
from typing import Any

import pytest

from game.cli import tournament
from game.cli.main import main

MISTAKES = [
    ["selftest", "--game", "nosuchgame"],
    ["selftest", "--level", "nosuchlevel"],
    ["selftest", "--seed", "abc"],
    ["selftest", "extra"],
    ["selftest", "--timeout", "-1"],
    ["selftest", "--timeout", "nan"],
    ["list", "extra"],
    ["inspect"],
    ["inspect", "a.json", "b.json"],
    ["simulate"],
    ["simulate", "nosuchgame"],
    ["simulate", "duel-of-swords", "--seed", "abc"],
    ["simulate", "duel-of-swords", "--games", "-3"],
    ["simulate", "duel-of-swords", "--seats", "9"],
    ["simulate", "duel-of-swords", "--option", "nosuch=1"],
    ["tournament", "duel-of-swords", "--jobs", "0"],
    ["tournament", "duel-of-swords", "--agents", "random,nosuch"],
    ["bench", "extra"],
    ["nosuchcommand"],
    ["--bogus"],
]


@pytest.mark.parametrize("argv", MISTAKES, ids=[" ".join(a) for a in MISTAKES])
def test_a_usage_mistake_prints_one_line_and_exits_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    try:
        status = main(argv)
    except SystemExit as exit_:  # the app's own option parser exits
        status = exit_.code  # type: ignore[assignment]
    out, err = capsys.readouterr()
    assert status == 2, err
    assert len(err.strip().splitlines()) == 1 and err.startswith("card-duels: "), err
    assert out == ""


def test_jobs_above_the_cpu_count_are_capped_with_a_note(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: dict[str, Any] = {}

    def fake_run(*args: Any, **kwargs: Any) -> dict[str, Any]:
        seen.update(kwargs)
        raise SystemExit(0)  # stop before playing: the jobs it was given are what this test is about

    monkeypatch.setattr(tournament, "run_tournament", fake_run)
    with pytest.raises(SystemExit):
        main(["tournament", "duel-of-swords", "--agents", "random,random", "--games", "2", "--jobs", "100000"])
    cpus = os.cpu_count() or 1
    assert seen["jobs"] == cpus
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"card-duels: --jobs 100000 is more than the {cpus} CPUs here; using {cpus}"]
    assert tournament.capped_jobs(1) == 1
