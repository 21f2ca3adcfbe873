"""The card sizes and colours, and pillow drawings of the cards that are not in a standard deck.

The 54 standard faces and the backs are the svg-cards deck, pre-rendered to
PNG by ``tools/render_cards.py`` (the constants it renders with live here).
What this module draws is our own: the Clashing Blades Marcus King event
card, the Duel of Swords move cards, and the corner index every standard
face shows (the deck's own is unreadable on small cards). Each drawing returns a fresh RGBA
``PIL.Image`` of exactly the size asked, with no caching and no pygame, so it
can be tested on its own; :mod:`game.ui.card_art` scales, converts and caches.
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageDraw, ImageFilter

from .fonts import pil_font
from .settings import CARD_BACKS

Colour = tuple[int, int, int]

#: Height over width of a poker card (63 × 88 mm, 5:7).
RATIO = 7 / 5

#: Pixel size of the shipped card pictures (``tools/render_cards.py``): twice a 1080p table's cards, so
#: scaling down keeps them crisp.
PICTURE_SIZE = (400, 560)
#: The same pictures at half size (``assets/cards/small/``), used for cards up to this wide: a quarter of the
#: pixels to decode, and still at least as large as the card drawn.
SMALL_PICTURE_SIZE = (200, 280)
#: The card backs a player can choose, by name, with the field colour they are rendered in.
BACKS: dict[str, str] = dict(zip(CARD_BACKS, ("#1f4fa8", "#9c1c24", "#2b2d33"), strict=True))
#: Four-colour deck: diamonds and clubs in these (``tools/render_cards.py`` writes them into the SVG).
FOUR_BLUE = "#1854c4"  # = BLUE below
FOUR_GREEN = "#12803a"  # = GREEN below

#: The Clashing Blades Origins 2008 extra event card, not a card of the engine's deck.
MARCUS_KING = "MK"

WHITE: Colour = (252, 251, 247)
#: The svg-cards faces' white.
WHITE_FACE: Colour = (255, 255, 255)
EDGE: Colour = (120, 120, 120)
#: The svg-cards deck's black and red (its pips and indices are drawn in these).
INK: Colour = (0, 0, 0)
RED: Colour = (230, 24, 10)
BLUE: Colour = (24, 84, 196)
GREEN: Colour = (18, 128, 58)
GOLD: Colour = (196, 150, 40)
BACK_FIELD: Colour = (32, 52, 118)
BACK_LINE: Colour = (92, 120, 196)
PARCHMENT: Colour = (246, 236, 208)
BROWN: Colour = (96, 58, 28)


def card_size(width: int) -> tuple[int, int]:
    """Width and height in pixels of a card ``width`` pixels wide (5:7)."""
    width = max(1, int(width))
    return width, max(1, round(width * RATIO))


@cache
def glyph(text: str, height: int, colour: Colour, bold: bool = False) -> Image.Image:
    """``text`` in ``colour``, cropped tight to its ink and scaled so the ink is ``height`` pixels tall.

    Cropping to the ink (not the font's line box) is what lets pips and
    indices sit exactly where they are placed and turn upside down cleanly.
    """
    height = max(2, height)
    size = max(4, round(height * 1.45))
    face = pil_font(size, bold)
    left, top, right, bottom = face.getbbox(text)
    mask = Image.new("L", (int(right - left) + 4, int(bottom - top) + 4), 0)
    ImageDraw.Draw(mask).text((2 - left, 2 - top), text, font=face, fill=255)
    box = mask.getbbox() or (0, 0, 1, 1)
    mask = mask.crop(box)
    if mask.height != height:
        mask = mask.resize((max(1, round(mask.width * height / mask.height)), height), Image.Resampling.BILINEAR)
    tile = Image.new("RGBA", mask.size, (*colour, 0))
    tile.putalpha(mask)
    return tile


#: The smallest corner index a standard face shows, in pixels of ink: the rank's height and the suit's. The deck's
#: own index (a condensed serif) scaled with the card was 8 px tall and 4 px wide on a Suits Duel battler at 960x600
#: (46 px wide), where a play-tester read 6♥ as 9♥, and 6 px on a Mortal Swords armor card at four knights (32 px).
MIN_RANK_PX = 9
MIN_SUIT_PX = 7
#: The suit symbols of the engine's suit letters, as the shipped font draws them.
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
#: Ranks that read as each other turned round: underlined, as many decks do, so a card lying sideways (the Mortal
#: Swords strong-suit card) or seen at a glance tells which it is.
UNDERLINED = ("6", "9")


def index_sizes(width: int) -> tuple[int, int]:
    """The rank's and the suit's ink height in a corner index of a card ``width`` wide: in proportion to the card
    (the deck's own look at 1080p), never under the minimum that small cards are read at."""
    return max(MIN_RANK_PX, round(width * 0.15)), max(MIN_SUIT_PX, round(width * 0.11))


def _ink(text: str, height: int, bold: bool) -> Image.Image:
    """``text``'s ink as a mask about ``height`` pixels tall, drawn at a font size (hinted, not resampled: a resampled
    glyph this small is a grey blur)."""
    size = max(4, round(height * 1.35))
    while size > 4 and _ink_height(text, size, bold) > height:
        size -= 1
    face = pil_font(size, bold)
    left, top, right, bottom = face.getbbox(text)
    mask = Image.new("L", (int(right - left) + 4, int(bottom - top) + 4), 0)
    ImageDraw.Draw(mask).text((2 - left, 2 - top), text, font=face, fill=255)
    return mask.crop(mask.getbbox() or (0, 0, 1, 1))


def _ink_height(text: str, size: int, bold: bool) -> int:
    _, top, _, bottom = pil_font(size, bold).getbbox(text)
    return int(bottom - top)


def _rank_ink(rank: str, height: int) -> Image.Image:
    """The rank in bold, ``height`` tall; "10" set tight (its two figures a pixel apart) and no wider than one wide
    figure, so it stays in the corner's column and in the strip a fanned hand leaves of each card (El Royale, 8
    seats at 960x600: "10" was cut to "1(" by the next card)."""
    if len(rank) == 1:
        return _ink(rank, height, True)
    parts = [_ink(c, height, True) for c in rank]
    gap = max(1, round(height * 0.08))
    mask = Image.new("L", (sum(p.width for p in parts) + gap * (len(parts) - 1), max(p.height for p in parts)), 0)
    x = 0
    for part in parts:
        mask.paste(part, (x, mask.height - part.height))
        x += part.width + gap
    widest = round(height * 0.8)
    if mask.width > widest:
        mask = mask.resize((widest, mask.height), Image.Resampling.LANCZOS)
    return mask


@cache
def corner_index(rank: str, suit: str, colour: Colour, width: int) -> Image.Image:
    """A standard face's corner index for a card ``width`` wide: the rank in bold over its suit (6 and 9 underlined),
    with a one-pixel white rim so it reads where it lies over a pip of a small card."""
    rank_h, suit_h = index_sizes(width)
    rank_ink, suit_ink = _rank_ink(rank, rank_h), _ink(SUIT_SYMBOLS[suit], suit_h, False)
    gap = max(1, round(rank_h * 0.12))
    line = max(1, round(rank_h / 10)) if rank in UNDERLINED else 0
    rim = 1
    w = max(rank_ink.width, suit_ink.width) + 2 * rim
    pieces = [(rank_ink, rim)]
    y = rim + rank_ink.height + gap
    if line:
        bar = Image.new("L", (rank_ink.width, line), 255)
        pieces.append((bar, y))
        y += line + gap
    pieces.append((suit_ink, y))
    mask = Image.new("L", (w, y + suit_ink.height + rim), 0)
    for ink, top in pieces:
        mask.paste(ink, ((w - ink.width) // 2, top))
    halo = mask.filter(ImageFilter.MaxFilter(3))
    tile = Image.new("RGBA", mask.size, (*WHITE_FACE, 0))
    tile.putalpha(halo)
    ink_tile = Image.new("RGBA", mask.size, (*colour, 0))
    ink_tile.putalpha(mask)
    tile.alpha_composite(ink_tile)
    return tile


def _paste_centred(img: Image.Image, tile: Image.Image, cx: float, cy: float, upside_down: bool = False) -> None:
    if upside_down:
        tile = tile.rotate(180)
    img.alpha_composite(tile, (round(cx - tile.width / 2), round(cy - tile.height / 2)))


def _blank(width: int, height: int, fill: Colour, edge: Colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent canvas holding a rounded card of ``fill`` with a thin ``edge``."""
    img = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    radius = max(2, round(width * 0.06))
    line = max(1, round(width / 90))
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=radius, fill=fill, outline=edge, width=line)
    return img, draw


def _corners(img: Image.Image, label: str, symbol: str, colour: Colour) -> None:
    """The rank-and-suit index at the top left, and the same turned round at the bottom right."""
    w, h = img.size
    rank_h = round(w * 0.105)
    suit_h = round(w * 0.09)
    cx = w * 0.1
    text = glyph(label, rank_h, colour, bold=True)
    if text.width > w * 0.16:  # "10" and "MK" are wide: squeeze them into the margin.
        text = text.resize((round(w * 0.16), text.height), Image.Resampling.BILINEAR)
    top = h * 0.045
    pieces = [(text, top + rank_h / 2)]
    if symbol:
        pieces.append((glyph(symbol, suit_h, colour), top + rank_h + w * 0.03 + suit_h / 2))
    for tile, cy in pieces:
        _paste_centred(img, tile, cx, cy)
        _paste_centred(img, tile, w - cx, h - cy, upside_down=True)


def _crown(d: ImageDraw.ImageDraw, cx: float, cy: float, size: float, colour: Colour) -> None:
    s = size / 2
    points = [
        (cx - s, cy + s * 0.45),
        (cx - s, cy - s * 0.35),
        (cx - s * 0.5, cy + s * 0.05),
        (cx, cy - s * 0.55),
        (cx + s * 0.5, cy + s * 0.05),
        (cx + s, cy - s * 0.35),
        (cx + s, cy + s * 0.45),
    ]
    d.polygon(points, fill=GOLD, outline=colour, width=max(1, round(size / 30)))
    r = size * 0.06
    for x, y in ((cx - s, cy - s * 0.35), (cx, cy - s * 0.55), (cx + s, cy - s * 0.35)):
        d.ellipse((x - r, y - r, x + r, y + r), fill=colour)


def draw_marcus_king(width: int) -> Image.Image:
    """The Origins 2008 Marcus King event card: a crowned king's panel with a duelling pistol."""
    w, h = card_size(width)
    img, draw = _blank(w, h, WHITE, INK)  # a black edge, as the svg-cards faces have
    colour = (92, 36, 120)
    _corners(img, "MK", "", colour)
    line = max(1, round(w / 60))
    draw.rectangle((w * 0.2, h * 0.12, w * 0.8, h * 0.88), fill=(244, 236, 250), outline=colour, width=line)
    _crown(draw, w / 2, h * 0.3, w * 0.42, colour)
    # A pistol drawn from three shapes: barrel, grip, trigger guard.
    gx, gy, s = w * 0.5, h * 0.53, w * 0.3
    draw.rectangle((gx - s, gy - s * 0.12, gx + s, gy + s * 0.08), fill=(70, 70, 80), outline=colour)
    draw.polygon(
        [(gx - s * 0.55, gy), (gx - s * 0.2, gy), (gx - s * 0.45, gy + s * 0.7), (gx - s * 0.85, gy + s * 0.6)],
        fill=BROWN,
        outline=colour,
    )
    draw.arc((gx - s * 0.3, gy - s * 0.05, gx + s * 0.05, gy + s * 0.35), 0, 180, fill=colour, width=line)
    face = pil_font(round(w * 0.085), True)
    draw.text((w / 2, h * 0.72), "MARCUS", font=face, fill=colour, anchor="mm")
    draw.text((w / 2, h * 0.8), "KING", font=face, fill=colour, anchor="mm")
    return img


def wrap(text: str, max_width: float, size: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` pixels in the shipped font."""
    face = pil_font(size, bold)
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if current and face.getlength(trial) > max_width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def _fit_lines(text: str, max_width: float, max_height: float, start: int, bold: bool = False) -> tuple[int, list[str]]:
    """The largest font size (from ``start`` down) at which ``text`` wraps into the box, and its lines."""
    size = max(4, start)
    while True:
        lines = wrap(text, max_width, size, bold)
        fits = len(lines) * size * 1.2 <= max_height and all(pil_font(size, bold).getlength(x) <= max_width for x in lines)
        if fits or size <= 4:
            return size, lines
        size -= 1


def draw_move_card(index: int, name: str, description: str, width: int, words: bool = True) -> Image.Image:
    """A Duel of Swords move: parchment card, the move's name, its glyph and its short description.

    Without ``words`` (a card shown too small for them to be read) the glyph takes the description's room too.
    """
    w, h = card_size(width)
    img, draw = _blank(w, h, PARCHMENT, BROWN)
    line = max(1, round(w / 60))
    m = round(w * 0.05)
    draw.rounded_rectangle((m, m, w - 1 - m, h - 1 - m), radius=max(1, round(w * 0.04)), outline=BROWN, width=line)
    band = (m + line, m + line, w - 1 - m - line, round(h * 0.19))
    draw.rectangle(band, fill=BROWN)
    size, lines = _fit_lines(name, band[2] - band[0] - 2 * line, band[3] - band[1] - 2 * line, round(w * 0.12), bold=True)
    face = pil_font(size, True)
    top = (band[1] + band[3]) / 2 - len(lines) * size * 1.15 / 2
    for k, text in enumerate(lines):
        draw.text((w / 2, top + k * size * 1.15 + size * 0.575), text, font=face, fill=PARCHMENT, anchor="mm")
    if not words:
        move_glyph(draw, index, w / 2, (band[3] + h - m) / 2, w * 0.66, BROWN)
        return img
    move_glyph(draw, index, w / 2, h * 0.39, w * 0.46, BROWN)
    box_top, box_bottom = h * 0.58, h - m - line * 2
    size, lines = _fit_lines(description, w - 2 * (m + line * 3), box_bottom - box_top, round(w * 0.075))
    face = pil_font(size)
    for k, text in enumerate(lines):
        draw.text((w / 2, box_top + k * size * 1.2), text, font=face, fill=INK, anchor="ma")
    return img


def _arrow(d: ImageDraw.ImageDraw, points: list[tuple[float, float]], colour: Colour, width: int) -> None:
    """A polyline ending in an arrowhead pointing along its last segment."""
    d.line(points, fill=colour, width=width, joint="curve")
    (x0, y0), (x1, y1) = points[-2], points[-1]
    a = math.atan2(y1 - y0, x1 - x0)
    head = width * 3.2
    left = (x1 - head * math.cos(a - 0.5), y1 - head * math.sin(a - 0.5))
    right = (x1 - head * math.cos(a + 0.5), y1 - head * math.sin(a + 0.5))
    tip = (x1 + width * math.cos(a), y1 + width * math.sin(a))
    d.polygon([tip, left, right], fill=colour)


def _arc_points(cx: float, cy: float, r: float, start: float, end: float, steps: int = 24) -> list[tuple[float, float]]:
    angles = [start + (end - start) * k / steps for k in range(steps + 1)]
    return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in angles]


def move_glyph(d: ImageDraw.ImageDraw, index: int, cx: float, cy: float, size: float, colour: Colour) -> None:
    """A simple drawn sign for move ``index`` (Duel of Swords order: Thrust … Stop Hit) in a ``size`` square."""
    s = size / 2
    width = max(2, round(size / 14))
    k = index % 10
    if k == 0:  # Thrust: straight ahead.
        _arrow(d, [(cx - s, cy), (cx + s * 0.85, cy)], colour, width)
    elif k == 1:  # Slash: a sweeping arc from the side.
        _arrow(d, _arc_points(cx, cy + s * 0.9, s * 1.1, math.pi * 1.15, math.pi * 1.85), colour, width)
    elif k == 2:  # Cut Low: down at the legs.
        d.line((cx - s, cy + s * 0.85, cx + s, cy + s * 0.85), fill=colour, width=max(1, width // 2))
        _arrow(d, [(cx - s * 0.8, cy - s * 0.6), (cx + s * 0.6, cy + s * 0.55)], colour, width)
    elif k == 3:  # Cut High: up at the head.
        d.line((cx - s, cy - s * 0.85, cx + s, cy - s * 0.85), fill=colour, width=max(1, width // 2))
        _arrow(d, [(cx - s * 0.8, cy + s * 0.6), (cx + s * 0.6, cy - s * 0.55)], colour, width)
    elif k == 4:  # Lateral Parry: a blade swept sideways.
        d.line((cx, cy - s, cx, cy + s), fill=colour, width=width)
        _arrow(d, [(cx, cy), (cx + s * 0.95, cy)], colour, max(2, width * 2 // 3))
        _arrow(d, [(cx, cy), (cx - s * 0.95, cy)], colour, max(2, width * 2 // 3))
    elif k == 5:  # Circular Parry: a whirl.
        _arrow(d, _arc_points(cx, cy, s * 0.8, -math.pi * 0.4, math.pi * 1.45, 32), colour, width)
    elif k == 6:  # Dodge: a hop aside.
        _arrow(d, _arc_points(cx, cy + s * 0.5, s * 0.9, math.pi, math.pi * 2.0), colour, width)
        d.line((cx - s, cy + s * 0.85, cx + s, cy + s * 0.85), fill=colour, width=max(1, width // 2))
    elif k == 7:  # Disengage: a step back behind a guard.
        d.line((cx + s * 0.6, cy - s * 0.8, cx + s * 0.6, cy + s * 0.8), fill=colour, width=width)
        _arrow(d, [(cx + s * 0.3, cy), (cx - s * 0.95, cy)], colour, width)
    elif k == 8:  # Feint: one way, then another.
        zig = [(-1.0, 0.3), (-0.3, -0.5), (0.2, 0.5), (0.9, -0.3)]
        zigzag = [(cx + s * x, cy + s * y) for x, y in zig]
        _arrow(d, zigzag, colour, width)
    else:  # Stop Hit: meet the blade and strike through it.
        d.line((cx + s * 0.2, cy - s * 0.8, cx + s * 0.2, cy + s * 0.8), fill=colour, width=width)
        _arrow(d, [(cx - s, cy), (cx + s * 0.9, cy)], colour, width)
        r = s * 0.22
        d.ellipse((cx + s * 0.2 - r, cy - r, cx + s * 0.2 + r, cy + r), outline=colour, width=max(1, width // 2))
