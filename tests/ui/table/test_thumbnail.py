"""A save's picture: written large enough to recognise, read back at one size whatever size it was
written at, and never trusted: a missing, broken or oversized file reads as None (Load shows the placeholder)."""

from __future__ import annotations

import io
from pathlib import Path

import pygame
import pytest

from game.ui import theme
from game.ui.table import thumbnail


@pytest.fixture(autouse=True)
def _pygame() -> None:
    pygame.display.init()


def screen(size: tuple[int, int]) -> pygame.Surface:
    """A window's worth of picture with something to recognise: a red card on the left, a blue one on the right."""
    surface = pygame.Surface(size)
    surface.fill((20, 90, 50))
    w, h = size
    surface.fill((200, 30, 30), pygame.Rect(w // 10, h // 4, w // 5, h // 2))
    surface.fill((30, 30, 200), pygame.Rect(w * 7 // 10, h // 4, w // 5, h // 2))
    return surface


def near(colour: pygame.Color, expected: tuple[int, int, int]) -> bool:
    """The same colour, give or take what smooth scaling blends in."""
    return all(abs(a - b) <= 8 for a, b in zip(colour[:3], expected, strict=True))


def save_beside(tmp_path: Path) -> Path:
    save = tmp_path / "Lunch duel.json"
    save.write_text("{}")
    return save


@pytest.mark.parametrize(("window", "stored"), [((960, 600), (480, 300)), ((1280, 720), (480, 270)), ((1024, 768), (400, 300))])
def test_a_written_picture_is_large_in_the_window_s_proportion_and_reads_back_at_its_size(
    tmp_path: Path, window: tuple[int, int], stored: tuple[int, int]
) -> None:
    save = save_beside(tmp_path)
    written = thumbnail.write(screen(window), save)
    assert written == thumbnail.path_for(save) and written.suffix == ".png"
    assert thumbnail.SIZE[0] >= 480 and thumbnail.SIZE[1] >= 300  # three times the old 160×100
    assert pygame.image.load(str(written)).get_size() == stored
    picture = thumbnail.read(save)
    assert picture is not None and picture.get_size() == stored
    w, h = stored
    assert near(picture.get_at((w // 5, h // 2)), (200, 30, 30))
    assert near(picture.get_at((w * 4 // 5, h // 2)), (30, 30, 200))


def test_a_picture_is_framed_unstretched_on_felt() -> None:
    wide = screen((1280, 720))
    frame = thumbnail.fitted(wide, (160, 100))  # 16:9 in a 16:10 frame: felt above and below
    assert frame.get_size() == (160, 100)
    assert near(frame.get_at((80, 1)), theme.FELT_DARK) and near(frame.get_at((80, 98)), theme.FELT_DARK)
    assert near(frame.get_at((32, 50)), (200, 30, 30))
    assert near(thumbnail.fitted(screen((960, 600)), (160, 100)).get_at((80, 1)), (20, 90, 50))  # same proportion: no felt


def test_a_picture_written_at_the_old_small_size_still_reads_scaled_up(tmp_path: Path) -> None:
    save = save_beside(tmp_path)
    pygame.image.save(thumbnail.picture_of(screen((960, 600)), (160, 100)), str(thumbnail.path_for(save)))
    picture = thumbnail.read(save)
    assert picture is not None and picture.get_size() == thumbnail.SIZE
    w, h = thumbnail.SIZE
    assert near(picture.get_at((w // 5, h // 2)), (200, 30, 30))


def test_a_missing_broken_or_oversized_picture_reads_as_none(tmp_path: Path) -> None:
    missing = save_beside(tmp_path)
    assert thumbnail.read(missing) is None
    broken = tmp_path / "Broken.json"
    thumbnail.path_for(broken).write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40)
    assert thumbnail.read(broken) is None
    not_png = tmp_path / "Text.json"
    thumbnail.path_for(not_png).write_text("a picture, honestly")
    assert thumbnail.read(not_png) is None
    huge = tmp_path / "Huge.json"
    buffer = io.BytesIO()
    pygame.image.save(pygame.Surface((thumbnail.SIZE[0] * 5, thumbnail.SIZE[1])), buffer, "png")
    thumbnail.path_for(huge).write_bytes(buffer.getvalue())
    assert thumbnail.read(huge) is None


def test_the_placeholder_fills_the_size_asked_for() -> None:
    assert thumbnail.placeholder().get_size() == thumbnail.SIZE
    assert thumbnail.placeholder((96, 60)).get_size() == (96, 60)
