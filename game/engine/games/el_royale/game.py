"""The El Royale description: options, set-up and deal, the next game of a match, and determinization for search."""

from __future__ import annotations

from typing import Any

from ...deck import draw_pile
from ...errors import SetupError
from ...events import Event
from ...observation import Observation
from ...rng import Rng
from ...state import Game, State, stacked_list
from . import battle, refill
from .definitions import ALL_CARDS, GAME_ID, OPTIONS, Phase, lookup, saved_options
from .seating import team_members
from .state import ElRoyaleState


class ElRoyale(Game):
    id = GAME_ID
    name = "El Royale"
    min_seats = 2
    max_seats = 8
    options = OPTIONS
    state_type = ElRoyaleState
    designer = "Adomas Milius"
    source = "El Royale, as published at pagat.com (contributed by Adomas Milius)"
    summary = "Battles of equal ranks where anyone may throw in: win by playing the fourth card of a rank as your last."

    def new(self, seats: int, options: dict[str, Any] | None = None, seed: int | None = None, deck: Any = None) -> ElRoyaleState:
        """As ``Game.new``, typed as this game's state."""
        st = super().new(seats, options, seed=seed, deck=deck)
        assert isinstance(st, ElRoyaleState)
        return st

    def _new(self, seats: int, options: dict[str, Any], rng: Rng, deck: Any) -> ElRoyaleState:
        start = _match_start(deck, seats)
        stacked = stacked_list({k: v for k, v in deck.items() if k not in _START} if start else deck)
        for code in stacked or ():
            if lookup(code) is None:
                raise SetupError(f"{code!r} is not a card of El Royale (write rank then suit, like AS, 10H, QD)")
        st = ElRoyaleState(seats, options, rng)
        if start is not None:
            st.dealer, st.starter = start  # a later game of a match (ER-R14)
        elif stacked is None:
            # The first game's dealer and starting player are drawn independently (RULINGS 2.2 step 2).
            st.dealer = rng.below(seats)
            st.starter = rng.below(seats)
        else:
            st.dealer, st.starter = seats - 1, 0  # RULINGS 7a
        return self._deal(st, stacked)

    def _deal(self, st: ElRoyaleState, stacked: list[str] | None) -> ElRoyaleState:
        st.deck = draw_pile(ALL_CARDS, st.rng, stacked)
        ev: list[Event] = []
        refill.deal(st, ev)
        battle.start_battle(st, ev, st.starter)
        return st

    def saved_options(self, saved: dict[str, Any]) -> dict[str, Any]:
        """Saves from before quick throw-ins existed replay under them (see ``definitions.saved_options``)."""
        return saved_options(saved)

    def match_deal(self, previous: State, seed: int) -> dict[str, int]:
        """The next game of a match: a loser deals (chosen at random among several), the winner starts (ER-R14)."""
        if not isinstance(previous, ElRoyaleState) or previous.outcome is None:
            raise ValueError("the previous game has not ended")
        winners = team_members(previous.winner_seat, previous.seats, previous.teams)
        losers = [s for s in range(previous.seats) if s not in winners]
        return {"dealer": losers[Rng(seed).fork().below(len(losers))], "starter": previous.winner_seat}

    def next_game(self, previous: State, seed: int) -> ElRoyaleState:
        """As ``Game.next_game``, typed as this game's state (El Royale is always played in matches)."""
        st = super().next_game(previous, seed)
        assert isinstance(st, ElRoyaleState)
        return st

    def determinize(self, observation: Observation, rng: Rng) -> ElRoyaleState:
        """A full state from the seat's view: other hands keep their public cards and are filled from the unseen ones."""
        info, m = observation.info, observation.info["machine"]
        st = ElRoyaleState(observation.seats, dict(observation.options), rng.fork())
        by_code = {c.code: c for c in ALL_CARDS}
        st.dealer, st.starter = info["dealer"], info["starter"]
        st.hands = [[by_code[c] for c in observation.known.get(s, ())] for s in range(st.seats)]
        st.hands[observation.seat] = [by_code[c] for c in observation.hand]
        st.known = [[by_code[c] for c in observation.known.get(s, ())] for s in range(st.seats)]
        st.pile = [by_code[c] for c in observation.zones["pile"]]
        st.spread = [by_code[c] for c in observation.zones["spread"]]
        st.discard = [by_code[c] for c in info["discarded"]]
        st.pile_owner = list(info["pile_owner"])
        st.eliminated = list(info["eliminated"])
        st.phase = Phase(info["phase"])
        st.battle_no, st.attacker, st.defender, st.stand_in_for = (
            info["battle"],
            info["attacker"],
            info["defender"],
            info["stand_in_for"],
        )
        st.added_since_defender = info["added_since_defender"]
        st.signals, st.signal_battle = list(info["signals"]), list(info["signal_battle"])
        st.actor, st.order, st.pos, st.quiet = m["actor"], list(m["order"]), m["pos"], m["quiet"]
        st.lap_defender_added, st.placing, st.turn_start, st.talking = (
            m["lap_defender_added"],
            m["placing"],
            m["turn_start"],
            m["talking"],
        )
        st.signalled, st.conceded, st.winner_seat = list(m["signalled"]), m["conceded"], m["winner_seat"]
        st.hushed = m["hushed"]
        st._outcome = observation.outcome
        seen = {c for cs in st.zones().values() for c in cs}
        unseen = [c for c in ALL_CARDS if c not in seen]
        rng.shuffle(unseen)
        for s, count in enumerate(info["hand_counts"]):
            while len(st.hands[s]) < count:
                st.hands[s].append(unseen.pop())
        st.deck = unseen
        return st


def _match_start(deck: Any, seats: int) -> tuple[int, int] | None:
    """The dealer and starter a ``deck`` of ``match_deal`` names, or None for a first game."""
    if not isinstance(deck, dict) or not _START & set(deck):
        return None
    dealer, starter = deck.get("dealer"), deck.get("starter")
    for seat in (dealer, starter):
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
            raise SetupError(f"the next game of a match needs a dealer and a starter among seats 0 to {seats - 1}")
    return dealer, starter  # type: ignore[return-value]


#: The keys of a ``deck`` that starts a later game of a match.
_START = frozenset({"dealer", "starter"})

GAME = ElRoyale()
