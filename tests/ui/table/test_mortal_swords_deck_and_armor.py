"""Mortal Swords on the table: the deck count includes the strong-suit card still under it (MS-R02), and every armor
card, live or used, shows its rank and suit in a row spread over its room (MS-R16); a foe's row is named as armor."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from layout_checks import INDEX_CORNER, card_rect

from game.engine.cards import card
from game.engine.games.mortal_swords import MortalSwordsState
from game.ui.table.layout import Placement, TableView
from game.ui.table.layouts.mortal_swords import MortalSwordsLayout

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine" / "games"))
from test_mortal_swords_helpers import P1, P2, arrange, deal  # type: ignore[import-not-found, unused-ignore]

SIZES = [(960, 600), (1920, 1080)]


def texts(view: TableView) -> list[str]:
    return [m.text for m in view.marks if m.kind == "text"]


def placed(view: TableView, code: str) -> Placement:
    found = view.placement(f"c:{code}")
    assert found is not None, code
    return found


def corner_cover(view: TableView, p: Placement) -> list[str]:
    """The cards lying over the top-left index corner of ``p``."""
    r = card_rect(p)
    corner = pygame.Rect(r.x + 2, r.y + 2, round(r.w * INDEX_CORNER[0]), round(r.h * INDEX_CORNER[1]))
    return [q.key for q in view.placements if q.z > p.z and q.key != p.key and card_rect(q).colliderect(corner)]


@pytest.mark.parametrize("size", SIZES)
def test_the_deck_count_at_the_deal_counts_the_strong_suit_card_drawn_last(size: tuple[int, int]) -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H"], "JS")
    assert len(state.deck) + len(state.indicator) == 40
    assert "deck 40" in texts(MortalSwordsLayout().build(size, state.observation(P1)))


@pytest.mark.parametrize("size", SIZES)
def test_with_only_the_strong_suit_card_left_the_deck_reads_one_and_after_it_is_drawn_zero(size: tuple[int, int]) -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H"], "QC")
    state.discard, state.deck = [*state.discard, *state.deck], []
    view = MortalSwordsLayout().build(size, state.observation(P1))
    assert "deck 1" in texts(view) and placed(view, "QC").face_up
    state.hands[P1].append(state.indicator.pop())  # the next draw takes it
    view = MortalSwordsLayout().build(size, state.observation(P1))
    assert "deck 0" in texts(view)
    assert any(m.kind == "marker" and m.text == "Strong suit ♣" for m in view.marks), "S stays shown (MS-R02)"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seat", [P1, P2])
def test_every_armor_card_live_or_used_shows_its_index_corner(size: tuple[int, int], seat: int) -> None:
    """The foe's used 5♥ lay under the live 3♣ beside it and showed only a heart pip (MS-R16: used armor keeps
    showing which card it was)."""
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H"], "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H"}, armor={P2: "2C 3C 5H 4S 8S"}, used={P2: "2C 5H 8S"})
    view = MortalSwordsLayout().build(size, state.observation(P1 if seat == P2 else P2))
    for code in ("2C", "3C", "5H", "4S", "8S"):
        assert not corner_cover(view, placed(view, code)), f"{code}'s index corner is covered"
    assert placed(view, "2C").dim and placed(view, "5H").dim and not placed(view, "4S").dim


@pytest.mark.parametrize("size", SIZES)
def test_a_short_armor_row_spreads_over_its_room(size: tuple[int, int]) -> None:
    """Your Q♦ lay mostly under your next armor card though the row had room for four more cards."""
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H"], "JS")
    arrange(state, {P1: "5C 2D 6D 7D", P2: "2H 3H 4H 5H"}, armor={P1: "QD 4C", P2: "2C 3C"})
    view = MortalSwordsLayout().build(size, state.observation(P1))
    for a, b in (("QD", "4C"), ("2C", "3C")):
        assert not card_rect(placed(view, a)).colliderect(card_rect(placed(view, b))), f"{a} lies under {b}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4])
def test_a_foes_armor_row_is_named_so_it_does_not_read_as_a_hand(size: tuple[int, int], seats: int) -> None:
    hands = ["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "9C 3C 4C 6C 7C 8C", "KS KH KD KC QS QH"][:seats]
    state = deal(hands, "JS")
    foe = 1  # (at 960x600 with four knights a plate as long as "Knight 4 · 5 cards · dealer" leaves no room for it)
    arrange(state, {s: h if s != foe else h[3:] for s, h in enumerate(hands)}, armor={foe: "2S"})
    view = MortalSwordsLayout().build(size, state.observation(P1))
    armor = card_rect(placed(view, "2S"))
    labels = [pygame.Rect(m.rect) for m in view.marks if m.kind == "text" and m.text == "armor"]
    room = armor.w * 4.2  # the row's room of six overlapping cards
    near = [r for r in labels if 0 <= r.top - armor.bottom < 40 and armor.left - 2 <= r.left < armor.left + room]
    assert near, f"no armor label under the foe's row {armor}: {labels}"
    assert isinstance(state, MortalSwordsState) and card("2S") in state.armor[foe]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("viewer", [P1, P2])
def test_a_used_armor_card_keeps_its_place_in_the_row(size: tuple[int, int], viewer: int) -> None:
    """A foe's 7♠ 7♥ read 7♥ 7♠ once 7♥ had taken a hit: the used card moved to the left of the row, as if the two
    had swapped. Each card keeps the place it was laid in, used or not, each over its left neighbour (MS-R16); the
    viewer's own row and a foe's alike."""
    hands, rows = {P1: "5C 2D 3D 4D", P2: "2H 3H 4H 5H"}, {P1: "7S 7H", P2: "8S 8H"}
    for used in ({}, {P1: "7H", P2: "8H"}):
        state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H"], "JS")
        arrange(state, hands, armor=rows, used=used)
        view = MortalSwordsLayout().build(size, state.observation(viewer))
        for first, second in (("7S", "7H"), ("8S", "8H")):
            a, b = placed(view, first), placed(view, second)
            assert a.pos[0] < b.pos[0] and a.z < b.z, f"{second} {'used ' if used else ''}lies left of {first}"
            assert b.dim == bool(used) and not a.dim


@pytest.mark.parametrize("size", [*SIZES, (1280, 720)])
def test_a_long_plate_leaves_its_armor_rows_name_beside_it_on_one_line(size: tuple[int, int]) -> None:
    """ "Computer 3 · 5 cards · attacker · dealer" was long enough to push its row's "armor" under it, onto a second
    line: the plate gives up its least needed word instead."""
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "2C 3C 4C 6C 7C 8C", "9H 10H JH QH KH AH"], "JS")
    state.dealer = state.attacker = 2
    names = ["Player 1", "Player 2", "Computer 3", "Computer 4"]
    for viewer in (0, 1, 3):
        view = MortalSwordsLayout(names).build(size, state.observation(viewer))
        plates = [m for m in view.marks if m.kind == "plate" and "cards" in m.text]
        words = [m for m in view.marks if m.kind == "text" and m.text == "armor"]
        for plate in plates:
            word = min(words, key=lambda m: abs(m.rect[0] - plate.rect[0] - plate.rect[2]))
            assert abs((word.rect[1] + word.rect[3] / 2) - (plate.rect[1] + plate.rect[3] / 2)) < plate.rect[3] / 2, plate.text
            assert not pygame.Rect(word.rect).colliderect(pygame.Rect(plate.rect)), plate.text
        assert any("attacker" in p.text for p in plates) or size[0] < 1280
