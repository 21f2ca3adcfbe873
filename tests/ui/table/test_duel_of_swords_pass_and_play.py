"""Duel of Swords as two humans at one screen meet it: the curtain says why it came, the barred move looks barred, the
spells theme speaks of spells, and the final table reads as a finished duel."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import settle, table

from game.engine import Action, new_game
from game.ui.rules_text.duel_of_swords import move_rows
from game.ui.settings import MIN_WINDOW
from game.ui.table.layouts import layout_for

GAME = "duel-of-swords"
SIZES = [(1920, 1080), MIN_WINDOW]
SWORD_WORDS = ("blade", "lunge", "parry", "thrust", "cut", "dodge")


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def _move(name: str) -> Action:
    return Action("move", (), name)


def test_the_curtain_says_the_round_and_that_the_move_is_chosen_in_secret() -> None:
    """The hand-over curtain only said "Pass the screen to Player 2"; it now says what that player is asked, in words
    that are the same from either seat's view and never hint at the other's secret move (GEN-R07)."""
    scene = table(GAME, humans=2, seed=3)
    rng = random.Random(3)
    curtains = 0
    for _ in range(12):
        settle(scene)
        if scene.state.is_over:
            break
        if scene.curtain.down:
            who = scene.curtain.waiting_for
            assert who is not None
            words = scene.curtain_words()
            round_number = scene.state.observation(who).info["round"]
            assert words == f"Round {round_number}: {scene.names[who]}, choose your move in secret."
            assert {scene.layout.asked(scene.state.observation(s), who) for s in (0, 1)} == {words}
            curtains += 1
            scene.curtain.lift()
            scene.refresh(animate=False)
        viewer = scene.viewer
        assert viewer is not None and viewer in scene.state.to_act()
        scene.play(viewer, rng.choice(scene.state.legal_actions(viewer)))
    assert curtains >= 3
    scene.leave()


def test_with_no_repeats_the_curtain_says_the_rule_but_no_move() -> None:
    """Last round's moves lie face up for all to see, so the rule may be said; which move it bars is left to the table."""
    state = new_game(GAME, 2, options={"noRepeat": True}, seed=2)
    layout = layout_for(GAME, ["Ann", "Bob"])
    assert "No repeats" not in layout.asked(state.observation(1), 1)
    state.apply(0, _move("slash"))
    state.apply(1, _move("thrust"))
    said = layout.asked(state.observation(1), 1)
    assert said.startswith("Round 2: Bob, choose your move in secret.") and "No repeats" in said
    assert "Slash" not in said and "Thrust" not in said
    spells = new_game(GAME, 2, options={"noRepeat": True, "theme": "spells"}, seed=2)
    spells.apply(0, _move("slash"))
    spells.apply(1, _move("thrust"))
    said = layout.asked(spells.observation(0), 0)
    assert "Dimension Shift" in said and "Disengage" not in said, "the one move that may repeat, in the theme's words"


@pytest.mark.parametrize("size", SIZES)
def test_with_no_repeats_last_rounds_move_is_dimmed_and_says_why(size: tuple[int, int]) -> None:
    """The barred move looked like any other, and the player learnt of the rule only from a refusal."""
    # (tests/ui/table/test_drag_drop.py: a drop of it is still refused with the engine's words)
    state = new_game(GAME, 2, options={"noRepeat": True}, seed=2)
    layout = layout_for(GAME, ["You", "Computer"])
    state.apply(0, _move("slash"))
    state.apply(1, _move("disengage"))
    for seat, barred in ((0, "move:slash"), (1, None)):  # Disengage may be used twice in a row
        cards = {p.key: p for p in layout.build(size, state.observation(seat)).placements if p.kind == "move"}
        assert len(cards) == 10
        for key, p in cards.items():
            if key == barred:
                words = state.observation(seat).info["descriptions"][1]  # Slash's own words still follow
                assert p.dim and p.tip.startswith("No repeats") and p.tip.endswith(words)
                assert p.draggable, "a try still hears the engine's reason, as any refused drop does"
            else:
                assert not p.dim and p.draggable and "No repeats" not in p.tip, key
    # without the option the same history bars nothing
    free = new_game(GAME, 2, seed=2)
    free.apply(0, _move("slash"))
    free.apply(1, _move("disengage"))
    assert not any(p.dim for p in layout.build(size, free.observation(0)).placements if p.kind == "move")


def test_the_spells_theme_describes_spells_on_the_cards_and_in_the_rules() -> None:
    """Lightning Rod's card read "Meet a thrust with your own blade": the names were the theme's, the words a sword's."""
    layout = layout_for(GAME, ["You", "Computer"])
    for theme in ("spells", "swords"):
        options = {"theme": theme}
        obs = new_game(GAME, 2, options=options, seed=1).observation(0)
        tips = [p.tip for p in layout.build((1920, 1080), obs).placements if p.kind == "move"]
        rules = [words for _name, words in move_rows(options)[1]]
        assert len(tips) == 10 and tips == rules
        swordy = [t for t in tips if any(w in t.lower() for w in SWORD_WORDS)]
        if theme == "spells":
            assert not swordy, swordy
        else:
            assert len(swordy) >= 5
    barred = new_game(GAME, 2, options={"noRepeat": True, "theme": "spells"}, seed=2)
    barred.apply(0, _move("slash"))
    barred.apply(1, _move("thrust"))
    refusal = barred.why_illegal(0, _move("slash"))  # the refusal names the one move that may repeat in spells too
    assert "Crushing Force" in refusal and "Dimension Shift" in refusal and "Disengage" not in refusal


@pytest.mark.parametrize("size", SIZES)
def test_the_final_table_shows_no_empty_move_spots_and_both_scores_alike(size: tuple[int, int]) -> None:
    """After the last round the empty "your move" / "their move" spots stayed up, waiting for a move nobody would
    make, and the scores read "0 hits of 1" against "1 hit"."""
    layout = layout_for(GAME, ["You", "Computer"])
    state = new_game(GAME, 2, options={"hitsToWin": 1}, seed=1)
    state.apply(0, _move("thrust"))
    state.apply(1, _move("stop-hit"))  # Stop Hit meets the thrust: a hit, and the duel to one hit is over
    assert state.is_over
    marks = layout.build(size, state.observation(0)).marks
    texts = [m.text for m in marks if m.kind == "text"]
    assert "your move" not in texts and "their move" not in texts
    assert not [m for m in marks if m.kind == "box"]
    assert "0 hits" in texts and "1 hit" in texts
    assert not [t for t in texts if " of 1" in t]
