"""Tables rendered headless to PNG, at their busiest: for looking at a layout, and for the README's before/after page.

Run as a script (``python tests/ui/table/table_pictures.py OUT [WxH ...]``) it writes one picture per game
and seat count, each at the position of a seeded game where the viewer's table holds the most things.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.engine import GAMES
from game.persistence.game_record import GameRecord, SeatRecord
from game.ui.offscreen_app import OffscreenApp
from game.ui.scenes.load import setup_for
from game.ui.settings import Settings
from game.ui.table.layouts import layout_for

#: Every game with the seat counts worth a picture: its fewest and its most, and El Royale in two teams.
TABLES: tuple[tuple[str, int, dict[str, object]], ...] = (
    ("mortal-swords", 2, {}),
    ("mortal-swords", 4, {}),
    ("el-royale", 2, {}),
    ("el-royale", 4, {"mode": "teams2"}),
    ("el-royale", 8, {}),
    ("duel-of-swords", 2, {}),
    ("suits-duel", 2, {}),
    ("clashing-blades", 2, {}),
)


def seeded_record(game_id: str, seats: int, options: dict[str, object], seed: int = 7) -> GameRecord:
    """A new game with a human in seat 0 and computers elsewhere."""
    people = [SeatRecord("You", "human", None)] + [SeatRecord(f"Computer {i}", "computer", "normal") for i in range(1, seats)]
    return GameRecord.start(game_id, people, options, seed)


def positions(record: GameRecord, seed: int = 7, limit: int = 400) -> Iterator[int]:
    """Plays random moves on ``record`` (at most ``limit``), yielding the number of moves after each."""
    rng = random.Random(seed)
    yield 0
    while not record.state.is_over and record.moves < limit:
        seat = record.state.to_act()[0]
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
        yield record.moves


def busiest(game_id: str, seats: int, options: dict[str, object], size: tuple[int, int], seed: int = 7) -> GameRecord:
    """The seeded game cut at the unfinished position where seat 0's table has the most cards and marks."""
    record = seeded_record(game_id, seats, options, seed)
    layout = layout_for(game_id, record.names)
    best, most = 0, -1
    for moves in positions(record, seed):
        if record.state.is_over:
            break
        view = layout.build(size, record.state.observation(0))
        things = len(view.placements) + len(view.marks)
        if things > most:
            best, most = moves, things
    cut = seeded_record(game_id, seats, options, seed)
    for move in record.log[:best]:
        cut.apply(move.seat, move.action)
    return cut


def render(record: GameRecord, size: tuple[int, int]) -> pygame.Surface:
    """The table of ``record`` as seat 0 sees it in a window of ``size``."""
    from game.ui.table.scene import TableScene

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    scene = TableScene(OffscreenApp(size, Settings(animation_speed="instant", think_time=0.0)), setup_for(record), record)
    scene.queue.finish()
    scene.draw(screen)
    picture = screen.copy()
    scene.leave()
    return picture


def main(argv: list[str]) -> int:
    out = Path(argv[0])
    sizes = [tuple(int(v) for v in s.split("x")) for s in argv[1:]] or [(1280, 720), (1920, 1080)]
    out.mkdir(parents=True, exist_ok=True)
    for game_id, seats, options in TABLES:
        assert game_id in GAMES
        for w, h in sizes:
            record = busiest(game_id, seats, options, (w, h))
            path = out / f"{game_id}-{seats}-{w}x{h}.png"
            pygame.image.save(render(record, (w, h)), str(path))
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
