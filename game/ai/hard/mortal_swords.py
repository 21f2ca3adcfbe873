"""Mortal Swords, Hard: the knight who counts the cards and remembers the fight, and searches over imagined worlds.

Normal scores an attacking card by its rank and by the armor it meets. This
knight asks the question behind that score: of the cards it has not seen
(not in its hand, not on the table, not in any armor row), how likely is it
that a foe holds none that blocks or parries this one? A foe with ``h``
unseen hand cards, drawn from ``u`` unseen cards of which ``k`` stop the
attack, holds none of them with the hypergeometric chance
``C(u-k, h) / C(u, h)``. A blow that lands is worth a hand card, much less
when the foe's armor of that class will take it; spending a card the knight
would rather keep (Normal's keep score) costs a little. The top of the deck
is judged as the average unseen card and is liked a little less than a hand
card as good, because it cycles nothing out of the hand.

In defence it answers as Normal does, with one exception found by the same
counting: when no hand card can stop the blow, Normal throws in its worst
card, but the top of the deck stops it nearly one time in four (23% over
300 games), and a card not taken from the hand needs no replacement.

That counting knight, Hard until issue 20, stays as :class:`BaselineAgent`
(the level ``baseline``). :class:`WatchingKnight` adds a memory
(:mod:`.mortal_swords_memory`) of what it saw since its last decision:
cards gone to the discard pile are in no hand, a foe its attack hit held
nothing that stops that attack, and a hit foe that laid armor held no card
it liked better as armor; the odds then draw each foe's hand in layers,
the cards a fact still holds for avoiding what it rules out. Against one
foe it does better than layers: it guesses the foe's hand from the foe's
own choices (:mod:`.mortal_swords_foe_hand`, a few hundred hands weighted
by how well Normal's judgements explain every attack, defence and armor
the foe chose) and counts a blow's chance as the weighted share of those
hands that hold nothing to stop it. Everything it uses is in its own
observations; the discard pile cannot be inspected (MS-R16), only
remembered.

:class:`HardAgent` searches over that knight (:mod:`.rollouts`): every
move played on in imagined worlds for three attacks, the foes by Normal
and Hard's own seat by the counting knight, and judged by a fit on
Normal's games (:mod:`.mortal_swords_judge`). Against one foe the worlds
hold the knight's guesses at its hand (:mod:`.mortal_swords_worlds`);
with three or four knights they are the game's own deal of the unseen
cards, and the judge shares the win out among the living knights. The
knight's move stands unless another is better by 1.5 standard errors on
the same worlds.

Why the two-knight search needed all three. The same search over Normal, with worlds
whose foes held random cards and Normal playing Hard's seat on to the end,
stayed Normal's equal (49.2% of 400 games); over the counting knight it won
56.8% of 400, less than the knight alone (63.5%), and told the foe's real
hand it won 41 of 60 where the counting knight told it wins 84.3% [80.4,
87.5] of 400. A guess at the hand makes the worlds like the real one, the
judge makes a playout short enough to be many, and the counting knight in
Hard's own seat makes a playout follow a move with the play that will
really follow it: with Normal there instead, the search over the watching
knight won 68.0% of 300 games where the knight alone won 72.3% on the same
deals; with the counting knight, 74.7% (one-off scripts, 16 worlds).
With three or four knights the game's own deal serves: there the
watching knight keeps no guess (the plays between its decisions are not
all in sight), and the search over random hands lifts it about as much
as telling it every foe's true hand would (figures in the README).
Figures against Normal, tournaments with ``--iterations N``, are in the README.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import comb

from ...engine import Action, Observation, State, card
from ...engine.cards import Card, Suit
from ...engine.games.mortal_swords.combat import attack_value, covers, defence_value, judge
from ...engine.games.mortal_swords.definitions import Result
from ...engine.games.mortal_swords.views import unseen
from ...engine.rng import Rng
from ..agent import sample
from ..heuristics.mortal_swords import NormalAgent, _class, keep
from ..ismcts import search_seed
from . import mortal_swords_worlds
from .mortal_swords_foe_hand import FoeHandWatch, stopper_mask
from .mortal_swords_judge import HORIZON
from .mortal_swords_memory import Constraint, Memory
from .rollouts import RolloutAgent, softmax, table_budget

#: What a blow is worth when the foe's face-up armor of its class will take it (a full hand card is 1).
ARMORED = 0.2
#: What one point of Normal's keep score costs, in blows (aces and strong court cards are worth keeping).
KEEP = 0.07
#: Softmax temperature of the Warrior's Vow mix, in points of Normal's armor score (a secret choice must not be a fixed reply).
VOW_TEMPERATURE = 1.0
#: How much less the top of the deck is liked than an equally good hand card (it cycles nothing out of the hand).
RANDOM = 0.05


def chance_none(unseen_count: int, hand: int, stoppers: int) -> float:
    """The chance that ``hand`` cards drawn from ``unseen_count`` include none of ``stoppers`` given ones."""
    if hand <= 0:
        return 1.0
    if hand > unseen_count - stoppers:
        return 0.0
    return comb(unseen_count - stoppers, hand) / comb(unseen_count, hand)


class Tally:
    """How many of a set of cards block, and how many parry, each attacking card (counted once per decision)."""

    def __init__(self, cards: Sequence[Card], strong: Suit) -> None:
        #: Cards of each defence value (2..14), any suit: they parry an attack of that value.
        self.by_value = [0] * 15
        for d in cards:
            self.by_value[defence_value(d)] += 1
        #: For an attack of each suit, how many covering cards have a defence value above v: above[suit][v].
        self.above: dict[Suit, list[int]] = {}
        for suit in Suit:
            probe = card("2" + suit.value)
            values = [0] * 15
            for d in cards:
                if covers(d, probe, strong):
                    values[defence_value(d)] += 1
            above = [0] * 15
            for v in range(13, -1, -1):
                above[v] = above[v + 1] + values[v + 1]
            self.above[suit] = above

    def stoppers(self, attack: Card) -> tuple[int, int]:
        """(blocks, parries) among the cards against ``attack`` (no dodging: it needs earlier blocks)."""
        assert attack.suit is not None
        v = attack_value(attack)
        return self.above[attack.suit][v], self.by_value[v]


class BaselineAgent(NormalAgent):
    """The counting knight, Hard until issue 20: it attacks with the card least likely to be stopped, never defends hopelessly."""

    name = "Hard (counting)"

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float] | None:
        """At the Warrior's Vow, a secret choice, a mix that favours the better armor; elsewhere one answer (None)."""
        if observation.info["phase"] != "vow" or len(legal_actions) < 2:
            return None
        strong = Suit(observation.info["strong_suit"])
        scores = {a: self._armor_score(observation, strong, card(a.cards[0])) for a in legal_actions}
        return softmax(scores, VOW_TEMPERATURE)

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        mix = self.strategy(observation, legal_actions)
        return sample(mix, rng) if mix is not None else super().choose(observation, legal_actions, rng)

    def _defend(self, observation: Observation, legal: Sequence[Action], strong: Suit) -> Action:
        """Normal's answer, except that a blow no hand card can stop is met with the top of the deck, which might."""
        chosen = super()._defend(observation, legal, strong)
        if chosen.kind == "defend":
            attack = card(observation.info["attacking_card"])
            hopeless = judge(card(chosen.cards[0]), attack, strong, observation.info["dodge_numbers"]) is Result.DAMAGE
            top = next((a for a in legal if a.kind == "defend-random"), None)
            if hopeless and top is not None:
                return top
        return chosen

    def odds(self, observation: Observation) -> Odds:
        """What the unseen cards say about this attack."""
        return Odds(observation, self)

    def _attack(self, observation: Observation, legal: Sequence[Action], strong: Suit) -> Action:
        odds = self.odds(observation)
        if not odds.pool:
            return super()._attack(observation, legal, strong)
        average_keep = sum(keep(strong, d) for d in odds.pool) / len(odds.pool)
        best: Action | None = None
        best_score = 0.0
        for a in legal:
            if a.kind == "attack":
                c = card(a.cards[0])
                score = odds.worth(c) - KEEP * (keep(strong, c) - average_keep)
            elif a.kind == "attack-random":
                score = sum(odds.worth(d) for d in odds.pool) / len(odds.pool) - RANDOM
            else:
                continue
            if best is None or score > best_score:
                best, best_score = a, score
        return best if best is not None else super()._attack(observation, legal, strong)

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        if action.kind == "attack":
            c = card(action.cards[0])
            odds = self.odds(observation)
            chance = max((odds.hit(c, s) for s in odds.foes), default=0.0)
            return f"Attack with {c.short}: counting the cards you have not seen, it lands with a chance of {chance:.0%}."
        if action.kind == "defend-random":
            return "No card in your hand stops this blow, but the top of the deck might: defend with it and keep your hand."
        return super().explain(observation, legal_actions, action)


class Odds:
    """What the unseen cards say about one attack decision: how likely a blow lands on each foe.

    With a memory, the cards seen going to the discard pile are in no hand, and
    each foe's hidden cards are drawn in layers: those a remembered fact holds
    for avoid its cards, the rest are drawn from all the unseen cards.
    """

    def __init__(
        self, observation: Observation, knight: NormalAgent, memory: Memory | None = None, watch: FoeHandWatch | None = None
    ) -> None:
        info = observation.info
        self.watch = watch
        self.strong = Suit(info["strong_suit"])
        gone = memory.discarded if memory is not None else set()
        self.pool = [card(c) for c in unseen(observation) if c not in gone]
        self.tally = Tally(self.pool, self.strong)
        self.foes = [s for s in range(observation.seats) if s != observation.seat and info["alive"][s]]
        self.hidden = {s: observation.counts[f"hand:{s}"] - len(observation.known.get(s, ())) for s in self.foes}
        self.known = {s: [card(c) for c in observation.known.get(s, ())] for s in self.foes}
        self.covered = {s: knight._covered(observation, s, self.strong) for s in self.foes}
        self.layers = {s: _layers(memory.hidden_facts(s) if memory is not None else [], self.hidden[s]) for s in self.foes}

    def hit(self, c: Card, foe: int) -> float:
        """The chance that ``foe`` holds no card that blocks or parries ``c``."""
        if any(judge(d, c, self.strong, ()) is not Result.DAMAGE for d in self.known[foe]):
            return 0.0
        guess = self.watch.hand(foe) if self.watch is not None else None
        if guess is not None:
            return guess.chance_none(stopper_mask(c, self.strong))
        blocks, parries = self.tally.stoppers(c)
        layers = self.layers[foe]
        if not layers:
            return chance_none(len(self.pool), self.hidden[foe], blocks + parries)
        stoppers = {d.code for d in self.pool if judge(d, c, self.strong, ()) is not Result.DAMAGE}
        chance = 1.0
        for avoid, size in layers:
            allowed = len(self.pool) - sum(1 for d in self.pool if d.code in avoid)
            chance *= chance_none_between(allowed, size, len(stoppers - avoid))
        return chance

    def worth(self, c: Card) -> float:
        """What attacking with ``c`` is expected to gain over all foes, in hand cards (armor that takes it: less)."""
        cls = _class(c, self.strong)
        return sum(self.hit(c, s) * (ARMORED if self.covered[s][cls] else 1.0) for s in self.foes)


def _layers(facts: Sequence[Constraint], hidden: int) -> list[tuple[frozenset[str], float]]:
    """A foe's hidden cards as layers (the cards to avoid, how many): the oldest facts hold for the fewest cards."""
    if not facts:
        return []
    held = [min(f.held, hidden) for f in facts]
    for i in range(len(held) - 2, -1, -1):
        held[i] = min(held[i], held[i + 1])
    layers: list[tuple[frozenset[str], float]] = []
    below = 0.0
    for i in range(len(facts)):
        avoid = frozenset().union(*(f.avoid for f in facts[i:]))
        layers.append((avoid, held[i] - below))
        below = held[i]
    layers.append((frozenset(), hidden - below))
    return layers


def chance_none_between(unseen_count: int, hand: float, stoppers: int) -> float:
    """:func:`chance_none` for an expected (fractional) number of cards: between its two neighbours."""
    low = int(hand)
    chance = chance_none(unseen_count, low, stoppers)
    share = hand - low
    if share:
        chance += share * (chance_none(unseen_count, low + 1, stoppers) - chance)
    return chance


class WatchingKnight(BaselineAgent):
    """The counting knight who also remembers what it saw and, against one foe, guesses its hand from its choices.

    Hard's own judgement, which its search keeps unless the playouts show a better move (Hard until the search).
    Its :meth:`decide` answers without learning from the observation: the search asks it in every world's
    process, and only :meth:`watch_over` and :meth:`chose` move its memory on.
    """

    name = "Hard (watching)"

    def __init__(self) -> None:
        self.memory = Memory()
        self.watch = FoeHandWatch()

    def watch_over(self, observation: Observation) -> None:
        """Read what happened since the last decision (the same observation twice changes nothing)."""
        self.memory.observe(observation)
        self.watch.observe(observation, frozenset(self.memory.discarded))

    def decide(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """This knight's answer from what it has watched so far."""
        return super().choose(observation, legal_actions, rng)

    def chose(self, observation: Observation, action: Action) -> None:
        """Remember the answer given at the decision just watched."""
        self.memory.chose(observation, action)
        self.watch.chose(observation, action)

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        self.watch_over(observation)
        action = self.decide(observation, legal_actions, rng)
        self.chose(observation, action)
        return action

    def odds(self, observation: Observation) -> Odds:
        return Odds(observation, self, self.memory, self.watch)


#: Imagined worlds per decision where no think time is given (the table gives one and is cut at it).
ITERATIONS = 16

#: ``make_agent`` hands this Hard its think time and iteration budget.
BUDGETED = True


class HardAgent(RolloutAgent):
    """The watching knight, overruled where paired playouts over imagined worlds show a better move.

    Each world gives a lone foe one of the knight's guesses at its hand
    (:mod:`.mortal_swords_worlds`; with three or four knights it is the
    game's own deal); every move is played in it, Normal plays the foes on
    and the counting knight plays this seat on, for
    :data:`~.mortal_swords_judge.ATTACKS` attacks, where the fitted judge
    (:mod:`.mortal_swords_judge`) says how the fight stands. The knight's
    move stands unless another beats it by 1.5 standard errors on the same
    worlds. The Warrior's Vow, a secret choice, is the knight's own mix;
    where two knights fight and it keeps no guess (Stealing Costs) it
    answers as the knight, at once.
    """

    def __init__(self, *, think_time: float | None = 1.0, iterations: int | None = None) -> None:
        super().__init__(
            "mortal-swords",
            NormalAgent(),
            budget=table_budget(iterations, think_time, ITERATIONS),
            horizon=HORIZON,
            own=BaselineAgent(),
        )
        self.knight = WatchingKnight()

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        self.knight.watch_over(observation)
        if observation.info["phase"] == "vow" or not self.has_worlds(observation):  # a secret choice, or no worlds
            self.last_iterations = 0
            mix = self.knight.strategy(observation, legal_actions)
            if mix is not None:
                return mix
            return {self.knight.decide(observation, legal_actions, random.Random(search_seed(observation))): 1.0}
        return super().strategy(observation, legal_actions)

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        action = sample(self.strategy(observation, legal_actions), rng)
        self.knight.chose(observation, action)
        return action

    def has_worlds(self, observation: Observation) -> bool:
        """Whether there are worlds worth searching: at a table of three or four the game's own deal, with two the
        knight's guess at the foe's hand.

        Two knights' search over a foe's hand dealt at random was worse than the knight it runs on (the module's
        notes); the knight keeps no guess under Stealing Costs, where a foe may defend face down."""
        return observation.seats > 2 or self.knight.watch.hand(1 - observation.seat) is not None

    def incumbent(self, observation: Observation, legal: list[Action]) -> Action | None:
        return self.knight.decide(observation, legal, random.Random(search_seed(observation)))

    def imagine(self, observation: Observation, rng: Rng) -> State:
        return mortal_swords_worlds.imagine(self.game, observation, rng, self.knight.watch)
