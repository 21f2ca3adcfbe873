"""Helpers for the shell's headless tests: an app with no settings file, and synthetic input."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.settings import Settings
from game.ui.widgets import Widget


def make_app(settings: Settings | None = None) -> App:
    app = App(settings or Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None)
    app.step(wait=False)
    return app


def widget(scene: object, text: str) -> Widget:
    """The control on the current screen whose label is ``text``."""
    for w in scene.group.widgets:  # type: ignore[attr-defined]
        if w.text == text:
            return w
    raise AssertionError(f"no control {text!r}")


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(wait=False)


def click_on(app: App, text: str) -> None:
    click(app, widget(app.scene, text).rect.center)


def key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.step(wait=False)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(wait=False)
