"""Stacked deals and hand-made positions for the Mortal Swords scenarios (RULINGS 1.4, 7a); no tests of its own."""

from __future__ import annotations

from typing import Any

from game.engine import Action, new_game
from game.engine.cards import card, full_deck
from game.engine.events import Event
from game.engine.games.mortal_swords import MortalSwordsState

P1, P2, P3, P4 = 0, 1, 2, 3


def deal(hands: list[str], indicator: str, draws: str = "", **options: Any) -> MortalSwordsState:
    """A game whose deal gives these six-card hands (seat 0 first), this strong-suit card, then these draws on top."""
    rows = [h.split() for h in hands]
    assert all(len(r) == 6 for r in rows)
    deck = [rows[s][r] for r in range(6) for s in range(len(rows))] + [indicator, *draws.split()]
    state = new_game("mortal-swords", len(rows), options=options, seed=11, deck=deck)
    assert isinstance(state, MortalSwordsState)
    return state


def arrange(
    state: MortalSwordsState,
    hands: dict[int, str],
    armor: dict[int, str] | None = None,
    draws: str = "",
    discard: str = "",
    used: dict[int, str] | None = None,
) -> MortalSwordsState:
    """Lay out a position between attacks: these hands and armor rows, these draws on top, the rest in the deck."""
    armor = armor or {}
    placed = set()
    for s in range(state.seats):
        state.hands[s] = [card(c) for c in hands[s].split()]
        state.armor[s] = [card(c) for c in armor.get(s, "").split()]
        state.used[s] = [card(c) for c in (used or {}).get(s, "").split()]
        state.alive[s] = bool(state.hands[s])
        placed |= set(state.hands[s]) | set(state.armor[s])
    top = [card(c) for c in draws.split()]
    state.discard = [card(c) for c in discard.split()]
    placed |= set(top) | set(state.discard) | set(state.indicator)
    rest = [c for c in full_deck() if c not in placed]
    state.deck = rest + top[::-1]
    state.check_invariants()
    return state


def play(state: MortalSwordsState, seat: int, kind: str, cards: str = "", target: str | None = None) -> list[Event]:
    """Apply the legal action of this kind with these cards (and target, when several match), then check the invariants."""
    codes = tuple(cards.split())
    legal = [
        a for a in state.legal_actions(seat) if a.kind == kind and a.cards == codes and (target is None or a.target == target)
    ]
    if not legal:
        events = state.apply(seat, Action(kind, codes, target or f"table:{seat}"))  # raises with the reason
    else:
        assert len(legal) == 1, legal
        events = state.apply(seat, legal[0])
    state.check_invariants()
    return events


def results(state: MortalSwordsState) -> dict[int, str]:
    return {s: state.results[s] for s in state.order}
