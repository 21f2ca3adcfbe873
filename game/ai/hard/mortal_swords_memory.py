"""Mortal Swords, Hard's memory: what a knight who watches the fight knows of the other hands.

Counting the unseen cards treats every foe's hand as a random draw from
them. A knight at the table knows more, all of it public: the cards it saw
go to the discard pile since the last reshuffle are in no hand; a foe who
was hit, by its own attack or (with three or four knights) answering
before it, held no card that blocks or parries that attack (a knight stops
a blow whenever it can); and a hit foe that laid a hand card as armor held
none it liked better as armor (Normal and the counting knight lay the
lowest card that covers a class their row does not). Each such fact is a
:class:`Constraint` on the cards the foe held then; each card it plays and
replaces afterwards makes the fact true of fewer of the cards it holds now
(each play is taken to be a random one of its hidden cards).

What a foe chose to attack with says more, but only of a foe who chooses as
the model does: assuming Normal's liking for high cards outside the strong
suit gained nothing against Normal (66.7% of 400 two-knight games either
way) and lost to the counting knight (45.2% of 400, against 54.2% without
it), so it is not assumed. Nor are the hoarded aces and strong court cards
(at Hard's attacks an unseen ace was in Normal's hand 23% of the time, a
strong court card 21%, a court card outside it 6%, the average unseen card
12%, over 100 games): weighing the count by them made the odds truer but
won no more games (65.2% of 400).

The memory is built only from the observations this seat was given, one
per decision, and forgets everything when a new game starts.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ...engine import Action, Observation, card
from ...engine.cards import Card, Suit
from ...engine.games.mortal_swords.combat import judge
from ...engine.games.mortal_swords.definitions import Result, armor_zone, table_zone
from ...engine.games.mortal_swords.views import unseen
from ..heuristics.mortal_swords import armor_score, covered_classes

#: Facts about more cards than this are forgotten (the oldest first): they hold for fewer and fewer cards.
MEMORY = 4
#: A fact that holds for fewer cards than this (in expectation) is forgotten.
FORGOTTEN = 0.5


@dataclass(frozen=True)
class Constraint:
    """``held`` of a foe's hidden cards (in expectation) are none of ``avoid``."""

    avoid: frozenset[str]
    held: float


@dataclass(frozen=True)
class Moment:
    """What one decision's observation showed, as far as the memory needs it."""

    seat: int
    seats: int
    strong: str
    attack_no: int
    reshuffles: int
    hand_counts: tuple[int, ...]
    armor: tuple[int, ...]
    used: tuple[int, ...]
    played: tuple[bool, ...]
    table: tuple[str, ...]
    #: The face-up cards of the last attack cleared to the discard pile.
    cleared: tuple[str, ...]

    @staticmethod
    def of(observation: Observation) -> Moment:
        info, zones = observation.info, observation.zones
        seats = range(observation.seats)
        attacking = info["attacking_card"] is not None
        return Moment(
            seat=observation.seat,
            seats=observation.seats,
            strong=info["strong_suit"],
            attack_no=info["attack_no"],
            reshuffles=info["reshuffles"],
            hand_counts=tuple(info["hand_counts"]),
            armor=tuple(len(zones[armor_zone(s)]) for s in seats),
            used=tuple(sum(info["used"][s]) for s in seats),
            played=tuple((s == info["attacker"] and attacking) or s in info["order"] for s in seats),
            table=tuple(c for s in seats for c in zones[table_zone(s)] if c != "??"),
            cleared=tuple(c for t in info["cleared"] for c in t if c != "??"),
        )

    def follows(self, earlier: Moment) -> bool:
        """Whether this decision can come after ``earlier`` in the same game (else the memory starts afresh)."""
        return (
            (self.seat, self.seats, self.strong) == (earlier.seat, earlier.seats, earlier.strong)
            and self.attack_no >= earlier.attack_no
            and self.reshuffles >= earlier.reshuffles
        )


@dataclass
class Memory:
    """One knight's memory of the game so far (mutable: it grows with every decision it is asked)."""

    moment: Moment | None = None
    #: What this knight did at that moment.
    action: Action | None = None
    #: Cards seen to go to the discard pile since the last reshuffle.
    discarded: set[str] = field(default_factory=set)
    #: Facts about each foe's hidden cards, oldest first.
    facts: dict[int, list[Constraint]] = field(default_factory=dict)
    #: The attack (its number) in which each foe was last seen hit before this knight answered.
    judged: dict[int, int] = field(default_factory=dict)

    def observe(self, observation: Observation) -> None:
        """Learn what happened since the last decision (nothing twice: the same observation again changes nothing)."""
        now = Moment.of(observation)
        before = self.moment
        if now == before:
            return
        strong = Suit(now.strong)
        if before is None or not now.follows(before):
            self.discarded, self.facts, self.judged = set(), {}, {}
        else:
            self._discards(now, before)
            for foe in range(now.seats):
                if foe != now.seat:
                    self._wear(foe, now, before)
                    self._hit_by_me(observation, foe, now, before, strong)
                    self._laid_armor(observation, foe, now, before, strong)
        for foe in range(now.seats):
            if not observation.info["alive"][foe]:
                self.facts.pop(foe, None)
        self._hit_before_me(observation, strong)
        self.moment, self.action = now, None

    def chose(self, observation: Observation, action: Action) -> None:
        """Remember this knight's own choice at the decision just observed."""
        if self.moment is not None and self.moment == Moment.of(observation):
            self.action = action

    def hidden_facts(self, foe: int) -> list[Constraint]:
        return self.facts.get(foe, [])

    # -- learning ---------------------------------------------------------------------------------

    def _discards(self, now: Moment, before: Moment) -> None:
        if now.reshuffles > before.reshuffles:
            self.discarded = set(now.cleared)  # the pile went back into the deck; what was cleared since is in it
            return
        if now.attack_no > before.attack_no:  # the table of then was cleared to the pile
            self.discarded.update(before.table)
            self.discarded.update(now.cleared)
            if self.action is not None and self.action.kind in ("attack", "defend", "discard", "commit"):
                self.discarded.update(self.action.cards)

    def _wear(self, foe: int, now: Moment, before: Moment) -> None:
        """Each card the foe played and replaced since was one of the constrained cards with the share they had."""
        plays = now.attack_no - before.attack_no + now.played[foe] - before.played[foe]
        hand = max(now.hand_counts[foe], 1)
        keep = (1.0 - 1.0 / hand) ** max(plays, 0) if hand > 1 else 0.0
        facts = [replace(f, held=min(f.held * keep, now.hand_counts[foe])) for f in self.facts.get(foe, [])]
        self.facts[foe] = [f for f in facts if f.held >= FORGOTTEN]

    def _add(self, foe: int, fact: Constraint) -> None:
        if fact.avoid and fact.held >= FORGOTTEN:
            facts = [*self.facts.get(foe, []), fact]
            self.facts[foe] = facts[-MEMORY:]

    def _hit_by_me(self, observation: Observation, foe: int, now: Moment, before: Moment, strong: Suit) -> None:
        """A foe hit by this knight's attack held nothing that blocks or parries it (dodges aside)."""
        mine = self.action
        if mine is None or mine.kind != "attack" or now.attack_no != before.attack_no + 1:
            return
        if observation.info["dodge_numbers"] or observation.options.get("expandedDodging"):
            return
        hit = now.armor[foe] > before.armor[foe] or now.used[foe] > before.used[foe]
        if not hit:
            return
        attack = card(mine.cards[0])
        stoppers = frozenset(c.code for c in _cards(observation) if judge(c, attack, strong, ()) is not Result.DAMAGE)
        fresh = 1 + now.played[foe]  # the card drawn for its defence, and one for a play in this attack
        self._add(foe, Constraint(stoppers, now.hand_counts[foe] - fresh))

    def _laid_armor(self, observation: Observation, foe: int, now: Moment, before: Moment, strong: Suit) -> None:
        """A hit foe that laid a hand card as armor held none it liked better as armor (low, and covering a weak class)."""
        if now.armor[foe] != before.armor[foe] + 1 or now.attack_no != before.attack_no + 1:
            return
        row = observation.zones[armor_zone(foe)]
        laid = card(row[-1]) if row[-1] != "??" else None
        if laid is None or laid.code in before.table or (self.action is not None and laid.code in self.action.cards):
            return  # a stolen attacking card says nothing of the hand
        live = [card(c) for c, up in zip(row[:-1], observation.info["used"][foe][:-1], strict=True) if not up and c != "??"]
        bar = armor_liking(laid, live, strong)
        better = frozenset(c.code for c in _cards(observation) if armor_liking(c, live, strong) > bar)
        self._add(foe, Constraint(better, now.hand_counts[foe] - now.played[foe]))

    def _hit_before_me(self, observation: Observation, strong: Suit) -> None:
        """A foe that answered this attack before this knight and was hit held nothing that blocks or parries it."""
        info = observation.info
        if info["phase"] != "defend" or info["dodge_numbers"] or observation.options.get("expandedDodging"):
            return
        attack = card(info["attacking_card"])
        for foe in info["order"]:
            if info["results"][foe] != Result.DAMAGE or info["how"][foe] != "hand" or self.judged.get(foe) == info["attack_no"]:
                continue
            stoppers = frozenset(c.code for c in _cards(observation) if judge(c, attack, strong, ()) is not Result.DAMAGE)
            self._add(foe, Constraint(stoppers, info["hand_counts"][foe] - 1))  # less the card it drew for its answer
            self.judged[foe] = info["attack_no"]


def armor_liking(c: Card, row: list[Card], strong: Suit) -> float:
    """How much a knight likes laying ``c`` as armor beside ``row``, as Normal and the counting knight judge it."""
    return armor_score(c, covered_classes(row, strong), strong)


def _cards(observation: Observation) -> list[Card]:
    return [card(c) for c in unseen(observation)]
