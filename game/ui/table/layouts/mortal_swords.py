"""Mortal Swords on the table: two to four knights, their armor rows, the deck with the strong-suit card, the attack.

The viewer sits at the bottom; the other knights sit across the top in
clockwise order from the viewer's left. Each knight's armor row lies beside
(or under) their hand: face-up armor stands upright, turned-down armor stays
in its place, dimmed (a back in memory mode). The strong-suit card lies
sideways under the deck. The attack runs across the middle: the attacking
card first, then each answer in the order it was played, each named with
its knight and result.

Everything is done by dragging: a hand card onto the attack line (attack or
answer), onto one's armor row (vow, or take a hit), onto the face-down spot
(a Stealing Costs commitment) or onto the discard pile; the attacking card
onto one's armor row (steal it) or onto a matching face-up armor card (turn
it down). Choices that move no card (a random card, letting the attack go
on) are buttons. A drop that costs the knight its last hand card for good
is legal but asks again first (MS-R12, MS-R20).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ....engine import Action, Event, Observation
from ....engine.cards import HIDDEN, Suit, card
from ....engine.games.mortal_swords.definitions import FALLS
from ..layout import (
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
    zone_shape,
)
from ..seat_names import bare_name
from ..text_fit import caption_inside, fit, fit_name, width_of

#: Heads the choices a drop that kills the viewer's own knight opens (short: the menu is the side column wide).
FALL_QUESTION = "This kills your knight"
_RESULT_WORDS = {"block": "blocks", "parry": "parries", "dodge": "dodges", "damage": "is hit", "": ""}


@dataclass(frozen=True)
class _Geometry:
    """Card sizes and rows in the play region's own coordinates."""

    hand_w: int
    armor_w: int
    armor_step: float
    armor_x: float
    small_w: int
    small_step: float
    mid_w: int
    hand_y: float
    mid: float
    stage: tuple[int, int, int, int]


def _geometry(size: tuple[int, int], f: Frame, seats: int) -> _Geometry:
    """Top to bottom: the other knights, the attack row (deck, discard, attack line), the stage, the viewer's hand
    and armor. The others' cards shrink with their number so each knight's backs and armor fit their share."""
    cw = hand_width(size)
    ch = card_height(cw)
    aw = round(cw * 0.8)
    armor_step = aw * 0.62
    armor_x = f.w - f.px(16) - aw / 2 - armor_step * 5
    span = f.w / max(1, seats - 1)
    small_w = int(min(cw * 0.72, (span - f.px(40)) / (2 + 0.28 * 5 + 0.62 * 5)))
    hand_y = f.h - f.px(8) - ch / 2
    # the rows below the others are placed for the largest of their cards, so the stage is the same at every seat count
    top_h = f.px(6) + card_height(cw * 0.72) + f.px(6) + max(24, f.line(14) + f.px(4))
    bottom = hand_y - ch / 2 - max(24, f.line(14) + f.px(4)) - f.px(12)
    mid_w = int(min(cw, (bottom - top_h - f.px(40) - 2 * f.line(13)) / 2.2 * 5 / 7))
    mh = card_height(mid_w)
    mid = top_h + f.px(34) + f.marker(14) + mh / 2
    stage_top = mid + mh / 2 + f.px(14) + 2 * f.line(13)
    stage = (round(f.w * 0.3), round(stage_top), round(f.w * 0.4), max(0, round(bottom - f.px(6) - stage_top)))
    return _Geometry(cw, aw, armor_step, armor_x, small_w, small_w * 0.62, mid_w, hand_y, mid, stage)


class MortalSwordsLayout(Layout):
    game_id = "mortal-swords"
    #: What a drop on each zone means, for refusals that explain the play the player meant.
    zone_kinds = {
        "table:*": ("attack", "defend"),
        "armor:*": ("vow", "armor", "steal", "steal-stop"),
        "armor:*:*": ("turn-down",),
        "facedown:*": ("commit",),
        "discard": ("discard",),
    }

    #: A face-down commitment of the last hand card asks again in a menu, whose button then stands under the long
    #: "Defend with the top card of the deck": three rows hold both uncut at 960x600; two do elsewhere.
    choice_rows = 3

    def __init__(self, names: list[str] | None = None, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(names, options)
        if options is not None and not _commits(options):
            self.choice_rows = 2  # no face-down commitment: the room goes to the recap

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Knight {seat + 1}"

    def candidate(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action:
        """Only the attacking card turns an armor card down: any other card dropped on one of your armor cards is
        dropped on your armor row, which holds it (so a hand card laid as armor over the row's cards is taken, and a
        refusal explains laying armor, not turning it down)."""
        attacking = {a.cards for a in legal if a.kind in ("steal", "turn-down")}
        if zone_shape(zone_id) == "armor:*:*" and placement.cards not in attacking:
            zone_id = zone_id.rsplit(":", 1)[0]
        return super().candidate(placement, zone_id, legal)

    def unmovable(self, placement: Placement, zone_id: str, legal: list[Action]) -> str:
        """Why the card stays, then what the spot aimed at takes now: a knight who dragged a block off the attack line
        onto their armor row read "No card was picked up", and learnt nothing of where armor comes from (D1, D2)."""
        said = super().unmovable(placement, zone_id, legal)
        if placement.key == "pile:deck":
            random = next((a for a in legal if a.kind.endswith("-random")), None)
            if random is not None:
                return f'The deck\'s top card is played with the button "{random.label}".'
        if zone_shape(zone_id) not in ("armor:*", "armor:*:*"):
            return said
        return f"{said} {_armor_takes(legal)}"

    def variants(self, placement: Placement, action: Action, legal: list[Action]) -> tuple[str, tuple[ButtonSpec, ...]]:
        """A drop that costs the knight its last hand card for good (its words end "— your knight falls") is not made
        at once: it opens the moment's choices, its own first, so a player who did not count their cards reads that it
        kills before it does (MS-R12, MS-R19, MS-R20: legal, and "the UI warns first"). A lone move is forced anyway."""
        if not action.label.endswith(FALLS) or len(legal) < 2:
            return "", ()
        rest = [a for a in legal if a != action]
        return FALL_QUESTION, tuple(ButtonSpec(a.label, a) for a in (action, *rest))

    def regions(self, size: tuple[int, int]) -> Regions:
        """The default frame, with the stage between the attack line and the viewer's hand."""
        regions = default_regions(size, self.choice_rows)
        x, y, w, h = _geometry(size, Frame.of(size, regions), 4).stage
        return replace(regions, stage=(regions.play[0] + x, regions.play[1] + y, w, h))

    def stage(self, size: tuple[int, int], view: TableView) -> Rect:
        """The attack line, left of its name when it is empty: an ended attack's cards are held there, where they were
        played, before they go to the discard pile. Held in the stage under it, just over the viewer's hand, they read
        as going into that hand; held over the name, it peeked out in slivers between them."""
        line = next((z.rect for z in view.zones if zone_shape(z.id) == "table:*"), None)
        if line is None:
            return super().stage(size, view)
        x, y, w, h = line
        gap = self.frame(size).px(8)
        words = [m.rect[0] for m in view.marks if m.kind == "text" and x < m.rect[0] < x + w and y < m.rect[1] < y + h]
        return (x, y, min(words, default=x + w + gap) - gap - x, h)

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        f = self.frame(size)
        return shifted(self._build(_geometry(size, f, obs.seats), f, obs, onlooker), f.play[0], f.play[1])

    def _build(self, g: _Geometry, f: Frame, obs: Observation, onlooker: bool) -> TableView:
        w = f.w
        info = obs.info
        me, n = obs.seat, obs.seats
        cw, aw = g.hand_w, g.armor_w
        ch = card_height(cw)
        acting = me in obs.to_act and not onlooker and obs.outcome is None
        phase = info["phase"]
        placements: list[Placement] = []
        marks: list[Mark] = []
        zones: list[DropZone] = []
        anchors: dict[str, tuple[float, float]] = {}
        small, label = f.text(13), f.text(14)

        # -- the viewer: hand at the bottom left, armor row to its right ---------------------------
        hand = hidden_hand(obs, onlooker)
        # a vow chosen in secret waits, dimmed, in the armor row until every knight has chosen: left in the hand, the
        # six cards showed nothing of which one was picked
        vow = info.get("my_vow") if not onlooker else None
        hand = tuple(code for code in hand if code != vow)
        hand_y = g.hand_y
        left, right = f.px(16), g.armor_x - aw / 2 - f.px(24)
        step = min(cw * 1.05, (right - left - cw) / max(1, len(hand) - 1))
        x0 = left + cw / 2
        default = {"attack": f"table:{me}", "defend": f"table:{me}", "vow": f"armor:{me}", "damage": f"armor:{me}"}.get(
            phase, "discard" if phase == "discard" else None
        )
        for i, code in enumerate(hand):
            key = f"c:{code}" if code != HIDDEN else f"back:{me}:{i}"
            placements.append(
                Placement(
                    key, code, (x0 + i * step, hand_y), code != HIDDEN, z=200 + i, width=cw,
                    draggable=acting and code != HIDDEN, cards=(code,), default_zone=default,
                )
            )  # fmt: skip
        # the viewer's plate above the hand, the vow note beside it
        plate_h = max(24, f.line(14) + f.px(4))
        plate_y = int(hand_y - ch / 2 - plate_h - f.px(6))
        room = int(right - left)
        title = self._title(obs, me, label, room - f.px(16))
        plate_w = min(room, width_of(title, label) + f.px(32))
        marks.append(Mark("plate", (left, plate_y, plate_w, plate_h), title, filled=me in obs.to_act, size=label))
        if vow:
            note = fit("Vow chosen: it waits in your armor row", label, room - plate_w - f.px(12))
            marks.append(
                Mark("text", (left + plate_w + f.px(12), plate_y + f.px(3), room - plate_w, f.line(14)), note, size=label)
            )
        anchors[f"seat:{me}"] = (x0 + cw, hand_y)  # a word rises over the hand, clear of the plate just above it
        self._armor(obs, me, (g.armor_x, hand_y), (aw, g.armor_step), f, acting, placements, zones, marks)
        if vow:
            placements.append(
                Placement(f"c:{vow}", vow, (g.armor_x, hand_y), True, z=60, width=aw, dim=True,
                          tip="Your vow card: it turns up as armor when every knight has chosen",
                          fixed="Your vow card is chosen: it turns up as armor when every knight has chosen.")
            )  # fmt: skip

        # -- the others across the top, clockwise from the viewer's left (one alone sits opposite) ---------
        others = [(me + k) % n for k in range(1, n)]
        span = w / max(1, len(others))
        sw = g.small_w
        sh = card_height(sw)
        for k, seat in enumerate(others):
            count = info["hand_counts"][seat]
            bstep = sw * 0.28
            block = sw + bstep * 5 + f.px(16) + sw + g.small_step * 5
            start = span * k + max(f.px(8), (span - block) / 2)
            if len(others) == 1:  # a lone opponent's hand sits straight across from the viewer's, armor to its right
                start = w / 2 - (sw + bstep * max(0, count - 1)) / 2
                start = max(f.px(8), min(start, w - f.px(8) - block))  # ...its armor kept off the recap in a squarer window
            top = f.px(6) + sh / 2
            bx = start + sw / 2
            for i in range(count):
                placements.append(
                    Placement(f"back:{seat}:{i}", HIDDEN, (bx + i * bstep, top), False, z=100 + i, width=sw,
                              fixed=f"That is {bare_name(self.name(seat))}'s hand: only they play its cards.")
                )  # fmt: skip
            room = int(min(span - f.px(16), block))
            word_w = width_of("armor", small)
            # the plate leaves room for its row's name beside it, giving up its least needed words first: "Computer 3 ·
            # 5 cards · attacker · dealer" pushed "armor" under itself, onto a second line
            title = self._title(obs, seat, label, room - f.px(16) - word_w - f.px(8))
            plate_w = min(room, width_of(title, label) + f.px(32))
            plate_top = int(top + sh / 2 + f.px(6))
            marks.append(Mark("plate", (int(start), plate_top, plate_w, plate_h), title, filled=seat in obs.to_act, size=label))
            anchors[f"seat:{seat}"] = (bx + sw / 2, top)
            ax = start + sw + bstep * 5 + f.px(16) + sw / 2
            # the row is named beside the plate, under its cards, where the plate leaves room, else under the plate at
            # the row's left edge: a face-up card beside the backs read as a hand card, and a long plate ("1 card ·
            # attacker · dealer") left a row of many armor cards unnamed
            word_x = max(start + plate_w + f.px(8), ax - sw / 2)
            word_y = int(plate_top + (plate_h - f.line(13)) / 2)
            if word_x + word_w > max(ax - sw / 2 + sw + g.small_step * 5, span * (k + 1) - f.px(8)):
                word_x, word_y = ax - sw / 2, plate_top + plate_h + f.px(2)
            marks.append(Mark("text", (int(word_x), word_y, word_w, f.line(13)), "armor", colour="dim", size=small))
            self._armor(obs, seat, (ax, top), (sw, g.small_step), f, False, placements, zones, marks)

        # -- the deck, the strong-suit card sideways under it, the discard pile ------------------
        mid = g.mid
        mw = g.mid_w
        mh = card_height(mw)
        dx = f.px(16) + mw / 2
        indicator = obs.zones.get("indicator", ())
        anchors["indicator"] = (dx + mw * 0.45, mid)  # where a draw from under the deck starts, told or not which card
        if indicator:
            placements.append(
                Placement(f"c:{indicator[0]}", indicator[0], anchors["indicator"], angle=90, z=1, width=mw, tip="Strong suit",
                          fixed="The strong-suit card stays under the deck: it shows the strong suit all game.")
            )  # fmt: skip
        deck_n = obs.counts.get("deck", 0)
        # the count is the cards left to draw: the strong-suit card under the deck is drawn last (MS-R02)
        to_draw = deck_n + (0 if obs.options.get("indicatorOutOfPlay") else len(indicator))
        if deck_n:
            marks.append(pile_mark((dx, mid), mw, deck_n))
            placements.append(
                Placement("pile:deck", HIDDEN, (dx, mid), False, z=2, width=mw, tip="Draw pile",
                          fixed="Cards are drawn from the deck for you: none can be taken from it.")
            )  # fmt: skip
        anchors["deck"] = (dx, mid)
        count_y = int(mid + mh / 2 + pile_room(mw) + f.px(4))
        marks.append(Mark("text", (int(dx - mw / 2), count_y, int(mw * 1.2), f.line(14)), f"deck {to_draw}", size=label))
        strong = Suit(info["strong_suit"])
        marker_h = f.marker(14)
        marks.append(
            Mark("marker", (int(dx - mw / 2), int(mid - mh / 2 - marker_h - f.px(8)), int(mw * 2.9), marker_h),
                 f"Strong suit {strong.symbol}", colour="gold")
        )  # fmt: skip
        px = dx + mw * 1.95
        d_rect = (int(px - mw / 2), int(mid - mh / 2), mw, mh)
        discard_n = obs.counts.get("discard", 0)
        if discard_n:
            marks.append(pile_mark((px, mid), mw, discard_n))
            placements.append(
                Placement("pile:discard", HIDDEN, (px, mid), False, z=2, width=mw, tip="Discard pile",
                          fixed="Discarded cards are out of play: none can be taken back.")
            )  # fmt: skip
        marks.append(Mark("box", d_rect))
        marks.append(Mark("text", (d_rect[0], count_y, int(mw * 1.3), f.line(14)), f"discard {discard_n}", size=label))
        zones.append(DropZone("discard", d_rect, "Discard pile"))

        # -- the attack, in play order -----------------------------------------------------------
        line_left = px + mw / 2 + f.px(24)
        facedown = _commits(obs.options)
        line_right = w - f.px(12) - (mw * 1.3 + f.px(12) if facedown else 0)
        line_rect = (int(line_left), int(mid - mh / 2 - f.px(8)), int(line_right - line_left), mh + f.px(16))
        marks.append(Mark("box", line_rect))
        zones.append(DropZone(f"table:{me}", line_rect, "The attack"))
        plays = [info["attacker"], *info["order"]] if info["how"][info["attacker"]] else []
        if not plays:  # at its right end: the cards of an attack just ended are held left of it (see stage)
            wide = width_of("attack line", small)
            end = int(line_right - f.px(12))
            marks.append(caption_inside((end - wide, line_rect[1], wide, line_rect[3]), "attack line", small, f.line(13)))
        # each play gets a slot as wide as the line allows, so the names under the cards keep apart
        slot = min(mw * 2.3, (line_right - line_left - f.px(16)) / max(1, len(plays)))
        notes: list[str] = []
        if info["dodge_numbers"]:
            notes.append("Dodge numbers: " + ", ".join(str(v) for v in info["dodge_numbers"]))
        # an attack whose cards have all gone (the last one of the game) has no stolen card to point to
        on_line = any(obs.zones.get(f"table:{seat}") for seat in plays)
        for i, seat in enumerate(plays):
            x = line_left + f.px(8) + mw / 2 + i * slot
            table = obs.zones.get(f"table:{seat}", ())
            width = int(slot - f.px(8))
            ty = int(mid + mh / 2 + f.px(10))
            if not table:
                if i == 0 and info["stolen_by"] != -1 and on_line:  # the stolen card now lies in the stealer's armor row
                    # said in the card's own slot, its knight and what befell it, as each card on the line is: a note
                    # above the line read "Computer's card stolen by you" over nothing in particular
                    thief = "you" if info["stolen_by"] == me and not onlooker else bare_name(self.name(info["stolen_by"]))
                    name = fit_name(self.name(seat), small, width)
                    marks.append(Mark("text", (int(x - mw / 2), ty, width, f.line(13)), name, size=small))
                    marks.append(
                        Mark("text", (int(x - mw / 2), ty + f.line(13), width, f.line(13)),
                             fit(f"stolen by {thief}", small, width), colour="dim", size=small)
                    )  # fmt: skip
                continue
            shown: str = table[0]
            code = shown
            mine = seat == me and code == HIDDEN and info.get("my_commit") and not onlooker
            if mine:
                code = info["my_commit"]
            result = "attack" if i == 0 else info["results"][seat]
            said = self.told(f"{seat_word(seat)} {'attacks' if i == 0 else _RESULT_WORDS.get(result, '')}".rstrip())
            word = said[len(self.told(seat_word(seat))) :].strip()  # the verb as said of this seat: "parry" for you
            stealer = acting and i == 0 and phase in ("damage", "steal-choice")
            placements.append(
                Placement(
                    f"c:{code}" if code != HIDDEN else f"facedown:{seat}", code, (x, mid), code != HIDDEN, z=40 + i, width=mw,
                    draggable=stealer, cards=(code,) if stealer else (), dim=bool(mine),
                    default_zone=f"armor:{me}" if stealer else None, tip=said, fixed=_on_the_line(code, i == 0),
                )
            )  # fmt: skip
            marks.append(
                Mark("text", (int(x - mw / 2), ty, width, f.line(13)), fit_name(self.name(seat), small, width), size=small)
            )
            colour = "red" if result == "damage" else "gold" if result == "block" else "dim"
            marks.append(Mark("text", (int(x - mw / 2), ty + f.line(13), width, f.line(13)), word, colour=colour, size=small))
        if notes:
            room = int(line_right - line_left)
            text = fit("  ·  ".join(notes), small, room)
            ny = int(mid - mh / 2 - f.px(10) - f.line(13))
            marks.append(Mark("text", (int(line_left), ny, room, f.line(13)), text, colour="dim", size=small))
        if facedown:
            f_rect = (int(line_right + f.px(6)), int(mid - mh / 2 - f.px(8)), int(mw * 1.3), mh + f.px(16))
            zones.insert(0, DropZone(f"facedown:{me}", f_rect, "Face down: commit to steal"))
            marks.append(Mark("box", f_rect, "face down", size=small))
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

    def _title(self, obs: Observation, seat: int, size: int, width: int) -> str:
        """The seat's plate: its name, then a foe's hand count (its life left: a row of small backs is hard to count)
        or that it has fallen, whether it attacks, and the dealer; the least needed go first when the plate is narrow."""
        info = obs.info
        bits = [self.name(seat)]
        if not info["alive"][seat]:
            bits.append("fallen")
        elif seat != obs.seat:
            count = info["hand_counts"][seat]
            bits.append(f"{count} card{'s' if count != 1 else ''}")
        if info["alive"][seat] and seat == info["attacker"] and info["phase"] != "vow":
            bits.append("attacker")
        if seat == info["dealer"]:
            bits.append("dealer")
        while len(bits) > 1 and width_of(" · ".join(bits), size) > width:
            bits.pop()
        return fit(" · ".join(bits), size, width)

    def _armor(
        self,
        obs: Observation,
        seat: int,
        at: tuple[float, float],
        size: tuple[float, float],
        f: Frame,
        acting: bool,
        placements: list[Placement],
        zones: list[DropZone],
        marks: list[Mark],
    ) -> None:
        """One knight's armor row in the order it was laid: live armor upright, used armor dimmed in its place, all
        inside the frame; the viewer's row is a drop zone."""
        cw, room_step = int(size[0]), size[1]
        ch = card_height(cw)
        x, y = at
        row = obs.zones.get(f"armor:{seat}", ())
        used = obs.info["used"][seat]
        # spread over the row's room of six (a short row lies apart), each card over its left neighbour, so every
        # card's index corner shows which card it was (MS-R16); a card keeps its place when it is used (moved to the
        # left, a used 7♥ swapped places with the 7♠ beside it)
        step = min(cw + f.px(6), room_step * 5 / max(1, len(row) - 1))
        for place, code in enumerate(row):
            cx = x + place * step
            down = used[place]
            key = f"c:{code}" if code != HIDDEN else f"used:{seat}:{place}"
            tip = self._armor_tip(seat) + (" (used)" if down else "")
            # During one's own hit a face-up armor card can also be clicked to turn it down (the attacking card may be stolen).
            hit = acting and seat == obs.seat and not down and obs.info["phase"] == "damage" and obs.info["attacking_card"]
            attack = (obs.info["attacking_card"],) if hit else ()
            placements.append(
                Placement(
                    key, code, (cx, y), code != HIDDEN, z=40 + place, width=cw, dim=down, tip=tip,
                    draggable=bool(hit), click_plays=bool(hit), cards=attack, kind="turn-down" if hit else None,
                    default_zone=f"armor:{seat}:{code}" if hit else None, fixed=f"{self._armor_tip(seat)} stays in its row.",
                )
            )  # fmt: skip
            if seat == obs.seat and not down and acting:
                shown = cw if place == len(row) - 1 else min(cw, step)  # the part of the card not under the next
                zones.append(DropZone(f"armor:{seat}:{code}", (int(cx - cw / 2), int(y - ch / 2), int(shown), ch), "Turn down"))
        if seat == obs.seat:
            pad = f.px(6)
            rect = (int(x - cw / 2 - pad), int(y - ch / 2 - pad), int(room_step * 5 + cw + 2 * pad), ch + 2 * pad)
            zones.append(DropZone(f"armor:{seat}", rect, "Your armor row"))
            marks.append(Mark("box", rect))
            size_text = f.text(13)
            marks.append(
                Mark("text", (rect[0], rect[1] - f.line(13), rect[2], f.line(13)), "armor", colour="dim", size=size_text)
            )

    def asked(self, obs: Observation, seat: int) -> str:
        """Every curtain said only "Pass the screen to Player 3", even to a knight called back to take a hit."""
        name = self.name(seat)
        return {
            "vow": f"Warrior's Vow: {name} picks an armor card in secret.",
            "attack": f"{name} attacks: a card onto the attack line.",
            "defend": f"{name} answers the attack. Every knight is asked in turn, whatever they hold.",
            "steal-choice": f"{name} is hit: they may steal the attacking card to stop the attack, or let it go on.",
            "damage": f"{name} is hit and chooses how to take the damage.",
            "discard": f"{name} stole the attacking card and discards a hand card.",
        }.get(obs.info.get("phase", ""), "")

    def banner(self, obs: Observation, legal: list[Action]) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The fight is over."
        info = obs.info
        phase = info["phase"]
        if not legal:
            # three names ran to two small lines at 960x600; three waited on are all the others at a four-knight table
            waiting = ", ".join(self.name(s) for s in obs.to_act) if len(obs.to_act) < 3 else "the other knights"
            return f"Waiting for {waiting}…"
        # the plays made most read on one line at the normal size in the smallest window (at 960x600 they wrapped to two
        # small lines): the deck's top card is offered on its own button
        return {
            "vow": "Vow: drag a card onto your armor row.",
            "attack": "Attack: drag a card onto the attack line.",
            "defend": "Answer: drag a card onto the attack line.",
            "steal-choice": "You are hit: drag the attacking card onto your armor to stop the attack, or let it go on.",
            "damage": _damage_banner(obs, legal),
            "discard": "You stole the attacking card: drag one hand card to the discard pile.",
        }.get(phase, "Your turn.")

    def pop_text(self, event: Event) -> str | None:
        if event.kind == "defend" and event.detail:
            return {"block": "Block!", "parry": "Parry!", "dodge": "Dodge!", "damage": "Hit!"}.get(event.detail)
        if event.kind == "death":
            return "Fallen!"
        if event.kind in ("armor", "turn-down", "steal"):
            return "Hit!"
        return None

    def event_anchor(self, event: Event, view: TableView) -> tuple[float, float] | None:
        """A defence's word rises from the card it was made with on the attack line, and a hit's from the armor card
        that took it: from the seat's hand it read as if that hand card had been hit ("Hit!" over the 2♦ still in
        the hand of a knight who had laid 8♠ as armor)."""
        if event.kind in ("defend", "armor", "turn-down", "steal") and event.cards and event.cards[0] != HIDDEN:
            played = view.placement(f"c:{event.cards[0]}")
            if played is not None:
                return played.pos
        return super().event_anchor(event, view)

    def shake_keys(self, event: Event, view: TableView) -> tuple[str, ...]:
        if event.kind in ("armor", "turn-down", "steal", "death") and event.seat is not None:
            armor = self._armor_tip(event.seat)
            return tuple(p.key for p in view.placements if p.tip.startswith(armor))
        return ()

    def _armor_tip(self, seat: int) -> str:
        """The tip of a seat's armor card ("Your armor"), by which a blow also finds the cards to shake."""
        return self.told(f"{seat_word(seat)}'s armor")


def _commits(options: Mapping[str, Any]) -> bool:
    """Whether a steal is committed face down while defending (Stealing Costs, or Hectic Knights' switch: MS-R20, MS-R23)."""
    return bool(options.get("stealingCosts") or (options.get("hecticKnights") and options.get("hecticFaceDownAlways")))


def _on_the_line(code: str, attacking: bool) -> str:
    """Why a card on the attack line stays there: every card played in an attack is discarded when it ends (rules step
    9), bar the attacking card a hit knight steals (D2)."""
    name = "A card laid face down" if code == HIDDEN else card(code).short
    if attacking:
        return f"{name} is the attacking card: it stays on the attack line unless a hit knight steals it as armor."
    return f"{name} was played in this attack: it stays on the attack line until the attack ends."


def _armor_takes(legal: list[Action]) -> str:
    """Which cards may go onto the viewer's armor row now, said as the player does it: hand cards (the vow, D1) or the
    attacking card (D2, only where the rules let this knight steal it: MS-R11, MS-R30)."""
    kinds = {a.kind for a in legal}
    stolen = next((a.cards[0] for a in legal if a.kind in ("steal", "steal-stop") and a.cards), None)
    takers = (["one of your hand cards"] if kinds & {"vow", "armor"} else []) + (
        [f"the attacking card {card(stolen).short}"] if stolen else []
    )
    if not takers:
        return "Armor is laid only at the Warrior's Vow or when you are hit: a hand card, or the attacking card stolen."
    return f"Drag {' or '.join(takers)} onto your armor row."


def _damage_banner(obs: Observation, legal: list[Action]) -> str:
    """What a hit knight may do: only the ways of taking the hit its legal actions hold (a steal only for a knight
    who may steal, MS-R30; a matching armor only when one covers the attack)."""
    if obs.info["committed"] == obs.seat:
        return "You committed a card face down: drag the attacking card onto your armor row."
    kinds = {a.kind for a in legal}
    carriers = [who for kind, who in (("armor", "a hand card"), ("steal", "the attacking card")) if kind in kinds]
    if not carriers:
        return "Hit: drag the attacking card onto a matching armor."
    row = f"Hit: drag {' or '.join(carriers)} to your armor row"
    if "turn-down" not in kinds:
        return f"{row}."
    return f"{row}, or onto a matching armor." if "steal" in kinds else f"{row}, or the attacking card onto a matching armor."


#: The layout the table uses for this game (found by module name).
LAYOUT = MortalSwordsLayout
