"""Checks every table layout must pass at every size and seat count: what lies where, measured from the view.

Each check returns a list of problems in words (empty when all is well), so a failing test says what and where.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
from table_text import pile_rect

from game.engine import Observation, State, new_game
from game.persistence.store import load_file
from game.ui import theme
from game.ui.table.layout import HAND_SHARE, Layout, Placement, Regions, TableView

SAVES = Path(__file__).resolve().parents[3] / "saves"
#: The window sizes every layout is checked at: the smallest window, 720p, 1080p and 4K.
SIZES = [(960, 600), (1280, 720), (1920, 1080), (3840, 2160)]
#: The share of a card's width and height, from its top-left corner, that shows its rank and suit.
INDEX_CORNER = (0.2, 0.2)


def card_rect(p: Placement) -> pygame.Rect:
    """Where a placed card is painted (a card turned a quarter lies on its side)."""
    w, h = p.width, round(p.width * 7 / 5)
    if round(p.angle) % 180 == 90:
        w, h = h, w
    return pygame.Rect(round(p.pos[0] - w / 2), round(p.pos[1] - h / 2), w, h)


def painted(view: TableView) -> list[tuple[str, pygame.Rect]]:
    """Every card and mark of ``view`` with the rectangle it paints (a text by its measured size)."""
    out = [(f"card {p.key}", card_rect(p)) for p in view.placements]
    for m in view.marks:
        x, y, w, h = m.rect
        if m.kind == "text":
            tw, th = theme.font(m.size).size(m.text)
            out.append((f"text {m.text!r}", pygame.Rect(x, y, tw, th)))
        elif m.kind == "pile":
            out.append((f"pile {m.text!r}", pile_rect(m)))
        elif m.kind == "box" and m.text:
            tw, th = theme.font(m.size).size(m.text)
            out.append((f"box {m.text!r}", pygame.Rect(m.rect).union(pygame.Rect(x + w // 2 - tw // 2, y + h + 4, tw, th))))
        else:
            out.append((f"{m.kind} {m.text!r}", pygame.Rect(m.rect)))
    return out


def outside_play(view: TableView, size: tuple[int, int], regions: Regions) -> list[str]:
    """What is painted outside the window or outside the play region."""
    window, play = pygame.Rect(0, 0, *size), pygame.Rect(regions.play)
    return [f"{what} at {rect}" for what, rect in painted(view) if not (window.contains(rect) and play.contains(rect))]


def on_the_stage(view: TableView, regions: Regions) -> list[str]:
    """What lies on the stage the layout promised to keep clear."""
    stage = pygame.Rect(regions.stage)
    return [f"{what} at {rect}" for what, rect in painted(view) if rect.colliderect(stage)]


def regions_apart(regions: Regions, size: tuple[int, int]) -> list[str]:
    """Regions outside the window, or overlays overlapping the play region or each other (the log may cover the side)."""
    window = pygame.Rect(0, 0, *size)
    named = {n: pygame.Rect(getattr(regions, n)) for n in ("bar", "play", "caption", "thinking", "hint", "choices", "recap")}
    problems = [f"{n} {r} leaves the window" for n, r in named.items() if not window.contains(r)]
    problems += [f"{n} {r} is empty" for n, r in named.items() if r.w <= 0 or r.h <= 0]
    names = list(named)
    for i, a in enumerate(names):
        problems += [f"{a} overlaps {b}" for b in names[i + 1 :] if named[a].colliderect(named[b])]
    if not named["play"].contains(pygame.Rect(regions.stage)):
        problems.append("the stage is not inside the play region")
    log = pygame.Rect(regions.log)
    if log.colliderect(named["play"]) or not window.contains(log):
        problems.append(f"the log {log} covers the table or leaves the window")
    return problems


def hidden_corners(view: TableView) -> list[str]:
    """Live face-up upright cards with both index corners under other cards (a card shows its rank and suit at its
    top-left and, turned, at its bottom-right: a fan or a tucked card must leave one of them readable).

    A dimmed card is not live (used armor, a secret of one's own under its spot): live cards may lie over it."""
    cards = [
        (p, card_rect(p)) for p in view.placements if p.face_up and p.code != "??" and round(p.angle) % 180 == 0 and not p.dim
    ]
    everything = [(p, card_rect(p)) for p in view.placements]
    problems = []
    for p, r in cards:
        cw, ch = max(1, round(r.w * INDEX_CORNER[0])), max(1, round(r.h * INDEX_CORNER[1]))
        corners = (pygame.Rect(r.x + 2, r.y + 2, cw, ch), pygame.Rect(r.right - 2 - cw, r.bottom - 2 - ch, cw, ch))
        over = [[q.key for q, rq in everything if q.z > p.z and q.key != p.key and rq.colliderect(c)] for c in corners]
        if all(over):
            problems.append(f"{p.key}'s corners are under {over[0]} and {over[1]}")
    return problems


def hand_too_short(view: TableView, obs: Observation, size: tuple[int, int]) -> list[str]:
    """Hand cards of the viewer shorter than HAND_SHARE of the window's height."""
    hand = set(obs.hand)
    mine = [p for p in view.placements if p.code in hand or (p.code.startswith("move:") and p.key.startswith("move:"))]
    need = HAND_SHARE * size[1]
    return [f"{p.key} is {card_rect(p).h} px tall, under {need:.0f}" for p in mine if card_rect(p).h < need - 0.5]


def layout_problems(layout: Layout, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> list[str]:
    """Everything wrong with one view: off the play region, on the stage, hidden corners, and a short hand at 16:9."""
    regions = layout.regions(size)
    view = layout.build(size, obs, onlooker=onlooker)
    problems = outside_play(view, size, regions) + on_the_stage(view, regions) + hidden_corners(view)
    if abs(size[0] / size[1] - 16 / 9) < 0.01 and not onlooker:
        problems += hand_too_short(view, obs, size)
    return problems


def seeded_positions(game_id: str, seats: int, options: dict[str, object], seed: int, every: int = 1) -> Iterator[State]:
    """Positions of one seeded random game (every ``every``-th, and the last), the same state object moved on."""
    rng = random.Random(seed)
    state = new_game(game_id, seats, options=options, seed=seed)
    n = 0
    while True:
        if n % every == 0 or state.is_over:
            yield state
        if state.is_over or n > 2000:
            return
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        n += 1


def example_states(game_id: str) -> Iterator[State]:
    """The example saves of ``game_id`` as they stand."""
    for path in sorted(SAVES.glob(f"{game_id}-*.json")):
        yield load_file(path).state
