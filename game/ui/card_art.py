"""Card pictures as pygame surfaces at the exact width asked, cached.

The 54 faces and the backs are the svg-cards deck (French-pattern courts,
LGPL-2.1), pre-rendered by ``tools/render_cards.py`` to 400×560 PNGs in
``assets/cards/`` and to 200×280 in ``assets/cards/small/``: loading a small
one and scaling it down with ``smoothscale`` takes under a millisecond
(measured), while rendering the SVG at run time would need a native
renderer in every download and tens of milliseconds a court card.
Each standard face then gets our corner index (:func:`with_index`), readable
at the smallest card a table shows. The Marcus King event card and the Duel
of Swords move cards are our own pillow drawings (:mod:`game.ui.card_faces`),
drawn at twice the size and scaled down the same way.

Nothing is loaded until a card is first shown, so start-up stays fast;
after a window resize the table asks for the new width and gets crisp cards.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable

import pygame
from PIL import Image

from ..engine.cards import HIDDEN, card
from . import card_faces
from .assets import AssetError, asset_path
from .card_faces import BACKS, SMALL_PICTURE_SIZE, card_size
from .settings import DEFAULT_BACK

#: Supersampling factor for the pillow drawings: draw this many times larger, then scale down.
SUPERSAMPLE = 2
#: How many surfaces to keep; a few table sizes' worth of every card.
CACHE_LIMIT = 800
#: A move card narrower than this shows no description: its type would be under 9 px (the hand's cards are 78 px wide
#: at 960x600 and 93 px at 1280x720, where the words came out at 5 and 7 px), a grey smudge rather than words. The
#: glyph grows into that room; the words are the card's tip. From 1920x1080 (139 px) the card says them.
MOVE_WORDS_WIDTH = 120
#: Cards that look the same in both colour schemes (no suit).
_SUITLESS = ("JK1", "JK2", card_faces.MARCUS_KING)


def to_surface(img: Image.Image) -> pygame.Surface:
    """A pygame surface with per-pixel alpha from an RGBA pillow image."""
    img = img.convert("RGBA") if img.mode != "RGBA" else img
    return pygame.image.frombytes(img.tobytes(), img.size, "RGBA")


def picture_parts(code: str, four_colour: bool, width: int) -> tuple[str, ...]:
    """Where the shipped picture of ``code`` for a card ``width`` wide lies under ``assets/cards/``.

    Cards up to the small pictures' width use those (a tenth of the decoding time, measured); wider
    ones the full size. Four-colour pictures exist for diamonds and clubs only; the other suits look
    the same in both schemes.
    """
    folder = "four" if four_colour and code[-1:] in ("D", "C") and code not in _SUITLESS else "faces"
    return _sized(width, folder, f"{code}.png")


def index_colour(suit: str, four: bool) -> card_faces.Colour:
    """The ink of a suit's index, as its pips are drawn (diamonds blue and clubs green in four colours)."""
    if suit in "HD":
        return card_faces.BLUE if four and suit == "D" else card_faces.RED
    return card_faces.GREEN if four and suit == "C" else card_faces.INK


def with_index(face: pygame.Surface, code: str, four: bool) -> pygame.Surface:
    """A copy of a standard ``face`` whose corner indices are ours (:func:`card_faces.corner_index`): the deck's own
    index, a condensed serif scaled with the card, is whited out and ours laid over its place, top left and turned
    round at the bottom right. One look at every size, never under the smallest that is read."""
    w, h = face.get_size()
    rank, suit = code[:-1], code[-1]
    out = face.copy()
    # where the deck's index lies (its ink, measured on the 400 px pictures): clear of the pips, which start at 15.7 %
    # of the width, and of a court's frame, which starts under 24.5 % of the height
    right = 0.165 if rank in ("J", "Q", "K") else 0.155
    patch = pygame.Rect(round(w * 0.03), round(h * 0.018), round(w * (right - 0.03)), round(h * 0.23))
    out.fill(card_faces.WHITE_FACE, patch)
    out.fill(card_faces.WHITE_FACE, patch.move(w - patch.right - patch.left, h - patch.bottom - patch.top))
    tile = to_surface(card_faces.corner_index(rank, suit, index_colour(suit, four), w))
    top = max(1, round(h * 0.02) - 1)
    left = max(1, round(w * 0.09 - tile.get_width() / 2))
    out.blit(tile, (left, top))
    out.blit(pygame.transform.rotate(tile, 180), (w - left - tile.get_width(), h - top - tile.get_height()))
    return out


def _sized(width: int, *parts: str) -> tuple[str, ...]:
    return ("small", *parts) if width <= SMALL_PICTURE_SIZE[0] else parts


def load_picture(*parts: str) -> pygame.Surface:
    """A shipped PNG under ``assets/cards/``; a missing or unreadable one is an :class:`AssetError`."""
    path = asset_path("cards", *parts)
    try:
        return pygame.image.load(str(path))
    except (pygame.error, OSError) as exc:
        raise AssetError(f"A card picture cannot be read: {path}. Reinstall Card Duels or restore the assets folder.") from exc


def _opaque_body(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` with its alpha set to full everywhere but the rounded corners.

    ``smoothscale`` rounds alpha down by a point or few (255 becomes 253), which would let the felt
    show faintly through every card; the svg-cards faces are opaque up to their edge, so only the
    corner squares keep the scaled alpha. Raising alpha with BLEND_RGBA_MAX leaves the colours alone.
    """
    w, h = surface.get_size()
    r = max(2, round(w * 0.06))  # the corner radius (4 % of the width) and its anti-aliasing
    for band in (pygame.Rect(0, r, w, h - 2 * r), pygame.Rect(r, 0, w - 2 * r, h)):
        surface.fill((0, 0, 0, 255), band, special_flags=pygame.BLEND_RGBA_MAX)
    return surface


def _picture(width: int, parts: tuple[str, ...]) -> pygame.Surface:
    """The shipped picture at ``parts`` scaled to a card ``width`` wide."""
    return _opaque_body(pygame.transform.smoothscale(load_picture(*parts), card_size(width)))


class CardArt:
    """Faces, backs and Duel of Swords move cards at any width, cached per (picture, width, colour scheme, back).

    The surfaces handed out are shared: blit them, never draw on them.
    ``four_colour`` and ``back_name`` may be changed at any time; every look stays cached.
    """

    def __init__(self, four_colour: bool = False, back_name: str = DEFAULT_BACK) -> None:
        self.four_colour = four_colour
        self.back_name = back_name if back_name in BACKS else DEFAULT_BACK
        self._cache: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    @staticmethod
    def card_size(width: int) -> tuple[int, int]:
        """The pixel size of a card ``width`` wide, in the 5:7 poker ratio."""
        return card_size(width)

    def face(self, code: str, width: int) -> pygame.Surface:
        """The face of ``code`` (any engine card code, ``MK``; ``??`` gives the back)."""
        if code == HIDDEN:
            return self.back(width)
        if code == card_faces.MARCUS_KING:
            return self._drawn(("face", code, int(width)), width, card_faces.draw_marcus_king)
        card(code)  # refuses a code that is no card, readably, before any file is looked for
        four = self.four_colour and code not in _SUITLESS
        key = ("face", code, int(width), four)
        found = self._found(key)
        if found is not None:
            return found
        face = _picture(width, picture_parts(code, four, width))
        return self._keep(key, face if code in _SUITLESS else with_index(face, code, four))

    def back(self, width: int) -> pygame.Surface:
        return self._scaled(("back", self.back_name, int(width)), width, _sized(width, "backs", f"{self.back_name}.png"))

    def move_card(self, index: int, name: str, description: str, width: int) -> pygame.Surface:
        """A Duel of Swords move card: ``index`` picks the glyph (the engine's move order). A card too narrow for its
        description to be read (under :data:`MOVE_WORDS_WIDTH`) shows a larger glyph instead: the words are in its tip."""
        key = ("move", index, name, description, int(width))
        words = width >= MOVE_WORDS_WIDTH
        return self._drawn(key, width, lambda big: card_faces.draw_move_card(index, name, description, big, words))

    def warm(self, codes: Iterable[str], width: int) -> None:
        """Load ``codes`` now (e.g. while a curtain is up) so the first frame that shows them is quick."""
        for code in codes:
            self.face(code, width)

    def clear(self) -> None:
        self._cache.clear()

    def __len__(self) -> int:
        return len(self._cache)

    def _scaled(self, key: Hashable, width: int, parts: tuple[str, ...]) -> pygame.Surface:
        found = self._found(key)
        if found is not None:
            return found
        return self._keep(key, _picture(width, parts))

    def _drawn(self, key: Hashable, width: int, draw: Callable[[int], Image.Image]) -> pygame.Surface:
        found = self._found(key)
        if found is not None:
            return found
        size = card_size(width)
        return self._keep(key, pygame.transform.smoothscale(to_surface(draw(size[0] * SUPERSAMPLE)), size))

    def _found(self, key: Hashable) -> pygame.Surface | None:
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
        return found

    def _keep(self, key: Hashable, surface: pygame.Surface) -> pygame.Surface:
        self._cache[key] = surface
        if len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)
        return surface
