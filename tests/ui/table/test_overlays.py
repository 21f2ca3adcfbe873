"""The table's overlays keep to their regions: caption, thinking sign, choices, messages, recap and the log panel."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest
from table_helpers import FakeApp, mouse, settle

from game.ui import theme
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.layout import ButtonSpec
from game.ui.table.recap import KEEP
from game.ui.table.scene import TableScene
from game.ui.table.text_fit import width_of, wrap


def played(game_id: str, seats: int, moves: int, size: tuple[int, int] = (1280, 720)) -> TableScene:
    players = tuple(SeatSetup("You" if i == 0 else f"Computer {i + 1}", i == 0, "random") for i in range(seats))
    scene = TableScene(FakeApp(size, scale=1.0), GameSetup(game_id, players, {}, 5))
    rng = random.Random(5)
    for _ in range(moves):
        if scene.state.is_over:
            break
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
    return scene


def inside(rect: tuple[int, int, int, int], region: tuple[int, int, int, int]) -> bool:
    x, y, w, h = rect
    rx, ry, rw, rh = region
    return rx <= x and ry <= y and x + w <= rx + rw and y + h <= ry + rh


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("game_id", "seats"), [("mortal-swords", 4), ("el-royale", 8), ("clashing-blades", 2)])
def test_each_overlay_draws_inside_its_own_region(game_id: str, seats: int, size: tuple[int, int]) -> None:
    scene = played(game_id, seats, 12, size)
    scene.message = "That card cannot be played now: it is not your turn to attack."
    scene.draw(pygame.Surface(size))
    regions = scene.layout.regions(size)
    homes = {"caption": regions.caption, "thinking": regions.thinking, "message": regions.hint, "recap": regions.recap}
    found = {e.name: e for e in scene.elements()}
    assert "caption" in found and "recap" in found and "message" in found
    for name, region in homes.items():
        if name in found:
            assert inside(found[name].rect, region), (name, found[name].rect, region)
    for e in scene.elements():
        if e.name.startswith("recap:"):
            assert inside(e.rect, regions.recap), e
        if e.name.startswith("choice:"):
            assert inside(e.rect, regions.choices), e
    scene.leave()


def test_a_long_choice_label_wraps_onto_two_lines_in_a_narrow_column_rather_than_being_cut() -> None:
    size = (960, 600)
    scene = played("mortal-swords", 2, 0, size)
    seat = scene.state.to_act()[0]
    label = "Attack with the top card of the deck"
    scene.view = replace(scene.view, buttons=(ButtonSpec(label, scene.state.legal_actions(seat)[0]),))
    scene.draw(pygame.Surface(size))
    regions = scene.layout.regions(size)
    button = next(e for e in scene.elements() if e.name == f"choice:0:{label}")
    assert button.fits and button.text == label
    assert inside(button.rect, regions.choices)
    assert width_of(label, theme.MIN_TEXT) > button.rect[2], "too long for one line even at the smallest size: it wrapped"
    scene.leave()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_thinking_sign_is_never_cut_and_keeps_its_size_as_the_dots_come_and_go(size: tuple[int, int]) -> None:
    """At 960x600 "Computer 4 is thinking..." does not fit the side column even at 14 px: it says "thinks" instead."""
    scene = played("mortal-swords", 4, 0, size)
    seen = []
    for clock in (0.0, 0.4, 0.7):
        scene.computers.thinking = 3
        scene.clock = clock
        scene.draw(pygame.Surface(size))
        sign = next(e for e in scene.elements() if e.name == "thinking")
        assert sign.fits and sign.text.startswith("Computer 4 "), sign
        seen.append((sign.text, sign.rect[3], sign.rect[0]))
    assert [text.count(".") for text, _, _ in seen] == [1, 2, 3], "one to three dots count the time"
    assert len({height for _, height, _ in seen}) == 1, "one size for every number of dots"
    assert len({left for _, _, left in seen}) == 1, "the words stay put as the dots come and go"
    assert ("thinks" in seen[0][0]) == (size == (960, 600)), seen
    scene.leave()


def test_the_recap_shows_the_newest_move_first_with_the_cards_it_played() -> None:
    scene = played("mortal-swords", 3, 0)
    rng = random.Random(2)
    checked = 0
    for _ in range(30):
        seat = scene.state.to_act()[0]
        action = rng.choice(scene.state.legal_actions(seat))
        before = len(scene.recap.entries)
        scene.play(seat, action)
        newest = scene.recap.entries[0]
        assert len(scene.recap.entries) == min(before + 1, KEEP)
        if action.kind in ("attack", "defend"):  # a card played face up from the hand
            assert set(action.cards) <= set(newest.cards), (action, newest)
            checked += 1
    assert checked >= 5
    scene.leave()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_before_the_first_move_the_recap_says_what_it_is_for_and_the_first_move_takes_its_place(
    size: tuple[int, int],
) -> None:
    """A new player sat down to an empty "What just happened" panel; now it tells them what it will hold."""
    scene = played("el-royale", 8, 0, size)
    assert not scene.recap.entries
    scene.draw(pygame.Surface(size))
    empty = [e for e in scene.elements() if e.name == "recap:empty"]
    region = scene.layout.regions(size).recap
    assert len(empty) == 1 and empty[0].fits and inside(empty[0].rect, region) and "newest on top" in empty[0].text
    seat = scene.state.to_act()[0]
    scene.play(seat, scene.state.legal_actions(seat)[0])
    scene.queue.finish()
    scene.draw(pygame.Surface(size))
    assert not any(e.name == "recap:empty" for e in scene.elements())
    resumed = TableScene(FakeApp(size, scale=1.0), scene.setup, scene.record)  # Continue: that move is told again
    resumed.draw(pygame.Surface(size))
    assert not any(e.name == "recap:empty" for e in resumed.elements())
    assert [e.told for e in resumed.recap.entries] == [e.told for e in scene.recap.entries]
    resumed.leave()
    scene.leave()


def test_the_newest_move_always_shows_in_a_small_recap_its_words_shrunk_to_fit_whole() -> None:
    scene = played("el-royale", 8, 0, (1920, 1080))  # eight seats
    words = (
        "Computer 2 concedes and picks up 3 cards. Computer 2 would hold more than 16 cards. "
        "Computer 2 is eliminated; their cards are spread face up."
    )
    scene.recap.add(words, ("2C", "3C", "4C", "5C"))
    region = scene.layout.regions(scene.app.size).recap
    scene.recap.draw(pygame.Surface(scene.app.size), region, scene.pictures, 1.5)
    newest = next(e for e in scene.recap.elements() if e.name == "recap:0")
    assert newest.text == words and newest.fits and inside(newest.rect, region)
    scene.leave()


def test_a_long_newest_move_is_told_whole_where_the_recap_has_room() -> None:
    """A Clashing Blades exchange that ends a hand says a lot; in the 960x600 recap it wraps past eight lines, and the
    recap (room for about fifteen) tells it whole instead of cutting it at the eighth, newest or not."""
    size = (960, 600)
    scene = played("clashing-blades", 2, 0, size)
    words = (
        "Computer 2 drops 5♠. Computer 2 answers with 2♦. Computer 2 takes 6 damage. You discard 4 cards. "
        "Computer 2 discards 3 cards. New hand: Computer 2 shuffles and deals."
    )
    scene.recap.add(words, ("5S", "2D"))
    region = scene.layout.regions(size).recap
    assert len(wrap(words, 15, region[2] - 16)) > 8, "longer than the cap on an earlier move's lines"
    scene.recap.draw(pygame.Surface(size), region, scene.pictures, 1.0)
    newest = next(e for e in scene.recap.elements() if e.name == "recap:0")
    assert newest.text == words and newest.fits and inside(newest.rect, region)
    scene.recap.add("You go en garde.")
    scene.recap.draw(pygame.Surface(size), region, scene.pictures, 1.0)
    earlier = next(e for e in scene.recap.elements() if e.name == "recap:1")
    assert earlier.text == words and earlier.fits, "an earlier move is shown whole or not at all"
    scene.leave()


def test_the_log_opens_in_its_region_and_scrolls_with_wheel_keys_and_drag() -> None:
    scene = played("el-royale", 4, 60)
    settle(scene)
    assert len(scene.log) > 40
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
    assert scene.log_open
    size = scene.app.size
    scene.draw(pygame.Surface(size))
    log = next(e for e in scene.elements() if e.name == "log")
    assert log.rect == scene.layout.regions(size).log
    assert not any(e.name.startswith("recap") for e in scene.elements())  # the log lies where the recap was
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert scene.overlays.log_scroll == 6
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    assert scene.overlays.log_scroll == 5
    x, y, w, _ = log.rect
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, (x + w // 2, y + 100)))
    scene.handle(mouse(pygame.MOUSEMOTION, (x + w // 2, y + 100 + 19 * 3)))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, (x + w // 2, y + 100 + 19 * 3)))
    assert scene.overlays.log_scroll == 8  # dragged down three lines: further back in the game
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    assert scene.overlays.log_scroll == 0
    scene.leave()


@pytest.mark.parametrize(
    ("game_id", "seats", "options", "seed"),
    [
        ("suits-duel", 2, {}, 0),
        ("suits-duel", 2, {}, 1),
        ("clashing-blades", 2, {}, 0),
        ("mortal-swords", 4, {}, 0),
        ("el-royale", 2, {}, 2),
        ("el-royale", 8, {"mode": "teams2"}, 0),
    ],
)
def test_every_choice_met_in_play_fits_its_column_whole_at_the_smallest_window(
    game_id: str, seats: int, options: dict[str, str], seed: int
) -> None:
    """Buttons the table offers (Suits Duel's "Let it resolve" beside "Counter with A♦ 8♦ 10♦" was cut at 960x600)
    lie in the choices region with every label whole, in seeded random play; so do the choices of a menu, opened, in
    its panel."""
    size = (960, 600)
    players = tuple(SeatSetup("You" if i == 0 else f"Computer {i + 1}", i == 0, "random") for i in range(seats))
    scene = TableScene(FakeApp(size, scale=0.0), GameSetup(game_id, players, options, seed))
    choices = scene.layout.regions(size).choices
    rng = random.Random(seed)
    drawn_with_buttons = 0
    for _ in range(600):
        if scene.state.is_over:
            break
        if scene.human_to_act() and scene.view.buttons:
            scene.draw(pygame.Surface(size))
            shown = [e for e in scene.elements() if e.name.startswith("choice:")]
            drawn_with_buttons += 1
            for e in shown:
                assert inside(e.rect, choices) and e.fits, (e.text, e.rect, choices)
            for menu in {b.menu for b in scene.view.buttons if b.menu}:
                scene.overlays.menu = menu
                scene.draw(pygame.Surface(size))
                panel = next(e for e in scene.elements() if e.name == f"menu:{menu}")
                items = [e for e in scene.elements() if e.inside == panel.name]
                assert len(items) == sum(b.menu == menu for b in scene.view.buttons)
                assert all(inside(e.rect, panel.rect) and e.fits for e in items), [(e.text, e.rect) for e in items]
                scene.overlays.menu = None
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
    scene.leave()
    assert drawn_with_buttons >= 3


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize(("game_id", "seats"), [("suits-duel", 2), ("mortal-swords", 4)])
def test_cards_the_last_move_leaves_in_the_stage_say_where_they_came_from(game_id: str, seats: int, size) -> None:
    """On the final table the game's last move keeps its cards in the stage for good: in four-knight Mortal Swords a
    lone 3♥ sat in the middle of the felt and nothing said it was the last move's. A line above them says so, clear of
    every card; it is gone once the table is laid anew (a resize), with the cards."""
    found = 0
    for seed in range(40):
        players = tuple(SeatSetup("You" if i == 0 else f"Computer {i + 1}", i == 0, "random") for i in range(seats))
        scene = TableScene(FakeApp(size, scale=1.0), GameSetup(game_id, players, {}, seed))
        rng = random.Random(seed)
        while not scene.state.is_over:
            seat = scene.state.to_act()[0]
            scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        settle(scene)
        scene.update(0.0)
        scene.draw(pygame.Surface(size))
        laid = scene.elements()
        line = [e for e in laid if e.name == "last-play"]
        held = scene.presenter.last_play()
        assert bool(line) == bool(held)
        if held:
            found += 1
            box = pygame.Rect(line[0].rect)
            assert line[0].text == "From the last move" and box.bottom <= min(s.rect().top for s in held)
            assert pygame.Rect((0, 0), size).contains(box)
            assert not any(box.colliderect(e.rect) for e in laid if e.kind == "card"), "the line lies on a card"
            scene.resize(size)
            scene.draw(pygame.Surface(size))
            assert not any(e.name == "last-play" for e in scene.elements())
        scene.leave()
        if found >= 2:
            break
    assert found >= 2, "no game here ended with cards held in the stage"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_with_the_log_open_a_hint_and_a_refusal_are_still_read(size: tuple[int, int]) -> None:
    """With the log open, Hint lit a card but its reason lay under the log, and so did every refusal: the log covered
    the hint's place. It now stops above whatever note is up."""
    scene = played("mortal-swords", 2, 0, size)
    settle(scene)
    while not scene.human_to_act():
        scene.update(1.0)
        settle(scene)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
    assert scene.log_open and scene.show_hint()
    scene.draw(pygame.Surface(size))
    laid = {e.name: e for e in scene.elements()}
    note = next(e for name, e in laid.items() if name.startswith("hint"))
    log = laid["log"]
    assert not pygame.Rect(log.rect).colliderect(note.rect), (log.rect, note.rect)
    assert pygame.Rect(log.rect).height > 100, "the log keeps most of its room"
    scene.leave()
