"""``inspect SAVE``: accepts every example in ``saves/`` and refuses each kind of bad file with one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main
from game.engine import GAMES
from game.persistence import COMPUTER, HUMAN, Problem, SeatRecord
from game.persistence.store import write_file

from random_walks import a_duel_someone_wins

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "saves").glob("*.json"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_inspect_accepts_every_example(capsys: pytest.CaptureFixture[str], path: Path) -> None:
    if json.loads(path.read_text(encoding="utf-8"))["game"] not in GAMES:  # a game not in this build yet
        status, out, err = run(capsys, "inspect", str(path))
        assert status == 1 and out == "" and Problem.UNKNOWN_GAME.value in err
        return
    status, out, err = run(capsys, "inspect", str(path))
    assert (status, err) == (0, "")
    assert "loads:    yes" in out and "seats:" in out and "moves:" in out
    status, out, err = run(capsys, "inspect", str(path), "--json")
    info = json.loads(out)
    assert status == 0 and info["loads"] is True and info["file"] == str(path)
    assert f"{info['moves']} move" in info["progress"]
    assert info["game_name"] in out and len(info["seats"]) >= 2


def test_inspect_names_the_annette_and_carlos_seats(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "inspect", str(ROOT / "saves" / "clashing-blades-annette-and-carlos.json"), "--json")
    info = json.loads(out)
    assert status == 0 and info["game"] == "clashing-blades" and info["moves"] == 9 and info["to_act"] == ["Annette"]
    assert [s["name"] for s in info["seats"]] == ["Annette", "Carlos"] and info["seats"][1]["level"] == "normal"
    assert info["title"] == "Clashing Blades: Annette and Carlos" and "standoff" in info["note"]


def test_inspect_names_a_finished_game_s_winner_by_the_save_s_seat_names(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It printed the engine's "Player 2 wins" for a game of Ann against Computer."""
    record = a_duel_someone_wins([SeatRecord("Ann", HUMAN, None), SeatRecord("Computer", COMPUTER, "normal")])
    path = tmp_path / "done.json"
    write_file(path, record)
    status, out, _ = run(capsys, "inspect", str(path))
    assert status == 0 and "Player" not in out and "finished after" in out
    assert "Ann wins" in out or "Computer wins" in out
    status, out, _ = run(capsys, "inspect", str(path), "--json")
    info = json.loads(out)
    assert "Player" not in info["result"] + info["progress"]
    assert info["result"].startswith(("Ann wins", "Computer wins"))


def _example() -> dict:
    return json.loads((ROOT / "saves" / "clashing-blades-annette-and-carlos.json").read_text(encoding="utf-8"))


def _edited(**changes: object) -> bytes:
    data = _example()
    data.update(changes)
    return json.dumps(data).encode()


def _bad_move() -> bytes:
    data = _example()
    data["log"][0]["action"]["cards"] = ["KS"]
    return json.dumps(data).encode()


BAD_FILES: dict[Problem, bytes | None] = {
    Problem.MISSING: None,
    Problem.TOO_BIG: b" " * (5 * 1024 * 1024 + 1),
    Problem.TOO_DEEP: b"[" * 10_000 + b"]" * 10_000,
    Problem.NOT_JSON: b"this is not json",
    Problem.TRUNCATED: (ROOT / "saves" / "clashing-blades-annette-and-carlos.json").read_bytes()[:300],
    Problem.FOREIGN: b'{"name": "a shopping list", "items": ["eggs"]}',
    Problem.FUTURE: _edited(format=99),
    Problem.UNKNOWN_GAME: _edited(game="snap"),
    Problem.INCONSISTENT: _bad_move(),
}


@pytest.mark.parametrize("problem", list(BAD_FILES), ids=lambda p: p.name.lower())
def test_inspect_refuses_each_kind_of_bad_file_with_its_one_line_reason(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, problem: Problem
) -> None:
    path = tmp_path / "bad.json"
    content = BAD_FILES[problem]
    if content is not None:
        path.write_bytes(content)
    status, out, err = run(capsys, "inspect", str(path))
    assert status == 1 and out == ""
    assert err.startswith(f"card-duels: {path}: {problem.value}") and err.count("\n") == 1, err
    assert "Traceback" not in err
    if content is not None:
        assert path.read_bytes() == content  # left untouched


def test_a_folder_is_refused_as_unreadable(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run(capsys, "inspect", str(tmp_path))
    assert status == 1 and Problem.UNREADABLE.value in err


def test_inspect_as_a_real_process_refuses_a_bad_file_without_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "deep.json"
    bad.write_bytes(b"{" * 10_000)
    done = subprocess.run([sys.executable, "-m", "game", "inspect", str(bad), "--json"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and Problem.TOO_DEEP.value in done.stderr and "Traceback" not in done.stderr


def test_inspect_without_a_file_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "inspect")
    assert status == 2 and err.startswith("card-duels: ") and err.count("\n") == 1


def test_a_lone_surrogate_in_a_name_or_note_is_shown_safely_even_on_an_ascii_terminal(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "persistence"))
    from save_helpers import STAMP, played

    from game.persistence import to_data

    data = to_data(played("duel-of-swords", 4), STAMP, note="a note \ud800 with a half")
    data["seats"][0]["name"] = "Jos\ud800"
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    env = {"PYTHONIOENCODING": "ascii", "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    for extra in ([], ["--json"]):
        done = subprocess.run(
            [sys.executable, "-m", "game", "inspect", str(path), *extra], capture_output=True, text=True, env=env, timeout=60
        )
        assert done.returncode == 0 and done.stderr == "", done.stderr
        assert "Jos" in done.stdout and "Traceback" not in done.stdout
