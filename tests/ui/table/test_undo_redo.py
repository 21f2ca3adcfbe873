"""Undo and redo against the computer: the log is replayed from the set-up, redo plays the same moves,
a new move drops the redo, pass-and-play has none, and undo never shows what the human had not seen."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest
from table_helpers import FakeApp, message_colours, mouse, table

from game.persistence import SaveStore
from game.persistence.store import ENV
from game.ui import theme
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from game.ui.table.undo import NOT_YET, PEEKED, undo_allowed


def walk_to_undoable(scene: TableScene, seed: int, limit: int = 200) -> None:
    """Play seeded random moves for both seats through the table until undo would take back a computer move too."""
    rng = random.Random(seed)
    for _ in range(limit):
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        timeline = scene.timeline
        assert timeline is not None
        at = timeline.target()
        if at is not None and not scene.why_not_undo() and any(s.move.seat != 0 for s in timeline.steps[at:]):
            return
    raise AssertionError("no undoable stretch with a computer move in it")


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


@pytest.mark.parametrize("game_id", ["suits-duel", "el-royale"])
def test_undo_takes_back_the_humans_choice_and_the_computer_replies_and_redo_plays_them_again(game_id: str) -> None:
    scene = table(game_id, humans=1, seed=3, scale=0.0)
    walk_to_undoable(scene, seed=3)
    assert scene.timeline is not None
    at = scene.timeline.target()
    assert at is not None
    later = scene.state.to_dict()
    log, lines = list(scene.record.log), list(scene.log)
    undone = log[at:]
    assert undone[0].seat == 0 and any(m.seat == 1 for m in undone)

    told = [e.caption for e in scene.recap.entries]
    assert scene.undo()
    assert scene.message.startswith("Your last move was taken back") and message_colours(scene) == {theme.TEXT}
    kept = [e.caption for e in scene.recap.entries]  # "What just happened" no longer tells the moves taken back
    assert len(kept) < len(told) and kept == told[len(told) - len(kept) :]
    # the strip under the bar no longer tells a move taken back: it shows the last move that stands, if any
    assert scene.presenter.caption == (kept[0] if kept else "") and scene.queue.current is None
    assert scene.record.log == log[:at]
    assert scene.state.to_dict() == scene.record.replayed(at).to_dict()
    assert scene.state is scene.record.state
    assert 0 in scene.state.to_act() and len(scene.state.legal_actions(0)) > 1  # the human is asked again
    assert len(scene.log) < len(lines) and lines[: len(scene.log)] == scene.log
    assert scene.can_redo()

    assert scene.redo()
    assert scene.recap.entries[0].caption == told[0]  # and tells them again once they are played again
    assert scene.presenter.caption == told[0]
    assert scene.record.log == log  # the very same computer moves, from the log
    assert scene.state.to_dict() == later
    assert scene.log == lines
    assert not scene.can_redo()


def test_a_new_move_after_undo_drops_the_redo() -> None:
    scene = table("suits-duel", humans=1, seed=5, scale=0.0)
    walk_to_undoable(scene, seed=5)
    assert scene.timeline is not None
    redo_first = scene.record.log[scene.timeline.target() or 0].action
    scene.undo()
    other = next(a for a in scene.state.legal_actions(0) if a != redo_first)
    assert scene.play(0, other)
    assert not scene.can_redo()
    assert not scene.redo() and scene.message == "Nothing to redo."


def test_undo_shows_the_human_exactly_what_they_saw_at_that_choice() -> None:
    scene = table("el-royale", humans=1, seed=8, scale=0.0)
    seen: list[object] = []
    rng = random.Random(8)
    for _ in range(200):
        seat = scene.state.to_act()[0]
        seen.append(scene.state.observation(0))
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        at = scene.timeline.target() if scene.timeline else None
        if at is not None and not scene.why_not_undo() and len(scene.record.log) - at >= 2:
            break
    at = scene.timeline.target() if scene.timeline else None
    assert at is not None
    scene.undo()
    assert scene.state.observation(0) == seen[at]
    assert scene.observation() == seen[at]


def test_undo_is_refused_in_a_players_words_once_a_secret_was_revealed() -> None:
    scene = table("duel-of-swords", humans=1, seed=2, scale=0.0)
    assert scene.why_not_undo() == NOT_YET
    scene.play(1, scene.state.legal_actions(1)[0])  # the computer chooses first, hidden
    scene.play(0, scene.state.legal_actions(0)[3])  # the human's choice reveals both
    before = scene.state.to_dict()
    scene.handle(key(pygame.K_z, pygame.KMOD_CTRL))
    # Duel of Swords hides a move, not a card: the words name both ("a hidden card" alone named the wrong thing)
    assert scene.message == PEEKED and "something hidden was shown" in scene.message and "secret move" in scene.message
    assert "RULINGS" not in scene.message and "GEN-" not in scene.message  # no developer's reference at the table
    assert scene.state.to_dict() == before


def test_undo_while_the_computer_thinks_cancels_it_and_its_late_answer_is_ignored() -> None:
    scene = table("duel-of-swords", humans=1, seed=4)
    scene.play(0, scene.state.legal_actions(0)[2])
    scene.worker.min_think = 0.15
    scene.queue.finish()
    scene.update(1 / 60)
    assert scene.worker.pending and scene.thinking == 1
    scene.handle(key(pygame.K_z, pygame.KMOD_CTRL))  # a misclick taken back before the answer lands
    assert scene.record.log == [] and scene.thinking is None and not scene.worker.pending
    time.sleep(0.25)
    assert scene.worker.poll() is None
    assert scene.state.observation(0).info["chosen"] == [False, False]
    scene.handle(key(pygame.K_y, pygame.KMOD_CTRL))
    assert len(scene.record.log) == 1 and scene.record.log[0].seat == 0


def test_the_undo_and_redo_buttons_sit_in_the_bar_and_answer_clicks() -> None:
    scene = table("suits-duel", humans=1, seed=3, scale=0.0)
    walk_to_undoable(scene, seed=3)
    moves = len(scene.record.log)
    surface = pygame.Surface((960, 600))
    scene.draw(surface)
    rects = {what: rect for rect, what in scene.overlays.button_rects if isinstance(what, str)}
    assert {"menu", "log", "hint", "undo", "redo"} <= set(rects)
    assert all(r.bottom <= 40 for r in rects.values())  # all in the top bar
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, rects["undo"].center))
    assert len(scene.record.log) < moves
    scene.draw(surface)
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, rects["redo"].center))
    assert len(scene.record.log) == moves


def test_pass_and_play_has_no_undo_at_all() -> None:
    scene = table("suits-duel", humans=2, seed=3, scale=0.0)
    assert not scene.undo_on and scene.timeline is None
    assert not undo_allowed((0, 1), 2) and not undo_allowed((), 2) and undo_allowed((0,), 4)
    seat = scene.state.to_act()[0]
    scene.curtain.update([seat])
    scene.curtain.lift()
    scene.refresh(animate=False)
    scene.play(seat, scene.state.legal_actions(seat)[0])
    scene.queue.finish()
    scene.draw(pygame.Surface((1280, 720)))
    whats = [what for _, what in scene.overlays.button_rects if isinstance(what, str)]
    assert "undo" not in whats and "redo" not in whats and "hint" in whats
    before = scene.state.to_dict()
    scene.handle(key(pygame.K_z, pygame.KMOD_CTRL))
    assert scene.state.to_dict() == before and len(scene.record.log) == 1
    assert "share the screen" in scene.message, "Ctrl+Z says why it does nothing, as the keys list promises undo"
    scene.message = ""
    scene.handle(key(pygame.K_y, pygame.KMOD_CTRL))
    assert "share the screen" in scene.message and len(scene.record.log) == 1


def test_the_autosave_follows_an_undo_so_continue_resumes_the_undone_position(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV, str(tmp_path / "data"))
    app = FakeApp()
    app.settings_path = tmp_path / "settings.json"  # type: ignore[attr-defined]
    seats = (SeatSetup("Ann", True), SeatSetup("Bot", False, "random"))
    scene = TableScene(app, GameSetup("suits-duel", seats, {}, 3))
    walk_to_undoable(scene, seed=3)
    scene.undo()
    saved = SaveStore().load_autosave()
    assert saved.log == scene.record.log and saved.state == scene.state
    resumed = TableScene(app, GameSetup("suits-duel", seats, {}, 3), saved)
    assert resumed.state == scene.state and resumed.log == scene.log
    assert resumed.timeline is not None and resumed.why_not_undo() == scene.why_not_undo()


@pytest.mark.parametrize("game_id", ["el-royale", "mortal-swords", "clashing-blades"])
def test_on_the_final_table_undo_and_redo_are_put_out(game_id: str) -> None:
    """On the game-over table Undo and Redo could look ready, and a press went unanswered, its refusal (or the
    move it took back) unseen under the result. Once the game is over both are put out and a press changes
    nothing. (Seed 1: each of these games ends where the last choice could otherwise still be undone.)"""
    scene = table(game_id, humans=1, seed=1, scale=0.0)
    scene.worker.min_think = 0
    rng = random.Random(2)
    deadline = time.monotonic() + 60
    while not scene.state.is_over and time.monotonic() < deadline:
        if scene.human_to_act():
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
        else:
            scene.update(1 / 30)
            time.sleep(0.001)
    assert scene.state.is_over
    for _ in range(3):
        scene.update(1 / 30)
    assert scene.why_not_undo() and not scene.can_redo()
    moves = scene.record.moves
    scene.handle(key(pygame.K_z, pygame.KMOD_CTRL))
    scene.draw(pygame.Surface(scene.app.size))
    undo = next(r for r, what in scene.overlays.button_rects if what == "undo")
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, undo.center))
    assert scene.record.moves == moves and scene.state.is_over
    scene.leave()
