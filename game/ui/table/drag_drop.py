"""Input on the table: drag a card onto a zone, click-select then target, or use the keyboard.

Nothing here knows a rule. A drop is matched against the engine's legal
actions through the layout (``Layout.candidate``); an unmatched drop comes
back as a refusal carrying the candidate action, for which the scene asks
the engine why (``why_illegal``) and springs the card back. A card dropped
back where it lies is put back: no play was meant, so nothing is refused.
A press in the slit between two cards of a hand takes the nearer card; a
drag begun on no card and let go on a spot is told that nothing was taken,
and one begun on a card the player may not take is told why it stays.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...engine import Action
from .layout import ButtonSpec, Layout, Placement, TableView, zone_shape
from .sprites import CardSprite, drag_lift, hover_lift

#: A press that moves less than this many pixels is a click, not a drag.
CLICK_SLOP = 6
#: A press on nothing this close to a playable card's edge (a share of the card's width) takes that card: a hand laid
#: side by side leaves slits between its cards, and a drag begun in one picked up nothing and did nothing.
SLIT_REACH = 0.06
#: What a drag begun on no card and let go on a spot is told: it moved nothing, and nothing said why.
EMPTY_DRAG = "No card was picked up: press on the card itself, then drag it."
#: A card in hand is drawn above everything else on the table.
HELD_Z = 10_000


@dataclass(frozen=True)
class Play:
    """A legal action to take, and the play it declares when the drop said both (``Layout.declaration``)."""

    action: Action
    then: Action | None = None


@dataclass(frozen=True)
class Refuse:
    """A drop or click that matched no legal action: ask the engine why, spring ``key`` back."""

    key: str
    candidate: Action | None
    reason: str = ""


@dataclass(frozen=True)
class PutBack:
    """A card dropped where it already lies, meaning no play there: the player changed their mind; nothing to explain."""

    key: str


@dataclass(frozen=True)
class Choose:
    """A drop that stands for several legal plays the player picks between: ``question`` heads their buttons."""

    key: str
    question: str
    choices: tuple[ButtonSpec, ...]
    #: The play the drop meant where it landed, refused: its reason is told beside the question.
    refused: Action | None = None


#: Heads the offer of a play that spends more than the card dropped, where the play meant there was refused.
INSTEAD = "Play this instead?"


Result = Play | Refuse | PutBack | Choose


class DragDrop:
    """Drag, click and keyboard state for the viewer's cards."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.view = TableView()
        self.legal: list[Action] = []
        self.held: str | None = None
        self.origin: tuple[float, float] = (0.0, 0.0)
        self.grab: tuple[float, float] = (0.0, 0.0)
        self.press_pos: tuple[int, int] = (0, 0)
        #: Where the pointer was last seen while a card was held.
        self.pointer: tuple[int, int] = (0, 0)
        self.moved = False
        self.selected: str | None = None
        self.glow: set[str] = set()
        #: The lit spot the keys chose for the selected card (Tab steps through them); None: its first, see :meth:`aimed`.
        self.target: str | None = None
        #: A play that spends more than the card dropped, found under a refused drop: offered, never made unasked.
        self._instead: Action | None = None
        #: The playable card under the pointer, lifted a little so the player sees it can be taken.
        self.hovered: str | None = None
        #: The last press took no card: a drag from it onto a spot is told why nothing moved (:data:`EMPTY_DRAG`).
        self._pressed_nothing = False
        #: The card under that press, which the player may not take: a drag from it onto a spot is told why it stays.
        self._pressed_fixed: str | None = None

    def set_view(self, view: TableView, legal: list[Action]) -> str:
        """New position (a move landed, perhaps a computer's while a card is in hand): keep what still can be played.

        A card being dragged stays in hand if it can still be dragged and the
        viewer still has moves; its glowing spots are worked out afresh.
        Otherwise it is let go, and the reason comes back for the player.
        """
        self.view, self.legal = view, legal
        self._pressed_nothing, self._pressed_fixed = False, None  # a press before the table changed: not on this one
        if self.selected is not None and not self._draggable(self.selected):
            self.selected = None
        reason = ""
        if self.held is not None:
            if view.placement(self.held) is None:
                reason = "The table changed while you held that card: it is no longer there."
            elif not legal or not self._draggable(self.held):
                reason = "The table changed while you held that card: it cannot be played now."
            if reason:
                self.held, self.moved, self.selected = None, False, None
        self._update_glow()
        return reason

    # -- lookups ----------------------------------------------------------------------------------

    def _draggable(self, key: str) -> Placement | None:
        p = self.view.placement(key)
        return p if p is not None and p.draggable else None

    def sprite_at(self, pos: tuple[int, int], sprites: dict[str, CardSprite], draggable_only: bool = True) -> str | None:
        """The topmost sprite under ``pos``; of the playable ones (``draggable_only``), else the one whose slit
        ``pos`` is in (:meth:`_beside`)."""
        hits = [s for s in sprites.values() if s.rect().collidepoint(pos)]
        if draggable_only:
            playable = [s for s in hits if self._draggable(s.key)]
            if not playable and not hits:
                return self._beside(pos, [s.rect() for s in sprites.values()], sprites)
            hits = playable
        return max(hits, key=lambda s: s.z).key if hits else None

    def _beside(self, pos: tuple[int, int], rects: list[pygame.Rect], sprites: dict[str, CardSprite]) -> str | None:
        """The playable card nearest ``pos``, when ``pos`` lies on nothing (none of ``rects``, no lit spot) but within
        :data:`SLIT_REACH` of that card's edge: the slit between two cards of a hand laid side by side."""
        if any(r.collidepoint(pos) for r in rects) or any(
            z.id in self.glow and pygame.Rect(z.rect).collidepoint(pos) for z in self.view.zones
        ):
            return None  # a press on a lit spot means the spot (a click there plays the card picked)
        near: list[tuple[float, int, str]] = []
        for s in sprites.values():
            rect = s.rect().move(0, round(s.lift))  # where it rests: a lifted card's slit is where it lies
            reach = max(2, round(s.width * SLIT_REACH))
            if self._draggable(s.key) and rect.inflate(2 * reach, 2 * reach).collidepoint(pos):
                dx = max(rect.left - pos[0], 0, pos[0] - rect.right + 1)
                dy = max(rect.top - pos[1], 0, pos[1] - rect.bottom + 1)
                near.append((math.hypot(dx, dy), -s.z, s.key))
        return min(near)[2] if near else None

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        return next((z.id for z in self.view.zones if pygame.Rect(z.rect).collidepoint(pos)), None)

    def _drop_zone(self, key: str, pos: tuple[int, int]) -> str | None:
        """Where a card let go at ``pos`` lands: of the zones there (a wounded battler lies in its battler row), the
        first that takes it, else the first (whose refusal then explains the play meant there). A later zone whose
        play spends more cards than the one dropped is not fallen through to: it is offered (:attr:`_instead`), as a
        heart meant to heal and refused was cast as a summon with its pair, spending two cards unasked."""
        self._instead = None
        here = [z.id for z in self.view.zones if pygame.Rect(z.rect).collidepoint(pos)]
        placement = self.view.placement(key)
        if placement is None or not here:
            return None
        takes = [z for z in here if z in self.legal_zones(placement)]
        if not takes or takes[0] == here[0]:
            return next(iter(takes or here))
        later = self.layout.accepts(placement, takes[0], self.legal)
        if later is not None and len(later.cards) > len(placement.cards):
            self._instead = later
            return here[0]
        return takes[0]

    def legal_zones(self, placement: Placement) -> set[str]:
        """Zones where some legal action accepts this card: they glow."""
        return {
            z.id
            for z in self.view.zones
            if self.layout.accepts(placement, z.id, self.legal) is not None
            or self.layout.declaration(placement, z.id, self.legal) is not None
        }

    def _update_glow(self) -> None:
        key = self.held or self.selected
        p = self._draggable(key) if key else None
        self.glow = self.legal_zones(p) if p else set()
        if self.target not in self.glow:
            self.target = None

    def spots(self) -> list[str]:
        """The lit spots in reading order (top to bottom, then left to right): the order Tab steps through them."""
        rects = {z.id: z.rect for z in self.view.zones if z.id in self.glow}
        return sorted(rects, key=lambda z: (rects[z][1], rects[z][0]))

    def aimed(self) -> str | None:
        """Where Enter plays the selected card: the spot chosen with Tab, else the card's own spot if it is lit, else
        the first lit spot (None with no card selected, or none lit)."""
        if self.selected is None or self.held is not None:
            return None
        if self.target is not None:
            return self.target
        placement = self.view.placement(self.selected)
        own = placement.default_zone if placement else None
        spots = self.spots()
        return own if own in spots else next(iter(spots), None)

    def attempt(self, key: str, zone_id: str | None, *, let_go: tuple[int, int] | None = None) -> Result:
        """Play ``key`` onto ``zone_id`` if the engine allows it; else a refusal. A dragged card ``let_go`` back where it
        lies (over its own place, or over the zone it lies in) matching no play is put back."""
        placement = self.view.placement(key)
        if placement is None:
            return Refuse(key, None, "That card is no longer there.")
        home = let_go is not None and CardSprite.from_placement(placement).rect().collidepoint(let_go)
        if zone_id is None and home:
            return PutBack(key)
        if zone_id is None:
            if self.legal_zones(placement):
                return Refuse(key, None, "Drop it on a glowing spot.")
            # a card that can go nowhere (picked with the keys, or let go off every spot) hears the game's reason
            # for it on its own spot: "That card cannot be played now" left a standoff's 5♠ unexplained
            own = placement.default_zone or self._meant_zone(placement)
            if own is None:
                return Refuse(key, None, "That card cannot be played now.")
            return Refuse(key, self.layout.candidate(placement, own, self.legal))
        candidate = self.layout.candidate(placement, zone_id, self.legal)
        if candidate in self.legal:
            self.selected = None
            self._update_glow()
            question, choices = self.layout.variants(placement, candidate, self.legal)
            if len(choices) > 1:
                return Choose(key, question, choices)
            return Play(self.legal[self.legal.index(candidate)])
        declared = self.layout.declaration(placement, zone_id, self.legal)
        if declared is not None:
            self.selected = None
            self._update_glow()
            return Play(declared, then=candidate)
        if let_go is not None and (home or self._lies_in(placement, zone_id)):
            return PutBack(key)
        instead, self._instead = self._instead, None
        if instead is not None and instead in self.legal:
            label = instead.label or instead.kind.capitalize()
            return Choose(key, INSTEAD, (ButtonSpec(label, instead),), refused=candidate)
        return Refuse(key, candidate)

    def _meant_zone(self, placement: Placement) -> str | None:
        """The first spot on the table for the play this card means in this phase (:attr:`Placement.means`)."""
        if placement.means is None:
            return None
        return next((z.id for z in self.view.zones if placement.means in self.layout.zone_kinds.get(zone_shape(z.id), ())), None)

    def _lies_in(self, placement: Placement, zone_id: str) -> bool:
        """Whether the card rests inside ``zone_id`` (a hand card over its own hand)."""
        zone = next((z for z in self.view.zones if z.id == zone_id), None)
        return zone is not None and pygame.Rect(zone.rect).collidepoint(placement.pos)

    # -- mouse ------------------------------------------------------------------------------------

    def press(self, pos: tuple[int, int], sprites: dict[str, CardSprite]) -> None:
        key = self.sprite_at(pos, sprites)
        self.press_pos, self.pointer, self.moved = pos, pos, False
        self._pressed_nothing = key is None
        if key is None:
            self._pressed_fixed = self.sprite_at(pos, sprites, draggable_only=False)
            return
        sprite = sprites[key]
        self.held, self.origin, self.hovered = key, (sprite.x, sprite.y), None
        self.grab = (pos[0] - sprite.x, pos[1] - sprite.y)
        sprite.z = HELD_Z
        sprite.lift = drag_lift(sprite.width)
        self._update_glow()

    def motion(self, pos: tuple[int, int], sprites: dict[str, CardSprite]) -> None:
        if self.held is None or self.held not in sprites:
            return
        if abs(pos[0] - self.press_pos[0]) + abs(pos[1] - self.press_pos[1]) > CLICK_SLOP:
            self.moved = True
        self.pointer = pos
        if self.moved:
            sprite = sprites[self.held]
            sprite.x, sprite.y = pos[0] - self.grab[0], pos[1] - self.grab[1]

    def follow(self, sprites: dict[str, CardSprite]) -> None:
        """After the table is built again (a resize), a card being dragged goes back under the pointer, lifted: it
        jumped back to its place in the hand until the pointer moved again, the button still down."""
        if self.held is None or self.held not in sprites or not self.moved:
            return
        sprite = sprites[self.held]
        sprite.z, sprite.lift = HELD_Z, drag_lift(sprite.width)
        sprite.x, sprite.y = self.pointer[0] - self.grab[0], self.pointer[1] - self.grab[1]

    def release(self, pos: tuple[int, int], sprites: dict[str, CardSprite]) -> Result | None:
        """End a press: a drop, a click on a card (select or play), or a click on a zone with a selection."""
        key, self.held = self.held, None
        if key is not None and key in sprites:
            sprites[key].lift = 0.0  # set down: it lands, springs back or stays selected in the hand
        if key is not None and self.moved:
            self._update_glow()
            return self.attempt(key, self._drop_zone(key, pos), let_go=pos)
        if key is not None:
            target = self._selection_target(pos, key)
            if target is not None and self.selected is not None:
                return self.attempt(self.selected, target)
            placement = self.view.placement(key)
            if placement is not None and placement.click_plays:
                return self.attempt(key, placement.default_zone)
            self.selected = None if self.selected == key else key
            self._update_glow()
            return None
        zone = self.zone_at(pos)
        if zone is not None and self.selected is not None:
            return self.attempt(self.selected, zone)
        pressed_nothing, self._pressed_nothing = self._pressed_nothing, False
        fixed, self._pressed_fixed = self._pressed_fixed, None
        if not pressed_nothing or zone is None or not self._stroke(pos):
            return None
        placement = self.view.placement(fixed) if fixed is not None else None
        if placement is not None:  # a card was under the press: "No card was picked up" read as a missed press
            return Refuse(placement.key, None, self.layout.unmovable(placement, zone, self.legal))
        if self._takes_some_card(zone):
            return Refuse("", None, EMPTY_DRAG)  # no card to spring back: the words are all there is
        return None

    def _stroke(self, pos: tuple[int, int]) -> bool:
        """The pointer went further than a click's slop since the press: a drag was meant."""
        return abs(pos[0] - self.press_pos[0]) + abs(pos[1] - self.press_pos[1]) > CLICK_SLOP

    def _takes_some_card(self, zone_id: str) -> bool:
        """Whether some card the player may take now would be taken on ``zone_id``: the spot a drag was aimed at."""
        return any(zone_id in self.legal_zones(p) for p in self.view.placements if p.draggable)

    def _selection_target(self, pos: tuple[int, int], pressed: str) -> str | None:
        """The zone under a click that takes the selected card, when the click lands on another card lying in it (the
        battle pile's top card, an armor card): with a card chosen, a click on where it may go means there."""
        if self.selected is None or pressed == self.selected:
            return None
        placement = self._draggable(self.selected)
        zone = self.zone_at(pos)
        return zone if placement is not None and zone is not None and zone in self.legal_zones(placement) else None

    def hover(self, pos: tuple[int, int], sprites: dict[str, CardSprite]) -> bool:
        """Lift the playable card under the pointer a little and set down the one it left; True if either changed."""
        # Hit-test where the cards rest, not where a lift shows them, so a lifted card never slips from under the pointer.
        rests = [(s, s.rect().move(0, round(s.lift))) for s in sprites.values()]
        resting = [s for s, r in rests if self._draggable(s.key) and r.collidepoint(pos)]
        key = max(resting, key=lambda s: s.z).key if resting else self._beside(pos, [r for _, r in rests], sprites)
        return self._lift(key if self.held is None else None, sprites)

    def lift_picked(self, sprites: dict[str, CardSprite]) -> bool:
        """The card picked with the keys stands up out of the hand as a hovered one does (a thin ring alone was half
        hidden under the next card of an overlapping hand); True if a lift changed."""
        return self._lift(self.selected if self.held is None else None, sprites)

    def _lift(self, key: str | None, sprites: dict[str, CardSprite]) -> bool:
        """Lift ``key`` a little and set down the card lifted before; True if either changed."""
        if key == self.hovered:
            return False
        if self.hovered in sprites:
            sprites[self.hovered].lift = 0.0
        self.hovered = key
        if key is not None and key in sprites:
            sprites[key].lift = hover_lift(sprites[key].width)
        return True

    def tip_at(self, pos: tuple[int, int], sprites: dict[str, CardSprite]) -> str:
        """What a card or move under the pointer does (right-click or hover), else what the mark there means."""
        key = self.sprite_at(pos, sprites, draggable_only=False)
        if key is None:
            return next((m.tip for m in self.view.marks if m.tip and pygame.Rect(m.rect).collidepoint(pos)), "")
        s = sprites[key]
        return f"{s.title}: {s.tip}" if s.title and s.tip else s.tip or s.title

    # -- keyboard ---------------------------------------------------------------------------------

    def key(self, key: int, mod: int = 0) -> Result | None:
        """Arrows move the selection (the hand first, then the rows above it, each left to right), Tab steps through
        the spots that take it (Shift+Tab back), Enter plays it onto the spot aimed at (:meth:`aimed`), Esc cancels.
        """
        order = _reading_order([p for p in self.view.placements if p.draggable])
        if key == pygame.K_ESCAPE:
            self.selected = None
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and order:
            keys = [p.key for p in order]
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            if self.selected in keys:
                self.selected = keys[(keys.index(self.selected) + step) % len(keys)]
            else:
                self.selected = keys[0] if step > 0 else keys[-1]
            self.target = None
        elif key == pygame.K_TAB and self.selected is not None:
            spots, aimed = self.spots(), self.aimed()
            if spots:
                step = -1 if mod & pygame.KMOD_SHIFT else 1
                self.target = spots[(spots.index(aimed) + step) % len(spots)] if aimed in spots else spots[0]
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
            placement = self.view.placement(self.selected)
            zone = self.aimed() or (placement.default_zone if placement else None)
            self.target = None
            return self.attempt(self.selected, zone)
        self._update_glow()
        return None


def _reading_order(placements: list[Placement]) -> list[Placement]:
    """The player's cards as the arrows visit them: the row nearest the player (the hand, at the bottom) first, then
    the rows above it, each left to right; cards off the screen last. Stepping by x alone mixed a card on the table
    into the middle of the hand."""
    rows: list[list[Placement]] = []
    for p in sorted(placements, key=lambda p: -p.pos[1]):
        if rows and abs(rows[-1][0].pos[1] - p.pos[1]) < p.width * 0.7:
            rows[-1].append(p)
        else:
            rows.append([p])
    ordered = [p for row in rows for p in sorted(row, key=lambda p: p.pos[0])]
    return sorted(ordered, key=lambda p: p.pos[1] < 0)
