"""The app's one typeface (DejaVu Sans, shipped in ``assets/fonts``), for pygame and for pillow.

Fonts are loaded once per size and cached: opening a TrueType file is slow
compared with drawing, and every scene asks for the same few sizes.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pygame
from PIL import ImageFont

from ..persistence.clean_text import clean
from .assets import AssetError, asset_path

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"


def font_file(bold: bool = False) -> Path:
    """The shipped font file; :class:`AssetError` if it is missing."""
    return asset_path("fonts", BOLD if bold else REGULAR)


class SafeFont(pygame.font.Font):
    """A font whose ``render`` and ``size`` take any str: a lone surrogate or a NUL would make pygame raise."""

    def render(
        self, text: str | bytes | None, antialias: bool, color: Any, bgcolor: Any = None, wraplength: int = 0
    ) -> pygame.Surface:
        return super().render(printable(text), antialias, color, bgcolor, wraplength)

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        return super().size(printable(text))


def printable(text: Any) -> Any:
    """``text`` with what no font should draw (lone surrogates, NUL, controls) replaced by U+FFFD; bytes and None as they are."""
    if not isinstance(text, str) or (text.isascii() and text.isprintable()):  # the common case, checked in C
        return text
    return clean(text)


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A pygame font of ``size`` pixels, cached. Raises :class:`AssetError` if the font cannot be loaded."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_file(bold)
    pil_font(size, bold)  # Pillow refuses a damaged file cleanly; pygame can crash the process on one.
    try:
        return SafeFont(str(path), max(1, int(size)))
    except (OSError, pygame.error) as exc:
        raise AssetError(f"The font {path} cannot be read ({exc}). Reinstall Card Duels.") from exc


@cache
def pil_font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The same typeface for pillow drawing (card faces), cached per size."""
    path = font_file(bold)
    try:
        # FreeTypeFont, not truetype(): truetype() quietly swaps a damaged file for a system font of the same name.
        return ImageFont.FreeTypeFont(str(path), max(1, int(size)))
    except OSError as exc:
        raise AssetError(f"The font {path} cannot be read ({exc}). Reinstall Card Duels.") from exc
