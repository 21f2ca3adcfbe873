"""Mortal Swords, Normal level: a knight who follows the rule text's own strategic advice.

It sees only its observation. It thinks in three suits (the strong suit,
its neighbour, the other colour); keeps aces and the strong suit's court
cards for defence; attacks where the other knights' armor does not cover
(their weak suits) and with high cards outside the strong suit; defends
with the cheapest card that blocks, parries or dodges, liking a block that
wins the next attack; takes a certain hit with a bad card; lets matching
armor take hits; and lays armor that covers a suit it is weak in, low
cards first.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from ...engine import Action, Observation, card
from ...engine.cards import Card, Suit
from ...engine.games.mortal_swords.combat import covers, judge
from ...engine.games.mortal_swords.definitions import Result
from ..agent import Agent

#: What a result is worth to the defender (a block also takes the initiative).
_RESULT = {Result.BLOCK: 14.0, Result.PARRY: 11.0, Result.DODGE: 11.0, Result.DAMAGE: 0.0}
#: What one armor class is worth as protection: the strong suit, the other colour, the neighbour (strategy: 50/50/25 %).
_COVER_STRONG, _COVER_OTHER, _COVER_NEIGHBOUR = 6.0, 5.0, 2.5


@cache
def _probes(strong: Suit) -> tuple[Card, Card, Card]:
    """One attacking card of each class: strong, neighbour, and the other colour (worked out once per suit:
    every armor and cover judgement asks, and searches ask thousands of times a decision)."""
    neighbour = next(s for s in Suit if s.is_red == strong.is_red and s is not strong)
    other = next(s for s in Suit if s.is_red != strong.is_red)
    return card("5" + strong.value), card("5" + neighbour.value), card("5" + other.value)


_WORTH = (_COVER_STRONG, _COVER_NEIGHBOUR, _COVER_OTHER)


def _class(c: Card, strong: Suit) -> int:
    """0 the strong suit, 1 its neighbour, 2 the other colour (the order of ``_probes``)."""
    assert c.suit is not None
    if c.suit is strong:
        return 0
    return 1 if c.suit.is_red == strong.is_red else 2


# -- Normal's judgements, as plain functions: Normal calls them, and Hard reads a foe's choices by them -----------


def keep(strong: Suit, c: Card) -> float:
    """What a hand card is worth keeping: aces and strong court cards defend best; low cards are unwanted."""
    if c.rank == 1:
        return 10.0
    if c.suit is strong:
        return 9.0 if c.rank >= 11 else 2.0 + c.rank / 5
    return c.rank / 3


def covered_classes(row: Sequence[Card], strong: Suit) -> list[bool]:
    """Which of the three classes (strong, neighbour, other colour) some card of a live armor row protects."""
    return [any(covers(a, p, strong) for a in row) for p in _probes(strong)]


def live_armor(observation: Observation, seat: int) -> list[Card]:
    """A knight's face-up, unused armor cards: the ones that can still take a hit."""
    row = observation.zones[f"armor:{seat}"]
    used = observation.info["used"][seat]
    return [card(c) for c, up in zip(row, used, strict=True) if not up and c != "??"]


def armor_score(c: Card, covered: Sequence[bool], strong: Suit) -> float:
    """How much Normal likes laying ``c`` as armor: low cards, in a class the row does not cover yet."""
    gain = sum(w for p, w, have in zip(_probes(strong), _WORTH, covered, strict=True) if not have and covers(c, p, strong))
    return gain - keep(strong, c)


def attack_score(c: Card, strong: Suit, weak: Sequence[int]) -> float:
    """How much Normal likes attacking with ``c``: high cards, where foes' armor is weak (``weak[class]`` foes), not keepers."""
    score = c.rank * 0.8 + 2.5 * weak[_class(c, strong)] - keep(strong, c)
    if c.suit is strong:
        score += 2.0  # the strong suit cannot be protected by its neighbour
    return score


def defence_score(c: Card, attack: Card, strong: Suit, dodges: Sequence[int]) -> float:
    """How much Normal likes defending with ``c``: the best result for the cheapest card."""
    return _RESULT[judge(c, attack, strong, dodges)] - keep(strong, c)


class NormalAgent(Agent):
    name = "Normal"

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        info = observation.info
        strong = Suit(info["strong_suit"])
        phase = info["phase"]
        if phase == "vow":
            return max(legal_actions, key=lambda a: self._armor_score(observation, strong, card(a.cards[0])))
        if phase == "attack":
            return self._attack(observation, legal_actions, strong)
        if phase == "defend":
            return self._defend(observation, legal_actions, strong)
        if phase == "steal-choice":
            can_turn = self._matching_armor(observation, strong, card(info["attacking_card"]))
            kind = "play-on" if can_turn else "steal-stop"
            return next((a for a in legal_actions if a.kind == kind), legal_actions[0])
        if phase == "damage":
            return self._damage(observation, legal_actions, strong)
        if phase == "discard":
            return min(legal_actions, key=lambda a: keep(strong, card(a.cards[0])))
        return legal_actions[0]

    # -- what cards are worth ---------------------------------------------------------------------

    @staticmethod
    def _covered(observation: Observation, seat: int, strong: Suit) -> list[bool]:
        """Which of the three classes a knight's face-up, unused armor protects."""
        return covered_classes(live_armor(observation, seat), strong)

    def _armor_score(self, observation: Observation, strong: Suit, c: Card) -> float:
        """Lay low cards, and ones whose class the row does not cover yet."""
        return armor_score(c, self._covered(observation, observation.seat, strong), strong)

    def _matching_armor(self, observation: Observation, strong: Suit, attack: Card) -> bool:
        seat = observation.seat
        row = observation.zones[f"armor:{seat}"]
        used = observation.info["used"][seat]
        return any(c != "??" and not up and covers(card(c), attack, strong) for c, up in zip(row, used, strict=True))

    # -- choices ----------------------------------------------------------------------------------

    def _attack(self, observation: Observation, legal: Sequence[Action], strong: Suit) -> Action:
        info = observation.info
        foes = [s for s in range(observation.seats) if s != observation.seat and info["alive"][s]]
        weak = [0] * 3
        for s in foes:
            for i, have in enumerate(self._covered(observation, s, strong)):
                weak[i] += 0 if have else 1
        best, best_score = None, 1.5
        for a in legal:
            if a.kind != "attack":
                continue
            score = attack_score(card(a.cards[0]), strong, weak)
            if best is None or score > best_score:
                best, best_score = a, score
        if best is not None:
            return best
        return next(a for a in legal if a.kind == "attack-random")

    def _defend(self, observation: Observation, legal: Sequence[Action], strong: Suit) -> Action:
        info = observation.info
        attack = card(info["attacking_card"])
        dodges = info["dodge_numbers"]
        best, best_score = None, -99.0
        for a in legal:
            if a.kind != "defend":
                continue
            score = defence_score(card(a.cards[0]), attack, strong, dodges)
            if score > best_score:
                best, best_score = a, score
        assert best is not None
        chosen = best
        if best_score <= 0:
            # Certain damage: commit a bad card to steal when weak in that class, else trash the worst card.
            weak_here = not self._matching_armor(observation, strong, attack)
            commits = [a for a in legal if a.kind == "commit"]
            if commits and weak_here:
                return min(commits, key=lambda a: keep(strong, card(a.cards[0])))
        return chosen

    def _damage(self, observation: Observation, legal: Sequence[Action], strong: Suit) -> Action:
        downs = [a for a in legal if a.kind == "turn-down"]
        if downs:
            return downs[0]
        attack = card(observation.info["attacking_card"])
        lays = [a for a in legal if a.kind == "armor"]
        steal = next((a for a in legal if a.kind == "steal"), None)
        if steal is not None and not lays:
            return steal
        best = max(lays, key=lambda a: self._armor_score(observation, strong, card(a.cards[0])))
        if steal is not None and len(observation.hand) > 1:
            worst_keep = min(keep(strong, card(c)) for c in observation.hand)
            if self._armor_score(observation, strong, attack) + keep(strong, attack) - worst_keep > self._armor_score(
                observation, strong, card(best.cards[0])
            ):
                return steal
        return best

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        obs, kind = observation, action.kind
        strong = Suit(obs.info["strong_suit"])
        if kind == "attack":
            c = card(action.cards[0])
            cls = _class(c, strong)
            foes = [s for s in range(obs.seats) if s != obs.seat and obs.info["alive"][s]]
            open_to = sum(1 for s in foes if not self._covered(obs, s, strong)[cls])
            suits = " or ".join(x.symbol for x in Suit if _class(card("5" + x.value), strong) == cls)  # "♥ or ♦"
            if len(foes) == 1:  # the same words a player would use looking at the foe's armor row
                bare = not live_armor(obs, foes[0])
                knights = "your foe has no armor that could take it" if bare else f"your foe's armor covers no {suits} attack"
            else:
                many = "1 other knight" if open_to == 1 else f"{open_to} other knights"
                knights = f"the armor of {many} covers no {suits} attack"
            spare = "of the cards you can spare it is the hardest to stop"
            where = knights if open_to else spare
            return f"Attack with {c.short}: {where}; aces and strong court cards stay for defence."
        if kind == "attack-random":
            return "Every card in your hand is worth more in defence: attack with the top of the deck instead."
        if kind == "defend":
            c = card(action.cards[0])
            result = judge(c, card(obs.info["attacking_card"]), strong, obs.info["dodge_numbers"])
            if result is Result.DAMAGE:
                return f"Nothing you can spare stops this blow: play {c.short}, the card you need least, and take the hit."
            standing = sum(1 for alive in obs.info["alive"] if alive)
            # the next attack goes to a damaged defender, else the highest block (MS-R14): with more knights answering,
            # a block promises nothing, and the hint says the rule instead
            block = (
                "blocks the blow, so you attack next"
                if standing == 2
                else "blocks the blow (the next attack goes to a knight who is hit, else to the highest block)"
            )
            word = {
                Result.BLOCK: block,
                Result.PARRY: "parries the blow",
                Result.DODGE: "dodges the blow",
            }
            return f"{c.short} {word[result]}, and it is the cheapest card that does."
        if kind == "commit":
            return "The blow lands anyway: commit your worst card, to steal the attacking card for your weak armor."
        if kind == "armor":
            return "Lay a low card as armor, in a group of suits your armor does not cover yet."
        if kind == "steal":
            return "Steal the attacking card: as armor it covers a group of suits you are weak in."
        if kind == "turn-down":
            return "A matching armor card takes the hit, so no hand card is lost."
        if kind == "play-on":
            return "A matching armor card can take this hit: play on rather than stop to steal."
        if kind == "steal-stop":
            return "No armor of yours matches this attack: stop and steal the card."
        if kind == "discard":
            return "Make room for the stolen card by throwing away the one you need least."
        if kind == "vow":
            return "Vow the card that makes the best armor: low, and in a group of suits not yet covered."
        return ""
