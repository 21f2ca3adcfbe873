"""The gallery as CI runs it: every screen at 960×600, 1280×720, 1920×1080 and 3840×2160, checked.

Every screen must build and draw at every size (no allowance). Layout
problems are held to ``known_problems.txt``: a problem not listed there
fails, and so does a listed one that is gone, so the list only shrinks
until it is empty (then any problem fails). To rewrite the list after a
change has been looked at: ``PYTHONPATH=. python tests/ui/gallery/test_gallery.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.engine import GAMES
from game.ui.gallery.checks import Problem, Rule
from game.ui.gallery.command import DEFAULT_SIZES
from game.ui.gallery.runner import Shot, run
from game.ui.gallery.screens import ENDINGS, SCREENS

KNOWN = Path(__file__).with_name("known_problems.txt")


def line(shot: Shot, problem: Problem) -> str:
    """A problem as one stable line: size, screen, rule and the elements involved (no pixel positions)."""
    return " ".join([f"{shot.size[0]}x{shot.size[1]}", shot.name, problem.rule.value, *problem.names])


def problem_lines(shots: list[Shot]) -> list[str]:
    return sorted({line(shot, problem) for shot in shots for problem in shot.problems})


@pytest.fixture(scope="module")
def shots() -> list[Shot]:
    return list(run(DEFAULT_SIZES))


def test_every_screen_is_drawn_at_every_size(shots: list[Shot]) -> None:
    failed = [f"{line(s, p)}: {p.message}" for s in shots for p in s.problems if p.rule is Rule.FAILED]
    assert not failed, "\n".join(failed)
    for size in DEFAULT_SIZES:
        drawn = {s.screen for s in shots if s.size == size}
        assert drawn == {s.name for s in SCREENS}, f"screens missing at {size}"


def test_no_layout_problem_beyond_the_known_ones(shots: list[Shot]) -> None:
    found = problem_lines(shots)
    known = [x for x in KNOWN.read_text(encoding="utf-8").splitlines() if x and not x.startswith("#")] if KNOWN.exists() else []
    new = sorted(set(found) - set(known))
    gone = sorted(set(known) - set(found))
    messages = {line(s, p): p.message for s in shots for p in s.problems}
    assert not new, f"{len(new)} new layout problems:\n" + "\n".join(f"{x}: {messages[x]}" for x in new[:60])
    assert not gone, f"{len(gone)} known problems are fixed: take them out of {KNOWN.name}:\n" + "\n".join(gone[:60])


def test_the_gallery_covers_every_screen_a_player_meets() -> None:
    names = {s.name for s in SCREENS}
    wanted = {"title", "choose-game", "settings", "load", "statistics", "replay"}
    wanted |= {f"results/{ending}" for ending in ("win", "loss", "draw", "team-win")}
    for game in GAMES.values():
        wanted |= {f"setup/{game.id}-{game.min_seats}", f"setup/{game.id}-{game.max_seats}", f"rules/{game.id}"}
        wanted |= {f"table/{game.id}-{n}" for n in range(game.min_seats, game.max_seats + 1)}
    assert wanted <= names, sorted(wanted - names)
    assert set(ENDINGS) == {"win", "loss", "draw", "team-win"}
    assert any(n.startswith("example/") for n in names)


if __name__ == "__main__":
    lines = problem_lines(list(run(DEFAULT_SIZES)))
    header = "# Layout problems the gallery still finds (size, screen, rule, elements). Only ever shrink this list.\n"
    KNOWN.write_text(header + "".join(f"{x}\n" for x in lines), encoding="utf-8")
    print(f"{len(lines)} known problems written to {KNOWN}", file=sys.stderr)
