"""The table scene: computers play off-thread to the end, input waits for animations, the log and
the thinking sign follow the game, and the scene itself knows no game."""

import random
import re
import time
from pathlib import Path

import pygame
import pytest
from table_helpers import mouse, settle, table

import game.ui.table.computer_seats as computer_seats_module
import game.ui.table.overlays as overlays_module
import game.ui.table.presenter as presenter_module
import game.ui.table.scene as scene_module
import game.ui.table.table_input as table_input_module
from game.engine import GAMES, Action


def run_until_over(scene, limit: float = 20.0) -> None:
    deadline = time.monotonic() + limit
    while not scene.finished and time.monotonic() < deadline:
        scene.update(1 / 60)
        time.sleep(0.001)


@pytest.mark.parametrize("game_id", ["duel-of-swords", "clashing-blades"])
def test_an_all_computer_game_plays_to_the_end_and_reaches_the_results(game_id) -> None:
    scene = table(game_id, humans=0, seed=4, scale=0.0)
    run_until_over(scene)
    assert scene.state.is_over
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)  # the final table stays, with the result over it…
    assert any(e.name == "result-banner" for e in scene.elements())
    for _ in range(30):
        scene.update(1 / 60)
    assert scene.app.finished is None  # …however long the player looks at it
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert scene.app.finished is None  # Space only hurries animations; it never leaves the table by accident
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, (640, 400)))
    assert scene.app.finished is scene.state  # a click asks for the results
    assert scene.log and scene.log[-1]


def test_a_computer_is_shown_thinking_while_its_worker_runs() -> None:
    scene = table("duel-of-swords", humans=1, seed=2)
    scene.worker.min_think = 0.2
    scene.update(1 / 60)
    assert scene.thinking == 1 and scene.worker.pending
    time.sleep(0.3)
    scene.update(1 / 60)
    assert scene.thinking is None
    assert scene.state.observation(0).info["chosen"] == [False, True]


def test_input_waits_while_the_queue_plays_a_click_hurries_a_step_and_a_second_skips_the_rest() -> None:
    scene = table("duel-of-swords", humans=2, seed=3)
    scene.curtain.lift()
    scene.refresh(animate=False)
    scene.play(0, Action("move", (), "thrust"))
    scene.curtain.lift()
    scene.refresh(animate=False)
    scene.play(1, Action("move", (), "slash"))  # the round resolves: flips and pops queue up
    assert scene.queue.busy
    before = scene.state.to_dict()
    card = next(iter(scene.sprites.values()))
    steps = len(scene.queue.played)
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, (card.x, card.y)))
    assert len(scene.queue.played) == steps + 1 and scene.queue.busy  # the first click hurried one step
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, (card.x, card.y)))
    assert not scene.queue.busy  # the second skipped what was left
    assert scene.drag.held is None
    assert scene.state.to_dict() == before


def test_a_press_on_a_move_you_can_play_mid_animation_ends_it_and_plays_the_move() -> None:
    """An expert need not wait for a round's reveal to finish showing: a click on one of their move cards ends the
    animation and plays it (a press elsewhere only hurries, as above)."""
    scene = table("duel-of-swords", humans=1, seed=5)
    scene.worker.min_think = 0
    scene.play(0, Action("move", (), "feint"))
    settle(scene)
    deadline = time.monotonic() + 5
    while scene.state.round == 1 and time.monotonic() < deadline:
        scene.update(1 / 60)
        time.sleep(0.002)
    assert scene.state.round == 2 and scene.queue.busy and scene.human_to_act()  # the reveal plays; you may choose
    key = next(k for k in scene.sprites if scene.drag.sprite_at(scene.sprites[k].rect().center, scene.sprites) == k)
    at = scene.sprites[key].rect().center
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, at))
    assert not scene.queue.busy and scene.drag.held == key  # the reveal is over, the card in hand
    scene.handle(mouse(pygame.MOUSEBUTTONUP, at))
    assert scene.state.observation(0).info["chosen"][0]  # a click on a move plays it


def test_the_reveal_turns_the_secret_move_over_as_both_moves_leave_the_spots_together() -> None:
    scene = table("duel-of-swords", humans=1, seed=5)
    pushed = []
    push = scene.queue.push
    scene.queue.push = lambda step: (pushed.append(step), push(step))  # type: ignore[method-assign]
    scene.play(0, Action("move", (), "feint"))
    settle(scene)
    scene.worker.min_think = 0
    deadline = time.monotonic() + 5
    while scene.state.round == 1 and time.monotonic() < deadline:
        scene.update(1 / 60)
        time.sleep(0.002)
    assert scene.state.round == 2
    reveal = next(step for step in pushed if "reveal" in step.label)
    assert reveal.label.startswith("choose")  # the computer's choice lands, then the round is revealed
    moved = {(t.key, t.prop) for t in reveal.tweens}
    assert ("last:1:1", "flip") in moved  # the opponent's secret card turns face up...
    assert ("last:0:1", "x") in moved  # ...in the same step as the viewer's own move leaves the spot
    scene.queue.finish()
    assert scene.sprites["last:1:1"].face_up and scene.sprites["last:1:1"].flip == 1.0
    assert "played:1" not in scene.sprites or not scene.sprites["played:1"].face_up


def test_the_log_holds_the_viewers_event_texts_and_toggles() -> None:
    scene = table("duel-of-swords", humans=1, seed=6)
    scene.play(0, Action("move", (), "dodge"))
    assert scene.log == ["P1 has chosen a move."]  # the engine's "Player 1" shown by the seat's name
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l))
    assert scene.log_open


@pytest.mark.parametrize("humans", [1, 2])
def test_the_log_names_the_cards_you_drew_against_the_computer_and_none_in_pass_and_play(humans: int) -> None:
    """Suits Duel draws two cards a turn: against the computer your log says which ("P1 draws 2 cards: 3♠, 9♣."), as
    your hand shows them; the foe's draws stay counts; in pass-and-play the log is shared and names no one's."""
    scene, rng = table("suits-duel", humans=humans, seed=3, scale=0.0), random.Random(1)
    for _ in range(60):
        seat = scene.state.to_act()[0]
        if seat < humans:
            if scene.curtain.down:
                scene.curtain.lift()
            scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        else:
            scene.update(1 / 60)
        settle(scene)
    mine = [line for line in scene.log if line.startswith("P1 draws")]
    theirs = [line for line in scene.log if line.startswith("P2 draws")]
    assert len(mine) >= 2 and len(theirs) >= 2
    assert all(line == "P2 draws 2 cards." for line in theirs)
    if humans == 1:
        assert all(re.fullmatch(r"P1 draws 2 cards: \S+, \S+\.", line) for line in mine), mine
    else:
        assert all(line == "P1 draws 2 cards." for line in mine), mine


def test_the_menu_button_leaves_the_table() -> None:
    scene = table("duel-of-swords", humans=1)
    scene.draw(pygame.Surface((1280, 720)))
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, (40, 20)))
    assert scene.app.menu


def test_a_late_computer_answer_after_leaving_is_ignored() -> None:
    scene = table("duel-of-swords", humans=1)
    scene.worker.min_think = 0.1
    scene.update(1 / 60)
    scene.leave()
    time.sleep(0.2)
    assert scene.worker.poll() is None
    assert scene.state.observation(0).info["chosen"] == [False, False]


@pytest.mark.parametrize("module", [scene_module, presenter_module, overlays_module, table_input_module, computer_seats_module])
def test_the_table_scene_and_its_parts_name_no_game(module) -> None:
    source = Path(module.__file__).read_text()
    for game_id in GAMES:
        assert game_id not in source
    assert "duel_of_swords" not in source and "clashing_blades" not in source


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_card_lies_inside_the_window_at_every_size(game_id, size) -> None:
    scene = table(game_id, humans=1, seed=8, options={"eventDeck": True} if game_id == "clashing-blades" else {})
    scene.app.size = size  # type: ignore[misc]
    rng = random.Random(1)
    for _ in range(30):
        scene.resize(size)
        window = pygame.Rect(0, 0, *size)
        for sprite in scene.sprites.values():
            assert window.contains(sprite.rect()), (sprite.key, sprite.rect(), size)
        for zone in scene.view.zones:
            assert window.contains(pygame.Rect(zone.rect))
        if scene.state.is_over:
            break
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))


def test_when_the_computer_chose_first_its_face_down_card_turns_over_out_of_its_spot() -> None:
    scene = table("duel-of-swords", humans=1, seed=5)
    scene.worker.min_think = 0
    deadline = time.monotonic() + 5
    while "played:1" not in scene.sprites and time.monotonic() < deadline:
        scene.update(1 / 60)
        time.sleep(0.002)
    spot = scene.sprites["played:1"]
    assert not spot.face_up
    where = (spot.x, spot.y)
    pushed = []
    push = scene.queue.push
    scene.queue.push = lambda step: (pushed.append(step), push(step))  # type: ignore[method-assign]
    scene.play(0, Action("move", (), "slash"))
    flips = {t.key: t for step in pushed for t in step.tweens if t.prop == "flip"}
    slides = {t.key: t for step in pushed for t in step.tweens if t.prop == "x"}
    assert "last:1:1" in flips
    assert slides["last:1:1"].start == where[0]


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_banner_never_runs_under_the_menu_and_log_buttons(size) -> None:
    table("duel-of-swords", humans=1)  # fonts ready, as at a table
    long = "Round 13: choose your move — Sir Reginald Fortescue-Smythe of the Longest Name in All the Land (Normal) has chosen."
    picture = overlays_module.banner_text(long, size[0])
    assert picture.get_width() <= size[0] - overlays_module.BANNER_LEFT - 12
    assert picture.get_height() <= 40
    short = overlays_module.banner_text("Round 1.", size[0])
    assert short.get_height() < picture.get_height()  # a banner that fits keeps one line
    assert short.get_height() >= overlays_module.theme.font(24, True).get_height()  # …at the big size


def test_a_banner_that_fits_one_line_only_at_the_small_size_is_one_line_tall() -> None:
    """At 1000x620 "Round 1: choose your move — Computer has chosen." fitted one line at the small size but was
    drawn at the top of a block made for two: it sat at the top of the bar, looking clipped."""
    table("duel-of-swords", humans=1)  # fonts ready, as at a table
    words = "Round 1: choose your move — Computer has chosen."
    width = overlays_module.theme.font(16, True).size(words)[0]
    room = width + 20  # one line at 16, not at 18
    assert overlays_module.theme.font(18, True).size(words)[0] > room - 12
    picture = overlays_module.banner_text(words, room + overlays_module.BANNER_LEFT + 12)
    assert picture.get_height() <= 16 + 3 + 1, "one line tall, so the bar centres it"


def test_a_banner_on_two_lines_splits_them_evenly_leaving_no_word_alone() -> None:
    """At 1920x1080 Mortal Swords' hit banner left "armor." alone on its second line."""
    table("mortal-swords", humans=1)  # fonts ready, as at a table
    words = "Hit: drag a hand card to your armor row, or the attacking card onto a matching armor."
    size = overlays_module.theme.font(16, True).size(words)[0]
    for room in (size * 9 // 10, size * 2 // 3):  # just too narrow for one line, and well too narrow
        lines = overlays_module.banner_lines(words, 16, room)
        assert len(lines) == 2 and " ".join(lines) == words
        widths = [overlays_module.theme.font(16, True).size(line)[0] for line in lines]
        assert max(widths) <= room and min(widths) >= 0.7 * max(widths), lines


@pytest.mark.parametrize("game_id", ["clashing-blades", "el-royale"])
def test_a_window_resized_while_cards_move_lands_every_card_where_the_new_size_puts_it(game_id) -> None:
    """A play-tester resized the window a moment after playing a card: the cards still moving flew on to where the
    old size had them (over the threat bar, over a health chip) and stayed there until the next key. Once the queue
    is done, every card now lies where the layout of the new size places it."""
    scene = table(game_id, humans=1, seed=7)
    rng = random.Random(3)
    resized = 0
    for _ in range(40):
        if scene.state.is_over:
            break
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        if not scene.queue.busy:
            continue
        scene.update(0.05)  # a moment into the move's animation
        size = (1000, 700) if scene.app.size != (1000, 700) else (1400, 900)
        scene.app.size = size  # type: ignore[misc]
        scene.resize(size)
        resized += 1
        for _ in range(400):
            scene.update(1 / 30)
            if not scene.queue.busy:
                break
        scene.draw(pygame.Surface(size))
        placed = {p.key: p.pos for p in scene.presenter.drawn.placements}
        for sprite in scene.sprites.values():
            if sprite.key in placed:
                assert (round(sprite.x), round(sprite.y)) == tuple(round(v) for v in placed[sprite.key]), (sprite.key, size)
    assert resized >= 3
    scene.leave()
