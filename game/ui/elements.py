"""What a screen laid out, so the gallery can check it without reading pixels.

Every scene reports its laid-out things as :class:`Element` values from
``Scene.elements()``: where each one is, what kind it is, the whole text it
means to show and whether that text fitted its box. The gallery checks these
against the window (inside it, no unintended overlap, text that fits), so a
screen that breaks at some size is caught by a test rather than by a player.
"""

from __future__ import annotations

from dataclasses import dataclass

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class Element:
    """One laid-out thing on a screen.

    ``name`` is unique on its screen (``button:Start``, ``card:AS``, ``seat-name:1``).
    ``kind`` says what it is (``button``, ``text``, ``card``, ``panel``, ``overlay``, ``zone``, ``field``…).
    ``text`` is the whole text it means to show, and ``fits`` is False when that text had to be cut.
    ``inside`` names the element that contains it (a button in a scrolling panel, a card in a zone):
    an element may overlap its container and what that container holds only through it.
    ``covers`` lists names (a trailing ``*`` matches a prefix) this element is meant to lie over,
    such as a lifted card over the hand it came from or a modal over the whole screen.
    """

    name: str
    rect: Rect
    kind: str
    text: str = ""
    fits: bool = True
    inside: str = ""
    covers: tuple[str, ...] = ()
