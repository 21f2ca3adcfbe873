"""The layout protocol: how one game's observation becomes things on the table.

A layout is given the window size and the observation of the seat being
drawn, and returns placements (which card, face up or down, where, how
turned, in which order), drop zones and buttons for non-card choices. It
never sees the state, so it cannot draw a card that seat may not know.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field

from ...engine import Action, Event, Observation, find_action
from ...engine.cards import HIDDEN

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class Placement:
    """One card on the table.

    ``code`` is a card code, ``??`` for a back, or ``move:<n>`` for a move
    card. ``cards``/``kind`` say what a drag of this sprite asks the engine
    for; ``default_zone`` is where Enter plays it.
    """

    key: str
    code: str
    pos: tuple[float, float]
    face_up: bool = True
    angle: float = 0.0
    z: int = 0
    width: int = 80
    draggable: bool = False
    cards: tuple[str, ...] = ()
    kind: str | None = None
    default_zone: str | None = None
    title: str = ""
    tip: str = ""
    dim: bool = False
    click_plays: bool = False
    #: Keys of sprites this card may have been a moment ago (a face-down card now revealed): it starts there.
    source: tuple[str, ...] = ()


@dataclass(frozen=True)
class DropZone:
    """A place a card may be dropped, with its engine target id."""

    id: str
    rect: Rect
    label: str = ""


@dataclass(frozen=True)
class ButtonSpec:
    """A non-card choice: a labelled button that takes exactly one legal action."""

    label: str
    action: Action
    tip: str = ""


@dataclass(frozen=True)
class Mark:
    """Something drawn that is not a card: a text, a pip (filled or not), a box, a marker.

    ``kind`` is one of ``text``, ``pip``, ``box``, ``cover``, ``marker``.
    """

    kind: str
    rect: Rect
    text: str = ""
    filled: bool = False
    colour: str = "ink"
    size: int = 18


@dataclass(frozen=True)
class TableView:
    """Everything the table draws for one viewer at one moment."""

    placements: tuple[Placement, ...] = ()
    zones: tuple[DropZone, ...] = ()
    buttons: tuple[ButtonSpec, ...] = ()
    marks: tuple[Mark, ...] = ()
    anchors: dict[str, tuple[float, float]] = field(default_factory=dict)

    def placement(self, key: str) -> Placement | None:
        return next((p for p in self.placements if p.key == key), None)

    def zone(self, zone_id: str) -> DropZone | None:
        return next((z for z in self.zones if z.id == zone_id), None)


class Layout(ABC):
    """Base layout: subclasses implement :meth:`build`; the rest has sensible defaults."""

    game_id = ""

    def __init__(self, names: list[str] | None = None) -> None:
        self.names = names or []

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    @abstractmethod
    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        """The view of ``obs`` in a window of ``size``; ``onlooker`` hides the seat's own secrets."""

    def candidate(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action:
        """The action a drop of ``placement`` on ``zone_id`` asks for (legal or not; the engine decides)."""
        found = find_action(legal, placement.kind, placement.cards, zone_id)
        if found is not None:
            return found
        kind = placement.kind or next((a.kind for a in legal if a.cards), "play")
        return Action(kind, placement.cards, zone_id)

    def accepts(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action | None:
        """The legal action for this drop, or None."""
        action = self.candidate(placement, zone_id, legal)
        return action if action in legal else None

    def buttons(self, legal: list[Action]) -> tuple[ButtonSpec, ...]:
        """Buttons for the legal choices that move no card (pass, decline…); layouts may narrow this."""
        return tuple(ButtonSpec(a.label or a.kind.capitalize(), a) for a in legal if not a.cards)

    def shake_keys(self, event: Event, view: TableView) -> tuple[str, ...]:
        """Sprites that shake when ``event`` plays (the side that took a hit or damage)."""
        return ()

    def banner(self, obs: Observation, acting: bool) -> str:
        """One line: whose turn it is and what to do."""
        if obs.outcome is not None:
            return obs.outcome.reason or "The game is over."
        if acting:
            return "Your turn: drag a card or press a button."
        waiting = [self.name(s) for s in obs.to_act if s != obs.seat]
        return f"Waiting for {', '.join(waiting)}." if waiting else "Waiting…"

    def event_anchor(self, event: Event, view: TableView) -> tuple[float, float] | None:
        """Where a number pop for ``event`` appears (None: no pop)."""
        if event.seat is None:
            return None
        return view.anchors.get(f"seat:{event.seat}")

    def pop_text(self, event: Event) -> str | None:
        """The short text popped for ``event`` (a hit, damage…), or None."""
        if event.kind in ("damage", "hit", "wound"):
            return f"-{event.amount}" if event.kind == "damage" and event.amount else "Hit!"
        return None


def hidden_hand(obs: Observation, onlooker: bool) -> tuple[str, ...]:
    """The viewer's own hand, or backs for an onlooker."""
    return (HIDDEN,) * len(obs.hand) if onlooker else obs.hand
