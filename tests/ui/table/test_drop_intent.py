"""A refused drop explains the play the drop meant (issue 17): the zone says which kind of play it asks for.

At many positions of seeded play, for the seat to act, every draggable card
is tried on every drop zone of the table. A drop that matches no legal
action must still ask the engine for a play of the kind that zone means
(an attack on an enemy battler, a beat on the battle pile, armor on the
armor row), the kind the phase allows when the zone means several; the
engine refuses it with a reason and nothing changes.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from el_royale_scenarios import P1, P3, arranged, attack, passes_until

from game.engine import GAMES, Action, IllegalAction, State, new_game
from game.engine.games.el_royale import Phase
from game.engine.options import all_combinations
from game.persistence.save_format import from_data
from game.ui.table.layout import zone_shape
from game.ui.table.layouts import layout_for

from random_walks import random_walk

#: Every kind of play that lands on each zone shape, as the engines name their targets.
ZONE_KINDS = {
    "mortal-swords": {
        "table:*": {"attack", "defend", "attack-random", "defend-random"},
        "armor:*": {"vow", "armor", "steal", "steal-stop"},
        "armor:*:*": {"turn-down"},
        "facedown:*": {"commit"},
        "discard": {"discard"},
    },
    "el-royale": {
        "pile": {"attack", "beat", "throw"},
        "hand:*": {"take", "concede", "take-spread"},
        "show": {"show"},
    },
    "suits-duel": {
        "battlers:*": {"summon"},
        "battler:*": {"attack"},
        "wound:*": {"heal"},
        "mine:*": {"heal"},  # one's own unwounded battler: a pair summons there (legal), any other card means to heal
        "shield:*:*": {"attack"},  # a shield is never played onto: told so, as an attack on it
        "stack": {"counter"},
        "discard": {"study", "discard"},
    },
    "clashing-blades": {
        "table:*": {"engarde", "respond", "drop"},
        "penalty:*": {"place-heart"},
        "discard": {"pay", "discard"},
    },
    "duel-of-swords": {"play": {"move"}},
}
SIZE = (1280, 720)


def _check_position(game_id: str, state: State) -> int:
    """Every draggable card on every zone for the first seat to act; returns the refused drops checked."""
    seat = state.to_act()[0]
    layout = layout_for(game_id)
    view = layout.build(SIZE, state.observation(seat))
    legal = state.legal_actions(seat)
    kinds_now = {a.kind for a in legal if a.cards}  # plays that move a card, as a drop does
    attacking = {a.cards for a in legal if a.kind in ("steal", "turn-down")}
    checked = 0
    for placement in view.placements:
        if not placement.draggable:
            continue
        for zone in view.zones:
            action = layout.candidate(placement, zone.id, legal)
            if action in legal:
                continue
            shape = zone_shape(zone.id)
            if game_id == "mortal-swords" and shape == "armor:*:*" and placement.cards not in attacking:
                shape = "armor:*"  # only the attacking card turns an armor card down: any other card means the row
            meant = ZONE_KINDS[game_id][shape]
            assert action.kind in meant, f"{placement.code} on {zone.id} asked for {action.kind}, not one of {meant}"
            playable_here = meant & kinds_now
            if playable_here:
                assert action.kind in playable_here, (
                    f"{placement.code} on {zone.id}: {action.kind}, while {playable_here} is playable"
                )
            before = state.to_dict()
            with pytest.raises(IllegalAction) as refused:
                state.apply(seat, action)
            assert str(refused.value) and state.to_dict() == before
            checked += 1
    return checked


def _sweep(game_id: str, games: int, steps: int, every: int) -> int:
    spec = GAMES[game_id]
    checked = 0
    seat_counts = list(range(spec.min_seats, spec.max_seats + 1))
    for n in range(games):
        seats = seat_counts[n % len(seat_counts)]
        combos = all_combinations(spec.options, seats)
        state = new_game(game_id, seats, options=combos[(n * 7) % len(combos)], seed=n)
        rng = random.Random(n)
        for step in range(steps):
            if state.is_over:
                break
            if step % every == 0:
                checked += _check_position(game_id, state)
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return checked


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_refused_drop_asks_for_the_play_its_zone_means(game_id: str) -> None:
    checked = _sweep(game_id, games=6, steps=150, every=5)
    if game_id != "duel-of-swords":  # every move card is legal on its spot; a refusal there is rare
        assert checked > 0, "the sample reached no refused drop"


@pytest.mark.soak
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_refused_drop_asks_for_the_play_its_zone_means_soak(game_id: str) -> None:
    checked = _sweep(game_id, games=40, steps=400, every=3)
    print(f"{game_id}: {checked} refused drops checked")


def _example(name: str) -> State:
    path = Path(__file__).parents[3] / "saves" / name
    return from_data(json.loads(path.read_text())).state


@pytest.mark.parametrize(
    ("code", "words"),
    [("8H", "3 ranks from 5♦"), ("5S", "no ♠ battler")],
)
def test_suits_duel_a_card_dropped_on_the_computers_battler_is_refused_as_an_attack(code: str, words: str) -> None:
    """The "Rule example, attacking": 8♥ and 5♠ on the computer's 5♦ get the attack's reason, not the summon's."""
    state = _example("suits-duel-rule-example-attack-range.json")
    layout = layout_for("suits-duel")
    view = layout.build(SIZE, state.observation(0))
    card = next(p for p in view.placements if p.draggable and p.cards == (code,))
    action = layout.candidate(card, "battler:5D", state.legal_actions(0))
    assert action.kind == "attack"
    with pytest.raises(IllegalAction, match=words) as refused:
        state.apply(0, action)
    assert "summon" not in str(refused.value)


def _refusal(game_id: str, state: State, seat: int, code: str, zone_id: str) -> tuple[Action, str]:
    """The action a drop of ``code`` on ``zone_id`` asks for, and the engine's words refusing it (nothing changed)."""
    layout = layout_for(game_id)
    view = layout.build(SIZE, state.observation(seat))
    card = next(p for p in view.placements if p.draggable and p.cards == (code,))
    legal = state.legal_actions(seat)
    action = layout.candidate(card, zone_id, legal)
    before = state.to_dict()
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, action)
    assert state.to_dict() == before
    return action, str(refused.value)


def test_el_royale_a_card_of_another_rank_on_the_pile_during_throw_ins_is_told_what_may_be_thrown_in() -> None:
    """P3 holds no seven while the others throw in on P1's 7♣: its 2♥ is refused as a throw-in, not as a beat."""
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    attack(st, P1, "7C")
    passes_until(st, P3)
    assert st.actor == P3 and st.phase is Phase.THROW_BEFORE
    action, reason = _refusal("el-royale", st, P3, "2H", "pile")
    assert action.kind == "throw"
    assert "Only 7s can be thrown in" in reason and "defender" not in reason


def test_el_royale_a_card_played_while_saying_something_is_told_to_finish_talking_first() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    st.apply(P1, Action("talk"))
    action, reason = _refusal("el-royale", st, P1, "2C", "pile")
    assert action.kind == "attack"
    assert reason.startswith("You are saying something") and "say nothing" in reason


def test_clashing_blades_a_spade_dropped_while_answering_a_threat_is_told_how_to_answer() -> None:
    """With no diamond or club to answer, a spade on the exchange line gets the answer's rule (without the event deck,
    no Balance card is named)."""
    for seed in range(200):
        for state, seat in random_walk("clashing-blades", seed):
            obs = state.observation(seat)
            spades = [c for c in obs.hand if c.endswith("S")]
            if obs.info["phase"] == "respond" and spades and {a.kind for a in state.legal_actions(seat)} == {"decline"}:
                action, reason = _refusal("clashing-blades", state, seat, spades[0], f"table:{seat}")
                assert action.kind == "respond"
                assert "answer with a diamond or a club." in reason and "En Garde:" not in reason
                return
    raise AssertionError("no seed reached a threat that only a decline answers, with a spade in hand")
