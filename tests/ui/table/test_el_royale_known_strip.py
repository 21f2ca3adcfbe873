"""A known card half hidden in a fanned El Royale hand still says "known" in the strip it shows.

At 960x600 a play-tester saw each covered known card carry only a tiny gold tick that read as a yellow sliver;
only the rightmost card spelled the word out. Every covered card's mark must now hold the word "known", lie in the
strip the next card leaves visible, and keep off the card's rank-and-suit corner."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine import new_game
from game.engine.games.el_royale import ElRoyaleState
from game.ui import theme
from game.ui.table.layout import Placement
from game.ui.table.layouts.el_royale import ElRoyaleLayout
from game.ui.table.sprites import Pictures, PlainArt, _tag_pill
from game.ui.table.text_cache import text as rendered

#: The share of a card's width and height, from its top-left corner, that the rank and suit take (card_faces draws
#: them within about 0.18 of the width and 0.21 of the height).
INDEX_CORNER = (0.2, 0.22)


def _mark_box(p: Placement) -> pygame.Rect:
    """Where on the card's picture its tag paints: the bounds of every pixel that differs from the untagged card."""
    pictures = Pictures(PlainArt())
    plain = pictures.surface(p.code, True, p.width)
    marked = pictures.surface(p.code, True, p.width, tag=p.tag)
    w, h = plain.get_size()
    mask = pygame.Mask((w, h))
    for x, y in itertools.product(range(w), range(h)):
        if plain.get_at((x, y)) != marked.get_at((x, y)):
            mask.set_at((x, y))
    boxes = mask.get_bounding_rects()
    assert boxes, f"{p.key} carries no mark"
    return boxes[0].unionall(boxes[1:])


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("cards, options", [(7, {}), (13, {"mode": "teams2"})])
def test_every_covered_known_card_says_known_in_the_strip_it_shows(
    size: tuple[int, int], cards: int, options: dict[str, str]
) -> None:
    """Seven known cards in a four-seat hand (the tester's hand), and a thirteen-card team hand: each covered card's
    mark is as long as the word "known" at the tag's type size, fits the visible strip, and leaves the top-left rank
    and suit clear."""
    pygame.init()
    state = new_game("el-royale", 4, options=options, seed=3)
    assert isinstance(state, ElRoyaleState)
    while len(state.hands[0]) < cards:  # the tester had picked up a pile
        state.hands[0].append(state.deck.pop())
    state.known[0].extend(state.hands[0])
    view = ElRoyaleLayout(options=options).build(size, state.observation(0))
    hand = sorted((p for p in view.placements if p.tag), key=lambda p: p.pos[0])
    assert len(hand) == cards
    for under, over in itertools.pairwise(hand):
        shows = (over.pos[0] - over.width / 2) - (under.pos[0] - under.width / 2)
        box = _mark_box(under)
        tag_size = _tag_pill("known", under.width)[0]
        word = rendered("known", tag_size, theme.PANEL, True).get_width()
        assert max(box.w, box.h) >= word, f"{under.key}'s mark ({box.size}) is too small to hold the word 'known'"
        assert box.right <= shows, f"{under.key}'s mark reaches {box.right} px, the card shows {shows:.0f}"
        card_h = Pictures(PlainArt()).surface(under.code, True, under.width).get_height()
        corner = pygame.Rect(0, 0, round(under.width * INDEX_CORNER[0]), round(card_h * INDEX_CORNER[1]))
        assert not box.colliderect(corner), f"{under.key}'s mark {box} covers its rank and suit {corner}"
