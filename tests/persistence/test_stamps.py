"""Times read as the player's own: a save stamped in UTC is shown in the local time of the machine reading it.

The time zone is changed with ``time.tzset``, as on the Linux machines the tests run on.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from game.persistence.stamps import local_when


@pytest.fixture
def new_york(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_a_utc_stamp_is_shown_in_the_local_time_zone(new_york: None) -> None:
    """Load's list and preview printed the UTC stamp: five hours off for a player in New York."""
    assert local_when("2026-12-01T07:06:30+00:00") == "1\xa0Dec\xa002:06"
    assert local_when("2026-12-01T03:00:00+00:00") == "30\xa0Nov\xa022:00"  # the day changes too
    assert local_when("2026-12-01T07:06:30+00:00", clock=".") == "1 Dec 02.06"  # as a save's name may hold it


@pytest.mark.parametrize("stamp", ["", "soon", "9999-12-31T23:59:59-23:59", "2026-13-01T00:00:00+00:00"])
def test_a_stamp_that_is_no_time_is_shown_as_it_is_and_never_raises(stamp: str) -> None:
    assert local_when(stamp) == stamp[:16].replace("T", " ")


def test_a_date_on_screen_is_never_parted_by_a_wrapped_line() -> None:
    """Continue's line at 200% text ended "… You to play · 3" with "Dec 09:25" on the next line."""
    from game.ui.table.text_fit import width_of, wrap

    when = local_when("2026-12-03T09:25:00")
    line = f"El Royale · You and 3 computers · Move 40, You to play · {when}"
    for width in range(width_of(when, 20) + 1, 700, 7):
        assert any(when in part for part in wrap(line, 20, width)), width
