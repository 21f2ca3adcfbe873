"""Long games open in time linear in their log: Continue, Load, Undo and Replay never redo work per move per move.

Issue 18: resuming a 4,000-move Duel of Swords took 10.6 s and a 60,000-move
one never finished, because undo's timeline asked for the human's view
before and after every move, and a Duel of Swords view carries the whole
history. The work is counted here (views built, moves replayed) rather
than timed, so the tests are exact on any machine; times are printed.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from game.engine.games.duel_of_swords import DuelOfSwordsState
from game.persistence.long_game import long_duel
from game.ui.bench import bench_app
from game.ui.replay_model import MAX_KEPT, Replay
from game.ui.scenes.load import setup_for
from game.ui.table.scene import TableScene


def _counting(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    calls = [0]
    real = getattr(DuelOfSwordsState, name)

    def counted(self: DuelOfSwordsState, *args: Any) -> Any:
        calls[0] += 1
        return real(self, *args)

    monkeypatch.setattr(DuelOfSwordsState, name, counted)
    return calls


def test_resuming_a_long_duel_builds_a_bounded_number_of_views(monkeypatch: pytest.MonkeyPatch) -> None:
    record = long_duel(2_000)
    views = _counting(monkeypatch, "observation")
    start = time.perf_counter()
    table = TableScene(bench_app((1280, 720)), setup_for(record), record)
    print(f"2,000 moves resumed in {time.perf_counter() - start:.2f} s, {views[0]} views built")
    assert table.state == record.state and table.timeline is not None and len(table.timeline.steps) == 2_000
    assert views[0] < 20  # was two per move: each one as long as the history, so the whole square


def test_replay_opens_in_one_pass_and_any_jump_replays_at_most_one_spacing(monkeypatch: pytest.MonkeyPatch) -> None:
    record = long_duel(6_400)
    replay = Replay(record, 0)
    assert len(replay._kept) <= MAX_KEPT + 1 and replay.spacing == 100
    applied = _counting(monkeypatch, "apply")
    for target in (6_400, 3_217, 1, 6_399, 4_000, 0):
        applied[0] = 0
        start = time.perf_counter()
        replay.seek(target)
        took = time.perf_counter() - start
        print(f"jump to {target}: {applied[0]} moves replayed, {took * 1000:.1f} ms")
        assert replay.position == target and applied[0] <= replay.spacing, (target, applied[0])
    assert replay.state == record.replayed(0)
    replay.seek(3_217)
    assert replay.state == record.replayed(3_217)
