"""The Clashing Blades description: options, set-up and deal, and determinization for search."""

from __future__ import annotations

from typing import Any

from ...cards import Card
from ...deck import draw_pile
from ...errors import SetupError
from ...events import Event
from ...observation import Observation
from ...rng import Rng
from ...state import Game, stacked_list
from .definitions import _BY_CODE, GAME_ID, HEALTH_PAIRS, OPTIONS, H, Phase, current_options, duel_deck, event_deck, saved_options
from .state import ClashingBladesState


class ClashingBlades(Game):
    id = GAME_ID
    name = "Clashing Blades"
    min_seats = 2
    max_seats = 2
    options = OPTIONS
    state_type = ClashingBladesState
    designer = "Lester Smith"
    source = "Clashing Blades! (Lester Smith Games, 2009)"
    summary = "Spades attack, diamonds parry, clubs parry and riposte: wear your foe's 15 health down to nothing."

    def resolve_options(self, given: dict[str, Any] | None, seats: int) -> dict[str, Any]:
        """As every game, after dropping withdrawn options that older saves may still name (CB-T5)."""
        return super().resolve_options(current_options(given), seats)

    def saved_options(self, saved: dict[str, Any]) -> dict[str, Any]:
        """Saves from before quick answers existed replay under them (see ``definitions.saved_options``)."""
        return saved_options(saved)

    def _new(self, seats: int, options: dict[str, Any], rng: Rng, deck: Any) -> ClashingBladesState:
        main = stacked_list(deck, "main")
        stacked_events = stacked_list(deck, "events") if isinstance(deck, dict) else None
        if stacked_events is not None and not options["eventDeck"]:
            raise SetupError("a stacked event deck needs the Event deck option")
        for code in [*(main or ()), *(stacked_events or ())]:
            if code not in _BY_CODE:
                raise SetupError(f"{code!r} is not a card of Clashing Blades (write rank then suit, like AS, 10D, QC, JK1, MK)")
        st = ClashingBladesState(options, rng)
        choice = options["dealer"]
        if choice == "random":
            st.dealer = 1 if deck is not None else rng.below(2)
        else:
            st.dealer = int(choice) - 1
        pair = rng.below(2)
        st.health_cards = [list(HEALTH_PAIRS[pair]), list(HEALTH_PAIRS[1 - pair])]
        st.events = draw_pile(event_deck(options), rng, stacked_events) if options["eventDeck"] else []
        st.deck = draw_pile(duel_deck(options), rng, main)
        ev: list[Event] = []
        st._deal(ev)
        return st

    def determinize(self, observation: Observation, rng: Rng) -> ClashingBladesState:
        """Fill the seat's unknowns (opponent hand, a hidden En Garde card, deck and event order) from the unseen cards."""
        data = observation.info["public"]
        st = ClashingBladesState.from_dict(data)
        st.rng = rng.fork()
        other = 1 - observation.seat
        seen: list[Card] = []
        for cs in st.zones().values():
            seen.extend(cs)
        unseen_duel = list(duel_deck(st.options))
        unseen_events = list(event_deck(st.options))
        for c in seen:
            if c in unseen_duel:
                unseen_duel.remove(c)
            elif c in unseen_events:
                unseen_events.remove(c)
        rng.shuffle(unseen_duel)
        rng.shuffle(unseen_events)
        counts = observation.counts
        hidden_engarde = st.phase is Phase.ENGARDE and st.chosen[other] and counts[f"table:{other}"] > len(st.table[other])
        n_hand = counts[f"hand:{other}"]
        if hidden_engarde:
            pool = [c for c in unseen_duel if c.suit is not H]
            pick = pool[0]
            unseen_duel.remove(pick)
            st.table[other].append(pick)
        hand = [unseen_duel.pop() for _ in range(n_hand)]
        if st.phase is Phase.ENGARDE and not st.chosen[other] and hand and all(c.suit is H for c in hand):
            # A seat asked to go en garde holds a card it can play: it would have discarded a hand of hearts (CB-R19).
            swap = next(i for i, c in enumerate(unseen_duel) if c.suit is not H)
            unseen_duel[swap], hand[0] = hand[0], unseen_duel[swap]
        st.hands[other] = hand
        st.deck = unseen_duel
        st.events = unseen_events
        return st


GAME = ClashingBlades()
