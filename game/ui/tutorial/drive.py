"""A learner's hand for the self-test: follows the coach's glow (or the Hint) with real pointer and key events.

Each call looks at the table as drawn and posts the events a player would
make: a click to read on, H for a hint when the coach is quiet, a click
on the glowing button, or a drag of the glowing card onto the glowing
spot. The table then judges the move exactly as it judges a player's.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ..app import App
    from ..table.scene import TableScene


@contextmanager
def lesson_app(game_id: str, size: tuple[int, int] | None = None) -> Iterator[tuple[App, TableScene]]:
    """A quiet app (instant moves, no thinking pause, muted, no files) at the start of ``game_id``'s lesson, and its
    table: the one way the self-test, the lesson pictures and the lesson tests open a lesson; closed after."""
    from ..app import App
    from ..settings import Settings
    from ..table.scene import TableScene
    from .start import start_lesson

    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None, size=size)
    try:
        app.step(wait=False)
        start_lesson(app, game_id, None)
        table = app.scene
        assert isinstance(table, TableScene) and table.coach is not None
        yield app, table
    finally:
        app.close()


def _post(kind: int, **fields: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def _click(pos: tuple[int, int]) -> None:
    _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def _visible_point(scene: TableScene, key: str) -> tuple[int, int]:
    """A point where ``key`` is the card a press picks up (a fanned hand covers most of each card)."""
    rect = scene.sprites[key].rect()
    for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
        for fx in (0.5, 0.25, 0.1, 0.75, 0.9):
            point = (rect.x + round(rect.w * fx), rect.y + round(rect.h * fy))
            if scene.drag.sprite_at(point, scene.sprites) == key:
                return point
    raise RuntimeError(f"the glowing card {key} lies hidden under others")


def learner_turn(scene: TableScene) -> str:
    """Post this frame's gesture of a learner following the coach; what it did ("" when it is not the learner's turn)."""
    if scene.queue.busy or scene.finished:
        return ""
    stage = pygame.Rect(scene.layout.regions(scene.app.size).stage)
    if scene.coach is not None and scene.coach.reading:
        _click(stage.center)
        return "read on"
    if not scene.human_to_act():
        return ""
    if scene.hint is None:
        _post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
        return "asked for a hint"
    action = scene.hint.action
    for rect, what in scene.overlays.button_rects:
        if what == action:
            if not scene.overlays.arming.ready(action):
                return ""  # a choice the computer's move just brought: a learner reads it before clicking
            _click(rect.center)
            return f"clicked {action.label or action.kind}"
    legal = scene.legal()
    for p in scene.view.placements:
        sprite = scene.sprites.get(p.key)
        if not p.draggable or sprite is None:
            continue
        for zone in scene.view.zones:
            if scene.layout.accepts(p, zone.id, legal) == action:
                start, end = _visible_point(scene, p.key), pygame.Rect(zone.rect).center
                _post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
                _post(pygame.MOUSEMOTION, pos=end, rel=(end[0] - start[0], end[1] - start[1]), buttons=(1, 0, 0))
                _post(pygame.MOUSEBUTTONUP, pos=end, button=1)
                return f"dragged {p.key} to {zone.id}"
    raise RuntimeError(f"the glowing move {action.label or action.kind!r} has neither a button nor a card to drag")
