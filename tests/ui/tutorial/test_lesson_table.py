"""At the lesson's table: the coach's move glows, a wrong move is refused kindly and changes nothing, the right one plays."""

from __future__ import annotations

import pygame
from fake_app import FakeApp

from game.engine import Action
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
    assert scene.hint is not None and scene.hint.action == wanted and scene.lit.keys  # its card glows
    wrong = next(a for a in scene.legal() if a != wanted)
    moves = len(scene.record.log)
    assert not scene.play(0, wrong)
    assert len(scene.record.log) == moves and coach.index == 1
    assert (wanted.label or "") in scene.message and "lesson asks for" in scene.message
    assert scene.message.startswith("Allowed by the rules")  # the learner's move was not wrong, only not this lesson's
    assert scene.lesson.words() == f"Step 2 of {len(coach.lesson.steps)}: {coach.lesson.steps[1].words}"
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


def to_first_free_choice(scene: TableScene) -> None:
    """Follow the coach (and its glow) until the learner has a choice between two of its steps."""
    coach = scene.coach
    assert coach is not None
    for _ in range(60):
        scene.queue.finish()
        scene.refresh(animate=False)
        if coach.reading:
            coach.go_on()
        elif scene.human_to_act() and coach.free(scene.legal()):
            return
        elif scene.human_to_act():
            assert scene.hint is not None and scene.play(0, scene.hint.action)
        else:
            seat = next(s for s in scene.state.to_act() if s != 0)
            scene.play(seat, scene.state.legal_actions(seat)[0])
    raise AssertionError("no free choice in 60 moves")


def the_lessons_path(scene: TableScene) -> Action:
    from game.ui.table.hint import hint_for, hint_seed

    legal = scene.legal()
    seed = hint_seed(scene.setup.seed, scene.record.movers, 0)
    path = hint_for(scene.setup.game_id, scene.state.observation(0), legal, seed)
    assert path is not None
    return path.action


def test_between_steps_the_coach_asks_for_the_move_its_deal_needs_where_straying_would_lose_the_rest() -> None:
    """It fell silent between its steps, and a learner who strayed there never saw the lesson's later ideas."""
    from game.ui.table.lesson_desk import NEXT_MOVE

    scene = lesson_table("mortal-swords")
    to_first_free_choice(scene)
    path = the_lessons_path(scene)
    assert scene.hint is not None and scene.hint.action == path and (scene.lit.keys or scene.lit.button)
    words = scene.lesson.words()
    assert scene.coach is not None and words.startswith(f"{scene.coach.done}. {NEXT_MOVE}")
    assert (path.label or "") in words
    other = next(a for a in scene.legal() if a != path)
    moves = len(scene.record.log)
    assert not scene.play(0, other) and len(scene.record.log) == moves
    assert "lesson asks for" in scene.message and (path.label or "") in scene.message
    assert scene.play(0, path)


def test_where_the_lesson_comes_up_whatever_is_played_the_coach_only_suggests() -> None:
    from game.ui.table.lesson_desk import FREE_CHOICE

    scene = lesson_table("duel-of-swords")
    to_first_free_choice(scene)
    path = the_lessons_path(scene)
    assert scene.hint is not None and scene.hint.action == path
    assert scene.coach is not None and scene.lesson.words().startswith(f"{scene.coach.done}. {FREE_CHOICE}")
    other = next(a for a in scene.legal() if a != path)
    assert scene.play(0, other)  # any move will do


def test_while_the_coachs_words_are_up_nothing_moves_on_until_they_are_read() -> None:
    """The computer played on under "Your foe answered…", and a lone forced move played for the learner counted as
    their click, so words went away unread."""
    scene = lesson_table("mortal-swords")
    coach = scene.coach
    assert coach is not None
    for _ in range(200):  # the welcome read, the guided attack played: the foe's answer brings up words
        scene.queue.finish()
        scene.update(0.5)
        scene.refresh(animate=False)
        if coach.reading and coach.index > 0:
            break
        if coach.reading:
            coach.go_on()
        elif scene.human_to_act():
            assert scene.hint is not None and scene.play(0, scene.hint.action)
    assert coach.reading and not scene.state.is_over
    moves = scene.record.moves
    for _ in range(40):
        scene.queue.finish()
        scene.update(0.5)
    assert scene.record.moves == moves and coach.reading  # twenty seconds: nothing played, the words still up
    coach.go_on()
    for _ in range(40):
        scene.queue.finish()
        scene.update(0.5)
        if scene.record.moves > moves:
            break
    assert scene.record.moves > moves  # read on: the game goes on


def test_pressing_a_card_while_words_are_up_reads_on_and_picks_the_card_up() -> None:
    """The press read on and was spent, so a learner who dragged the glowing card saw nothing happen."""
    from game.ui.tutorial.drive import _visible_point

    scene = lesson_table("mortal-swords")
    coach = scene.coach
    assert coach is not None and coach.reading and scene.human_to_act()  # the welcome is up; the attack is next
    scene.refresh(animate=False)
    wanted = coach.lesson.steps[1].action
    assert wanted is not None
    key = f"c:{wanted.cards[0]}"
    start = _visible_point(scene, key)
    scene.update(0.0)
    scene.update(1.0)  # the words have been up a second
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    assert not coach.reading and scene.drag.held == key
    end = next(pygame.Rect(z.rect).center for z in scene.view.zones if z.id == wanted.target)
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert scene.record.log and scene.record.log[-1].action == wanted


def test_hint_in_a_lesson_keeps_the_coachs_glow_and_words() -> None:
    """H put the coach's glow away as it puts a hint away, and a stuck learner lost every sign of what to do."""
    scene = lesson_table("mortal-swords")
    coach = scene.coach
    assert coach is not None
    coach.go_on()
    scene.refresh(animate=False)
    wanted = coach.guided(scene.legal())
    assert wanted is not None and scene.hint is not None and scene.hint.action == wanted
    words = scene.lesson.words()
    for _ in range(2):
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        assert scene.hint is not None and scene.hint.action == wanted and scene.lesson.words() == words


def test_a_press_on_a_card_does_not_read_past_the_words_that_follow() -> None:
    """Words, then more words: a drag begun on the first read on twice, and the second never showed."""
    from game.ui.tutorial.drive import _visible_point

    scene = lesson_table("duel-of-swords")
    coach = scene.coach
    assert coach is not None

    hit = -1

    def words_then_words() -> bool:  # words are up, and the step met after them is words read at once
        if not coach.reading or coach.index + 1 >= len(coach.order):
            return False
        after = coach.lesson.steps[coach.order[coach.index + 1]]
        return after.action is None and not after.when

    for _ in range(400):  # follow the glow until such words are up (the last before the farewell)
        scene.queue.finish()
        scene.update(0.5)
        scene.refresh(animate=False)
        if words_then_words():
            hit = coach.index
            break
        if coach.reading:
            coach.go_on()
        elif scene.human_to_act() and scene.hint is not None:
            scene.play(0, scene.hint.action)
    assert coach.index == hit and scene.human_to_act()
    key = next(p.key for p in scene.view.placements if p.draggable)
    scene.update(0.0)
    scene.update(1.0)  # the words have been up a second (a press in its first second is spent on nothing)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_visible_point(scene, key), button=1))
    assert coach.index == hit + 1 and coach.reading and scene.drag.held is None  # the next words are up, unread


def test_while_words_are_up_the_bar_says_the_table_waits_for_the_learner_and_how_far_the_lesson_has_come() -> None:
    """With the computer paused under the coach's words, the bar said "Waiting for Computer…"; and nothing on the
    table said how far the lesson had come, so a run of play between steps felt stuck."""
    scene = lesson_table("mortal-swords")
    assert scene.coach is not None and scene.coach.reading
    steps = len(scene.coach.lesson.steps)
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)
    said = {e.name: e.text for e in scene.overlays.elements()}
    assert said["banner"] == "Read the coach's words, then click to go on."
    assert said["coach"].startswith(f"Step 1 of {steps}: ")  # counted once, in the coach's own words
    scene.coach.go_on()
    for _ in range(20):
        if scene.coach.reading:
            break
        guided = scene.coach.guided(scene.legal())
        if guided is not None and scene.human_to_act():
            scene.play(0, guided)
        else:
            scene.update(1 / 30)
    assert scene.coach.reading and scene.coach.index > 0
    scene.draw(surface)
    told = {e.name: e for e in scene.overlays.elements()}
    assert told["coach"].text.startswith(f"Step {scene.coach.index + 1} of {steps}: ") and told["coach"].fits
    assert "Step" not in told["banner"].text and told["banner"].fits


def test_a_lesson_played_to_its_end_stays_out_of_the_history_and_the_statistics(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A stacked lesson against Easy counted in the statistics as one of the player's games."""
    from game.persistence.history import History
    from game.persistence.store import ENV
    from game.ui.app import App
    from game.ui.scenes.results import ResultsScene
    from game.ui.settings import Settings
    from game.ui.tutorial.start import start_lesson

    monkeypatch.setenv(ENV, str(tmp_path / "data"))
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "s.json")
    try:
        start_lesson(app, "duel-of-swords", tmp_path / "s.json")
        scene = app.scene
        assert isinstance(scene, TableScene) and scene.coach is not None
        for _ in range(400):
            scene.queue.finish()
            scene.update(0.5)
            scene.refresh(animate=False)
            if scene.finished:
                break
            if scene.coach.reading:
                scene.coach.go_on()
            elif scene.human_to_act():  # the glow while the lesson lasts, then any move
                scene.play(0, scene.hint.action if scene.hint is not None else scene.legal()[0])
        assert scene.finished
        scene.show_results()
        assert isinstance(app.scene, ResultsScene)
        assert not History().read().games
        from game.ui.scenes.statistics import StatisticsScene

        app.switch(StatisticsScene(app))  # and the statistics say so: a learner looked there for the lesson's game
        app.step(wait=False)
        said = {e.name: e for e in app.scene.elements()}
        assert "Lessons are practice and are not counted." in said["empty"].text and said["empty"].fits
    finally:
        app.close()


def test_words_that_come_up_under_a_drag_already_begun_are_not_swept_away_unread() -> None:
    """In the Duel of Swords lesson a learner dragging their next move swept "A hit!…" away before it was seen: the
    press on the card read on. A press on a card in the words' first second is spent on nothing; a click elsewhere
    or Enter still reads on at once."""
    from game.ui.table.lesson_desk import WORDS_ARMING
    from game.ui.tutorial.drive import _visible_point

    scene = lesson_table("mortal-swords")
    coach = scene.coach
    assert coach is not None and coach.reading
    scene.refresh(animate=False)
    wanted = coach.lesson.steps[1].action
    assert wanted is not None
    start = _visible_point(scene, f"c:{wanted.cards[0]}")
    scene.update(0.0)
    assert scene.update(WORDS_ARMING / 2), "frames go on while the words are fresh"
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    assert coach.reading and coach.index == 0 and scene.drag.held is None
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    scene.update(WORDS_ARMING)
    assert not scene.update(0.0), "then the table goes idle under the words"
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    assert not coach.reading and scene.drag.held is not None


def test_while_the_last_step_waits_for_its_moment_the_coach_counts_the_steps_done_not_step_8_of_8() -> None:
    """Clashing Blades: "Step 8 of 8" stood for about ten moves while the standoff it explains had not yet come, as if
    each of those moves were step 8. A step is an idea: between steps the coach says how many are done."""
    scene = lesson_table("clashing-blades")
    coach = scene.coach
    assert coach is not None
    total = len(coach.lesson.steps)
    waits = 0
    for _ in range(400):
        scene.queue.finish()
        scene.update(0.5)
        scene.refresh(animate=False)
        if coach.finished or scene.state.is_over:
            break
        if coach.reading:
            assert scene.lesson.words().startswith(f"Step {coach.index + 1} of {total}: ")
            coach.go_on()
        elif scene.human_to_act() and scene.hint is not None:
            words = scene.lesson.words()
            if coach.guided(scene.legal()) is None:  # between steps, as the last waits for a standoff
                assert words.startswith(f"{coach.index} of {total} steps done. "), words
                assert f"Step {coach.index + 1} of" not in words
                waits += coach.index == total - 1
            else:
                assert words.startswith(f"Step {coach.index + 1} of {total}: ")
            scene.play(0, scene.hint.action)
    assert coach.finished and waits >= 3, "the last step waited some moves for its moment"
