"""The replay's table picture: the game's layout, card sprites and the animation queue, without any input.

It is built from the same pieces as the table (layout lookup, painter,
sprites, animation queue), so a replayed move slides, flips and pops as it
did in play. It is only ever handed an observation and events already
redacted for the viewer, so it cannot show a card that seat did not know.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...engine import HIDDEN, Event, Observation
from ..table.animation_queue import AnimationQueue, Ease, Step, Tween
from ..table.layout import TableView
from ..table.layouts import layout_for
from ..table.painter import TablePainter
from ..table.pops import FLIP, SLIDE, Pop, event_step
from ..table.sprite_motion import settle_tweens
from ..table.sprites import CardSprite, Pictures


class ReplayBoard:
    """Sprites kept in step with a layout's view; a change between two views becomes tweens in the queue."""

    def __init__(self, game_id: str, names: list[str], art: Any, scale: float) -> None:
        self.layout = layout_for(game_id, names)
        self.painter = TablePainter(Pictures(art))
        self.queue = AnimationQueue(self._set, scale)
        self.sprites: dict[str, CardSprite] = {}
        self.pops: dict[str, Pop] = {}
        self.view = TableView()
        self._pops_made = 0

    def reset(self) -> None:
        """Forget every sprite and tween (a jump, a new viewer, a resize): the next ``show`` lays the table at once."""
        self.queue.finish()
        self.sprites.clear()
        self.pops.clear()
        self.painter.forget()

    def show(self, size: tuple[int, int], obs: Observation, onlooker: bool, events: list[Event] | None = None) -> None:
        """Lay out ``obs``; with ``events`` (a move just played), animate the change and pop what is worth showing."""
        animate = events is not None
        view = self.layout.build(size, obs, onlooker=onlooker)
        self.view = view
        tweens: list[Tween] = []
        origin = view.anchors.get("deck", (size[0] / 2, size[1] / 2))
        seen = {p.key for p in view.placements}
        vanished = {k: s for k, s in self.sprites.items() if k not in seen}
        for p in view.placements:
            sprite = self.sprites.get(p.key)
            if sprite is None:
                sprite = self.sprites[p.key] = CardSprite.from_placement(p)
                if not animate:
                    continue
                source = next((vanished.pop(k) for k in p.source if k in vanished), None)
                if source is not None:  # the same card seen anew: it starts where it lay, turning over if it must
                    sprite.prev_code, sprite.prev_face_up = source.code, source.face_up
                    if source.face_up != p.face_up:
                        sprite.flip = 0.0
                        tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
                    start = (source.x, source.y)
                elif p.source and p.face_up:  # chosen and revealed at once: it turns over where it lies
                    sprite.prev_code, sprite.prev_face_up, sprite.flip = HIDDEN, False, 0.0
                    tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
                    continue
                else:
                    start = origin
                tweens += [Tween(p.key, "x", start[0], p.pos[0], SLIDE), Tween(p.key, "y", start[1], p.pos[1], SLIDE)]
                continue
            before = (sprite.x, sprite.y, sprite.shown_code())
            sprite.prev_code, sprite.prev_face_up = sprite.code, sprite.face_up
            sprite.settle(p)
            tweens += settle_tweens(sprite, p, before, animate)
        for key in [k for k in self.sprites if k not in seen]:
            del self.sprites[key]
        if tweens:
            self.queue.push(Step(tuple(tweens), "+".join(e.kind for e in events or []) or "move"))
        for event in events or []:
            self._pop(event)

    def _pop(self, event: Event) -> None:
        """A shake and a rising word for an event worth showing (a hit, damage…), after the cards have moved."""
        step = event_step(self.layout, self.view, self.sprites, self.pops, event, f"pop:{self._pops_made + 1}")
        if step is not None:
            self._pops_made += 1
            self.queue.push(step)

    def _set(self, key: str, prop: str, value: float) -> None:
        target: Any = self.sprites.get(key) or self.pops.get(key)
        if target is not None:
            setattr(target, prop, value)

    def update(self, dt: float) -> bool:
        """Advance the tweens; True while any still plays. Spent pops are dropped once all is still."""
        if self.queue.busy:
            self.queue.update(dt)
        if not self.queue.busy and self.pops:
            self.pops.clear()
        return self.queue.busy

    def draw(self, surface: pygame.Surface, extra_dirty: list[pygame.Rect]) -> list[pygame.Rect]:
        """Paint the cards onto ``surface`` (the table's area), then the pops; the pops' rectangles."""
        moving = self.queue.active_keys()
        self.painter.paint(surface, self.view, self.sprites.values(), moving, set(), None, extra_dirty)
        drawn = []
        for pop in self.pops.values():
            picture = pop.surface()
            drawn.append(surface.blit(picture, picture.get_rect(center=(round(pop.x), round(pop.y)))))
        return drawn
