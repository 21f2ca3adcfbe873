"""``selftest --tutorial GAME``: a lesson played to its end through the real app, headless, following the coach.

Exit 0 with one line when every step of the lesson came up, its words on
the table, and the game reached its results; otherwise an exception, which the self-test turns
into one line and exit 1.
"""

from __future__ import annotations

import time

import pygame

from .drive import learner_turn, lesson_app
from .start import lesson_for


def run_tutorial(game_id: str, timeout: float) -> int:
    from ..scenes.results import ResultsScene

    lesson = lesson_for(game_id)
    started = time.monotonic()
    with lesson_app(game_id) as (app, table):
        coach = table.coach
        assert coach is not None
        frames = gestures = 0
        told: set[int] = set()  # the steps whose words were up at the table, for the learner to read
        while not isinstance(app.scene, ResultsScene):
            if not app.running:
                raise RuntimeError("the app closed before the lesson ended")
            if time.monotonic() - started > timeout:
                raise TimeoutError(f"the lesson was at step {coach.index + 1} of {len(lesson.steps)} after {timeout:g} s")
            app.step(wait=False)
            if app.scene is not table:
                continue
            if coach.step is not None and coach.words(table.legal()).startswith(coach.step.words):
                told.add(coach.order[coach.index])
            if table.finished and not table.queue.busy:
                if not coach.finished and not coach.reading:  # words the last move brought up are read on by the click
                    step = lesson.steps[coach.order[coach.index]]
                    raise RuntimeError(f"the game ended before step {coach.index + 1} came up: {step.words!r}")
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(app.size[0] // 3, app.size[1] // 2), button=1))
            elif learner_turn(table):
                gestures += 1
            elif not table.queue.busy:
                time.sleep(0.005)  # nothing to do this frame (a computer thinks, or a new choice is being read)
            frames += 1
        app.step(wait=False)
        unsaid = [n for n in range(len(lesson.steps)) if n not in told]
        if unsaid:
            raise RuntimeError(f"step {unsaid[0] + 1} was passed without its words: {lesson.steps[unsaid[0]].words!r}")
        results = app.scene
        assert isinstance(results, ResultsScene)
        seconds = time.monotonic() - started
        print(
            f"selftest: ok: the {table.setup.game_id} lesson, all {len(lesson.steps)} steps, "
            f"{results.headline}, {gestures} gestures in {frames} frames, {seconds:.1f} s"
        )
        return 0
