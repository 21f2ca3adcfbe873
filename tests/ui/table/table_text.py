"""Where a table view's words and cards land once drawn: for checks that nothing runs off or into anything."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.engine import State
from game.ui import theme
from game.ui.table.layout import Mark, TableView, default_regions
from game.ui.table.pieces import pile_depth
from game.ui.table.sprites import CardSprite

from random_walks import random_walk


def drawn(view: TableView) -> list[tuple[str, pygame.Rect]]:
    """Every card, box, marker and word of ``view`` with the rectangle it covers when painted."""
    out: list[tuple[str, pygame.Rect]] = []
    for p in view.placements:
        out.append((f"card {p.key}", CardSprite.from_placement(p).rect()))
    for m in view.marks:
        x, y, w, h = m.rect
        if m.kind == "text":
            tw, th = theme.font(m.size).size(m.text)
            out.append((f"text {m.text!r}", pygame.Rect(x, y, tw, th)))
        elif m.kind == "box":
            out.append((f"box {m.text!r}", pygame.Rect(m.rect)))
            if m.text:
                tw, th = theme.font(14).size(m.text)
                out.append((f"box label {m.text!r}", pygame.Rect(x + w // 2 - tw // 2, y + h + 4, tw, th)))
        elif m.kind in ("marker", "badge"):
            size = max(10, h - 10) if m.kind == "marker" else m.size
            tw, th = theme.font(size, True).size(m.text)
            if m.kind == "badge":
                tw, th = min(tw, w), min(th, h)
            out.append(
                (
                    f"{m.kind} {m.text!r}",
                    pygame.Rect(m.rect).union(pygame.Rect(x + w // 2 - tw // 2, y + h // 2 - th // 2, tw, th)),
                )
            )
        elif m.kind == "pip":
            out.append(("pip", pygame.Rect(m.rect)))
        elif m.kind in ("plate", "health", "token"):
            out.append((f"{m.kind} {m.text!r}", pygame.Rect(m.rect)))
        elif m.kind == "pile":
            out.append((f"pile {m.text!r}", pile_rect(m)))
    return out


def pile_rect(mark: Mark) -> pygame.Rect:
    """Where a pile's edges and shadow are painted: its top card's rectangle and a few pixels below and right."""
    depth = pile_depth(int(mark.text), mark.rect[2])
    rect = pygame.Rect(mark.rect)
    return rect.union(rect.move(depth + 2, depth + 2)) if depth else rect


def off_the_table(view: TableView, size: tuple[int, int]) -> list[str]:
    """What is painted outside the window or outside the play region (under the bar, the caption or the side column)."""
    table = pygame.Rect(default_regions(size).play)
    return [f"{what} at {rect}" for what, rect in drawn(view) if not table.contains(rect)]


def words_running_into_things(view: TableView) -> list[str]:
    """Pairs where a word overlaps anything else (cards overlapping cards, as fanned hands do, are fine)."""
    items = drawn(view)
    clashes = []
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1 :]:
            wordy = not (a.startswith(("card", "pip", "pile")) and b.startswith(("card", "pip", "pile")))
            if wordy and ra.colliderect(rb) and not _inside(a, ra, b, rb):
                clashes.append(f"{a} {ra} / {b} {rb}")
    return clashes


def _inside(a: str, ra: pygame.Rect, b: str, rb: pygame.Rect) -> bool:
    """A card lying in its own spot's box is meant to overlap it (give or take a pixel of rounding), and so is the
    pile under that card (it starts at the box's corner and shows its thickness past it); an empty box's caption lies
    wholly inside it."""
    corner = abs(ra.x - rb.x) <= 1 and abs(ra.y - rb.y) <= 1
    piled = {a.split()[0], b.split()[0]} == {"box", "pile"} and corner
    return (
        piled
        or (a.startswith("box") and b.startswith("card") and ra.inflate(4, 4).contains(rb))
        or (b.startswith("box") and a.startswith("card") and rb.inflate(4, 4).contains(ra))
        or (a.startswith("box") and b.startswith("text") and ra.contains(rb))
        or (b.startswith("box") and a.startswith("text") and rb.contains(ra))
    )


def random_positions(game_id: str, seed: int, options: dict[str, object], seats: int = 2) -> Iterator[State]:
    """Every position of one seeded random game (the shared ``random_walk``), the game over included (the same state
    object, moved on)."""
    state = None
    for state, _ in random_walk(game_id, seed, seats, options):
        yield state
    assert state is not None
    yield state
