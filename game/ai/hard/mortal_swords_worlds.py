"""Mortal Swords, Hard's imagined worlds: the unseen cards dealt again, the lone foe holding one of Hard's guesses.

A search over worlds whose foes hold random cards never beat the heuristic
it ran on: real knights hoard aces and strong court cards, and a foe's
choices say what it holds. Against one foe Hard keeps weighted guesses at
its hand (:mod:`.mortal_swords_foe_hand`); a world starts from the game's
own deal of the unseen cards, then gives the foe a guess drawn in
proportion to its weight, trading each guessed card with the card the foe
was dealt in its place. Every card a guess holds is one the seat has not
seen (a guess is drawn from those alone, and holds the foe's known cards),
so the world still shows the seat exactly its observation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ...engine import Game, Observation
from ...engine.cards import Card
from ...engine.games.mortal_swords.state import MortalSwordsState
from ...engine.rng import Rng
from .mortal_swords_foe_hand import FoeHand, FoeHandWatch


def imagine(game: Game, observation: Observation, rng: Rng, watch: FoeHandWatch) -> MortalSwordsState:
    """One world the observation allows, the lone foe's hand drawn from ``watch``'s guesses where it keeps them."""
    world = cast(MortalSwordsState, game.determinize(observation, rng))
    foes = [s for s in range(observation.seats) if s != observation.seat]
    guess = watch.hand(foes[0]) if len(foes) == 1 else None
    if guess is not None and guess.hands:
        give(world, guess.foe, pick(guess, rng))
    return world


def pick(guess: FoeHand, rng: Rng) -> list[Card]:
    """One of the guesses, drawn in proportion to its weight."""
    total = sum(guess.weights)
    if total <= 0:
        return guess.hands[rng.below(len(guess.hands))]
    at = rng.next64() / 2**64 * total
    running = 0.0
    for hand, weight in zip(guess.hands, guess.weights, strict=True):
        running += weight
        if at < running:
            return hand
    return guess.hands[-1]


def give(world: MortalSwordsState, foe: int, hand: Sequence[Card]) -> None:
    """Make ``hand`` the foe's, trading each card it lacks with one the deck or discard pile holds in its place."""
    held = world.hands[foe]
    spare = [c for c in held if c not in hand]
    for c in hand:
        if c in held or not spare:
            continue
        for pile in (world.deck, world.discard):
            if c in pile:
                swap = spare.pop()
                pile[pile.index(c)] = swap
                held[held.index(swap)] = c
                break
