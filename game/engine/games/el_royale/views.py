"""What one seat may know of an El Royale game, built from scratch for that seat (GEN-R02).

Public: the battle pile and who played each card, the spread of an
eliminated player, every hand's size, the cards known to be in each hand
(picked up, taken or shown), which cards went to the discard pile (all
were seen face up), the signals. Hidden: other hands' other cards and the
order of the deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...observation import Observation
from .definitions import GAME_ID, HAND_ZONES, PILE, SPREAD, codes
from .seating import team_of

if TYPE_CHECKING:
    from .state import ElRoyaleState


def observe(st: ElRoyaleState, seat: int) -> Observation:
    hand_counts = [len(h) for h in st.hands]
    counts = {"deck": len(st.deck), "discard": len(st.discard), PILE: len(st.pile), SPREAD: len(st.spread)}
    counts.update(zip(HAND_ZONES, hand_counts, strict=False))
    known = {s: codes(k) for s, k in enumerate(st.known) if k}
    info: dict[str, Any] = {
        "phase": st.phase.value,
        "battle": st.battle_no,
        "attacker": st.attacker,
        "defender": st.defender,
        "stand_in_for": st.stand_in_for,
        "dealer": st.dealer,
        "starter": st.starter,
        "teams": [team_of(s, st.teams) for s in range(st.seats)] if st.teams else None,
        "eliminated": list(st.eliminated),
        "hand_counts": hand_counts,
        "pile_owner": list(st.pile_owner),
        "rank_to_follow": st.rank_to_follow(),
        "added_since_defender": st.added_since_defender,
        "discarded": sorted([c.code for c in st.discard]),
        "signals": list(st.signals),
        "signal_battle": list(st.signal_battle),
        "deck": len(st.deck),
        "machine": machine(st),
    }
    return Observation(
        game=GAME_ID,
        seat=seat,
        seats=st.seats,
        to_act=tuple(st.to_act()),
        hand=codes(st.hands[seat]),
        zones={PILE: codes(st.pile), SPREAD: codes(st.spread)},
        counts=counts,
        known=known,
        info=info,
        options=dict(st.options),
        outcome=st.outcome,
    )


def machine(st: ElRoyaleState) -> dict[str, Any]:
    """Where the battle's turn order stands: public, small, and enough to rebuild the state (for ``determinize``)."""
    return {
        "actor": st.actor,
        "order": list(st.order),
        "pos": st.pos,
        "quiet": st.quiet,
        "lap_defender_added": st.lap_defender_added,
        "placing": st.placing,
        "turn_start": st.turn_start,
        "talking": st.talking,
        "hushed": st.hushed,
        "signalled": list(st.signalled),
        "conceded": st.conceded,
        "winner_seat": st.winner_seat,
    }
