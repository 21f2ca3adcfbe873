"""Clashing Blades, Normal level: a duelist who counts points.

It sees only its observation. At En Garde it leads with its best spade and
otherwise gives up its cheapest diamond; answering a threat it takes the
answer that leaves the least damage, then the cheapest one, liking exact
counters when events are on and ripostes that threaten back; in a spade
standoff it drops only when trading blows would hurt it more than its foe.
Hearts are always placed (the biggest), and penalties and trickery are
paid with the cards it needs least.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine import Action, Observation, card
from ..agent import Agent

#: Score units: one point of damage taken or dealt.
_DAMAGE = 10.0
#: What keeping a card for later is worth, per point of strength (cards are lost anyway after damage).
_KEEP = 0.4
#: A Balance card lasts across hands, so spending one costs more.
_BALANCE_COST = 4.0
#: A riposte is only a threat: the foe may still answer it.
_RIPOSTE = 3.0
#: The hope of a good event after an exact counter (punch, second wind, balance, trickery, disarm…).
_EVENT = 8.0


def _strength(code: str) -> int:
    """A card's worth in a defence: face value, a Balance card 1/2/3."""
    rank = card(code).rank
    return rank - 10 if rank > 10 else rank


class NormalAgent(Agent):
    name = "Normal"

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        phase = observation.info["phase"]
        if len(legal_actions) == 1:
            return legal_actions[0]
        if phase == "engarde":
            return self._en_garde(observation, legal_actions)
        if phase == "respond":
            threat = observation.info["threat"]
            return max(legal_actions, key=lambda a: self._answer_score(observation, a, threat["amount"]))
        if phase == "standoff":
            return self._standoff(observation, legal_actions)
        if phase == "event":
            return next(a for a in legal_actions if a.kind == "turn-event")
        if phase == "heart":
            hearts = [a for a in legal_actions if a.kind == "place-heart"]
            return max(hearts, key=lambda a: card(a.cards[0]).rank) if hearts else legal_actions[0]
        if phase == "penalty":
            return self._pay(observation, legal_actions)
        if phase == "trickery":
            return min(legal_actions, key=lambda a: self._keep_value(a.cards[0]))
        return legal_actions[0]

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        obs = observation
        phase = obs.info["phase"]
        if phase == "respond":
            return self._why_answer(obs, action, obs.info["threat"]["amount"])
        if phase == "engarde":
            suit = card(action.cards[0]).suit if action.cards else None
            if suit is not None and suit.value == "S":
                spades = [code for code in obs.hand if card(code).suit == suit]
                if len(spades) == 1:  # "your best spade" read wrong with 2♠ the only one in hand
                    return "Lead with your spade: at en garde only a spade starts an attack."
                return "Lead with your best spade: the higher spade at en garde makes the threat."
            return "No spade to lead with: give up your cheapest card and keep the strong ones for defence."
        if phase == "standoff":
            return self._why_standoff(obs, action)
        if phase == "heart":
            return "Place your biggest heart: it is health you keep."
        if phase == "penalty":
            return "Pay the penalty with the card you need least that covers it."
        if phase == "trickery":
            return "Give up the card you need least."
        if phase == "event":
            return "Turn the event card: it is the only thing to do now."
        return ""

    def _why_answer(self, obs: Observation, action: Action, threat: int) -> str:
        """Why this answer to a threat of ``threat``: damage left, riposte, exact counter or card cost."""
        if action.kind == "decline":
            return f"No answer is worth its cards: take the {threat} damage and keep your hand."
        codes = action.cards
        if not codes:
            return ""
        first = card(codes[0])
        if first.suit is not None and first.suit.value == "C":
            if first.rank < threat:
                return f"Nothing stops it fully: this club takes {first.rank} off the {threat} damage."
            if first.rank == threat and self._event_hope(obs):
                return "An exact counter with a club turns an event card in your favour."
            if first.rank > threat:
                return f"This club beats the threat and ripostes with {first.rank - threat} back at your foe."
            return "This club stops the threat exactly."
        value = sum(_strength(c) for c in codes)
        if value < threat:
            return f"Nothing stops it fully: this parry takes {value} off the {threat} damage."
        if value == threat and self._event_hope(obs):
            return "An exact parry stops all the damage and turns an event card in your favour."
        if not obs.options.get("eventDeck"):  # no Balance cards in play: the words would name one the player never met
            return f"The cheapest parry that stops all {threat} damage."
        balance = any(card(c).rank > 10 for c in codes)
        cost = " without spending a Balance card" if not balance else ", even at the cost of a Balance card"
        return f"The cheapest parry that stops all {threat} damage{cost}."

    def _why_standoff(self, obs: Observation, action: Action) -> str:
        """Why keep the spade and trade blows (decline), or drop it and answer the foe's spade, as ``_standoff`` weighs it."""
        me, foe = obs.seat, 1 - obs.seat
        mine, theirs = obs.info["threats"][me], obs.info["threats"][foe]
        health = obs.info["health"]
        if action.kind == "decline":
            if health[foe] - theirs <= 0 < health[me] - mine:
                return f"Let the blows land: your spade's {theirs} finishes your foe, and you survive their {mine}."
            if theirs >= mine:
                return f"Let the blows land: your spade costs your foe {theirs}, theirs costs you {mine}."
            return f"No answer to their {mine} does better than trading blows: your spade still costs your foe {theirs}."
        if health[me] - mine <= 0 < health[foe] - theirs:
            trade = "Trading blows would finish you: answer theirs."
        elif mine > theirs:
            trade = f"Trading blows costs you {mine}, your foe {theirs}: answer theirs."
        else:
            trade = "Answering their spade beats trading blows."
        return f"{trade} {self._why_answer(obs, action, mine)}"

    # -- the phases -------------------------------------------------------------------------------

    def _en_garde(self, obs: Observation, legal: Sequence[Action]) -> Action:
        """The best spade, else the cheapest diamond, else the cheapest club.

        The engine offers only the cards that may go en garde: a hand of hearts alone
        is discarded before En Garde (CB-R19), so ``legal`` is never empty here.
        """
        order = {"S": 0, "D": 1, "C": 2}

        def preference(a: Action) -> tuple[int, int]:
            c = card(a.cards[0])
            group = order.get(c.suit.value if c.suit is not None else "", 3)
            return group, -c.rank if group == 0 else c.rank

        return min(legal, key=preference)

    def _answer_score(self, obs: Observation, action: Action, threat: int) -> float:
        """Damage avoided, riposte made and cards kept, for one answer to a threat."""
        if action.kind == "decline":
            return -_DAMAGE * threat
        codes = action.cards
        first = card(codes[0])
        balance_used = sum(1 for c in codes if card(c).rank > 10)
        cost = balance_used * _BALANCE_COST
        if first.suit is not None and first.suit.value == "C":
            c = first.rank
            if c < threat:
                return -_DAMAGE * (threat - c) - cost
            score = -_KEEP * c - cost
            if c == threat:
                return score + self._event_hope(obs)
            return score + _RIPOSTE * (c - threat)
        value = sum(_strength(c) for c in codes)
        left = threat - value
        if left > 0:
            return -_DAMAGE * left - cost
        score = -_KEEP * sum(_strength(c) for c in codes if card(c).rank <= 10) - cost + 0.5 * left
        return score + (self._event_hope(obs) if left == 0 else 0.0)

    def _event_hope(self, obs: Observation) -> float:
        return _EVENT if obs.options.get("eventDeck") and obs.info["events_left"] else 0.0

    def _standoff(self, obs: Observation, legal: Sequence[Action]) -> Action:
        me, foe = obs.seat, 1 - obs.seat
        threats = obs.info["threats"]
        health = obs.info["health"]
        mine, theirs = threats[me], threats[foe]
        decline_score = _DAMAGE * (theirs - mine)
        if health[me] - mine <= 0 and health[foe] - theirs > 0:
            decline_score -= 1000.0
        elif health[foe] - theirs <= 0 and health[me] - mine > 0:
            decline_score += 1000.0
        return max(legal, key=lambda a: decline_score if a.kind == "decline" else self._answer_score(obs, a, mine))

    def _pay(self, obs: Observation, legal: Sequence[Action]) -> Action:
        """Pay the heart penalty with the fewest useful points: one card that covers it if any, else the biggest."""
        owed = obs.info["owed"][obs.seat]
        covering = [a for a in legal if card(a.cards[0]).rank >= owed]
        if covering:
            return min(covering, key=lambda a: (self._keep_value(a.cards[0]), card(a.cards[0]).rank))
        return max(legal, key=lambda a: card(a.cards[0]).rank)

    def _keep_value(self, code: str) -> float:
        """How much a card is worth keeping: hearts least, then by strength, spades a little more."""
        c = card(code)
        if c.suit is not None and c.suit.value == "H":
            return c.rank * 0.1
        return c.rank + (1.0 if c.suit is not None and c.suit.value == "S" else 0.0)
