"""The player's figures from the history: played, won, lost, drawn, streaks and length, per game and per opponent level.

Everything is counted from the point of view of the one human at the
table. A game with one human is sorted under the computers' level (the
level all of them played at, or ``mixed``). A pass-and-play game (two or
more humans) has no single "you": it counts as played (and drawn, if it
was), adds to the average length, and has no win or loss; the same goes
for a game of computers only. Streaks run over wins in the order the games
ended: a loss or a draw ends one, a pass-and-play game does not.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from ..engine import Outcome
from .game_record import SeatRecord
from .history import Finished, Reading

PASS_AND_PLAY = "pass-and-play"
COMPUTERS_ONLY = "computers only"
MIXED = "mixed"
#: The order levels are listed in; anything else follows in name order.
LEVEL_ORDER = ("easy", "normal", "hard", "random", MIXED, PASS_AND_PLAY, COMPUTERS_ONLY)
#: A game that took longer than this (minutes, pauses included) was surely left and resumed: not in the average time.
LONGEST_SITTING = 240.0


class Result(Enum):
    """How a game ended for the human at the table."""

    WON = "won"
    LOST = "lost"
    DRAWN = "drawn"
    #: Nobody to count it for: pass-and-play, or computers only.
    PLAYED = "played"


def kind_of(seats: Sequence[SeatRecord]) -> str:
    """Who the human played against: the computers' level, ``mixed``, pass-and-play, or computers only."""
    humans = sum(1 for s in seats if s.human)
    if humans >= 2:
        return PASS_AND_PLAY
    if humans == 0:
        return COMPUTERS_ONLY
    levels = {s.level or "normal" for s in seats if not s.human}
    return levels.pop() if len(levels) == 1 else MIXED


def result_for(seats: Sequence[SeatRecord], outcome: Outcome) -> Result:
    """Won, lost or drawn for the one human; ``PLAYED`` when there is no single human."""
    if outcome.draw:
        return Result.DRAWN
    humans = [i for i, s in enumerate(seats) if s.human]
    if len(humans) != 1:
        return Result.PLAYED
    return Result.WON if humans[0] in outcome.winners else Result.LOST


@dataclass(frozen=True)
class Played:
    """One finished game as the figures count it."""

    game_id: str
    kind: str
    result: Result
    moves: int
    minutes: float | None
    ended: str


def played(entry: Finished) -> Played:
    seats = entry.header.seats
    return Played(entry.game_id, kind_of(seats), result_for(seats, entry.outcome), entry.moves, entry.minutes, entry.ended)


@dataclass(frozen=True)
class Figures:
    """The counts for one group of games."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0
    best_streak: int = 0
    average_moves: float = 0.0
    #: None when no game of the group has a usable time.
    average_minutes: float | None = None

    @property
    def decided(self) -> int:
        """Games with a win or a loss for the human (pass-and-play ones have neither)."""
        return self.won + self.lost

    @classmethod
    def of(cls, games: Sequence[Played]) -> Figures:
        """The figures of ``games``, given in the order they ended."""
        if not games:
            return cls()
        results = [g.result for g in games]
        streak = best = 0
        for result in results:
            if result is Result.WON:
                streak += 1
                best = max(best, streak)
            elif result is not Result.PLAYED:
                streak = 0
        times = [g.minutes for g in games if g.minutes is not None and g.minutes <= LONGEST_SITTING]
        return cls(
            played=len(games),
            won=results.count(Result.WON),
            lost=results.count(Result.LOST),
            drawn=results.count(Result.DRAWN),
            streak=streak,
            best_streak=best,
            average_moves=sum(g.moves for g in games) / len(games),
            average_minutes=sum(times) / len(times) if times else None,
        )


def _level_key(kind: str) -> tuple[int, str]:
    return (LEVEL_ORDER.index(kind) if kind in LEVEL_ORDER else len(LEVEL_ORDER), kind)


@dataclass(frozen=True)
class Statistics:
    """Every finished game in the order they ended, and the figures grouped as the screen shows them."""

    games: tuple[Played, ...] = ()
    #: One line for each history file that could not be read.
    notes: tuple[str, ...] = ()

    @classmethod
    def of(cls, games: Iterable[Played], notes: Iterable[str] = ()) -> Statistics:
        return cls(tuple(sorted(games, key=lambda g: g.ended)), tuple(notes))

    @property
    def overall(self) -> Figures:
        return Figures.of(self.games)

    def game_ids(self) -> list[str]:
        """The games played, in the order first played."""
        return list(dict.fromkeys(g.game_id for g in self.games))

    def kinds(self) -> list[str]:
        """The opponent levels (and pass-and-play) met, easiest first."""
        return sorted({g.kind for g in self.games}, key=_level_key)

    def by_game(self) -> dict[str, Figures]:
        return {gid: Figures.of([g for g in self.games if g.game_id == gid]) for gid in self.game_ids()}

    def by_kind(self) -> dict[str, Figures]:
        return {kind: Figures.of([g for g in self.games if g.kind == kind]) for kind in self.kinds()}

    def rows(self) -> list[tuple[str, str, Figures]]:
        """(game, level, figures) for each pair that has games: the table's rows."""
        out = []
        for gid in self.game_ids():
            for kind in self.kinds():
                group = [g for g in self.games if g.game_id == gid and g.kind == kind]
                if group:
                    out.append((gid, kind, Figures.of(group)))
        return out

    def recent(self, count: int) -> tuple[Played, ...]:
        """The last ``count`` games, oldest of them first."""
        return self.games[-count:] if count > 0 else ()


def statistics(reading: Reading) -> Statistics:
    """The figures of what the history folder holds."""
    return Statistics.of((played(entry) for entry in reading.games), reading.notes)
