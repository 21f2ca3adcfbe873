"""A choice brought by the computer's move does not take a click aimed at the button that was there a moment before."""

from __future__ import annotations

import random

import pygame
from table_helpers import mouse, settle, table

from game.engine import Action
from game.ui.table.choice_arming import ARMING, CHANGED, ChoiceArming
from game.ui.table.scene import TableScene


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def drawn_choices(scene: TableScene) -> list[tuple[pygame.Rect, Action]]:
    scene.draw(pygame.Surface(scene.app.size))
    return [(rect, what) for rect, what in scene.overlays.button_rects if isinstance(what, Action)]


def click(scene: TableScene, rect: pygame.Rect) -> None:
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, rect.center))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, rect.center))


def until_choices(scene: TableScene, rng: random.Random, *, surprise: bool) -> list[tuple[pygame.Rect, Action]]:
    """Random play until the player has buttons to press: with ``surprise``, one the computer's move just brought
    to a new place; else right after a move of their own."""
    for _ in range(3000):
        assert not scene.state.is_over, "the seeded games reach such a moment"
        settle(scene)
        choices = drawn_choices(scene)  # every frame is drawn, as in the app: the choices are seen come and go
        if choices and scene.human_to_act() and scene.record.moves:
            waiting = [(r, a) for r, a in choices if not scene.overlays.arming.ready(a)]
            if surprise and waiting:
                return waiting
            if not surprise and not scene.others_moved:
                return choices
        if scene.human_to_act():
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
        else:
            scene.update(1 / 30)
    raise AssertionError("no such moment")


def test_a_click_on_a_choice_the_computers_move_just_brought_is_held_until_it_has_been_seen() -> None:
    for game_id in ("suits-duel", "clashing-blades", "el-royale", "mortal-swords"):
        scene = table(game_id, humans=1, seed=4, scale=0.0)
        clock = Clock()
        scene.overlays.arming = ChoiceArming(clock)
        rect, action = until_choices(scene, random.Random(4), surprise=True)[0]
        assert scene.others_moved
        moves = scene.record.moves
        click(scene, rect)
        assert scene.record.moves == moves, f"{game_id}: a click at once must not play {action}"
        assert scene.message == CHANGED
        clock.now += ARMING
        click(scene, rect)
        assert scene.record.moves == moves + 1, f"{game_id}: once it has been up a moment the click plays it"
        assert scene.record.log[-1].action == action


def test_the_choices_after_the_players_own_move_answer_a_click_at_once() -> None:
    scene = table("suits-duel", humans=1, seed=4, scale=0.0)
    scene.overlays.arming = ChoiceArming(Clock())  # the clock never moves: only a choice armed at once can be pressed
    choices = until_choices(scene, random.Random(5), surprise=False)
    moves = scene.record.moves
    click(scene, choices[0][0])
    assert scene.record.moves == moves + 1
    assert scene.message != CHANGED


def test_only_a_choice_the_computers_move_brought_waits_even_one_with_the_same_words() -> None:
    clock = Clock()
    arming = ChoiceArming(clock)
    stay, new = Action("pass"), Action("counter", ("AC",))
    arming.shown([stay], sudden=False)
    arming.shown([stay, new], sudden=True)  # a counter appeared beside a choice that stayed up
    assert arming.ready(stay), "it stayed up through the computer's move"
    assert not arming.ready(new)
    clock.now += ARMING
    assert arming.ready(new)
    arming.shown([], sudden=False)
    arming.shown([new], sudden=True)  # gone while the computer chose, back for its next spell: it answers that one
    assert not arming.ready(new)
