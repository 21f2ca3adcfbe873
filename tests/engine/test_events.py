"""Events told to a reader: a seat's own private draw names its cards to that seat, and to no one else."""

from __future__ import annotations

from game.engine.events import Event

DRAW = Event("draw", 0, ("7C", "KD"), "deck", "hand:0", False, text="Player 1 draws 2 cards.", visible_to=(0,))


def test_a_private_draw_names_its_cards_to_the_seat_that_drew_them() -> None:
    assert DRAW.told_to(0) == "Player 1 draws 2 cards: 7♣, K♦."


def test_anyone_else_reads_only_the_words_everyone_may_read() -> None:
    assert DRAW.told_to(1) == "Player 1 draws 2 cards."
    assert DRAW.told_to(None) == "Player 1 draws 2 cards."
    assert DRAW.seen_by(1).told_to(1) == "Player 1 draws 2 cards."


def test_an_event_seen_by_more_than_one_seat_or_without_cards_is_told_as_it_is() -> None:
    shared = Event("draw", 0, ("7C",), text="Player 1 draws 7♣.", visible_to=(0, 1))
    chosen = Event("choose", 0, (), text="Player 1 has chosen a move.", detail="dodge", visible_to=(0,))
    assert shared.told_to(0) == "Player 1 draws 7♣."
    assert chosen.told_to(0) == "Player 1 has chosen a move."
