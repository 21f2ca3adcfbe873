"""A window into the table for the real-window tests; off unless ``CARD_DUELS_TEST_PROBE`` names a file.

The Xvfb test drives the app with a real pointer, as a person would, but it
cannot see where the cards lie. With the variable set, every drawn table
frame writes (only when something changed, atomically) what is on screen:
each card sprite's rect and shown face, the drop spots, the buttons, which
drops the engine would accept now (the spots that would glow), and whether
a human may act. Only what the screen already shows is written. With the
variable unset, :func:`probed` hands back the scene class untouched, so the
app pays nothing.
"""

from __future__ import annotations

import functools
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .scene import Scene

#: The environment variable naming the JSON file the table writes.
ENV = "CARD_DUELS_TEST_PROBE"

SceneClass = TypeVar("SceneClass", bound=type[Scene])

_last: dict[Path, str] = {}


@dataclass
class Faces:
    """When each card was seen face up, where, and for how long; and when each move showed which cards.

    A card counts as seen while it is face up, still (its rect unchanged) and its index corner is not
    under a card drawn above it. Times are ``time.monotonic()`` seconds of the draws that showed it.
    """

    open: dict[tuple[str, str], tuple[list[int], float]] = field(default_factory=dict)
    closed: list[dict[str, Any]] = field(default_factory=list)
    plays: list[dict[str, Any]] = field(default_factory=list)
    moves_seen: int = 0
    #: The table was left: nothing is shown any more.
    left: bool = False

    def update(self, scene: Any, now: float, covered: bool) -> None:
        if self.left:
            return
        shown = {} if covered else _faces_shown(scene)
        for key, (rect, start) in list(self.open.items()):
            if shown.get(key) != rect:
                self.closed.append({"key": key[0], "code": key[1], "rect": rect, "start": start, "end": now})
                del self.open[key]
        for key, rect in shown.items():
            if key not in self.open:
                self.open[key] = (rect, now)
        for seat, cards in scene.moves_shown[self.moves_seen :]:
            self.plays.append({"t": now, "seat": seat, "computer": seat in scene.agents, "cards": list(cards)})
        self.moves_seen = len(scene.moves_shown)

    def close(self, now: float) -> None:
        """The table is left: every card still shown stops being shown now."""
        self.left = True
        for (key, code), (rect, start) in self.open.items():
            self.closed.append({"key": key, "code": code, "rect": rect, "start": start, "end": now})
        self.open.clear()

    def report(self) -> dict[str, Any]:
        still = [{"key": k, "code": c, "rect": r, "start": t, "end": None} for (k, c), (r, t) in self.open.items()]
        return {"faces": self.closed + still, "plays": self.plays}


#: Each probed table's record of faces shown, by the table's id.
_faces: dict[int, Faces] = {}


def _faces_shown(scene: Any) -> dict[tuple[str, str], list[int]]:
    """Face-up cards whose index corner no card above them hides: (key, code) → rect."""
    order = sorted(scene.sprites.values(), key=lambda s: s.z)
    rects = [s.rect() for s in order]
    out: dict[tuple[str, str], list[int]] = {}
    for n, sprite in enumerate(order):
        code = sprite.shown_code()
        if code == "??":
            continue
        r = rects[n]
        corner = (r.x + max(2, r.w // 8), r.y + max(2, r.h // 10))
        if any(above.collidepoint(corner) for above in rects[n + 1 :]):
            continue
        out[(sprite.key, code)] = [r.x, r.y, r.w, r.h]
    return out


def probed(cls: SceneClass) -> SceneClass:
    """Decorate the table scene's class: with the variable set, each ``draw`` and the ``leave`` write the probe file.

    The snapshot on leaving says ``left``: a game can end with no table frame drawn after the last move
    (instant animations go straight to the results), and the test must still see it end.
    """
    target = os.environ.get(ENV)
    if not target:
        return cls
    path = Path(target)
    draw, leave = cls.draw, cls.leave

    @functools.wraps(draw)
    def draw_and_report(scene: Any, *args: Any, **kwargs: Any) -> None:
        draw(scene, *args, **kwargs)
        write(path, snapshot(scene))

    @functools.wraps(leave)
    def leave_and_report(scene: Any) -> None:
        leave(scene)
        faces = _faces.get(id(scene))
        if faces is not None:
            faces.close(time.monotonic())
        write(path, {**snapshot(scene), "left": True})

    setattr(cls, "draw", draw_and_report)  # noqa: B010 - replacing a method, on purpose and only under test
    setattr(cls, "leave", leave_and_report)  # noqa: B010
    return cls


def snapshot(scene: Any) -> dict[str, Any]:
    """What a player sees on the table now, as plain data (cards by their drawn face only).

    Behind the pass-and-play curtain nothing of the table is seen or reachable, so nothing of it is written.
    """
    covered = bool(scene.curtain.down)
    placements = {} if covered else {p.key: p for p in scene.view.placements}
    sprites = () if covered else sorted(scene.sprites.values(), key=lambda s: s.z)
    cards = [
        {
            "key": s.key,
            "shown": s.shown_code(),
            "rect": list(s.rect()),
            "z": s.z,
            "draggable": bool(s.key in placements and placements[s.key].draggable),
        }
        for s in sprites
    ]
    drops = [
        {"card": p.key, "zone": zone} for p in placements.values() if p.draggable for zone in sorted(scene.drag.legal_zones(p))
    ]
    buttons = [
        {"label": what if isinstance(what, str) else (what.label or what.kind), "rect": list(rect), "menu": isinstance(what, str)}
        for rect, what in (() if covered else scene.overlays.button_rects)
    ]
    over = bool(scene.state.is_over)
    busy = bool(scene.queue.busy)
    faces = _faces.setdefault(id(scene), Faces())
    faces.update(scene, time.monotonic(), covered)
    return {
        **faces.report(),
        "game": scene.setup.game_id,
        "viewer": scene.viewer,
        "curtain": covered,
        "waiting_for": scene.curtain.waiting_for,
        "ready": bool(scene.human_to_act() and not busy and not over and not covered),
        "busy": busy,
        "thinking": scene.thinking is not None,
        "over": over,
        "finished": bool(scene.finished),
        # the final table has stood its beat: a click or Enter now opens the results
        "results_armed": scene.results_armed(),
        "log": len(scene.log),
        # how many moves are in: what a test waits on (the log's lines can stay as many, a secret choice's line
        # giving way to the reveal's in Duel of Swords)
        "moves": scene.record.moves,
        "message": scene.message,
        "cards": cards,
        "zones": [] if covered else [{"id": z.id, "rect": list(z.rect)} for z in scene.view.zones],
        "buttons": buttons,
        "drops": drops,
        "glow": _glow(scene, covered),
        "coach": _coach(scene),
        "left": False,
    }


def _glow(scene: Any, covered: bool) -> dict[str, Any]:
    """What the hint (or a lesson's coach) lights up: the cards to move, where to drop them, the button to press."""
    hint = None if covered else scene.hint
    if hint is None:
        return {"cards": [], "zones": [], "button": None}
    button = (hint.action.label or hint.action.kind) if scene.lit.button else None
    return {"cards": sorted(scene.lit.keys), "zones": sorted(scene.lit.zones), "button": button}


def _coach(scene: Any) -> dict[str, Any] | None:
    """Where a lesson's coach is (None at a free game's table)."""
    coach = scene.coach
    if coach is None:
        return None
    return {"step": coach.index, "steps": len(coach.lesson.steps), "reading": coach.reading, "finished": coach.finished}


def write(path: Path, data: dict[str, Any]) -> None:
    """Replace the file in one step (a reader never sees half of it), and only when the picture changed."""
    text = json.dumps(data, sort_keys=True)
    if _last.get(path) == text:
        return
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
    _last[path] = text
