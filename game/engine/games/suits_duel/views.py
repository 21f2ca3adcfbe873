"""What one seat may know of a Suits Duel game, built from scratch for that seat (GEN-R02, SD-R08, SD-R20).

Hands and the deck's order are secret, and shields are secret even from
their owner unless ``ownerSeesShields`` is on. Battlers, their wounds, the
spell stack and (with ``browseDiscard``) the whole discard pile are public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...observation import Observation
from .definitions import GAME_ID, Phase, _codes
from .storm import shields_left

if TYPE_CHECKING:
    from .state import SuitsDuelState


def observe(state: SuitsDuelState, seat: int) -> Observation:
    """The seat's hand, the public table, every pile's size, and the public values (phase, stack, shields left…)."""
    discard = state.discard if state.options["browseDiscard"] else state.discard[-1:]
    zones: dict[str, tuple[str, ...]] = {"discard": _codes(discard), "stack": _codes([c for k in state.stack for c in k.cards])}
    for s in (0, 1):
        zones[f"battlers:{s}"] = _codes(state.battlers[s])
        zones[f"wounds:{s}"] = _codes([w for w in state.wounds[s] if w is not None])
    counts = {z: len(cs) for z, cs in state.zones().items()}
    own = state.shields[seat]
    info: dict[str, Any] = {
        "phase": str(state.phase),
        "active": state.active,
        "turn": state.turn,
        "responder": state.responder if state.phase is Phase.RESPOND else None,
        "flipping": state.flips[0] if state.phase is Phase.FLIP else None,
        "storm": state.storm_pending,
        "battlers": [_battlers(state, 0), _battlers(state, 1)],
        "shield_slots": [[c is not None for c in state.shields[s]] for s in (0, 1)],
        "shields_left": [shields_left(state, 0), shields_left(state, 1)],
        "my_shields": [None if c is None else c.code for c in own] if state.options["ownerSeesShields"] else None,
        "stack": [k.to_dict() for k in state.stack],
        "first": state.first,
        "flips": list(state.flips),
        "owed": state.owed,
        "storm_done": state.storm_done,
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


def _battlers(state: SuitsDuelState, s: int) -> list[dict[str, str | None]]:
    """Each battler of a side with the wound card under it (None if unwounded)."""
    pairs = zip(state.battlers[s], state.wounds[s], strict=True)
    return [{"card": b.code, "wound": None if w is None else w.code} for b, w in pairs]
