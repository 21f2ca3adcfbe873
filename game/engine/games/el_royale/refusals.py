"""Why the engine refuses an action, in a player's words (never naming a card the player cannot see)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import Card
from .battle import beaten_card, first_beat_cards, is_beat
from .definitions import HAND_CAP, PILE, SHOW, Phase, hand_zone, lookup, name, rank_name
from .talk import KINDS as TALK_KINDS
from .talk import has_partner

#: The highest rank: nothing but another king beats it.
KING = 13

if TYPE_CHECKING:
    from .state import ElRoyaleState

_HINTS = {
    Phase.ATTACK: "Attack: play one card or several cards of one rank onto the battle pile.",
    Phase.THROW_BEFORE: "Throw in cards of the attack's rank, or pass.",
    Phase.DEFEND: "Beat the top card (same rank, or a higher rank with a card of its suit) or concede.",
    Phase.THROW_AFTER: "Throw in cards of the top card's rank, or pass.",
    Phase.OFFER: "Take the whole battle pile or leave it.",
    Phase.SHARE: "Take cards from the eliminated player's spread, one at a time, or take no more.",
    Phase.OVER: "The game is over.",
}


def not_your_turn(st: ElRoyaleState, seat: int) -> str:
    phase = st.phase
    if st.eliminated[seat]:
        return "You have been eliminated and take no further part."
    if phase is Phase.OFFER:
        if st.pile_owner and st.pile_owner[-1] == seat:
            return "You played the last card to this battle, so you cannot take the pile."
        if st.options["voluntaryPickupOver16"] == "forbid" and len(st.hands[seat]) + len(st.pile) > HAND_CAP:
            return f"Taking the pile would put you above {HAND_CAP} cards."
        return f"The pile is offered to the attacker first, then clockwise; {name(st.actor)} is deciding."
    if phase is Phase.THROW_AFTER and seat == st.defender and not st.added_since_defender:
        return "As the defender you may throw in again only after another player has added a card."
    if phase is Phase.THROW_BEFORE and seat == st.defender:
        return "The others throw in first; then you beat the attack or concede."
    if phase in (Phase.THROW_BEFORE, Phase.THROW_AFTER):
        rank = st.rank_to_follow()
        if not any(c.rank == rank for c in st.hands[seat]):
            return f"You hold no {rank_name(rank, plural=True)} to throw in."
        return f"Throw-ins go clockwise from the defender's left; it is {name(st.actor)}'s turn."
    if phase is Phase.ATTACK:
        return f"{name(st.actor)} is attacking."
    if phase is Phase.DEFEND:
        return f"{name(st.defender)} is deciding whether to beat the attack or concede."
    if phase is Phase.SHARE:
        if len(st.hands[seat]) >= HAND_CAP:
            return f"You already hold {HAND_CAP} cards and may take no more."
        return f"{name(st.actor)} is choosing from the spread cards; each player gets one turn, the attacker first."
    return "It is not your turn."


def _could_open_a_beat(st: ElRoyaleState, seat: int, cards: list[Card]) -> bool:
    """Whether these cards could begin a beat of the top card from this hand (the refusal is then about the order of steps)."""
    openers = first_beat_cards(st.pile[-1], st.hands[seat])
    return bool(cards) and all(c in openers for c in cards) and len({c.rank for c in cards}) == 1


def why_illegal(st: ElRoyaleState, seat: int, action: Action) -> str:
    phase = st.phase
    kind = action.kind
    hand = st.hands[seat]
    played = [lookup(code) for code in action.cards]
    for code, c in zip(action.cards, played, strict=True):
        if c is None:
            return f"{code} is not a card."
    cards = [c for c in played if c is not None]
    if kind in ("attack", "throw", "beat", "show"):
        for c in cards:
            if c not in hand:
                return f"You do not hold {c.short}."
        if len(set(cards)) != len(cards):
            return "Each card can be played only once."
    if kind == "show":
        if len(cards) != 1 or action.target != SHOW:
            return "Show one card at a time to the whole table."
        if cards[0] in st.known[seat]:
            return f"Everyone already knows you hold {cards[0].short}."
        return "You can show cards only when it is your turn to act in a battle."
    if kind == "talk" and st.hushed and st.actor == seat:
        return "You chose to say nothing just now: make your move before you speak again."
    if kind == "signal":
        if not has_partner(st, seat):
            return "Signals are for partners: there is nobody on your side to signal."
        if st.signalled[seat]:
            return "You have already sent your partner a signal this battle."
        return "Signal 'throw in' or 'another suit' during a battle, or ask for an attack with a rank you hold."
    if st.talking and st.actor == seat and kind not in TALK_KINDS:
        signal = has_partner(st, seat) and not st.signalled[seat]
        say = "show a card, signal your partner or say nothing" if signal else "show a card or say nothing"
        return f"You are saying something to the table: {say} first, then make your move."
    if st.placing and st.actor == seat and st.turn_start < len(st.pile):
        rank = st.pile[-1].rank
        if kind == "done":
            top = beaten_card(st)
            assert top.suit is not None
            return f"Your beat of {top.short} needs a {top.suit.title[:-1].lower()} ({top.suit.symbol}) before it is complete."
        if kind in ("attack", "throw", "beat") and cards and cards[0].rank != rank:
            return f"Add only more {rank_name(rank, plural=True)} to this play, or say that is all."
    if phase is Phase.DEFEND and not st.placing and kind == "beat" and _could_open_a_beat(st, seat, cards):
        return "Say first whether you beat the attack or concede."
    if kind in ("attack", "throw", "beat"):
        if not cards:
            return "Choose at least one card."
        if len({c.rank for c in cards}) != 1:
            return "Cards played together must all be of one rank."
        if action.target != PILE:
            return "Play cards onto the battle pile."
    if kind == "attack":
        if phase is not Phase.ATTACK:
            return "The battle has already begun: throw in, beat or pass instead."
        return _HINTS[phase]
    if kind == "throw":
        if phase is Phase.ATTACK:
            return "You are the attacker: start the battle with an attack."
        if phase is Phase.DEFEND:
            return "You are the defender: beat the attack or concede; you may throw in only after the beat."
        if phase in (Phase.THROW_BEFORE, Phase.THROW_AFTER):
            rank = st.rank_to_follow()
            which = "the attack's rank" if phase is Phase.THROW_BEFORE else "the top card's rank"
            return f"Only {rank_name(rank, plural=True)} can be thrown in now ({which})."
        if phase in (Phase.OFFER, Phase.SHARE):
            return f"Throw-ins are over for this battle. {_HINTS[phase]}"
        return "Throw-ins are over for this battle."
    if kind == "beat":
        if phase is not Phase.DEFEND:
            return "Only the defender beats, once the throw-ins before the defence are over."
        top = st.pile[-1]
        if is_beat(top, cards):
            return "Play your beat onto the battle pile."
        rank = cards[0].rank
        assert top.suit is not None
        if rank < top.rank:
            lower = rank_name(rank, plural=True).capitalize()
            if top.rank == KING:
                return f"{lower} are lower than the top card {top.short}: only a king beats a king."
            same = rank_name(top.rank, plural=True).removesuffix("s")
            suit = f"{top.suit.title[:-1].lower()} ({top.suit.symbol})"
            told = f"{lower} are lower than the top card {top.short}"
            return f"{told}: beat it with a {same}, or higher cards with a {suit} among them."
        return (
            f"A higher rank beats {top.short} only if one of your cards is a {top.suit.title[:-1].lower()} ({top.suit.symbol})."
        )
    if kind == "pass":
        if phase is Phase.ATTACK:
            return "The attacker must attack with at least one card."
        if phase is Phase.DEFEND:
            return "The defender must beat the attack or concede."
        return _HINTS[phase]
    if kind in ("concede", "take"):
        if action.target != hand_zone(seat):
            return "Drag the battle pile to your own hand."
        if phase is Phase.DEFEND and kind == "take":
            return "As the defender, concede to pick up the pile."
        if kind == "concede" and phase is not Phase.DEFEND:
            return "Only the defender concedes."
        if kind == "take" and phase is not Phase.OFFER:
            return "The pile is offered only after the throw-ins are over."
        if tuple(c.code for c in st.pile) != tuple(action.cards):
            return "The battle pile is taken whole."
        return _HINTS[phase]
    if kind == "take-spread":
        if phase is not Phase.SHARE:
            return "There are no eliminated player's cards to take now."
        if len(hand) >= HAND_CAP:
            return f"You may not hold more than {HAND_CAP} cards."
        if len(cards) != 1 or cards[0] not in st.spread:
            return "Take one card at a time from the spread cards."
        return "Take a spread card into your own hand."
    return _HINTS[phase]
