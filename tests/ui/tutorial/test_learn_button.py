"""The game choice offers each game's lesson: "Learn to play" until it is learnt, then "Lesson again"."""

from __future__ import annotations

from game.ui.app import App
from game.ui.scenes.choose_game import ChooseGameScene
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.tutorial.progress import mark_learnt
from game.ui.widgets import Button


def test_games_not_learnt_suggest_their_lesson_and_a_press_sits_you_at_the_lesson(tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings = tmp_path / "settings.json"
    mark_learnt(settings, "suits-duel")
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=settings, size=(1280, 720))
    try:
        scene = ChooseGameScene(app)
        app.switch(scene)
        app.step(wait=False)
        buttons = [w for w in scene.build(app.size) if isinstance(w, Button) and w.text in ("Learn to play", "Lesson again")]
        labels = [b.text for b in buttons]
        assert labels.count("Learn to play") == 4 and labels.count("Lesson again") == 1
        learn = next(b for b in buttons if b.text == "Learn to play")
        learn.activate()
        app.step(wait=False)
        table = app.scene
        assert isinstance(table, TableScene) and table.coach is not None
        assert table.names == ["You", "Computer"] and table.setup.seats[1].level == "easy"
    finally:
        app.close()


def test_a_rules_page_offers_the_lesson_of_its_game() -> None:
    from game.ui.scenes.rules import RulesScene

    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None, size=(960, 600))
    try:
        scene = RulesScene(app, "clashing-blades")
        app.switch(scene)
        app.step(wait=False)
        learn = next(w for w in scene.build(app.size) if isinstance(w, Button) and w.text == "Learn to play")
        learn.activate()
        app.step(wait=False)
        table = app.scene
        assert isinstance(table, TableScene) and table.coach is not None
        assert table.setup.game_id == "clashing-blades"
    finally:
        app.close()
