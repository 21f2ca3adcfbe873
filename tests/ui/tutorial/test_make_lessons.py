"""tools/make_lessons.py and the app say one lesson: the tool finds deals for the steps of lessons.py, in their words.

The tool kept its own copy of every step's words, and printed older ones than the app said ("Disengage: after any
damage both hands are thrown in…" against the lesson's "Disengage: once anyone takes damage…"); its Duel of Swords
lesson had five steps to the app's ten.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game.ui.tutorial.lessons import LESSONS

TOOL = Path(__file__).resolve().parents[3] / "tools" / "make_lessons.py"


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_lessons", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_lessons", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_tool_searches_for_the_lessons_own_steps_and_its_deal_still_brings_each_one_up(game_id: str) -> None:
    make = tool()
    ideas = make.ideas_of(game_id)
    assert [idea.step for idea in ideas] == list(LESSONS[game_id].steps), "the steps, words and all, are lessons.py's"
    assert make.check(game_id) == "", "the deal lessons.py keeps still brings up every step with the moves it names"


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_what_the_tool_prints_for_the_lessons_own_deal_is_the_lesson(game_id: str) -> None:
    make = tool()
    lesson = LESSONS[game_id]
    chosen = [step.action for step in lesson.steps]
    printed = make.source(make.found(lesson, lesson.seed, list(lesson.deck) if lesson.deck else None, chosen))
    namespace: dict[str, object] = {}
    exec("from game.engine import Action\nfrom game.ui.tutorial.lesson import Lesson, Step\nout = {" + printed + "}", namespace)
    assert namespace["out"] == {game_id: lesson}  # type: ignore[comparison-overlap]
