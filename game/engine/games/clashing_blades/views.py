"""What one seat may know of a Clashing Blades game, built from scratch for that seat (GEN-R02)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...observation import Observation
from .definitions import GAME_ID, Phase, _codes, _threat_text

if TYPE_CHECKING:
    from .state import ClashingBladesState


def table_face_up(state: ClashingBladesState, s: int) -> list[Card]:
    """Table cards everyone sees: all but a still-secret En Garde card."""
    if state.phase is Phase.ENGARDE and state.chosen[s] and state.table[s]:
        return state.table[s][:-1]
    return state.table[s]


def observe(state: ClashingBladesState, seat: int) -> Observation:
    """The seat's hand, the face-up piles, every pile's size, and the public values (threat, health, phase…)."""
    zones: dict[str, tuple[str, ...]] = {
        "discard": _codes(state.discard),
        "event_discard": _codes(state.event_discard),
    }
    for s in (0, 1):
        zones[f"table:{s}"] = _codes(table_face_up(state, s))
        zones[f"health:{s}"] = _codes(state.health_cards[s])
        zones[f"penalty:{s}"] = _codes(state.penalty[s])
        zones[f"balance:{s}"] = _codes(state.balance[s])
    counts = {z: len(cs) for z, cs in state.zones().items()}
    threat: dict[str, Any] | None = None
    if state.phase is Phase.RESPOND:
        threat = {"amount": state.threat, "to": state.actor}
    threats = list(state.spades) if state.phase is Phase.STANDOFF else [0, 0]
    if threat is not None:
        threats[threat["to"]] = threat["amount"]
    info: dict[str, Any] = {
        "phase": str(state.phase),
        "health": list(state.health),
        "dealer": state.dealer,
        "hand": state.hand_no,
        "hand_counts": [len(state.hands[0]), len(state.hands[1])],
        "threat": threat,
        "threats": threats,
        "threat_text": _threat_text(threats, seat),
        "option_holder": state.actor if state.phase is Phase.STANDOFF else None,
        "event_turner": state.actor if state.phase is Phase.EVENT else None,
        "trickery_left": state.trick_left if state.phase is Phase.TRICKERY else 0,
        "owed": list(state.owed),
        "chosen": list(state.chosen),
        "my_engarde": state.table[seat][-1].code
        if state.phase is Phase.ENGARDE and state.chosen[seat] and state.table[seat]
        else None,
        "balance": [list(_codes(state.balance[0])), list(_codes(state.balance[1]))],
        "penalty_hearts": [list(_codes(state.penalty[0])), list(_codes(state.penalty[1]))],
        "events_left": len(state.events),
        "public": public_snapshot(state, seat),
    }
    return Observation(
        game=GAME_ID,
        seat=seat,
        seats=2,
        to_act=tuple(state.to_act()),
        hand=_codes(state.hands[seat]),
        zones=zones,
        counts=counts,
        info=info,
        options=dict(state.options),
        outcome=state.outcome,
    )


def public_snapshot(state: ClashingBladesState, seat: int) -> dict[str, Any]:
    """The snapshot with everything ``seat`` may not know left out (for ``determinize``)."""
    data = state.to_dict()
    other = 1 - seat
    data["rng"] = 0
    data["hands"][other] = []
    data["deck"] = []
    data["events"] = []
    if state.phase is Phase.ENGARDE and state.chosen[other] and state.table[other]:
        data["table"][other] = data["table"][other][:-1]
    return data
