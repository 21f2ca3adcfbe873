"""Why the engine refuses an action, in a player's words (never naming a card the player cannot see)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import card
from .definitions import _PENALTY, PHASE_PLAYS, C, H, Phase, S

if TYPE_CHECKING:
    from .state import ClashingBladesState


def not_your_turn(state: ClashingBladesState, seat: int) -> str:
    phase = state.phase
    if phase is Phase.ENGARDE:
        if not state.hands[seat]:
            return "Your hand is empty: you play nothing at en garde."
        return "You have played your en garde card; waiting for your opponent."
    if phase is Phase.RESPOND:
        return "Your opponent is threatened and answers now; each threat gets one response."
    if phase is Phase.STANDOFF:
        return "Your opponent has the option to drop their spade first."
    if phase is Phase.EVENT:
        return "Your opponent decides whether to turn over an event card."
    if phase is Phase.TRICKERY:
        return "Your opponent is discarding for the trickery."
    if phase is Phase.HEART:
        return "Waiting for your opponent to place a heart or let it be."
    if phase is Phase.PENALTY:
        return "You have no heart penalty to pay; your opponent is paying theirs."
    return "It is not your turn."


def why_illegal(state: ClashingBladesState, seat: int, action: Action) -> str:
    phase = state.phase
    hand = state.hands[seat]
    try:
        played = [card(c) for c in action.cards]
    except ValueError:
        return f"{', '.join(action.cards)} is not a card."
    for c in played:
        if c not in hand and c not in state.balance[seat]:
            return f"You do not hold {c.short}."
    kind, hint = PHASE_PLAYS.get(phase, ("", "The game is over."))
    # a Balance card comes only from the event deck: without it the words would name a card the player never met
    answers = "a diamond, a club or a Balance card" if state.options["eventDeck"] else "a diamond or a club"
    hint = hint.format(answers=answers)
    if action.kind in ("engarde", "respond", "drop") and action.kind == kind and played:
        if any(c.suit is H for c in played):
            return "A heart cannot be played on its own, at en garde or as an answer."
        if kind == "drop" and any(c.suit is S for c in played):
            return f"A standoff lets you swap your spade for {answers} from your hand: spades attack only at en garde."
        if kind != "engarde" and any(c.suit is S for c in played):
            return f"Spades attack only at en garde; answer with {answers}."
        if kind == "engarde":
            if any(c in state.balance[seat] for c in played):
                return "A Balance card only backs up a defence; it cannot be played at en garde."
            if len(played) != 1:
                return "Play exactly one card at en garde."
            return "Play your en garde card on your own side of the table."
        bal = [c for c in played if c in state.balance[seat]]
        if len(bal) > 1:
            return "Only one Balance card can be used on one answer."
        rest = [c for c in played if c not in bal]
        if len(rest) > 1:
            return "You answer with one card at a time (a diamond may take one Balance card along)."
        if bal and rest and rest[0].suit is C:
            return "A Balance card can back up a diamond only, not a club."
        return "Play your answer on your own side of the table."
    if action.kind != kind and not (phase is Phase.EVENT and action.kind == "skip-event"):
        if phase is Phase.RESPOND and action.kind == "engarde":
            return "This is the exchange, not en garde: answer the threat or decline."
        if phase is Phase.ENGARDE and action.kind == "respond":
            return "Nobody is threatened now: each threat gets one response, and this is en garde."
        if action.kind == "place-heart" and state.options["extraHearts"]:
            # a heart dropped on a hearts spot out of its moment was told only what the phase asks for
            return f"A heart is placed only after your opponent takes damage. {hint}"
        return hint
    if phase is Phase.HEART and played and played[0].suit is not H:
        return "Only a heart can be placed in front of your opponent."
    if phase is Phase.HEART and played and action.target != _PENALTY[1 - seat]:
        return "A heart is placed in front of your opponent: drop it on their hearts spot, not on yours."
    return hint
