"""Seat names: the engine says "Player 2", the table's log, banner and messages say the names from the setup."""

import pygame
from table_helpers import FakeApp

from game.engine import Action
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from game.ui.table.seat_names import SeatNames


def test_numbered_seats_become_the_setup_names() -> None:
    names = SeatNames(["Ann", "Computer (Normal)"])
    assert names("Player 2 takes 6 damage.") == "Computer (Normal) takes 6 damage."
    assert names("Player 1 wins: Player 2 has no health left.") == "Ann wins: Computer (Normal) has no health left."
    assert names("3 damage coming at Player 1.") == "3 damage coming at Ann."
    assert names("Player 2's turn.") == "Computer (Normal)'s turn."


def test_you_takes_the_second_person() -> None:
    names = SeatNames(["You", "Computer"])
    assert names("Player 1 wins 4–2: led when time was called.") == "You win 4–2: led when time was called."
    assert names("Player 1 has chosen a move.") == "You have chosen a move."
    assert names("Player 1 parries the attack.") == "You parry the attack."
    assert names("New hand: Player 1 shuffles and deals.") == "New hand: You shuffle and deal."
    assert names("Round 2: Slash against Lateral Parry — Player 1 gains an advantage.") == (
        "Round 2: Slash against Lateral Parry — You gain an advantage."
    )
    assert names("6 damage coming at Player 1.") == "6 damage coming at you."
    assert names("Player 1's hand is empty.") == "Your hand is empty."
    assert names("Player 2 is thinking.") == "Computer is thinking."
    assert names("Player 1 concedes and picks up 2 cards. Player 1 now holds 6 cards.") == (
        "You concede and pick up 2 cards. You now hold 6 cards."  # past an adverb too: not "You now holds"
    )
    assert names("Player 2 now holds 6 cards.") == "Computer now holds 6 cards."


def test_what_is_not_a_seat_of_this_table_is_left_alone() -> None:
    names = SeatNames(["Ann", "Bob"])
    assert names("Player 3 joins.") == "Player 3 joins."
    assert names("Players 1 and 2 draw.") == "Players 1 and 2 draw."
    assert names("") == ""
    assert SeatNames(["Ann", "Bob", "Cy", "Di"])("Knight 3 blocks.") == "Cy blocks."


def test_the_tables_log_and_banner_use_the_names() -> None:
    seats = (SeatSetup("You", True), SeatSetup("Computer (Normal)", False, "random"))
    scene = TableScene(FakeApp(), GameSetup("duel-of-swords", seats, {}, 6))
    scene.play(0, Action("move", (), "dodge"))
    assert scene.log == ["You have chosen a move."]
    scene.queue.finish()
    scene.play(1, Action("move", (), "thrust"))
    assert not any("Player 1" in line or "Player 2" in line for line in scene.log)
    assert any("You" in line or "Computer (Normal)" in line for line in scene.log)  # the round's line, in their names
    banners: list[str] = []
    real = scene.seat_names
    scene.seat_names = lambda text: banners.append(real(text)) or real(text)  # type: ignore[assignment]
    scene.draw(pygame.Surface((1280, 720)))
    assert banners and not any("Player 1" in b or "Player 2" in b for b in banners)
    scene.leave()


def test_a_sentence_about_you_says_your_and_its_last_verb_after_and_in_the_second_person() -> None:
    names = SeatNames(["You", "Computer"])
    assert names("Player 1 plays the fourth of the 4s as their last card and wins.") == (
        "You play the fourth of the 4s as your last card and win."
    )
    assert names("Player 1 has lost the last hand card and falls. The played cards go to the discard pile.") == (
        "You have lost the last hand card and fall. The played cards go to the discard pile."
    )
    out = "You are eliminated; your cards are spread face up."
    assert names("Player 1 is eliminated; their cards are spread face up.") == out
    # another seat's sentence, and a sentence that only ends with another seat's verb, stay as they were
    out = "Computer is eliminated; their cards are spread face up."
    assert names("Player 2 is eliminated; their cards are spread face up.") == out
    assert names("Player 1 parries and Player 2 wins.") == "You parry and Computer wins."
    # a verb after "and" mid-sentence was left: "You are disarmed and drops the hand." (Clashing Blades' Minor Joker)
    assert names("Player 1 is disarmed, and their hand is dropped.") == "You are disarmed, and your hand is dropped."
    # a story's heading before the sentence ("Who fell when" said "Attack 39: You have lost … and falls.")
    assert names("Attack 39: Player 1 has lost the last hand card and falls.") == (
        "Attack 39: You have lost the last hand card and fall."
    )
    assert names("Attack 3: Player 2 has lost the last hand card and falls.").endswith(
        "Computer has lost the last hand card and falls."
    )
