"""How the command line refuses input: one readable line on stderr and exit status 2.

A usage mistake is the user's, not the program's, so it never shows a
traceback. argparse's own complaints are routed through the same path.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

PROG = "card-duels"

#: Exit status for a usage error (as argparse and most Unix tools use).
USAGE = 2


class CliError(Exception):
    """A mistake in the command line; the message is one line for the user."""

    def __init__(self, message: str, status: int = USAGE) -> None:
        super().__init__(message)
        self.status = status


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors become :class:`CliError` instead of a usage dump and ``exit``."""

    def error(self, message: str) -> NoReturn:
        raise CliError(message)


def report(error: CliError) -> int:
    """Print the error as one line on stderr; the exit status to use."""
    text = " ".join(str(error).split())
    print(f"{PROG}: {text}", file=sys.stderr)
    return error.status
