"""What just happened: each move's cards and words read as one, apart from the move before."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table.recap import Recap
from game.ui.table.sprites import Pictures, PlainArt


def test_a_rule_parts_each_move_so_its_cards_do_not_read_as_the_last_moves() -> None:
    """The newest move, a pass with no cards, sat right above the cards of the summon before it, and they read as
    its own. A line now runs between the two, in the gap above the summon's cards."""
    pygame.init()
    surface = pygame.Surface((300, 400))
    recap = Recap()
    recap.add("You cast summon with 5♠ 5♥.", ("5S", "5H"), move=1)
    recap.add("Computer lets it resolve. You summon 5♠ as a battler.", move=2)
    recap.draw(surface, (0, 0, 300, 400), Pictures(PlainArt()))
    newest, older = (next(e for e in recap.elements() if e.name == f"recap:{n}") for n in (0, 1))
    gap = range(newest.rect[1] + newest.rect[3], older.rect[1])
    assert len(gap) >= 6  # room between the moves
    assert any(surface.get_at((150, y))[:3] == theme.FELT_LIGHT for y in gap)
    assert not any(surface.get_at((150, y))[:3] == theme.FELT_LIGHT for y in range(older.rect[1], older.rect[1] + 30))


def test_undoing_the_move_that_joined_a_line_gives_the_line_back_as_it_was() -> None:
    """ "You attack with 6♣." then "That is all" joined it ("You attack with 6♣. That is all."). Undo of that second
    move kept the joined line, which told of a move no longer made; it now reads as it did before the join, and a
    rewind to before the first move takes the line away."""
    recap = Recap()
    recap.add("Ann attacks with 9♦.", ("9D",), move=0)
    recap.add("You attack with 6♣.", ("6C",), move=1)
    recap.add("You attack with 6♣. That is all.", replace=True, move=2)
    assert [e.caption for e in recap.entries] == ["You attack with 6♣. That is all.", "Ann attacks with 9♦."]
    recap.rewind(2)
    assert [(e.caption, e.cards) for e in recap.entries] == [("You attack with 6♣.", ("6C",)), ("Ann attacks with 9♦.", ("9D",))]
    recap.add("You attack with 6♣. That is all.", replace=True, move=2)
    recap.rewind(1)
    assert [e.caption for e in recap.entries] == ["Ann attacks with 9♦."]


def test_against_the_computer_the_recap_tells_the_cards_you_drew_and_in_pass_and_play_it_does_not() -> None:
    """Suits Duel: a turn played for the player by itself went by with "Your turn" and nothing of the two cards
    drawn, told only in the log. Against the computer a move's line now ends with what the player drew; at a table
    of several humans the recap, kept between turns, tells no one's cards."""
    import random

    from fake_app import FakeApp

    from game.ui.setup_model import GameSetup, SeatSetup
    from game.ui.table.scene import TableScene

    def walk(humans: int) -> list[str]:
        seats = tuple(SeatSetup(f"P{n + 1}", n < humans, "random") for n in range(2))
        scene = TableScene(FakeApp(scale=0.0), GameSetup("suits-duel", seats, {}, 4))
        rng = random.Random(4)
        told: list[str] = []
        for _ in range(60):
            if scene.state.is_over:
                break
            seat = scene.state.to_act()[0]
            if scene.curtain.down:
                scene.curtain.lift()
            scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
            told += [e.aside for e in scene.recap.entries[:1] if e.aside]
        scene.leave()
        return told

    alone = walk(1)
    assert alone and all(a.startswith("P1 draws") and ": " in a for a in alone), alone  # seat names as everywhere
    assert walk(2) == []


def test_a_squeezed_newest_move_gives_up_its_cards_before_its_words_are_cut() -> None:
    """Beside a lesson's note at 960x600 the Clashing Blades standoff read "…8 damage coming at Computer. You may …":
    the two spade pictures kept their row and the key sentence was cut. The words say what the cards show."""
    pygame.init()
    told = (
        "You go en garde. En garde: 8♠ against 10♠. 10 damage coming at you. 8 damage coming at Computer. "
        "You may drop the spade first."
    )
    surface = pygame.Surface((200, 190))
    recap = Recap()
    recap.add(told, ("8S", "TS"), move=1)
    recap.draw(surface, (0, 0, 200, 190), Pictures(PlainArt()))
    newest = next(e for e in recap.elements() if e.name == "recap:0")
    assert newest.fits and newest.text == told, "told whole"
    roomy = Recap()
    roomy.add(told, ("8S", "TS"), move=1)
    roomy.draw(pygame.Surface((200, 400)), (0, 0, 200, 400), Pictures(PlainArt()))
    whole = next(e for e in roomy.elements() if e.name == "recap:0")
    assert whole.fits and whole.rect[3] > newest.rect[3], "with room, the cards stay above the words"


def test_a_game_sat_down_at_again_tells_its_last_moves_as_they_were_told_when_made() -> None:
    """Continue after leaving while a computer had just attacked: the attack lay on the table, yet the strip was
    empty and the recap only pointed to the log. A resumed table now tells the last moves as the live one did, and
    at a shared screen still shows only the cards every seat saw."""
    import random

    from fake_app import FakeApp

    from game.ui.setup_model import GameSetup, SeatSetup
    from game.ui.table.scene import TableScene

    def sit_down(humans: int, moves: int) -> tuple[TableScene, TableScene]:
        seats = tuple(SeatSetup(f"P{n + 1}", n < humans, "random") for n in range(3))
        live = TableScene(FakeApp(scale=0.0), GameSetup("mortal-swords", seats, {}, 11))
        rng = random.Random(11)
        while live.record.moves < moves or live.record.log[-1].seat == 0:  # stop after a computer's (or P2's) move
            seat = live.state.to_act()[0]
            if live.curtain.down:
                live.curtain.lift()
            live.play(seat, rng.choice(live.state.legal_actions(seat)))
        live.leave()
        again = TableScene(FakeApp(scale=0.0), live.setup, record=live.record)
        again.leave()
        return live, again

    live, again = sit_down(1, 9)
    assert live.record.log[-1].seat != 0, "the last move was a computer's"
    told = [e.told for e in again.recap.entries]  # the last RETOLD moves: the live recap keeps more (KEEP)
    assert told and told == [e.told for e in live.recap.entries][: len(told)]
    assert again.presenter.caption == live.presenter.caption != ""
    shared, shared_again = sit_down(2, 9)
    cards = [e.cards for e in shared_again.recap.entries]
    assert cards and cards == [e.cards for e in shared.recap.entries][: len(cards)]


def test_a_move_that_lays_a_card_in_view_shows_it_and_one_that_turns_or_hides_a_card_does_not() -> None:
    """ "Computer 2 steals 5♥ as armor." and "attacks with the top card of the deck: A♠." showed no card: only cards
    from a hand counted. A card laid face up in a new kind of place counts too; one turned in place, drawn into a
    hand, or face down does not."""
    from game.engine import HIDDEN, Event
    from game.ui.table.recap import recap_cards

    steal = Event("steal", 1, ("5H",), "table:0", "armor:1", text="Computer 2 steals 5♥ as armor.")
    top = Event("attack", 1, ("AS",), "deck", "table:1", text="Computer 2 attacks with the top card of the deck: A♠.")
    turned = Event("turn-down", 2, ("7S",), "armor:2", "armor:2")
    drawn = Event("draw", 2, (HIDDEN,), "deck", "hand:2")
    hidden = Event("lay", 2, (HIDDEN,), "hand:2", "shields:2")
    assert recap_cards((steal,)) == ("5H",) and recap_cards((top,)) == ("AS",)
    assert recap_cards((turned, drawn, hidden)) == ()
