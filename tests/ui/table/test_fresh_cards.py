"""Cards that came into the player's hand while others played wear a "new" tag until the player moves again.

Play-testers missed them: El Royale's draw back up to four after a battle someone else ended, and Suits Duel's draw
as the turn came round, slid in among the rest of the hand."""

import random
from collections import Counter

import pygame
import pytest
from table_helpers import settle, you_against_a_computer, your_turns

from game.engine import Event
from game.ui.table.fresh_cards import NEW, FreshCards
from game.ui.table.layout import Placement, TableView
from game.ui.table.scene import TableScene
from game.ui.table.sprites import standing, tagged


def hand_row(codes: tuple[str, ...], step: float, width: int = 100) -> TableView:
    row = (Placement(f"c:{c}", c, (50 + i * step, 500), True, z=300 + i, width=width) for i, c in enumerate(codes))
    return TableView(tuple(row))


def tags(view: TableView) -> dict[str, str]:
    return {p.code: p.tag for p in view.placements}


def draw(seat: int, *codes: str) -> Event:
    return Event("draw", seat, codes, "deck", f"hand:{seat}", False, visible_to=(seat,))


def test_only_cards_drawn_since_the_last_move_are_new_and_the_deal_is_not() -> None:
    fresh = FreshCards()
    assert fresh.new(0, ("7C", "KD")) == frozenset()  # the deal is no news
    fresh.saw([draw(0, "KD", "2S"), draw(1, "3H")])
    assert fresh.new(0, ("7C", "KD", "2S")) == {"KD", "2S"}
    assert fresh.new(0, ("7C", "KD")) == {"KD"}  # 2S gone on: only what is still held
    fresh.moved(0)
    assert fresh.new(0, ("7C", "KD", "2S")) == frozenset()
    assert fresh.new(1, ("3H",)) == {"3H"}  # another seat's news is its own


def test_a_hand_dealt_anew_is_not_news_card_by_card() -> None:
    """Clashing Blades' next deal: the cards that happened not to be in the last hand were all tagged "new"."""
    fresh = FreshCards()
    fresh.saw([draw(0, "KD")])
    fresh.saw([Event("deal", 0, ("2S", "3S", "4S"), "deck", "hand:0", False, visible_to=(0,))])
    assert fresh.new(0, ("2S", "3S", "4S")) == frozenset()


def test_a_new_card_with_room_wears_the_word_lying_down_and_a_fanned_one_standing_up_the_strip() -> None:
    fresh = FreshCards()
    fresh.saw([draw(0, "KD", "2S")])
    spread = fresh.tag(hand_row(("7C", "KD", "2S"), step=110), 0, ("7C", "KD", "2S"))
    assert tags(spread) == {"7C": "", "KD": NEW, "2S": NEW}
    fanned = fresh.tag(hand_row(("7C", "KD", "2S"), step=20), 0, ("7C", "KD", "2S"))
    assert tags(fanned) == {"7C": "", "KD": standing(NEW), "2S": NEW}  # the last card shows whole


def test_a_whole_hand_drawn_is_not_tagged_card_by_card() -> None:
    fresh = FreshCards()
    fresh.saw([draw(0, "2S", "3S", "4S")])
    assert tags(fresh.tag(hand_row(("2S", "3S", "4S"), step=110), 0, ("2S", "3S", "4S"))) == {"2S": "", "3S": "", "4S": ""}


def test_a_card_already_tagged_keeps_its_tag() -> None:
    fresh = FreshCards()
    fresh.saw([draw(0, "KD")])
    known = Placement("c:KD", "KD", (50, 500), True, width=100, tag="known")
    other = Placement("c:7C", "7C", (200, 500), True, width=100)
    view = fresh.tag(TableView((known, other)), 0, ("KD", "7C"))
    assert tags(view) == {"KD": "known", "7C": ""}


def drawn_since_my_move(scene: TableScene) -> set[str]:
    """From the record: the cards drawn into seat 0's hand since its last move, after its hand was last dealt."""
    drawn: set[str] = set()
    state = scene.record.fresh_state()
    for move in scene.record.log:
        events = state.apply(move.seat, move.action)
        if move.seat == 0:
            drawn = set()
            continue  # what the player's own move brought in, they watched arrive
        for event in events:
            if event.dst == "hand:0" and event.kind == "deal":
                drawn = set()
            elif event.dst == "hand:0" and event.kind == "draw":
                drawn |= set(event.cards)
    return drawn


def tagged_new(scene: TableScene) -> set[str]:
    return {s.code for s in scene.sprites.values() if s.tag.removeprefix(standing("")) == NEW}


@pytest.mark.parametrize("game_id", ["el-royale", "suits-duel"])
def test_cards_drawn_during_the_computers_moves_are_tagged_new_until_the_player_moves(game_id: str) -> None:
    scene = you_against_a_computer(game_id, 2, (960, 600))
    rng = random.Random(2)
    seen_new = 0
    for _ in your_turns(scene):
        hand = set(scene.state.observation(0).hand)
        drawn = hand & drawn_since_my_move(scene)
        expected = drawn if drawn != hand else set()
        assert tagged_new(scene) == expected, (tagged_new(scene), expected)
        seen_new += bool(expected)
        scene.play(0, rng.choice(scene.state.legal_actions(0)))
        settle(scene)
        mine = set(scene.state.observation(0).hand)
        if scene.record.log[-1].seat == 0 and scene.human_to_act():
            assert not tagged_new(scene) & mine, "what the player's own move brought in is not news"
    assert seen_new > 0, "cards came in during the computer's moves"
    scene.leave()


def test_clashing_blades_deals_each_hand_anew_and_tags_none_of_it() -> None:
    scene = you_against_a_computer("clashing-blades", 2, (960, 600))
    rng = random.Random(2)
    for _ in your_turns(scene):
        assert not tagged_new(scene)
        scene.play(0, rng.choice(scene.state.legal_actions(0)))
    assert scene.record.moves > 20
    scene.leave()


def test_a_card_taken_back_into_the_hand_by_undo_is_not_new() -> None:
    scene = you_against_a_computer("el-royale", 2, (960, 600))
    rng = random.Random(3)
    for _ in range(200):
        settle(scene)
        if scene.human_to_act() and scene.record.moves > 2:
            break
        if scene.human_to_act():
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
        else:
            scene.update(1 / 30)
    assert scene.human_to_act()
    scene.play(0, next(a for a in scene.state.legal_actions(0) if a.cards))
    settle(scene)
    assert scene.undo()
    settle(scene)
    assert not tagged_new(scene)
    scene.leave()


@pytest.mark.parametrize("lying", [True, False])
def test_a_new_card_is_told_apart_from_a_known_one_by_its_pill_colour_not_only_its_word(lying: bool) -> None:
    """El Royale can show "new" and "known" in one hand, both pills low on the card's left; in one gold a player had
    to read each word to tell them apart."""

    def pill_colour(tag: str) -> tuple[int, ...]:
        plain = pygame.Surface((100, 140))
        plain.fill((255, 255, 255))
        out = tagged(plain, tag if lying else standing(tag))
        changed = Counter(tuple(out.get_at((x, y)))[:3] for x in range(100) for y in range(140))
        del changed[(255, 255, 255)]
        return changed.most_common(1)[0][0]  # the pill's fill outnumbers its word's pixels

    new, known = pill_colour(NEW), pill_colour("known")
    assert sum(abs(a - b) for a, b in zip(new, known, strict=True)) > 100, (new, known)
