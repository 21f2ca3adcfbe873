"""Mortal Swords at a four-knight table: an ended attack's cards are held on the attack line, then go to the discard
pile one after another, its count changing as they land; the strong-suit card drawn from under the deck is seen going
to the drawing knight's hand, face up, and the caption tells it (MS-R02)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest
from fake_app import FakeApp

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.animation_queue import Step
from game.ui.table.pile_travel import FLYING
from game.ui.table.presenter import STAGED, Move
from game.ui.table.scene import TableScene

SIZES = [(960, 600), (1920, 1080)]


def _four_knights(size: tuple[int, int], seed: int, watch: bool = False) -> tuple[TableScene, list[Step]]:
    """You (played at random) and three random computers, or four computers ``watch``ed, at the normal pace; every
    step the table queues."""
    you = SeatSetup("Computer 1", False, "random") if watch else SeatSetup("You", True, "random")
    players = (you, *(SeatSetup(f"Computer {i}", False, "random") for i in (2, 3, 4)))
    scene = TableScene(FakeApp(size, scale=1.0), GameSetup("mortal-swords", players, {}, seed))
    steps: list[Step] = []
    push = scene.presenter.queue.push

    def pushed(step: Step) -> None:
        steps.append(step)
        push(step)

    scene.presenter.queue.push = pushed  # type: ignore[method-assign]
    return scene, steps


def _moves(scene: TableScene) -> list[Move]:
    """Every move the presenter stages from now on."""
    moves: list[Move] = []
    show = scene.presenter.show

    def showing(view, origin, animate, events=None, held=None, move=None, stage=None, ceiling=0.0, unit=1.0):  # type: ignore[no-untyped-def]
        show(view, origin, animate, events, held, move, stage, ceiling, unit)
        if move is not None:
            moves.append(move)

    scene.presenter.show = showing  # type: ignore[method-assign]
    return moves


def _until(scene: TableScene, steps: list[Step], seed: int, found: Callable[[str], bool]) -> list[Step] | None:
    """Plays on until a move whose caption ``found`` approves is staged: the steps it queued (None if the game ends
    first: whether the player's lone moves are played by the table or the test varies, and with it the game)."""
    rng = random.Random(seed)
    for _ in range(4000):
        scene.queue.finish()
        scene.update(0.0)
        if scene.finished:
            return None
        before, moves = len(steps), scene.record.moves
        if scene.human_to_act():
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
        else:
            scene.update(1 / 30)
        if scene.record.moves > moves and found(scene.presenter.caption):
            return steps[before:]
    return None


def _seated(
    size: tuple[int, int], found: Callable[[str], bool], watch: bool = False
) -> tuple[TableScene, list[Move], list[Step]]:
    """The first seeded table to reach such a move, the moves staged on it and the steps the move queued."""
    for seed in range(1, 30):
        scene, steps = _four_knights(size, seed, watch)
        moves = _moves(scene)
        move = _until(scene, steps, seed, found)
        if move is not None:
            return scene, moves, move
        scene.leave()
    raise AssertionError("no seeded game reached such a move")


def _text(scene: TableScene, start: str) -> str:
    return next(m.text for m in scene.presenter.drawn.marks if m.kind == "text" and m.text.startswith(start))


@pytest.mark.parametrize("size", SIZES)
def test_an_ended_attacks_cards_wait_on_the_line_then_land_on_the_pile_one_by_one(size: tuple[int, int]) -> None:
    """The played cards sat in a face-up row just over your hand for two seconds while "discard" already read four
    more, then were gone in a third of a second: it looked as if they went into your hand."""
    scene, _, move = _seated(size, lambda said: "go to the discard pile" in said)
    line = pygame.Rect(next(z.rect for z in scene.view.zones if z.id.startswith("table:")))
    held = [scene.sprites[k] for k in scene.sprites if k.startswith(STAGED)]
    assert len(held) >= 2
    sweep = next(s for s in move if s.label == "sweep")
    ends = {t.key: t.end for t in sweep.tweens if t.prop == "x"}
    pile = scene.view.placement("pile:discard")
    assert pile is not None and all(ends[s.key] == pile.pos[0] for s in held)
    arrivals = sorted({t.total for t in sweep.tweens if t.prop == "x"})
    assert len(arrivals) == len(held) and arrivals[1] - arrivals[0] >= 0.1, "they land one after another"
    was = _text(scene, "discard")
    while scene.queue.current is not sweep:
        scene.queue.update(1 / 30)
        for sprite in held:  # held where they were played, on the line
            assert line.collidepoint(sprite.x, sprite.y) or scene.queue.current is sweep
    assert _text(scene, "discard") == was, "the count waits for the cards"
    scene.queue.update(sweep.duration + 0.01)
    assert _text(scene, "discard") != was and not any(k.startswith(STAGED) for k in scene.sprites)
    scene.leave()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("watch", [False, True])
def test_the_strong_suit_card_drawn_by_another_knight_goes_face_up_to_their_hand(size: tuple[int, int], watch: bool) -> None:
    """Computer 4 drew Q♠ from under the deck: it went out among the played cards heading for the discard pile, and
    only the log told the draw. So too for an onlooker (or a veiled hand), to whom the draw is told as a back."""
    scene, moves, move = _seated(size, lambda said: "draws the strong-suit card" in said, watch)
    drawer = next(e for e in moves[-1].events if e.kind == "draw" and e.src == "indicator")
    seat = int((drawer.dst or "").split(":")[1])
    code = scene.state.indicator_card.code  # type: ignore[attr-defined]
    assert drawer.cards[0] == ("??" if watch else code)
    assert (watch or seat != 0) and f"{scene.names[seat]} draws the strong-suit card" in scene.presenter.caption
    assert not any(k.startswith(STAGED) and k.endswith(code) for k in scene.sprites), "not held with the cleared cards"
    copy = next(k for k in scene.sprites if k.startswith(FLYING) and k.endswith(code))
    assert scene.sprites[copy].shows_face(), "face up as it leaves: every knight sees it"
    ends = {t.prop: t.end for s in move for t in s.tweens if t.key == copy}
    hand = scene.view.anchors[f"seat:{seat}"]
    assert ends["x"] == hand[0] and ends["flip"] == 1.0
    scene.queue.finish()
    assert copy not in scene.sprites and scene.view.placement(f"c:{code}") is None, "then it is a back in that hand"
    scene.leave()


@pytest.mark.parametrize("size", SIZES)
def test_cards_held_on_the_emptied_line_leave_its_name_whole(size: tuple[int, int]) -> None:
    """While an ended attack's cards were held on the line, the emptied line's name "attack line", centred under them,
    peeked out in slivers between the cards. The name sits at the line's right end, and the cards are held left of it."""
    scene, _, _ = _seated(size, lambda said: "go to the discard pile" in said)
    while scene.queue.current is not None and scene.queue.current.label != "hold":
        scene.queue.update(1 / 60)
    line = pygame.Rect(next(z.rect for z in scene.view.zones if z.id.startswith("table:")))
    name = pygame.Rect(next(m.rect for m in scene.presenter.drawn.marks if m.text == "attack line"))
    held = [scene.sprites[k].rect() for k in scene.sprites if k.startswith(STAGED)]
    assert len(held) >= 2 and line.contains(name)
    assert all(line.collidepoint(r.center) for r in held), "held on the line"
    assert name.left >= max(r.right for r in held) + 8, (name, held)
    scene.leave()
