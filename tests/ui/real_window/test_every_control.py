"""Every control within the pointer's reach, on a 960×600, a 1280×720 and a 1920×1080 screen.

The app is started on a virtual screen of each size. Its window must fit
the screen. On the title, settings, the El Royale setup at eight seats and
that table, every control must lie inside the window (so it can be pointed
at without scrolling off the screen) and answer the pointer: a control that
holds a value (a toggle, a cycler, a stepper, a text field) must visibly
change when clicked, a button must lead where it says. The pointer rests on
a control before it clicks, so a change seen is the click's, not the hover's.
"""

from __future__ import annotations

import random
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import menu_layout as menus
import pytest
from menu_layout import spot
from screen_checks import Shots, same_picture
from test_real_window import centre, rest, take_turn, your_turn
from xvfb_driver import SCREENS, DriverError, RealWindow

from game.ui.scenes.menu import MenuScene
from game.ui.widgets import Button, TextField, Widget

pytestmark = pytest.mark.xvfb


@pytest.fixture(params=SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def window(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[RealWindow]:
    with RealWindow(tmp_path, request.param) as win:
        yield win


class Pointer:
    """Clicks with the pointer and tells whether the screen changed because of it."""

    def __init__(self, win: RealWindow, folder: Path) -> None:
        self.win = win
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.count = 0

    def shot(self) -> Path:
        self.count += 1
        return self.win.screenshot(self.folder / f"{self.count:03d}.png")

    def settled(self) -> Path:
        """A screenshot once two in a row agree (hover help and focus rings take a frame to draw)."""
        last = self.shot()
        for _ in range(20):
            time.sleep(0.1)
            now = self.shot()
            if same_picture(last, now):
                return now
            last = now
        return last

    def click_changes(self, pos: tuple[float, float], what: str, timeout: float = 8.0) -> None:
        """Point at ``pos``, let the hover settle, click: the screen must change."""
        self.win.move(pos)
        before = self.settled()
        self.win.click(pos)
        deadline = time.monotonic() + timeout
        while not (time.monotonic() > deadline):
            if not same_picture(before, self.shot()):
                return
            time.sleep(0.1)
        raise AssertionError(f"clicking {what} at {pos} changed nothing on the screen")


def inside(rect: tuple[int, int, int, int] | list[int], size: tuple[int, int]) -> bool:
    x, y, w, h = rect
    return x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1]


def usable(scene: MenuScene) -> list[Widget]:
    return [w for w in scene.group.widgets if w.focusable and w.enabled]


def assert_all_inside(scene: MenuScene, size: tuple[int, int], screen_name: str) -> None:
    off = [f"{w.text!r} at {tuple(w.rect)}" for w in scene.group.widgets if w.focusable and not inside(tuple(w.rect), size)]
    assert not off, f"on {screen_name} at {size[0]}×{size[1]} these controls are off the window: {', '.join(off)}"


def use_every_value_control(pointer: Pointer, scene: MenuScene, screen_name: str, skip: tuple[str, ...] = ()) -> None:
    """Click each toggle, cycler, stepper and text field: each must change; click it again to put most back."""
    counts: dict[str, int] = {}
    for w in usable(scene):
        index = counts.get(w.text, 0)
        counts[w.text] = index + 1
        if isinstance(w, Button) or w.text in skip:
            continue
        pos = spot(scene, w.text, index)
        if isinstance(w, TextField):
            pointer.win.click(pos)
            pointer.win.move(pointer.win.rest_spot())
            before = pointer.settled()
            pointer.win.type_text("7")
            time.sleep(0.3)
            assert not same_picture(before, pointer.settled()), f"typing into {w.text!r} on {screen_name} changed nothing"
            pointer.win.key("BackSpace")
            continue
        pointer.click_changes(pos, f"{w.text!r} on {screen_name}")
        pointer.win.click(pos)


def test_every_control_fits_the_window_and_answers_the_pointer(window: RealWindow, tmp_path: Path) -> None:
    screen = window.screen
    x, y, w, h = window.geometry()
    assert inside((x, y, w, h), screen), f"the window {w}×{h} at ({x},{y}) does not fit the {screen[0]}×{screen[1]} screen"
    size = (w, h)
    pointer = Pointer(window, tmp_path / "clicks")

    title = menus.title(size)
    assert_all_inside(title, size, "the title")
    # Every title button but Quit leads to a screen of its own; Escape comes back.
    for button in usable(title):
        if button.text == "Quit":
            continue
        pointer.click_changes(spot(title, button.text), f"{button.text!r} on the title")
        rest(window)
        window.key("Escape")
        time.sleep(0.4)

    window.click(spot(title, "Settings"))
    settings = menus.settings(size)
    assert_all_inside(settings, size, "settings")
    use_every_value_control(pointer, settings, "settings", skip=("Window",))
    window.click(spot(settings, "Back"))
    rest(window)

    window.click(spot(menus.title(size), "New game"))
    rest(window)
    window.click(spot(menus.choose_game(size), "El Royale"))
    setup = menus.setup("el-royale", size)
    for count in range(3, 9):
        window.click(spot(setup, "Players"))
        setup.set_seat_count(count)  # the model follows the click
    assert_all_inside(setup, size, "the El Royale setup with 8 seats")
    use_every_value_control(pointer, setup, "the El Royale setup with 8 seats", skip=("Players",))
    for preset in [b for b in usable(setup) if isinstance(b, Button) and b.text not in ("Start", "Back")]:
        window.click(spot(setup, preset.text))  # reached; what it sets may be what is set already
    window.probe_path.unlink(missing_ok=True)
    window.click(spot(setup, "Start"))

    probe = window.wait_for("the El Royale table with 8 seats", lambda p: p["game"] == "el-royale" and p["ready"])
    for thing in probe["buttons"] + probe["cards"]:
        assert inside(thing["rect"], size), f"{thing.get('label', thing.get('key'))} at {thing['rect']} is off the window"
    labels = [b["label"] for b in probe["buttons"] if b["menu"]]
    assert {"Menu", "Log"} <= set(labels), labels
    log = next(b for b in probe["buttons"] if b["label"] == "Log")
    pointer.click_changes(centre(log["rect"]), "Log on the table")
    window.click(centre(log["rect"]))  # and closed again
    probe = window.wait_for("the human's turn", your_turn, timeout=60)
    if not probe["over"]:
        before = probe["log"]
        take_turn(window, probe, random.Random(1), Shots(window, tmp_path / "shots"))
        window.wait_for("the human's move to be taken", lambda p: p["log"] > before or p["message"] or p["over"])
    menu = next(b for b in window.wait_for("the table", lambda p: bool(p["buttons"]))["buttons"] if b["label"] == "Menu")
    window.click(centre(menu["rect"]))
    rest(window)
    window.click(spot(menus.title(size), "Quit"))
    assert window.app is not None
    try:
        window.app.wait(timeout=15)
    except subprocess.TimeoutExpired as exc:
        raise DriverError(f"Quit did not close the app: {exc}") from None
    assert window.app.returncode == 0, f"the app ended with status {window.app.returncode}. {window.log_tail()}"
