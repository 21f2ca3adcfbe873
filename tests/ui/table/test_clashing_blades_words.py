"""Clashing Blades' choices are told like every other move: who made them, in the table's words.

A play-tester pressed Place no heart after a standoff where both were hit, and the recap read "… Computer takes 3
damage. Place no heart." — the button's label tacked onto the line before, with nobody doing it; the log said
nothing at all. The engine now tells that choice as it tells a kept spade or an unanswered threat.
"""

from __future__ import annotations

import pygame
import pytest
from fake_app import FakeApp

from game.engine import Action
from game.persistence import GameRecord, SeatRecord
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene

GAME = "clashing-blades"
#: Dealt one card at a time, You first (the computer deals): 6♠ against 4♠ is a standoff neither can drop for.
YOU = ["6S", "2S", "3S", "7S", "8S", "9S", "10S"]
COMPUTER = ["4S", "5S", "AS", "AH", "2H", "3H", "4H"]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def _standoff_both_hit() -> TableScene:
    """You against the computer with extra hearts, both just hit in a standoff and both asked for a heart."""
    seats = (SeatRecord("You"), SeatRecord("Computer", "computer", "random"))
    deck = [c for pair in zip(YOU, COMPUTER, strict=True) for c in pair]
    options = {"extraHearts": True, "dealer": "2"}
    record = GameRecord.start(GAME, seats, options, seed=3, deck=deck)
    setup = GameSetup(GAME, (SeatSetup("You", True), SeatSetup("Computer", False, "random")), record.options, 3)
    scene = TableScene(FakeApp((960, 600), scale=0.0), setup, record)
    for seat, action in (
        (0, Action("engarde", ("6S",), "table:0")),
        (1, Action("engarde", ("4S",), "table:1")),
        (1, Action("decline")),
        (0, Action("decline")),
    ):
        assert scene.play(seat, action), scene.message
    assert scene.state.to_act() == [0, 1]
    return scene


def test_placing_no_heart_is_told_with_who_chose_it_in_the_recap_and_the_log() -> None:
    scene = _standoff_both_hit()
    assert scene.play(0, Action("no-heart"))
    assert scene.recap.entries[0].told.endswith("You place no heart."), scene.recap.entries[0].told
    assert scene.log[-1] == "You place no heart."
    assert scene.play(1, Action("no-heart"))  # the hand ends with the computer's choice: it is told first
    assert scene.recap.entries[0].told.startswith("Computer places no heart. "), scene.recap.entries[0].told
    assert "Computer places no heart." in scene.log
    said = [e.told for e in scene.recap.entries] + scene.log
    assert not [line for line in said if "Place no heart" in line], said
