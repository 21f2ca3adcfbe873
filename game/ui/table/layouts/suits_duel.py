"""Suits Duel on the table: shields and battlers for each side, hands, the deck, the discard pile and the spell stack.

The viewer sits at the bottom. Each side shows its three shield slots
(face down until broken) on the left of its battler row; a wound card sits
tucked under its battler. Spells are cast by dragging: a card onto one's
own battler row summons it (with its twin), onto an enemy battler attacks,
onto one's own wound card heals, onto the discard pile studies (jokers) or
discards at the hand limit, and onto the spell in the middle counters it
(with the two lowest cards of its suit). Every choice is also a button. A card
that fits no spell there hears why in the words of the play it was dropped for:
on one's own unwounded battler, that it has no wound; on a shield, that shields
are never played onto.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ....engine import Action, Event, Observation, card
from ..layout import (
    GLOW_MARGIN,
    ButtonSpec,
    DropZone,
    Frame,
    Layout,
    Mark,
    Placement,
    Rect,
    Regions,
    TableView,
    card_height,
    default_regions,
    hand_width,
    hidden_hand,
    pile_mark,
    pile_room,
    seat_word,
    shifted,
)
from ..pops import SIZE as POP_SIZE
from ..seat_names import bare_name
from ..text_fit import fit, width_of

#: How far a wound card peeks out from under its battler, as a share of the card height.
TUCK = 0.28
#: How far it peeks out on the battler's left, as a share of the card width: enough to show its corner's rank and
#: suit upright on either side of the table (a strip along the top or bottom edge showed a cut rank at 960x600, or
#: the upside-down one of the bottom corner).
WOUND_ASIDE = 0.3

#: The word that rises for each event of the duel.
_POP_WORDS = {
    "wound": "Wounded!",
    "killed": "Killed!",
    "shield-broken": "Shield broken!",
    "countered": "Countered!",
    "healed": "Healed",
    "summoned": "Summoned",
}
#: The menu the counters wait in, behind the pass: its button opens it, and only a second press spends three cards.
COUNTER_MENU = "Counter"
_KIND_NAMES = {"summon": "Summon", "attack": "Attack", "heal": "Heal", "study": "Study", "counter": "Counter"}


def _short(code: str) -> str:
    return card(code).short


def _wound_tip(battler: str, wound: str, mine: bool) -> str:
    """What a wound card is for: its rank, not its battler's, is what a heal or a second attack must come near."""
    if mine:
        suit = card(battler).suit
        return f"under your {_short(battler)}; heal it with a {suit.symbol + ' ' if suit else ''}card within 1 of it"
    return f"under {_short(battler)}; an attack within 2 of it kills {_short(battler)}"


@dataclass(frozen=True)
class _Geometry:
    """Card sizes and rows in the play region's own coordinates."""

    hand_w: int
    small_w: int
    battler_w: int
    their_hand: float
    their_row: float
    mid: float
    my_row: float
    my_hand: float
    hand_right: float
    battlers: tuple[float, float]
    stage: tuple[int, int, int, int]


def _geometry(size: tuple[int, int], f: Frame) -> _Geometry:
    """Top to bottom: the opponent's backs, their shields and battlers, the middle row (deck, discard, the spell, the
    stage), the viewer's shields and battlers, the viewer's hand. Battler cards take the height that is left."""
    m = f.px(8)
    cw = hand_width(size)
    # the opponent's backs only say how many: smaller than a hand, so that the battlers get the height
    sw = round(cw * 0.45)
    ch, sh = card_height(cw), card_height(sw)
    label = f.line(14) + f.px(8)
    # three lines of words: both battler rows' names and the viewer's shield count (the opponent's shield count
    # sits at the left of their backs, which stay clear of it)
    room = f.h - ch - sh - 4 * m - 3 * label
    bh = room / (2 * (1 + TUCK) + 1.6)
    bw = int(min(cw * 0.85, bh * 5 / 7))
    bh = card_height(bw)
    their_hand = m + sh / 2
    their_row = their_hand + sh / 2 + m + TUCK * bh + bh / 2
    my_hand = f.h - m - ch / 2
    my_row = my_hand - ch / 2 - m - TUCK * bh - bh / 2 - label
    mid = (their_row + my_row) / 2
    hand_right = f.w * 0.78
    battlers = (f.px(12) + bw * 3.5, f.w * 0.8)
    stage_left = f.w * 0.66
    # the storm banner's line on top of the middle row's right part, the stage under it
    stage_top = mid - bh * 0.8 + f.marker(15) + f.px(6)
    stage = (round(stage_left), round(stage_top), round(f.w - f.px(10) - stage_left), round(mid + bh * 0.8 - stage_top))
    return _Geometry(cw, sw, bw, their_hand, their_row, mid, my_row, my_hand, hand_right, battlers, stage)


class SuitsDuelLayout(Layout):
    game_id = "suits-duel"
    #: Room for three buttons at once ("Turn over shield 1" to 3), or "Let it resolve" beside a counter whose label
    #: ("Counter with A♦ 8♦ 10♦") takes two lines in the side column at 960x600, with the gaps between them.
    choice_rows = 4
    #: A killed battler, its wound, a countered spell: all lay face up on the table before, so the stage shows them
    #: only while the kill is seen, then they go to the discard pile (held 2 s after the word, they were still there
    #: through the shield choice that followed, 3 to 5 s on).
    cleared_hold = 0.5
    #: What a drop on each zone means, for refusals that explain the play the player meant.
    zone_kinds = {
        "battlers:*": ("summon",),
        "battler:*": ("attack",),
        "shield:*:*": ("attack",),
        "mine:*": ("heal",),
        "wound:*": ("heal",),
        "stack": ("counter",),
        "discard": ("study", "discard"),
    }

    def __init__(self, names: list[str] | None = None, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(names, options)
        #: Whether study is a spell of this table: with the jokers (or options not known).
        self.studies = options is None or bool(options.get("jokers"))

    def intent(self, placement: Placement, zone_id: str, legal: list[Action]) -> str:
        """Without jokers there is no study: a card dropped on the discard pile means discarding, and its refusal
        says when one discards, not that study is a spell of another game."""
        kind = super().intent(placement, zone_id, legal)
        return "discard" if kind == "study" and not self.studies else kind

    def regions(self, size: tuple[int, int]) -> Regions:
        """The default frame, with the stage on the middle row right of the spell."""
        regions = default_regions(size, self.choice_rows)
        x, y, w, h = _geometry(size, Frame.of(size, regions)).stage
        return replace(regions, stage=(regions.play[0] + x, regions.play[1] + y, w, h))

    def stage(self, size: tuple[int, int], view: TableView) -> Rect:
        """The cards a spell cleared (a killed battler and its wound, a countered spell) are held in the spell's own
        place, right of the discard pile they go to, at a battler's size: held at the right of the middle row they sat
        there through the shield choice that followed, far from the pile, and seemed to stay in play."""
        f = self.frame(size)
        g = _geometry(size, f)
        left = f.px(12) + g.battler_w * 2.25 + f.px(16)
        right = g.stage[0] - f.px(12)
        high = card_height(g.battler_w)
        return (round(f.play[0] + left), round(f.play[1] + g.mid - high / 2), round(right - left), high)

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        f = self.frame(size)
        return shifted(self._build(_geometry(size, f), f, obs, onlooker), f.play[0], f.play[1])

    def _build(self, g: _Geometry, f: Frame, obs: Observation, onlooker: bool) -> TableView:
        w = f.w
        info = obs.info
        me, them = obs.seat, 1 - obs.seat
        cw, sw, bw = g.hand_w, g.small_w, g.battler_w
        bh = card_height(bw)
        acting = me in obs.to_act and not onlooker and obs.outcome is None
        phase = info["phase"]
        placements: list[Placement] = []
        marks: list[Mark] = []
        zones: list[DropZone] = []
        anchors: dict[str, tuple[float, float]] = {}
        hand_y = {them: g.their_hand, me: g.my_hand}
        row_y = {them: g.their_row, me: g.my_row}
        tuck = {them: -TUCK * bh, me: TUCK * bh}
        mid_y = g.mid
        label = f.text(14)

        # the viewer's hand, the opponent's backs, each with a name plate on its right
        plate_x = int(g.hand_right + f.px(16))
        plate_w = int(w - plate_x - f.px(10))
        plate_h = max(24, f.line(15) + f.px(4))
        hand = hidden_hand(obs, onlooker)
        left = f.px(12)
        step = min(cw * 1.05, (g.hand_right - left - cw) / max(1, len(hand) - 1))
        x0 = (left + g.hand_right) / 2 - step * (len(hand) - 1) / 2
        for i, code in enumerate(hand):
            key = f"c:{code}" if code != "??" else f"back:{me}:{i}"
            placements.append(
                Placement(
                    key,
                    code,
                    (x0 + i * step, hand_y[me]),
                    code != "??",
                    z=300 + i,
                    width=cw,
                    draggable=acting,
                    cards=(code,),
                    default_zone=self._default_zone(obs, code),
                    # a card that fits no spell, played with Enter, hears why it cannot summon (no other card of
                    # its rank): "That card cannot be played now." named no reason at all
                    means="summon" if obs.info["phase"] == "main" else None,
                )
            )
        n = obs.counts.get(f"hand:{them}", 0)
        step = min(sw * 0.5, (g.hand_right - left - sw) / max(1, n - 1))
        x0 = (left + g.hand_right) / 2 - step * (n - 1) / 2
        for i in range(n):
            placements.append(Placement(f"back:{them}:{i}", "??", (x0 + i * step, hand_y[them]), False, z=300 + i, width=sw))
        for seat in (them, me):
            name = fit(self.name(seat), f.text(15), plate_w - f.px(16))
            top = int(hand_y[seat] - plate_h - f.px(2))
            marks.append(Mark("plate", (plate_x, top, plate_w, plate_h), name, filled=seat in obs.to_act, size=f.text(15)))
            count = obs.counts.get(f"hand:{seat}", 0)
            marks.append(
                Mark("text", (plate_x, top + plate_h + f.px(4), plate_w, f.line(14)), fit(f"{count} in hand", label, plate_w),
                     colour="dim", size=label)
            )  # fmt: skip

        for seat in (me, them):
            self._shields(seat, obs, onlooker, acting and phase == "flip", (bw, f), row_y[seat], placements, marks, zones)
            where = (g.battlers, row_y[seat], tuck[seat])
            anchors[f"pop:{seat}"] = self._battlers(seat, obs, (bw, f), where, placements, zones, marks, onlooker)
            # where a card shown from a seat's side comes from, and goes to on its way to that hand
            anchors[f"seat:{seat}"] = (w * 0.5, row_y[seat] - bh * 0.7 if seat == me else row_y[seat])

        # the deck and the discard pile on the left of the middle row
        deck_n = obs.counts.get("deck", 0)
        dx, px = f.px(12) + bw / 2, f.px(12) + bw * 1.75
        if deck_n:
            marks.append(pile_mark((dx, mid_y), bw, deck_n))
            deck_tip = f"Deck: {deck_n} card" + ("" if deck_n == 1 else "s")
            placements.append(Placement("pile:deck", "??", (dx, mid_y), False, z=1, width=bw, tip=deck_tip))
        count_y = int(mid_y + bh / 2 + pile_room(bw) + f.px(2))
        deck_text = fit(f"deck {deck_n}", label, int(bw * 1.7))
        marks.append(Mark("text", (int(dx - bw / 2), count_y, int(bw * 1.7), f.line(14)), deck_text, size=label))
        anchors["deck"] = (dx, mid_y)
        discard = obs.zones.get("discard", ())
        d_rect = (int(px - bw / 2), int(mid_y - bh / 2), bw, bh)
        if discard:
            pile = " ".join(_short(c) for c in reversed(discard[-16:]))
            more = "" if obs.options.get("browseDiscard", True) else " (only the top card may be looked at)"
            marks.append(pile_mark((px, mid_y), bw, obs.counts.get("discard", 0)))
            placements.append(
                Placement(
                    f"c:{discard[-1]}",
                    discard[-1],
                    (px, mid_y),
                    z=2,
                    width=bw,
                    title="Discard pile",
                    tip=f"Newest first: {pile}{more}",
                )
            )
        marks.append(Mark("box", d_rect))
        # the discard count goes over its pile (the deck's is under its own), so both read in full
        discard_text = f"discard {obs.counts.get('discard', 0)}"
        marks.append(
            Mark("text", (d_rect[0], int(mid_y - bh / 2 - f.px(6) - f.line(14)), width_of(discard_text, label), f.line(14)),
                 discard_text, size=label)
        )  # fmt: skip
        zones.append(DropZone("discard", d_rect, "Discard pile"))

        # the spell stack in the middle; the storm banner on the right, over the stage
        stack_left = max(px + bw / 2, d_rect[0] + width_of(discard_text, label)) + f.px(16)
        self._stack(obs, f, (bw, bh), (stack_left, g.stage[0] - f.px(12), mid_y), placements, zones, marks)
        if info.get("storm"):
            bar_h = f.marker(15)
            marks.append(
                Mark("marker", (int(g.stage[0]), int(mid_y - bh * 0.8), int(g.stage[2]), bar_h), "The storm strikes!",
                     colour="red")
            )  # fmt: skip
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

    # -- parts of the table ---------------------------------------------------------------------------

    def _shields(
        self,
        seat: int,
        obs: Observation,
        onlooker: bool,
        choosing: bool,
        size: tuple[int, Frame],
        y: float,
        placements: list[Placement],
        marks: list[Mark],
        zones: list[DropZone],
    ) -> None:
        """Three slots, face down while standing; the owner sees them only with the option (and never as onlooker)."""
        cw, f = size
        ch = card_height(cw)
        slots = obs.info["shield_slots"][seat]
        mine = obs.info.get("my_shields") if seat == obs.seat and not onlooker else None
        left = obs.info["shields_left"][seat]
        for i, standing in enumerate(slots):
            x = f.px(12) + cw / 2 + i * cw * 1.1
            rect = (int(x - cw / 2), int(y - ch / 2), cw, ch)
            if not standing:
                marks.append(Mark("box", rect))
                continue
            shown = mine[i] if mine else None
            mine_to_flip = choosing and seat == obs.seat
            if not mine_to_flip:  # a card dropped on a shield is told what shields are for (engine: why_illegal)
                zones.append(DropZone(f"shield:{seat}:{i}", rect, "Shield"))
            tip = f"Your shield ({_short(shown)}, only you know it)" if shown else "A face-down shield"
            if mine_to_flip:
                tip += ": click to turn it over"
            placements.append(
                Placement(
                    f"shield:{seat}:{i}",
                    shown or "??",
                    (x, y),
                    bool(shown),
                    z=10,
                    width=cw,
                    draggable=mine_to_flip,
                    kind="flip",
                    default_zone=f"shield:{seat}:{i}",
                    click_plays=mine_to_flip,
                    title="Shield",
                    tip=tip,
                    dim=bool(shown),
                )
            )
        label_y = y + ch / 2 + f.px(4) if seat == obs.seat else y - ch / 2 - f.line(14) - f.px(4)
        room = int(cw * 3.2)
        text = fit(f"shields left: {left}", f.text(14), room)
        marks.append(
            Mark("text", (f.px(12), int(label_y), room, f.line(14)), text, colour="gold" if left > 1 else "red", size=f.text(14))
        )

    def _battlers(
        self,
        seat: int,
        obs: Observation,
        size: tuple[int, Frame],
        where: tuple[tuple[float, float], float, float],
        placements: list[Placement],
        zones: list[DropZone],
        marks: list[Mark],
        onlooker: bool = False,
    ) -> tuple[float, float]:
        """A side's battlers in a row, each with its wound card tucked under it; the drop zones that go with them.
        Returns where a word about the row rises: beside its last card, where a new battler comes."""
        cw, f = size
        ch = card_height(cw)
        (left_x, right_x), y, tuck = where
        row = obs.info["battlers"][seat]
        # a wound peeks out on its battler's left too, by its corner's rank and suit, so the row leaves room for it
        aside = WOUND_ASIDE * cw if any(b["wound"] for b in row) else 0.0
        step = min(cw * 1.15 + aside, (right_x - left_x - cw - aside) / max(1, len(row)))
        x0 = (left_x + right_x + aside) / 2 - step * (len(row) - 1) / 2
        name = self.name(seat)
        sources = (f"shield:{seat}:0", f"shield:{seat}:1", f"shield:{seat}:2", *(f"back:{seat}:{k}" for k in range(30, -1, -1)))
        for i, b in enumerate(row):
            x = x0 + i * step
            code, wound = b["card"], b["wound"]
            placements.append(
                Placement(
                    f"c:{code}",
                    code,
                    (x, y),
                    z=40 + 2 * i,
                    width=cw,
                    title=self.told(f"{seat_word(seat)}'s battler"),
                    tip="Wounded: one more wound kills it" if wound else "Unwounded",
                    source=sources,
                )
            )
            rect = (int(x - cw / 2), int(y - ch / 2), cw, ch)
            if wound:
                wx, wy = x - WOUND_ASIDE * cw, y + tuck
                placements.append(
                    Placement(
                        f"c:{wound}",
                        wound,
                        (wx, wy),
                        z=39 + 2 * i,
                        width=cw,
                        title=f"Wound {_short(wound)}",
                        tip=_wound_tip(code, wound, mine=seat == obs.seat),
                        source=sources,
                    )
                )
                # the battler and its peeking wound are one spot: a strip 16 px tall was missed, and an attack on a
                # wounded battler is measured against the wound, so players aim at the wound card
                upper = int(min(y, wy) - ch / 2)
                rect = (int(wx - cw / 2), upper, int(x + cw / 2 - (wx - cw / 2)), int(max(y, wy) + ch / 2) - upper)
                if seat == obs.seat:
                    zones.append(DropZone(f"wound:{wound}", rect, f"Heal the wound {_short(wound)}"))
            if seat != obs.seat:
                zones.append(DropZone(f"battler:{code}", rect, f"Attack {_short(code)}"))
            elif not wound:  # a card dropped on one's own battler means to heal it: told it has no wound, not to summon
                zones.append(DropZone(f"mine:{code}", rect, f"Your {_short(code)}"))
        # the viewer's row reaches just past the wounds tucked under it
        top, bottom = y - ch / 2 - 6, y + ch / 2 + abs(tuck) + 2
        if seat == obs.seat:
            row_rect = (int(left_x), int(top), int(right_x - left_x), int(bottom - top))
            zones.append(DropZone(f"battlers:{seat}", row_rect, "Your battler row"))
        # each side's name on the far side from the middle row, where a spell being cast sits: under the viewer's
        # wounds, the line the viewer's shield count shares; the opponent's under their row (their wounds peek above).
        # Each clears the glow ring of the row's drop zone (GLOW_MARGIN outside it), so a lit row never strikes it through.
        label_y = bottom + GLOW_MARGIN + 1 if seat == obs.seat else y + ch / 2 + f.px(8)
        owner = "Your" if seat == obs.seat and not onlooker else f"{bare_name(name)}'s"
        room = int(right_x - left_x - f.px(10))
        text = fit(f"{owner} battlers", f.text(14), room)
        # centred under the row, where its cards are, so the words belong to them and not to the shields at the left
        wide = width_of(text, f.text(14))
        x = max(left_x + f.px(10), (left_x + right_x - wide) / 2)
        marks.append(Mark("text", (int(x), int(label_y), wide + 2, f.line(14)), text, colour="dim", size=f.text(14)))
        # "Summoned" rose over the very cards it spoke of, half on their white faces; beside the row it covers none
        word = max(width_of(w, f.text(POP_SIZE), True) for w in _POP_WORDS.values()) / 2 + f.px(4)
        if not row:
            return (left_x + right_x) / 2, y
        last = x0 + (len(row) - 1) * step + cw / 2
        return min(last + f.px(12) + word, f.w - word), y

    def _stack(
        self,
        obs: Observation,
        f: Frame,
        size: tuple[int, int],
        band: tuple[float, float, float],
        placements: list[Placement],
        zones: list[DropZone],
        marks: list[Mark],
    ) -> None:
        """The spell being cast and the counters on it, left to right, under a line saying what happens if nobody counters."""
        cw, ch = size
        left, right, mid = band
        stack = obs.info["stack"]
        if not stack:
            return
        bar_h = f.marker(14)
        # the middle row is 1.6 battler heights tall: the line of words, then the spell's cards under it, smaller when
        # a long counter chain needs it so that every card's corner still shows
        cards = sum(len(spell["cards"]) for spell in stack)
        fits = (right - left - f.px(20)) / (1 + 0.3 * cards + 0.1 * len(stack))
        sw = int(min(cw, (ch * 1.6 - bar_h - f.px(14)) * 5 / 7, fits))
        sh = card_height(sw)
        top = mid - (bar_h + f.px(14) + sh) / 2
        rect = (int(left), int(top + bar_h + f.px(4)), int(right - left), sh + f.px(10))
        label_size, label_width = max(10, bar_h - 10), int(right - left) - f.px(16)
        texts = self._stack_texts(stack, obs.seat)
        text = next((t for t in texts if width_of(t, label_size, True) <= label_width), "")
        text = text or fit(texts[-1], label_size, label_width, bold=True)
        marks.append(Mark("marker", (int(left), int(top), int(right - left), bar_h), text, colour="gold"))
        zones.append(DropZone("stack", rect, "Counter the spell"))
        marks.append(Mark("box", rect))
        room = right - left - sw - f.px(20)
        spread = min(1.0, room / max(1.0, sw * (0.5 * cards + 0.2 * len(stack))))
        x, y = left + sw / 2 + f.px(10), rect[1] + f.px(5) + sh / 2
        # each card over the one on its left, so that every card's left corner shows: a counter's three cards shared
        # one height, and its K♣ was drawn under its 9♣ and hidden
        z = 100
        for spell in stack:
            for code in spell["cards"]:
                z += 1
                placements.append(
                    Placement(
                        f"c:{code}",
                        code,
                        (x, y),
                        z=z,
                        width=sw,
                        title=_KIND_NAMES.get(spell["kind"], spell["kind"]),
                        tip=self.told(f"Cast by {seat_word(spell['seat'])}"),
                        source=tuple(f"back:{spell['seat']}:{k}" for k in range(30, -1, -1)),
                    )
                )
                x += sw * max(0.3, 0.5 * spread)
            x += sw * max(0.1, 0.2 * spread)

    def _stack_texts(self, stack: list[dict[str, object]], viewer: int) -> list[str]:
        """What the spell on the table is and who may answer it, longest first: the table shows the longest that fits.

        The question is put to the seat that may counter; anyone else (its
        caster, a watcher) is told who may.
        """
        first = stack[0]
        cards = [str(c) for c in first["cards"]] if isinstance(first["cards"], list) else []
        target = str(first.get("target") or "")
        aim = _short(target.split(":", 1)[1]) if target.startswith(("battler:", "wound:")) else ""
        seat = int(str(first["seat"]))
        whose = "Your" if seat == viewer else f"{self.name(seat)}'s"
        what = {
            "summon": f"{whose} summon of {_short(cards[0])}" if cards else f"{whose} summon",
            "attack": f"{whose} attack on {aim} with {_short(cards[0])}" if cards else f"{whose} attack",
            "heal": f"{whose} heal of the wound {aim}",
            "study": f"{whose} study",
        }.get(str(first["kind"]), f"{whose} spell")
        counters = len(stack) - 1
        if counters == 0:
            answerer = 1 - seat
            if answerer == viewer:
                return [f"{what}: counter it, or let it resolve?", f"{what}: counter it?", what]
            return [f"{what}: {self.name(answerer)} may counter it", what]
        fate = "would go through" if counters % 2 == 0 else "would be cancelled"  # as it stands: more may come
        countered = f"{what}; {counters} counter{'s' if counters != 1 else ''}"
        # narrow, the spell's fate outlasts its details: it is what "Let it resolve" (or "Let the counter stand") lets happen
        kind = str(first["kind"]) if first["kind"] in ("summon", "attack", "heal", "study") else "spell"
        fates = [f"{what}: it {fate}", f"{whose} {kind} {fate}", f"The {kind} {fate}"]
        return [f"{countered}: it {fate} unless countered again", f"{countered}: it {fate}", *fates, countered, what]

    def _default_zone(self, obs: Observation, code: str) -> str | None:
        """Where Enter plays a hand card: the discard pile at the hand limit, the spell when countering."""
        phase = obs.info["phase"]
        if phase == "discard":
            return "discard"
        if phase == "respond":
            return "stack"
        return None

    # -- matching drops and buttons -------------------------------------------------------------------

    def candidate(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action:
        """A single card stands for its whole spell: its twin for a summon, a joker for study, its suit for a counter."""
        code = placement.cards[0] if placement.cards else None
        if code is not None:
            if zone_id.startswith("mine:"):
                # one's own unwounded battler lies in its row: a pair dropped there summons as on the row; any other
                # card meant to heal it, and is told it has no wound (not that it has no twin to summon with)
                found = next((a for a in legal if a.kind == "summon" and a.cards[0] == code), None)
                return found or Action("heal", placement.cards, "battler:" + zone_id.split(":", 1)[1])
            if zone_id.startswith("battlers:"):
                found = next((a for a in legal if a.kind == "summon" and a.cards[0] == code and a.target == zone_id), None)
                if found is not None:
                    return found
            if zone_id == "stack":
                found = next((a for a in legal if a.kind == "counter" and code in a.cards), None)
                if found is not None:
                    return found
            if zone_id == "discard":
                found = next((a for a in legal if a.kind == "study" and code in a.cards), None)
                if found is not None:
                    return found
        return super().candidate(placement, zone_id, legal)

    def variants(self, placement: Placement, action: Action, legal: list[Action]) -> tuple[str, tuple[ButtonSpec, ...]]:
        """The caster chooses (RULINGS SD-R15): which card of a pair becomes the battler and which is discarded (the
        card dragged first, then its twins in its place); holding four or more of a suit, which cards a counter spends
        with the card dragged; holding a joker and other cards, which card a study discards with it."""
        first = placement.cards[0] if placement.cards else ""
        if action.kind == "summon":
            # a drop of one card of a pair summoned it at once, its twin discarded unasked; yet the battler's suit is
            # what later attacks must match, so the player says which of the two stays
            pairs = [a for a in legal if a.kind == "summon" and first in a.cards and a.target == action.target]
            pairs.sort(key=lambda a: a.cards[0] != first)
            specs = tuple(
                ButtonSpec(a.label, a, f"{_short(a.cards[0])} joins your battlers; {_short(a.cards[1])} is discarded")
                for a in pairs
            )
            return "Summon which?", specs  # short: the menu is the side column wide
        if action.kind == "counter":
            counters = [a for a in legal if a.kind == "counter" and first in a.cards]
            specs = tuple(
                ButtonSpec(" ".join(_short(c) for c in a.cards if c != first), a, "Discard these three to cancel the spell")
                for a in counters
            )
            return f"{_short(first)} counters with…", specs
        if action.kind == "study":
            # a joker studies with any other card, and a card with either joker: the program picked the first
            studies = [a for a in legal if a.kind == "study" and first in a.cards]
            specs = tuple(
                ButtonSpec(" ".join(_short(c) for c in a.cards if c != first), a, "Discard both and draw three cards")
                for a in studies
            )
            return "Study, discarding…", specs  # short: "Study with Minor Joker and…" was cut in the side column
        return "", ()

    def buttons(self, legal: list[Action]) -> tuple[ButtonSpec, ...]:
        """Let it resolve / End turn / a shield to turn over, then the counters (one per suit, its lowest three cards)
        behind a menu of their own.

        The pass is always the first button and key 1, and no single press spends cards: a player who pressed 1 out
        of habit (when they could not counter, 1 is "Let it resolve") countered with three cards and cancelled the
        other's spell, with no way back; and the bottom button, where a lone "Let it resolve" sits, only opens the
        counters' menu."""
        out = [ButtonSpec(a.label, a) for a in legal if a.kind in ("let-resolve", "end-turn", "flip")]
        seen: set[str] = set()
        for a in legal:
            if a.kind == "counter" and a.cards[0][-1] not in seen:
                seen.add(a.cards[0][-1])
                out.append(ButtonSpec(a.label, a, "Discard these three to cancel the spell", menu=COUNTER_MENU))
        return tuple(out)

    def asked(self, obs: Observation, seat: int) -> str:
        """Why the screen comes to ``seat``, from the public table only: the spell on the stack, the storm, a row
        left without battlers. Every spell opens a window to the foe whether or not they could counter (SD-R22),
        and the words say so; with quick counters the window comes only to a seat able to counter (the setup
        screen says that this shows), so the curtain does not claim otherwise."""
        name = self.name(seat)
        phase = obs.info.get("phase", "")
        if phase == "respond" and obs.info.get("stack"):
            stack = obs.info["stack"]
            first, top = stack[0], stack[-1]
            kind = _KIND_NAMES.get(str(first["kind"]), "spell").lower()
            whatever = "" if obs.options.get("quickCounters") else " Asked whether or not they can."
            if len(stack) == 1:
                cast = f"{self.name(int(first['seat']))} cast {'an' if kind[0] in 'aeiou' else 'a'} {kind}"
                return f"{cast}: {name} may counter it, or let it resolve.{whatever}"
            # the top of the stack is always the other seat's counter, on this seat's spell or on its counter
            what = f"{name}'s {kind}" if len(stack) == 2 else f"{name}'s counter on the {kind}"
            return f"{self.name(int(top['seat']))} countered {what}: {name} may counter back, or let the counter stand.{whatever}"
        if phase == "flip":
            if obs.info.get("storm"):
                return f"The storm strikes: {name} turns over a shield of their choice."
            return f"{name} has no battler left: they turn over a shield of their choice."
        if phase == "main":
            return f"{name}'s turn: cast spells, or end the turn."
        if phase == "discard":
            return f"{name} holds more than seven cards: they discard down to seven."
        return ""

    def banner(self, obs: Observation, legal: list[Action]) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The duel is over."
        phase = obs.info["phase"]
        if not legal:
            if phase == "respond":
                return f"{self.name(1 - obs.seat)} may counter your spell…"
            return f"Waiting for {self.name(1 - obs.seat)}…"
        return {
            "main": "Your turn: cast spells by dragging cards, or end your turn.",
            "respond": "Counter? Drag a card onto the spell, or press a button.",
            "flip": "Choose a shield to turn over: click one of yours.",
            "discard": "More than seven cards: drag cards onto the discard pile until seven are left.",
        }.get(phase, "Your turn.")

    def pop_text(self, event: Event) -> str | None:
        return _POP_WORDS.get(event.kind)

    def event_anchor(self, event: Event, view: TableView) -> tuple[float, float] | None:
        """A word about a side's battlers rises beside their row (see :meth:`_battlers`), not over its cards."""
        if event.seat is not None and f"pop:{event.seat}" in view.anchors:
            return view.anchors[f"pop:{event.seat}"]
        return super().event_anchor(event, view)

    def crack_keys(self, event: Event) -> tuple[str, ...]:
        """The shield that broke: it cracks in its slot before it turns over as a battler."""
        if event.kind == "shield-broken" and event.seat is not None:
            return (f"shield:{event.seat}:{event.amount}",)
        return ()

    def shake_keys(self, event: Event, view: TableView) -> tuple[str, ...]:
        if event.kind in ("wound", "killed") and event.cards:
            return tuple(f"c:{c}" for c in event.cards[:1] if view.placement(f"c:{c}") is not None)
        return ()


#: The layout the table uses for this game (found by module name).
LAYOUT = SuitsDuelLayout
