"""Mortal Swords on the table: 2–4 knights placed apart, nothing hidden drawn face up, drops that become the right action,
and damage taken by dragging at a 4-knight table."""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

import pygame
import pytest
from layout_checks import card_rect
from table_helpers import FakeApp, drag, settle
from table_text import drawn, off_the_table, words_running_into_things

from game.engine import Action, new_game
from game.engine.games.mortal_swords import MortalSwordsState, Phase
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.layout import Placement, TableView
from game.ui.table.layouts import layout_class
from game.ui.table.layouts.mortal_swords import MortalSwordsLayout
from game.ui.table.scene import TableScene

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine" / "games"))
from test_mortal_swords_helpers import P1, P2, P3, arrange, deal, play  # type: ignore[import-not-found, unused-ignore]

SIZE = (1280, 720)


def view_of(state: MortalSwordsState, seat: int = 0, onlooker: bool = False) -> TableView:
    return MortalSwordsLayout().build(SIZE, state.observation(seat), onlooker)


def placed(view: TableView, code: str) -> Placement:
    found = view.placement(f"c:{code}")
    assert found is not None, code
    return found


def test_the_table_finds_this_layout_by_module_name() -> None:
    assert layout_class("mortal-swords") is MortalSwordsLayout


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_knight_has_a_hand_and_an_armor_row_apart_from_the_others(seats: int) -> None:
    state = new_game("mortal-swords", seats, seed=seats, options={"warriorsVow": True, "vowSequential": True})
    assert isinstance(state, MortalSwordsState)
    while state.phase is Phase.VOW:
        seat = state.to_act()[0]
        play(state, seat, "vow", state.hands[seat][0].code)
    view = view_of(state)
    boxes = []
    for seat in range(seats):
        hand = [
            p
            for p in view.placements
            if p.key.startswith(f"back:{seat}:") or (seat == 0 and p.key[2:] in {c.code for c in state.hands[0]})
        ]
        armor = placed(view, state.armor[seat][0].code)
        assert len(hand) == len(state.hands[seat]) and armor.face_up and armor.angle == 0
        xs = [p.pos[0] for p in hand]
        boxes.append((min(xs), max(xs), hand[0].pos[1]))
        assert all(0 < p.pos[0] < SIZE[0] and 0 < p.pos[1] < SIZE[1] for p in [*hand, armor])
        assert not (min(xs) <= armor.pos[0] <= max(xs) and abs(armor.pos[1] - hand[0].pos[1]) < 10), "armor under the hand"
    for a in range(seats):
        for b in range(a + 1, seats):
            left, right, y = boxes[a]
            left2, right2, y2 = boxes[b]
            assert abs(y - y2) > 50 or right < left2 or right2 < left, f"seats {a} and {b} overlap"


def test_the_strong_suit_card_lies_sideways_under_the_deck() -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H"], "JS")
    view = view_of(state)
    indicator, deck = placed(view, "JS"), view.placement("pile:deck")
    assert deck is not None and indicator.angle == 90 and indicator.z < deck.z and indicator.face_up


def test_the_attack_is_laid_in_play_order_and_used_armor_lies_spent_in_its_place_inside_its_frame() -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "9C 3C 4C 6C 7C 8C"], "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H", P3: "9C 3C 4C 6C 7C 8C"}, armor={P2: "9S 8H"}, used={P2: "8H"})
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "9C")
    view = view_of(state, P2)
    line = [placed(view, c) for c in ("5C", "2H", "9C")]
    assert line[0].pos[0] < line[1].pos[0] < line[2].pos[0] and len({p.pos[1] for p in line}) == 1
    used, live = placed(view, "8H"), placed(view, "9S")
    assert used.dim and not live.dim and used.angle == live.angle == 0
    assert live.pos[0] < used.pos[0], "8♥ was laid after 9♠ and stays right of it, used or not"
    frame = next(m.rect for m in view.marks if m.kind == "box" and pygame.Rect(m.rect).collidepoint(live.pos))
    assert all(pygame.Rect(frame).contains(card_rect(p)) for p in (used, live))


def test_drops_become_hits_steals_and_turned_down_armor_and_only_legal_spots_glow() -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H"], "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H"}, armor={P2: "9S 8H"})
    play(state, P1, "attack", "5C")
    view = view_of(state, P2)
    layout, legal = MortalSwordsLayout(), state.legal_actions(P2)
    assert layout.accepts(placed(view, "3H"), "table:1", legal) == Action("defend", ("3H",), "table:1")
    assert layout.accepts(placed(view, "3H"), "armor:1", legal) is None  # no hit before everyone has answered
    play(state, P2, "defend", "2H")
    view, legal = view_of(state, P2), state.legal_actions(P2)
    attack = placed(view, "5C")
    assert attack.draggable and attack.cards == ("5C",)
    assert layout.accepts(attack, "armor:1", legal) == Action("steal", ("5C",), "armor:1")
    assert layout.accepts(attack, "armor:1:9S", legal) == Action("turn-down", ("5C",), "armor:1:9S")
    assert layout.accepts(attack, "armor:1:8H", legal) is None  # a red armor cannot take a black blow
    assert layout.accepts(placed(view, "3H"), "armor:1", legal) == Action("armor", ("3H",), "armor:1")
    assert not view_of(state, P1).placement("c:5C").draggable  # type: ignore[union-attr]


def test_a_commitment_is_dropped_on_the_face_down_spot_and_stays_a_back_for_the_others() -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "9C 3C 4C 6C 7C 8C"], "JS", stealingCosts=True)
    play(state, P1, "attack", "5C")
    view, legal = view_of(state, P2), state.legal_actions(P2)
    assert MortalSwordsLayout().accepts(placed(view, "2H"), "facedown:1", legal) == Action("commit", ("2H",), "facedown:1")
    play(state, P2, "commit", "2H")
    assert placed(view_of(state, P2), "2H").dim
    assert view_of(state, P3).placement("c:2H") is None and view_of(state, P3).placement("facedown:1") is not None


def test_nothing_hidden_is_ever_placed_face_up_over_random_games() -> None:
    layout = MortalSwordsLayout()
    for seats, options in ((2, {"warriorsVow": True}), (3, {"stealingCosts": True, "hideUsedArmor": True}), (4, {})):
        state = new_game("mortal-swords", seats, seed=seats, options=options)
        rng = random.Random(seats)
        while state.outcome is None:
            for viewer in range(seats):
                obs = state.observation(viewer)
                visible = set(obs.hand) | {c for zone in obs.zones.values() for c in zone}
                for onlooker in (False, True):
                    shown = {p.code for p in layout.build(SIZE, obs, onlooker).placements if p.face_up}
                    mine = {obs.info["my_commit"]} if obs.info["my_commit"] and not onlooker else set()
                    assert shown <= visible | mine, f"seat {viewer} is shown {sorted(shown - visible)}"
                    if onlooker:
                        assert not shown & set(obs.hand)
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])


def four_knights(seed: int) -> TableScene:
    seats = tuple(SeatSetup(f"K{i + 1}", i == 0, "normal") for i in range(4))
    return TableScene(FakeApp(scale=0.0), GameSetup("mortal-swords", seats, {}, seed))


def test_at_a_four_knight_table_damage_is_taken_by_dragging() -> None:
    for seed in range(1, 30):
        scene = four_knights(seed)
        state = scene.state
        assert isinstance(state, MortalSwordsState)
        for _ in range(200):
            settle(scene)
            if state.outcome is not None or (state.phase is Phase.DAMAGE and state.to_act() == [0]):
                break
            if scene.human_to_act():
                legal = state.legal_actions(0)
                weakest = next((a for a in legal if a.kind == "defend"), legal[0])
                scene.play(0, weakest)
        if state.phase is Phase.DAMAGE and state.to_act() == [0]:
            break
    else:
        pytest.fail("the human knight was never hit")
    scene.refresh(animate=False)
    lay = next(a for a in state.legal_actions(0) if a.kind == "armor")
    start = scene.view.placement(f"c:{lay.cards[0]}")
    zone = scene.view.zone("armor:0")
    assert start is not None and zone is not None
    before = len(state.armor[0])
    x, y, w, h = zone.rect
    drag(scene, start.pos, (x + w - 20, y + h / 2))
    settle(scene)
    assert len(state.armor[0]) == before + 1 and lay.cards[0] in {c.code for c in state.armor[0]}
    assert scene.message == ""
    pygame.display.quit()


def test_after_a_steal_the_next_hit_knight_turns_down_armor_by_clicking_it() -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "2C 3C 4C 6C 7C 8C"], "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H 6H 7H", P3: "2C 3C 4C 6C 7C"}, armor={P3: "9S"})
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "2C")
    play(state, P2, "steal", "5C", target="armor:1")
    play(state, P2, "discard", "3H")
    view, legal = view_of(state, P3), state.legal_actions(P3)
    stolen = placed(view, "5C")
    assert not stolen.draggable and stolen.pos[1] < SIZE[1] / 3  # it lies in P2's armor row now, not on the line
    armor = placed(view, "9S")
    assert armor.click_plays and armor.default_zone == "armor:2:9S"
    assert MortalSwordsLayout().accepts(armor, "armor:2:9S", legal) == Action("turn-down", ("5C",), "armor:2:9S")


# -- words on the table: nothing off the window, under the banner, or run together ---------------------------------


LONG_NAMES = ["You", "Computer 1 (Normal)", "Computer 2 (Normal)", "Computer 3 (Normal)"]


def _text_positions(seats: int, seed: int, options: dict[str, object]) -> list[MortalSwordsState]:
    state = new_game("mortal-swords", seats, seed=seed, options=options)
    assert isinstance(state, MortalSwordsState)
    rng = random.Random(seed)
    out = [state.clone()]
    while state.outcome is None and len(out) < 60:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
        out.append(state.clone())
    return out


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_word_fits_the_window_and_runs_into_nothing(size: tuple[int, int], seats: int) -> None:
    pygame.font.init()
    options: dict[str, object] = {"stealingCosts": True} if seats == 3 else {"warriorsVow": True}
    layout = MortalSwordsLayout(LONG_NAMES[:seats])
    for state in _text_positions(seats, seats, options):
        for viewer in range(seats):
            view = layout.build(size, state.observation(viewer))
            assert off_the_table(view, size) == [], f"viewer {viewer}"
            assert words_running_into_things(view) == [], f"viewer {viewer}"


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_names_under_the_attack_keep_a_gap_at_four_knights(size: tuple[int, int]) -> None:
    pygame.font.init()
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "9C 3C 4C 6C 7C 8C", "2S 3S 4S 5S 6S 7S"], "JH")
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "9C")
    play(state, 3, "defend", "2S")
    view = MortalSwordsLayout(LONG_NAMES).build(size, state.observation(0))
    line = [rect for what, rect in drawn(view) if what.startswith("text 'Computer") or what == "text 'You'"]
    line = sorted((r for r in line if abs(r.y - line[-1].y) < 4), key=lambda r: r.x)
    assert len(line) >= 4
    assert all(a.right + 4 <= b.left for a, b in itertools.pairwise(line)), line


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_in_a_two_knight_fight_the_opponent_sits_opposite(size: tuple[int, int]) -> None:
    state = new_game("mortal-swords", 2, seed=4)
    layout = MortalSwordsLayout()
    view = layout.build(size, state.observation(0))
    play = pygame.Rect(layout.regions(size).play)
    theirs = [card_rect(p) for p in view.placements if p.key.startswith("back:1:")]
    mine = [card_rect(p) for p in view.placements if p.draggable or (p.key.startswith("c:") and p.pos[1] > play.centery)]
    block = theirs[0].unionall(theirs[1:])
    assert abs(block.centerx - play.centerx) < play.w * 0.15, "across the table, not in a corner"
    assert block.bottom < play.centery < min(r.top for r in mine)


def test_the_steal_note_reads_well_for_the_robbed_the_thief_and_the_others() -> None:
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "2C 3C 4C 6C 7C 8C"], "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H 6H 7H", P3: "2C 3C 4C 6C 7C"}, armor={P3: "9S"})
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "2C")
    play(state, P2, "steal", "5C", target="armor:1")

    def note(seat: int) -> list[str]:
        return [m.text for m in view_of(state, seat).marks if "stolen" in m.text]

    assert note(P1) == ["stolen by Knight 2"]
    assert note(P2) == ["stolen by you"]
    assert note(P3) == ["stolen by Knight 2"]


def test_the_stolen_card_is_told_where_it_stood_on_the_line_not_above_it() -> None:
    """After a steal, "Knight 1's card stolen by you" sat above the attack line, over an empty slot: it labelled
    nothing. The attacker's slot, first on the line, says it under where the card stood, in the row where every card
    on the line has its knight and what it did."""
    state = deal(["5C 2D 3D 4D 6D 7D", "2H 3H 4H 5H 6H 7H", "2C 3C 4C 6C 7C 8C"], "JS")
    arrange(state, {P1: "5C 2D 3D 4D 6D 7D", P2: "2H 3H 4H 5H 6H 7H", P3: "2C 3C 4C 6C 7C"}, armor={P3: "9S"})
    play(state, P1, "attack", "5C")
    play(state, P2, "defend", "2H")
    play(state, P3, "defend", "2C")
    play(state, P2, "steal", "5C", target="armor:1")
    view = view_of(state, P2)
    defence = card_rect(placed(view, "2H"))
    word = next(m for m in view.marks if "stolen" in m.text)
    assert word.text == "stolen by you"
    under_defence = sorted(m.rect[1] for m in view.marks if m.kind == "text" and abs(m.rect[0] - defence.x) <= 1)
    assert len(under_defence) == 2 and under_defence[0] > defence.bottom  # its knight, then what it did
    assert word.rect[0] < defence.left and word.rect[1] == under_defence[1], "in the slot's row, not above the line"
    names = [m.text for m in view.marks if m.kind == "text" and m.rect[0] == word.rect[0] and m.rect[1] < word.rect[1]]
    assert names == ["Knight 1"]


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_each_foes_plate_counts_its_hand_the_lives_it_has_left(size: tuple[int, int]) -> None:
    """A row of small overlapping backs is hard to count; the plate says it, and drops the dealer before the count
    when it is narrow."""
    layout = MortalSwordsLayout(["You", "Computer 2", "Computer 3", "Computer 4"])
    state, rng = new_game("mortal-swords", 4, seed=5), random.Random(5)
    counted = 0
    while state.outcome is None:
        obs = state.observation(0)
        plates = [m.text for m in layout.build(size, obs).marks if m.kind == "plate"]
        for seat in range(1, 4):
            plate = next(p for p in plates if p.startswith(f"Computer {seat + 1}"))
            count = obs.info["hand_counts"][seat]
            if obs.info["alive"][seat]:
                assert f" · {count} card{'s' if count != 1 else ''}" in plate, plate
                counted += 1
            assert "…" not in plate, plate
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert counted > 100


def test_a_hand_card_dropped_on_one_of_your_armor_cards_is_laid_in_the_row_and_only_the_attacking_card_turns_down() -> None:
    """The armor cards lie inside the row: a hit knight who drops a hand card on one of them means the row."""
    from game.ui.table.drag_drop import DragDrop, Play

    layout = MortalSwordsLayout()
    for seed in range(40):
        rng = random.Random(seed)
        state = new_game("mortal-swords", 2, seed=seed)
        while not state.is_over:
            seat = state.to_act()[0]
            obs, legal = state.observation(seat), state.legal_actions(seat)
            live = [z for z in layout.build(SIZE, obs).zones if z.id.count(":") == 2]
            if obs.info["phase"] == "damage" and live and any(a.kind == "armor" for a in legal):
                view = layout.build(SIZE, obs)
                drops = DragDrop(layout)
                drops.set_view(view, legal)
                turn = next(a for a in legal if a.kind == "turn-down" or a.kind == "steal")
                hand = next(p for p in view.placements if p.draggable and p.cards != turn.cards)
                played = drops.attempt(hand.key, live[0].id)
                assert isinstance(played, Play) and played.action.kind == "armor", played
                assert played.action.cards == hand.cards
                turn_down = next((a for a in legal if a.kind == "turn-down"), None)
                if turn_down is not None and turn_down.target is not None:  # the attacking card still turns one down
                    assert drops.attempt(f"c:{turn_down.cards[0]}", turn_down.target) == Play(turn_down)
                return
            state.apply(seat, rng.choice(legal))
    raise AssertionError("no hit knight with armor in 40 seeded games")


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_a_vow_chosen_in_secret_waits_dimmed_in_the_armor_row_until_all_have_chosen(size: tuple[int, int]) -> None:
    """After a Warrior's Vow choice all six cards stayed in the hand with nothing marking which one was picked. The
    chosen card now waits, dimmed, in the knight's own armor row, and turns up there once every knight has chosen;
    the other knights see nothing of it."""
    state = new_game("mortal-swords", 4, options={"warriorsVow": True}, seed=5)
    layout = MortalSwordsLayout(["You", "Ann", "Bob", "Cy"])
    chosen = state.legal_actions(0)[2]
    vow = chosen.cards[0]
    state.apply(0, chosen)
    view = layout.build(size, state.observation(0))
    waiting = view.placement(f"c:{vow}")
    assert waiting is not None and waiting.dim and waiting.face_up and not waiting.draggable
    assert "every knight has chosen" in waiting.tip
    armor = pygame.Rect(view.zone("armor:0").rect)
    assert armor.collidepoint(waiting.pos)  # in the armor row, out of the hand
    hand = [view.placement(f"c:{code}") for code in state.observation(0).hand if code != vow]
    assert len(hand) == 5 and not any(p is None or armor.collidepoint(p.pos) for p in hand)
    for seat in (1, 2, 3):
        assert view.placement(f"c:{vow}").key not in {p.key for p in layout.build(size, state.observation(seat)).placements}
    for seat in (1, 2, 3):
        state.apply(seat, state.legal_actions(seat)[0])
    laid = layout.build(size, state.observation(0)).placement(f"c:{vow}")
    assert laid is not None and not laid.dim and laid.pos == waiting.pos  # it turns up where it waited


def test_when_the_attack_has_left_the_line_no_stolen_card_is_pointed_to() -> None:
    """On a finished table, above an empty attack line, it read "Your card stolen by Computer": the attack's cards had
    gone to the pile, but the steal was still remembered."""
    pygame.font.init()
    ended = 0
    for seed in range(40):
        state, rng = new_game("mortal-swords", 2, seed=seed), random.Random(seed)
        while not state.is_over:
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        obs = state.observation(0)
        if obs.info["stolen_by"] == -1 or any(obs.zones.get(f"table:{s}") for s in range(2)):
            continue
        ended += 1
        view = MortalSwordsLayout(["You", "Computer"]).build(SIZE, obs)
        assert not [m.text for m in view.marks if "stolen" in m.text]
    assert ended, "no game here ended on a steal"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("names", [["You", "Computer 1", "Computer 2", "Computer 3"], LONG_NAMES])
def test_every_armor_row_is_named_armor_even_beside_a_long_plate(size: tuple[int, int], names: list[str]) -> None:
    """A play-tester saw "armor" missing by a knight whose plate ran long ("Computer 2 · 1 card · attacker · dealer")
    and whose row held many armor cards: the word did not fit beside the plate and was left out. It goes under the
    plate then, clear of every card and word."""
    pygame.font.init()
    layout = MortalSwordsLayout(names)
    for seed in (3, 8):
        for state in _text_positions(4, seed, {}):
            view = layout.build(size, state.observation(0))
            words = [rect for what, rect in drawn(view) if what == "text 'armor'"]
            assert len(words) == 4, (seed, state.armor)
            assert words_running_into_things(view) == []
            assert off_the_table(view, size) == []
