"""Clashing Blades' Balance cards at the table: kept face up by their owner, used by hand as an answer to a threat,
alone or added to a diamond (RULINGS CB-R16)."""

from __future__ import annotations

import random

import pygame
import pytest
from fake_app import FakeApp
from table_helpers import drag, settle

from game.engine import card
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.layout import card_height
from game.ui.table.scene import TableScene


def threatened_with_balance(seed: int, size: tuple[int, int] = (1280, 720)) -> TableScene:
    """You (seat 0), against a random computer with the event deck, facing a threat with a diamond in hand, J♦ kept
    as your Balance card (taken from wherever it lay)."""
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp(size, scale=0.0), GameSetup("clashing-blades", players, {"eventDeck": True}, seed))
    rng = random.Random(seed)
    for _ in range(400):
        settle(scene)  # the computer answers by itself
        state = scene.state
        assert not state.is_over
        if 0 not in state.to_act():
            continue
        if state.phase.value == "respond" and any(c.suit.value == "D" for c in state.hands[0]):
            break
        assert scene.play(0, rng.choice(state.legal_actions(0)))
    assert not scene.message
    jack = card("JD")
    for pile in (state.events, state.event_discard, state.deck, state.discard, *state.hands, *state.table):
        if jack in pile:
            pile.remove(jack)
    if jack not in state.balance[0]:
        state.balance[0].append(jack)
    scene.refresh(animate=False)
    settle(scene)
    return scene


def my_line(scene: TableScene) -> tuple[float, float]:
    zone = next(z for z in scene.view.zones if z.id == "table:0")
    return pygame.Rect(zone.rect).center


def test_a_balance_card_is_dragged_onto_your_line_as_the_whole_answer() -> None:
    """A play-tester was offered "answer it with a club or a Balance card", but the Balance card could not be picked
    up: dragging it did nothing, the keys skipped it."""
    scene = threatened_with_balance(3)
    balance = scene.view.placement("c:JD")
    assert balance is not None and balance.draggable
    assert "worth 1" in balance.tip
    drag(scene, balance.pos, my_line(scene))
    settle(scene)
    assert card("JD") not in scene.state.balance[0] and card("JD") in scene.state.event_discard, scene.message
    scene.leave()


def test_a_diamond_dropped_while_you_keep_a_balance_card_asks_whether_to_add_it() -> None:
    """The pair (a diamond backed by the Balance card) is a legal answer, but a drop moves one card: it was never
    offered. Now the drop asks, alone or with the Balance card, and the choice is played."""
    scene = threatened_with_balance(3)
    diamond = next(c.code for c in scene.state.hands[0] if c.suit.value == "D")
    at = scene.view.placement(f"c:{diamond}")
    assert at is not None
    drag(scene, at.pos, my_line(scene))
    settle(scene)
    assert scene.state.phase.value == "respond" and card(diamond) in scene.state.hands[0], "nothing is played yet"
    asked = {spec.label: spec.action for spec in scene._asked}
    worth = card(diamond).rank
    assert set(asked) == {f"{card(diamond).short} alone ({worth})", f"{card(diamond).short} + J♦ ({worth + 1})"}
    scene.play(0, asked[f"{card(diamond).short} + J♦ ({worth + 1})"])
    settle(scene)
    assert card("JD") not in scene.state.balance[0] and card(diamond) not in scene.state.hands[0]
    scene.leave()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_each_sides_balance_label_is_clear_of_the_name_plates_and_cards(size: tuple[int, int]) -> None:
    """At 960x600 the "Balance" over the computer's Balance card lay half under the computer's name plate. Each
    side's label now reads in the clear: on no plate and on no card."""
    scene = threatened_with_balance(3, size)
    queen = card("QD")
    for pile in (scene.state.events, scene.state.event_discard, scene.state.deck, scene.state.discard,
                 *scene.state.hands, *scene.state.table):  # fmt: skip
        if queen in pile:
            pile.remove(queen)
    scene.state.balance[1].append(queen)
    scene.refresh(animate=False)
    settle(scene)
    view = scene.view
    labels = [pygame.Rect(m.rect) for m in view.marks if m.kind == "text" and m.text == "Balance"]
    assert len(labels) == 2
    plates = [pygame.Rect(m.rect) for m in view.marks if m.kind == "plate"]
    for label in labels:
        assert label.collidelist(plates) == -1, f"{label} under a name plate {plates}"
        for p in view.placements:
            rect = pygame.Rect(0, 0, p.width, card_height(p.width))
            rect.center = (round(p.pos[0]), round(p.pos[1]))
            assert not label.colliderect(rect.inflate(-4, -4)), f"{label} under {p.key} {rect}"
    scene.leave()
