"""Mortal Swords, Hard's judge: the chance to win from a position a few attacks on, fitted on Normal's games.

A searching knight cannot play every imagined world to the end (a
two-knight game is about a hundred actions), so its playouts stop a few
attacks on (:data:`ATTACKS`) and the position is judged by a logistic
judge of the two sides, fitted on the attack starts of 4,000
Normal-against-Normal two-knight games (312,928 positions, seen from both
seats): hand cards above all, and more so when few are left (the last
cards are the knight's life), then live armor and the classes it covers
(the other colour most, then the strong suit, then its neighbour), the
worth of the cards kept (Normal's keep score: aces and strong court cards
defend), and whether the knight attacks next. On the last fifth of those
games, held out, its log-loss is 0.443, against 0.504 for the hand cards
alone and 0.693 for a coin. ``tools/fit_mortal_swords_judge.py`` fits it
again.

With three or four knights the same fit judges each knight's side alone
(:func:`strength`) and shares the win out among the living as the
Bradley-Terry model does (:func:`win_chance`), so the chances of the
living add up to one; over 1,000 four-knight Normal games they came true
within two points in every bin of the judged chance (README). Judging a
knight against its strongest foe alone did as well in play (38.0% of 200
four-knight games against Normal where sharing won 38.5% on the same
deals, 16 worlds, a one-off script); the sharing is kept because it is a
chance, and with two knights left it is the fitted judge itself.

The judge sees a whole state, as a playout's world is whole: the foe's
hand there is the one Hard imagined, never the real one.
"""

from __future__ import annotations

import math
from typing import cast

from ...engine import State
from ...engine.games.mortal_swords.definitions import Phase
from ...engine.games.mortal_swords.state import MortalSwordsState
from ..heuristics.mortal_swords import covered_classes, keep
from .rollouts import Horizon

#: Attacks a playout runs before the position is judged.
ATTACKS = 3

#: The fitted weights on the differences (knight minus foe) of :func:`side_features`, then on who attacks next
#: (+1 the knight, -1 the foe), then on the difference of 1 / (hand cards + 1).
WEIGHTS = (1.566, 0.313, 0.223, 0.528, 0.453, 0.167, 0.245, -9.909)


def side_features(state: MortalSwordsState, seat: int) -> list[float]:
    """One knight's side: hand cards, whether its live armor covers the strong suit, its neighbour and the other
    colour, how many armor cards are live, and the mean keep score of its hand."""
    live = [c for c in state.armor[seat] if c not in state.used[seat]]
    covered = covered_classes(live, state.strong)
    hand = state.hands[seat]
    worth = sum(keep(state.strong, c) for c in hand) / len(hand) if hand else 0.0
    return [len(hand), *(1.0 if c else 0.0 for c in covered), len(live), worth]


def lead(state: MortalSwordsState, seat: int, foe: int) -> float:
    """The judge's log-odds that ``seat`` beats ``foe`` from here."""
    mine, theirs = side_features(state, seat), side_features(state, foe)
    x = sum(w * (m - t) for w, m, t in zip(WEIGHTS[:6], mine, theirs, strict=True))
    x += WEIGHTS[6] * (1.0 if state.attacker == seat else -1.0 if state.attacker == foe else 0.0)
    return x + WEIGHTS[7] * (1.0 / (mine[0] + 1) - 1.0 / (theirs[0] + 1))


def strength(state: MortalSwordsState, seat: int) -> float:
    """One knight's side of :func:`lead`: two knights' strengths differ by the judge's log-odds between them.

    :func:`lead` keeps its own sum, feature by feature, so that two-knight searches replay to the last bit as
    the README's runs measured them."""
    features = side_features(state, seat)
    x = sum(w * f for w, f in zip(WEIGHTS[:6], features, strict=True))
    x += WEIGHTS[6] * (1.0 if state.attacker == seat else 0.0)
    return x + WEIGHTS[7] / (features[0] + 1)


def win_chance(state: State, seat: int) -> float:
    """The chance that ``seat`` is the last knight standing.

    Against one living foe it is the fitted judge itself. Against more, the
    judge (fitted on two knights) is shared out as in the Bradley-Terry
    model: each knight's chance is its ``exp(strength)`` over the sum of all
    living knights', so every knight is weighed against all the others at
    once, and the chances of the living add up to one.
    """
    st = cast(MortalSwordsState, state)
    if not st.alive[seat]:
        return 0.0
    foes = [s for s in range(st.seats) if s != seat and st.alive[s]]
    if not foes:
        return 1.0
    if len(foes) == 1:
        x = lead(st, seat, foes[0])
    else:
        theirs = [strength(st, s) for s in foes]
        top = max(theirs)
        x = strength(st, seat) - top - math.log(sum(math.exp(t - top) for t in theirs))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def attacks_fought(start: State, now: State) -> bool:
    """The next :data:`ATTACKS` attacks are over and the one after has not begun."""
    a, b = cast(MortalSwordsState, start), cast(MortalSwordsState, now)
    return b.attack_no >= a.attack_no + ATTACKS and b.phase is Phase.ATTACK and b.attacking_card is None


HORIZON = Horizon(settled=attacks_fought, value=win_chance)
