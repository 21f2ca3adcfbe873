"""Every word a lesson says at the table is seen whole, at the smallest window and a large one.

At 960x600 the hint region holds four lines: El Royale's first words ended
"... Kings are high, aces low. (Click to go on.)" and the click-on was cut.
"""

from __future__ import annotations

import itertools
import time
from functools import partial

import pygame
import pytest

from game.engine import GAMES
from game.ui import theme
from game.ui.scenes.results import ResultsScene
from game.ui.settings import MIN_WINDOW
from game.ui.table.choice_arming import ARMING, ChoiceArming
from game.ui.table.scene import TableScene
from game.ui.table.text_fit import wrap
from game.ui.tutorial.drive import learner_turn, lesson_app
from game.ui.tutorial.start import lesson_for

#: What the table says in the hint's place: the coach's words and a refusal.
SPOKEN = ("coach", "message")
#: The side column's words (the recap's size, at the table's scale): the coach speaks no smaller while there is room.
NORMAL = 15
PAD = 8


def at_normal_size(table: TableScene, text: str, box: tuple[int, int, int, int]) -> bool:
    """``text`` fits ``box`` at the side column's normal size, or the box has already taken all the room above it (a
    fixed-height box shrank long words, while the recap above it had room to spare)."""
    regions = table.layout.regions(table.app.size)
    size = max(theme.MIN_TEXT, round(NORMAL * regions.bar[3] / 40))
    lines = wrap(text, size, box[2] - 2 * PAD)
    return len(lines) * (size + 5) + 2 * PAD <= box[3] or box[1] <= regions.recap[1]


@pytest.mark.parametrize("size", [MIN_WINDOW, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_word_of_the_lesson_shows_whole_and_a_wrong_move_is_told_whole_too(game_id: str, size: tuple[int, int]) -> None:
    with lesson_app(game_id, size) as (app, table):
        assert table.coach is not None
        # words, not timing, are tested here: each look at the clock is a reading time later (the arming has its own tests)
        table.overlays.arming = ChoiceArming(partial(next, itertools.count(0.0, ARMING)))
        coach, refused = table.coach, 0
        said: set[str] = set()
        deadline = time.monotonic() + 120  # in time, not frames: the learner reads a choice a computer's move brought
        while time.monotonic() < deadline:
            if isinstance(app.scene, ResultsScene) or app.scene is not table:
                break
            app.step(wait=False)
            for e in table.elements():
                if e.name in SPOKEN and e.text:
                    assert e.fits, (e.name, e.text, e.rect)
                    if not e.inside:  # a refusal heading a menu of choices is sized by the menu
                        assert at_normal_size(table, e.text, e.rect), (e.name, e.text, e.rect)
                    said.add(e.text)
            guided = coach.guided(table.legal()) if table.human_to_act() else None
            wrong = next((a for a in table.legal() if a != guided), None) if guided is not None else None
            if wrong is not None and refused < 2 and not table.queue.busy:
                assert not table.play(0, wrong)  # refused, with the coach's reason in the hint's place
                refused += 1
                continue
            if table.finished and not table.queue.busy:
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(size[0] // 3, size[1] // 2), button=1))
            else:
                learner_turn(table)
        steps = lesson_for(game_id).steps
        assert coach.finished and refused == 2
        assert f"Step 1 of {len(steps)}: {steps[0].words} (Click to go on.)" in said, (
            "the first words, with how to go on, were seen whole"
        )
        assert any("lesson asks for" in text for text in said), "and a refusal"
