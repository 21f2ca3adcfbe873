"""The packaged app's entry point: the same command line as ``python -m game``.

One addition for the windowed Windows build, which has no console: its
stderr is ``None``, so a one-line failure (a missing font, no window) would
vanish. There the line is caught and shown in a message box instead. A
build with a console (Linux, macOS, the ``card-duels.exe`` twin on Windows)
prints as usual, so CI never waits on a dialog. It also lets the spawned
process a searching computer player thinks in start as this same program.
"""

from __future__ import annotations

import io
import sys

from game.__main__ import main


def _show_box(message: str) -> None:
    """Show ``message`` in a native dialog; if even that fails there is nowhere left to say it."""
    try:
        import pygame

        pygame.display.message_box("Card Duels", message, message_type="error")
    except Exception:
        pass


def run() -> int:
    """Run the command line; without a console, show a failure's message in a dialog."""
    if sys.stderr is not None:
        return main()
    caught = io.StringIO()
    sys.stderr = caught
    if sys.stdout is None:
        sys.stdout = io.StringIO()
    status = 1
    try:
        status = main()
    except SystemExit as exc:
        status = exc.code if isinstance(exc.code, int) else 1
    finally:
        text = caught.getvalue().strip()
        if status != 0 and text:
            _show_box(text)
    return status


if __name__ == "__main__":
    import multiprocessing

    # A computer player that searches thinks in a spawned process, which starts as this same program:
    # freeze_support makes that start run the child's work instead of opening a second app.
    multiprocessing.freeze_support()
    raise SystemExit(run())
