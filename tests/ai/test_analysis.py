"""Analysis: Hard's chance to win after each option, from the seat's own observation only."""

from __future__ import annotations

import pytest

from game.ai.analysis import DEALING_SHARE, Estimate, analyse
from game.ai.hard.rollouts import RolloutAgent
from game.engine import GAMES, Action, Observation, State, new_game
from game.engine.rng import Rng

from random_walks import random_walk

#: Imagined deals per analysis here: no clock, so every answer replays exactly.
DEALS = 2


def _positions(game_id: str, count: int) -> list[tuple[State, int]]:
    """Positions with one seat to choose among several actions, along seeded random games."""
    out: list[tuple[State, int]] = []
    seed = 0
    while len(out) < count:
        for step, (state, seat) in enumerate(random_walk(game_id, seed), start=1):
            if step % 7 == 3 and len(state.legal_actions(seat)) > 1:
                out.append((state.clone(), seat))
                if len(out) == count:
                    break
        seed += 1
    return out


def _wins(state: State, seat: int, action: Action) -> bool:
    after = state.clone()
    after.apply(seat, action)
    return after.outcome is not None and after.outcome.points(seat, after.seats) == 1.0


def _table(estimates: list[Estimate]) -> list[tuple[Action, float, int]]:
    return [(e.action, e.chance, e.deals) for e in estimates]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_analysis_gives_every_option_a_chance_and_never_reads_the_hidden_cards(game_id: str) -> None:
    """A state with the hidden cards dealt again, which the seat cannot tell apart, gets the very same analysis."""
    game = GAMES[game_id]
    redealt = 0
    for i, (state, seat) in enumerate(_positions(game_id, 2)):
        view, legal = state.observation(seat), state.legal_actions(seat)
        estimates = analyse(view, legal, iterations=DEALS, seconds=None)
        assert sorted(map(str, (e.action for e in estimates))) == sorted(map(str, legal))
        assert all(0.0 <= e.chance <= 1.0 for e in estimates)
        assert all(e.deals in (0, DEALS) for e in estimates)
        assert [e.chance for e in estimates] == sorted((e.chance for e in estimates), reverse=True)
        other = game.determinize(view, Rng(500 + i))
        assert other.observation(seat) == view
        redealt += other.to_dict() != state.to_dict()
        again = analyse(other.observation(seat), other.legal_actions(seat), iterations=DEALS, seconds=None)
        assert _table(again) == _table(estimates)
    if game_id != "duel-of-swords":  # nothing is hidden there between rounds
        assert redealt > 0  # the check really compared different hidden states


@pytest.mark.parametrize("game_id", ["clashing-blades", "suits-duel"])
def test_an_option_that_wins_in_every_deal_the_seat_can_imagine_is_estimated_a_certain_win(game_id: str) -> None:
    game = GAMES[game_id]
    for state, seat in _positions(game_id, 400):
        legal = state.legal_actions(seat)
        view = state.observation(seat)
        winning = [a for a in legal if _wins(state, seat, a)]
        if not winning or len(winning) == len(legal):
            continue
        action = winning[0]
        if all(_wins(game.determinize(view, Rng(k)), seat, action) for k in range(10)):
            estimates = analyse(view, legal, iterations=4, seconds=None)
            assert estimates[0].chance == 1.0
            assert {e.action: e.chance for e in estimates}[action] == 1.0
            return
    pytest.fail("no position with a sure winning option in these seeded games")


def test_duel_of_swords_is_judged_from_its_solved_values_without_imagining_deals() -> None:
    state = new_game("duel-of-swords", 2, seed=3)
    for _ in range(4):
        state.apply(0, Action("move", (), "dodge"))
        state.apply(1, Action("move", (), "thrust"))
    estimates = analyse(state.observation(0), state.legal_actions(0), iterations=1, seconds=None)
    assert all(e.deals == 0 and 0.0 <= e.chance <= 1.0 for e in estimates)
    chances = {e.action.target: e.chance for e in estimates}
    assert chances["stop-hit"] > chances["dodge"]  # the foe has thrust every round: Stop Hit meets it


def test_analysis_needs_a_budget() -> None:
    state = new_game("suits-duel", 2, seed=1)
    seat = state.to_act()[0]
    with pytest.raises(ValueError, match="budget"):
        analyse(state.observation(seat), state.legal_actions(seat), iterations=None, seconds=None)


class CannedHelpers:
    """The table's helper processes as the search meets them: each answers every option with ``worlds`` wins."""

    def __init__(self, worlds: int) -> None:
        self.worlds = worlds
        self.asked: list[tuple[object, float]] = []
        self._legal: list[Action] = []

    def ask(self, agent: object, observation: Observation, legal: list[Action], seconds: float) -> int:
        self.asked.append((agent, seconds))
        self._legal = legal
        return 1

    def collect(self) -> list[dict[Action, list[float]]]:
        return [{a: [1.0] * self.worlds for a in self._legal}]


def test_on_the_clock_the_deals_the_helpers_imagined_are_joined_to_its_own() -> None:
    """At the table Analysis uses the second core as Hard does: the helpers' deals count in every estimate."""
    state, seat = _positions("clashing-blades", 1)[0]
    helpers = CannedHelpers(5_000)
    estimates = analyse(state.observation(seat), state.legal_actions(seat), seconds=0.05, helpers=helpers)
    [(searcher, seconds)] = helpers.asked
    assert isinstance(searcher, RolloutAgent), "the helpers run Hard's own search, on its own stream of deals"
    assert seconds == pytest.approx(0.05 * DEALING_SHARE)
    most = max(estimates, key=lambda e: e.deals)
    assert most.deals > 5_000 and most.chance > 0.9


def test_an_iteration_budget_stays_in_its_own_process_so_it_replays_exactly() -> None:
    state, seat = _positions("clashing-blades", 1)[0]
    helpers = CannedHelpers(5_000)
    alone = analyse(state.observation(seat), state.legal_actions(seat), iterations=DEALS)
    helped = analyse(state.observation(seat), state.legal_actions(seat), iterations=DEALS, helpers=helpers)
    assert not helpers.asked and helped == alone


def test_options_within_chance_of_the_best_are_marked_close_and_clearly_worse_ones_are_not() -> None:
    """El Royale's Analysis showed "32% Pass, 30% Say something": a talk that changes no card looked like advice."""
    close = clear = 0
    for state, seat in _positions("el-royale", 40):
        legal = state.legal_actions(seat)
        estimates = analyse(state.observation(seat), legal, iterations=24, seconds=None)
        best = estimates[0]
        assert best.close
        for e in estimates[1:]:
            if e.chance == best.chance:
                assert e.close
            if best.chance - e.chance > 0.6:  # wins in most deals against loses in most: never a toss-up at 24 deals
                assert not e.close
            close += e.close
            clear += not e.close
    assert close and clear, (close, clear)
    exact = analyse(new_game("duel-of-swords", 2, seed=3).observation(0), new_game("duel-of-swords", 2, seed=3).legal_actions(0))
    assert [e.close for e in exact] == [e.chance == exact[0].chance for e in exact]
