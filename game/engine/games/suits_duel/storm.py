"""Drawing, the storm, broken shields and the end of the game (RULINGS 4.2 steps 4, 5.4 and 10–13).

The turn's flow lives here because these steps chain into each other: a
draw on an empty deck brings the storm, the storm makes players turn over
shields (each owner choosing which, one player at a time), turning over the
last shield can end the game, and otherwise the discard pile becomes the
deck and the draw goes on with the cards still owed (SD-R04, SD-R05).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import card
from ...events import Event
from ...observation import Outcome
from .definitions import HAND_LIMIT, TURN_DRAW, LoseAt, Phase, _name, battlers_zone

if TYPE_CHECKING:
    from .state import SuitsDuelState


def start_turn(state: SuitsDuelState, ev: list[Event], seat: int) -> None:
    """A new turn: the draw of two (none, or one with jokers, on the very first turn; SD-R21), then the main phase."""
    state.active = seat
    state.turn += 1
    state.phase = Phase.MAIN
    if state.turn == 1:
        state.owed = 1 if state.options["jokers"] else 0
    else:
        state.owed = TURN_DRAW
    state.storm_done = False
    ev.append(Event("turn", seat, text=f"{_name(seat)}'s turn.", rule="SD-R21" if state.turn <= 2 else ""))
    continue_draw(state, ev)


def continue_draw(state: SuitsDuelState, ev: list[Event]) -> None:
    """Draw what the active player is still owed, one card at a time; an empty deck brings the storm."""
    seat = state.active
    while state.owed > 0 and state._outcome is None:
        if state.deck:
            n = min(state.owed, len(state.deck))
            drawn = tuple(state.deck.pop() for _ in range(n))
            state.hands[seat].extend(drawn)
            state.owed -= n
            ev.append(Event("draw", seat, tuple(c.code for c in drawn), "deck", f"hand:{seat}", False,
                            text=f"{_name(seat)} draws {n} card{'s' if n != 1 else ''}.", rule="SD-R04",
                            visible_to=(seat,)))  # fmt: skip
        elif state.storm_done:
            text = f"The deck is empty again: {_name(seat)} draws nothing more this time."
            ev.append(Event("draw-lost", seat, amount=state.owed, text=text, rule="SD-R05"))
            state.owed = 0
        else:
            storm(state, ev)
            if state.phase is not Phase.MAIN:
                return  # shields to turn over first, or the game is over
    if state._outcome is None:
        state.phase = Phase.MAIN


def storm(state: SuitsDuelState, ev: list[Event]) -> None:
    """The player with fewer battlers loses a shield; on equal numbers both do, the active player first (SD-R27)."""
    state.storm_done = True
    state.storm_pending = True
    p, f = state.active, 1 - state.active
    n_p, n_f = len(state.battlers[p]), len(state.battlers[f])
    hit = [p, f] if n_p == n_f else [p] if n_p < n_f else [f]
    if len(hit) == 2:
        why = f"both players have {n_p} battler{'s' if n_p != 1 else ''}, so both must turn over a shield"
    else:  # the reason, not only the verdict: "why me?" is the first thing a player asks
        few, many = sorted((n_p, n_f))
        why = f"{_name(hit[0])} has fewer battlers ({few} against {many}) and must turn over a shield"
    ev.append(Event("storm", None, text=f"The storm strikes: {why}.", rule="SD-R04"))
    for s in hit:
        require_flip(state, ev, s)
    process_flips(state, ev)


def shields_left(state: SuitsDuelState, seat: int) -> int:
    return sum(1 for s in state.shields[seat] if s is not None)


def require_flip(state: SuitsDuelState, ev: list[Event], seat: int) -> None:
    """Queue a shield for ``seat`` to turn over; with ``loseAt = cannotFlip`` having none left loses (SD-R09)."""
    state.flips.append(seat)


def process_flips(state: SuitsDuelState, ev: list[Event]) -> None:
    """Turn over the queued shields: a lone shield by itself, a choice of several by its owner."""
    if state.options["loseAt"] == LoseAt.CANNOT_FLIP:
        unable = [s for s in state.flips if shields_left(state, s) == 0]
        if unable:
            state.flips = []
            state.storm_pending = False
            finish(state, ev, unable, "has no shield left to turn over")
            return
    while state.flips:
        seat = state.flips[0]
        slots = [i for i, s in enumerate(state.shields[seat]) if s is not None]
        if len(slots) > 1:
            state.phase = Phase.FLIP
            return
        flip(state, ev, seat, slots[0])
        if state._outcome is not None:
            return
    after_flips(state, ev)


def flip(state: SuitsDuelState, ev: list[Event], seat: int, slot: int) -> None:
    """Turn shield ``slot`` of ``seat`` face up as a new battler (SD-R08, SD-R10)."""
    c = state.shields[seat][slot]
    assert c is not None
    state.shields[seat][slot] = None
    state.battlers[seat].append(c)
    state.wounds[seat].append(None)
    state.flips.pop(0)
    left = shields_left(state, seat)
    ev.append(Event("shield-broken", seat, (c.code,), f"shields:{seat}", battlers_zone(seat), amount=slot,
                    text=f"{_name(seat)} turns over a shield: {c.short} becomes a battler ({left} left).",
                    rule="SD-R10"))  # fmt: skip
    if not state.storm_pending and state.options["loseAt"] == LoseAt.ZERO_SHIELDS and left == 0:
        finish(state, ev, [seat], "has no shields left")


def after_flips(state: SuitsDuelState, ev: list[Event]) -> None:
    """Every queued shield is turned: end the game, or after a storm reshuffle and go on drawing."""
    if state.storm_pending:
        state.storm_pending = False
        if state.options["loseAt"] == LoseAt.ZERO_SHIELDS:
            out = [s for s in (0, 1) if shields_left(state, s) == 0]
            if out:
                finish(state, ev, out, "has no shields left")
                return
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        text = f"The discard pile is shuffled into a new deck of {len(state.deck)} cards."
        ev.append(Event("reshuffle", None, src="discard", dst="deck", amount=len(state.deck), text=text, rule="SD-R05"))
    state.phase = Phase.MAIN
    continue_draw(state, ev)


def after_spell(state: SuitsDuelState, ev: list[Event]) -> None:
    """The state check after a spell resolves: a player left without battlers breaks a shield (SD-R10, SD-R23)."""
    for s in (state.active, 1 - state.active):
        if not state.battlers[s]:
            require_flip(state, ev, s)
    if state.flips:
        process_flips(state, ev)
    else:
        continue_draw(state, ev)


def finish(state: SuitsDuelState, ev: list[Event], losers: list[int], why: str) -> None:
    if len(set(losers)) == 2:
        state._outcome = Outcome((), draw=True, reason="Both players run out of shields together: a draw.",
                                 scores=_scores(state))  # fmt: skip
    else:
        loser = losers[0]
        state._outcome = Outcome((1 - loser,), reason=f"{_name(1 - loser)} wins: {_name(loser)} {why}.", scores=_scores(state))
    state.phase = Phase.OVER
    state.flips = []
    state.responder = -1
    ev.append(Event("game-over", None, text=state._outcome.reason, rule="SD-R09" if len(set(losers)) == 1 else "SD-R24"))


def _scores(state: SuitsDuelState) -> tuple[int, int]:
    return (shields_left(state, 0), shields_left(state, 1))


def end_turn(state: SuitsDuelState, ev: list[Event]) -> None:
    """The hand limit, then the other player's turn (SD-R13)."""
    seat = state.active
    ev.append(Event("end-turn", seat, text=f"{_name(seat)} ends the turn.", rule="SD-R25"))
    if len(state.hands[seat]) > HAND_LIMIT:
        state.phase = Phase.DISCARD
        return
    start_turn(state, ev, 1 - seat)


def hand_limit_discard(state: SuitsDuelState, ev: list[Event], c_code: str) -> None:
    seat = state.active
    c = card(c_code)
    state.hands[seat].remove(c)
    state.discard.append(c)
    ev.append(Event("discard", seat, (c.code,), f"hand:{seat}", "discard",
                    text=f"{_name(seat)} discards {c.short} (hand limit).", rule="SD-R13"))  # fmt: skip
    if len(state.hands[seat]) <= HAND_LIMIT:
        start_turn(state, ev, 1 - seat)
