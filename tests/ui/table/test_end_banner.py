"""The final table's result banner has a place of its own: inside the window, clear of every card, name and tracker,
of the deciding cards' stage and of the recap, with its words whole at every size; a win and a loss look different."""

from __future__ import annotations

import random

import pygame
import pytest
from layout_checks import SIZES, painted
from table_helpers import FakeApp

from game.engine import GAMES, Outcome, State, new_game
from game.ui import theme
from game.ui.gallery.checks import check
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.end_banner import Mood, frame_colour, lay_out, result_title
from game.ui.table.layouts import layout_for
from game.ui.table.scene import TableScene
from game.ui.table.seat_names import SeatNames

#: Every game at each of its seat counts, and El Royale's team game.
TABLES = [(g.id, n, {}) for g in GAMES.values() for n in range(g.min_seats, g.max_seats + 1)]
TABLES += [("el-royale", 4, {"mode": "teams2"}), ("el-royale", 8, {"mode": "teams2"})]


def names(seats: int) -> list[str]:
    return ["You", *(("Computer",) if seats == 2 else (f"Computer {i}" for i in range(1, seats)))]


def finished(game_id: str, seats: int, options: dict[str, object], seed: int = 1) -> State:
    """A seeded random game played to its end."""
    state, rng = new_game(game_id, seats, options=options, seed=seed), random.Random(seed)
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize(("game_id", "seats", "options"), TABLES, ids=[f"{g}-{n}{'-teams' if o else ''}" for g, n, o in TABLES])
def test_the_banner_region_is_clear_of_the_finished_table_and_its_words_fit(
    game_id: str, seats: int, options: dict[str, object]
) -> None:
    pygame.font.init()
    state = finished(game_id, seats, options)
    obs = state.observation(0)
    assert obs.outcome is not None
    layout = layout_for(game_id, names(seats))
    titles = ["You win!", "You lose", "A draw", " and ".join(names(seats)[1:3]) + " win"]
    reason = SeatNames(names(seats))(obs.outcome.reason)
    for size in SIZES:
        regions = layout.regions(size)
        banner = pygame.Rect(regions.banner)
        assert pygame.Rect(0, 0, *size).contains(banner), f"{banner} leaves the {size} window"
        for name in ("play", "stage", "recap", "caption", "bar", "thinking"):
            assert not banner.colliderect(pygame.Rect(getattr(regions, name))), f"the banner covers the {name} at {size}"
        view = layout.build(size, obs)
        over = [f"{what} at {rect}" for what, rect in painted(view) if rect.colliderect(banner)]
        assert not over, f"at {size} the banner covers: {over}"
        unit = regions.bar[3] / 40
        for title in titles:
            text = lay_out(title, reason, banner.size, unit)
            assert text.fits, f"{title!r} / {reason!r} is cut in the {banner.size} banner at {size}"
            assert text.title.lines and " ".join(text.title.lines) == title


def test_a_win_a_loss_and_a_draw_read_and_look_different() -> None:
    won, lost, draw = Outcome((0,), reason="x"), Outcome((1,), reason="x"), Outcome((), draw=True, reason="x")
    assert result_title(won, ["You", "Computer"], 0, 1) == ("You win!", Mood.WON)
    assert result_title(lost, ["You", "Computer"], 0, 1) == ("You lose", Mood.LOST)
    assert result_title(draw, ["You", "Computer"], 0, 1) == ("A draw", Mood.NEUTRAL)
    assert result_title(Outcome((1, 3), reason="x"), ["A", "B", "C", "D"], 0, 4) == ("B and D win", Mood.NEUTRAL)
    assert len({frame_colour(Mood.WON), frame_colour(Mood.LOST), frame_colour(Mood.NEUTRAL)}) == 3


def final_table(game_id: str, options: dict[str, object], size: tuple[int, int]) -> TableScene:
    """You against a computer, both played at random (seed 3) to the end, the last play staged and at rest."""
    seats = tuple(SeatSetup(name, i == 0, "random") for i, name in enumerate(["You", "Computer"]))
    scene = TableScene(FakeApp(size, scale=1.0), GameSetup(game_id, seats, options, 3))
    rng = random.Random(3)
    while not scene.state.is_over:
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
    for _ in range(500):
        if not scene.update(1.0):
            break
    return scene


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_finished_table_draws_the_banner_in_its_region_with_the_deciding_cards_on_the_stage(size: tuple[int, int]) -> None:
    scene = final_table("clashing-blades", {}, size)
    assert scene.finished
    surface = pygame.Surface(size)
    scene.draw(surface)
    regions = scene.layout.regions(size)
    shown = {e.name: e for e in scene.elements()}
    banner = shown["result-banner"]
    assert banner.rect == regions.banner and banner.fits
    assert not any(n.startswith(("hint", "message", "tip")) for n in shown)  # the banner has the hint's place
    mood = Mood.WON if 0 in scene.state.outcome.winners else Mood.LOST  # type: ignore[union-attr]
    x, y, w, _ = regions.banner
    assert surface.get_at((x + w // 2, y + 1))[:3] == frame_colour(mood)
    assert frame_colour(mood) != theme.PANEL
    assert check(scene.elements(), size) == []
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))  # the log opens above the banner
    assert scene.log_open
    scene.draw(surface)
    assert check(scene.elements(), size) == []
    assert "result-banner" in {e.name for e in scene.elements()}


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_what_the_table_says_on_the_final_table_shows_in_the_banner(size: tuple[int, int]) -> None:
    """A play-tester pressed Esc on the final table: "Press Esc again to go back to the title" was set where the
    banner stands, unseen, and the second Esc left without warning. Undo's "The game is over" was lost the same way.
    The banner's last line now says what the table says."""
    from game.ui.table.scene import GAME_OVER_UNDO, LEAVE_ENDED

    scene = final_table("duel-of-swords", {"hitsToWin": 1}, size)
    surface = pygame.Surface(size)
    for press, said in ((pygame.K_z, GAME_OVER_UNDO), (pygame.K_ESCAPE, LEAVE_ENDED)):
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=press, mod=pygame.KMOD_CTRL if press == pygame.K_z else 0))
        scene.draw(surface)
        banner = next(e for e in scene.elements() if e.name == "result-banner")
        assert banner.text.endswith(said) and banner.fits, banner
        assert check(scene.elements(), size) == []
    # Esc, then Ctrl+Z (its refusal takes the question's place), then Esc: it asks again rather than leave unwarned
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert not scene.app.menu and scene.message == LEAVE_ENDED  # type: ignore[attr-defined]
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert scene.app.menu  # type: ignore[attr-defined]
    scene.leave()


def test_a_press_just_as_the_game_ends_leaves_the_final_table_standing() -> None:
    """A click meant for Concede landed just as the computer's winning fourth 7 had been staged: the results opened
    at once and the winning play was never seen on the table. For a beat after the end a press does nothing; then a
    click or Enter opens the results as before."""
    seats = tuple(SeatSetup(name, i == 0, "random") for i, name in enumerate(["You", "Computer"]))
    scene = TableScene(FakeApp((960, 600), scale=1.0), GameSetup("el-royale", seats, {}, 3))
    scene.beat = 1.0  # the default think time's beat (the stand-in app thinks instantly)
    rng = random.Random(3)
    while not scene.state.is_over:
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
    scene.queue.finish()
    assert scene.update(0.0) and scene.finished, "frames go on while the final table is not yet armed"
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(480, 300), button=1)
    scene.handle(click)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert scene.app.finished is None, "the final table stands"
    for _ in range(12):
        scene.update(0.1)
    assert not scene.update(0.0), "armed: the table rests"
    scene.handle(click)
    assert scene.app.finished is scene.state
