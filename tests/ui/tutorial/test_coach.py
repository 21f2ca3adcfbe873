"""The coach follows a lesson: words come up at their moment, a guided move is lit and any other refused, then it lets go."""

from __future__ import annotations

from game.engine import Action, Event
from game.ui.tutorial.coach import LESSON_COMPLETE, NEXT_LESSON, Coach
from game.ui.tutorial.lesson import Lesson, Step

ATTACK = Action("attack", ("7S",), "table:0", "Attack with 7♠")
OTHER = Action("attack", ("9H",), "table:0", "Attack with 9♥")
LESSON = Lesson(
    "mortal-swords",
    1,
    None,
    (
        Step("Welcome."),
        Step("Attack with the seven.", ATTACK, why="It is the card to learn with."),
        Step("Your foe answered.", when="defend"),
    ),
)


def test_words_at_once_wait_for_a_click_and_a_guided_step_then_shows_only_when_its_move_is_legal() -> None:
    coach = Coach(LESSON)
    assert coach.reading and "Welcome." in coach.words([])
    assert coach.guided([ATTACK, OTHER]) is None  # still reading
    assert coach.go_on()
    assert not coach.go_on()  # nothing left to click past
    assert coach.words([OTHER]) == "" and coach.guided([OTHER]) is None  # its move is not legal yet: the coach is quiet
    assert coach.guided([OTHER, ATTACK]) == ATTACK
    assert coach.words([OTHER, ATTACK]) == "Attack with the seven."


def test_another_move_at_a_guided_step_is_refused_with_the_coachs_reason_and_the_step_waits() -> None:
    coach = Coach(LESSON)
    coach.go_on()
    reason = coach.refusal(0, OTHER, [OTHER, ATTACK])
    assert "Attack with 7♠" in reason and "It is the card to learn with." in reason
    assert coach.index == 1
    assert coach.refusal(0, ATTACK, [OTHER, ATTACK]) == ""
    assert coach.refusal(1, OTHER, [OTHER, ATTACK]) == ""  # the computer's moves are none of the coach's business


def test_words_with_a_moment_come_up_with_its_event_and_the_last_step_marks_the_lesson_learnt() -> None:
    done: list[bool] = []
    coach = Coach(LESSON, on_finished=lambda: done.append(True))
    coach.go_on()
    coach.played(0, ATTACK, [Event("attack", 0, text="You attack.")])
    assert coach.index == 2 and not coach.reading
    coach.played(1, OTHER, [Event("draw", 1)])
    assert not coach.reading
    coach.played(1, OTHER, [Event("defend", 1, text="Computer blocks.")])
    assert coach.reading and "Your foe answered." in coach.words([])
    assert not done
    coach.go_on()
    assert coach.finished and done == [True]
    assert coach.words([]) == f"{LESSON_COMPLETE} {LESSON.farewell} {NEXT_LESSON}"  # stays until the learner's next move
    coach.played(0, OTHER, [])
    assert coach.words([]) == ""
    assert coach.refusal(0, OTHER, [OTHER, ATTACK]) == ""  # the game goes on freely


def test_a_move_while_words_are_up_reads_on() -> None:
    coach = Coach(LESSON)
    coach.played(0, OTHER, [])
    assert coach.index == 1


def test_a_choice_offered_before_its_step_is_explained_in_a_few_words() -> None:
    """Suits Duel asked "Counter?" and Clashing Blades "drop your spade?" before their lessons had said what that was."""
    defend = Action("defend", ("5D",), "table:0", "Defend with 5♦")
    lesson = Lesson(
        "mortal-swords",
        1,
        None,
        (
            Step("Attack with the seven.", ATTACK),
            Step("Defend with the five.", defend, early="A diamond can stop an attack."),
        ),
    )
    coach = Coach(lesson)
    other_defence = Action("defend", ("9D",), "table:0", "Defend with 9♦")
    assert coach.early([other_defence, OTHER]) == "A diamond can stop an attack."  # a defence, before its step
    assert coach.early([OTHER]) == ""  # nothing of that kind can be chosen
    coach.played(0, ATTACK, [])
    coach.played(0, defend, [])
    assert coach.finished and coach.early([other_defence]) == ""  # taught: no more early words


def test_after_the_lesson_a_hint_asked_for_takes_the_farewells_place() -> None:
    """The farewell says "Hint (H) still helps"; pressing H lit a card, but the hint's reason lay under the farewell,
    which stays until the learner's next move."""
    coach = Coach(LESSON)
    coach.go_on()
    coach.played(0, ATTACK, [Event("attack", 0, text="You attack.")])
    coach.played(1, OTHER, [Event("defend", 1, text="Computer blocks.")])
    coach.hint_asked()
    assert coach.words([]) == "Your foe answered. (Click to go on.)", "a hint during the lesson changes nothing"
    coach.go_on()
    assert coach.words([]) == f"{LESSON_COMPLETE} {LESSON.farewell} {NEXT_LESSON}"
    coach.hint_asked()
    assert coach.words([]) == ""
