"""What one seat may know of a Mortal Swords game, built from scratch for that seat (GEN-R02, MS-R16).

Public: the strong suit, every face-up armor card, used armor (its identity
too unless memory mode hides it), the attack on the table with each
answer's result, the last attack's cards as they went face up to the
discard pile (until the pile is shuffled back), every pile's size.
Hidden: other hands, the deck order, the discard pile, a face-down steal
commitment, secret vow cards until the reveal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import HIDDEN, full_deck
from ...observation import Observation
from .definitions import GAME_ID, How, armor_zone, codes, table_zone

if TYPE_CHECKING:
    from .state import MortalSwordsState


def armor_row(state: MortalSwordsState, s: int) -> tuple[str, ...]:
    """An armor row as everyone sees it: used cards hidden in memory mode."""
    if not state.options["hideUsedArmor"]:
        return codes(state.armor[s])
    used = state.used[s]
    return tuple(HIDDEN if c in used else c.code for c in state.armor[s])


def table_cards(state: MortalSwordsState, s: int) -> tuple[str, ...]:
    if state.how[s] == How.COMMIT:
        return (HIDDEN,) * len(state.table[s])
    return codes(state.table[s])


def indicator_shown(state: MortalSwordsState) -> str | None:
    """The strong-suit card while everyone knows where it is (under the deck, or just drawn in the open)."""
    c = state.indicator_card
    if state.indicator or (state.indicator_known != -1 and c in state.hands[state.indicator_known]):
        return c.code
    return None


def known(state: MortalSwordsState) -> dict[int, tuple[str, ...]]:
    s = state.indicator_known
    if s != -1 and state.indicator_card in state.hands[s]:
        return {s: (state.indicator_card.code,)}
    return {}


def unseen(observation: Observation) -> list[str]:
    """The cards this seat has not in sight, in deck order: other hands, deck and discard pile between them.

    In sight: its own hand (and secret vow or commitment), every armor row, the
    table, the indicator, and cards everyone saw enter a hand. The computer's
    imagined deals and Hard's card counting both start from this list.
    """
    info, zones = observation.info, observation.zones
    shown: list[str] = [*observation.hand, *zones["indicator"]]
    for s in range(observation.seats):
        shown.extend(zones[armor_zone(s)])
        shown.extend(zones[table_zone(s)])
    for codes_known in observation.known.values():
        shown.extend(codes_known)
    if info["my_vow"]:
        shown.append(info["my_vow"])
    if info["my_commit"]:
        shown.append(info["my_commit"])
    seen = {c for c in shown if c != HIDDEN}
    return [c.code for c in full_deck() if c.code not in seen]


def observe(state: MortalSwordsState, seat: int) -> Observation:
    n = state.seats
    zones: dict[str, tuple[str, ...]] = {"indicator": codes(state.indicator)}
    for s in range(n):
        zones[armor_zone(s)] = armor_row(state, s)
        zones[table_zone(s)] = table_cards(state, s)
    counts = {z: len(cs) for z, cs in state.zones().items()}
    a = state.attacking_card
    my_vow = state.vows[seat]
    info: dict[str, Any] = {
        "phase": str(state.phase),
        "strong_suit": state.strong.value,
        "indicator": indicator_shown(state),
        "indicator_known": state.indicator_known if known(state) else -1,
        "dealer": state.dealer,
        "attacker": state.attacker,
        "attack_no": state.attack_no,
        "attacking_card": a.code if a is not None else None,
        "order": list(state.order),
        "pending": list(state.pending),
        "how": list(state.how),
        "results": list(state.results),
        "owed_draw": list(state.owed_draw),
        "dodge_numbers": state.dodge_numbers(),
        "damaged": list(state.damaged),
        "stolen_by": state.stolen_by,
        "committed": state.committed,
        #: Stealing Costs (or Hectic Knights' face-down switch): a steal needs a face-down commitment (MS-R20, MS-R30).
        "steal_needs_commit": state.commit_allowed(),
        "chooser": state.chooser,
        "stop_seat": state.stop_seat,
        "discard_due": state.discard_due,
        "closed": state.closed,
        "alive": list(state.alive),
        "hand_counts": [len(h) for h in state.hands],
        "used": [[c in state.used[s] for c in state.armor[s]] for s in range(n)],
        "attacked": list(state.attacked),
        "vowed": [v is not None for v in state.vows],
        "vow_queue": list(state.vow_queue),
        "my_vow": my_vow.code if my_vow is not None else None,
        "my_commit": state.table[seat][0].code if state.committed == seat and state.table[seat] else None,
        "reshuffles": state.reshuffles,
        #: The last finished attack's cards as they lay face up before the table was cleared (a seat saw them go).
        "cleared": [list(t) for t in state.cleared],
    }
    return Observation(
        game=GAME_ID,
        seat=seat,
        seats=n,
        to_act=tuple(state.to_act()),
        hand=codes(state.hands[seat]),
        zones=zones,
        counts=counts,
        known=known(state),
        info=info,
        options=dict(state.options),
        outcome=state.outcome,
    )
