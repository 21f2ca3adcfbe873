"""A human move or Undo stops a search at once: the computer's think and Analysis both run in a process of their
own, and cancelling ends that process rather than waiting for the search to finish.

Each search here would run for half a minute; each test fails if cancelling waited for it (or left the process
that was searching alive).
"""

from __future__ import annotations

import multiprocessing
import time

import pygame
from table_helpers import table
from test_hint import to_the_humans_choice

from game.ui.bench import BusyAgent
from game.ui.table.ai_worker import AiWorker
from game.ui.table.scene import TableScene

#: How long each search would run if nothing stopped it.
LONG = 30.0
#: Cancelling must take less than this (a process is ended and joined, never waited for).
AT_ONCE = 2.0


def ctrl(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_CTRL, unicode="", scancode=0)


def searching() -> set[int]:
    """The processes alive now (a search, or a fresh worker waiting for its next question)."""
    return {p.pid for p in multiprocessing.active_children()}


def wait_until(condition, scene: TableScene, limit: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    """Run frames until ``condition()`` holds (a process may take a moment to start on a busy machine)."""
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "the table never got there"
        scene.update(1 / 60)
        time.sleep(0.01)


def computer_searching_for_long(seed: int) -> TableScene:
    """A Duel of Swords against a computer that searches for half a minute in its own process, the human's secret
    choice made and the computer asked for its own."""
    scene = table("duel-of-swords", humans=1, seed=seed, scale=0.0)
    scene.worker.close()
    scene.worker = AiWorker(separate_process=True)  # as the table runs a searching level
    scene.agents[1] = BusyAgent(LONG)
    scene.play(0, scene.state.legal_actions(0)[2])
    scene.queue.finish()
    wait_until(lambda: scene.worker.pending and scene.worker.last_used == "process", scene)
    return scene


def test_undo_ends_the_computers_search_at_once() -> None:
    scene = computer_searching_for_long(4)
    try:
        time.sleep(0.3)  # the search is well under way
        thinking = searching()
        assert thinking and scene.thinking == 1
        start = time.monotonic()
        scene.handle(ctrl(pygame.K_z))
        took = time.monotonic() - start
        assert took < AT_ONCE, f"Undo waited {took:.1f} s for the search"
        assert not scene.worker.pending and scene.thinking is None and scene.record.log == []
        assert not thinking & searching(), "the process that was searching has ended"
    finally:
        scene.leave()
    assert not multiprocessing.active_children()


def test_redo_also_ends_a_search_at_once_and_plays_the_logged_moves() -> None:
    scene = computer_searching_for_long(4)
    try:
        scene.handle(ctrl(pygame.K_z))
        wait_until(lambda: scene.worker.pending, scene)  # the human's choice is undone: the computer asked again
        thinking = searching()
        start = time.monotonic()
        scene.handle(ctrl(pygame.K_y))
        assert time.monotonic() - start < AT_ONCE
        assert len(scene.record.log) == 1 and scene.record.log[0].seat == 0
        assert not thinking & searching()
    finally:
        scene.leave()


def analysing_for_long(game_id: str, seed: int) -> TableScene:
    scene = table(game_id, humans=1, seed=seed, scale=0.0)
    to_the_humans_choice(scene, seed)
    scene.analysis.seconds = LONG
    assert scene.show_analysis()
    wait_until(lambda: bool(searching()), scene)
    time.sleep(0.3)
    assert scene.analysis.thinking
    return scene


def test_a_move_ends_the_analysis_search_at_once() -> None:
    scene = analysing_for_long("clashing-blades", 7)
    try:
        thinking = searching()
        start = time.monotonic()
        scene.play(0, scene.legal()[0])
        assert time.monotonic() - start < AT_ONCE
        assert not scene.analysis.open and not scene.analysis.thinking
        assert not thinking & searching(), "the analysis's search has ended"
    finally:
        scene.leave()


def test_undo_ends_the_analysis_search_at_once() -> None:
    scene = table("suits-duel", humans=1, seed=3, scale=0.0)
    try:
        to_the_humans_choice(scene, 3)
        scene.play(0, scene.legal()[0])
        scene.queue.finish()
        wait_until(lambda: scene.human_to_act() and not scene.worker.pending, scene)  # the computer answered
        scene.analysis.seconds = LONG
        assert scene.show_analysis()
        time.sleep(0.3)
        assert scene.analysis.thinking
        thinking = searching()
        start = time.monotonic()
        scene.handle(ctrl(pygame.K_z))
        took = time.monotonic() - start
        assert took < AT_ONCE, f"Undo waited {took:.1f} s for the analysis"
        assert not scene.analysis.open and not scene.analysis.thinking
        assert not thinking & searching()
    finally:
        scene.leave()
    assert not multiprocessing.active_children()
