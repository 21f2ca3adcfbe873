"""What the table draws: card sprites (with flip, lift and shake), marks, and the art they use.

A sprite keeps its previous face while it turns over, so a flip shows the
back shrinking and the face growing. Card pictures come from the app's
``CardArt``; a plain stand-in draws them when that is not available (tests).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

import pygame

from .. import theme
from .layout import Mark, Placement
from .text_cache import text as rendered

if TYPE_CHECKING:
    from ..scene import AppContext

COLOURS: dict[str, tuple[int, int, int]] = {
    "ink": theme.TEXT,
    "dim": theme.TEXT_DIM,
    "gold": theme.ACCENT,
    "red": theme.WARNING,  # words on the felt: a light coral that reads against it (4.6:1)
    "glow": (255, 230, 120),
    "warning": theme.WARNING,
}


class Art(Protocol):
    def face(self, code: str, width: int) -> pygame.Surface: ...
    def back(self, width: int) -> pygame.Surface: ...
    def move_card(self, index: int, name: str, description: str, width: int) -> pygame.Surface: ...


class PlainArt:
    """A stand-in for ``CardArt``: white cards with the code written on them, blue backs."""

    def card_size(self, width: int) -> tuple[int, int]:
        return width, round(width * 7 / 5)

    def _blank(self, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
        w, h = self.card_size(width)
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surface, colour, (0, 0, w, h), border_radius=max(3, w // 12))
        pygame.draw.rect(surface, (30, 30, 30), (0, 0, w, h), 1, border_radius=max(3, w // 12))
        return surface

    def face(self, code: str, width: int) -> pygame.Surface:
        surface = self._blank(width, (250, 248, 240))
        red = code[-1:] in ("H", "D")
        text = theme.font(max(8, width // 4), True).render(code, True, (190, 30, 30) if red else (20, 20, 20))
        surface.blit(text, text.get_rect(center=(surface.get_width() // 2, surface.get_height() // 2)))
        return surface

    def back(self, width: int) -> pygame.Surface:
        surface = self._blank(width, (40, 60, 140))
        w, h = surface.get_size()
        pygame.draw.rect(surface, (200, 200, 230), (5, 5, w - 10, h - 10), 2, border_radius=max(2, w // 14))
        return surface

    def move_card(self, index: int, name: str, description: str, width: int) -> pygame.Surface:
        surface = self._blank(width, (244, 236, 214))
        words = name.split()
        f = theme.font(max(8, width // 7), True)
        for n, word in enumerate(words):
            text = f.render(word, True, (60, 30, 20))
            surface.blit(text, text.get_rect(center=(surface.get_width() // 2, surface.get_height() // 3 + n * f.get_linesize())))
        return surface


def make_art(app: AppContext) -> Art:
    """The app's card art, or a new ``CardArt``, or the plain stand-in if the art module is missing."""
    if app.art is not None:
        return app.art
    try:
        from ..card_art import CardArt
    except ImportError:
        return PlainArt()
    return CardArt(four_colour=app.settings.four_colour)


class Pictures:
    """Surfaces for placements, cached by what they show (dimmed copies included)."""

    def __init__(self, art: Art) -> None:
        self.art = art
        self._cache: dict[tuple[str, bool, int, str, str, bool, str], pygame.Surface] = {}

    def surface(
        self, code: str, face_up: bool, width: int, title: str = "", tip: str = "", dim: bool = False, tag: str = ""
    ) -> pygame.Surface:
        # a move card prints its tip on its face (No repeats puts why it is barred before the description)
        words = tip if face_up and code.startswith("move:") else ""
        key = (code if face_up else "??", face_up, width, title, words, dim, tag if face_up else "")
        found = self._cache.get(key)
        if found is not None:
            return found
        if not face_up or code == "??":
            surface = self.art.back(width)
        elif code.startswith("move:"):
            surface = self.art.move_card(int(code[5:]), title, tip, width)
        else:
            surface = self.art.face(code, width)
        if dim:
            surface = surface.copy()
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            surface.blit(shade, (0, 0))
        if tag and face_up and code != "??":
            surface = tagged(surface, tag)
        surface = display_format(surface)
        self._cache[key] = surface
        return surface


#: The tag on a card drawn into the hand since the player's last move (:mod:`.fresh_cards`): its pill is green, every
#: other tag's gold.
NEW_TAG = "new"
#: A tag beginning with this stands up the card's left edge (see :func:`standing`).
_STANDS = "\u2191"


def standing(tag: str) -> str:
    """``tag`` drawn standing up the card's left edge, reading upwards: a fanned card shows only a narrow left strip,
    too narrow for the word lying down, and a lone tick there read as a gold sliver (960x600)."""
    return _STANDS + tag


def _tag_pill(tag: str, w: int) -> tuple[int, int, int]:
    """A tag's words' size, the pill's inset from the card's edge, and the pill's length, on a card ``w`` wide."""
    words = tag.removeprefix(_STANDS)
    size = max(theme.MIN_TEXT - 2, round(w * 0.15))
    pad = max(2, round(w * 0.04))
    long = rendered(words, size, theme.PANEL, True).get_width() + 2 * pad
    return size, pad, long if words != tag else min(w - 2 * pad, long)


def tag_reach(tag: str, w: int) -> int:
    """How far from a card's left edge its tag's pill reaches: a fanned card shows less than this, the pill is cut."""
    size, pad, pill_w = _tag_pill(tag, w)
    if tag.startswith(_STANDS):
        return pad + rendered(tag[1:], size, theme.PANEL, True).get_height() + 2
    return pad + pill_w


def tagged(surface: pygame.Surface, tag: str) -> pygame.Surface:
    """``surface`` with ``tag`` on a pill (green for "new", else gold) low on its left, clear of the index corners;
    a :func:`standing` tag stands up the left edge from the foot, below the top-left corner."""
    out = surface.copy()
    w, h = out.get_size()
    size, pad, pill_w = _tag_pill(tag, w)
    words = tag.removeprefix(_STANDS)
    label = rendered(words, size, theme.PANEL, True)
    tall = label.get_height() + 2
    if words != tag:
        pill_w = min(pill_w, round(h * 0.7) - pad)  # the top 30 % keeps the rank and suit
    pill = pygame.Surface((pill_w, tall), pygame.SRCALPHA)
    colour = theme.FRESH if words == NEW_TAG else theme.ACCENT
    pygame.draw.rect(pill, colour, pill.get_rect(), border_radius=tall // 2)
    pill.blit(label, label.get_rect(center=pill.get_rect().center))
    if words != tag:
        out.blit(pygame.transform.rotate(pill, 90), (pad, h - pad - pill_w))
    else:
        out.blit(pill, (pad, h - pad - tall))
    return out


def display_format(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` in the window's pixel format, once a window exists.

    Pillow hands over RGBA bytes; blitting those onto the window's XRGB
    surface takes a slow per-pixel conversion (measured 0.25 ms a card
    against 0.01 ms once converted), so every cached picture is converted.
    """
    if pygame.display.get_surface() is None:
        return surface
    return surface.convert_alpha()


@dataclass
class CardSprite:
    """A card on screen. Tweens move ``x``, ``y``, ``angle``, ``flip`` (0→1), ``shake`` and ``lift``."""

    key: str
    code: str
    face_up: bool
    x: float
    y: float
    width: int
    angle: float = 0.0
    z: int = 0
    title: str = ""
    tip: str = ""
    dim: bool = False
    flip: float = 1.0
    prev_code: str = "??"
    prev_face_up: bool = False
    shake: float = 0.0
    lift: float = 0.0
    tag: str = ""

    @staticmethod
    def from_placement(p: Placement) -> CardSprite:
        return CardSprite(p.key, p.code, p.face_up, p.pos[0], p.pos[1], p.width, p.angle, p.z, p.title, p.tip, p.dim, tag=p.tag)

    def settle(self, p: Placement) -> None:
        """Take on a placement's look at once (its position is left to tweens)."""
        self.code, self.face_up, self.width, self.z = p.code, p.face_up, p.width, p.z
        self.title, self.tip, self.dim, self.angle, self.tag = p.title, p.tip, p.dim, p.angle, p.tag

    def shows_face(self) -> bool:
        """Whether the picture drawn now is a face (during a flip, the old side shows first)."""
        return self.prev_face_up if self.flip < 0.5 else self.face_up

    def shown_code(self) -> str:
        if self.flip < 0.5:
            return self.prev_code if self.prev_face_up else "??"
        return self.code if self.face_up else "??"

    def look(self) -> tuple[object, ...]:
        """Everything that decides how the sprite is drawn: equal looks draw the same pixels."""
        shown = (self.key, self.shown_code(), self.width, self.title, self.dim, self.flip, self.tag)
        return (*shown, self.x, self.y, self.angle, self.shake, self.lift)

    def rect(self) -> pygame.Rect:
        h = round(self.width * 7 / 5)
        return pygame.Rect(round(self.x - self.width / 2), round(self.y - h / 2 - self.lift), self.width, h)

    def draw(self, target: pygame.Surface, pictures: Pictures) -> pygame.Rect:
        """Blit the card as it looks now; the rectangle it covered."""
        code = self.shown_code()
        face = self.flip >= 1  # dimmed and tagged once turned over: a flip shows the plain card
        surface = pictures.surface(code, code != "??", self.width, self.title, self.tip, self.dim and face, self.tag * face)
        squeeze = abs(math.cos(self.flip * math.pi)) if self.flip < 1 else 1.0
        if squeeze < 0.999:
            surface = pygame.transform.scale(surface, (max(1, round(surface.get_width() * squeeze)), surface.get_height()))
        if self.angle:
            surface = pygame.transform.rotate(surface, self.angle)
        centre = (self.x + self.shake, self.y - self.lift)
        shadow = self._shadow(target, surface.get_size())
        drawn = target.blit(surface, surface.get_rect(center=(round(centre[0]), round(centre[1]))))
        return drawn.union(shadow) if shadow is not None else drawn

    def _shadow(self, target: pygame.Surface, size: tuple[int, int]) -> pygame.Rect | None:
        """A lifted card casts a soft shadow where it rests, a little down and right, darker the lower it is held."""
        if self.lift <= 0.5:
            return None
        offset = round(self.lift * 0.35)
        alpha = max(50, 130 - round(self.lift * 2))
        w, h = size
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(self.x + self.shake + offset), round(self.y + offset))
        return target.blit(card_shadow(w, h, alpha), rect.topleft)


def hover_lift(width: int) -> float:
    """How far a playable card under the pointer rises: a little, so the hand stays readable."""
    return width * 0.08


def drag_lift(width: int) -> float:
    """How far a card rises while held or dragged, so its shadow shows it is off the table."""
    return width * 0.2


@lru_cache(maxsize=32)
def card_shadow(w: int, h: int, alpha: int) -> pygame.Surface:
    """A card-shaped translucent shadow, kept: the same few sizes are drawn every frame of a drag."""
    surface = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(surface, (0, 0, 0, alpha), surface.get_rect(), border_radius=max(2, w // 12))
    return surface


@lru_cache(maxsize=64)
def shade(w: int, h: int, rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A translucent rectangle, kept: covers and panels are the same few sizes every frame."""
    surface = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    surface.fill(rgba)
    return surface


def colour(name: str) -> tuple[int, int, int]:
    return COLOURS.get(name, theme.TEXT)


def draw_mark(target: pygame.Surface, mark: Mark) -> None:
    """Draw one non-card mark: text, a pip, a spot outline, a cover, a marker (game pieces are ``pieces.py``'s)."""
    x, y, w, h = mark.rect
    c = colour(mark.colour)
    if mark.kind == "text":
        target.blit(rendered(mark.text, mark.size, c), (x, y))
    elif mark.kind == "pip":
        centre, radius = (x + w // 2, y + h // 2), max(2, w // 2)
        if mark.filled:
            pygame.draw.circle(target, colour("red") if mark.colour == "ink" else c, centre, radius)
        pygame.draw.circle(target, c, centre, radius, 2)
    elif mark.kind == "box":
        pygame.draw.rect(target, theme.FELT_LIGHT, mark.rect, 2, border_radius=8)
        if mark.text:
            label = rendered(mark.text, mark.size, theme.TEXT_DIM)
            target.blit(label, label.get_rect(midtop=(x + w // 2, y + h + 4)))
    elif mark.kind == "cover":
        target.blit(shade(w, h, (20, 20, 20, 200)), (x, y))
    elif mark.kind == "marker":
        pygame.draw.rect(target, c, mark.rect, border_radius=h // 2)
        label = rendered(mark.text, max(10, h - 10), (30, 30, 20), True)
        target.blit(label, label.get_rect(center=(x + w // 2, y + h // 2)))
    elif mark.kind == "badge":
        pygame.draw.circle(target, theme.PANEL, (x + w // 2, y + h // 2), w // 2)
        pygame.draw.circle(target, c, (x + w // 2, y + h // 2), w // 2, 2)
        label = rendered(mark.text, mark.size, c, True)
        target.blit(label, label.get_rect(center=(x + w // 2, y + h // 2)))


#: Where words part: any white space but the no-break space, which joins ("3 Dec 09:25" is one word to a line).
_BREAKS = re.compile(r"[^\S\u00a0]+")


#: A number that stays on the line of the word before it ("Computer 1;", "Round 5:", "page 2 of 3").
_NUMBER = re.compile(r"^\d+[.,;:!?)…]*$")


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Words broken into lines no wider than ``width``; a no-break space joins, it does not part, and a number is
    never parted from the word before it (the bar read "Battle: You against Computer" over "1; Computer 2 to play")."""
    groups: list[str] = []
    for word in (w for w in _BREAKS.split(text) if w):
        if groups and _NUMBER.match(word):
            groups[-1] += " " + word
        else:
            groups.append(word)
    lines: list[str] = []
    for word in groups:
        if lines and font.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]
