"""Why the engine refuses an action, in a player's words (never naming a card the player cannot see)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import Card
from .counters import COUNTER_SIZE
from .definitions import ATTACK_REACH, DISCARD, HAND_LIMIT, HEAL_REACH, Phase, battlers_zone, cd, lookup
from .spells import attack_reference
from .storm import shields_left

if TYPE_CHECKING:
    from .state import SuitsDuelState

_SPELLS = ("summon", "attack", "heal", "study")


def not_your_turn(state: SuitsDuelState, seat: int) -> str:
    phase = state.phase
    if phase is Phase.RESPOND:
        return "Your opponent is deciding whether to counter."
    if phase is Phase.FLIP:
        return "Your opponent is choosing a shield to turn over."
    if phase is Phase.DISCARD:
        return "Your opponent is discarding down to seven cards."
    return "It is your opponent's turn; you may only counter, just after they cast a spell."


def why_illegal(state: SuitsDuelState, seat: int, action: Action) -> str:
    phase, kind = state.phase, action.kind
    played: list[Card] = []
    for code in action.cards:
        c = lookup(code)
        if c is None:
            return f"{code} is not a card."
        played.append(c)
    hand = state.hands[seat]
    for c in played:
        if c not in hand:
            return f"You do not hold {c.short}."
    if len(set(played)) != len(played):
        return "Each card can be used only once."
    if phase is Phase.RESPOND:
        if kind == "counter":
            return _counter(played, action.target)
        if kind in _SPELLS or kind == "end-turn":
            return "Your opponent has just cast a spell: counter it with three cards of one suit, or let it resolve."
        return "Counter the spell with three cards of one suit, or let it resolve."
    if phase is Phase.FLIP:
        return "Choose one of your face-down shields to turn over."
    if phase is Phase.DISCARD:
        if kind == "discard" and len(played) != 1:
            return "Discard one card at a time."
        return f"You hold more than {HAND_LIMIT} cards: discard down to {HAND_LIMIT} before your turn ends."
    # the main phase
    if kind == "counter":
        return "A counter is cast only just after your opponent casts a spell."
    if kind == "let-resolve":
        return "There is no spell waiting to resolve."
    if action.cards and (action.target or "").startswith("shield:"):
        return _shield(seat, action.target or "")
    if kind == "summon":
        return _summon(state, seat, played, action.target)
    if kind == "attack":
        return _attack(state, seat, played, action.target)
    if kind == "heal":
        return _heal(state, seat, played, action.target)
    if kind == "study":
        return _study(state, played, action.target)
    if kind == "end-turn" and action.cards:
        return "Ending the turn moves no cards."
    if kind in ("flip", "discard"):
        if kind == "flip" and shields_left(state, seat) and state.battlers[seat]:
            return "You turn over a shield only when you have no battler left, or when the storm strikes."
        return "You discard only at the end of your turn, if you hold more than seven cards."
    return "Cast a spell (summon, attack, heal) or end your turn."


def _counter(played: list[Card], target: str | None) -> str:
    if len(played) != COUNTER_SIZE:
        return "A counter takes exactly three cards of one suit."
    if any(c.is_joker for c in played):
        return "A joker has no suit: it cannot be part of a counter."
    if len({c.suit for c in played}) != 1:
        return "A counter needs three cards of the same suit."
    if target != "stack":
        return "Play the counter onto the spell it cancels."
    return "A counter takes three cards of one suit from your own hand."


def _shield(seat: int, target: str) -> str:
    """A card dropped on a shield: shields are never played onto, only turned over (into battlers)."""
    if target.split(":")[1:2] == [str(seat)]:
        return "A card is never played onto a shield: yours turns over when you have no battler left, or when the storm strikes."
    return (
        "Shields cannot be attacked: attack a battler. A shield breaks when its owner has no battler left, "
        "or when the storm strikes."
    )


def _summon(state: SuitsDuelState, seat: int, played: list[Card], target: str | None) -> str:
    if (
        len(played) == 1
        and not played[0].is_joker
        and not any(c.rank == played[0].rank for c in state.hands[seat] if c != played[0])
    ):
        return f"A summon takes two cards of the same rank: you hold no other card of {played[0].short}'s rank."
    if len(played) != 2:
        return "A summon takes exactly two cards of the same rank."
    if any(c.is_joker for c in played):
        return "A joker has no rank: it cannot summon."
    if played[0].rank != played[1].rank:
        return "A summon needs two cards of the same rank."
    if target != battlers_zone(seat):
        return "A summoned battler goes into your own battler row."
    return "That summon is not possible now."


def _target_card(target: str | None, prefix: str) -> Card | None:
    if not target or not target.startswith(prefix):
        return None
    return lookup(target[len(prefix) :])


def _attack(state: SuitsDuelState, seat: int, played: list[Card], target: str | None) -> str:
    if len(played) != 1:
        return "An attack is one card played onto an enemy battler."
    c = played[0]
    if c.is_joker:
        return "A joker has no suit or rank: it cannot attack."
    t = _target_card(target, "battler:")
    foe = 1 - seat
    if t is None or t not in state.battlers[foe]:
        if t is not None and t in state.battlers[seat]:
            return "Attack your opponent's battlers, not your own."
        return "Play an attack card onto one of your opponent's battlers."
    assert c.suit is not None
    if all(b.suit is not c.suit for b in state.battlers[seat]):
        return f"You have no {c.suit.symbol} battler: an attack card must share a suit with one of your battlers."
    ref = attack_reference(state, foe, t)
    d = cd(c.rank, ref.rank)
    where = f"the wound card {ref.short}" if ref is not t else t.short
    return f"{c.short} is {d} ranks from {where}; an attack must be within {ATTACK_REACH}."


def _heal(state: SuitsDuelState, seat: int, played: list[Card], target: str | None) -> str:
    if len(played) != 1:
        return "A heal is one card played onto a wound card under one of your battlers."
    c = played[0]
    w = _target_card(target, "wound:")
    unwounded = _target_card(target, "battler:")
    if unwounded is not None and unwounded in state.battlers[seat]:  # dropped on one's own battler, not on a wound
        i = state.battlers[seat].index(unwounded)
        if state.wounds[seat][i] is None:
            return f"{unwounded.short} has no wound to heal."
    mine = [(b, x) for b, x in zip(state.battlers[seat], state.wounds[seat], strict=True) if x is not None]
    found = next(((b, x) for b, x in mine if x is w), None)
    if w is None or found is None:
        if not mine:
            return "None of your battlers is wounded."
        return "Play a heal card onto a wound card under one of your own battlers."
    b = found[0]
    if c.is_joker:
        return "A joker has no suit or rank: it cannot heal."
    if c.suit is not b.suit:
        assert b.suit is not None
        why = f"A heal must match the wounded battler's suit ({b.suit.symbol})"
        if c.suit is w.suit:  # the mistake it names: only where the card took the wound's suit for the one to match
            why += ", not the wound's"
        if cd(c.rank, w.rank) > HEAL_REACH:  # both wrong: say both
            why += f", and be within {HEAL_REACH} rank of the wound {w.short}"
        return why + "."
    return f"{c.short} is {cd(c.rank, w.rank)} ranks from the wound {w.short}; a heal must be within {HEAL_REACH}."


def _study(state: SuitsDuelState, played: list[Card], target: str | None) -> str:
    if not state.options["jokers"]:
        return "Study is a spell of the jokers game; this game is played without jokers."
    if len(played) != 2 or not any(c.is_joker for c in played):
        return "Study discards exactly two cards, one of them a joker."
    if target != DISCARD:
        return "Study's two cards go onto the discard pile."
    return "That study is not possible now."
