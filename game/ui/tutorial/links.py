"""Which lesson step shows each rule: the rules page's sections linked to the coach's steps.

A rules page names, for a section, words its lesson's coach says (``GameRules.lessons``);
the step is the first whose words hold them. Words, not step numbers, so a
lesson remade with another deal (tools/make_lessons.py) keeps its links.
"""

from __future__ import annotations

from ..rules_text import rules_for
from .lessons import LESSONS


def lesson_steps(game_id: str) -> dict[str, int]:
    """Section title → index of the lesson step that shows it, for the sections whose words a step says."""
    lesson = LESSONS.get(game_id)
    if lesson is None:
        return {}
    try:
        links = rules_for(game_id).lessons
    except KeyError:
        return {}
    found = {}
    for title, words in links:
        step = next((i for i, s in enumerate(lesson.steps) if words.casefold() in s.words.casefold()), None)
        if step is not None:
            found[title] = step
    return found
