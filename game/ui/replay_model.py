"""A finished (or saved) game stepped through move by move, as one seat saw it.

Every position is the set-up dealt again and the log played again up to
that move; going back never inverts an action. Positions met on the way
are kept every ``CHECKPOINT`` moves, or sparser in a long game so that at
most ``MAX_KEPT`` are kept (a position's copy can grow with the log, as
Duel of Swords' history does). They are all made when the replay opens, in
one pass over the log, so any later jump replays at most one spacing of moves. Nothing here draws: the replay scene
shows what this says, and the tests compare it with ``GameRecord.replayed``.
"""

from __future__ import annotations

from ..engine import Event, IllegalAction, Observation, State
from ..persistence import GameRecord, Move
from .table.captions import Logged, log_of, move_log

#: A replayed position is kept every this many moves (at least).
CHECKPOINT = 16
#: At most this many positions are kept, whatever the game's length: memory and time stay linear in the log.
MAX_KEPT = 64
#: Stands for "whoever played": the only human seat, or everyone's public view when there is none or several.
AUTO = "auto"


def default_viewer(record: GameRecord) -> int | None:
    """The seat a replay is seen from by default: the only human, else nobody in particular (public cards only)."""
    humans = [i for i, s in enumerate(record.seats) if s.human]
    return humans[0] if len(humans) == 1 else None


def viewer_choices(record: GameRecord) -> tuple[int | None, ...]:
    """Whose eyes a replay may be seen through.

    Against the computer only the human's own: the computer's hand stays
    as secret as it was. With no human or several, the public view or any
    seat, picked by whoever watches.
    """
    only = default_viewer(record)
    if only is not None:
        return (only,)
    return (None, *range(len(record.seats)))


class Replay:
    """A position in ``record``'s log (0 = the deal) that steps forward with events and jumps anywhere."""

    def __init__(self, record: GameRecord, viewer: int | None) -> None:
        self.record = record
        self.viewer = viewer
        self.moves: list[Move] = list(record.log)
        self.position = 0
        #: Why the replay stops short of the log's end ("" when it plays all of it).
        self.problem = ""
        #: Each move played so far in the log's words, by move index, as the table's log told it to the viewer.
        self.logged: dict[int, Logged] = {}
        self.state: State = record.fresh_state()
        self._kept: dict[int, State] = {0: self.state.clone()}
        #: Moves between kept positions.
        self.spacing = max(CHECKPOINT, -(-len(self.moves) // MAX_KEPT))
        self._keep_all()

    def _keep_all(self) -> None:
        """Play the log once now, keeping every checkpoint: then any jump replays at most ``spacing`` moves."""
        while not self.at_end:
            self.forward()
        self.state = self._kept[0].clone()
        self.position = 0

    @property
    def length(self) -> int:
        return len(self.moves)

    @property
    def at_start(self) -> bool:
        return self.position == 0

    @property
    def at_end(self) -> bool:
        return self.position >= self.length

    def observation(self) -> Observation:
        """What the viewer knew at this position (for the public view, seat 0's: the scene then hides its hand)."""
        return self.state.observation(self.viewer if self.viewer is not None else 0)

    def forward(self) -> list[Event]:
        """Play the next move; its events as the viewer saw them (none at the end)."""
        if self.at_end:
            return []
        move = self.moves[self.position]
        before = self.observation()
        try:
            events = self.state.apply(move.seat, move.action)
        except IllegalAction as exc:  # a record today's rules refuse: the replay ends where it breaks
            self.problem = f"The replay stops at move {self.position + 1}: {exc}"
            del self.moves[self.position :]
            return []
        seen = [e.seen_by(self.viewer) for e in events]
        reader = self.viewer if default_viewer(self.record) is not None else None  # as the table: shared, it names none
        self.logged[self.position] = move_log(self.record.game_id, seen, before, reader)
        self.position += 1
        if self.position % self.spacing == 0 and self.position not in self._kept:
            self._kept[self.position] = self.state.clone()
        return seen

    def said(self, position: int) -> tuple[str, ...]:
        """The log's lines of move ``position`` (none for a move not played yet)."""
        told = self.logged.get(position)
        return told.lines if told is not None else ()

    def words(self, upto: int | None = None) -> list[str]:
        """The log's lines up to position ``upto`` (this position by default), oldest first, as the table's log
        reads them: a secret choice's line gives way to the move that reveals it."""
        end = self.position if upto is None else upto
        return log_of([self.logged[i] for i in range(end) if i in self.logged])

    def seek(self, position: int) -> None:
        """Jump to ``position`` (clamped to the log) by replaying from the nearest kept position before it."""
        position = max(0, min(self.length, position))
        start = max(p for p in self._kept if p <= position)
        self.state = self._kept[start].clone()
        self.position = start
        while self.position < position and not self.at_end:
            self.forward()

    def back(self) -> None:
        self.seek(self.position - 1)

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(self.length)
