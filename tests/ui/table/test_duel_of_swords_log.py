"""Duel of Swords' log tells a revealed round as one entry.

A first-timer's Log (L) read "Computer has chosen a move." above every round's "Round 3: Your Dodge against
Computer's Slash — …", news the round's own line had made old: the log is written move by move, before the reveal is
known. While a round is not yet revealed its choice is the news and shows, naming no move; once revealed, the round's
line takes its place."""

from __future__ import annotations

import random
import re

from table_helpers import FakeApp

from game.persistence import GameRecord
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene

SEATS = (SeatSetup("You", True), SeatSetup("Computer", False, "random"))


def test_a_revealed_round_is_one_line_of_the_log_and_a_choice_waiting_for_its_reveal_still_shows() -> None:
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", SEATS, {}, 5))
    scene.play(1, scene.state.legal_actions(1)[0])
    assert scene.log == ["Computer has chosen a move."], "the news until the reveal"
    scene.play(0, scene.state.legal_actions(0)[1])
    assert scene.log[0].startswith("Round 1: Your "), scene.log
    assert not any("chosen a move" in line for line in scene.log), scene.log
    scene.play(0, scene.state.legal_actions(0)[2])
    assert scene.log[-1] == "You have chosen a move.", "your own choice shows until its round is told"
    told = list(scene.log)
    scene.play(1, scene.state.legal_actions(1)[3])
    assert scene.log[: len(told) - 1] == told[:-1], "the earlier rounds stay as they were"
    assert scene.log[len(told) - 1].startswith("Round 2: Your "), scene.log
    assert not any("chosen a move" in line for line in scene.log), scene.log
    scene.leave()


def test_a_choice_not_yet_revealed_never_names_its_move_in_the_log() -> None:
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", SEATS, {}, 5))
    secret = scene.state.legal_actions(1)[4]
    scene.play(1, secret)
    assert secret.label and secret.label not in " ".join(scene.log), scene.log
    assert scene.log == ["Computer has chosen a move."]
    scene.leave()


def test_undo_of_a_choice_not_yet_revealed_takes_its_line_back_and_leaves_the_told_rounds() -> None:
    """Undo never crosses a reveal (the computer's move would be known); taking back your own pending choice cuts
    its line, and the rounds before it are still told whole."""
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", SEATS, {}, 5))
    scene.play(1, scene.state.legal_actions(1)[0])
    scene.play(0, scene.state.legal_actions(0)[0])
    told = list(scene.log)
    scene.play(0, scene.state.legal_actions(0)[1])  # round 2: you first, the computer not yet
    assert scene.log == [*told, "You have chosen a move."]
    assert scene.undo()
    assert scene.log == told
    assert scene.redo()
    assert scene.log == [*told, "You have chosen a move."]
    scene.leave()


def test_a_resumed_game_logs_its_rounds_as_they_were_told() -> None:
    scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", SEATS, {}, 5))
    for seat, n in ((1, 0), (0, 1), (0, 2), (1, 3), (1, 4)):
        scene.play(seat, scene.state.legal_actions(seat)[n])
    told = list(scene.log)
    record: GameRecord = scene.record
    scene.leave()
    again = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", SEATS, {}, 5), record)
    assert again.log == told
    assert [line for line in told if "chosen a move" in line] == ["Computer has chosen a move."], told
    again.leave()


def test_a_whole_games_log_tells_each_round_once_in_one_line_and_its_news_once() -> None:
    """The Log of a game against Hard read "Round 10." then "Round 10: Your Lateral Parry against …", and "— Computer
    gains an advantage." then "Computer has the advantage.": each round's number and each advantage said twice."""
    for seed in range(4):
        scene = TableScene(FakeApp(scale=0.0), GameSetup("duel-of-swords", SEATS, {}, seed))
        rng = random.Random(seed)
        while not scene.state.is_over:
            seat = scene.state.to_act()[0]
            scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
            assert not re.search(r"\bRound \d+\.$", scene.recap.entries[0].caption), scene.recap.entries[0].caption
        rounds = [line for line in scene.log if re.match(r"^Round \d+", line)]
        assert [int(re.findall(r"\d+", r)[0]) for r in rounds] == list(
            range(1, len(scene.state.observation(0).info["history"]) + 1)
        ), rounds
        assert all(line.startswith("Round ") and ": Your " in line for line in rounds), "a round's number once, in its line"
        assert not any("chosen a move" in line or "has the advantage" in line for line in scene.log), scene.log
        scene.leave()
