"""Why a save cannot be used, in one line a player can read.

Every way a file can be wrong is one :class:`Problem`, so the app, the
command line and the tests can tell them apart without parsing messages,
and a player always sees a sentence, never a traceback.
"""

from __future__ import annotations

from enum import Enum


class Problem(Enum):
    """The kinds of broken save, each with the sentence a player sees."""

    MISSING = "There is no such file."
    UNREADABLE = "The file cannot be read."
    TOO_BIG = "The file is too big to be a Card Duels save."
    TOO_LONG = "The game in the file is too long for Card Duels to replay."
    OUTGROWN = "This game has grown too long to save; the last save that fitted is kept."
    TOO_DEEP = "The file is nested too deeply to be a Card Duels save."
    NOT_JSON = "The file is not a Card Duels save, or it was damaged: it holds no saved game."
    TRUNCATED = "The file ends too early: it was cut off while being written or copied."
    FOREIGN = "The file is not a Card Duels save."
    FUTURE = "The file was saved by a newer version of Card Duels; update the app to open it."
    UNKNOWN_GAME = "The file is a save of a game this version of Card Duels does not have."
    INCONSISTENT = "The file was changed by hand or damaged: its moves do not replay to the position it holds."


class SaveError(Exception):
    """A save that cannot be used; ``str()`` is the one-line reason."""

    def __init__(self, problem: Problem, detail: str = "") -> None:
        self.problem = problem
        self.detail = " ".join(detail.split())[:200]
        super().__init__(f"{problem.value} ({self.detail})" if self.detail else problem.value)
