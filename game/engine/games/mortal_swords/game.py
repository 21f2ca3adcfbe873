"""The Mortal Swords description: options, presets, set-up and deal, and determinization for search."""

from __future__ import annotations

from typing import Any

from ...cards import HIDDEN, full_deck
from ...deck import draw_pile
from ...errors import SetupError
from ...events import Event
from ...observation import Observation
from ...rng import Rng
from ...state import Game, stacked_list
from .definitions import GAME_ID, KNIGHT_CARDS, OPTIONS, Phase
from .state import MortalSwordsState
from .views import unseen

_CODES = frozenset(c.code for c in full_deck())


class MortalSwords(Game):
    id = GAME_ID
    name = "Mortal Swords"
    min_seats = 2
    max_seats = 4
    options = OPTIONS
    state_type = MortalSwordsState
    designer = "Mikael Saurén"
    source = "Mortal Swords v1.3.2 (koodikulma.fi, 2021)"
    summary = (
        "Knights trade sword attacks: block higher in colour, parry the same number, or lose cards to armor until one stands."
    )

    def presets(self, seats: int) -> dict[str, dict[str, Any]]:
        """Rules as written, and the text's own recommendation (GEN-R05)."""
        defaults = {s.name: s.default for s in self.options}
        recommended = {**defaults, "warriorsVow": True, "gentlemanRule": True}
        if seats >= 3:
            recommended["expandedDodging"] = True
        return {"Rules as written": defaults, "Recommended": recommended}

    def _new(self, seats: int, options: dict[str, Any], rng: Rng, deck: Any) -> MortalSwordsState:
        stacked = stacked_list(deck)
        for code in stacked or ():
            if code not in _CODES:
                raise SetupError(f"{code!r} is not a card of Mortal Swords (write rank then suit, like AS, 10H, QD)")
        st = MortalSwordsState(seats, options, rng)
        st.dealer = seats - 1 if stacked is not None else rng.below(seats)
        st.deck = draw_pile(full_deck(), rng, stacked)
        ev: list[Event] = []
        for _ in range(KNIGHT_CARDS):
            for i in range(1, seats + 1):
                s = (st.dealer + i) % seats
                st.hands[s].append(st.deck.pop())
        # The strong-suit card goes face up under the deck (MS-R02).
        shown = st.deck.pop()
        st.indicator = [shown]
        st.indicator_card = shown
        assert shown.suit is not None
        st.strong = shown.suit
        first = (st.dealer + 1) % seats
        if options["warriorsVow"]:
            st.phase = Phase.VOW
            st.vow_queue = [(first + i) % seats for i in range(seats)] if options["vowSequential"] else []
        else:
            st._start_attack(ev, first)
        return st

    def determinize(self, observation: Observation, rng: Rng) -> MortalSwordsState:
        """A full state from the seat's view: unseen cards dealt to other hands, deck, discards, vows and commitments."""
        info, zones, counts, n = observation.info, observation.zones, observation.counts, observation.seats
        seat = observation.seat
        pool = unseen(observation)
        rng.shuffle(pool)

        def fill(items: tuple[str, ...] | list[str]) -> list[str]:
            return [pool.pop() if x == HIDDEN else x for x in items]

        hands: list[list[str]] = []
        vows: list[str | None] = []
        for s in range(n):
            if s == seat:
                hands.append(list(observation.hand))
                vows.append(info["my_vow"])
                continue
            mine = list(observation.known.get(s, ()))
            hands.append(mine + fill([HIDDEN] * (counts[f"hand:{s}"] - len(mine))))
            vows.append(rng.choice(hands[s]) if info["vowed"][s] else None)
        armor = [fill(zones[f"armor:{s}"]) for s in range(n)]
        data = {
            "game": GAME_ID, "seats": n, "options": dict(observation.options), "rng": 0,
            "dealer": info["dealer"], "strong": info["strong_suit"],
            "indicator_card": info["indicator"] or "AS",
            "indicator": list(zones["indicator"]), "indicator_known": info["indicator_known"],
            "hands": hands, "armor": armor,
            "used": [[c for c, up in zip(armor[s], info["used"][s], strict=True) if up] for s in range(n)],
            "table": [[info["my_commit"]] if s == seat and info["my_commit"] else fill(zones[f"table:{s}"]) for s in range(n)],
            "discard": fill([HIDDEN] * counts["discard"]),
            "deck": fill([HIDDEN] * counts["deck"]),
            "alive": info["alive"], "phase": info["phase"], "attacker": info["attacker"], "attack_no": info["attack_no"],
            "vows": vows, "vow_queue": info["vow_queue"], "attacked": info["attacked"], "order": info["order"],
            "pending": info["pending"], "how": info["how"], "results": info["results"], "owed_draw": info["owed_draw"],
            "damaged": info["damaged"], "stolen_by": info["stolen_by"], "committed": info["committed"],
            "stop_seat": info["stop_seat"], "chooser": info["chooser"], "discard_due": info["discard_due"],
            "closed": info["closed"], "reshuffles": info["reshuffles"], "attacking_card": info["attacking_card"],
            "cleared": info["cleared"],
            "outcome": observation.outcome.to_dict() if observation.outcome else None,
        }  # fmt: skip
        st = MortalSwordsState.from_dict(data)
        st.rng = rng.fork()
        return st


GAME = MortalSwords()
