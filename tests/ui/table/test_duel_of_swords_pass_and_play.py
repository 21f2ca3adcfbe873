"""Duel of Swords as two humans at one screen meet it: the curtain says why it came, the barred move looks barred, the
spells theme speaks of spells, and the final table reads as a finished duel."""

from __future__ import annotations

import pygame
import pytest

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
