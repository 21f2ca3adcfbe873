"""Clashing Blades at the table's pace: every card movement visible, in order, slow enough to follow.

A play-tester declined a standoff and saw the old exchange's outcome and the new hand's cards flying in at the same
moment; and when the computer paid a heart penalty, only the card on top of the pile was seen moving.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass

import pygame
import pytest
from fake_app import FakeApp
from table_helpers import random_turn, settle, shown, you_against_a_computer

from game.engine import HIDDEN, Action, Event
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.animation_queue import Step, Tween
from game.ui.table.layout import TableView
from game.ui.table.presenter import STAGED
from game.ui.table.scene import TableScene

GAME = "clashing-blades"
SIZES = [(960, 600), (1920, 1080)]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@dataclass
class Played:
    """One move as the table staged it: who made it, the events the viewer saw, the view after it, and its steps."""

    seat: int
    action: Action
    events: tuple[Event, ...]
    view: TableView
    steps: list[Step]
    #: Where each sprite was just before the move (its key, then x and y).
    before: dict[str, tuple[float, float]]


def moves(seed: int, size: tuple[int, int], options: dict[str, object], budget: int = 400) -> Iterator[Played]:
    """A random "You" (seat 0) against a random computer, animated at the normal pace: each move, as it was staged."""
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp(size, scale=1.0), GameSetup(GAME, players, options, seed))
    views = shown(scene)
    steps: list[Step] = []
    made: list[Played] = []
    push, play = scene.queue.push, scene.play

    def pushing(step: Step) -> None:
        steps.append(step)
        push(step)

    def playing(seat: int, action: Action, redo: bool = False) -> bool:
        before = {k: (s.x, s.y) for k, s in scene.sprites.items()}
        steps.clear()
        if play(seat, action, redo):
            view, move = views[-1]
            assert move is not None
            made.append(Played(seat, action, move.events, view, list(steps), before))
            return True
        return False

    scene.queue.push = pushing  # type: ignore[method-assign]
    scene.play = playing  # type: ignore[method-assign]
    rng = random.Random(seed)
    for _ in range(budget):
        settle(scene)  # the computer may move here too
        if scene.finished:
            break
        random_turn(scene, rng)
        yield from made
        made.clear()
    yield from made
    scene.leave()


def dealt_keys(played: Played) -> set[str]:
    """The keys of the new hand's cards: the viewer's own by code, the computer's backs (all of them: a new hand)."""
    codes = {c for e in played.events if e.kind == "deal" for c in e.cards if c != HIDDEN}
    return {p.key for p in played.view.placements if p.code in codes or p.key.startswith("back:1:")}


def pile_at(view: TableView) -> tuple[float, float]:
    zone = view.zone("discard")
    assert zone is not None
    x, y, w, h = zone.rect
    return x + w / 2, y + h / 2


def landing(steps: list[Step], at: tuple[float, float]) -> dict[str, tuple[Tween, Tween]]:
    """The x and y tweens of every sprite the steps take to ``at``, by key."""
    out: dict[str, tuple[Tween, Tween]] = {}
    for step in steps:
        xs = {t.key: t for t in step.tweens if t.prop == "x" and abs(t.end - at[0]) < 2}
        for t in step.tweens:
            if t.prop == "y" and t.key in xs and abs(t.end - at[1]) < 2:
                out[t.key] = (xs[t.key], t)
    return out


@pytest.mark.parametrize("size", SIZES)
def test_after_a_declined_standoff_the_new_hand_is_dealt_only_once_the_outcome_was_held(size: tuple[int, int]) -> None:
    """The decline, the damage and the cleared line are held (both spades, even one shuffled back and dealt to the
    player again); then the old hands go to the pile; then, as a step of its own, the new hand flies in from the deck.
    Nothing of the new hand moves before the hold."""
    checked = 0
    for played in moves(3, size, {}):
        if not any(e.kind == "deal" for e in played.events):
            continue
        labels = [s.label for s in played.steps]
        assert "hold" in labels, labels
        hold = labels.index("hold")
        dealt = dealt_keys(played)
        assert len(dealt) == 14
        early = {t.key for s in played.steps[: hold + 1] for t in s.tweens}
        assert not early & dealt, f"the new hand moves with the outcome: {sorted(early & dealt)} in {labels}"
        deal = next(s for s in played.steps if s.label == "deal")
        assert labels.index("deal") > labels.index("sweep") > hold, labels
        deck = played.view.anchors["deck"]
        flown = {t.key for t in deal.tweens if t.prop == "x" and abs(t.start - deck[0]) < 1}
        assert flown == dealt, sorted(dealt - flown)
        assert len({t.delay for t in deal.tweens if t.prop == "x"}) > 1, "dealt one card after another, not in a lump"
        if any(e.kind == "standoff" for e in played.events):
            held = {t.key.rsplit(":", 1)[-1] for t in played.steps[0].tweens if t.key.startswith(STAGED)}
            assert len(held) == 2, f"both spades are held, the one dealt again too: {held}"
            checked += 1
    assert checked, "no standoff was declined in this game"


def _penalty_moves(seed: int, size: tuple[int, int]) -> Iterator[Played]:
    for played in moves(seed, size, {"extraHearts": True}):
        if played.action.kind == "pay":
            yield played


@pytest.mark.parametrize("size", SIZES)
def test_every_card_paid_for_a_heart_penalty_is_seen_travelling_to_the_pile(size: tuple[int, int]) -> None:
    """The computer paid its heart penalty and only the card left on top of the pile was seen moving: the card paid
    with it, under the heart, jumped; and a card the computer paid came out of the deck, not its hand. Each card paid
    now travels from where it was (the computer's hand, face down, turning up on the way: the discard is public) to
    the pile, one after another."""
    theirs = own = 0
    for seed in (1, 3):
        for played in _penalty_moves(seed, size):
            paid = [c for e in played.events if e.dst == "discard" for c in e.cards]
            arrive = landing(played.steps, pile_at(played.view))
            codes = {key.rsplit(":", 1)[-1]: tween for key, tween in arrive.items()}
            assert set(paid) <= codes.keys(), f"{paid} paid, seen landing: {sorted(codes)}"
            starts = sorted((codes[c][0].delay, c) for c in paid)
            assert [c for _, c in starts] == paid, "in the order they were paid"
            assert len({d for d, _ in starts}) == len(paid), "one after another"
            card = played.action.cards[0]
            x, y = codes[card][0].start, codes[card][1].start
            if played.seat == 1:
                backs = [xy for k, xy in played.before.items() if k.startswith("back:1:")]
                assert any(math.dist((x, y), b) < 1 for b in backs), "it leaves the computer's hand"
                theirs += len(paid) > 1
            else:
                assert math.dist((x, y), played.before[f"c:{card}"]) < 1, "it leaves where the player's card was"
                own += len(paid) > 1
    assert theirs and own, (theirs, own)


@pytest.mark.parametrize("size", SIZES)
def test_the_computers_hand_goes_to_the_pile_face_down_when_a_new_hand_is_dealt(size: tuple[int, int]) -> None:
    """The hands left over when a hand ends are discarded face down: every card flies to the pile as a back, the
    computer's (the viewer never learns them) and the player's own (in pass-and-play the next player may be looking)."""
    checked = 0
    for played in moves(3, size, {}):
        hidden = [e for e in played.events if e.kind == "discard" and not e.face_up]
        if not hidden:
            continue
        arrive = landing(played.steps, pile_at(played.view))
        flying = [k for k in arrive if k.startswith("flying:")]
        count = sum(len(e.cards) for e in hidden)
        assert len(flying) == count, (flying, count)
        assert all(k.endswith(":" + HIDDEN) for k in flying), flying
        checked += 1
    assert checked >= 2


def _their_line(view: TableView) -> pygame.Rect:
    """The computer's exchange line: the widest box, the higher of the two."""
    boxes = [m.rect for m in view.marks if m.kind == "box"]
    widest = max(r[2] for r in boxes)
    return pygame.Rect(min((r for r in boxes if r[2] == widest), key=lambda r: r[1]))


@pytest.mark.parametrize("size", SIZES)
def test_the_computers_answer_that_ends_an_exchange_is_seen_on_its_own_line_before_it_is_cleared(
    size: tuple[int, int],
) -> None:
    """A play-tester never saw the computer's last answer land: played and cleared in one move, it showed only in the
    held row over their own line, the bar already saying "En garde". The card first goes to the computer's line and
    is held there a visible moment; only then does the exchange gather to be cleared."""
    checked = 0
    for played in moves(5, size, {}):
        if played.seat != 1:
            continue
        answered = [
            c
            for e in played.events
            if e.src == "hand:1" and e.dst == "table:1"
            for c in e.cards
            if any(c in later.cards and later.dst == "discard" for later in played.events)
        ]
        if not answered:
            continue
        code = answered[-1]
        line = _their_line(played.view)
        key = next(t.key for s in played.steps for t in s.tweens if t.key.startswith(STAGED) and t.key.endswith(f":{code}"))
        moving = [n for n, s in enumerate(played.steps) if any(t.key == key and t.prop == "x" for t in s.tweens)]
        first = played.steps[moving[0]]
        x = next(t.end for t in first.tweens if t.key == key and t.prop == "x")
        y = next(t.end for t in first.tweens if t.key == key and t.prop == "y")
        assert line.collidepoint(x, y), f"{code} first goes to {(x, y)}, not onto the computer's line {line}"
        shown_for = sum(s.duration for s in played.steps[moving[0] + 1 : moving[1]])
        assert shown_for >= 0.8, f"{code} lies on the computer's line for {shown_for:.2f} s: {[s.label for s in played.steps]}"
        checked += 1
    assert checked, "the computer never ended an exchange with an answer in this game"


def _lines(view: TableView) -> list[pygame.Rect]:
    """Both exchange lines' boxes: the widest boxes on the table."""
    boxes = [m.rect for m in view.marks if m.kind == "box"]
    widest = max(r[2] for r in boxes)
    return [pygame.Rect(r) for r in boxes if r[2] == widest]


@pytest.mark.parametrize("size", SIZES)
def test_while_the_computers_last_answer_is_seen_on_its_line_every_card_there_lies_at_a_line_cards_size(
    size: tuple[int, int],
) -> None:
    """At 960x600 the answer that ended an exchange landed on the computer's line at the held row's size, larger than
    the cards of that line: its top stood 5 px over the line's box, and the cards waiting with it were as big. While it
    is seen there, it and every card of the exchange lie as a line card does, inside their line's box; the line's
    name (shown: the line is empty once the move is made) stands clear of them, not 14 px from the second card."""
    checked = 0
    for seed in (5, 6):
        scene = you_against_a_computer(GAME, seed, size)
        rng = random.Random(seed)
        line_widths: set[int] = set()
        for _ in range(6000):
            queue = scene.queue
            if queue.current is not None and queue.current.label == "landed":
                lines = _lines(scene.presenter.drawn)
                held = [s for k, s in scene.sprites.items() if k.startswith(STAGED)]
                assert held
                words = [pygame.Rect(m.rect) for m in scene.presenter.drawn.marks if "exchange line" in m.text]
                for sprite in held:
                    assert sprite.width in line_widths, f"{sprite.code} is {sprite.width} wide, line cards {line_widths}"
                    assert any(line.contains(sprite.rect()) for line in lines), f"{sprite.code} {sprite.rect()} {lines}"
                    crowded = [w for w in words if w.inflate(16, 0).colliderect(sprite.rect())]
                    assert not crowded, f"the line's name {crowded} stands against {sprite.code} {sprite.rect()}"
                checked += 1
                queue.finish()
            elif queue.busy:
                queue.update(0.05)
            elif scene.state.is_over:
                break
            else:
                lines = _lines(scene.presenter.drawn)
                line_widths |= {s.width for s in scene.sprites.values() if any(r.contains(s.rect()) for r in lines)}
                random_turn(scene, rng)
        scene.leave()
    assert checked, "the computer never ended an exchange with an answer"
