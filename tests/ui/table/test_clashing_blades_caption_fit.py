"""Clashing Blades: the line of a standoff both duellists decline fits the caption strip at 960x600.

"Computer keeps the spade. Neither duelist drops the attack. You take 10 damage. Computer takes 10 damage. You discard
4 cards. Computer discards 4 cards. New hand: Computer shuffles and deals." ran past the strip's two lines and was cut
at "New hand". The kept spade goes unsaid there, since "Neither duelist drops the attack" says it; the log keeps it.
"""

from __future__ import annotations

import pygame
import pytest
from table_helpers import you_against_a_computer

from game.engine import Event
from game.ui.table.captions import caption_for, log_line
from game.ui.table.text_fit import fit_box

GAME = "clashing-blades"


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def _double_decline(kept_by: int, damage: int, dealer: int) -> list[Event]:
    """The events of the move that declines a standoff second, in the engine's words (Player 1 sits at the bottom)."""
    name = ("Player 1", "Player 2")
    return [
        Event("decline", kept_by, text=f"{name[kept_by]} keeps the spade."),
        Event("standoff", text="Neither duelist drops the attack."),
        Event("damage", 0, text=f"Player 1 takes {damage} damage.", amount=damage),
        Event("damage", 1, text=f"Player 2 takes {damage} damage.", amount=damage),
        Event("discard", 0, text="Player 1 discards 4 cards."),
        Event("discard", 1, text="Player 2 discards 4 cards."),
        Event("reshuffle", text=f"New hand: {name[dealer]} shuffles and deals."),
    ]


@pytest.mark.parametrize("kept_by", [0, 1])
@pytest.mark.parametrize("dealer", [0, 1])
def test_a_double_declines_line_fits_the_caption_strip_at_960x600(kept_by: int, dealer: int) -> None:
    scene = you_against_a_computer(GAME, 1, (960, 600))
    move = _double_decline(kept_by, 10, dealer)
    line = scene.seat_names(caption_for(GAME, move, None))
    assert "the spade" not in line and "Neither duelist drops the attack." in line and "New hand" in line
    strip = pygame.Rect(scene.layout.regions((960, 600)).caption)
    assert fit_box(line, 14, strip.w - 16, strip.h, bold=True).fits, f"cut in the strip {strip}: {line}"
    kept = move[0]
    assert log_line(GAME, kept, None, move, kept.text) == kept.text, "the log still says who kept the spade"
    scene.leave()


def test_a_spade_kept_while_the_foe_may_still_drop_theirs_is_said() -> None:
    """The first decline of a standoff is the whole move: it is told."""
    kept = Event("decline", 1, text="Player 2 keeps the spade.")
    asked = Event("option", 0, text="Player 1 may drop the spade.")
    assert caption_for(GAME, [kept, asked], None).startswith("Player 2 keeps the spade.")
