"""A pile's edges are drawn under a card: a pile that grows shows its new thickness once its new top has landed."""

from __future__ import annotations

import math
import random

import pytest
from fake_app import FakeApp
from table_helpers import random_turn

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.pieces import pile_depth
from game.ui.table.scene import TableScene

#: Games and options whose moves throw several cards at once onto a pile that may lie empty before.
TABLES = [("suits-duel", {"jokers": True}), ("clashing-blades", {"eventDeck": True}), ("mortal-swords", {})]


def _bare_edges(game_id: str, options: dict[str, object], seed: int) -> tuple[int, list[str]]:
    """Frames of a random game at the normal pace: how many showed a pile's edges, and the ones that showed edges
    with no card lying on them (a blank card where the pile had been empty)."""
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp((960, 600), scale=1.0), GameSetup(game_id, players, options, seed))
    rng = random.Random(seed)
    edged, bare = 0, []
    for _ in range(1500):
        if scene.finished:
            break
        if scene.queue.busy:
            scene.update(1 / 30)
        else:
            random_turn(scene, rng)
        for mark in scene.presenter.drawn.marks:
            x, y, w, h = mark.rect
            if mark.kind != "pile" or not mark.text.isdigit() or pile_depth(int(mark.text), w) <= 0:
                continue
            edged += 1
            centre = (x + w / 2, y + h / 2)
            if not any(math.dist((s.x, s.y), centre) <= 2 for s in scene.sprites.values()):
                bare.append(f"move {scene.record.moves}: {mark.text} cards' edges at {centre} under no card")
    scene.leave()
    return edged, bare


@pytest.mark.parametrize(("game_id", "options"), TABLES)
def test_a_piles_edges_never_stand_bare_while_its_new_top_is_on_the_way(game_id: str, options: dict[str, object]) -> None:
    """Suits Duel: a counter chain resolved onto an empty discard pile drew the edges of seven cards at once, a blank
    cream card, while the cards slid in from the spell stack. The pile keeps its old edges (here none) until the card
    that tops it lands."""
    edged, bare = 0, []
    for seed in (2, 5, 9):
        seen, lacking = _bare_edges(game_id, options, seed)
        edged, bare = edged + seen, bare + lacking
    assert edged > 100, "piles with edges were drawn"
    assert not bare, bare[:5]
