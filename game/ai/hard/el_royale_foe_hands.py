"""El Royale, Hard's guess at the foes' hands: collectors' deals, kept in proportion to how well they explain the play.

Told the foe's true hand, Hard at 16 worlds beat Normal 87.5% of the time;
dealing the unseen cards at random, 64.5% (README, "El Royale: the guess at
the foe's hand"). Two things narrow the guess, both public:

- A foe collects ranks: it took piles for the ranks in them. Its unseen
  cards lean toward the ranks it is known to hold (picked up or taken) and
  away from ranks discarded or known elsewhere (:func:`deal_as_collectors`).
- What it played over its last few draws (:mod:`.el_royale_foe_memory`): of
  :data:`CANDIDATES` such deals, one is kept in proportion to how likely it
  makes those plays by Normal's rules (:func:`imagine`).
"""

from __future__ import annotations

from collections import Counter

from ...engine import Game, Observation
from ...engine.games.el_royale.state import ElRoyaleState
from ...engine.rng import Rng
from ..heuristics.el_royale import RANKS
from .el_royale_foe_memory import FoeMemory

#: Weight per card of the rank the foe is known to hold.
PULL = 2.0
#: Weight against per card of the rank out of the foe's reach (discarded, or known in another hand).
PUSH = 1.0
#: Collectors' deals drawn per imagined world, of which the memory keeps one.
CANDIDATES = 8


def deal_as_collectors(game: Game, observation: Observation, rng: Rng) -> ElRoyaleState:
    """A world the observation allows, each foe's unseen cards drawn with weights for the ranks it collects."""
    world = game.determinize(observation, rng)
    assert isinstance(world, ElRoyaleState)
    me = observation.seat
    by_code = {c.code: c for hand in world.hands for c in hand} | {c.code: c for c in world.deck}
    pool = [c.code for s, hand in enumerate(world.hands) if s != me for c in hand if c not in world.known[s]]
    pool += [c.code for c in world.deck]
    rng.shuffle(pool)
    out_of_play = Counter(RANKS[c] for c in observation.info["discarded"])
    for s, hand in enumerate(world.hands):
        if s == me:
            continue
        known = world.known[s]
        held = Counter(c.rank for c in known)
        elsewhere = out_of_play + Counter(RANKS[c] for o, cs in observation.known.items() if o != s for c in cs)
        leaning = {r: (1 + PULL * held[r]) / (1 + PUSH * elsewhere[r]) for r in range(1, 14)}
        weights = [leaning[RANKS[c]] for c in pool]
        drawn: list[str] = []
        for _ in range(len(hand) - len(known)):
            pick = _weighted(weights, rng)
            weights.pop(pick)
            drawn.append(pool.pop(pick))
        world.hands[s] = list(known) + [by_code[c] for c in drawn]
    world.deck = [by_code[c] for c in pool]
    return world


def imagine(game: Game, observation: Observation, rng: Rng, memory: FoeMemory) -> ElRoyaleState:
    """One of :data:`CANDIDATES` collectors' deals, drawn in proportion to how likely each makes the foes' plays."""
    me = observation.seat
    worlds = [deal_as_collectors(game, observation, rng.fork()) for _ in range(CANDIDATES)]
    weights = [_explains(world, me, memory) for world in worlds]
    return worlds[_weighted(weights, rng)]


def _explains(world: ElRoyaleState, me: int, memory: FoeMemory) -> float:
    likelihood = 1.0
    for s, hand in enumerate(world.hands):
        if s != me and not world.eliminated[s]:
            likelihood *= memory.likelihood(s, [c.code for c in hand])
    return likelihood


def _weighted(weights: list[float], rng: Rng) -> int:
    """An index drawn in proportion to ``weights`` (all positive)."""
    point = rng.next64() / 2**64 * sum(weights)
    for i, w in enumerate(weights):
        point -= w
        if point < 0:
            return i
    return len(weights) - 1
