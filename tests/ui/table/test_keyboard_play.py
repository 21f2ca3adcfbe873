"""A player with only the keyboard is told what to press, in words true for the keys, and sees which digit is which."""

from __future__ import annotations

import random

import pygame
import pytest
from fake_app import FakeApp
from table_helpers import settle, table
from test_choice_arming import until_choices

from game.engine import Action
from game.ui import theme
from game.ui.rules_page import KEYS
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table import overlays, table_input
from game.ui.table.choice_arming import CHANGED
from game.ui.table.scene import TableScene


def press(scene: TableScene, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def test_the_words_for_a_held_choice_and_the_final_table_do_not_tell_a_keyboard_player_to_click() -> None:
    """After a digit key it said "…then click again"; the final bar said only "Click the table", while Enter works."""
    assert "click" not in CHANGED.lower()
    assert "Enter" in overlays.END_BANNER and "Click" in overlays.END_BANNER


def test_the_final_tables_bar_says_enter_asks_for_the_results() -> None:
    scene = table("duel-of-swords", humans=1, seed=3, scale=0.0)
    rng = random.Random(3)
    while not scene.state.is_over:
        settle(scene)
        if scene.human_to_act():
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
        else:
            scene.update(1 / 30)
    settle(scene)
    scene.draw(pygame.Surface(scene.app.size))
    banner = next(e for e in scene.overlays.elements() if e.name == "banner")
    assert "Enter" in banner.text


@pytest.mark.parametrize("game_id", ["el-royale", "mortal-swords", "suits-duel"])
def test_enter_with_nothing_picked_says_how_to_pick_and_plays_nothing(game_id: str) -> None:
    """Enter did nothing and said nothing, even with the hint glowing; it tells the keys now, and still plays no move
    (not the hint's either)."""
    scene = table(game_id, humans=1, seed=4, scale=0.0)
    until_choices(scene, random.Random(5), surprise=False)
    press(scene, pygame.K_h)
    assert scene.drag.selected is None
    moves = scene.record.moves
    press(scene, pygame.K_RETURN)
    assert scene.record.moves == moves
    assert scene.message in table_input.KEYS_HELP
    cards = any(p.draggable and scene.drag.legal_zones(p) for p in scene.view.placements)
    assert ("arrow keys" in scene.message) == cards, "a card is named only when one can be played"
    assert "number key" in scene.message  # these tables have buttons
    keys = " ".join(k for k, _ in KEYS)
    assert "Arrow keys" in keys and "Tab" in keys and "Enter" in keys and "1 to 9" in keys  # as the rules say
    if any(p.draggable for p in scene.view.placements):
        press(scene, pygame.K_RIGHT)  # picking a card puts the help away: it has been read
        assert scene.drag.selected is not None and scene.message == ""


def test_esc_putting_down_a_refused_card_takes_the_refusal_away() -> None:
    """Clashing Blades, a standoff: 5♠ picked with the keys and refused; Esc put it down, but the reason stayed."""
    scene = table("clashing-blades", humans=2, seed=7, scale=0.0)
    scene.curtain.lift()
    scene.play(0, next(a for a in scene.state.legal_actions(0) if a.cards == ("7S",)))
    scene.play(1, next(a for a in scene.state.legal_actions(1) if a.cards == ("8S",)))
    settle(scene)
    scene.curtain.lift()
    scene.refresh(animate=False)
    scene.drag.selected = "c:5S"
    press(scene, pygame.K_RETURN)
    assert "spade" in scene.message and scene.drag.selected == "c:5S"
    press(scene, pygame.K_ESCAPE)
    assert scene.drag.selected is None and scene.message == ""
    assert not scene.leave_asked, "the first Esc only put the card down"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_each_choice_button_wears_the_digit_that_presses_it_and_its_words_still_fit(size: tuple[int, int]) -> None:
    """El Royale: "1" was Pass, then "Say something to the table" when that was the only button; nothing showed which.
    The digit sits in a key cap at the button's left, and the words beside it are not cut."""
    seats = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp(size, scale=0.0), GameSetup("el-royale", seats, {}, 4))
    until_choices(scene, random.Random(5), surprise=False)
    screen = pygame.Surface(size)
    scene.draw(screen)
    choices = [(r, w) for r, w in scene.overlays.button_rects if not isinstance(w, str) or w.startswith("open:")]
    assert choices
    region = pygame.Rect(scene.layout.regions(size).choices)
    for n, (rect, what) in enumerate(choices[:9]):
        assert scene.overlays.numbered(n + 1) == what
        assert region.contains(rect)
        badge = overlays.key_badge_width(14)
        cap = screen.subsurface(pygame.Rect(rect.x, rect.y, badge, rect.h))
        colours = {tuple(cap.get_at((x, y)))[:3] for x in range(cap.get_width()) for y in range(cap.get_height())}
        assert theme.TEXT_DIM in colours, f"no key cap on button {n + 1}"
    laid = [e for e in scene.overlays.elements() if e.name.startswith("choice:")]
    assert laid and all(e.fits for e in laid), [(e.text, e.fits) for e in laid]
    assert all(isinstance(w, (Action, str)) for _, w in choices)


def test_with_no_card_to_play_enter_names_only_the_number_keys() -> None:
    """El Royale with no 2 to throw in: "Pass" was hinted, and "pick a card" would have sent the player to a card
    that goes nowhere."""
    words = table_input.keys_help(cards=False, buttons=True)
    assert "number key" in words and "arrow" not in words and "card" not in words
    assert "number keys" not in table_input.keys_help(cards=True, buttons=False)
