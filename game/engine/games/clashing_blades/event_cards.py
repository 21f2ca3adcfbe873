"""The event deck (Advanced Rule 2): what each turned card does (CB-R13 to CB-R18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...events import Event
from .definitions import _BALANCE, MARCUS_KING, MINOR_JOKER, START_HEALTH, C, D, H, Phase, S, _name, _sample

if TYPE_CHECKING:
    from .state import ClashingBladesState


def turn_event(state: ClashingBladesState, ev: list[Event], seat: int) -> None:
    """Apply the top event card for the seat that countered exactly (CB-R13 to CB-R18)."""
    e = state.events.pop()
    foe = 1 - seat
    ev.append(Event("event-turned", seat, (e.code,), "events", "event_discard", text=f"{_name(seat)} turns over {e.short}.",
                    rule="CB-R13"))  # fmt: skip
    n = e.rank - 10
    if e is MARCUS_KING:
        state.event_discard.append(e)
        ev.append(Event("marcus-king", seat, amount=4, text=f"{_name(seat)} fires a dueling pistol!", rule="CB-R18"))
        state.events.extend(state.event_discard)
        state.event_discard.clear()
        state.rng.shuffle(state.events)
        ev.append(Event("reshuffle", None, src="event_discard", dst="events", text="The event deck is reshuffled.",
                        rule="CB-R18"))  # fmt: skip
        state._damage(ev, {foe: 4}, new_hand=True, rule="CB-R18")
        return
    if e.suit is D:
        state.balance[seat].append(e)
        ev.append(Event("balance", seat, (e.code,), "events", _BALANCE[seat], amount=n,
                        text=f"{_name(seat)} keeps {e.short} for balance ({n}).", rule="CB-R16"))  # fmt: skip
        state._exchange_over(ev)
        return
    state.event_discard.append(e)
    if e.suit is S:
        ev.append(Event("punch", seat, amount=n, text=f"{_name(seat)} punches for {n}.", rule="CB-R14"))
        state._damage(ev, {foe: n}, new_hand=False, rule="CB-R14")
    elif e.suit is H:
        before = state.health[seat]
        state.health[seat] = min(START_HEALTH, before + n)
        gain = state.health[seat] - before
        ev.append(Event("second-wind", seat, amount=gain, text=f"{_name(seat)} gets a second wind (+{gain}).",
                        rule="CB-R10"))  # fmt: skip
        state._exchange_over(ev)
    elif e.suit is C:
        ev.append(Event("trickery", foe, amount=n, text=f"Trickery: {_name(foe)} must discard {n}.", rule="CB-R15"))
        hand = state.hands[foe]
        if len(hand) <= n:
            state._discard_from_hand(ev, foe, list(hand), "CB-R15")
        elif state.options["trickeryRandom"]:
            picked = [hand[i] for i in sorted(_sample(state.rng, len(hand), n))]
            state._discard_from_hand(ev, foe, picked, "CB-R15")
        else:
            state.phase = Phase.TRICKERY
            state.actor = foe
            state.trick_left = n
            return
        state._exchange_over(ev)
    else:
        loser = foe if e is MINOR_JOKER else seat
        ev.append(Event("disarm", loser, text=f"{_name(loser)} is disarmed, and their hand is dropped.", rule="CB-R17"))
        state._discard_from_hand(ev, loser, list(state.hands[loser]), "CB-R17")
        state._exchange_over(ev)
