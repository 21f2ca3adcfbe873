"""A pop ("Parried!", "-3") rises where its event happened, but never out of the play region into the caption above."""

from __future__ import annotations

import pygame

from game.engine import Event
from game.ui.table.layout import TableView
from game.ui.table.layouts.clashing_blades import ClashingBladesLayout
from game.ui.table.pops import RISE, Pop, event_step


def rise_of(anchor_y: float, ceiling: float) -> tuple[float, float, Pop]:
    pygame.font.init()
    pops: dict[str, Pop] = {}
    view = TableView(anchors={"seat:1": (200.0, anchor_y)})
    step = event_step(ClashingBladesLayout(["You", "Computer"]), view, set(), pops, Event("parried", 1), "pop:1", ceiling)
    assert step is not None
    rise = next(t for t in step.tweens if t.key == "pop:1" and t.prop == "y")
    return rise.start, rise.end, pops["pop:1"]


def test_a_pop_low_on_the_table_rises_its_full_height_from_where_it_happened() -> None:
    start, end, pop = rise_of(300.0, ceiling=74.0)
    assert pop.text == "Parried!" and (start, end) == (300.0, 300.0 - RISE)


def test_a_pop_over_the_top_seat_stops_under_the_caption_strip_and_still_rises() -> None:
    """At 960x600 "Parried!" over the computer's health rose into the strip and covered the move's caption."""
    ceiling = 74.0
    start, end, pop = rise_of(80.0, ceiling)
    half = pop.surface().get_height() / 2
    assert end - half >= ceiling  # its top edge stays in the play region
    assert RISE / 4 <= start - end < RISE  # it rises less, not from further down


def test_a_pop_held_down_by_the_ceiling_starts_where_it_happened_not_a_full_rise_below() -> None:
    """Starting a full rise below its stop, "Hit!" over a top knight's cards began on their name plate."""
    ceiling = 74.0
    start, end, pop = rise_of(110.0, ceiling)
    assert end == ceiling + pop.surface().get_height() / 2 and start == 110.0


def test_a_hit_on_a_top_knight_does_not_cover_their_name_plate() -> None:
    """Mortal Swords, four knights at 960x600: "Hit!" on Computer 2 lay over "Computer 2 · 6 cards" as it rose."""
    from game.engine import new_game
    from game.ui.table.layouts.mortal_swords import MortalSwordsLayout

    pygame.font.init()
    state = new_game("mortal-swords", 4, seed=21)
    names = ["You", "Computer 2", "Computer 3", "Computer 4"]
    layout = MortalSwordsLayout(names)
    view = layout.build((960, 600), state.observation(0))
    ceiling = float(layout.regions((960, 600)).play[1])
    for seat in (1, 2, 3):
        pops: dict[str, Pop] = {}
        step = event_step(layout, view, set(), pops, Event("defend", seat, detail="damage"), "pop", ceiling)
        assert step is not None
        rise = next(t for t in step.tweens if t.prop == "y")
        word = pops["pop"].surface().get_rect(center=(pops["pop"].x, rise.start))
        plate = next(m for m in view.marks if m.kind == "plate" and m.text.startswith(names[seat]))
        assert not word.colliderect(pygame.Rect(plate.rect)), (seat, word, plate.rect)
