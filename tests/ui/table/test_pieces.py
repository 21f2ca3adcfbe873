"""Game pieces: each kind is drawn as a piece inside its mark's rectangle, and what it shows follows the mark."""

from __future__ import annotations

import pygame
import pytest

from game.ui.table.layout import Mark
from game.ui.table.pieces import KINDS, TEAM_COLOURS, draw_crack, draw_piece, pile_depth

MAGENTA = (255, 0, 255)


def canvas(size: tuple[int, int] = (200, 120)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(MAGENTA)
    return surface


def changed(surface: pygame.Surface, rect: pygame.Rect | None = None) -> int:
    """How many pixels (inside ``rect``, or anywhere) are no longer the magenta background."""
    area = rect or surface.get_rect()
    return sum(
        1 for x in range(area.left, area.right) for y in range(area.top, area.bottom) if surface.get_at((x, y))[:3] != MAGENTA
    )


def near(surface: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 60) -> int:
    w, h = surface.get_size()
    return sum(
        1
        for x in range(w)
        for y in range(h)
        if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour, strict=True)) < tolerance
    )


@pytest.mark.parametrize(
    "mark",
    [
        Mark("pip", (20, 20, 24, 24), filled=True),
        Mark("pip", (20, 20, 24, 24)),
        Mark("token", (20, 20, 150, 28), "Advantage"),
        Mark("token", (20, 20, 44, 44), "Adv"),
        Mark("badge", (20, 20, 40, 46), "A", colour="team2"),
        Mark("plate", (20, 20, 160, 30), "You", filled=True),
        Mark("health", (20, 20, 64, 64), "12", size=20),
    ],
    ids=lambda m: f"{m.kind}-{m.text or m.filled}",
)
def test_a_piece_stays_inside_its_rectangle_shadow_and_all(mark: Mark) -> None:
    surface = canvas()
    assert draw_piece(surface, mark)
    inside = pygame.Rect(mark.rect)
    assert changed(surface, inside) > inside.w * inside.h * 0.3, "the piece fills much of its space"
    assert changed(surface) == changed(surface, inside), "nothing is drawn outside the mark's rectangle"


def test_marks_that_are_not_pieces_are_left_to_the_sprites() -> None:
    surface = canvas()
    for kind in ("text", "box", "cover", "marker"):
        assert kind not in KINDS
        assert not draw_piece(surface, Mark(kind, (10, 10, 50, 20), "x"))
    assert changed(surface) == 0


def test_a_scored_pip_is_a_red_bead_and_an_unscored_one_a_hole() -> None:
    scored, empty = canvas((30, 30)), canvas((30, 30))
    draw_piece(scored, Mark("pip", (0, 0, 30, 30), filled=True))
    draw_piece(empty, Mark("pip", (0, 0, 30, 30)))
    assert near(scored, (204, 30, 40)) > 100
    assert near(empty, (204, 30, 40)) == 0


def test_each_team_badge_wears_its_own_colour() -> None:
    for team, colour in TEAM_COLOURS.items():
        surface = canvas((40, 46))
        draw_piece(surface, Mark("badge", (0, 0, 40, 46), "A", colour=team))
        others = [c for t, c in TEAM_COLOURS.items() if t != team]
        assert near(surface, colour, 40) > 150, team
        assert all(near(surface, c, 40) < near(surface, colour, 40) for c in others), team


def test_the_acting_seat_plate_stands_out() -> None:
    idle, acting = canvas((160, 30)), canvas((160, 30))
    draw_piece(idle, Mark("plate", (0, 0, 160, 30), "North"))
    draw_piece(acting, Mark("plate", (0, 0, 160, 30), "North", filled=True))
    gold = (250, 214, 110)
    assert near(acting, gold, 50) > 2 * max(1, near(idle, gold, 50))


def test_the_health_dial_lights_one_tick_per_point() -> None:
    def lit(current: int) -> int:
        surface = canvas((96, 96))
        draw_piece(surface, Mark("health", (0, 0, 96, 96), str(current), size=20))
        return near(surface, (204, 30, 40), 40)

    assert lit(4) < lit(12) < lit(20)


def test_a_pile_shows_more_edges_the_more_cards_it_holds_within_a_bound() -> None:
    assert pile_depth(0, 100) == pile_depth(1, 100) == 0
    depths = [pile_depth(n, 100) for n in (2, 10, 20, 40, 200)]
    assert depths == sorted(depths) and depths[0] > 0
    assert depths[-1] <= 8
    surface = canvas()
    draw_piece(surface, Mark("pile", (20, 10, 60, 84), "1"))
    assert changed(surface) == 0
    draw_piece(surface, Mark("pile", (20, 10, 60, 84), "30"))
    reach = pygame.Rect(20, 10, 60 + 20, 84 + 20)
    assert changed(surface) == changed(surface, reach) > 0


def test_a_shield_cracks_more_as_the_animation_runs_and_stays_on_its_card() -> None:
    card = pygame.Rect(30, 10, 70, 98)
    drawn = []
    for progress in (0.0, 0.25, 0.5, 1.0):
        surface = canvas()
        surface.fill((240, 240, 240), card)
        touched = draw_crack(surface, tuple(card), progress, seed=3)
        assert card.contains(touched)
        drawn.append(card.w * card.h - near(surface, (240, 240, 240), 6))
    assert drawn[0] == 0
    assert drawn[0] < drawn[1] < drawn[2] < drawn[3]


def test_a_coins_single_letter_is_big_enough_to_read() -> None:
    """Clashing Blades' dealer button at 960x600: a coin the height of a name plate whose "D" was 6 px tall."""
    surface = canvas()
    coin = pygame.Rect(20, 20, 31, 31)  # the dealer's coin at 960x600
    assert draw_piece(surface, Mark("token", tuple(coin), "D"))
    ink = [
        y
        for y in range(coin.top, coin.bottom)
        for x in range(coin.left, coin.right)
        if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], (70, 44, 8), strict=True)) < 40
    ]
    assert max(ink) - min(ink) + 1 >= coin.h * 0.3, "the letter is too small to read"


def test_the_dealers_coin_stands_taller_than_the_plate_beside_it() -> None:
    from game.engine import new_game
    from game.ui.table.layouts import layout_for

    obs = new_game("clashing-blades", 2, seed=3).observation(0)
    view = layout_for("clashing-blades", ["You", "Computer"]).build((960, 600), obs)
    [coin] = [pygame.Rect(m.rect) for m in view.marks if m.kind == "token"]
    plates = [pygame.Rect(m.rect) for m in view.marks if m.kind == "plate"]
    beside = min(plates, key=lambda p: abs(p.centery - coin.centery))
    assert coin.h >= beside.h * 1.25 and abs(coin.centery - beside.centery) <= 1
