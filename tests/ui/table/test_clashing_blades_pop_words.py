"""Clashing Blades: each word rises by the one it happens to, and never over a health counter or a seat's words.

Play-testers saw "Marcus King!" rise by the shooter while the "-4" it deals landed on the other side, as "Punch!"
once did; and the wide words, centred just past a health counter, covered its edge for the whole 0.6 s they rose
(full screen, "Parried!" hid the counter's number). A word now rises by the health of the seat it strikes, slid
sideways clear of the counter and of the names and labels by it.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from fake_app import FakeApp

from game.engine import Action, Event, new_game
from game.persistence import GameRecord, SeatRecord
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.layout import TableView, unit_of
from game.ui.table.layouts.clashing_blades import ClashingBladesLayout
from game.ui.table.pops import Pop, event_step
from game.ui.table.scene import TableScene

GAME = "clashing-blades"
SIZES = [(960, 600), (1920, 1080)]
#: 4♦ meets 4♠ at En Garde: an exact counter for the one who played the diamond, whose event card is the Marcus King.
COUNTER = ["4D", "2C", "2D", "3C", "3D", "5C", "5D"]
SPADE = ["4S", "6C", "6D", "7C", "7D", "8C", "8D"]
#: Every option that adds something by a seat's health: the hearts spot and its label, the event deck.
OPTIONS = {"eventDeck": True, "marcusKing": True, "extraHearts": True, "dealer": "2"}


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def _marcus_king(shooter: int, size: tuple[int, int]) -> TableScene:
    """You against the computer; ``shooter`` counters exactly and turns over the Marcus King, the pops just queued."""
    hands = (COUNTER, SPADE) if shooter == 0 else (SPADE, COUNTER)
    seats = (SeatRecord("You"), SeatRecord("Computer", "computer", "random"))
    deck = {"main": [c for pair in zip(*hands, strict=True) for c in pair], "events": ["MK"]}
    record = GameRecord.start(GAME, seats, OPTIONS, seed=3, deck=deck)
    setup = GameSetup(GAME, (SeatSetup("You", True), SeatSetup("Computer", False, "random")), record.options, 3)
    scene = TableScene(FakeApp(size, scale=1.0), setup, record)
    for seat, code in ((0, hands[0][0]), (1, hands[1][0])):
        assert scene.play(seat, Action("engarde", (code,), f"table:{seat}")), scene.message
        scene.queue.finish()
    assert scene.play(shooter, Action("turn-event"))
    return scene


def _kept_clear(view: TableView) -> list[tuple[str, pygame.Rect]]:
    """What a rising word must leave readable: the health counters, name plates, the dealer's button and every label
    that is not an empty spot's own caption."""
    boxes = [pygame.Rect(m.rect) for m in view.marks if m.kind == "box"]
    return [
        (m.text or m.kind, pygame.Rect(m.rect))
        for m in view.marks
        if m.kind in ("health", "plate", "token") or (m.kind == "text" and not any(b.contains(m.rect) for b in boxes))
    ]


def _covered(word: pygame.Rect, view: TableView) -> list[str]:
    return [text for text, rect in _kept_clear(view) if word.colliderect(rect)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shooter", [0, 1])
def test_marcus_king_rises_by_the_one_shot_with_the_damage(shooter: int, size: tuple[int, int]) -> None:
    scene = _marcus_king(shooter, size)
    words = {p.text: (p.x, p.y) for p in scene.pops.values()}
    struck, shooter_at = scene.view.anchors[f"seat:{1 - shooter}"], scene.view.anchors[f"seat:{shooter}"]
    assert words.keys() == {"Marcus King!", "-4"}, words
    assert words["Marcus King!"][1] == words["-4"][1] == struck[1], (words, struck, shooter_at)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shooter", [0, 1])
def test_marcus_king_and_its_damage_never_cover_a_counter_or_a_name_frame_by_frame(shooter: int, size: tuple[int, int]) -> None:
    """Played at 0.05 s frames as on screen: while a word shows, it covers no counter, plate or label."""
    scene = _marcus_king(shooter, size)
    seen: set[str] = set()
    for _ in range(200):
        for pop in scene.pops.values():
            if pop.alpha > 0:
                seen.add(pop.text)
                word = pop.surface().get_rect(center=(round(pop.x), round(pop.y)))
                assert not _covered(word, scene.view), (pop.text, word, _covered(word, scene.view))
        if not scene.queue.update(0.05):
            break
    assert {"Marcus King!", "-4"} <= seen


WORDS = [Event("damage", 0, amount=4), Event("punch", 0, amount=3), Event("parried", 0), Event("disarm", 0),
         Event("marcus-king", 0, amount=4)]  # fmt: skip


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("event", WORDS, ids=lambda e: e.kind)
@pytest.mark.parametrize("seat", [0, 1])
def test_every_word_of_the_game_rises_clear_of_the_counters_and_names(event: Event, seat: int, size: tuple[int, int]) -> None:
    layout = ClashingBladesLayout(["You", "Computer"])
    view = layout.build(size, new_game(GAME, 2, options=OPTIONS, seed=21).observation(0))
    pops: dict[str, Pop] = {}
    step = event_step(layout, view, set(), pops, replace(event, seat=seat), "pop", float(layout.regions(size).play[1]),
                      unit_of(size))  # fmt: skip
    assert step is not None and "pop" in pops
    rise = next(t for t in step.tweens if t.prop == "y")
    for y in (rise.start, (rise.start + rise.end) / 2, rise.end):
        word = pops["pop"].surface().get_rect(center=(pops["pop"].x, y))
        assert not _covered(word, view), (pops["pop"].text, word, _covered(word, view))
