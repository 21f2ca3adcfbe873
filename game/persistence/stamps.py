"""A save's time stamp as a player reads it: in their own time zone, short, the same on every screen.

Saves stamp times in UTC (``store.now_stamp``) so a file means the same
anywhere; every list, preview and name shows them in the local time of the
machine it is read on, or a player abroad would see their games saved hours
from when they played them.
"""

from __future__ import annotations

from datetime import datetime

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def local_when(stamp: str, clock: str = ":") -> str:
    """``2026-11-23T23:41:07+00:00`` as ``23 Nov 23:41`` in local time (``clock`` between hours and minutes; a save's
    name takes ``.``); a stamp it cannot read, as it is. Shown on screen (``clock`` ":"), its parts are joined by
    no-break spaces, so a wrapped line never parts "3" from "Dec 09:25".

    >>> local_when("2026-11-23T23:41:07"), local_when("2026-11-23T23:41:07", clock=".")  # no zone: local already
    ('23\xa0Nov\xa023:41', '23 Nov 23.41')
    >>> local_when("yesterday")
    'yesterday'
    """
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except (ValueError, OverflowError, OSError):  # a crafted stamp, or one the system's clock cannot place
        return stamp[:16].replace("T", " ")
    gap = "\u00a0" if clock == ":" else " "
    return f"{moment.day}{gap}{MONTHS[moment.month - 1]}{gap}{moment.hour:02d}{clock}{moment.minute:02d}"
