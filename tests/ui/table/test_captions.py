"""Captions say what a move did in a player's words: joined passes, "You attack", no rule ids, no private bookkeeping."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from table_helpers import FakeApp

from game.engine import GAMES, Event
from game.engine.cards import card
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.captions import caption, caption_for, continued, merged, unspoken
from game.ui.table.scene import TableScene
from game.ui.table.seat_names import SeatNames

RULE_ID = re.compile(r"\b(?:GEN|CB|MS|ER|SD|DS)-R\d+|RULINGS")
BAD_YOU = re.compile(r"\bYou's\b|\bYou (?:attacks|wins|has|is|takes|parries|draws|goes|answers|plays|loses|concedes)\b")


def test_a_run_of_seats_doing_the_same_thing_is_one_line_with_a_plural_verb() -> None:
    two = merged("Player 2 leaves the pile.", "Player 3 leaves the pile.")
    assert two == "Player 2 and Player 3 leave the pile."
    three = merged(two or "", "Player 4 leaves the pile.")
    assert three == "Player 2, Player 3 and Player 4 leave the pile."
    assert merged(three or "", "Player 5 attacks with 5♠.") is None  # something else happened: a line of its own
    assert merged("Player 2 leaves the pile.", "Player 2 leaves the pile.") is None
    assert SeatNames(["Ann", "You", "Cy", "Dee"])(three or "") == "You, Cy and Dee leave the pile."


def test_a_caption_leaves_draws_and_deals_to_the_log() -> None:
    events = [
        Event("attack", 0, ("QS",), "hand:0", "table:0", text="Knight 1 attacks with Q♠."),
        Event("draw", 0, ("6S",), "deck", "hand:0", text="Knight 1 draws a card.", visible_to=(0,)),
        Event("threat", 1, amount=3, text="3 damage coming at Knight 2"),
    ]
    assert caption(events) == "Knight 1 attacks with Q♠. 3 damage coming at Knight 2."


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_caption_and_log_line_of_a_game_reads_well_with_you(game_id: str) -> None:
    seats = tuple(
        SeatSetup("You" if i == 0 else f"Computer {i + 1}", i == 0, "random")
        for i in range(3 if game_id in ("mortal-swords", "el-royale") else 2)
    )
    scene = TableScene(FakeApp(scale=0.0), GameSetup(game_id, seats, {}, 11))
    rng = random.Random(11)
    lines: list[str] = []
    for _ in range(150):
        if scene.state.is_over:
            break
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        lines += [e.caption for e in scene.recap.entries[:1]]
    scene.leave()
    lines += scene.log
    assert lines
    for line in lines:
        assert not RULE_ID.search(line), line
        assert not BAD_YOU.search(line), line
        assert "Player 1" not in line and "Knight 1" not in line, line


def test_each_game_may_say_an_event_in_its_own_words() -> None:
    reveal = Event("reveal", text="Round 5: Slash against Thrust — Player 2 scores a hit.")
    said = SeatNames(["You", "Computer"])(caption_for("duel-of-swords", [reveal], None))
    assert said == "Round 5: Your Slash against Computer's Thrust — Computer scores a hit."
    scene = TableScene(
        FakeApp(scale=0.0), GameSetup("mortal-swords", tuple(SeatSetup(n, n == "You") for n in ("You", "Ann", "Bob")), {}, 3)
    )
    attack = next(a for a in scene.state.legal_actions(scene.state.to_act()[0]) if a.cards)
    attacker = scene.state.to_act()[0]
    scene.play(attacker, attack)
    defender = scene.state.to_act()[0]
    defence = next(a for a in scene.state.legal_actions(defender) if a.cards)
    scene.play(defender, defence)
    line = scene.recap.entries[0].caption
    shown = card(attack.cards[0]).short
    assert shown in line and card(defence.cards[0]).short in line, line  # the defence names the attack it met
    scene.leave()


def test_a_move_the_engine_tells_nothing_of_joins_its_seats_line_or_names_its_seat() -> None:
    """El Royale's "That is all" after a lone attacking card has no event text: it joins the line of that seat's
    own card ("You attack with 6♣. That is all."), and where it stands alone it names its seat."""
    assert SeatNames(["You", "Ann"])(unspoken(0, "That is all")) == "You: That is all."
    assert SeatNames(["You", "Ann"])(unspoken(1, "That is all")) == "Ann: That is all."
    seats = tuple(SeatSetup(n, n == "You") for n in ("You", "Ann"))
    scene = TableScene(FakeApp(scale=0.0), GameSetup("el-royale", seats, {}, 7))
    for seat in (0, 1):
        while scene.state.to_act() != [seat] or not any(a.kind == "done" for a in scene.state.legal_actions(seat)):
            acting = scene.state.to_act()[0]
            legal = scene.state.legal_actions(acting)
            scene.play(acting, next((a for a in legal if a.cards and a.kind in ("attack", "throw", "beat")), legal[0]))
            assert not scene.state.is_over
        before = [e.caption for e in scene.recap.entries]
        assert before[0].startswith("You " if seat == 0 else "Ann "), before[0]  # the seat's own card just now
        assert scene.play(seat, next(a for a in scene.state.legal_actions(seat) if a.kind == "done"))
        after = [e.caption for e in scene.recap.entries]
        assert after[0] == f"{before[0]} That is all." and after[1:] == before[1:], "one line, not a new entry"
    scene.leave()


def test_what_a_seat_says_takes_the_place_of_having_something_to_say() -> None:
    """An El Royale seat that opens its mouth made two recap entries ("Ann has something to say.", then "Ann says
    nothing after all." or "Ann shows 8♦ to everyone."); at eight seats of Easy computers such pairs pushed the real
    plays out of the recap at 960×600. The second now takes the first one's place: one entry, and the plays before
    it stay."""
    seats = tuple(SeatSetup(n, n == "You") for n in ("You", "Ann"))
    scene = TableScene(FakeApp(scale=0.0), GameSetup("el-royale", seats, {}, 7))
    while not any(a.kind == "talk" for a in scene.state.legal_actions(scene.state.to_act()[0])):
        acting = scene.state.to_act()[0]
        scene.play(acting, scene.state.legal_actions(acting)[0])
        assert not scene.state.is_over
    seat = scene.state.to_act()[0]
    name = "You" if seat == 0 else "Ann"
    before = [e.caption for e in scene.recap.entries]
    assert scene.play(seat, next(a for a in scene.state.legal_actions(seat) if a.kind == "talk"))
    assert scene.recap.entries[0].caption.startswith(f"{name} ha"), scene.recap.entries[0].caption
    assert scene.play(seat, next(a for a in scene.state.legal_actions(seat) if a.kind == "hush"))
    after = [e.caption for e in scene.recap.entries]
    assert after[0].startswith(f"{name} say") and after[0].endswith(" nothing after all."), after[0]
    assert after[1:] == before[: len(after) - 1], "the talk's entry is gone; the moves before it are kept"
    scene.leave()


def test_a_fencer_choosing_second_is_not_said_to_have_chosen_when_both_turn_over_at_once() -> None:
    """The second choice of a round reveals both: its line is the reveal alone (with "has chosen a move." before it,
    the line ran past the caption strip's two lines at 960x600). The first choice still says it."""
    seats = tuple(SeatSetup(n, n == "You") for n in ("You", "Computer"))
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", seats, {}, 3))
    first, second = (next(iter(scene.state.legal_actions(s))) for s in (1, 0))
    scene.play(1, first)
    assert scene.recap.entries[0].caption == "Computer has chosen a move."
    scene.play(0, second)
    line = scene.recap.entries[0].caption
    assert line.startswith("Round 1: Your ") and "chosen" not in line, line
    scene.leave()


def test_a_rounds_line_says_its_result_once_but_keeps_what_the_reveal_does_not_say() -> None:
    """ "… — Computer gains an advantage. Computer has the advantage." said the result twice."""
    said = SeatNames(["You", "Computer"])
    reveal = Event("reveal", text="Round 3: Feint against Cut Low — Player 2 gains an advantage.")
    twice = [reveal, Event("advantage", 1, text="Player 2 has the advantage.")]
    assert said(caption_for("duel-of-swords", twice, None)) == (
        "Round 3: Your Feint against Computer's Cut Low — Computer gains an advantage."
    )
    both = Event("reveal", text="Round 4: Slash against Slash — both fencers score a hit.")
    hits = [both, Event("hit", 0, text="Player 1 scores a hit."), Event("hit", 1, text="Player 2 scores a hit.")]
    assert said(caption_for("duel-of-swords", hits, None)).endswith("— both fencers score a hit.")
    again = Event("reveal", text="Round 5: Feint against Cut Low — Player 2 gains an advantage.")
    news = [again, Event("hit", 1, text="Player 2 turns two advantages in a row into a hit."),
            Event("advantage-lost", 0, text="Player 1 loses the advantage.")]  # fmt: skip
    line = said(caption_for("duel-of-swords", news, None))
    assert "Computer turns two advantages in a row into a hit." in line and "You lose the advantage." in line


def test_a_secret_choice_leaves_the_last_reveal_in_the_caption_strip() -> None:
    """The round's result was up for a second and a half before "Computer has chosen a move." took its place; the
    banner already says who has chosen, and the recap still tells it."""
    seats = tuple(SeatSetup(n, n == "You") for n in ("You", "Computer"))
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", seats, {}, 3))
    scene.play(0, next(iter(scene.state.legal_actions(0))))
    scene.play(1, next(iter(scene.state.legal_actions(1))))  # both turned over: round 1's reveal
    reveal = scene.presenter.caption
    assert reveal.startswith("Round 1: Your ")
    scene.play(1, next(iter(scene.state.legal_actions(1))))  # the computer chooses round 2's move, in secret
    assert scene.recap.entries[0].caption == "Computer has chosen a move."
    assert scene.presenter.caption == reveal
    scene.play(0, next(iter(scene.state.legal_actions(0))))
    assert scene.presenter.caption.startswith("Round 2: Your ")
    scene.leave()


def test_four_knights_vows_fit_the_caption_strip_at_the_smallest_window() -> None:
    """Four knights' Warrior's Vows revealed together ran past the caption strip's two lines at 960x600: "Player 3
    vows to fight to the…". Each vow is now said short, and the line is whole."""
    seats = tuple(SeatSetup(f"Player {n}", n == 1) for n in range(1, 5))
    scene = TableScene(FakeApp((960, 600), scale=0.0), GameSetup("mortal-swords", seats, {"warriorsVow": True}, 3))
    while scene.state.observation(0).info["phase"] == "vow":
        seat = scene.state.to_act()[0]
        scene.play(seat, scene.state.legal_actions(seat)[0])
    line = scene.recap.entries[0].caption
    assert line.count("'s vow: ") == 4 and "chosen" not in line, line
    scene.draw(pygame.Surface((960, 600)))
    caption = next(e for e in scene.elements() if e.name == "caption")
    assert caption.fits and caption.text == scene.presenter.caption == line, caption
    scene.leave()


def test_the_log_names_whose_move_each_side_of_a_round_was() -> None:
    """The log's round lines read "Round 8: Cut Low against Slash", saying nobody's; the recap said "Your Cut Low
    against Computer's Slash". The log now uses the game's own words too, and still keeps every line."""
    seats = (SeatSetup("You", True), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", seats, {}, 5))
    scene.play(1, scene.state.legal_actions(1)[0])
    assert any("has chosen a move" in line for line in scene.log)  # what a caption drops, the log keeps: the news
    scene.play(0, scene.state.legal_actions(0)[0])
    rounds = [line for line in scene.log if line.startswith("Round 1:")]
    assert rounds and "Your " in rounds[0] and "Computer's " in rounds[0], scene.log
    scene.leave()


def test_the_log_does_not_say_the_second_fencer_chose_just_above_the_line_naming_both_moves() -> None:
    """Each round the log read "Computer has chosen a move.", "You have chosen a move.", then "Round 1: Your Slash
    against Computer's Thrust". The second choice turns both over: the round's line says it, so the log leaves it out.
    The first choice is logged, whoever made it, until the reveal: then the round's line takes its place too
    (test_duel_of_swords_log). A double hit is said once."""
    seats = (SeatSetup("You", True), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", seats, {}, 5))
    scene.play(1, scene.state.legal_actions(1)[0])
    assert scene.log == ["Computer has chosen a move."]
    scene.play(0, scene.state.legal_actions(0)[0])
    assert scene.log[0].startswith("Round 1: Your "), scene.log
    assert scene.log[0].endswith("— both fencers score a hit."), scene.log  # seed 5: both thrust
    assert len(scene.log) == 1, "a double hit said once, not again as each fencer's hit"
    scene.play(0, scene.state.legal_actions(0)[0])
    assert scene.log[-1] == "You have chosen a move."
    scene.play(1, scene.state.legal_actions(1)[0])
    assert scene.log[1].startswith("Round 2: Your "), scene.log
    assert not any("chosen a move" in line for line in scene.log), "\n".join(scene.log)
    scene.leave()


def test_a_beat_laid_card_by_card_is_one_line_with_all_its_cards() -> None:
    """El Royale lays a beat card by card: the recap read "Computer beats with 6♥." then "Computer beats with 6♠.
    That is all.", as if 6♥ alone had beaten 2♠. The second card joins the first's line."""
    assert continued("Player 2 beats with 6♥.", "Player 2 beats with 6♠. That is all.") == (
        "Player 2 beats with 6♥ 6♠. That is all."
    )
    assert continued("Player 2 beats with 6♥.", "Player 2 throws in 6♠.") is None, "another kind of play"
    assert continued("Player 2 beats with 6♥. Player 2 wins.", "Player 2 beats with 6♠.") is None
    seats = tuple(SeatSetup(n, n == "You") for n in ("You", "Ann"))
    scene = TableScene(FakeApp(scale=0.0), GameSetup("el-royale", seats, {}, 1))
    rng = random.Random(1)
    log = scene.record.log
    while not (len(log) >= 2 and all(m.action.kind == "beat" and m.action.cards for m in log[-2:])):
        assert not scene.state.is_over, "no beat of two cards came up"
        legal = scene.state.legal_actions(scene.state.to_act()[0])
        beats = [a for a in legal if a.kind == "beat" and a.cards]
        scene.play(scene.state.to_act()[0], beats[0] if beats else rng.choice([a for a in legal if a.kind != "talk"]))
    first, second = (card(c).short for c in (*log[-2].action.cards, *log[-1].action.cards))
    newest = scene.recap.entries[0].caption
    assert f"with {first} {second}." in newest
    assert f"with {first}." not in scene.recap.entries[1].caption, "the first card's own line gave way to the joined one"
    scene.leave()


def test_the_log_says_a_rounds_hit_once_where_the_reveal_already_told_it() -> None:
    """Duel of Swords' log read "Round 4: …Slash against …Thrust — Player 2 scores a hit." and then "Player 2 scores
    a hit." again: the caption dropped the hit's own line as said, the log kept it. A line whose every word another
    line of the same move says is now left out of the log too; a hit won by two advantages in a row is still told."""
    seats = (SeatSetup("Ann", True), SeatSetup("Bo", False, "random"))
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", seats, {}, 3))
    rng = random.Random(3)
    hits = 0
    while not scene.state.is_over:
        seat = scene.state.to_act()[0]
        before = list(scene.log)
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        kept = next((n for n, (a, b) in enumerate(zip(before, scene.log, strict=False)) if a != b), len(before))
        lines = [line.rstrip(".") for line in scene.log[kept:]]  # the move's (a reveal takes its choice's place)
        hits += sum("scores a hit" in line for line in lines)
        assert not [a for a in lines for b in lines if a is not b and a in b], lines
    scene.leave()
    assert hits >= 1
