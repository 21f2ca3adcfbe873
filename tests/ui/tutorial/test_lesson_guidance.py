"""What a first-timer reads through a whole lesson: how far it has come on every step, the coach's instruction kept
beside a refusal, and a plain word that the lesson is complete with what to do next.

Play-testers taking the lessons saw "Step N of M" only on the steps to read, lost the step's instruction behind a
refused move's reason, and were never told the lesson was over (El Royale's last words, at the game's end, were
never drawn at all, and the first click on the final table was spent reading past them).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from functools import partial

import pygame
import pytest

from game.engine import GAMES
from game.ui.settings import MIN_WINDOW
from game.ui.table.choice_arming import ARMING, ChoiceArming
from game.ui.table.end_banner import NEXT, lay_out
from game.ui.table.scene import TableScene
from game.ui.tutorial.drive import learner_turn, lesson_app
from game.ui.tutorial.lesson import LEARNER
from game.ui.tutorial.lessons import LESSONS

#: Where a lesson's end is told: the word, and the way to the next lesson.
COMPLETE = "Lesson complete!"
NEXT_LESSON = "Learn to play"


@dataclass
class Seen:
    """What the learner saw drawn while following the coach to the final table."""

    #: (the coach's step number, whether its words were to read, the coach's words drawn) for every frame with words.
    coach: list[tuple[int, bool, str]] = field(default_factory=list)
    #: The lines drawn under the result on the final table (the banner's last part), before any click there.
    final: str = ""
    #: The lesson counted as done on the final table (after one click there, for words due at the game's end).
    done: bool = False
    #: Words due at the game's end, and what the banner drew of them before the click that reads past them.
    due: str = ""
    due_drawn: str = ""
    #: The bar's words then: a click there reads on, so it must not promise the results.
    due_bar: str = ""


def drawn(table: TableScene, name: str) -> str:
    return next((e.text for e in table.elements() if e.name == name), "")


def follow(game_id: str, size: tuple[int, int] = (1280, 720)) -> Seen:
    """Follow the coach's glow to the final table, and read on there once if words are up."""
    seen = Seen()
    with lesson_app(game_id, size) as (app, table):
        table.overlays.arming = ChoiceArming(partial(next, itertools.count(0.0, ARMING)))
        coach = table.coach
        assert coach is not None
        deadline = time.monotonic() + 90
        while not (table.finished and not table.queue.busy):
            assert time.monotonic() < deadline, f"the lesson stuck at step {coach.index + 1}"
            app.step(wait=False)
            words = drawn(table, "coach")
            if words:
                seen.coach.append((coach.index, coach.reading, words))
            learner_turn(table)
        app.step(wait=False)
        if not coach.finished:  # words due at the game's end (El Royale's): the first click reads on
            assert coach.reading
            seen.due = table.message
            seen.due_drawn = final_lines(table, size)
            seen.due_bar = drawn(table, "banner")
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(size[0] // 3, size[1] // 2), button=1))
            app.step(wait=False)
            assert app.scene is table, "the click was not spent on the results"
        seen.final = final_lines(table, size)
        seen.done = coach.finished
    return seen


def final_lines(table: TableScene, size: tuple[int, int]) -> str:
    """The banner's words under the result as drawn: a next step too long for the banner's room gives way, unseen."""
    obs = table.state.observation(LEARNER)
    assert obs.outcome is not None
    box = pygame.Rect(table.layout.regions(size).banner)
    laid = lay_out("You win!", obs.outcome.reason, box.size, table.overlays.unit, table.message or NEXT)
    return " ".join(laid.next.lines)


@pytest.mark.parametrize("size", [MIN_WINDOW, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_words_due_at_the_games_end_are_seen_on_the_final_table_before_the_click_that_reads_past_them(
    size: tuple[int, int],
) -> None:
    """El Royale's last step speaks at the game's end: at 960x600 its words gave way in the result banner, and the
    learner's click read past words never drawn."""
    seen = follow("el-royale", size)
    assert seen.due.startswith("Step "), seen.due
    assert seen.due_drawn == seen.due
    assert "results" not in seen.due_bar and "click" in seen.due_bar.lower(), seen.due_bar


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_step_of_a_lesson_says_how_far_it_has_come_the_steps_to_act_too(game_id: str) -> None:
    seen = follow(game_id)
    total = len(LESSONS[game_id].steps)
    steps = [(index, reading, words) for index, reading, words in seen.coach if index < total]
    assert steps, "the coach spoke"
    for index, _, words in steps:  # at a step, that step; between steps (the Hint's move lit), how many are done
        assert words.startswith((f"Step {index + 1} of {total}: ", f"{index} of {total} steps done. ")), words
    assert any(not reading for _, reading, _ in steps), "a step where the learner acts was seen, and counted"


@pytest.mark.parametrize("size", [MIN_WINDOW, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_end_of_a_lesson_says_plainly_it_is_complete_and_where_the_next_lesson_is(
    game_id: str, size: tuple[int, int]
) -> None:
    seen = follow(game_id, size)
    total = len(LESSONS[game_id].steps)
    # the coach's own last word, where the lesson ends while the game goes on
    farewells = [words for index, _, words in seen.coach if index == total]
    assert all(w.startswith(COMPLETE) and NEXT_LESSON in w for w in farewells), farewells
    # and on the final table, whatever the lesson, under the result (El Royale's last words came at the game's end:
    # the first click there read past them, and then the table said nothing more)
    assert seen.done
    assert seen.final.startswith(COMPLETE) and NEXT_LESSON in seen.final, seen.final


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_refused_move_is_told_with_the_steps_instruction_beside_it_and_a_press_brings_the_words_back(game_id: str) -> None:
    total = len(LESSONS[game_id].steps)
    with lesson_app(game_id) as (app, table):
        coach = table.coach
        assert coach is not None
        deadline = time.monotonic() + 30
        while table.queue.busy or coach.reading or not table.human_to_act() or coach.guided(table.legal()) is None:
            assert time.monotonic() < deadline
            app.step(wait=False)
            if not table.queue.busy and coach.reading:
                learner_turn(table)
        for _ in range(10):  # a foe choosing at the same time (Duel of Swords) has chosen: its move would clear any note
            app.step(wait=False)
        step = coach.step
        assert step is not None and step.action is not None and coach.guided(table.legal()) == step.action
        wrong = next(a for a in table.legal() if a != step.action)
        assert not table.play(LEARNER, wrong)
        app.step(wait=False)
        note = drawn(table, "message")
        assert "lesson asks for" in note and step.words in note, note  # the reason, and the instruction beside it
        assert f"Step {coach.index + 1} of {total}: " in note
        felt = pygame.Rect(table.layout.regions(app.size).stage).topleft
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(felt[0] + 2, felt[1] + 2), button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(felt[0] + 2, felt[1] + 2), button=1))
        app.step(wait=False)
        assert not drawn(table, "message") and step.words in drawn(table, "coach")
