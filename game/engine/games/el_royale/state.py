"""The El Royale state: hands, piles, who is eliminated, and where the battle stands (RULINGS 2.2).

The rules live in ``battle`` (attack, throw-ins, beat, the pile offer),
``refill`` (drawing, elimination and sharing out, the next attacker) and
``talk`` (showing a card, partner signals); this module holds the data,
says who is asked and routes each action to its step.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...actions import Action
from ...cards import Card
from ...errors import SetupError
from ...events import Event
from ...observation import Observation, Outcome
from ...options import resolve
from ...rng import Rng
from ...state import State
from . import battle, refusals, talk, views
from .definitions import (
    _BY_CODE,
    ALL_CARDS,
    GAME_ID,
    HAND_CAP,
    HAND_SIZE,
    HAND_ZONES,
    OPTIONS,
    PILE,
    SPREAD,
    Phase,
    saved_options,
)

_card_of = _BY_CODE.__getitem__


def _cards(codes: list[str]) -> list[Card]:
    """Cards from saved codes; an unknown code raises ``KeyError`` (reported as a bad snapshot)."""
    return list(map(_card_of, codes))


def _codes(cards: list[Card]) -> list[str]:
    return [c.code for c in cards]


@lru_cache(maxsize=64)
def _resolved(options: tuple[tuple[str, Any], ...], seats: int) -> dict[str, Any]:
    """Checked options for a snapshot; a save round trip repeats the same few combinations, so they are checked once."""
    return resolve(OPTIONS, dict(options), seats)


def _options(given: dict[str, Any], seats: int) -> dict[str, Any]:
    try:
        key = tuple(sorted(given.items()))
        hash(key)
    except TypeError:  # an odd value (a list, say): checked the slow way, and refused there if it is wrong
        return resolve(OPTIONS, given, seats)
    return dict(_resolved(key, seats))


class ElRoyaleState(State):
    """One game of El Royale in progress."""

    def __init__(self, seats: int, options: dict[str, Any], rng: Rng) -> None:
        self.seats = seats
        self.options = options
        self.rng = rng
        self.teams = options["mode"] == "teams2"
        self.dealer = seats - 1
        self.starter = 0
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        #: Public knowledge: cards everyone saw enter each hand (picked up, taken, shown) that are still there.
        self.known: list[list[Card]] = [[] for _ in range(seats)]
        self.deck: list[Card] = []
        self.discard: list[Card] = []
        self.pile: list[Card] = []
        #: Who played each card of the battle pile, in the same order.
        self.pile_owner: list[int] = []
        #: An eliminated player's cards, face up, waiting to be shared out (ER-R09).
        self.spread: list[Card] = []
        self.eliminated = [False] * seats
        self.phase = Phase.ATTACK
        self.battle_no = 0
        self.attacker = 0
        self.defender = 1 % seats
        #: The eliminated seat a substitute defender stands in for, or -1 (ER-R16).
        self.stand_in_for = -1
        #: The seat asked now (attacker, thrower, defender, the player offered the pile, the sharer).
        self.actor = 0
        #: Throw-ins, the pile offer and sharing out go round ``order``; ``pos`` is the seat asked now.
        self.order: list[int] = []
        self.pos = -1
        #: Seats in a row that added nothing (repeated throw-in rounds end after a full round of them).
        self.quiet = 0
        #: Single-pass throw-ins after the beat: whether the defender threw in during this pass.
        self.lap_defender_added = False
        #: Whether another player added a card since the defender last played (ER-R05).
        self.added_since_defender = False
        self.conceded = False
        #: The seat asked is part-way through placing cards (one at a time) and may add more or be done.
        self.placing = False
        #: Where the current play began in the battle pile.
        self.turn_start = 0
        #: The seat asked has opened its mouth: it now shows a card, signals, or says nothing.
        self.talking = False
        #: The seat asked said nothing after all: no more talk from it until it makes its move (ends talk/hush loops).
        self.hushed = False
        self.signalled = [False] * seats
        #: Each seat's latest signal to its partner and the battle it was given in.
        self.signals: list[str | None] = [None] * seats
        self.signal_battle = [0] * seats
        self.winner_seat = -1
        self._outcome: Outcome | None = None

    # -- who acts and what they may do ------------------------------------------------------------

    def to_act(self) -> list[int]:
        if self._outcome is not None:
            return []
        return [self.actor]

    def _legal(self, seat: int) -> list[Action]:
        return talk.legal(self, seat) if self.talking else battle.legal(self, seat) + talk.opener(self, seat)

    def not_your_turn(self, seat: int) -> str:
        return refusals.not_your_turn(self, seat)

    def why_illegal(self, seat: int, action: Action) -> str:
        return refusals.why_illegal(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        if action.kind in talk.KINDS:
            talk.apply(self, ev, seat, action)
        else:
            self.hushed = False  # the seat made its move: it may talk again when next asked
            battle.apply(self, ev, seat, action)
        return ev

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def surviving(self) -> list[int]:
        return [s for s in range(self.seats) if not self.eliminated[s]]

    def rank_to_follow(self) -> int:
        """The rank that may be thrown in now: the attack's before the defence, the top card's after it."""
        if not self.pile:
            return 0
        return self.pile[0].rank if self.phase is Phase.THROW_BEFORE else self.pile[-1].rank

    # -- what a seat may know ---------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        return views.observe(self, seat)

    # -- cards and invariants ---------------------------------------------------------------------

    def zones(self) -> dict[str, list[Card]]:
        out = {"deck": self.deck, "discard": self.discard, PILE: self.pile, SPREAD: self.spread}
        out.update(zip(HAND_ZONES, self.hands, strict=False))  # one zone id per seat at this table
        return out

    def all_cards(self) -> list[Card]:
        return list(ALL_CARDS)

    def check_invariants(self, round_trip: bool = True) -> None:
        """The base checks (every card in exactly one zone, the save round trip), then this game's own."""
        super().check_invariants(round_trip)
        for s in range(self.seats):
            held = {id(c) for c in self.hands[s]}
            assert all(id(c) in held for c in self.known[s]), f"seat {s} has public cards it does not hold"
            if self.eliminated[s]:
                assert not self.hands[s], f"eliminated seat {s} still holds cards"
            else:
                assert len(self.hands[s]) <= HAND_CAP, f"seat {s} holds {len(self.hands[s])} cards, above {HAND_CAP}"
        assert len(self.pile) == len(self.pile_owner)
        if self._outcome is None:
            assert not self.eliminated[self.actor], "an eliminated seat is asked to act"
            if self.phase is Phase.ATTACK and not self.pile:
                assert self.deck or not self.discard, "the deck ran out but the discard pile was not shuffled in"
                if self.deck:
                    short = [s for s in self.surviving() if len(self.hands[s]) < HAND_SIZE]
                    assert not short, f"seats {short} hold fewer than {HAND_SIZE} cards while the deck lasts"
            if self.phase is not Phase.SHARE:
                assert not self.spread, "an eliminated player's cards lie on the table outside sharing"
            assert self.phase is not Phase.OVER

    # -- copies and saving ------------------------------------------------------------------------

    def clone(self) -> ElRoyaleState:
        o = ElRoyaleState.__new__(ElRoyaleState)
        o.__dict__.update(self.__dict__)
        o.rng = self.rng.copy()
        o.hands = [h[:] for h in self.hands]
        o.known = [k[:] for k in self.known]
        o.deck = self.deck[:]
        o.discard = self.discard[:]
        o.pile = self.pile[:]
        o.pile_owner = self.pile_owner[:]
        o.spread = self.spread[:]
        o.eliminated = self.eliminated[:]
        o.order = self.order[:]
        o.signalled = self.signalled[:]
        o.signals = self.signals[:]
        o.signal_battle = self.signal_battle[:]
        return o

    def __eq__(self, other: object) -> bool:
        """Equal when every field is (the random source by its state): what equal snapshots mean, without making two."""
        if type(other) is not type(self):
            return False
        assert isinstance(other, ElRoyaleState)
        mine, theirs = dict(self.__dict__), dict(other.__dict__)
        mine["rng"], theirs["rng"] = self.rng.state, other.rng.state
        return mine == theirs

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "seats": self.seats,
            "options": dict(self.options),
            "rng": self.rng.state,
            "dealer": self.dealer,
            "starter": self.starter,
            "hands": [_codes(h) for h in self.hands],
            "known": [_codes(k) for k in self.known],
            "deck": _codes(self.deck),
            "discard": _codes(self.discard),
            "pile": _codes(self.pile),
            "pile_owner": list(self.pile_owner),
            "spread": _codes(self.spread),
            "eliminated": list(self.eliminated),
            "phase": self.phase.value,
            "battle_no": self.battle_no,
            "attacker": self.attacker,
            "defender": self.defender,
            "stand_in_for": self.stand_in_for,
            "actor": self.actor,
            "order": list(self.order),
            "pos": self.pos,
            "quiet": self.quiet,
            "lap_defender_added": self.lap_defender_added,
            "added_since_defender": self.added_since_defender,
            "conceded": self.conceded,
            "placing": self.placing,
            "turn_start": self.turn_start,
            "talking": self.talking,
            "hushed": self.hushed,
            "signalled": list(self.signalled),
            "signals": list(self.signals),
            "signal_battle": list(self.signal_battle),
            "winner_seat": self.winner_seat,
            "outcome": self._outcome.to_dict() if self._outcome is not None else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ElRoyaleState:
        try:
            seats = int(data["seats"])
            st = cls(seats, _options(saved_options(data["options"]), seats), Rng(int(data["rng"])))
            st.dealer = int(data["dealer"])
            st.starter = int(data["starter"])
            st.hands = [_cards(h) for h in data["hands"]]
            st.known = [_cards(k) for k in data["known"]]
            st.deck = _cards(data["deck"])
            st.discard = _cards(data["discard"])
            st.pile = _cards(data["pile"])
            st.pile_owner = [int(s) for s in data["pile_owner"]]
            st.spread = _cards(data["spread"])
            st.eliminated = [bool(x) for x in data["eliminated"]]
            st.phase = Phase(data["phase"])
            st.battle_no = int(data["battle_no"])
            st.attacker = int(data["attacker"])
            st.defender = int(data["defender"])
            st.stand_in_for = int(data["stand_in_for"])
            st.actor = int(data["actor"])
            st.order = [int(s) for s in data["order"]]
            st.pos = int(data["pos"])
            st.quiet = int(data["quiet"])
            st.lap_defender_added = bool(data["lap_defender_added"])
            st.added_since_defender = bool(data["added_since_defender"])
            st.conceded = bool(data["conceded"])
            st.placing = bool(data["placing"])
            st.turn_start = int(data["turn_start"])
            st.talking = bool(data["talking"])
            st.hushed = bool(data.get("hushed", False))  # saves from before the flag existed: nobody had hushed
            st.signalled = [bool(x) for x in data["signalled"]]
            st.signals = [None if x is None else str(x) for x in data["signals"]]
            st.signal_battle = [int(x) for x in data["signal_battle"]]
            st.winner_seat = int(data["winner_seat"])
            st._outcome = Outcome.from_dict(data["outcome"]) if data.get("outcome") is not None else None
        except (KeyError, TypeError, ValueError) as exc:
            raise SetupError(f"not an El Royale snapshot ({exc})") from None
        if len(st.hands) != seats or len(st.eliminated) != seats:
            raise SetupError("an El Royale snapshot needs one hand per seat")
        return st

    # -- used by the steps ------------------------------------------------------------------------

    def finish(self, ev: list[Event], winner: int, reason: str, rule: str) -> None:
        """End the game: ``winner``'s side wins."""
        from .seating import team_members

        self.winner_seat = winner
        self.phase = Phase.OVER
        winners = team_members(winner, self.seats, self.teams)
        self._outcome = Outcome(winners, reason=reason)
        ev.append(Event("game-over", winner, text=reason, rule=rule))
