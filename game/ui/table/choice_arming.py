"""A choice brought by someone else's move waits a moment before a click on it counts.

In Suits Duel "End your turn" sits where, a moment later, the computer's
counter puts "Counter with A♣ 6♣ 7♣": a click aimed at the first button
must not press the second and spend three cards. A choice that appears
because another seat moved is armed only ``ARMING`` seconds after it was
first drawn; a click before that is told the choices changed and does
nothing. Choices that follow the player's own move are armed at once, and
so is a choice back where the player last saw it (El Royale's Pass, round
after round), so a quick player is slowed only by a real surprise.

The clock is real time: when the table is idle nothing is updated, and a
click may be the first thing to happen in seconds.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

import pygame

from ...engine import Action

#: How long a choice brought by another seat's move waits before a click on it counts (about a reaction time).
ARMING = 0.4
#: What a click on a choice not armed yet is told.
CHANGED = "The choices just changed: read them, then click again."


class ChoiceArming:
    """When each choice on screen first appeared, and whether another seat's move brought it somewhere new."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._appeared: dict[Action, float] = {}
        self._sudden: set[Action] = set()
        #: Where each choice was last drawn, kept after it goes: the same choice back in the same place is no surprise.
        self._places: dict[Action, pygame.Rect] = {}

    def shown(self, choices: Iterable[tuple[Action, pygame.Rect]], sudden: bool) -> None:
        """The choices drawn now and where; those new since the last call are ``sudden`` when another seat's move
        brought them, unless the player last saw the same choice in the same place (El Royale's Pass, round after
        round)."""
        now = self._now()
        current = dict(choices)
        for gone in set(self._appeared) - set(current):
            del self._appeared[gone]
            self._sudden.discard(gone)
        for action, rect in current.items():
            if action not in self._appeared:
                self._appeared[action] = now
                if sudden and self._places.get(action) != rect:
                    self._sudden.add(action)
            self._places[action] = rect

    def ready(self, action: Action) -> bool:
        """True when a click on ``action`` counts: it followed the player's own move, it is where the player last
        saw it, or it has been up ``ARMING`` seconds."""
        if action not in self._sudden:
            return True
        return self._now() - self._appeared[action] >= ARMING
