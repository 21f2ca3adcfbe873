"""The layered painter draws exactly what a full redraw draws, frame after frame, while presenting only what changed."""

import time

import pygame
from table_helpers import drag, mouse, table

from game.ui.table.painter import TablePainter


def full_redraw(scene, size: tuple[int, int]) -> pygame.Surface:
    """The table as a plain full redraw paints it: every card drawn in z order onto fresh felt, nothing cached."""
    saved = scene.painter, scene._overlay_rects, scene._changed
    active = scene.queue.active_keys
    scene.painter = TablePainter(scene.pictures)
    scene.queue.active_keys = lambda: set(scene.sprites)
    try:
        surface = pygame.Surface(size)
        surface.fill((255, 0, 255))  # anything not painted would show
        scene.draw(surface)
    finally:
        scene.queue.active_keys = active
        scene.painter, scene._overlay_rects, scene._changed = saved
    return surface


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and a.get_buffer().raw == b.get_buffer().raw


def test_animated_frames_match_a_full_redraw_pixel_for_pixel() -> None:
    pygame.display.init()
    pygame.display.set_mode((1280, 720))  # pictures in the window's format, as in the app
    scene = table("clashing-blades", humans=0, seed=8)
    size = scene.app.size
    screen = pygame.Surface(size)
    partial = 0
    deadline = time.monotonic() + 20
    frames = 0
    while frames < 120 and time.monotonic() < deadline:
        scene.update(1 / 60)
        scene.draw(screen)
        if scene.changed_rects() is not None:
            partial += 1
        assert same(screen, full_redraw(scene, size)), f"frame {frames} differs from a full redraw"
        frames += 1
        if not scene.queue.busy:
            time.sleep(0.002)  # let the computer's worker answer
    scene.leave()
    assert frames == 120
    assert partial > 50, "most frames repaint only what moved"
    assert scene.painter.rebuilds < frames / 2, "the resting layer is kept between frames"


def test_a_drag_repaints_only_around_the_card_and_still_matches() -> None:
    scene = table("duel-of-swords", humans=1, seed=2)
    size = scene.app.size
    screen = pygame.Surface(size)
    scene.draw(screen)
    card = next(s for s in scene.sprites.values() if scene.view.placement(s.key).draggable)
    start = (card.x, card.y)
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, start))
    rebuilds = scene.painter.rebuilds
    for k in range(1, 8):
        scene.handle(mouse(pygame.MOUSEMOTION, (start[0] + 25 * k, start[1] - 30 * k)))
        scene.draw(screen)
        rects = scene.changed_rects()
        if k > 1:  # the first step lifts the card out of the layer (and lights the glow): painted whole once
            assert rects is not None and sum(r.w * r.h for r in rects) < size[0] * size[1] / 2
        assert same(screen, full_redraw(scene, size))
    assert scene.painter.rebuilds <= rebuilds + 1  # the glow appears once; the moving card is never in the layer
    scene.handle(mouse(pygame.MOUSEBUTTONUP, (start[0] + 175, start[1] - 210)))
    scene.queue.finish()
    scene.draw(screen)
    assert same(screen, full_redraw(scene, size))
    scene.leave()


def test_a_new_target_or_size_is_painted_whole() -> None:
    scene = table("duel-of-swords", humans=1, seed=2)
    first = pygame.Surface((1280, 720))
    scene.draw(first)
    assert scene.changed_rects() is None
    scene.draw(first)
    assert scene.changed_rects() is not None
    other = pygame.Surface((1280, 720))
    scene.draw(other)
    assert scene.changed_rects() is None and same(first, other)
    scene.leave()


def test_drag_helper_still_plays_through_the_painted_table() -> None:
    scene = table("duel-of-swords", humans=1, seed=2)
    screen = pygame.Surface(scene.app.size)
    scene.draw(screen)
    card = next(s for s in scene.sprites.values() if scene.view.placement(s.key).draggable)
    zone = scene.view.zones[0]
    drag(scene, (card.x, card.y), (zone.rect[0] + zone.rect[2] / 2, zone.rect[1] + zone.rect[3] / 2))
    scene.draw(screen)
    assert same(screen, full_redraw(scene, scene.app.size))
    scene.leave()


def test_a_cover_lies_over_the_card_it_hides() -> None:
    """Clashing Blades covers the pips of lost health: the cover must be drawn over the heart card, not under it."""
    from game.ui.table.layout import Mark, Placement, TableView
    from game.ui.table.sprites import CardSprite, Pictures, PlainArt

    card = Placement("health", "7H", (200, 200), width=100)
    cover = Mark("cover", (160, 150, 80, 60))
    pictures = Pictures(PlainArt())
    sprites = [CardSprite.from_placement(card)]

    def painted(marks: tuple[Mark, ...]) -> pygame.Surface:
        surface = pygame.Surface((400, 400))
        TablePainter(pictures).paint(surface, TableView((card,), (), (), marks), sprites, set(), set(), None)
        return surface

    bare, covered = painted(()), painted((cover,))
    inside = (200, 180)  # inside both the card and the cover
    assert covered.get_at(inside) != bare.get_at(inside), "the cover is hidden under the card"
    assert sum(covered.get_at(inside)[:3]) < sum(bare.get_at(inside)[:3]), "a cover darkens what it hides"


def test_a_lit_cards_glow_lies_under_the_card_over_it_and_never_crosses_its_corner() -> None:
    """The hint's ring around a card in a fanned hand was drawn over everything and struck through the next card's
    index; it is now painted just under the lit card, so the card lying over it covers the ring."""
    from game.ui import theme
    from game.ui.table.layout import GLOW_MARGIN, Placement, TableView
    from game.ui.table.sprites import CardSprite, Pictures, PlainArt

    lit = Placement("9H", "9H", (150, 200), width=100, z=0)
    over = Placement("3D", "3D", (200, 200), width=100, z=1)
    pictures = Pictures(PlainArt())
    sprites = [CardSprite.from_placement(lit), CardSprite.from_placement(over)]
    surface = pygame.Surface((400, 400))
    TablePainter(pictures).paint(surface, TableView((lit, over)), sprites, set(), set(), None, (), frozenset({"9H"}))
    left, right = sprites[0].rect().left - GLOW_MARGIN + 1, sprites[0].rect().right + GLOW_MARGIN - 2
    ring = tuple(surface.get_at((left, 200)))[:3]
    assert ring == tuple(theme.ACCENT)[:3]  # the lit card's own edge glows
    assert tuple(surface.get_at((right, 200)))[:3] != ring  # where the next card lies, the next card shows


def test_the_picked_cards_ring_lies_over_the_card_that_overlaps_it() -> None:
    """Mortal Swords' armor row overlaps its cards: the blue ring of the card picked with the keys went under the next
    card and was half hidden. It is drawn after every card now, resting or moving."""
    from game.ui import theme
    from game.ui.table.layout import TableView
    from game.ui.table.sprites import CardSprite

    scene = table("mortal-swords", humans=1, seed=2)
    left = CardSprite("c:2C", "2C", True, 200, 200, 80, z=1)
    right = CardSprite("c:3C", "3C", True, 240, 200, 80, z=2)  # lies over the right half of the picked card
    for moving in (set(), {"c:2C", "c:3C"}):
        surface = pygame.Surface((480, 400))
        TablePainter(scene.pictures).paint(surface, TableView(), [left, right], moving, set(), "c:2C")
        ring = max(3, round(left.width / 28))
        edge = left.rect().right + ring // 2 + 1  # the ring's right side, inside the overlapping card
        assert right.rect().collidepoint(edge, left.rect().centery)
        assert tuple(surface.get_at((edge, left.rect().centery)))[:3] == theme.CARD_PICKED, moving
