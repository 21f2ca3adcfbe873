"""A drop that costs a knight its last hand card for good asks again before it is made (MS-R12, MS-R19, MS-R20).

Laying the last card as armor, stealing with one card left, committing the last card face down or stealing to
stop after a random card is legal and kills the knight: the drop opens the choices of the moment, its own words
first ("— your knight falls"), and nothing is played until one is pressed. A drop that keeps the knight standing
is played at once, as before.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from fake_app import FakeApp
from table_helpers import settle

from game.engine import Action
from game.engine.games.mortal_swords import MortalSwordsState, Phase
from game.engine.games.mortal_swords.definitions import FALLS
from game.ui.gallery.positions import Position, reach
from game.ui.scenes.load import setup_for
from game.ui.settings import MIN_WINDOW
from game.ui.table.drag_drop import Choose, DragDrop, Play
from game.ui.table.layout import Placement
from game.ui.table.layouts.mortal_swords import FALL_QUESTION, MortalSwordsLayout
from game.ui.table.scene import TableScene

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine" / "games"))
from test_mortal_swords_helpers import P1, P2, arrange, deal, play  # type: ignore[import-not-found, unused-ignore]

from random_walks import random_walk

LOW2 = ["10D 2D 3D 4D 5D 6D", "3C KS QS JS 10S 9S"]
NAMES = ["Ann", "Bob", "Cat"]


def _drops(state: MortalSwordsState, seat: int) -> DragDrop:
    layout = MortalSwordsLayout(NAMES[: state.seats])
    drops = DragDrop(layout)
    drops.set_view(layout.build(MIN_WINDOW, state.observation(seat)), state.legal_actions(seat))
    return drops


def _hit_with_one_card(armor: str = "KS QS JS 10S 9S") -> MortalSwordsState:
    """Bob, five armor cards and 3♣ in hand, answers Ann's 10♦ with 3♣, draws 9♣ and is hit."""
    state = deal(LOW2, "2S")
    arrange(state, {P1: "10D 2D 3D 4D 5D 6D", P2: "3C"}, armor={P2: armor}, draws="KD 9C")
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    assert state.phase is Phase.DAMAGE
    return state


def _asked(result: object) -> list[str]:
    assert isinstance(result, Choose), result
    assert result.question == FALL_QUESTION
    return [spec.label for spec in result.choices]


def test_laying_the_last_hand_card_as_armor_asks_first_and_names_every_way_to_take_the_hit() -> None:
    asked = _asked(_drops(_hit_with_one_card("KS QS JS 10S 9D"), P2).attempt("c:9C", "armor:1"))
    assert asked == [
        f"Take the hit: lay 9♣ as armor{FALLS}",
        f"Take the hit: steal 10♦ as armor{FALLS}",
        "Take the hit on your armor 9♦",
    ]


def test_stealing_with_one_hand_card_left_asks_first() -> None:
    # MS-R12: under D2 the last hand card is discarded for the stolen card, and the knight dies.
    asked = _asked(_drops(_hit_with_one_card(), P2).attempt("c:10D", "armor:1"))
    assert asked[0] == f"Take the hit: steal 10♦ as armor{FALLS}" and len(asked) == 2


def test_turning_down_a_matching_armor_with_one_card_left_is_played_at_once() -> None:
    state = _hit_with_one_card("KS QS JS 10S 9D")
    assert _drops(state, P2).attempt("c:10D", "armor:1:9D") == Play(Action("turn-down", ("10D",), "armor:1:9D"))


def test_with_two_hand_cards_laying_one_as_armor_is_played_at_once() -> None:
    state = deal(LOW2, "2S")
    arrange(state, {P1: "10D 2D 3D 4D 5D 6D", P2: "3C 4C"}, armor={P2: "KS QS JS 10S"}, draws="KD 9C")
    play(state, P1, "attack", "10D")
    play(state, P2, "defend", "3C")
    assert _drops(state, P2).attempt("c:9C", "armor:1") == Play(Action("armor", ("9C",), "armor:1"))


def test_committing_the_last_hand_card_face_down_asks_first() -> None:
    # MS-R20: "Committing the last hand card is allowed and kills the knight; the UI warns first."
    state = deal(LOW2, "2S", stealingCosts=True)
    arrange(state, {P1: "10D 2D 3D 4D 5D 6D", P2: "3C"}, armor={P2: "KS QS JS 10S 9S"}, draws="KD 9C")
    play(state, P1, "attack", "10D")
    asked = _asked(_drops(state, P2).attempt("c:3C", "facedown:1"))
    assert asked == [
        f"Commit 3♣ face down to steal the attacking card{FALLS}",
        "Defend with 3♣",
        "Defend with the top card of the deck",
    ]
    assert _drops(state, P2).attempt("c:3C", "table:1") == Play(Action("defend", ("3C",), "table:1"))  # face up: drawn for


def test_stealing_to_stop_after_a_random_card_with_one_hand_card_asks_first() -> None:
    # MS-R19: a defender who played a random card pays for the steal with a hand card.
    three = ["10D 2D 3D 4D 6D 7D", "3C 2H 3H 4H 6H 7H", "2S 8D 9D 10C 8H 9H"]
    state = deal(three, "JS", stealToStop=True)
    hands = {P1: "10D 2D 3D 4D 6D 7D", P2: "3C", 2: "2S 8D 9D 10C 8H 9H"}
    arrange(state, hands, armor={P2: "KS QS 10S 9S 8S"}, draws="KD 2H")
    play(state, P1, "attack", "10D")
    play(state, P2, "defend-random")
    assert _asked(_drops(state, P2).attempt("c:10D", "armor:1")) == [
        f"Steal 10♦ as armor and stop the attack{FALLS}",
        "Let the attack go on",
    ]


def _fatal_drop_at_the_table() -> tuple[TableScene, Action]:
    """A seeded game against the computer at the first moment the viewer may lay its last hand card as armor."""

    def score(state: object, obs: object) -> float:
        assert isinstance(state, MortalSwordsState)
        legal = state.legal_actions(0) if 0 in state.to_act() else []
        fatal = any(a.kind == "armor" and a.label.endswith(FALLS) for a in legal)
        return 1.0 if fatal and len(legal) > 1 else 0.0

    record = reach(Position("last-card", "mortal-swords", 2, score))
    scene = TableScene(FakeApp(MIN_WINDOW, scale=1.0), setup_for(record), record)
    settle(scene)
    fatal = next(a for a in scene.state.legal_actions(0) if a.kind == "armor")
    return scene, fatal


def test_at_the_table_the_fatal_drop_opens_the_question_and_plays_nothing_until_pressed() -> None:
    scene, fatal = _fatal_drop_at_the_table()
    moves = scene.record.moves
    scene.drop_result(scene.drag.attempt(f"c:{fatal.cards[0]}", fatal.target))
    assert scene.record.moves == moves and scene.overlays.menu == FALL_QUESTION
    asked = [spec for spec in scene.view.buttons if spec.menu == FALL_QUESTION]
    assert asked[0].action == fatal and asked[0].label.endswith(FALLS)
    scene.play(0, asked[0].action)
    settle(scene)
    assert scene.record.moves == moves + 1 and not scene.state.alive[0]


@pytest.mark.parametrize("seed", range(6))
def test_no_drop_that_keeps_the_knight_standing_ever_asks(seed: int) -> None:
    for state, seat in random_walk("mortal-swords", seed, seats=3, options={"stealingCosts": True}):
        assert isinstance(state, MortalSwordsState)
        layout = MortalSwordsLayout(NAMES)
        for action in state.legal_actions(seat):
            if not action.cards:
                continue
            others = len(state.legal_actions(seat)) > 1
            dragged = Placement(f"c:{action.cards[0]}", action.cards[0], (0, 0), cards=action.cards)
            question, choices = layout.variants(dragged, action, state.legal_actions(seat))
            assert bool(choices) == (action.label.endswith(FALLS) and others), action.label
            assert not choices or (choices[0].action == action and question == FALL_QUESTION)
