"""El Royale, two against two, in a real window under Xvfb: one human and three computers (Normal) play to the results.

The human seat plays as a person would: a card is dragged onto the battle
pile (or the show spot), the pile is dragged to the hand to concede or to
take it, and a choice that moves no card is a button. Every move must be
taken (no refusal) and the game must reach the results screen. On the way a
busy battle pile (four cards or more) is shot; with
``CARD_DUELS_SCREENSHOTS=docs/screenshots`` it becomes the README's picture.
"""

from __future__ import annotations

import os
import random
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import menu_layout as menus
import pytest
from menu_layout import spot
from screen_checks import Shots
from test_real_window import centre, grip, open_settings_and_speed_up, rest, to_the_results, your_turn
from xvfb_driver import DriverError, Probe, RealWindow

pytestmark = pytest.mark.xvfb

GAME = "el-royale"
SEED = int(os.environ.get("CARD_DUELS_EL_ROYALE_SEED", "1"))
#: A display number to use rather than the first free one (on a machine shared with other Xvfb users); unset: first free.
DISPLAY = os.environ.get("CARD_DUELS_EL_ROYALE_DISPLAY", "")


class FixedDisplayWindow(RealWindow):
    """The real window, on the display named by ``CARD_DUELS_EL_ROYALE_DISPLAY`` if set."""

    def _start_xvfb(self) -> None:
        if not DISPLAY:
            super()._start_xvfb()
            return
        socket = Path(f"/tmp/.X11-unix/X{DISPLAY}")
        if socket.exists():
            raise DriverError(f"display :{DISPLAY} is taken; set CARD_DUELS_EL_ROYALE_DISPLAY to a free number")
        with open(self.xvfb_log, "wb") as log:
            self.xvfb = subprocess.Popen(
                ["Xvfb", f":{DISPLAY}", "-screen", "0", f"{self.screen[0]}x{self.screen[1]}x24", "-nolisten", "tcp", "-noreset"],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + 15
        while not socket.exists():
            if time.monotonic() > deadline or self.xvfb.poll() is not None:
                raise DriverError(f"Xvfb did not start on :{DISPLAY}: {self._tail(self.xvfb_log)}")
            time.sleep(0.05)
        self.display = f":{DISPLAY}"


@pytest.fixture
def window(tmp_path: Path) -> Iterator[RealWindow]:
    with FixedDisplayWindow(tmp_path) as win:
        yield win


def set_up_two_against_two(win: RealWindow, shots: Shots) -> Probe:
    """Title → New game → El Royale → four players, teams, seed typed → the table (the three computers play at Normal)."""
    win.click(spot(menus.title(win.size), "New game"))
    rest(win)
    win.click(spot(menus.choose_game(win.size), "El Royale"))
    screen = menus.setup(GAME, win.size)
    for count in (3, 4):
        win.click(spot(screen, "Players"))
        screen.set_seat_count(count)  # the model follows the click
    win.click(spot(screen, "Teams"))
    assert screen.set_option("mode", "teams2")
    assert [s.human for s in screen.seats] == [True, False, False, False]
    assert all(s.level == "normal" for s in screen.seats[1:]), [s.level for s in screen.seats]
    win.click(spot(screen, "Seed"))
    win.type_text(str(SEED))
    rest(win)
    shots.take("setup-el-royale-teams")
    win.probe_path.unlink(missing_ok=True)
    win.click(spot(screen, "Start"))
    return win.wait_for("the El Royale table", lambda p: p["game"] == GAME and (p["ready"] or p["over"]))


def pile_cards(probe: Probe) -> list[dict]:
    """The cards lying on the battle pile (their middles are inside its drop spot)."""
    zone = next((z for z in probe["zones"] if z["id"] == "pile"), None)
    if zone is None:
        return []
    x, y, w, h = zone["rect"]
    return [c for c in probe["cards"] if x <= centre(c["rect"])[0] <= x + w and y <= centre(c["rect"])[1] <= y + h]


def changed(before: Probe, now: Probe) -> bool:
    """The choices on offer differ: a step that writes nothing to the log (ending a say-something turn) shows so."""
    return bool(now["ready"] and (now["buttons"], now["drops"]) != (before["buttons"], before["drops"]))


def taken(before: Probe) -> Callable[[Probe], bool]:
    """When the move just made shows: refused, the game over, more moves in, or other choices on offer."""
    return lambda p: bool(p["message"] or p["over"] or p["left"] or p["moves"] > before["moves"] or changed(before, p))


def move(win: RealWindow, probe: Probe, rng: random.Random) -> str:
    """One human move: mostly a card dragged where it glows, else a button; what was done, in words."""
    choices = [b for b in probe["buttons"] if not b["menu"]]
    drops = probe["drops"]
    # pass / stop buttons are there at nearly every step; a person mostly plays a card when one fits
    if drops and (not choices or rng.random() < 0.8):
        drop = rng.choice(drops)
        card = next(c for c in probe["cards"] if c["key"] == drop["card"])
        zone = next(z for z in probe["zones"] if z["id"] == drop["zone"])
        win.drag(grip(card, probe, win.size[1]), centre(zone["rect"]))
        return f"drag {card['shown']} > {drop['zone']}"
    assert choices, f"a human to act with no card to move and no button: {probe}"
    button = rng.choice(choices)
    win.choose(centre(button["rect"]))
    return f"button {button['label']}"


def test_a_two_against_two_game_is_played_to_the_results_by_dragging(window: RealWindow, tmp_path: Path) -> None:
    shots = Shots(window, tmp_path / "shots")
    rest(window)
    open_settings_and_speed_up(window, shots)
    probe = set_up_two_against_two(window, shots)
    assert probe["viewer"] == 0 and len({c["key"] for c in probe["cards"] if c["key"].startswith("back:")}) > 0
    rng = random.Random(SEED)
    moves = drags = pile_drags = could_drag = 0
    shot: Path | None = None
    biggest = 0
    probe = window.wait_for("the human's first turn", your_turn, timeout=60)
    while not (probe["over"] or probe["left"]):
        biggest = max(biggest, len(pile_cards(probe)))
        if shot is None and len(pile_cards(probe)) >= 4:
            rest(window)
            shot = shots.take("table-el-royale-battle", "table-el-royale-battle")
        could_drag += bool(probe["drops"])
        done = move(window, probe, rng)
        probe = window.wait_for(f"move {moves + 1} ({done}) to be taken", taken(probe))
        assert not probe["message"], f"move {moves + 1} ({done}) was refused: {probe['message']}"
        moves += 1
        drags += done.startswith("drag")
        pile_drags += done.startswith("drag") and "> hand:" in done
        assert moves < 600, "the game does not end"
        if not (probe["over"] or probe["left"]):
            probe = window.wait_for(f"the human's turn after move {moves}", your_turn, timeout=60)
    probe = to_the_results(window, timeout=60)
    assert probe["over"]
    rest(window)
    results = shots.take("results-el-royale-teams")
    print(f"El Royale 2v2: {moves} human moves, {drags} drags, biggest pile seen {biggest}")
    # Everyone is asked at each throw-in (GEN-R07), so many turns offer only buttons: count the turns a card could move.
    assert drags > could_drag // 2, f"only {drags} of the {could_drag} moves that could drag a card were drags"
    assert shot is not None, "no battle pile of four cards or more was seen"
    print(f"{pile_drags} drags of the pile to the hand; shots in {results.parent}")
