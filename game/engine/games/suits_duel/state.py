"""The Suits Duel state machine: draws, spells and their counter windows, shields, the storm, the hand limit.

Phases say who acts: the active player in the main phase and at the hand
limit, the other player in a counter window (and the caster again when a
counter is countered), and the owner of a shield to be turned over. Forced
steps are the engine's: a draw, a lone shield turned over, the storm's
reshuffle, and with ``quickCounters`` a window nobody could use.
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
from ...state import State, card_list
from . import counters, refusals, spells, storm, views
from .definitions import (
    DISCARD,
    GAME_ID,
    OPTIONS,
    SHIELDS,
    STACK,
    Cast,
    Phase,
    _act,
    _codes,
    all_cards,
    lookup,
    shield_target,
)


class SuitsDuelState(State):
    """Hands, deck, discard pile, each side's shields and battlers (with wounds), the spell stack and the phase."""

    def __init__(self, options: dict[str, Any], rng: Rng) -> None:
        self.seats = 2
        self.options = options
        self.rng = rng
        self.hands: list[list[Card]] = [[], []]
        self.deck: list[Card] = []
        self.discard: list[Card] = []
        #: Three slots per side; a broken shield leaves its slot empty so the others keep their places.
        self.shields: list[list[Card | None]] = [[], []]
        self.battlers: list[list[Card]] = [[], []]
        #: The wound card under each battler, in the same order (None: unwounded).
        self.wounds: list[list[Card | None]] = [[], []]
        #: The declared spell first, then the counters cast on it, each on the one below.
        self.stack: list[Cast] = []
        self.phase = Phase.MAIN
        self.active = 0
        self.first = 0
        self.turn = 0
        self.responder = -1
        #: Seats that must turn over a shield, in order.
        self.flips: list[int] = []
        #: Cards the active player is still owed by the current draw, and whether it has had its storm.
        self.owed = 0
        self.storm_done = False
        #: A storm's flips are under way: once they are done, the discard pile becomes the deck.
        self.storm_pending = False
        self._outcome: Outcome | None = None

    # -- who acts ---------------------------------------------------------------------------------

    def to_act(self) -> list[int]:
        phase = self.phase
        if phase is Phase.MAIN or phase is Phase.DISCARD:
            return [self.active]
        if phase is Phase.RESPOND:
            return [self.responder]
        if phase is Phase.FLIP:
            return [self.flips[0]]
        return []

    def _legal(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase is Phase.MAIN:
            return spells.main_actions(self, seat)
        if phase is Phase.RESPOND:
            return counters.respond_actions(self, seat)
        if phase is Phase.FLIP:
            return [_act("flip", (), shield_target(seat, i)) for i, s in enumerate(self.shields[seat]) if s is not None]
        if phase is Phase.DISCARD:
            return [_act("discard", (c.code,), "discard") for c in self.hands[seat]]
        return []

    def is_legal(self, seat: int, action: Action) -> bool:
        """The same answer as ``action in self._legal(seat)``, without building the list (a hot path)."""
        if malformed(action) is not None:
            return False
        phase, kind, target = self.phase, action.kind, action.target
        cs = [lookup(c) for c in action.cards]
        if any(c is None for c in cs):
            return False
        picked = tuple(c for c in cs if c is not None)
        hand = self.hands[seat]
        if len(set(picked)) != len(picked) or any(c not in hand for c in picked):
            return False
        if phase is Phase.MAIN:
            return spells.is_cast(self, seat, kind, picked, target)
        if phase is Phase.RESPOND:
            if kind == "let-resolve":
                return not picked and target is None
            return kind == "counter" and target == STACK and counters.is_counter(self, seat, picked)
        if phase is Phase.DISCARD:
            return kind == "discard" and len(picked) == 1 and target == DISCARD
        if phase is Phase.FLIP:
            return kind == "flip" and not picked and action in self._legal(seat)
        return False

    def not_your_turn(self, seat: int) -> str:
        return refusals.not_your_turn(self, seat)

    def why_illegal(self, seat: int, action: Action) -> str:
        return refusals.why_illegal(self, seat, action)

    # -- carrying out actions ---------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        kind = action.kind
        cs = tuple(card(c) for c in action.cards)
        if kind in ("summon", "attack", "heal", "study"):
            counters.declare(self, ev, seat, kind, cs, action.target)
        elif kind == "end-turn":
            storm.end_turn(self, ev)
        elif kind == "counter":
            counters.counter(self, ev, seat, cs)
        elif kind == "let-resolve":
            counters.let_resolve(self, ev, seat)
        elif kind == "flip":
            assert action.target is not None
            storm.flip(self, ev, seat, int(action.target.rsplit(":", 1)[1]))
            if self._outcome is None:
                storm.process_flips(self, ev)
        elif kind == "discard":
            storm.hand_limit_discard(self, ev, action.cards[0])
        return ev

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    # -- views ------------------------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        return views.observe(self, seat)

    def zones(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {
            "deck": self.deck,
            "discard": self.discard,
            STACK: [c for spell in self.stack for c in spell.cards],
        }
        for s in (0, 1):
            out[f"hand:{s}"] = self.hands[s]
            out[f"shields:{s}"] = [c for c in self.shields[s] if c is not None]
            out[f"battlers:{s}"] = self.battlers[s]
            out[f"wounds:{s}"] = [c for c in self.wounds[s] if c is not None]
        return out

    def all_cards(self) -> list[Card]:
        return all_cards(self.options)

    def check_invariants(self, round_trip: bool = True) -> None:
        """The base checks (52 or 54 cards, each in one zone; the save round trip) and the Suits Duel ones."""
        super().check_invariants(round_trip)
        for s in (0, 1):
            assert len(self.shields[s]) == SHIELDS, "a side without its three shield slots"
            assert len(self.wounds[s]) == len(self.battlers[s]), "a wound without its battler"
            for zone in (self.battlers[s], self.shields[s], self.wounds[s]):
                assert not any(c is not None and c.is_joker for c in zone), "a joker on the table (SD-R02)"
        assert (self.phase is Phase.RESPOND) == bool(self.stack), "a spell stack outside a counter window"
        if self._outcome is not None:
            assert self.phase is Phase.OVER and not self.to_act()
            return
        acting = self.to_act()
        assert len(acting) == 1, "nobody (or two) to act in a running game"
        for s in (0, 1):
            if not self.battlers[s]:
                # at most two wounds per battler holds by construction (one slot); no battler and a shield left: choosing now
                assert self.phase is Phase.FLIP and s in self.flips, f"Player {s + 1} has no battler and is left waiting"
                assert storm.shields_left(self, s) > 0
        if self.phase is Phase.FLIP:
            assert storm.shields_left(self, self.flips[0]) > 1, "a lone shield is turned over without asking"
        if self.phase is Phase.RESPOND:
            assert self.stack[-1].seat != self.responder, "a player answering their own spell"
        if self.phase is Phase.MAIN:
            assert self.owed == 0 and not self.flips

    # -- copies -----------------------------------------------------------------------------------

    def clone(self) -> SuitsDuelState:
        o = SuitsDuelState.__new__(SuitsDuelState)
        o.seats = 2
        o.options = self.options
        o.rng = self.rng.copy()
        o.hands = [self.hands[0][:], self.hands[1][:]]
        o.deck = self.deck[:]
        o.discard = self.discard[:]
        o.shields = [self.shields[0][:], self.shields[1][:]]
        o.battlers = [self.battlers[0][:], self.battlers[1][:]]
        o.wounds = [self.wounds[0][:], self.wounds[1][:]]
        o.stack = self.stack[:]
        o.phase = self.phase
        o.active = self.active
        o.first = self.first
        o.turn = self.turn
        o.responder = self.responder
        o.flips = self.flips[:]
        o.owed = self.owed
        o.storm_done = self.storm_done
        o.storm_pending = self.storm_pending
        o._outcome = self._outcome
        return o

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "seats": 2,
            "options": dict(self.options),
            "rng": self.rng.state,
            "hands": [list(_codes(h)) for h in self.hands],
            "deck": list(_codes(self.deck)),
            "discard": list(_codes(self.discard)),
            "shields": [[None if c is None else c.code for c in s] for s in self.shields],
            "battlers": [list(_codes(b)) for b in self.battlers],
            "wounds": [[None if c is None else c.code for c in w] for w in self.wounds],
            "stack": [spell.to_dict() for spell in self.stack],
            "phase": str(self.phase),
            "active": self.active,
            "first": self.first,
            "turn": self.turn,
            "responder": self.responder,
            "flips": list(self.flips),
            "owed": self.owed,
            "storm_done": self.storm_done,
            "storm_pending": self.storm_pending,
            "outcome": self._outcome.to_dict() if self._outcome else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SuitsDuelState:
        try:
            st = cls(resolve(OPTIONS, data["options"], 2), Rng(int(data["rng"])))
            st.hands = [card_list(h) for h in data["hands"]]
            st.deck = card_list(data["deck"])
            st.discard = card_list(data["discard"])
            st.shields = [[None if c is None else card(c) for c in s] for s in data["shields"]]
            st.battlers = [card_list(b) for b in data["battlers"]]
            st.wounds = [[None if c is None else card(c) for c in w] for w in data["wounds"]]
            st.stack = [Cast.from_dict(x) for x in data["stack"]]
            st.phase = Phase(data["phase"])
            st.active = int(data["active"])
            st.first = int(data["first"])
            st.turn = int(data["turn"])
            st.responder = int(data["responder"])
            st.flips = [int(x) for x in data["flips"]]
            st.owed = int(data["owed"])
            st.storm_done = bool(data["storm_done"])
            st.storm_pending = bool(data["storm_pending"])
            st._outcome = Outcome.from_dict(data["outcome"]) if data["outcome"] else None
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SetupError(f"not a Suits Duel position: {exc}") from None
        return st
