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
    assert start - end == RISE  # it still rises as far, from a little lower
