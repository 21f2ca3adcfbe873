"""Every lesson plays to its end through the real app, following the coach's glow, and every step comes up."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from game.engine import GAMES, get_game
from game.ui.tutorial.lessons import LESSONS


def test_every_game_has_a_lesson_whose_guided_moves_use_its_own_stacked_deck() -> None:
    assert sorted(LESSONS) == sorted(GAMES)
    for game_id, lesson in LESSONS.items():
        assert lesson.game_id == game_id
        get_game(game_id).new(2, {}, seed=lesson.seed, deck=list(lesson.deck) if lesson.deck is not None else None)
        assert any(step.action is not None for step in lesson.steps)
        for step in lesson.steps:
            assert 0 < len(step.words) <= 120, step.words  # short enough for the hint strip
            assert "You's" not in step.words


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_selftest_plays_the_lesson_to_its_end_following_the_coach(game_id: str) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "game", "selftest", "--tutorial", game_id, "--timeout", "90"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert f"the {game_id} lesson, all {len(LESSONS[game_id].steps)} steps" in done.stdout


def test_selftest_of_an_unknown_lesson_is_a_usage_mistake_of_one_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game", "selftest", "--tutorial", "snap"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and "snap" in done.stderr


def test_the_mortal_swords_hit_step_names_both_ways_to_take_a_hit() -> None:
    """A learner met "Computer steals K♠ as armor… discards a hand card face down" with no word of stealing."""
    lesson = LESSONS["mortal-swords"]
    step = next(s for s in lesson.steps if s.action is not None and s.action.kind == "armor")
    words = step.words.lower()
    assert "armor" in words and "steal" in words and "discard" in words


def test_the_mortal_swords_lesson_teaches_each_rule_its_first_game_meets() -> None:
    """A play-tester who took the lesson read "of the attack's colour (the strong suit is a colour of its own)", then
    saw J♣ block a spade; nothing said an ace defends as 14, that the strong suit's court cards attack only from the
    deck, or that matching armor can take a hit."""
    from game.ui.tutorial.lessons import LESSONS

    words = " ".join(step.words for step in LESSONS["mortal-swords"].steps)
    for taught in ("clubs may block spades", "ace defends as 14", "J, Q or K attack", "turn down matching armor"):
        assert taught in words, taught
    assert "colour of its own" not in words
    # the block step meets a club attack (8♣, blocked with J♣): "of the attack's colour" there read as "a spade will do"
    block = next(step for step in LESSONS["mortal-swords"].steps if step.action is not None and step.action.cards == ("JC",))
    assert "only clubs block the strong suit's attacks" in block.words and "colour" not in block.words
