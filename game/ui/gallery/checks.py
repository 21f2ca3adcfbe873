"""The gallery's checks: what is wrong with one screen's laid-out elements, read from ``Scene.elements()``.

A pure function of the elements and the window size, so every rule is
tested on hand-made elements and the gallery needs no pixels to find a
button off the window, a hint box over a card or a cut label.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from ..elements import Element, Rect


class Rule(Enum):
    """The kinds of problem a screen can have."""

    EMPTY = "no-elements"
    OUTSIDE = "outside"
    OVERLAP = "overlap"
    CUT = "text-cut"
    DUPLICATE = "duplicate-name"
    NO_CONTAINER = "unknown-container"
    #: The gallery could not build or draw the screen at all (the runner's, not the elements').
    FAILED = "screen-failed"


@dataclass(frozen=True)
class Problem:
    """One thing wrong on a screen: which rule, which elements, and a line that says it."""

    rule: Rule
    names: tuple[str, ...]
    message: str

    def to_dict(self) -> dict[str, object]:
        return {"rule": self.rule.value, "elements": list(self.names), "message": self.message}


def check(elements: Sequence[Element], size: tuple[int, int]) -> list[Problem]:
    """Every problem of a screen of ``size`` that laid out ``elements``, in a stable order."""
    if not elements:
        return [Problem(Rule.EMPTY, (), "the screen reports no laid-out elements")]
    return [
        *_duplicates(elements),
        *_unknown_containers(elements),
        *_outside(elements, size),
        *_cut(elements),
        *_overlaps(elements),
    ]


def _duplicates(elements: Sequence[Element]) -> Iterable[Problem]:
    seen: set[str] = set()
    for e in elements:
        if e.name in seen:
            yield Problem(Rule.DUPLICATE, (e.name,), f"two elements are named {e.name!r}")
        seen.add(e.name)


def _unknown_containers(elements: Sequence[Element]) -> Iterable[Problem]:
    names = {e.name for e in elements}
    for e in elements:
        if e.inside and e.inside not in names:
            yield Problem(Rule.NO_CONTAINER, (e.name,), f"{e.name} is inside {e.inside!r}, which the screen does not report")


def _outside(elements: Sequence[Element], size: tuple[int, int]) -> Iterable[Problem]:
    width, height = size
    for e in elements:
        x, y, w, h = e.rect
        if x < 0 or y < 0 or x + w > width or y + h > height:
            yield Problem(Rule.OUTSIDE, (e.name,), f"{e.name} at {_show(e.rect)} is not inside the {width}×{height} window")


def _cut(elements: Sequence[Element]) -> Iterable[Problem]:
    for e in elements:
        if not e.fits:
            yield Problem(Rule.CUT, (e.name,), f"{e.name}: the text {e.text!r} does not fit its {e.rect[2]}×{e.rect[3]} box")


def _overlaps(elements: Sequence[Element]) -> Iterable[Problem]:
    parents = {e.name: e.inside for e in elements}
    for i, a in enumerate(elements):
        for b in elements[i + 1 :]:
            area = _overlap_area(a.rect, b.rect)
            if area and not _meant(a, b, parents):
                yield Problem(
                    Rule.OVERLAP,
                    (a.name, b.name),
                    f"{a.name} {_show(a.rect)} and {b.name} {_show(b.rect)} overlap by {area} px²",
                )


def _meant(a: Element, b: Element, parents: dict[str, str]) -> bool:
    """Whether ``a`` and ``b`` may overlap: one holds the other, they share a container, or one covers the other."""
    if a.inside and a.inside == b.inside:
        return True
    if a.name in _containers(b.name, parents) or b.name in _containers(a.name, parents):
        return True
    return covers(a, b.name) or covers(b, a.name)


def _containers(name: str, parents: dict[str, str]) -> list[str]:
    """The containers of ``name``, innermost first (a loop in ``inside`` ends the chain)."""
    chain: list[str] = []
    parent = parents.get(name, "")
    while parent and parent not in chain and parent != name:
        chain.append(parent)
        parent = parents.get(parent, "")
    return chain


def covers(element: Element, name: str) -> bool:
    """Whether ``element`` lists ``name`` among what it covers (a trailing ``*`` matches a prefix)."""
    for pattern in element.covers:
        if pattern.endswith("*") and name.startswith(pattern[:-1]):
            return True
        if pattern == name:
            return True
    return False


def _overlap_area(a: Rect, b: Rect) -> int:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0


def _show(rect: Rect) -> str:
    x, y, w, h = rect
    return f"({x},{y} {w}×{h})"
