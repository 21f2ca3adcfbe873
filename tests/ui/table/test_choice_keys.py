"""The digit keys press the choice buttons, so a player without a mouse can pass, concede or end a turn."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import table
from test_choice_arming import ARMING, Clock, until_choices

from game.engine import Action
from game.ui.rules_page import KEYS
from game.ui.table.animation_queue import Step, Tween
from game.ui.table.choice_arming import CHANGED, ChoiceArming
from game.ui.table.scene import TableScene


def press(scene: TableScene, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("game_id", ["el-royale", "suits-duel", "mortal-swords"])
def test_a_digit_presses_the_choice_laid_out_in_that_place(game_id: str) -> None:
    """El Royale's lesson: "Pass" was the only move and Enter, Tab and Space did nothing with it."""
    scene = table(game_id, humans=1, seed=4, scale=0.0)
    until_choices(scene, random.Random(5), surprise=False)
    order = scene.overlays.choice_order
    n = next(i for i, what in enumerate(order) if isinstance(what, Action))
    moves = scene.record.moves
    press(scene, pygame.K_1 + len(order))  # a digit with no button does nothing
    assert scene.record.moves == moves
    press(scene, pygame.K_1 + n)
    assert scene.record.moves == moves + 1 and scene.record.log[-1].action == order[n]


def test_a_digit_waits_like_a_click_for_a_choice_the_computer_just_brought() -> None:
    scene = table("suits-duel", humans=1, seed=4, scale=0.0)
    clock = Clock()
    scene.overlays.arming = ChoiceArming(clock)
    _, action = until_choices(scene, random.Random(4), surprise=True)[0]
    digit = pygame.K_1 + scene.overlays.choice_order.index(action)
    moves = scene.record.moves
    press(scene, digit)
    assert scene.record.moves == moves and scene.message == CHANGED
    clock.now += ARMING
    press(scene, digit)
    assert scene.record.moves == moves + 1 and scene.record.log[-1].action == action


def test_a_digit_pressed_while_a_move_still_plays_is_answered_not_lost() -> None:
    """Suits Duel, "Choose a shield to turn over": 1 pressed while the dead battler's cards flew to the discard did
    nothing, and eleven seconds later the choice still waited."""
    scene = table("suits-duel", humans=1, seed=4)
    until_choices(scene, random.Random(5), surprise=False)
    order = scene.overlays.choice_order
    n = next(i for i, what in enumerate(order) if isinstance(what, Action))
    scene.queue.push(Step((Tween("c:nothing", "x", 0.0, 1.0, duration=5.0),), "still playing"))
    assert scene.queue.busy
    moves = scene.record.moves
    press(scene, pygame.K_1 + n)
    assert scene.record.moves == moves + 1 and scene.record.log[-1].action == order[n]  # the choice is made
    assert scene.queue.current is None or scene.queue.current.label != "still playing"  # what played was finished


def test_an_open_menu_takes_the_digits_and_the_keys_table_says_so() -> None:
    scene = table("suits-duel", humans=1, seed=4, scale=0.0)
    overlays = scene.overlays
    first, second = Action("pass"), Action("end")
    overlays.choice_order, overlays.menu_order = [first, "open:Counter"], [second]
    assert overlays.numbered(1) == first and overlays.numbered(2) == "open:Counter" and overlays.numbered(3) is None
    overlays.menu = "Counter"
    assert overlays.numbered(1) == second and overlays.numbered(2) is None
    assert any(keys == "1 to 9" and "choice buttons" in does for keys, does in KEYS)
