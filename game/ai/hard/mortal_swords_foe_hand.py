"""Mortal Swords, Hard: a two-knight foe's hand, guessed by watching it choose.

Counting treats the foe's hand as a random draw from the unseen cards. But a
knight chooses: it attacks with the card it likes best, defends with the
cheapest card that stops the blow, lays its least wanted card as armor, and
so keeps its aces and strong court cards. Each choice says something of the
cards it did not choose. Hard keeps a few hundred guesses at the foe's hand,
each weighted by how well it explains the foe's choices so far, read by
Normal's own judgements (:mod:`..heuristics.mortal_swords`); a choice the
guess would not have made multiplies its weight by ``SLIP``, so a foe who
plays differently (a person) only makes the guesses vaguer, never
impossible. Between choices each guess plays on as the foe did: less the
card played, plus a card drawn from those this knight has not seen.

Only what this knight's observations show is used, one observation per
decision: the foe's attacking card, the card it answered this knight's
attack with (among the last attack's cards cleared to the pile, which every
knight saw), whether that attack was blocked, parried or landed, and the
armor the foe laid or turned down. A guess that does not hold the answer is
given it, and weighed by whether Normal would have answered with it; where
the answer went unseen (the pile was shuffled into the deck since), each
guess defends as Normal would with its own cards and is weighed by the
result seen.
With three or four knights the attacks between this knight's decisions are
not all seen, and under Stealing Costs a foe may defend face down; there Hard
counts as before. The guesses start from a seed taken from the observation,
so a game replays exactly, and forget everything when a new game starts.

Measured against Normal, two knights, seats rotated: the Brier score of "the
foe holds nothing that stops this blow" over 100 games is 0.143, against
0.162 by counting with the memory's layers; Hard wins 67.3% [66.3, 68.4] of
8,000 games (seeds 100000-107999), where the Hard without the guess won
64.6% [63.6, 65.7] on the same seeds, and against that Hard it wins 51.2%
[50.1, 52.3] of 8,000 (one-off scripts, not levels). Without the cards it
saw go to the discard pile the guess drew them into the foe's hand and won
no more games than layers: the pool of cards a guess draws from excludes
them.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

from ...engine import Action, Observation, card
from ...engine.cards import Card, Suit, full_deck
from ...engine.games.mortal_swords.combat import judge, may_attack_with
from ...engine.games.mortal_swords.definitions import How, Result, armor_zone
from ...engine.games.mortal_swords.views import unseen
from ..heuristics.mortal_swords import armor_score, attack_score, covered_classes, defence_score, keep, live_armor

#: How many guesses at the foe's hand are kept.
GUESSES = 200
#: What a guess's weight is multiplied by for each choice it would not have made.
SLIP = 0.05
#: Scores this close count as a tie (the foe's hand order, which breaks ties, is unknown).
TIE = 1e-9


@dataclass
class FoeHand:
    """Weighted guesses at one foe's hand (mutable: it follows the game)."""

    foe: int
    hands: list[list[Card]] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)
    _masks: list[int] | None = field(default=None, repr=False, compare=False)

    def chance_none(self, stops: int) -> float:
        """The weighted share of guesses that hold none of the cards in the mask ``stops`` (see :func:`mask`)."""
        if self._masks is None:
            self._masks = [mask(hand) for hand in self.hands]
        total = sum(self.weights)
        clear = sum(w for m, w in zip(self._masks, self.weights, strict=True) if not m & stops)
        return clear / total if total else 1.0

    def changed(self) -> None:
        """Forget the masks worked out for the hands as they were."""
        self._masks = None


_BIT = {c: 1 << i for i, c in enumerate(full_deck())}


def mask(cards: Iterable[Card]) -> int:
    """A set of cards as one integer, one bit a card: a guess's hand is checked against a blow's stoppers at once."""
    out = 0
    for c in cards:
        out |= _BIT[c]
    return out


@dataclass
class Sight:
    """What one decision showed, as far as the guess needs it: the observation and this knight's answer."""

    observation: Observation
    action: Action | None = None


class FoeHandWatch:
    """Follows a two-knight game from one seat's decisions and keeps a :class:`FoeHand` of the other knight."""

    def __init__(self) -> None:
        self.guess: FoeHand | None = None
        self.last: Sight | None = None
        self.rng = random.Random(0)
        #: The attack whose attacking card has been read already.
        self.read_attack = -1
        self.gone: frozenset[str] = frozenset()

    # -- following the game -----------------------------------------------------------------------

    def observe(self, observation: Observation, gone: frozenset[str] = frozenset()) -> None:
        """Read the foe's choices since the last decision (the same observation twice changes nothing).

        ``gone``: cards this knight saw go to the discard pile since the last reshuffle (in no hand, never drawn)."""
        self.gone = gone
        if self.last is not None and self.last.observation == observation:
            return
        if observation.seats != 2 or observation.options.get("stealingCosts"):
            self.guess, self.last = None, None
            return
        before = self.last
        if before is None or self.guess is None or not _follows(observation, before.observation):
            self._start(observation)
            before = None
        assert self.guess is not None
        if before is not None:
            self._foe_defended(before, observation)
        self._foe_attacked(before, observation)
        self._settle(observation)
        self.guess.changed()
        self.last = Sight(observation)

    def chose(self, observation: Observation, action: Action) -> None:
        """Remember this knight's own answer at the decision just observed."""
        if self.last is not None and self.last.observation == observation:
            self.last.action = action

    def hand(self, foe: int) -> FoeHand | None:
        """The guesses at ``foe``'s hand, or None where Hard does not guess (several foes, Stealing Costs)."""
        return self.guess if self.guess is not None and self.guess.foe == foe else None

    # -- the foe's choices ------------------------------------------------------------------------

    def _start(self, observation: Observation) -> None:
        foe = 1 - observation.seat
        seed = "|".join([observation.info["strong_suit"], *observation.hand, str(observation.info["attack_no"])])
        self.rng = random.Random(zlib.crc32(seed.encode()))
        self.guess = FoeHand(foe, [[] for _ in range(GUESSES)], [1.0] * GUESSES)
        self.read_attack = -1
        self._settle(observation)

    def _foe_defended(self, before: Sight, now: Observation) -> None:
        """This knight attacked at ``before``: weigh each guess by how the foe's defence went."""
        mine = before.action
        then = before.observation
        if mine is None or then.info["phase"] != "attack" or mine.kind not in ("attack", "attack-random"):
            return
        if now.info["attack_no"] <= then.info["attack_no"] and now.outcome is None:
            return
        guess = self.guess
        assert guess is not None
        foe, strong = guess.foe, Suit(then.info["strong_suit"])
        row_then, row_now = then.zones[armor_zone(foe)], now.zones[armor_zone(foe)]
        downs = sum(now.info["used"][foe]) > sum(then.info["used"][foe])
        laid = card(row_now[-1]) if len(row_now) > len(row_then) and row_now[-1] != "??" else None
        if now.outcome is not None or downs or laid is not None:
            seen = Result.DAMAGE
        elif now.info["attacker"] == foe:
            seen = Result.BLOCK
        else:
            seen = Result.PARRY
        attack = card(mine.cards[0]) if mine.kind == "attack" else None
        answer = None
        if now.info["attack_no"] == then.info["attack_no"] + 1:  # the attack's cards went to the pile in sight
            shown = now.info["cleared"]
            answer = _face_up(shown[foe])
            if attack is None:  # the top of the deck: on the table, or stolen into the foe's row
                attack = _face_up(shown[then.seat]) or (laid if seen is Result.DAMAGE else None)
        covered = covered_classes(live_armor(then, foe), strong)
        lay = {c: armor_score(c, covered, strong) for c in full_deck()}
        pool = self._pool(now)
        defences: dict[Card, dict[Card, float]] = {}
        for i, hand in enumerate(guess.hands):
            blow = attack if attack is not None else pool[self.rng.randrange(len(pool))]
            if not hand:
                continue
            if blow not in defences:
                defences[blow] = {c: defence_score(c, blow, strong, ()) for c in full_deck()}
            score = defences[blow]
            if answer is not None:  # the card the foe answered with was seen: would Normal have chosen it?
                if answer not in hand:
                    hand[self.rng.randrange(len(hand))] = answer
                defence = answer
                likely = 1.0 if score[answer] >= max(score[c] for c in hand) - TIE else SLIP
            else:
                defence = max(hand, key=score.__getitem__)
                likely = 1.0 if _kind(judge(defence, blow, strong, ())) is seen else SLIP
            hand.remove(defence)
            self._draw(hand, pool)
            if seen is Result.DAMAGE and not downs and laid is not None and hand:
                if attack is None:  # the blow was never seen: whether the foe stole it cannot be told
                    hand.remove(laid if laid in hand else min(hand, key=lambda c: keep(strong, c)))
                else:
                    likely *= self._damage(hand, blow, laid, laid == attack, lay, strong)
            guess.weights[i] *= likely

    def _damage(self, hand: list[Card], blow: Card, laid: Card, stolen: bool, lay: dict[Card, float], strong: Suit) -> float:
        """The foe was hit and laid ``laid`` (stolen: the attacking card): how likely Normal was to, and its hand after.

        ``lay`` is Normal's armor score of every card against the foe's row as it was."""
        if not stolen and laid not in hand:
            hand[self.rng.randrange(len(hand))] = laid
        best_lay = max(lay[c] for c in hand)
        worst_keep = min(keep(strong, c) for c in hand)
        steals = len(hand) > 1 and lay[blow] + keep(strong, blow) - worst_keep > best_lay
        if stolen:
            hand.remove(min(hand, key=lambda c: keep(strong, c)))
            return 1.0 if steals else SLIP
        likely = 1.0 if not steals and lay[laid] >= best_lay - TIE else SLIP
        hand.remove(laid)
        return likely

    def _foe_attacked(self, before: Sight | None, now: Observation) -> None:
        """The foe is attacking now: weigh each guess by whether Normal would have chosen that attacking card."""
        info = now.info
        guess = self.guess
        assert guess is not None
        foe = guess.foe
        if info["attacker"] != foe or info["attacking_card"] is None or info["attack_no"] == self.read_attack:
            return
        self.read_attack = info["attack_no"]
        strong = Suit(info["strong_suit"])
        first = before is None or not before.observation.info["attacked"][foe]
        gentle = bool(now.options.get("gentlemanRule")) and first and info["attack_no"] <= 2 * now.seats
        weak = [0 if have else 1 for have in covered_classes(live_armor(now, now.seat), strong)]
        attack = card(info["attacking_card"]) if info["how"][foe] == How.HAND else None
        score = {c: attack_score(c, strong, weak) for c in full_deck()}
        pool = self._pool(now)
        for i, hand in enumerate(guess.hands):
            if attack is not None and attack not in hand:
                if not hand:
                    continue
                hand[self.rng.randrange(len(hand))] = attack
            allowed = [c for c in hand if may_attack_with(c, strong, gentle)]
            if attack is not None and attack not in allowed:  # not its first attack after all (a first look mid-game)
                allowed = [c for c in hand if may_attack_with(c, strong, False)]
            if attack is None:
                guess.weights[i] *= 1.0 if not allowed else SLIP
                continue
            best = max(score[c] for c in allowed)
            guess.weights[i] *= 1.0 if score[attack] >= best - TIE else SLIP
            hand.remove(attack)
            self._draw(hand, pool)

    # -- keeping the guesses true to what is seen -------------------------------------------------

    def _pool(self, observation: Observation) -> list[Card]:
        return [card(c) for c in unseen(observation) if c not in self.gone]

    def _draw(self, hand: list[Card], pool: Sequence[Card]) -> None:
        """A card drawn from those this knight has not seen, as the foe drew one (none if the guess holds them all)."""
        if len(pool) <= len(hand) and all(c in hand for c in pool):
            return
        while True:
            c = pool[self.rng.randrange(len(pool))]
            if c not in hand:
                hand.append(c)
                return

    def _settle(self, observation: Observation) -> None:
        """Make every guess a hand the foe could hold now, then draw the guesses afresh in proportion to their weights."""
        guess = self.guess
        assert guess is not None
        foe = guess.foe
        known = [card(c) for c in observation.known.get(foe, ())]
        pool = self._pool(observation)
        possible = set(pool) | set(known)
        size = observation.info["hand_counts"][foe]
        for hand in guess.hands:
            hand[:] = [c for c in hand if c in possible]
            for c in known:
                if c not in hand:
                    hand.append(c)
            while len(hand) > size:
                extra = [c for c in hand if c not in known]
                hand.remove(self.rng.choice(extra or hand))
            while len(hand) < size and len(hand) < len(possible):
                self._draw(hand, pool)
        self._resample()

    def _resample(self) -> None:
        """Systematic resampling once the weight sits on too few guesses (and afresh if every guess failed)."""
        guess = self.guess
        assert guess is not None
        total = sum(guess.weights)
        n = len(guess.hands)
        if total <= 0:
            guess.weights = [1.0] * n
            return
        if total * total >= 0.5 * n * sum(w * w for w in guess.weights):
            return
        step = total / n
        at = self.rng.random() * step
        chosen: list[list[Card]] = []
        running = 0.0
        k = 0
        for hand, w in zip(guess.hands, guess.weights, strict=True):
            running += w
            while k < n and at + k * step < running:
                chosen.append(list(hand))
                k += 1
        while len(chosen) < n:
            chosen.append(list(guess.hands[-1]))
        guess.hands = chosen
        guess.weights = [1.0] * n


@cache
def stopper_mask(attack: Card, strong: Suit) -> int:
    """The cards that block or parry ``attack`` (dodges aside), as a :func:`mask`."""
    return mask(d for d in full_deck() if judge(d, attack, strong, ()) is not Result.DAMAGE)


def _face_up(shown: Sequence[str]) -> Card | None:
    """The one card a knight had on the table, if it lay face up."""
    return card(shown[0]) if len(shown) == 1 and shown[0] != "??" else None


def _kind(result: Result) -> Result:
    """Block, damage, or (parry and dodge alike) neither: what the next attacker shows."""
    return Result.PARRY if result is Result.DODGE else result


def _follows(now: Observation, before: Observation) -> bool:
    """Whether ``now`` can come after ``before`` in the same game (else the guess starts afresh)."""
    a, b = now.info, before.info
    return (
        now.seat == before.seat
        and a["strong_suit"] == b["strong_suit"]
        and a["attack_no"] >= b["attack_no"]
        and a["reshuffles"] >= b["reshuffles"]
    )
