"""Pacing and presentation: a change of the table becomes steps the animation queue plays in order.

The table is always drawn from the viewer's latest observation; what the
presenter adds is *how it gets there*: cards slide from where they were
(or from the deck) to where they land, secrets turn over, and the events
the viewer may see raise their pops and shakes. Each new kind of step has
its home here, so the scene never builds tweens itself.
"""

from __future__ import annotations

from typing import Any

from ...engine import HIDDEN, Event
from .animation_queue import AnimationQueue, Ease, Step, Tween
from .drag_drop import HELD_Z
from .layout import Layout, TableView
from .pops import FLIP, SLIDE, Pop, event_step
from .sprite_motion import settle_tweens
from .sprites import CardSprite


class Presenter:
    """Owns the card sprites, the pops and the queue of steps that move them."""

    def __init__(self, layout: Layout, scale: float) -> None:
        self.layout = layout
        self.sprites: dict[str, CardSprite] = {}
        self.pops: dict[str, Pop] = {}
        self.queue = AnimationQueue(self._set, scale)
        self._pop_count = 0

    def _set(self, key: str, prop: str, value: float) -> None:
        """The animation queue's setter: move a sprite or a pop."""
        target: Any = self.sprites.get(key) or self.pops.get(key)
        if target is not None:
            setattr(target, prop, value)

    def show(
        self,
        view: TableView,
        origin: tuple[float, float],
        animate: bool,
        events: list[Event] | None = None,
        held: str | None = None,
    ) -> None:
        """Bring the sprites to ``view``; with ``animate``, queue the slides, flips and pops that get them there.

        ``held`` is the card under the player's pointer: it stays there, on top.
        """
        tweens: list[Tween] = []
        seen = {p.key for p in view.placements}
        vanished = {k: s for k, s in self.sprites.items() if k not in seen}
        for p in view.placements:
            sprite = self.sprites.get(p.key)
            if sprite is None:
                sprite = CardSprite.from_placement(p)
                self.sprites[p.key] = sprite
                if p.key == held:
                    sprite.z = HELD_Z
                    continue
                source = next((vanished.pop(k) for k in p.source if k in vanished), None)
                if animate and source is not None:
                    # the same card seen anew (a secret move revealed, a card played from a hidden hand)
                    sprite.prev_code, sprite.prev_face_up = source.code, source.face_up
                    if source.face_up != p.face_up:
                        sprite.flip = 0.0
                        tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
                    start = (source.x, source.y)
                elif animate and p.source and p.face_up:
                    # it had no sprite yet (chosen and revealed in one go): turn it over where it lies
                    sprite.prev_code, sprite.prev_face_up, sprite.flip = HIDDEN, False, 0.0
                    tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
                    continue
                else:
                    start = origin
                if animate:
                    tweens += [Tween(p.key, "x", start[0], p.pos[0], SLIDE), Tween(p.key, "y", start[1], p.pos[1], SLIDE)]
                continue
            before = (sprite.x, sprite.y, sprite.shown_code())
            sprite.prev_code, sprite.prev_face_up = sprite.code, sprite.face_up
            sprite.settle(p)
            if p.key == held:
                sprite.z, sprite.flip = HELD_Z, 1.0  # it stays under the pointer, on top
                continue
            tweens += settle_tweens(sprite, p, before, animate)
        for key in [k for k in self.sprites if k not in seen]:
            del self.sprites[key]
        if animate and tweens:
            label = "+".join(e.kind for e in events or []) or "move"
            self.queue.push(Step(tuple(tweens), label))
        for event in events or [] if animate else []:
            self._queue_event(view, event)

    def _queue_event(self, view: TableView, event: Event) -> None:
        """A pop and a shake for an event worth showing (a hit, damage…), in order."""
        step = event_step(self.layout, view, self.sprites, self.pops, event, f"pop:{self._pop_count + 1}")
        if step is not None:
            self._pop_count += 1
            self.queue.push(step)

    def spring_back(self, key: str, pos: tuple[float, float]) -> None:
        """A refused card slides back to where it lies."""
        sprite = self.sprites.get(key)
        if sprite is None or (sprite.x, sprite.y) == pos:
            return
        tweens = (
            Tween(key, "x", sprite.x, pos[0], SLIDE, easing=Ease.BACK),
            Tween(key, "y", sprite.y, pos[1], SLIDE, easing=Ease.BACK),
        )
        self.queue.push(Step(tweens, "spring-back"))

    def at_rest(self) -> None:
        """The queue has played out: the pops have faded and go."""
        self.pops.clear()
