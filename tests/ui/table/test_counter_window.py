"""Suits Duel's counter windows at the table (RULINGS SD-R22): the flow of play never tells anyone what a hand holds.

Against the computer the human is asked only when there is a choice: a
lone "let it resolve" is played for them after a short beat. Every
computer answer is held to the same beat, so an answer with nothing to
decide comes back no sooner than one that weighed a counter. In
pass-and-play the curtain goes to the opponent, who sees the lone button.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest
from table_helpers import FakeApp, settle, table, you_against_a_computer

from game.ai import make_agent
from game.engine import Action
from game.engine.cards import Card, card
from game.engine.games.suits_duel import OPTIONS, Phase, SuitsDuelState, all_cards
from game.engine.options import resolve
from game.engine.rng import Rng
from game.ui import test_probe
from game.ui.rules_page import KEYS
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.curtain import Curtain
from game.ui.table.scene import FORCED_BEAT, FORCED_READ, FORCED_READ_PER_CARD, SEARCH_MARGIN, TableScene

CANNOT = "5H 5C 8D"  # no three cards of one suit
CAN = "2D 8D KD 5H"  # three diamonds: a counter
ATTACKER = "6C KS"


def position(active: int, hands: tuple[str, str]) -> SuitsDuelState:
    """``active``'s main phase; each side has one battler (4♣ / 7♦), shields are spades, the rest is the deck."""
    st = SuitsDuelState(resolve(OPTIONS, {}, 2), Rng(1))
    st.hands = [[card(c) for c in h.split()] for h in hands]
    st.battlers = [[card("4C")], [card("7D")]] if active == 0 else [[card("7D")], [card("4C")]]
    st.wounds = [[None], [None]]
    st.shields = [[card("2S"), card("3S"), card("4S")], [card("5S"), card("6S"), card("7S")]]
    used: set[Card] = {c for zone in (*st.hands, *st.battlers) for c in zone} | {c for s in st.shields for c in s if c}
    st.deck = [c for c in all_cards(st.options) if c not in used]
    st.phase, st.turn, st.active, st.first = Phase.MAIN, 3, active, active
    st.check_invariants()
    return st


def seated(scene: TableScene, st: SuitsDuelState) -> TableScene:
    scene.state = scene.record.state = st
    scene.curtain = Curtain(scene.setup.humans)
    scene.curtain.update(st.to_act())
    scene.refresh(animate=False)
    return scene


def computer_casts(human_hand: str, scale: float = 1.0, beat: float = 0.5) -> TableScene:
    """The human (seat 0) against a computer (seat 1) that has just attacked the human's 7♦ with 6♣."""
    scene = seated(table("suits-duel", humans=1, scale=scale), position(1, (human_hand, ATTACKER)))
    scene.beat = beat
    assert scene.play(1, Action("attack", ("6C",), "battler:7D"))
    settle(scene)
    return scene


def offered(scene: TableScene) -> list[str]:
    return [b.label for b in scene.view.buttons if isinstance(b.action, Action)]


def step(scene: TableScene, seconds: float, dt: float = 0.05) -> None:
    """Advance the scene's clock by ``seconds`` in frames, giving the worker thread room to answer."""
    for _ in range(round(seconds / dt)):
        scene.update(dt)
        time.sleep(0.002)


def test_a_human_who_cannot_counter_is_not_asked_and_the_pass_is_played_after_the_beat() -> None:
    scene = computer_casts(CANNOT)
    state = scene.state
    assert state.phase is Phase.RESPOND and state.to_act() == [0]
    assert offered(scene) == []  # no lone "Let it resolve" button
    assert not scene.human_to_act() and scene.legal() == []
    assert not test_probe.snapshot(scene)["ready"]
    scene.draw(pygame.Surface((1280, 720)))  # the table draws while it waits (the banner names the move)
    scene.update(0.0)
    step(scene, min(scene.beat, FORCED_BEAT) - 0.1)
    assert state.phase is Phase.RESPOND and len(state.stack) == 1  # the beat is not over yet
    step(scene, 0.2)
    assert not state.stack and state.wounds[0] == [card("6C")]  # the attack resolved: 7♦ carries the wound
    assert any("resolve" in line.lower() for line in scene.log)


def test_a_human_who_can_counter_is_offered_the_choice_and_nothing_is_played_for_them() -> None:
    scene = computer_casts(CAN)
    state = scene.state
    assert scene.human_to_act()
    assert offered(scene) == ["Let it resolve", "Counter with 2♦ 8♦ K♦"]
    assert test_probe.snapshot(scene)["ready"]
    step(scene, 3 * scene.beat)
    assert state.phase is Phase.RESPOND and len(state.stack) == 1  # still waiting for the human
    before = scene.log[:]
    scene.input.press_button(Action("counter", ("2D", "8D", "KD"), "stack"))
    assert scene.log != before and state.to_act() == [1]  # the counter went on the stack; the computer answers


def test_with_instant_animations_the_lone_pass_is_played_at_once_even_by_frames_of_zero() -> None:
    scene = computer_casts(CANNOT, scale=0.0, beat=0.0)
    assert not scene.human_to_act()
    for _ in range(3):
        scene.update(0.0)
    assert not scene.state.stack


def test_in_pass_and_play_the_curtain_goes_to_the_opponent_who_sees_the_lone_button() -> None:
    scene = seated(table("suits-duel", humans=2, scale=0.0), position(0, (ATTACKER, CANNOT)))
    scene.curtain.lift()
    scene.refresh(animate=False)
    assert scene.viewer == 0 and scene.human_to_act()
    scene.play(0, Action("attack", ("6C",), "battler:7D"))
    settle(scene)
    assert scene.curtain.down and scene.curtain.waiting_for == 1
    scene.curtain.lift()
    scene.refresh(animate=False)
    assert scene.viewer == 1 and scene.human_to_act()
    assert offered(scene) == ["Let it resolve"]
    step(scene, 2.0)
    assert len(scene.state.stack) == 1  # nothing is played for a pass-and-play human


def answer_time(human_spell_vs: str, beat: float) -> float:
    """Scene-clock seconds from the human's attack until the computer's answer lands."""
    scene = seated(table("suits-duel", humans=1), position(0, (ATTACKER, human_spell_vs)))
    scene.beat = beat
    state = scene.state
    scene.play(0, Action("attack", ("6C",), "battler:7D"))
    settle(scene)
    start = scene.clock
    assert scene.worker.pending and scene.thinking == 1
    deadline = time.monotonic() + 10
    while state.phase is Phase.RESPOND and len(state.stack) == 1 and time.monotonic() < deadline:
        scene.update(0.02)
        time.sleep(0.002)
    assert len(state.stack) != 1 or state.phase is not Phase.RESPOND, "the computer never answered"
    return scene.clock - start


def test_the_computers_answer_is_held_to_the_same_beat_whether_or_not_it_could_counter() -> None:
    beat = 0.4
    unable, able = answer_time(CANNOT, beat), answer_time(CAN, beat)
    assert beat <= unable < beat + 0.1
    assert beat <= able < beat + 0.1
    assert abs(unable - able) < 0.05


def test_a_held_answer_stays_unplayed_however_long_the_worker_had_it() -> None:
    scene = seated(table("suits-duel", humans=1), position(0, (ATTACKER, CANNOT)))
    scene.beat = 0.5
    scene.play(0, Action("attack", ("6C",), "battler:7D"))
    settle(scene)
    time.sleep(0.2)  # the random computer answered long ago, in wall time
    for _ in range(20):
        scene.update(0.0)  # frames that do not move the scene's clock never release it
    assert len(scene.state.stack) == 1 and scene.thinking == 1
    step(scene, 0.55)
    assert not scene.state.stack and scene.thinking is None


def test_a_searching_computer_is_held_past_its_whole_think_budget_and_nothing_is_held_when_instant() -> None:
    scene = table("suits-duel", humans=1)
    scene.beat = 0.5
    hard = make_agent("suits-duel", "hard")
    budget = hard.budget.seconds  # type: ignore[attr-defined]
    assert budget is not None and budget > scene.beat
    assert scene.computers.hold_for(hard) == pytest.approx(budget + SEARCH_MARGIN)
    assert scene.computers.hold_for(make_agent("suits-duel", "normal")) == 0.5
    scene.beat = 0.0
    assert scene.computers.hold_for(hard) == 0.0


@pytest.mark.parametrize(("speed", "think", "beat"), [(1.0, 0.8, 0.8), (0.5, 2.0, 2.0), (0.0, 0.8, 0.0)])
def test_the_beat_is_the_think_time_and_zero_when_animations_are_instant(speed, think, beat) -> None:
    app = FakeApp(scale=speed)
    app.settings = app.settings.with_changes(think_time=think)
    seats = (SeatSetup("Ann", True, "random"), SeatSetup("Bob", False, "random"))
    scene = TableScene(app, GameSetup("suits-duel", seats, {}, 3))
    assert scene.beat == beat
    scene.leave()


def test_a_forced_move_is_named_once_under_the_bar_and_the_bar_says_why_it_plays_alone() -> None:
    """The bar and the caption strip both said "Your only move: Let it resolve.", one line above the other."""
    scene = table("el-royale", humans=1, seed=2, scale=1.0)
    state = scene.state
    deadline = time.monotonic() + 20
    while not (0 in state.to_act() and len(state.legal_actions(0)) == 1) and time.monotonic() < deadline:
        scene.queue.finish()
        if scene.human_to_act():
            scene.play(0, state.legal_actions(0)[-1])
        else:
            scene.update(0.0)
            time.sleep(0.001)
    assert scene._forced is not None, "no forced move came up"  # seen, and held for its beat before it is played
    scene.draw(pygame.Surface((960, 600)))
    said = {e.name: e.text for e in scene.elements()}
    label = scene._forced.label or scene._forced.kind
    assert said["caption"] == scene.layout.forced_words(scene._forced) and label not in said["banner"]
    assert "played for you" in said["banner"]
    assert ("Space" in said["banner"]) == scene.forced_reading()  # only a wait worth cutting short offers Space
    scene.leave()


def test_a_lone_forced_move_in_another_game_is_played_for_the_human_too() -> None:
    """The rule is the table's, not Suits Duel's: any only-legal move of the only human is played after the beat."""
    scene = table("el-royale", humans=1, seed=2, scale=0.0)
    state = scene.state
    deadline = time.monotonic() + 20
    seen = 0
    while not state.is_over and time.monotonic() < deadline and seen < 3:
        scene.queue.finish()
        if 0 in state.to_act() and len(state.legal_actions(0)) == 1:
            assert not scene.human_to_act() and offered(scene) == []
            plays = scene._plays
            scene.update(0.0)
            assert scene._plays == plays + 1
            seen += 1
        elif scene.human_to_act():
            scene.play(0, state.legal_actions(0)[-1])
        else:
            scene.update(0.0)
            time.sleep(0.001)
    assert seen >= 1, "no forced move came up"


def press_digit(scene: TableScene, digit: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + digit, mod=0, unicode=str(digit)))


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_key_1_lets_the_spell_resolve_whether_or_not_a_counter_is_offered(size: tuple[int, int]) -> None:
    """Play-test: unable to counter, 1 was "Let it resolve"; able, 1 was "Counter with 6♠ 7♠ 8♠", and a player who
    pressed 1 out of habit spent three cards and cancelled the other's spell, with no way back. Now the pass is the
    first button and key 1 at every counter question, and the counters wait behind a button that only opens them:
    no single press or click, where the pass stood a moment before, spends cards."""
    for hand in (CANNOT, CAN, "2D 8D KD AH 4H 9H"):
        scene = seated(table("suits-duel", humans=2, scale=0.0), position(0, (ATTACKER, hand)))
        scene.curtain.lift()
        scene.refresh(animate=False)
        scene.play(0, Action("attack", ("6C",), "battler:7D"))
        settle(scene)
        scene.curtain.lift()
        scene.refresh(animate=False)
        scene.app.size = size
        scene.resize(size)
        scene.draw(pygame.Surface(size))
        settle(scene)
        scene.draw(pygame.Surface(size))
        order = scene.overlays.choice_order
        assert isinstance(order[0], Action) and order[0].kind == "let-resolve", (hand, order)
        assert not any(isinstance(w, Action) and w.kind == "counter" for w in order), order  # behind their menu
        for digit in range(2, len(order) + 1):  # every other key opens the counters' menu, and plays nothing
            press_digit(scene, digit)
            assert len(scene.state.stack) == 1 and scene.state.to_act() == [1], (hand, digit)
        scene.overlays.menu = None
        press_digit(scene, 1)
        settle(scene)
        assert not scene.state.stack and scene.state.wounds[1] == [card("6C")], hand  # 6♣ wounds 7♦: it resolved


def test_a_counter_takes_two_presses_its_menu_then_the_three_cards() -> None:
    scene = computer_casts(CAN, scale=0.0)
    scene.draw(pygame.Surface((960, 600)))
    assert [w for w in scene.overlays.choice_order] == [Action("let-resolve"), "open:Counter"]
    press_digit(scene, 2)
    scene.draw(pygame.Surface((960, 600)))
    assert scene.overlays.menu == "Counter" and len(scene.state.stack) == 1
    press_digit(scene, 1)  # the open menu's choices take the digits
    assert len(scene.state.stack) == 2 and scene.state.stack[1].cards == (card("2D"), card("8D"), card("KD"))


def lone_move_after_a_draw() -> TableScene:
    """Suits Duel played at random until the player's only move comes with new cards in the hand."""
    scene = you_against_a_computer("suits-duel", 1, (960, 600))
    scene.beat = 1.0  # the default think time's beat (the stand-in app thinks instantly)
    rng, deadline = random.Random(1), time.monotonic() + 60
    while not (scene._forced is not None and scene._forced_news) and time.monotonic() < deadline:
        settle(scene)
        if scene._forced is not None:
            step(scene, 0.7)
        elif scene.human_to_act():
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
        else:
            step(scene, 0.05)
    assert scene._forced is not None and scene._forced_news, "no lone move after a draw came up"
    return scene


def test_a_lone_move_after_new_cards_came_into_the_hand_waits_until_they_can_be_read() -> None:
    """Suits Duel: a draw that left no spell to cast ended the turn 0.6 s later, twice in five seconds with the
    computer's turn between, and the player saw the cards drawn only afterwards. With new cards in the hand the only
    move left waits :data:`FORCED_READ`; without, :data:`FORCED_BEAT` as before."""
    scene = lone_move_after_a_draw()
    assert max(FORCED_BEAT, scene.beat) < FORCED_READ
    wait = scene.forced_wait()
    assert wait == pytest.approx(FORCED_READ + FORCED_READ_PER_CARD * (scene._forced_news - 1))  # at normal speed
    settle(scene)  # the draw staged: the wait runs from the table at rest
    moves = scene.record.moves
    step(scene, wait - 0.3)
    assert scene.record.moves == moves, "still waiting: the cards drawn are there to be read"
    step(scene, 0.5)
    assert scene.record.moves == moves + 1 and scene.record.log[-1].seat == 0


def test_a_player_who_has_read_the_new_cards_plays_the_lone_move_at_once_with_space() -> None:
    """The longer wait is for a learner; whoever has read the cards presses Space and the turn ends now."""
    scene = lone_move_after_a_draw()
    settle(scene)
    moves = scene.record.moves
    step(scene, 0.1)
    assert scene.record.moves == moves
    scene.draw(pygame.Surface((960, 600)))
    banner = next(e for e in scene.elements() if e.name == "banner")
    assert "Space" in banner.text and banner.fits, banner  # the bar says how not to wait
    assert any(keys == "Space" and "no choice" in does for keys, does in KEYS)  # ...and so do the rules' keys
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert scene.record.moves == moves + 1 and scene.record.log[-1].seat == 0
    scene.leave()


def test_slow_animations_give_new_cards_longer_to_be_read() -> None:
    scene = you_against_a_computer("suits-duel", 1, (960, 600))
    scene.beat, scene._forced_news = 1.0, 2
    normal = scene.forced_wait()
    scene._read_pace = 1.6
    assert scene.forced_wait() == pytest.approx(1.6 * normal)
    assert normal == pytest.approx(FORCED_READ + FORCED_READ_PER_CARD)
    scene._forced_news = 0
    assert scene.forced_wait() == min(scene.beat, FORCED_BEAT)  # nothing new: the short beat
    scene.leave()
