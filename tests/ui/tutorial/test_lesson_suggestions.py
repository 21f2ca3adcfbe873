"""What the coach says between its steps, and what the lessons teach: true of the lesson's own hand, in one voice.

Play-testers read "Lead with your best spade" in Clashing Blades' lesson with 2♠ the only spade in hand, "En Garde"
beside "En garde", and in Duel of Swords "your foe's favourite (33%)", a figure nobody had explained, in a lesson
that never said which move beats which.
"""

from __future__ import annotations

import pytest
from fake_app import FakeApp

from game.engine import Action, Observation, new_game
from game.engine.games.duel_of_swords import MOVES, SWORD_NAMES, result_letter
from game.ui.table.scene import TableScene
from game.ui.tutorial.coach import Coach
from game.ui.tutorial.lessons import LESSONS
from game.ui.tutorial.start import lesson_record, lesson_setup


def lesson_table(game_id: str) -> TableScene:
    lesson = LESSONS[game_id]
    setup = lesson_setup(lesson)
    return TableScene(FakeApp(scale=0.0), setup, lesson_record(lesson, setup), coach=Coach(lesson))


def suggestions(game_id: str) -> list[tuple[Observation, Action, str]]:
    """Follow the coach to the lesson's end; at each move the lesson leaves to the learner: what the learner saw, the
    lit move, and the coach's words."""
    scene = lesson_table(game_id)
    coach = scene.coach
    assert coach is not None
    seen: list[tuple[Observation, Action, str]] = []
    for _ in range(800):
        scene.queue.finish()
        scene.update(0.5)
        scene.refresh(animate=False)
        if scene.state.is_over or coach.finished:
            assert seen, "the lesson left a move to the learner"
            return seen
        if coach.reading:
            coach.go_on()
        elif scene.human_to_act() and scene.hint is not None:
            if coach.free(scene.legal()):
                seen.append((scene.state.observation(0), scene.hint.action, scene.lesson.words()))
            scene.play(0, scene.hint.action)
    raise AssertionError("the lesson never ended")


def every_word(game_id: str) -> list[str]:
    lesson = LESSONS[game_id]
    steps = [w for s in lesson.steps for w in (s.words, s.why, s.early, s.action.label if s.action else "")]
    return [w for w in (*steps, *lesson.reasons.values()) if w]


def test_clashing_blades_suggestions_say_only_what_holds_for_the_hand_in_play() -> None:
    said = suggestions("clashing-blades")
    assert {a.kind for _, a, _ in said} >= {"engarde", "drop", "decline"}
    for obs, action, words in said:
        spades = [c for c in obs.hand if c.endswith("S")]
        if action.kind == "engarde" and ("best spade" in words or "highest spade" in words):
            assert len(spades) > 1, f"{words!r} with {spades} the only spade"
        threats = obs.info.get("threats")
        if action.kind == "drop" and "lower" in words:
            assert threats[1] < threats[0], words  # the learner's spade threatens less than the foe's
        if action.kind == "decline" and "higher" in words:
            assert threats[1] > threats[0], words
        assert "%" not in words and "En Garde" not in words, words


def test_clashing_blades_suggestion_is_one_reason_not_two_voices_stitched() -> None:
    """ "Spade met spade: you may drop yours… Next, play the glowing move: Drop your spade and play 9♦. Trading blows
    costs you 10, your foe 8: answer theirs. Nothing stops it fully: …" said the same thing three ways."""
    said = suggestions("clashing-blades")
    assert any(a.kind in LESSONS["clashing-blades"].reasons for _, a, _ in said), "the lesson words its suggestions"
    for _, action, words in said:
        reason = LESSONS["clashing-blades"].reasons.get(action.kind)
        if reason:
            assert words.endswith(f"{action.label}. {reason}"), words
            assert "Trading blows" not in words and "En Garde" not in words, words  # no second voice beside it


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_en_garde_is_written_one_way_in_every_lesson(game_id: str) -> None:
    for words in every_word(game_id):
        assert "En Garde" not in words and "en Garde" not in words, words


def test_duel_of_swords_suggestions_quote_no_unexplained_figures() -> None:
    said = suggestions("duel-of-swords")
    for _, _, words in said:
        assert "%" not in words, words


#: What the Duel of Swords lesson says beats what, as (mover, what it does, the foe's move): "hits" a hit for the
#: mover alone, "is hit by" one for the foe alone, "both hit", "wins the advantage over", "gives the advantage to".
TAUGHT = {
    ("Thrust", "hits", "Slash"),
    ("Thrust", "hits", "Feint"),
    ("Thrust", "hits", "Lateral Parry"),
    ("Thrust", "is hit by", "Stop Hit"),
    ("Thrust", "both hit", "Thrust"),
    ("Disengage", "wins the advantage over", "Thrust"),
    ("Disengage", "wins the advantage over", "Cut Low"),
    ("Disengage", "wins the advantage over", "Cut High"),
    ("Circular Parry", "wins the advantage over", "Thrust"),
    ("Lateral Parry", "wins the advantage over", "Slash"),
    ("Dodge", "wins the advantage over", "Slash"),
    ("Dodge", "wins the advantage over", "Cut High"),
    ("Slash", "hits", "Stop Hit"),
    ("Cut Low", "hits", "Stop Hit"),
    ("Cut High", "hits", "Stop Hit"),
    ("Stop Hit", "hits", "Thrust"),
    ("Stop Hit", "gives the advantage to", "Lateral Parry"),
    ("Stop Hit", "gives the advantage to", "Circular Parry"),
    ("Circular Parry", "is hit by", "Slash"),
    ("Circular Parry", "is hit by", "Cut High"),
    ("Feint", "wins the advantage over", "Lateral Parry"),
    ("Feint", "wins the advantage over", "Circular Parry"),
    ("Feint", "wins the advantage over", "Dodge"),
    ("Feint", "wins the advantage over", "Disengage"),
    ("Feint", "is hit by", "Thrust"),
    ("Feint", "gives the advantage to", "Cut Low"),
    ("Feint", "gives the advantage to", "Cut High"),
    ("Feint", "gives the advantage to", "Stop Hit"),
    ("Slash", "hits", "Circular Parry"),
    ("Slash", "wins the advantage over", "Cut Low"),
    ("Slash", "wins the advantage over", "Cut High"),
    ("Slash", "is hit by", "Thrust"),
    ("Slash", "gives the advantage to", "Lateral Parry"),
    ("Slash", "gives the advantage to", "Dodge"),
    ("Cut Low", "hits", "Lateral Parry"),
    ("Cut Low", "wins the advantage over", "Circular Parry"),
    ("Cut Low", "wins the advantage over", "Feint"),
}
LETTER = {"hits": "A", "is hit by": "B", "both hit": "X", "wins the advantage over": "a", "gives the advantage to": "b"}


def test_the_duel_of_swords_lesson_teaches_what_beats_what_and_every_word_of_it_is_the_matrix() -> None:
    index = {name: n for n, name in enumerate(SWORD_NAMES)}
    for mover, does, foe in TAUGHT:  # the mover as player A (the matrix is the same from either side)
        assert result_letter(index[mover], index[foe]) == LETTER[does], (mover, does, foe)
    said = " ".join(s.words for s in LESSONS["duel-of-swords"].steps)
    assert all(name in said for name in SWORD_NAMES), "every one of the ten moves is met in the lesson"
    for mover, _, foe in TAUGHT:
        assert mover in said and foe in said
    assert len(MOVES) == 10


def rank(card: str) -> int:
    return 1 if card[:-1] == "A" else int(card[:-1])


def test_clashing_blades_a_guided_answer_weaker_than_one_in_hand_says_why_the_lesson_asks_for_it() -> None:
    """The coach lit 6♦ against a threat of 7 with 9♣ and 10♣ in hand, which would stop it and strike back, and never
    said why: the step shows what a diamond does, and a later step the club."""
    scene = lesson_table("clashing-blades")
    coach = scene.coach
    assert coach is not None
    weaker = 0
    for _ in range(400):
        scene.queue.finish()
        scene.update(0.5)
        scene.refresh(animate=False)
        if coach.finished or scene.state.is_over:
            break
        if coach.reading:
            coach.go_on()
            continue
        if not scene.human_to_act() or scene.hint is None:
            continue
        guided = coach.guided(scene.legal())
        if guided is not None and guided.kind == "respond":
            obs = scene.state.observation(0)
            threat = obs.info["threat"]["amount"]
            card = guided.cards[-1]
            stronger = [c for c in obs.hand if c[-1] in "DC" and c != card and rank(c) >= threat > rank(card)]
            if stronger:
                weaker += 1
                step = coach.step
                assert step is not None and step.why, "a refusal says why too"
                words = scene.lesson.words()
                assert "club" in words and "later step" in words, (words, stronger)
                assert all(c.endswith("C") for c in stronger), "the words speak of clubs: no stronger diamond is in hand"
        scene.play(0, scene.hint.action)
    assert weaker, "the lesson's deal still lights 6♦ with stronger clubs in hand"


def test_the_duel_of_swords_lesson_has_the_learner_slash_and_cut_low_and_says_when_an_advantage_is_lost() -> None:
    """Play-testers: the lesson never had them play a Slash, never said a Cut Low hits a Lateral Parry, and never said
    an advantage not doubled in the next round is gone (DS-R04)."""
    steps = LESSONS["duel-of-swords"].steps
    guided = {s.action.target: s for s in steps if s.action is not None}
    assert guided["slash"].words.startswith("Now Slash:") and guided["cut-low"].words.startswith("Now Cut Low:")
    assert "hits a Lateral Parry" in guided["cut-low"].words
    advantage = next(s for s in steps if s.when == "advantage")
    assert "very next round" in advantage.words and advantage.words.endswith("anything else loses it.")
    # the engine agrees: Feint against Dodge wins the advantage, and a round of nothing after it loses it
    state = new_game("duel-of-swords", 2, seed=1)
    kinds: list[str] = []
    for mine, theirs in (("feint", "dodge"), ("dodge", "dodge")):
        state.apply(0, Action("move", (), mine))
        kinds += [e.kind for e in state.apply(1, Action("move", (), theirs))]
    assert kinds.count("advantage") == 1 and "advantage-lost" in kinds and state.hits == [0, 0]
