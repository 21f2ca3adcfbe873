"""One battle: the attack, throw-ins, the beat or the concession, and the offer of the pile (RULINGS 2.2 steps 5-10).

Each function takes the state and appends what happened to ``ev``. Who is
asked never depends on hidden cards (GEN-R07): every player who might add a
card is asked in turn, and one without a card of the rank can only pass; a
player placing equal cards always says "that is all" when done. Only what
the whole table sees skips a question: an empty hand, or all four cards of
the rank already on the pile. The ``quickThrowIns`` option also skips
players who hold no card of the rank, which tells everyone so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import Card, card
from ...events import Event
from . import refill
from .definitions import HAND_CAP, PILE, Phase, act, clockwise, codes, hand_zone, name, rank_name
from .seating import defender_for, first_surviving

if TYPE_CHECKING:
    from .state import ElRoyaleState


# -- what a seat may do ---------------------------------------------------------------------------


def legal(st: ElRoyaleState, seat: int) -> list[Action]:
    """Cards go onto the pile one at a time, so the player sets the order and the top card (ER-R03).

    The defender first says whether they beat or concede, then places the beat's cards.
    """
    phase = st.phase
    hand = st.hands[seat]
    if st.talking:
        return []
    if phase is Phase.ATTACK:
        if not st.placing:
            return [act("attack", (c.code,), PILE) for c in hand]
        rank = st.pile[-1].rank
        return [*(act("attack", (c.code,), PILE) for c in hand if c.rank == rank), act("done")]
    if phase is Phase.THROW_BEFORE or phase is Phase.THROW_AFTER:
        rank = st.rank_to_follow()
        return [*(act("throw", (c.code,), PILE) for c in hand if c.rank == rank), act("done" if st.placing else "pass")]
    if phase is Phase.DEFEND:
        if not st.placing:
            concede = act("concede", codes(st.pile), hand_zone(seat))
            return [act("defend"), concede] if first_beat_cards(st.pile[-1], hand) else [concede]
        if st.turn_start == len(st.pile):
            return [act("beat", (c.code,), PILE) for c in first_beat_cards(st.pile[-1], hand)]
        rank = st.pile[-1].rank
        out = [act("beat", (c.code,), PILE) for c in hand if c.rank == rank]
        if beat_complete(st):
            out.append(act("done"))
        return out
    if phase is Phase.OFFER:
        return [act("take", codes(st.pile), hand_zone(seat)), act("decline")]
    if phase is Phase.SHARE:
        out = [act("take-spread", (c.code,), hand_zone(seat)) for c in st.spread] if len(hand) < HAND_CAP else []
        return [*out, act("enough")]
    return []


def first_beat_cards(top: Card, hand: list[Card]) -> list[Card]:
    """Cards that may open a beat of ``top``: its rank, or a higher rank the hand also holds in ``top``'s suit (ER-R04)."""
    suited = {c.rank for c in hand if c.suit is top.suit and c.rank > top.rank}
    return [c for c in hand if c.rank == top.rank or c.rank in suited]


def beaten_card(st: ElRoyaleState) -> Card:
    """The top card the defender is beating (the card below the beat's first card)."""
    return st.pile[st.turn_start - 1]


def beat_complete(st: ElRoyaleState) -> bool:
    """Whether the cards placed so far make a legal beat: the same rank, or a higher one with the beaten card's suit."""
    top = beaten_card(st)
    return is_beat(top, st.pile[st.turn_start :])


def is_beat(top: Card, played: list[Card]) -> bool:
    if not played or len({c.rank for c in played}) != 1:
        return False
    rank = played[0].rank
    return rank == top.rank or (rank > top.rank and any(c.suit is top.suit for c in played))


# -- carrying out ---------------------------------------------------------------------------------


def apply(st: ElRoyaleState, ev: list[Event], seat: int, action: Action) -> None:
    kind = action.kind
    if kind in ("attack", "throw", "beat"):
        if not st.placing:
            st.placing = True
            st.turn_start = len(st.pile)
        _play(st, ev, seat, card(action.cards[0]), kind)
        if st.outcome is None and not _asked_to_add_more(st, seat):
            _finish_play(st, ev, seat)
    elif kind == "defend":
        st.placing = True
        st.turn_start = len(st.pile)
        ev.append(Event("defend", seat, text=f"{name(seat)} chooses to beat the attack.", rule="ER-R04"))
    elif kind == "done":
        _finish_play(st, ev, seat)
    elif kind == "pass":
        ev.append(Event("pass", seat, text=f"{name(seat)} adds nothing.", rule="ER-R02"))
        st.quiet += 1
        next_thrower(st, ev)
    elif kind == "concede":
        refill.concede(st, ev)
    elif kind == "take":
        refill.take_pile(st, ev, seat)
    elif kind == "decline":
        ev.append(Event("decline", seat, text=f"{name(seat)} leaves the pile.", rule="ER-R07"))
        _next_offer(st, ev)
    elif kind == "take-spread":
        refill.take_from_spread(st, ev, seat, card(action.cards[0]))
    elif kind == "enough":
        ev.append(Event("enough", seat, text=f"{name(seat)} takes no more.", rule="ER-R09"))
        refill.next_sharer(st, ev)


def _asked_to_add_more(st: ElRoyaleState, seat: int) -> bool:
    """Whether the seat that placed a card is asked for more of its rank, or its play ends by itself.

    It ends by itself only for what everyone sees (an empty hand, the four of the rank on the pile),
    or, with quick throw-ins, when the seat holds no more of the rank.
    """
    return could_hold(st, seat, st.pile[-1].rank)


def could_hold(st: ElRoyaleState, seat: int, rank: int) -> bool:
    """Whether the seat is asked about cards of ``rank``: by what the table sees, or by its hand with quick throw-ins."""
    hand = st.hands[seat]
    if st.options["quickThrowIns"]:
        return any(c.rank == rank for c in hand)
    return bool(hand) and sum(1 for c in st.pile if c.rank == rank) < 4


_VERBS = {"attack": "attacks with", "throw": "throws in", "beat": "beats with"}
_RULES = {"attack": "ER-R25", "throw": "ER-R02", "beat": "ER-R04"}


def _play(st: ElRoyaleState, ev: list[Event], seat: int, c: Card, kind: str) -> None:
    """One card from a hand onto the battle pile, then the win check (RULINGS 2.1)."""
    hand, known = st.hands[seat], st.known[seat]
    before = sum(1 for p in st.pile if p.rank == c.rank)
    hand.remove(c)
    if c in known:
        known.remove(c)
    st.pile.append(c)
    st.pile_owner.append(seat)
    ev.append(
        Event("play", seat, (c.code,), hand_zone(seat), PILE, text=f"{name(seat)} {_VERBS[kind]} {c.short}.", rule=_RULES[kind])
    )
    if before == 3 and not hand:
        four = rank_name(c.rank, plural=True)
        st.finish(ev, seat, f"{name(seat)} plays the fourth of the {four} as their last card and wins.", "ER-R23")


def _finish_play(st: ElRoyaleState, ev: list[Event], seat: int) -> None:
    """The seat has placed all the cards it wants: the battle moves on."""
    st.placing = False
    phase = st.phase
    if phase is Phase.ATTACK:
        _open_throw_ins(st, ev, Phase.THROW_BEFORE)
    elif phase is Phase.DEFEND:
        st.added_since_defender = False
        _open_throw_ins(st, ev, Phase.THROW_AFTER)
    else:
        if phase is Phase.THROW_AFTER:
            if seat == st.defender:
                st.added_since_defender = False
                st.lap_defender_added = True
            else:
                st.added_since_defender = True
        st.quiet = 0
        next_thrower(st, ev)


def _open_throw_ins(st: ElRoyaleState, ev: list[Event], phase: Phase) -> None:
    """Throw-ins go clockwise from the defender's left; before the defence the defender is left out (ER-R02, ER-R05)."""
    st.phase = phase
    ring = clockwise((st.defender + 1) % st.seats, st.seats)
    st.order = [s for s in ring if not st.eliminated[s] and (phase is Phase.THROW_AFTER or s != st.defender)]
    st.pos = -1
    st.quiet = 0
    st.lap_defender_added = False
    next_thrower(st, ev)


def may_throw(st: ElRoyaleState, seat: int) -> bool:
    """Whether the seat is asked to throw in now (it may still have nothing to add, and then it passes)."""
    if st.phase is Phase.THROW_AFTER and seat == st.defender and not st.added_since_defender:
        return False
    return could_hold(st, seat, st.rank_to_follow())


def next_thrower(st: ElRoyaleState, ev: list[Event]) -> None:
    """Ask the next player who may add a card, or end the throw-ins.

    Repeated rounds end once every player in the ring has gone by without
    adding; a single pass ends at the end of the ring, except that after the
    beat a throw-in by the defender earns the others one more pass (ER-R05).
    """
    single = st.options["throwInRounds"] == "single"
    n = len(st.order)
    while True:
        if not single and st.quiet >= n:
            _end_throw_ins(st, ev)
            return
        nxt = st.pos + 1
        if nxt >= n:
            if single:
                if st.phase is Phase.THROW_BEFORE or not st.lap_defender_added:
                    _end_throw_ins(st, ev)
                    return
                st.lap_defender_added = False
            nxt = 0
        st.pos = nxt
        seat = st.order[nxt]
        if may_throw(st, seat):
            st.actor = seat
            return
        st.quiet += 1


def _end_throw_ins(st: ElRoyaleState, ev: list[Event]) -> None:
    if st.phase is Phase.THROW_BEFORE:
        st.phase = Phase.DEFEND
        st.actor = st.defender
        top = st.pile[-1]
        ev.append(Event("defend", st.defender, text=f"{name(st.defender)} must beat {top.short} or concede.", rule="ER-R04"))
    else:
        _open_offer(st, ev)


def reopen_throw_ins(st: ElRoyaleState, ev: list[Event]) -> None:
    """A defender who asks for help before answering gives the others another round (table talk, ER-R15)."""
    _open_throw_ins(st, ev, Phase.THROW_BEFORE)


def _open_offer(st: ElRoyaleState, ev: list[Event]) -> None:
    """Everyone but the last to play may take the pile: the attacker first, then clockwise (ER-R07, ER-R08)."""
    st.phase = Phase.OFFER
    last = st.pile_owner[-1]
    ring = clockwise(st.attacker, st.seats)
    forbid = st.options["voluntaryPickupOver16"] == "forbid"
    st.order = [
        s for s in ring if not st.eliminated[s] and s != last and not (forbid and len(st.hands[s]) + len(st.pile) > HAND_CAP)
    ]
    st.pos = -1
    _next_offer(st, ev)


def _next_offer(st: ElRoyaleState, ev: list[Event]) -> None:
    st.pos += 1
    if st.pos < len(st.order):
        st.actor = st.order[st.pos]
        return
    refill.discard_pile(st, ev)
    refill.end_battle(st, ev)


def start_battle(st: ElRoyaleState, ev: list[Event], attacker: int) -> None:
    """A new battle: the attacker (moved on to someone holding cards, ER-R12) and the defender it faces."""
    attacker = first_surviving(attacker, st.eliminated)
    for s in clockwise(attacker, st.seats):
        if not st.eliminated[s] and st.hands[s]:
            attacker = s
            break
    st.attacker = attacker
    st.defender, st.stand_in_for = defender_for(attacker, st.eliminated, st.teams)
    st.battle_no += 1
    st.phase = Phase.ATTACK
    st.actor = attacker
    st.order = []
    st.pos = -1
    st.quiet = 0
    st.conceded = False
    st.placing = False
    st.talking = False
    st.turn_start = 0
    st.added_since_defender = False
    st.lap_defender_added = False
    st.signalled = [False] * st.seats
    text = f"{name(attacker)} attacks {name(st.defender)}"
    if st.stand_in_for >= 0:
        text += f", who defends in place of {name(st.stand_in_for)}"
    ev.append(
        Event("battle", attacker, text=text + ".", rule="ER-R16" if st.stand_in_for >= 0 else "ER-R17", amount=st.battle_no)
    )
