"""The Mortal Swords state machine: the vow, then sword attacks until one knight stands (RULINGS 1.2).

One attack: the attacker plays a card, every living defender answers
(clockwise, or in any order under Hectic Knights), then the damaged
defenders take their hits one at a time, the table is cleared and the next
attacker is found (MS-R14). Replacement draws follow each played hand card
at once, except where a variation delays them (MS-R19, MS-R23).
"""

from __future__ import annotations

from typing import Any

from ...actions import Action
from ...cards import HIDDEN, Card, Suit, card, full_deck
from ...errors import SetupError
from ...events import Event
from ...observation import Observation, Outcome
from ...options import resolve
from ...rng import Rng
from ...state import State
from . import refusals, views
from .combat import covers, defence_value, judge, may_attack_with
from .definitions import (
    GAME_ID,
    KNIGHT_CARDS,
    OPTIONS,
    How,
    Phase,
    Result,
    act,
    armor_zone,
    codes,
    facedown_zone,
    falls,
    name,
    table_zone,
)

_BY_CODE: dict[str, Card] = {c.code: c for c in full_deck()}


def card_list(items: list[str]) -> list[Card]:
    """Cards from saved codes (a dictionary look-up: positions are rebuilt often in tests and search)."""
    return [_BY_CODE[c] for c in items]


def _shown(items: list[str]) -> tuple[str, ...]:
    """Saved codes of cards as they were shown: each a card, or hidden (a face-down commitment)."""
    return tuple(c if c == HIDDEN else _BY_CODE[c].code for c in items)


class MortalSwordsState(State):
    """Hands, armor rows, the deck and the attack in progress."""

    def __init__(self, seats: int, options: dict[str, Any], rng: Rng) -> None:
        self.seats = seats
        self.options = options
        self.rng = rng
        self.dealer = seats - 1
        self.strong: Suit = Suit.SPADES
        #: The card that named the strong suit (shown while it is public).
        self.indicator_card: Card = card("AS")
        #: The strong-suit card while it lies under the deck (empty once drawn).
        self.indicator: list[Card] = []
        #: The seat that drew the strong-suit card in the open and still holds it, or -1.
        self.indicator_known = -1
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.armor: list[list[Card]] = [[] for _ in range(seats)]
        #: Armor cards turned face down (used), a subset of each row.
        self.used: list[list[Card]] = [[] for _ in range(seats)]
        self.deck: list[Card] = []
        self.discard: list[Card] = []
        self.table: list[list[Card]] = [[] for _ in range(seats)]
        #: The last finished attack's table as every knight saw it go to the discard pile (face-down cards hidden;
        #: emptied when the pile is shuffled into the deck).
        self.cleared: list[tuple[str, ...]] = [() for _ in range(seats)]
        self.alive = [True] * seats
        self.phase = Phase.ATTACK
        self.attacker = 0
        self.attack_no = 0
        #: Secret vows waiting for the reveal; the seats still to vow in turn.
        self.vows: list[Card | None] = [None] * seats
        self.vow_queue: list[int] = []
        #: Whether each knight has made an attack yet (Gentleman Rule).
        self.attacked = [False] * seats
        # -- the attack in progress --
        #: Defenders who have played, in play order; those still to play.
        self.order: list[int] = []
        self.pending: list[int] = []
        self.how: list[str] = [""] * seats
        self.results: list[str] = [""] * seats
        self.owed_draw = [False] * seats
        #: Damaged defenders still to take their hit, in order.
        self.damaged: list[int] = []
        self.stolen_by = -1
        self.committed = -1
        #: The seat that stopped the attack (Damage-To-Stop, Steal-To-Stop), or -1.
        self.stop_seat = -1
        #: The defender choosing whether to steal to stop; the seat owing a discard for a steal.
        self.chooser = -1
        self.discard_due = -1
        #: Whether the defence is over (damage is being taken).
        self.closed = False
        self.reshuffles = 0
        #: The card of the attack in progress (it stays the attacking card after it is stolen).
        self.attacking_card: Card | None = None
        self._outcome: Outcome | None = None

    # -- small facts ------------------------------------------------------------------------------

    def living(self) -> list[int]:
        return [s for s in range(self.seats) if self.alive[s]]

    def clockwise_from(self, seat: int) -> list[int]:
        """Every other living seat, clockwise from ``seat``'s left."""
        return [(seat + i) % self.seats for i in range(1, self.seats) if self.alive[(seat + i) % self.seats]]

    def dodge_numbers(self) -> list[int]:
        """Values of the blocks played so far this attack (Expanded Dodging, MS-R21)."""
        if not self.options["expandedDodging"]:
            return []
        return [defence_value(self.table[s][0]) for s in self.order if self.results[s] == Result.BLOCK]

    def commit_allowed(self) -> bool:
        return bool(self.options["stealingCosts"] or (self.options["hecticKnights"] and self.options["hecticFaceDownAlways"]))

    def _may_steal_to_stop(self, seat: int) -> bool:
        """Steal-To-Stop offers the steal to a hit defender; under Stealing Costs only to the one who committed (MS-R30)."""
        return bool(self.options["stealToStop"]) and (not self.commit_allowed() or self.committed == seat)

    def gentleman_applies(self, seat: int) -> bool:
        return bool(self.options["gentlemanRule"]) and not self.attacked[seat]

    # -- who acts ---------------------------------------------------------------------------------

    def to_act(self) -> list[int]:
        phase = self.phase
        if phase is Phase.VOW:
            if self.options["vowSequential"]:
                return self.vow_queue[:1]
            return [s for s in range(self.seats) if self.alive[s] and self.vows[s] is None]
        if phase is Phase.ATTACK:
            return [self.attacker]
        if phase is Phase.DEFEND:
            return sorted(self.pending) if self.options["hecticKnights"] else self.pending[:1]
        if phase is Phase.STEAL_CHOICE:
            return [self.chooser]
        if phase is Phase.DAMAGE:
            return self.damaged[:1]
        if phase is Phase.DISCARD:
            return [self.discard_due]
        return []

    def _legal(self, seat: int) -> list[Action]:
        phase = self.phase
        hand = self.hands[seat]
        if phase is Phase.VOW:
            return [act("vow", (c.code,), armor_zone(seat)) for c in hand]
        if phase is Phase.ATTACK:
            gentle = self.gentleman_applies(seat)
            out = [act("attack", (c.code,), table_zone(seat)) for c in hand if may_attack_with(c, self.strong, gentle)]
            return [*out, act("attack-random", (), table_zone(seat))]
        if phase is Phase.DEFEND:
            out = [act("defend", (c.code,), table_zone(seat)) for c in hand]
            out.append(act("defend-random", (), table_zone(seat)))
            # Under Hectic Knights a late face-down card is still playable: it is turned up and judged (MS-R23).
            if self.commit_allowed() and (self.committed == -1 or self.options["hecticKnights"]):
                fatal = self._falls(seat, "commit")
                out.extend(act("commit", (c.code,), facedown_zone(seat), fatal) for c in hand)
            return out
        a = self.attacking_card
        assert a is not None
        if phase is Phase.STEAL_CHOICE:
            steal = act("steal-stop", (a.code,), armor_zone(seat), self._falls(seat, "steal-stop"))
            if self.commit_allowed():  # only the knight who committed gets here, and the committed steal stops (MS-R30)
                return [steal]
            return [steal, act("play-on")] if self.stolen_by == -1 else [act("play-on")]
        if phase is Phase.DAMAGE:
            steal = act("steal", (a.code,), armor_zone(seat), self._falls(seat, "steal"))
            if self.committed == seat:
                return [steal]
            out = [act("armor", (c.code,), armor_zone(seat), self._falls(seat, "armor")) for c in hand]
            if self.stolen_by == -1 and self.committed == -1 and not self.commit_allowed():
                out.append(steal)
            used = self.used[seat]
            out.extend(
                act("turn-down", (a.code,), f"{armor_zone(seat)}:{c.code}")
                for c in self.armor[seat]
                if c not in used and covers(c, a, self.strong)
            )
            return out
        if phase is Phase.DISCARD:
            return [act("discard", (c.code,), "discard", self._falls(seat, "discard")) for c in hand]
        return []

    def _falls(self, seat: int, kind: str) -> bool:
        """Whether this move costs the knight its last hand card for good: its words then say so (MS-R12, MS-R20)."""
        return falls(kind, seat, len(self.hands[seat]), self.how[seat], self.committed)

    def not_your_turn(self, seat: int) -> str:
        return refusals.not_your_turn(self, seat)

    def why_illegal(self, seat: int, action: Action) -> str:
        return refusals.why_illegal(self, seat, action)

    # -- carrying out actions ---------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        kind = action.kind
        if kind == "vow":
            self._vow(ev, seat, card(action.cards[0]))
        elif kind in ("attack", "attack-random"):
            self._attack(ev, seat, card(action.cards[0]) if action.cards else None)
        elif kind in ("defend", "defend-random", "commit"):
            self._defend(ev, seat, kind, card(action.cards[0]) if action.cards else None)
        elif kind == "steal-stop":
            self._steal_stop(ev, seat)
        elif kind == "play-on":
            self._play_on(ev, seat)
        elif kind == "armor":
            c = card(action.cards[0])
            self.hands[seat].remove(c)
            self.armor[seat].append(c)
            ev.append(
                Event(
                    "armor",
                    seat,
                    (c.code,),
                    f"hand:{seat}",
                    armor_zone(seat),
                    text=f"{name(seat)} lays {c.short} as armor.",
                    rule="MS-R11",
                )
            )
            self._hit_taken(ev, seat)
        elif kind == "steal":
            self._steal(ev, seat, "MS-R11")
            if self.committed == seat or not self.hands[seat]:
                self._hit_taken(ev, seat)
            else:
                self.discard_due = seat
                self.phase = Phase.DISCARD
        elif kind == "turn-down":
            assert action.target is not None
            c = card(action.target.rsplit(":", 1)[1])
            self.used[seat].append(c)
            ev.append(
                Event(
                    "turn-down",
                    seat,
                    (c.code,),
                    armor_zone(seat),
                    armor_zone(seat),
                    text=f"{name(seat)}'s armor {c.short} takes the hit.",
                    rule="MS-R07",
                )
            )
            self._hit_taken(ev, seat)
        elif kind == "discard":
            c = card(action.cards[0])
            self.hands[seat].remove(c)
            self.discard.append(c)
            ev.append(
                Event(
                    "discard",
                    seat,
                    (c.code,),
                    f"hand:{seat}",
                    "discard",
                    False,
                    text=f"{name(seat)} discards a hand card face down.",
                    rule="MS-R16",
                    visible_to=(seat,),
                )
            )
            self.discard_due = -1
            if self.closed:
                self._hit_taken(ev, seat)
            else:
                self._check_death(ev, seat)
                self._close_defence(ev)
        return ev

    # -- the vow ----------------------------------------------------------------------------------

    def _vow(self, ev: list[Event], seat: int, c: Card) -> None:
        if self.options["vowSequential"]:
            self.vow_queue.pop(0)
            self._lay_vow(ev, seat, c)
            if not self.vow_queue:
                self._start_attack(ev, (self.dealer + 1) % self.seats)
            return
        self.vows[seat] = c
        ev.append(
            Event(
                "vow-chosen",
                seat,
                (c.code,),
                f"hand:{seat}",
                armor_zone(seat),
                False,
                text=f"{name(seat)} has chosen a vow card.",
                rule="MS-R03",
                visible_to=(seat,),
            )
        )
        if all(v is not None for v in self.vows):
            for s in range(self.seats):
                chosen = self.vows[s]
                assert chosen is not None
                self._lay_vow(ev, s, chosen)
            self.vows = [None] * self.seats
            self._start_attack(ev, (self.dealer + 1) % self.seats)

    def _lay_vow(self, ev: list[Event], seat: int, c: Card) -> None:
        self.hands[seat].remove(c)
        self.armor[seat].append(c)
        ev.append(
            Event(
                "vow",
                seat,
                (c.code,),
                f"hand:{seat}",
                armor_zone(seat),
                text=f"{name(seat)} vows to fight to the death: {c.short} becomes armor.",
                rule="MS-R03",
            )
        )

    # -- the attack -------------------------------------------------------------------------------

    def _start_attack(self, ev: list[Event], attacker: int) -> None:
        self.attacker = attacker
        self.attack_no += 1
        self.phase = Phase.ATTACK
        self.order, self.pending = [], []
        self.how = [""] * self.seats
        self.results = [""] * self.seats
        self.owed_draw = [False] * self.seats
        self.damaged = []
        self.stolen_by = self.committed = self.stop_seat = self.chooser = self.discard_due = -1
        self.closed = False
        self.attacking_card = None
        ev.append(Event("attacker", attacker, text=f"{name(attacker)} attacks next.", rule="MS-R14"))

    def _attack(self, ev: list[Event], seat: int, c: Card | None) -> None:
        self.attacked[seat] = True
        if c is None:
            c = self._top(ev, seat)
            self.table[seat].append(c)
            self.how[seat] = How.RANDOM
            ev.append(
                Event(
                    "attack",
                    seat,
                    (c.code,),
                    "deck",
                    table_zone(seat),
                    text=f"{name(seat)} attacks with the top card of the deck: {c.short}.",
                    rule="MS-R04",
                )
            )
        else:
            self.hands[seat].remove(c)
            self.table[seat].append(c)
            self.how[seat] = How.HAND
            ev.append(
                Event(
                    "attack",
                    seat,
                    (c.code,),
                    f"hand:{seat}",
                    table_zone(seat),
                    text=f"{name(seat)} attacks with {c.short}.",
                    rule="MS-R15",
                )
            )
            if self.options["hecticKnights"]:
                self.owed_draw[seat] = True
            else:
                self._draw(ev, seat)
        self.attacking_card = c
        self.pending = self.clockwise_from(seat)
        self.phase = Phase.DEFEND

    def _defend(self, ev: list[Event], seat: int, kind: str, c: Card | None) -> None:
        a = self.attacking_card
        assert a is not None
        self.pending.remove(seat)
        dodges = self.dodge_numbers()
        self.order.append(seat)
        if kind == "commit" and self.committed != -1:
            kind = "defend"
            ev.append(Event("turned-up", seat, text=f"{name(seat)} is too late to commit: the face-down card is turned up.",
                            rule="MS-R23"))  # fmt: skip
        if kind == "commit":
            assert c is not None
            self.hands[seat].remove(c)
            self.table[seat].append(c)
            self.how[seat] = How.COMMIT
            self.committed = seat
            result = Result.DAMAGE
            # No card on the event: the commitment is face down (the seat knows its own card from its hand).
            ev.append(
                Event(
                    "commit",
                    seat,
                    (),
                    f"hand:{seat}",
                    table_zone(seat),
                    False,
                    text=f"{name(seat)} plays a card face down to steal the attack.",
                    rule="MS-R20",
                )
            )
        else:
            if c is None:
                c = self._top(ev, seat)
                src, self.how[seat] = "deck", How.RANDOM
            else:
                self.hands[seat].remove(c)
                src, self.how[seat] = f"hand:{seat}", How.HAND
            self.table[seat].append(c)
            result = judge(c, a, self.strong, dodges)
            words = {Result.BLOCK: "blocks", Result.PARRY: "parries", Result.DODGE: "dodges", Result.DAMAGE: "fails to defend"}[
                result
            ]
            where = "the top card of the deck, " if src == "deck" else ""
            ev.append(
                Event(
                    "defend",
                    seat,
                    (c.code,),
                    src,
                    table_zone(seat),
                    text=f"{name(seat)} {words} with {where}{c.short}.",
                    detail=str(result),
                    rule="MS-R21" if result is Result.DODGE else "MS-R08",
                )
            )
            if src != "deck":
                delay = self.options["hecticKnights"] or (self._may_steal_to_stop(seat) and result is Result.DAMAGE)
                if delay:
                    self.owed_draw[seat] = True
                else:
                    self._draw(ev, seat)
        self.results[seat] = result
        if result is Result.DAMAGE:
            if self._may_steal_to_stop(seat):
                self.chooser = seat
                self.phase = Phase.STEAL_CHOICE
                return
            if self.options["damageToStop"]:
                self.stop_seat = seat
                ev.append(Event("stop", seat, text=f"{name(seat)} is hit: the attack stops.", rule="MS-R18"))
                self._close_defence(ev)
                return
        if not self.pending:
            self._close_defence(ev)

    def _steal_stop(self, ev: list[Event], seat: int) -> None:
        self.chooser = -1
        self.owed_draw[seat] = False
        self.stop_seat = seat
        self._steal(ev, seat, "MS-R19")
        ev.append(Event("stop", seat, text=f"{name(seat)} steals the attacking card: the attack stops.", rule="MS-R19"))
        if self.how[seat] == How.RANDOM and self.hands[seat]:
            self.discard_due = seat
            self.phase = Phase.DISCARD
            return
        self._check_death(ev, seat)
        self._close_defence(ev)

    def _play_on(self, ev: list[Event], seat: int) -> None:
        self.chooser = -1
        if self.owed_draw[seat] and not self.options["hecticKnights"]:
            self.owed_draw[seat] = False
            self._draw(ev, seat)
        if self.options["damageToStop"]:
            self.stop_seat = seat
            ev.append(Event("stop", seat, text=f"{name(seat)} is hit: the attack stops.", rule="MS-R18"))
            self._close_defence(ev)
        elif self.pending:
            self.phase = Phase.DEFEND
        else:
            self._close_defence(ev)

    def _close_defence(self, ev: list[Event]) -> None:
        """Delayed draws in play order, then the damaged defenders take their hits (MS-R11, MS-R23)."""
        self.closed = True
        self.pending = []
        for s in [self.attacker, *self.order]:
            if self.owed_draw[s]:
                self.owed_draw[s] = False
                self._draw(ev, s)
        self.damaged = [
            s for s in self.order if self.results[s] == Result.DAMAGE and not (s == self.stop_seat and self.stolen_by == s)
        ]
        self._next_hit(ev)

    def _steal(self, ev: list[Event], seat: int, rule: str) -> None:
        a = self.attacking_card
        assert a is not None
        self.table[self.attacker].remove(a)
        self.armor[seat].append(a)
        self.stolen_by = seat
        ev.append(
            Event(
                "steal",
                seat,
                (a.code,),
                table_zone(self.attacker),
                armor_zone(seat),
                text=f"{name(seat)} steals {a.short} as armor.",
                rule=rule,
            )
        )

    def _hit_taken(self, ev: list[Event], seat: int) -> None:
        self._check_death(ev, seat)
        self.damaged.pop(0)
        self._next_hit(ev)

    def _next_hit(self, ev: list[Event]) -> None:
        if self.damaged:
            self.phase = Phase.DAMAGE
        else:
            self._finish_attack(ev)

    def _check_death(self, ev: list[Event], seat: int) -> None:
        if not self.hands[seat] and self.alive[seat]:
            self.alive[seat] = False
            ev.append(Event("death", seat, text=f"{name(seat)} has lost the last hand card and falls.", rule="MS-R12"))

    def _finish_attack(self, ev: list[Event]) -> None:
        """Find the next attacker, then clear the table (MS-R14, MS-R18, MS-R19)."""
        living = self.living()
        following = self.next_attacker() if len(living) > 1 else living[0]
        count = 0
        self.cleared = [views.table_cards(self, s) for s in range(self.seats)]
        for s in range(self.seats):
            count += len(self.table[s])
            self.discard.extend(self.table[s])
            self.table[s] = []
        ev.append(
            Event(
                "clear",
                None,
                (),
                "table",
                "discard",
                False,
                amount=count,
                text="The played cards go to the discard pile.",
                rule="MS-R05",
            )
        )
        if len(living) == 1:
            self.phase = Phase.OVER
            self._outcome = Outcome((living[0],), reason=f"{name(living[0])} is the last knight standing.")
            ev.append(Event("game-over", living[0], text=self._outcome.reason, rule="MS-R27"))
            return
        self._start_attack(ev, following)

    def next_attacker(self) -> int:
        """The stopper; else the first living damaged defender; else the highest block (first on a tie); else the attacker."""
        stop = self.stop_seat
        if stop != -1 and self.alive[stop]:
            return stop
        for s in self.order:
            if self.results[s] == Result.DAMAGE and self.alive[s]:
                return s
        best, best_value = -1, 0
        for s in self.order:
            if self.results[s] == Result.BLOCK and self.alive[s]:
                v = defence_value(self.table[s][0])
                if v > best_value:
                    best, best_value = s, v
        return best if best != -1 else self.attacker

    # -- the deck ---------------------------------------------------------------------------------

    def _top(self, ev: list[Event], seat: int) -> Card:
        """The top card of the deck; the strong-suit card once the deck is done; then a reshuffle (MS-R02, MS-R05)."""
        if self.deck:
            return self.deck.pop()
        if self.indicator and not self.options["indicatorOutOfPlay"]:
            return self.indicator.pop()
        self.deck = self.discard
        self.discard = []
        self.rng.shuffle(self.deck)
        self.reshuffles += 1
        self.cleared = [() for _ in range(self.seats)]  # they went back into the deck with the pile
        ev.append(
            Event(
                "reshuffle",
                seat,
                (),
                "discard",
                "deck",
                False,
                amount=len(self.deck),
                text=f"{name(seat)} needs a card: the discard pile is shuffled into a new deck.",
                rule="MS-R05",
            )
        )
        return self.deck.pop()

    def _draw(self, ev: list[Event], seat: int) -> None:
        from_indicator = not self.deck and bool(self.indicator) and not self.options["indicatorOutOfPlay"]
        c = self._top(ev, seat)
        self.hands[seat].append(c)
        if from_indicator:
            self.indicator_known = seat
            ev.append(
                Event(
                    "draw",
                    seat,
                    (c.code,),
                    "indicator",
                    f"hand:{seat}",
                    text=f"{name(seat)} draws the strong-suit card {c.short}.",
                    rule="MS-R02",
                    visible_to=tuple(range(self.seats)),
                )
            )
        else:
            if c is self.indicator_card:
                self.indicator_known = -1
            ev.append(
                Event(
                    "draw",
                    seat,
                    (c.code,),
                    "deck",
                    f"hand:{seat}",
                    False,
                    text=f"{name(seat)} draws a card.",
                    rule="MS-R05",
                    visible_to=(seat,),
                )
            )

    # -- the end ----------------------------------------------------------------------------------

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    # -- views ------------------------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        return views.observe(self, seat)

    def zones(self) -> dict[str, list[Card]]:
        out = {"deck": self.deck, "indicator": self.indicator, "discard": self.discard}
        for s in range(self.seats):
            out[f"hand:{s}"] = self.hands[s]
            out[armor_zone(s)] = self.armor[s]
            out[table_zone(s)] = self.table[s]
        return out

    def all_cards(self) -> list[Card]:
        return full_deck()

    def check_invariants(self, round_trip: bool = True) -> None:
        """Every card once; six cards per living knight between attacks; the dead hold no hand (MS-T5)."""
        super().check_invariants(round_trip)
        for s in range(self.seats):
            used, row = self.used[s], self.armor[s]
            assert all(c in row for c in used) and len(set(used)) == len(used), f"seat {s}: used armor not in the row"
            assert len(self.table[s]) <= 1, f"seat {s} has more than one card in play"
            if not self.alive[s]:
                assert not self.hands[s], f"dead knight {s} still holds cards"
                assert len(row) == KNIGHT_CARDS, f"dead knight {s} has {len(row)} armor cards, not 6"
            elif self.phase in (Phase.ATTACK, Phase.OVER, Phase.VOW):
                total = len(self.hands[s]) + len(row)
                assert total == KNIGHT_CARDS, f"knight {s} holds {total} cards in hand and armor, not 6"
                assert self.hands[s], f"living knight {s} has no hand card"
            else:
                assert len(self.hands[s]) + len(row) <= KNIGHT_CARDS + 1, f"knight {s} holds too many cards"
        living = self.living()
        if self._outcome is None:
            assert len(living) >= 2, "the game should be over"
            assert self.to_act(), "nobody to act in a running game"
            assert all(self.alive[s] for s in self.to_act()), "a dead knight is to act"
        else:
            assert living == list(self._outcome.winners), "the winner is not the last knight standing"
        if self.phase is Phase.ATTACK:
            assert not any(self.table), "cards left on the table between attacks"
            spare = len(self.deck) + len(self.discard) + len(self.indicator)
            assert spare == 52 - KNIGHT_CARDS * self.seats, f"{spare} cards in deck and discard pile"
        if self.phase in (Phase.DEFEND, Phase.STEAL_CHOICE, Phase.DAMAGE, Phase.DISCARD):
            a = self.attacking_card
            assert a is not None, "an attack without an attacking card"
            assert (a in self.table[self.attacker]) == (self.stolen_by == -1), (
                "the attacking card is neither on the table nor stolen"
            )

    # -- copies -----------------------------------------------------------------------------------

    def clone(self) -> MortalSwordsState:
        o = MortalSwordsState.__new__(MortalSwordsState)
        o.__dict__.update(self.__dict__)
        o.rng = self.rng.copy()
        o.indicator = self.indicator[:]
        o.hands = [h[:] for h in self.hands]
        o.armor = [a[:] for a in self.armor]
        o.used = [u[:] for u in self.used]
        o.deck = self.deck[:]
        o.discard = self.discard[:]
        o.table = [t[:] for t in self.table]
        o.alive = self.alive[:]
        o.vows = self.vows[:]
        o.vow_queue = self.vow_queue[:]
        o.attacked = self.attacked[:]
        o.order = self.order[:]
        o.pending = self.pending[:]
        o.how = self.how[:]
        o.results = self.results[:]
        o.owed_draw = self.owed_draw[:]
        o.damaged = self.damaged[:]
        return o

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "seats": self.seats,
            "options": dict(self.options),
            "rng": self.rng.state,
            "dealer": self.dealer,
            "strong": self.strong.value,
            "indicator_card": self.indicator_card.code,
            "indicator": list(codes(self.indicator)),
            "indicator_known": self.indicator_known,
            "hands": [list(codes(h)) for h in self.hands],
            "armor": [list(codes(a)) for a in self.armor],
            "used": [list(codes(u)) for u in self.used],
            "deck": list(codes(self.deck)),
            "discard": list(codes(self.discard)),
            "table": [list(codes(t)) for t in self.table],
            "cleared": [list(t) for t in self.cleared],
            "alive": list(self.alive),
            "phase": str(self.phase),
            "attacker": self.attacker,
            "attack_no": self.attack_no,
            "vows": [None if v is None else v.code for v in self.vows],
            "vow_queue": list(self.vow_queue),
            "attacked": list(self.attacked),
            "order": list(self.order),
            "pending": list(self.pending),
            "how": [str(h) for h in self.how],
            "results": [str(r) for r in self.results],
            "owed_draw": list(self.owed_draw),
            "damaged": list(self.damaged),
            "stolen_by": self.stolen_by,
            "committed": self.committed,
            "stop_seat": self.stop_seat,
            "chooser": self.chooser,
            "discard_due": self.discard_due,
            "closed": self.closed,
            "reshuffles": self.reshuffles,
            "attacking_card": self.attacking_card.code if self.attacking_card else None,
            "outcome": self._outcome.to_dict() if self._outcome else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MortalSwordsState:
        try:
            seats = int(data["seats"])
            st = cls(seats, resolve(OPTIONS, data["options"], seats), Rng(int(data["rng"])))
            st.dealer = int(data["dealer"])
            st.strong = Suit(data["strong"])
            st.indicator_card = card(data["indicator_card"])
            st.indicator = card_list(data["indicator"])
            st.indicator_known = int(data["indicator_known"])
            st.hands = [card_list(h) for h in data["hands"]]
            st.armor = [card_list(a) for a in data["armor"]]
            st.used = [card_list(u) for u in data["used"]]
            st.deck = card_list(data["deck"])
            st.discard = card_list(data["discard"])
            st.table = [card_list(t) for t in data["table"]]
            st.cleared = [_shown(t) for t in data.get("cleared", [[]] * seats)]  # saves from before it was kept: none
            if len(st.cleared) != seats:
                raise ValueError("the last attack's cards are not one list a knight")
            st.alive = [bool(x) for x in data["alive"]]
            st.phase = Phase(data["phase"])
            st.attacker = int(data["attacker"])
            st.attack_no = int(data["attack_no"])
            st.vows = [None if v is None else card(v) for v in data["vows"]]
            st.vow_queue = [int(x) for x in data["vow_queue"]]
            st.attacked = [bool(x) for x in data["attacked"]]
            st.order = [int(x) for x in data["order"]]
            st.pending = [int(x) for x in data["pending"]]
            st.how = [str(x) for x in data["how"]]
            st.results = [str(x) for x in data["results"]]
            st.owed_draw = [bool(x) for x in data["owed_draw"]]
            st.damaged = [int(x) for x in data["damaged"]]
            st.stolen_by = int(data["stolen_by"])
            st.committed = int(data["committed"])
            st.stop_seat = int(data["stop_seat"])
            st.chooser = int(data["chooser"])
            st.discard_due = int(data["discard_due"])
            st.closed = bool(data["closed"])
            st.reshuffles = int(data["reshuffles"])
            st.attacking_card = card(data["attacking_card"]) if data["attacking_card"] else None
            st._outcome = Outcome.from_dict(data["outcome"]) if data["outcome"] else None
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SetupError(f"not a Mortal Swords position: {exc}") from None
        return st
