"""After a game, the results mark the player's moves where Hard's estimate dropped the most, and Replay opens there."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Iterator

import pytest
from shell_helpers import click_on, make_app

from game.ai.analysis import analyse
from game.persistence import GameRecord
from game.ui.analysis_marks import MIN_DROP, MarksFinder, biggest_drops, decision_points, judge, mark_of
from game.ui.app import App
from game.ui.scenes.load import record_for
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.results import ResultsScene
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.ai_process import NICENESS

CB = "clashing-blades"
SEATS = (SeatSetup("You", True), SeatSetup("Computer", False, "normal"))
#: Deals per decision point here: few, so the whole game is judged in a second or two.
DEALS = 3


def finished(game_id: str, seed: int) -> GameRecord:
    """A game played to its end by seeded random moves, as the table's record of it."""
    record = record_for(GameSetup(game_id, SEATS, {}, seed))
    rng = random.Random(seed)
    while not record.state.is_over:
        for seat in record.state.to_act():
            record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    return record


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app()
    yield a
    a.close()


def test_decision_points_are_the_players_choices_among_several_options_from_their_own_view() -> None:
    record = finished(CB, 4)
    points = decision_points(record, 0)
    assert points and all(record.log[p.move].seat == 0 for p in points)
    assert all(len(p.legal) > 1 and p.played in p.legal and p.observation.seat == 0 for p in points)
    state = record.fresh_state()
    for n, move in enumerate(record.log):
        if n in {p.move for p in points}:
            point = next(p for p in points if p.move == n)
            assert point.observation == state.observation(0)
        state.apply(move.seat, move.action)


def test_the_marks_are_the_biggest_drops_from_the_best_option_biggest_first() -> None:
    record = finished(CB, 4)
    points = decision_points(record, 0)
    judged = [mark_of(p, analyse(p.observation, p.legal, iterations=DEALS, seconds=None)) for p in points]
    marks = biggest_drops(judged)
    worth = sorted((m.drop for m in judged if m.drop >= MIN_DROP), reverse=True)
    assert [m.drop for m in marks] == worth[:3]
    assert all(m.drop >= MIN_DROP and m.best_chance >= m.chance for m in marks)
    hands = {p.move: p.observation.info["hand"] for p in points}
    assert all(m.text(str).startswith(f"Hand {hands[m.move]}: ") for m in marks)


def test_a_mark_says_when_as_the_player_counted_rounds_in_a_duel_and_moves_elsewhere() -> None:
    """A Duel of Swords player saw "Move 22" on the results after a duel of 15 rounds; a game that counts neither
    rounds nor hands keeps the move number Replay shows."""
    duel = finished("duel-of-swords", 4)
    for point in decision_points(duel, 0)[:6]:
        mark = mark_of(point, analyse(point.observation, point.legal, iterations=DEALS, seconds=None))
        assert mark.text(str).startswith(f"Round {point.observation.info['round']}: ")
        assert mark.figures().startswith(f"Round {point.observation.info['round']}: ")
        assert " to win" in mark.text(str) and "Hard's best" in mark.text(str)
    swords = finished("mortal-swords", 4)
    point = decision_points(swords, 0)[0]
    mark = mark_of(point, analyse(point.observation, point.legal, iterations=DEALS, seconds=None))
    assert mark.text(str).startswith(f"Move {point.move + 1}: ")


def test_the_finder_works_in_the_background_and_reports_its_progress() -> None:
    record = finished(CB, 4)
    finder = MarksFinder(record, 0, deals=DEALS)
    assert not finder.started and finder.marks is None
    finder.start()
    assert finder.working and finder.total == len(decision_points(record, 0))
    seen = set()
    start = time.monotonic()
    while finder.marks is None and not finder.problem and time.monotonic() - start < 60:
        finder.poll()
        seen.add(finder.done)
        time.sleep(0.02)
    assert not finder.problem
    expected = biggest_drops([mark_of(p, judge(p, DEALS)) for p in finder.points])
    assert finder.marks == expected  # the same marks as judged here: fixed by the deals, not the clock
    assert finder.done == finder.total and len(seen) > 1


def test_the_finder_gives_way_to_the_render_loop_as_the_tables_thinker_does() -> None:
    finder = MarksFinder(finished(CB, 4), 0, deals=DEALS)
    finder.start()
    try:
        assert finder._pool is not None  # the worker is asked its own niceness (os.nice(0) reads it)
        assert finder._pool.apply(os.nice, (0,)) >= min(19, os.nice(0) + NICENESS)  # Unix caps niceness at 19
    finally:
        finder.cancel()


def test_choosing_a_mark_on_the_results_opens_the_replay_just_before_that_move(app: App) -> None:
    record = finished(CB, 4)
    setup = GameSetup(CB, SEATS, {}, 4)
    app.finish_game(setup, record.state, record)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    assert scene.marks.finder is not None
    scene.marks.finder.deals = DEALS
    app.step(wait=False)
    click_on(app, "Find my costliest moves")
    start = time.monotonic()
    notes = set()
    while scene.marks.working and time.monotonic() - start < 60:
        app.step(wait=False)
        notes.add(scene.marks.note())
        time.sleep(0.02)
    assert any(n.startswith("Looking at your moves… ") for n in notes)  # the screen said how far it had got
    marks = scene.marks.finder.marks
    assert marks, "a random player's game has moves that lost something"
    app.step(wait=False)
    first = marks[0]
    shown = [w.text for w in scene.group.widgets]
    words = first.text(scene.marks.names) if first.text(scene.marks.names) in shown else first.figures()  # full, or short
    click_on(app, words)
    replay = app.scene
    assert isinstance(replay, ReplayScene)
    assert replay.position == first.move
    assert replay.replay.moves[first.move].seat == 0 and replay.replay.moves[first.move].action == first.played
    assert sorted(replay.marks, key=lambda m: m.move) == sorted(marks, key=lambda m: m.move)  # so it steps between them
    replay.close()
    assert app.scene is scene  # back to the results, marks kept
    assert scene.marks.finder.marks == marks


def test_no_marks_are_offered_without_a_single_human() -> None:
    from game.ui.scenes.results_marks import ResultsMarks

    assert ResultsMarks(finished(CB, 2), None, str, lambda at: None).finder is None
    assert ResultsMarks(None, 0, str, lambda at: None).finder is None


def test_leaving_mid_search_stops_it_at_once_and_a_later_look_starts_again() -> None:
    finder = MarksFinder(finished("mortal-swords", 4), 0)  # the slowest game to judge, at the full deals
    finder.start()
    assert finder.working
    time.sleep(0.2)
    start = time.monotonic()
    finder.cancel()
    assert time.monotonic() - start < 1.0
    assert not finder.working and not finder.started and finder.marks is None
    finder.deals = DEALS
    finder.start()
    assert finder.working and finder.done == 0
    finder.cancel()
