"""Cards seen on their way to the discard pile and from the deck: the throws and the deal of a move.

The table is drawn from the latest view, where a discarded card already lies on
the pile and a dealt card already lies in its hand; without this, a heart
penalty paid with two cards showed only the top one move, and a new hand
appeared at once over the outcome of a declined standoff. So each card the move
laid on the pile flies there from where it lay, one after another, and after a
resolution the old hands go to the pile and the new hand is dealt from the deck
card by card, as steps of their own after the stage's sweep.

The presenter stages the rest of the move (travel on the table, pops, hold,
sweep); this module adds only the travel to and from the piles, for every game.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from itertools import zip_longest

from ...engine import HIDDEN, Event
from .animation_queue import Ease, Step, Tween
from .layout import TableView, card_height
from .pops import FLIP, SLIDE
from .sprites import CardSprite

#: Prefix of the keys of flying copies: cards a move laid on the discard pile under another, or that left the table
#: with the pile (shuffled into a new deck), seen travelling there before they go.
FLYING = "flying:"
#: Cards on their way to the pile pass over the table, under the stage.
FLYING_Z = 4000
#: Seconds between two cards of one move going to the discard pile, so each is seen and counted…
THROW_GAP = 0.15
#: …and at most this long from the first card leaving to the last (a whole hand discarded goes faster).
THROW_SPREAD = 0.6
#: Seconds between two cards dealt from the deck, and at most from the first to the last.
DEAL_GAP = 0.06
DEAL_SPREAD = 0.8

#: Where each card lay before a change (by key), and whether its face showed there.
Lay = tuple[float, float, bool, int]


def last_places(events: tuple[Event, ...]) -> dict[str, str]:
    """Where these events left each card they moved (the last place each was moved to)."""
    went: dict[str, str] = {}
    for e in events:
        if e.dst:
            went.update((c, e.dst) for c in e.cards)
    return went


def discarded(events: tuple[Event, ...]) -> set[str]:
    """Cards these events left on the discard pile."""
    return {c for c, dst in last_places(events).items() if dst == "discard"}


def from_deck(event: Event) -> bool:
    """Whether the event dealt or drew cards from the deck into a hand."""
    return bool(event.cards and event.src == "deck" and event.dst and event.dst.startswith("hand"))


def drawn_openly(events: tuple[Event, ...], before: TableView, lying: dict[str, CardSprite]) -> dict[str, Event]:
    """Cards these events drew face up into a hand, seen by all (a strong-suit card drawn from under the deck), by code,
    with the draw. One told as a back (to an onlooker, or while the hands are veiled) is the face-up card of ``lying``
    that lay where the table ``before`` names the place it came from (an anchor named after that zone)."""
    out: dict[str, Event] = {}
    for e in events:
        if e.kind != "draw" or not e.face_up or not (e.dst or "").startswith("hand") or e.src in (None, "deck"):
            continue
        at = before.anchors.get(e.src or "")
        for code in e.cards:
            if code == HIDDEN and at is not None:
                code = next((s.code for s in lying.values() if s.shows_face() and math.dist((s.x, s.y), at) < 1), HIDDEN)
            if code != HIDDEN:
                out[code] = e
    return out


@dataclass(frozen=True)
class Thrown:
    """A card a move laid on the discard pile, seen going there: from where it lay, face up or not as it was there."""

    code: str
    at: tuple[float, float]
    #: Its face showed where it lay (a card of the viewer's hand, a card on the table); else it was a back.
    showed: bool
    #: It lies face up on the pile (a public discard); a card discarded face down goes as a back.
    face_up: bool
    #: It went there after the move dealt from the deck (a heart penalty paid from the new hand).
    after_deal: bool
    #: How wide it lay: it travels at that size (a foe's small backs drawn at the pile's width from the start reached
    #: up over the caption strip at 960x600 as a Clashing Blades hand was cleared).
    width: int = 0


def _index(key: str) -> int:
    """The number at the end of a key ("back:1:6" is 6); 0 for none."""
    tail = key.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else 0


class PileTravel:
    """Moves the presenter's sprites to the discard pile and from the deck.

    ``sprites`` is the presenter's own dict (flying copies are added to it and leave it once they land);
    ``views_shown`` tells how many views the presenter has shown, so a throw that lands after a newer view leaves
    that view's pile alone.
    """

    def __init__(self, sprites: dict[str, CardSprite], views_shown: Callable[[], int]) -> None:
        self.sprites = sprites
        self._views_shown = views_shown
        self._flying = 0

    def to_and_from_the_piles(
        self,
        view: TableView,
        events: tuple[Event, ...],
        origin: tuple[float, float],
        was: dict[str, Lay],
        tweens: list[Tween],
        staged: set[str],
        held: str | None,
    ) -> tuple[list[Tween], Callable[[], None] | None, list[Step]]:
        """Cards the move laid on the discard pile and cards it dealt from the deck, each seen on its way.

        Every card laid on the pile travels there from where it lay, one after another, even those another card of
        the move then covered (a heart penalty paid with two cards showed only the heart moving). After a resolution
        (cleared cards ``staged``, by code, or a reveal) the deal waits for it to be held and swept: then the old hands
        go to the pile and the new hand flies in from the deck, as steps of their own (a standoff declined showed its
        outcome and the new hand flying in at once). Otherwise the cards go with the rest of the move.

        Returns the tweens of the move's first step, what to call once it has played, and the steps after its sweep.
        """
        pile = self._pile(view)
        thrown = self._thrown(view, events, was, staged) if pile is not None else []
        resolved = bool(staged) or any(e.kind == "reveal" for e in events)
        dealt = [k for k in self._dealt(view, events) if k != held and k in self.sprites] if resolved else []
        if not dealt:
            if not thrown or pile is None:
                return tweens, None, []
            throws, landed = self._throw(view, thrown, *pile, held)
            return [t for t in tweens if t.key not in {t.key for t in throws}] + throws, landed, []
        later: list[Step] = []
        for group in ([t for t in thrown if not t.after_deal], None, [t for t in thrown if t.after_deal]):
            if group is None:
                later.append(self._deal(view, dealt, origin))
            elif group and pile is not None:
                throws, landed = self._throw(view, group, *pile, held)
                later.append(Step(tuple(throws), "discard", done=landed))
        moving = {t.key for step in later for t in step.tweens}
        return [t for t in tweens if t.key not in moving], None, later

    def drawn_in_the_open(
        self,
        view: TableView,
        before: TableView,
        events: tuple[Event, ...],
        gone: dict[str, CardSprite],
        delay: float,
        ceiling: float,
    ) -> tuple[list[Tween], Callable[[], None] | None]:
        """Each card drawn face up into a hand that does not show it (another seat's) travels there face up from where
        it lay, after ``delay``, and turns over as it arrives: Computer 4's strong-suit card Q♠, drawn from under the
        deck, was only seen among the cards going to the discard pile. The viewer's own card slides into their hand
        as any card of it does; it stops short of ``ceiling`` (a hand at the top of the table), at its own size, over
        the caption strip. Returns the tweens and what to call once they have played (the copies leave)."""
        tweens: list[Tween] = []
        copies: list[str] = []
        for code, event in drawn_openly(events, before, gone).items():
            was, seat = gone.get(f"c:{code}"), (event.dst or "").split(":", 1)[-1]
            hand = view.anchors.get(f"seat:{seat}")
            if was is None or hand is None or view.placement(f"c:{code}") is not None:
                continue
            hand = (hand[0], max(hand[1], ceiling + card_height(was.width) / 2))
            self._flying += 1
            key = f"{FLYING}{self._flying}:{code}"
            sprite = CardSprite(key, HIDDEN, False, was.x, was.y, was.width, angle=was.angle, z=FLYING_Z)
            sprite.prev_code, sprite.prev_face_up, sprite.flip = code, True, 0.0  # its face shows until it arrives
            self.sprites[key] = sprite
            copies.append(key)
            tweens += [
                Tween(key, "x", was.x, hand[0], SLIDE, delay),
                Tween(key, "y", was.y, hand[1], SLIDE, delay),
                Tween(key, "angle", was.angle, 0.0, SLIDE, delay),
                Tween(key, "flip", 0.0, 1.0, FLIP, delay + SLIDE - FLIP / 2, easing=Ease.LINEAR),
            ]
        if not copies:
            return [], None

        def landed() -> None:
            for key in copies:
                self.sprites.pop(key, None)

        return tweens, landed

    @staticmethod
    def _pile(view: TableView) -> tuple[tuple[float, float], int] | None:
        """Where the discard pile lies and how wide a card on it is; None for a table without one."""
        placed = view.placement("pile:discard")
        at = placed.pos if placed is not None else view.anchors.get("discard")
        zone = view.zone("discard")
        if at is None and zone is not None:
            x, y, w, h = zone.rect
            at = (x + w / 2, y + h / 2)
        if at is None:
            return None
        lying = next((p for p in view.placements if math.dist(p.pos, at) < 1), None)
        return at, lying.width if lying is not None else max((p.width for p in view.placements), default=80)

    @staticmethod
    def _thrown(view: TableView, events: tuple[Event, ...], was: dict[str, Lay], staged: set[str]) -> list[Thrown]:
        """The cards the move laid on the discard pile (and left there), in order, each with where it lay: a card seen
        there by its code, a card of a hidden hand as one of that hand's backs. Cards held staged sweep there instead.
        """
        # a card taken off the pile again is seen going where it went (a card shuffled into the deck and dealt
        # again is seen going to the pile, then dealt)
        taken = {c for e in events if e.src == "discard" for c in e.cards if c != HIDDEN}
        dealt_at = next((i for i, e in enumerate(events) if from_deck(e)), len(events))
        seen = {p.key for p in view.placements}
        backs: dict[str, list[str]] = {}
        out: list[Thrown] = []
        for i, e in enumerate(events):
            if e.dst != "discard" or not e.src or e.src.startswith(("deck", "discard")):
                continue
            for code in e.cards:
                if code in staged or code in taken:
                    continue
                lay = was.get(f"c:{code}") if code != HIDDEN else None
                if lay is None and e.src.startswith("hand:"):
                    # a back of that hand: one that has gone from the table first, the last of the hand first
                    seat = e.src.split(":", 1)[1]
                    if seat not in backs:
                        keys = [k for k in was if k.startswith(f"back:{seat}:")]
                        backs[seat] = sorted(keys, key=lambda k: (k not in seen, _index(k)))
                    lay = was[backs[seat].pop()] if backs[seat] else None
                if lay is None:
                    continue
                if e.face_up and code != HIDDEN:
                    out.append(Thrown(code, (lay[0], lay[1]), lay[2], True, i > dealt_at, lay[3]))
                else:  # discarded face down: it goes as a back, even the viewer's own (the next seat may be watching)
                    out.append(Thrown(HIDDEN, (lay[0], lay[1]), False, False, i > dealt_at, lay[3]))
        return out

    def _throw(
        self, view: TableView, thrown: list[Thrown], pile: tuple[float, float], width: int, held: str | None
    ) -> tuple[list[Tween], Callable[[], None]]:
        """Each card goes to the pile in turn, turning over on the way if it lies there otherwise than it lay; the card
        left on top of the pile goes itself, the ones under it as flying copies. Returns the tweens and what to call
        once they have played (the copies leave, the top card lies at its height again)."""
        gap = min(THROW_GAP, THROW_SPREAD / max(1, len(thrown) - 1))
        tweens: list[Tween] = []
        copies: list[str] = []
        raised: list[tuple[str, int]] = []
        for n, t in enumerate(thrown):
            delay = n * gap
            key = f"c:{t.code}"
            lying = view.placement(key) if t.code != HIDDEN and key != held else None
            sprite = self.sprites.get(key) if lying is not None and math.dist(lying.pos, pile) < 1 else None
            if sprite is not None and lying is not None:
                raised.append((key, lying.z))
            else:
                self._flying += 1
                key = f"{FLYING}{self._flying}:{t.code}"
                sprite = CardSprite(key, t.code, t.face_up, t.at[0], t.at[1], t.width or width)
                self.sprites[key] = sprite
                copies.append(key)
            sprite.x, sprite.y, sprite.z = t.at[0], t.at[1], FLYING_Z + n  # the later over the earlier
            if t.showed != t.face_up:
                sprite.prev_code, sprite.prev_face_up, sprite.flip = t.code if t.showed else HIDDEN, t.showed, 0.0
                tweens.append(Tween(key, "flip", 0.0, 1.0, FLIP, delay=delay, easing=Ease.LINEAR))
            else:
                sprite.flip = 1.0
            tweens += [Tween(key, "x", t.at[0], pile[0], SLIDE, delay), Tween(key, "y", t.at[1], pile[1], SLIDE, delay)]
        shown = self._views_shown()

        def landed() -> None:
            for key in copies:
                self.sprites.pop(key, None)
            if shown == self._views_shown():  # a newer view has laid the pile out anew
                for key, z in raised:
                    if key in self.sprites:
                        self.sprites[key].z = z

        return tweens, landed

    @staticmethod
    def _dealt(view: TableView, events: tuple[Event, ...]) -> list[str]:
        """The keys of the cards the move dealt from the deck that lie in a hand now, in the order dealt (a card to
        each hand in turn): the viewer's own by code, a hidden hand's as its last backs."""
        gone = discarded(events)
        used: set[str] = set()
        hands: list[list[str]] = []
        for e in events:
            if not from_deck(e):
                continue
            keys = [f"c:{c}" for c in e.cards if c != HIDDEN and c not in gone and view.placement(f"c:{c}") is not None]
            hidden = sum(c == HIDDEN for c in e.cards)
            seat = (e.dst or "").split(":", 1)[-1]
            backs = sorted((p.key for p in view.placements if p.key.startswith(f"back:{seat}:")), key=_index)
            backs = [k for k in backs if k not in used]
            keys += backs[len(backs) - hidden :] if hidden else []
            used.update(keys)
            hands.append(keys)
        return [k for turn in zip_longest(*hands) for k in turn if k is not None]

    def _deal(self, view: TableView, dealt: list[str], origin: tuple[float, float]) -> Step:
        """The dealt cards wait in the deck (under its top card, face down) until this step deals them one by one."""
        gap = min(DEAL_GAP, DEAL_SPREAD / max(1, len(dealt) - 1))
        tweens: list[Tween] = []
        for n, key in enumerate(dealt):
            p, sprite = view.placement(key), self.sprites[key]
            if p is None:
                continue
            delay = n * gap
            sprite.x, sprite.y, sprite.z = origin[0], origin[1], 0
            tweens += [
                Tween(key, "z", 0, p.z, 0.01, delay),  # it comes up off the deck as its turn comes
                Tween(key, "x", origin[0], p.pos[0], SLIDE, delay),
                Tween(key, "y", origin[1], p.pos[1], SLIDE, delay),
            ]
            if p.face_up:  # the viewer's own card turns up on its way to their hand
                sprite.prev_code, sprite.prev_face_up, sprite.flip = HIDDEN, False, 0.0
                tweens.append(Tween(key, "flip", 0.0, 1.0, FLIP, delay=delay, easing=Ease.LINEAR))
            else:
                sprite.flip = 1.0
        return Step(tuple(tweens), "deal")
