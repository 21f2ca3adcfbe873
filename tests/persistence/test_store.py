"""Where saves live: the autosave slot behind Continue, named saves, and backups for broken files."""

from __future__ import annotations

from pathlib import Path

import pytest
from save_helpers import finished, played

from game.persistence import Problem, SaveError, SaveStore, load_file
from game.persistence.atomic_write import backup_path
from game.persistence.store import ENV, checked_name, data_dir


def test_the_folder_follows_the_environment_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, str(tmp_path / "elsewhere"))
    assert data_dir() == tmp_path / "elsewhere" and SaveStore().root == tmp_path / "elsewhere"
    monkeypatch.delenv(ENV)
    assert data_dir().name == "card-duels"


def test_autosave_is_what_continue_offers_until_the_game_is_over(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.continue_header() is None
    record = played("duel-of-swords", 4)
    store.autosave(record)
    top = store.continue_header()
    assert top is not None and top.game_id == "duel-of-swords" and top.progress.moves == 4
    assert not store.waiting()[0].from_backup and store.waiting()[0].described("it") == "it"
    assert store.load_autosave().state == record.state
    store.autosave(played("duel-of-swords", None))
    assert store.continue_header() is None


def test_each_autosave_keeps_the_previous_one_as_backup(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    first, second = played("clashing-blades", 3), played("clashing-blades", 4)
    store.autosave(first)
    store.autosave(second)
    slot = store.autosave_path_for("clashing-blades")
    assert load_file(slot).state == second.state
    assert load_file(backup_path(slot)).state == first.state


def test_named_saves_are_listed_newest_first_renamed_and_deleted(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    older, newer = played("duel-of-swords", 2), played("clashing-blades", 6)
    store.save_as("Morning duel", older)
    store.save_as("Evening blades", newer)
    entries = store.entries()
    assert {e.name for e in entries} == {"Morning duel", "Evening blades"}
    assert all(e.problem is None and e.header is not None for e in entries)
    by_name = {e.name: e for e in entries}
    assert by_name["Evening blades"].header.game_id == "clashing-blades"  # type: ignore[union-attr]
    assert by_name["Evening blades"].header.progress.moves == 6  # type: ignore[union-attr]
    store.rename("Morning duel", "First duel")
    assert {e.name for e in store.entries()} == {"First duel", "Evening blades"}
    assert load_file(store.path_of("First duel")).state == older.state
    with pytest.raises(ValueError, match="already a save"):
        store.rename("First duel", "Evening blades")
    with pytest.raises(ValueError, match="no save"):
        store.rename("Nothing", "Something")
    store.save_as("First duel", older)  # a second save under the name leaves a backup…
    assert backup_path(store.path_of("First duel")).exists()
    store.delete("First duel")  # …that goes with it
    assert [e.name for e in store.entries()] == ["Evening blades"]
    assert [p.name for p in store.folder.iterdir()] == ["Evening blades.json"]


def test_saving_over_a_save_of_another_game_is_refused_and_it_is_kept(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    suits = played("suits-duel", 4)
    store.save_as("Slot A", suits)
    with pytest.raises(ValueError, match="already a save called 'Slot A' of another game: type another name"):
        store.save_as("Slot A", played("mortal-swords", 3))
    with pytest.raises(ValueError, match="already a save"):
        store.save_as("Slot A", played("suits-duel", 4, seed=9))  # the same kind of game, dealt differently
    assert load_file(store.path_of("Slot A")).log == suits.log
    store.path_of("Broken").write_bytes(b"{")
    with pytest.raises(ValueError, match="already a save"):  # one that cannot be read may still matter to someone
        store.save_as("Broken", suits)
    assert store.path_of("Broken").read_bytes() == b"{"


def test_a_game_saved_again_under_its_own_name_replaces_its_save(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    record = played("suits-duel", 2)
    store.save_as("Mine", record)
    resumed = load_file(store.path_of("Mine"))
    del resumed.log[1:]  # undone to move 1 and played on differently: still this game
    resumed.state = resumed.replayed()
    seat = resumed.state.to_act()[0]
    resumed.apply(seat, resumed.state.legal_actions(seat)[-1])
    store.save_as("Mine", resumed)
    assert load_file(store.path_of("Mine")).log == resumed.log


def test_the_newest_save_is_listed_first(tmp_path: Path) -> None:
    from game.persistence import write_file

    store = SaveStore(tmp_path)
    write_file(store.path_of("b"), played("duel-of-swords", 2), saved="2026-01-01T00:00:00+00:00")
    write_file(store.path_of("a"), played("duel-of-swords", 2), saved="2026-03-01T00:00:00+00:00")
    write_file(store.path_of("c"), played("duel-of-swords", 2), saved="2026-02-01T00:00:00+00:00")
    assert [e.name for e in store.entries()] == ["a", "c", "b"]


@pytest.mark.parametrize("name", ["", "   ", "../escape", "a/b", "a\\b", ".hidden", "x" * 61, "dot.", "tab\there?", "nul\0"])
def test_a_save_name_that_is_not_a_safe_file_name_is_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(ValueError, match="A save"):
        SaveStore(tmp_path).save_as(name, played("duel-of-swords", 0))
    assert not (tmp_path / "saves").exists() or list((tmp_path / "saves").iterdir()) == []


def test_a_broken_save_is_listed_with_its_reason_left_untouched_and_its_backup_offered(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    good, better = played("clashing-blades", 3), played("clashing-blades", 5)
    store.save_as("Duel", good)
    store.save_as("Duel", better)
    path = store.path_of("Duel")
    broken = path.read_bytes()[:100]
    path.write_bytes(broken)
    before = path.stat()
    [entry] = store.entries()
    assert entry.header is None and entry.problem is not None and entry.problem.problem is Problem.TRUNCATED
    assert entry.has_backup
    offered = store.backup_for(path)
    assert offered is not None and offered.state == good.state
    after = path.stat()
    assert path.read_bytes() == broken and (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)


def test_no_backup_is_offered_when_there_is_none_or_it_is_broken_too(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_as("Solo", played("duel-of-swords", 1))
    assert store.backup_for(store.path_of("Solo")) is None
    backup_path(store.path_of("Solo")).write_text("{}")
    assert store.backup_for(store.path_of("Solo")) is None


def test_continue_falls_back_to_the_backup_when_the_autosave_is_broken(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    first, second = played("clashing-blades", 3), played("clashing-blades", 4)
    store.autosave(first)
    store.autosave(second)
    slot = store.autosave_path_for("clashing-blades")
    slot.write_text('{"app": "card-duels", "format": 1, "game": "clashing-bl')
    top = store.continue_header()
    assert top is not None and top.progress.moves == 3
    [waiting] = store.waiting()
    assert waiting.from_backup and "from its backup" in waiting.described("Clashing Blades, 3 moves")  # a move behind: said
    assert store.load_autosave().state == first.state
    assert store.load_autosave("clashing-blades").state == first.state
    backup_path(slot).write_text("not json")
    assert store.continue_header() is None
    with pytest.raises(SaveError) as caught:
        store.load_autosave("clashing-blades")
    assert caught.value.problem is Problem.TRUNCATED


def test_a_new_game_of_another_game_keeps_the_unfinished_one_under_continue(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    swords = played("mortal-swords", 6)
    store.autosave(swords)
    royale = played("el-royale", 3)
    store.autosave(royale)  # the example: this used to replace the Mortal Swords game
    waiting = {w.header.game_id: w for w in store.waiting()}
    assert set(waiting) == {"mortal-swords", "el-royale"}
    assert store.load_autosave("mortal-swords").state == swords.state
    assert store.load_autosave("el-royale").state == royale.state
    assert store.continue_header() is not None and store.continue_header().game_id in waiting  # type: ignore[union-attr]
    store.autosave(finished("el-royale"))  # El Royale finished: only Mortal Swords waits
    assert [w.header.game_id for w in store.waiting()] == ["mortal-swords"]


def test_the_single_autosave_of_older_versions_is_still_offered_until_its_game_is_saved_again(tmp_path: Path) -> None:
    from game.persistence import write_file

    store = SaveStore(tmp_path)
    old = played("suits-duel", 5)
    write_file(store.autosave_path, old, "2026-01-01T00:00:00+00:00")
    store.autosave(played("duel-of-swords", 2))
    assert {w.header.game_id for w in store.waiting()} == {"suits-duel", "duel-of-swords"}
    assert store.load_autosave("suits-duel").state == old.state
    with pytest.raises(SaveError) as caught:
        store.load_autosave("clashing-blades")  # nothing of it waits; the old file holds another game
    assert caught.value.problem is Problem.MISSING
    newer = played("suits-duel", 7)
    store.autosave(newer)
    assert sorted(w.header.progress.moves for w in store.waiting() if w.header.game_id == "suits-duel") == [7]
    assert store.autosave_path.exists()  # read, never deleted


def test_a_refused_save_name_says_which_character_is_wrong() -> None:
    """ "A save name uses letters, digits, spaces and - . , ' ( ) ! & +…" was cut in the box and named no culprit."""
    with pytest.raises(ValueError, match="cannot hold “:”"):
        checked_name("round 2: my win")
    with pytest.raises(ValueError, match="starts with a letter or a digit"):
        checked_name("(draft)")
    with pytest.raises(ValueError, match="cannot end with a full stop"):
        checked_name("done.")
    assert checked_name("  my  first (2) duel! ") == "my first (2) duel!"


def test_a_new_game_of_the_same_kind_keeps_the_one_waiting_as_a_named_save(tmp_path: Path) -> None:
    """One game per kind waits for Continue: a second game of that kind used to overwrite the first unseen."""
    store = SaveStore(tmp_path)
    first = played("mortal-swords", 6)
    store.autosave(first)
    second = played("mortal-swords", 2, seed=2)
    kept = store.keep_other(second)
    assert kept is not None and kept.stem.startswith("Begun ")
    assert load_file(kept).state == first.state and load_file(kept).log == first.log
    store.autosave(second)
    assert store.load_autosave("mortal-swords").state == second.state
    third = played("mortal-swords", 1, seed=3)
    again = store.keep_other(third)  # the same minute: the name takes a number, nothing is overwritten
    assert again is not None and again != kept and again.stem.startswith("Begun ")
    assert load_file(kept).state == first.state and load_file(again).state == second.state


def test_the_same_game_resumed_or_undone_takes_its_slot_back_without_a_copy(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave(played("el-royale", 6))
    resumed = store.load_autosave("el-royale")
    seat = resumed.state.to_act()[0]
    resumed.apply(seat, resumed.state.legal_actions(seat)[0])
    assert store.keep_other(resumed) is None  # moves on from where it waited
    undone = store.load_autosave("el-royale")
    del undone.log[3:]
    undone.state = undone.replayed()
    assert store.keep_other(undone) is None  # taken back to an earlier point of the same game
    assert not store.folder.exists() or not list(store.folder.iterdir())


def test_an_older_save_of_the_same_game_played_on_keeps_the_later_point(tmp_path: Path) -> None:
    """Resumed from a named save made at move 2, the game went another way: the slot's move 8 is worth keeping."""
    store = SaveStore(tmp_path)
    game = played("suits-duel", 8)
    store.autosave(game)
    early = store.load_autosave("suits-duel")
    del early.log[2:]
    early.state = early.replayed()
    legal = early.state.legal_actions(early.state.to_act()[0])
    other = next(a for a in legal if a != game.log[2].action) if len(legal) > 1 else None
    assert other is not None, "the seeded game has a choice at its third move"
    early.apply(early.state.to_act()[0], other)
    kept = store.keep_other(early)
    assert kept is not None and load_file(kept).moves == 8


def test_nothing_is_kept_when_the_slot_holds_no_unfinished_game(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.keep_other(played("duel-of-swords", 2)) is None  # empty slot
    store.autosave(finished("duel-of-swords"))
    assert store.keep_other(played("duel-of-swords", 2, seed=4)) is None  # the game there is over
    store.autosave_path_for("duel-of-swords").write_text("{")
    backup_path(store.autosave_path_for("duel-of-swords")).write_text("{")
    assert store.keep_other(played("duel-of-swords", 2, seed=5)) is None  # nothing there loads


def test_an_old_single_autosave_of_the_same_kind_is_kept_before_it_is_pushed_out(tmp_path: Path) -> None:
    from game.persistence import write_file

    store = SaveStore(tmp_path)
    old = played("clashing-blades", 5)
    write_file(store.autosave_path, old, "2026-01-01T00:00:00+00:00")
    kept = store.keep_other(played("clashing-blades", 1, seed=9))
    assert kept is not None and load_file(kept).state == old.state


def test_a_slot_file_this_version_cannot_read_is_set_aside_as_it_is_before_a_game_takes_the_slot(tmp_path: Path) -> None:
    """A newer version's Mortal Swords game in progress was hidden from Continue, then written over at the next
    game's first move, .bak and all: opening an older copy of the app lost it for good."""
    import json

    store = SaveStore(tmp_path)
    store.autosave(played("mortal-swords", 4))
    slot = store.autosave_path_for("mortal-swords")
    newer = json.loads(slot.read_text())
    newer["format"] = 7
    slot.write_text(json.dumps(newer))
    written = slot.read_bytes()
    with pytest.raises(SaveError) as refused:
        load_file(slot)
    assert refused.value.problem is Problem.FUTURE
    aside = store.set_aside("mortal-swords")
    assert aside is not None and aside.parent == store.folder and aside.read_bytes() == written  # moved, untouched
    assert not slot.exists()
    [entry] = store.entries()
    assert entry.path == aside and entry.problem is not None and entry.problem.problem is Problem.FUTURE
    slot.write_bytes(b"\x00garbage")
    again = store.set_aside("mortal-swords")
    assert again is not None and again != aside and again.read_bytes() == b"\x00garbage"  # a second one takes a number


def test_a_readable_slot_or_an_empty_one_is_not_set_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.set_aside("suits-duel") is None
    store.autosave(played("suits-duel", 3))
    assert store.set_aside("suits-duel") is None
    assert store.load_autosave("suits-duel").moves == 3 and not store.entries()


def test_a_damaged_slot_whose_backup_holds_the_game_resumed_is_set_aside_as_that_game_s_last_save(tmp_path: Path) -> None:
    """Continue resumed the game from its backup; calling its damaged newer copy "game set aside" read as another game
    lost. It is still moved, untouched, but named for what it is; a game of its own keeps the old name."""
    store = SaveStore(tmp_path)
    record = played("suits-duel", 2)
    store.autosave(record)
    seat = record.state.to_act()[0]
    record.apply(seat, record.state.legal_actions(seat)[0])
    store.autosave(record)  # the same game a move on: its backup is the game at two moves
    slot = store.autosave_path_for("suits-duel")
    slot.write_bytes(slot.read_bytes()[:100])
    resumed = store.load_autosave("suits-duel")
    assert resumed.moves == 2 and store.restored_from_backup(resumed)
    aside = store.set_aside("suits-duel", resumed)
    assert aside is not None and aside.stem == "Suits Duel last save, damaged" and not slot.exists()
    assert not store.restored_from_backup(resumed)  # nothing damaged is left in the slot
