"""A scrolling panel: a window onto content taller than it, moved by wheel, keys and drag.

The panel knows only heights: its view (where it shows on the screen), how
tall its content is and how far it is scrolled. The screen shifts what it
draws by ``offset``; the wheel, Page Up/Down, Home/End and dragging the bar
(or clicking its track) move it, and ``reveal`` brings a focused control
into view.
"""

from __future__ import annotations

import pygame

from . import theme

#: How far one notch of the wheel moves the content, in design pixels (scaled with the menus).
WHEEL_STEP = 60


def bar_room(ui: theme.UiScale) -> int:
    """How much of a scrolling panel's width its bar keeps for itself: the bar and a gap before it."""
    return max(8, ui.px(10)) + ui.px(8)


class ScrollArea:
    def __init__(self) -> None:
        self.view = pygame.Rect(0, 0, 0, 0)
        self.content = 0
        self.offset = 0
        self.ui = theme.UiScale()
        #: While the bar is dragged: the pointer's y and the offset when the drag began.
        self._grab: tuple[int, int] | None = None

    def set(self, view: pygame.Rect, content: int, ui: theme.UiScale) -> None:
        """A new layout: the view's place, the content's height; the offset stays where it can."""
        self.view, self.content, self.ui = view.copy(), max(0, content), ui
        self.offset = min(self.offset, self.limit)

    @property
    def limit(self) -> int:
        """The largest offset (0 when everything fits)."""
        return max(0, self.content - self.view.height)

    @property
    def scrolls(self) -> bool:
        return self.limit > 0

    def scroll_to(self, offset: int) -> bool:
        """Move to ``offset`` (kept within bounds); True if that moved anything."""
        new = max(0, min(self.limit, int(offset)))
        moved, self.offset = new != self.offset, new
        return moved

    def scroll_by(self, delta: int) -> bool:
        return self.scroll_to(self.offset + delta)

    def reveal(self, top: int, bottom: int) -> bool:
        """Scroll the least that shows the content span ``top``..``bottom`` (content coordinates)."""
        margin = self.ui.px(8)
        if top - margin < self.offset:
            return self.scroll_to(top - margin)
        if bottom + margin > self.offset + self.view.height:
            return self.scroll_to(min(top - margin, bottom + margin - self.view.height))
        return False

    # -- the bar -------------------------------------------------------------------------------------

    def bar(self) -> pygame.Rect:
        """The track at the view's right edge (inside it); empty when nothing scrolls."""
        if not self.scrolls:
            return pygame.Rect(self.view.right, self.view.top, 0, 0)
        width = max(8, self.ui.px(10))
        return pygame.Rect(self.view.right - width, self.view.top, width, self.view.height)

    def thumb(self) -> pygame.Rect:
        track = self.bar()
        if not track.height:
            return track
        height = max(track.width * 3, track.height * self.view.height // max(1, self.content))
        top = track.top + (track.height - height) * self.offset // max(1, self.limit)
        return pygame.Rect(track.left, top, track.width, height)

    def handle(self, event: pygame.event.Event) -> bool:
        """Wheel, Page Up/Down, Home/End and the bar; True if the offset moved (or a drag began or ended)."""
        if not self.scrolls:
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll_by(-round(event.y * self.ui.px(WHEEL_STEP)))
        if event.type == pygame.KEYDOWN:
            page = self.view.height - self.ui.px(40)
            moves = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page}
            if event.key in moves:
                return self.scroll_by(moves[event.key])
            if event.key in (pygame.K_HOME, pygame.K_END) and event.mod & pygame.KMOD_CTRL:
                return self.scroll_to(0 if event.key == pygame.K_HOME else self.limit)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.bar().inflate(self.ui.px(8), 0)
            if not hit.collidepoint(event.pos):
                return False
            thumb = self.thumb()
            if not thumb.collidepoint(event.pos):  # a click on the track jumps there
                self.scroll_to(
                    self.limit * (event.pos[1] - self.view.top - thumb.height // 2) // max(1, self.view.height - thumb.height)
                )
            self._grab = (event.pos[1], self.offset)
            return True
        if event.type == pygame.MOUSEMOTION and self._grab is not None:
            y0, offset0 = self._grab
            travel = max(1, self.view.height - self.thumb().height)
            return self.scroll_to(offset0 + (event.pos[1] - y0) * self.limit // travel)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._grab is not None:
            self._grab = None
            return True
        return False

    @property
    def dragging(self) -> bool:
        return self._grab is not None

    def draw(self, surface: pygame.Surface) -> None:
        track = self.bar()
        if not track.height:
            return
        # A shade along an edge with more beyond it: a cut between two rows would otherwise look like the end.
        depth = min(self.ui.px(36), self.view.height // 6)
        if self.offset < self.limit:
            surface.blit(_shade(self.view.width, depth, down=True), (self.view.left, self.view.bottom - depth))
        if self.offset > 0:
            surface.blit(_shade(self.view.width, depth, down=False), self.view.topleft)
        radius = track.width // 2
        pygame.draw.rect(surface, theme.FELT_DARK, track, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.thumb(), border_radius=radius)


_shades: dict[tuple[int, int, bool], pygame.Surface] = {}


def _shade(width: int, depth: int, down: bool) -> pygame.Surface:
    """A band darkening towards the view's edge (``down``: its bottom edge), kept once made."""
    key = (width, depth, down)
    if key not in _shades:
        band = pygame.Surface((width, max(1, depth)), pygame.SRCALPHA)
        for y in range(depth):
            toward_edge = (y + 1) / depth if down else (depth - y) / depth
            band.fill((0, 0, 0, round(190 * toward_edge**1.5)), pygame.Rect(0, y, width, 1))
        _shades[key] = band
    return _shades[key]
