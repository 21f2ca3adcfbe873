"""Computer players never crash: every level against every level, over every option combination of every game.

Each game is played by ``play_match`` with the invariants checked after
every action; an agent that raises, answers with an illegal action or
breaks an invariant is an error, reported with its set-up so it can be
replayed. Hard plays with a small fixed budget (``HARD_ITERATIONS``), so
runs replay exactly. The default suite plays a small sample (every level
in every game, against a level that rotates, on a rotating option
combination); ``-m soak`` plays the whole cross product, one game per
(seats, options, level pair) cell. Figures are printed (``-s``).
"""

from __future__ import annotations

import itertools
import random
import traceback
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.ai import LEVELS, make_agent
from game.cli.match import play_match
from game.engine import GAMES
from game.engine.options import all_combinations

#: Hard's search budget in the soak: enough to exercise its determinizations and rollouts, small enough to finish.
HARD_ITERATIONS = 3
PAIRS = list(itertools.product(LEVELS, repeat=2))


@dataclass
class Tally:
    games: int = 0
    actions: int = 0
    errors: list[str] = field(default_factory=list)

    def line(self, what: str) -> str:
        return f"{what}: {self.games} games, {self.actions} actions, {len(self.errors)} errors"


def play_cell(game_id: str, seats: int, options: dict[str, Any], pair: tuple[str, str], seed: int, tally: Tally) -> None:
    """One game: seat 0 plays ``pair[0]``, every other seat ``pair[1]``; any failure is counted with its set-up."""
    levels = [pair[0]] + [pair[1]] * (seats - 1)
    try:
        agents = [make_agent(game_id, level, think_time=None, iterations=HARD_ITERATIONS) for level in levels]
        record = play_match(game_id, seats, agents, seed=seed, rng=random.Random(seed), options=options, check=True)
    except Exception as exc:
        where = traceback.extract_tb(exc.__traceback__)[-1]
        tally.errors.append(
            f"{game_id} {seats}p {levels} seed={seed} options={options}: {type(exc).__name__}: {exc} "
            f"({where.filename.rsplit('/', 1)[-1]}:{where.lineno})"
        )
        return
    tally.games += 1
    tally.actions += record.actions


def cells(game_id: str, seats: int) -> list[tuple[dict[str, Any], tuple[str, str]]]:
    """Every (options, level pair) cell of one game at one seat count."""
    return [(combo, pair) for combo in all_combinations(GAMES[game_id].options, seats) for pair in PAIRS]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_level_plays_every_game_without_an_error(game_id: str) -> None:
    """The default run's sample: each level as seat 0 against a rotating opponent, on a rotating combination.

    A cell with Hard plays the default options: Duel of Swords ships its offered rule sets solved, but a
    combination outside them (other hits or rounds) is solved on Hard's first move, which the soak covers
    and this run cannot afford.
    """
    tally = Tally()
    g, game = sorted(GAMES).index(game_id), GAMES[game_id]
    for n, level in enumerate(LEVELS):
        seats = game.min_seats if n % 2 == 0 else game.max_seats
        combos = all_combinations(game.options, seats)
        pair = (level, LEVELS[(n + g + 1) % len(LEVELS)])
        options = {} if "hard" in pair else combos[(7 * n + g) % len(combos)]
        play_cell(game_id, seats, options, pair, seed=100 * g + n, tally=tally)
    print(tally.line(f"sample of {game_id}"))
    assert tally.errors == []
    assert tally.games == len(LEVELS) and tally.actions > tally.games


def test_a_failing_agent_is_counted_as_an_error_with_its_set_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """The soak can fail: an agent that raises is reported, not swallowed."""
    import game.ai.agent as agent_module

    def broken(self: object, observation: object, legal_actions: object, rng: object) -> object:
        raise ValueError("min() arg is an empty sequence")

    monkeypatch.setattr(agent_module.RandomAgent, "choose", broken)
    tally = Tally()
    play_cell("clashing-blades", 2, {}, ("random", "normal"), seed=1, tally=tally)
    assert tally.games == 0 and len(tally.errors) == 1
    assert "clashing-blades 2p ['random', 'normal'] seed=1" in tally.errors[0] and "ValueError" in tally.errors[0]


SOAK_SETUPS = [(g, s) for g in sorted(GAMES) for s in range(GAMES[g].min_seats, GAMES[g].max_seats + 1)]


@pytest.mark.soak
@pytest.mark.parametrize(("game_id", "seats"), SOAK_SETUPS, ids=[f"{g}-{s}p" for g, s in SOAK_SETUPS])
def test_soak_every_level_pair_over_every_option_combination(game_id: str, seats: int) -> None:
    tally = Tally()
    for seed, (options, pair) in enumerate(cells(game_id, seats)):
        play_cell(game_id, seats, options, pair, seed=seed, tally=tally)
    print(tally.line(f"{game_id} {seats}p"))
    for error in tally.errors[:20]:
        print("  ", error)
    assert tally.errors == []
