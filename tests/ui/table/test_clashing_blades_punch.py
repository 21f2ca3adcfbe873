"""Clashing Blades: "Punch!" rises by the one struck, where the damage lands.

A play-tester saw "Punch!" pop up beside the puncher's health and read it as the puncher being hit; the "-1" that
follows it rose by the other side. A punch is a blow taken: the word now rises with the damage, by the health of
the one who took it.
"""

from __future__ import annotations

import math

import pygame
import pytest
from fake_app import FakeApp

from game.engine import Action
from game.persistence import GameRecord, SeatRecord
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene

GAME = "clashing-blades"
#: 4♦ meets 4♠ at En Garde: an exact counter for the one who played the diamond, whose event card is J♠.
COUNTER = ["4D", "2C", "2D", "3C", "3D", "5C", "5D"]
SPADE = ["4S", "6C", "6D", "7C", "7D", "8C", "8D"]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def _pops_of_a_punch(puncher: int, size: tuple[int, int]) -> tuple[TableScene, dict[str, tuple[float, float]]]:
    """You against the computer; ``puncher`` counters exactly and turns over J♠. Each word the punch pops, where it
    starts (a word starts where it happened, then rises)."""
    hands = (COUNTER, SPADE) if puncher == 0 else (SPADE, COUNTER)
    seats = (SeatRecord("You"), SeatRecord("Computer", "computer", "random"))
    deck = {"main": [c for pair in zip(*hands, strict=True) for c in pair], "events": ["JS"]}
    record = GameRecord.start(GAME, seats, {"eventDeck": True, "dealer": "2"}, seed=3, deck=deck)
    setup = GameSetup(GAME, (SeatSetup("You", True), SeatSetup("Computer", False, "random")), record.options, 3)
    scene = TableScene(FakeApp(size, scale=1.0), setup, record)
    for seat, code in ((0, hands[0][0]), (1, hands[1][0])):
        assert scene.play(seat, Action("engarde", (code,), f"table:{seat}")), scene.message
        scene.queue.finish()
    assert scene.play(puncher, Action("turn-event"))
    return scene, {p.text: (p.x, p.y) for p in scene.pops.values()}


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("puncher", [0, 1])
def test_punch_rises_by_the_health_of_the_one_struck(puncher: int, size: tuple[int, int]) -> None:
    scene, words = _pops_of_a_punch(puncher, size)
    struck, puncher_at = scene.view.anchors[f"seat:{1 - puncher}"], scene.view.anchors[f"seat:{puncher}"]
    assert words.keys() == {"Punch!", "-1"}, words
    # on the struck one's row; "Punch!" slid along it clear of their counter (test_clashing_blades_pop_words)
    assert words["-1"] == struck and words["Punch!"][1] == struck[1], (words, struck, puncher_at)
    assert math.dist(words["Punch!"], struck) < math.dist(words["Punch!"], puncher_at)
