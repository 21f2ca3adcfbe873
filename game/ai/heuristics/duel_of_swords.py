"""Duel of Swords, Normal: read the foe's habits from the public history and mix.

The results matrix is part of the game (the ``showMatrix`` switch only
hides it from the human's screen), so the agent may use it. Each round it
estimates how often the foe plays each move (recent rounds count more, a
uniform prior keeps early guesses modest), scores each of its own moves by
the expected worth of the outcome against that estimate, and softmaxes the
scores. Mixing keeps it from being read as easily as it reads others.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import Action, Observation
from ...engine.games.duel_of_swords import DISENGAGE, MOVES, result_letter
from ..agent import Agent, sample

#: Pseudo-rounds of uniform play assumed before any history is seen.
PRIOR = 3.0
#: How much a round's weight shrinks per round of age (older habits fade).
DECAY = 0.92
#: Softmax temperature over expected values (lower is greedier).
TEMPERATURE = 0.12
#: Worth of holding a pending advantage (a hit if the next advantage comes too).
PENDING_WORTH = 0.35
#: Worth of winning the duel, in hits.
WIN_WORTH = 4.0

_INDEX: dict[str | None, int] = {m: i for i, m in enumerate(MOVES)}


@dataclass(frozen=True)
class Position:
    """The public score of the duel from the deciding seat's side."""

    mine: int
    theirs: int
    pending: int  # +1 mine, -1 theirs, 0 none
    round: int
    options: dict[str, Any]


def foe_frequencies(observation: Observation) -> list[float]:
    """The foe's estimated chance of each move this round, from what they played before."""
    foe = 1 - observation.seat
    weights = [PRIOR / len(MOVES)] * len(MOVES)
    history = observation.info["history"]
    for age, entry in enumerate(reversed(history)):
        weights[_INDEX[entry["moves"][foe]]] += DECAY**age
    if observation.options.get("noRepeat") and history:
        last = _INDEX[history[-1]["moves"][foe]]
        if last != DISENGAGE:
            weights[last] = 0.0
    total = sum(weights)
    return [w / total for w in weights]


def _terminal_worth(mine: int, theirs: int, position: Position) -> float | None:
    """The worth of the duel's end if this score ends it after this round, else None (RULINGS 3.2 step 6)."""
    opts = position.options
    h = opts.get("hitsToWin", 5)
    if (mine >= h) != (theirs >= h) or (mine >= h and theirs >= h and mine != theirs):
        return WIN_WORTH if mine > theirs else -WIN_WORTH
    limit = opts.get("roundLimit", 15)
    if position.round >= limit:
        if mine == theirs and opts.get("suddenDeath"):
            return None
        if mine == theirs:
            return 0.0
        if position.round > limit or opts.get("roundLimitResult", "leader") == "leader":
            return WIN_WORTH if mine > theirs else -WIN_WORTH
        return 0.0
    return None


def outcome_worth(letter: str, position: Position) -> float:
    """What one round's result is worth to the deciding seat (letter already from its side: M/T/X/m/t/.)."""
    mine, theirs, pending = position.mine, position.theirs, 0
    if letter in "MX":
        mine += 1
    if letter in "TX":
        theirs += 1
    if letter == "m":
        if position.pending == 1:
            mine += 1
        else:
            pending = 1
    if letter == "t":
        if position.pending == -1:
            theirs += 1
        else:
            pending = -1
    end = _terminal_worth(mine, theirs, position)
    if end is not None:
        return end
    return (mine - position.mine) - (theirs - position.theirs) + PENDING_WORTH * pending


def _from_my_side(letter: str, seat: int) -> str:
    if seat == 0:
        return {"A": "M", "B": "T", "a": "m", "b": "t"}.get(letter, letter)
    return {"A": "T", "B": "M", "a": "t", "b": "m"}.get(letter, letter)


def move_values(observation: Observation, legal: Sequence[Action]) -> dict[Action, float]:
    """Each legal move's expected worth against the foe's estimated habits."""
    info, seat = observation.info, observation.seat
    pending = info["pending"]
    position = Position(
        mine=info["hits"][seat],
        theirs=info["hits"][1 - seat],
        pending=0 if pending is None else (1 if pending == seat else -1),
        round=info["round"],
        options=observation.options,
    )
    freq = foe_frequencies(observation)
    values: dict[Action, float] = {}
    for action in legal:
        mine = _INDEX.get(action.target)
        if mine is None:
            continue
        total = 0.0
        for foe, p in enumerate(freq):
            if p <= 0.0:
                continue
            a, b = (mine, foe) if seat == 0 else (foe, mine)
            total += p * outcome_worth(_from_my_side(result_letter(a, b, observation.options), seat), position)
        values[action] = total
    return values


class NormalAgent(Agent):
    """Plays the moves that pay best against the foe's habits so far, mixed by a softmax."""

    name = "Normal"

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        values = move_values(observation, legal_actions)
        if not values:
            p = 1.0 / len(legal_actions)
            return {a: p for a in legal_actions}
        best = max(values.values())
        weights = {a: math.exp((v - best) / TEMPERATURE) for a, v in values.items()}
        total = sum(weights.values())
        return {a: w / total for a, w in weights.items()}

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return sample(self.strategy(observation, legal_actions), rng)

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        """Why ``action``, in words that never claim more than the matrix does.

        The move is picked for its worth against every move the foe may make, weighed by their habits, so it may well
        lose to their single favourite: "Cut High: your foe favours Dodge" read as "Cut High answers Dodge" and
        taught the matrix wrong. The favourite is named only with what the move really does against it.
        """
        names = observation.info["move_names"]
        chosen = names[_INDEX[action.target]] if action.target in _INDEX else str(action)
        freq = foe_frequencies(observation)
        top = max(range(len(freq)), key=freq.__getitem__)
        if not observation.info["history"] or action.target not in _INDEX:
            why = "your foe has shown nothing yet, so it pays best on average"
        else:
            outcome = _against(observation, action, top)
            if outcome in BEATS_FAVOURITE:
                why = BEATS_FAVOURITE[outcome].format(f"{names[top]}, the move your foe has favoured lately")
            else:
                against = LOSES_OR_TIES[outcome].format(f"{names[top]}, the move they have favoured lately,")
                why = f"best on average, though {against}".rstrip(",")
        pending = observation.info["pending"]
        if pending == observation.seat:
            why += "; your advantage is pending"
        elif pending is not None:
            why += "; their advantage is pending"
        return f"{chosen}: {why}."


#: What a move does to the foe's favourite ``{}`` when it beats it, by the round's result from the mover's side...
BEATS_FAVOURITE = {"M": "hits {}", "m": "wins the advantage over {}"}
#: ...and otherwise: the line says so, after "best on average, though".
LOSES_OR_TIES = {
    "X": "it trades a hit with {}",
    ".": "nothing happens against {}",
    "t": "it gives {} the advantage",
    "T": "it is hit by {}",
}


def _against(observation: Observation, action: Action, foe_move: int) -> str:
    """The round's result (M/T/X/m/t/. from the mover's side) of ``action`` against the foe's ``foe_move``."""
    mine, seat = _INDEX[action.target], observation.seat
    a, b = (mine, foe_move) if seat == 0 else (foe_move, mine)
    return _from_my_side(result_letter(a, b, observation.options), seat)
