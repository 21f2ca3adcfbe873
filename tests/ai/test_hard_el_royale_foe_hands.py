"""El Royale, Hard's guess at the foes' hands: collectors' deals, kept by how well they explain the foes' plays."""

from __future__ import annotations

import random
from typing import cast

from el_royale_foe_scenarios import after_the_foes_nine
from el_royale_scenarios import P1, P2, arranged

from game.ai import make_agent
from game.ai.hard.el_royale import BaselineAgent, HardAgent
from game.ai.hard.el_royale_foe_hands import deal_as_collectors, imagine
from game.engine import get_game
from game.engine.games.el_royale import ElRoyaleState
from game.engine.rng import Rng

GAME = get_game("el-royale")


def _sevens_picked_up() -> ElRoyaleState:
    """The foe (P2) is known to hold two sevens (it took them with a pile); two more sevens are unseen."""
    st = arranged(["2C 3C 4C 5C", "7S 7H 9D JC QS KH"], attacker=P1)
    st.known[P2] = [c for c in st.hands[P2] if c.rank == 7]
    return st


def _foe_holds(world: ElRoyaleState, codes: set[str]) -> int:
    return sum(1 for c in world.hands[P2] if c.code in codes)


def test_a_collectors_deal_is_a_world_the_seat_cannot_tell_from_the_real_one() -> None:
    st = _sevens_picked_up()
    view = st.observation(P1)
    for seed in range(20):
        world = deal_as_collectors(GAME, view, Rng(seed))
        assert world.observation(P1) == view
        assert [c.code for c in world.known[P2]] == ["7S", "7H"]
        assert sorted(c.code for c in world.hands[P1]) == sorted(view.hand)
        world.check_invariants()


def test_a_foe_that_picked_up_sevens_is_dealt_the_other_sevens_more_often_than_at_random() -> None:
    view = _sevens_picked_up().observation(P1)
    sevens = {"7D", "7C"}
    leaning = sum(_foe_holds(deal_as_collectors(GAME, view, Rng(seed)), sevens) for seed in range(300))
    uniform = sum(_foe_holds(cast(ElRoyaleState, GAME.determinize(view, Rng(seed))), sevens) for seed in range(300))
    assert leaning > 1.5 * uniform


def test_the_deal_kept_is_one_that_explains_the_foes_plays() -> None:
    memory, st = after_the_foes_nine("9S 6D 6H 8C 2H")
    view = st.observation(P1)

    def breaks(world: ElRoyaleState) -> bool:
        return memory.departures(P2, [c.code for c in world.hands[P2]]) > 0

    kept = sum(breaks(imagine(GAME, view, Rng(seed), memory)) for seed in range(100))
    dealt = sum(breaks(deal_as_collectors(GAME, view, Rng(seed))) for seed in range(100))
    assert dealt > 30
    assert kept < dealt / 3


def test_hard_remembers_what_it_saw_and_baseline_deals_at_random() -> None:
    memory, st = after_the_foes_nine("9S 6D 6H 8C 2H")
    view = st.observation(P1)
    hard = make_agent("el-royale", "hard", think_time=None, iterations=2)
    assert isinstance(hard, HardAgent)
    hard.choose(view, st.legal_actions(P1), random.Random(0))
    assert [b.number for b in hard.memory.battles] == [view.info["battle"]]
    hard.memory = memory
    assert hard.imagine(view, Rng(3)).to_dict() == imagine(GAME, view, Rng(3), memory).to_dict()
    baseline = BaselineAgent()
    assert baseline.imagine(view, Rng(3)).to_dict() == GAME.determinize(view, Rng(3)).to_dict()
