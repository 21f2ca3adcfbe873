"""Screenshots of the real window, kept and checked: the right size, not blank, changed since the last one.

Every shot goes to the test's temporary folder. With ``CARD_DUELS_SCREENSHOTS``
set to a folder (``docs/screenshots``), the shots given a public name are
copied there too, which is how the README's pictures are refreshed.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from PIL import Image, ImageChops
from xvfb_driver import RealWindow

#: Where named shots are also copied, when set.
PUBLISH_ENV = "CARD_DUELS_SCREENSHOTS"
#: A real screen of this app has anti-aliased text and a shaded felt: far more colours than this.
MIN_COLOURS = 32


def colours(image: Image.Image) -> int:
    """How many distinct colours the image has (counted up to 4096)."""
    found = image.convert("RGB").getcolors(maxcolors=4096)
    return 4096 if found is None else len(found)


def share_of_commonest_colour(image: Image.Image) -> float:
    rgb = image.convert("RGB")
    found = rgb.getcolors(maxcolors=rgb.width * rgb.height) or []
    return max(count for count, _ in found) / (rgb.width * rgb.height)


def same_picture(a: Path, b: Path) -> bool:
    with Image.open(a) as first, Image.open(b) as second:
        return ImageChops.difference(first.convert("RGB"), second.convert("RGB")).getbbox() is None


class Shots:
    """Takes, checks and keeps the screenshots of one test, in order."""

    def __init__(self, window: RealWindow, folder: Path) -> None:
        self.window = window
        self.folder = folder
        self.taken: list[Path] = []
        publish = os.environ.get(PUBLISH_ENV)
        self.publish = Path(publish) if publish else None

    def take(self, name: str, public: str | None = None, timeout: float = 20.0) -> Path:
        """Shoot the screen as ``name`` once it has changed since the last shot and holds still.

        The app may be slow to answer a click on a busy machine, so the shot waits for the new picture;
        it fails if the picture is the wrong size, blank, or does not change within ``timeout`` seconds.
        """
        path = self.folder / f"{len(self.taken):02d}-{name}.png"
        scratch = self.folder / "scratch.png"
        deadline = time.monotonic() + timeout
        self.window.screenshot(scratch)
        while True:
            time.sleep(0.2)
            self.window.screenshot(path)
            still = same_picture(scratch, path)
            changed = not self.taken or not same_picture(self.taken[-1], path)
            if still and changed:
                break
            assert time.monotonic() < deadline, f"{path.name}: the screen " + (
                "kept moving" if changed else f"still shows {self.taken[-1].name}"
            )
            shutil.copyfile(path, scratch)
        with Image.open(path) as image:
            screen = self.window.screen
            assert image.size == screen, f"{path.name}: {image.size}, expected the whole {screen} screen"
            assert colours(image) >= MIN_COLOURS, f"{path.name} looks blank ({colours(image)} colours)"
        self.taken.append(path)
        if public and self.publish is not None:
            self.publish.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, self.publish / f"{public}.png")
        return path
