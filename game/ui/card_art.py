"""Card pictures as pygame surfaces, drawn on demand at the exact width asked and cached.

Nothing is drawn until a card is first shown, so start-up stays fast; after a
window resize the table simply asks for the new width and gets crisp cards.
Pillow draws at twice the size and pygame's smoothscale brings it down, which
measured sharper edges than drawing at size and is about as fast.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Iterable

import pygame
from PIL import Image

from . import card_faces
from .card_faces import card_size

#: Supersampling factor: draw this many times larger, then scale down.
SUPERSAMPLE = 2
#: How many surfaces to keep; a few table sizes' worth of every card.
CACHE_LIMIT = 800


def to_surface(img: Image.Image) -> pygame.Surface:
    """A pygame surface with per-pixel alpha from an RGBA pillow image."""
    img = img.convert("RGBA") if img.mode != "RGBA" else img
    return pygame.image.frombytes(img.tobytes(), img.size, "RGBA")


class CardArt:
    """Faces, backs and Duel of Swords move cards at any width, cached per (picture, width, colour scheme).

    The surfaces handed out are shared: blit them, never draw on them.
    ``four_colour`` may be changed at any time; both schemes stay cached.
    """

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour
        self._cache: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    @staticmethod
    def card_size(width: int) -> tuple[int, int]:
        """The pixel size of a card ``width`` wide, in the 5:7 poker ratio."""
        return card_size(width)

    def face(self, code: str, width: int) -> pygame.Surface:
        """The face of ``code`` (any engine card code, ``MK``; ``??`` gives the back)."""
        if code == card_faces.HIDDEN:
            return self.back(width)
        scheme = self.four_colour and code not in ("JK1", "JK2", card_faces.MARCUS_KING)
        key = ("face", code, int(width), scheme)
        return self._get(key, width, lambda big: card_faces.draw_face(code, big, scheme))

    def back(self, width: int) -> pygame.Surface:
        return self._get(("back", int(width)), width, card_faces.draw_back)

    def move_card(self, index: int, name: str, description: str, width: int) -> pygame.Surface:
        """A Duel of Swords move card: ``index`` picks the glyph (the engine's move order)."""
        key = ("move", index, name, description, int(width))
        return self._get(key, width, lambda big: card_faces.draw_move_card(index, name, description, big))

    def warm(self, codes: Iterable[str], width: int) -> None:
        """Draw ``codes`` now (e.g. while a curtain is up) so the first frame that shows them is quick."""
        for code in codes:
            self.face(code, width)

    def clear(self) -> None:
        self._cache.clear()

    def __len__(self) -> int:
        return len(self._cache)

    def _get(self, key: Hashable, width: int, draw: object) -> pygame.Surface:
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found
        size = card_size(width)
        assert callable(draw)
        big = draw(size[0] * SUPERSAMPLE)
        surface = pygame.transform.smoothscale(to_surface(big), size)
        self._cache[key] = surface
        if len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)
        return surface
