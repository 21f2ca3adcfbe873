"""Menu in the middle of a lesson asks first, as a game that would be lost asks: a play-tester pressed it and the lesson
was gone at once, unasked. The question says what is true of the lesson left: where it waits, or that it is not kept."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from fake_app import FakeApp

from game.ui.table.lesson_desk import LEAVE_LESSON, LEAVE_LESSON_DONE, LEAVE_LESSON_UNKEPT
from game.ui.table.scene import LEAVE_ENDED, TableScene
from game.ui.tutorial.coach import Coach
from game.ui.tutorial.lessons import LESSONS
from game.ui.tutorial.start import lesson_record, lesson_setup

GAME = "clashing-blades"


def lesson_table(saving: Path | None, index: int = 0) -> TableScene:
    lesson = LESSONS[GAME]
    setup = lesson_setup(lesson)
    app = FakeApp(scale=0.0)
    app.settings_path = saving  # a path: the app keeps files, and a lesson left midway is kept to resume
    return TableScene(app, setup, lesson_record(lesson, setup), coach=Coach(lesson, index=index))


def into_the_lesson(scene: TableScene) -> None:
    """Read the first words and make the first guided move: the learner is mid-lesson."""
    coach = scene.coach
    assert coach is not None
    coach.go_on()
    scene.refresh(animate=False)
    wanted = coach.guided(scene.legal())
    assert wanted is not None and scene.play(0, wanted)


def press_menu(scene: TableScene) -> None:
    """A click on the bar's Menu button, where it is drawn."""
    scene.draw(pygame.Surface(scene.app.size))
    rect = next(r for r, what in scene.overlays.button_rects if what == "menu")
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))


def left(scene: TableScene) -> bool:
    return bool(scene.app.menu)  # type: ignore[attr-defined]


def test_menu_mid_lesson_asks_first_says_where_the_lesson_waits_and_a_second_press_leaves(tmp_path: Path) -> None:
    scene = lesson_table(tmp_path / "settings.json")
    into_the_lesson(scene)
    press_menu(scene)
    assert not left(scene), "the first press of Menu left the lesson unasked"
    assert scene.message == LEAVE_LESSON and "Resume lesson" in LEAVE_LESSON
    scene.draw(pygame.Surface(scene.app.size))
    drawn = next(e.text for e in scene.overlays.elements() if e.name == "leave-question")
    assert drawn == LEAVE_LESSON  # the question alone: the step's words do not crowd it
    press_menu(scene)
    assert left(scene)


def press(scene: TableScene, what: str) -> None:
    """A click on the drawn button that does ``what``."""
    scene.draw(pygame.Surface(scene.app.size))
    rect = next(r for r, w in scene.overlays.button_rects if w == what)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_question_to_leave_opens_under_menu_with_leave_and_stay_and_the_coach_keeps_its_words(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """The question showed in the coach's box, across the screen from the Menu button that asked it, and took the
    step's words away while it stood. It opens under Menu, with a button for each answer."""
    lesson = LESSONS[GAME]
    setup = lesson_setup(lesson)
    app = FakeApp(size, scale=0.0)
    app.settings_path = tmp_path / "settings.json"
    scene = TableScene(app, setup, lesson_record(lesson, setup), coach=Coach(lesson))
    into_the_lesson(scene)
    for _ in range(20):  # the computer answers: the learner's turn, with the coach's words
        scene.queue.finish()
        scene.update(0.5)
        scene.refresh(animate=False)
    said = scene.lesson.words()
    assert said and scene.human_to_act()
    press_menu(scene)
    scene.draw(pygame.Surface(scene.app.size))
    elements = {e.name: e for e in scene.overlays.elements()}
    menu, question = pygame.Rect(elements["button:menu"].rect), pygame.Rect(elements["leave-question"].rect)
    assert question.left <= menu.right and 0 <= question.top - menu.bottom <= menu.h, "under the Menu button"
    assert question.w <= size[0] // 2, "a note beside Menu, not a band across the table"
    for answer in ("button:leave", "button:stay"):
        assert question.contains(elements[answer].rect), answer
    assert elements["leave-question"].text == LEAVE_LESSON and elements["leave-question"].fits
    assert elements["coach"].text == said, "the coach's box keeps the step's words"
    press(scene, "stay")
    assert not left(scene) and not scene.message and not scene.leave_asked
    scene.draw(pygame.Surface(scene.app.size))
    assert "leave-question" not in {e.name for e in scene.overlays.elements()}
    press_menu(scene)
    press(scene, "leave")
    assert left(scene)


def test_esc_mid_lesson_asks_the_same_question(tmp_path: Path) -> None:
    scene = lesson_table(tmp_path / "settings.json")
    into_the_lesson(scene)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    assert not left(scene) and scene.message == LEAVE_LESSON
    press_menu(scene)  # Menu answers the question Esc asked, as it does in a game
    assert left(scene)


def test_with_saving_off_the_question_says_the_place_in_the_lesson_is_not_kept() -> None:
    scene = lesson_table(None)
    into_the_lesson(scene)
    press_menu(scene)
    assert not left(scene) and scene.message == LEAVE_LESSON_UNKEPT and "not kept" in LEAVE_LESSON_UNKEPT


def test_after_the_lesson_the_game_played_on_is_not_kept_and_menu_says_so(tmp_path: Path) -> None:
    scene = lesson_table(tmp_path / "settings.json", index=len(LESSONS[GAME].steps))
    assert scene.coach is not None and scene.coach.finished
    into_game = next(iter(scene.legal()))
    assert scene.play(0, into_game)
    press_menu(scene)
    assert not left(scene) and scene.message == LEAVE_LESSON_DONE


def test_before_the_first_move_nothing_is_lost_so_menu_leaves_at_once_and_esc_only_guards_a_stray_press(
    tmp_path: Path,
) -> None:
    scene = lesson_table(tmp_path / "settings.json")
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    assert not left(scene) and scene.message == LEAVE_ENDED
    scene.message = scene.leave_asked = ""
    press_menu(scene)
    assert left(scene)
