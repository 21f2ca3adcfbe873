"""Watched games in a real window: every card a computer plays can be read, and the end waits for the player.

``python -m game play GAME --players normal,normal`` under Xvfb at the default
speed (Normal). The table's probe records when each card was shown face up,
still and with its index corner in sight, and which cards each move showed.
For every computer move, its cards must all be on screen face up together
for at least :data:`READABLE` seconds (a simultaneous reveal shows both
choices together). The final table must stay until a click, and the click
must lead to the results. Seeds give short games, so the five run in minutes.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest
from xvfb_driver import RealWindow

pytestmark = [pytest.mark.xvfb, pytest.mark.soak]

#: Seconds a computer's card must stay face up where it lies, at the default speed.
READABLE = 1.0
#: A move's cards may take this long to arrive and turn over before their time on screen starts.
ARRIVAL = 4.0

GAMES = [
    ("duel-of-swords", 2, 1, ("--option", "hitsToWin=2")),
    ("clashing-blades", 2, 11, ()),
    ("suits-duel", 2, 11, ()),
    ("mortal-swords", 2, 5, ()),
    ("el-royale", 2, 6, ()),
]


class PlayWindow(RealWindow):
    """The app started on a table: ``python -m game play …``."""

    def __init__(self, workdir: Path, args: tuple[str, ...]) -> None:
        super().__init__(workdir)
        self.args = args

    def command(self) -> list[str]:
        return [sys.executable, "-m", "game", *self.args]


def staging(probe: dict[str, Any]) -> bool:
    """Cards of a move that cleared the table are held face up in the stage now."""
    return any(c["key"].startswith("staged:") for c in probe["cards"])


def together(faces: list[dict[str, Any]], cards: list[str], after: float, left: float) -> float:
    """The longest time all of ``cards`` were face up at once, counting only showings that began soon after ``after``."""
    spans: list[list[tuple[float, float]]] = []
    for code in cards:
        mine = [
            (f["start"], f["end"] if f["end"] is not None else left)
            for f in faces
            if f["code"] == code and after - 0.1 <= f["start"] <= after + ARRIVAL
        ]
        if not mine:
            return 0.0
        spans.append(mine)
    best = 0.0
    for start, end in spans[0]:
        lo, hi = start, end
        for others in spans[1:]:
            overlaps = [(max(lo, s), min(hi, e)) for s, e in others if min(hi, e) > max(lo, s)]
            if not overlaps:
                lo = hi
                break
            lo, hi = max(overlaps, key=lambda o: o[1] - o[0])
        best = max(best, hi - lo)
    return best


@pytest.mark.parametrize(("game_id", "seats", "seed", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_every_computer_card_is_readable_and_the_final_table_waits(
    game_id: str, seats: int, seed: int, options: tuple[str, ...], tmp_path: Path
) -> None:
    players = ",".join(["normal"] * seats)
    args = ("play", game_id, "--players", players, "--seed", str(seed), *options, "--no-save")
    with PlayWindow(tmp_path, args) as window:
        first = window.wait_for("a staged play or the end", lambda p: bool(staging(p) or p.get("finished")), timeout=600)
        if staging(first):  # a move that cleared the table is held in the stage (Duel of Swords' moves stay in their spots)
            window.screenshot(tmp_path / f"staged-{game_id}.png")
        window.wait_for("the final table", lambda p: bool(p.get("finished")) and not p["busy"], timeout=600)
        time.sleep(2.0)  # the player looks at the final table a while
        end = window.screenshot(tmp_path / f"end-{game_id}.png")
        still = window.probe()
        assert still is not None and still["finished"] and not still["left"], "the final table gave way by itself"
        window.click((300, 400))
        probe = window.wait_for("the results", lambda p: p["left"], timeout=20)
        time.sleep(1.0)
        window.screenshot(tmp_path / f"results-{game_id}.png")
    faces, plays = probe["faces"], probe["plays"]
    left = max([f["end"] or 0.0 for f in faces] + [p["t"] for p in plays])
    checked, short, times = 0, [], []
    for play in plays:
        if not play["computer"] or not play["cards"]:
            continue
        checked += 1
        shown = together(faces, play["cards"], play["t"], left)
        times.append(shown)
        if shown < READABLE:
            short.append((play["cards"], round(shown, 2)))
    least = min(times, default=0.0)
    print(f"{game_id}: {checked} computer moves with cards, the least readable shown {least:.2f} s; too short: {short}; {end}")
    assert checked >= 2, plays
    assert not short, f"{len(short)} of {checked} computer moves were not readable: {short}"
