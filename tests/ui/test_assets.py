"""Assets: found from source and from a frozen build; a missing font is one clear AssetError."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.ui import assets, fonts, licences
from game.ui.assets import AssetError, asset_path, asset_root


def test_the_shipped_font_and_its_licence_are_in_the_repository() -> None:
    root = asset_root()
    assert (root / "fonts" / "DejaVuSans.ttf").is_file()
    assert (root / "fonts" / "DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in (root / "fonts" / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_a_frozen_build_looks_beside_its_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_root() == tmp_path / "assets"
    with pytest.raises(AssetError, match="missing"):
        asset_path("fonts", "DejaVuSans.ttf")


def test_missing_and_empty_files_say_which_file(tmp_path: Path) -> None:
    with pytest.raises(AssetError, match=r"missing: .*nothing\.ttf"):
        asset_path("nothing.ttf", root=tmp_path)
    (tmp_path / "empty.ttf").write_bytes(b"")
    with pytest.raises(AssetError, match="empty"):
        asset_path("empty.ttf", root=tmp_path)


def test_fonts_load_and_are_cached() -> None:
    pygame.font.init()
    assert fonts.font(18) is fonts.font(18)
    assert fonts.font(18, bold=True) is not fonts.font(18)
    assert fonts.font(30).get_height() > fonts.font(12).get_height()
    assert fonts.font(18).size("♠♥♦♣")[0] > 0


def test_a_missing_font_is_an_asset_error_not_a_crash(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(assets, "asset_root", lambda: tmp_path)
    fonts.font.cache_clear()
    fonts.pil_font.cache_clear()
    try:
        with pytest.raises(AssetError, match="DejaVuSans"):
            fonts.font(23)
        with pytest.raises(AssetError, match="DejaVuSans-Bold"):
            fonts.pil_font(23, bold=True)
    finally:
        fonts.font.cache_clear()
        fonts.pil_font.cache_clear()


def test_a_damaged_font_is_an_asset_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "fonts").mkdir()
    (tmp_path / "fonts" / "DejaVuSans.ttf").write_bytes(b"not a font at all")
    monkeypatch.setattr(assets, "asset_root", lambda: tmp_path)
    fonts.font.cache_clear()
    fonts.pil_font.cache_clear()
    try:
        with pytest.raises(AssetError, match="cannot be read"):
            fonts.font(21)
        with pytest.raises(AssetError, match="cannot be read"):
            fonts.pil_font(21)
    finally:
        fonts.font.cache_clear()
        fonts.pil_font.cache_clear()


def test_every_shipped_file_has_its_licence_recorded_and_the_licence_text_ships() -> None:
    assert licences.unrecorded() == []
    for record in licences.load():
        assert record.credit and record.licence and record.files
        if record.licence_file:
            assert "licen" in (asset_root() / record.licence_file).read_text(encoding="utf-8").lower()
        else:
            assert "Card Duels" in record.credit  # only our own work may go without a licence text of its own


def test_a_file_added_without_a_record_is_found(tmp_path: Path) -> None:
    (tmp_path / "LICENCES.json").write_bytes((asset_root() / "LICENCES.json").read_bytes())
    (tmp_path / "fonts").mkdir()
    (tmp_path / "fonts" / "Some.ttf").write_bytes(b"x")
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "boom.ogg").write_bytes(b"x")
    assert licences.unrecorded(tmp_path) == ["sounds/boom.ogg"]


def test_a_broken_licence_record_is_an_asset_error(tmp_path: Path) -> None:
    (tmp_path / "LICENCES.json").write_text('{"records": [{"files": []}]}', encoding="utf-8")
    with pytest.raises(AssetError, match="licence record"):
        licences.load(tmp_path)
