"""Pacing and presentation: a move becomes staged steps the animation queue plays at the chosen pace.

The table is always drawn from the viewer's latest observation; what the
presenter adds is *how it gets there*, so that every move can be followed:

1. **travel**: cards slide from where they were (or from the seat that
   played them) to where they land, and secrets turn over;
2. **pops**: the damage, hits and wounds the viewer may see rise where they happen;
3. **hold**: the move stays on screen with its caption long enough to read;
4. **sweep**: cards the move took off the table (a resolved exchange, a
   cleared attack, a battle set aside) were held face up in the ``stage``
   region, and now go where they went (the discard pile, a seat's hand).

Cards that stay on the table hold where they landed; only cards the move
also cleared are staged. A card the same move laid face up on the discard
pile joins them (a Clashing Blades reveal: both cards side by side, not one
in the middle and its answer small on the pile); the card on the pile waits,
parked, until its copy has swept onto it. Each new kind of step has its home
here, so the scene never builds tweens itself; the cards a move throws on the
discard pile or deals from the deck travel by :mod:`.pile_travel`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

import pygame

from ...engine import HIDDEN, Event
from .animation_queue import AnimationQueue, Ease, Step, Tween
from .crack import CRACK, CRACK_KEY, Crack
from .drag_drop import HELD_Z
from .layout import Layout, Mark, Placement, Rect, TableView
from .pile_travel import FLYING, THROW_GAP, THROW_SPREAD, Lay, PileTravel, discarded, drawn_openly, from_deck, last_places
from .pops import FLIP, SLIDE, Pop, event_step
from .sprite_motion import settle_tweens
from .sprites import CardSprite

#: Seconds (at Normal; the speed setting scales them) a move stays on screen with its caption, by kind.
#: Another seat's card, face up where it landed.
HOLD_PLAY = 1.4
#: The viewer's own card: they know what they played, the hold only lets it settle.
HOLD_OWN = 0.5
#: A simultaneous reveal, or a resolution whose cards leave the table: both sides and the result.
HOLD_RESOLVE = 2.0
#: A move that moves no card (a pass, a choice made in secret): its caption is read while the next seat thinks.
HOLD_QUIET = 0.0
#: Seconds a refused card shakes its head where it lies: short, the player is about to try again.
REFUSE_SHAKE = 0.35
#: Prefix of the keys of staged copies: cards a move took off the table, held in the stage before they go.
STAGED = "staged:"
#: Staged cards lie above everything on the table.
STAGED_Z = 5000


@dataclass(frozen=True)
class Move:
    """What the presenter needs to know of a move: the events the viewer saw and who made it.

    ``own`` is True for the viewer's own move; ``hand`` is the viewer's hand before it
    (cards leaving the viewer's own hand to be discarded are not staged).
    """

    events: tuple[Event, ...]
    seat: int | None
    own: bool
    caption: str
    hand: tuple[str, ...] = ()
    #: The move ended the game: its cards stay in the stage (over the result banner) instead of sweeping.
    final: bool = False
    #: The screen passes to another human after it: whoever made it sees what it did before the curtain falls.
    handing_over: bool = False


def taken_up(events: tuple[Event, ...]) -> bool:
    """Whether the move took cards off the table into a hand (a pile picked up), not drawn from the deck."""
    return any(e.dst and e.dst.startswith("hand") and e.src and not e.src.startswith(("hand", "deck")) for e in events)


def played_cards(events: tuple[Event, ...]) -> list[str]:
    """Cards the move showed the viewer: played from a hand onto the table, or turned over together (events as seen)."""
    out: list[str] = []
    for e in events:
        from_hand = bool(e.src and e.src.startswith("hand") and e.dst and not e.dst.startswith(("hand", "deck", "discard")))
        if from_hand or e.kind == "reveal":
            out += [c for c in e.cards if c != HIDDEN and c not in out]
    return out


#: The marks whose figures are counts: words ("deck 39", "4 in hand"), health trackers, and seat plates.
COUNTED = frozenset({"text", "health", "plate"})
_FIGURES = re.compile(r"\s*\d+")


def changed_counts(before: TableView, after: TableView) -> dict[tuple[str, Rect], str]:
    """The counts ``after`` changed where they stand, by kind and place: each one's words in ``before``. Only a
    mark in the same place, of the same kind, whose words differ in their figures alone ("deck 39" → "deck 38", and
    "battle pile" → "battle pile 1": an empty pile's label has none)."""
    was = {(m.kind, m.rect): m.text for m in before.marks if m.kind in COUNTED}
    out: dict[tuple[str, Rect], str] = {}
    for mark in after.marks:
        old = was.get((mark.kind, mark.rect))
        if old is not None and old != mark.text and _FIGURES.sub("", old) == _FIGURES.sub("", mark.text):
            out[(mark.kind, mark.rect)] = old
    return out


def _both(first: Callable[[], None] | None, then: Callable[[], None] | None) -> Callable[[], None] | None:
    """One call for two things to do once a step has played (either may be None)."""
    if first is None or then is None:
        return first or then

    def both() -> None:
        first()
        then()

    return both


def _lies_face_down(view: TableView, at: tuple[float, float]) -> bool:
    """Whether the card lying at ``at`` (the top of a pile) lies face down."""
    return any(math.dist(p.pos, at) < 1 and not p.face_up for p in view.placements)


def _labels(rect: Rect, view: TableView, piles: list[tuple[float, float]]) -> bool:
    """Whether the words in ``rect`` are those of a pile lying at one of ``piles``: straight over or under it, within a
    card's height (the pile's count changes as cards land on it, not as they are held). A pile the move left empty
    is found by its drop zone (a new hand's deal took the Clashing Blades discard pile into the deck)."""
    x, y, w, h = rect
    for at in piles:
        top = next((p.width for p in view.placements if math.dist(p.pos, at) < 1), None)
        zone = next(
            (z.rect for z in view.zones if math.dist((z.rect[0] + z.rect[2] / 2, z.rect[1] + z.rect[3] / 2), at) < 2), None
        )
        width = top if top is not None else zone[2] if zone is not None else None
        if width is not None and x <= at[0] <= x + w and abs(y + h / 2 - at[1]) <= width * 1.5:
            return True
    return False


def _places(step: Step) -> list[tuple[float, float]]:
    """Where the cards a step moves come from and go to."""
    xs = {t.key: t for t in step.tweens if t.prop == "x"}
    ys = [(xs[t.key], t) for t in step.tweens if t.prop == "y" and t.key in xs]
    return [(x.start, y.start) for x, y in ys] + [(x.end, y.end) for x, y in ys]


def _retold(before: TableView, after: TableView, kinds: frozenset[str]) -> dict[tuple[str, Rect], str]:
    """The marks of ``kinds`` whose words ``after`` changed where they stand, by kind and place: their words before."""
    was = {(m.kind, m.rect): m.text for m in before.marks if m.kind in kinds}
    return {(m.kind, m.rect): old for m in after.marks if (old := was.get((m.kind, m.rect))) is not None and old != m.text}


def _turn_down(copies: list[Staged]) -> None:
    """Staged copies about to land on a face-down pile: each shows its face until it turns over on arrival."""
    for copy in copies:
        sprite = copy.sprite
        sprite.prev_code, sprite.prev_face_up = sprite.code, True
        sprite.code, sprite.face_up, sprite.flip = HIDDEN, False, 0.0


@dataclass(frozen=True)
class Staged:
    """A copy of a card held in the stage: the sprite, its place there, and where it goes after the hold."""

    sprite: CardSprite
    at: tuple[float, float]
    to: tuple[float, float]
    #: The card itself lies on the discard pile: it is parked there until this copy sweeps onto it.
    piled: bool = False
    #: Where it was laid, had it stayed (a hidden hand's answer that ended the exchange): seen there before the stage.
    landing: tuple[float, float] | None = None
    #: How wide it lies until it is gathered, when a card lands first: as wide as the cards it lies among.
    lying: int = 0


class Presenter:
    """Owns the card sprites, the pops and the queue of steps that move them."""

    def __init__(self, layout: Layout, scale: float) -> None:
        self.layout = layout
        self.sprites: dict[str, CardSprite] = {}
        self.pops: dict[str, Pop] = {}
        #: Pieces breaking where they lay (a Suits Duel shield), drawn over the cards while they play.
        self.cracks: dict[str, Crack] = {}
        self.queue = AnimationQueue(self._set, scale)
        self._pop_count = 0
        self._staged = 0
        #: The order cards were laid on the table in (by code), kept so cards a move clears are held in that order.
        self._laid: dict[str, int] = {}
        self._laid_count = 0
        #: The caption of the last move staged; the table keeps showing it until the next one.
        self.caption = ""
        #: The game's last move staged cards, which stay in the stage for good (until a resize lays the table anew).
        self.ended_staged = False
        #: The cards the last change turned face up (a reveal, a card played from a hidden hand).
        self.turned_up: list[str] = []
        #: Cards lying on the discard pile while a staged copy of each is held: off the table until their sweep lands.
        self._parked: dict[str, CardSprite] = {}
        #: The cards they were laid on: shown on the pile while those are parked.
        self._buried: set[str] = set()
        #: The view as the painter draws it: the table's, less the edges of a pile whose only cards are held staged
        #: (they would show as a blank card where the pile was empty before the move).
        self.drawn: TableView = TableView()
        self._view: TableView = TableView()
        #: Piles the last move made thicker whose new top card is still on its way, by that card's key: each is drawn
        #: with its mark from before the move (None: no edges) until the card lands.
        self._grown: dict[str, Mark | None] = {}
        #: Counts the last move changed, by kind and place, with the words they keep until its cards land.
        self._counts: dict[tuple[str, Rect], str] = {}
        #: ...and the covers over a health tracker's pips as they stood, while its figure waits (None: as they stand).
        self._covers: tuple[Mark, ...] | None = None
        #: Views shown so far: a sweep that lands after a newer view came leaves that view's parked cards alone.
        self._shown = 0
        #: Cards seen on their way to the discard pile and dealt from the deck.
        self._piles = PileTravel(self.sprites, lambda: self._shown)
        #: The top of the play region: pops rise no higher (over it lie the bar and the move's caption).
        self._ceiling = 0.0
        self._unit = 1.0

    def last_play(self) -> list[CardSprite]:
        """The game's last move's cards, held in the stage on the final table (none before, or after a resize)."""
        return [s for k, s in self.sprites.items() if k.startswith(STAGED)] if self.ended_staged else []

    def _set(self, key: str, prop: str, value: float) -> None:
        """The animation queue's setter: move a sprite or a pop."""
        target: Any = self.sprites.get(key) or self.pops.get(key) or self.cracks.get(key)
        if target is not None:
            setattr(target, prop, value)

    def show(
        self,
        view: TableView,
        origin: tuple[float, float],
        animate: bool,
        events: list[Event] | None = None,
        held: str | None = None,
        move: Move | None = None,
        stage: Rect | None = None,
        ceiling: float = 0.0,
        unit: float = 1.0,
    ) -> None:
        """Bring the sprites to ``view``; with ``animate``, queue the steps that get them there and hold the move.

        ``held`` is the card under the player's pointer: it stays there, on top. ``move`` says who
        made the change and how to caption it; ``stage`` is where cleared cards are held face up;
        ``ceiling`` is the top of the play region, which no pop rises above; ``unit`` the table's scale, which pops
        grow with.
        """
        tweens: list[Tween] = []
        self._ceiling, self._unit = ceiling, unit
        previous = self._view
        self._grown, self._counts, self._covers = {}, {}, None  # this view's piles and counts are its own
        self._unpark()
        self._view = view
        self._shown += 1
        seen = {p.key for p in view.placements}
        copies = (STAGED, FLYING)
        # a card shuffled back into the deck and dealt again left the table where it lay: a new one is dealt
        redealt = {f"c:{c}" for e in move.events if from_deck(e) for c in e.cards} if animate and move else set()
        vanished = {k: s for k, s in self.sprites.items() if (k not in seen or k in redealt) and not k.startswith(copies)}
        gone = dict(vanished)  # (cards that turn up anew take theirs out of ``vanished``)
        #: Where each card lay before this change, and whether its face showed there.
        was: dict[str, Lay] = {
            k: (s.x, s.y, s.shows_face(), s.width) for k, s in self.sprites.items() if not k.startswith(copies)
        }
        for key in [k for k in self.sprites if k.startswith(copies) or k in redealt]:
            del self.sprites[key]
        staged: list[Staged] = []
        buried: set[str] = set()
        if move is not None:  # when each card was laid on the table, for the stage's order
            for e in move.events:
                if e.dst and not e.dst.startswith(("hand", "deck", "discard")):
                    for c in e.cards:  # laid again after a reshuffle: its latest laying counts
                        self._laid[c] = self._laid_count
                        self._laid_count += 1
        if animate and move is not None and stage is not None:
            buried = self._under_the_pile(view, move, vanished)
            staged = self._stage(view, move, stage, {k: s for k, s in vanished.items() if k not in buried}, previous)
        if not any(copy.piled for copy in staged):
            # no copy held in the middle waits to sweep onto them: they lie under the new top until the next view,
            # seen while it travels there (a blank card showed on the pile meanwhile), never over it nor picked
            for key in buried:
                self.sprites[key].z -= 1
        broken = self._broken(events or [], vanished) if animate else {}
        #: Cards that take a broken piece's place: they wait where it lay, face down, while it cracks.
        waiting: list[Tween] = []
        for p in view.placements:
            sprite = self.sprites.get(p.key)
            if sprite is None:
                sprite = CardSprite.from_placement(p)
                self.sprites[p.key] = sprite
                if p.key == held:
                    sprite.z = HELD_Z
                    continue
                source_key = next((k for k in p.source if k in vanished), None)
                source = vanished.pop(source_key) if source_key is not None else None
                if source_key in broken and source is not None:
                    waiting += [Tween(p.key, "x", source.x, source.x, CRACK), Tween(p.key, "y", source.y, source.y, CRACK)]
                if animate and source is not None:
                    # the same card seen anew (a secret move revealed, a card played from a hidden hand)
                    sprite.prev_code, sprite.prev_face_up = source.code, source.face_up
                    if source.face_up != p.face_up:
                        sprite.flip = 0.0
                        tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
                    start = (source.x, source.y)
                elif animate and p.source and p.face_up:
                    # it had no sprite yet (chosen and revealed in one go): turn it over where it lies
                    sprite.prev_code, sprite.prev_face_up, sprite.flip = HIDDEN, False, 0.0
                    tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
                    continue
                else:
                    start = origin
                if animate:
                    tweens += [Tween(p.key, "x", start[0], p.pos[0], SLIDE), Tween(p.key, "y", start[1], p.pos[1], SLIDE)]
                continue
            before = (sprite.x, sprite.y, sprite.shown_code())
            sprite.prev_code, sprite.prev_face_up = sprite.code, sprite.face_up
            sprite.settle(p)
            if p.key == held:
                sprite.z, sprite.flip = HELD_Z, 1.0  # it stays under the pointer, on top
                continue
            tweens += settle_tweens(sprite, p, before, animate)
        for key in [k for k in self.sprites if k not in seen and k not in buried]:
            del self.sprites[key]
        self._buried = buried  # the old top of the pile shows until the cards held staged sweep onto it
        swept = [copy for copy in staged if not move.final] if move is not None else []
        parked = self._park(view, staged, {p.key for p in view.placements if p.key not in was}, swept)
        self.drawn = self._without_empty_piles(view, buried) if parked else view
        tweens = [t for t in tweens if t.key not in parked]
        landing = any(copy.landing for copy in staged)  # the others wait where they lay until it has been seen
        for copy in staged:
            self.sprites[copy.sprite.key] = copy.sprite
            if copy.landing or not landing:
                tweens += self._travel(copy, copy.landing)
        self.ended_staged = bool(staged) and move is not None and move.final
        self.turned_up = [self.sprites[t.key].code for t in tweens if t.prop == "flip" and self.sprites[t.key].face_up]
        landed: Callable[[], None] | None = None
        later: list[Step] = []
        #: Counts that wait for the sweep: those of the piles the held cards go to.
        sweep_counts: dict[tuple[str, Rect], str] = {}
        #: Words that wait for the move's cards to be seen landing (a threat bar): its outcome is told after them.
        told: dict[tuple[str, Rect], str] = {}
        if animate and move is not None:
            codes = {copy.sprite.code for copy in staged}
            tweens, landed, later = self._piles.to_and_from_the_piles(view, move.events, origin, was, tweens, codes, held)
            after = SLIDE if tweens else 0.0  # the draw follows the play
            drawn, drawn_landed = self._piles.drawn_in_the_open(view, previous, move.events, gone, after, self._ceiling)
            tweens, landed = tweens + drawn, _both(landed, drawn_landed)
            landed, later = self._grow_piles_on_landing(previous, tweens, landed, later)
            counts = changed_counts(previous, self._view) if tweens or swept or later else {}
            # the piles the held cards go to, and those the steps after them take cards from or to (the old hands
            # thrown on the pile, the new one dealt): their counts change once the last of those cards has landed
            piles = [copy.to for copy in swept] + [at for step in later for at in _places(step)]
            sweep_counts = {place: old for place, old in counts.items() if _labels(place[1], view, piles)}
            told = _retold(previous, view, self.layout.told_after_landing)
            now = {place: old for place, old in counts.items() if place not in sweep_counts and place not in told}
            landed = self._count_on_landing(previous, now if tweens else {}, landed)
        if broken:
            self._crack(broken, waiting)
        if animate and tweens:
            label = "+".join(e.kind for e in events or []) or "move"
            self.queue.push(Step(tuple(tweens), label, done=landed))
        if animate and move is not None and landing:
            self._gather(staged, move.caption)
        if told:  # the outcome is told as it pops up: the bar said "Nobody is threatened" over the answer still landing
            self.queue.push(Step((), "told", done=self._count_on_landing(previous, told, None)))
        for event in events or [] if animate else []:
            self._queue_event(view, event)
        # the piles' counts wait for the last step after the sweep that lands cards on them or deals from them, else
        # for the sweep
        last = max(
            (n for n, step in enumerate(later) if any(_labels(p[1], view, _places(step)) for p in sweep_counts)), default=None
        )
        if last is not None:
            later[last] = replace(later[last], done=self._count_on_landing(previous, sweep_counts, later[last].done))
        if move is not None and animate:
            self._hold(move, view, bool(staged))
            if swept:
                keys = [copy.sprite.key for copy in swept]
                # they leave together and land one after another, each seen landing (together in a third of a second,
                # four cards were gone before they could be followed), turning to lie as the cards where they land do
                # (face down on a closed pile)
                gap = min(THROW_GAP, THROW_SPREAD / max(1, len(swept) - 1))
                down = [copy for copy in swept if _lies_face_down(view, copy.to)]
                if down:
                    self.queue.push(Step((), "turn", done=lambda: _turn_down(down)))
                sweep = tuple(t for n, copy in enumerate(swept) for t in self._sweep(copy, n * gap, copy in down))
                shown = self._shown
                dropped: Callable[[], None] = partial(self._drop, keys, shown)
                if last is None:
                    dropped = self._count_on_landing(previous, sweep_counts, dropped) or dropped
                self.queue.push(Step(sweep, "sweep", done=dropped))
        for step in later:
            self.queue.push(step)
        if move is not None and move.caption:
            self.caption = move.caption

    def _stage(
        self, view: TableView, move: Move, stage: Rect, vanished: dict[str, CardSprite], previous: TableView
    ) -> list[Staged]:
        """Copies, for the stage, of the cards this move showed or resolved that no longer lie face up on the table.

        Each copy starts where its card was (or at the seat that played it) and ends, after the hold,
        where the card went: the discard pile, a seat's hand, the deck. A card from a hidden hand laid where the
        table before the move names the next card's place (an anchor named after the zone) lands there first.
        """
        laid = {c: e.dst for e in move.events if e.src and e.src.startswith("hand") and e.dst for c in e.cards}
        # the viewer's hand shows its cards face up too: a card counts as on the table once it has left that hand
        left_hand = {c for e in move.events if e.src and e.src.startswith("hand") for c in e.cards}
        held = set(move.hand) - left_hand
        dealt = {c for e in move.events if from_deck(e) for c in e.cards}  # in a new hand, not left on the table
        on_table = {p.code for p in view.placements if p.face_up and p.code not in held and p.code not in dealt}
        piled = discarded(move.events) & on_table
        # a card that lay on the discard pile was not cleared by this move (a reshuffle took the pile into the deck)
        pile = next((pygame.Rect(z.rect) for z in view.zones if z.id == "discard"), None)
        drawn = drawn_openly(move.events, previous, vanished)  # it goes straight to its hand, not with the cleared
        cleared = [
            s.code
            for s in sorted(vanished.values(), key=lambda s: self._laid.get(s.code, self._laid_count))
            if s.face_up
            and s.code != HIDDEN
            and s.code not in move.hand
            and s.code not in drawn
            and not (pile is not None and pile.collidepoint(s.x, s.y))
        ]
        # in the order they were laid, then this move's own: the stage read A♣ K♠ 8♠ 9♣ for a Mortal Swords attack
        # played 8♠ 9♣ K♠ A♣ (a line is laid out by seat, not by turn)
        shown = [c for c in dict.fromkeys([*cleared, *played_cards(move.events)]) if ":" not in c]
        codes = [c for c in shown if c not in on_table or c in piled]
        if all(c in piled for c in codes):  # a card that only went onto the pile is seen landing there
            return []
        lying = {p.code: self.sprites.get(p.key) for p in view.placements if p.code in piled}
        width = max((p.width for p in view.placements), default=80)
        x, y, w, h = stage
        width = int(min(width, h / 1.5, w / (len(codes) * 1.08)))
        gap = width * 1.08
        left = x + w / 2 - gap * (len(codes) - 1) / 2
        out: list[Staged] = []
        for n, code in enumerate(codes):
            self._staged += 1
            was = lying.get(code) or next((s for s in vanished.values() if s.code == code), None)
            event = next((e for e in move.events if code in e.cards), None)  # who showed it
            went = next((e for e in reversed(move.events) if code in e.cards), None)  # where it went last
            seat_at = view.anchors.get(f"seat:{event.seat}") if event is not None and event.seat is not None else None
            start = (was.x, was.y) if was is not None else seat_at or (x + w / 2, y + h / 2)
            # at the stage's size from its first frame: kept under the caption strip (at 960x600 a Clashing Blades
            # foe's card, drawn that big by its small backs at the top, covered the caption's second line)
            start = (start[0], max(start[1], self._ceiling + width * 0.7))
            at = (left + n * gap, y + h / 2)
            sprite = CardSprite.from_placement(
                Placement(f"{STAGED}{self._staged}:{code}", code, start, True, width=width, z=STAGED_Z + n)
            )
            if was is not None and was.shows_face():
                sprite.prev_code, sprite.prev_face_up, sprite.flip = was.code, True, 1.0
            else:  # it was face down where it lay, or came from a hidden hand: it turns over on the way
                sprite.prev_code, sprite.prev_face_up, sprite.flip = HIDDEN, False, 0.0
            landing = previous.anchors.get(laid.get(code, "")) if was is None else None
            # landed, it lies at the size of the cleared card nearest it (a card of its line): at the stage's size its
            # top stood over the line's box (Clashing Blades, 960x600)
            near = [s for s in vanished.values() if s.code in cleared] if landing else []
            among = min(near, key=lambda s: math.dist((s.x, s.y), landing or at), default=was)
            lies = among.width if among is not None else width
            out.append(Staged(sprite, at, self._destination(view, went, *at), code in piled, landing, lies))
        return out

    @staticmethod
    def _under_the_pile(view: TableView, move: Move, vanished: dict[str, CardSprite]) -> set[str]:
        """The keys of the cards that lay on top of a discard pile and are now under one this move laid there:
        buried, not cleared. Any discard pile: a Clashing Blades event card turned over onto the last one was held in
        the middle, an earlier hand's card beside this exchange's, as if the move had cleared it."""
        piled = {c for c, dst in last_places(move.events).items() if dst.endswith("discard")}
        tops = [p.pos for p in view.placements if p.face_up and p.code in piled]
        return {k for k, s in vanished.items() if any(math.dist((s.x, s.y), top) < 1 for top in tops)}

    def _park(self, view: TableView, staged: list[Staged], new: set[str], swept: list[Staged]) -> set[str]:
        """Take off the table, until their sweep lands, the cards on the discard pile whose copies are held staged, and
        the ``new`` top of a pile they start (a back flew from the deck onto the empty discard pile while the attack's
        cards were still held on the line); the keys parked."""
        codes = {copy.sprite.code for copy in staged if copy.piled}
        keys = {p.key for p in view.placements if p.face_up and p.code in codes}
        keys |= {p.key for p in view.placements if p.key in new and any(math.dist(p.pos, c.to) < 1 for c in swept)}
        for key in keys & self.sprites.keys():
            sprite = self.sprites.pop(key)
            placement = view.placement(key)
            if placement is not None:
                sprite.x, sprite.y = placement.pos
            sprite.flip = 1.0
            self._parked[key] = sprite
        return keys

    def _without_empty_piles(self, view: TableView, buried: set[str]) -> TableView:
        """``view`` without the edges of each pile whose top is parked with no card buried under it."""
        under = [(s.x, s.y) for k, s in self.sprites.items() if k in buried]
        empty = [(p.x, p.y) for p in self._parked.values() if not any(math.dist((p.x, p.y), u) < 1 for u in under)]

        def centre(rect: Rect) -> tuple[float, float]:
            return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2

        marks = [m for m in view.marks if m.kind != "pile" or all(math.dist(centre(m.rect), e) > 2 for e in empty)]
        return replace(view, marks=tuple(marks)) if len(marks) < len(view.marks) else view

    def _grow_piles_on_landing(
        self, previous: TableView, tweens: list[Tween], landed: Callable[[], None] | None, later: list[Step]
    ) -> tuple[Callable[[], None] | None, list[Step]]:
        """A pile the move made thicker keeps its old edges until the card that tops it now lands there: drawn at once,
        the edges of seven cards stood on an empty discard pile as a blank card while the top slid in from the spell
        stack. ``landed`` and ``later`` come back with the step that lands each such card calling for its pile."""
        grown = self._grown_piles(previous, self._view)
        if not grown:
            return landed, later
        shown = self._shown

        def arrive(tops: set[str], then: Callable[[], None] | None) -> Callable[[], None]:
            def arrived() -> None:
                if then is not None:
                    then()
                if shown == self._shown:  # a newer view has its own piles
                    self._grown = {top: mark for top, mark in self._grown.items() if top not in tops}
                    if not self._grown and not self._parked:
                        self._bury()
                    self._draw_piles()

            return arrived

        moving = {t.key for t in tweens}
        first = {top for top in grown if top in moving}
        steps: list[Step] = []
        for step in later:
            tops = {top for top in grown if top in {t.key for t in step.tweens}} - first
            steps.append(replace(step, done=arrive(tops, step.done)) if tops else step)
            first |= tops
        self._grown = {top: mark for top, mark in grown.items() if top in first}  # a top that moves no more is there
        self._draw_piles()
        now = self._grown.keys() & moving
        return (arrive(now, landed) if now else landed), steps

    def _grown_piles(self, previous: TableView, view: TableView) -> dict[str, Mark | None]:
        """Each pile of ``view`` thicker than it was in ``previous``, by the key of its top card: its mark as it was
        (None: it had none)."""

        def centre(rect: Rect) -> tuple[float, float]:
            return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2

        def count(mark: Mark | None) -> int:
            return int(mark.text) if mark is not None and mark.text.isdigit() else 0

        out: dict[str, Mark | None] = {}
        for mark in view.marks:
            if mark.kind != "pile":
                continue
            at = centre(mark.rect)
            was = next((m for m in previous.marks if m.kind == "pile" and math.dist(centre(m.rect), at) <= 2), None)
            tops = [p for p in view.placements if math.dist(p.pos, at) <= 2]
            if count(mark) > count(was) and tops:
                out[max(tops, key=lambda p: p.z).key] = was
        return out

    def _count_on_landing(
        self, previous: TableView, counts: dict[tuple[str, Rect], str], landed: Callable[[], None] | None
    ) -> Callable[[], None] | None:
        """``counts`` the move changed (a deck's, a hand's, health) keep their old figures until its cards land: drawn
        at once, "discard 3" read 4 while the card was still on its way, a second ahead of what the player watched.
        ``landed`` comes back calling for them too."""
        if not counts:
            return landed
        self._counts = {**self._counts, **counts}
        if any(kind == "health" for kind, _ in counts):  # the pips' covers go with the figure
            self._covers = tuple(m for m in previous.marks if m.kind == "cover")
        self._draw_piles()
        shown = self._shown

        def arrived() -> None:
            if landed is not None:
                landed()
            if shown == self._shown:  # a newer view has its own counts
                self._counts = {place: old for place, old in self._counts.items() if place not in counts}
                if not any(kind == "health" for kind, _ in self._counts):
                    self._covers = None
                self._draw_piles()

        return arrived

    def _draw_piles(self) -> None:
        """``drawn``: the view, with each pile still waiting for its top card as it was before the move, and each
        count still waiting for the move's cards with its old figure."""
        base = self._without_empty_piles(self._view, self._buried) if self._parked else self._view
        if not self._grown and not self._counts and self._covers is None:
            self.drawn = base
            return
        waiting = {rect for top in self._grown if (rect := self._top_rect(top)) is not None}
        kept = [m for m in base.marks if not (m.kind == "pile" and m.rect in waiting)]
        kept += [old for old in self._grown.values() if old is not None]
        told = [replace(m, text=self._counts[(m.kind, m.rect)]) if (m.kind, m.rect) in self._counts else m for m in kept]
        if self._covers is not None:  # health trackers' covers as they were, where the first one (or the figure) lies
            at = next((n for n, m in enumerate(told) if m.kind in ("cover", "health")), len(told))
            told = [m for m in told[:at] if m.kind != "cover"] + list(self._covers) + [m for m in told[at:] if m.kind != "cover"]
        self.drawn = replace(base, marks=tuple(told))

    def _top_rect(self, key: str) -> Rect | None:
        """The rectangle of the pile mark under the card ``key`` (None when none lies under it)."""
        placement = self._view.placement(key)
        if placement is None:
            return None
        for mark in self._view.marks:
            x, y, w, h = mark.rect
            if mark.kind == "pile" and math.dist((x + w / 2, y + h / 2), placement.pos) <= 2:
                return mark.rect
        return None

    def _unpark(self, keep_buried: bool = False) -> None:
        """Parked cards lie on the pile again, over the cards they buried; those go too, unless ``keep_buried``: a pile
        still waits for its new top, which a later step brings (a study's cards are thrown there after the deal)."""
        self.sprites.update(self._parked)
        self._parked.clear()
        if not keep_buried:
            self._bury()
        self._draw_piles()

    def _bury(self) -> None:
        """The cards a pile's new top covers leave the table (the new top lies over where they were)."""
        for key in self._buried:
            self.sprites.pop(key, None)
        self._buried = set()

    @staticmethod
    def _destination(view: TableView, event: Event | None, x: float, y: float) -> tuple[float, float]:
        """Where a staged card goes after its hold: a seat's hand, else the discard pile or the deck."""
        dst = event.dst if event is not None else None
        if dst and dst.startswith("hand:"):
            seat_at = view.anchors.get("seat:" + dst.split(":", 1)[1])
            if seat_at is not None:
                return seat_at
        pile = view.placement("pile:discard")
        if pile is not None:
            return pile.pos
        return view.anchors.get("discard") or view.anchors.get("deck") or (x, y)

    def _gather(self, staged: list[Staged], caption: str) -> None:
        """A card that landed where it was laid is held there, with the rest of the table as it stood, long enough to
        be read; then all the cleared cards gather in the stage. Played and cleared in one move, the computer's last
        answer was only ever seen in the stage, over the viewer's own line."""
        held = [(copy.sprite, copy.sprite.width) for copy in staged]
        for copy in staged:  # each lies as the cards of its line do until it leaves it
            copy.sprite.width = copy.lying

        def gathering() -> None:
            for sprite, width in held:
                sprite.width = width

        self.queue.push(Step((), "landed", hold=HOLD_PLAY, caption=caption, done=gathering))
        tweens = [t for copy in staged for t in self._travel(copy, start=copy.landing)]
        self.queue.push(Step(tuple(tweens), "gather"))

    @staticmethod
    def _travel(staged: Staged, to: tuple[float, float] | None = None, start: tuple[float, float] | None = None) -> list[Tween]:
        """A staged copy slides into the stage (or ``to``) and, if it came face down, turns over on the way."""
        sprite, (sx, sy) = staged.sprite, to or staged.at
        x, y = start or (sprite.x, sprite.y)
        tweens = [Tween(sprite.key, "x", x, sx, SLIDE), Tween(sprite.key, "y", y, sy, SLIDE)]
        if sprite.flip < 1.0 and start is None:
            tweens.append(Tween(sprite.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
        return tweens

    @staticmethod
    def _sweep(staged: Staged, later: float = 0.0, turn: bool = False) -> list[Tween]:
        """After its hold, a staged copy goes where its card went, arriving ``later`` than it would alone (so cards
        that leave together land one after another); one that ``turn``s goes over as it arrives."""
        key, (sx, sy), (tx, ty) = staged.sprite.key, staged.at, staged.to
        slide = SLIDE + later
        tweens = [
            Tween(key, "x", sx, tx, slide, easing=Ease.IN_OUT),
            Tween(key, "y", sy, ty, slide, easing=Ease.IN_OUT),
        ]
        if turn:
            tweens.append(Tween(key, "flip", 0.0, 1.0, FLIP, slide - FLIP / 2, easing=Ease.LINEAR))
        return tweens

    def _broken(self, events: list[Event], vanished: dict[str, CardSprite]) -> dict[str, tuple[int, int, int, int]]:
        """The pieces these events broke that left the table, by key, with the rectangle each lay in."""
        out: dict[str, tuple[int, int, int, int]] = {}
        for event in events:
            for key in self.layout.crack_keys(event):
                sprite = vanished.get(key)
                if sprite is not None:
                    r = sprite.rect()
                    out[key] = (r.x, r.y, r.w, r.h)
        return out

    def _crack(self, broken: dict[str, tuple[int, int, int, int]], waiting: list[Tween]) -> None:
        """The beat before the move goes on: each broken piece cracks where it lay, then it is gone."""
        tweens = list(waiting)
        for n, rect in enumerate(broken.values()):
            key = f"{CRACK_KEY}{len(self.cracks) + 1}"
            self.cracks[key] = Crack(rect, seed=len(self.cracks) * 7 + n)
            tweens.append(Tween(key, "progress", 0.0, 1.0, CRACK, easing=Ease.LINEAR))
        self.queue.push(Step(tuple(tweens), "crack"))

    def draw_cracks(self, target: pygame.Surface) -> list[pygame.Rect]:
        """The cracks playing now, over the cards; the rectangles they touched."""
        return [r for c in self.cracks.values() if (r := c.draw(target)) is not None]

    def _hold(self, move: Move, view: TableView, resolved: bool) -> None:
        """Keep the move on screen with its caption: longer for another seat's card and for a resolution."""
        if any(e.kind == "reveal" for e in move.events):
            hold = HOLD_RESOLVE
        elif resolved:
            hold = HOLD_RESOLVE if self.layout.cleared_hold is None else self.layout.cleared_hold
        elif played_cards(move.events) or taken_up(move.events):
            # a pick-up (El Royale's concede) moved no card of the seat's own, but is a move to follow: it passed in a
            # second, among the passes around it
            hold = HOLD_OWN if move.own else HOLD_PLAY
        else:
            hold = HOLD_QUIET
        if move.handing_over:  # the curtain comes next: a Clashing Blades decline's damage was gone in half a second
            hold = max(hold, HOLD_PLAY)
        if hold > 0:
            self.queue.push(Step((), "hold", hold=hold, caption=move.caption))

    def _queue_event(self, view: TableView, event: Event) -> None:
        """A pop and a shake for an event worth showing (a hit, damage…), in order."""
        key = f"pop:{self._pop_count + 1}"
        step = event_step(self.layout, view, self.sprites, self.pops, event, key, self._ceiling, self._unit)
        if step is not None:
            self._pop_count += 1
            self.queue.push(step)

    def spring_back(self, key: str, pos: tuple[float, float], refused: bool = False) -> None:
        """A card let go where it plays nothing slides back to where it lies; a ``refused`` one then shakes its head,
        there where the player is looking (the reason is told in the side column, away from the card)."""
        sprite = self.sprites.get(key)
        if sprite is None:
            return
        if (sprite.x, sprite.y) != pos:
            tweens = (
                Tween(key, "x", sprite.x, pos[0], SLIDE, easing=Ease.BACK),
                Tween(key, "y", sprite.y, pos[1], SLIDE, easing=Ease.BACK),
            )
            self.queue.push(Step(tweens, "spring-back"))
        if refused:
            self.queue.push(Step((Tween(key, "shake", 0.0, 6.0, REFUSE_SHAKE, shake=True),), "refused"))

    def _drop(self, keys: list[str], shown: int) -> None:
        """Staged copies that have gone where their cards went leave the table; the cards they stood for lie there
        (unless a newer view has come since: it put them back when it came, and parks its own)."""
        for key in keys:
            self.sprites.pop(key, None)
        if shown == self._shown:
            self._unpark(keep_buried=bool(self._grown))

    def at_rest(self) -> None:
        """The queue has played out: the pops have faded and the cracks are done (staged copies left with their sweep,
        or stay on the final table)."""
        self.pops.clear()
        self.cracks.clear()
