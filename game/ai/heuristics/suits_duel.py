"""Suits Duel, Normal level: a duellist who counts battlers, wounds and shields.

It sees only its observation. On its turn it casts the spell worth most
(a kill, above all one that breaks a shield; a summon while it has no more
battlers than its foe; a first wound; a heal of a battler in danger; study)
and ends the turn when nothing is worth its cards. Cards that make a
counter (three of a suit) are kept back while the threat is real: its
only battler is wounded, or its last shield stands behind it, so that one
more attack would cost a shield or the game. In a counter window it counters what would hurt it (a kill, a
shield broken, a summon when it is behind) and counters back to save its
own kill; at the hand limit it throws away what it needs least.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ...engine import Action, Observation, card
from ..agent import Agent

#: What each outcome is worth, in the units of one card kept in hand.
_KILL = 6.0
_LAST_BATTLER = 8.0
_WOUND = 2.5
_SUMMON_BEHIND = 4.0
_SUMMON = 1.5
_HEAL_DANGER = 3.0
_HEAL = 1.0
_STUDY = 1.6
#: Breaking up the counter kept back while the threat is real.
_RESERVE = 3.0
#: A counter costs three cards; it is worth casting only above this much harm saved.
_COUNTER_AT = 4.5


def _battlers(obs: Observation, seat: int) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = obs.info["battlers"][seat]
    return found


class NormalAgent(Agent):
    name = "Normal"

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        phase = observation.info["phase"]
        if phase == "respond":
            return self._respond(observation, legal_actions)
        if phase == "flip":
            return self._flip(observation, legal_actions)
        if phase == "discard":
            return min(legal_actions, key=lambda a: self._keep(observation, a.cards[0], observation.hand))
        return max(legal_actions, key=lambda a: self._score(observation, a))

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        obs, kind = observation, action.kind
        theirs = _battlers(obs, 1 - obs.seat)
        mine = _battlers(obs, obs.seat)
        if kind == "attack" and self._target_wounded(obs, action):
            last = " — their last one, so they turn a shield over" if len(theirs) == 1 else ""
            return f"That battler is already wounded: a second wound kills it{last}."
        if kind == "attack":
            return "A first wound on that battler sets up a kill next turn."
        if kind == "summon":
            new_suit = card(action.cards[0]).suit not in {card(b["card"]).suit for b in mine}
            if len(mine) <= len(theirs):
                lack = ", in a suit you lack" if new_suit and mine else ""
                return f"You have no more battlers than your foe: another one gives you more to attack and defend with{lack}."
            if new_suit:
                return "A new battler in a suit you lack lets you attack in more suits."
            return "Nothing better to cast: one more battler is one more to lose before a shield goes."
        if kind == "heal":
            if len(mine) == 1 or obs.info["shields_left"][obs.seat] == 1:
                return "Healing matters now: one more wound would cost you a battler or a shield."
            return "Nothing better to cast, and a healed battler survives one more attack."
        if kind == "study":
            return "A joker is good for nothing else: trade it (and a spare card) for three fresh cards."
        if kind == "end-turn":
            if self._reserved(obs):
                return "Keep your three-of-a-suit back as a counter: your last line of defence is under threat."
            return "No spell here is worth the cards it costs."
        if kind == "counter":
            stack = obs.info["stack"]
            if stack and stack[-1]["kind"] == "counter" and stack[-1]["seat"] != obs.seat:
                return "Your foe countered your spell: counter their counter, and yours takes effect after all."
            return "That spell would hurt you too much to let through: three cards are worth stopping it."
        if kind == "let-resolve":
            return "The spell does not hurt you enough to spend three cards countering it."
        if obs.info["phase"] == "discard":
            return "At the hand limit, throw away the card that fits no battler's suit, pair or counter."
        if obs.info["phase"] == "flip":
            return "Turn over a shield whose suit your battlers lack, for a battler in a new suit."
        return ""

    # -- my turn ----------------------------------------------------------------------------------

    def _threat_real(self, obs: Observation) -> bool:
        mine = _battlers(obs, obs.seat)
        return len(mine) == 1 and (mine[0]["wound"] is not None or obs.info["shields_left"][obs.seat] == 1)

    def _reserved(self, obs: Observation) -> set[str]:
        """The cheapest counter in hand, kept back while the threat is real."""
        if not self._threat_real(obs):
            return set()
        by_suit: dict[str, list[str]] = {}
        for code in obs.hand:
            c = card(code)
            if c.suit is not None:
                by_suit.setdefault(c.suit.value, []).append(code)
        trios = [sorted(g, key=lambda x: card(x).rank)[:3] for g in by_suit.values() if len(g) >= 3]
        if not trios:
            return set()
        return set(min(trios, key=lambda t: sum(card(x).rank for x in t)))

    def _target_wounded(self, obs: Observation, action: Action) -> bool:
        code = (action.target or "").split(":", 1)[-1]
        return any(b["card"] == code and b["wound"] for b in _battlers(obs, 1 - obs.seat))

    def _score(self, obs: Observation, action: Action) -> float:
        me, foe = obs.seat, 1 - obs.seat
        kind = action.kind
        if kind == "end-turn":
            return 0.0
        cost = 0.35 * sum(self._keep(obs, c, obs.hand) for c in action.cards)
        reserved = self._reserved(obs)
        if any(c in reserved for c in action.cards):
            cost += _RESERVE
        mine, theirs = _battlers(obs, me), _battlers(obs, foe)
        if kind == "attack":
            if self._target_wounded(obs, action):
                value = _KILL + (_LAST_BATTLER if len(theirs) == 1 else 0.0)
            else:
                value = _WOUND + (1.0 if len(theirs) == 1 else 0.0)
        elif kind == "summon":
            value = _SUMMON_BEHIND if len(mine) <= len(theirs) else _SUMMON
            suits = {card(b["card"]).suit for b in mine}
            if card(action.cards[0]).suit not in suits:
                value += 1.0  # a new suit to attack with
            value += 0.01 * card(action.cards[0]).rank
        elif kind == "heal":
            value = _HEAL_DANGER if len(mine) == 1 or obs.info["shields_left"][me] == 1 else _HEAL
        elif kind == "study":
            value = _STUDY
        else:
            value = 0.0
        return value - cost

    def _keep(self, obs: Observation, code: str, hand: Sequence[str]) -> float:
        """How much a card is worth keeping: suits of my battlers attack, pairs summon, a suit of three counters."""
        c = card(code)
        if c.is_joker:
            return 1.5 if obs.options.get("jokers") else 0.0
        mine = _battlers(obs, obs.seat)
        value = 1.0
        if any(card(b["card"]).suit is c.suit for b in mine):
            value += 1.0
        ranks = Counter(card(x).rank for x in hand if not card(x).is_joker)
        if ranks[c.rank] >= 2:
            value += 1.2
        suits = Counter(card(x).suit for x in hand)
        if suits[c.suit] >= 3:
            value += 1.0
        return value

    # -- counters ---------------------------------------------------------------------------------

    def _respond(self, obs: Observation, legal: Sequence[Action]) -> Action:
        counters = [a for a in legal if a.kind == "counter"]
        passing = next(a for a in legal if a.kind == "let-resolve")
        if not counters:
            return passing
        stack = obs.info["stack"]
        spell = stack[0]
        goes_through = (len(stack) - 1) % 2 == 0
        harm = self._harm(obs, spell)  # what the spell means to me: positive hurts me
        if (goes_through and harm >= _COUNTER_AT) or (not goes_through and -harm >= _COUNTER_AT):
            return min(counters, key=lambda a: sum(self._keep(obs, c, obs.hand) for c in a.cards))
        return passing

    def _harm(self, obs: Observation, spell: dict[str, Any]) -> float:
        """How much the spell on the stack costs me if it works (negative: it is mine and helps me)."""
        me = obs.seat
        caster = spell["seat"]
        victim = 1 - caster
        kind = spell["kind"]
        sign = 1.0 if caster != me else -1.0
        if kind == "attack":
            code = (spell["target"] or "").split(":", 1)[-1]
            side = _battlers(obs, victim)
            wounded = any(b["card"] == code and b["wound"] for b in side)
            if not wounded:
                return sign * _WOUND
            value = _KILL + (_LAST_BATTLER if len(side) == 1 else 0.0)
            if len(side) == 1 and obs.info["shields_left"][victim] == 1:
                value += 20.0  # the game
            return sign * value
        if kind == "summon":
            behind = len(_battlers(obs, caster)) <= len(_battlers(obs, victim))
            return sign * (_SUMMON_BEHIND + 1.0 if behind else _SUMMON)
        if kind == "heal":
            return sign * _HEAL
        return sign * _STUDY

    # -- shields ----------------------------------------------------------------------------------

    def _flip(self, obs: Observation, legal: Sequence[Action]) -> Action:
        """A shield I can see whose suit I lack among my battlers, else the first."""
        shown = obs.info.get("my_shields")
        if not shown:
            return legal[0]
        suits = {card(b["card"]).suit for b in _battlers(obs, obs.seat)}

        def fresh(a: Action) -> int:
            slot = int((a.target or "0").rsplit(":", 1)[-1])
            code = shown[slot]
            return 1 if code is not None and card(code).suit not in suits else 0

        return max(legal, key=fresh)
