"""A match's running score, and the record of its next game that saves and loads like any other."""

from __future__ import annotations

import random

import pytest

from game.engine import Outcome
from game.persistence import GameRecord, SaveError, SeatRecord, from_data, to_data
from game.persistence.match import MatchScore, next_record

SEATS = [SeatRecord("You"), SeatRecord("Computer", "computer", "easy"), SeatRecord("Computer 2", "computer", "easy")]


def test_the_score_counts_a_team_win_for_each_member_and_keeps_draws_apart() -> None:
    score = MatchScore.start(4).after(Outcome((0, 2), reason="")).after(Outcome((), draw=True, reason=""))
    assert score == MatchScore((1, 0, 1, 0), games=2, draws=1)
    assert score.text(["You", "A", "Partner", "B"]) == "Match after 2 games — You: 1 · A: 0 · Partner: 1 · B: 0 · 1 drawn"


def test_the_next_game_record_saves_and_loads_to_the_same_deal() -> None:
    record = GameRecord.start("el-royale", SEATS, seed=5)
    rng = random.Random(5)
    assert next_record(record, 9) is None  # not over yet
    while not record.state.is_over:
        for seat in record.state.to_act():
            record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    following = next_record(record, 9)
    assert following is not None and following.seats == record.seats and following.seed == 9
    loaded = from_data(to_data(following, "2026-11-22T12:00:00+00:00"))
    assert loaded.state == following.state and loaded.deck == following.deck
    outcome = record.state.outcome
    assert outcome is not None
    # the score of the games before travels with the next game, so Continue resumes the count
    assert following.match == MatchScore.start(3).after(outcome) and loaded.match == following.match


@pytest.mark.parametrize(
    "bad",
    [
        {"wins": [1, 0], "games": 1, "draws": 0},  # a seat short
        {"wins": [1, 0, 0], "games": "1", "draws": 0},
        {"wins": [2, 0, 0], "games": 1, "draws": 0},  # more wins than games
        {"wins": [-1, 0, 0], "games": 1, "draws": 0},
        [1, 0, 0],
    ],
)
def test_a_hand_edited_match_score_is_refused_with_its_reason(bad: object) -> None:
    record = GameRecord.start("el-royale", SEATS, seed=5)
    data = to_data(record, "2026-11-22T12:00:00+00:00")
    data["match"] = bad
    with pytest.raises(SaveError, match="match score"):
        from_data(data)


def test_a_game_without_matches_has_no_next_record() -> None:
    record = GameRecord.start("duel-of-swords", SEATS[:2], {"hitsToWin": 1}, seed=3)
    rng = random.Random(3)
    while not record.state.is_over:
        for seat in record.state.to_act():
            record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    assert next_record(record, 4) is None
