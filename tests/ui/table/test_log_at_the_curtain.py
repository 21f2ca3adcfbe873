"""Pass-and-play: the log one player opened is put away when the screen passes, so the next sees their own recap."""

from __future__ import annotations

import pygame
from fake_app import FakeApp

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene


def test_the_log_left_open_by_one_player_is_closed_when_the_curtain_lifts_for_the_next() -> None:
    """Player 1 read the log (L) and played: the curtain fell, Player 2 lifted it and found the log still open over
    "What just happened", the moves since their turn hidden. Lifting the curtain now puts the log away."""
    players = tuple(SeatSetup(f"P{i + 1}", True) for i in range(2))
    scene = TableScene(FakeApp((960, 600), scale=0.0), GameSetup("clashing-blades", players, {}, 3))
    clock = [100.0]
    scene.curtain._now = lambda: clock[0]
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(480, 300), button=1)
    scene.handle(click)  # the first curtain, before any move, lifts at once
    first = scene.viewer
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
    assert scene.log_open
    while scene.viewer == first and not scene.curtain.down:
        scene.play(first, scene.state.legal_actions(first)[0])
        scene.update(1 / 60)
    assert scene.curtain.down
    clock[0] += 2.0
    scene.handle(click)
    assert not scene.curtain.down and scene.viewer != first
    assert not scene.log_open, "the last player's log hides the new player's recap"
    scene.draw(pygame.Surface((960, 600)))
    names = {e.name for e in scene.elements()}
    assert "recap" in names and "log" not in names
    scene.leave()
