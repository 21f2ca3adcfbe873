"""Suits Duel, Normal level: sensible choices in known positions, and it clearly beats random play."""

from __future__ import annotations

import random

from game.ai import RandomAgent, make_agent
from game.ai.heuristics.suits_duel import NormalAgent
from game.cli.match import agent_rng, play_match
from game.engine import Action
from game.engine.cards import Card, card
from game.engine.games.suits_duel import OPTIONS, Phase, SuitsDuelState, all_cards
from game.engine.options import resolve
from game.engine.rng import Rng


def position(
    hands: tuple[str, str], battlers: tuple[str, str], wounds: tuple[str, str] | None = None, **options: bool
) -> SuitsDuelState:
    """Player 1's main phase with these hands and battlers; shields and the deck from the cards left over."""
    st = SuitsDuelState(resolve(OPTIONS, options, 2), Rng(1))
    st.hands = [[card(c) for c in h.split()] for h in hands]
    st.battlers = [[card(c) for c in b.split()] for b in battlers]
    marks = wounds or tuple(" ".join("-" * len(b)) for b in st.battlers)
    st.wounds = [[None if w == "-" else card(w) for w in side.split()] for side in marks]
    used: set[Card] = {c for zone in (*st.hands, *st.battlers) for c in zone}
    used |= {w for side in st.wounds for w in side if w is not None}
    rest = [c for c in all_cards(st.options) if c not in used]
    plain = [c for c in rest if not c.is_joker]
    st.shields = [list[Card | None](plain[:3]), list[Card | None](plain[3:6])]
    st.deck = [c for c in rest if c not in plain[:6]]
    st.phase = Phase.MAIN
    st.turn = 3
    st.check_invariants()
    return st


def normal_choice(st: SuitsDuelState, seat: int) -> Action:
    return NormalAgent().choose(st.observation(seat), st.legal_actions(seat), random.Random(0))


def test_normal_is_the_normal_level() -> None:
    assert isinstance(make_agent("suits-duel", "normal"), NormalAgent)


def test_normal_spends_an_attack_where_it_kills() -> None:
    st = position(hands=("4H 6H 9C", ""), battlers=("KH 9S", "5D 7C"), wounds=("- -", "- 8S"))
    # 4♥ or 6♥ would only wound 5♦; 6♥ on 7♣'s wound 8♠ kills it
    assert normal_choice(st, 0) == Action("attack", ("6H",), "battler:7C")


def test_normal_keeps_its_counter_when_the_threat_is_real_and_spends_it_when_not() -> None:
    threatened = position(hands=("4S 6S 8S", ""), battlers=("9S", "5D"), wounds=("KD", "-"))
    assert normal_choice(threatened, 0) == Action("end-turn")  # a wound on 5♦ is not worth its counter
    safe = position(hands=("4S 6S 8S", ""), battlers=("9S 2C", "5D 3C"))
    assert normal_choice(safe, 0).kind == "attack"


def test_normal_counters_the_attack_that_would_break_a_shield() -> None:
    st = position(hands=("6C", "2D 8D JD"), battlers=("4C", "7D"), wounds=("-", "5H"))
    st.apply(0, Action("attack", ("6C",), "battler:7D"))
    assert normal_choice(st, 1) == Action("counter", ("2D", "8D", "JD"), "stack")


def test_normal_lets_a_harmless_spell_through_and_counters_back_to_save_its_kill() -> None:
    st = position(hands=("6C 3S 8S QS", "2D 8D JD"), battlers=("4C 9H", "7D"), wounds=("- -", "5H"))
    st.apply(0, Action("attack", ("6C",), "battler:7D"))
    st.apply(1, Action("counter", ("2D", "8D", "JD"), "stack"))
    assert normal_choice(st, 0) == Action("counter", ("3S", "8S", "QS"), "stack")
    study = position(hands=("JK1 5C", "2D 8D JD"), battlers=("4C", "7D"), jokers=True)
    study.apply(0, Action("study", ("JK1", "5C"), "discard"))
    assert normal_choice(study, 1) == Action("let-resolve")


def test_normal_discards_what_it_needs_least_at_the_hand_limit() -> None:
    st = position(hands=("5H 5C 9S 9D 2S KD 7H QC", ""), battlers=("AH", "2D"))
    st.apply(0, Action("end-turn"))
    choice = normal_choice(st, 0)
    assert choice.kind == "discard" and choice.cards[0] in ("2S", "KD", "QC")


def test_normal_beats_random_play_clearly() -> None:
    points, games = 0.0, 200
    for i in range(games):
        seat = i % 2
        agents: list[NormalAgent | RandomAgent] = [RandomAgent(), RandomAgent()]
        agents[seat] = NormalAgent()
        record = play_match("suits-duel", 2, agents, seed=i, rng=agent_rng(7, i), options={"jokers": i % 4 >= 2})
        points += record.outcome.points(seat, 2)
    assert points / games >= 0.8, f"Normal scored only {points / games:.0%} against Random"


def test_a_summon_is_said_to_add_a_suit_only_when_its_battler_brings_one() -> None:
    """Ahead on battlers, a second heart was explained as "a new battler in a suit you lack"."""
    ahead = position(hands=("7H 7C", ""), battlers=("KH 9S", "5D"))
    agent, obs, legal = NormalAgent(), ahead.observation(0), ahead.legal_actions(0)
    heart = next(a for a in legal if a.kind == "summon" and a.cards[0] == "7H")
    club = next(a for a in legal if a.kind == "summon" and a.cards[0] == "7C")
    assert "suit you lack" not in agent.explain(obs, legal, heart)
    assert "suit you lack" in agent.explain(obs, legal, club)
    behind = position(hands=("7H 7C", ""), battlers=("KH", "5D 3C"))
    obs, legal = behind.observation(0), behind.legal_actions(0)
    said = {a.cards[0]: agent.explain(obs, legal, a) for a in legal if a.kind == "summon"}
    assert "suit you lack" in said["7C"] and "suit you lack" not in said["7H"]
    assert all(s.startswith("You have no more battlers than your foe") for s in said.values())


def test_a_counter_against_the_foes_counter_is_explained_as_saving_your_own_spell() -> None:
    """It said "That spell would hurt you too much to let through" of the foe's counter to the player's own attack."""
    from itertools import islice

    from random_walks import random_walk

    seen = 0
    for seed in range(60):
        for st, seat in islice(random_walk("suits-duel", seed, seats=2), 300):
            legal = st.legal_actions(seat)
            obs = st.observation(seat)
            stack = obs.info["stack"]
            for a in legal:
                if a.kind == "counter" and stack and stack[-1]["kind"] == "counter" and stack[-1]["seat"] != seat:
                    said = NormalAgent().explain(obs, legal, a)
                    assert "counter their counter" in said and "hurt you" not in said
                    seen += 1
    assert seen > 0, "no counter to a counter came up in the seeded games"
