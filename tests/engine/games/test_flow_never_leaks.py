"""The flow of play never leaks (GEN-R07) in Mortal Swords, Suits Duel and Clashing Blades.

At seeded positions, for every seat X, the game is dealt again as X may
imagine it (``determinize``: every card X cannot see re-dealt, consistent
with what X knows). The same next move is made in both games when it is
legal in both. What X is shown must then agree — the events X sees, who is
asked next and the phase — up to the first card revealed to X that differs
between the two deals (from there on the games may rightly part). A flow
that skipped a seat, ended a turn or resolved damage because of cards X
cannot see shows up as a difference before any such card.
"""

from __future__ import annotations

import random

import pytest

from game.engine import GAMES, HIDDEN, Event, Rng, State, new_game
from game.engine.options import all_combinations

GAMES_HERE = ("mortal-swords", "suits-duel", "clashing-blades")
#: Quick options that skip a seat who cannot act, and say on the setup screen that this reveals it (GEN-R07).
REVEALING = frozenset(o.name for g in GAMES.values() for o in g.options if o.reveals)


def _shown(events: list[Event], seat: int) -> list[tuple[object, ...]]:
    return [(e.kind, e.seat, e.src, e.dst, e.face_up, e.amount, e.cards) for e in (ev.seen_by(seat) for ev in events)]


def _reveals(event: tuple[object, ...]) -> bool:
    """Whether an event, as the seat sees it, shows it a card (the rules may show cards, e.g. a hand of hearts discarded)."""
    cards = event[6]
    assert isinstance(cards, tuple)
    return any(c != HIDDEN for c in cards)


def _agree(real: State, twin: State, real_events: list[Event], twin_events: list[Event], seat: int) -> str:
    """Why the two games tell ``seat`` different things before any differing card is revealed ('' if they agree)."""
    a, b = _shown(real_events, seat), _shown(twin_events, seat)
    for i in range(max(len(a), len(b))):
        x, y = (a[i] if i < len(a) else None), (b[i] if i < len(b) else None)
        if x == y:
            continue
        if (x is not None and _reveals(x)) or (y is not None and _reveals(y)):
            return ""  # a card revealed to the seat differs: the games may rightly part from here
        return f"events differ: {x} / {y}"
    if real.to_act() != twin.to_act():
        return f"asks {real.to_act()} / {twin.to_act()}"
    pa, pb = real.observation(seat).info.get("phase"), twin.observation(seat).info.get("phase")
    if pa != pb:
        return f"phase {pa} / {pb}"
    return ""


def _sweep(game_id: str, games: int, steps: int, twins: int) -> int:
    spec = GAMES[game_id]
    checks = 0
    seat_counts = list(range(spec.min_seats, spec.max_seats + 1))
    for n in range(games):
        seats = seat_counts[n % len(seat_counts)]
        combos = [c for c in all_combinations(spec.options, seats) if not any(c.get(name) for name in REVEALING)]
        state = new_game(game_id, seats, options=combos[(n * 5) % len(combos)], seed=n)
        rng = random.Random(n)
        for _ in range(steps):
            if state.is_over:
                break
            actor = rng.choice(state.to_act())
            action = rng.choice(state.legal_actions(actor))
            for seat in range(seats):
                for k in range(twins):
                    twin = spec.determinize(state.observation(seat), Rng(1000 * n + k))
                    if action not in twin.legal_actions(actor):
                        continue  # the move needs cards the twin deal gave elsewhere
                    real = state.clone()
                    real_events = real.apply(actor, action)
                    twin_events = twin.apply(actor, action)
                    why = _agree(real, twin, real_events, twin_events, seat)
                    assert not why, f"{game_id} seed {n}: seat {seat} learns from the flow after {action}: {why}"
                    checks += 1
            state.apply(actor, action)
    return checks


def test_quick_counters_is_the_one_option_that_reveals_and_says_so() -> None:
    """SD-R22: without quick counters the window always opens; the option's description says what it reveals."""
    spec = next(o for o in GAMES["suits-duel"].options if o.name == "quickCounters")
    assert spec.default is False and "tells the caster" in spec.description


@pytest.mark.parametrize("game_id", GAMES_HERE)
def test_the_flow_tells_a_seat_nothing_its_cards_do_not(game_id: str) -> None:
    assert _sweep(game_id, games=4, steps=120, twins=2) > 200


@pytest.mark.soak
@pytest.mark.parametrize("game_id", GAMES_HERE)
def test_the_flow_tells_a_seat_nothing_its_cards_do_not_soak(game_id: str) -> None:
    checks = _sweep(game_id, games=60, steps=400, twins=4)
    print(f"{game_id}: {checks} checks")


def test_the_sweep_would_catch_a_heart_offer_made_only_to_a_heart_holder() -> None:
    """The old Clashing Blades flow (ask for a heart only when one is held) is caught by the sweep."""
    from game.engine.games.clashing_blades.definitions import H
    from game.engine.games.clashing_blades.state import ClashingBladesState

    original = ClashingBladesState._damage

    def leaky(self, ev, hits, new_hand, rule="CB-R10"):  # type: ignore[no-untyped-def]
        original(self, ev, hits, new_hand, rule)
        if self.phase.value == "heart":
            self.heart_due = [d and any(c.suit is H for c in self.hands[s]) for s, d in enumerate(self.heart_due)]
            if not any(self.heart_due):
                self.heart_due = [False, False]
                if new_hand:
                    self._new_hand(ev)
                else:
                    self._exchange_over(ev)

    ClashingBladesState._damage = leaky  # type: ignore[method-assign]
    try:
        with pytest.raises(AssertionError, match="learns from the flow"):
            for n in range(8):
                spec = GAMES["clashing-blades"]
                state = new_game("clashing-blades", 2, options={"extraHearts": True}, seed=n)
                rng = random.Random(n)
                for _ in range(300):
                    if state.is_over:
                        break
                    actor = rng.choice(state.to_act())
                    action = rng.choice(state.legal_actions(actor))
                    for seat in (0, 1):
                        for k in range(3):
                            twin = spec.determinize(state.observation(seat), Rng(k))
                            if action in twin.legal_actions(actor):
                                real = state.clone()
                                why = _agree(real, twin, real.apply(actor, action), twin.apply(actor, action), seat)
                                assert not why, f"learns from the flow: {why}"
                    state.apply(actor, action)
    finally:
        ClashingBladesState._damage = original  # type: ignore[method-assign]
