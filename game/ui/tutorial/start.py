"""Sitting down to a lesson: the learner ("You") against the Easy computer, on the lesson's stacked deal, with the coach."""

from __future__ import annotations

from pathlib import Path

from ...engine import IllegalAction
from ...persistence import COMPUTER, HUMAN, GameRecord, SeatRecord
from ..scene import AppContext
from ..setup_model import GameSetup, SeatSetup
from .coach import Coach
from .forward import Forward, computer_rng, replayed, to_step
from .lesson import COMPUTER_SEAT, LEARNER, Lesson
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


def resumed(lesson: Lesson, setup: GameSetup, place: Place) -> Forward | None:
    """The lesson's game with the moves of ``place`` played again; None if they no longer fit (the lesson changed)."""
    record = lesson_record(lesson, setup)
    try:
        rng = replayed(setup, record, place.moves)
    except (IllegalAction, KeyError, TypeError, ValueError):
        return None
    return Forward(record, place.step, place.ready, rng, place.order)


def start_lesson(
    app: AppContext, game_id: str, settings_path: Path | None, *, fresh: bool = False, at_step: int | None = None
) -> None:
    """Open the table on the lesson of ``game_id``: where it was left, unless ``fresh``; or at step ``at_step`` (from 0).

    Leaving the table midway keeps its place beside the settings; finishing its last step is remembered there too.
    """
    from ..table.scene import TableScene

    lesson = lesson_for(game_id)
    setup = lesson_setup(lesson)
    place = None if fresh or at_step is not None else place_of(settings_path, game_id)
    where = resumed(lesson, setup, place) if place is not None else None
    if where is None:
        record = lesson_record(lesson, setup)
        where = to_step(lesson, setup, record, at_step) if at_step else Forward(record, 0, False, computer_rng(setup))
        keep_place(settings_path, game_id, None)
    coach = Coach(
        lesson,
        LEARNER,
        on_finished=lambda: mark_learnt(settings_path, game_id),
        index=where.step,
        ready=where.ready if where.step or where.record.moves else None,
        order=where.order,
    )

    def left(game: GameRecord) -> None:
        midway = not coach.finished and game.state.outcome is None and (coach.index > 0 or game.moves > 0)
        moves = tuple({"seat": m.seat, "action": m.action.to_dict()} for m in game.log)
        keep_place(settings_path, game_id, Place(coach.index, coach.ready, moves, tuple(coach.order)) if midway else None)

    coach.on_leave = left
    # A lesson opened midway says where it stands, until the coach speaks, a move is made or the note is clicked away.
    total = len(lesson.steps)
    back = f"Welcome back: the lesson goes on from step {where.step + 1} of {total}." if place is not None else ""
    opened = f"The lesson opens at step {where.step + 1} of {total}." if at_step else ""
    table = TableScene(app, setup, where.record, coach=coach, caption=back or opened)
    table.computers.rngs[COMPUTER_SEAT] = where.rng  # the computer goes on drawing as it would have (see .forward)
    app.switch(table)
