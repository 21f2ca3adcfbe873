"""Saves in the app: autosave after every move, Continue on the title, and the load screen.

The app keeps files only when it has a settings path; these tests give it
one in a temporary folder and point the saves there too.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from shell_helpers import click, key, type_text

from game.engine import get_game
from game.persistence import COMPUTER, HUMAN, GameRecord, SaveStore, SeatRecord, load_file
from game.persistence.atomic_write import backup_path
from game.persistence.history import History
from game.persistence.stamps import local_when
from game.persistence.store import ENV
from game.ui.app import App
from game.ui.scenes.load import ALL_GAMES, EXAMPLES, LoadScene, caption_of, describe, examples, record_for, setup_for
from game.ui.scenes.load_preview import lines_of
from game.ui.scenes.title import TitleScene
from game.ui.scenes.waiting import WaitingScene
from game.ui.settings import Settings
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from game.ui.widgets import Cycler, Widget

from random_walks import a_duel_someone_wins

SETUP = GameSetup("clashing-blades", (SeatSetup("Ann", True), SeatSetup("Bot", False, "random")), {}, 11)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV, str(tmp_path / "data"))
    return tmp_path / "data"


def open_app(tmp_path: Path) -> App:
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "settings.json")
    app.step(wait=False)
    return app


@pytest.fixture
def app(tmp_path: Path, data: Path) -> Iterator[App]:
    a = open_app(tmp_path)
    yield a
    a.close()


def labels(app: App) -> list[str]:
    return [w.text for w in app.scene.group.widgets]  # type: ignore[attr-defined]


def control(app: App, start: str) -> Widget:
    for w in app.scene.group.widgets:  # type: ignore[attr-defined]
        if w.text.startswith(start):
            return w
    raise AssertionError(f"no control starting {start!r} in {labels(app)}")


def press(app: App, start: str) -> None:
    click(app, control(app, start).rect.center)


def play_moves(scene: TableScene, n: int) -> None:
    """Both seats' moves through the table's own ``play`` (no computer thinking in the background)."""
    for _ in range(n):
        seat = scene.state.to_act()[0]
        assert scene.play(seat, scene.state.legal_actions(seat)[0])


def test_every_move_is_autosaved_and_continue_resumes_exactly_there_after_a_restart(tmp_path: Path, data: Path) -> None:
    app = open_app(tmp_path)
    assert "Continue" not in labels(app)
    app.start_game(SETUP)
    table = app.scene
    assert isinstance(table, TableScene)
    play_moves(table, 5)
    saved = load_file(SaveStore().autosave_path_for(SETUP.game_id))
    assert saved.state == table.state and saved.log == table.record.log and saved.moves == 5
    app.close()  # as if the window were killed: nothing else is written on the way out

    again = open_app(tmp_path)
    try:
        assert labels(again)[0] == "Continue" and again.scene.group.focus == 0  # type: ignore[attr-defined]
        assert "5 moves" in control(again, "Continue").help
        press(again, "Continue")
        resumed = again.scene
        assert isinstance(resumed, TableScene)
        assert resumed.state == table.state and resumed.record.log == table.record.log
        assert [s.name for s in resumed.setup.seats] == ["Ann", "Bot"] and resumed.setup.seats[1].level == "random"
        play_moves(resumed, 1)
        assert load_file(SaveStore().autosave_path_for(SETUP.game_id)).moves == 6
    finally:
        again.close()


def test_a_finished_game_is_not_offered_to_continue(app: App, data: Path) -> None:
    record = record_for(SETUP)
    while not record.state.is_over:
        seat = record.state.to_act()[0]
        record.apply(seat, record.state.legal_actions(seat)[0])
    SaveStore().autosave(record)
    app.switch(TitleScene(app))
    # nothing to play on; its results, never shown, are offered instead (tests/ui/test_last_result.py)
    assert "Continue" not in labels(app) and labels(app)[:2] == ["Last result", "New game"]


def test_without_a_settings_path_nothing_is_saved_and_continue_is_not_offered(tmp_path: Path, data: Path) -> None:
    SaveStore().autosave(record_for(SETUP))
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=None)
    try:
        assert labels(app)[0] == "New game"
        app.start_game(SETUP)
        slot = SaveStore().autosave_path_for(SETUP.game_id)
        slot.unlink()
        play_moves(app.scene, 2)  # type: ignore[arg-type]
        assert not slot.exists()
    finally:
        app.close()


def test_a_broken_autosave_falls_back_to_its_backup_and_says_so_when_both_are_broken(app: App, data: Path) -> None:
    store = SaveStore()
    first = record_for(SETUP)
    store.autosave(first)
    second = record_for(SETUP)
    second.apply(0, second.state.legal_actions(0)[0])
    store.autosave(second)
    slot = store.autosave_path_for(SETUP.game_id)
    slot.write_bytes(b"\x00garbage")
    app.switch(TitleScene(app))
    press(app, "Continue")
    assert isinstance(app.scene, TableScene) and app.scene.state == first.state
    assert slot.read_bytes() == b"\x00garbage"  # left untouched until the next move


def test_load_example_opens_the_annette_and_carlos_standoff(app: App) -> None:
    press(app, "Load game")
    assert isinstance(app.scene, LoadScene)
    assert "Load example" in labels(app)
    titles = [w.text for w in app.scene.group.widgets if w.help.startswith("Example: ")]
    assert len(titles) >= 3 and all(": " in t for t in titles)
    press(app, "Clashing Blades: Annette and Carlos")
    table = app.scene
    assert isinstance(table, TableScene)
    expected = load_file(EXAMPLES / "clashing-blades-annette-and-carlos.json")
    assert table.state == expected.state and table.names == ["Annette", "Carlos"]
    assert table.state.to_act() == [0]


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_load_shows_each_example_s_caption_whole_and_the_table_shows_it_on_opening(tmp_path: Path, size: tuple[int, int]) -> None:
    app = App(Settings(animation_speed="instant", muted=True, window_size=size), settings_path=tmp_path / "settings.json")
    try:
        app.step(wait=False)
        press(app, "Load game")
        scene = app.scene
        assert isinstance(scene, LoadScene)
        captions: dict[str, bool] = {}
        for _page in range(20):
            app.step(wait=False)
            for e in scene.elements():
                if e.text and any(e.text == top.note for _, top in examples(EXAMPLES)):
                    captions[e.text] = e.fits
            if len(captions) == len(examples(EXAMPLES)):
                break
            press(app, "More (")
        assert captions and all(captions.values()), [t for t, fits in captions.items() if not fits]
        assert set(captions) == {top.note for _, top in examples(EXAMPLES)}
        _, top = next((p, t) for p, t in examples(EXAMPLES) if p.stem == "el-royale-first-attack")
        scene._example_game("El Royale")
        while not any(w.text == top.title for w in scene.group.widgets):
            press(app, "More (")
        press(app, top.title)
        table = app.scene
        assert isinstance(table, TableScene)
        app.step(wait=False)
        note = [e for e in table.elements() if e.name == "example-note"]
        assert note and note[0].fits and top.note in note[0].text and top.title in note[0].text
        cards = [e for e in table.elements() if e.kind == "card"]
        assert not any(pygame.Rect(note[0].rect).colliderect(c.rect) for c in cards)  # it hides no card
        click(app, pygame.Rect(note[0].rect).center)  # a click on it closes it
        app.step(wait=False)
        assert table.caption == "" and not [e for e in table.elements() if e.name == "example-note"]
    finally:
        app.close()


def shown_examples(scene: LoadScene) -> set[str]:
    return {w.help for w in scene.group.widgets if w.help.startswith("Example: ")}


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_every_example_can_be_reached_by_game_and_page(tmp_path: Path, data: Path, size: tuple[int, int]) -> None:
    """The shipped examples outgrow one screen: the game filter and the pager still reach each one, and nothing overlaps."""
    app = App(Settings(animation_speed="instant", muted=True, window_size=size), settings_path=tmp_path / "settings.json")
    try:
        app.step(wait=False)
        press(app, "Load game")
        scene = app.scene
        assert isinstance(scene, LoadScene)
        found = examples(EXAMPLES)
        assert len(found) > 12, "the shipped examples no longer need paging; this test would prove nothing"
        games = list(dict.fromkeys(top.game_name for _, top in found))
        seen: set[str] = set()
        for game in [ALL_GAMES, *games]:
            scene._example_game(game)
            pages = 0
            first_page = shown_examples(scene)
            while True:
                page = shown_examples(scene)
                assert page, f"an empty page of examples for {game}"
                if game != ALL_GAMES:
                    assert all(h.startswith(f"Example: {game}") for h in page), page
                seen |= page
                widgets = [w for w in scene.group.widgets if w.rect.width]
                for i, a in enumerate(widgets):
                    assert a.rect.bottom <= size[1] and a.rect.right <= size[0], f"{a.text!r} off the screen"
                    for b in widgets[i + 1 :]:
                        assert not a.rect.colliderect(b.rect), f"{a.text!r} overlaps {b.text!r}"
                pages += 1
                more = [w for w in scene.group.widgets if w.text.startswith("More (")]
                if not more:
                    break
                press(app, "More (")
                if shown_examples(scene) == first_page:
                    break
            assert pages < 20
        picker = [w for w in scene.group.widgets if isinstance(w, Cycler)]
        assert picker and picker[0].choices == [ALL_GAMES, *games]
        assert seen == {f"Example: {describe(top)}" for _, top in found}
    finally:
        app.close()


def test_keep_rename_and_delete_a_save_from_the_load_screen(app: App, data: Path) -> None:
    app.start_game(SETUP)
    play_moves(app.scene, 3)  # type: ignore[arg-type]
    app.to_menu()
    press(app, "Load game")
    assert "No saves yet." in labels(app)
    press(app, "Name:")
    type_text(app, "Lunch duel")
    press(app, "Save your Clashing Blades")
    assert app.scene.message == "Saved as 'Lunch duel'."  # type: ignore[attr-defined]
    assert (data / "saves" / "Lunch duel.png").is_file()  # drawn off screen: the list shows its table, not a blank
    # The row names the save and its game; who plays shows in its help line (and in the preview).
    assert "Ann v Bot" in control(app, "Lunch duel: Clashing Blades").help
    press(app, "Name:")
    for _ in range(len("Lunch duel")):
        app.scene.group.focused.key(_backspace())  # type: ignore[attr-defined]
    type_text(app, "Tea duel")
    press(app, "Rename")
    assert control(app, "Tea duel: ") and not any(t.startswith("Lunch duel") for t in labels(app))
    press(app, "Delete")
    assert labels(app).count("Sure?") == 1 and (data / "saves" / "Tea duel.json").exists()
    press(app, "Sure?")
    assert not (data / "saves" / "Tea duel.json").exists() and "No saves yet." in labels(app)


def test_with_several_games_waiting_the_button_names_the_one_it_saves(app: App, data: Path) -> None:
    """It said "Save the game in progress" with no game open, and saved whichever game was played last."""
    press(app, "Load game")
    assert not control(app, "Save the game in progress").enabled  # nothing waits: nothing to save
    app.to_menu()
    swords = GameSetup("mortal-swords", (SeatSetup("Ann", True), SeatSetup("Bot", False, "random")), {}, 5)
    for setup in (SETUP, swords):
        app.start_game(setup)
        play_moves(app.scene, 2)  # type: ignore[arg-type]
        app.to_menu()
    press(app, "Load game")
    press(app, "Name:")
    type_text(app, "Knights")
    press(app, "Save your Mortal Swords")
    assert load_file(data / "saves" / "Knights.json").game_id == "mortal-swords"


def test_a_new_game_of_the_same_kind_keeps_the_one_left_and_says_where(app: App, data: Path) -> None:
    """Starting a second Clashing Blades game (or an example) used to replace the first one waiting, unsaid."""
    app.start_game(SETUP)
    play_moves(app.scene, 3)  # type: ignore[arg-type]
    left = app.scene.state  # type: ignore[attr-defined]
    app.to_menu()
    app.start_game(replace(SETUP, seed=12))
    table = app.scene
    assert isinstance(table, TableScene)
    play_moves(table, 1)
    assert "Your other unfinished game of Clashing Blades is kept in Load as 'Begun" in table.caption
    play_moves(table, 1)  # the note stays while the others move, and the check is made once
    assert table.caption.startswith("Your other unfinished game")
    table.draw(app.screen)  # ...in the hint's place: "What just happened" keeps telling the moves (it was covered)
    laid = table.elements()
    note = next(e for e in laid if e.name.startswith("example-note"))
    told = [e for e in laid if e.name.startswith("recap") and e.text]
    assert told and not any(pygame.Rect(note.rect).colliderect(e.rect) for e in told)
    [kept] = SaveStore().entries()
    assert load_file(kept.path).state == left and kept.path.with_suffix(".png").is_file()
    app.to_menu()
    press(app, "Continue")
    assert isinstance(app.scene, TableScene) and app.scene.record.seed == 12
    play_moves(app.scene, 1)
    assert not app.scene.caption and len(SaveStore().entries()) == 1  # its own game resumed: nothing more to keep


def test_a_refused_name_is_explained(app: App) -> None:
    app.start_game(SETUP)
    play_moves(app.scene, 1)  # type: ignore[arg-type]
    app.to_menu()
    press(app, "Load game")
    press(app, "Name:")
    type_text(app, "../../etc")
    press(app, "Save your Clashing Blades")
    assert app.scene.message.startswith("A save name cannot hold “/”")  # type: ignore[attr-defined]


def test_a_damaged_game_in_progress_with_no_backup_is_listed_in_load_with_its_reason_and_can_be_deleted(
    app: App, data: Path
) -> None:
    store = SaveStore()
    record = record_for(SETUP)
    store.autosave(record)
    slot = store.autosave_path_for(SETUP.game_id)
    damaged = slot.read_bytes()[:5]
    slot.write_bytes(damaged)
    assert not backup_path(slot).exists()
    app.switch(TitleScene(app))
    assert "Continue" not in labels(app)
    press(app, "Load game")
    row = control(app, "Clashing Blades game set aside: cannot be loaded")
    assert "ends too early" in row.help  # the reason, where the player looks for it
    [entry] = store.entries()
    assert entry.path.read_bytes() == damaged  # kept as it was: a newer version or a helper may still use it
    press(app, "Delete")
    press(app, "Sure?")
    assert store.entries() == [] and not slot.exists()


def test_a_game_in_progress_whose_moves_do_not_replay_is_not_offered_by_continue_but_listed_in_load(app: App, data: Path) -> None:
    store = SaveStore()
    record = record_for(SETUP)
    for _ in range(4):
        seat = record.state.to_act()[0]
        record.apply(seat, record.state.legal_actions(seat)[0])
    store.autosave(record)
    slot = store.autosave_path_for(SETUP.game_id)
    damaged = slot.read_text().replace('"seed": 11', '"seed": 12')  # its header still reads; its moves do not
    assert damaged != slot.read_text()
    slot.write_text(damaged)
    app.switch(TitleScene(app))
    assert "Continue" not in labels(app)  # it was offered as a game, and could only answer with an error
    press(app, "Load game")
    row = control(app, "Clashing Blades game set aside")
    assert row.help.startswith("Play on") or "cannot be loaded" in row.text
    [entry] = store.entries()
    assert entry.path.read_text() == damaged


def test_a_new_game_says_plainly_where_a_damaged_game_waiting_in_its_place_was_kept(app: App, data: Path) -> None:
    slot = SaveStore().autosave_path_for(SETUP.game_id)
    slot.parent.mkdir(parents=True, exist_ok=True)
    slot.write_bytes(b"plain garbage")
    app.start_game(SETUP)
    table = app.scene
    assert isinstance(table, TableScene)
    play_moves(table, 1)
    assert table.caption.startswith("Your earlier Clashing Blades game could not be opened: its file is kept, untouched")
    assert "this version" not in table.caption  # garbage is not a newer version's save


def test_a_damaged_game_in_progress_whose_backup_loads_stays_for_continue(app: App, data: Path) -> None:
    store = SaveStore()
    store.autosave(record_for(SETUP))
    store.autosave(record_for(SETUP))
    slot = store.autosave_path_for(SETUP.game_id)
    slot.write_bytes(b"{")
    press(app, "Load game")
    assert store.entries() == [] and slot.read_bytes() == b"{"


def test_a_broken_save_offers_its_backup_and_is_left_untouched(app: App, data: Path) -> None:
    store = SaveStore()
    good = record_for(SETUP)
    store.save_as("Duel", good)
    better = record_for(SETUP)
    better.apply(0, better.state.legal_actions(0)[0])
    store.save_as("Duel", better)
    store.path_of("Duel").write_text("{}")
    app.switch(LoadScene(app))
    press(app, "Duel: broken; load its backup")
    assert isinstance(app.scene, TableScene) and app.scene.state == good.state
    assert store.path_of("Duel").read_text() == "{}" and backup_path(store.path_of("Duel")).exists()


def test_a_save_that_no_longer_loads_says_why_and_the_screen_carries_on(app: App, data: Path) -> None:
    store = SaveStore()
    store.save_as("Edited", record_for(SETUP))
    path = store.path_of("Edited")
    path.write_text(path.read_text().replace('"seed": 11', '"seed": 12'))
    app.switch(LoadScene(app))
    press(app, "Edited: ")
    assert isinstance(app.scene, LoadScene)
    assert app.scene.message.startswith("The file was changed by hand or damaged")


def test_a_set_up_survives_the_trip_through_a_record_with_its_options_written_out() -> None:
    options = get_game(SETUP.game_id).resolve_options({}, 2)
    assert setup_for(record_for(SETUP)) == replace(SETUP, options=options)


def _backspace() -> object:
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)


# -- pictures of the table -------------------------------------------------------------------------------


def _table_picture(app: App, name: str) -> Path:
    """Save the game on the table under ``name`` from the table's own Save (which writes its picture)."""
    table = app.scene
    assert isinstance(table, TableScene)
    app.step(wait=False)  # drawn once, as the player sees it
    assert table.save_as(name) is None
    return SaveStore().path_of(name)


def _pictures(app: App) -> list[object]:
    return [picture for _, picture in app.scene.pictures]  # type: ignore[attr-defined]


def test_each_save_shows_its_table_picture_and_the_picture_follows_rename_and_delete(app: App, data: Path) -> None:
    import pygame

    from game.ui.table import thumbnail

    app.start_game(SETUP)
    play_moves(app.scene, 3)  # type: ignore[arg-type]
    path = _table_picture(app, "Lunch duel")
    png = thumbnail.path_for(path)
    assert png.is_file()
    app.to_menu()
    press(app, "Load game")
    assert isinstance(app.scene, LoadScene)
    ((frame, shown),) = app.scene.pictures
    row = control(app, "Lunch duel: ")
    assert frame.right < row.rect.left and frame.colliderect(row.rect.move(-row.rect.left + frame.left, 0))
    written = pygame.image.load(str(png))
    assert written.get_size() == thumbnail.inside(app.size, thumbnail.SIZE)  # the window's proportion, unstretched
    expected = thumbnail.fitted(written, frame.size)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected.convert(shown), "RGB")
    app.step(wait=False)  # drawn with its picture

    press(app, "Name:")
    type_text(app, "Tea duel")
    press(app, "Rename")
    assert not png.exists() and thumbnail.path_for(SaveStore().path_of("Tea duel")).is_file()
    press(app, "Delete")
    press(app, "Sure?")
    assert not list((data / "saves").glob("*.png"))


def test_a_missing_or_broken_picture_shows_the_placeholder_and_the_screen_carries_on(app: App, data: Path) -> None:
    import pygame

    from game.ui.table import thumbnail

    store = SaveStore()
    store.save_as("No picture", record_for(SETUP))
    broken = store.save_as("Broken picture", record_for(SETUP))
    thumbnail.path_for(broken).write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40)
    huge = store.save_as("Huge picture", record_for(SETUP))
    thumbnail.path_for(huge).write_bytes(b"\x89PNG" + b"\xff" * (thumbnail.MAX_BYTES + 1))
    app.switch(LoadScene(app))
    app.step(wait=False)
    assert isinstance(app.scene, LoadScene)
    pictures = _pictures(app)
    assert len(pictures) == 3
    placeholder = pygame.image.tobytes(
        pygame.transform.smoothscale(thumbnail.placeholder(), app.scene.pictures[0][0].size), "RGB"
    )
    assert all(pygame.image.tobytes(p, "RGB") == placeholder for p in pictures)  # type: ignore[arg-type]
    assert thumbnail.read(broken) is None and thumbnail.read(huge) is None
    from game.ui import theme

    assert _preview_shows(app, theme.FELT_DARK)  # the preview shows the placeholder too, inside its card outline
    press(app, "No picture: ")
    assert isinstance(app.scene, TableScene)


def two_games_waiting() -> GameRecord:
    """A Clashing Blades game one move in and a Duel of Swords game not begun, both kept for Continue; the first."""
    first = record_for(SETUP)
    first.apply(0, first.state.legal_actions(0)[0])
    SaveStore().autosave(first)
    SaveStore().autosave(record_for(GameSetup("duel-of-swords", SETUP.seats, {}, 2)))
    return first


def test_with_two_games_left_unfinished_continue_lists_both_and_opens_either(app: App, data: Path) -> None:
    first = two_games_waiting()
    app.switch(TitleScene(app))
    assert "2 games waiting" in control(app, "Continue").help
    press(app, "Continue")
    assert isinstance(app.scene, WaitingScene)
    assert len(app.scene.elements()) >= 3
    for _ in range(4):  # each game's table is drawn beside it, one per frame after the first
        app.step(wait=False)
    assert set(app.scene.made) == {"clashing-blades", "duel-of-swords"} and all(app.scene.made.values())
    waiting = [t for t in labels(app) if t not in ("Back", "Load game")]
    assert len(waiting) == 2 and any(t.startswith("Duel of Swords") for t in waiting)
    press(app, next(t for t in waiting if not t.startswith("Duel of Swords")))
    assert isinstance(app.scene, TableScene) and app.scene.state == first.state
    app.to_menu()
    press(app, "Continue")
    press(app, next(t for t in labels(app) if t.startswith("Duel of Swords")))
    assert isinstance(app.scene, TableScene) and app.scene.setup.game_id == "duel-of-swords"
    app.to_menu()
    press(app, "Continue")
    press(app, "Load game")  # older games of a kind, pushed out by newer ones, are named saves there
    assert isinstance(app.scene, LoadScene)


def test_enter_on_continue_with_nothing_focused_plays_on_the_game_played_last(app: App, data: Path) -> None:
    """'Continue a game' opened with nothing focused and Enter did nothing."""
    two_games_waiting()
    app.switch(TitleScene(app))
    press(app, "Continue")
    assert isinstance(app.scene, WaitingScene) and app.scene.group.focused is None
    newest = SaveStore().waiting()[0].header.game_id
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(wait=False)
    assert isinstance(app.scene, TableScene) and app.scene.setup.game_id == newest


def play_a_human_move(table: TableScene) -> None:
    """Moves through the table until one of the humans' has been played."""
    for _ in range(30):
        seat = table.state.to_act()[0]
        assert table.play(seat, table.state.legal_actions(seat)[0])
        if seat in table.setup.humans:
            return
    raise AssertionError("no human move in 30")


def test_an_example_played_on_then_opened_again_is_kept_under_the_day_it_was_played(app: App, data: Path) -> None:
    """An example played on and pushed aside was kept as 'Begun 22 Nov 12.00', the example's own date, for a game
    played on 3 Dec; and opened again it was taken for the same game, so the one played on was written over."""
    path = EXAMPLES / "clashing-blades-annette-and-carlos.json"
    top = dict(examples(EXAMPLES))[path]
    for _ in range(2):
        app.to_menu()
        press(app, "Load game")
        press(app, top.title)
        table = app.scene
        assert isinstance(table, TableScene)
        play_a_human_move(table)
    kept = [e.name for e in SaveStore().entries() if e.name.startswith("Begun ")]
    assert len(kept) == 1, "the example played on first is kept"
    assert kept[0] != f"Begun {local_when(top.created, clock='.')}", "named for the day it was played, not written"


def test_an_example_s_caption_stays_through_the_computer_s_move_and_goes_with_the_player_s(app: App) -> None:
    press(app, "Load game")
    scene = app.scene
    assert isinstance(scene, LoadScene)
    path = EXAMPLES / "mortal-swords-first-attacks.json"
    top = dict(examples(EXAMPLES))[path]
    scene.open_file(path, caption_of(top), example=True)
    table = app.scene
    assert isinstance(table, TableScene) and table.caption == caption_of(top) and top.title in table.caption
    computer = table.state.to_act()[0]
    assert computer not in table.setup.humans
    assert table.play(computer, table.state.legal_actions(computer)[0])
    assert table.caption == caption_of(top)  # the computer's answer leaves it up
    for _ in range(20):
        seat = table.state.to_act()[0]
        assert table.play(seat, table.state.legal_actions(seat)[0])
        if seat in table.setup.humans:
            break
    assert table.caption == ""  # the player's own move puts it away


# -- the large preview -----------------------------------------------------------------------------------


def _solid(colour: tuple[int, int, int]) -> object:
    import pygame

    surface = pygame.Surface((1280, 720))
    surface.fill(colour)
    return surface


def _laid_out(app: App) -> dict[str, object]:
    return {e.name: e for e in app.scene.elements()}


def _point(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(wait=False)


def _preview_shows(app: App, colour: tuple[int, int, int]) -> bool:
    """The middle of the preview's picture is ``colour`` (give or take what smooth scaling blends in)."""
    x, y, w, h = _laid_out(app)["preview:picture"].rect  # type: ignore[attr-defined]
    shown = app.screen.get_at((x + w // 2, y + h // 2))
    return all(abs(a - b) <= 8 for a, b in zip(shown[:3], colour, strict=True))


RED, BLUE = (200, 30, 30), (30, 30, 200)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_save_pointed_at_or_focused_is_shown_large_with_its_details(
    tmp_path: Path, data: Path, size: tuple[int, int]
) -> None:
    from game.ui.gallery.checks import check
    from game.ui.table import thumbnail

    store = SaveStore()
    for name, colour in (("Red duel", RED), ("Blue duel", BLUE)):
        thumbnail.write(_solid(colour), store.save_as(name, record_for(SETUP)))  # type: ignore[arg-type]
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "s.json", size=size)
    try:
        app.switch(LoadScene(app))
        app.step(wait=False)
        scene = app.scene
        assert isinstance(scene, LoadScene)
        names = [entry.name for entry, _ in scene.shown]
        assert sorted(names) == ["Blue duel", "Red duel"]
        colour_of = {"Red duel": RED, "Blue duel": BLUE}
        laid = _laid_out(app)
        assert check(scene.elements(), size) == []  # inside the window, nothing overlapping, every word fits
        panel, picture = laid["preview"], laid["preview:picture"]
        assert panel.rect[2] >= size[0] // 3  # type: ignore[attr-defined]
        row_picture = scene.pictures[0][0]
        assert picture.rect[2] >= 3 * row_picture.width and picture.inside == "preview"  # type: ignore[attr-defined]
        # Nothing pointed at yet: the first save on the page, its words under its picture.
        assert laid["preview:title"].text == names[0]  # type: ignore[attr-defined]
        assert laid["preview:game"].text == "Clashing Blades"  # type: ignore[attr-defined]
        assert laid["preview:seats"].text == "Ann v Bot"  # type: ignore[attr-defined]
        assert laid["preview:progress"].text.startswith("0 moves")  # type: ignore[attr-defined]
        assert laid["preview:saved"].text.startswith("Saved ")  # type: ignore[attr-defined]
        assert _preview_shows(app, colour_of[names[0]])

        _point(app, control(app, f"{names[1]}: ").rect.center)  # the pointer on the second save
        assert _laid_out(app)["preview:title"].text == names[1]  # type: ignore[attr-defined]
        assert _preview_shows(app, colour_of[names[1]])
        _point(app, (1, size[1] // 2))  # the pointer off the list: the preview stays
        assert _laid_out(app)["preview:title"].text == names[1]  # type: ignore[attr-defined]

        first_row = control(app, f"{names[0]}: ")
        for _ in range(10):  # the keyboard: Tab to the first save's row
            if scene.group.focused is first_row:
                break
            key(app, pygame.K_TAB)
        assert scene.group.focused is first_row
        assert _laid_out(app)["preview:title"].text == names[0]  # type: ignore[attr-defined]
        assert _preview_shows(app, colour_of[names[0]])
        assert check(scene.elements(), size) == []
    finally:
        app.close()


def test_a_finished_save_s_preview_names_the_winner_by_the_save_s_seat_names_as_a_sentence(data: Path) -> None:
    record = a_duel_someone_wins([SeatRecord("You", HUMAN, None), SeatRecord("Computer", COMPUTER, "random")])
    store = SaveStore()
    store.save_as("Done", record)
    [entry] = store.entries()
    progress = next(line.text for line in lines_of(entry) if line.name == "progress")
    assert progress.startswith("Finished after ") and "Player" not in progress
    assert "You win " in progress or "Computer wins " in progress
    assert entry.header is not None and "Player" not in describe(entry.header)


def test_without_saves_there_is_no_preview_and_the_list_keeps_its_width(app: App) -> None:
    app.switch(LoadScene(app))
    app.step(wait=False)
    assert "No saves yet." in labels(app)
    assert not any(name.startswith("preview") for name in _laid_out(app))


def test_a_save_that_cannot_be_read_is_previewed_with_the_placeholder_and_the_reason(tmp_path: Path, data: Path) -> None:
    from game.ui.gallery.checks import check

    SaveStore().save_as("Good duel", record_for(SETUP))
    (data / "saves" / "Bad duel.json").write_text("{ not a save")
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "s.json", size=(960, 600))
    try:
        app.switch(LoadScene(app))
        app.step(wait=False)
        _point(app, control(app, "Bad duel: ").rect.center)
        laid = _laid_out(app)
        assert laid["preview:title"].text == "Bad duel"  # type: ignore[attr-defined]
        assert laid["preview:problem"].text  # type: ignore[attr-defined]
        assert "preview:game" not in laid
        assert check(app.scene.elements(), (960, 600)) == []
    finally:
        app.close()


def test_the_gallery_s_saves_carry_pictures_of_their_tables_and_its_load_screen_previews_the_first(
    tmp_path: Path, data: Path
) -> None:
    from game.ui.gallery.checks import check
    from game.ui.gallery.screens import SCREENS, Studio, fill
    from game.ui.table import thumbnail

    size = (960, 600)
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "s.json", size=size)
    try:
        studio = Studio(app, data)
        fill(studio)
        entries = studio.store.entries()
        assert entries
        blank = pygame.image.tobytes(thumbnail.placeholder(), "RGB")
        for entry in entries:
            picture = thumbnail.read(entry.path)
            assert picture is not None and picture.get_size() == thumbnail.SIZE
            assert pygame.image.tobytes(picture, "RGB") != blank
        load = next(s for s in SCREENS if s.name == "load")
        ((_, scene),) = list(load.views(studio))
        app.switch(scene)
        scene.draw(app.screen)
        assert isinstance(scene, LoadScene)
        laid = _laid_out(app)
        assert laid["preview:title"].text == scene.shown[0][0].name  # type: ignore[attr-defined]
        assert check(scene.elements(), size) == []
    finally:
        app.close()


def test_the_longest_names_fit_the_preview_at_the_smallest_window_as_focus_moves_down_the_list(
    tmp_path: Path, data: Path
) -> None:
    from game.ui.gallery.checks import check

    store = SaveStore()
    longest = [f"A rather long save name, number {i} of man" for i in range(4)]
    assert all(len(name) == 40 for name in longest)  # the name field's limit
    for name in longest:
        store.save_as(name, record_for(SETUP))
    size = (960, 600)
    app = App(Settings(animation_speed="instant", think_time=0.0, muted=True), settings_path=tmp_path / "s.json", size=size)
    try:
        app.switch(LoadScene(app))
        app.step(wait=False)
        scene = app.scene
        assert isinstance(scene, LoadScene)
        previewed = set()
        for _ in range(12):
            key(app, pygame.K_TAB)
            assert check(scene.elements(), size) == []
            previewed.add(_laid_out(app)["preview:title"].text)  # type: ignore[attr-defined]
        assert previewed == {entry.name for entry, _ in scene.shown} and len(previewed) > 1
    finally:
        app.close()


def test_a_game_played_to_its_end_is_in_the_history_even_if_its_results_are_never_opened(app: App, data: Path) -> None:
    app.start_game(SETUP)
    table = app.scene
    assert isinstance(table, TableScene)
    while not table.state.is_over:
        play_moves(table, 1)
    app.to_menu()  # Esc twice at the final table: the results never open, and the loss must count all the same
    [kept] = History().read().games
    assert load_file(kept.path).log == table.record.log
    table.show_results()  # opened after all (a finished save resumed): counted once, not twice
    assert len(History().read().games) == 1


def test_an_unfinished_game_left_midway_is_not_in_the_history(app: App, data: Path) -> None:
    app.start_game(SETUP)
    play_moves(app.scene, 3)  # type: ignore[arg-type]
    app.to_menu()
    assert History().read().games == ()


def test_a_save_loaded_and_left_at_once_waits_under_continue_as_its_curtain_says(app: App, data: Path) -> None:
    """The curtain over a loaded pass-and-play game says "Continue brings this game back here", but the slot still
    held the finished game before it until a move was made: leaving at once, the title had no Continue."""
    finished = record_for(SETUP)
    while not finished.state.is_over:
        seat = finished.state.to_act()[0]
        finished.apply(seat, finished.state.legal_actions(seat)[0])
    SaveStore().autosave(finished)
    friends = GameSetup("clashing-blades", (SeatSetup("Ann", True), SeatSetup("Bea", True)), {}, 5)
    midway = record_for(friends)
    for _ in range(3):
        seat = midway.state.to_act()[0]
        midway.apply(seat, midway.state.legal_actions(seat)[0])
    SaveStore().save_as("friends midway", midway)
    app.to_menu()
    press(app, "Load game")
    press(app, "friends midway")
    table = app.scene
    assert isinstance(table, TableScene) and table.curtain.down
    screen = pygame.Surface(app.size)
    table.draw(screen)
    key(app, pygame.K_ESCAPE)
    app.to_menu()
    assert labels(app)[0] == "Continue", "the loaded game waits under Continue"
    assert load_file(SaveStore().autosave_path_for("clashing-blades")).moves == 3


def test_an_example_only_looked_at_leaves_continue_as_it_was(app: App, data: Path) -> None:
    app.to_menu()
    assert "Continue" not in labels(app)
    path = EXAMPLES / "clashing-blades-annette-and-carlos.json"
    press(app, "Load game")
    press(app, dict(examples(EXAMPLES))[path].title)
    assert isinstance(app.scene, TableScene)
    app.to_menu()
    assert "Continue" not in labels(app), "looking at an example does not make it the game in progress"
