"""One headless match between computer players, as the table would run it.

Simultaneous choices are honest: every seat to act is asked in seat order
with an observation taken before anyone applies, so no seat decides having
seen another's choice; the choices are then applied in seat order.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..ai import Agent
from ..engine import Action, Observation, Outcome, State, new_game

#: A game that has not ended after this many actions is counted as an error (a rules bug).
MAX_ACTIONS = 100_000

#: Called with the seat, the observation, the legal actions and the chosen action, after each decision.
DecisionHook = Callable[[int, Observation, Sequence[Action], Action, float], None]


@dataclass(frozen=True)
class MatchRecord:
    """How one match went."""

    outcome: Outcome
    actions: int


def agent_rng(seed: int, index: int) -> random.Random:
    """The agents' random source for game ``index`` of a run started at ``seed``: replays exactly."""
    return random.Random(f"card-duels:{seed}:{index}")


def play_match(
    game_id: str,
    seats: int,
    agents: Sequence[Agent],
    *,
    seed: int,
    rng: random.Random,
    options: dict[str, Any] | None = None,
    check: bool = False,
    on_decision: DecisionHook | None = None,
) -> MatchRecord:
    """Play one game to its end; exceptions (illegal choices, failed checks) propagate to the caller."""
    state: State = new_game(game_id, seats, options=options, seed=seed)
    if check:
        state.check_invariants()
    actions = 0
    while state.outcome is None:
        acting = state.to_act()
        if not acting:
            raise RuntimeError("the game is not over but no seat is to act")
        chosen: list[tuple[int, Action]] = []
        for seat in acting:
            view = state.observation(seat)
            legal = state.legal_actions(seat)
            if not legal:
                raise RuntimeError(f"seat {seat} is to act but has no legal action")
            start = time.perf_counter()
            action = agents[seat].choose(view, legal, rng)
            if on_decision is not None:
                on_decision(seat, view, legal, action, time.perf_counter() - start)
            chosen.append((seat, action))
        for i, (seat, action) in enumerate(chosen):
            if state.outcome is not None:
                break
            if i and (seat not in state.to_act() or not state.is_legal(seat, action)):
                break  # a free-order answer overtaken by an earlier one (Hectic Knights): that seat decides again
            state.apply(seat, action)
            actions += 1
            if check:
                state.check_invariants()
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
    return MatchRecord(state.outcome, actions)
