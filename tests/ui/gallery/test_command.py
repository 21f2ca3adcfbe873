"""The gallery's command line as a person uses it: sizes, a folder for pictures, JSON, and one-line mistakes."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.cli.main import main
from game.ui.gallery.checks import Rule
from game.ui.gallery.command import parse_sizes
from game.ui.gallery.runner import DATA_VARIABLES, run
from game.ui.gallery.screens import SCREENS, Screen, Studio, View


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--sizes", "1280by720"], "'1280by720' is not WIDTHxHEIGHT"),
        (["--sizes", "800x600"], "800x600 is outside 960x600"),
        (["--sizes", "1280x720,"], "'' is not WIDTHxHEIGHT"),
        (["--only", "no-such-screen"], "no screen's name contains 'no-such-screen'"),
        (["--colour"], "unrecognized arguments: --colour"),
    ],
)
def test_a_usage_mistake_is_one_line_and_status_2(args: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["gallery", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and says in err, err


def test_sizes_are_read_in_the_order_given() -> None:
    assert parse_sizes("1920x1080, 960X600") == [(1920, 1080), (960, 600)]


def test_json_lists_each_screen_at_each_size_with_its_picture_and_problems(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    only = ["--only", "title", "--only", "settings"]
    status = main(["gallery", *only, "--sizes", "960x600,1280x720", "--json", "--out", str(tmp_path)])
    report = json.loads(capsys.readouterr().out)
    screens = report["screens"]
    assert [(s["name"], s["size"]) for s in screens] == [
        ("title", "960x600"),
        ("settings", "960x600"),
        ("title", "1280x720"),
        ("settings", "1280x720"),
    ]
    for shot in screens:
        width, height = (int(n) for n in shot["size"].split("x"))
        assert pygame.image.load(shot["path"]).get_size() == (width, height)
        assert Path(shot["path"]).is_relative_to(tmp_path)
        for problem in shot["problems"]:
            assert set(problem) == {"rule", "elements", "message"}
    assert status == (1 if any(s["problems"] for s in screens) else 0)


def test_without_out_no_picture_is_written_and_each_screen_gets_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["gallery", "--only", "choose-game", "--sizes", "960x600"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:2] == ["960x600", "choose-game"]
    assert lines[-1].startswith("1 screens drawn, ")
    assert status == (0 if lines[0].endswith("ok") else 1)


def test_the_menus_show_the_galleries_own_data_and_the_players_folders_are_untouched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in DATA_VARIABLES:
        monkeypatch.setenv(name, str(tmp_path / name))
    main(["gallery", "--only", "statistics", "--only", "load", "--sizes", "960x600", "--out", str(tmp_path / "pictures")])
    capsys.readouterr()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pictures"], "the gallery wrote into the player's folders"
    assert all(os.environ[name] == str(tmp_path / name) for name in DATA_VARIABLES), "the environment was not put back"


def test_every_screen_name_is_unique_and_makes_a_file_name() -> None:
    names = [s.name for s in SCREENS]
    assert len(names) == len(set(names))
    assert all(n and " " not in n and "\\" not in n for n in names)


def test_a_screen_that_cannot_be_shown_is_reported_and_the_gallery_goes_on() -> None:
    def broken(studio: Studio) -> Iterator[View]:
        raise RuntimeError("no such table")
        yield  # a generator, like every screen's views

    screens = [Screen("broken", broken), next(s for s in SCREENS if s.name == "settings")]
    shots = list(run([(960, 600)], screens=screens))
    assert [s.name for s in shots] == ["broken", "settings"]
    assert [p.rule for p in shots[0].problems] == [Rule.FAILED]
    assert "RuntimeError: no such table" in shots[0].problems[0].message
    assert all(p.rule is not Rule.FAILED for p in shots[1].problems)
