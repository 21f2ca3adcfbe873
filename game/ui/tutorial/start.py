"""Sitting down to a lesson: the learner ("You") against the Easy computer, on the lesson's stacked deal, with the coach."""

from __future__ import annotations

from pathlib import Path

from ...engine import Action, IllegalAction
from ...persistence import COMPUTER, HUMAN, GameRecord, SeatRecord
from ..scene import AppContext
from ..setup_model import GameSetup, SeatSetup
from .coach import Coach
from .lesson import LEARNER, Lesson
from .lessons import LESSONS
from .progress import Place, keep_place, mark_learnt, place_of


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


def resumed_record(lesson: Lesson, setup: GameSetup, place: Place) -> GameRecord | None:
    """The lesson's game with the moves of ``place`` played again; None if they no longer fit (the lesson changed)."""
    record = lesson_record(lesson, setup)
    try:
        for move in place.moves:
            record.apply(move["seat"], Action.from_dict(move["action"]))
    except (IllegalAction, KeyError, TypeError, ValueError):
        return None
    return record


def start_lesson(app: AppContext, game_id: str, settings_path: Path | None, *, fresh: bool = False) -> None:
    """Open the table on the lesson of ``game_id``: where it was left, unless ``fresh`` (or never left midway).

    Leaving the table midway keeps its place beside the settings; finishing its last step is remembered there too.
    """
    from ..table.scene import TableScene

    lesson = lesson_for(game_id)
    setup = lesson_setup(lesson)
    place = None if fresh else place_of(settings_path, game_id)
    record = resumed_record(lesson, setup, place) if place is not None else None
    if record is None or place is None:
        record, place = lesson_record(lesson, setup), None
        keep_place(settings_path, game_id, None)
    coach = Coach(
        lesson,
        LEARNER,
        on_finished=lambda: mark_learnt(settings_path, game_id),
        index=place.step if place is not None else 0,
        ready=place.ready if place is not None else None,
    )

    def left(game: GameRecord) -> None:
        midway = not coach.finished and (coach.index > 0 or game.moves > 0)
        moves = tuple({"seat": m.seat, "action": m.action.to_dict()} for m in game.log)
        keep_place(settings_path, game_id, Place(coach.index, coach.ready, moves) if midway else None)

    coach.on_leave = left
    app.switch(TableScene(app, setup, record, coach=coach))
