"""The gallery as CI runs it: every screen at 960×600, 1280×720, 1920×1080 and 3840×2160, checked.

Every screen must build and draw at every size, and the gate is zero: any layout problem at any size fails
(there is no list of problems to put up with).
"""

from __future__ import annotations

import pytest

from game.engine import GAMES
from game.ui.gallery.checks import Problem, Rule
from game.ui.gallery.command import DEFAULT_SIZES
from game.ui.gallery.runner import Shot, run
from game.ui.gallery.screens import ENDINGS, SCREENS


def line(shot: Shot, problem: Problem) -> str:
    """A problem as one stable line: size, screen, rule and the elements involved (no pixel positions)."""
    return " ".join([f"{shot.size[0]}x{shot.size[1]}", shot.name, problem.rule.value, *problem.names])


@pytest.fixture(scope="module")
def shots() -> list[Shot]:
    return list(run(DEFAULT_SIZES))


def test_every_screen_is_drawn_at_every_size(shots: list[Shot]) -> None:
    failed = [f"{line(s, p)}: {p.message}" for s in shots for p in s.problems if p.rule is Rule.FAILED]
    assert not failed, "\n".join(failed)
    for size in DEFAULT_SIZES:
        drawn = {s.screen for s in shots if s.size == size}
        assert drawn == {s.name for s in SCREENS}, f"screens missing at {size}"


def test_no_screen_has_any_layout_problem_at_any_size(shots: list[Shot]) -> None:
    found = [f"{line(s, p)}: {p.message}" for s in shots for p in s.problems]
    assert not found, f"{len(found)} layout problems:\n" + "\n".join(found[:60])


def test_the_gallery_covers_every_screen_a_player_meets() -> None:
    names = {s.name for s in SCREENS}
    wanted = {"title", "choose-game", "settings", "load", "statistics", "replay"}
    wanted |= {f"results/{ending}" for ending in ("win", "loss", "draw", "team-win")}
    wanted |= {"final/el-royale-4-teams-win", "final/el-royale-8-teams-loss", "table/el-royale-8-teams-signals-open"}
    for game in GAMES.values():
        wanted |= {f"setup/{game.id}-{game.min_seats}", f"setup/{game.id}-{game.max_seats}", f"rules/{game.id}"}
        wanted.add(f"lesson/{game.id}")
        wanted |= {f"table/{game.id}-{n}" for n in range(game.min_seats, game.max_seats + 1)}
        ends = [f"final/{game.id}-{n}-{how}" for n in {game.min_seats, game.max_seats} for how in ("win", "loss")]
        wanted |= set(ends)
    assert wanted <= names, sorted(wanted - names)
    assert set(ENDINGS) == {"win", "loss", "draw", "team-win"}
    assert any(n.startswith("example/") for n in names)


def test_every_table_fits_a_square_window_too() -> None:
    """At 960x1000 Clashing Blades' cards grew with the height past the width: the foe's hand collapsed into a stack
    and "Hand 1" was cut; two-knight Mortal Swords put the foe's armor over the recap in every window squarer than
    16:10. Cards now follow the height only down to 5:4, and every table is checked there and squarer."""
    tables = [s for s in SCREENS if s.name.startswith("table/")]
    shots = list(run(((960, 1000), (1280, 1024)), screens=tables))
    assert len(shots) >= 2 * len(tables)
    found = [f"{line(s, p)}: {p.message}" for s in shots for p in s.problems]
    assert not found, f"{len(found)} layout problems:\n" + "\n".join(found[:60])
