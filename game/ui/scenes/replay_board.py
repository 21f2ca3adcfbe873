"""The replay's table picture: the game's layout, card sprites and the animation queue, without any input.

It is built from the same pieces as the table (layout lookup, painter, and
the table's presenter), so a replayed move travels, turns over, pops and
holds as it did in play. It is only ever handed an observation and events already
redacted for the viewer, so it cannot show a card that seat did not know.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from ...engine import Event, Observation
from ..table.animation_queue import AnimationQueue
from ..table.captions import caption_for
from ..table.layout import TableView, unit_of
from ..table.layouts import layout_for
from ..table.painter import TablePainter
from ..table.pops import Pop
from ..table.presenter import Move, Presenter
from ..table.sprites import CardSprite, Pictures


class ReplayBoard:
    """The table's presenter without a table: a change between two views is staged as it was in play."""

    def __init__(self, game_id: str, names: list[str], art: Any, scale: float, options: Mapping[str, Any] | None = None) -> None:
        self.game_id = game_id
        self.layout = layout_for(game_id, names, options)
        self.painter = TablePainter(Pictures(art))
        self.presenter = Presenter(self.layout, scale)
        self.view = TableView()
        self._hand: tuple[str, ...] = ()

    @property
    def queue(self) -> AnimationQueue:
        return self.presenter.queue

    @property
    def sprites(self) -> dict[str, CardSprite]:
        return self.presenter.sprites

    @property
    def pops(self) -> dict[str, Pop]:
        return self.presenter.pops

    def reset(self) -> None:
        """Forget every sprite and tween (a jump, a new viewer, a resize): the next ``show`` lays the table at once."""
        self.queue.finish()
        self.sprites.clear()
        self.pops.clear()
        self.painter.forget()

    def show(self, size: tuple[int, int], obs: Observation, onlooker: bool, events: list[Event] | None = None) -> None:
        """Lay out ``obs``; with ``events`` (a move just played), stage the change and pop what is worth showing."""
        animate = events is not None
        view = self.view = self.layout.build(size, obs, onlooker=onlooker)
        origin = view.anchors.get("deck", (size[0] / 2, size[1] / 2))
        seat = next((e.seat for e in events or [] if e.seat is not None), None)
        said = caption_for(self.game_id, events, None) if events is not None else ""
        move = Move(tuple(events), seat, False, said, self._hand) if events is not None else None
        ceiling = self.layout.regions(size).play[1]
        self.presenter.show(view, origin, animate, events, None, move, self.layout.stage(size, view), ceiling, unit_of(size))
        self._hand = obs.hand

    def update(self, dt: float) -> bool:
        """Advance the tweens; True while any still plays. Spent pops and staged copies go once all is still."""
        if self.queue.busy:
            self.queue.update(dt)
        if not self.queue.busy:
            self.presenter.at_rest()
        return self.queue.busy

    def draw(self, surface: pygame.Surface, extra_dirty: list[pygame.Rect]) -> list[pygame.Rect]:
        """Paint the cards onto ``surface`` (the table's area), then any piece cracking and the pops; their rectangles."""
        moving = self.queue.active_keys()
        self.painter.paint(surface, self.presenter.drawn, self.sprites.values(), moving, set(), None, extra_dirty)
        drawn = self.presenter.draw_cracks(surface)
        for pop in self.pops.values():
            picture = pop.surface()
            drawn.append(surface.blit(picture, picture.get_rect(center=(round(pop.x), round(pop.y)))))
        return drawn
