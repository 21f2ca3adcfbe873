"""Card art: every card the engine knows gets a crisp face at the exact size asked, drawn once and cached."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from PIL import Image

from game.engine.cards import HIDDEN, full_deck
from game.engine.games.duel_of_swords import DESCRIPTIONS, SWORD_NAMES
from game.ui import assets, card_faces
from game.ui.assets import AssetError, asset_root
from game.ui.card_art import MOVE_WORDS_WIDTH, CardArt
from game.ui.icon import make_icon
from game.ui.settings import CARD_BACKS, DEFAULT_BACK

ALL_CODES = [c.code for c in full_deck(jokers=True)] + ["MK"]


def colour_count(surface: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 40) -> int:
    """How many opaque pixels are close to ``colour``."""
    w, h = surface.get_size()
    n = 0
    for x in range(0, w, 2):
        for y in range(0, h, 2):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and abs(r - colour[0]) + abs(g - colour[1]) + abs(b - colour[2]) < tolerance:
                n += 1
    return n


@pytest.mark.parametrize("width", [61, 100, 180, 260])
def test_every_card_is_drawn_at_the_exact_poker_size(width: int) -> None:
    art = CardArt()
    expected = (width, round(width * 7 / 5))
    assert art.card_size(width) == expected
    for code in ALL_CODES:
        surface = art.face(code, width)
        assert surface.get_size() == expected, code
        assert surface.get_flags() & pygame.SRCALPHA
    assert art.back(width).get_size() == expected


def test_corners_are_transparent_and_the_middle_is_opaque() -> None:
    face = CardArt().face("7D", 120)
    assert face.get_at((0, 0)).a == 0
    w, h = face.get_size()
    assert face.get_at((w // 2, h // 2 + 30)).a == 255
    assert face.get_at((0, h // 2)).a == 255  # opaque to its very edge, as the deck is
    assert face.get_at((w - 1, h - 1)).a == 0


def test_cards_are_cached_per_code_width_and_scheme() -> None:
    art = CardArt()
    first = art.face("QH", 100)
    assert art.face("QH", 100) is first
    assert art.face("QH", 101) is not first
    art.four_colour = True
    assert art.face("QH", 100) is not first
    assert len(art) == 3


def test_every_face_is_different_and_the_hidden_code_is_the_back() -> None:
    art = CardArt()
    pictures = {pygame.image.tobytes(art.face(code, 70), "RGBA") for code in ALL_CODES}
    assert len(pictures) == len(ALL_CODES)
    assert art.face(HIDDEN, 70) is art.back(70)
    assert pygame.image.tobytes(art.back(70), "RGBA") not in pictures


def test_red_suits_are_red_and_black_suits_are_black_in_two_colours() -> None:
    art = CardArt()
    assert colour_count(art.face("9H", 120), card_faces.RED) > 50
    assert colour_count(art.face("9S", 120), card_faces.RED) == 0
    assert colour_count(art.face("9S", 120), card_faces.INK) > 50


def test_four_colours_paint_diamonds_blue_and_clubs_green() -> None:
    two, four = CardArt(), CardArt(four_colour=True)
    assert colour_count(two.face("9D", 120), card_faces.BLUE) == 0
    assert colour_count(four.face("9D", 120), card_faces.BLUE) > 50
    assert colour_count(four.face("9C", 120), card_faces.GREEN) > 50
    assert colour_count(four.face("9H", 120), card_faces.RED) > 50


def test_more_pips_mean_more_ink() -> None:
    art = CardArt()
    ink = [colour_count(art.face(f"{r}S", 120), card_faces.INK) for r in range(2, 11)]
    assert ink == sorted(ink)


def test_the_ace_has_one_pip_in_the_middle_where_the_three_has_three() -> None:
    art = CardArt()
    ace, three = art.face("AS", 150), art.face("3S", 150)
    w, h = ace.get_size()
    assert ace.get_at((w // 2, h // 2)).r < 80  # inked
    assert three.get_at((w // 2, h // 2)).r < 80
    top, bottom = (w // 2, round(h * 0.22)), (w // 2, round(h * 0.78))
    assert ace.get_at(top).r > 200 and ace.get_at(bottom).r > 200  # blank where the three has its other pips
    assert three.get_at(top).r < 80 and three.get_at(bottom).r < 80


def test_the_two_jokers_are_told_apart_by_colour() -> None:
    art = CardArt()
    assert colour_count(art.face("JK2", 120), card_faces.RED) > colour_count(art.face("JK1", 120), card_faces.RED)


def test_a_card_code_that_does_not_exist_is_refused_readably() -> None:
    with pytest.raises(ValueError, match="not a card code"):
        CardArt().face("ZZ", 100)


def test_move_cards_show_each_move_differently() -> None:
    art = CardArt()
    pictures = []
    for i, (name, text) in enumerate(zip(SWORD_NAMES, DESCRIPTIONS, strict=True)):
        surface = art.move_card(i, name, text, 140)
        assert surface.get_size() == (140, 196)
        assert colour_count(surface, card_faces.BROWN) > 100
        pictures.append(pygame.image.tobytes(surface, "RGBA"))
    assert len(set(pictures)) == 10
    assert art.move_card(0, SWORD_NAMES[0], DESCRIPTIONS[0], 140) is art.move_card(0, SWORD_NAMES[0], DESCRIPTIONS[0], 140)


def test_long_descriptions_wrap_inside_the_card() -> None:
    lines = card_faces.wrap(DESCRIPTIONS[9], 200, 16)
    assert len(lines) > 1
    assert " ".join(lines) == DESCRIPTIONS[9]
    size, fitted = card_faces._fit_lines("word " * 80, 100, 60, 20)
    assert size * 1.2 * len(fitted) <= 60 or size == 4


def test_drawing_is_lazy_until_a_card_is_asked_for() -> None:
    art = CardArt()
    assert len(art) == 0
    art.warm(["AS", "KD"], 90)
    assert len(art) == 2


def test_the_icon_is_square_and_has_a_transparent_edge() -> None:
    for size in (16, 32, 256):
        icon = make_icon(size)
        assert isinstance(icon, Image.Image)
        assert icon.size == (size, size) and icon.mode == "RGBA"
    big = make_icon(256)
    assert big.getpixel((128, 128))[3] == 255
    assert big.getpixel((2, 128))[3] == 0


def test_each_card_back_is_its_own_picture_and_an_unknown_one_is_the_default() -> None:
    backs = {}
    for name in CARD_BACKS:
        backs[name] = pygame.image.tobytes(CardArt(back_name=name).back(80), "RGBA")
    assert len(set(backs.values())) == len(CARD_BACKS)
    assert pygame.image.tobytes(CardArt(back_name="tartan").back(80), "RGBA") == backs[DEFAULT_BACK]
    art = CardArt()
    blue = art.back(80)
    art.back_name = "red"
    assert art.back(80) is not blue
    assert art.face(HIDDEN, 80) is art.back(80)


def test_the_jokers_say_which_is_major() -> None:
    art = CardArt()
    major, minor = art.face("JK2", 200), art.face("JK1", 200)
    corner = pygame.Rect(110, 5, 85, 30)  # top right: MAJOR in red, MINOR in black
    assert colour_count(major.subsurface(corner), card_faces.RED) > 20
    assert colour_count(minor.subsurface(corner), card_faces.RED) == 0
    assert colour_count(minor.subsurface(corner), card_faces.INK) > 20


def test_a_missing_card_picture_is_an_asset_error_naming_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(assets, "asset_root", lambda: tmp_path)
    with pytest.raises(AssetError, match=r"missing: .*QH\.png"):
        CardArt().face("QH", 90)
    (tmp_path / "cards" / "small" / "faces").mkdir(parents=True)
    (tmp_path / "cards" / "small" / "faces" / "QH.png").write_bytes(b"not a picture")
    with pytest.raises(AssetError, match="cannot be read"):
        CardArt().face("QH", 90)


def test_every_picture_ships_at_full_and_half_size() -> None:
    root = asset_root() / "cards"
    names = [f"faces/{c}.png" for c in ALL_CODES if c != "MK"]
    names += [f"four/{c}.png" for c in ALL_CODES if c[-1] in "DC"]
    names += [f"backs/{b}.png" for b in CARD_BACKS]
    for name in names:
        with Image.open(root / name) as big, Image.open(root / "small" / name) as small:
            assert big.size == card_faces.PICTURE_SIZE, name
            assert small.size == card_faces.SMALL_PICTURE_SIZE, name


def test_cards_up_to_the_small_pictures_width_load_those(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import card_art

    loaded: list[tuple[str, ...]] = []
    real = card_art.load_picture

    def spy(*parts: str) -> pygame.Surface:
        loaded.append(parts)
        return real(*parts)

    monkeypatch.setattr(card_art, "load_picture", spy)
    art = CardArt(four_colour=True)
    art.face("KD", card_faces.SMALL_PICTURE_SIZE[0])
    art.face("KD", card_faces.SMALL_PICTURE_SIZE[0] + 1)
    art.back(60)
    assert loaded == [("small", "four", "KD.png"), ("four", "KD.png"), ("small", "backs", "blue.png")]


def test_a_move_card_too_small_to_read_its_words_shows_a_larger_sign_instead() -> None:
    """At 960x600 the descriptions were a 5 px smudge; the sign now fills their room (the words stay in the tip)."""
    art = CardArt()
    small = art.move_card(0, SWORD_NAMES[0], DESCRIPTIONS[0], MOVE_WORDS_WIDTH - 15)
    big = art.move_card(0, SWORD_NAMES[0], DESCRIPTIONS[0], MOVE_WORDS_WIDTH + 60)
    w, h = small.get_size()
    lower = small.subsurface((0, int(h * 0.62), w, int(h * 0.3)))  # where the words were
    assert colour_count(lower, card_faces.INK) == 0  # no words
    assert (
        colour_count(small, card_faces.BROWN) / (w * h)
        > 0.9 * colour_count(big, card_faces.BROWN) / big.get_width() / big.get_height()
    )
    bw, bh = big.get_size()
    assert colour_count(big.subsurface((0, int(bh * 0.62), bw, int(bh * 0.3))), card_faces.INK) > 0  # a big card keeps them


def test_a_move_card_in_hand_at_1280x720_leaves_its_7_px_words_to_the_tip() -> None:
    """The hand's move cards are 93 px wide at 1280x720: words there came out at 7 px, unreadable."""
    art = CardArt()
    card = art.move_card(0, SWORD_NAMES[0], DESCRIPTIONS[0], 93)
    w, h = card.get_size()
    assert colour_count(card.subsurface((0, int(h * 0.62), w, int(h * 0.3))), card_faces.INK) == 0


def _rank_rows(face: pygame.Surface) -> int:
    """How many pixel rows tall the first run of ink is in the top left corner's index column (the rank)."""
    w, h = face.get_size()
    inside = range(max(2, round(w * 0.06)), round(w * 0.28))  # clear of the edge and its rounded corner
    rows = [any(sum(face.get_at((x, y))[:3]) < 300 for x in inside) for y in range(2, h // 3)]
    start = rows.index(True)
    return next((n for n, inked in enumerate(rows[start:]) if not inked), len(rows) - start)


@pytest.mark.parametrize("width", [32, 46, 60])
def test_a_small_cards_corner_rank_is_tall_enough_to_be_read(width: int) -> None:
    """A play-tester read 6♥ as 9♥ on a 46 px Suits Duel battler at 960x600: the deck's own index, scaled with the
    card, was a condensed 8 px figure 4 px wide (6 px on a Mortal Swords armor card at four knights, 32 px)."""
    art = CardArt()
    for code in ("AS", "7C", "KS"):
        assert _rank_rows(art.face(code, width)) >= card_faces.MIN_RANK_PX, code


@pytest.mark.parametrize("width", [46, 139])
def test_six_and_nine_are_told_apart_the_right_way_up_and_turned_round(width: int) -> None:
    """Both are underlined (a six read upside down is no nine); each is its own figure, not the other turned."""
    six = card_faces.corner_index("6", "H", card_faces.RED, width)
    nine = card_faces.corner_index("9", "H", card_faces.RED, width)
    assert six.tobytes() != nine.rotate(180).tobytes() and six.tobytes() != nine.tobytes()
    seven = card_faces.corner_index("7", "H", card_faces.RED, width)
    assert six.height > seven.height, "the underline adds a row under the figure"


def test_the_corner_index_keeps_the_decks_proportions_on_large_cards() -> None:
    """At 1920x1080 (139 px hand cards) the index grows with the card, as the deck's own did."""
    assert card_faces.index_sizes(139)[0] > card_faces.MIN_RANK_PX * 2
    assert card_faces.index_sizes(46) == (card_faces.MIN_RANK_PX, card_faces.MIN_SUIT_PX)
