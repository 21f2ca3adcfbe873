"""Clashing Blades on the table: hands, heart health cards, the exchange line, threat, piles.

The viewer sits at the bottom. Each side's two heart cards show its health:
as health drops, a dark cover hides that share of the pips. Played cards
form each side's exchange line in the middle; a marker names the threat
("2 damage coming at you"). A card is played by dragging it onto a glowing spot
(own exchange line, the heart penalty spot, the discard pile); every other
choice is a button.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....engine import Action, Event, Observation, card
from ....engine.cards import HIDDEN, Suit
from ....engine.games.clashing_blades.definitions import PHASE_PLAYS, damage_coming
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
    overlaps,
    pile_mark,
    pile_room,
    seat_word,
    shifted,
)
from ..seat_names import bare_name
from ..text_fit import caption_inside, fit, width_of

START_HEALTH = 15
#: What a hand card dropped where it cannot go asks for in each phase, so its refusal explains that play
#: (a spade dropped while answering a threat is told how to answer, not that this is not En Garde).
_HAND_PLAY = {phase.value: kind for phase, (kind, _) in PHASE_PLAYS.items()}


@dataclass(frozen=True)
class _Geometry:
    """Card sizes and the table's rows and columns in the play region's own coordinates."""

    hand_w: int
    small_w: int
    line_w: int
    their_row: float
    their_line: float
    band_top: float
    mid: float
    my_line: float
    my_row: float
    left: float
    penalty_x: float
    fan: float
    line_left: float
    right: float
    stage: tuple[int, int, int, int]


#: The threat bar's words at 1280x720: the bar across the middle band that says what damage is coming.
THREAT_TEXT = 18
#: An exchange line's cards: the first lies this far (px) inside the box's left edge, each next one this share of a
#: card's width further right.
LINE_INSET, LINE_STEP = 10, 0.8
#: The most cards a line holds in play (4 in 300 random games; 1 or 2 mostly): its name stays clear of them.
LINE_ROOM = 4


def _geometry(size: tuple[int, int], f: Frame) -> _Geometry:
    """Top to bottom: the opponent's row, their exchange line, the threat bar over the stage, the viewer's line and
    row. Left to right: health and the penalty spot, the lines and hands, the piles."""
    m = f.px(10)
    cw = hand_width(size)
    sw, lw = round(cw * 0.72), round(cw * 0.8)
    ch, sh, lh = card_height(cw), card_height(sw), card_height(lw)
    their_row = m + sh / 2
    their_line = their_row + sh / 2 + f.line(15) + 2 * m + lh / 2
    my_row = f.h - m - ch / 2
    my_line = my_row - ch / 2 - f.line(15) - 2 * m - lh / 2
    band_top = their_line + lh / 2 + m + f.px(6)
    band_bottom = my_line - lh / 2 - m - f.px(6)
    fan = f.px(18)
    penalty_x = f.px(12) + sw * 2.16 + f.px(56)
    left = penalty_x + sw + fan * 3 + f.px(8)
    right = f.w - f.px(24) - 2.2 * cw
    line_left = f.px(12) + lw + f.px(40)
    stage_top = band_top + f.marker(THREAT_TEXT) + m  # under the threat bar
    stage = (round(line_left), round(stage_top), round(right - line_left), max(0, round(band_bottom - stage_top)))
    return _Geometry(
        cw, sw, lw, their_row, their_line, band_top, (band_top + band_bottom) / 2, my_line, my_row, left, penalty_x, fan,
        line_left, right, stage,
    )  # fmt: skip


#: What a card of each suit does, said on hover over a card of the viewer's hand ({n}: its strength).
SUIT_TIPS = {
    "S": "Spade: an attack of {n}, played only at en garde.",
    "D": "Diamond: a defence that stops {n} damage.",
    "C": "Club: stops {n} damage, and what it stops beyond the threat comes back at your foe.",
    "H": "Heart: after your foe takes damage, lay it before them; next hand they discard {n} or more in strength.",
}


def suit_tip(code: str) -> str:
    """The hover words for a card of the viewer's hand (nothing for a card they cannot see)."""
    if code == HIDDEN:
        return ""
    c = card(code)
    return SUIT_TIPS[c.suit.value].format(n=c.rank) if c.suit is not None else ""


#: A Balance card's words on hover: what it is worth and the two ways it is used (CB-R16).
BALANCE_TIP = "Balance card, worth {n}: drag it onto your line to answer a threat, or add it to a diamond. Used once."


def _balance_worth(code: str) -> int:
    """A Balance card's strength: J 1, Q 2, K 3 (CB-R16)."""
    return card(code).rank - 10


#: What the dealer's button means (CB-R11; with one spade of each rank CB-R03 never applies, CB-T5).
DEALER_TIP = "Dealer of this hand. The deal passes to the other duellist each new hand; it changes nothing else."


#: What a heart penalty spot is, on hover over the spot, its "hearts placed" and its hearts (CB-R19, CB-R20), in the
#: engine's seat words: {on} the seat the hearts are laid before, {by} its foe.
PENALTY_TIP = (
    "Hearts laid on {on}: after {on} takes damage, {by} may lay a heart from hand here. At the next deal {on} "
    "discards cards worth at least the hearts' total."
)


class ClashingBladesLayout(Layout):
    game_id = "clashing-blades"
    #: What a drop on each zone means, for refusals that explain the play the player meant.
    zone_kinds = {"table:*": ("engarde", "respond", "drop"), "penalty:*": ("place-heart",), "discard": ("pay", "discard")}
    #: The threat bar and the health counters say what the exchange left: they change as its outcome pops up, not
    #: while the answer that ends it is still seen landing on its line.
    told_after_landing = frozenset({"marker", "health"})

    def regions(self, size: tuple[int, int]) -> Regions:
        """The default frame, with the stage in the middle band under the threat bar, between the exchange lines."""
        regions = default_regions(size, self.choice_rows)
        g = _geometry(size, Frame.of(size, regions))
        x, y, w, h = g.stage
        return replace(regions, stage=(regions.play[0] + x, regions.play[1] + y, w, h))

    def stage(self, size: tuple[int, int], view: TableView) -> Rect:
        """The band under the threat bar is short (28 px at 960x600): a card held there was 18 px wide. When the
        viewer's exchange line is empty (an exchange just resolved and cleared it), its cards are held over the band
        and that line, under the threat bar, left of the line's name: held across the middle they hid what the exchange
        left coming, "Nobody is threatened", for as long as they were held."""
        f = self.frame(size)
        g = _geometry(size, f)
        x, top, w, _ = g.stage
        room = (round(f.play[0] + x), round(f.play[1] + top), w, round(g.my_line + card_height(g.line_w) / 2 + f.px(6) - top))
        if any(overlaps(room, p) for p in view.placements):
            return self.regions(size).stage
        # left of the empty line's name: held over it, two cards hid "Your" and left "exchange line" showing
        rx, ry, _, rh = room
        words = [m.rect[0] for m in view.marks if m.kind == "text" and rx < m.rect[0] < rx + w and ry < m.rect[1] < ry + rh]
        return (rx, ry, min(words, default=rx + w + f.px(8)) - f.px(8) - rx, rh)

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        f = self.frame(size)
        return shifted(self._build(_geometry(size, f), f, obs, onlooker), f.play[0], f.play[1])

    def _build(self, g: _Geometry, f: Frame, obs: Observation, onlooker: bool) -> TableView:
        w = f.w
        info = obs.info
        me, them = obs.seat, 1 - obs.seat
        cw, sw, lw = g.hand_w, g.small_w, g.line_w
        ch, sh = card_height(cw), card_height(sw)
        acting = me in obs.to_act and not onlooker
        placements: list[Placement] = []
        marks: list[Mark] = []
        zones: list[DropZone] = []
        anchors: dict[str, tuple[float, float]] = {}
        rows = {them: g.their_row, me: g.my_row}
        lines = {them: g.their_line, me: g.my_line}
        label = f.text(14)

        # hands, between the left block (health, penalty spot) and the piles, fanned to fit
        hand = hidden_hand(obs, onlooker)
        # the viewer's row runs on under the piles (they sit higher), so a long hand overlaps less
        left, right = g.left + f.px(12), g.right - f.px(12)
        step = min(cw * 1.05, (w - f.px(12) - left - cw) / max(1, len(hand) - 1))
        x0 = max(left + cw / 2, (left + right) / 2 - step * (len(hand) - 1) / 2)
        means = _HAND_PLAY.get(info.get("phase", ""))
        for i, code in enumerate(hand):
            key = f"c:{code}" if code != "??" else f"back:{me}:{i}"
            placements.append(
                Placement(key, code, (x0 + i * step, rows[me]), code != "??", z=200 + i, width=cw, draggable=acting,
                          cards=(code,), means=means, tip=suit_tip(code))
            )  # fmt: skip
        n = info["hand_counts"][them]
        step = min(sw * 0.55, (right - left - sw) / max(1, n - 1))
        x0 = (left + right) / 2 - step * (n - 1) / 2
        for i in range(n):
            placements.append(Placement(f"back:{them}:{i}", "??", (x0 + i * step, rows[them]), False, z=200 + i, width=sw))

        for seat in (me, them):
            y = rows[seat]
            hx = f.px(12) + sw / 2
            self._health(seat, obs, (hx, y), sw, f, placements, marks, anchors)
            # the name plate by the health cards: under them at the top, over them at the bottom
            plate_h = max(24, f.line(15) + f.px(4))
            plate_y = y + sh / 2 + f.px(4) if seat == them else y - sh / 2 - plate_h - f.px(4)
            dealer = info.get("dealer") == seat
            coin = round(plate_h * 1.3)  # the dealer's button: a coin a little taller than the plate it stands by
            room = int(g.penalty_x - f.px(20) - (coin + f.px(6) if dealer else 0))
            name = fit(self.name(seat), f.text(15), room - f.px(12))
            marks.append(Mark("plate", (f.px(12), int(plate_y), room, plate_h), name, filled=seat in obs.to_act, size=f.text(15)))
            if dealer:
                button = (f.px(18) + room, int(plate_y + (plate_h - coin) / 2), coin, coin)
                marks.append(Mark("token", button, "D", size=f.text(14), tip=DEALER_TIP))
            anchors[f"table:{seat}"] = self._line(seat, obs, onlooker, (g.line_left, lines[seat]), lw, placements)
            if obs.options.get("extraHearts"):  # without the extra hearts no heart is ever placed: no spot for one
                pen = obs.zones.get(f"penalty:{seat}", ())
                px = g.penalty_x
                # said on the spot, its words and its hearts: nothing on the table told what the strip of hearts was
                tip = self.told(PENALTY_TIP.format(on=seat_word(seat), by=seat_word(1 - seat)))
                for i, code in enumerate(pen):
                    placements.append(Placement(f"c:{code}", code, (px + sw / 2 + i * g.fan, y), z=50 + i, width=sw, tip=tip))
                pen_rect = (int(px), int(y - sh / 2), sw, sh)
                marks.append(Mark("box", pen_rect, tip=tip))
                zones.append(DropZone(f"penalty:{seat}", pen_rect, "Heart penalty"))
                if seat == me or not pen:
                    label_y = y + sh / 2 + f.px(4) if seat == them else y - sh / 2 - f.line(13) - f.px(2)
                    text = fit("hearts placed", f.text(13), int(g.left - px))
                    marks.append(
                        Mark("text", (int(px), int(label_y), int(g.left - px), f.line(13)), text, colour="dim",
                             size=f.text(13), tip=tip)
                    )  # fmt: skip
            bal = obs.zones.get(f"balance:{seat}", ())
            for i, code in enumerate(bal):
                # the viewer's own Balance cards are dragged onto their line as an answer, alone or after a diamond
                # (CB-R16); they were drawn, but nothing could pick them up
                mine = acting and seat == me
                placements.append(
                    Placement(f"c:{code}", code, (f.px(12) + lw / 2 + i * f.px(20), lines[seat]), z=60 + i, width=lw,
                              tip=BALANCE_TIP.format(n=_balance_worth(code)), draggable=mine,
                              cards=(code,) if mine else (), means=means if mine else None)
                )  # fmt: skip
            if bal:
                # under the cards on both sides: over the foe's, it lay half under their name plate at 960x600
                by = lines[seat] + card_height(lw) / 2 + 2
                marks.append(Mark("text", (f.px(12), int(by), int(g.line_left - f.px(24)), f.line(14)), "Balance", size=label))

        # the exchange lines: the viewer plays onto theirs
        lh = card_height(lw)
        line_w = int(g.right - g.line_left)
        line_rect = (int(g.line_left), int(lines[me] - lh / 2 - f.px(6)), line_w, lh + f.px(12))
        zones.append(DropZone(f"table:{me}", line_rect, "Your exchange line"))
        their_rect = (int(g.line_left), int(lines[them] - lh / 2 - f.px(6)), line_w, lh + f.px(12))
        for seat, rect in ((me, line_rect), (them, their_rect)):
            marks.append(Mark("box", rect))
            if not obs.counts.get(f"table:{seat}", len(obs.zones.get(f"table:{seat}", ()))):
                whose = "Your" if seat == me and not onlooker else f"{bare_name(self.name(seat))}'s"
                marks.append(_line_caption(rect, f"{whose} exchange line", lw, f))

        # the threat bar at the top of the middle band, the hand number above the opponent's line
        threat_text = info.get("threat_text", "") if not onlooker else self._onlooker_threat(info)
        if obs.outcome is not None:  # "Nobody is threatened" stood over the winning hit's cards: the duel is over
            threat_text = self.told(obs.outcome.reason or "The duel is over.")
        bar_h = f.marker(THREAT_TEXT)
        threat_text = fit(threat_text, max(10, bar_h - 10), line_w - f.px(24), bold=True)
        marks.append(Mark("marker", (int(g.line_left), int(g.band_top), line_w, bar_h), threat_text, colour="gold"))

        # piles in the right column: the event deck over the draw pile and the discard pile
        deck_x, discard_x = g.right + f.px(12) + cw / 2, w - f.px(12) - cw / 2
        mid = g.mid
        deck_n = obs.counts.get("deck", 0)
        if deck_n:
            marks.append(pile_mark((deck_x, mid), cw, deck_n))
            placements.append(Placement("pile:deck", "??", (deck_x, mid), False, z=1, width=cw, tip="Draw pile"))
        count_y = int(mid + ch / 2 + pile_room(cw) + f.px(4))
        marks.append(Mark("text", (int(deck_x - cw / 2), count_y, cw, f.line(14)), fit(f"deck {deck_n}", label, cw), size=label))
        anchors["deck"] = (deck_x, mid)
        discard = obs.zones.get("discard", ())
        d_rect = (int(discard_x - cw / 2), int(mid - ch / 2), cw, ch)
        if discard:
            marks.append(pile_mark((discard_x, mid), cw, len(discard)))
            placements.append(Placement(f"c:{discard[-1]}", discard[-1], (discard_x, mid), z=2, width=cw, tip="Discard pile"))
        marks.append(Mark("box", d_rect))
        marks.append(Mark("text", (d_rect[0], count_y, cw, f.line(14)), fit(f"discard {len(discard)}", label, cw), size=label))
        zones.append(DropZone("discard", d_rect, "Discard pile"))
        anchors["discard"] = (discard_x, mid)  # where cleared and discarded cards are seen going, not the deck
        hand_label = self.moment(obs)
        marks.append(
            Mark("text", (int(deck_x - cw / 2), f.px(10), w - int(deck_x - cw / 2), f.line(18)),
                 hand_label, size=f.text(18))
        )  # fmt: skip
        if obs.options.get("eventDeck"):
            ey = int(g.their_line)
            events_left = int(info.get("events_left", 0))
            if events_left:
                marks.append(pile_mark((deck_x, ey), sw, events_left))
                placements.append(Placement("pile:events", "??", (deck_x, ey), False, z=1, width=sw, tip="Event deck"))
            ev = obs.zones.get("event_discard", ())
            if ev:
                placements.append(Placement(f"c:{ev[-1]}", ev[-1], (discard_x, ey), z=2, width=sw, tip="Last event"))
            marks.append(
                Mark("text", (int(deck_x - sw / 2), int(ey - sh / 2 - f.line(14) - f.px(2)), int(w - deck_x), f.line(14)),
                     fit(f"events {events_left}", label, int(w - deck_x)), size=label)
            )  # fmt: skip
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

    def variants(self, placement: Placement, action: Action, legal: list[Action]) -> tuple[str, tuple[ButtonSpec, ...]]:
        """A diamond dropped as an answer while its player keeps a Balance card: alone, or with that card added (CB-R16).
        A drop moves one card, so the pair was never reachable by hand."""
        first = placement.cards[0] if len(placement.cards) == 1 else ""
        paired = [
            a for a in legal
            if a.kind == action.kind and a.target == action.target and len(a.cards) == 2 and a.cards[0] == first
        ]  # fmt: skip
        if not paired or action.cards != (first,):
            return "", ()
        short = card(first).short
        alone = ButtonSpec(f"{short} alone ({card(first).rank})", action, f"Answer with {short}, worth {card(first).rank}")
        backed = tuple(
            ButtonSpec(
                f"{short} + {card(b).short} ({card(first).rank + _balance_worth(b)})",
                a,
                f"Spend the Balance card {card(b).short} on it: worth {card(first).rank + _balance_worth(b)} together",
            )
            for a in paired
            for b in (a.cards[1],)
        )
        return f"{short} with Balance?", (alone, *backed)  # short: the menu is the side column wide

    def _onlooker_threat(self, info: dict[str, object]) -> str:
        threats = info.get("threats") or [0, 0]
        assert isinstance(threats, list)
        return damage_coming([(t, self.name(s)) for s, t in enumerate(threats)])

    def _health(
        self,
        seat: int,
        obs: Observation,
        pos: tuple[float, float],
        cw: int,
        f: Frame,
        placements: list[Placement],
        marks: list[Mark],
        anchors: dict[str, tuple[float, float]],
    ) -> None:
        """The two heart cards with a health counter; covers hide the pips of health already lost (left card first)."""
        ch = card_height(cw)
        health = obs.info["health"][seat]
        lost = max(0, START_HEALTH - health)
        x, y = pos
        for i, code in enumerate(obs.zones.get(f"health:{seat}", ())):
            cx = x + i * (cw * 1.08)
            placements.append(Placement(f"c:{code}", code, (cx, y), z=20, width=cw, tip=self._health_tip(seat)))
            pips = int(code[:-1]) if code[:-1].isdigit() else 0
            covered = min(pips, lost)
            lost -= covered
            if covered and pips:
                part = int((ch - 8) * covered / pips)
                marks.append(Mark("cover", (int(cx - cw / 2 + 2), int(y + ch / 2 - 4 - part), cw - 4, part)))
        disc = f.px(44)
        bx = x + cw * 1.08 + cw / 2 + f.px(8)
        said = self.told(f"{seat_word(seat)}'s health: {health} of {START_HEALTH}; at 0 the duel is lost")
        marks.append(Mark("health", (int(bx), int(y - disc / 2), disc, disc), str(health), size=START_HEALTH, tip=said))
        anchors[f"seat:{seat}"] = (bx + disc + f.px(24), y)  # "-3" rises beside the counter, not over the name above

    def _line(
        self, seat: int, obs: Observation, onlooker: bool, at: tuple[float, float], cw: int, placements: list[Placement]
    ) -> tuple[float, float]:
        """A side's exchange line: face-up cards, then any card still face down (own ones shown to their owner). Returns
        where its next card will lie: an answer that ends the exchange is seen landing there before it is cleared."""
        shown = list(obs.zones.get(f"table:{seat}", ()))
        hidden = obs.counts.get(f"table:{seat}", len(shown)) - len(shown)
        own: list[str] = []
        if seat == obs.seat and not onlooker:
            if obs.info.get("my_engarde"):
                own = [obs.info["my_engarde"]]
            elif obs.info.get("my_secret"):
                own = list(obs.info["my_secret"])
        step = cw * LINE_STEP
        x0, y = at[0] + cw / 2 + LINE_INSET, at[1]
        # a card turning up on the line was a face-down En Garde card or a back in a hidden hand a moment ago
        sources = (f"hidden:{seat}:0", *(f"back:{seat}:{k}" for k in range(20, -1, -1)))
        for i, code in enumerate(shown):
            placements.append(Placement(f"c:{code}", code, (x0 + i * step, y), z=30 + i, width=cw, source=sources))
        for j in range(max(0, hidden)):
            i = len(shown) + j
            code = own[j] if j < len(own) else "??"
            key = f"c:{code}" if code != "??" else f"hidden:{seat}:{j}"
            placements.append(Placement(key, code, (x0 + i * step, y), code != "??", z=30 + i, width=cw, dim=code != "??"))
        return x0 + (len(shown) + max(0, hidden)) * step, y

    @staticmethod
    def moment(obs: Observation) -> str:
        return f"Hand {obs.info.get('hand', 1)}"

    def asked(self, obs: Observation, seat: int) -> str:
        name = self.name(seat)
        standoff = f"Standoff: {name} may drop the spade, or decline. Asked whatever they hold."
        return {
            "engarde": f"{name} goes en garde: a card face down on their exchange line.",
            "respond": f"{name} is threatened: answer, or take the damage. Asked even with no card to answer.",
            "standoff": standoff,
            "standoff-secret": standoff,
            "heart": f"{name} may place a heart after the damage. Asked whether they hold one or not.",
            "penalty": f"Heart penalty: {name} discards cards worth {obs.info['owed'][seat]} points or more.",
        }.get(obs.info.get("phase", ""), "")

    def banner(self, obs: Observation, legal: list[Action]) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The duel is over."
        phase = obs.info.get("phase", "")
        if not legal:
            return f"Waiting for {self.name(1 - obs.seat)}… ({obs.info.get('threat_text', '')})"
        return {
            "engarde": "En garde: drag a card onto your exchange line, face down.",
            "respond": _respond_text(obs, legal),
            "standoff": _standoff_text(obs, legal),
            "standoff-secret": "Standoff: choose in secret — drop your spade or decline.",
            "event": "Exact counter! Turn over an event card, or leave it.",
            "trickery": "Trickery: drag a card from your hand to the discard pile.",
            "heart": "You may drag a heart onto your opponent's hearts spot, or press Place no heart.",
            "penalty": f"Heart penalty: drag cards worth {obs.info['owed'][obs.seat]} points or more to the discard pile.",
        }.get(phase, "Your turn.")

    def pop_text(self, event: Event) -> str | None:
        if event.kind == "damage" and event.amount:
            return f"-{event.amount}"
        if event.kind == "marcus-king":  # the card's name as the rules print it, not "Marcus king!"
            return "Marcus King!"
        if event.kind in ("parried", "disarm", "punch"):
            return event.kind.capitalize() + "!"
        return None

    def event_anchor(self, event: Event, view: TableView) -> tuple[float, float] | None:
        """A punch or the Marcus King's shot is a blow taken: its word rises by the struck one's health, with the
        damage after it (by the puncher or the shooter, a player read it as that one being hit). The event names the
        seat that turned the card; the others ("Parried!", "Disarm!", "-3") name the seat they happen to."""
        if event.kind in ("punch", "marcus-king") and event.seat is not None:
            return view.anchors.get(f"seat:{1 - event.seat}")
        return super().event_anchor(event, view)

    def shake_keys(self, event: Event, view: TableView) -> tuple[str, ...]:
        if event.kind == "damage" and event.seat is not None:
            tip = self._health_tip(event.seat)
            return tuple(p.key for p in view.placements if p.tip == tip)
        return ()

    def _health_tip(self, seat: int) -> str:
        """The tip of a seat's health card ("Your health card"), by which a hit also finds the cards to shake."""
        return self.told(f"{seat_word(seat)}'s health card")


def _line_caption(box: Rect, text: str, cw: int, f: Frame) -> Mark:
    """An empty exchange line's name, at the right end of its box, clear of the cards the line holds at most (centred in
    the whole box if it does not fit there). Centred, it stood beside the cards an exchange left there while the
    answer that ended it was seen landing (the line is already empty then), 14 px from the second at 960x600, and a
    third card would have lain over it."""
    x, y, w, h = box
    size = f.text(13)
    beyond = round(x + LINE_INSET + cw + (LINE_ROOM - 1) * cw * LINE_STEP + f.px(8))
    end, wide = x + w - f.px(12), width_of(text, size)
    room = (end - wide, y, wide, h) if wide <= end - beyond else box
    return caption_inside(room, text, size, f.line(13))


def _answers(obs: Observation, legal: list[Action], kind: str) -> str:
    """What the player's answers of ``kind`` are made of, by name ("a diamond or a club"); empty when they have none.
    A card not in the hand is a Balance card kept from the event deck."""
    suits = {card(code).suit for a in legal if a.kind == kind for code in a.cards if code in obs.hand}
    found = {name for suit, name in ((Suit.DIAMONDS, "a diamond"), (Suit.CLUBS, "a club")) if suit in suits}
    balance = any(code not in obs.hand for a in legal if a.kind == kind for code in a.cards)
    words = [w for w in ("a diamond", "a club") if w in found] + (["a Balance card"] if balance else [])
    return ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else "".join(words)


def _respond_text(obs: Observation, legal: list[Action]) -> str:
    threat, answers = obs.info.get("threat_text", ""), _answers(obs, legal, "respond")
    if not answers:
        return f"{threat} — nothing in your hand answers it: decline and take it."
    # short enough for two lines at 960x600 with all three answers named ("…or decline a…" was cut there); the
    # threat bar and the Decline button say the rest
    return f"{threat}: answer with {answers}, or decline."


def _standoff_text(obs: Observation, legal: list[Action]) -> str:
    answers = _answers(obs, legal, "drop")
    if not answers:
        return "Standoff: you have nothing to drop your spade for: decline."
    return f"Standoff: drop your spade for {answers}, or decline."


#: The layout the table uses for this game (found by module name).
LAYOUT = ClashingBladesLayout
