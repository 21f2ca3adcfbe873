"""The computer seats at a table: who is asked, when their answer may land, and batching their passes.

Agents think off the render thread (:mod:`.ai_worker`). Every answer is
held to the same beat whatever the computer had to decide (GEN-R07: a
forced pass must look like a chosen one), and a searcher is held for its
whole think budget. A run of computer passes in a row (an El Royale
throw-in round) is one beat, not one per seat: the passes after the first
land without a hold of their own, so the table never waits seven beats for
seven seats that let a card go.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

from ...ai import Agent, RandomAgent, make_agent
from ...ai.hard.rollouts import SharesWorlds
from ...engine import Action, SetupError, State
from ...persistence.errors import SaveError
from ...persistence.habit_profiles import HabitProfiles
from ..setup_model import GameSetup
from .ai_worker import AiWorker, Choice
from .search_helpers import PARALLEL_SEARCH, search_processes

#: Computer levels that search (CPU-bound for a whole think): they think in a process of their own.
SEARCH_LEVELS = frozenset({"hard"})
#: Added to a searcher's time budget: its last iteration and the process's round trip run a little past it.
SEARCH_MARGIN = 0.25


def make_seat_agent(game_id: str, level: str, think_time: float | None = None, profile: Any = None) -> Agent:
    """The agent for one computer seat at ``level``, starting from what it kept of its foe; a level the game lacks plays
    at random."""
    try:
        if think_time is not None:  # Hard searches for the think time chosen in the settings
            return make_agent(game_id, level, think_time=float(think_time), profile=profile)
        return make_agent(game_id, level, profile=profile)
    except (SetupError, ImportError):
        return RandomAgent()


def is_pass(action: Action) -> bool:
    """A choice that moves no card (a pass, letting a card go): what a batch of computer answers is made of."""
    return not action.cards


class ComputerSeats:
    """Asks each computer seat in turn and hands back its answer once its beat has passed.

    In a run of computer passes every answer after the first comes at once, whatever it is (a pass or
    a card): the timing of an answer inside the run says nothing about what a seat could have done.
    """

    def __init__(self, setup: GameSetup, beat: float, think_time: float | None, profiles: HabitProfiles | None = None) -> None:
        #: Where what the computers learn of the human is kept between games; None when no human plays (watch mode).
        self.profiles = profiles if any(s.human for s in setup.seats) else None
        self.game_id = setup.game_id
        kept = self.profiles.load(setup.game_id) if self.profiles is not None else None
        self.agents = {
            i: make_seat_agent(setup.game_id, s.level, think_time, kept) for i, s in enumerate(setup.seats) if not s.human
        }
        searching = any(not s.human and s.level in SEARCH_LEVELS for s in setup.seats)
        shares = any(isinstance(a, SharesWorlds) for a in self.agents.values())
        self.worker = AiWorker(separate_process=searching, search_processes=search_processes(PARALLEL_SEARCH) if shares else 1)
        self.rngs = {i: random.Random(setup.seed * 1009 + i) for i in self.agents}
        #: The beat (scene-clock seconds) every computer answer is held to, whatever it had to decide; 0 when instant.
        self.beat = beat
        #: The seat whose answer is awaited, or None.
        self.thinking: int | None = None
        self._asked_at = 0.0
        self._hold = 0.0
        #: True while the last move applied was a computer's pass: the next computer answer rides in the same beat.
        self.in_pass_run = False
        #: How many answers were held to a beat (a run of passes counts once).
        self.beats = 0

    @property
    def pending(self) -> bool:
        return self.worker.pending

    def hold_for(self, agent: Agent) -> float:
        """How long a computer's answer is held: the beat, or a searcher's whole think budget (0 when instant).

        An answer must not come back sooner because there was nothing to
        decide (a lone pass in a counter window): that would tell a human
        what the computer holds (GEN-R07).
        """
        if self.beat <= 0:
            return 0.0
        seconds = agent.think_seconds()
        return max(self.beat, seconds + SEARCH_MARGIN) if seconds is not None else self.beat

    def answer(self, clock: float) -> Choice | None:
        """The awaited answer once its hold has passed, else None."""
        if not self.worker.pending or clock - self._asked_at < self._hold:
            return None
        choice = self.worker.poll()
        if choice is not None:
            self.thinking = None
        return choice

    def ask(self, state: State, clock: float) -> bool:
        """Ask the first computer seat to act, if none is asked yet; True if one was asked."""
        if self.worker.pending:
            return False
        seat = next((s for s in state.to_act() if s in self.agents), None)
        if seat is None:
            return False
        agent = self.agents[seat]
        self.worker.request(agent, seat, state.observation(seat), state.legal_actions(seat), self.rngs[seat])
        self._asked_at, self._hold = clock, 0.0 if self.in_pass_run else self.hold_for(agent)
        if self._hold > 0:
            self.beats += 1
        self.thinking = seat
        return True

    def played(self, seat: int, action: Action) -> None:
        """Note a move just applied: a computer's pass keeps a pass run going, anything else ends it."""
        self.in_pass_run = seat in self.agents and is_pass(action)

    def fallback(self, state: State, seat: int) -> Action | None:
        """A random legal action for a computer seat whose agent failed."""
        legal = state.legal_actions(seat)
        return self.rngs[seat].choice(legal) if legal else None

    def game_over(self, state: State) -> None:
        """Let every computer learn from the finished game, each from its own view, and keep what it learnt of the human.

        Losing the profile (a full disk) loses nothing of the game: the next
        game's computer simply starts afresh.
        """
        for seat, agent in self.agents.items():
            agent.game_over(state.observation(seat))
            data = agent.profile_data()
            if data is not None and self.profiles is not None:
                with contextlib.suppress(OSError, SaveError):
                    self.profiles.save(self.game_id, data)

    def cancel(self) -> None:
        self.worker.cancel()
        self.thinking = None
        self.in_pass_run = False

    def close(self) -> None:
        self.worker.close()
