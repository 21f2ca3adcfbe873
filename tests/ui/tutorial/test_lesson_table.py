"""At the lesson's table: the coach's move glows, a wrong move is refused kindly and changes nothing, the right one plays."""

from __future__ import annotations

import pygame
from fake_app import FakeApp

from game.ui.table.scene import TableScene
from game.ui.tutorial.coach import Coach
from game.ui.tutorial.lessons import LESSONS
from game.ui.tutorial.progress import learnt, mark_learnt
from game.ui.tutorial.start import lesson_record, lesson_setup


def lesson_table(game_id: str) -> TableScene:
    lesson = LESSONS[game_id]
    setup = lesson_setup(lesson)
    return TableScene(FakeApp(scale=0.0), setup, lesson_record(lesson, setup), coach=Coach(lesson))


def test_a_wrong_move_at_a_guided_step_is_refused_with_the_coachs_reason_and_the_step_continues() -> None:
    scene = lesson_table("mortal-swords")
    coach = scene.coach
    assert coach is not None and coach.reading
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))  # read on
    assert not coach.reading
    wanted = coach.guided(scene.legal())
    assert wanted is not None
    assert scene.hint is not None and scene.hint.action == wanted and scene._hint_keys  # its card glows
    wrong = next(a for a in scene.legal() if a != wanted)
    moves = len(scene.record.log)
    assert not scene.play(0, wrong)
    assert len(scene.record.log) == moves and coach.index == 1
    assert (wanted.label or "") in scene.message and "coach" in scene.message
    assert scene.coach_words() == coach.lesson.steps[1].words
    assert scene.play(0, wanted)  # the second try
    assert coach.index == 2 and len(scene.record.log) == moves + 1


def test_a_lesson_has_no_undo() -> None:
    assert not lesson_table("el-royale").undo_on


def test_finished_lessons_are_remembered_beside_the_settings_and_never_without_files(tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings = tmp_path / "settings.json"
    assert learnt(settings) == set()
    mark_learnt(settings, "suits-duel")
    mark_learnt(settings, "el-royale")
    assert learnt(settings) == {"suits-duel", "el-royale"}
    (tmp_path / "lessons.json").write_text("{not json", encoding="utf-8")
    assert learnt(settings) == set()  # a damaged file counts as nothing learnt, and never stops the app
    mark_learnt(None, "suits-duel")  # --no-save: nothing written anywhere
    assert learnt(None) == set()


def test_hint_at_a_guided_step_is_the_coachs_move_and_a_lesson_never_overwrites_the_game_continue_resumes(
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    import game.ui.table.scene as table_scene

    written: list[object] = []
    monkeypatch.setattr(table_scene, "autosave", lambda app, record: written.append(record))
    scene = lesson_table("mortal-swords")
    assert scene.coach is not None
    scene.coach.go_on()
    wanted = scene.coach.guided(scene.legal())
    assert wanted is not None
    scene.clear_hint()
    assert scene.show_hint()
    assert scene.hint is not None and scene.hint.action == wanted
    assert scene.play(0, wanted)
    assert written == []


def test_between_guided_steps_the_coach_lights_the_move_the_deal_was_made_for_and_allows_any() -> None:
    """The coach used to fall silent between its steps: a learner who strayed there took the game off the lesson's deal."""
    from game.ui.table.hint import hint_for
    from game.ui.table.scene import FREE_CHOICE

    scene = lesson_table("mortal-swords")
    coach = scene.coach
    assert coach is not None
    for _ in range(40):  # follow the coach to its first free choice
        scene.queue.finish()
        if coach.reading:
            coach.go_on()
        elif scene.human_to_act() and coach.free(scene.legal()):
            break
        elif scene.human_to_act():
            assert scene.play(0, coach.guided(scene.legal()))  # type: ignore[arg-type]
        else:
            seat = scene.state.to_act()[0]
            scene.play(seat, scene.state.legal_actions(seat)[0])
        scene.refresh(animate=False)
    legal = scene.legal()
    assert coach.free(legal) and len(legal) > 1
    path = hint_for("mortal-swords", scene.state.observation(0), legal, scene.setup.seed * 7919 + len(scene.record.log))
    assert path is not None and scene.hint is not None and scene.hint.action == path.action  # lit, as the deal expects
    assert scene._hint_keys or scene._hint_button
    words = scene.coach_words()
    assert words.startswith(FREE_CHOICE) and (path.action.label or "") in words
    other = next(a for a in legal if a != path.action)
    step = coach.index
    assert scene.play(0, other) and coach.index == step  # any move will do: nothing is refused
