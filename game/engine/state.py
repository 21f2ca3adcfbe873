"""The contract every game keeps: a ``Game`` description and its ``State``.

A ``Game`` says what can be set up (seats, options) and makes states.
A ``State`` is one game in progress: who acts, what they may do, what
happens when they do it, and what each seat may know. The base class
makes ``apply`` all-or-nothing: legality is settled first and a refused
action raises :class:`IllegalAction` with the state untouched.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable
from typing import Any, ClassVar

from .actions import Action, malformed
from .cards import Card
from .errors import IllegalAction, SetupError
from .events import Event
from .observation import Observation, Outcome
from .options import OptionSpec, resolve
from .rng import Rng

#: Highest seed accepted (seeds are stored in saves as JSON integers).
MAX_SEED = (1 << 63) - 1


def check_input(seats: int, seat: object, action: object) -> None:
    """Refuse what cannot be a move at all (not a seat of this table, not a well-formed ``Action``) before any game reads it.

    Every game's ``apply`` passes through here first, so no game's rules ever meet ``None``, text, a number or an
    action whose fields are of the wrong type: whatever the input, the answer is ``IllegalAction`` and nothing changes.
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise IllegalAction(f"There is no seat {seat!r} at this table.")
    wrong = malformed(action)
    if wrong is not None:
        raise IllegalAction(wrong)


class State(ABC):
    """One game in progress. Mutable, but clones fast for search."""

    game: ClassVar[Game]

    seats: int
    options: dict[str, Any]
    rng: Rng

    # -- who acts and what they may do ---------------------------------------------------------

    @abstractmethod
    def to_act(self) -> list[int]:
        """The seats that must choose now; several for a simultaneous choice."""

    @abstractmethod
    def _legal(self, seat: int) -> list[Action]:
        """The legal actions of a seat that is to act."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action already known to be legal. Must not fail."""

    @abstractmethod
    def why_illegal(self, seat: int, action: Action) -> str:
        """A player's explanation of why a seat to act may not take this action."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def result(self) -> Outcome | None:
        return self.outcome

    def legal_actions(self, seat: int) -> list[Action]:
        if self.outcome is not None or seat not in self.to_act():
            return []
        return self._legal(seat)

    def is_legal(self, seat: int, action: Action) -> bool:
        return action in self._legal(seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Take an action for a seat; the events say what happened, unredacted."""
        if self.outcome is not None:
            raise IllegalAction("The game is over.")
        check_input(self.seats, seat, action)
        if seat not in self.to_act():
            raise IllegalAction(self.not_your_turn(seat))
        if not self.is_legal(seat, action):
            raise IllegalAction(self.why_illegal(seat, action))
        return self._apply(seat, action)

    def not_your_turn(self, seat: int) -> str:
        return "It is not your turn."

    # -- what a seat may know -----------------------------------------------------------------

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """Everything ``seat`` may know, built from scratch (never a filtered copy of the state)."""

    # -- cards and invariants -----------------------------------------------------------------

    @abstractmethod
    def zones(self) -> dict[str, list[Card]]:
        """Every zone that holds cards, by zone id."""

    @abstractmethod
    def all_cards(self) -> list[Card]:
        """Every card this game is played with (each zone's cards together must be exactly these)."""

    def check_invariants(self, round_trip: bool = True) -> None:
        """Raise ``AssertionError`` if the state breaks a rule that must always hold.

        ``round_trip=False`` leaves out the save round trip, by far the dearest check, for long sweeps that
        make it every few actions instead of after every one.
        """
        placed = [c for cards in self.zones().values() for c in cards]
        expected = self.all_cards()
        unique = set(placed)
        if not (len(placed) == len(expected) == len(unique) and unique == set(expected)):
            held, wanted = Counter(placed), Counter(expected)  # the slow count, only when the quick one fails
            if held != wanted:
                missing = sorted(c.code for c in (wanted - held).elements())
                extra = sorted(c.code for c in (held - wanted).elements())
                raise AssertionError(f"cards out of place: missing {missing}, extra {extra}")
        if round_trip:
            snapshot = self.to_dict()
            if type(self).from_dict(snapshot).to_dict() != snapshot:
                raise AssertionError("to_dict/from_dict does not round-trip")

    # -- copies and saving --------------------------------------------------------------------

    @abstractmethod
    def clone(self) -> State:
        """An independent copy (for search)."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready snapshot of the whole state, hidden cards included."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """The state a snapshot describes."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


class Game(ABC):
    """What a game is: its name, seats and options, and how to start one."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]]
    state_type: ClassVar[type[State]]
    designer: ClassVar[str] = ""
    source: ClassVar[str] = ""
    summary: ClassVar[str] = ""

    def option(self, name: str) -> OptionSpec:
        for spec in self.options:
            if spec.name == name:
                return spec
        raise SetupError(f"unknown option {name!r} for {self.name}")

    def resolve_options(self, given: dict[str, Any] | None, seats: int) -> dict[str, Any]:
        return resolve(self.options, given, seats)

    def saved_options(self, saved: dict[str, Any]) -> dict[str, Any]:
        """The options a save names, in today's terms (a game whose flow changed says how older saves were played)."""
        return saved

    def presets(self, seats: int) -> dict[str, dict[str, Any]]:
        """Named option sets for the setup screen (RULINGS GEN-R05)."""
        defaults = {s.name: s.default for s in self.options}
        return {"Rules as written": defaults, "Recommended": dict(defaults)}

    def check_seats(self, seats: int) -> None:
        if not isinstance(seats, int) or not self.min_seats <= seats <= self.max_seats:
            span = str(self.min_seats) if self.min_seats == self.max_seats else f"{self.min_seats} to {self.max_seats}"
            raise SetupError(f"{self.name} is played by {span} players, not {seats}")

    def new(
        self,
        seats: int,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        deck: Any = None,
    ) -> State:
        """A new game, dealt. ``seed`` None means seed 0: the engine never invents randomness."""
        self.check_seats(seats)
        values = self.resolve_options(options, seats)
        if seed is None:
            seed = 0
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise SetupError(f"a seed is a whole number from 0 to {MAX_SEED}")
        return self._new(seats, values, Rng(seed), deck)

    @abstractmethod
    def _new(self, seats: int, options: dict[str, Any], rng: Rng, deck: Any) -> State:
        """Set up and deal a game with checked options."""

    def match_deal(self, previous: State, seed: int) -> Any:
        """How the game after ``previous`` in a match is dealt, as the ``deck`` argument of ``new``; None: no matches.

        Plain data, so a save of the next game (which keeps ``deck``) deals it again.
        """
        return None

    def next_game(self, previous: State, seed: int) -> State | None:
        """The next game of a match after ``previous`` (same seats and options), or None if this game has no matches."""
        deal = self.match_deal(previous, seed)
        return None if deal is None else self.new(previous.seats, previous.options, seed, deck=deal)

    @abstractmethod
    def determinize(self, observation: Observation, rng: Rng) -> State:
        """A full state consistent with everything the observing seat knows (for search AIs)."""

    def describe(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "min_seats": self.min_seats,
            "max_seats": self.max_seats,
            "designer": self.designer,
            "options": [s.describe() for s in self.options],
        }


def stacked_list(deck: Any, key: str = "main") -> list[str] | None:
    """The stacked codes for one pile from a ``deck`` argument (a list, or a dict of lists)."""
    if deck is None:
        return None
    if isinstance(deck, dict):
        unknown = set(deck) - {"main", "events"}
        if unknown:
            raise SetupError(f"unknown pile {sorted(unknown)[0]!r} in the stacked deck")
        deck = deck.get(key)
        if deck is None:
            return None
    if not isinstance(deck, (list, tuple)) or not all(isinstance(c, str) for c in deck):
        raise SetupError("a stacked deck is a list of card codes, top card first")
    return list(deck)


def card_list(codes: Iterable[str]) -> list[Card]:
    """Cards from saved codes (for ``from_dict``)."""
    from .cards import card

    return [card(c) for c in codes]
