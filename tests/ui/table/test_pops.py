"""A pop ("Parried!", "-3") rises where its event happened, but never out of the play region into the caption above."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.engine import Event, new_game
from game.ui.table.layout import TableView, unit_of
from game.ui.table.layouts import layout_class
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


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize(
    ("game_id", "seats", "event"),
    [("mortal-swords", 4, Event("defend", 0, detail="damage")), ("mortal-swords", 2, Event("defend", 0, detail="damage")),
     ("suits-duel", 2, Event("wound", 0)), ("clashing-blades", 2, Event("damage", 0, amount=3)),
     ("duel-of-swords", 2, Event("hit", 0)), ("el-royale", 8, Event("pick-up", 0, cards=("6S", "7S", "8S")))],
)  # fmt: skip
def test_a_word_on_a_seat_never_covers_a_name_or_a_row_label_as_it_rises(
    game_id: str, seats: int, event: Event, size: tuple[int, int]
) -> None:
    """Mortal Swords at 960x600: "Hit!" on Computer 2 lay over "Computer 2 · 6 cards", and on you over "You · attacker";
    Suits Duel: "Wounded!" on the foe over "Computer 2's battlers", centred under their cards; Clashing Blades' "-3"
    over the seat's name above its health; Duel of Swords' "+1 hit" over the seat's name; El Royale's "+3" at eight
    seats started above the seat's cards and rose onto the name of the seat above."""
    pygame.font.init()
    names = ["You", *(f"Computer {n}" for n in range(2, seats + 1))]
    layout = layout_class(game_id)(names)
    view = layout.build(size, new_game(game_id, seats, seed=21).observation(0))
    ceiling = float(layout.regions(size).play[1])
    for seat in range(seats):
        pops: dict[str, Pop] = {}
        step = event_step(layout, view, set(), pops, replace(event, seat=seat), "pop", ceiling, unit_of(size))
        assert step is not None and "pop" in pops
        rise = next(t for t in step.tweens if t.prop == "y")
        for y in (rise.start, (rise.start + rise.end) / 2, rise.end):
            word = pops["pop"].surface().get_rect(center=(pops["pop"].x, y))
            # an empty spot's own caption ("your move") is no name or label: a word rising over its spot may cover it
            boxes = [pygame.Rect(m.rect) for m in view.marks if m.kind == "box"]
            names = [
                m for m in view.marks if m.kind == "plate" or (m.kind == "text" and not any(b.contains(m.rect) for b in boxes))
            ]
            covered = [m.text for m in names if word.colliderect(pygame.Rect(m.rect))]
            assert not covered, (seat, y, covered)


def test_a_pop_grows_with_the_table() -> None:
    """Full screen at 1920x1080 the cards are half as big again, and a fixed 30 px "+3" read as a whisper beside them."""
    pygame.font.init()
    heights = []
    for size in ((1280, 720), (1920, 1080)):
        pops: dict[str, Pop] = {}
        view = TableView(anchors={"seat:1": (600.0, 500.0)})
        step = event_step(ClashingBladesLayout(), view, set(), pops, Event("parried", 1), "p", 0.0, unit_of(size))
        assert step is not None
        rise = next(t for t in step.tweens if t.prop == "y")
        heights.append((pops["p"].surface().get_height(), rise.start - rise.end))
    (small_h, small_rise), (big_h, big_rise) = heights
    assert big_h >= small_h * 1.35 and big_rise == small_rise * 1.5


def test_a_mortal_swords_defence_word_rises_from_the_card_it_was_made_with() -> None:
    """ "Block!" covered Player 2's 3♥ in their hand, "Hit!" sat on Player 3's 10♦: it read as if that hand card was
    hit. The word of a defence now rises from the defending card on the attack line."""
    import random

    pygame.font.init()
    size = (960, 600)
    layout = layout_class("mortal-swords")(["You", "Computer 2", "Computer 3", "Computer 4"])
    state = new_game("mortal-swords", 4, seed=7)
    rng = random.Random(7)
    checked = 0
    for _ in range(200):
        if state.is_over or checked >= 5:
            break
        seat = state.to_act()[0]
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        view = layout.build(size, state.observation(0))
        for event in events:
            if event.kind != "defend" or not event.cards or view.placement(f"c:{event.cards[0]}") is None:
                continue
            pops: dict[str, Pop] = {}
            step = event_step(layout, view, set(), pops, event, "pop", float(layout.regions(size).play[1]), unit_of(size))
            assert step is not None and "pop" in pops
            card = view.placement(f"c:{event.cards[0]}")
            assert card is not None and (pops["pop"].x, pops["pop"].y) == card.pos
            checked += 1
    assert checked >= 3


def test_a_pops_gold_word_has_a_dark_edge_so_it_reads_over_a_court_cards_yellows() -> None:
    """ "Block!" rising over a king's gold robe was gold on gold. The word is ringed in the panel's dark green: laid on
    a yellow ground, the pixels just outside the gold letters are dark, and the letters are still gold."""
    from game.ui import theme

    pygame.font.init()
    word = Pop("Block!", 0, 0, size=30).surface()
    ground = pygame.Surface(word.get_size())
    ground.fill((230, 190, 60))  # a court card's yellow
    ground.blit(word, (0, 0))
    colours = {tuple(ground.get_at((x, y)))[:3] for x in range(ground.get_width()) for y in range(ground.get_height())}
    assert theme.ACCENT in colours and theme.PANEL in colours
