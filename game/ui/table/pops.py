"""The words and shakes an event earns on the table (``Hit!``, ``-2``), shared by the table and the replay board.

One place decides how an event is shown, so a replay looks like the game did.
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass

import pygame

from ...engine import Event
from .. import theme
from .animation_queue import Ease, Step, Tween
from .layout import Layout, TableView

#: Seconds of a normal-speed slide, flip and pop.
SLIDE, FLIP, POP = 0.35, 0.3, 0.6


@dataclass
class Pop:
    """A floating number or word (``+1 hit``) that rises and fades."""

    text: str
    x: float
    y: float
    alpha: float = 255.0
    picture: pygame.Surface | None = None
    #: Its text size: :data:`SIZE` at 1280x720, growing with the table (a fixed 30 px read as a whisper full screen).
    size: int = 30

    def surface(self) -> pygame.Surface:
        """Its own rendered copy (its alpha changes every frame, so it is never a shared one): gold words with a dark
        edge, since gold alone was hard to read where the word rose over a court card's yellows."""
        if self.picture is None:
            self.picture = outlined(self.text, self.size)
        self.picture.set_alpha(int(max(0, min(255, self.alpha))))
        return self.picture


def outlined(text: str, size: int) -> pygame.Surface:
    """``text`` in bold gold, ringed by the panel's dark green (an edge that grows with the words)."""
    font = theme.font(size, True)
    face = font.render(text, True, theme.ACCENT)
    edge = font.render(text, True, theme.PANEL)
    ring = max(1, round(size / 15))
    out = pygame.Surface((face.get_width() + 2 * ring, face.get_height() + 2 * ring), pygame.SRCALPHA)
    for dx in range(-ring, ring + 1):
        for dy in range(-ring, ring + 1):
            if (dx or dy) and dx * dx + dy * dy <= ring * ring + 1:
                out.blit(edge, (ring + dx, ring + dy))
    out.blit(face, (ring, ring))
    return out


#: How far a pop rises while it fades, its text size, and the room it leaves a counter or a name, at 1280x720 (all
#: grow with the table's unit).
RISE, SIZE, GAP = 40, 30, 4


def kept_clear(view: TableView) -> list[pygame.Rect]:
    """What a rising word leaves readable: health counters, name plates, tokens, badges and every label that is not an
    empty spot's own caption (a word may rise over its spot, as over cards)."""
    boxes = [pygame.Rect(m.rect) for m in view.marks if m.kind == "box"]
    return [
        pygame.Rect(m.rect)
        for m in view.marks
        if m.kind in ("health", "plate", "token", "badge") or (m.kind == "text" and not any(b.contains(m.rect) for b in boxes))
    ]


def beside(word: pygame.Rect, keep: list[pygame.Rect], gap: int) -> int:
    """How far to slide ``word`` sideways from where it happened so that it covers none of ``keep``: a wide word
    centred just past a health counter ("Marcus King!") hid its edge for the whole rise. The nearest clear place, at
    most the word's own width away and never off the left edge; where none is, it stays (0)."""
    shifts = [0, *(r.right + gap - word.left for r in keep), *(r.left - gap - word.right for r in keep)]
    for dx in sorted(shifts, key=abs):
        moved = word.move(dx, 0)
        if abs(dx) <= word.w and moved.left >= 0 and moved.collidelist(keep) < 0:
            return dx
    return 0


def roof(word: pygame.Rect, keep: list[pygame.Rect], gap: int) -> float:
    """How high ``word`` may rise from where it starts: to just under the lowest counter or name above it in its
    column ("-4" by the viewer's health rose onto the "hearts placed" label over the hearts spot)."""
    return max((r.bottom + gap for r in keep if r.bottom <= word.top and r.left < word.right and word.left < r.right), default=0)


def event_step(
    layout: Layout,
    view: TableView,
    sprites: Container[str],
    pops: dict[str, Pop],
    event: Event,
    key: str,
    ceiling: float = 0.0,
    unit: float = 1.0,
) -> Step | None:
    """The shake of the cards ``event`` touches and its rising word, if any (the word added to ``pops`` as ``key``).

    The word never rises above ``ceiling`` (the top of the play region): "Parried!" over the top seat rose into the
    caption strip and covered the move's own caption. Held down by it, the word rises less, from where it happened
    (at least a quarter of its rise): starting a full rise lower put "Hit!" over the top seat's name plate, under its
    cards. Nor does it cover a counter or a seat's name or label (:func:`kept_clear`): it slides sideways clear of
    them (:func:`beside`) and stops under any above it (:func:`roof`). ``unit`` is the table's scale
    (:func:`~.layout.unit_of`): the word and its rise grow with the window."""
    shaken = [k for k in layout.shake_keys(event, view) if k in sprites]
    tweens = [Tween(k, "shake", 0.0, 10.0, POP, shake=True) for k in shaken]
    text = layout.pop_text(event)
    anchor = layout.event_anchor(event, view)
    if text and anchor:
        pop = pops[key] = Pop(text, anchor[0], anchor[1], 0.0, size=max(theme.MIN_TEXT, round(SIZE * unit)))
        keep, gap = kept_clear(view), max(1, round(GAP * unit))
        word = pop.surface().get_rect(center=(round(anchor[0]), round(anchor[1])))
        dx = beside(word, keep, gap)
        pop.x += dx
        ceiling = max(ceiling, roof(word.move(dx, 0), keep, gap))
        height = RISE * unit
        top = max(anchor[1] - height, ceiling + pop.surface().get_height() / 2)
        rise = Tween(key, "y", max(anchor[1], top + height / 4), top, POP)
        tweens += [rise, Tween(key, "alpha", 255.0, 0.0, POP, easing=Ease.IN_OUT)]
    return Step(tuple(tweens), event.kind) if tweens else None
