"""Table talk made digital: showing a card to everyone and signals to a partner (ER-R15).

Talking never ends a turn. The seat asked may first "say something": it
then shows one card, sends its one signal of the battle, or says nothing,
and is asked to play again. Everything said is public: a shown card is
known to all until it is played, and every seat sees every signal.

A seat that opened its mouth and said nothing is not offered "say
something" again until it has made its move (played, passed, beaten,
conceded, taken or left the pile): otherwise talk and hush would return the
table to the very same state and two players could stall the game forever.
Showing and signalling need no such limit, as each can happen only so often.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import card
from ...events import Event
from . import battle
from .definitions import SHOW, Phase, Signal, act, by_rank, name, rank_name, signal_target

if TYPE_CHECKING:
    from .state import ElRoyaleState

KINDS = frozenset({"talk", "show", "signal", "hush"})
TALK_PHASES = frozenset({Phase.ATTACK, Phase.THROW_BEFORE, Phase.DEFEND, Phase.THROW_AFTER})
_THROW_SIGNALS = (signal_target(Signal.THROW_IN), signal_target(Signal.OTHER_SUIT))


def has_partner(st: ElRoyaleState, seat: int) -> bool:
    return st.teams and any(s % 2 == seat % 2 and s != seat and not st.eliminated[s] for s in range(st.seats))


def opener(st: ElRoyaleState, seat: int) -> list[Action]:
    """The one "say something" action, when the seat has something it could say."""
    if st.phase not in TALK_PHASES or st.placing or st.hushed:
        return []
    if (not st.signalled[seat] and has_partner(st, seat)) or len(st.known[seat]) < len(st.hands[seat]):
        return [act("talk")]
    return []


def legal(st: ElRoyaleState, seat: int) -> list[Action]:
    known = st.known[seat]
    out = [act("show", (c.code,), SHOW) for c in st.hands[seat] if c not in known]
    if not st.signalled[seat] and has_partner(st, seat):
        if st.phase is not Phase.ATTACK:
            out.extend(act("signal", (), t) for t in _THROW_SIGNALS)
        out.extend(act("signal", (), signal_target(Signal.ATTACK_RANK, r)) for r in sorted(by_rank(st.hands[seat])))
    return [*out, act("hush")]


def apply(st: ElRoyaleState, ev: list[Event], seat: int, action: Action) -> None:
    kind = action.kind
    if kind == "talk":
        st.talking = True
        ev.append(Event("talk", seat, text=f"{name(seat)} has something to say.", rule="ER-R15"))
        return
    st.talking = False
    if kind == "hush":
        st.hushed = True
        ev.append(Event("hush", seat, text=f"{name(seat)} says nothing after all.", rule="ER-R15"))
        return
    if kind == "show":
        c = card(action.cards[0])
        st.known[seat].append(c)
        ev.append(
            Event(
                "show",
                seat,
                (c.code,),
                f"hand:{seat}",
                f"hand:{seat}",
                text=f"{name(seat)} shows {c.short} to everyone.",
                rule="ER-R15",
                visible_to=tuple(range(st.seats)),
            )
        )
        return
    target = action.target or ""
    st.signalled[seat] = True
    st.signals[seat] = target
    st.signal_battle[seat] = st.battle_no
    partners = sum(1 for s in range(st.seats) if s % 2 == seat % 2 and s != seat and not st.eliminated[s])
    told = f"{name(seat)} to their partner{'s' if partners > 1 else ''}: {describe(target)}."  # a team of four has three
    ev.append(Event("signal", seat, text=told, detail=target, rule="ER-R15"))
    if target in _THROW_SIGNALS:
        if st.phase is Phase.DEFEND and seat == st.defender:
            battle.reopen_throw_ins(st, ev)  # the table pauses for the partner to answer
        elif st.phase in (Phase.THROW_BEFORE, Phase.THROW_AFTER) and st.options["throwInRounds"] == "repeat":
            st.quiet = 0


def describe(target: str) -> str:
    """A signal in words, as the table hears it."""
    parts = target.split(":")
    if parts[1] == Signal.THROW_IN:
        return "please throw in"
    if parts[1] == Signal.OTHER_SUIT:
        return "please throw in a card of another suit"
    return f"please attack with {rank_name(int(parts[2]), plural=True)}"
