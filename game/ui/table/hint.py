"""Hint: what the Normal computer would play in the human's place, and why, to learn from.

The hint is computed from the human's own observation and legal actions
only, exactly as a computer player of that seat would see them, so it can
never tell the human anything their seat does not know. The table asks
for it only for the seat whose turn is on screen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...ai import Agent, normal_agent
from ...engine import Action, Observation
from .layout import Layout, TableView


@dataclass(frozen=True)
class Hint:
    """Normal's choice for one seat at one moment, with its one-line reason."""

    seat: int
    action: Action
    reason: str

    def text(self) -> str:
        """What the table shows: the move, then the reason."""
        move = self.action.label or self.action.kind.capitalize()
        if self.reason.startswith(move):  # the reason already names the move
            return f"Hint: {self.reason}"
        return f"Hint: {move}. {self.reason}".strip()


def hint_seed(game_seed: int, seats: Sequence[int], seat: int) -> int:
    """The draw a hint for ``seat`` is asked with in the game dealt from ``game_seed`` whose moves so far were made by
    ``seats``: the same at the table, in a lesson's deal finder and when a lesson is played forward, so all three see
    the same hint. It counts the seat's own moves only, so a foe's move (a secret choice in Duel of Swords) does not
    turn a mixing Normal's advice from Cut Low to Cut High while the player has not moved.

    >>> hint_seed(1, [], 0), hint_seed(1, [0, 1, 0, 1, 1], 0), hint_seed(1, [0, 1, 0, 1, 1, 1], 0)
    (7919, 7921, 7921)
    """
    return game_seed * 7919 + sum(1 for s in seats if s == seat)


def hint_for(game_id: str, obs: Observation, legal: Sequence[Action], seed: int) -> Hint | None:
    """Normal's choice and reason for ``obs.seat`` (None when the game has no Normal player or no choice).

    ``seed`` fixes the draw for a player that mixes, so asking twice at
    the same moment gives the same hint.
    """
    agent: Agent | None = normal_agent(game_id)
    if agent is None or not legal:
        return None
    action = agent.choose(obs, list(legal), random.Random(seed))
    reason = agent.explain(obs, list(legal), action) or "It is what the Normal computer would play here."
    return Hint(obs.seat, action, reason)


def hint_targets(hint: Hint, view: TableView, layout: Layout, legal: Sequence[Action]) -> tuple[set[str], set[str], bool]:
    """What to light up for ``hint``: sprite keys of the cards to move, zone ids to drop on, and whether it is a button.

    Found by asking the layout which drag gives the hinted action, so the
    table needs to know nothing of the game.
    """
    keys: set[str] = set()
    zones: set[str] = set()
    choices = list(legal)
    for p in view.placements:
        if not p.draggable:
            continue
        for zone in view.zones:
            if layout.accepts(p, zone.id, choices) == hint.action:
                keys.add(p.key)
                zones.add(zone.id)
    button = any(spec.action == hint.action for spec in view.buttons)
    return keys, zones, button


@dataclass
class LitHint:
    """The hint up on the table and what it lights: the cards to move, the spots they go to, or its button.

    One holder, so what is lit can never outlive or lag the hint it lights
    (the table, the overlays and the test probe all read it here).
    """

    hint: Hint | None = None
    keys: frozenset[str] = frozenset()
    zones: frozenset[str] = frozenset()
    button: bool = False

    def light(self, hint: Hint, view: TableView, layout: Layout, legal: Sequence[Action]) -> None:
        """Put ``hint`` up, lighting what carries it out on ``view``."""
        keys, zones, button = hint_targets(hint, view, layout, legal)
        self.hint, self.keys, self.zones, self.button = hint, frozenset(keys), frozenset(zones), button

    def clear(self) -> None:
        self.hint, self.keys, self.zones, self.button = None, frozenset(), frozenset(), False
