"""After the battle: picking up, elimination and sharing out, refilling to four, the next attacker (RULINGS 2.2 steps 10-15).

Cards that go into a hand face up (a picked-up pile, a card taken from an
eliminated player's spread) become public knowledge for that hand; cards
drawn from the deck are seen only by the one who draws them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import Card
from ...events import Event
from . import battle
from .definitions import HAND_CAP, HAND_SIZE, PILE, SPREAD, Phase, clockwise, codes, hand_zone, name
from .seating import first_surviving, team_members, winning_team

if TYPE_CHECKING:
    from .state import ElRoyaleState


def concede(st: ElRoyaleState, ev: list[Event]) -> None:
    """The defender takes the whole pile; above 16 cards that is elimination (ER-R09)."""
    y = st.defender
    st.conceded = True
    ev.append(Event("concede", y, text=f"{name(y)} concedes and picks up {len(st.pile)} card{_s(len(st.pile))}.", rule="ER-R09"))
    _pick_up(st, ev, y, "ER-R09")


def take_pile(st: ElRoyaleState, ev: list[Event], seat: int) -> None:
    """A player claims the pile (ER-R07); with the ``eliminate`` option that may cost them the game (ER-R08)."""
    ev.append(Event("claim", seat, text=f"{name(seat)} takes the battle pile.", rule="ER-R07"))
    _pick_up(st, ev, seat, "ER-R08")


def _pick_up(st: ElRoyaleState, ev: list[Event], seat: int, rule: str) -> None:
    pile = st.pile[:]
    st.pile.clear()
    st.pile_owner.clear()
    if len(st.hands[seat]) + len(pile) > HAND_CAP:
        ev.append(
            Event(
                "pick-up", seat, codes(pile), PILE, SPREAD, text=f"{name(seat)} would hold more than {HAND_CAP} cards.", rule=rule
            )
        )
        st.spread.extend(pile)
        _eliminate(st, ev, seat)
        return
    st.hands[seat].extend(pile)
    st.known[seat].extend(pile)
    ev.append(
        Event(
            "pick-up",
            seat,
            codes(pile),
            PILE,
            hand_zone(seat),
            text=f"{name(seat)} now holds {len(st.hands[seat])} cards.",
            rule=rule,
            visible_to=_table(st),
        )
    )
    end_battle(st, ev)


def _eliminate(st: ElRoyaleState, ev: list[Event], seat: int) -> None:
    """Out of the game: every card face up for the others to share, the attacker first (ER-R09, ER-R10)."""
    hand = st.hands[seat]
    ev.append(Event("eliminated", seat, codes(hand), hand_zone(seat), SPREAD,
                    text=f"{name(seat)} is eliminated; their cards are spread face up.", rule="ER-R09"))  # fmt: skip
    st.spread.extend(hand)
    hand.clear()
    st.known[seat].clear()
    st.eliminated[seat] = True
    won = winning_team(st.eliminated, st.teams)
    if won is not None:
        if st.teams:  # the team by name ("Player 2 and Player 4 win": "You and Ann win" at the table)
            members = [name(s) for s in team_members(won, st.seats, st.teams)]
            st.finish(ev, won, f"Only one team is left: {', '.join(members[:-1])} and {members[-1]} win.", "ER-R10")
        else:
            st.finish(ev, won, f"Only one player is left: {name(won)} wins.", "ER-R10")
        return
    st.phase = Phase.SHARE
    st.order = [s for s in clockwise(st.attacker, st.seats) if not st.eliminated[s]]
    st.pos = -1
    next_sharer(st, ev)


def take_from_spread(st: ElRoyaleState, ev: list[Event], seat: int, c: Card) -> None:
    st.spread.remove(c)
    st.hands[seat].append(c)
    st.known[seat].append(c)
    ev.append(Event("take", seat, (c.code,), SPREAD, hand_zone(seat), text=f"{name(seat)} takes {c.short}.", rule="ER-R09",
                    visible_to=_table(st)))  # fmt: skip
    if len(st.hands[seat]) >= HAND_CAP or not st.spread:
        next_sharer(st, ev)


def next_sharer(st: ElRoyaleState, ev: list[Event]) -> None:
    """The next survivor with room takes their one turn at the spread; afterwards the rest is discarded."""
    while st.spread:
        st.pos += 1
        if st.pos >= len(st.order):
            break
        seat = st.order[st.pos]
        if len(st.hands[seat]) < HAND_CAP:
            st.actor = seat
            return
    if st.spread:
        n = len(st.spread)
        ev.append(
            Event(
                "discard",
                None,
                codes(st.spread),
                SPREAD,
                "discard",
                False,
                text=f"{n} card{_s(n)} go to the discard pile.",
                rule="ER-R09",
                visible_to=tuple(range(st.seats)),
            )
        )
        st.discard.extend(st.spread)
        st.spread.clear()
    end_battle(st, ev)


def discard_pile(st: ElRoyaleState, ev: list[Event]) -> None:
    """Nobody claimed the pile: it goes face down on the discard pile."""
    n = len(st.pile)
    ev.append(
        Event(
            "discard",
            st.attacker,
            codes(st.pile),
            PILE,
            "discard",
            False,
            text=f"The {n} battle card{_s(n)} are set aside.",
            rule="ER-R07",
            visible_to=tuple(range(st.seats)),
        )
    )
    st.discard.extend(st.pile)
    st.pile.clear()
    st.pile_owner.clear()


def end_battle(st: ElRoyaleState, ev: list[Event]) -> None:
    """Refill in order, then the next battle (steps 11-12 after a beat, 14-15 after a concession)."""
    x, y = st.attacker, st.defender
    if st.conceded:
        order = [x, *(s for s in clockwise((x + 1) % st.seats, st.seats) if s not in (x, y))]  # ER-R20
    else:
        order = [x, y, *(s for s in clockwise((y + 1) % st.seats, st.seats) if s not in (x, y))]
    for s in order:
        if not st.eliminated[s]:
            _draw_up(st, ev, s)
    if not st.deck and st.discard:
        _reshuffle(st, ev)
    if st.stand_in_for >= 0:
        nxt = first_surviving((st.stand_in_for + 1) % st.seats, st.eliminated)  # ER-R16
    elif not st.conceded and not st.eliminated[y]:
        nxt = y
    else:
        nxt = first_surviving((y + 1) % st.seats, st.eliminated)
    battle.start_battle(st, ev, nxt)


def _draw_up(st: ElRoyaleState, ev: list[Event], seat: int) -> None:
    hand = st.hands[seat]
    drawn: list[Card] = []
    while len(hand) < HAND_SIZE:
        if not st.deck:
            if not st.discard:
                break  # ER-R11: both piles are empty, so the hand stays short
            _reshuffle(st, ev)
        c = st.deck.pop()
        hand.append(c)
        drawn.append(c)
    if drawn:
        n = len(drawn)
        ev.append(
            Event(
                "draw",
                seat,
                codes(drawn),
                "deck",
                hand_zone(seat),
                False,
                amount=n,
                text=f"{name(seat)} draws {n}.",
                rule="ER-R11",
                visible_to=(seat,),
            )
        )


def _reshuffle(st: ElRoyaleState, ev: list[Event]) -> None:
    st.deck = st.discard[:]
    st.discard.clear()
    st.rng.shuffle(st.deck)
    n = len(st.deck)
    ev.append(
        Event(
            "reshuffle",
            None,
            src="discard",
            dst="deck",
            amount=n,
            text=f"The {n} old cards are shuffled into a new deck.",
            rule="ER-R11",
        )
    )


def deal(st: ElRoyaleState, ev: list[Event]) -> None:
    """Four cards each, one at a time, clockwise beginning with the dealer (RULINGS 2.2 step 3)."""
    dealt: list[list[Card]] = [[] for _ in range(st.seats)]
    for _ in range(HAND_SIZE):
        for s in clockwise(st.dealer, st.seats):
            c = st.deck.pop()
            st.hands[s].append(c)
            dealt[s].append(c)
    for s in range(st.seats):
        ev.append(
            Event(
                "draw",
                s,
                codes(dealt[s]),
                "deck",
                hand_zone(s),
                False,
                amount=HAND_SIZE,
                text=f"{name(s)} is dealt four cards.",
                rule="ER-T14",
                visible_to=(s,),
            )
        )


def _table(st: ElRoyaleState) -> tuple[int, ...]:
    """Every seat at the table: what goes into a hand face up is public to the players, not to onlookers."""
    return tuple(range(st.seats))


def _s(n: int) -> str:
    return "" if n == 1 else "s"
