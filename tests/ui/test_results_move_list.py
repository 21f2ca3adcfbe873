"""The results' move list shows every line it has room for: a line saying "… N earlier" never takes the place of N
lines that would fit there.

A first-timer's results began "… 1 earlier" over a story panel with almost a line of room to spare: the one line
left out was two rows tall, the note one. The chart under the story now gives a little of its height when that lets
the whole story show; a lone line left out all the same is shown, cut to the room there is, not counted."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest
from shell_helpers import make_app
from test_results_screen import YOU_AND_COMPUTER, finished_record, shown

from game.ui.app import App
from game.ui.scenes.results import ResultsScene


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app()
    yield a
    a.close()


def story_texts(scene: ResultsScene, size: tuple[int, int]) -> list[tuple[str, bool]]:
    scene.resize(size)
    scene.draw(pygame.Surface(size))
    return [(e.text, e.fits) for e in scene.elements() if e.name.startswith("story:")]


@pytest.mark.parametrize(("game_id", "seed", "size"), [("duel-of-swords", 11, (960, 600)), ("clashing-blades", 9, (1920, 1080))])
def test_a_story_one_line_too_long_for_its_panel_is_shown_whole(app: App, game_id: str, seed: int, size: tuple[int, int]) -> None:
    """Both began "… 1 earlier" before: Duel of Swords' Round 4 at 960x600, Clashing Blades' Hand 1 at 1920x1080."""
    scene = shown(app, finished_record(game_id, YOU_AND_COMPUTER.seats, seed))
    texts = story_texts(scene, size)
    assert not texts[0][0].startswith("…"), texts[0]
    assert len(texts) == len(scene.story.lines) and all(fits for _, fits in texts), texts
    assert texts[0][0].startswith(scene.story.lines[0].split(":")[0])


def test_a_lone_line_left_out_is_shown_cut_not_counted(app: App) -> None:
    scene = shown(app, finished_record("duel-of-swords", YOU_AND_COMPUTER.seats, 11))
    long = "Round 1: " + "a very long line that wraps " * 12 + "the end."
    plain = tuple(f"Round {n}: a line." for n in range(2, 60))
    for many in range(1, len(plain)):
        scene.story = replace(scene.story, lines=(long, *plain[:many]))
        texts = story_texts(scene, (960, 600))
        if texts[0] != (long, True):
            break  # the long line no longer fits whole
    else:
        pytest.fail("the long line always fitted")
    assert texts[0] == (long, False), f"shown cut, not counted: {texts[0]}"
    assert [t for t, _ in texts[1:]] == list(plain[:many])


def test_a_long_story_still_says_how_many_came_before(app: App) -> None:
    scene = shown(app, finished_record("duel-of-swords", YOU_AND_COMPUTER.seats, 11))
    scene.story = replace(scene.story, lines=tuple(f"Round {n}: a long line." for n in range(1, 60)))
    texts = [t for t, _ in story_texts(scene, (960, 600))]
    assert texts[0].startswith("… ") and int(texts[0].split()[1]) >= 2
    assert int(texts[0].split()[1]) + len(texts) - 1 == 59
