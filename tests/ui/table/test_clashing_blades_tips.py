"""Clashing Blades: the pieces beside the health cards say what they are when the pointer rests on them.

A play-tester found nothing on the table explaining the dealer's "D" or the strips of hearts (the heart penalty
spots of Advanced Rule 1, CB-R19/CB-R20). The dealer's button, each spot, its "hearts placed" and a heart laid there
say in plain words what they are and why they matter.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from fake_app import FakeApp
from table_helpers import mouse, settle

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.layouts import layout_for
from game.ui.table.scene import TableScene

GAME = "clashing-blades"
SIZES = [(960, 600), (1920, 1080)]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def _table(size: tuple[int, int]) -> TableScene:
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp(size, scale=1.0), GameSetup(GAME, players, {"extraHearts": True}, 3))
    settle(scene)
    return scene


def _tip_over(scene: TableScene, rect: tuple[int, int, int, int]) -> str:
    x, y, w, h = rect
    scene.handle(mouse(pygame.MOUSEMOTION, (x + w / 2, y + h / 2)))
    return scene.tip


@pytest.mark.parametrize("size", SIZES)
def test_the_dealers_button_and_both_heart_penalty_spots_say_what_they_are(size: tuple[int, int]) -> None:
    scene = _table(size)
    coin = next(m for m in scene.view.marks if m.kind == "token" and m.text == "D")
    assert _tip_over(scene, coin.rect).startswith("Dealer of this hand")
    spots = [m for m in scene.view.marks if m.kind == "box" and m.rect[2] < m.rect[3]]  # the card-sized boxes on the left
    spots = [m for m in spots if m.rect[0] < scene.view.anchors["deck"][0] / 2]
    words = [m for m in scene.view.marks if m.text == "hearts placed"]
    assert len(spots) == 2 and len(words) == 2
    said = {_tip_over(scene, m.rect) for m in [*spots, *words]}
    assert said == {
        "Hearts laid on you: after you take damage, Computer may lay a heart from hand here. At the next deal you "
        "discard cards worth at least the hearts' total.",
        "Hearts laid on Computer: after Computer takes damage, you may lay a heart from hand here. At the next deal "
        "Computer discards cards worth at least the hearts' total.",
    }, said
    scene.leave()


def test_a_heart_laid_on_a_spot_says_the_same() -> None:
    layout = layout_for(GAME, ["You", "Computer"])
    scene = _table((960, 600))
    obs = scene.state.observation(0)
    laid = replace(obs, zones={**obs.zones, "penalty:1": ("5H",)})
    view = layout.build((960, 600), laid)
    heart = view.placement("c:5H")
    assert heart is not None and heart.tip.startswith("Hearts laid on Computer: after Computer takes damage")
    scene.leave()
