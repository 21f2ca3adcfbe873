"""A rules page opens with the game in a minute (a small table, a few lines); its lesson links open the lesson at their step."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.scenes.rules import RulesScene
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.tutorial.lessons import LESSONS
from game.ui.tutorial.links import lesson_steps


def rules_app(size: tuple[int, int]) -> App:
    return App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None, size=size)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_first_screen_of_a_rules_page_shows_the_game_in_a_minute(game_id: str, size: tuple[int, int]) -> None:
    app = rules_app(size)
    try:
        scene = RulesScene(app, game_id)
        app.switch(scene)
        app.step(wait=False)
        seen = scene.elements()
        picture = next(e for e in seen if e.name == "minute-picture")
        minute = next(e for e in seen if e.name.startswith("minute:"))
        assert pygame.Rect(picture.rect).colliderect(scene.page) and minute.fits
        assert pygame.Rect(minute.rect).bottom <= scene.page.bottom, "the minute does not fit the first screen"
        assert "The game in a minute" in minute.text
    finally:
        app.close()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_rule_s_lesson_link_opens_the_lesson_at_its_step(game_id: str) -> None:
    app = rules_app((1280, 720))
    try:
        scene = RulesScene(app, game_id)
        app.switch(scene)
        app.step(wait=False)
        steps = set(lesson_steps(game_id).values())
        for _ in range(200):  # scroll until a link to a step past the first is on screen
            if any(n > 0 for _, n in scene.links):
                break
            scene.scroll_by(scene.ui.px(120))
            app.step(wait=False)
        rect, step = next((r, n) for r, n in scene.links if n > 0)
        assert step in steps
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
        app.step(wait=False)
        table = app.scene
        assert isinstance(table, TableScene) and table.coach is not None and table.setup.game_id == game_id
        assert table.coach.step == table.coach.lesson.steps[step]  # met where the game brings it (see Coach.order)
        legal = table.state.legal_actions(0) if 0 in table.state.to_act() else []
        assert table.coach.reading or table.coach.guided(legal) is not None, "the step's moment has come"
        assert table.lesson.words()  # the coach says the step's words at once
    finally:
        app.close()
