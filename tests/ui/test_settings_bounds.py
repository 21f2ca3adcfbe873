"""A hand-edited settings file can ask for anything; the app opens within what the screen and the app allow."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.ui import fonts
from game.ui.app import App
from game.ui.settings import MAX_WINDOW, MIN_WINDOW, Settings, load


def test_a_huge_window_size_is_clamped_when_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"window_size": [16384, 16384]}), encoding="utf-8")
    assert load(path).window_size == MAX_WINDOW
    path.write_text(json.dumps({"window_size": [-5, 10**12]}), encoding="utf-8")
    assert load(path).window_size == (MIN_WINDOW[0], MAX_WINDOW[1])


def test_the_window_never_opens_larger_than_the_desktop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")  # as on a real desktop of 1600×900
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    app = App(Settings(window_size=(16384, 16384), muted=True), settings_path=None)
    try:
        width, height = app.size
        assert MIN_WINDOW[0] <= width <= 1600 and MIN_WINDOW[1] <= height <= 900
    finally:
        app.close()


def test_any_text_renders_lone_surrogates_and_nul_included() -> None:
    pygame.font.init()
    font = fonts.font(18)
    for text in ("Jos\ud800", "\udfff", "a\x00b", "\u202eabc", "x" * 2000, ""):
        image = font.render(text, True, (0, 0, 0))
        assert image.get_height() > 0
        assert font.size(text)[1] > 0
    assert font.size("Jos\ud800") == font.size("Jos\ufffd")
