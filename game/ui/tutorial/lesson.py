"""A lesson as data: the stacked deal, and the steps the coach takes the learner through.

A step is either a move the learner is guided to (an exact legal action,
so the coach can light up its cards and its spot and refuse any other
move), or words to read that come up when the table first shows what
they explain (an event kind) and stay until the learner clicks on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...engine import Action

#: The learner's seat in every lesson; the Easy computer sits at seat 1.
LEARNER = 0
COMPUTER_SEAT = 1


@dataclass(frozen=True)
class Step:
    """One thing the coach says: with ``action``, the move it guides to; without, words to read, then click on."""

    words: str
    action: Action | None = None
    #: For words to read: the kind of event that brings them up ("": as soon as the step before is done).
    when: str = ""
    #: What the coach says when the learner tries another move at this step.
    why: str = ""
    #: For a move: what the coach says when a move of this kind can be chosen before the lesson reaches it (a foe's
    #: spell that could be countered), so no choice is ever offered unexplained.
    early: str = ""


@dataclass(frozen=True)
class Lesson:
    """A guided game: the deal is stacked (``deck``, top card first) so that every step's moment arises in order."""

    game_id: str
    seed: int
    deck: tuple[str, ...] | None
    steps: tuple[Step, ...]
    #: What the coach says once the last step is done and the game goes on freely (after "Lesson complete!").
    farewell: str = "Play the game out on your own: Hint (H) still helps."
    #: Between its steps the learner may play any move: the later ideas come up whatever they choose (a test plays
    #: other moves there to show it). Otherwise the deal holds them only along the Hint's moves, which the coach
    #: then asks for.
    free_between: bool = False
    #: Between its steps, what the coach says of a lit move of this kind, in place of the Hint's reason: Clashing
    #: Blades' Hint said "Lead with your best spade" with 2♠ the learner's only spade, in words of its own beside the
    #: lesson's. Each must hold for every such move the lesson's deal brings (tests/ui/tutorial check them).
    reasons: Mapping[str, str] = field(default_factory=dict)
