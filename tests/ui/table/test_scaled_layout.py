"""Every game's table at every size from 960x600 to 4K and every seat count: cards, names, counts and trackers stay
inside the play region and off the stage, the overlays' regions stay apart, every face-up card's index corner shows,
and at 16:9 the viewer's hand is at least 18% of the window's height tall."""

from __future__ import annotations

import pygame
import pytest
from layout_checks import SIZES, example_states, layout_problems, regions_apart, seeded_positions
from table_text import words_running_into_things

from game.engine import GAMES
from game.ui.table.layout import Mark
from game.ui.table.layouts import layout_for

#: (game, seats, options) for every seat count each game allows, and El Royale's teams.
TABLES = [
    *(("mortal-swords", n, {}) for n in (2, 3, 4)),
    *(("el-royale", n, {}) for n in range(2, 9)),
    *(("el-royale", n, {"mode": "teams2"}) for n in (4, 6, 8)),
    ("duel-of-swords", 2, {}),
    ("suits-duel", 2, {}),
    ("clashing-blades", 2, {}),
]
#: Marks that are game pieces; each game's table shows at least the ones listed for it.
PIECES = {
    "mortal-swords": {"plate", "pile"},
    "el-royale": {"plate", "pile"},
    "duel-of-swords": {"plate", "pip"},
    "suits-duel": {"plate", "pile"},
    "clashing-blades": {"plate", "health", "pile"},
}


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def _names(seats: int) -> list[str]:
    return ["You"] + [f"Computer {i} (Normal)" for i in range(1, seats)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_regions_lie_apart_inside_the_window(game_id: str, size: tuple[int, int]) -> None:
    assert regions_apart(layout_for(game_id).regions(size), size) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game_id", "seats", "options"), TABLES, ids=lambda v: str(v) if not isinstance(v, dict) else "")
def test_seeded_play_stays_in_the_play_region_with_every_corner_readable(
    game_id: str, seats: int, options: dict[str, object], size: tuple[int, int]
) -> None:
    layout = layout_for(game_id, _names(seats))
    every = 7 if game_id == "el-royale" else 1
    for state in seeded_positions(game_id, seats, options, seed=seats + 11, every=every):
        for viewer in {0, seats - 1}:
            obs = state.observation(viewer)
            problems = layout_problems(layout, size, obs)
            assert problems == [], f"{game_id} {seats} seats at {size}, viewer {viewer}: {problems[:4]}"
        assert layout_problems(layout, size, state.observation(0), onlooker=True) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_example_saves_stay_in_the_play_region(game_id: str, size: tuple[int, int]) -> None:
    for state in example_states(game_id):
        layout = layout_for(game_id, _names(state.seats))
        for viewer in range(state.seats):
            problems = layout_problems(layout, size, state.observation(viewer))
            assert problems == [], f"{game_id} at {size}, viewer {viewer}: {problems[:4]}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_table_shows_its_pieces_and_a_plate_for_every_seat(game_id: str) -> None:
    seats = GAMES[game_id].max_seats
    layout = layout_for(game_id, _names(seats))
    state = next(seeded_positions(game_id, seats, {}, seed=5))
    marks: list[Mark] = list(layout.build((1280, 720), state.observation(0)).marks)
    kinds = {m.kind for m in marks}
    assert PIECES[game_id] <= kinds, f"missing {PIECES[game_id] - kinds}"
    assert len([m for m in marks if m.kind == "plate"]) == seats


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_storm_banner_covers_neither_the_stage_nor_a_battler(size: tuple[int, int]) -> None:
    layout = layout_for("suits-duel", _names(2))
    storms = 0
    for state in seeded_positions("suits-duel", 2, {}, seed=0):
        obs = state.observation(0)
        if obs.info.get("storm"):
            storms += 1
            assert layout_problems(layout, size, obs) == []
            view = layout.build(size, obs)
            assert any(m.kind == "marker" and "storm" in m.text for m in view.marks)
            assert words_running_into_things(view) == []
    assert storms > 0


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_side_column_keeps_room_for_every_signal_and_still_a_recap_and_a_hint(size: tuple[int, int]) -> None:
    """The ten signals wait in a menu over the recap and the hint: that room holds them at a readable height, and the
    recap is no longer squeezed by eleven rows of buttons kept for good (112 px at 960x600)."""
    regions = layout_for("el-royale").regions(size)
    menu = regions.recap[3] + regions.hint[3]
    assert menu >= 24 + 10 * 26, "ten rows of signal buttons and the menu's name at a readable height"
    assert regions.choices[3] >= 4 * 26, "Say nothing, the Signal button and the play's own choices"
    assert regions.recap[3] >= 160 and regions.hint[3] >= 60
