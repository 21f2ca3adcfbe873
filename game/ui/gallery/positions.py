"""Table positions for the gallery, reached by seeded play: the busiest moments each layout must hold.

A :class:`Position` says which game, how many seats, which options and
what makes a moment worth a picture (a score over what seat 0 sees: more
cards, a longer battle pile, a counter chain, a storm). ``reach`` plays a
few seeded games with random computer players and keeps the highest-scoring
moment as a ``GameRecord`` — the same every run, so the pictures are stable.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...ai import RandomAgent
from ...engine import Observation, State
from ...persistence import COMPUTER, HUMAN, GameRecord, SeatRecord

#: How a moment scores: higher is busier; zero or less is never chosen.
Score = Callable[[State, Observation], float]
#: Seeds tried per position and the longest game played for each.
SEEDS = 6
MAX_MOVES = 400


def shown_cards(obs: Observation) -> int:
    """Cards seat 0 sees face up: its hand and every public zone."""
    return len(obs.hand) + sum(len(cards) for cards in obs.zones.values())


def busiest(state: State, obs: Observation) -> float:
    """Seat 0 to choose with the most cards on the table."""
    return shown_cards(obs) + 1 if 0 in obs.to_act else 0


def longest_round(state: State, obs: Observation) -> float:
    """Seat 0 to choose, as late in the duel as possible (the move history is longest)."""
    return float(obs.info.get("round", 0)) if 0 in obs.to_act else 0


def zone_size(zone: str) -> Score:
    """The most cards in ``zone``, seat 0 to choose breaking ties."""
    return lambda state, obs: len(obs.zones.get(zone, ())) + (0.5 if 0 in obs.to_act else 0)


def counter_chain(state: State, obs: Observation) -> float:
    """Two spells or more on the stack (one countering the other)."""
    size = len(obs.zones.get("stack", ()))
    return size + shown_cards(obs) / 100 if size >= 2 else 0


def info_flag(key: str, *values: object) -> Score:
    """The game's public ``info[key]`` is set (or one of ``values``), the busiest such moment."""

    def score(state: State, obs: Observation) -> float:
        value = obs.info.get(key)
        hit = value in values if values else bool(value)
        return 1 + shown_cards(obs) / 100 if hit else 0

    return score


def signals_to_choose(state: State, obs: Observation) -> float:
    """Seat 0 may signal its partner, with the most signals to pick from."""
    if 0 not in obs.to_act:
        return 0
    signals = sum(1 for a in state.legal_actions(0) if a.kind == "signal")
    return signals + shown_cards(obs) / 100 if signals else 0


@dataclass(frozen=True)
class Position:
    """A moment of one game to picture: ``humans`` seats from seat 0 are people, the rest computers."""

    name: str
    game_id: str
    seats: int
    score: Score
    options: dict[str, Any] = field(default_factory=dict)
    humans: int = 1


def reach(position: Position, seeds: int = SEEDS, max_moves: int = MAX_MOVES) -> GameRecord:
    """The best-scoring moment of ``seeds`` seeded games; the opening deal when no moment scores."""
    best: tuple[float, int, int] = (0.0, 0, 0)  # score, seed, moves
    for seed in range(seeds):
        record, rng = _start(position, seed), random.Random(seed)
        for moves in range(1, max_moves + 1):
            if record.state.is_over:
                break
            _random_move(record, rng)
            if record.state.is_over:
                break
            score = position.score(record.state, record.state.observation(0))
            if score > best[0]:
                best = (score, seed, moves)
    score, seed, moves = best
    record, rng = _start(position, seed), random.Random(seed)  # the best game again, up to the chosen moment
    for _ in range(moves):
        _random_move(record, rng)
    return record


def play_out(position: Position, seed: int, max_moves: int = 2000) -> GameRecord:
    """One seeded game of random play to its end (or to ``max_moves``)."""
    record, rng = _start(position, seed), random.Random(seed)
    while not record.state.is_over and record.moves < max_moves:
        _random_move(record, rng)
    return record


def _random_move(record: GameRecord, rng: random.Random) -> None:
    """The first seat to act plays a random legal move (every seat, so the game moves on whoever is human)."""
    state = record.state
    seat = state.to_act()[0]
    record.apply(seat, RandomAgent().choose(state.observation(seat), state.legal_actions(seat), rng))


def _start(position: Position, seed: int) -> GameRecord:
    seats = [
        SeatRecord(_name(i, position), HUMAN, None) if i < position.humans else SeatRecord(_name(i, position), COMPUTER, "normal")
        for i in range(position.seats)
    ]
    return GameRecord.start(position.game_id, seats, position.options, seed)


def _name(seat: int, position: Position) -> str:
    if position.humans > 1:
        return f"Player {seat + 1}"
    if seat == 0:
        return "You"
    return "Computer" if position.seats == 2 else f"Computer {seat}"
