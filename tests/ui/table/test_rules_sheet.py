"""The rules at the table: F1 or the bar's ? lays the game's rules and the keys over the table, and the game
holds still until they are put away."""

from __future__ import annotations

import random
import re
import time

import pygame
import pytest
from table_helpers import FakeApp, mouse, random_turn, settle, you_against_a_computer
from test_pace import watched

from game.engine import GAMES, get_game
from game.ui.rules_page import KEYS, Block, blocks_for
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.rules_sheet import sheet_blocks
from game.ui.table.scene import TableScene

DOS = "duel-of-swords"


def press(scene: TableScene, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def texts(scene: TableScene) -> str:
    """Every word on the screen as it is drawn now."""
    scene.draw(pygame.Surface(scene.app.size))
    return "\n".join(e.text for e in scene.elements())


def test_f1_lays_the_rules_and_the_keys_over_the_table_and_escape_puts_them_away() -> None:
    scene = you_against_a_computer("clashing-blades", 3, (960, 600))
    settle(scene)
    press(scene, pygame.K_F1)
    assert scene.rules is not None
    shown = texts(scene)
    assert "Rules of Clashing Blades" in shown
    assert not any(e.name.startswith("card:") for e in scene.elements()), "the sheet covers the table"
    for _ in range(60):
        press(scene, pygame.K_PAGEDOWN)
    assert "Keys at the table" in texts(scene), "the keys close the sheet"
    assert scene.rules.page.blocks[-1].rows[1:] == KEYS
    press(scene, pygame.K_ESCAPE)
    assert scene.rules is None
    assert "Rules of" not in texts(scene)
    assert any(e.name.startswith("card:") for e in scene.elements()), "the table is back"


def test_the_question_mark_key_opens_and_shuts_the_sheet_as_the_first_note_promises() -> None:
    """The table's first note says "The rules and keys: ? or F1.", and "?" did nothing."""
    scene = you_against_a_computer("mortal-swords", 3, (960, 600))
    settle(scene)
    assert "? or F1" in texts(scene)
    question = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?")
    scene.handle(question)
    assert scene.rules is not None and "Rules of Mortal Swords" in texts(scene)
    scene.handle(question)
    assert scene.rules is None
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/"))
    assert scene.rules is None, "only the question mark, not the key it shares"


def test_the_bars_question_mark_opens_the_sheet_and_close_shuts_it() -> None:
    scene = you_against_a_computer("suits-duel", 2, (1280, 720))
    settle(scene)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    button = next(e for e in scene.elements() if e.name == "button:rules")
    assert button.text == "?"
    at = pygame.Rect(button.rect).center
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, at))
    assert scene.rules is not None
    scene.draw(surface)
    close = pygame.Rect(next(e.rect for e in scene.elements() if e.name == "button:Close")).center
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, close))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, close))
    assert scene.rules is None


def test_the_game_holds_still_while_its_rules_are_read() -> None:
    scene = watched("el-royale", 2, seed=5, think=0.0)
    scene.update(1 / 30)
    scene.toggle_rules()
    before = len(scene.record.log)
    deadline = time.monotonic() + 1.5
    while time.monotonic() < deadline:
        assert not scene.update(1 / 30)
        time.sleep(0.005)
    assert len(scene.record.log) == before, "no computer played while the sheet was up"
    scene.toggle_rules()
    deadline = time.monotonic() + 30
    while len(scene.record.log) == before and time.monotonic() < deadline:
        scene.update(1 / 30)
        time.sleep(0.001)
    assert len(scene.record.log) > before, "and the game goes on once it is put away"


def test_in_a_game_the_duel_of_swords_results_table_stays_hidden_and_no_lesson_link_leaves_the_game() -> None:
    def matrix(blocks: list) -> bool:  # type: ignore[type-arg]
        return any(b.kind == "table" and len(b.rows) == 11 and len(b.rows[0]) == 11 for b in blocks)

    assert matrix(blocks_for(DOS)), "the Rules screen, outside a game, shows it (DS-R09)"
    assert not matrix(blocks_for(DOS, in_game=True))
    scene = you_against_a_computer(DOS, 3, (960, 600))
    settle(scene)
    scene.toggle_rules()
    assert scene.rules is not None
    assert not matrix(scene.rules.page.blocks)
    assert not any(b.kind == "link" for b in scene.rules.page.blocks)


def matrix_rows(blocks: list) -> tuple[tuple[str, ...], ...] | None:  # type: ignore[type-arg]
    """The rows of the 11-by-11 results table among ``blocks``, or None."""
    return next((b.rows for b in blocks if b.kind == "table" and len(b.rows) == 11 and len(b.rows[0]) == 11), None)


def duel(options: dict, seed: int = 3) -> TableScene:  # type: ignore[type-arg]
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    return TableScene(FakeApp((960, 600), scale=0.0), GameSetup(DOS, players, options, seed))


def test_practice_mode_shows_the_results_table_in_the_rules_at_the_table_as_this_game_has_it() -> None:
    """ "Show the matrix" promised the table during play, and the sheet at the table never showed it. With the
    high-cut switch on, two high cuts are a double hit in this game, and the table the sheet shows says so."""
    scene = duel({"showMatrix": True, "cutHighMirror": True})
    settle(scene)
    scene.toggle_rules()
    assert scene.rules is not None
    rows = matrix_rows(scene.rules.page.blocks)
    assert rows is not None, "practice mode: the table is there during play"
    high = rows[0].index("Cut High")
    assert next(r for r in rows if r[0] == "Cut High")[high] == "Both hit"
    handed_down = matrix_rows(blocks_for(DOS))
    assert handed_down is not None and next(r for r in handed_down if r[0] == "Cut High")[high] == "—"


def test_once_the_duel_is_over_the_rules_at_the_table_show_the_results_table() -> None:
    """DS-R09: the full matrix appears after the game; our own rules page says so."""
    scene = duel({"theme": "spells"})
    settle(scene)
    scene.toggle_rules()
    assert scene.rules is not None and matrix_rows(scene.rules.page.blocks) is None, "not during the bout"
    scene.toggle_rules()
    rng, deadline = random.Random(5), time.monotonic() + 60
    while not scene.state.is_over and time.monotonic() < deadline:
        random_turn(scene, rng)
        settle(scene)
        time.sleep(0.001)
    assert scene.state.is_over
    scene.toggle_rules()
    assert scene.rules is not None
    rows = matrix_rows(scene.rules.page.blocks)
    assert rows is not None and rows[1][0] == "Lightning Bolt", "the game's own theme names the moves"
    moves = next(b.rows for b in scene.rules.page.blocks if b.kind == "table" and b.rows[0] == ("Move", "What it does"))
    assert moves[1][0] == "Lightning Bolt", "in the list of moves too"


def test_behind_the_pass_and_play_curtain_the_sheet_opens_and_shows_no_card() -> None:
    players = (SeatSetup("Ann", True, "random"), SeatSetup("Bob", True, "random"))
    scene = TableScene(FakeApp((960, 600), scale=0.0), GameSetup("mortal-swords", players, {}, 2))
    scene.update(0.0)
    assert scene.curtain.down
    press(scene, pygame.K_F1)
    surface = pygame.Surface((960, 600))
    scene.draw(surface)
    assert scene.rules is not None and "Rules of Mortal Swords" in texts(scene)
    assert not any(e.kind == "card" for e in scene.elements())
    press(scene, pygame.K_F1)
    assert scene.rules is None and scene.curtain.down, "F1 again goes back to the curtain, still down"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_games_sheet_fits_the_smallest_and_a_large_window(game_id: str, size: tuple[int, int]) -> None:
    scene = you_against_a_computer(game_id, 1, size)
    settle(scene)
    scene.toggle_rules()
    sheet = scene.rules
    assert sheet is not None
    surface = pygame.Surface(size)
    window = pygame.Rect((0, 0), size)
    while True:
        scene.draw(surface)
        elements = scene.elements()
        assert all(e.fits for e in elements), [e.name for e in elements if not e.fits]
        assert all(window.contains(pygame.Rect(e.rect)) for e in elements)
        before = sheet.scroll
        press(scene, pygame.K_PAGEDOWN)
        if sheet.scroll == before:
            break
    assert sheet.height > sheet.box.height, "the page is longer than a screen, and scrolls to its end"


def test_the_sheet_says_how_this_games_options_are_set_the_defaults_marked() -> None:
    players = tuple(SeatSetup(f"P{i}", i == 0, "random") for i in range(4))
    setup = GameSetup("el-royale", players, {"mode": "teams2", "quickThrowIns": True}, 3)
    rows = next(b.rows for b in sheet_blocks(setup) if b.kind == "table" and b.rows[0][0] == "Option")
    settings = {row[0]: row[1] for row in rows[1:]}
    assert settings["Teams"] == "Two teams"
    assert settings["Quick throw-ins"] == "On"
    assert settings["Throw-in rounds"].endswith("(default)")
    two = sheet_blocks(GameSetup("el-royale", players[:2], {}, 3))
    rows = next(b.rows for b in two if b.kind == "table" and b.rows[0][0] == "Option")
    assert "Teams" not in {row[0] for row in rows}, "an option the seats rule out is not listed"


def test_the_question_mark_pressed_mid_move_pauses_the_move_rather_than_skipping_it() -> None:
    scene = you_against_a_computer("mortal-swords", 4, (1280, 720))
    surface = pygame.Surface((1280, 720))
    deadline = time.monotonic() + 20
    while not scene.queue.busy and time.monotonic() < deadline:
        scene.update(1 / 30)
        time.sleep(0.002)
    assert scene.queue.busy, "a move is being staged"
    scene.draw(surface)
    button = pygame.Rect(next(e.rect for e in scene.elements() if e.name == "button:rules"))
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, button.center))
    assert scene.rules is not None
    assert scene.queue.busy, "the staged move waits under the sheet"
    scene.toggle_rules()
    settle(scene)
    assert not scene.queue.busy


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_rules_screen_and_the_sheet_both_end_with_the_keys(game_id: str) -> None:
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    for blocks in (blocks_for(game_id), sheet_blocks(GameSetup(game_id, players, {}, 1))):
        assert blocks[-2].text == "Keys at the table"
        assert blocks[-1].rows[1:] == KEYS


def shown_blocks(scene: TableScene) -> dict[str, tuple[int, int, int, int]]:
    """The page's blocks drawn now, by their words, with where they show."""
    scene.draw(pygame.Surface(scene.app.size))
    return {e.text: e.rect for e in scene.elements() if e.inside == "page"}


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_sheet_opens_saying_how_to_reach_the_keys_and_k_goes_straight_to_them(size: tuple[int, int]) -> None:
    """The keys were only at the very end of the sheet, found by pressing End: new keyboard players never found them."""
    scene = you_against_a_computer("clashing-blades", 3, size)
    settle(scene)
    press(scene, pygame.K_F1)
    sheet = scene.rules
    assert sheet is not None
    first = shown_blocks(scene)
    line = next(text for text in first if "press K" in text)
    assert first[line][1] < sheet.box.top + sheet.box.height // 4, "the sheet's first line says so"
    assert "Keys at the table" not in first
    press(scene, pygame.K_k)
    keys = shown_blocks(scene)
    assert "Keys at the table" in keys and "Key | What it does" in keys
    assert keys["Keys at the table"][1] < sheet.box.top + sheet.box.height // 3, "the keys' heading near the top"
    assert scene.rules is sheet, "K leaves the sheet open"
    press(scene, pygame.K_HOME)
    assert line in shown_blocks(scene), "Home comes back, as the line says"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_keys_button_beside_close_goes_to_the_keys(size: tuple[int, int]) -> None:
    scene = you_against_a_computer("el-royale", 3, size)
    settle(scene)
    press(scene, pygame.K_F1)
    scene.draw(pygame.Surface(size))
    found = {e.name: e for e in scene.elements()}
    button, close, title = (pygame.Rect(found[n].rect) for n in ("button:Keys", "button:Close", "rules-title"))
    assert not button.colliderect(close) and not button.colliderect(title) and found["rules-title"].fits
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, button.center))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, button.center))
    assert scene.rules is not None and "Keys at the table" in shown_blocks(scene)


#: An option's key as the code spells it, in parentheses: "(zeroShields)" stood in the Suits Duel options table.
RAW_KEY = re.compile(r"\(\s*[a-z]+[A-Z][A-Za-z0-9]*\s*\)")


def words_of(blocks: list[Block]) -> list[str]:
    return [b.text for b in blocks] + [cell for b in blocks for row in b.rows for cell in row]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_rules_sheet_or_page_shows_a_player_an_options_raw_key(game_id: str) -> None:
    game = get_game(game_id)
    keys = {spec.name for spec in game.options} | {c for spec in game.options for c in spec.choices}
    camel = {k for k in keys if re.search(r"[a-z][A-Z]", k)}
    seats = (SeatSetup("You", True, "easy"), SeatSetup("Computer", False, "easy"))
    # every choice of every option, as the sheet at the table shows it set; and the Rules screen's page
    settings = [{}] + [{spec.name: c} for spec in game.options for c in spec.choices]
    said = [w for options in settings for w in words_of(sheet_blocks(GameSetup(game_id, seats, options, 1)))]
    said += words_of(blocks_for(game_id)) + [spec.description for spec in game.options]  # and the setup screen's help
    for text in said:
        assert not RAW_KEY.search(text), f"a raw key in {text!r}"
        assert not [k for k in camel if re.search(rf"\b{k}\b", text)], f"an option's key in {text!r}"
