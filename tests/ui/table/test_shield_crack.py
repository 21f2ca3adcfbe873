"""A Suits Duel shield that breaks cracks where it lay, as a beat of its own, before it turns over as a battler."""

from __future__ import annotations

import pygame
from table_helpers import FakeApp

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.crack import CRACK
from game.ui.table.scene import TableScene

#: A seeded duel between two random computers in which a shield breaks early.
SEED = 6


def duel(scale: float) -> TableScene:
    players = tuple(SeatSetup(f"Computer {i + 1}", False, "random") for i in range(2))
    return TableScene(FakeApp(scale=scale), GameSetup("suits-duel", players, {}, SEED))


def until_a_shield_breaks(scene: TableScene) -> tuple[dict[str, pygame.Rect], list[str]]:
    """Run the table until a crack is staged: the shields' rects just before, and the cracks' keys."""
    for _ in range(20000):
        shields = {k: s.rect() for k, s in scene.sprites.items() if k.startswith("shield:")}
        before = set(scene.presenter.cracks)
        scene.update(1 / 30)
        new = [k for k in scene.presenter.cracks if k not in before]
        if new or scene.finished:
            return shields, new
    raise AssertionError("no shield broke")


def test_a_broken_shield_cracks_in_its_slot_then_turns_over_as_a_battler() -> None:
    scene = duel(scale=0.1)
    shields, new = until_a_shield_breaks(scene)
    assert len(new) == 1, "the seeded duel breaks a shield before it ends"
    crack = scene.presenter.cracks[new[0]]
    gone = [k for k in shields if k not in scene.sprites]
    assert len(gone) == 1, gone
    assert crack.rect == tuple(shields[gone[0]]), "the crack plays where the shield lay"
    # It is a beat of its own, queued before the card that was the shield travels to the battlers.
    labels = [scene.queue.current.label] if scene.queue.current else []
    assert "crack" in labels + scene.queue.played[-3:]
    # While it plays, the card that was the shield waits in the slot, face down, under the crack.
    scene.queue.update(CRACK * 0.1 * 0.4)
    assert 0.0 < crack.progress < 1.0
    waiting = [s for s in scene.sprites.values() if s.rect() == shields[gone[0]]]
    assert waiting and waiting[0].flip == 0.0
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)
    before = surface.copy()
    touched = scene.presenter.draw_cracks(surface)
    assert touched == [pygame.Rect(crack.rect)]
    changed = [
        (x, y)
        for x in range(crack.rect[0], crack.rect[0] + crack.rect[2])
        for y in range(crack.rect[1], crack.rect[1] + crack.rect[3])
        if surface.get_at((x, y)) != before.get_at((x, y))
    ]
    assert changed, "the crack is drawn over the shield"
    # A click or Space hurries it like any other beat: it is done and draws nothing more.
    scene.queue.hurry()
    assert crack.progress == 1.0
    assert scene.presenter.draw_cracks(surface) == []
    scene.leave()


def test_at_instant_speed_no_crack_is_drawn() -> None:
    scene = duel(scale=0.0)
    surface = pygame.Surface(scene.app.size)
    for _ in range(3000):
        scene.update(1 / 30)
        assert scene.presenter.draw_cracks(surface) == []
        if scene.finished or sum(1 for k in scene.sprites if k.startswith("shield:")) < 6:
            break
    assert sum(1 for k in scene.sprites if k.startswith("shield:")) < 6, "a shield broke in the seeded duel"
    scene.leave()


def test_the_replay_plays_the_crack_too() -> None:
    from game.ui.scenes.replay import ReplayScene

    played = duel(scale=0.0)
    for _ in range(3000):
        played.update(1 / 30)
        if sum(1 for k in played.sprites if k.startswith("shield:")) < 6:
            break
    record = played.record
    played.leave()
    replay = ReplayScene(FakeApp(scale=1.0), record)
    surface = pygame.Surface(replay.app.size)
    cracks = replay.board.presenter.cracks
    for _ in range(len(record.log)):
        replay.forward()
        if cracks:
            break
    assert cracks, "the shield that broke in the game breaks in its replay"
    replay.update(CRACK * 0.4)
    assert len([c for c in cracks.values() if c.playing]) == 1
    presenter = replay.board.presenter
    touched: list[list[pygame.Rect]] = []
    draw_cracks = presenter.draw_cracks

    def spy(target: pygame.Surface) -> list[pygame.Rect]:
        rects = draw_cracks(target)
        touched.append(list(rects))
        return rects

    presenter.draw_cracks = spy  # type: ignore[method-assign]
    replay.draw(surface)
    assert touched == [[pygame.Rect(next(iter(cracks.values())).rect)]], "the replay's board draws the crack"
