"""The bench's agent section: how long each level thinks, and how much of its think budget a searching Hard uses
as the table runs it (no time asserted beyond what a sleep guarantees: the shape and the arithmetic)."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

import pytest

from game.ai import Agent, hard_searches
from game.ai.bench import Searcher, budget_use, sample_positions, think_times, timed_decisions
from game.engine import Action, Observation


class Sleeper(Agent):
    """Stands in for a Hard that spends its budget: it sleeps ``seconds`` and says it imagined ``deals`` deals."""

    def __init__(self, seconds: float, deals: int) -> None:
        self.seconds = seconds
        self.deals = deals
        self.last_iterations = 0

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        time.sleep(self.seconds)
        self.last_iterations = self.deals
        return legal_actions[0]


def test_the_share_is_each_decisions_time_over_the_budget_with_its_median_and_fifth_percentile() -> None:
    times = [0.1 * n for n in range(1, 21)]  # 0.1 … 2.0 s against a 2 s budget
    used = budget_use(times, [n for n in range(1, 21)], 2.0)
    assert used["think_time_s"] == 2.0
    assert used["share_median"] == pytest.approx(0.525)  # the median decision, 1.05 s, over 2 s
    assert used["share_p5"] == pytest.approx(0.1)  # the fastest decision of twenty
    assert used["deals_median"] == 10.5 and used["deals_p5"] == 2


def test_a_player_that_counts_no_deals_has_its_share_but_no_deals() -> None:
    used = budget_use([0.5, 0.5], [None, None], 1.0)
    assert used["share_median"] == 0.5 and used["deals_median"] is None and used["deals_p5"] is None


def test_a_stand_in_that_sleeps_most_of_its_budget_shows_it_used_at_least_that_share_and_its_deals() -> None:
    agent = Sleeper(0.03, deals=7)
    assert isinstance(agent, Searcher)
    positions = sample_positions("clashing-blades", 3)
    times, deals = timed_decisions(agent, positions)
    used = budget_use(times, deals, 0.05)
    assert used["share_median"] >= 0.6 and used["share_p5"] >= 0.6  # a sleep never ends early
    assert used["share_p5"] <= used["share_median"]
    assert deals == [7, 7, 7] and used["deals_median"] == 7


def test_a_decision_answered_without_a_search_counts_no_deals_even_after_one_that_searched() -> None:
    class SearchesEveryOther(Sleeper):
        """Searches on its first, third… decision; answers the others at once, leaving its count alone."""

        calls = 0

        def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
            self.calls += 1
            return super().choose(observation, legal_actions, rng) if self.calls % 2 else legal_actions[0]

    _, deals = timed_decisions(SearchesEveryOther(0.0, deals=9), sample_positions("el-royale", 4))
    assert deals == [9, 0, 9, 0]


def test_a_player_without_a_deal_count_is_timed_all_the_same() -> None:
    class Quick(Agent):
        def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
            return legal_actions[-1]

    times, deals = timed_decisions(Quick(), sample_positions("suits-duel", 2))
    assert len(times) == 2 and all(t >= 0 for t in times) and deals == [None, None]


@pytest.mark.parametrize("game_id", ["clashing-blades", "mortal-swords"])
def test_hard_shows_its_budget_use_where_it_searches_and_only_there(game_id: str) -> None:
    result = think_times(quick=True, games=[game_id], think_time=0.05)[game_id]
    assert set(result) >= {"random", "easy", "normal", "hard", "analysis"}
    assert ("budget" in result["hard"]) == hard_searches(game_id)
    assert not any("budget" in result[level] for level in ("random", "easy", "normal", "analysis"))
    if hard_searches(game_id):
        used = result["hard"]["budget"]
        assert used["think_time_s"] == 0.05 and 0 < used["share_p5"] <= used["share_median"]
        assert used["deals_median"] >= 1, "a searching Hard says how many deals it imagined"
        assert not any(key.startswith("hard at ") for key in result), "a quick run shows only the default budget"
