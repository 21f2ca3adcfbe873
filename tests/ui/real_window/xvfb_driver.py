"""Drive the real app in a virtual screen: Xvfb for the display, xdotool for the pointer and keys.

A ``RealWindow`` starts ``Xvfb`` on a display number it picks for itself
(``-displayfd``), then ``python -m game --no-save`` on it with its settings,
data and cache folders in a temporary directory and the table's test probe
(``game.ui.test_probe``) writing to a file there. The pointer moves as a
person's would: a drag is a press, a string of small moves, a release.
Screenshots come from ``import -window root``. Closing (also on any failure)
ends exactly the two processes it started, by their ids.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PIL import Image

from game.ui.table.choice_arming import ARMING
from game.ui.test_probe import ENV as PROBE_ENV

REPO = Path(__file__).resolve().parents[3]
#: The virtual screen when a test names none.
SCREEN = (1280, 720)
#: The screens every real-window test runs on: the smallest the app supports, the usual, and full HD.
SCREENS = ((960, 600), (1280, 720), (1920, 1080))
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick"}

Probe = dict[str, Any]


def missing_tools() -> list[str]:
    """The packages to install for the real-window tests (empty when all are there)."""
    return [package for tool, package in TOOLS.items() if shutil.which(tool) is None]


class DriverError(AssertionError):
    """The app or the virtual screen did not do what the test expected; the message says what and shows the app's log."""


class RealWindow:
    """The app in an Xvfb screen (1280×720 unless told), driven by xdotool. Use it as a context manager."""

    def __init__(self, workdir: Path, screen: tuple[int, int] = SCREEN) -> None:
        missing = missing_tools()
        if missing:
            raise DriverError(
                "The real-window tests need Xvfb, xdotool and imagemagick's import; missing: "
                + ", ".join(missing)
                + f". Install them with: sudo apt-get install {' '.join(missing)} (.ci/run does this)."
            )
        self.workdir = workdir
        self.screen = screen
        #: The app's window, once it has appeared (xdotool's id).
        self.window_id = ""
        self.probe_path = workdir / "probe.json"
        self.app_log = workdir / "app.log"
        self.xvfb_log = workdir / "xvfb.log"
        self.display = ""
        self.xvfb: subprocess.Popen[bytes] | None = None
        self.app: subprocess.Popen[bytes] | None = None
        #: What the pointer and keys did, with seconds since the start: shown when something times out.
        self.trail: list[str] = []
        self.started = time.monotonic()

    # -- processes ------------------------------------------------------------------------------------

    def __enter__(self) -> RealWindow:
        try:
            self._start_xvfb()
            self._start_app()
            self._wait_for_window()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def _start_xvfb(self) -> None:
        read_end, write_end = os.pipe()
        try:
            with open(self.xvfb_log, "wb") as log:
                self.xvfb = subprocess.Popen(
                    # -noreset: by default the server resets whenever its last client leaves, and a screenshot or
                    # xdotool call that ends just as the app connects would make the app's window fail to open
                    [
                        "Xvfb",
                        "-displayfd",
                        str(write_end),
                        "-screen",
                        "0",
                        f"{self.screen[0]}x{self.screen[1]}x24",
                        "-nolisten",
                        "tcp",
                        "-noreset",
                    ],
                    pass_fds=(write_end,),
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            os.close(write_end)
            write_end = -1
            number = b""
            deadline = time.monotonic() + 15
            while not number.endswith(b"\n"):
                ready, _, _ = select.select([read_end], [], [], max(0.0, deadline - time.monotonic()))
                chunk = os.read(read_end, 16) if ready else b""
                if not chunk:
                    raise DriverError(f"Xvfb did not start (no display number within 15 s): {self._tail(self.xvfb_log)}")
                number += chunk
            self.display = ":" + number.decode().strip()
        finally:
            os.close(read_end)
            if write_end >= 0:
                os.close(write_end)

    def command(self) -> list[str]:
        """What the app is started with (a subclass may open a table: ``play GAME …``)."""
        return [sys.executable, "-m", "game", "--no-save"]

    def _start_app(self) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
        home = self.workdir / "home"
        env.update(
            DISPLAY=self.display,
            SDL_VIDEODRIVER="x11",
            SDL_VIDEO_WINDOW_POS="0,0",
            SDL_FRAMEBUFFER_ACCELERATION="0",
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_CACHE_HOME=str(home / "cache"),
            XDG_STATE_HOME=str(home / "state"),
        )
        env[PROBE_ENV] = str(self.probe_path)
        with open(self.app_log, "wb") as log:
            self.app = subprocess.Popen(
                self.command(),
                cwd=REPO,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
            )

    def _wait_for_window(self) -> None:
        assert self.app is not None
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            self.check_alive()
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(self.app.pid)],
                env=self._x_env(),
                capture_output=True,
                text=True,
                timeout=10,
            )
            if found.stdout.strip() and self._drawn():
                self.window_id = found.stdout.split()[0]
                return
            time.sleep(0.1)
        raise DriverError(f"The app's window did not appear, or stayed blank, for 20 s. {self.log_tail()}")

    def _drawn(self) -> bool:
        """Whether the screen shows more than one flat colour (the first frame follows the window by a moment)."""
        with Image.open(self.screenshot(self.workdir / "first-frame.png")) as image:
            return image.convert("RGB").getcolors(maxcolors=8) is None

    def close(self) -> None:
        """End the app, then Xvfb: politely first, by force if they linger."""
        for proc in (self.app, self.xvfb):
            if proc is None or proc.poll() is not None:
                continue
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)

    def check_alive(self) -> None:
        if self.app is not None and self.app.poll() is not None:
            raise DriverError(f"The app exited with status {self.app.returncode}. {self.log_tail()}")
        if self.xvfb is not None and self.xvfb.poll() is not None:
            raise DriverError(f"Xvfb exited with status {self.xvfb.returncode}: {self._tail(self.xvfb_log)}")

    @staticmethod
    def _tail(path: Path, lines: int = 25) -> str:
        try:
            return "\n".join(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def log_tail(self) -> str:
        return "App output:\n" + self._tail(self.app_log)

    def geometry(self) -> tuple[int, int, int, int]:
        """The app's window on the screen now: x, y, width, height."""
        self.check_alive()
        shown = subprocess.run(
            ["xdotool", "getwindowgeometry", "--shell", self.window_id],
            env=self._x_env(),
            capture_output=True,
            text=True,
            check=True,
            timeout=10,
        )
        values = dict(line.split("=", 1) for line in shown.stdout.split() if "=" in line)
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    @property
    def size(self) -> tuple[int, int]:
        """The app window's size."""
        return self.geometry()[2:]  # type: ignore[return-value]

    def rest_spot(self) -> tuple[int, int]:
        """Where the pointer rests for a shot: the window's bottom-left corner, on no control and no card."""
        x, y, _, h = self.geometry()
        return x + 3, y + h - 4

    # -- the pointer and keys -------------------------------------------------------------------------

    def _x_env(self) -> dict[str, str]:
        return {**os.environ, "DISPLAY": self.display}

    def xdotool(self, *args: object) -> None:
        self.check_alive()
        self.trail.append(f"{time.monotonic() - self.started:7.2f} xdotool {' '.join(map(str, args))}")
        subprocess.run(["xdotool", *map(str, args)], env=self._x_env(), check=True, capture_output=True, timeout=10)

    def move(self, pos: tuple[float, float]) -> None:
        self.xdotool("mousemove", round(pos[0]), round(pos[1]))

    def click(self, pos: tuple[float, float]) -> None:
        self.move(pos)
        time.sleep(0.05)
        self.xdotool("click", 1)
        time.sleep(0.15)

    def choose(self, pos: tuple[float, float]) -> None:
        """Click a choice button as a person does, after reading it: one the computer's move has just brought takes a
        click only ``ARMING`` seconds after it appears (the table says the choices changed to an earlier one)."""
        time.sleep(ARMING + 0.1)
        self.click(pos)

    def press(self, pos: tuple[float, float]) -> None:
        self.move(pos)
        time.sleep(0.05)
        self.xdotool("mousedown", 1)

    def glide(self, start: tuple[float, float], end: tuple[float, float], steps: int = 10) -> None:
        """Move the held pointer from ``start`` to ``end`` through ``steps`` small moves, as a hand would."""
        for k in range(1, steps + 1):
            t = k / steps
            self.move((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
            time.sleep(0.015)

    def release(self) -> None:
        self.xdotool("mouseup", 1)
        time.sleep(0.1)

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 10) -> None:
        self.press(start)
        self.glide(start, end, steps)
        self.release()

    def type_text(self, text: str) -> None:
        self.xdotool("type", "--delay", 60, text)

    def key(self, *names: str) -> None:
        """Press and release keys in turn (X key names: ``BackSpace``, ``Escape``, ``space``…)."""
        self.xdotool("key", "--delay", 40, *names)

    # -- what is on the screen ------------------------------------------------------------------------

    def screenshot(self, path: Path) -> Path:
        self.check_alive()
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["import", "-display", self.display, "-window", "root", str(path)],
            env=self._x_env(),
            check=True,
            capture_output=True,
            timeout=20,
        )
        return path

    def probe(self) -> Probe | None:
        """The table's latest probe, or None before any table was drawn."""
        try:
            data = json.loads(self.probe_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def wait_for(self, what: str, ready: Callable[[Probe], bool], timeout: float = 30.0) -> Probe:
        """Poll the probe until ``ready`` says yes; fail with ``what`` and the last probe after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        last: Probe | None = None
        seen: Probe | None = None
        while time.monotonic() < deadline:
            self.check_alive()
            last = self.probe()
            if last is not None and last != seen:
                seen = last
                self.trail.append(f"{time.monotonic() - self.started:7.2f} probe {_brief(last)}")
            if last is not None and ready(last):
                return last
            time.sleep(0.05)
        summary = {k: v for k, v in (last or {}).items() if k not in ("cards", "zones")}
        shot = self.screenshot(self.workdir / "timed-out.png")
        raise DriverError(
            f"Timed out after {timeout:g} s waiting for {what}. Screen: {shot}. Last probe: {summary}. "
            + "Last input:\n"
            + "\n".join(self.trail[-16:])
            + f"\n{self.log_tail()}"
        )


def _brief(probe: Probe) -> str:
    """A probe in one line: the flags, and the cards that may be dragged now."""
    flags = " ".join(f"{k}={probe.get(k)}" for k in ("ready", "busy", "thinking", "curtain", "over", "left", "log", "message"))
    return f"{flags} drops={[d['card'] + '>' + d['zone'] for d in probe.get('drops', [])][:6]}"
