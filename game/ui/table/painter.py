"""The table's picture in two layers: what rests is composed once, only what moves is drawn per frame.

Cards are painted in z order. Everything below the lowest card that is
moving (felt, glowing zones, marks and resting cards) goes into one cached
surface, rebuilt only when something in it changes; the moving cards and
all cards above them are drawn on top every frame. The paint order is
exactly that of a full redraw, so the picture is the same, pixel for pixel.

When the target is the same surface as last time and the layer did not
change, only the rectangles where the active cards were or are now are
repainted, and those rectangles are reported so the window presents only
them (``pygame.display.update(rects)``).
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from .. import theme
from .layout import GLOW_MARGIN, Mark, TableView
from .pieces import draw_piece
from .sprites import CardSprite, Pictures, draw_mark


class TablePainter:
    """Paints felt, zones, marks and cards onto a surface; keeps the resting part between frames."""

    def __init__(self, pictures: Pictures) -> None:
        self.pictures = pictures
        self._layer: pygame.Surface | None = None
        self._canvas: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None
        self._view: TableView | None = None
        self._target: pygame.Surface | None = None
        self._active_rects: list[pygame.Rect] = []
        #: How often the resting layer was composed (for tests and the bench).
        self.rebuilds = 0

    def forget(self) -> None:
        """Drop the cached layer (a resize, a new viewer): the next frame is painted in full."""
        self._layer, self._key, self._view, self._target, self._canvas = None, None, None, None, None

    def paint(
        self,
        surface: pygame.Surface,
        view: TableView,
        sprites: Iterable[CardSprite],
        moving: set[str],
        glow: set[str],
        selected: str | None,
        extra_dirty: Iterable[pygame.Rect] = (),
        lit: frozenset[str] = frozenset(),
        aimed: str | None = None,
    ) -> list[pygame.Rect] | None:
        """Paint the table; the rectangles that changed, or None when the whole surface did.

        ``lit`` are the cards a hint or the coach lights up: each one's glow is painted just under it, in z order,
        so a card lying over a lit one covers the glow instead of the glow crossing that card's corner. ``aimed`` is the
        lit spot Enter would play the selected card onto: ringed in the picked card's blue, so the two read as one."""
        order = sorted(sprites, key=lambda s: s.z)
        split = next((i for i, s in enumerate(order) if s.key in moving), len(order))
        resting, active = order[:split], order[split:]
        size = surface.get_size()
        key = (size, frozenset(glow), selected, lit, aimed, tuple(s.look() for s in resting))
        fresh = self._layer is None or key != self._key or view is not self._view
        if fresh:
            self._layer = self._compose(size, view, resting, glow, selected, lit, aimed)
            self._key, self._view = key, view
        layer = self._layer
        assert layer is not None
        partial = not fresh and surface is self._target
        if partial:
            bounds = surface.get_rect()
            dirty = [r.clip(bounds) for r in (*self._active_rects, *extra_dirty)]
            for r in dirty:
                surface.blit(layer, r.topleft, r)
        else:
            surface.blit(layer, (0, 0))
        rects = [self._card(surface, sprite, lit) for sprite in active]
        rects += [_focus_ring(surface, sprite) for sprite in active if sprite.key == selected]  # over its neighbours
        self._target = surface
        self._active_rects = rects
        if not partial:
            return None
        return [*dirty, *rects]

    def _compose(
        self,
        size: tuple[int, int],
        view: TableView,
        resting: list[CardSprite],
        glow: set[str],
        selected: str | None,
        lit: frozenset[str],
        aimed: str | None = None,
    ) -> pygame.Surface:
        self.rebuilds += 1
        layer = self._canvas
        if layer is None or layer.get_size() != size:
            # Kept between rebuilds: a new window-sized surface costs more than painting it (``convert()`` ~10 ms).
            layer = self._canvas = pygame.Surface(size)
        theme.draw_felt(layer)
        for zone in view.zones:
            if zone.id in glow:
                draw_glow(layer, pygame.Rect(zone.rect))
        # Covers hide part of a card (lost health pips), so they go on after the cards; every other mark lies under them.
        for mark in view.marks:
            if mark.kind != "cover":
                _draw(layer, mark)
        for sprite in resting:
            self._card(layer, sprite, lit)
        aim = view.zone(aimed) if aimed is not None else None
        if aim is not None:  # inside the gold ring, over a card that is the spot, and over no label beside it
            pygame.draw.rect(layer, theme.CARD_PICKED, pygame.Rect(aim.rect).inflate(-2, -2), 4, border_radius=8)
        for mark in view.marks:
            if mark.kind == "cover":
                _draw(layer, mark)
        for sprite in resting:  # after every card: the next card of an overlapped row hid half the ring
            if sprite.key == selected:
                _focus_ring(layer, sprite)
        return layer

    def _card(self, target: pygame.Surface, sprite: CardSprite, lit: frozenset[str]) -> pygame.Rect:
        """Draw one card (its glow under it when lit); the rectangle touched."""
        glow = draw_glow(target, sprite.rect()) if sprite.key in lit else None
        drawn = sprite.draw(target, self.pictures)
        if glow is not None:
            drawn = drawn.union(glow)
        return drawn


def _focus_ring(target: pygame.Surface, sprite: CardSprite) -> pygame.Rect:
    """The picked card's blue ring, drawn after the cards around it so none covers it; one that grows with the card,
    so it reads at full screen too. The rectangle touched."""
    ring = max(3, round(sprite.width / 28))
    rect = sprite.rect().inflate(2 * ring + 2, 2 * ring + 2)
    return pygame.draw.rect(target, theme.CARD_PICKED, rect, ring, border_radius=8)


def draw_glow(target: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The gold ring that lights a card, a place or a button, ``GLOW_MARGIN`` outside ``rect``; the rectangle touched."""
    return pygame.draw.rect(target, theme.ACCENT, rect.inflate(2 * GLOW_MARGIN, 2 * GLOW_MARGIN), 4, border_radius=10)


def _draw(target: pygame.Surface, mark: Mark) -> None:
    """A game piece (health, pip, token, badge, plate, pile) as a piece; any other mark as the sprites draw it."""
    if not draw_piece(target, mark):
        draw_mark(target, mark)
