"""Hard's profile of a player kept between sessions: it comes back as it was, and a damaged file only means starting afresh."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.ai.habit_bots import RepeatAfterHitBot
from game.ai.hard import duel_of_swords_habits as habits_model
from game.ai.hard.duel_of_swords import HardAgent
from game.cli.habit_trial import duel
from game.persistence.habit_profiles import FILE, FORMAT, HabitProfiles

NAME = "duel-of-swords"


def _learnt() -> HardAgent:
    hard = HardAgent()
    for i in range(3):
        duel(hard, RepeatAfterHitBot(sound=False), 7000 + i, i % 2)
    return hard


def test_a_profile_comes_back_as_it_was_kept(tmp_path: Path) -> None:
    hard = _learnt()
    HabitProfiles(tmp_path).save(NAME, habits_model.to_data(hard.profile))
    back = habits_model.from_data(HabitProfiles(tmp_path).load(NAME))
    assert back == hard.profile
    assert back != habits_model.NOTHING_SEEN


def test_profiles_kept_under_different_names_live_side_by_side(tmp_path: Path) -> None:
    store = HabitProfiles(tmp_path)
    store.save("one", {"a": 1})
    store.save("two", [2.5])
    store.save("one", {"a": 3})
    assert store.load("one") == {"a": 3} and store.load("two") == [2.5] and store.load("three") is None


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\x00\xff not json",
        b'{"format": 1, "profiles": {"duel-of-swords": {"moves": [1, 2',  # cut off while written
        b"[1, 2, 3]",
        json.dumps({"format": FORMAT + 1, "profiles": {NAME: {}}}).encode(),  # a newer version's
        json.dumps({"format": FORMAT, "profiles": "none"}).encode(),
    ],
)
def test_a_broken_or_foreign_file_reads_as_no_profile_and_is_left_as_it_is(tmp_path: Path, content: bytes) -> None:
    (tmp_path / FILE).write_bytes(content)
    assert HabitProfiles(tmp_path).load(NAME) is None
    assert (tmp_path / FILE).read_bytes() == content


def test_a_broken_file_is_replaced_by_the_next_save_and_kept_as_a_backup(tmp_path: Path) -> None:
    (tmp_path / FILE).write_bytes(b"{{{")
    HabitProfiles(tmp_path).save(NAME, {"moves": []})
    assert HabitProfiles(tmp_path).load(NAME) == {"moves": []}
    assert (tmp_path / (FILE + ".bak")).read_bytes() == b"{{{"


def test_no_file_yet_is_no_profile(tmp_path: Path) -> None:
    assert HabitProfiles(tmp_path / "not yet made").load(NAME) is None


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("moves"),
        lambda d: d.__setitem__("moves", d["moves"][:-1]),
        lambda d: d.__setitem__("mirrors", ["x"] * len(d["mirrors"])),
        lambda d: d.__setitem__("repeats", d["repeats"][:2]),
        lambda d: d["repeats"][1].append(0.0),
        lambda d: d.__setitem__("log_weights", [True] * len(d["log_weights"])),
        lambda d: d.__setitem__("moves", [-1.0] * len(d["moves"])),
    ],
)
def test_a_profile_of_the_wrong_shape_is_no_profile(damage: Callable[[dict[str, Any]], object]) -> None:
    data: dict[str, Any] = habits_model.to_data(_learnt().profile)
    damage(data)
    assert habits_model.from_data(data) == habits_model.NOTHING_SEEN
    assert habits_model.from_data(None) == habits_model.NOTHING_SEEN
