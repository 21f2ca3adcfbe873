"""El Royale, Normal level: a collector who counts cards and plays for its team.

It sees only its observation. It values each rank by how many it holds,
and writes a rank off once a card of it has gone to the discard pile or
sits known in an opponent's hand (it keeps count of what was discarded
and picked up). It attacks and throws in with the ranks it values least,
throws in whatever wins at once, beats when conceding would cost more than
the pile is worth, takes piles and spread cards of the ranks it collects,
asks its partner for help when it cannot beat, and honours its partner's
signals.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...engine import Action, Observation, card
from ...engine.cards import full_deck
from ..agent import Agent

#: A hand this big is close to elimination: beat rather than concede, and never take more.
_DANGER = 12
#: After this many battles the table is stuck in careful play that can cycle for ever: break it with random moves.
_PATIENCE = 80


#: A rank whose value (cards held, less some for each out of reach) is below this is one to shed, not collect.
COLLECTED = 1.5


#: Each card's rank by its code, looked up rather than parsed: Hard asks these rules of thousands of imagined hands.
RANKS = {c.code: c.rank for c in full_deck()}


def _rank(code: str) -> int:
    return RANKS.get(code) or card(code).rank


# -- Normal's rules, as plain functions of what the player sees -------------------------------------
#
# Hard's guess at a foe's hand (:mod:`..hard.el_royale_foe_plays`) asks the same rules of hands it imagines.


def out_of_reach(obs: Observation) -> Counter[int]:
    """Per rank, the cards of it nobody on the seat's side can collect: discarded, or known in an opponent's hand."""
    gone = Counter(_rank(c) for c in obs.info["discarded"])
    teams = obs.info["teams"]
    for seat, known in obs.known.items():
        if seat == obs.seat or (teams is not None and teams[seat] == teams[obs.seat]):
            continue
        gone.update(_rank(c) for c in known)
    return gone


def rank_values(hand: Sequence[str], gone: Counter[int]) -> dict[int, float]:
    """Each rank held: how many, less for every card of it out of reach."""
    mine: dict[int, int] = {}
    for code in hand:
        rank = _rank(code)
        mine[rank] = mine.get(rank, 0) + 1
    return {r: max(0.0, n - 0.6 * gone[r]) for r, n in mine.items()}


def attack_key(values: dict[int, float], rank: int) -> tuple[float, int]:
    """Normal attacks with the rank of least value, the higher of two equal (a high card is harder to beat)."""
    return values.get(rank, 0), -rank


def beat_key(values: dict[int, float], rank: int) -> tuple[float, int]:
    """Normal beats with the rank of least value, the lower of two equal (a low beat is easier to beat again)."""
    return values.get(rank, 0), rank


def sheds(values: dict[int, float], rank: int, hand_size: int) -> bool:
    """Whether Normal throws in a card of ``rank``: one it does not collect, or any card when near elimination."""
    return values.get(rank, 0) < COLLECTED or hand_size > _DANGER


def wastes_four(pile_ranks: Sequence[int], rank: int, hand: Sequence[str]) -> bool:
    """Throwing in ``rank`` would complete its four on the pile without emptying the hand: the rank is lost."""
    mine = sum(1 for c in hand if _rank(c) == rank)
    return list(pile_ranks).count(rank) + mine >= 4 and len(hand) > mine


def wins_with(pile_ranks: Sequence[int], rank: int, hand: Sequence[str]) -> bool:
    """Playing every card of ``rank`` empties the hand and completes the four: a win."""
    if len(hand) > 4:
        return False  # a hand of more than four holds other ranks too
    mine = sum(1 for c in hand if _rank(c) == rank)
    return mine == len(hand) and list(pile_ranks).count(rank) + mine == 4


def concedes(values: dict[int, float], pile: Sequence[str], hand_size: int) -> bool:
    """Whether Normal takes the pile rather than beat it: a king on top, or mostly ranks it collects (not near elimination)."""
    worth = sum(1.0 if values.get(_rank(c), 0) >= 1 else -0.5 for c in pile)
    too_many = hand_size + len(pile) > _DANGER
    return not too_many and (_rank(pile[-1]) == 13 or worth > 0.5 * len(pile))


def collects(values: dict[int, float], pile: Sequence[str], hand_size: int) -> bool:
    """Whether Normal takes a pile it is offered: it holds ranks Normal collects, and it is not near elimination."""
    if hand_size + len(pile) > _DANGER:
        return False
    return sum(1.0 if values.get(_rank(c), 0) >= 1 else -0.7 for c in pile) > 0


class NormalAgent(Agent):
    name = "Normal"

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        kinds = {a.kind for a in legal_actions}
        if "hush" in kinds:
            return self._talk(observation, legal_actions)
        phase = observation.info["phase"]
        if observation.info["battle"] > _PATIENCE:
            return self._shake_up(legal_actions, rng)
        if phase == "attack":
            return self._attack(observation, legal_actions)
        if phase in ("throw-before", "throw-after"):
            return self._throw(observation, legal_actions)
        if phase == "defend":
            return self._defend(observation, legal_actions)
        if phase == "offer":
            return self._offer(observation, legal_actions)
        if phase == "share":
            return self._share(observation, legal_actions)
        return next((a for a in legal_actions if a.kind not in ("talk",)), legal_actions[0])

    def explain(self, observation: Observation, legal_actions: Sequence[Action], action: Action) -> str:
        obs, kind = observation, action.kind
        hand, pile = obs.hand, obs.zones.get("pile", ())
        if action.cards and kind in ("attack", "throw", "beat"):
            rank = _rank(action.cards[0])
            mine = sum(1 for c in hand if _rank(c) == rank)
            if mine == len(hand) and [_rank(c) for c in pile].count(rank) + mine == 4:
                return "It completes four of a rank with your last card: that wins."
            held = self._values(obs).get(rank, 0.0)
            if kind == "beat":
                return "Beat with the rank you are least likely to complete, and keep the ranks you collect."
            if held < COLLECTED:
                return "You hold few of this rank and are unlikely to collect all four: it is the one to shed."
            if len(hand) > _DANGER:
                return f"With {len(hand)} cards you are near elimination: shed cards whenever you can."
            if self._partner_signal(obs):
                return "Play it: your partner asked for it, or it is your least useful rank."
            return "Play it: it is your least useful rank."
        if kind == "done" and obs.info["phase"] in ("throw-before", "throw-after"):
            return "Keep your cards: throwing in would give away a rank you are collecting."
        if kind == "pass" and not any(a.kind == "throw" for a in legal_actions):
            return "You hold none of the rank to throw in: passing is all there is."
        if kind in ("pass", "done"):
            return "Nothing here is worth a card from your hand."
        if kind == "concede":
            if not any(a.kind in ("defend", "beat") for a in legal_actions):
                return "Nothing in your hand beats the top card: you must take the pile."
            if pile and _rank(pile[-1]) == 13:
                return "A king on top cannot be beaten cheaply: take the pile instead."
            if len(pile) == 1:
                return "The pile's one card is a rank you collect, so taking it is worth more than beating."
            return "The pile holds mostly ranks you collect, so taking it is worth more than beating."
        if kind == "defend":
            if len(hand) + len(pile) > _DANGER:
                more = "1 more card" if len(pile) == 1 else f"{len(pile)} more cards"
                return f"Taking {more} would bring you near elimination: beat instead."
            if len(pile) == 1:
                return "The pile's one card is not a rank you collect: beat it rather than take it."
            return "The pile is mostly ranks you do not collect: beat it rather than take it."
        if kind == "take":
            return "The pile holds ranks you collect: take it."
        if kind == "decline":
            if len(hand) + len(pile) > _DANGER:
                return "Taking the pile would bring you near elimination."
            if len(pile) == 1:
                return "The pile's one card is not a rank you collect."
            return "The pile is mostly ranks you do not collect."
        if kind == "take-spread":
            return "You already hold two or more of this rank: take it toward four."
        if kind == "enough":
            return "Nothing left in the spread is worth taking."
        if kind == "talk":
            return "You cannot beat: ask your partner to help with another suit."
        if kind == "hush":
            return "Nothing to ask your partner for now." if obs.info["teams"] else "Nothing worth showing the table now."
        return ""

    # -- what ranks are worth ---------------------------------------------------------------------

    def _values(self, obs: Observation) -> dict[int, float]:
        """Each rank held: how many, less for every card of it out of reach (discarded or known with an opponent)."""
        return rank_values(obs.hand, out_of_reach(obs))

    def _partner_signal(self, obs: Observation) -> str | None:
        teams = obs.info["teams"]
        if teams is None:
            return None
        battle = obs.info["battle"]
        for seat, signal in enumerate(obs.info["signals"]):
            if signal and seat != obs.seat and teams[seat] == teams[obs.seat] and obs.info["signal_battle"][seat] >= battle - 1:
                return str(signal)
        return None

    def _winning(self, obs: Observation, legal: Sequence[Action], kind: str) -> Action | None:
        """A card that starts or continues a play ending in the fourth of a rank as the last card."""
        pile = [_rank(c) for c in obs.zones.get("pile", ())]
        return next((a for a in legal if a.kind == kind and wins_with(pile, _rank(a.cards[0]), obs.hand)), None)

    # -- the phases -------------------------------------------------------------------------------

    def _attack(self, obs: Observation, legal: Sequence[Action]) -> Action:
        win = self._winning(obs, legal, "attack")
        if win is not None:
            return win
        plays = [a for a in legal if a.kind == "attack"]
        if not plays:
            return next(a for a in legal if a.kind == "done")
        values = self._values(obs)
        if obs.info["machine"]["placing"]:
            rank = _rank(plays[0].cards[0])
            return plays[0] if values.get(rank, 0) < COLLECTED else next(a for a in legal if a.kind == "done")
        signal = self._partner_signal(obs)
        if signal and signal.startswith("signal:attack:"):
            wanted = int(signal.rsplit(":", 1)[1])
            asked = [a for a in plays if _rank(a.cards[0]) == wanted]
            if asked:
                return asked[0]
        return min(plays, key=lambda a: attack_key(values, _rank(a.cards[0])))

    def _shake_up(self, legal: Sequence[Action], rng: random.Random) -> Action:
        """A table stuck in caution for too long: play any legal move (no talk), which breaks the cycle."""
        moves = [a for a in legal if a.kind not in ("talk", "show", "signal")]
        return moves[rng.randrange(len(moves))]

    def _throw(self, obs: Observation, legal: Sequence[Action]) -> Action:
        win = self._winning(obs, legal, "throw")
        if win is not None:
            return win
        plays = [a for a in legal if a.kind == "throw"]
        stop = next(a for a in legal if a.kind in ("pass", "done"))
        if not plays:
            return stop
        rank = _rank(plays[0].cards[0])
        signal = self._partner_signal(obs)
        if signal in ("signal:throw-in", "signal:other-suit") and not obs.info["machine"]["placing"]:
            pile = obs.zones.get("pile", ())
            top_suit = pile[-1][-1] if pile else ""
            other = [a for a in plays if a.cards[0][-1] != top_suit]
            if signal == "signal:other-suit" and other:
                return other[0]
            return plays[0]
        ranks = [_rank(c) for c in obs.zones.get("pile", ())]
        if wastes_four(ranks, rank, obs.hand):
            return stop
        return plays[0] if sheds(self._values(obs), rank, len(obs.hand)) else stop

    def _defend(self, obs: Observation, legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        pile = obs.zones.get("pile", ())
        hand = obs.hand
        if "concede" in kinds:
            concede = next(a for a in legal if a.kind == "concede")
            if "defend" not in kinds:
                return self._ask_for_help(obs, legal) or concede
            if concedes(self._values(obs), pile, len(hand)):
                return concede
            return next(a for a in legal if a.kind == "defend")
        win = self._winning(obs, legal, "beat")
        if win is not None:
            return win
        beats = [a for a in legal if a.kind == "beat"]
        if not beats:
            return next(a for a in legal if a.kind == "done")
        if obs.info["machine"]["turn_start"] < len(pile):
            done = next((a for a in legal if a.kind == "done"), None)
            return done if done is not None else beats[0]
        values = self._values(obs)
        return min(beats, key=lambda a: beat_key(values, _rank(a.cards[0])))

    def _ask_for_help(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        """A defender who cannot beat asks the partner for another suit (only in teams, once a battle), unless the top card
        is a king: only a king beats a king, whatever its suit, so another suit would not help."""
        if obs.info["teams"] is None or obs.info["machine"]["signalled"][obs.seat]:
            return None
        pile = obs.zones.get("pile", ())
        if pile and _rank(pile[-1]) == 13:
            return None
        return next((a for a in legal if a.kind == "talk"), None)

    def _talk(self, obs: Observation, legal: Sequence[Action]) -> Action:
        wanted = "signal:other-suit" if obs.info["phase"] == "defend" else "signal:throw-in"
        return next((a for a in legal if a.target == wanted), next(a for a in legal if a.kind == "hush"))

    def _offer(self, obs: Observation, legal: Sequence[Action]) -> Action:
        pile = obs.zones.get("pile", ())
        wanted = "take" if collects(self._values(obs), pile, len(obs.hand)) else "decline"
        return next(a for a in legal if a.kind == wanted)

    def _share(self, obs: Observation, legal: Sequence[Action]) -> Action:
        if len(obs.hand) < _DANGER:
            values = self._values(obs)
            good = [a for a in legal if a.kind == "take-spread" and values.get(_rank(a.cards[0]), 0) >= 2]
            if good:
                return good[0]
        return next(a for a in legal if a.kind == "enough")
