"""Render every card face, back and game piece on felt, at the sizes a small and a large table use, to look at.

    python tools/art_sheet.py [--out DIR]     # writes DIR/art-960x600.png and DIR/art-1920x1080.png

Card widths follow the layouts' rule of a hand at least 18 % of the window's
height; pieces are drawn at the sizes the layouts give them at that window.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.engine.cards import full_deck  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.card_art import CardArt  # noqa: E402
from game.ui.settings import CARD_BACKS  # noqa: E402
from game.ui.table.layout import Mark  # noqa: E402
from game.ui.table.pieces import draw_crack, draw_piece  # noqa: E402

CODES = [c.code for c in full_deck(jokers=True)] + ["MK"]


def sheet(size: tuple[int, int], four_colour: bool = False) -> pygame.Surface:
    """One sheet: all faces, the backs, then a row of every piece, at the scale of a ``size`` window."""
    w, h = size
    unit = h / 720
    card_w = round(h * 0.18 / 1.4)
    gap = max(4, card_w // 12)
    per_row = 14
    cols_w = per_row * (card_w + gap) + gap
    rows = -(-len(CODES) // per_row) + 1
    card_h = round(card_w * 1.4)
    piece_h = round(140 * unit)
    surface = pygame.Surface((max(w, cols_w), gap + rows * (card_h + gap) + piece_h + 3 * gap))
    theme.draw_felt(surface)
    art = CardArt(four_colour=four_colour)
    for i, code in enumerate(CODES):
        x, y = gap + (i % per_row) * (card_w + gap), gap + (i // per_row) * (card_h + gap)
        surface.blit(art.face(code, card_w), (x, y))
    y = gap + (rows - 1) * (card_h + gap)
    for i, name in enumerate(CARD_BACKS):
        art.back_name = name
        surface.blit(art.back(card_w), (gap + i * (card_w + gap), y))
    # A cracked shield: the last back, cracking at three moments.
    for k, p in enumerate((0.3, 0.6, 0.9)):
        x = gap + (len(CARD_BACKS) + k) * (card_w + gap)
        surface.blit(art.back(card_w), (x, y))
        draw_crack(surface, (x, y, card_w, card_h), p, seed=4)
    # A pile of 20 with its edges, and the pieces.
    px = gap + (len(CARD_BACKS) + 4) * (card_w + gap)
    draw_piece(surface, Mark("pile", (px, y, card_w, card_h), "20"))
    surface.blit(art.back(card_w), (px, y))
    x, y = gap, y + card_h + 2 * gap
    u = unit

    def put(mark: Mark) -> None:
        nonlocal x
        draw_piece(surface, mark)
        x += mark.rect[2] + gap

    for filled in (True, True, False, False):
        put(Mark("pip", (x, y, round(22 * u), round(22 * u)), filled=filled))
    put(Mark("token", (x, y, round(150 * u), round(28 * u)), "Advantage"))
    put(Mark("token", (x, y, round(44 * u), round(44 * u)), "Adv"))
    for team in range(4):
        put(Mark("badge", (x, y, round(40 * u), round(46 * u)), "AB34"[team], colour=f"team{team}"))
    put(Mark("plate", (x, y, round(160 * u), round(30 * u)), "You", filled=True))
    put(Mark("plate", (x, y, round(160 * u), round(30 * u)), "Computer (Hard)"))
    put(Mark("health", (x, y, round(64 * u), round(64 * u)), "20", size=20))
    put(Mark("health", (x, y, round(64 * u), round(64 * u)), "4", size=20))
    put(Mark("health", (x, y, round(96 * u), round(96 * u)), "13", size=20))
    return surface


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/art"))
    parser.add_argument("--four-colour", action="store_true")
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()
    args.out.mkdir(parents=True, exist_ok=True)
    for size in ((960, 600), (1920, 1080)):
        path = args.out / f"art-{size[0]}x{size[1]}{'-four' if args.four_colour else ''}.png"
        pygame.image.save(sheet(size, args.four_colour), str(path))
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
