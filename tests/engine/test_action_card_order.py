"""The order of an action's cards never matters where the rules do not make it matter, in every game.

A play named with its cards in any order is the same action: it is legal
exactly when the engine's own order is, and it does exactly the same thing.
Only Suits Duel's summon reads meaning into the order (the battler first,
then the card it costs).
"""

from __future__ import annotations

import itertools
import random

import pytest

from game.engine import GAMES, Action, IllegalAction, card, new_game
from game.engine.options import all_combinations

#: Kinds whose card order the rules give a meaning to, per game.
ORDERED = {"suits-duel": {"summon"}}


def test_the_clashing_blades_answer_with_a_balance_card_is_one_action_in_either_order():
    assert Action("respond", ("KD", "2D"), "table:1") == Action("respond", ("2D", "KD"), "table:1")
    assert hash(Action("respond", ("KD", "2D"), "table:1")) == hash(Action("respond", ("2D", "KD"), "table:1"))


def test_the_suits_duel_study_is_one_action_whichever_card_comes_first():
    assert Action("study", ("5D", "JK1"), "discard") == Action("study", ("JK1", "5D"), "discard")


def test_a_summon_keeps_its_order_the_battler_first():
    new_game("suits-duel", 2)  # the game declares its ordered kinds when it is loaded
    assert Action("summon", ("4H", "4C"), "battlers:0") != Action("summon", ("4C", "4H"), "battlers:0")


def _permuted(action: Action) -> list[Action]:
    return [Action(action.kind, p, action.target) for p in itertools.permutations(action.cards) if p != action.cards]


def _multi_card_checks(game_id: str, games: int, steps: int) -> int:
    """Play seeded random games; at every position try every other order of every multi-card action."""
    spec = GAMES[game_id]
    ordered = ORDERED.get(game_id, set())
    checked = 0
    for n, seats in enumerate(itertools.islice(itertools.cycle(range(spec.min_seats, spec.max_seats + 1)), games)):
        combos = all_combinations(spec.options, seats)
        state = new_game(game_id, seats, options=combos[n % len(combos)], seed=n)
        rng = random.Random(n)
        for _ in range(steps):
            if state.is_over:
                break
            seat = rng.choice(state.to_act())
            legal = state.legal_actions(seat)
            for action in legal:
                if len(set(action.cards)) < 2 or action.kind in ordered:
                    continue
                expected = state.clone()
                events = expected.apply(seat, action)
                for other in _permuted(action):
                    assert other == action and other in legal
                    trial = state.clone()
                    try:
                        got = trial.apply(seat, other)
                    except IllegalAction as exc:  # pragma: no cover - the failure message says which
                        pytest.fail(f"{game_id}: {other.cards} refused ({exc}) though {action.cards} is legal")
                    assert trial.to_dict() == expected.to_dict() and got == events
                    checked += 1
            state.apply(seat, rng.choice(legal))
    return checked


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_order_of_a_legal_play_is_the_same_play(game_id: str):
    checked = _multi_card_checks(game_id, games=6, steps=150)
    if game_id in ("el-royale", "suits-duel"):
        assert checked > 0, "the sample reached no multi-card play"


@pytest.mark.parametrize("order", [("2D", "KD"), ("KD", "2D")])
def test_a_clashing_blades_answer_with_balance_is_accepted_in_either_order(order: tuple[str, str]):
    annette, carlos = ["10S", "4C", "2C", "2S", "3S", "3C", "3D"], ["5D", "2D", "9C", "8D", "6S", "AD", "5C"]
    deck = {"main": [c for pair in zip(annette, carlos, strict=True) for c in pair], "events": ["JH"]}
    state = new_game("clashing-blades", 2, options={"eventDeck": True}, seed=7, deck=deck)
    state.events.remove(card("KD"))  # Carlos keeps a Balance ♦K from an earlier event
    state.balance[1].append(card("KD"))
    state.apply(0, Action("engarde", ("10S",), "table:0"))
    state.apply(1, Action("engarde", ("5D",), "table:1"))  # 5 damage coming at Carlos
    events = state.apply(1, Action("respond", order, "table:1"))
    assert "exact-counter" in [e.kind for e in events]  # ♦2 and the Balance 3 stop the 5 exactly
    assert not state.balance[1] and state.phase.value == "event"
