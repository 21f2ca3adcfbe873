"""The results screen speaks like the table: "You win!", and the engine's reason with the players' names."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from shell_helpers import click_on, make_app

from game.engine import Outcome, new_game
from game.persistence import GameRecord, from_data, load_file, to_data
from game.persistence.history import History
from game.ui.app import App
from game.ui.scenes import results
from game.ui.scenes.load import record_for, setup_for
from game.ui.scenes.results import MatchSetup, ResultsScene, headline, reason_line
from game.ui.settings import Settings
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene

DOS = "duel-of-swords"
YOU_AND_COMPUTER = GameSetup(DOS, (SeatSetup("You", True), SeatSetup("Computer (Normal)", False)))


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app()
    yield a
    a.close()


def test_you_win_in_the_second_person() -> None:
    assert headline(YOU_AND_COMPUTER, Outcome((0,), reason="x")) == "You win!"


def test_the_computer_wins_in_the_third_person() -> None:
    assert headline(YOU_AND_COMPUTER, Outcome((1,), reason="x")) == "Computer (Normal) wins!"


def test_two_winners_share_one_plural_verb() -> None:
    setup = GameSetup(DOS, (SeatSetup("Ann", True), SeatSetup("Bob", True), SeatSetup("Cy", False)))
    assert headline(setup, Outcome((0, 2), reason="x")) == "Ann and Cy win!"
    assert headline(YOU_AND_COMPUTER, Outcome((0, 1), reason="x")) == "You and Computer (Normal) win!"


def test_the_reason_names_the_players_instead_of_seat_numbers() -> None:
    won = Outcome((0,), reason="Player 1 wins 3–1: Player 2 has no health left.")
    lost = Outcome((1,), reason="Player 2 wins 3–1: Player 1 has no health left.")
    assert reason_line(YOU_AND_COMPUTER, won) == "You win 3–1: Computer (Normal) has no health left."
    assert reason_line(YOU_AND_COMPUTER, lost) == "Computer (Normal) wins 3–1: You have no health left."
    assert reason_line(YOU_AND_COMPUTER, None) == ""


def test_the_screen_shows_the_named_headline_and_reason_for_a_real_game(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    state = new_game(DOS, 2, options={"hitsToWin": 1}, seed=3)
    rng = random.Random(3)
    while not state.is_over:
        for seat in state.to_act():
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    outcome = state.outcome
    assert outcome is not None and not outcome.draw and "Player" in outcome.reason
    you = outcome.winners[0]
    names = ("You", "Computer (Normal)") if you == 0 else ("Computer (Normal)", "You")
    setup = GameSetup(DOS, (SeatSetup(names[0], you == 0), SeatSetup(names[1], you == 1)), {"hitsToWin": 1}, 3)
    shown: list[str] = []
    real = results.draw_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        shown.append(text)
        return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(results, "draw_text", spy)
    app.finish_game(setup, state)
    assert isinstance(app.scene, ResultsScene)
    app.step(wait=False)
    assert "You win!" in shown
    text = " ".join(shown)
    assert "Player 1" not in text and "Player 2" not in text and "You wins" not in text
    assert "Computer (Normal)" in text


# -- the next game of a match, and the history ------------------------------------------------------------

ER = "el-royale"


def finished_record(
    game_id: str, seats: tuple[SeatSetup, ...], seed: int, options: dict[str, object] | None = None
) -> GameRecord:
    """A game played to its end by seeded random moves, as the table's record of it."""
    record = record_for(GameSetup(game_id, seats, dict(options or {}), seed))
    play_out(record, seed)
    return record


def play_out(record: GameRecord, seed: int) -> None:
    rng = random.Random(seed)
    while not record.state.is_over:
        for seat in record.state.to_act():
            record.apply(seat, rng.choice(record.state.legal_actions(seat)))


ER_SEATS = (SeatSetup("You", True), SeatSetup("Computer", False, "easy"), SeatSetup("Computer 2", False, "easy"))


def labels(app: App) -> list[str]:
    return [w.text for w in app.scene.group.widgets]  # type: ignore[attr-defined]


def test_el_royale_offers_the_next_game_of_the_match_the_winner_starting(app: App) -> None:
    record = finished_record(ER, ER_SEATS, 5)
    setup = GameSetup(ER, ER_SEATS, dict(record.options), 5)
    app.finish_game(setup, record.state, record)
    scene = app.scene
    assert isinstance(scene, ResultsScene) and "Next game of the match" in labels(app)
    assert scene.match is not None and scene.match.games == 1 and sum(scene.match.wins) == 1
    outcome = record.state.outcome
    assert outcome is not None
    winner = outcome.winners[0]
    click_on(app, "Next game of the match")
    table = app.scene
    assert isinstance(table, TableScene)
    assert isinstance(table.setup, MatchSetup) and table.setup.match == scene.match
    assert table.setup.seats == ER_SEATS and table.record.moves == 0
    state = table.record.state
    assert state.starter == winner and state.dealer != winner  # type: ignore[attr-defined]
    # the next game deals again from what a save keeps, so Continue and the history can open it
    assert table.record.replayed() == state


def test_the_match_score_runs_on_across_games_and_a_rematch_starts_afresh(app: App) -> None:
    record = finished_record(ER, ER_SEATS, 5)
    app.finish_game(GameSetup(ER, ER_SEATS, dict(record.options), 5), record.state, record)
    first = app.scene
    assert isinstance(first, ResultsScene) and first.match is not None
    click_on(app, "Next game of the match")
    table = app.scene
    assert isinstance(table, TableScene)
    play_out(table.record, 8)
    app.finish_game(table.setup, table.record.state, table.record)
    second = app.scene
    assert isinstance(second, ResultsScene) and second.match is not None
    outcome = table.record.state.outcome
    assert outcome is not None
    assert second.match.games == 2
    assert second.match.wins == tuple(w + (s in outcome.winners) for s, w in enumerate(first.match.wins))
    shown = second.match.text([s.name for s in ER_SEATS])
    assert shown.startswith(f"Match after 2 games — You: {second.match.wins[0]} · Computer: ")
    rematch = second.rematch_setup()
    assert type(rematch) is GameSetup and rematch.seats == ER_SEATS


def test_a_match_game_resumed_from_its_save_keeps_the_count(app: App) -> None:
    """Continue gives the table a plain set-up; the score of the games before comes back with the record."""
    record = finished_record(ER, ER_SEATS, 5)
    app.finish_game(GameSetup(ER, ER_SEATS, dict(record.options), 5), record.state, record)
    first = app.scene
    assert isinstance(first, ResultsScene) and first.next_record is not None and first.match is not None
    resumed = from_data(to_data(first.next_record, "2026-11-22T12:00:00+00:00"))
    play_out(resumed, 8)
    app.finish_game(setup_for(resumed), resumed.state, resumed)
    second = app.scene
    assert isinstance(second, ResultsScene) and second.match is not None
    outcome = resumed.state.outcome
    assert outcome is not None and second.match.games == 2
    assert second.match.wins == tuple(w + (s in outcome.winners) for s, w in enumerate(first.match.wins))


def test_games_without_matches_show_no_next_game_and_no_match_score(app: App) -> None:
    record = finished_record(DOS, YOU_AND_COMPUTER.seats, 3, {"hitsToWin": 1})
    app.finish_game(YOU_AND_COMPUTER, record.state, record)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    assert "Next game of the match" not in labels(app)
    assert {"Rematch", "Replay this game", "New game", "Title"} <= set(labels(app))
    assert scene.match is None and scene.next_record is None


def test_a_finished_game_goes_into_the_history_once_when_the_app_keeps_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CARD_DUELS_DATA_DIR", str(tmp_path))
    record = finished_record(DOS, YOU_AND_COMPUTER.seats, 3, {"hitsToWin": 1})
    keeping = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "settings.json")
    try:
        keeping.finish_game(YOU_AND_COMPUTER, record.state, record)
        keeping.finish_game(YOU_AND_COMPUTER, record.state, record)  # a finished save opened again
    finally:
        keeping.close()
    [kept] = History(tmp_path).read().games
    assert load_file(kept.path).log == record.log


def test_without_a_settings_file_nothing_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, app: App) -> None:
    monkeypatch.setenv("CARD_DUELS_DATA_DIR", str(tmp_path))
    record = finished_record(DOS, YOU_AND_COMPUTER.seats, 3, {"hitsToWin": 1})
    app.finish_game(YOU_AND_COMPUTER, record.state, record)
    assert isinstance(app.scene, ResultsScene)
    assert not (tmp_path / "history").exists()


# -- what the screen tells: won or lost, the story, the final table, no accidental new game ------------------


def finished_with(game_id: str, seats: tuple[SeatSetup, ...], want: str, options: dict[str, object] | None = None) -> GameRecord:
    """The first seeded random game that ends as ``want`` says for seat 0: won, lost, drawn, or won by a team."""
    for seed in range(300):
        record = finished_record(game_id, seats, seed, options)
        outcome = record.state.outcome
        assert outcome is not None
        ended = "drawn" if outcome.draw else "won" if 0 in outcome.winners else "lost"
        if (want == "team" and len(outcome.winners) >= 2) or ended == want:
            return record
    raise AssertionError(f"no {want} game in 300 seeds")


def shown(app: App, record: GameRecord) -> ResultsScene:
    app.finish_game(setup_for(record), record.state, record)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    app.step(wait=False)
    return scene


def test_a_win_and_a_loss_look_different(app: App) -> None:
    won = shown(app, finished_with(DOS, YOU_AND_COMPUTER.seats, "won", {"hitsToWin": 2}))
    assert won.title == "Victory" and won.headline == "You win!"
    gold = app.screen.get_at((2, 360))[:3]
    lost = shown(app, finished_with(DOS, YOU_AND_COMPUTER.seats, "lost", {"hitsToWin": 2}))
    assert lost.title == "Defeat" and "wins" in lost.headline
    assert app.screen.get_at((2, 360))[:3] != gold  # the frame round the screen is another colour


def test_a_draw_and_a_team_win_say_so(app: App) -> None:
    drawn = shown(app, finished_with(DOS, YOU_AND_COMPUTER.seats, "drawn", {"hitsToWin": 2}))
    assert drawn.title == "Game over" and drawn.headline == "A draw"
    seats = tuple(SeatSetup(n, n == "You", "easy") for n in ("You", "Computer 2", "Computer 3", "Computer 4"))
    team = shown(app, finished_with(ER, seats, "team", {"mode": "teams2"}))
    outcome = team.outcome
    assert outcome is not None and len(outcome.winners) == 2
    assert " and " in team.headline and team.headline.endswith("win!")
    assert team.title == ("Victory" if 0 in outcome.winners else "Defeat")


@pytest.mark.parametrize(
    ("game_id", "seats", "title"),
    [
        (DOS, 2, "The score, round by round"),
        ("clashing-blades", 2, "Health, hand by hand"),
        ("suits-duel", 2, "Shields and battlers"),
        ("mortal-swords", 3, "Who fell when"),
        (ER, 3, "Who fell when"),
    ],
)
def test_the_story_of_each_game_and_the_final_table_are_shown(app: App, game_id: str, seats: int, title: str) -> None:
    players = tuple(SeatSetup("You" if i == 0 else f"Computer {i + 1}", i == 0, "easy") for i in range(seats))
    scene = shown(app, finished_record(game_id, players, 4))
    names = {e.name: e for e in scene.elements()}
    assert scene.story.title == title and scene.story.lines
    assert "final-table" in names and "story-title" in names and names["story-title"].text == title
    text = " ".join(e.text for e in scene.elements())
    assert "Player 1" not in text and "Knight 1" not in text and "You wins" not in text
    w, h = app.size
    for e in scene.elements():
        x, y, ew, eh = e.rect
        assert x >= 0 and y >= 0 and x + ew <= w and y + eh <= h, e


def test_no_single_key_press_starts_a_new_game(app: App) -> None:
    scene = shown(app, finished_record(DOS, YOU_AND_COMPUTER.seats, 3, {"hitsToWin": 1}))
    for key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_r, pygame.K_n):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.step(wait=False)
        assert app.scene is scene, key


# -- the screen scales with the window ------------------------------------------------------------------------

SIZES = [(960, 600), (1280, 720), (1920, 1080), (3840, 2160)]


def laid_out_at(scene: ResultsScene, size: tuple[int, int]) -> dict[str, tuple[int, int, int, int]]:
    """The scene drawn in a window of ``size``: every element checked inside it and uncut, by name."""
    scene.resize(size)
    scene.draw(pygame.Surface(size))
    window = pygame.Rect(0, 0, *size)
    for e in scene.elements():
        assert window.contains(pygame.Rect(e.rect)), (size, e)
        assert e.fits, (size, e)
    return {e.name: e.rect for e in scene.elements()}


def test_the_results_fit_every_window_and_grow_with_it(app: App) -> None:
    scene = shown(app, finished_with("clashing-blades", YOU_AND_COMPUTER.seats, "lost"))
    at = {size: laid_out_at(scene, size) for size in SIZES}
    for size, names in at.items():
        assert {"final-table", "story-title", "story-chart", "headline", "button:Rematch"} <= set(names), size
    small, design, large, huge = (at[s] for s in SIZES)
    for name in ("final-table", "button:Rematch", "headline"):
        assert large[name][3] >= 1.4 * design[name][3], name  # 1.5 times the window, not the same block
        assert huge[name][3] >= 1.9 * large[name][3], name
    assert small["button:Rematch"][3] < design["button:Rematch"][3]
    for names in at.values():  # the buttons sit side by side on one row under the picture and the story
        assert names["button:Title"][1] == names["button:Rematch"][1]
        assert names["final-table"][1] + names["final-table"][3] < names["button:Rematch"][1]
        assert names["story-chart"][1] + names["story-chart"][3] < names["button:Rematch"][1]


def test_the_text_size_setting_enlarges_the_results(app: App) -> None:
    record = finished_with(DOS, YOU_AND_COMPUTER.seats, "won", {"hitsToWin": 2})
    plain = laid_out_at(shown(app, record), (1280, 720))
    bigger = make_app(Settings(animation_speed="instant", think_time=0.0, muted=True, text_size=150))
    try:
        scene = shown(bigger, record)
        large = laid_out_at(scene, (1280, 720))
        laid_out_at(scene, (960, 600))  # twice the words in the smallest window still fit inside it, uncut
    finally:
        bigger.close()
    assert large["headline"][3] > plain["headline"][3] and large["button:Rematch"][3] > plain["button:Rematch"][3]


def test_a_long_story_keeps_its_latest_lines_and_says_how_many_came_before(app: App) -> None:
    scene = shown(app, finished_with(DOS, YOU_AND_COMPUTER.seats, "won", {"hitsToWin": 5}))
    scene.story = replace(scene.story, lines=tuple(f"Round {n}: a long line." for n in range(1, 60)))
    scene.resize((960, 600))
    scene.draw(pygame.Surface((960, 600)))
    texts = [e.text for e in scene.elements() if e.name.startswith("story:")]
    assert texts[-1] == "Round 59: a long line."
    assert texts[0].startswith("… ") and texts[0].endswith(" earlier")
    assert int(texts[0].split()[1]) + len(texts) - 1 == 59


def test_the_story_lies_on_a_chrome_panel_as_tall_as_its_words_with_the_chart_under_it(app: App) -> None:
    from game.ui import theme

    scene = shown(app, finished_with(DOS, YOU_AND_COMPUTER.seats, "won", {"hitsToWin": 3}))
    size = (1920, 1080)
    scene.resize(size)
    surface = pygame.Surface(size)
    scene.draw(surface)
    laid = {e.name: e for e in scene.elements()}
    panel = pygame.Rect(laid["story"].rect)
    words = [e for e in laid.values() if e.inside == "story"]
    assert words and all(panel.contains(pygame.Rect(e.rect)) for e in words)
    assert panel.bottom - max(pygame.Rect(e.rect).bottom for e in words) < scene.ui.px(24), "no empty felt box below"
    assert surface.get_at((panel.centerx, panel.top))[:3] == theme.PANEL_EDGE, "the panel's thin edge"
    chart = pygame.Rect(laid["story-chart"].rect)
    assert chart.top > panel.bottom


def test_the_chart_holds_a_figure_until_it_changes() -> None:
    """Duel of Swords: the hits were joined by slopes, read as a score growing between two hits."""
    from game.ui.scenes.results_parts import SEAT_COLOURS, draw_chart
    from game.ui.story.model import Series, Story

    surface = pygame.Surface((600, 200))
    story = Story(chart="Hits", series=(Series(0, (0, 0, 1)), Series(1, (0, 1, 1))))
    draw_chart(surface, surface.get_rect(), story, ["You", "Computer"])
    you = SEAT_COLOURS[0]

    def rows_in(x: int) -> list[int]:
        return [y for y in range(200) if tuple(surface.get_at((x, y)))[:3] == you]

    columns = [x for x in range(600) if rows_in(x)]
    left, right = min(columns), max(columns)
    middle = (left + right) // 2  # the second point: "You" scored at the third
    flat = rows_in((left + middle) // 2) + rows_in((middle + right - 8) // 2)
    assert flat and max(flat) - min(flat) <= 4, "a level line, not a slope, until the hit"
    riser = rows_in(right - 2) if len(rows_in(right - 2)) > 6 else rows_in(right - 1)
    assert max(riser) - min(riser) > 20, "the hit is a jump where it happens"


def test_a_double_hit_is_one_line_of_the_story_and_one_step_of_the_chart() -> None:
    """The results listed Round 3's double hit as two rounds ("You 1–1 Computer", then "You 1–2 Computer") and the
    chart drew it as two steps. A round both fencers hit is one line and one step."""
    from game.engine import Event
    from game.ui.story import duel_of_swords

    moves = [
        [Event("choose", 1, text="Player 2 has chosen a move.")],
        [
            Event("choose", 0, text="Player 1 has chosen a move."),
            Event("reveal", text="Round 1: Slash against Thrust — Player 2 scores a hit."),
            Event("hit", 1, text="Player 2 scores a hit."),
        ],
        [
            Event("reveal", text="Round 2: Thrust against Thrust — both fencers score a hit."),
            Event("hit", 0, text="Player 1 scores a hit."),
            Event("hit", 1, text="Player 2 scores a hit."),
        ],
    ]
    story = duel_of_swords.tell(moves)
    assert story.lines == (
        "Round 1: Slash against Thrust — Player 2 scores a hit: Player 1 0–1 Player 2.",
        "Round 2: Thrust against Thrust — both fencers score a hit: Player 1 1–2 Player 2.",
    )
    assert [s.points for s in story.series] == [(0, 0, 1), (0, 1, 2)]
