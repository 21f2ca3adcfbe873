"""The credits screen names every shipped work and its licence, fits small and large windows, and goes back."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import click_on, make_app

from game.engine import GAMES
from game.ui.scenes.credits import CreditsScene
from game.ui.scenes.title import TitleScene


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_credits_name_the_card_art_the_font_and_the_sounds_and_fit(size: tuple[int, int]) -> None:
    app = make_app()
    try:
        click_on(app, "Credits")
        scene = app.scene
        assert isinstance(scene, CreditsScene)
        scene.resize(size)
        surface = pygame.Surface(size)
        scene.draw(surface)
        elements = scene.elements()
        words = " ".join(e.text for e in elements)
        for name in ("svg-cards", "David Bellot", "LGPL-2.1", "DejaVu", "Sounds"):
            assert name in words
        for game in GAMES.values():  # the games' makers, named only on the rules pages before
            assert f"{game.name}: {game.designer}" in words
        assert ".py" not in words and "repository" not in words, "a player's words, not a developer's"
        window = pygame.Rect(0, 0, *size)
        assert all(e.fits for e in elements)
        assert all(window.contains(pygame.Rect(e.rect)) for e in elements)
        texts = [pygame.Rect(e.rect) for e in elements if e.name.startswith("credit:")]
        back = pygame.Rect(next(e.rect for e in elements if e.name == "button:Back"))
        assert not any(r.colliderect(back) for r in texts)
        click_on(app, "Back")
        assert isinstance(app.scene, TitleScene)
    finally:
        app.close()


def test_the_credits_grow_with_the_window_like_the_other_menus() -> None:
    app = make_app()
    try:
        click_on(app, "Credits")
        scene = app.scene
        assert isinstance(scene, CreditsScene)
        heights = {}
        for size in [(1280, 720), (1920, 1080)]:
            scene.resize(size)
            scene.draw(pygame.Surface(size))
            laid = {e.name: pygame.Rect(e.rect) for e in scene.elements()}
            heights[size] = (laid["credit:0"].height, laid["button:Back"].height)
        for design, large in zip(heights[(1280, 720)], heights[(1920, 1080)], strict=True):
            assert large >= 1.4 * design
    finally:
        app.close()
