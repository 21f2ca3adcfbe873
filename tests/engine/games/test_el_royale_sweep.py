"""El Royale sweeps: the 'more than two ranks' note as a property (ER-T15), and determinizations that look right to their seat."""

from __future__ import annotations

import random

import pytest

from game.engine import Rng
from game.engine.games.el_royale import GAME, ElRoyaleState, Phase


def _random_game(seats: int, options: dict[str, str], seed: int) -> list[tuple[ElRoyaleState, set[int]]]:
    """Play at random; at each battle's start note the seats holding three or more ranks."""
    st = GAME.new(seats, options, seed=seed)
    rng = random.Random(seed)
    starts: list[tuple[ElRoyaleState, set[int]]] = []
    battle = 0
    while st.outcome is None:
        if st.battle_no != battle:
            battle = st.battle_no
            many = {s for s in range(seats) if len({c.rank for c in st.hands[s]}) >= 3}
            starts.append((st.clone(), many))
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.randrange(len(legal))])
    starts.append((st, set()))
    return starts


@pytest.mark.parametrize("seats", [2, 3, 5, 8])
def test_t15_nobody_holding_three_ranks_at_a_battle_start_wins_that_battle(seats: int) -> None:
    """At least a dozen games, and on until one is won by a fourth card: random play rarely wins that way with few seats."""
    wins = 0
    for seed in range(400):
        if seed >= 12 and wins:
            break
        starts = _random_game(seats, {}, seed)
        final = starts[-1][0]
        assert final.outcome is not None
        if final.winner_seat >= 0 and "fourth" in final.outcome.reason:
            wins += 1
            last_start, many = starts[-2]
            assert last_start.battle_no == final.battle_no
            assert final.winner_seat not in many, f"seed {seed}: seat {final.winner_seat} won from three ranks"
    assert wins > 0, "no game was won by a fourth card: the property was never tested"


@pytest.mark.parametrize(("seats", "options"), [(3, {}), (4, {"mode": "teams2"}), (6, {"throwInRounds": "single"})])
def test_a_determinization_agrees_with_everything_the_seat_knows(seats: int, options: dict[str, str]) -> None:
    for seed in range(4):
        st = GAME.new(seats, options, seed=seed)
        rng = random.Random(seed)
        for step in range(400):
            if st.outcome is not None:
                break
            if step % 25 == 0:
                for seat in range(seats):
                    view = st.observation(seat)
                    guess = GAME.determinize(view, Rng(step))
                    guess.check_invariants()
                    mine = guess.observation(seat)
                    assert mine.hand == view.hand and mine.known == view.known and mine.zones == view.zones
                    assert mine.counts == view.counts and mine.to_act == view.to_act
                    assert guess.legal_actions(seat) == st.legal_actions(seat)
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.randrange(len(legal))])
        assert st.phase is not None and isinstance(st.phase, Phase)
