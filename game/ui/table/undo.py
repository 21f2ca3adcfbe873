"""Undo and redo against the computer: the log replayed from the set-up, never an action inverted.

One human plays one or more computers. Undo takes back the human's last
real choice (one among several legal actions) and every move after it;
redo plays the same moves again from the record's log. RULINGS GEN-R03:
undo is for misclicks, not for peeking — once anything hidden has been
shown to the human since that choice (a card drawn or turned, a secret
choice revealed), undo is unavailable and says why. Pass-and-play has no
undo at all (:func:`undo_allowed`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ...engine import HIDDEN, Event, Observation, State
from ...persistence import GameRecord, Move

#: Event kinds that reveal a secret choice (Duel of Swords' moves) to everyone at once.
REVEALING = frozenset({"reveal"})
NOT_YET = "Nothing of yours to take back yet."
#: In a player's words: a ruling's id (GEN-R03) means nothing at the table.
#: (Duel of Swords hides moves, not cards: "a hidden card" named the wrong thing there.)
PEEKED = "Undo is for misclicks: since your last choice something hidden was shown (a card or a secret move)."


def undo_allowed(humans: Iterable[int], seats: int) -> bool:
    """Undo and redo exist only with exactly one human and at least one computer at the table."""
    n = len(tuple(humans))
    return n == 1 and seats > n


def codes_in(value: Any, universe: frozenset[str]) -> Iterator[str]:
    """Every card code of ``universe`` found anywhere in ``value`` (nested tuples, lists, dicts)."""
    if isinstance(value, str):
        if value in universe:
            yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from codes_in(v, universe)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            yield from codes_in(v, universe)


def visible(obs: Observation, universe: frozenset[str]) -> frozenset[str]:
    """The cards a seat can see in its observation: hand, open zones, public knowledge and public values."""
    return frozenset(codes_in((obs.hand, obs.zones, obs.known, obs.info), universe))


@dataclass(frozen=True)
class Step:
    """One move of the log as the human lived it."""

    move: Move
    #: The human chose here among several legal actions (a place undo can go back to).
    choice: bool
    #: What the human could see just before this move.
    known: frozenset[str]
    #: What this move showed the human: the cards in its events and in the position after it.
    shown: frozenset[str]
    #: It showed the human a secret (a revealed choice, something shown to them alone by another seat).
    secret: bool


@dataclass
class Timeline:
    """The human's path through the game: every logged move as a ``Step``, and the undone moves to redo."""

    human: int
    universe: frozenset[str]
    steps: list[Step] = field(default_factory=list)
    #: Undone stretches, the latest undone last; each is re-played whole by one redo.
    redo: list[list[Step]] = field(default_factory=list)

    def before(self, state: State) -> tuple[Observation | None, bool]:
        """What ``note`` needs from the position a move is about to be applied to: the human's view, and whether they choose."""
        choosing = self.human in state.to_act() and len(state.legal_actions(self.human)) > 1
        return (state.observation(self.human) if self.universe else None), choosing

    def note(self, before: tuple[Observation | None, bool], move: Move, events: list[Event], after: State) -> Step:
        """Record one move: ``before`` from :meth:`before`, the ``events`` it gave and the position ``after`` it."""
        obs, choosing = before
        # A game without cards (Duel of Swords) shows none: skip its views, whose history grows with the log.
        shown: set[str] = set(visible(after.observation(self.human), self.universe)) if self.universe else set()
        secret = False
        for event in events:
            seen = event.seen_by(self.human)
            shown.update(c for c in seen.cards if c != HIDDEN and c in self.universe)
            if seen.kind in REVEALING:
                secret = True
            if event.visible_to is not None and self.human in event.visible_to and event.seat not in (None, self.human):
                secret = True  # another seat showed the human something privately
        known = visible(obs, self.universe) if obs is not None else frozenset()
        step = Step(move, move.seat == self.human and choosing, known, frozenset(shown), secret)
        self.steps.append(step)
        return step

    def drop_redo(self) -> None:
        """A move that is not a redo was played: the redo history no longer leads anywhere."""
        self.redo.clear()

    # -- undo ---------------------------------------------------------------------------------------

    def target(self) -> int | None:
        """The log length undo would go back to: just before the human's latest real choice."""
        return next((i for i in range(len(self.steps) - 1, -1, -1) if self.steps[i].choice), None)

    def why_not_undo(self) -> str:
        """Empty when undo may go back now; otherwise the reason, in a player's words."""
        at = self.target()
        if at is None:
            return NOT_YET
        known = self.steps[at].known
        later = self.steps[at:] + [s for stretch in reversed(self.redo) for s in stretch]
        if any(s.secret or not s.shown <= known for s in later):
            return PEEKED
        return ""

    def undo(self) -> int:
        """Take back to ``target()``: the undone steps become the next redo; the new log length."""
        at = self.target()
        assert at is not None and not self.why_not_undo()
        self.redo.append(self.steps[at:])
        del self.steps[at:]
        return at

    def next_redo(self) -> list[Move]:
        """The moves the next redo plays, in order (empty when there is nothing to redo)."""
        return [s.move for s in self.redo[-1]] if self.redo else []

    def redone(self) -> list[Step]:
        """Take the next redo stretch off the history (its moves are about to be noted again)."""
        return self.redo.pop()


def replay(record: GameRecord, human: int | None) -> tuple[Timeline | None, list[list[Event]]]:
    """A record's log played again from the set-up: the human's timeline (None without one) and each move's events.

    Used when a saved game is resumed, so the table's log shows the moves
    before it (each viewer redacts the events for themselves), and so undo
    knows what the human has seen.
    """
    timeline, told = replay_told(record, human, None, 0)
    return timeline, [events for _, events in told]


def replay_told(
    record: GameRecord, human: int | None, viewer: int | None, tail: int
) -> tuple[Timeline | None, list[tuple[Observation | None, list[Event]]]]:
    """:func:`replay`, with each of the last ``tail`` moves' events paired with ``viewer``'s observation just before
    it (seat 0's for an onlooker, as the table draws; None for the moves before those): the words of a move are told
    against the table it was made on ("fails to defend against P1's 2♦"), when a resumed table tells its last moves
    again. Only the tail: a Duel of Swords view carries the whole history, so one per move made resuming quadratic."""
    state = record.fresh_state()
    timeline = None if human is None else Timeline(human, frozenset(c.code for c in state.all_cards()))
    told: list[tuple[Observation | None, list[Event]]] = []
    first = len(record.log) - tail
    for n, move in enumerate(record.log):
        before = timeline.before(state) if timeline is not None else None
        seen = state.observation(viewer if viewer is not None else 0) if n >= first else None
        happened = state.apply(move.seat, move.action)
        if timeline is not None and before is not None:
            timeline.note(before, move, happened, state)
        told.append((seen, happened))
    return timeline, told
