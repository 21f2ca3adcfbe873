"""The player's figures, counted from real finished games kept in a history folder."""

from __future__ import annotations

from pathlib import Path

from history_helpers import DRAW_SEED, finished, stamp

from game.engine import Outcome
from game.persistence import SeatRecord
from game.persistence.history import History
from game.persistence.statistics import (
    COMPUTERS_ONLY,
    MIXED,
    PASS_AND_PLAY,
    Figures,
    Played,
    Result,
    Statistics,
    kind_of,
    result_for,
    statistics,
)

DOS = "duel-of-swords"
#: Seeds of quick duels, each of which the human can be seated to win or to lose.
SEEDS = [1, 2, 3, 5, 6, 7, 8, 10, 14, 15]


def kept(tmp_path: Path, games: list[tuple[str, str]], *, humans: int = 1) -> Statistics:
    """A history of games with these (result, level) in order, read back as statistics."""
    history = History(tmp_path)
    for n, ((result, level), seed) in enumerate(zip(games, SEEDS, strict=False)):
        seed = DRAW_SEED if result == "drawn" else seed
        history.add(finished(seed, result, level, humans=humans, created=stamp(2 * n)), ended=stamp(2 * n + 1))
    return statistics(history.read())


def test_a_win_a_loss_and_a_draw_against_one_level(tmp_path: Path) -> None:
    stats = kept(tmp_path, [("won", "normal"), ("lost", "normal"), ("drawn", "normal")])
    figures = stats.by_game()[DOS]
    assert (figures.played, figures.won, figures.lost, figures.drawn) == (3, 1, 1, 1)
    assert figures.average_minutes == 1.0
    assert figures.average_moves == sum(g.moves for g in stats.games) / 3
    assert stats.kinds() == ["normal"] and stats.rows() == [(DOS, "normal", figures)]


def test_streaks_run_over_wins_and_a_loss_or_draw_ends_one(tmp_path: Path) -> None:
    results = ["won", "won", "lost", "won", "won", "won", "drawn", "won"]
    stats = kept(tmp_path, [(r, "easy") for r in results])
    figures = stats.overall
    assert (figures.streak, figures.best_streak) == (1, 3)
    assert [g.result for g in stats.games] == [Result(r) for r in results]


def test_a_winning_run_still_going_is_the_current_streak(tmp_path: Path) -> None:
    figures = kept(tmp_path, [("lost", "hard"), ("won", "hard"), ("won", "hard")]).overall
    assert (figures.streak, figures.best_streak) == (2, 2)


def test_levels_are_counted_apart_and_listed_easiest_first(tmp_path: Path) -> None:
    stats = kept(tmp_path, [("won", "hard"), ("lost", "easy"), ("won", "easy"), ("won", "normal")])
    by_kind = stats.by_kind()
    assert list(by_kind) == ["easy", "normal", "hard"]
    assert (by_kind["easy"].won, by_kind["easy"].lost) == (1, 1)
    assert (by_kind["hard"].won, by_kind["hard"].played) == (1, 1)
    assert [(g, k) for g, k, _ in stats.rows()] == [(DOS, "easy"), (DOS, "normal"), (DOS, "hard")]
    assert stats.overall.played == 4 and stats.overall.won == 3


def test_pass_and_play_counts_games_but_no_wins_or_losses(tmp_path: Path) -> None:
    stats = kept(tmp_path, [("won", "normal"), ("lost", "normal")], humans=2)
    figures = stats.by_kind()[PASS_AND_PLAY]
    assert (figures.played, figures.won, figures.lost, figures.decided) == (2, 0, 0, 0)
    assert all(g.result is Result.PLAYED for g in stats.games)


def test_who_the_human_played_against() -> None:
    you = SeatRecord("You")
    assert kind_of([you, SeatRecord("A", "computer", "hard")]) == "hard"
    assert kind_of([you, SeatRecord("A", "computer", "hard"), SeatRecord("B", "computer", "easy")]) == MIXED
    assert kind_of([you, SeatRecord("Friend")]) == PASS_AND_PLAY
    assert kind_of([SeatRecord("A", "computer", "hard"), SeatRecord("B", "computer", "hard")]) == COMPUTERS_ONLY


def test_a_team_win_counts_for_the_human_partner() -> None:
    seats = [SeatRecord("You"), SeatRecord("A", "computer"), SeatRecord("Partner", "computer"), SeatRecord("B", "computer")]
    assert result_for(seats, Outcome((0, 2), reason="")) is Result.WON
    assert result_for(seats, Outcome((1, 3), reason="")) is Result.LOST
    assert result_for(seats, Outcome((), draw=True, reason="")) is Result.DRAWN


def test_a_bad_file_is_a_note_not_a_missing_screen(tmp_path: Path) -> None:
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "20261122T090000-broken.json").write_text("{")
    stats = kept(tmp_path, [("won", "normal")])
    assert stats.overall.played == 1 and len(stats.notes) == 1


def test_the_cap_bounds_what_is_counted(tmp_path: Path) -> None:
    history = History(tmp_path, limit=2)
    for n, (seed, result) in enumerate([(1, "won"), (2, "won"), (3, "lost")]):
        history.add(finished(seed, result), ended=stamp(n))
    figures = statistics(history.read()).overall
    assert (figures.played, figures.won, figures.lost) == (2, 1, 1)


def test_no_games_give_empty_figures_and_an_hour_long_pause_is_not_a_game_length() -> None:
    assert Statistics.of([]).overall == Figures()
    quick = Played(DOS, "normal", Result.WON, 10, 2.0, stamp(1))
    left_overnight = Played(DOS, "normal", Result.WON, 12, 600.0, stamp(2))
    figures = Statistics.of([left_overnight, quick]).overall
    assert figures.average_minutes == 2.0 and figures.average_moves == 11
    assert Statistics.of([quick, left_overnight]).recent(1) == (left_overnight,)
