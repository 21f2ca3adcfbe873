"""The results screen speaks like the table: "You win!", and the engine's reason with the players' names."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest
from shell_helpers import make_app

from game.engine import Outcome, new_game
from game.ui.app import App
from game.ui.scenes import results
from game.ui.scenes.results import ResultsScene, headline, reason_line
from game.ui.setup_model import GameSetup, SeatSetup

DOS = "duel-of-swords"
YOU_AND_COMPUTER = GameSetup(DOS, (SeatSetup("You", True), SeatSetup("Computer (Normal)", False)))


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app()
    yield a
    a.close()


def test_you_win_in_the_second_person() -> None:
    assert headline(YOU_AND_COMPUTER, Outcome((0,), reason="x")) == "You win!"


def test_the_computer_wins_in_the_third_person() -> None:
    assert headline(YOU_AND_COMPUTER, Outcome((1,), reason="x")) == "Computer (Normal) wins!"


def test_two_winners_share_one_plural_verb() -> None:
    setup = GameSetup(DOS, (SeatSetup("Ann", True), SeatSetup("Bob", True), SeatSetup("Cy", False)))
    assert headline(setup, Outcome((0, 2), reason="x")) == "Ann and Cy win!"
    assert headline(YOU_AND_COMPUTER, Outcome((0, 1), reason="x")) == "You and Computer (Normal) win!"


def test_the_reason_names_the_players_instead_of_seat_numbers() -> None:
    won = Outcome((0,), reason="Player 1 wins 3–1: Player 2 has no health left.")
    lost = Outcome((1,), reason="Player 2 wins 3–1: Player 1 has no health left.")
    assert reason_line(YOU_AND_COMPUTER, won) == "You win 3–1: Computer (Normal) has no health left."
    assert reason_line(YOU_AND_COMPUTER, lost) == "Computer (Normal) wins 3–1: You have no health left."
    assert reason_line(YOU_AND_COMPUTER, None) == ""


def test_the_screen_shows_the_named_headline_and_reason_for_a_real_game(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    state = new_game(DOS, 2, options={"hitsToWin": 1}, seed=3)
    rng = random.Random(3)
    while not state.is_over:
        for seat in state.to_act():
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    outcome = state.outcome
    assert outcome is not None and not outcome.draw and "Player" in outcome.reason
    you = outcome.winners[0]
    names = ("You", "Computer (Normal)") if you == 0 else ("Computer (Normal)", "You")
    setup = GameSetup(DOS, (SeatSetup(names[0], you == 0), SeatSetup(names[1], you == 1)), {"hitsToWin": 1}, 3)
    shown: list[str] = []
    real = results.draw_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        shown.append(text)
        return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(results, "draw_text", spy)
    app.finish_game(setup, state)
    assert isinstance(app.scene, ResultsScene)
    app.step(wait=False)
    assert "You win!" in shown
    text = " ".join(shown)
    assert "Player 1" not in text and "Player 2" not in text and "You wins" not in text
    assert "Computer (Normal)" in text
