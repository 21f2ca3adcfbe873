"""Clashing Blades with the event deck: only the event card just turned shows; the one it covered stays on its pile.

A play-tester turned over K♣ after an exact counter and, for two seconds, a full-size J♠ (the event card of an
earlier hand, until then on top of the event pile) was held in the middle of the table beside the 10♦; later a
shrunk K♣ showed there after Q♣ was turned. The card a new event covers was taken for a card the move cleared.
"""

from __future__ import annotations

import math
import random

import pygame
import pytest
from fake_app import FakeApp
from table_helpers import random_turn, settle
from test_clashing_blades_pacing import GAME, SIZES, moves

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.presenter import STAGED
from game.ui.table.scene import TableScene

OPTIONS = {"eventDeck": True, "extraHearts": True}


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
def test_the_event_card_a_new_one_covers_is_not_held_in_the_middle(size: tuple[int, int]) -> None:
    """Each time an event card is turned over onto an earlier one, no copy of the earlier one is held in the stage:
    it lies under the new one on the event pile, where it was."""
    covered = 0
    top = ""  # the event card on top of the event pile before the move
    for seed in (1, 2, 3):
        for played in moves(seed, size, OPTIONS):
            turned = [c for e in played.events if e.kind == "event-turned" for c in e.cards]
            held = {t.key.rsplit(":", 1)[-1] for s in played.steps for t in s.tweens if t.key.startswith(STAGED)}
            if turned and top and top not in turned:
                assert top not in held, f"{top}, covered by {turned}, is held in the middle: {sorted(held)}"
                covered += 1
            last = next((p for p in played.view.placements if p.tip == "Last event"), None)
            top = last.code if last is not None else ""
    assert covered >= 2, covered


def _old_tops_seen(seed: int, size: tuple[int, int]) -> int:
    """A random game against a random computer: each time the new top of the discard pile is on its way there over an
    earlier one, that one must lie on the pile, face up. How many times that was checked."""
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp(size, scale=1.0), GameSetup(GAME, players, OPTIONS, seed))
    presenter = scene.presenter
    show = presenter.show
    checked = 0

    def showing(view, origin, animate, events=None, held=None, move=None, stage=None, ceiling=0.0, unit=1.0):  # type: ignore[no-untyped-def]
        nonlocal checked
        pile = view.anchors["discard"]
        old = next((p for p in presenter._view.placements if p.face_up and math.dist(p.pos, pile) < 1), None)
        show(view, origin, animate, events, held, move, stage, ceiling, unit)
        new = next((p for p in view.placements if p.face_up and math.dist(p.pos, pile) < 1), None)
        if not animate or move is None or old is None or new is None or new.key == old.key:
            return
        if view.placement(old.key) is not None or any(e.src == "discard" for e in move.events):
            return  # the old top moved elsewhere, or the pile was taken up
        top = presenter.sprites.get(new.key)
        if top is None or math.dist((top.x, top.y), pile) < 1:
            return  # the new top lies there already (or waits, parked, for its copy held in the middle)
        lying = [s.code for s in presenter.sprites.values() if s.face_up and math.dist((s.x, s.y), pile) < 1]
        assert old.code in lying, f"{new.code} on its way to the pile over an empty spot: {lying}, not {old.code}"
        checked += 1

    presenter.show = showing  # type: ignore[method-assign]
    rng = random.Random(seed)
    for _ in range(300):
        settle(scene)
        if scene.finished:
            break
        random_turn(scene, rng)
    scene.leave()
    return checked


@pytest.mark.parametrize("size", SIZES)
def test_while_the_new_top_of_the_discard_pile_flies_there_the_old_top_still_shows(size: tuple[int, int]) -> None:
    """A blank, faceless card showed on the discard pile while the card a move discarded was on its way there (a
    joker's clean-up, a punch): the card that had lain on top was gone before the new one covered it. It now lies
    there, face up, under the new one, until that one lands on it."""
    assert sum(_old_tops_seen(seed, size) for seed in (1, 3)) >= 3
