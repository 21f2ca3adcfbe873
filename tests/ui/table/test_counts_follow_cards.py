"""Counts on the table (a deck's, a discard pile's, a hand's, health) change as the move's cards land, not before."""

from __future__ import annotations

import random

import pytest
from fake_app import FakeApp
from table_helpers import random_turn, settle

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.layout import Mark, TableView
from game.ui.table.presenter import changed_counts
from game.ui.table.scene import TableScene


def _counts_seen(game_id: str, seed: int) -> int:
    """A random game against a random computer at the normal pace: after each move that sent cards travelling, every
    count it changed still shows its old figure; once the move has played out, the table is drawn as it stands. How
    many counts were seen waiting."""
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp((960, 600), scale=1.0), GameSetup(game_id, players, {}, seed))
    rng = random.Random(seed)
    waited = 0
    for _ in range(400):
        settle(scene)
        if scene.finished:
            break
        before = scene.view
        if not random_turn(scene, rng) or not scene.queue.active_keys():
            continue
        drawn = {(m.kind, m.rect): m.text for m in scene.presenter.drawn.marks}
        for place, old in changed_counts(before, scene.view).items():
            assert drawn.get(place) == old, f"{place[0]} reads {drawn.get(place)!r} while the cards travel, not {old!r}"
            waited += 1
        scene.queue.finish()  # (not settle: its frame may let the computer move again)
        assert [m for m in scene.presenter.drawn.marks if m.kind != "pile"] == [
            m for m in scene.view.marks if m.kind != "pile"
        ], "and the table is drawn as it stands once they have landed"
    scene.leave()
    return waited


@pytest.mark.parametrize("game_id", ["mortal-swords", "clashing-blades", "suits-duel", "el-royale"])
def test_a_count_changes_when_the_cards_land(game_id: str) -> None:
    """The deck, discard and hand counts (and Clashing Blades' health) changed the moment a move was made, a second
    ahead of the cards the player was watching travel: "discard 4" over a pile still showing three."""
    assert sum(_counts_seen(game_id, seed) for seed in (1, 2)) >= 5


def test_an_empty_piles_label_gaining_its_first_card_is_a_count() -> None:
    """ "battle pile" over an empty pile reads "battle pile 1" when the attack card arrives: that is a count changing,
    as "deck 44" to "deck 43" is; a name or a seat's words changing is not."""
    place, other, plate = (10, 10, 80, 20), (10, 40, 80, 20), (10, 70, 80, 20)
    before = TableView(marks=(Mark("text", place, "battle pile"), Mark("text", other, "deck 44"), Mark("plate", plate, "Ann")))
    after = TableView(marks=(Mark("text", place, "battle pile 1"), Mark("text", other, "deck 43"), Mark("plate", plate, "Bo")))
    assert changed_counts(before, after) == {("text", place): "battle pile", ("text", other): "deck 44"}
