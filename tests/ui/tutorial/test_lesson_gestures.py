"""A learner who does what the bar says rather than what the glow shows still gets the lesson's words."""

from __future__ import annotations

import pygame
from fake_app import FakeApp

from game.ui.table.scene import TableScene
from game.ui.tutorial.coach import Coach
from game.ui.tutorial.drive import _visible_point
from game.ui.tutorial.lessons import LESSONS
from game.ui.tutorial.start import lesson_record, lesson_setup


def lesson_table(game_id: str) -> TableScene:
    lesson = LESSONS[game_id]
    setup = lesson_setup(lesson)
    return TableScene(FakeApp(scale=0.0), setup, lesson_record(lesson, setup), coach=Coach(lesson))


def drag(scene: TableScene, key: str, end: tuple[int, int]) -> None:
    start = _visible_point(scene, key)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def follow_until(scene: TableScene, done, most: int = 400) -> None:  # type: ignore[no-untyped-def]
    """Follow the coach's glow (reading every word on) until ``done()``."""
    coach = scene.coach
    assert coach is not None
    for _ in range(most):
        scene.queue.finish()
        scene.update(0.5)
        scene.refresh(animate=False)
        if done():
            return
        if coach.reading:
            coach.go_on()
        elif scene.human_to_act() and scene.hint is not None:
            scene.play(0, scene.hint.action)
    raise AssertionError("never got there")


def pile(scene: TableScene) -> tuple[int, int]:
    return pygame.Rect(next(z.rect for z in scene.view.zones if z.id == "pile")).center


def test_dragging_the_beat_onto_the_pile_instead_of_pressing_beat_the_attack_still_shows_the_beat_step() -> None:
    """The bar said "drag your beat onto the pile"; the learner did, the drop declared the beat and made it at once,
    and step 4 of 7 ("Beat the top card…") was counted done unseen: the counter went from 3 to 5."""
    scene = lesson_table("el-royale")
    coach = scene.coach
    assert coach is not None
    beat = next(i for i, s in enumerate(coach.lesson.steps) if s.action is not None and s.action.kind == "beat")
    wanted = coach.lesson.steps[beat].action
    assert wanted is not None

    def declaring() -> bool:
        legal = scene.legal()
        return coach.step == coach.lesson.steps[beat] and any(a.kind == "defend" for a in legal) and not coach.reading

    follow_until(scene, declaring)
    index, moves = coach.index, scene.record.moves
    assert coach.guided(scene.legal()) is None  # the glow is on "Beat the attack"; the beat itself is a step away
    drag(scene, f"c:{wanted.cards[0]}", pile(scene))
    assert scene.record.moves == moves + 2 and scene.record.log[-1].action == wanted  # declared and made, in one drop
    assert coach.index == index and coach.reading  # counted as following the step, and its words are up to read
    assert scene.lesson.words() == f"{coach.progress}: {coach.lesson.steps[beat].words} (Click to go on.)"
    coach.go_on()
    assert coach.index == index + 1 and coach.step != coach.lesson.steps[beat]


def test_the_attack_step_names_the_pile_and_its_words_stay_beside_a_drag_refusal() -> None:
    """ "Lay the glowing card at your foe": dropped on the foe's hand, it said "Drop it on a glowing spot.", and the
    step's words never came back; later they came back only once the refusal had been read, and until then a learner
    had lost what they were told to do."""
    from game.ui.table.lesson_desk import LESSON_NOTE_READ

    scene = lesson_table("el-royale")
    coach = scene.coach
    assert coach is not None
    step = coach.lesson.steps[1]
    assert step.action is not None and step.action.target == "pile" and "battle pile" in step.words
    assert "at your foe" not in step.words
    coach.go_on()
    scene.refresh(animate=False)
    assert scene.lesson.words() == f"{coach.progress}: {step.words}"
    foe = min((p for p in scene.view.placements if not p.face_up), key=lambda p: p.pos[1])  # the foe's hand, up top
    drag(scene, f"c:{step.action.cards[0]}", scene.sprites[foe.key].rect().center)
    assert scene.message == "Drop it on a glowing spot." and not scene.record.moves
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)
    note = [e for e in scene.overlays.elements() if e.name in ("message", "coach")]
    assert [e.name for e in note] == ["message"]  # one note, in the warning's colour...
    assert note[0].text.startswith("Drop it on a glowing spot.")  # ...the refusal first...
    assert note[0].text.endswith(f"{coach.progress}: {step.words}") and note[0].fits  # ...and the step's words, whole
    scene.update(0.0)
    assert scene.update(LESSON_NOTE_READ / 2), "frames go on while the note waits to go"
    assert scene.message
    scene.update(LESSON_NOTE_READ / 2 + 0.1)
    assert not scene.message
    scene.draw(surface)
    said = [e for e in scene.overlays.elements() if e.name == "coach"]
    assert said and said[0].text == f"{coach.progress}: {step.words}"


def test_past_the_lessons_moves_a_lit_move_beside_only_table_talk_is_not_called_a_free_choice() -> None:
    """El Royale: "The lesson leaves this move to you. Suggested: Concede… you must take the pile." The other
    button was "Say something to the table", which is no move at all."""
    from game.ui.table.lesson_desk import NEXT_MOVE

    scene = lesson_table("el-royale")
    coach = scene.coach
    assert coach is not None

    def lone_concede() -> bool:
        legal = scene.legal()
        kinds = sorted(a.kind for a in legal)
        return not coach.reading and not coach.asks_for_path() and coach.free(legal) and kinds == ["concede", "talk"]

    follow_until(scene, lone_concede, most=2000)
    words = scene.lesson.words()
    assert words.startswith(f"{coach.done}. {NEXT_MOVE}")


def test_a_refusal_while_the_coach_waits_for_the_standoff_keeps_the_suggested_move_beside_it() -> None:
    """Clashing Blades' last step waits for a standoff, and meanwhile the coach lights the Hint's move and says why: a
    learner who played another move saw "Allowed by the rules, but this lesson asks for…" stand alone in the coach's
    place for seconds, while a refusal at a guided step already kept the step's words beside it."""
    scene = lesson_table("clashing-blades")
    coach = scene.coach
    assert coach is not None

    def spade_met_spade_between_steps() -> bool:
        legal = scene.legal()
        return not coach.reading and coach.guided(legal) is None and coach.free(legal) and len(legal) > 1

    follow_until(scene, lambda: coach.index == len(coach.lesson.steps) - 1 and spade_met_spade_between_steps())
    assert coach.step is not None and coach.step.when == "standoff"
    said = scene.lesson.words()
    assert said.startswith(coach.done) and scene.hint is not None
    other = next(a for a in scene.legal() if a != scene.hint.action)
    assert not scene.play(0, other)
    assert scene.message.startswith("Allowed by the rules")
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)
    note = [e for e in scene.overlays.elements() if e.name in ("message", "coach")]
    assert [e.name for e in note] == ["message"]
    assert note[0].text.startswith("Allowed by the rules")  # the refusal first...
    assert note[0].text.endswith(said) and note[0].fits  # ...and what the coach was saying, whole
