"""Duel of Swords players with one readable habit each: the foes Hard's habit reading is measured against.

Each plays a base mix except where its habit takes over: a ``sound`` bot's
base is its own equilibrium mix (``BaselineAgent``), a sound player with one
tell; a ``new`` bot's base is any move at random, like a new player:

- ``FavouriteBot`` plays one move (Thrust unless told) ``share`` of the time;
- ``RepeatAfterHitBot`` plays again the move it just scored a hit with, ``share`` of the time;
- ``MirrorBot`` plays the move its foe played last round, ``share`` of the time.

Like every agent they see only their own observation. ``Punisher`` is the
foe the other way round: no habit, but it knows Hard's rule.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Sequence

from ..engine import Action, Observation
from ..engine.games.duel_of_swords import MOVES
from .agent import Agent, RandomAgent, sample
from .hard.duel_of_swords import BaselineAgent, HardAgent, round_game, rounds_of

#: How strongly each habit shows, unless told.
FAVOURITE_SHARE = 0.4
REPEAT_SHARE = 0.9
MIRROR_SHARE = 0.5


class HabitBot(Agent):
    """A player with one habit: ``habit`` names a move to play ``share`` of the time, or None; else the base mix."""

    name = "Habit"

    def __init__(self, share: float, sound: bool = True) -> None:
        self.share = share
        self._base: Agent = BaselineAgent() if sound else RandomAgent()

    @abstractmethod
    def habit(self, observation: Observation) -> str | None:
        """The move the habit calls for this round, if it calls for one."""

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        base = self._base.strategy(observation, legal_actions)
        assert base is not None, "both base players mix"
        move = self.habit(observation)
        if move is None or not any(a.target == move for a in legal_actions):
            return base
        return {a: (1.0 - self.share) * p + (self.share if a.target == move else 0.0) for a, p in base.items()}

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return sample(self.strategy(observation, legal_actions), rng)


class FavouriteBot(HabitBot):
    """Favours one move."""

    name = "Favourite"

    def __init__(self, move: str = "thrust", share: float = FAVOURITE_SHARE, sound: bool = True) -> None:
        super().__init__(share, sound)
        self.move = move

    def habit(self, observation: Observation) -> str | None:
        return self.move


class RepeatAfterHitBot(HabitBot):
    """Plays again the move that just scored it a hit."""

    name = "Repeat after a hit"

    def __init__(self, share: float = REPEAT_SHARE, sound: bool = True) -> None:
        super().__init__(share, sound)

    def habit(self, observation: Observation) -> str | None:
        history, seat = observation.info["history"], observation.seat
        if not history:
            return None
        last = history[-1]
        if _scored(last["result"], last["converted"], seat):
            move: str = last["moves"][seat]
            return move
        return None


class MirrorBot(HabitBot):
    """Plays the move its foe played last."""

    name = "Mirror"

    def __init__(self, share: float = MIRROR_SHARE, sound: bool = True) -> None:
        super().__init__(share, sound)

    def habit(self, observation: Observation) -> str | None:
        history = observation.info["history"]
        if not history:
            return None
        move: str = history[-1]["moves"][1 - observation.seat]
        return move


def _scored(letter: str, converted: int, seat: int) -> bool:
    """Whether ``seat`` scored a hit in a round with this result (a hit, both hit, or its advantage turned into one)."""
    mine = "A" if seat == 0 else "B"
    return letter in (mine, "X") or converted == seat


#: One bot per habit, by name, for measurements.
HABIT_BOTS: dict[str, Callable[..., HabitBot]] = {
    "favourite": FavouriteBot,
    "repeat-after-hit": RepeatAfterHitBot,
    "mirror": MirrorBot,
}


class Punisher(Agent):
    """A foe who knows Hard's rule: it works out Hard's mix from the public history and plays the reply that hurts it most.

    Greedy, one round at a time (the exact best reply over whole duels is
    :func:`.hard.duel_of_swords.guaranteed`, for short duels): against the
    plain equilibrium it can gain nothing, against Hard at most Hard's budget.
    """

    name = "Punisher"

    def __init__(self) -> None:
        self._hard = HardAgent()

    def strategy(self, observation: Observation, legal_actions: Sequence[Action]) -> dict[Action, float]:
        reader = self._hard.reader(observation.options)
        reading = reader.reading(_hards_rounds(observation))
        rows, cols, matrix, _ = round_game(reader.solver, reading.position)
        mix = reader.plan(reading).mix
        worst = min(range(len(cols)), key=lambda c: sum(mix[i] * matrix[k][c] for k, i in enumerate(rows)))
        reply = MOVES[cols[worst]]
        return {a: 1.0 if a.target == reply else 0.0 for a in legal_actions}

    def choose(self, observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        dist = self.strategy(observation, legal_actions)
        return max(dist, key=dist.__getitem__)

    def game_over(self, observation: Observation) -> None:
        """Learn what Hard learns from the duel: its profile of us is public history, so we know it too."""
        self._hard.remember(self._hard.reader(observation.options).learned(_hards_rounds(observation)))


def _hards_rounds(observation: Observation) -> tuple[tuple[int, int], ...]:
    """The rounds as Hard, our foe, sees them (its move first)."""
    return tuple((theirs, mine) for mine, theirs in rounds_of(observation))
