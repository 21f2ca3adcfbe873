"""A lesson left midway is kept: the game choice offers to resume it at the step it left, or to start it over."""

from __future__ import annotations

import time
from pathlib import Path

from game.ui.app import App
from game.ui.scenes.choose_game import ChooseGameScene
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.tutorial.drive import learner_turn
from game.ui.tutorial.progress import Place, keep_place, learnt, place_of
from game.ui.tutorial.start import start_lesson
from game.ui.widgets import Button

GAME = "clashing-blades"


def new_app(settings: Path) -> App:
    return App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=settings, size=(960, 600))


def play_to_step(app: App, table: TableScene, index: int) -> None:
    """Follow the coach (as the self-test does) until the lesson is at step ``index`` (0-based)."""
    assert table.coach is not None
    deadline = time.monotonic() + 60  # in time, not frames: the learner reads a choice a computer's move brought
    while time.monotonic() < deadline:
        if table.coach.index >= index:
            return
        app.step(wait=False)
        learner_turn(table)
        if table.finished and not table.queue.busy and table.coach.reading:
            table.coach.go_on()  # words the last move brought up, read on the final table
    raise AssertionError(f"the lesson never reached step {index + 1}")


def drawn(table: TableScene) -> None:
    """Wait until a computer choice in flight has finished drawing on the seat's generator (its thread shares it)."""
    deadline = time.monotonic() + 10
    while table.computers.worker.drawing:
        assert time.monotonic() < deadline, "the computer never finished choosing"
        time.sleep(0.001)


def asked(app: App, table: TableScene) -> None:
    """Let the table ask the computer for its next move, as a resumed table does at once (both then draw alike)."""
    deadline = time.monotonic() + 10
    while table.state.to_act() != [0] and not table.computers.worker.pending and not table.finished:
        assert time.monotonic() < deadline, "the computer was never asked"
        app.step(wait=False)


def choice_buttons(app: App) -> list[Button]:
    scene = ChooseGameScene(app)
    app.switch(scene)
    app.step(wait=False)
    return [w for w in scene.group.widgets if isinstance(w, Button)]


def lesson_table(app: App, settings: Path) -> TableScene:
    """The lesson's table, opened as Learn to play opens it (where it was left, if it was)."""
    app.step(wait=False)
    start_lesson(app, GAME, settings)
    table = app.scene
    assert isinstance(table, TableScene) and table.coach is not None
    return table


def test_a_lesson_left_after_two_steps_resumes_at_step_three(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    app = new_app(settings)
    try:
        table = lesson_table(app, settings)
        play_to_step(app, table, 2)
        asked(app, table)
        drawn(table)
        state, moves, draws = table.state.to_dict(), table.record.moves, table.computers.rngs[1].getstate()
        app.to_menu()  # Menu → Title: the lesson is left midway
        assert place_of(settings, GAME) is not None and GAME not in learnt(settings)
        title = app.scene
        new_game = next(w for w in title.group.widgets if w.text == "New game")  # type: ignore[attr-defined]
        assert "Clashing Blades lesson, left midway, waits on the next screen" in new_game.help  # where it waits
        buttons = choice_buttons(app)
        assert [b.text for b in buttons].count("Resume lesson") == 1 and "Start over" in [b.text for b in buttons]
        next(b for b in buttons if b.text == "Resume lesson").activate()
        app.step(wait=False)
        back = app.scene
        assert isinstance(back, TableScene) and back.coach is not None and back is not table
        assert back.coach.index == 2 and back.record.moves == moves and back.state.to_dict() == state
        drawn(back)
        assert back.computers.rngs[1].getstate() == draws  # the Easy computer draws on as it would have
        play_to_step(app, back, len(back.coach.lesson.steps))  # the computer plays on as it would have: every step comes up
        assert back.coach.finished and learnt(settings) == {GAME} and place_of(settings, GAME) is None
    finally:
        app.close()


def test_start_over_forgets_the_place_and_closing_the_app_keeps_it(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    app = new_app(settings)
    try:
        table = lesson_table(app, settings)
        play_to_step(app, table, 2)
    finally:
        app.close()  # closing the app with the lesson open keeps its place too
    assert place_of(settings, GAME) is not None and place_of(settings, GAME).step == 2  # type: ignore[union-attr]
    app = new_app(settings)
    try:
        app.step(wait=False)
        next(b for b in choice_buttons(app) if b.text == "Start over").activate()
        app.step(wait=False)
        fresh = app.scene
        assert isinstance(fresh, TableScene) and fresh.coach is not None
        assert fresh.coach.index == 0 and fresh.record.moves == 0 and place_of(settings, GAME) is None
    finally:
        app.close()


def test_a_place_whose_moves_no_longer_fit_starts_the_lesson_over(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    keep_place(settings, GAME, Place(3, False, ({"seat": 0, "action": {"kind": "fly", "cards": ["ZZ"]}},)))
    app = new_app(settings)
    try:
        table = lesson_table(app, settings)
        assert table.coach.index == 0 and table.record.moves == 0 and place_of(settings, GAME) is None
    finally:
        app.close()


def test_without_files_nothing_is_kept(tmp_path: Path) -> None:
    keep_place(None, GAME, Place(1, False, ()))
    assert place_of(None, GAME) is None
    (tmp_path / "lessons.json").write_text("{not json", encoding="utf-8")
    assert place_of(tmp_path / "settings.json", GAME) is None


def test_a_lesson_left_after_words_came_up_early_resumes_in_the_order_it_was_met(tmp_path: Path) -> None:
    """Clashing Blades' "Disengage" comes up at the first new deal, before the club answer: a resume that forgot it
    would wait at the club for words already read, then wait for a new deal again."""
    settings = tmp_path / "settings.json"
    app = new_app(settings)
    try:
        table = lesson_table(app, settings)
        play_to_step(app, table, 4)
        order = list(table.coach.order)
        assert order != sorted(order)  # a step was met before its place in the lesson
        step = table.coach.step
        app.to_menu()
        assert place_of(settings, GAME).order == tuple(order)  # type: ignore[union-attr]
        next(b for b in choice_buttons(app) if b.text == "Resume lesson").activate()
        app.step(wait=False)
        back = app.scene
        assert isinstance(back, TableScene) and back.coach is not None
        assert back.coach.order == order and back.coach.index == 4 and back.coach.step == step
        play_to_step(app, back, len(back.coach.lesson.steps))
        assert back.coach.finished
    finally:
        app.close()
