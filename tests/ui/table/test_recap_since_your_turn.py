"""What just happened, at a table of many seats: the moves made since your last turn that do not fit are counted,
and the log is named for them, so none seems lost."""

from __future__ import annotations

import random

import pygame
import pytest
from fake_app import FakeApp

from game.ui.elements import Element
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.recap import Recap
from game.ui.table.scene import TableScene
from game.ui.table.sprites import Pictures, PlainArt


def your_turn_after_a_long_round(game_id: str, seats: int, size: tuple[int, int], least: int) -> tuple[TableScene, int]:
    """You against ``seats - 1`` computers, played at random until it is your turn again after at least ``least`` lines
    were told since your last move; with the log index of the first move after yours."""
    players = tuple(SeatSetup("You" if i == 0 else f"Computer {i}", i == 0, "random") for i in range(seats))
    scene = TableScene(FakeApp(size, scale=0.0), GameSetup(game_id, players, {}, 3))
    rng = random.Random(3)
    since = 0
    for _ in range(400):
        assert not scene.state.is_over, "no long round came"
        seat = scene.state.to_act()[0]
        if seat == 0 and since > 0 and sum(e.last >= since for e in scene.recap.entries) >= least:
            return scene, since
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        if seat == 0:
            since = len(scene.record.log)
    raise AssertionError("no long round came")


@pytest.mark.parametrize(
    ("game_id", "seats", "size", "least"),
    [("mortal-swords", 4, (960, 600), 6), ("el-royale", 6, (960, 600), 8), ("el-royale", 6, (1920, 1080), 12)],
)
def test_moves_since_your_turn_that_do_not_fit_are_counted_with_the_log_named(
    game_id: str, seats: int, size: tuple[int, int], least: int
) -> None:
    """Mortal Swords with four knights at 960x600: three computers moved between your turns and the recap showed the
    newest two or three, the others gone without a word (and with six seats at El Royale a round outgrew even the
    eight lines the recap kept). What does not fit is now counted on the panel's last line."""
    pygame.init()
    scene, since = your_turn_after_a_long_round(game_id, seats, size, least)
    news = [e for e in scene.recap.entries if e.last >= since]
    scene.draw(pygame.Surface(size))
    shown = [e for e in scene.elements() if e.name.startswith("recap:") and e.name[len("recap:") :].isdigit()]
    assert len(shown) < len(news), "the round is longer than the panel (else this scene shows nothing)"
    earlier = [e for e in scene.elements() if e.name == "recap:earlier"]
    assert earlier, f"{len(news) - len(shown)} moves since your turn were dropped silently"
    missing = len(news) - min(len(shown), len(news))
    assert earlier[0].text.startswith(f"{missing} earlier") and "log (L)" in earlier[0].text, earlier[0].text
    assert earlier[0].fits
    recap = next(e for e in scene.elements() if e.name == "recap")
    _, y, _, h = earlier[0].rect
    assert recap.rect[1] <= y and y + h <= recap.rect[1] + recap.rect[3], "inside the panel"
    scene.leave()


def recap_of(moves: list[tuple[int, str]], told_from: int | None = None) -> Recap:
    recap = Recap()
    for move, words in moves:
        recap.add(words, move=move)
    if told_from is not None:
        recap.told_from = told_from
    return recap


def drawn(recap: Recap, since: int | None, height: int = 260) -> dict[str, Element]:
    pygame.init()
    recap.draw(pygame.Surface((200, height)), (0, 0, 200, height), Pictures(PlainArt()), since=since)
    return {e.name: e for e in recap.elements()}


ROUND = [(n, f"Computer {n % 3 + 1} lays {n + 2}♣ as armor.") for n in range(12)]


def test_nothing_is_counted_when_every_move_since_your_turn_is_shown_or_for_an_onlooker() -> None:
    """Only the moves since your turn are counted: older ones you saw made. An onlooker has no turn to count from."""
    shown = [n for n in drawn(recap_of(ROUND), since=10) if n.startswith("recap:")]
    assert "recap:earlier" not in shown and "recap:1" in shown
    assert "recap:earlier" not in drawn(recap_of(ROUND), since=None)
    assert drawn(recap_of(ROUND), since=0)["recap:earlier"].fits


def test_a_newest_move_squeezed_to_its_room_still_leaves_room_for_the_count_below_it() -> None:
    """In a short panel the newest move's words shrink to the room left; the count of the others keeps its line."""
    long = "Computer 2 fails to defend against Computer 1's 5♥ with 10♠ and takes 5 damage; its knight falls."
    found = drawn(recap_of([*ROUND, (12, long)]), since=0, height=120)
    assert "recap:1" not in found and found["recap:0"].text == long
    earlier = found["recap:earlier"]
    assert earlier.fits and earlier.text.startswith("12 earlier moves")
    assert found["recap:0"].rect[1] + found["recap:0"].rect[3] <= earlier.rect[1]


def test_moves_since_your_turn_the_recap_never_held_are_told_of_without_a_number() -> None:
    """A table sat down at again tells only its last moves; when your turn came before those, how many went is not
    known to the panel, and it says so rather than giving a number too small."""
    found = drawn(recap_of(ROUND[8:], told_from=8), since=3, height=150)
    assert found["recap:earlier"].text == "More earlier moves: see the log (L)."


def test_an_older_move_whose_cards_have_no_room_is_told_in_words_rather_than_counted() -> None:
    """A move with a card picture was counted as earlier where its words alone fitted: the panel had room to tell it
    and sent the player to the log. Its words say what its cards show, so the cards give way first."""
    moves = [(0, "Computer 1 lays 7♣ as armor."), (1, "Computer 2 attacks Computer 1 with 9♥.")]

    def recap(cards: bool) -> Recap:
        told = Recap()
        for move, words in moves:
            told.add(words, ("7C",) if cards and move == 0 else (), move=move)
        return told

    room = next(h for h in range(60, 400) if "recap:1" in drawn(recap(cards=False), since=0, height=h))
    assert "recap:earlier" not in drawn(recap(cards=False), since=0, height=room)
    found = drawn(recap(cards=True), since=0, height=room)
    assert "recap:earlier" not in found and found["recap:1"].text == moves[0][1] and found["recap:1"].fits
    assert "recap:1" in drawn(recap(cards=True), since=0, height=room + 60)  # with room, cards and all


def test_an_older_move_gives_up_its_cards_to_the_count_before_it_gives_up_its_words() -> None:
    """The count of moves that do not fit needs a line: an older move's card row makes it before the move goes."""
    moves = [(n, f"Computer {n % 2 + 1} lays a card as armor.") for n in range(6)]

    def recap(cards: bool) -> Recap:
        told = Recap()
        for move, words in moves:
            told.add(words, ("7C",) if cards and move == 4 else (), move=move)
        return told

    for height in range(90, 260, 2):  # wherever the plain recap tells two moves and counts the rest...
        plain = drawn(recap(cards=False), since=0, height=height)
        if "recap:1" in plain and "recap:2" not in plain and "recap:earlier" in plain:
            found = drawn(recap(cards=True), since=0, height=height)  # ...the one with a card picture tells them too
            assert "recap:1" in found and found["recap:earlier"].text == plain["recap:earlier"].text, height


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_with_no_hint_or_message_below_it_the_recap_takes_that_room_too(size: tuple[int, int]) -> None:
    """Mortal Swords, four knights, 1920x1080: the panel said "3 earlier moves: see the log (L)." above a hand's
    height of empty felt kept for a hint nobody had asked for. The recap takes that room until a note needs it."""
    pygame.init()
    scene, _ = your_turn_after_a_long_round("mortal-swords", 4, size, 6)
    regions = scene.layout.regions(size)
    scene.draw(pygame.Surface(size))
    recap = next(e for e in scene.elements() if e.name == "recap").rect
    assert recap[1] + recap[3] > regions.hint[1], "the hint's room stood empty"
    assert recap[1] + recap[3] <= regions.hint[1] + regions.hint[3]
    scene.show_hint()
    scene.draw(pygame.Surface(size))
    recap = next(e for e in scene.elements() if e.name == "recap").rect
    hint = next(e for e in scene.elements() if e.kind == "hint" or e.name == "hint").rect
    assert recap[1] + recap[3] <= hint[1], "the recap gives the hint its room back"
    scene.leave()
