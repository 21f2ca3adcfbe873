"""The self-test plays a whole computer game through the real app and reports in one line."""

from __future__ import annotations

import pytest

from game.engine import GAMES
from game.ui.selftest import main


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_selftest_plays_a_game_to_the_results_screen(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", game_id, "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("selftest: ok: ")
    assert out.count("\n") == 1
    assert GAMES[game_id].name in out
    assert "Player " not in out, "the reason names the seats as the results screen does"


def test_selftest_fails_in_one_line_on_timeout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--timeout", "0"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("selftest: FAILED: TimeoutError")
    assert err.count("\n") == 1


def test_selftest_fails_in_one_line_for_an_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "snap"]) == 1
    err = capsys.readouterr().err
    assert "unknown game 'snap'" in err
    assert err.count("\n") == 1
