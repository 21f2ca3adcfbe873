"""Sitting down to a lesson: the learner ("You") against the Easy computer, on the lesson's stacked deal, with the coach."""

from __future__ import annotations

from pathlib import Path

from ...persistence import COMPUTER, HUMAN, GameRecord, SeatRecord
from ..scene import AppContext
from ..setup_model import GameSetup, SeatSetup
from .coach import Coach
from .lesson import LEARNER, Lesson
from .lessons import LESSONS
from .progress import mark_learnt


def lesson_for(game_id: str) -> Lesson:
    """The lesson of ``game_id``; ValueError naming the games that have one."""
    if game_id not in LESSONS:
        raise ValueError(f"no lesson for {game_id!r} (lessons: {', '.join(LESSONS)})")
    return LESSONS[game_id]


def lesson_setup(lesson: Lesson) -> GameSetup:
    """The seats of a lesson: You, then the Easy computer."""
    seats = (SeatSetup("You", True, "easy"), SeatSetup("Computer", False, "easy"))
    assert LEARNER == 0
    return GameSetup(lesson.game_id, seats, {}, lesson.seed)


def lesson_record(lesson: Lesson, setup: GameSetup) -> GameRecord:
    """A new game of the lesson, dealt from its stacked deck."""
    seats = [SeatRecord(s.name, HUMAN if s.human else COMPUTER, None if s.human else s.level) for s in setup.seats]
    deck = list(lesson.deck) if lesson.deck is not None else None
    return GameRecord.start(setup.game_id, seats, setup.options, setup.seed, deck)


def start_lesson(app: AppContext, game_id: str, settings_path: Path | None) -> None:
    """Open the table on the lesson of ``game_id``; finishing its last step is remembered beside the settings."""
    from ..table.scene import TableScene

    lesson = lesson_for(game_id)
    setup = lesson_setup(lesson)
    coach = Coach(lesson, LEARNER, on_finished=lambda: mark_learnt(settings_path, game_id))
    app.switch(TableScene(app, setup, lesson_record(lesson, setup), coach=coach))
