"""The spells cast from the hand on one's own turn: summon, attack, heal and study (RULINGS 4.2 steps 7–9).

Each spell has three parts here: the legal casts in a position (for the
legal-action list), the check of one cast, and its effect when it resolves
uncountered. Legality is settled at declaration; counters never change the
board, so nothing is checked again on resolution (SD-R26).
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import Card
from ...events import Event
from .definitions import (
    ATTACK_REACH,
    DISCARD,
    HEAL_REACH,
    STUDY_DRAW,
    Cast,
    _act,
    _name,
    _short,
    battler_target,
    battlers_zone,
    cd,
    wound_target,
)

if TYPE_CHECKING:
    from .state import SuitsDuelState


# -- what may be cast ---------------------------------------------------------------------------


def attack_reference(state: SuitsDuelState, owner: int, target: Card) -> Card:
    """The card an attack on ``target`` is measured against: its wound if it has one, else itself (SD-R17)."""
    i = state.battlers[owner].index(target)
    return state.wounds[owner][i] or target


def can_attack(state: SuitsDuelState, seat: int, c: Card, target: Card) -> bool:
    """A card of one of the caster's battlers' suits, within two ranks of the target or its wound (SD-R16)."""
    if c.suit is None or all(b.suit is not c.suit for b in state.battlers[seat]):  # a joker has no suit
        return False
    return cd(c.rank, attack_reference(state, 1 - seat, target).rank) <= ATTACK_REACH


def can_heal(battler: Card, wound: Card | None, c: Card) -> bool:
    """The battler's suit, within one rank of the wound (SD-R19)."""
    return wound is not None and c.suit is battler.suit and cd(c.rank, wound.rank) <= HEAL_REACH


def is_cast(state: SuitsDuelState, seat: int, kind: str, cs: tuple[Card, ...], target: str | None) -> bool:
    """Whether these cards (distinct, all in hand) cast a legal spell: ``main_actions`` without the list."""
    if kind == "end-turn":
        return not cs and target is None
    if kind == "summon":
        return (
            len(cs) == 2
            and target == battlers_zone(seat)
            and not cs[0].is_joker
            and not cs[1].is_joker
            and cs[0].rank == cs[1].rank
        )
    if kind == "study":
        j = cs[0] if len(cs) == 2 else None
        return (
            j is not None
            and bool(state.options["jokers"])
            and target == DISCARD
            and j.is_joker
            and not (cs[1].is_joker and cs[1].code < j.code)
        )
    if len(cs) != 1 or target is None:
        return False
    c = cs[0]
    if kind == "attack" and target.startswith("battler:"):
        foe = 1 - seat
        for t in state.battlers[foe]:
            if t.code == target[8:]:
                return can_attack(state, seat, c, t)
        return False
    if kind == "heal" and target.startswith("wound:"):
        for b, w in zip(state.battlers[seat], state.wounds[seat], strict=True):
            if w is not None and w.code == target[6:]:
                return can_heal(b, w, c)
    return False


def main_actions(state: SuitsDuelState, seat: int) -> list[Action]:
    """Every spell the active player may cast now, then ending the turn."""
    hand = state.hands[seat]
    out: list[Action] = []
    by_rank: dict[int, list[Card]] = defaultdict(list)
    for c in hand:
        if not c.is_joker:
            by_rank[c.rank].append(c)
    row = battlers_zone(seat)
    for group in by_rank.values():
        for keep in group:
            out.extend(_act("summon", (keep.code, other.code), row) for other in group if other is not keep)
    suits = tuple(b.suit for b in state.battlers[seat])  # a tuple: membership by identity, no Enum hashing
    foe = 1 - seat
    for i, t in enumerate(state.battlers[foe]):
        ref = state.wounds[foe][i] or t
        target = battler_target(t)
        out.extend(_act("attack", (c.code,), target) for c in hand if c.suit in suits and cd(c.rank, ref.rank) <= ATTACK_REACH)
    for b, w in zip(state.battlers[seat], state.wounds[seat], strict=True):
        if w is not None:
            target = wound_target(w)
            out.extend(_act("heal", (c.code,), target) for c in hand if can_heal(b, w, c))
    if state.options["jokers"]:
        for j in hand:
            if j.is_joker:
                out.extend(
                    _act("study", (j.code, o.code), DISCARD) for o in hand if o is not j and not (o.is_joker and o.code < j.code)
                )
    out.append(_act("end-turn"))
    return out


# -- what a spell does when it resolves ------------------------------------------------------------


def resolve(state: SuitsDuelState, ev: list[Event], spell: Cast) -> None:
    """Carry out an uncountered spell; its cards are already off the caster's hand (on the stack)."""
    seat, cs = spell.seat, spell.cards
    if spell.kind == "summon":
        keep, other = cs
        state.battlers[seat].append(keep)
        state.wounds[seat].append(None)
        state.discard.append(other)
        ev.append(Event("summoned", seat, (keep.code,), "stack", battlers_zone(seat),
                        text=f"{_name(seat)} summons {keep.short} as a battler.", rule="SD-R15"))  # fmt: skip
        ev.append(Event("discard", seat, (other.code,), "stack", DISCARD, rule="SD-R15"))
    elif spell.kind == "attack":
        _attack(state, ev, spell)
    elif spell.kind == "heal":
        c = cs[0]
        assert spell.target is not None
        code = spell.target.split(":", 1)[1]
        i = next(k for k, w in enumerate(state.wounds[seat]) if w is not None and w.code == code)
        wound = state.wounds[seat][i]
        assert wound is not None
        state.wounds[seat][i] = None
        state.discard.extend((wound, c))
        b = state.battlers[seat][i]
        ev.append(Event("healed", seat, (wound.code, c.code), f"wounds:{seat}", DISCARD,
                        text=f"{_name(seat)} heals {b.short}: {wound.short} and {c.short} go to the discard pile.",
                        rule="SD-R19"))  # fmt: skip
    elif spell.kind == "study":
        state.discard.extend(cs)
        ev.append(Event("studied", seat, tuple(c.code for c in cs), "stack", DISCARD,
                        text=f"{_name(seat)} studies and draws {STUDY_DRAW} cards.", rule="SD-R02"))  # fmt: skip
        state.owed = STUDY_DRAW
        state.storm_done = False


def _attack(state: SuitsDuelState, ev: list[Event], spell: Cast) -> None:
    seat, c = spell.seat, spell.cards[0]
    foe = 1 - seat
    assert spell.target is not None
    code = spell.target.split(":", 1)[1]
    i = next(k for k, b in enumerate(state.battlers[foe]) if b.code == code)
    t, w = state.battlers[foe][i], state.wounds[foe][i]
    if w is None:
        state.wounds[foe][i] = c
        ev.append(Event("wound", foe, (c.code,), "stack", f"wounds:{foe}",
                        text=f"{c.short} wounds {_name(foe)}'s {t.short}.", rule="SD-R16"))  # fmt: skip
        return
    del state.battlers[foe][i]
    del state.wounds[foe][i]
    state.discard.extend((t, w, c))
    ev.append(Event("killed", foe, (t.code, w.code, c.code), battlers_zone(foe), DISCARD,
                    text=f"A second wound: {_name(foe)}'s {t.short} dies ({_short((t, w, c))} to the discard pile).",
                    rule="SD-R17"))  # fmt: skip
