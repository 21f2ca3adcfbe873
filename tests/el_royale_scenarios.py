"""Shared set-ups for the El Royale scenarios: arranged hands, and plays made one card at a time.

Every player who may throw in is asked (GEN-R07), so the helpers let the seats asked before the one
that plays pass, and close the throw-ins before a defence or an offer.
"""

from __future__ import annotations

from typing import Any

from game.engine import Action
from game.engine.cards import card, full_deck
from game.engine.games.el_royale import GAME, ElRoyaleState, Phase
from game.engine.games.el_royale.battle import start_battle

P1, P2, P3, P4, P5, P6, P7, P8 = range(8)


def arranged(
    hands: list[str],
    *,
    options: dict[str, Any] | None = None,
    attacker: int = 0,
    deck: str | None = None,
    discard: str = "",
    eliminated: tuple[int, ...] = (),
) -> ElRoyaleState:
    """A game with these hands (one string of codes per seat), the rest in the deck, and a battle begun by ``attacker``."""
    st = GAME.new(len(hands), options or {}, seed=11)
    st.hands = [[card(c) for c in h.split()] for h in hands]
    st.known = [[] for _ in hands]
    st.discard = [card(c) for c in discard.split()]
    used = {c for h in st.hands for c in h} | set(st.discard)
    if deck is None:
        st.deck = [c for c in full_deck() if c not in used]
    else:
        st.deck = [card(c) for c in reversed(deck.split())]
    st.eliminated = [s in eliminated for s in range(len(hands))]
    start_battle(st, [], attacker)
    return st


def _step(st: ElRoyaleState, seat: int, kind: str, codes: tuple[str, ...]) -> None:
    for code in codes:
        st.apply(seat, Action(kind, (code,), "pile"))
        if st.outcome is not None:
            return
    if st.placing and st.actor == seat:
        st.apply(seat, Action("done"))


_THROWING = (Phase.THROW_BEFORE, Phase.THROW_AFTER)


def passes_until(st: ElRoyaleState, seat: int | None = None) -> list[int]:
    """Every seat asked to throw in before ``seat`` (all of them, for None) passes; the seats that passed, in order."""
    passed = []
    while st.outcome is None and st.phase in _THROWING and st.actor != seat:
        passed.append(st.actor)
        st.apply(st.actor, Action("pass"))
    return passed


def attack(st: ElRoyaleState, seat: int, *codes: str) -> None:
    _step(st, seat, "attack", codes)


def throw(st: ElRoyaleState, seat: int, *codes: str) -> None:
    passes_until(st, seat)
    _step(st, seat, "throw", codes)


def beat(st: ElRoyaleState, seat: int, *codes: str) -> None:
    passes_until(st)
    st.apply(seat, Action("defend"))
    _step(st, seat, "beat", codes)


def pass_(st: ElRoyaleState, seat: int) -> None:
    passes_until(st, seat)
    st.apply(seat, Action("pass"))


def concede(st: ElRoyaleState) -> None:
    passes_until(st)
    seat = st.defender
    st.apply(seat, Action("concede", tuple(c.code for c in st.pile), f"hand:{seat}"))


def take(st: ElRoyaleState, seat: int) -> None:
    passes_until(st)
    st.apply(seat, Action("take", tuple(c.code for c in st.pile), f"hand:{seat}"))


def decline(st: ElRoyaleState, seat: int) -> None:
    passes_until(st)
    st.apply(seat, Action("decline"))


def hand(st: ElRoyaleState, seat: int) -> set[str]:
    return {c.code for c in st.hands[seat]}


def pile(st: ElRoyaleState) -> list[str]:
    return [c.code for c in st.pile]
