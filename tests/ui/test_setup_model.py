"""What the setup hands the table: the seats as the table will name them."""

from __future__ import annotations

from game.ui.setup_model import GameSetup, SeatSetup


def test_a_name_cut_at_the_fields_length_loses_its_trailing_space_and_a_blank_one_takes_the_seats_default() -> None:
    """ "Bartholomew the Long" typed into a 16-character field kept "Bartholomew the ", which the table showed as
    "Bartholomew the 's exchange line" and "Bartholomew the  goes en garde". Names are tidied when the game is set
    up; a name left blank would have shown nothing at all, and is the seat's own default instead."""
    setup = GameSetup("duel-of-swords", (SeatSetup("Bartholomew the ", True), SeatSetup("   ", True)))
    assert [s.name for s in setup.seats] == ["Bartholomew the", "Player 2"]
    spaced = GameSetup("suits-duel", (SeatSetup("  Ann   Lee ", True), SeatSetup("", False, "hard")))
    assert [(s.name, s.human, s.level) for s in spaced.seats] == [("Ann Lee", True, "normal"), ("Computer", False, "hard")]
