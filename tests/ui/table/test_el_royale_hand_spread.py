"""An El Royale hand of eight or more known cards: tags clear of every readable corner, and room used when there is room.

Play-testers at eight seats saw the small "known" tags sit on the rank and suit of the cards beside them, and at
1920x1080 saw an eight-card hand squeezed into the middle half of the table with the bottom right of the table empty.
"""

from __future__ import annotations

import itertools

import pygame
import pytest
from layout_checks import card_rect
from table_text import off_the_table, words_running_into_things

from game.engine import new_game
from game.engine.games.el_royale import ElRoyaleState
from game.ui.table.layout import Placement, TableView
from game.ui.table.layouts.el_royale import ElRoyaleLayout
from game.ui.table.sprites import _STANDS, _tag_pill
from game.ui.table.text_cache import text as rendered

#: Where a card's rank and suit are painted, as shares of its width and height from the top-left corner (and the
#: same turned round at the bottom right): card_faces draws them within 0.02-0.18 of the width and 0.21 of the height.
INDEX = (0.2, 0.22)
NAMES = ["You", *(f"Computer {k}" for k in range(1, 8))]


def _hand_view(size: tuple[int, int], cards: int, seats: int = 8) -> tuple[TableView, list[Placement]]:
    """The table of an ``seats``-seat game whose viewer holds ``cards`` cards, every one known to all."""
    pygame.init()
    state = new_game("el-royale", seats, seed=3)
    assert isinstance(state, ElRoyaleState)
    pool = [c for hand in state.hands[1:] for c in hand[2:]] + list(state.deck)
    while len(state.hands[0]) < cards:
        state.hands[0].append(pool.pop())
    state.known[0].extend(state.hands[0])
    view = ElRoyaleLayout(NAMES[:seats]).build(size, state.observation(0))
    hand = sorted((p for p in view.placements if p.key.startswith("c:") and p.code in {c.code for c in state.hands[0]}),
                  key=lambda p: p.pos[0])  # fmt: skip
    assert len(hand) == cards
    return view, hand


def _tag_rect(p: Placement) -> pygame.Rect:
    """Where on the table a card's tag paints (see ``sprites.tagged``)."""
    r = card_rect(p)
    size, pad, pill_w = _tag_pill(p.tag, p.width)
    words = p.tag.removeprefix(_STANDS)
    tall = rendered(words, size, (0, 0, 0), True).get_height() + 2
    if words != p.tag:
        pill_w = min(pill_w, round(r.h * 0.7) - pad)
        return pygame.Rect(r.x + pad, r.bottom - pad - pill_w, tall, pill_w)
    return pygame.Rect(r.x + pad, r.bottom - pad - tall, pill_w, tall)


def _corners(p: Placement) -> list[pygame.Rect]:
    r = card_rect(p)
    w, h = round(r.w * INDEX[0]), round(r.h * INDEX[1])
    return [pygame.Rect(r.x, r.y, w, h), pygame.Rect(r.right - w, r.bottom - h, w, h)]


def _seen(rect: pygame.Rect, p: Placement, view: TableView) -> pygame.Rect | None:
    """The part of ``rect`` (on card ``p``) no higher card covers, as a box (None when it is all covered)."""
    above = [card_rect(q) for q in view.placements if q.z > p.z]
    points = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
    left = [pt for pt in points if not any(a.collidepoint(pt) for a in above)]
    if not left:
        return None
    xs, ys = [x for x, _ in left], [y for _, y in left]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("cards", [8, 11, 16])
def test_no_known_tag_lies_on_a_readable_rank_and_suit(size: tuple[int, int], cards: int) -> None:
    """Each tag, where it shows, keeps off every corner index a player can see: its own card's and its neighbours'."""
    view, hand = _hand_view(size, cards)
    for tagged in hand:
        tag = _seen(_tag_rect(tagged), tagged, view)
        assert tag is not None, f"{tagged.key}'s tag is hidden"
        for other in hand:
            for corner in _corners(other):
                readable = _seen(corner, other, view)
                assert readable is None or not tag.colliderect(readable), f"{tagged.key}'s tag {tag} on {other.key}'s index"


def test_at_1920x1080_an_eight_card_hand_spreads_out_with_every_corner_whole() -> None:
    """Eight cards at 1920x1080 showed less than two thirds of each card though the table's right half stood empty:
    now each card shows at least its whole width less a sliver, and the hand stays on the table, clear of the seats."""
    size = (1920, 1080)
    view, hand = _hand_view(size, 8)
    for under, over in itertools.pairwise(hand):
        shows = card_rect(over).left - card_rect(under).left
        assert shows >= under.width * 0.9, f"{under.key} shows {shows} of {under.width} px"
        assert not card_rect(over).colliderect(_corners(under)[0]), f"{over.key} lies on {under.key}'s rank and suit"
    assert off_the_table(view, size) == []
    assert words_running_into_things(view) == []


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 4, 6, 8])
def test_a_long_hand_spreads_clear_of_every_seat_and_inside_the_play_region(size: tuple[int, int], seats: int) -> None:
    view, hand = _hand_view(size, 12, seats)
    assert off_the_table(view, size) == []
    assert words_running_into_things(view) == []
    mine = {p.key for p in hand}
    for p in hand:
        others = [q.key for q in view.placements if q.key not in mine and card_rect(q).colliderect(card_rect(p))]
        assert not others, f"{p.key} lies on {others}"
