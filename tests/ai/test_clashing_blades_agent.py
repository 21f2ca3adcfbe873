"""Clashing Blades, Normal level: sensible choices in known positions, and it clearly beats random play."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import make_agent
from game.ai.heuristics.clashing_blades import NormalAgent
from game.engine import Action, new_game
from game.engine.cards import card

ANNETTE = ["10S", "10C", "7C", "3S", "8C", "9D", "2S"]
CARLOS = ["4D", "9C", "8D", "2D", "6S", "AD", "5C"]


def dealt(hand0: list[str], hand1: list[str], **options: Any) -> Any:
    deck: Any = [c for pair in zip(hand0, hand1, strict=True) for c in pair]
    if options.get("eventDeck"):
        deck = {"main": deck, "events": ["QS"]}
    return new_game("clashing-blades", 2, options=options, seed=1, deck=deck)


def normal_choice(state: Any, seat: int) -> Action:
    return NormalAgent().choose(state.observation(seat), state.legal_actions(seat), random.Random(0))


def test_normal_leads_with_its_best_spade():
    s = dealt(ANNETTE, CARLOS)
    assert normal_choice(s, 0) == Action("engarde", ("10S",), "table:0")


def test_the_lead_is_called_your_best_spade_only_when_there_is_more_than_one() -> None:
    """The hint said "Lead with your best spade" with 2♠ the only spade in hand."""
    several = dealt(ANNETTE, CARLOS)
    lead = normal_choice(several, 0)
    assert "your best spade" in NormalAgent().explain(several.observation(0), several.legal_actions(0), lead)
    one = dealt(["2S", "10C", "7C", "3D", "8C", "9D", "5D"], CARLOS)
    lead = normal_choice(one, 0)
    assert lead.cards == ("2S",)
    why = NormalAgent().explain(one.observation(0), one.legal_actions(0), lead)
    assert "best" not in why and why.startswith("Lead with your spade") and "en garde" in why, why


def test_normal_stops_a_threat_with_the_cheapest_card_that_does_it():
    carlos = ["4D", "3C", "8D", "2D", "6S", "AD", "7D"]
    s = dealt(ANNETTE, carlos)
    s.apply(0, Action("engarde", ("10S",), "table:0"))
    s.apply(1, Action("engarde", ("2D",), "table:1"))  # 8 to Carlos: only ♦8 stops it
    assert normal_choice(s, 1) == Action("respond", ("8D",), "table:1")
    s = dealt(ANNETTE, carlos)
    s.apply(0, Action("engarde", ("10S",), "table:0"))
    s.apply(1, Action("engarde", ("4D",), "table:1"))  # 6 to Carlos: ♦7 is the smallest that stops it
    assert normal_choice(s, 1) == Action("respond", ("7D",), "table:1")


def test_normal_ripostes_with_a_club_that_beats_the_threat():
    s = dealt(ANNETTE, CARLOS)
    s.apply(0, Action("engarde", ("10S",), "table:0"))
    s.apply(1, Action("engarde", ("8D",), "table:1"))  # 2 to Carlos
    choice = normal_choice(s, 1)
    assert choice.kind == "respond" and choice.cards[0].endswith("C") and int(choice.cards[0][:-1]) > 2


def test_normal_prefers_an_exact_counter_when_events_are_on():
    hand1 = ["4D", "9C", "7D", "8D", "6S", "AD", "5C"]
    s = dealt(ANNETTE, hand1, eventDeck=True)
    s.apply(0, Action("engarde", ("10S",), "table:0"))
    s.apply(1, Action("engarde", ("AD",), "table:1"))  # 9 to Carlos: ♣9 counters exactly, ♦ can't
    assert normal_choice(s, 1) == Action("respond", ("9C",), "table:1")
    s.apply(1, Action("respond", ("9C",), "table:1"))
    assert normal_choice(s, 1).kind == "turn-event"


def test_normal_drops_the_lower_spade_for_a_riposte_as_annette_did():
    s = dealt(ANNETTE, CARLOS)
    for a, c in (("10S", "4D"),):
        s.apply(0, Action("engarde", (a,), "table:0"))
        s.apply(1, Action("engarde", (c,), "table:1"))
    s.apply(1, Action("respond", ("9C",), "table:1"))
    s.apply(0, Action("respond", ("10C",), "table:0"))
    s.apply(1, Action("respond", ("8D",), "table:1"))
    s.apply(0, Action("engarde", ("7C",), "table:0"))
    s.apply(1, Action("engarde", ("2D",), "table:1"))
    s.apply(0, Action("engarde", ("3S",), "table:0"))
    s.apply(1, Action("engarde", ("6S",), "table:1"))
    assert normal_choice(s, 0) == Action("drop", ("8C",), "table:0")


def _match(options: dict[str, Any], games: int) -> tuple[int, int]:
    normal, rnd = make_agent("clashing-blades", "normal"), make_agent("clashing-blades", "random")
    wins = 0
    for g in range(games):
        nseat = g % 2
        state = new_game("clashing-blades", 2, options=options, seed=g)
        rng = random.Random(g)
        agents = {nseat: normal, 1 - nseat: rnd}
        while not state.is_over:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            choice = agents[seat].choose(state.observation(seat), legal, rng)
            assert choice in legal
            state.apply(seat, choice)
        wins += state.outcome.winners == (nseat,)
    return wins, games


def test_normal_clearly_beats_random_in_both_seats():
    wins, games = _match({}, 200)
    assert wins / games > 0.8, f"Normal won only {wins} of {games}"


def test_normal_clearly_beats_random_with_every_advanced_rule():
    options = {"extraHearts": True, "eventDeck": True, "marcusKing": True}
    wins, games = _match(options, 100)
    assert wins / games > 0.8, f"Normal won only {wins} of {games}"


def test_normal_against_itself_finishes_games():
    normal = make_agent("clashing-blades", "normal")
    for seed in range(20):
        state = new_game("clashing-blades", 2, options={"extraHearts": True, "eventDeck": True}, seed=seed)
        rng = random.Random(seed)
        for _ in range(5000):
            if state.is_over:
                break
            seat = state.to_act()[0]
            state.apply(seat, normal.choose(state.observation(seat), state.legal_actions(seat), rng))
        assert state.is_over


# -- Hard's imagined deals (issue 18) ---------------------------------------------------------------


def test_imagined_deals_give_a_foe_asked_to_go_en_garde_a_card_to_play():
    """A foe still to go en garde would have discarded a hand of hearts alone (CB-R19): no deal may give one."""
    from game.engine import GAMES, Rng

    game = GAMES["clashing-blades"]
    state = new_game("clashing-blades", 2, options={"extraHearts": True}, seed=1)
    annette, carlos = [card("10S")], [card("4D"), card("9C")]
    for zone in (*state.hands, state.deck):
        zone.clear()
    state.hands[0].extend(annette)
    state.hands[1].extend(carlos)
    state.deck.extend(c for c in state.all_cards() if c.rank not in (6, 7, 8, 9) or c.suit.value != "H")
    for c in annette + carlos:
        state.deck.remove(c)
    state.check_invariants()
    state.apply(1, Action("engarde", ("4D",), "table:1"))
    obs = state.observation(1)  # Carlos imagines Annette's one card, which cannot be a heart
    for seed in range(300):
        world = game.determinize(obs, Rng(seed))
        world.check_invariants()
        assert any(c.suit.value != "H" for c in world.hands[0]), [c.code for c in world.hands[0]]
        assert world.legal_actions(0)


def test_hard_finishes_games_with_extra_hearts():
    """A short run of the issue 18 tournament that crashed (the full command is a soak test)."""
    from game.cli.main import main

    assert main(["tournament", "clashing-blades", "--seats", "2", "--agents", "hard,random", "--option",
                 "extraHearts=true", "--games", "8", "--iterations", "6", "--seed", "0"]) == 0  # fmt: skip


@pytest.mark.soak
def test_hard_survives_the_issue_18_tournament():
    from game.cli.main import main

    assert main(["tournament", "clashing-blades", "--seats", "2", "--agents", "hard,random", "--option",
                 "extraHearts=true", "--games", "30", "--iterations", "6", "--seed", "0"]) == 0  # fmt: skip


def test_normals_reasons_in_a_standoff_weigh_the_two_blows_the_right_way_round():
    annette = ["3S", "10C", "7C", "10S", "8C", "9D", "2S"]
    s = dealt(annette, CARLOS)
    s.apply(0, Action("engarde", ("3S",), "table:0"))
    s.apply(1, Action("engarde", ("6S",), "table:1"))  # Annette faces 6, Carlos 3: she has the first option
    agent = NormalAgent()
    obs, legal = s.observation(0), s.legal_actions(0)
    drop = normal_choice(s, 0)
    assert drop.kind != "decline", "trading blows would cost her more than him"
    why = agent.explain(obs, legal, drop)
    assert why.startswith("Trading blows costs you 6, your foe 3: answer theirs. ")
    s.apply(0, next(a for a in legal if a.kind == "decline"))
    keep = normal_choice(s, 1)  # now Carlos's option: his 6 against her 3
    assert keep.kind == "decline"
    assert agent.explain(s.observation(1), s.legal_actions(1), keep) == (
        "Let the blows land: your spade costs your foe 6, theirs costs you 3."
    )


def test_without_the_event_deck_no_reason_names_a_balance_card() -> None:
    """A lesson's default game has no event deck, yet a parry's reason spoke of "spending a Balance card"."""
    import random as _random
    from itertools import islice

    from game.ai.heuristics.clashing_blades import NormalAgent as Normal

    from random_walks import random_walk

    said = []
    for seed in range(30):
        for st, seat in islice(random_walk("clashing-blades", seed, seats=2), 200):
            legal = st.legal_actions(seat)
            if len(legal) > 1:
                obs = st.observation(seat)
                said.append(Normal().explain(obs, legal, Normal().choose(obs, legal, _random.Random(0))))
    assert any("parry" in s for s in said) and not any("Balance" in s for s in said)
