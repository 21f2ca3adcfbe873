"""Render the shipped card pictures from the svg-cards deck: run once when the art changes, commit the PNGs.

    python tools/render_cards.py      # writes assets/cards/{faces,four,backs}/*.png and the same under small/

Why pre-render: the app then needs no SVG renderer (cairo or resvg would add
megabytes and a native library to every download), and loading a 400-pixel
PNG and scaling it down with ``pygame.transform.smoothscale`` takes about a
millisecond, against tens of milliseconds to render a court card's SVG.

Only this tool needs the renderer: ``pip install resvg-py`` (a self-contained
wheel, no system library). The source is ``assets/cards/source/svg-cards.svg``
(svg-cards 4.0.2 from npm, LGPL-2.1, by David Bellot and Huub de Beer),
kept beside its licence so the pictures can always be rebuilt from it.

What the tool changes in the deck, all in the SVG before rendering:
  * each picture is stretched 3 % wider to the 5:7 poker ratio the table uses;
  * the jokers get "MAJOR" / "MINOR" beside "JOKER" (Clashing Blades tells them apart);
  * the four-colour set draws diamonds blue and clubs green (pips and indices);
  * the back is rendered in three field colours;
  * every picture is also written at half size (pillow's Lanczos) under ``small/``: decoding a PNG is
    most of a card's first-draw cost, and the table's cards are under 200 pixels wide up to 1080p.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.ui.card_faces import BACKS, FOUR_BLUE, FOUR_GREEN, PICTURE_SIZE, SMALL_PICTURE_SIZE  # noqa: E402

SOURCE = ROOT / "assets" / "cards" / "source" / "svg-cards.svg"
OUT = ROOT / "assets" / "cards"

_SUITS = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
_RANKS = {1: "1", 11: "jack", 12: "queen", 13: "king"}
_RED = "#e6180a"


def svg_id(code: str) -> str:
    """The svg-cards element id of an engine card code: ``10H`` -> ``heart_10``, ``JK2`` -> ``joker_red``."""
    if code == "JK1":
        return "joker_black"
    if code == "JK2":
        return "joker_red"
    rank, suit = code[:-1], code[-1]
    number = {"A": 1, "J": 11, "Q": 12, "K": 13}.get(rank) or int(rank)
    return f"{_SUITS[suit]}_{_RANKS.get(number, str(number))}"


def codes() -> list[str]:
    ranks = ["A", *(str(n) for n in range(2, 11)), "J", "Q", "K"]
    return [r + s for s in "SHDC" for r in ranks] + ["JK1", "JK2"]


def _group(svg: str, ident: str) -> tuple[int, int]:
    """Start and end offsets of the ``<g id=ident>`` element (groups in this file nest, so count them)."""
    start = svg.index(f'<g id="{ident}"')
    depth, at = 0, start
    for m in re.finditer(r"<g[\s>]|</g>", svg[start:]):
        depth += 1 if m.group().startswith("<g") else -1
        if depth == 0:
            at = start + m.end()
            break
    return start, at


def _recolour_suit(svg: str, suit: str, colour: str) -> str:
    """Pips and indices of every ``suit`` card in ``colour``: the suit symbol itself and the index uses."""
    start, end = _group(svg, suit)
    symbol = svg[start:end]
    if suit == "diamond":
        symbol = symbol.replace(_RED, colour)
    else:  # clubs inherit their fill: give the symbol one
        symbol = symbol.replace(f'<g id="{suit}">', f'<g id="{suit}" style="fill:{colour}">', 1)
    svg = svg[:start] + symbol + svg[end:]
    for ident in re.findall(rf'<g id="({suit}_(?:\d+|jack|queen|king))"', svg):
        start, end = _group(svg, ident)
        card = svg[start:end]
        # The rank indices are <use> of n_*, ace, jack, queen, king: colour those uses.
        card = re.sub(r'<use xlink:href="#(?:n_\d+|ace|jack|queen|king)"[^>]*/>', lambda m: _filled(m.group(), colour), card)
        svg = svg[:start] + card + svg[end:]
    return svg


def _filled(tag: str, colour: str) -> str:
    """A ``<use .../>`` tag with its fill set to ``colour`` (any fill it had is dropped)."""
    return re.sub(r' style="[^"]*"', "", tag)[:-2] + f' style="fill:{colour}"/>'


def _label_jokers(svg: str) -> str:
    """Write MAJOR / MINOR on the jokers, at the top right and turned round at the bottom left."""
    for ident, word, colour in (("joker_red", "MAJOR", _RED), ("joker_black", "MINOR", "#000000")):
        start, end = _group(svg, ident)
        card = svg[start:end]
        offset = re.search(r'<use xlink:href="#base" x="([-\d.]+)" y="([-\d.]+)"', card)
        assert offset is not None
        x0, y0 = float(offset.group(1)), float(offset.group(2)) - 235.27  # the base is drawn up from its bottom line
        style = f"font-weight:bold;font-size:13px;font-family:'DejaVu Serif';fill:{colour}"
        text = (
            f'<text x="{x0 + 160}" y="{y0 + 24}" text-anchor="end" style="{style}">{word}</text>'
            f'<text transform="rotate(180 {x0 + 83.29} {y0 + 121.07})" x="{x0 + 160}" y="{y0 + 24}"'
            f' text-anchor="end" style="{style}">{word}</text>'
        )
        svg = svg[: end - 4] + text + svg[end - 4 :]
    return svg


def _one_card(svg: str, ident: str, fill: str | None = None) -> str:
    """The deck file drawing only ``ident``, stretched to the poker ratio."""
    style = f' style="fill:{fill}"' if fill else ""
    svg = svg.replace("</svg>", f'<use xlink:href="#{ident}"{style}/></svg>')
    width, height = PICTURE_SIZE
    root = 'height="244.640" width="169.075" viewBox="0 0 169.075 244.640"'
    assert root in svg, "the svg-cards root element changed; check the card size"
    return svg.replace(root, f'height="{height}" width="{width}" viewBox="0 0 169.075 244.640" preserveAspectRatio="none"', 1)


def render(svg: str, out: Path, folder: str, name: str) -> None:
    """Write the picture at full size to ``out/folder/name`` and at half size to ``out/small/folder/name``."""
    import io

    import resvg_py
    from PIL import Image

    png = bytes(resvg_py.svg_to_bytes(svg_string=svg))
    with Image.open(io.BytesIO(png)) as img:
        img.load()
    assert img.size == PICTURE_SIZE, (folder, name, img.size)
    small = img.resize(SMALL_PICTURE_SIZE, Image.Resampling.LANCZOS)
    for picture, path in ((img, out / folder / name), (small, out / "small" / folder / name)):
        path.parent.mkdir(parents=True, exist_ok=True)
        picture.save(path, optimize=True)  # pillow's best zlib effort: about a fifth smaller than resvg's own


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    deck = _label_jokers(args.source.read_text(encoding="utf-8"))
    four = _recolour_suit(_recolour_suit(deck, "diamond", FOUR_BLUE), "club", FOUR_GREEN)
    for code in codes():
        render(_one_card(deck, svg_id(code)), args.out, "faces", f"{code}.png")
        if code[-1] in "DC" and not code.startswith("JK"):
            render(_one_card(four, svg_id(code)), args.out, "four", f"{code}.png")
    for name, fill in BACKS.items():
        render(_one_card(deck, "back", fill), args.out, "backs", f"{name}.png")
    print(f"wrote {len(codes())} faces, 26 four-colour faces and {len(BACKS)} backs, at two sizes, under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
