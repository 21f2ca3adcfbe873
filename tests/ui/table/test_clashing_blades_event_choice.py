"""Clashing Blades with the event deck: "Turn over an event card" and "Leave the events alone" are drawn in the
words of every other choice button. At 1920x1080 they were squeezed side by side onto one row in the smallest words:
the side column kept room for two rows that could never fit in it."""

from __future__ import annotations

import random

import pygame
import pytest
from fake_app import FakeApp

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table import overlays
from game.ui.table.scene import TableScene


def at_the_event_choice(size: tuple[int, int]) -> TableScene:
    """Two humans at Clashing Blades with the event deck, played at random until the one at the screen is asked
    whether to turn over an event card."""
    for seed in range(20):
        players = tuple(SeatSetup(f"P{i + 1}", True) for i in range(2))
        scene = TableScene(FakeApp(size, scale=0.0), GameSetup("clashing-blades", players, {"eventDeck": True}, seed))
        rng = random.Random(seed)
        for _ in range(300):
            scene.update(0.0)
            if scene.state.is_over:
                break
            if scene.curtain.down:
                scene.curtain.lift()
                scene.refresh(animate=False)
            legal = scene.state.legal_actions(scene.viewer)
            if any(a.kind == "turn-event" for a in legal):
                return scene
            scene.play(scene.viewer, rng.choice(legal))
        scene.leave()
    raise AssertionError("no exact counter offered an event card")


def label_sizes(scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """The text size each choice button's label is drawn in, in one frame."""
    sizes: dict[str, int] = {}
    real = overlays.rendered

    def spy(words: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        sizes.setdefault(words, size)
        return real(words, size, *args, **kwargs)

    monkeypatch.setattr(overlays, "rendered", spy)
    scene.draw(pygame.Surface(scene.app.size))
    monkeypatch.setattr(overlays, "rendered", real)
    choices = [e.text for e in scene.elements() if e.name.startswith("choice:")]
    # a label may be drawn in lines (and beside its number key): the size of the lines that are part of it
    return {text: max(size for words, size in sizes.items() if len(words) > 1 and words in text) for text in choices}


@pytest.mark.parametrize("size", [(1920, 1080)])
def test_the_event_choices_are_drawn_near_as_large_as_a_lone_choice(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = at_the_event_choice(size)
    both = label_sizes(scene, monkeypatch)
    assert set(both) == {"Turn over an event card", "Leave the events alone"}, both
    view = scene.view
    scene.view = type(view)(view.placements, view.zones, view.buttons[:1], view.marks, view.anchors)
    lone = label_sizes(scene, monkeypatch)
    scene.view = view
    assert min(both.values()) >= 0.9 * max(lone.values()), (both, lone)  # two rows: near a lone choice's words
    scene.leave()


def test_in_the_smallest_window_the_event_choices_keep_their_words_whole_before_their_key_caps() -> None:
    """At 960x600 the digit caps took the room the words needed: "Turn over an even…", "Leave the events…". When the
    choices cannot wear their caps and keep their words whole, the caps go (the number keys still press them)."""
    scene = at_the_event_choice((960, 600))
    scene.draw(pygame.Surface(scene.app.size))
    choices = [e for e in scene.elements() if e.name.startswith("choice:")]
    assert {e.text for e in choices} == {"Turn over an event card", "Leave the events alone"}
    assert all(e.fits for e in choices), [(e.text, e.fits) for e in choices]
    scene.leave()
