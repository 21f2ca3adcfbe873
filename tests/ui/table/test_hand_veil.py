"""Pass-and-play: once the viewer's decision is in and someone else is to act, their hand lies face down.

With computers between two humans, the last human's hand stayed face up for 8 to 15 seconds under "Waiting for
Ana…" while the computers played, before the curtain fell for Ana: whoever took the screen early read it."""

import random

import pygame
import pytest
from fake_app import FakeApp
from table_helpers import pass_the_screen, settle

from game.engine.cards import HIDDEN
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.curtain import Curtain
from game.ui.table.scene import TableScene


def computers_between_humans(game_id: str, seed: int) -> TableScene:
    """Ana, a computer, Bo, a computer: every human move is followed by a computer's."""
    people = [("Ana", True), ("Computer 1", False), ("Bo", True), ("Computer 2", False)]
    seats = tuple(SeatSetup(name, human, "random") for name, human in people)
    return TableScene(FakeApp(), GameSetup(game_id, seats, {}, seed))


def secret_hand(scene: TableScene, seat: int) -> set[str]:
    """The cards in ``seat``'s hand that the other human does not know."""
    other = scene.state.observation(next(s for s in scene.setup.humans if s != seat))
    public = {c for cards in other.zones.values() for c in cards} | {c for cards in other.known.values() for c in cards}
    return set(scene.state.observation(seat).hand) - public


def computers_to_act(scene: TableScene) -> bool:
    to_act = scene.state.to_act()
    return bool(to_act) and not any(s in scene.setup.humans for s in to_act)


def faces(scene: TableScene) -> set[str]:
    return {s.shown_code() for s in scene.sprites.values()} - {HIDDEN}


def test_the_viewer_keeps_the_screen_face_up_only_while_asked() -> None:
    curtain = Curtain((0, 2))
    curtain.update([0])
    curtain.lift()
    assert not curtain.veils([0])  # asked: the hand is theirs to read
    assert curtain.veils([1])  # a computer's turn: the screen may be changing hands
    assert curtain.veils([2])  # the next human's, before the curtain falls at the end of the move
    assert not curtain.veils([])  # the game is over: the final table is everyone's
    assert not Curtain((0,)).veils([1])  # against the computer the screen never changes hands


@pytest.mark.parametrize("game_id", ["mortal-swords", "el-royale"])
def test_with_computers_between_humans_no_secret_of_the_last_human_shows_while_the_computers_play(game_id: str) -> None:
    for seed in range(3):
        scene = computers_between_humans(game_id, seed)
        rng = random.Random(seed)
        waits = 0
        for _ in range(200):
            settle(scene)
            if scene.state.is_over:
                break
            if pass_the_screen(scene):
                continue
            if computers_to_act(scene):  # before the first human's first move
                seat = scene.state.to_act()[0]
                scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
                continue
            viewer = scene.viewer
            if viewer not in scene.state.to_act():  # a computer's answer came in as it settled: the curtain falls next
                assert scene.curtain.would_fall(scene.state.to_act())
                if viewer is not None:  # (before the first curtain the table is an onlooker's: every hand down)
                    assert scene.veiled and not faces(scene) & secret_hand(scene, viewer)
                scene.update(0.0)
                continue
            assert not scene.veiled
            scene.play(viewer, rng.choice(scene.state.legal_actions(viewer)))
            if scene.state.is_over or viewer in scene.state.to_act():
                continue
            waits += 1
            assert scene.veiled
            secret = secret_hand(scene, viewer)
            assert not faces(scene) & secret, (seed, faces(scene) & secret)  # the move's first frame
            while computers_to_act(scene):
                choice = rng.choice(scene.state.legal_actions(scene.state.to_act()[0]))
                scene.play(scene.state.to_act()[0], choice)
                if not scene.veiled:  # asked again (a defence of their own): the hand is theirs to read
                    assert viewer in scene.state.to_act() or scene.curtain.down or scene.state.is_over
                    break
                secret = secret_hand(scene, viewer)
                assert not faces(scene) & secret, (seed, faces(scene) & secret)
                scene.queue.finish()
                assert not faces(scene) & secret, (seed, faces(scene) & secret)
        assert waits > 3, waits
        scene.leave()


def test_the_same_human_asked_again_after_the_computers_moved_takes_the_screen_back_behind_the_curtain() -> None:
    """Mortal Swords, Player 1, Computer 2, Player 3, Computer 4: Player 1 blocked, the computers played on, and
    Player 1's hand came straight back up to answer the next attack, while Player 3 might have been holding the
    screen. Once a hand has lain face down, its player's next turn comes behind the curtain too."""
    scene = computers_between_humans("mortal-swords", 1)
    rng = random.Random(1)
    came_back = 0
    for _ in range(300):
        settle(scene)
        if scene.state.is_over:
            break
        pass_the_screen(scene)
        seat = scene.state.to_act()[0]
        before = scene.viewer
        away = scene.veiled
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        if away and before in scene.state.to_act():
            came_back += 1
            assert scene.veiled and not scene.human_to_act() and not scene.legal()  # face down, asked nothing yet
            secret = secret_hand(scene, before)
            assert not faces(scene) & secret
            scene.draw(pygame.Surface((960, 600)))
            banner = next(e for e in scene.elements() if e.name == "banner").text
            assert "Waiting" not in banner and scene.names[before] in banner, banner  # not "Waiting for" them, to them
            scene.queue.finish()
            scene.update(0.0)
            assert scene.curtain.down and scene.curtain.waiting_for == before
            scene.curtain.lift()
            scene.refresh(animate=False)
            assert not scene.veiled and scene.human_to_act()
            scene.queue.finish()
            hand = set(scene.state.observation(before).hand)
            assert hand <= faces(scene), hand - faces(scene)
    assert came_back > 0
    scene.leave()


def test_a_human_who_keeps_the_screen_between_their_own_moves_is_not_curtained() -> None:
    """No one else acted: the same human goes on, hand up (Clashing Blades' heart penalty answered first)."""
    curtain = Curtain((0, 1))
    curtain.update([0])
    curtain.lift()
    assert not curtain.veils([0]) and not curtain.update([0])
    assert curtain.veils([2]) and curtain.would_fall([0])  # a computer between: the screen may have changed hands
