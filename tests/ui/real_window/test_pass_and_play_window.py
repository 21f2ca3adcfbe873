"""Pass-and-play in a real window: the curtain goes to every human the game asks, able to act or not (GEN-R07).

An El Royale game of three humans and a Clashing Blades game of two humans
with extra hearts, opened with ``python -m game play`` under Xvfb and played
by the pointer. Whenever the table is uncovered for a player, that player is
the one the curtain named; and the curtain comes to humans whose only answer
is to pass (a throw-in without the rank, a heart to place without a heart), so
the flow of play never tells the others what that player holds.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

import pytest
from test_el_royale_window import move, taken
from test_real_window import rest
from xvfb_driver import Probe, RealWindow

from game.ui.table.curtain import ARMING

pytestmark = pytest.mark.xvfb

#: Human moves each game is played for at most: enough for every kind of question to come up…
MOVES = 60
#: …and at least, once every human has been named and one has been asked able only to pass (the window's time is
#: CI's largest cost: the rest of the game adds little).
ENOUGH = 30


class PlayWindow(RealWindow):
    """The app started on a pass-and-play table: ``python -m game play …``."""

    def __init__(self, workdir: Path, args: tuple[str, ...]) -> None:
        super().__init__(workdir)
        self.args = args

    def command(self) -> list[str]:
        return [sys.executable, "-m", "game", *self.args]


def only_passes(probe: Probe) -> bool:
    """The uncovered player can play no card: the only choices are buttons (pass, that is all, no heart, take it)."""
    return not probe["drops"] and any(not b["menu"] for b in probe["buttons"])


def play_behind_the_curtain(window: RealWindow, shots: Path, seed: int, humans: int) -> tuple[set[int], int, list[str]]:
    """Play up to :data:`MOVES` human moves (:data:`ENOUGH` once all that is checked has come up); returns the seats
    the curtain went to, how often a player could only pass, and problems."""
    rng = random.Random(seed)
    named: set[int] = set()
    pass_only = 0
    problems: list[str] = []
    shot = 0
    probe = window.wait_for("the curtain or a table", lambda p: bool(p["curtain"] or p["ready"]), timeout=60)
    for n in range(MOVES):
        if probe["over"] or probe["left"]:
            break
        if n >= ENOUGH and len(named) == humans and pass_only:
            break
        if probe["curtain"]:
            who = probe["waiting_for"]
            named.add(who)
            if shot < 6:
                rest(window)
                window.screenshot(shots / f"curtain-{shot}-seat{who}.png")
                shot += 1
            time.sleep(ARMING)  # a curtain that fell after a move takes no press at first (hurrying presses)
            window.click((window.screen[0] / 2, window.screen[1] / 2))  # the curtain lifts on a click
            probe = window.wait_for("the table for the named player", lambda p: bool(p["ready"] or p["over"]), timeout=30)
            if probe["ready"] and probe["viewer"] != who:
                problems.append(f"the curtain named seat {who} but seat {probe['viewer']} was shown")
        if not probe["ready"]:
            probe = window.wait_for("a human to act", lambda p: bool(p["curtain"] or p["ready"] or p["over"]), timeout=30)
            continue
        if only_passes(probe):
            pass_only += 1
        done = move(window, probe, rng)
        shown = taken(probe)  # "That is all" writes nothing to the log: the curtain coming down also shows it was taken
        probe = window.wait_for(f"move ({done}) to be taken", lambda p, shown=shown: bool(shown(p) or p["curtain"]), timeout=30)
        if probe["message"]:
            problems.append(f"{done} was refused: {probe['message']}")
        probe = window.wait_for("the curtain or a table", lambda p: bool(p["curtain"] or p["ready"] or p["over"]), timeout=30)
    return named, pass_only, problems


@pytest.mark.parametrize(
    ("game", "players", "options", "humans"),
    [
        ("el-royale", "human,human,human", (), 3),
        ("clashing-blades", "human,human", ("--option", "extraHearts=true"), 2),
    ],
    ids=["el-royale-three-humans", "clashing-blades-extra-hearts"],
)
def test_the_curtain_goes_to_every_human_asked(
    game: str, players: str, options: tuple[str, ...], humans: int, tmp_path: Path
) -> None:
    args = ("play", game, "--players", players, "--seed", "3", *options, "--no-save")
    shots = tmp_path / "shots"
    shots.mkdir()
    with PlayWindow(tmp_path, args) as window:
        named, pass_only, problems = play_behind_the_curtain(window, shots, seed=3, humans=humans)
    print(f"{game}: curtain went to seats {sorted(named)}, {pass_only} turns where the player could only pass; shots in {shots}")
    assert not problems, problems
    assert named == set(range(humans)), f"the curtain went to {sorted(named)} of {humans} humans"
    assert pass_only > 0, "no human was ever asked while able only to pass: the flow may be skipping them"
