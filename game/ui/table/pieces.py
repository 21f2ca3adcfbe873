"""Game pieces on the felt: health dials, hit pips, the advantage token, team badges, name plates, pile edges.

Layouts say *what* a piece is with a :class:`~game.ui.table.layout.Mark`
(its kind, rectangle, text, ``filled`` and ``colour``); this module says how
it looks, in one language: brass rims, a light from the top left, a soft
shadow down and to the right, drawn three times larger and scaled down for
smooth edges. Every piece stays inside its mark's rectangle (its shadow
too), except a pile's edges, which lie under the pile: :func:`pile_depth`
says how far they reach, so a layout can leave room.

Pieces are drawn once per look and kept (:func:`piece`), so a table that
redraws its resting layer pays only a blit. :func:`draw_crack` is the one
animated piece: a shield card cracking, drawn at a progress the table's
animation gives it.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from .. import theme
from .layout import Mark
from .text_cache import text as rendered

#: The kinds drawn here; the painter leaves every other kind to ``sprites.draw_mark``.
KINDS = frozenset({"health", "pip", "token", "badge", "plate", "pile"})

#: Team colours for El Royale's badges, ``team0``..``team3``: crimson, royal blue, amber, violet (told apart
#: also by their labels, so colour is never the only cue).
TEAM_COLOURS: dict[str, tuple[int, int, int]] = {
    "team0": (178, 34, 52),
    "team1": (36, 86, 176),
    "team2": (214, 150, 28),
    "team3": (118, 62, 160),
}
#: Named colours a mark may ask for besides the teams (the table's own words: gold, red, ink, dim).
NAMED: dict[str, tuple[int, int, int]] = {
    "gold": theme.ACCENT,
    "red": (200, 40, 44),
    "ink": (60, 64, 70),
    "dim": (90, 100, 94),
}
BRASS = theme.BRASS
BRASS_DARK = theme.BRASS_DARK
HEART_RED = (204, 30, 40)
SHADOW = (0, 0, 0, 90)
#: Supersampling factor for smooth edges.
SS = 3


def piece_colour(name: str) -> tuple[int, int, int]:
    """A team colour (``team0``..``team3``) or a named one; anything else is brass."""
    return TEAM_COLOURS.get(name) or NAMED.get(name) or BRASS


def draw_piece(target: pygame.Surface, mark: Mark) -> bool:
    """Draw ``mark`` if it is a piece; False (nothing drawn) for other kinds."""
    if mark.kind not in KINDS:
        return False
    x, y, w, h = mark.rect
    if w <= 0 or h <= 0:
        return True
    if mark.kind == "pile":
        _draw_pile(target, mark)
    else:
        target.blit(piece(mark), (x, y))
    return True


@lru_cache(maxsize=256)
def piece(mark: Mark) -> pygame.Surface:
    """The picture of ``mark`` at its rectangle's size (shared: blit it, never draw on it)."""
    _, _, w, h = mark.rect
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    label: tuple[str, tuple[int, int, int], pygame.Rect] | None = None
    if mark.kind == "pip":
        _pip(big, mark.filled, piece_colour(mark.colour) if mark.colour != "ink" else HEART_RED)
    elif mark.kind == "token":
        label = _token(big, mark.text)
    elif mark.kind == "badge":
        label = _badge(big, mark.text, piece_colour(mark.colour))
    elif mark.kind == "plate":
        label = _plate(big, mark.text, mark.filled)
    elif mark.kind == "health":
        label = _health(big, mark.text, mark.size)
    small = pygame.transform.smoothscale(big, (w, h))
    if label is not None:  # text is rendered at its final size: crisper than scaled-down text
        words, colour, box = label
        _fit_text(small, words, colour, pygame.Rect(box.x // SS, box.y // SS, box.w // SS, box.h // SS))
    return small


def _fit_text(surface: pygame.Surface, words: str, colour: tuple[int, int, int], box: pygame.Rect) -> None:
    """``words`` centred in ``box``, in the largest bold size (from the box's height down) that fits its width."""
    if not words or box.w <= 2 or box.h <= 2:
        return
    size = max(6, round(box.h * 1.0))
    line = rendered(words, size, colour, True)
    while line.get_width() > box.w and size > 6:
        size -= 1
        line = rendered(words, size, colour, True)
    shade = rendered(words, size, (0, 0, 0), True)
    centre = line.get_rect(center=box.center)
    shade.set_alpha(110)
    surface.blit(shade, centre.move(1, 1))
    surface.blit(line, centre)


def _shadowed(surface: pygame.Surface) -> tuple[pygame.Rect, int]:
    """The body's rectangle inside ``surface``, leaving room for a shadow down and right; and the offset."""
    w, h = surface.get_size()
    off = max(SS, round(min(w, h) * 0.07))
    return pygame.Rect(0, 0, w - off, h - off), off


def _shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    """``colour`` lightened (k > 0, towards white) or darkened (k < 0, towards black)."""
    if k >= 0:
        return tuple(round(c + (255 - c) * k) for c in colour)  # type: ignore[return-value]
    return tuple(round(c * (1 + k)) for c in colour)  # type: ignore[return-value]


def _disc(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple[int, int, int], rim: int) -> None:
    """A domed disc: a shadow, a dark rim, the face, and a highlight towards the top left."""
    cx, cy = centre
    off = max(SS, r * 0.14)
    pygame.draw.circle(surface, SHADOW, (cx + off, cy + off), r)
    pygame.draw.circle(surface, _shade(colour, -0.45), (cx, cy), r)
    pygame.draw.circle(surface, colour, (cx, cy), r - rim)
    pygame.draw.circle(surface, _shade(colour, 0.35), (cx - r * 0.28, cy - r * 0.3), r * 0.32)
    pygame.draw.circle(surface, _shade(colour, 0.15), (cx - r * 0.12, cy - r * 0.12), r * 0.55, max(1, rim // 2))


def _pip(surface: pygame.Surface, filled: bool, colour: tuple[int, int, int]) -> None:
    """A hit pip: a red bead when scored, an empty hole sunk in the felt when not."""
    w, h = surface.get_size()
    r = min(w, h) / 2 - max(SS, min(w, h) * 0.08)
    centre = (w / 2 - SS / 2, h / 2 - SS / 2)
    if filled:
        _disc(surface, centre, r, colour, max(SS, round(r * 0.18)))
    else:
        pygame.draw.circle(surface, (*theme.FELT_DARK, 255), centre, r)
        pygame.draw.circle(surface, (0, 0, 0, 120), (centre[0] - r * 0.08, centre[1] - r * 0.08), r * 0.9)
        pygame.draw.circle(surface, (*BRASS_DARK, 255), centre, r, max(SS, round(r * 0.16)))
        pygame.draw.arc(
            surface,
            _shade(BRASS, 0.2),
            pygame.Rect(0, 0, 2 * r, 2 * r).move(centre[0] - r, centre[1] - r),
            math.pi * 1.15,
            math.pi * 1.85,
            max(1, round(r * 0.1)),
        )


def _token(surface: pygame.Surface, words: str) -> tuple[str, tuple[int, int, int], pygame.Rect]:
    """The advantage token: a brass coin (square space) or a brass bar with rounded ends (wide space)."""
    body, _ = _shadowed(surface)
    if body.w <= body.h * 1.3:
        r = min(body.w, body.h) / 2
        _disc(surface, body.center, r, BRASS, max(SS, round(r * 0.14)))
        pygame.draw.circle(surface, BRASS_DARK, body.center, r * 0.72, max(1, round(r * 0.05)))
        inner = pygame.Rect(0, 0, round(r * 1.3), round(r * (0.55 if len(words) > 1 else 1.1)))  # a letter fills more
        inner.center = body.center
        return words, (70, 44, 8), inner
    _bar(surface, body, BRASS)
    return words, (70, 44, 8), body.inflate(-body.h, -body.h * 0.35)


def _bar(surface: pygame.Surface, body: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A rounded bar with a bevel: dark rim, face, a lighter top half and a shadow."""
    radius = body.h // 2
    pygame.draw.rect(surface, SHADOW, body.move(body.h // 10 + 1, body.h // 10 + 1), border_radius=radius)
    pygame.draw.rect(surface, _shade(colour, -0.45), body, border_radius=radius)
    rim = max(SS, body.h // 10)
    face = body.inflate(-2 * rim, -2 * rim)
    pygame.draw.rect(surface, colour, face, border_radius=max(1, radius - rim))
    top = pygame.Rect(face.x, face.y, face.w, face.h // 2)
    pygame.draw.rect(
        surface,
        _shade(colour, 0.25),
        top,
        border_top_left_radius=max(1, radius - rim),
        border_top_right_radius=max(1, radius - rim),
    )


def _badge(surface: pygame.Surface, words: str, colour: tuple[int, int, int]) -> tuple[str, tuple[int, int, int], pygame.Rect]:
    """A team's badge: a heraldic shield in the team colour with a brass rim; the label on it."""
    body, off = _shadowed(surface)
    x, y, w, h = body
    shape = [
        (x + w * 0.5, y + h),
        (x + w * 0.08, y + h * 0.62),
        (x, y + h * 0.1),
        (x + w * 0.5, y),
        (x + w, y + h * 0.1),
        (x + w * 0.92, y + h * 0.62),
    ]
    pygame.draw.polygon(surface, SHADOW, [(px + off, py + off) for px, py in shape])
    pygame.draw.polygon(surface, BRASS_DARK, shape)
    rim = max(SS, round(min(w, h) * 0.08))
    inner = [
        (x + w * 0.5, y + h - rim * 1.6),
        (x + w * 0.08 + rim, y + h * 0.62 - rim * 0.2),
        (x + rim, y + h * 0.1 + rim * 0.6),
        (x + w * 0.5, y + rim),
        (x + w - rim, y + h * 0.1 + rim * 0.6),
        (x + w * 0.92 - rim, y + h * 0.62 - rim * 0.2),
    ]
    pygame.draw.polygon(surface, BRASS, inner)
    face = [(px * 0.92 + (x + w * 0.5) * 0.08, py * 0.92 + (y + h * 0.45) * 0.08) for px, py in inner]
    pygame.draw.polygon(surface, colour, face)
    pygame.draw.polygon(surface, _shade(colour, 0.25), [*face[2:5], (x + w * 0.5, y + h * 0.3)])
    box = pygame.Rect(x + round(w * 0.18), y + round(h * 0.22), round(w * 0.64), round(h * 0.42))
    return words, (255, 255, 255), box


def _plate(surface: pygame.Surface, words: str, acting: bool) -> tuple[str, tuple[int, int, int], pygame.Rect]:
    """A seat's name plate: a dark wooden plaque with a brass edge; gold and glowing while that seat acts."""
    body, off = _shadowed(surface)
    radius = max(SS, body.h // 4)
    if acting:  # a halo round the plate
        pygame.draw.rect(surface, (*theme.FOCUS, 140), body, border_radius=radius)
        body = body.inflate(-3 * SS, -3 * SS)
    pygame.draw.rect(surface, SHADOW, body.move(off, off), border_radius=radius)
    edge = theme.FOCUS if acting else BRASS
    pygame.draw.rect(surface, _shade(edge, -0.35), body, border_radius=radius)
    rim = max(SS, body.h // 12)
    face = body.inflate(-2 * rim, -2 * rim)
    wood = (74, 46, 26) if not acting else (96, 62, 30)
    pygame.draw.rect(surface, wood, face, border_radius=max(1, radius - rim))
    grain = _shade(wood, 0.08)
    rng = random.Random(face.w * 31 + face.h)
    for _ in range(5):
        gy = face.y + rng.uniform(0.2, 0.8) * face.h
        pygame.draw.line(surface, grain, (face.x + radius, gy), (face.right - radius, gy + rng.uniform(-2, 2) * SS), SS)
    pygame.draw.rect(surface, edge, face, max(1, rim // 2), border_radius=max(1, radius - rim))
    colour = theme.FOCUS if acting else theme.TEXT
    return words, colour, face.inflate(-radius, -face.h * 0.2)


def _health(surface: pygame.Surface, words: str, most: int) -> tuple[str, tuple[int, int, int], pygame.Rect]:
    """A health dial: a ring of ``most`` ticks, the first ``current`` of them lit, round a red heart with the number."""
    body, off = _shadowed(surface)
    r = min(body.w, body.h) / 2
    cx, cy = body.center
    try:
        current = int(words)
    except ValueError:
        current = most
    most = max(1, most)
    pygame.draw.circle(surface, SHADOW, (cx + off, cy + off), r)
    pygame.draw.circle(surface, BRASS_DARK, (cx, cy), r)
    pygame.draw.circle(surface, (28, 24, 22), (cx, cy), r * 0.9)
    for k in range(most):
        a = -math.pi / 2 + math.tau * (k + 0.5) / most
        lit = k < current
        inner, outer = r * 0.68, r * 0.86
        tick = (HEART_RED if current > most * 0.25 else (255, 120, 60)) if lit else (70, 60, 56)
        pygame.draw.line(
            surface,
            tick,
            (cx + inner * math.cos(a), cy + inner * math.sin(a)),
            (cx + outer * math.cos(a), cy + outer * math.sin(a)),
            max(SS, round(r * 0.09 * min(1.0, 12 / most))),
        )
    _heart(surface, (cx, cy + r * 0.06), r * 1.2, HEART_RED)
    box = pygame.Rect(0, 0, round(r * 0.9), round(r * 0.5))
    box.center = (round(cx), round(cy - r * 0.02))
    return words, (255, 255, 255), box


def _heart(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: tuple[int, int, int]) -> None:
    """A heart ``size`` across, from two circles and a triangle, with a highlight."""
    cx, cy = centre
    s = size / 2
    lobe = s * 0.52
    for sign in (-1, 1):
        pygame.draw.circle(surface, colour, (cx + sign * s * 0.48, cy - s * 0.32), lobe)
    pygame.draw.polygon(surface, colour, [(cx - s * 0.98, cy - s * 0.18), (cx + s * 0.98, cy - s * 0.18), (cx, cy + s * 0.92)])
    pygame.draw.circle(surface, _shade(colour, 0.35), (cx - s * 0.5, cy - s * 0.45), lobe * 0.35)


def pile_depth(count: int, width: int) -> int:
    """How many pixels a pile of ``count`` cards, ``width`` wide, shows of its edges below and right of its top card."""
    if count <= 1:
        return 0
    return min(max(2, round(width * 0.08)), 1 + (count - 1) // 3)


def _draw_pile(target: pygame.Surface, mark: Mark) -> None:
    """Card edges under a pile (``mark.rect`` is the top card's rectangle): one line per few cards, stepping down-right."""
    x, y, w, h = mark.rect
    try:
        count = int(mark.text)
    except ValueError:
        count = 0
    depth = pile_depth(count, w)
    if depth <= 0:
        return
    radius = max(3, w // 14)
    target.blit(_pile_shadow(w, h, radius), (x + depth + 2, y + depth + 2))
    for k in range(depth, 0, -1):
        edge = (226, 222, 210) if k % 2 else (200, 196, 184)
        pygame.draw.rect(target, edge, (x + k, y + k, w, h), border_radius=radius)
        pygame.draw.rect(target, (120, 116, 108), (x + k, y + k, w, h), 1, border_radius=radius)


@lru_cache(maxsize=32)
def _pile_shadow(w: int, h: int, radius: int) -> pygame.Surface:
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, (0, 0, w, h), border_radius=radius)
    return shadow


def draw_crack(target: pygame.Surface, rect: tuple[int, int, int, int], progress: float, seed: int = 0) -> pygame.Rect:
    """A shield card cracking, over the card at ``rect``; ``progress`` runs 0 → 1 over the animation.

    Cracks run out from a point of impact (0–0.5), then the card flashes and darkens as it breaks (0.5–1).
    The table's animation calls this each frame after drawing the card; the rectangle touched is returned.
    """
    x, y, w, h = rect
    p = max(0.0, min(1.0, progress))
    if p <= 0:
        return pygame.Rect(x, y, 0, 0)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    rng = random.Random(seed)
    impact = (w * rng.uniform(0.38, 0.62), h * rng.uniform(0.35, 0.55))
    grow = min(1.0, p / 0.5)
    line = max(1, round(w / 45))
    for k in range(7):
        angle = math.tau * (k + rng.uniform(-0.3, 0.3)) / 7
        reach = max(w, h) * rng.uniform(0.45, 0.8) * grow
        points = [impact]
        steps = 5
        for s in range(1, steps + 1):
            a = angle + rng.uniform(-0.35, 0.35)
            d = reach * s / steps
            points.append((impact[0] + d * math.cos(a), impact[1] + d * math.sin(a)))
        pygame.draw.lines(layer, (30, 30, 34, 230), False, points, line + 1)
        pygame.draw.lines(layer, (255, 255, 255, 150), False, [(px - 1, py - 1) for px, py in points], max(1, line - 1))
    if p > 0.5:
        q = (p - 0.5) / 0.5
        flash = round(160 * max(0.0, 1 - q * 2))
        if flash:
            layer.fill((255, 255, 255, flash), special_flags=pygame.BLEND_RGBA_MAX)
        dark = pygame.Surface((w, h), pygame.SRCALPHA)
        dark.fill((20, 20, 24, round(140 * q)))
        layer.blit(dark, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=max(3, w // 14))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return target.blit(layer, (x, y))
