"""Every word a table draws (tips, labels, banners, buttons) reads well with the name "You", as captions and the log
already do: "Your armor", "You parry", "played by you", never "You's armor", "You parries" or "against You"."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.engine import GAMES, new_game
from game.ui.table.layouts import layout_for

#: "You" with a verb in -s, a possessive, or in capitals in the middle of a sentence.
BAD_YOU = re.compile(
    r"\bYou's\b"
    r"|\bYou (?:attacks|wins|has|is|takes|parries|blocks|draws|goes|answers|plays|loses|concedes|holds|misses)\b"
    r"|\b(?:by|to|for|from|of|with|against|and) You\b"
)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_text_on_the_table_reads_well_with_you(game_id: str) -> None:
    pygame.font.init()
    seats = 2 if GAMES[game_id].max_seats == 2 else 4
    layout = layout_for(game_id, ["You"] + [f"Computer {i + 1}" for i in range(1, seats)])
    seen = 0
    for seed in range(4):
        state, rng = new_game(game_id, seats, seed=seed), random.Random(seed)
        for _ in range(300):
            if state.outcome is not None:
                break
            obs = state.observation(0)
            view = layout.build((1280, 720), obs)
            texts = [p.tip for p in view.placements] + [m.text for m in view.marks]
            texts += [b.label for b in view.buttons] + [layout.banner(obs, 0 in state.to_act())]
            for text in filter(None, texts):
                seen += 1
                assert not BAD_YOU.search(text), text
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen > 100
