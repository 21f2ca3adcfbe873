"""The layout protocol: how one game's observation becomes things on the table.

A layout is given the window size and the observation of the seat being
drawn, and returns placements (which card, face up or down, where, how
turned, in which order), drop zones and buttons for non-card choices. It
never sees the state, so it cannot draw a card that seat may not know.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import ClassVar

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
class Regions:
    """Where the table's overlays go, reserved by the layout so that none covers a card, a name, a count or a tracker.

    ``play`` is where the layout puts cards, names and trackers; every other region lies outside it
    (or, for ``stage``, is a part of it the layout keeps clear for staged reveals). Each overlay draws
    only inside its own region and fits its text there.
    """

    bar: Rect  #: the top bar: Menu, Log, Save, the instruction, Hint/Undo/Redo
    play: Rect  #: cards, seats' names, counts and trackers
    stage: Rect  #: the middle of the table kept clear for simultaneous reveals and the played card of a step
    caption: Rect  #: the one-line caption of the step being staged
    thinking: Rect  #: "Computer is thinking…"
    hint: Rect  #: the hint's words and refusals/undo notes (messages)
    choices: Rect  #: buttons for non-card choices (pass, take the damage…)
    recap: Rect  #: the last few plays as small cards with their captions
    log: Rect  #: the log panel when open (covers the recap and the side, never a seat's cards or health)


def default_regions(size: tuple[int, int]) -> Regions:
    """A frame that suits most tables: a bar on top, a side column on the right for the recap and log,
    a strip under the bar for the thinking sign and caption, and a strip at the bottom right for choices."""
    w, h = size
    unit = max(1.0, min(w / 1280, h / 720))
    bar_h = round(40 * unit)
    side = round(min(w * 0.2, 300 * unit))
    strip = round(30 * unit)
    bar = (0, 0, w, bar_h)
    side_x = w - side
    thinking = (0, bar_h, side_x, strip)
    caption = (0, bar_h + strip, side_x, strip)
    choices_h = round(48 * unit)
    hint_h = round(64 * unit)
    recap_top = bar_h
    choices = (side_x, h - choices_h, side, choices_h)
    hint = (side_x, h - choices_h - hint_h, side, hint_h)
    recap = (side_x, recap_top, side, h - choices_h - hint_h - recap_top)
    play_top = bar_h + 2 * strip
    play = (0, play_top, side_x, h - play_top)
    sw, sh = round(play[2] * 0.36), round(play[3] * 0.3)
    stage = (play[0] + (play[2] - sw) // 2, play[1] + (play[3] - sh) // 2, sw, sh)
    log = (side_x - round(side * 0.6), bar_h, side + round(side * 0.6), h - bar_h)
    return Regions(
        bar=bar, play=play, stage=stage, caption=caption, thinking=thinking, hint=hint, choices=choices, recap=recap, log=log
    )


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

    def regions(self, size: tuple[int, int]) -> Regions:
        """The overlay regions for a window of ``size``; a layout whose table needs another frame overrides this."""
        return default_regions(size)

    @abstractmethod
    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        """The view of ``obs`` in a window of ``size``; ``onlooker`` hides the seat's own secrets."""

    #: What a drop on a zone means, by the zone id's shape (its first part, then ``*`` for each further part:
    #: ``battler:5D`` is ``battler:*``): the action kinds, tried in this order when no legal action lands
    #: there (``{"battler:*": ("attack",)}``). Each layout declares its own.
    zone_kinds: ClassVar[dict[str, tuple[str, ...]]] = {}

    def candidate(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action:
        """The action a drop of ``placement`` on ``zone_id`` asks for (legal or not; the engine decides).

        A drop that matches no legal action still asks for the kind of play the zone means
        (:meth:`intent`), so the engine's refusal explains that play: an attack when dropped on
        an enemy battler, never a summon.
        """
        found = find_action(legal, placement.kind, placement.cards, zone_id)
        if found is not None:
            return found
        return Action(self.intent(placement, zone_id, legal), placement.cards, zone_id)

    def intent(self, placement: Placement, zone_id: str, legal: list[Action]) -> str:
        """The kind of play a drop on ``zone_id`` means, legal or not.

        First the kinds of the legal plays that land on this very zone (the dragged card's own
        kind, or one that moves this card, when there are several); then the kinds the layout
        declares for the zone, one that is playable now first; then the kinds of legal plays on
        zones of the same shape; last the card's own kind.
        """
        here = [a for a in legal if a.target == zone_id and a.cards]
        if here:
            kinds = [a.kind for a in here]
            if placement.kind in kinds:
                return placement.kind
            card = placement.cards[0] if placement.cards else None
            return next((a.kind for a in here if card in a.cards), kinds[0])
        shape = zone_shape(zone_id)
        declared = self.zone_kinds.get(shape, ())
        if declared:
            now = {a.kind for a in legal}
            if placement.kind in declared and placement.kind in now:
                return placement.kind
            return next((k for k in declared if k in now), placement.kind if placement.kind in declared else declared[0])
        alike = [a.kind for a in legal if a.target is not None and zone_shape(a.target) == shape and a.cards]
        if alike:
            return alike[0]
        return placement.kind or next((a.kind for a in legal if a.cards), "play")

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


def zone_shape(zone_id: str) -> str:
    """A zone id with every part after the first made ``*``: ``armor:1:9S`` → ``armor:*:*``, ``pile`` → ``pile``."""
    first, *rest = zone_id.split(":")
    return ":".join([first, *("*" for _ in rest)])


def hidden_hand(obs: Observation, onlooker: bool) -> tuple[str, ...]:
    """The viewer's own hand, or backs for an onlooker."""
    return (HIDDEN,) * len(obs.hand) if onlooker else obs.hand
