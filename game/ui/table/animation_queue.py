"""The animation queue: engine events become tweens, played in order.

Tween maths is pure (no pygame) so it is tested without a display. A step
is a group of tweens that run together (both secret moves flip at once);
steps run one after another. The table ignores input while the queue is
busy, except a click or Space, which calls :meth:`AnimationQueue.finish`.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

#: Called with (sprite key, property, value) each time a tween moves.
Setter = Callable[[str, str, float], None]


class Ease(Enum):
    LINEAR = "linear"
    OUT = "out"
    IN_OUT = "in-out"
    BACK = "back"


def ease(kind: Ease, t: float) -> float:
    """Eased progress for ``t`` in [0, 1]; always 0 at 0 and 1 at 1."""
    t = min(1.0, max(0.0, t))
    if kind is Ease.OUT:
        return 1 - (1 - t) ** 3
    if kind is Ease.IN_OUT:
        return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2
    if kind is Ease.BACK:
        c = 1.70158
        return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2
    return t


@dataclass(frozen=True)
class Tween:
    """One property of one sprite going from ``start`` to ``end`` over ``duration`` seconds.

    ``shake`` tweens wobble around ``start`` and settle back on it.
    """

    key: str
    prop: str
    start: float
    end: float
    duration: float = 0.3
    delay: float = 0.0
    easing: Ease = Ease.OUT
    shake: bool = False

    def value(self, elapsed: float) -> float:
        if self.duration <= 0:
            return self.start if self.shake else self.end
        t = (elapsed - self.delay) / self.duration
        if t <= 0:
            return self.start
        if t >= 1:
            return self.start if self.shake else self.end
        if self.shake:
            return self.start + self.end * math.sin(t * math.pi * 6) * (1 - t)
        return self.start + (self.end - self.start) * ease(self.easing, t)

    @property
    def total(self) -> float:
        return self.delay + self.duration


@dataclass(frozen=True)
class Step:
    """Tweens that play together; ``label`` says which event made them (for tests and the log).

    ``hold`` keeps the step on screen at least that long (a staged play held so it can be read),
    ``caption`` is the line the table shows while it plays, and ``done`` is called once it has
    played out or been skipped (the staged copies it swept away are then dropped).
    """

    tweens: tuple[Tween, ...]
    label: str = ""
    hold: float = 0.0
    caption: str = ""
    done: Callable[[], None] | None = None

    @property
    def duration(self) -> float:
        return max(self.hold, max((t.total for t in self.tweens), default=0.0))


class AnimationQueue:
    """A FIFO of steps. ``scale`` stretches every duration (0 plays nothing: instant)."""

    def __init__(self, setter: Setter, scale: float = 1.0) -> None:
        self._setter = setter
        self.scale = scale
        self._steps: deque[Step] = deque()
        self._current: Step | None = None
        self._elapsed = 0.0
        #: Labels of steps already played, oldest first.
        self.played: list[str] = []

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._steps)

    @property
    def current(self) -> Step | None:
        """The step playing now."""
        return self._current

    def active_keys(self) -> set[str]:
        """Keys of what the step playing now moves (a fresh set, the caller may add to it)."""
        return {t.key for t in self._current.tweens} if self._current is not None else set()

    def push(self, step: Step) -> None:
        if self.scale <= 0:
            self._finish_step(step)
            return
        self._steps.append(step)
        if self._current is None:
            self._start_next()

    def _start_next(self) -> None:
        self._current = self._steps.popleft() if self._steps else None
        self._elapsed = 0.0
        if self._current is not None:
            for t in self._current.tweens:
                self._setter(t.key, t.prop, t.start)

    def _finish_step(self, step: Step) -> None:
        for t in step.tweens:
            self._setter(t.key, t.prop, t.start if t.shake else t.end)
        self.played.append(step.label)
        if step.done is not None:
            step.done()

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; True while anything is still playing."""
        if self._current is None:
            return False
        self._elapsed += dt / self.scale if self.scale > 0 else float("inf")
        while self._current is not None:
            step = self._current
            if self._elapsed < step.duration:
                for t in step.tweens:
                    self._setter(t.key, t.prop, t.value(self._elapsed))
                return True
            left = self._elapsed - step.duration
            self._finish_step(step)
            self._start_next()
            self._elapsed = left
        return self.busy

    def hurry(self) -> None:
        """Jump to the end of the step playing now; the next one starts."""
        if self._current is not None:
            self._finish_step(self._current)
            self._start_next()

    def finish(self) -> None:
        """Jump to the end of everything queued."""
        if self._current is not None:
            self._finish_step(self._current)
        while self._steps:
            self._finish_step(self._steps.popleft())
        self._current = None
        self._elapsed = 0.0
