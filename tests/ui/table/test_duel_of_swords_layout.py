"""Duel of Swords on the table: every word fits the window and runs into nothing, at 1280x720 and the smallest window,
with long names and a long history; the newest past round is always listed."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from table_text import off_the_table, random_positions, words_running_into_things

from game.engine import new_game
from game.ui.settings import MIN_WINDOW
from game.ui.table.layouts import layout_for

GAME = "duel-of-swords"
SIZES = [(1280, 720), MIN_WINDOW]
NAMES = ["You", "Computer (Normal)"]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("options", [{}, {"hitsToWin": 15, "roundLimit": 30}])
def test_every_word_fits_the_window_and_runs_into_nothing(size: tuple[int, int], options: dict[str, object]) -> None:
    layout = layout_for(GAME, NAMES)
    for seed in range(2):
        for state in random_positions(GAME, seed, options):
            for viewer, onlooker in ((0, False), (1, False), (0, True)):
                view = layout.build(size, state.observation(viewer), onlooker=onlooker)
                assert off_the_table(view, size) == []
                assert words_running_into_things(view) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_newest_past_round_is_listed_whole_even_with_a_very_long_name(size: tuple[int, int]) -> None:
    names = ["You", "Sir Reginald Fortescue-Smythe of the Longest Name (Normal)"]
    layout = layout_for(GAME, names)
    rng = random.Random(3)
    state = new_game(GAME, 2, options={"hitsToWin": 15, "roundLimit": 30}, seed=3)
    rounds = 0
    while not state.is_over and rounds < 25:
        for seat in state.to_act():
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        rounds += 1
        view = layout.build(size, state.observation(0))
        texts = [m.text for m in view.marks if m.kind == "text"]
        newest = next(i for i, t in enumerate(texts) if t.startswith(f"{rounds}. "))
        assert not any(re.match(r"\d+\. ", t) for t in texts[newest + 1 :]), "the newest round's lines come last"
        assert not any(t.startswith(f"{rounds + 1}. ") for t in texts)
        assert off_the_table(view, size) == [] and words_running_into_things(view) == []


@pytest.mark.parametrize("size", SIZES)
def test_when_the_first_rounds_no_longer_fit_the_list_says_it_is_the_latest_only(size: tuple[int, int]) -> None:
    """Past round 14 the list began at round 6 under "Past rounds", and rounds 1 to 5 were gone without a word."""
    layout = layout_for(GAME, ["You", "Computer"])
    rng = random.Random(3)
    state = new_game(GAME, 2, options={"hitsToWin": 15, "roundLimit": 30}, seed=3)
    titles: set[str] = set()
    for _ in range(25):
        for seat in state.to_act():
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        texts = [m.text for m in layout.build(size, state.observation(0)).marks if m.kind == "text"]
        listed = [int(t.split(".")[0]) for t in texts if re.match(r"\d+\. ", t)]
        title = next(t for t in texts if t == "Past rounds" or re.fullmatch(r"Last \d+ rounds", t))
        assert title == ("Past rounds" if listed[0] == 1 else f"Last {len(listed)} rounds"), (title, listed)
        titles.add(title)
    assert "Past rounds" in titles and len(titles) > 1


def test_an_empty_move_spot_says_whose_it_is_until_a_card_lies_there() -> None:
    """Two bare boxes sat between the fencers' names: which took the player's move was left to guess."""
    layout = layout_for(GAME, ["You", "Computer"])
    state = new_game(GAME, 2, seed=3)
    texts = [m.text for m in layout.build(MIN_WINDOW, state.observation(0)).marks if m.kind == "text"]
    assert "your move" in texts and "their move" in texts
    state.apply(1, state.legal_actions(1)[0])  # the computer has chosen: its card lies face down in its spot
    texts = [m.text for m in layout.build(MIN_WINDOW, state.observation(0)).marks if m.kind == "text"]
    assert "your move" in texts and "their move" not in texts


def test_a_pending_advantage_shows_no_badge_once_the_game_is_over() -> None:
    """A 2–2 draw still showed the player's "Adv" badge with nothing to say it counts for nothing (DS-R15): the
    badge now goes with the game."""
    from game.ui.table.layouts.duel_of_swords import DuelOfSwordsLayout

    state = new_game("duel-of-swords", 2, seed=1)
    rng = random.Random(1)
    layout = DuelOfSwordsLayout(["You", "Computer"])
    while not state.is_over:
        before = state.observation(0)
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.observation(0).info["pending"] in (0, 1), "seed 1 ends with an advantage pending"
    if before.info["pending"] in (0, 1):
        assert any(m.text == "Adv" for m in layout.build((960, 600), before).marks)  # while it plays, it shows
    assert not any(m.text in ("Adv", "Advantage") for m in layout.build((960, 600), state.observation(0)).marks)


@pytest.mark.parametrize("size", SIZES)
def test_a_score_tied_at_the_target_says_the_duel_plays_on_not_3_hits_of_1(size: tuple[int, int]) -> None:
    """Playing to one hit, a double hit tied the fencers at 1 and play went on (rule 5); the table then read "2 hits of
    1" and "3 hits of 1"."""

    def scores(state) -> list[str]:  # type: ignore[no-untyped-def]
        marks = layout_for("duel-of-swords").build(size, state.observation(0)).marks
        return [m.text for m in marks if re.fullmatch(r"\d+ hits?( of \d+| \(tied, play on\))?", m.text)]

    tied = 0
    for seed in range(60):
        state = new_game("duel-of-swords", 2, options={"hitsToWin": 1}, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in state.to_act():
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            said = scores(state)
            assert len(said) == 2 and not [t for t in said if re.fullmatch(r"[1-9]\d* hits? of 1", t)], said
            if not state.is_over and min(state.observation(0).info["hits"]) >= 1:
                tied += 1
                assert all(t.endswith("(tied, play on)") for t in said), said
        assert not [t for t in scores(state) if "play on" in t]
        if tied >= 2:
            break
    assert tied, "no duel here tied at the target"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_a_hit_word_rises_clear_of_the_empty_spots_their_move_label(size: tuple[int, int]) -> None:
    """Full screen "+1 hit" rose from the middle of the computer's empty spot and lay on its "their move" label for
    its whole rise. It now rises from above the label, for either fencer, and never covers it."""
    from game.engine import Event
    from game.ui.table.layout import unit_of
    from game.ui.table.pops import Pop, event_step

    layout = layout_for(GAME, ["You", "Computer"])
    view = layout.build(size, new_game(GAME, 2, seed=3).observation(0))
    labels = {m.text: pygame.Rect(m.rect) for m in view.marks if m.text in ("your move", "their move")}
    assert set(labels) == {"your move", "their move"}
    ceiling = float(layout.regions(size).play[1])
    for seat, label in ((0, labels["your move"]), (1, labels["their move"])):
        pops: dict[str, Pop] = {}
        step = event_step(layout, view, set(), pops, Event("hit", seat), "pop", ceiling, unit_of(size))
        assert step is not None
        rise = next(t for t in step.tweens if t.prop == "y")
        for y in (rise.start, (rise.start + rise.end) / 2, rise.end):
            word = pops["pop"].surface().get_rect(center=(round(pops["pop"].x), round(y)))
            assert not word.colliderect(label), (seat, word, label)
