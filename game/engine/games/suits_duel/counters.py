"""The counter stack: every declared spell opens a response window, counters stack to any depth (SD-R11, SD-R22).

After a spell (or a counter) is declared, the other player answers: a
counter of three cards of one suit, or "let it resolve". The window always
goes to the other player, whether or not they could counter, so the flow
of play tells the caster nothing about their hand; only the ``quickCounters``
option lets the engine answer at once for a player who cannot counter.
When the window closes, an even number of counters lets the spell work and
an odd number cancels it; every counter card goes to the discard pile.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import combinations
from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import Card, Suit, card
from ...events import Event
from . import spells, storm
from .definitions import DISCARD, STACK, Cast, Phase, _act, _name, _short

if TYPE_CHECKING:
    from .state import SuitsDuelState

COUNTER_SIZE = 3
#: Passing over a counter lets the counter stand (the spell under it is cancelled): "Let it resolve" read, beside a
#: line saying "Your summon would be cancelled", as letting one's own summon go through.
LET_STAND = Action("let-resolve", label="Let the counter stand")


def _suited(hand: list[Card]) -> dict[Suit, list[Card]]:
    groups: dict[Suit, list[Card]] = defaultdict(list)
    for c in hand:
        if c.suit is not None:
            groups[c.suit].append(c)
    return groups


def can_counter(hand: list[Card]) -> bool:
    """Whether the hand holds three cards of one suit (jokers have no suit; SD-R02)."""
    counts: dict[Suit, int] = defaultdict(int)
    for c in hand:
        if c.suit is not None:
            counts[c.suit] += 1
            if counts[c.suit] >= COUNTER_SIZE:
                return True
    return False


def respond_actions(state: SuitsDuelState, seat: int) -> list[Action]:
    """Letting the spell resolve (over a counter, letting the counter stand), then every counter (each set of three
    cards of one suit, lowest ranks first)."""
    out = [_act("let-resolve") if len(state.stack) < 2 else LET_STAND]
    for group in _suited(state.hands[seat]).values():
        if len(group) >= COUNTER_SIZE:
            group = sorted(group, key=lambda c: c.rank)
            out.extend(_act("counter", tuple(c.code for c in trio), STACK) for trio in combinations(group, COUNTER_SIZE))
    return out


def is_counter(state: SuitsDuelState, seat: int, cs: tuple[Card, ...]) -> bool:
    """Three different cards of one suit from the seat's hand, in rank order as the legal list names them."""
    if len(cs) != COUNTER_SIZE or cs[0].suit is None or len(set(cs)) != COUNTER_SIZE:
        return False
    hand = state.hands[seat]
    return all(c.suit is cs[0].suit and c in hand for c in cs) and cs[0].rank < cs[1].rank < cs[2].rank


def declare(state: SuitsDuelState, ev: list[Event], seat: int, kind: str, cs: tuple[Card, ...], target: str | None) -> None:
    """Take the cards out of the hand onto the stack and open the window for the other player."""
    hand = state.hands[seat]
    for c in cs:
        hand.remove(c)
    spell = Cast(seat, kind, cs, target)
    state.stack.append(spell)
    if kind == "counter":
        text = f"{_name(seat)} counters with {_short(cs)}."
        rule = "SD-R11"
    else:
        text = f"{_name(seat)} casts {_describe(state, spell)}."
        rule = "SD-R16" if kind == "attack" else "SD-R11"
    ev.append(Event("cast" if kind != "counter" else "counter", seat, tuple(c.code for c in cs), f"hand:{seat}", STACK,
                    text=text, detail=kind, rule=rule))  # fmt: skip
    _open_window(state, ev, 1 - seat)


def _describe(state: SuitsDuelState, spell: Cast) -> str:
    cs = spell.cards
    aim = spell.target.split(":", 1)[1] if spell.target and ":" in spell.target else ""
    if spell.kind == "summon":
        return f"summon with {_short(cs)}"
    if spell.kind == "attack":
        return f"an attack on {card(aim).short} with {cs[0].short}"
    if spell.kind == "heal":
        return f"a heal on the wound {card(aim).short} with {cs[0].short}"
    return f"study with {_short(cs)}"


def _open_window(state: SuitsDuelState, ev: list[Event], responder: int) -> None:
    state.phase = Phase.RESPOND
    state.responder = responder
    if state.options["quickCounters"] and not can_counter(state.hands[responder]):
        let_resolve(state, ev, responder)


def counter(state: SuitsDuelState, ev: list[Event], seat: int, cs: tuple[Card, ...]) -> None:
    declare(state, ev, seat, "counter", cs, STACK)


def let_resolve(state: SuitsDuelState, ev: list[Event], seat: int) -> None:
    """The window closes: the stack resolves from the top, each counter cancelling what lies under it."""
    # "it" is the top of the stack: over a counter, "lets it resolve" read as letting one's own spell go through
    what = "the counter stand" if len(state.stack) > 1 else "it resolve"
    ev.append(Event("let-resolve", seat, text=f"{_name(seat)} lets {what}.", rule="SD-R22"))
    stack, state.stack = state.stack, []
    spell, counters = stack[0], stack[1:]
    for c in counters:
        state.discard.extend(c.cards)
    if counters:
        ev.append(Event("discard", None, tuple(c.code for k in counters for c in k.cards), STACK, DISCARD, rule="SD-R12"))
    if len(counters) % 2:
        state.discard.extend(spell.cards)
        ev.append(Event("countered", spell.seat, tuple(c.code for c in spell.cards), STACK, DISCARD,
                        text=f"{_name(spell.seat)}'s {spell.kind} is countered; its cards are lost.", rule="SD-R12"))  # fmt: skip
    else:
        spells.resolve(state, ev, spell)
    state.phase = Phase.MAIN
    state.responder = -1
    storm.after_spell(state, ev)
