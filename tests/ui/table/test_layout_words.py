"""Every word a table draws (tips, labels, banners, buttons) reads well with the name "You", as captions and the log
already do: "Your armor", "You parry", "played by you", never "You's armor", "You parries" or "against You";
and a count of one is singular."""

from __future__ import annotations

import random
import re
from itertools import islice

import pygame
import pytest

from game.engine import GAMES, new_game
from game.ui.table.layout import overlaps
from game.ui.table.layouts import layout_for

from random_walks import random_walk

#: "You" with a verb in -s, a possessive, or in capitals in the middle of a sentence.
BAD_YOU = re.compile(
    r"\bYou's\b"
    r"|\bYou (?:attacks|wins|has|is|takes|parries|blocks|draws|goes|answers|plays|loses|concedes|holds|misses)\b"
    r"|\b(?:by|to|for|from|of|with|against|and) You\b"
)
#: A count of one with a plural noun ("Deck: 1 cards").
ONE_PLURAL = re.compile(r"\b1 (?:cards|hits|shields|hearts|points)\b")


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
            texts = [p.tip for p in view.placements] + [p.title for p in view.placements] + [m.text for m in view.marks]
            texts += [b.label for b in view.buttons] + [layout.banner(obs, state.legal_actions(0) if 0 in state.to_act() else [])]
            for text in filter(None, texts):
                seen += 1
                assert not BAD_YOU.search(text) and not ONE_PLURAL.search(text), text
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen > 100


def test_a_mortal_swords_card_on_the_attack_line_says_what_befell_its_seat_in_its_own_person() -> None:
    """Under the card: the seat, then what it did ("parry" for you, "parries" for a computer); a wound reads
    "is hit" (or "are hit"), in red, not "hit", which reads as if the seat struck."""
    pygame.font.init()
    layout = layout_for("mortal-swords", ["You", "Computer 2", "Computer 3"])
    words: dict[str, set[str]] = {"You": set(), "other": set()}
    for seed in range(6):
        state, rng = new_game("mortal-swords", 3, seed=seed), random.Random(seed)
        for _ in range(300):
            if state.outcome is not None:
                break
            view = layout.build((1280, 720), state.observation(0))
            for p in view.placements:
                for who in ("You", "Computer"):
                    if p.tip.startswith(who + " "):
                        words["You" if who == "You" else "other"].add(p.tip.split(" ", 2 if who == "Computer" else 1)[-1])
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert {"attack", "are hit"} <= words["You"] and not words["You"] & {"attacks", "parries", "blocks", "is hit", "hit"}
    assert {"attacks", "is hit"} <= words["other"] and "hit" not in words["other"]


@pytest.mark.parametrize(("game_id", "seats"), [("mortal-swords", 4), ("clashing-blades", 2)])
def test_the_line_a_banner_sends_a_card_to_is_named_on_it_while_it_lies_empty(game_id: str, seats: int) -> None:
    """A banner saying "drag a card onto your exchange line" (or "the attack line") names a box: while no card lies in it, the box
    says which one it is; in a two-line game a new player otherwise has to guess between two empty boxes."""
    pygame.font.init()
    layout = layout_for(game_id, ["You"] + [f"Computer {i + 1}" for i in range(1, seats)])
    checked = 0
    for seed in range(6):
        for state, _ in islice(random_walk(game_id, seed, seats), 200):
            if 0 in state.to_act():
                obs = state.observation(0)
                said = re.search(r"onto (?:the|your) ([a-z ]+ line)", layout.banner(obs, state.legal_actions(0)))
                view = layout.build((960, 600), obs)
                zone = view.zone("table:0")
                if said and zone and not any(overlaps(zone.rect, p) for p in view.placements):
                    x, y, w, h = zone.rect
                    marks = [m for m in view.marks if m.kind == "text"]
                    inside = [m.text for m in marks if x <= m.rect[0] < x + w and y <= m.rect[1] < y + h]
                    assert any(said.group(1) in text.lower() for text in inside), (seed, inside)
                    checked += 1
    assert checked >= 10
