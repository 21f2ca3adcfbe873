"""The Suits Duel description: options, set-up and deal, and determinization for search."""

from __future__ import annotations

from typing import Any

from ...cards import Card, card
from ...deck import draw_pile
from ...errors import SetupError
from ...events import Event
from ...observation import Observation
from ...rng import Rng
from ...state import Game, stacked_list
from . import storm
from .definitions import GAME_ID, HAND_SIZE, OPTIONS, SHIELDS, Cast, Phase, _name, all_cards, lookup
from .state import SuitsDuelState


class SuitsDuel(Game):
    id = GAME_ID
    name = "Suits Duel"
    min_seats = 2
    max_seats = 2
    options = OPTIONS
    state_type = SuitsDuelState
    designer = "Nicholas Fletcher"
    source = "Suits Duel (pagat.com, 2018)"
    summary = "Summon battlers, attack and heal by suit and rank, counter spells, and break your foe's three shields."

    def _new(self, seats: int, options: dict[str, Any], rng: Rng, deck: Any) -> SuitsDuelState:
        """Deal as RULINGS 4.2 and 7a say: seven cards each one at a time from seat 0, then three shields
        for seat 0 and three for seat 1, then a battler each; a joker turned up for a shield or battler is
        set aside and shuffled back into the deck afterwards (SD-R02). Seat 0 plays first with a stacked deck."""
        stacked = stacked_list(deck)
        for code in stacked or ():
            if lookup(code) is None:
                raise SetupError(f"{code!r} is not a card of Suits Duel (write rank then suit, like AS, 10H, QD, or JK1)")
        pile = draw_pile(all_cards(options), rng, stacked)
        st = SuitsDuelState(options, rng)
        st.first = 0 if deck is not None else rng.below(2)
        for _ in range(HAND_SIZE):
            for s in (0, 1):
                st.hands[s].append(pile.pop())
        aside: list[Card] = []

        def next_fit() -> Card:
            c = pile.pop()
            while c.is_joker:
                aside.append(c)
                c = pile.pop()
            return c

        for s in (0, 1):
            st.shields[s] = [next_fit() for _ in range(SHIELDS)]
        for s in (0, 1):
            st.battlers[s] = [next_fit()]
            st.wounds[s] = [None]
        for j in aside:
            pile.insert(rng.below(len(pile) + 1), j)
        st.deck = pile
        ev: list[Event] = []
        ev.append(Event("first-player", st.first, text=f"{_name(st.first)} plays first."))
        storm.start_turn(st, ev, st.first)
        return st

    def determinize(self, observation: Observation, rng: Rng) -> SuitsDuelState:
        """A full state from the observation, the unknowns (the other hand, hidden shields, the deck, an
        unbrowsable discard pile) dealt at random from the cards the seat has not seen; shields never get a joker."""
        info, zones, counts = observation.info, observation.zones, observation.counts
        seat, other = observation.seat, 1 - observation.seat
        st = SuitsDuelState(dict(observation.options), rng.fork())
        unseen = all_cards(st.options)
        seen = [*observation.hand, *zones["discard"], *zones["stack"]]
        for s in (0, 1):
            seen += zones[f"battlers:{s}"] + zones[f"wounds:{s}"]
        mine = info["my_shields"] or [None, None, None]
        seen += [c for c in mine if c is not None]
        for code in seen:
            unseen.remove(card(code))
        rng.shuffle(unseen)
        for s in (0, 1):
            slots: list[Card | None] = []
            for i, there in enumerate(info["shield_slots"][s]):
                if not there:
                    slots.append(None)
                elif s == seat and mine[i] is not None:
                    slots.append(card(mine[i]))
                else:
                    pick = next(c for c in unseen if not c.is_joker)
                    unseen.remove(pick)
                    slots.append(pick)
            st.shields[s] = slots
            st.battlers[s] = [card(b["card"]) for b in info["battlers"][s]]
            st.wounds[s] = [None if b["wound"] is None else card(b["wound"]) for b in info["battlers"][s]]
        st.hands[seat] = [card(c) for c in observation.hand]
        st.hands[other] = [unseen.pop() for _ in range(counts[f"hand:{other}"])]
        hidden = counts["discard"] - len(zones["discard"])
        st.discard = [unseen.pop() for _ in range(hidden)] + [card(c) for c in zones["discard"]]
        st.deck = unseen
        st.stack = [Cast.from_dict(k) for k in info["stack"]]
        st.phase = Phase(info["phase"])
        st.active, st.first, st.turn = info["active"], info["first"], info["turn"]
        st.responder = info["responder"] if info["responder"] is not None else -1
        st.flips = list(info["flips"])
        st.owed, st.storm_done, st.storm_pending = info["owed"], info["storm_done"], info["storm"]
        st._outcome = observation.outcome
        return st


GAME = SuitsDuel()
