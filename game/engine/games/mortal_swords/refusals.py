"""Why the engine refuses an action, in a player's words (never naming a card the player cannot see)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import Card, card
from .combat import covering_suits, covers, may_attack_with
from .definitions import Phase, armor_zone, name, table_zone

if TYPE_CHECKING:
    from .state import MortalSwordsState


def not_your_turn(state: MortalSwordsState, seat: int) -> str:
    if not state.alive[seat]:
        return "Your knight has fallen: you are out of the fight."
    phase = state.phase
    if phase is Phase.VOW:
        if state.options["vowSequential"]:
            return f"{name(state.to_act()[0])} lays a vow card now; the vows go round in turn."
        return "You have chosen your vow card; waiting for the other knights."
    if phase is Phase.ATTACK:
        return f"{name(state.attacker)} is attacking; wait for the attacking card."
    if phase is Phase.DEFEND:
        if seat == state.attacker:
            return "You are the attacker: the defenders answer your card now."
        if seat in state.order:
            return "You have already answered this attack; a card once played stays played."
        return f"{name(state.to_act()[0])} defends first: defenders answer in clockwise order."
    if phase is Phase.STEAL_CHOICE:
        return f"{name(state.chooser)} decides whether to steal the attacking card and stop the attack."
    if phase is Phase.DAMAGE:
        if seat in state.damaged:
            return "Hits are taken in order; wait until the knights before you have taken theirs."
        return "You took no damage in this attack; the damaged knights are taking their hits."
    if phase is Phase.DISCARD:
        return f"{name(state.discard_due)} discards a hand card for the stolen card."
    return "It is not your turn."


def _parse(action: Action) -> list[Card] | str:
    try:
        return [card(c) for c in action.cards]
    except ValueError:
        return f"{', '.join(action.cards)} is not a card."


def cover_words(a: Card, state: MortalSwordsState) -> str:
    """Which armor (or block) covers the attacking card, in one phrase: "only ♠ armor", "♣ or ♠ armor"."""
    suits = [s.symbol for s in covering_suits(a, state.strong)]
    return ("only " if len(suits) == 1 else "") + " or ".join(suits) + " armor"


def _damage_choices(state: MortalSwordsState, seat: int) -> str:
    """The hit knight's choices, naming the steal only when this knight may steal (MS-R30)."""
    kinds = {a.kind for a in state.legal_actions(seat)}
    parts = []
    if "armor" in kinds:
        parts.append("lay a hand card as armor")
    if "steal" in kinds:
        parts.append("steal the attacking card")
    if "turn-down" in kinds:
        parts.append("turn down a matching armor")
    if not parts:
        return "You took damage."
    listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]
    return f"You took damage: {listed}."


def why_illegal(state: MortalSwordsState, seat: int, action: Action) -> str:
    phase = state.phase
    played = _parse(action)
    if isinstance(played, str):
        return played
    hand = state.hands[seat]
    kind = action.kind
    a = state.attacking_card
    if phase is Phase.VOW:
        if kind != "vow":
            return "First every knight lays one hand card as a vow armor."
        if len(played) != 1 or played[0] not in hand:
            return "Choose one card from your own hand for your vow."
        return "Lay your vow card on your own armor row."
    if phase is Phase.ATTACK:
        if kind not in ("attack", "attack-random"):
            if kind.startswith("defend"):
                return "You are the attacker: play an attacking card, nobody has attacked yet."
            return "Attack: play a hand card or the top card of the deck."
        if kind == "attack-random":
            return "Attack with the top card of the deck by playing it onto your own place at the table."
        if len(played) != 1:
            return "Attack with exactly one card."
        c = played[0]
        if c not in hand:
            return f"You do not hold {c.short}."
        if not may_attack_with(c, state.strong, state.gentleman_applies(seat)):
            if state.gentleman_applies(seat) and (c.suit is state.strong or c.rank >= 11):
                if c.suit is state.strong and c.rank < 11:
                    return "Gentleman Rule: no strong-suit card on your first attack (a random card is always allowed)."
                if c.suit is not state.strong:
                    return "Gentleman Rule: no J, Q or K on your first attack (a random card is always allowed)."
            return "The strong suit's J, Q and K may not attack from hand; they only defend (a random card may be anything)."
        return f"Play your attacking card onto your own place at the table ({table_zone(seat)})."
    if phase is Phase.DEFEND:
        if kind == "commit":
            if not state.commit_allowed():
                return "Only with Stealing Costs is a card committed face down to steal the attack."
            if state.committed != -1 and not state.options["hecticKnights"]:
                return "Someone has already committed a card face down; only one steal can be committed per attack."
        elif kind not in ("defend", "defend-random"):
            if kind in ("steal", "armor", "turn-down"):
                return "Damage is taken after every defender has played; first answer the attack with a card."
            return "Defend: play a hand card or the top card of the deck against the attacking card."
        if played and played[0] not in hand:
            return f"You do not hold {played[0].short}."
        if len(played) > (0 if kind == "defend-random" else 1) or (kind != "defend-random" and not played):
            return "Answer with exactly one card."
        return f"Play your answer onto your own place at the table ({table_zone(seat)})."
    if phase is Phase.STEAL_CHOICE:
        if state.commit_allowed():
            return "You committed a card face down: steal the attacking card, and the attack stops."
        if kind == "steal-stop":
            return "To steal and stop, drag the attacking card onto your own armor row."
        return "You failed to defend: steal the attacking card to stop the attack, or let it go on."
    if phase is Phase.DAMAGE:
        assert a is not None
        if kind not in ("armor", "steal", "turn-down"):
            return _damage_choices(state, seat)
        if state.committed == seat and kind != "steal":
            return "You committed a card face down: you must take the attacking card as armor."
        if kind == "armor":
            if not played:
                return "Choose one of your hand cards to lay as armor."
            if len(played) > 1:
                return "Lay one card as armor, not several."
            if played[0] in state.armor[seat]:
                return "That card is already armor; lay a card from your hand."
            if played == [a]:  # the attacking card dragged onto the armor row is a steal: say why that is refused
                return _steal_refusal(state, played, a)
            if played[0] not in hand:
                return f"You do not hold {played[0].short}: lay one of your hand cards as armor."
            return "Lay the hand card on your own armor row."
        if kind == "steal":
            return _steal_refusal(state, played, a)
        target = action.target or ""
        code = target.rsplit(":", 1)[1] if target.startswith(armor_zone(seat) + ":") else ""
        try:
            armor = card(code) if code else None
        except ValueError:
            armor = None
        if armor is None or armor not in state.armor[seat]:
            return "Turn down one of your own face-up armor cards."
        if armor in state.used[seat]:
            return f"Your armor {armor.short} is already turned down; it cannot take another hit."
        if not covers(armor, a, state.strong):
            return f"Your armor {armor.short} does not cover {a.short}: {cover_words(a, state)} covers it."
        return "Drag the attacking card onto the matching armor card."
    if phase is Phase.DISCARD:
        if kind != "discard":
            return "You stole the attacking card: now discard one hand card."
        if len(played) != 1 or played[0] not in hand:
            return "Discard one card from your own hand."
        return "Put the card on the discard pile."
    return "The game is over."


def _steal_refusal(state: MortalSwordsState, played: list[Card], a: Card) -> str:
    """Why taking the attacking card as armor is refused (MS-R20, MS-R30): also said when it is dragged there as if
    laid from the hand, which read "You do not hold 9♠"."""
    if state.commit_allowed():
        return "With Stealing Costs, only a knight who committed a card face down when defending may steal."
    if played != [a]:
        return "Only the attacking card can be stolen."
    if state.stolen_by != -1:
        return f"{name(state.stolen_by)} has already taken the attacking card."
    return "Drag the attacking card onto your own armor row to steal it."
