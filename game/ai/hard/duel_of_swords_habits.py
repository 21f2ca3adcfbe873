"""Duel of Swords: what the foe is likely to play next, read from the rounds seen this duel.

A handful of simple readers each predict the foe's next move from the
public history, and they are weighed by how well each predicted the foe's
moves so far (Bayesian model averaging: a reader's weight is its prior times
the chance it gave every move the foe actually played):

- ``steady``: the foe plays its own equilibrium (nothing to read), now and then an odd move;
- ``favourite``: the foe's moves overall, counted;
- ``repeat``: how often the foe repeats its last move, counted separately after it scored a
  hit, after it took one, and otherwise;
- ``mirror``: how often the foe plays the move *we* played last.

Each habit reader counts with the steady reading as its prior and
spreads what its habit leaves over the moves as the steady reading does,
so a few rounds of a habit are enough and a foe without one is read as
``steady``. Everything
here is a value computed from moves the seat has seen; nothing hidden.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...engine.games.duel_of_swords import MOVES

N = len(MOVES)
#: The readers, in the order their weights are kept.
READERS: tuple[str, ...] = ("steady", "favourite", "repeat", "mirror")
#: Prior weight of each reader: nothing to read is the default belief.
PRIOR: tuple[float, ...] = (0.55, 0.15, 0.15, 0.15)
#: The ``steady`` reader allows for this much play off the equilibrium (one odd move must not rule it out).
STEADY_NOISE = 0.1
#: Pseudo-rounds of steady play behind each counted estimate (how many rounds a habit needs to show).
COUNT_PRIOR = 2.0
#: After the foe scored a hit (both may have), after it took one, after anything else.
SCORED, STRUCK, OTHER = 0, 1, 2


@dataclass(frozen=True)
class Round:
    """One finished round from our side: our move, the foe's, and whether each scored a hit."""

    mine: int
    theirs: int
    i_scored: bool
    they_scored: bool


@dataclass(frozen=True)
class Habits:
    """Counts behind every reader, and the log of each reader's weight (prior times its predictions so far)."""

    moves: tuple[float, ...] = (0.0,) * N
    repeats: tuple[tuple[float, float], ...] = ((0.0, 0.0),) * 3  # (repeated, chances) per context
    mirrors: tuple[float, float] = (0.0, 0.0)  # (mirrored, chances)
    log_weights: tuple[float, ...] = tuple(math.log(p) for p in PRIOR)
    last: Round | None = None


def context(last: Round) -> int:
    """Which of the repeat reader's counts the round after ``last`` belongs to."""
    if last.they_scored:
        return SCORED
    if last.i_scored:
        return STRUCK
    return OTHER


def _steady(equilibrium: Sequence[float]) -> list[float]:
    return [(1.0 - STEADY_NOISE) * p + STEADY_NOISE / N for p in equilibrium]


def _lean(onto: int, counted: tuple[float, float], base: Sequence[float]) -> list[float]:
    """A counted chance of one move (``counted``: times seen, chances; ``base`` as its prior), the rest shared as ``base``."""
    seen, chances = counted
    rate = (seen + COUNT_PRIOR * base[onto]) / (chances + COUNT_PRIOR)
    others = 1.0 - base[onto]
    return [rate if k == onto else (1.0 - rate) * p / others for k, p in enumerate(base)]


def readings(h: Habits, equilibrium: Sequence[float]) -> list[list[float]]:
    """Each reader's prediction of the foe's next move (``equilibrium``: the foe's equilibrium mix here)."""
    steady = _steady(equilibrium)
    total = sum(h.moves) + COUNT_PRIOR
    favourite = [(c + COUNT_PRIOR * p) / total for c, p in zip(h.moves, steady, strict=True)]
    if h.last is None:
        return [steady, favourite, steady, steady]
    repeat = _lean(h.last.theirs, h.repeats[context(h.last)], steady)
    mirror = _lean(h.last.mine, h.mirrors, steady)
    return [steady, favourite, repeat, mirror]


def weights(h: Habits) -> list[float]:
    """Each reader's share of belief now."""
    top = max(h.log_weights)
    raw = [math.exp(w - top) for w in h.log_weights]
    total = sum(raw)
    return [w / total for w in raw]


def predict(h: Habits, equilibrium: Sequence[float], allowed: Sequence[int] | None = None) -> list[float]:
    """The foe's next move, as a chance for each of the ten (zero for any it may not play)."""
    mix = [0.0] * N
    for w, reading in zip(weights(h), readings(h, equilibrium), strict=True):
        for k in range(N):
            mix[k] += w * reading[k]
    if allowed is not None:
        mix = [p if k in allowed else 0.0 for k, p in enumerate(mix)]
    total = sum(mix)
    return [p / total for p in mix] if total > 0 else [1.0 / N] * N


def predict_steady(equilibrium: Sequence[float], allowed: Sequence[int] | None = None) -> list[float]:
    """The steady reader's prediction alone: what the foe plays if it has no habit."""
    return predict(Habits(log_weights=(0.0,) + (-math.inf,) * (len(READERS) - 1)), equilibrium, allowed)


def learn(h: Habits, equilibrium: Sequence[float], played: Round) -> Habits:
    """The counts and weights once the foe's move of a round is seen (``equilibrium``: the foe's mix before that round)."""
    log_weights = tuple(
        w + math.log(reading[played.theirs]) for w, reading in zip(h.log_weights, readings(h, equilibrium), strict=True)
    )
    moves = tuple(c + (1.0 if k == played.theirs else 0.0) for k, c in enumerate(h.moves))
    repeats, mirrors = h.repeats, h.mirrors
    if h.last is not None:
        ctx = context(h.last)
        rep, chances = repeats[ctx]
        repeats = tuple(
            (rep + (played.theirs == h.last.theirs), chances + 1) if k == ctx else pair for k, pair in enumerate(repeats)
        )
        mirrors = (mirrors[0] + (played.theirs == h.last.mine), mirrors[1] + 1)
    return replace(h, moves=moves, repeats=repeats, mirrors=mirrors, log_weights=log_weights, last=played)
