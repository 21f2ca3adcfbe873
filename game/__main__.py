"""``python -m game`` and the ``card-duels`` command."""

from __future__ import annotations

from collections.abc import Sequence

from game.cli.main import main as _main


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return its exit status."""
    return _main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
