"""A choice brought by someone else's move waits a moment before a click on it counts.

In Suits Duel "End your turn" sits where, a moment later, the computer's
counter puts "Counter with A♣ 6♣ 7♣": a click aimed at the first button
must not press the second and spend three cards. A choice that appears
because another seat moved is armed only ``ARMING`` seconds after it was
first drawn; a click before that is told the choices changed and does
nothing. Choices that follow the player's own move are armed at once, so a
quick player is never slowed by their own moves. A choice that comes back
with the same words ("Let it resolve", "Pass") waits too: it answers a new
spell or a new card, and a click planned before it came meant the old one.

The clock is real time: when the table is idle nothing is updated, and a
click may be the first thing to happen in seconds.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from ...engine import Action

#: How long a choice brought by another seat's move waits before a click on it counts (about a reaction time).
ARMING = 0.4
#: What a click or a digit key on a choice not armed yet is told: in words true for both.
CHANGED = "The choices just changed: read them, then choose again."


class ChoiceArming:
    """When each choice on screen first appeared, and whether another seat's move brought it."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._appeared: dict[Action, float] = {}
        self._sudden: set[Action] = set()

    def shown(self, actions: Iterable[Action], sudden: bool) -> None:
        """The choices drawn now; those new since the last call are ``sudden`` when another seat's move brought them."""
        now = self._now()
        current = set(actions)
        for gone in set(self._appeared) - current:
            del self._appeared[gone]
            self._sudden.discard(gone)
        for action in current - set(self._appeared):
            self._appeared[action] = now
            if sudden:
                self._sudden.add(action)

    def ready(self, action: Action) -> bool:
        """True when a click on ``action`` counts: it followed the player's own move, or it has been up ``ARMING``."""
        if action not in self._sudden:
            return True
        return self._now() - self._appeared[action] >= ARMING
