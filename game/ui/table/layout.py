"""The layout protocol: how one game's observation becomes things on the table.

A layout is given the window size and the observation of the seat being
drawn, and returns placements (which card, face up or down, where, how
turned, in which order), drop zones and buttons for non-card choices. It
never sees the state, so it cannot draw a card that seat may not know.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from ...engine import Action, Event, Observation, find_action
from ...engine.cards import HIDDEN
from .seat_names import SeatNames

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
    #: The play a drop of this card asks for when none the zone means is legal now: the phase's play (a throw-in
    #: while the others throw in), so a card with no legal place is refused for that play, not the zone's first.
    means: str | None = None
    #: A word drawn on the card's face, low on its left (clear of both index corners): El Royale's "known" marks a card
    #: of the viewer's hand every seat knows (shown, or taken in from the pile), which the rule has a player keep
    #: reversed to remember it.
    tag: str = ""
    #: Why this card stays where it lies, in the player's words (a knight's block stays on the attack line): told when
    #: a drag begun on it is let go on a spot (:meth:`Layout.unmovable`). Empty: the table's general words.
    fixed: str = ""


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
    #: Buttons sharing a menu wait behind one button of that name, which opens them over the recap: a long list of
    #: choices a player seldom wants (El Royale's signals) does not take the recap's room for good.
    menu: str = ""


@dataclass(frozen=True)
class Mark:
    """Something drawn that is not a card: a text, a pip (filled or not), a box, a marker, or a game piece.

    ``kind`` is one of ``text``, ``pip``, ``box``, ``cover``, ``marker``, and the pieces: ``health`` (text is
    the current value, ``size`` the maximum), ``token`` (text is its label), ``badge`` (text is a team's label,
    ``colour`` is ``team0``..``team3``), ``plate`` (text is a seat's name, ``filled`` when that seat is to act)
    and ``pile`` (text is the card count, drawn under a pile so its thickness shows the count).
    """

    kind: str
    rect: Rect
    text: str = ""
    filled: bool = False
    colour: str = "ink"
    size: int = 18
    #: What it means, shown when the pointer rests on it as a card's tip is (a dealer's button, a marker).
    tip: str = ""


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
    #: the final table's result banner: outside the play region (so clear of every card, name, tracker and the
    #: deciding cards on the stage) and of the recap; a finished game has no hint and no choices, so by default
    #: it takes their place at the bottom of the side column
    banner: Rect


#: The smallest text the table draws, whatever the window (14 px reads at 960x600).
MIN_TEXT = 14
#: At 16:9 the viewer's hand is at least this share of the window's height tall.
HAND_SHARE = 0.18


#: How far outside a lit card, place or button its glow ring reaches, in pixels at any size: a label beside a drop
#: zone keeps clear of it.
GLOW_MARGIN = 5


def unit_of(size: tuple[int, int]) -> float:
    """The table's one scale: 1 at 1280x720, growing with the window so full screen looks designed for its size."""
    return min(size[0] / 1280, size[1] / 720)


def chrome_unit(size: tuple[int, int]) -> float:
    """The scale of the bar, strips and side column: never below 1, so their words keep a readable size."""
    return max(1.0, unit_of(size))


def default_regions(size: tuple[int, int], choice_rows: int = 2, stage: tuple[float, float] = (0.36, 0.3)) -> Regions:
    """A frame that suits most tables: a bar on top, a caption strip under it across the table, and a side
    column on the right holding (top to bottom) the thinking sign, the recap, the hint and messages, and
    ``choice_rows`` rows of choice buttons. The log opens over the side column, never over the table.
    ``stage`` is the centred stage's share of the play region (width, height)."""
    w, h = size
    unit = chrome_unit(size)
    bar_h = round(40 * unit)
    side = round(min(w * 0.22, 340 * unit))
    strip = round(34 * unit)  # two lines of the smallest text: a long move's caption wraps rather than being cut
    side_x = w - side
    inset = round(6 * unit)  # the side column's panels keep clear of the window's edge and of the table
    col_x, col_w, foot = side_x + inset, side - 2 * inset, h - inset
    bar = (0, 0, w, bar_h)
    caption = (0, bar_h, side_x, strip)
    thinking = (col_x, bar_h, col_w, strip)
    choices_h = min(round(choice_rows * 36 * unit + 8 * unit), round((foot - bar_h - strip) * 0.6))
    hint_h = round(96 * unit)
    choices = (col_x, foot - choices_h, col_w, choices_h)
    hint = (col_x, foot - choices_h - hint_h, col_w, hint_h)
    recap_top = bar_h + strip
    recap = (col_x, recap_top, col_w, foot - choices_h - hint_h - recap_top)
    play_top = bar_h + strip
    play = (0, play_top, side_x, h - play_top)
    sw, sh = round(play[2] * stage[0]), round(play[3] * stage[1])
    stage_rect = (play[0] + (play[2] - sw) // 2, play[1] + (play[3] - sh) // 2, sw, sh)
    log = (col_x, bar_h + inset, col_w, foot - choices_h - bar_h - inset)
    banner_h = hint_h + round(2 * 36 * unit + 8 * unit)  # the hint and two rows of choices: never more than they hold
    banner = (col_x, foot - banner_h, col_w, banner_h)
    return Regions(
        bar=bar,
        play=play,
        stage=stage_rect,
        caption=caption,
        thinking=thinking,
        hint=hint,
        choices=choices,
        recap=recap,
        log=log,
        banner=banner,
    )


@dataclass(frozen=True)
class Frame:
    """The play region a layout builds in, with its scale: sizes are given at 1280x720 and grow with the window."""

    play: Rect
    unit: float

    @staticmethod
    def of(size: tuple[int, int], regions: Regions) -> Frame:
        return Frame(regions.play, unit_of(size))

    @property
    def w(self) -> int:
        return self.play[2]

    @property
    def h(self) -> int:
        return self.play[3]

    def px(self, value: float) -> int:
        """A length given at 1280x720, at this window's scale."""
        return round(value * self.unit)

    def text(self, base: int) -> int:
        """A text size given at 1280x720, at this window's scale, never under :data:`MIN_TEXT`."""
        return max(MIN_TEXT, round(base * self.unit))

    def marker(self, base: int = 14) -> int:
        """The height of a marker (a pill with words) whose words are ``base`` at 1280x720: the painter writes them
        10 px smaller than the pill."""
        return self.text(base) + 10

    def line(self, base: int) -> int:
        """The height a line of text of ``base`` size takes (with a little air)."""
        return round(self.text(base) * 1.3)


#: The squarest window shape whose cards follow its height (5:4, as 1280x1024); a squarer one sizes its cards as if it
#: were this shape, so they do not outgrow its width (at 960x1000 a hand of seven overlapped into a stack).
NARROWEST = 1.25


def hand_width(size: tuple[int, int]) -> int:
    """The width of the viewer's hand cards: tall enough to be :data:`HAND_SHARE` of the window's height, or of the
    height a window this wide has at :data:`NARROWEST`, whichever is less.

    >>> hand_width((960, 600)), hand_width((1920, 1080)), hand_width((1280, 1024)), hand_width((960, 1000))
    (78, 139, 132, 99)
    """
    return math.ceil(min(size[1], size[0] / NARROWEST) * HAND_SHARE * 5 / 7)


def seat_word(seat: int) -> str:
    """A seat in the engine's words ("Player 2"): a layout writes its texts with these and :meth:`Layout.told` puts
    the table's names in, so no table text says "You's" or "You attacks"."""
    return f"Player {seat + 1}"


def card_height(width: float) -> int:
    """A card's height for its width (cards are 5:7), as the sprites draw it."""
    return round(width * 7 / 5)


def overlaps(rect: Rect, placement: Placement) -> bool:
    """Whether the card of ``placement`` (upright, centred on its position) covers part of ``rect``."""
    x, y, w, h = rect
    half_w, half_h = placement.width / 2, card_height(placement.width) / 2
    cx, cy = placement.pos
    return cx + half_w > x and cx - half_w < x + w and cy + half_h > y and cy - half_h < y + h


def pile_room(width: float) -> int:
    """How far past its top card a pile of cards ``width`` wide may paint (the edges of the cards under it and their
    shadow, below and right): words under a pile keep this clear."""
    return round(width * 0.08) + 4


def pile_mark(centre: tuple[float, float], width: int, count: int) -> Mark:
    """The ``pile`` piece under a pile whose top card is centred at ``centre``: the top card's rectangle and the count
    (the painter draws the edges of the cards under it a few pixels below and right, more for a bigger pile)."""
    x, y = round(centre[0] - width / 2), round(centre[1] - card_height(width) / 2)
    return Mark("pile", (x, y, width, card_height(width)), str(count))


def shifted(view: TableView, dx: int, dy: int) -> TableView:
    """``view`` moved by (dx, dy): a layout builds in its play region's own coordinates, then moves into place."""

    def move(r: Rect) -> Rect:
        return (r[0] + dx, r[1] + dy, r[2], r[3])

    return TableView(
        tuple(replace(p, pos=(p.pos[0] + dx, p.pos[1] + dy)) for p in view.placements),
        tuple(replace(z, rect=move(z.rect)) for z in view.zones),
        view.buttons,
        tuple(replace(m, rect=move(m.rect)) for m in view.marks),
        {k: (x + dx, y + dy) for k, (x, y) in view.anchors.items()},
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
    #: Rows of choice buttons the side column keeps room for (El Royale's signals need many).
    choice_rows = 2

    def __init__(self, names: list[str] | None = None, options: Mapping[str, Any] | None = None) -> None:
        """``options`` are the table's game options (None: not known, so room for the busiest table the game has)."""
        self.names = names or []

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else seat_word(seat)

    def told(self, text: str) -> str:
        """``text``, its seats written as :func:`seat_word`, in this table's names and read well with "You":
        "Player 1's armor" is "Your armor", "Player 1 parries" is "You parry", "played by Player 1" is "played by you"."""
        return SeatNames(self.names)(text)

    def regions(self, size: tuple[int, int]) -> Regions:
        """The overlay regions for a window of ``size``; a layout whose table needs another frame overrides this."""
        return default_regions(size, self.choice_rows)

    def frame(self, size: tuple[int, int]) -> Frame:
        """The play region of a window of ``size`` with the table's scale."""
        return Frame.of(size, self.regions(size))

    def stage(self, size: tuple[int, int], view: TableView) -> Rect:
        """Where the cards a move cleared or revealed are held face up over ``view``: the stage of :meth:`regions`,
        which is kept clear on every table, unless this table has more room free just now."""
        return self.regions(size).stage

    @abstractmethod
    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        """The view of ``obs`` in a window of ``size``; ``onlooker`` hides the seat's own secrets."""

    #: Seconds (at Normal) the cards a move cleared are held in the stage before they go; None: the presenter's
    #: own hold for a resolution. A table whose cleared cards lay face up on it already may let them go sooner.
    cleared_hold: ClassVar[float | None] = None

    #: Kinds of mark whose words say what the table's last move left (Clashing Blades' threat bar): they keep their
    #: words from before it until its cards have been seen to land, and change as its outcome pops up.
    told_after_landing: ClassVar[frozenset[str]] = frozenset()

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
        declares for the zone, one that is playable now first, else the card's own kind or what
        it means in this phase (:attr:`Placement.means`); then the kinds of legal plays on
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
            playable = next((k for k in declared if k in now), None)
            if playable is not None:
                return playable
            return next((k for k in (placement.kind, placement.means) if k in declared), declared[0])
        alike = [a.kind for a in legal if a.target is not None and zone_shape(a.target) == shape and a.cards]
        if alike:
            return alike[0]
        return placement.kind or next((a.kind for a in legal if a.cards), "play")

    def declaration(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action | None:
        """A choice without cards that this drop must follow, taken as said by the drop (El Royale's "Beat the
        attack" before a beat's first card); None where a drop declares nothing. Only for drops that are then sure
        to be legal: a mistaken card must not commit the player to a choice."""
        return None

    def variants(self, placement: Placement, action: Action, legal: list[Action]) -> tuple[str, tuple[ButtonSpec, ...]]:
        """Where one drop (of ``placement``, read as ``action``) stands for several legal plays the rules let the player
        choose between (Suits Duel: which twin a summon discards, which three cards a counter spends), a question and
        a button per play; else ``("", ())``, and the drop plays ``action`` at once."""
        return "", ()

    def unmovable(self, placement: Placement, zone_id: str, legal: list[Action]) -> str:
        """What a drag begun on ``placement``, a card the player may not take, and let go on ``zone_id`` is told: why it
        stays (:attr:`Placement.fixed`); a layout may add what that spot takes now."""
        return placement.fixed or "That card can't be moved: the cards you may play now lift when you point at them."

    def forced_words(self, action: Action) -> str:
        """The caption while the player's lone legal move is about to be played for them."""
        return f"Your only move: {action.label or action.kind}."

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

    def crack_keys(self, event: Event) -> tuple[str, ...]:
        """Pieces that crack where they lay when ``event`` plays (a shield that breaks), before the move goes on."""
        return ()

    @staticmethod
    def moment(obs: Observation) -> str:
        """Where in the game ``obs`` is, as its players count ("Round 11"); empty where they count nothing (the results'
        marks then give the move number Replay shows)."""
        return ""

    def asked(self, obs: Observation, seat: int) -> str:
        """What ``seat`` is asked now, said on the pass-and-play curtain to everyone in the room, so only from what
        all players see (the phase, never a hand): where every seat is asked whatever it holds (GEN-R07), the words
        say so, and being asked gives nothing away. Empty: the curtain names the player only."""
        return ""

    def banner(self, obs: Observation, legal: list[Action]) -> str:
        """One line: whose turn it is and what to do.

        ``legal`` is the viewer's legal actions (empty when it is not their
        turn): a banner names only plays the player has, never a kind of play
        their cards do not allow.
        """
        if obs.outcome is not None:
            return obs.outcome.reason or "The game is over."
        if legal:
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
