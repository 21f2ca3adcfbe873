"""Duel of Swords: what the foe is likely to play next, read from the rounds seen (this duel and earlier ones).

A handful of simple readers each predict the foe's next move from the
public history, and they are weighed by how well each predicted the foe's
moves so far (Bayesian model averaging: a reader's weight is its prior times
the chance it gave every move the foe actually played):

- ``steady``: the foe plays its own equilibrium (nothing to read), now and then an odd move;
- ``favourite``: the foe's moves overall, counted;
- ``repeat``: the foe repeats its last move a share ``q`` of the time and plays steady
  otherwise, with a separate ``q`` after it scored a hit, after it took one, and otherwise;
- ``mirror``: the foe plays the move *we* played last a share ``m`` of the time, steady otherwise.

The shares are not counted but believed: each is a posterior over a grid of
strengths (``STRENGTHS``), zero (no habit) included, so a habit reader that
finds nothing predicts exactly as ``steady`` does and costs Hard nothing.
Their priors are calibrated on human play: a player who has just scored a
hit with a move is often tempted to try it again, so that habit gets more
prior belief than the others. The favourite reader counts with the steady
reading as its prior. Everything here is a value computed from moves the
seat has seen; nothing hidden.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...engine.games.duel_of_swords import MOVES

N = len(MOVES)
#: The readers, in the order their weights are kept.
READERS: tuple[str, ...] = ("steady", "favourite", "repeat", "mirror")
#: Prior weight of each reader (the repeat and mirror readers include "no habit" themselves).
PRIOR: tuple[float, ...] = (0.3, 0.2, 0.3, 0.2)
#: The ``steady`` reader allows for this much play off the equilibrium (one odd move must not rule it out).
STEADY_NOISE = 0.1
#: Pseudo-rounds of steady play behind the favourite reader's counts (how many rounds a favourite needs to show).
COUNT_PRIOR = 2.0
#: The strengths a repeat or mirror habit may have: the share of rounds it decides.
STRENGTHS: tuple[float, ...] = (0.0, 0.1, 0.25, 0.4, 0.55, 0.7, 0.85, 0.95)
#: Prior belief in "no habit" (strength 0), the rest spread evenly: repeating after a hit is common in human play.
NO_REPEAT_AFTER_SCORING, NO_REPEAT, NO_MIRROR = 0.15, 0.6, 0.6
#: How much of the beliefs of earlier duels against the same foe a new duel keeps.
PROFILE_MEMORY = 0.7
#: After the foe scored a hit (both may have), after it took one, after anything else.
SCORED, STRUCK, OTHER = 0, 1, 2


def _prior(no_habit: float) -> tuple[float, ...]:
    """Log prior over ``STRENGTHS``: ``no_habit`` on zero, the rest spread evenly."""
    rest = (1.0 - no_habit) / (len(STRENGTHS) - 1)
    return tuple(math.log(no_habit if q == 0.0 else rest) for q in STRENGTHS)


REPEAT_PRIORS: tuple[tuple[float, ...], ...] = (_prior(NO_REPEAT_AFTER_SCORING), _prior(NO_REPEAT), _prior(NO_REPEAT))
MIRROR_PRIOR: tuple[float, ...] = _prior(NO_MIRROR)


@dataclass(frozen=True)
class Round:
    """One finished round from our side: our move, the foe's, and whether each scored a hit."""

    mine: int
    theirs: int
    i_scored: bool
    they_scored: bool


@dataclass(frozen=True)
class Habits:
    """What every reader believes: the foe's moves counted, log posteriors over habit strengths, each reader's log weight."""

    moves: tuple[float, ...] = (0.0,) * N
    repeats: tuple[tuple[float, ...], ...] = REPEAT_PRIORS  # per context, over STRENGTHS
    mirrors: tuple[float, ...] = MIRROR_PRIOR  # over STRENGTHS
    log_weights: tuple[float, ...] = tuple(math.log(p) for p in PRIOR)
    last: Round | None = None


#: No duel seen yet.
NOTHING_SEEN = Habits()


def context(last: Round) -> int:
    """Which of the repeat reader's beliefs the round after ``last`` belongs to."""
    if last.they_scored:
        return SCORED
    if last.i_scored:
        return STRUCK
    return OTHER


def _steady(equilibrium: Sequence[float]) -> list[float]:
    return [(1.0 - STEADY_NOISE) * p + STEADY_NOISE / N for p in equilibrium]


def _normalised(log_posterior: Sequence[float]) -> list[float]:
    top = max(log_posterior)
    raw = [math.exp(w - top) for w in log_posterior]
    total = sum(raw)
    return [w / total for w in raw]


def strength(log_posterior: Sequence[float]) -> float:
    """The expected strength of a habit: the share of rounds it decides, by what was seen."""
    return sum(p * q for p, q in zip(_normalised(log_posterior), STRENGTHS, strict=True))


def _lean(onto: int, share: float, base: Sequence[float]) -> list[float]:
    """``onto`` a ``share`` of the time, ``base`` otherwise."""
    return [(1.0 - share) * p + (share if k == onto else 0.0) for k, p in enumerate(base)]


def readings(h: Habits, equilibrium: Sequence[float]) -> list[list[float]]:
    """Each reader's prediction of the foe's next move (``equilibrium``: the foe's equilibrium mix here)."""
    steady = _steady(equilibrium)
    total = sum(h.moves) + COUNT_PRIOR
    favourite = [(c + COUNT_PRIOR * p) / total for c, p in zip(h.moves, steady, strict=True)]
    if h.last is None:
        return [steady, favourite, steady, steady]
    repeat = _lean(h.last.theirs, strength(h.repeats[context(h.last)]), steady)
    mirror = _lean(h.last.mine, strength(h.mirrors), steady)
    return [steady, favourite, repeat, mirror]


def weights(h: Habits) -> list[float]:
    """Each reader's share of belief now."""
    return _normalised(h.log_weights)


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


def _believe(log_posterior: tuple[float, ...], shown: bool, steady_chance: float) -> tuple[float, ...]:
    """A strength posterior once a round is seen: the habit's move (``shown``) or not, ``steady_chance`` its steady odds."""
    return tuple(
        w + math.log((q if shown else 0.0) + (1.0 - q) * steady_chance) for w, q in zip(log_posterior, STRENGTHS, strict=True)
    )


def learn(h: Habits, equilibrium: Sequence[float], played: Round) -> Habits:
    """The beliefs once the foe's move of a round is seen (``equilibrium``: the foe's mix before that round)."""
    log_weights = tuple(
        w + math.log(reading[played.theirs]) for w, reading in zip(h.log_weights, readings(h, equilibrium), strict=True)
    )
    moves = tuple(c + (1.0 if k == played.theirs else 0.0) for k, c in enumerate(h.moves))
    repeats, mirrors = h.repeats, h.mirrors
    if h.last is not None:
        chance = _steady(equilibrium)[played.theirs]
        ctx = context(h.last)
        repeats = tuple(
            _believe(belief, played.theirs == h.last.theirs, chance) if k == ctx else belief for k, belief in enumerate(repeats)
        )
        mirrors = _believe(mirrors, played.theirs == h.last.mine, chance)
    return replace(h, moves=moves, repeats=repeats, mirrors=mirrors, log_weights=log_weights, last=played)


def _faded(beliefs: Sequence[float], prior: Sequence[float], keep: float) -> tuple[float, ...]:
    return tuple(p + keep * (w - p) for w, p in zip(beliefs, prior, strict=True))


def carried(h: Habits) -> Habits:
    """The reading a new duel against the same foe starts from: the beliefs so far, faded by ``PROFILE_MEMORY``.

    Fading keeps a foe who drops a habit from being held to it for long:
    counts shrink toward none and every log belief toward its prior's.
    """
    keep = PROFILE_MEMORY
    return Habits(
        moves=tuple(keep * c for c in h.moves),
        repeats=tuple(_faded(b, p, keep) for b, p in zip(h.repeats, REPEAT_PRIORS, strict=True)),
        mirrors=_faded(h.mirrors, MIRROR_PRIOR, keep),
        log_weights=_faded(h.log_weights, NOTHING_SEEN.log_weights, keep),
        last=None,
    )


def to_data(h: Habits) -> dict[str, list[Any]]:
    """A profile as plain JSON data, to keep between sessions (the last round is not kept: it is between duels)."""
    return {
        "moves": list(h.moves),
        "repeats": [list(belief) for belief in h.repeats],
        "mirrors": list(h.mirrors),
        "log_weights": list(h.log_weights),
    }


def _numbers(data: object, length: int) -> tuple[float, ...] | None:
    """``length`` finite numbers, or None for anything else."""
    if not isinstance(data, list) or len(data) != length:
        return None
    if not all(isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x) for x in data):
        return None
    return tuple(float(x) for x in data)


def from_data(data: object) -> Habits:
    """A profile kept by :func:`to_data`; anything damaged, foreign or of another shape is no profile at all."""
    if not isinstance(data, dict):
        return NOTHING_SEEN
    moves = _numbers(data.get("moves"), N)
    mirrors = _numbers(data.get("mirrors"), len(STRENGTHS))
    log_weights = _numbers(data.get("log_weights"), len(READERS))
    kept = data.get("repeats")
    repeats = [_numbers(b, len(STRENGTHS)) for b in kept] if isinstance(kept, list) and len(kept) == 3 else [None]
    if moves is None or mirrors is None or log_weights is None or any(b is None for b in repeats):
        return NOTHING_SEEN
    if min(moves) < 0.0:
        return NOTHING_SEEN
    return Habits(moves, tuple(b for b in repeats if b is not None), mirrors, log_weights)
