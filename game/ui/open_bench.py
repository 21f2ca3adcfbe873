"""How long a long save takes to open, headless: load, the table's first frame, and Replay's jumps.

Measured by ``python -m game bench`` on a 10,000-move Duel of Swords
(:mod:`..persistence.long_game`); never asserted by a test.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from ..persistence import load_file, write_file
from ..persistence.long_game import long_duel

MOVES = 10_000


def open_times(quick: bool, moves: int = MOVES) -> dict[str, Any]:
    """Medians in ms: ``load`` (read, replay, check), ``open`` (load + the first frame; wall and CPU), Replay's ``seek``."""
    import pygame

    from .bench import bench_app
    from .replay_model import Replay
    from .scenes.load import setup_for
    from .table.scene import TableScene

    runs = 3 if quick else 5
    with tempfile.TemporaryDirectory(prefix="card-duels-bench-") as folder:
        path = Path(folder) / "long.json"
        write_file(path, long_duel(moves), "2026-01-01T00:00:00+00:00")
        loads, opens, cpu, seeks = [], [], [], []
        surface = pygame.Surface((1280, 720))
        for _ in range(runs):
            start, cpu_start = time.perf_counter(), time.process_time()
            record = load_file(path)
            loaded = time.perf_counter()
            TableScene(bench_app((1280, 720)), setup_for(record), record).draw(surface)
            opened = time.perf_counter()
            loads.append(loaded - start)
            opens.append(opened - start)
            cpu.append(time.process_time() - cpu_start)
            replay = Replay(record, 0)
            for target in (moves, moves // 2, 1, moves - 1):
                start = time.perf_counter()
                replay.seek(target)
                seeks.append(time.perf_counter() - start)
        return {
            "moves": moves,
            "bytes": path.stat().st_size,
            "load_ms": round(statistics.median(loads) * 1000),
            "open_ms": round(statistics.median(opens) * 1000),
            "open_cpu_ms": round(statistics.median(cpu) * 1000),
            "replay_seek_median_ms": round(statistics.median(seeks) * 1000, 1),
            "replay_seek_max_ms": round(max(seeks) * 1000, 1),
            "runs": runs,
        }
