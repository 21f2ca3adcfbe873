"""The menu screens as scenarios: find a game, set it up, read the rules, change settings, see who won."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from shell_helpers import click, click_on, key, make_app, type_text, widget

from game.engine import Outcome, get_game, new_game
from game.ui import theme
from game.ui.app import App
from game.ui.scenes.choose_game import ChooseGameScene
from game.ui.scenes.results import ResultsScene, headline
from game.ui.scenes.rules import RulesScene, blocks_for
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings, load
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from game.ui.widgets import Cycler, Stepper

DOS = "duel-of-swords"


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app()
    yield a
    a.close()


def setup_scene(app: App, rng: random.Random | None = None) -> SetupScene:
    scene = SetupScene(app, DOS, rng=rng or random.Random(5))
    app.switch(scene)
    app.step(wait=False)
    return scene


def test_title_to_choose_to_setup_to_table_by_mouse(app: App) -> None:
    click_on(app, "New game")
    assert isinstance(app.scene, ChooseGameScene)
    click_on(app, get_game(DOS).name)
    scene = app.scene
    assert isinstance(scene, SetupScene)
    assert scene.game.id == DOS
    click_on(app, "Start")
    assert isinstance(app.scene, TableScene)
    assert app.scene.setup.game_id == DOS
    assert [s.human for s in app.scene.setup.seats] == [True, False]


def test_enter_on_a_setup_with_nothing_focused_or_in_the_seed_starts_the_game(app: App) -> None:
    """The setup opened with nothing focused and Enter did nothing, in the seed field too: reaching Start took two
    Shift+Tabs. Enter now presses Start then; on a focused choice it still changes only that choice."""
    scene = setup_scene(app)
    assert scene.group.focused is None
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)
    app.scene.leave()
    scene = setup_scene(app)
    scene.group.focus_on(widget(scene, "Seed"))
    type_text(app, "42")
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene) and app.scene.setup.seed == 42
    app.scene.leave()
    scene = setup_scene(app)
    level = next(w for w in scene.group.widgets if isinstance(w, Cycler) and w.enabled)
    scene.group.focus_on(level)
    key(app, pygame.K_RETURN)
    assert app.scene is scene, "Enter on a focused choice is that choice's, not Start's"


def test_back_from_setup_returns_where_the_game_was_picked(app: App) -> None:
    """Picked from its tile on the title screen, a game's setup went Back to a list of games the player never saw;
    it goes back to the title. Picked from New game's list, Back returns to that list."""
    assert isinstance(app.scene, TitleScene)
    click_on(app, get_game(DOS).name)
    assert isinstance(app.scene, SetupScene)
    click_on(app, "Back")
    assert isinstance(app.scene, TitleScene)
    click_on(app, "New game")
    click_on(app, get_game(DOS).name)
    assert isinstance(app.scene, SetupScene)
    click_on(app, "Back")
    assert isinstance(app.scene, ChooseGameScene)


def test_choose_lists_every_registered_game(app: App) -> None:
    from game.engine import GAMES

    click_on(app, "New game")
    labels = [w.text for w in app.scene.group.widgets]  # type: ignore[attr-defined]
    for game in GAMES.values():
        assert any(label.startswith(game.name) for label in labels)
    click_on(app, "Back")
    assert isinstance(app.scene, TitleScene)


def test_default_setup_is_you_against_a_normal_computer_with_the_rules_as_written(app: App) -> None:
    scene = setup_scene(app, random.Random(5))
    setup = scene.game_setup()
    assert setup.game_id == DOS
    assert setup.seats == (SeatSetup("You", True, "normal"), SeatSetup("Computer", False, "normal"))
    assert setup.options == get_game(DOS).presets(2)["Rules as written"]
    assert setup.seed == random.Random(5).randrange(1 << 31)
    assert not setup.pass_and_play


def test_typed_seed_and_names_and_a_second_human_make_pass_and_play(app: App) -> None:
    scene = setup_scene(app)
    click_on(app, "Seed")
    type_text(app, "4x2")  # letters are ignored in a seed
    click_on(app, "P2")
    key(app, pygame.K_BACKSPACE)
    for _ in range(8):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Bea")
    plays = [w for w in scene.group.widgets if w.text == "Plays"]
    click(app, plays[1].rect.center)
    setup = scene.game_setup()
    assert setup.seed == 42
    assert setup.seats[1] == SeatSetup("Bea", True, "normal")
    assert setup.pass_and_play
    # A human seat has no level to choose.
    levels = [w for w in scene.group.widgets if w.text == "Level"]
    assert not levels[0].enabled and not levels[1].enabled
    assert all(isinstance(w, Cycler) and w._value_text() == "—" for w in levels), "and shows none"


def test_a_computer_level_is_chosen_from_the_ai_levels(app: App) -> None:
    from game.ai import LEVELS

    scene = setup_scene(app)
    level = [w for w in scene.group.widgets if w.text == "Level"][1]
    seen = set()
    for _ in LEVELS:
        click(app, (level.rect.left + 20, level.rect.centery))  # on the label, away from the back arrow: steps forward
        level = [w for w in scene.group.widgets if w.text == "Level"][1]
        seen.add(scene.game_setup().seats[1].level)
    assert seen == set(LEVELS)


def test_options_change_and_a_preset_puts_them_back(app: App) -> None:
    scene = setup_scene(app)
    click_on(app, "Sudden death")
    click_on(app, "Theme")
    for _ in range(3):
        key(app, pygame.K_RIGHT)  # keyboard: the focused cycler steps on
    hits = widget(scene, "Hits to win")
    for _ in range(20):
        click(app, hits.rect.center)
        hits = widget(scene, "Hits to win")
    options = scene.game_setup().options
    assert options["suddenDeath"] is True
    assert options["theme"] == "swords"  # two choices, stepped 4 times in all
    assert options["hitsToWin"] == 15  # never past the maximum
    click_on(app, "Rules as written")
    assert scene.game_setup().options == get_game(DOS).presets(2)["Rules as written"]


def test_an_unavailable_option_cannot_be_switched_on_and_says_why(app: App) -> None:
    scene = setup_scene(app)
    click_on(app, "Cut High mirrors Cut Low")
    blocked = widget(scene, "Same cuts score nothing")
    assert not blocked.enabled
    assert "cannot be combined with Cut High mirrors Cut Low" in blocked.help
    click(app, blocked.rect.center)
    key(app, pygame.K_RETURN)
    assert scene.game_setup().options["sameCutBlank"] is False
    assert scene.set_option("sameCutBlank", True) is False
    # Switching the first one off frees the other.
    click_on(app, "Cut High mirrors Cut Low")
    click_on(app, "Same cuts score nothing")
    options = scene.game_setup().options
    assert (options["cutHighMirror"], options["sameCutBlank"]) == (False, True)
    get_game(DOS).resolve_options(options, 2)


def test_an_option_for_other_player_counts_says_so_briefly_on_its_face_and_whole_in_its_help(app: App) -> None:
    scene = SetupScene(app, "el-royale")
    scene.set_seat_count(2)
    teams = widget(scene, "Teams")
    spec = next(s for s in scene.specs.values() if s.label == "Teams")
    assert spec.seats == (4, 6, 8)
    assert not teams.enabled
    assert teams.note == "for 4, 6 or 8 players"
    assert "is only for games with 4, 6, 8 players" in teams.help


def test_every_option_of_every_game_gets_a_control(app: App) -> None:
    from game.engine import GAMES

    for game in GAMES.values():
        scene = SetupScene(app, game.id)
        app.switch(scene)
        app.step(wait=False)
        labels = {w.text for w in scene.group.widgets}
        assert {spec.label for spec in game.options} <= labels
        get_game(game.id).resolve_options(scene.game_setup().options, len(scene.seats))


def test_hectic_knights_is_for_one_human_at_most_and_a_second_human_switches_it_off(app: App) -> None:
    """It showed "On" with two humans; MS-R23 (6): a race in real time is fair only for one person at the screen."""
    scene = SetupScene(app, "mortal-swords")
    scene.set_seat_count(4)
    assert scene.set_option("hecticKnights", True) and scene.set_option("hecticFaceDownAlways", True)
    scene.set_seat(1, SeatSetup("Ann", True))
    assert scene.options["hecticKnights"] is False and scene.options["hecticFaceDownAlways"] is False
    assert not scene.set_option("hecticKnights", True)
    reason = scene.reason(scene.specs["hecticKnights"])
    assert reason is not None and "one human player at most" in reason
    app.switch(scene)
    app.step(wait=False)
    hectic = widget(scene, "Hectic Knights")
    assert not hectic.enabled and hectic.note == "one human at most" and "cannot race fairly" in hectic.help
    scene.set_seat(1, SeatSetup("Computer 2", False, "normal"))
    assert scene.set_option("hecticKnights", True)


def test_an_option_a_second_human_switched_off_comes_back_when_they_go(app: App) -> None:
    """A play-tester made P2 human to look, then a computer again: Hectic Knights stayed Off, greyed no more, and
    nothing said it had been switched off. It comes back as chosen; a choice made since is kept."""
    scene = SetupScene(app, "mortal-swords")
    scene.set_seat_count(4)
    assert scene.set_option("hecticKnights", True) and scene.set_option("hecticFaceDownAlways", True)
    computer = scene.seats[1]
    scene.set_seat(1, SeatSetup("Ann", True))
    assert scene.options["hecticKnights"] is False and scene.options["hecticFaceDownAlways"] is False
    scene.set_seat(1, computer)
    assert scene.options["hecticKnights"] is True and scene.options["hecticFaceDownAlways"] is True
    scene.set_seat(1, SeatSetup("Ann", True))
    scene.set_seat(1, computer)
    assert scene.set_option("hecticKnights", False)
    scene.set_seat(1, SeatSetup("Ann", True))
    scene.set_seat(1, computer)
    assert scene.options["hecticKnights"] is False, "switched off by the player since: it stays off"


def test_setup_by_keyboard_tab_and_enter_start_the_game(app: App) -> None:
    scene = setup_scene(app)
    start = scene.group.widgets.index(widget(scene, "Start"))
    for _ in range(len(scene.group.widgets)):
        if scene.group.focus == start:
            break
        key(app, pygame.K_TAB)
    assert scene.group.focus == start
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)


def finished_state(seed: int = 3) -> object:
    state = new_game(DOS, 2, options={"hitsToWin": 1}, seed=seed)
    while not state.is_over:
        for seat in state.to_act():
            state.apply(seat, state.legal_actions(seat)[0])
    return state


def test_results_name_the_winner_and_offer_a_rematch_with_a_new_seed(app: App) -> None:
    setup = GameSetup(DOS, (SeatSetup("Ann", True), SeatSetup("Bot", False, "random")), {"hitsToWin": 1}, 3)
    state = finished_state()
    app.finish_game(setup, state)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    outcome = state.outcome  # type: ignore[attr-defined]
    assert scene.outcome == outcome
    assert scene.headline in ("Ann wins!", "Bot wins!", "A draw")
    app.step(wait=False)
    again = scene.rematch_setup()
    assert again.seats == setup.seats and again.options == setup.options and again.seed != setup.seed
    click_on(app, "Rematch")
    assert isinstance(app.scene, TableScene)
    assert app.scene.setup.options == setup.options
    app.finish_game(setup, state)
    click_on(app, "Title")
    assert isinstance(app.scene, TitleScene)


def test_headlines_for_a_win_a_draw_and_nobody() -> None:
    setup = GameSetup(DOS, (SeatSetup("Ann", True), SeatSetup("Bob", True)))
    assert headline(setup, Outcome((1,), reason="x")) == "Bob wins!"
    assert headline(setup, Outcome((), draw=True)) == "A draw"
    assert headline(setup, Outcome(())) == "Nobody wins"


def test_rules_show_the_page_with_the_matrix_and_scroll(app: App) -> None:
    click_on(app, "Rules")
    scene = app.scene
    assert isinstance(scene, RulesScene)
    blocks = blocks_for(DOS)
    tables = [b for b in blocks if b.kind == "table"]
    assert any(len(t.rows) == 11 and len(t.rows[0]) == 11 for t in tables), "the whole 10×10 matrix with headers"
    app.step(wait=False)
    assert scene.page_height > scene.page.height
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    for _ in range(50):
        key(app, pygame.K_PAGEDOWN)
    bottom = scene.scroll
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll == bottom, "the page stops at its end"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0))
    app.step(wait=False)
    assert scene.scroll == bottom - 120
    key(app, pygame.K_HOME)
    assert scene.scroll == 0


def test_rules_switch_between_games(app: App) -> None:
    from game.engine import GAMES

    scene = RulesScene(app)
    app.switch(scene)
    app.step(wait=False)
    for game in GAMES.values():
        click_on(app, game.name)
        assert scene.game_id == game.id
        assert scene.blocks[0].kind == "heading"


def test_settings_change_at_once_and_are_kept(app: App, tmp_path: Path) -> None:
    app.settings_path = tmp_path / "settings.json"
    click_on(app, "Settings")
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    click_on(app, "Animation speed")
    click_on(app, "Mute")
    click_on(app, "Deck colours")
    click_on(app, "Computer think time")
    volume = widget(scene, "Volume")
    assert isinstance(volume, Stepper)
    click(app, (volume.value_rect.left + 4, volume.rect.centery))  # the left arrow turns it down
    # The test app starts instant and muted.
    expected = Settings(animation_speed="slow", volume=0.7, muted=False, four_colour=True, think_time=2.0)
    assert app.settings == expected.with_changes(window_size=app.settings.window_size)
    assert load(app.settings_path) == app.settings
    assert app.art is not None
    click_on(app, "Back")
    assert isinstance(app.scene, TitleScene)


def test_more_seats_number_the_computers_and_keep_a_chosen_name(app: App) -> None:
    scene = SetupScene(app, "el-royale", rng=random.Random(5))
    app.switch(scene)
    assert [s.name for s in scene.seats] == ["You", "Computer"]
    scene.set_seat_count(4)
    assert [s.name for s in scene.seats] == ["You", "Computer 1", "Computer 2", "Computer 3"]
    scene.set_seat(1, SeatSetup("Robin", False, "hard"))
    scene.set_seat_count(3)
    assert scene.seats == [SeatSetup("You", True), SeatSetup("Robin", False, "hard"), SeatSetup("Computer 2", False, "normal")]


def small_app() -> App:
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None, size=(960, 600))
    app.step(wait=False)
    return app


def test_setup_with_eight_seats_at_960x600_keeps_start_in_sight_and_scrolls_to_the_last_seat() -> None:
    app = small_app()
    try:
        scene = SetupScene(app, "el-royale")
        app.switch(scene)
        count = next(w for w in scene.group.widgets if isinstance(w, Stepper))
        count.step(8)  # the seat count, to its top
        app.step(wait=False)
        assert len(scene.seats) == 8
        window = pygame.Rect((0, 0), app.size)
        help_bar = scene.help_rect()
        for name in ("Start", "Back"):
            w = widget(scene, name)
            assert window.contains(w.rect) and w.clip is None and not w.rect.colliderect(help_bar), name
        last = widget(scene, "P8")
        assert not scene.panel.view.contains(last.rect), "eight seats do not all fit at 960×600"
        while scene.group.focused is not last:
            key(app, pygame.K_TAB)
        assert scene.panel.view.contains(last.rect), "Tab scrolls the focused seat into view"
        assert window.contains(widget(scene, "Start").rect)
        click(app, widget(scene, "Start").rect.center)
        assert isinstance(app.scene, TableScene)
    finally:
        app.close()


def test_the_wheel_and_page_keys_scroll_setup_and_the_bar_can_be_dragged() -> None:
    app = small_app()
    try:
        scene = SetupScene(app, "el-royale")
        app.switch(scene)
        scene.set_seat_count(8)
        app.step(wait=False)
        first = widget(scene, "P1").rect.top
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
        app.step(wait=False)
        assert widget(scene, "P1").rect.top < first
        key(app, pygame.K_PAGEDOWN)
        key(app, pygame.K_PAGEDOWN)
        key(app, pygame.K_PAGEDOWN)
        assert scene.panel.offset == scene.panel.limit > 0
        thumb = scene.panel.thumb()
        for event in (
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1),
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(thumb.centerx, scene.panel.view.top - 500), rel=(0, 0), buttons=(1, 0, 0)
            ),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, scene.panel.view.top), button=1),
        ):
            pygame.event.post(event)
        app.step(wait=False)
        assert scene.panel.offset == 0, "dragging the bar to the top shows the first seat again"
    finally:
        app.close()


def test_at_a_table_of_several_people_every_default_name_is_its_seat_number(app: App) -> None:
    """With a second human the seats read "You, Player 2, Computer 2, Computer 3" (no Computer 1), and the curtain
    asked to pass the screen to "You"."""
    scene = SetupScene(app, "mortal-swords")
    scene.set_seat_count(4)
    scene._rename(2, "Robin")
    scene._set_human(1, "human")
    assert [s.name for s in scene.seats] == ["Player 1", "Player 2", "Robin", "Computer 4"]
    scene._set_human(1, "computer")
    assert [s.name for s in scene.seats] == ["You", "Computer 1", "Robin", "Computer 3"]


def test_a_seat_switched_to_human_is_named_after_a_person_and_back(app: App) -> None:
    scene = SetupScene(app, "mortal-swords")
    app.switch(scene)
    scene._set_human(1, "human")
    assert scene.seats[1] == SeatSetup("Player 2", True, scene.seats[1].level)
    scene._set_human(1, "computer")
    assert scene.seats[1].name == "Computer" and not scene.seats[1].human


def test_setup_shows_each_seats_team_when_playing_in_teams(app: App) -> None:
    scene = SetupScene(app, "el-royale")
    app.switch(scene)
    scene.set_seat_count(4)
    assert scene.teams() is None
    assert scene.set_option("mode", "teams2")
    labels = [w.text for w in scene.group.widgets if w.text.startswith("P") and "Team" in w.text]
    assert labels == ["P1 · Team A", "P2 · Team B", "P3 · Team A", "P4 · Team B"]


def test_every_setup_screen_lays_out_inside_the_window_with_text_that_fits() -> None:
    app = small_app()
    try:
        for game_id in ("mortal-swords", "el-royale", "duel-of-swords", "suits-duel", "clashing-blades"):
            scene = SetupScene(app, game_id)
            app.switch(scene)
            scene.set_seat_count(scene.game.max_seats)
            app.step(wait=False)
            laid_out = scene.elements()
            assert any(e.name == "button:Start" for e in laid_out)
            for e in laid_out:
                assert pygame.Rect((0, 0), app.size).contains(pygame.Rect(e.rect)), (game_id, e.name)
                assert e.fits, (game_id, e.name, e.text)
    finally:
        app.close()


def test_the_game_choice_shows_each_games_table_once_its_first_frame_is_up(app: App) -> None:
    from game.ui.scenes.game_pictures import GameTile, _made

    _made.clear()
    scene = ChooseGameScene(app)
    app.switch(scene)
    assert not scene.update(0.0) or not _made, "nothing is drawn off screen before the first frame"
    app.step(wait=False)
    for _ in range(10):
        app.step(wait=False)
    tiles = [w for w in scene.group.widgets if isinstance(w, GameTile)]
    assert len(tiles) == 5 and not scene.pictures.pending
    assert all(_made[t.game_id] is not None for t in tiles), "every game has an example save to draw"
    # The picture is the real table, not the placeholder.
    frame = tiles[0].picture_rect()
    picture = scene.pictures.picture(tiles[0].game_id, frame.size)
    placeholder = pygame.transform.smoothscale(pygame.Surface((1, 1)), frame.size)
    assert pygame.image.tobytes(picture, "RGB") != pygame.image.tobytes(placeholder.convert(picture), "RGB")
    click(app, tiles[2].rect.center)
    assert isinstance(app.scene, SetupScene) and app.scene.game.id == tiles[2].game_id


def test_a_cut_label_shows_its_whole_text_on_hover() -> None:
    app = small_app()
    try:
        from game.ui.scenes.load import LoadScene

        scene = LoadScene(app)
        app.switch(scene)
        app.step(wait=False)
        button = next(w for w in scene.group.widgets if w.help.startswith("Example: "))
        button.text = "A very long example title " * 30
        app.invalidate()
        app.step(wait=False)
        assert button.cut
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(wait=False)
        tips = [e for e in scene.elements() if e.name == "tooltip"]
        assert tips and tips[0].text == button.text and tips[0].fits
    finally:
        app.close()


def test_the_suits_duel_rules_table_wraps_inside_its_cells_at_960x600() -> None:
    app = small_app()
    try:
        scene = RulesScene(app, "suits-duel")
        app.switch(scene)
        tables = []
        for _ in range(80):
            app.step(wait=False)
            tables = [e for e in scene.elements() if e.name.startswith("table:")]
            if tables:
                break
            scene.scroll_by(scene.page.height // 2)
        assert tables, "the page has a table"
        assert all(t.fits for t in tables), "no cell was cut"
    finally:
        app.close()


def test_the_settings_help_line_follows_the_last_input_after_a_value_cycles(app: App) -> None:
    """A key that cycles the focused row speaks of that row (the line kept the hovered row's words); the rebuilt
    controls keep the pointer's hover, so the line returns to the row under the pointer once it moves."""
    scene = SettingsScene(app)
    app.switch(scene)
    app.step(wait=False)
    mute = widget(scene, "Mute")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mute.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(wait=False)
    assert scene.help_text() == mute.help
    key(app, pygame.K_RIGHT)  # the focused control (Animation speed) cycles: the screen is laid out again
    assert widget(scene, "Mute") is not mute, "the controls were rebuilt"
    assert widget(scene, "Mute").hovered, "the pointer still lies over Mute"
    assert scene.help_text() == widget(scene, "Animation speed").help, "the line describes the row just changed"
    moved = mute.rect.move(3, 0).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(3, 0), buttons=(0, 0, 0)))
    app.step(wait=False)
    assert scene.help_text() == mute.help, "the pointer moved: the line describes the row under it again"


def test_a_game_tiles_name_stays_larger_than_its_summary_in_a_large_window(app: App) -> None:
    from game.ui.scenes.game_pictures import GameTile

    scene = ChooseGameScene(app)
    app.switch(scene)
    scene.resize((1920, 1080))
    scene.draw(pygame.Surface((1920, 1080)))
    tiles = [w for w in scene.group.widgets if isinstance(w, GameTile)]
    assert len(tiles) == 5
    for tile in tiles:
        name, summary = tile.sizes
        assert name >= summary + 4, (tile.text, tile.sizes)
        assert name == scene.ui.text(theme.BODY_SIZE), "the name is drawn at its full size, never shrunk to fit"
        assert not tile.cut, tile.text


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_help_line_is_a_walnut_bar_along_the_foot_of_a_menu(app: App, size: tuple[int, int]) -> None:
    scene = ChooseGameScene(app)
    app.switch(scene)
    scene.resize(size)
    surface = pygame.Surface(size)
    scene.draw(surface)
    strip = scene.help_rect()
    assert strip.bottom == size[1] and strip.width == size[0]
    assert surface.get_at((size[0] - 2, strip.top))[:3] == theme.BRASS, "its upper edge is the brass line"
    help_line = next(e for e in scene.elements() if e.name == "help")
    assert pygame.Rect(help_line.rect) == strip and help_line.fits


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_arrows_walk_down_the_game_tiles_and_right_to_their_lessons(app: App, size: tuple[int, int]) -> None:
    from game.ui.scenes.game_pictures import GameTile

    scene = ChooseGameScene(app)
    app.switch(scene)
    scene.resize(size)
    tiles = [w for w in scene.group.widgets if isinstance(w, GameTile)]
    under = next(t for t in tiles if t.rect.left == tiles[0].rect.left and t.rect.top > tiles[0].rect.bottom)
    scene.group.focus_on(tiles[0])
    key(app, pygame.K_DOWN)
    assert scene.group.focused is under, "Down goes to the game under it, not to the first game's Learn to play"
    key(app, pygame.K_RIGHT)
    focused = scene.group.focused
    assert focused is not None and focused.text == "Learn to play" and focused.rect.centery == under.rect.centery


def test_right_from_the_title_buttons_reaches_the_game_tiles(app: App) -> None:
    from game.ui.scenes.game_pictures import GameTile

    scene = app.scene
    assert isinstance(scene, TitleScene)
    scene.group.focus_on(widget(scene, "New game"))
    key(app, pygame.K_RIGHT)
    assert isinstance(scene.group.focused, GameTile)
    key(app, pygame.K_LEFT)
    assert scene.group.focused is not None and not isinstance(scene.group.focused, GameTile)


ARROWS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


def reached_by_arrows(app: App) -> tuple[list[str], list[str]]:
    """Every usable control of the current screen, and those the arrow keys alone never reach from the first (Left
    and Right are a value control's own: they change its value, so they are not pressed there)."""
    group = app.scene.group  # type: ignore[attr-defined]
    usable = [w for w in group.widgets if w.focusable and w.enabled]
    seen, todo = {id(usable[0])}, [usable[0]]
    while todo:
        here = todo.pop()
        for arrow in ARROWS[:2] if here.in_form else ARROWS:
            group.focus_on(here)
            key(app, arrow)
            there = group.focused
            if there is not None and id(there) not in seen:
                seen.add(id(there))
                todo.append(there)
    return [w.text for w in usable], [w.text for w in usable if id(w) not in seen]


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_arrow_keys_alone_reach_every_control_of_the_menus(app: App, size: tuple[int, int]) -> None:
    from game.ui.scenes.load import LoadScene

    builds = {
        "title": lambda: TitleScene(app),
        "choose": lambda: ChooseGameScene(app),
        "settings": lambda: SettingsScene(app),
        "load": lambda: LoadScene(app),
        "setup": lambda: SetupScene(app, "el-royale", rng=random.Random(3)),
    }
    for name, build in builds.items():
        scene = build()
        app.switch(scene)
        scene.resize(size)
        app.step(wait=False)
        if name == "setup":
            players = next(w for w in scene.group.widgets if isinstance(w, Stepper) and w.text == "Players")
            for _ in range(players.maximum):
                players.step(1)
            app.step(wait=False)
            assert sum(w.text == "Level" for w in scene.group.widgets) == 8, "the busiest setup: eight seats"
        usable, missed = reached_by_arrows(app)
        assert len(usable) > 1, name
        assert missed == [], f"{name} at {size}: the arrows never reach {missed}"


def test_tab_round_to_the_first_seat_shows_the_players_heading_above_it(app: App) -> None:
    scene = SetupScene(app, "el-royale", rng=random.Random(3))
    app.switch(scene)
    scene.resize((960, 600))
    players = next(w for w in scene.group.widgets if isinstance(w, Stepper) and w.text == "Players")
    for _ in range(players.maximum):
        players.step(1)
    app.step(wait=False)
    usable = [w for w in scene.group.widgets if w.focusable and w.enabled]
    scene.group.focus_on(usable[0])
    for _ in usable:  # all the way round: down past the eighth seat, Start and Back, and back to the first
        key(app, pygame.K_TAB)
    assert scene.group.focused is usable[0]
    heading = next(w for w in scene.group.widgets if not w.focusable and w.text == "Players")
    assert heading.visible_rect().height == heading.rect.height, "the Players heading shows whole, not scrolled away"


def test_a_game_set_up_from_its_title_tile_offers_its_lesson_until_it_is_learnt(tmp_path: Path) -> None:
    """A first-timer who clicks a game's tile on the title lands on its setup and never sees Choose a game, where
    the lessons were offered: the setup offers the lesson too, beside Start, until it is learnt."""
    from game.ui.tutorial.progress import mark_learnt

    settings = tmp_path / "settings.json"
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=settings, size=(960, 600))
    try:
        app.switch(SetupScene(app, "clashing-blades", from_title=True))
        app.step(wait=False)
        learn, start = widget(app.scene, "Learn to play"), widget(app.scene, "Start")
        assert learn.rect.top == start.rect.top and learn.rect.right < start.rect.left
        assert learn.visible_rect() == learn.rect
        learn.activate()
        app.step(wait=False)
        table = app.scene
        assert isinstance(table, TableScene) and table.coach is not None
        assert table.setup.game_id == "clashing-blades"
        mark_learnt(settings, "clashing-blades")
        app.switch(SetupScene(app, "clashing-blades", from_title=True))
        app.step(wait=False)
        assert "Learn to play" not in [w.text for w in app.scene.group.widgets]  # type: ignore[attr-defined]
    finally:
        app.close()


def test_with_two_people_at_el_royale_the_setup_points_to_quick_throw_ins_and_says_what_it_gives_away() -> None:
    """With people sharing El Royale's screen every throw-in passed it to each of them (GEN-R07), and nothing on the
    setup said that Quick throw-ins would spare them that, nor at what cost. From two people a line under the option
    says both (with 2 of 4 seats people, random play passed the screen 450 times a game, 126 with quick throw-ins);
    with one, or with the option on, there is no line."""
    from game.ui.scenes.setup import SetupScene
    from game.ui.setup_model import SeatSetup
    from game.ui.widgets import Label

    app = make_app()
    scene = SetupScene(app, "el-royale")
    app.switch(scene)
    scene.set_seat_count(4)

    def notes() -> list[Label]:
        return [w for w in scene.group.widgets if isinstance(w, Label) and "Quick throw-ins" in w.text]

    assert notes() == []
    scene.set_seat(2, SeatSetup("Player 3", True))
    (note,) = notes()
    assert note.text.startswith("2 people") and "tells the whole table who holds none of that rank" in note.text
    toggle = next(w for w in scene.group.widgets if w.text == "Quick throw-ins")
    assert note.rect.top >= toggle.rect.bottom and note.rect.left == toggle.rect.left, "it sits under the option"
    scene.set_option("quickThrowIns", True)
    assert notes() == []
    app.close()


def test_the_quick_option_note_is_as_tall_as_its_words() -> None:
    """Suits Duel's cost is longer than El Royale's: in a box two lines tall it ended in "does not hold three…"."""
    from game.ui.scenes.setup import SetupScene
    from game.ui.setup_model import SeatSetup
    from game.ui.widgets import Label

    app = make_app()
    scene = SetupScene(app, "suits-duel")
    app.switch(scene)
    scene.set_seat(1, SeatSetup("Player 2", True))
    app.step(wait=False)
    (note,) = [w for w in scene.group.widgets if isinstance(w, Label) and "Quick counters" in w.text]
    assert note.text.endswith("does not hold three cards of one suit.") and not note.cut, note.rect
    app.close()
