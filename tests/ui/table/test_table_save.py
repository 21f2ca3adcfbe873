"""The table's Save button: a name is asked, the save loads to the same game, and a picture of the
table as the player sees it is written beside it; the resumed table's log shows the moves before."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from table_helpers import FakeApp, message_colours, table

from game.engine import HIDDEN
from game.persistence import SaveStore, load_file
from game.persistence.store import ENV
from game.ui import theme
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table import thumbnail
from game.ui.table.save_prompt import WIDTH
from game.ui.table.scene import TableScene
from game.ui.table.text_fit import width_of

SEATS = (SeatSetup("Ann", True), SeatSetup("Bot", False, "random"))


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeApp:
    monkeypatch.setenv(ENV, str(tmp_path / "data"))
    a = FakeApp((960, 600))
    a.settings_path = tmp_path / "settings.json"  # type: ignore[attr-defined]
    return a


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def play_some(scene: TableScene, n: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
    scene.queue.finish()


def test_save_asks_a_name_and_writes_a_loadable_save_with_its_picture(app: FakeApp) -> None:
    scene = TableScene(app, GameSetup("mortal-swords", SEATS, {}, 7))
    play_some(scene, 6)
    screen = pygame.Surface(app.size)
    scene.draw(screen)
    save = next(r for r, what in scene.overlays.button_rects if what == "save")
    assert save.bottom <= 40
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=save.center, button=1))
    assert scene.prompt is not None
    scene.draw(screen)  # the box over the table
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="Before lunchx"))
    before = scene.state.to_dict()
    scene.handle(key(pygame.K_SPACE))  # typed into the box, not a table shortcut
    scene.handle(key(pygame.K_BACKSPACE))
    scene.handle(key(pygame.K_RETURN))
    assert scene.prompt is None and scene.message == "Saved as 'Before lunch'."
    assert message_colours(scene) == {theme.TEXT}  # news in the table's words' colour, not a refusal's
    assert scene.state.to_dict() == before
    path = SaveStore().path_of("Before lunch")
    loaded = load_file(path)
    assert loaded.state == scene.state and loaded.log == scene.record.log
    picture = pygame.image.load(str(thumbnail.path_for(path)))
    assert picture.get_size() == thumbnail.SIZE
    assert not any(p.name.endswith(".tmp") for p in path.parent.iterdir())  # written by temp file and rename


def test_a_refusal_is_painted_as_a_warning_and_news_calmly(app: FakeApp) -> None:
    scene = TableScene(app, GameSetup("mortal-swords", SEATS, {}, 7))
    scene.message = "Play a card of the strong suit."
    assert message_colours(scene) == {theme.WARNING}
    scene.redo()  # nothing to redo: told so, as a refusal
    assert scene.message == "Nothing to redo." and message_colours(scene) == {theme.WARNING}


def test_a_refused_name_keeps_the_box_open_with_the_reason_and_escape_cancels(app: FakeApp) -> None:
    scene = TableScene(app, GameSetup("suits-duel", SEATS, {}, 2))
    scene.draw(pygame.Surface(app.size))
    scene.open_save()
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="../x"))
    scene.handle(key(pygame.K_RETURN))
    assert scene.prompt is not None and scene.prompt.problem.startswith("A save name cannot hold “/”")
    scene.handle(key(pygame.K_ESCAPE))
    assert scene.prompt is None and not SaveStore().folder.exists()


def test_ctrl_s_opens_the_save_box_without_the_mouse(app: FakeApp) -> None:
    """No key reached Save: Tab does not visit the bar's buttons, and the keys list had no save key."""
    scene = TableScene(app, GameSetup("duel-of-swords", SEATS, {}, 2))
    scene.draw(pygame.Surface(app.size))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_LCTRL, unicode="\x13", scancode=0))
    assert scene.prompt is not None
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="keys"))
    scene.handle(key(pygame.K_RETURN))
    assert scene.prompt is None and scene.message == "Saved as 'keys'."
    scene.handle(key(pygame.K_s))
    assert scene.prompt is None, "s alone is not a shortcut"


@pytest.mark.parametrize("sizes", [((1280, 720), (960, 600)), ((960, 600), (1920, 1080))])
def test_the_save_box_stays_centred_at_the_windows_scale_when_the_window_is_resized(
    app: FakeApp, sizes: tuple[tuple[int, int], tuple[int, int]]
) -> None:
    """Resized with the Save box open, the box kept its old place (off-centre, over the side panel) and its size."""
    first, then = sizes
    app.size = first
    scene = TableScene(app, GameSetup("duel-of-swords", SEATS, {}, 2))
    scene.draw(pygame.Surface(first))
    scene.open_save()
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="mid resize"))
    app.size = then
    scene.resize(then)
    scene.draw(pygame.Surface(then))
    prompt = scene.prompt
    assert prompt is not None and prompt.name == "mid resize"
    assert prompt.rect.center == (then[0] // 2, then[1] // 2)
    assert pygame.Rect((0, 0), then).contains(prompt.rect)
    assert prompt.rect.width == min(round(WIDTH * max(1.0, min(then[0] / 1280, then[1] / 720))), then[0] - 20)
    assert all(prompt.rect.contains(w.rect) for w in prompt.group.widgets), "its controls came with it"


def test_typing_past_the_longest_name_says_so_in_the_box_and_the_name_is_kept(app: FakeApp) -> None:
    """Typing on at 40 characters did nothing and said nothing: the player could not tell why."""
    scene = TableScene(app, GameSetup("suits-duel", SEATS, {}, 2))
    scene.draw(pygame.Surface(app.size))
    scene.open_save()
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="x" * 38))
    assert scene.prompt is not None and scene.prompt.problem == ""
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="yyy"))
    assert scene.prompt.name == "x" * 38 + "yy"
    assert scene.prompt.problem == "At most 40 characters: the rest was not typed."
    scene.draw(pygame.Surface(app.size))
    scene.handle(key(pygame.K_RETURN))
    assert scene.prompt is None and scene.message == f"Saved as '{'x' * 38}yy'."


def test_save_under_the_name_of_another_games_save_is_refused_and_says_what_to_do(app: FakeApp) -> None:
    other = TableScene(app, GameSetup("suits-duel", SEATS, {}, 2))
    play_some(other, 2)
    assert other.save_as("Slot A") is None
    kept = SaveStore().path_of("Slot A").read_bytes()
    scene = TableScene(app, GameSetup("mortal-swords", SEATS, {}, 5))
    play_some(scene, 2)
    scene.draw(pygame.Surface(app.size))
    scene.open_save()
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="Slot A"))
    scene.handle(key(pygame.K_RETURN))
    assert scene.prompt is not None and "type another name" in scene.prompt.problem
    assert SaveStore().path_of("Slot A").read_bytes() == kept
    assert other.save_as("Slot A") is None  # the Suits Duel saved again under its own name: no question


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_a_long_refusal_is_shown_whole_above_the_buttons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    monkeypatch.setenv(ENV, str(tmp_path / "data"))
    app = FakeApp(size)
    app.settings_path = tmp_path / "settings.json"  # type: ignore[attr-defined]
    assert TableScene(app, GameSetup("suits-duel", SEATS, {}, 2)).save_as("Slot A") is None
    scene = TableScene(app, GameSetup("mortal-swords", SEATS, {}, 2))
    scene.draw(pygame.Surface(app.size))
    scene.open_save()
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="Slot A"))
    scene.handle(key(pygame.K_RETURN))
    prompt = scene.prompt
    assert prompt is not None and prompt.problem.endswith("delete that save in Load game first.")
    screen = pygame.Surface(app.size)
    prompt.draw(screen)
    step = theme.font(theme.SMALL_SIZE).get_linesize()
    warned = {
        y
        for y in range(prompt.rect.top, prompt.rect.bottom)
        for x in range(prompt.rect.left, prompt.rect.right)
        if tuple(screen.get_at((x, y)))[:3] == theme.WARNING
    }
    # the refusal of a name another game's save holds does not fit one line of the box: it goes on a second
    assert max(warned) - min(warned) > step
    assert all(w.rect.top > max(warned) for w in prompt.group.widgets[1:])  # above the buttons, not under them
    assert pygame.Rect((0, 0), app.size).contains(prompt.rect)


@pytest.mark.parametrize("name", ["a/b", "round 2: my win", "50%", "x*y"])
def test_a_refused_character_is_said_in_one_line_of_the_box_at_the_smallest_window(app: FakeApp, name: str) -> None:
    """'A save name cannot hold "/": use letters, digits, spaces an…' was cut at every window size."""
    scene = TableScene(app, GameSetup("suits-duel", SEATS, {}, 2))
    scene.draw(pygame.Surface(app.size))
    scene.open_save()
    problem = scene.save_as(name)
    assert problem is not None and problem.startswith("A save name cannot hold ")
    assert width_of(problem, theme.SMALL_SIZE) <= min(WIDTH, app.size[0] - 20) - 32


def test_the_picture_shows_no_card_the_player_may_not_see(app: FakeApp) -> None:
    """The picture is the screen as drawn for the player: every card of another seat's hand is a back."""
    scene = TableScene(app, GameSetup("el-royale", SEATS, {}, 3))
    play_some(scene, 3)
    screen = pygame.Surface(app.size)
    scene.draw(screen)
    mine = set(scene.state.observation(0).hand)
    theirs = {c for c in (card.code for card in scene.state.all_cards()) if c not in mine}
    shown = {s.shown_code() for s in scene.sprites.values()}
    assert HIDDEN in shown and not (shown & theirs - set(sum(scene.state.observation(0).zones.values(), ())))
    assert scene.save_as("Peek") is None
    assert thumbnail.read(SaveStore().path_of("Peek")) is not None


def test_without_saves_there_is_no_save_button() -> None:
    scene = table("suits-duel", humans=1)
    scene.draw(pygame.Surface((1280, 720)))
    assert "save" not in [what for _, what in scene.overlays.button_rects]


@pytest.mark.parametrize("game_id", ["clashing-blades", "el-royale", "duel-of-swords"])
def test_a_resumed_table_shows_the_log_of_the_moves_before_redacted_for_its_viewer(app: FakeApp, game_id: str) -> None:
    scene = TableScene(app, GameSetup(game_id, SEATS, {}, 5))
    play_some(scene, 12, seed=5)
    played = list(scene.log)
    assert played
    resumed = TableScene(app, GameSetup(game_id, SEATS, {}, 5), load_file(SaveStore().autosave_path_for(game_id)))
    assert resumed.log == played  # not empty: the same lines the player saw as it happened
    # every line is an event text, which never names a hidden card; and it is as seat 0 sees it
    hidden_from_0 = {c.code for c in resumed.state.all_cards()} - set(resumed.state.observation(0).hand)
    assert all(code not in line.split() for line in resumed.log for code in hidden_from_0 if len(code) > 2)


def test_a_pass_and_play_picture_shows_no_hand_for_load_shows_it_to_whoever_is_at_the_screen(app: FakeApp) -> None:
    """Saved by Ann in a game of two humans, the picture is the table as an onlooker sees it: Bob, opening Load
    later, must not see Ann's hand; Ann's table is hers again once the box is open."""
    both = (SeatSetup("Ann", True), SeatSetup("Bob", True))
    scene = TableScene(app, GameSetup("suits-duel", both, {}, 4))
    scene.curtain.lift()
    scene.refresh(animate=False)
    viewer = scene.viewer
    assert viewer is not None
    drawn_with: list[set[str]] = []
    draw = scene.draw

    def noted(surface: pygame.Surface) -> None:
        drawn_with.append({s.shown_code() for s in scene.sprites.values()})
        draw(surface)

    scene.draw = noted  # type: ignore[method-assign]
    scene.open_save()
    hands = {c for seat in (0, 1) for c in scene.state.observation(seat).hand}
    assert drawn_with and not drawn_with[0] & hands  # every hand a back in the picture
    assert scene.viewer == viewer and set(scene.state.observation(viewer).hand) <= {
        s.shown_code() for s in scene.sprites.values()
    }  # and the table is drawn for Ann again


def test_a_pass_and_play_picture_taken_behind_the_curtain_is_the_table_not_the_curtain(app: FakeApp) -> None:
    """A game left at the hand-over kept the green "Pass the screen" as its picture in Continue and Load, so every
    pass-and-play save looked the same. The picture is the table, every hand a back; the curtain stays down."""
    from game.ui.scenes.game_pictures import record_picture

    both = (SeatSetup("Ann", True), SeatSetup("Bob", True))
    scene = TableScene(app, GameSetup("suits-duel", both, {}, 4))
    assert scene.curtain.down
    drawn: list[tuple[list[str], set[str]]] = []
    draw = scene.draw

    def noted(surface: pygame.Surface) -> None:
        draw(surface)
        drawn.append(([e.name for e in scene.elements()], {s.shown_code() for s in scene.sprites.values()}))

    scene.draw = noted  # type: ignore[method-assign]
    scene.picture()
    hands = {c for seat in (0, 1) for c in scene.state.observation(seat).hand}
    names, shown = drawn[0]
    assert "curtain" not in names and any(n.startswith("card:") for n in names)  # the table, not the hand-over
    assert not shown & hands  # every hand a back
    assert scene.curtain.down and scene.curtain.waiting_for is not None  # still waiting for the next player
    scene.draw = draw  # type: ignore[method-assign]
    scene.draw(pygame.Surface(app.size))
    assert [e.name for e in scene.elements()] == ["curtain"]
    picture = record_picture(scene.record)  # Continue's and a kept game's picture are drawn the same way
    assert picture is not None and len({picture.get_at((x, y))[:3] for x in range(0, 400, 7) for y in range(0, 300, 7)}) > 8


def press_menu(scene: TableScene) -> None:
    scene.draw(pygame.Surface(scene.app.size))
    menu = next(r for r, what in scene.overlays.button_rects if what == "menu")
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu.center, button=1))


def test_with_saving_off_menu_asks_before_it_drops_a_game_in_progress() -> None:
    scene = table("suits-duel", humans=1, scale=0.0)
    press_menu(scene)  # no move made yet: nothing to lose
    assert scene.app.menu
    scene = table("suits-duel", humans=1, scale=0.0)
    play_some(scene, 3)
    press_menu(scene)
    assert not scene.app.menu, "a game nobody can continue was dropped at one click"
    assert "Saving is off" in scene.message and "Menu again" in scene.message
    human = scene.setup.humans[0]
    while human in scene.state.to_act():  # the player plays on: Menu asks again
        scene.play(human, scene.state.legal_actions(human)[0])
    assert not scene.leave_asked
    press_menu(scene)
    assert not scene.app.menu
    computer = scene.state.to_act()[0]
    assert computer != human
    scene.play(computer, scene.state.legal_actions(computer)[0])  # the computer's move keeps the question up
    assert "Menu again" in scene.message
    press_menu(scene)
    assert scene.app.menu


def test_with_saving_on_menu_leaves_at_once_the_game_waits_under_continue(app: FakeApp) -> None:
    scene = TableScene(app, GameSetup("suits-duel", SEATS, {}, 7))
    play_some(scene, 3)
    press_menu(scene)
    assert app.menu and not scene.message


def test_esc_puts_away_what_is_open_then_asks_and_a_second_esc_goes_to_the_title(app: FakeApp) -> None:
    """A keyboard-only player could not leave the table: Esc only put down a picked card, and Menu needed a mouse.
    Esc now puts away one open thing a press (a picked card, the log), then asks, and a second Esc leaves, with
    the game waiting under Continue. A stray Esc never leaves at once."""
    scene = TableScene(app, GameSetup("suits-duel", SEATS, {}, 7))
    play_some(scene, 3)
    while not scene.human_to_act() or scene.queue.busy:
        scene.queue.finish()
        scene.update(1 / 30)
    scene.handle(key(pygame.K_RIGHT))
    assert scene.drag.selected is not None
    scene.handle(key(pygame.K_ESCAPE))
    assert scene.drag.selected is None and not app.menu and not scene.message  # the picked card only
    scene.handle(key(pygame.K_l))
    assert scene.log_open
    scene.handle(key(pygame.K_ESCAPE))
    assert not scene.log_open and not app.menu and not scene.message  # the log only
    scene.handle(key(pygame.K_ESCAPE))
    assert not app.menu and "Esc again" in scene.message and "Continue" in scene.message
    scene.handle(key(pygame.K_ESCAPE))
    assert app.menu


def test_the_question_before_leaving_is_never_hidden_under_the_log() -> None:
    """With saving off and the log open, Menu's question drew under the log, so the next press dropped the game
    unwarned. Asking puts the log away; Esc asks the same question and a second Esc leaves."""
    scene = table("suits-duel", humans=1, scale=0.0)
    play_some(scene, 3)
    scene.log_open = True
    press_menu(scene)
    assert not scene.app.menu and not scene.log_open and "Saving is off" in scene.message
    scene = table("suits-duel", humans=1, scale=0.0)
    play_some(scene, 3)
    scene.handle(key(pygame.K_ESCAPE))
    assert not scene.app.menu and "Saving is off" in scene.message
    scene.handle(key(pygame.K_ESCAPE))
    assert scene.app.menu


def test_a_shared_screens_save_picture_says_who_is_to_act_not_that_someone_is_watching() -> None:
    """Load's preview of a pass-and-play save read "Watching: Player 1 to act.": its picture is drawn as nobody in
    particular sees the table, and the bar spoke as if a spectator had sat there. A table of computers alone is
    watched, and says so."""

    def banner(humans: int) -> str:
        seats = tuple(SeatSetup(f"Player {n + 1}", n < humans, "random") for n in range(2))
        scene = TableScene(FakeApp((960, 600)), GameSetup("duel-of-swords", seats, {}, 2))
        scene.picture()
        said = next(e.text for e in scene.overlays.laid_out if e.name == "banner")
        scene.leave()
        return said

    assert banner(2) == "Player 1, Player 2 to act."
    assert banner(0).startswith("Watching: ")
