"""The Clashing Blades state machine: En Garde, standoffs, exchanges, events, hands (RULINGS 5.2).

A hand is a series of exchanges: both play a card face down at En Garde,
then the threatened duelist answers with one card at a time until nobody
is threatened (back to En Garde), somebody takes damage (new hand) or both
hands are empty (new hand).

Forced steps are taken by the engine only where the table already shows
why (GEN-R07): an empty-handed seat plays nothing at En Garde, a seat
holding only hearts discards them face up when En Garde begins (CB-R19), a
trickery victim with too few cards loses them all, and a penalty the hand
cannot cover takes the whole hand (CB-R20). A choice the rules leave free
is always asked, whatever the seat holds (CB-R07): a threatened seat, the
standoff option and the heart placement; with nothing usable the seat can
only decline, keep its spade or place no heart. The ``quickAnswers`` option
brings back the old skipping of those questions, and says what it reveals.
"""

from __future__ import annotations

from typing import Any

from ...actions import Action, malformed
from ...cards import Card, card
from ...errors import SetupError
from ...events import Event
from ...observation import Observation, Outcome
from ...options import resolve
from ...rng import Rng
from ...state import State, card_list, check_input
from . import event_cards, refusals, views
from .definitions import (
    _BY_CODE,
    _ENGARDE,
    _PENALTY,
    _TABLE,
    _WAITING,
    GAME_ID,
    HAND_SIZE,
    OPTIONS,
    START_HEALTH,
    C,
    D,
    H,
    Phase,
    S,
    _act,
    _codes,
    _name,
    _sum,
    _sum_strength,
    _usable,
    all_cards,
    current_options,
    saved_options,
)


class ClashingBladesState(State):
    """Health, dealer, the piles and the phase of the current exchange."""

    def __init__(self, options: dict[str, Any], rng: Rng) -> None:
        self.seats = 2
        self.options = options
        self.rng = rng
        self.health = [START_HEALTH, START_HEALTH]
        self.dealer = 1
        self.hand_no = 1
        self.hands: list[list[Card]] = [[], []]
        self.deck: list[Card] = []
        self.discard: list[Card] = []
        self.table: list[list[Card]] = [[], []]
        self.health_cards: list[list[Card]] = [[], []]
        self.penalty: list[list[Card]] = [[], []]
        self.events: list[Card] = []
        self.event_discard: list[Card] = []
        self.balance: list[list[Card]] = [[], []]
        self.phase = Phase.ENGARDE
        #: En Garde: which seats have played their hidden card.
        self.chosen = [False, False]
        self.threat = 0
        #: The seat facing ``threat`` (RESPOND), the option holder (STANDOFF), the event turner (EVENT),
        #: the trickery victim (TRICKERY); -1 when none.
        self.actor = -1
        #: Spade standoff: the threat each seat faces; how many options were declined.
        self.spades = [0, 0]
        self.declined = 0
        self.trick_left = 0
        #: Advanced Rule 1: seats that may still place a heart; whether the hand ends afterwards.
        self.heart_due = [False, False]
        self.after_heart_new_hand = False
        #: The heart penalty still to pay by each seat this hand.
        self.owed = [0, 0]
        self._outcome: Outcome | None = None

    # -- who acts ---------------------------------------------------------------------------------

    def to_act(self) -> list[int]:
        phase = self.phase
        if phase is Phase.ENGARDE:
            return list(_WAITING[not self.chosen[0], not self.chosen[1]])
        if phase is Phase.HEART:
            return list(_WAITING[self.heart_due[0], self.heart_due[1]])
        if phase is Phase.PENALTY:
            return list(_WAITING[self.owed[0] > 0, self.owed[1] > 0])
        if phase is Phase.OVER:
            return []
        return [self.actor]

    def _may_act(self, seat: int) -> bool:
        phase = self.phase
        if phase is Phase.ENGARDE:
            return not self.chosen[seat]
        if phase is Phase.HEART:
            return self.heart_due[seat]
        if phase is Phase.PENALTY:
            return self.owed[seat] > 0
        return phase is not Phase.OVER and self.actor == seat

    def legal_actions(self, seat: int) -> list[Action]:
        if self._outcome is not None or seat not in (0, 1) or not self._may_act(seat):
            return []
        return self._legal(seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """As the base class (refuse before changing anything), with the turn check done once."""
        check_input(self.seats, seat, action)
        if self._outcome is not None or seat not in (0, 1) or not self._may_act(seat) or not self.is_legal(seat, action):
            return super().apply(seat, action)  # raises IllegalAction with the player's reason
        return self._apply(seat, action)

    def _legal(self, seat: int) -> list[Action]:
        phase = self.phase
        hand = self.hands[seat]
        if phase is Phase.ENGARDE:
            table = _ENGARDE[seat]
            return [table[c.code] for c in hand if c.suit is not H]
        if phase is Phase.RESPOND:
            return [*self._answers(seat, "respond", clubs=True), _act("decline")]
        if phase is Phase.STANDOFF:
            return [*self._answers(seat, "drop", clubs=True), _act("decline")]
        if phase is Phase.EVENT:
            return [_act("turn-event"), _act("skip-event")]
        if phase is Phase.TRICKERY:
            return [_act("discard", (c.code,), "discard") for c in hand]
        if phase is Phase.HEART:
            target = _PENALTY[1 - seat]
            return [*(_act("place-heart", (c.code,), target) for c in hand if c.suit is H), _act("no-heart")]
        if phase is Phase.PENALTY:
            return [_act("pay", (c.code,), "discard") for c in hand]
        return []

    def is_legal(self, seat: int, action: Action) -> bool:
        """The same answer as ``action in self._legal(seat)``, without building the list (a hot path)."""
        if malformed(action) is not None:
            return False
        phase = self.phase
        kind, cs, target = action.kind, action.cards, action.target
        hand = self.hands[seat]
        if phase is Phase.ENGARDE:
            c = _BY_CODE.get(cs[0]) if len(cs) == 1 else None
            return kind == "engarde" and target == _TABLE[seat] and c is not None and c.suit is not H and c in hand
        if phase is Phase.RESPOND or phase is Phase.STANDOFF:
            if kind == "decline":
                return not cs and target is None
            if kind != ("respond" if phase is Phase.RESPOND else "drop") or target != _TABLE[seat] or not 1 <= len(cs) <= 2:
                return False
            first = _BY_CODE.get(cs[0])
            if first is None:
                return False
            bal = self.balance[seat]
            if len(cs) == 2:
                return first.suit is D and first in hand and _BY_CODE.get(cs[1]) in bal
            return first in bal or ((first.suit is D or first.suit is C) and first in hand)
        if phase is Phase.EVENT:
            return (kind == "turn-event" or kind == "skip-event") and not cs and target is None
        if phase is Phase.HEART:
            if kind == "no-heart":
                return not cs and target is None
            c = _BY_CODE.get(cs[0]) if len(cs) == 1 else None
            return kind == "place-heart" and target == _PENALTY[1 - seat] and c is not None and c.suit is H and c in hand
        if phase is Phase.TRICKERY or phase is Phase.PENALTY:
            c = _BY_CODE.get(cs[0]) if len(cs) == 1 else None
            wanted = "discard" if phase is Phase.TRICKERY else "pay"
            return kind == wanted and target == "discard" and c is not None and c in hand
        return False

    def _answers(self, seat: int, kind: str, clubs: bool) -> list[Action]:
        """Every one-card answer: a ♦ (alone or with one Balance card), a ♣, or a Balance card alone (CB-R16)."""
        target = _TABLE[seat]
        out = []
        bal = self.balance[seat]
        for c in self.hands[seat]:
            if c.suit is D:
                out.append(_act(kind, (c.code,), target))
                out.extend(_act(kind, (c.code, b.code), target) for b in bal)
            elif c.suit is C and clubs:
                out.append(_act(kind, (c.code,), target))
        out.extend(_act(kind, (b.code,), target) for b in bal)
        return out

    def not_your_turn(self, seat: int) -> str:
        return refusals.not_your_turn(self, seat)

    def why_illegal(self, seat: int, action: Action) -> str:
        return refusals.why_illegal(self, seat, action)

    # -- carrying out actions ---------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        phase = self.phase
        ev: list[Event] = []
        if phase is Phase.ENGARDE:
            c = card(action.cards[0])
            self.hands[seat].remove(c)
            self.table[seat].append(c)
            self.chosen[seat] = True
            ev.append(
                Event("engarde", seat, (c.code,), f"hand:{seat}", _TABLE[seat], False, text=f"{_name(seat)} goes en garde.",
                      rule="GEN-R04", visible_to=(seat,))
            )  # fmt: skip
            if self.chosen[0] and self.chosen[1]:
                self._reveal(ev)
        elif phase is Phase.RESPOND:
            if action.kind == "decline":
                ev.append(Event("decline", seat, text=f"{_name(seat)} does not answer.", rule="CB-R23"))
                self._damage(ev, {seat: self.threat}, new_hand=True)
            else:
                self._answer(ev, seat, self._take(seat, action.cards), self.threat)
        elif phase is Phase.STANDOFF:
            if action.kind == "decline":
                ev.append(Event("decline", seat, text=f"{_name(seat)} keeps the spade.", rule="CB-R02"))
                self._next_option(ev)
            else:
                self._drop(ev, seat, self._take(seat, action.cards))
        elif phase is Phase.EVENT:
            if action.kind == "turn-event":
                event_cards.turn_event(self, ev, seat)
            else:
                ev.append(Event("event-skipped", seat, text=f"{_name(seat)} leaves the event deck alone.", rule="CB-R13"))
                self._exchange_over(ev)
        elif phase is Phase.TRICKERY:
            self._discard_from_hand(ev, seat, [card(action.cards[0])], "CB-R15")
            self.trick_left -= 1
            if self.trick_left == 0 or not self.hands[seat]:
                self._exchange_over(ev)
        elif phase is Phase.HEART:
            self.heart_due[seat] = False
            if action.kind == "place-heart":
                h = card(action.cards[0])
                self.hands[seat].remove(h)
                self.penalty[1 - seat].append(h)
                ev.append(Event("heart-placed", seat, (h.code,), f"hand:{seat}", _PENALTY[1 - seat],
                                text=f"{_name(seat)} places {h.short} before {_name(1 - seat)}.", rule="CB-R19"))  # fmt: skip
            else:  # told like a kept spade: the button's bare "Place no heart" read as nobody's choice
                ev.append(Event("no-heart", seat, text=f"{_name(seat)} places no heart.", rule="CB-R19"))
            if not (self.heart_due[0] or self.heart_due[1]):
                if self.after_heart_new_hand:
                    self._new_hand(ev)
                else:
                    self._exchange_over(ev)
        elif phase is Phase.PENALTY:
            c = card(action.cards[0])
            self._discard_from_hand(ev, seat, [c], "CB-R20")
            self.owed[seat] -= c.rank
            if self.owed[seat] <= 0:
                self.owed[seat] = 0
                self._penalty_paid(ev, seat)
                if self.owed[1 - seat] == 0:
                    self._start_engarde(ev)
        return ev

    def _take(self, seat: int, codes: tuple[str, ...]) -> list[Card]:
        """Move an answer's cards out of hand: hand cards to the table, a Balance card to the event discard."""
        out = []
        for code in codes:
            c = card(code)
            out.append(c)
            if c.rank > 10:  # a Balance card (♦J/Q/K) kept from the event deck
                self.balance[seat].remove(c)
                self.event_discard.append(c)
            else:
                self.hands[seat].remove(c)
                self.table[seat].append(c)
        return out

    def _answer(self, ev: list[Event], seat: int, cards: list[Card], v: int) -> None:
        """Resolve one answer by ``seat`` to a threat of ``v`` (RULINGS 5.2 step 7)."""
        text = " + ".join(c.short for c in cards)
        ev.append(Event("respond", seat, tuple(c.code for c in cards), f"hand:{seat}", _TABLE[seat],
                        text=f"{_name(seat)} answers with {text}.", rule="CB-R01"))  # fmt: skip
        first = cards[0]
        if first.suit is C:
            c = first.rank
            if c < v:
                self._damage(ev, {seat: v - c}, new_hand=True)
            elif c == v:
                self._exact(ev, seat)
            else:
                self._threaten(ev, 1 - seat, c - v, "CB-R21")
            return
        left = v - _sum_strength(cards)
        if left > 0:
            self._damage(ev, {seat: left}, new_hand=True)
        elif left == 0:
            self._exact(ev, seat)
        else:
            ev.append(Event("parried", seat, text=f"{_name(seat)} parries the attack.", rule="CB-R21"))
            self._exchange_over(ev)

    def _threaten(self, ev: list[Event], seat: int, v: int, rule: str) -> None:
        self.threat = v
        self.actor = seat
        self.phase = Phase.RESPOND
        ev.append(Event("threat", seat, amount=v, text=f"{v} damage coming at {_name(seat)}.", rule=rule))
        if self._skips(seat):
            ev.append(Event("no-answer", seat, text=f"{_name(seat)} has nothing to answer with.", rule="CB-R07"))
            self._damage(ev, {seat: v}, new_hand=True)

    def _exact(self, ev: list[Event], seat: int) -> None:
        self.threat = 0
        ev.append(Event("exact-counter", seat, text=f"{_name(seat)} counters exactly.", rule="CB-R12"))
        if self.options["eventDeck"] and self.events:
            self.phase = Phase.EVENT
            self.actor = seat
        else:
            self._exchange_over(ev)

    def _reveal(self, ev: list[Event]) -> None:
        """Both En Garde cards face up, then compare them (RULINGS 5.2 step 5)."""
        p = self.table[0][-1] if self.table[0] else None
        q = self.table[1][-1] if self.table[1] else None
        shown = tuple(c.code for c in (p, q) if c is not None)
        words = " against ".join(c.short if c else "nothing" for c in (p, q))
        ev.append(Event("reveal", None, shown, text=f"En garde: {words}.", rule="GEN-R04"))
        self.chosen = [False, False]
        if p is not None and q is not None and p.suit is S and q.suit is S:
            self._standoff(ev, p.rank, q.rank)
            return
        for attacker, other in ((0, q), (1, p)):
            spade = p if attacker == 0 else q
            if spade is None or spade.suit is not S:
                continue
            victim = 1 - attacker
            a = spade.rank
            if other is None:
                self._threaten(ev, victim, a, "CB-R06")
            elif other.suit is D:
                if a > other.rank:
                    self._threaten(ev, victim, a - other.rank, "CB-R01")
                elif a == other.rank:
                    self._exact(ev, victim)
                else:  # said, as an answer's parry is: "En garde: A♠ against 7♦." stopped there, with no outcome
                    ev.append(Event("parried", victim, text=f"{_name(victim)} parries the attack.", rule="CB-R01"))
                    self._exchange_over(ev)
            elif a > other.rank:
                self._threaten(ev, victim, a - other.rank, "CB-R01")
            elif a == other.rank:
                self._exact(ev, victim)
            else:
                self._threaten(ev, attacker, other.rank - a, "CB-R21")
            return
        ev.append(Event("no-threat", text="Nobody is threatened.", rule="CB-R22"))
        self._exchange_over(ev)

    def _standoff(self, ev: list[Event], a: int, b: int) -> None:
        """Spade against spade: seat 0 faces b, seat 1 faces a; the larger threat has the first option (CB-R02).

        The duel deck holds one spade of each rank, so the spades never tie (CB-T5 withdrawn);
        the non-dealer would go first if they did (CB-R03).
        """
        self.spades = [b, a]
        self.declined = 0
        self.phase = Phase.STANDOFF
        ev.append(Event("threat", 0, amount=b, text=f"{b} damage coming at {_name(0)}.", rule="CB-R02"))
        ev.append(Event("threat", 1, amount=a, text=f"{a} damage coming at {_name(1)}.", rule="CB-R02"))
        first = 1 - self.dealer if a == b else (0 if b > a else 1)
        self.actor = first
        ev.append(Event("option", first, text=f"{_name(first)} may drop the spade first.", rule="CB-R02"))
        if self._skips(first):
            self._next_option(ev)

    def _next_option(self, ev: list[Event]) -> None:
        self.declined += 1
        if self.declined >= 2:
            self._both_hit(ev)
            return
        self.actor = 1 - self.actor
        ev.append(Event("option", self.actor, text=f"{_name(self.actor)} may drop the spade.", rule="CB-R02"))
        if self._skips(self.actor):
            self._next_option(ev)

    def _skips(self, seat: int) -> bool:
        """Whether ``seat`` goes unasked for want of a ♦, ♣ or Balance card: only under ``quickAnswers`` (GEN-R07)."""
        return bool(self.options["quickAnswers"]) and not _usable(self.hands[seat], self.balance[seat])

    def _both_hit(self, ev: list[Event]) -> None:
        ev.append(Event("standoff", text="Neither duelist drops the attack.", rule="CB-R05"))
        self._damage(ev, {0: self.spades[0], 1: self.spades[1]}, new_hand=True)

    def _drop(self, ev: list[Event], seat: int, cards: list[Card]) -> None:
        """Discard ``seat``'s spade; ``cards`` (already on the table) answer the opponent's spade (CB-R04)."""
        spade = next(c for c in self.table[seat] if c.suit is S)
        self.table[seat].remove(spade)
        self.discard.append(spade)
        ev.append(Event("drop", seat, (spade.code,), _TABLE[seat], "discard", text=f"{_name(seat)} drops {spade.short}.",
                        rule="CB-R04"))  # fmt: skip
        self._answer(ev, seat, cards, self.spades[seat])

    # -- damage, events, the end of exchanges and hands ---------------------------------------------

    def _damage(self, ev: list[Event], hits: dict[int, int], new_hand: bool, rule: str = "CB-R10") -> None:
        """Lower health; check the end; offer Advanced Rule 1 hearts; then a new hand or the next exchange."""
        self.threat = 0
        for seat, amount in hits.items():
            self.health[seat] -= amount
            ev.append(Event("damage", seat, amount=amount, text=f"{_name(seat)} takes {amount} damage.", rule=rule))
        if self._check_over(ev):
            return
        self.after_heart_new_hand = new_hand
        if self.options["extraHearts"]:
            # Every victim's opponent is asked, heart or not: skipping would tell (CB-R07, GEN-R07), unless quickAnswers.
            due = [1 - s in hits for s in (0, 1)]
            if self.options["quickAnswers"]:
                due = [due[s] and any(c.suit is H for c in self.hands[s]) for s in (0, 1)]
            if due[0] or due[1]:
                self.heart_due = due
                self.phase = Phase.HEART
                return
        if new_hand:
            self._new_hand(ev)
        else:
            self._exchange_over(ev)

    def _check_over(self, ev: list[Event]) -> bool:
        down = [s for s in (0, 1) if self.health[s] <= 0]
        if not down:
            return False
        if len(down) == 2:
            self._outcome = Outcome((), reason="Both duelists fall: nobody wins.", scores=tuple(self.health))
        else:
            w = 1 - down[0]
            self._outcome = Outcome((w,), reason=f"{_name(w)} wins: {_name(down[0])} has no health left.",
                                    scores=tuple(self.health))  # fmt: skip
        self.phase = Phase.OVER
        self.actor = -1
        ev.append(Event("game-over", text=self._outcome.reason, rule="CB-R05" if len(down) == 2 else "CB-R10"))
        return True

    def _discard_from_hand(self, ev: list[Event], seat: int, cards: list[Card], rule: str, face_up: bool = True) -> None:
        if not cards:
            return
        hand = self.hands[seat]
        if len(cards) == len(hand):
            hand.clear()
        else:
            for c in cards:
                hand.remove(c)
        self.discard.extend(cards)
        shown = " ".join(c.short for c in cards) if face_up else f"{len(cards)} card{'s' if len(cards) != 1 else ''}"
        ev.append(Event("discard", seat, tuple(c.code for c in cards), f"hand:{seat}", "discard", face_up,
                        text=f"{_name(seat)} discards {shown}.", rule=rule, visible_to=None if face_up else (seat,)))  # fmt: skip

    def _exchange_over(self, ev: list[Event]) -> None:
        """Outcome (a): the exchange's cards go to the discard pile; En Garde again."""
        self.threat = 0
        for s in (0, 1):
            if self.table[s]:
                self.discard.extend(self.table[s])
                ev.append(Event("clear", s, tuple(c.code for c in self.table[s]), _TABLE[s], "discard", rule="CB-R08"))
                self.table[s] = []
        self._start_engarde(ev)

    def _start_engarde(self, ev: list[Event]) -> None:
        for s in (0, 1):
            hand = self.hands[s]
            if hand and all(c.suit is H for c in hand):
                self._discard_from_hand(ev, s, list(hand), "CB-R19")
        if not self.hands[0] and not self.hands[1]:
            ev.append(Event("out-of-cards", text="Both duelists are out of cards.", rule="CB-R06"))
            self._new_hand(ev)
            return
        self.phase = Phase.ENGARDE
        self.actor = -1
        self.chosen = [not self.hands[0], not self.hands[1]]

    def _new_hand(self, ev: list[Event]) -> None:
        """Collect every duel card but penalty hearts, shuffle, switch dealer, deal seven each (CB-R09, CB-R11)."""
        for s in (0, 1):
            if self.hands[s]:
                self._discard_from_hand(ev, s, list(self.hands[s]), "CB-R09", face_up=False)
            if self.table[s]:
                self.discard.extend(self.table[s])
                self.table[s] = []
        self.deck.extend(self.discard)
        self.discard.clear()
        # Fisher–Yates from the top down, stopped once the 14 cards to be dealt are drawn: the rest of
        # the deck is never seen before the next reshuffle, so shuffling it would only cost time.
        deck, below = self.deck, self.rng.below
        for i in range(len(deck) - 1, len(deck) - 1 - 2 * HAND_SIZE, -1):
            j = below(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        self.dealer = 1 - self.dealer
        self.hand_no += 1
        ev.append(Event("reshuffle", self.dealer, src="discard", dst="deck",
                        text=f"New hand: {_name(self.dealer)} shuffles and deals.", rule="CB-R09"))  # fmt: skip
        self._deal(ev)

    def _deal(self, ev: list[Event]) -> None:
        first = 1 - self.dealer
        for _ in range(HAND_SIZE):
            for s in (first, 1 - first):
                self.hands[s].append(self.deck.pop())
        for s in (0, 1):
            ev.append(Event("deal", s, tuple(c.code for c in self.hands[s]), "deck", f"hand:{s}", False,
                            text=f"{_name(s)} is dealt {len(self.hands[s])} cards.", rule="CB-R11", visible_to=(s,)))  # fmt: skip
        self.threat = 0
        self.owed = [0, 0]
        for s in (0, 1):
            owed = _sum(self.penalty[s])
            if not owed:
                continue
            if _sum(self.hands[s]) < owed:
                self._discard_from_hand(ev, s, list(self.hands[s]), "CB-R20")
                self._penalty_paid(ev, s)
            else:
                self.owed[s] = owed
                ev.append(Event("penalty", s, amount=owed, text=f"{_name(s)} must discard {owed} points of cards.",
                                rule="CB-R20"))  # fmt: skip
        if self.owed[0] or self.owed[1]:
            self.phase = Phase.PENALTY
            self.actor = -1
        else:
            self._start_engarde(ev)

    def _penalty_paid(self, ev: list[Event], seat: int) -> None:
        hearts = tuple(c.code for c in self.penalty[seat])
        self.discard.extend(self.penalty[seat])
        self.penalty[seat] = []
        text = f"{_name(seat)} has paid the heart penalty."
        ev.append(Event("penalty-paid", seat, hearts, _PENALTY[seat], "discard", text=text, rule="CB-R20"))

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    # -- views ------------------------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        return views.observe(self, seat)

    def zones(self) -> dict[str, list[Card]]:
        out = {"deck": self.deck, "discard": self.discard, "events": self.events, "event_discard": self.event_discard}
        for s in (0, 1):
            out[f"hand:{s}"] = self.hands[s]
            out[f"table:{s}"] = self.table[s]
            out[f"health:{s}"] = self.health_cards[s]
            out[f"penalty:{s}"] = self.penalty[s]
            out[f"balance:{s}"] = self.balance[s]
        return out

    def all_cards(self) -> list[Card]:
        return all_cards(self.options)

    def check_invariants(self, round_trip: bool = True) -> None:
        super().check_invariants(round_trip)
        assert all(h <= START_HEALTH for h in self.health), "health above 15"
        assert all(len(h) <= HAND_SIZE for h in self.hands), "a hand above 7 cards"
        assert all(c.suit is H and c.rank not in (6, 7, 8, 9) for p in self.penalty for c in p)
        assert all(c.suit is D and c.rank > 10 for b in self.balance for c in b)
        if self._outcome is None:
            assert self.to_act(), "nobody to act in a running game"
            assert all(h > 0 for h in self.health)
        if self.phase is Phase.RESPOND:
            assert self.threat > 0

    # -- copies -----------------------------------------------------------------------------------

    def clone(self) -> ClashingBladesState:
        o = ClashingBladesState.__new__(ClashingBladesState)
        o.seats = 2
        o.options = self.options
        o.rng = self.rng.copy()
        o.health = self.health[:]
        o.dealer = self.dealer
        o.hand_no = self.hand_no
        o.hands = [self.hands[0][:], self.hands[1][:]]
        o.deck = self.deck[:]
        o.discard = self.discard[:]
        o.table = [self.table[0][:], self.table[1][:]]
        o.health_cards = [self.health_cards[0][:], self.health_cards[1][:]]
        o.penalty = [self.penalty[0][:], self.penalty[1][:]]
        o.events = self.events[:]
        o.event_discard = self.event_discard[:]
        o.balance = [self.balance[0][:], self.balance[1][:]]
        o.phase = self.phase
        o.chosen = self.chosen[:]
        o.threat = self.threat
        o.actor = self.actor
        o.spades = self.spades[:]
        o.declined = self.declined
        o.trick_left = self.trick_left
        o.heart_due = self.heart_due[:]
        o.after_heart_new_hand = self.after_heart_new_hand
        o.owed = self.owed[:]
        o._outcome = self._outcome
        return o

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "seats": 2,
            "options": dict(self.options),
            "rng": self.rng.state,
            "health": list(self.health),
            "dealer": self.dealer,
            "hand_no": self.hand_no,
            "hands": [list(_codes(h)) for h in self.hands],
            "deck": list(_codes(self.deck)),
            "discard": list(_codes(self.discard)),
            "table": [list(_codes(t)) for t in self.table],
            "health_cards": [list(_codes(h)) for h in self.health_cards],
            "penalty": [list(_codes(p)) for p in self.penalty],
            "events": list(_codes(self.events)),
            "event_discard": list(_codes(self.event_discard)),
            "balance": [list(_codes(b)) for b in self.balance],
            "phase": str(self.phase),
            "chosen": list(self.chosen),
            "threat": self.threat,
            "actor": self.actor,
            "spades": list(self.spades),
            "declined": self.declined,
            "trick_left": self.trick_left,
            "heart_due": list(self.heart_due),
            "after_heart_new_hand": self.after_heart_new_hand,
            "owed": list(self.owed),
            "outcome": self._outcome.to_dict() if self._outcome else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ClashingBladesState:
        try:
            st = cls(resolve(OPTIONS, current_options(saved_options(data["options"])), 2), Rng(int(data["rng"])))
            st.health = [int(h) for h in data["health"]]
            st.dealer = int(data["dealer"])
            st.hand_no = int(data["hand_no"])
            st.hands = [card_list(h) for h in data["hands"]]
            st.deck = card_list(data["deck"])
            st.discard = card_list(data["discard"])
            st.table = [card_list(t) for t in data["table"]]
            st.health_cards = [card_list(h) for h in data["health_cards"]]
            st.penalty = [card_list(p) for p in data["penalty"]]
            st.events = card_list(data["events"])
            st.event_discard = card_list(data["event_discard"])
            st.balance = [card_list(b) for b in data["balance"]]
            st.phase = Phase(data["phase"])
            st.chosen = [bool(x) for x in data["chosen"]]
            st.threat = int(data["threat"])
            st.actor = int(data["actor"])
            st.spades = [int(x) for x in data["spades"]]
            st.declined = int(data["declined"])
            st.trick_left = int(data["trick_left"])
            st.heart_due = [bool(x) for x in data["heart_due"]]
            st.after_heart_new_hand = bool(data["after_heart_new_hand"])
            st.owed = [int(x) for x in data["owed"]]
            st._outcome = Outcome.from_dict(data["outcome"]) if data["outcome"] else None
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SetupError(f"not a Clashing Blades position: {exc}") from None
        return st
