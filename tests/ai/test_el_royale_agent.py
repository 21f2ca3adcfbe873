"""El Royale Normal: it beats random play clearly, counts discarded cards, honours its partner's signals, and its games end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai.agent import Agent, RandomAgent
from game.ai.heuristics.el_royale import NormalAgent
from game.cli.match import agent_rng, play_match
from game.engine import Action
from game.engine.cards import card, full_deck
from game.engine.games.el_royale import GAME, ElRoyaleState
from game.engine.games.el_royale.battle import start_battle

P1, P2 = 0, 1


def arranged(hands: list[str], *, options: dict[str, Any] | None = None, discard: str = "") -> ElRoyaleState:
    """A game with these hands, the rest in the deck, and seat 0 about to attack."""
    st = GAME.new(len(hands), options or {}, seed=11)
    st.hands = [[card(c) for c in h.split()] for h in hands]
    st.known = [[] for _ in hands]
    st.discard = [card(c) for c in discard.split()]
    used = {c for h in st.hands for c in h} | set(st.discard)
    st.deck = [c for c in full_deck() if c not in used]
    start_battle(st, [], 0)
    return st


def _score(seats: int, options: dict[str, str], games: int) -> float:
    points = 0.0
    for i in range(games):
        side = i % 2 if options.get("mode") == "teams2" else i % seats
        agents: list[Agent] = []
        for s in range(seats):
            ours = (s % 2 == side) if options.get("mode") == "teams2" else s == side
            agents.append(NormalAgent() if ours else RandomAgent())
        record = play_match("el-royale", seats, agents, seed=i, rng=agent_rng(5, i), options=options)
        points += record.outcome.points(side, seats)
    return points / games


def test_normal_beats_random_alone_clearly() -> None:
    share = _score(2, {}, 200)
    assert share >= 0.85, f"Normal won only {share:.0%} of two-player games against Random"


def test_a_normal_team_beats_a_random_team_clearly() -> None:
    share = _score(4, {"mode": "teams2"}, 100)
    assert share >= 0.85, f"the Normal team won only {share:.0%} against a Random team"


def test_it_attacks_with_a_rank_whose_cards_were_discarded() -> None:
    fresh = arranged(["5C 5D 9C 9D", "2D 3D 4D 6D", "2H 3H 4H 6H"])
    stale = arranged(["5C 5D 9C 9D", "2D 3D 4D 6D", "2H 3H 4H 6H"], discard="5H 5S")
    agent = NormalAgent()
    rng = random.Random(1)
    first = agent.choose(fresh.observation(P1), fresh.legal_actions(P1), rng)
    second = agent.choose(stale.observation(P1), stale.legal_actions(P1), rng)
    assert first.cards[0].startswith("9") and second.cards[0].startswith("5")


def test_it_attacks_with_the_rank_its_partner_asked_for() -> None:
    st = arranged(["5C 2C 9C 9D", "2D 3D 4D 6D", "9H 9S 6S 6H", "2H 3H 4H 7H"], options={"mode": "teams2"})
    plain = NormalAgent().choose(st.observation(P1), st.legal_actions(P1), random.Random(1))
    st.signals[2] = "signal:attack:9"
    st.signal_battle[2] = st.battle_no
    asked = NormalAgent().choose(st.observation(P1), st.legal_actions(P1), random.Random(1))
    assert not plain.cards[0].startswith("9") and asked.cards[0] == "9C"


def team_battle_to_the_defence(hands: list[str], attack: str, agent: NormalAgent) -> ElRoyaleState:
    """A two-against-two game where seat 0 attacks with ``attack`` and Normal plays on until P2 must defend."""
    st = arranged(hands, options={"mode": "teams2"})
    st.apply(P1, Action("attack", (attack,), "pile"))
    while st.actor != P2 or st.phase != "defend":
        seat = st.actor
        st.apply(seat, agent.choose(st.observation(seat), st.legal_actions(seat), random.Random(0)))
    return st


def test_a_defender_who_cannot_beat_asks_its_partner_for_another_suit() -> None:
    agent = NormalAgent()
    st = team_battle_to_the_defence(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H", "7S 7D JS QS"], "7C", agent)
    talk = agent.choose(st.observation(P2), st.legal_actions(P2), random.Random(0))
    assert talk.kind == "talk"
    st.apply(P2, talk)
    signal = agent.choose(st.observation(P2), st.legal_actions(P2), random.Random(0))
    assert signal.target == "signal:other-suit"
    st.apply(P2, signal)
    assert st.actor == 2  # the throw-ins open again from the defender's left: the attacker's partner first
    st.apply(2, agent.choose(st.observation(2), st.legal_actions(2), random.Random(0)))
    assert st.actor == 3  # then the defender's partner
    helped = agent.choose(st.observation(3), st.legal_actions(3), random.Random(0))
    assert helped.kind == "throw" and helped.cards[0] in ("7S", "7D")


def test_a_defender_attacked_with_a_king_asks_for_no_other_suit_only_a_king_beats_a_king() -> None:
    agent = NormalAgent()
    st = team_battle_to_the_defence(["KC 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H", "KS KD JS QS"], "KC", agent)
    assert agent.choose(st.observation(P2), st.legal_actions(P2), random.Random(0)).kind == "concede"


@pytest.mark.parametrize(("seats", "options"), [(2, {}), (3, {}), (5, {"throwInRounds": "single"}), (8, {"mode": "teams2"})])
def test_normal_against_normal_games_end(seats: int, options: dict[str, str]) -> None:
    for i in range(8):
        record = play_match(
            "el-royale", seats, [NormalAgent() for _ in range(seats)], seed=i, rng=agent_rng(3, i), options=options
        )
        assert record.outcome is not None and record.actions < 20_000


def test_the_reason_to_take_the_pile_fits_the_table() -> None:
    """The El Royale lesson: attacked with a lone 8♦ and holding nothing to beat it, the hint said "The pile holds
    mostly ranks you collect, so taking it is worth more than beating", of a one-card pile no card could beat."""
    agent = NormalAgent()
    st = arranged(["8D 2C 3C 4C", "5S 6S 9S JS"])
    st.apply(P1, Action("attack", ("8D",), "pile"))
    while st.actor != P2 or st.phase != "defend":
        st.apply(st.actor, agent.choose(st.observation(st.actor), st.legal_actions(st.actor), random.Random(0)))
    legal = st.legal_actions(P2)
    assert {a.kind for a in legal} & {"defend", "beat"} == set()
    concede = next(a for a in legal if a.kind == "concede")
    assert agent.explain(st.observation(P2), legal, concede) == "Nothing in your hand beats the top card: you must take the pile."
    st = arranged(["8D 2C 3C 4C", "9D 6S 9S JS"])  # now 9♦ beats it
    st.apply(P1, Action("attack", ("8D",), "pile"))
    while st.actor != P2 or st.phase != "defend":
        st.apply(st.actor, agent.choose(st.observation(st.actor), st.legal_actions(st.actor), random.Random(0)))
    legal = st.legal_actions(P2)
    why = {a.kind: agent.explain(st.observation(P2), legal, a) for a in legal if a.kind in ("concede", "defend")}
    assert "defend" in why and all("mostly" not in w for w in why.values())  # one card is not "mostly" anything
    assert "one card" in why["defend"] and "one card" in why["concede"]
