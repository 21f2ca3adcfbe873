"""The in-app rules: a page for every playable game, complete, and in our own words, never copied."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.engine import GAMES
from game.engine.games.duel_of_swords import SPELL_NAMES, SWORD_NAMES, matrix_letters
from game.ui.rules_text import RULES, rules_for

RULES_DIR = (Path(__file__).resolve().parents[2] / "../shared/rules").resolve()

#: Sentences of the published texts, used when the texts themselves are not beside the repository.
KNOWN_SENTENCES = (
    "Each duelist begins the game with 15 points of health.",
    "Damage from successful attacks reduces this health.",
    "You win by reducing your foe to zero health or below.",
    "Spades are attacks. They can be played only during the en garde step, never during an exchange.",
    "The strength of a diamond is the amount of damage it can stop.",
    "If a player receives an advantage on two consecutive rounds, that player has hit, but no longer has the advantage.",
    "The players should not be consulting the Results Matrix during play.",
    "It is played by two people, plus a referee.",
)


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("’", "'").replace("'", ""))


#: Game vocabulary, not prose: the move names may be listed anywhere (the matrix header, the spell theme).
NAME_WORDS = {w for name in SWORD_NAMES + SPELL_NAMES for w in words(name)}


def is_name_list(run: list[str]) -> bool:
    """True for runs that are mostly move names, such as the matrix header row."""
    return sum(w in NAME_WORDS for w in run) * 2 >= len(run)


def published_sentences() -> list[str]:
    if not RULES_DIR.is_dir():
        return list(KNOWN_SENTENCES)
    found: list[str] = []
    for path in sorted(RULES_DIR.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        found.extend(re.split(r"(?<=[.!?])\s+|\n+", text))
    return found


def test_every_playable_game_has_a_page_and_no_others() -> None:
    assert set(RULES) == set(GAMES)
    with pytest.raises(KeyError, match="No rules page"):
        rules_for("poker")


def test_every_page_carries_credit_source_and_real_sections() -> None:
    for page in RULES.values():
        assert page.designer and page.source
        assert len(page.sections) >= 5
        for section in page.sections:
            assert section.title
            assert section.paragraphs or section.tables
            assert all(p.strip() for p in section.paragraphs)
            for table in section.tables:
                assert all(len(row) == len(table.header) for row in table.rows), table.caption


def test_credits_name_who_and_where() -> None:
    assert "Red Dragon Inn" in rules_for("duel-of-swords").designer
    assert "1988" in rules_for("duel-of-swords").designer
    cb = rules_for("clashing-blades")
    assert "Lester Smith" in cb.designer and "2009" in cb.designer and "Lester Smith Games" in cb.source


def copied_sentences(sentences: list[str], ours: str) -> list[str]:
    """The published sentences of eight words or more (not mere name lists) that appear whole in ``ours``."""
    ours_words = " " + " ".join(words(ours)) + " "
    found = []
    for sentence in sentences:
        sentence_words = words(sentence)
        if len(sentence_words) >= 8 and not is_name_list(sentence_words) and f" {' '.join(sentence_words)} " in ours_words:
            found.append(sentence)
    return found


def test_no_sentence_of_eight_words_or_more_is_copied() -> None:
    assert copied_sentences(published_sentences(), " ".join(page.all_text() for page in RULES.values())) == []


def test_no_ten_word_run_of_the_published_texts_appears() -> None:
    """Stricter than whole sentences: no ten consecutive words are lifted either."""
    source = words(" ".join(published_sentences()))
    runs = {" ".join(source[i : i + 10]) for i in range(len(source) - 9) if not is_name_list(source[i : i + 10])}
    ours = words(" ".join(page.all_text() for page in RULES.values()))
    copied = [" ".join(ours[i : i + 10]) for i in range(len(ours) - 9) if " ".join(ours[i : i + 10]) in runs]
    assert copied == []


def test_the_duel_of_swords_matrix_matches_the_engine_and_hides_during_a_game() -> None:
    page = rules_for("duel-of-swords")
    tables = [t for s in page.sections for t in s.tables if t.practice_only]
    assert len(tables) == 1
    matrix = tables[0]
    assert matrix.header[1:] == SWORD_NAMES
    letters = matrix_letters()
    thrust, stop_hit = SWORD_NAMES.index("Thrust"), SWORD_NAMES.index("Stop Hit")
    assert matrix.rows[stop_hit][1 + thrust] == "You hit"  # A's stop hit against B's thrust: A hits (DS-T2).
    assert matrix.rows[thrust][1 + stop_hit] == "They hit"
    assert matrix.rows[thrust][1 + thrust] == "Both hit"
    words_for = {"A": "You hit", "B": "They hit", "a": "Your adv.", "b": "Their adv.", "X": "Both hit", ".": "—"}
    for mine in range(10):
        for theirs in range(10):
            assert matrix.rows[mine][1 + theirs] == words_for[letters[theirs][mine]]
    in_game = page.visible_sections(in_game=True)
    assert not any(t.practice_only for s in in_game for t in s.tables)
    assert any(t.practice_only for s in page.visible_sections(in_game=False) for t in s.tables)


def test_clashing_blades_page_covers_what_a_player_needs() -> None:
    text = rules_for("clashing-blades").all_text().lower()
    for topic in (
        "en garde",
        "exchange",
        "drop",
        "exact",
        "marcus king",
        "punch",
        "balance",
        "one answer per threat",
        "advanced rule 1",
        "advanced rule 2",
        "damage coming at you",
        "minor joker",
        "major joker",
    ):
        assert topic in text, topic


def test_the_copy_check_would_catch_a_planted_sentence() -> None:
    sentence = next(s for s in published_sentences() if len(words(s)) >= 8 and not is_name_list(words(s)))
    assert copied_sentences(published_sentences(), "Our own opening. " + sentence + " Our own ending.") == [sentence]


# -- The game in a minute, and the links to the lesson ------------------------------------------------------


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_each_page_opens_with_the_game_in_a_minute_in_a_few_short_lines(game_id: str) -> None:
    minute = rules_for(game_id).minute
    assert 3 <= len(minute) <= 5 and all(10 < len(line) <= 130 for line in minute)
    assert all(line[0].isupper() and line.endswith(".") for line in minute)


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_every_lesson_link_names_a_section_and_words_a_step_says(game_id: str) -> None:
    from game.ui.tutorial.lessons import LESSONS
    from game.ui.tutorial.links import lesson_steps

    page = rules_for(game_id)
    titles = {s.title for s in page.sections}
    steps = lesson_steps(game_id)
    assert page.lessons and {t for t, _ in page.lessons} <= titles
    assert set(steps) == {t for t, _ in page.lessons}, "a link whose words no step of the lesson says"
    for title, words in page.lessons:
        assert words.casefold() in LESSONS[game_id].steps[steps[title]].words.casefold()
