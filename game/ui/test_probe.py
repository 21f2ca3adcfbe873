"""A window into the table for the real-window tests; off unless ``CARD_DUELS_TEST_PROBE`` names a file.

The Xvfb test drives the app with a real pointer, as a person would, but it
cannot see where the cards lie. With the variable set, every drawn table
frame writes (only when something changed, atomically) what is on screen:
each card sprite's rect and shown face, the drop spots, the buttons, which
drops the engine would accept now (the spots that would glow), and whether
a human may act. Only what the screen already shows is written. With the
variable unset, :func:`reported` hands back the draw method untouched, so
the app pays nothing.
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

#: The environment variable naming the JSON file the table writes.
ENV = "CARD_DUELS_TEST_PROBE"

Draw = TypeVar("Draw", bound=Callable[..., None])

_last: dict[Path, str] = {}


def reported(draw: Draw) -> Draw:
    """Decorate a table scene's ``draw``: after each frame, write the probe file if one is asked for."""
    target = os.environ.get(ENV)
    if not target:
        return draw
    path = Path(target)

    @functools.wraps(draw)
    def draw_and_report(scene: Any, *args: Any, **kwargs: Any) -> None:
        draw(scene, *args, **kwargs)
        write(path, snapshot(scene))

    return draw_and_report  # type: ignore[return-value]


def snapshot(scene: Any) -> dict[str, Any]:
    """What a player sees on the table now, as plain data (cards by their drawn face only)."""
    view = scene.view
    placements = {p.key: p for p in view.placements}
    cards = []
    for sprite in sorted(scene.sprites.values(), key=lambda s: s.z):
        p = placements.get(sprite.key)
        cards.append(
            {
                "key": sprite.key,
                "shown": sprite.shown_code(),
                "rect": list(sprite.rect()),
                "z": sprite.z,
                "draggable": bool(p is not None and p.draggable),
            }
        )
    drops = [{"card": p.key, "zone": zone} for p in view.placements if p.draggable for zone in sorted(scene.drag.legal_zones(p))]
    buttons = [
        {"label": what if isinstance(what, str) else (what.label or what.kind), "rect": list(rect), "menu": isinstance(what, str)}
        for rect, what in scene._button_rects
    ]
    over = bool(scene.state.is_over)
    busy = bool(scene.queue.busy)
    return {
        "game": scene.setup.game_id,
        "viewer": scene.viewer,
        "curtain": bool(scene.curtain.down),
        "waiting_for": scene.curtain.waiting_for,
        "ready": bool(scene.human_to_act() and not busy and not over and not scene.curtain.down),
        "busy": busy,
        "thinking": scene.thinking is not None,
        "over": over,
        "log": len(scene.log),
        "message": scene.message,
        "cards": cards,
        "zones": [{"id": z.id, "rect": list(z.rect)} for z in view.zones],
        "buttons": buttons,
        "drops": drops,
    }


def write(path: Path, data: dict[str, Any]) -> None:
    """Replace the file in one step (a reader never sees half of it), and only when the picture changed."""
    text = json.dumps(data, sort_keys=True)
    if _last.get(path) == text:
        return
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
    _last[path] = text
