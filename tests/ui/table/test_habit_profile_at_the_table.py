"""Duel of Swords' Hard remembers the player's habits from one duel to the next, through the profile kept beside the saves."""

from __future__ import annotations

from pathlib import Path

from game.ai.hard.duel_of_swords import HardAgent
from game.ai.hard.duel_of_swords_habits import NOTHING_SEEN, from_data
from game.engine import State, new_game
from game.persistence.habit_profiles import HabitProfiles
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.computer_seats import ComputerSeats


def _setup(human: bool) -> GameSetup:
    return GameSetup("duel-of-swords", (SeatSetup("You", human, "hard"), SeatSetup("Computer", False, "hard")), {}, seed=5)


def _finished_duel(seed: int, favourite: str) -> State:
    """A duel to its end in which seat 0 always plays ``favourite`` when it may (a habit to read)."""
    state = new_game("duel-of-swords", 2, seed=seed)
    while state.outcome is None:
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            liked = [a for a in legal if a.target == favourite] if seat == 0 else []
            state.apply(seat, (liked or legal)[0])
    return state


def test_after_a_duel_the_computer_keeps_what_it_read_and_the_next_duel_starts_from_it(tmp_path: Path) -> None:
    profiles = HabitProfiles(tmp_path)
    first = ComputerSeats(_setup(human=True), 0.0, None, profiles)
    assert isinstance(first.agents[1], HardAgent) and first.agents[1].profile == NOTHING_SEEN
    first.game_over(_finished_duel(3, "thrust"))
    first.close()
    kept = profiles.load("duel-of-swords")
    assert kept is not None and from_data(kept) != NOTHING_SEEN
    second = ComputerSeats(_setup(human=True), 0.0, None, profiles)
    agent = second.agents[1]
    assert isinstance(agent, HardAgent) and agent.profile == from_data(kept)
    second.close()


def test_watching_computers_play_teaches_nothing_about_the_player(tmp_path: Path) -> None:
    profiles = HabitProfiles(tmp_path)
    watched = ComputerSeats(_setup(human=False), 0.0, None, profiles)
    watched.game_over(_finished_duel(3, "thrust"))
    watched.close()
    assert profiles.load("duel-of-swords") is None
