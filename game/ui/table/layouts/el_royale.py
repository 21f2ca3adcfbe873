"""El Royale on the table: two to eight seats round an oval, the battle pile in the middle.

The viewer sits at the bottom and the others follow clockwise (the left
neighbour is on the viewer's left). Each seat shows its hand size, the
cards everyone knows it holds face up, and markers for attacker, defender
and eliminated players. The battle pile is fanned so every card's corner
stays readable, top card rightmost; the deck and discard pile show their
counts. Cards are dragged onto the pile one at a time; the pile itself is
claimed (or conceded) by dragging it to your hand; every other choice is a
button.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ....engine import Action, Event, Observation
from ....engine.cards import card
from ....engine.games.el_royale.battle import first_beat_cards
from ....engine.games.el_royale.definitions import HAND_CAP, rank_name
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
from ..sprites import standing, tag_reach
from ..text_fit import fit, fit_name, width_of

_PHASE_TEXT = {
    "attack": "Attack: drag a card onto the pile.",
    "throw-before": "Throw in the attack's rank, or pass.",
    "defend": "Beat the top card (drag your beat onto the pile), or concede.",
    "throw-after": "Throw in the top card's rank, or pass.",
    "offer": "Take the pile (drag it to your hand) or leave it.",
    "share": "Take spread cards (16 at most), then stop.",
}


#: What a hand card dropped where it cannot go asks for in each phase, so its refusal explains that play: while
#: the others throw in, a card of the wrong rank is told what may be thrown in, not who beats.
_HAND_PLAY = {"attack": "attack", "throw-before": "throw", "defend": "beat", "throw-after": "throw", "offer": "throw",
              "share": "throw"}  # fmt: skip
#: Buttons for taking the pile, short enough for the side column at 960x600 (their tips say them whole).
_SHORT_LABELS = {"concede": "Concede", "take": "Take the pile"}
#: Degrees either side of straight down kept free of other seats (the viewer's hand lies there).
_GAP = 72.0
#: ...and at a table of eight, a little less, so that seven seats have room between them.
_GAP_FULL = 68.0
#: Seat labels are given at this size (at 1280x720; the frame scales it).
_LABEL = 14


@dataclass(frozen=True)
class _Geometry:
    """Card sizes and the table's fixed places in the play region's own coordinates."""

    hand_w: int
    pile_w: int
    small_w: int
    hand_y: float
    hand_left: float
    hand_right: float
    centre: tuple[float, float]
    radius: tuple[float, float]
    stage: tuple[int, int, int, int]


def _geometry(size: tuple[int, int], f: Frame, seats: int) -> _Geometry:
    """Bottom up: the viewer's hand, the stage over it, the battle pile in the middle of an oval whose top seat sits
    just inside the play region; the others round the oval from low left to low right."""
    m = f.px(10)
    cw = hand_width(size)
    ch = card_height(cw)
    pile_w = round(cw * 0.8)
    small_w = round(cw * (0.62 if seats <= 6 else 0.52 if seats == 7 else 0.46))
    hand_y = f.h - m - ch / 2
    stage_h = round(f.h * 0.15)
    stage_top = hand_y - ch / 2 - m - stage_h
    pile_y = stage_top - f.line(14) - max(f.px(8), pile_room(pile_w)) - f.px(8) - card_height(pile_w) / 2
    radius = (f.w * 0.39, pile_y - (m + card_height(small_w) / 2))
    stage = (round(f.w * 0.35), round(stage_top), round(f.w * 0.3), stage_h)
    return _Geometry(cw, pile_w, small_w, hand_y, f.w * 0.24, f.w * 0.76, (f.w / 2, pile_y), radius, stage)


def _spread_rows(n: int, pw: int, ph: int) -> tuple[int, int]:
    """Rows and card width for ``n`` spread cards in the empty pile's box (three pile cards wide, one tall): each row a
    fan whose cards show their corners (a step of a fifth of a card and 3 px), the rows one above the other."""
    best = (1, 0)
    for rows in range(1, 5):
        per_row = max(1, math.ceil(n / rows))
        by_width = (pw * 3 - 3 * (per_row - 1)) / (1 + 0.2 * (per_row - 1))
        width = int(min(pw * 0.8, ph / rows * 5 / 7, by_width))
        if width > best[1]:
            best = (rows, width)
    return best


#: What "0 cards" means once the deck is gone and a hand runs dry (RULINGS ER-R12): the seat is still in the game.
EMPTY_HANDED = "No cards left, but still in: their turns to attack pass on, and an attack on them is taken into hand."

#: Rows a table without teams keeps: at most three choices at once (beat, concede, say something), the last
#: two lines tall.
LONE_ROWS = 4
#: A team table keeps one more, for the button that opens the signals: up to ten of them wait in that menu,
#: over the recap, instead of taking eleven rows from it for good.
TEAM_ROWS = LONE_ROWS + 1
#: The tag on a card of the viewer's hand that everyone knows they hold, and the same word standing up the left edge
#: of a card half hidden by the next in a fanned hand (the strip it shows is too narrow for the word lying down).
KNOWN = "known"
KNOWN_SHORT = standing(KNOWN)
#: The menu a partner's signals wait in, named by the banner's verb ("Show a card…, signal, or say nothing").
SIGNALS = "Signal"


class ElRoyaleLayout(Layout):
    game_id = "el-royale"
    #: What a drop on each zone means, for refusals that explain the play the player meant.
    zone_kinds = {"pile": ("beat", "attack", "throw"), "hand:*": ("take", "concede", "take-spread"), "show": ("show",)}
    #: A partner's signals wait in a menu; the rows left hold the other choices and its button.
    choice_rows = TEAM_ROWS

    def __init__(self, names: list[str] | None = None, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(names, options)
        if options is not None and options.get("mode", "individual") == "individual":
            self.choice_rows = LONE_ROWS  # no partner, no signals: the room goes to the recap

    def regions(self, size: tuple[int, int]) -> Regions:
        """The default frame with room for every signal button, and the stage between the pile and the hand."""
        regions = default_regions(size, self.choice_rows)
        x, y, w, h = _geometry(size, Frame.of(size, regions), 2).stage
        return replace(regions, stage=(regions.play[0] + x, regions.play[1] + y, w, h))

    def stage(self, size: tuple[int, int], view: TableView) -> Rect:
        """A battle's cards are held where they lay, on the emptied battle pile, before they go: held between the
        pile and the viewer's hand they read as cards the player had picked up."""
        pile = view.zone("pile")
        if pile is not None and not any(overlaps(pile.rect, p) for p in view.placements):
            return pile.rect
        return super().stage(size, view)

    def seat_centre(self, size: tuple[int, int], obs: Observation, seat: int) -> tuple[float, float]:
        """Where a seat sits (in the window): the viewer at the bottom, the next seat clockwise on the viewer's left.

        The others share the upper part of the oval (from low left round to low right), leaving the bottom to the
        viewer's hand; one lone opponent sits straight across.
        """
        f = self.frame(size)
        x, y = self._seat_at(_geometry(size, f, obs.seats), obs, seat)
        return f.play[0] + x, f.play[1] + y

    @staticmethod
    def _seat_at(g: _Geometry, obs: Observation, seat: int) -> tuple[float, float]:
        k = (seat - obs.seat) % obs.seats
        (cx, cy), (rx, ry) = g.centre, g.radius
        if k == 0:
            return cx, g.hand_y
        others = obs.seats - 1
        gap = _GAP if obs.seats < 8 else _GAP_FULL
        start, sweep = (270.0, 0.0) if others == 1 else (90 + gap, 360 - 2 * gap)
        theta = math.radians(start + (k - 1) * sweep / max(1, others - 1))
        # up to six seats, the upper half is squared off a little so the seats there clear the piles on the middle row
        # (at a fuller table they would crowd each other; their smaller cards clear the piles anyway)
        sin = math.sin(theta)
        lift = sin if sin >= 0 or obs.seats > 6 else -(abs(sin) ** 0.6)
        return cx + rx * math.cos(theta), cy + ry * lift

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        f = self.frame(size)
        return shifted(self._build(_geometry(size, f, obs.seats), f, obs, onlooker), f.play[0], f.play[1])

    def _build(self, g: _Geometry, f: Frame, obs: Observation, onlooker: bool) -> TableView:
        w = f.w
        info = obs.info
        me = obs.seat
        cw, pw = g.hand_w, g.pile_w
        ch, ph = card_height(cw), card_height(pw)
        acting = me in obs.to_act and not onlooker and obs.outcome is None
        placements: list[Placement] = []
        marks: list[Mark] = []
        zones: list[DropZone] = []
        anchors: dict[str, tuple[float, float]] = {}
        phase = info.get("phase", "")
        label = f.text(_LABEL)

        anchors[f"seat:{me}"] = (w / 2, g.hand_y - ch / 2 - f.px(18))
        # the viewer's plate and markers to the left of the hand, level with its foot, clear of the seats above
        room = g.hand_left - f.px(24)
        self._seat_marks(me, obs, f, (f.px(10), g.hand_y + ch / 2 + f.px(6)), room, marks, onlooker, (0, w))

        # everyone else round the oval: backs for the hidden cards, the known cards face up
        small = g.small_w
        for seat in range(obs.seats):
            if seat == me:
                continue
            cx, cy = self._seat_at(g, obs, seat)
            anchors[f"seat:{seat}"] = (cx, cy)  # on its own cards: it rises over them, not into the seat above
            count = info["hand_counts"][seat]
            known = list(obs.known.get(seat, ()))
            backs = max(0, count - len(known))
            shown = known + ["??"] * backs
            # many known cards lie in two rows, the second a little lower so the first row's corners show (backs close up)
            half = (len(shown) + 1) // 2
            rows = [shown] if small * (1 + 0.27 * len(known)) <= w * 0.22 else [shown[:half], shown[half:]]
            drop = card_height(small) * 0.36
            z = 100
            for r, row in enumerate(rows):
                known_here = sum(1 for c in row if c != "??")
                z = self._fan(seat, row, (cx, cy + r * drop), (small, known_here, z), f, obs.seats, placements)
            seat_room = w * 0.21
            below = cy + card_height(small) / 2 + (len(rows) - 1) * drop + f.px(4)
            self._seat_marks(seat, obs, f, (cx, below), seat_room, marks, onlooker, (f.px(4), w - f.px(4)))

        # the battle pile: fanned left to right, top card last, every corner readable
        pile = list(obs.zones.get("pile", ()))
        owners = list(info.get("pile_owner", ()))
        px, py = g.centre
        offset = min(pw * 0.42, (w * 0.44 - pw) / max(1, len(pile) - 1))
        width = pw + offset * max(0, len(pile) - 1)
        px0 = px - width / 2 + pw / 2
        claim = self._claim(obs, acting)
        for i, code in enumerate(pile):
            owner = seat_word(owners[i]) if i < len(owners) else ""
            top = i == len(pile) - 1
            placements.append(
                Placement(f"c:{code}", code, (px0 + i * offset, py), z=40 + i, width=pw, draggable=claim is not None,
                          cards=claim.cards if claim else (), kind=claim.kind if claim else None,
                          default_zone=f"hand:{me}" if claim else None,
                          tip=self.told(("Top card — " if top else "") + (f"played by {owner}" if owner else "")),
                          source=tuple(f"back:{owners[i]}:{k}" for k in range(16)) if i < len(owners) else ())
            )  # fmt: skip
        box_w = max(width, pw * 3)
        pile_rect = (int(px - box_w / 2 - f.px(8)), int(py - ph / 2 - f.px(8)), int(box_w + f.px(16)), ph + f.px(16))
        zones.append(DropZone("pile", pile_rect, "Battle pile"))
        marks.append(Mark("box", pile_rect))
        count_y = int(py + ph / 2 + max(f.px(8), pile_room(pw)) + f.px(4))
        text = f"battle pile {len(pile)}" if pile else "battle pile"  # named when empty too: the banner says "the pile"
        marks.append(Mark("text", (int(px - width_of(text, label) / 2), count_y, int(box_w), f.line(14)), text, size=label))
        anchors["pile"] = (px, py)

        # deck and discard, face down with their counts and thickness
        dx = px + box_w / 2 + f.px(8) + pw * 0.9
        deck_n, discard_n = obs.counts.get("deck", 0), obs.counts.get("discard", 0)
        if deck_n:
            marks.append(pile_mark((dx, py), pw, deck_n))
            placements.append(Placement("pile:deck", "??", (dx, py), False, z=1, width=pw, tip="New cards (the deck)"))
        marks.append(Mark("text", (int(dx - pw / 2), count_y, pw + f.px(40), f.line(14)), f"deck {deck_n}", size=label))
        anchors["deck"] = (dx, py)
        ox = px - box_w / 2 - f.px(8) - pw * 0.9
        if discard_n:
            marks.append(pile_mark((ox, py), pw, discard_n))
            placements.append(Placement("pile:discard", "??", (ox, py), False, z=1, width=pw, tip="Old cards (the discard pile)"))
        marks.append(Mark("text", (int(ox - pw / 2), count_y, pw + f.px(40), f.line(14)), f"discard {discard_n}", size=label))
        anchors["discard"] = (ox, py)

        # an eliminated player's cards lie in the pile's box while they are shared out (the pile is empty then: the
        # player fell by picking it up), in as many rows as give the biggest cards with every corner showing, clear of
        # the seats round the table
        spread = list(obs.zones.get("spread", ()))
        can_take = acting and phase == "share"
        lines, spread_w = _spread_rows(len(spread), pw, ph)
        per_line = max(1, math.ceil(len(spread) / lines))
        sstep = min(spread_w * 0.55, (pw * 3 - spread_w) / max(1, per_line - 1))
        for i, code in enumerate(spread):
            line, k = divmod(i, per_line)
            in_line = min(per_line, len(spread) - line * per_line)
            at = (px + (k - (in_line - 1) / 2) * sstep, py - ph / 2 + (line + 0.5) * ph / lines)
            placements.append(
                Placement(f"c:{code}", code, at, z=60 + i, width=spread_w, draggable=can_take,
                          cards=(code,), kind="take-spread", default_zone=f"hand:{me}", tip="An eliminated player's card")
            )  # fmt: skip

        # the show spot while the viewer is saying something, right of the hand
        if acting and any(a.kind == "show" for a in self._legal_hint(obs)):
            show_top = g.hand_y - ch / 2 + f.px(30)  # under the lowest seat's words, with its own label under it
            show_rect = (
                int(g.hand_right + f.px(12)), int(show_top), int(w - g.hand_right - f.px(20)), ch - f.px(36) - f.line(14)
            )  # fmt: skip
            zones.append(DropZone("show", show_rect, "Show to everyone"))
            marks.append(Mark("box", show_rect, "show a card", size=label))
        # the viewer's hand along the bottom, fanned when long: each card is dragged onto the pile (or the show spot).
        # Built last: it spreads into whatever room along the bottom the rest of the table leaves.
        known_mine = set(obs.known.get(me, ()))
        hand = hidden_hand(obs, onlooker)
        if onlooker:  # the bottom seat's known cards are everyone's, as the other seats' are: face up, first
            seen = tuple(obs.known.get(me, ()))
            hand = seen + ("??",) * max(0, len(hand) - len(seen))
        hy = g.hand_y
        left, right = _hand_room(g, f, ch, placements, marks)
        step, x0 = _hand_spread(len(hand), cw, (left, right), w / 2)
        openers = _beat_openers(obs) if acting else set()
        # a fanned card shows only its left strip: where "known" lying down would be cut to "kn", it stands up the
        # strip instead (the last card, shown whole, has it lying down; each card's tip says it too)
        squeezed = step < tag_reach(KNOWN, cw)
        mine: list[Placement] = []
        for i, code in enumerate(hand):
            key = f"c:{code}" if code != "??" else f"back:{me}:{i}"
            told = code in known_mine and not onlooker  # a card shown to all is "reversed" in the hand, as the rule has it
            tag = (KNOWN_SHORT if squeezed and i < len(hand) - 1 else KNOWN) if told else ""
            mine.append(
                Placement(key, code, (x0 + i * step, hy), code != "??", z=300 + i, width=cw, draggable=acting, cards=(code,),
                          default_zone="pile", tip="Everyone knows you hold this card" if told else "",
                          means=_HAND_PLAY.get(phase), kind="beat" if code in openers else None, tag=tag)
            )  # fmt: skip
        # the drop zone covers the usual band and the hand wherever it spread
        lo = min(g.hand_left, x0 - cw / 2)
        hi = max(g.hand_right, x0 + step * max(0, len(hand) - 1) + cw / 2)
        hand_rect = (int(lo - f.px(6)), int(hy - ch / 2 - f.px(6)), int(hi - lo + f.px(12)), ch + f.px(12))
        zones.insert(0, DropZone(f"hand:{me}", hand_rect, "Your hand"))
        placements[:0] = mine
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

    def _fan(
        self,
        seat: int,
        row: list[str],
        at: tuple[float, float],
        cards: tuple[int, int, int],
        f: Frame,
        seats: int,
        placements: list[Placement],
    ) -> int:
        """One row of a seat's hand: known cards first with readable corners, then backs closed up to fit; the next z."""
        (cx, cy), (small, known, z) = at, cards
        w = f.w
        backs = len(row) - known
        room = w * (0.45 if seats == 2 else 0.16 if seats <= 6 else 0.1)
        known_step = small * (0.32 if known * small * 0.32 <= room else 0.27)
        back_step = min(small * 0.35, max(small * 0.08, (room - small - known_step * known) / max(1, backs)))
        steps = [known_step if i < known else back_step for i in range(len(row) - 1)]
        # a long fan grows away from the middle of the table, never in over the piles
        total, edge = sum(steps), f.px(6) + small / 2
        sx = cx - total / 2 if abs(cx - w / 2) < w * 0.1 else cx + small * 0.7 - total if cx < w / 2 else cx - small * 0.7
        sx = min(max(sx, edge), w - edge - total)
        for i, code in enumerate(row):
            key = f"c:{code}" if code != "??" else f"back:{seat}:{z - 100}"
            tip = self.told(f"{seat_word(seat)} is known to hold {card(code).short}") if code != "??" else ""
            placements.append(Placement(key, code, (sx, cy), code != "??", z=z, width=small, tip=tip))
            sx += steps[i] if i < len(steps) else 0
            z += 1
        return z

    def _legal_hint(self, obs: Observation) -> list[Action]:
        """The layout never sees legal actions in ``build``; while talking, the show spot is offered."""
        return [Action("show")] if obs.info.get("machine", {}).get("talking") else []

    def _claim(self, obs: Observation, acting: bool) -> Action | None:
        """What dragging the pile to your hand means now: conceding (the defender) or taking it (the offer)."""
        if not acting or not obs.zones.get("pile"):
            return None
        phase = obs.info.get("phase")
        cards = tuple(obs.zones["pile"])
        if phase == "defend" and not obs.info.get("machine", {}).get("placing"):
            return Action("concede", cards, f"hand:{obs.seat}")
        if phase == "offer":
            return Action("take", cards, f"hand:{obs.seat}")
        return None

    def _seat_marks(
        self,
        seat: int,
        obs: Observation,
        f: Frame,
        at: tuple[float, float],
        room: float,
        marks: list[Mark],
        onlooker: bool,
        bounds: tuple[float, float],
    ) -> None:
        """Name plate (with a team badge), hand size, and the attacker / defender / out markers, at most ``room`` wide.

        Other seats' blocks hang under ``at``, centred on it; the viewer's (``bounds[0] == 0``) stands on it, from its
        left. Either way the block is kept inside ``bounds``.
        """
        info = obs.info
        count = info["hand_counts"][seat]
        room = int(room)
        label, small = f.text(_LABEL), f.text(13)
        plate_h = max(24, f.line(_LABEL) + f.px(4))
        teams = info.get("teams")
        badge_w = plate_h if teams else 0
        # the viewer's own name, as the setup gave it: "You" against computers, "Player 2" in pass-and-play, where
        # the plate is how the player behind the curtain knows the hand is theirs
        name = self.name(seat)
        name_text = fit_name(name, label, room - badge_w - f.px(20))
        count_text = fit(f"{count} card{'s' if count != 1 else ''}", label, room)
        partner = teams is not None and not onlooker and seat != obs.seat and teams[seat] == teams[obs.seat]
        if partner:
            # the badges' letters alone never told a new player who was on their side
            name_text = _partner_name(name, label, room - badge_w - f.px(20)) or name_text
        plate_w = min(room - badge_w, width_of(name_text, label) + f.px(20))
        marker: tuple[str, str] | None = None
        if info["eliminated"][seat]:
            marker = ("Out", "red")
        elif seat == info.get("attacker") and obs.outcome is None:
            marker = ("Attacker", "gold")
        elif seat == info.get("defender") and obs.outcome is None:
            stand_in = info.get("stand_in_for", -1)
            marker = ("Defender", "red") if stand_in is None or stand_in < 0 else ("Stand-in", "red")
        marker_h = f.marker(14)
        marker_w = width_of(marker[0], max(10, marker_h - 10), True) + f.px(16) if marker else 0
        beside = marker is not None and width_of(count_text, label) + f.px(8) + marker_w <= room
        signal = info.get("signals", [None] * obs.seats)[seat]
        said = ""
        if signal and info.get("signal_battle", [0] * obs.seats)[seat] >= info.get("battle", 0) - _signal_lasts(signal):
            said = fit("“" + _signal_words(signal) + "”", small, room)
        if partner and not name_text.endswith(" · partner"):
            # where the plate has no room to say so (960x600) the card count does, unless that would put what the
            # seat said on a line of its own (the block would grow into the next seat's cards)
            longer = f"{count_text} · partner"
            fits = width_of(longer, label) <= room
            if fits and (not said or width_of(longer, label) + f.px(8) + width_of(said, small) <= room):
                count_text = longer
                beside = marker is not None and width_of(count_text, label) + f.px(8) + marker_w <= room
        count_w = width_of(count_text, label)
        # what the seat said goes beside its card count when that line has room, else on a line of its own
        said_beside = bool(said) and not beside and count_w + f.px(8) + width_of(said, small) <= room
        rows = [plate_w + badge_w, count_w + (f.px(8) + marker_w if beside else 0), width_of(said, small)]
        if said_beside:
            rows[1] += f.px(8) + rows.pop()
        block = max([*rows, 0 if beside else marker_w])
        line = f.line(_LABEL)
        height = plate_h + f.px(4) + max(line, marker_h if beside else 0) + (0 if beside or not marker else marker_h + 2)
        height += f.line(13) + 2 if said and not said_beside else 0
        x = at[0] if bounds[0] == 0 else at[0] - block / 2
        x = int(min(max(x, bounds[0]), bounds[1] - block))
        y = int(at[1] - height - f.px(6)) if bounds[0] == 0 else int(at[1])
        marks.append(Mark("plate", (x, y, plate_w, plate_h), name_text, filled=seat in obs.to_act, size=label))
        if teams:
            team = teams[seat]
            members = ", ".join(self.name(s) for s in range(obs.seats) if teams[s] == team)
            tip = f"Team {'AB'[team]}: {members}. Partners win together."
            badge = (x + plate_w + 2, y, badge_w, badge_w)
            marks.append(Mark("badge", badge, "AB"[team], colour=f"team{team}", size=label, tip=tip))
        y += plate_h + f.px(4)
        empty = EMPTY_HANDED if count == 0 and not info["eliminated"][seat] and obs.outcome is None else ""
        marks.append(Mark("text", (x, y, count_w, line), count_text, colour="dim", size=label, tip=empty))  # words wide
        if said_beside:
            sx = x + count_w + f.px(8)
            marks.append(
                Mark("text", (sx, y + (line - f.line(13)) // 2, room - (sx - x), f.line(13)), said, colour="dim", size=small)
            )
            said = ""
        if marker:
            mx = x + count_w + f.px(8) if beside else x
            my = y + (line - marker_h) // 2 if beside else y + line + 2
            marks.append(Mark("marker", (mx, my, marker_w, marker_h), marker[0], colour=marker[1]))
            y = max(y + line, my + marker_h) if beside else my + marker_h
        else:
            y += line
        if said:
            # towards the middle of the table, away from the neighbouring seat's fanned cards
            sx = x + block - width_of(said, small) if bounds[0] != 0 and at[0] < bounds[1] / 2 else x
            marks.append(Mark("text", (int(sx), y + 2, room, f.line(13)), said, colour="dim", size=small))

    def declaration(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action | None:
        """A card that can open a beat, dropped on the pile before the defender said "Beat the attack", says it:
        the drop declares the beat and lays the card (only such a card, so a wrong one commits to nothing)."""
        if zone_id != "pile" or placement.kind != "beat":
            return None
        return next((a for a in legal if a.kind == "defend"), None)

    def buttons(self, legal: list[Action]) -> tuple[ButtonSpec, ...]:
        """Every choice that moves no card, plus conceding and taking the pile (also done by dragging it). Saying
        something to the table comes last: it is offered beside the common choices, and ahead of them it took the
        place where Pass had been a moment before, so a quick click on Pass spoke to the table instead."""
        out = [self._button(a) for a in legal if not a.cards]
        out += [
            ButtonSpec(_SHORT_LABELS[a.kind], a, f"{a.label} (or drag the battle pile to your hand)")
            for a in legal
            if a.kind in ("concede", "take")
        ]
        return tuple(sorted(out, key=lambda b: b.action.kind == "talk"))

    @staticmethod
    def _button(action: Action) -> ButtonSpec:
        """A choice's button; a signal's waits in the signals menu and says only what it asks for ("Ask: attack
        8s"), so ten of them fit the side column and read apart, and its tip says it whole."""
        if action.kind == "signal" and action.target:
            return ButtonSpec(f"Ask: {_signal_words(action.target)}", action, action.label, menu=SIGNALS)
        return ButtonSpec(action.label or action.kind.capitalize(), action)

    def forced_words(self, action: Action) -> str:
        """A player says "That is all"; it is no move to name ("Your only move: That is all." read oddly)."""
        if action.kind == "done":
            return "You have no more cards of that rank to add: that is all."
        return super().forced_words(action)

    def asked(self, obs: Observation, seat: int) -> str:
        name, phase = self.name(seat), obs.info.get("phase")
        if phase in ("throw-before", "throw-after"):
            return f"{name} may throw in. Every player is asked in turn, whether they hold the rank or not."
        return {
            "attack": f"{name} attacks: a card onto the battle pile.",
            "defend": f"{name} defends: beat the top card, or concede and pick up the pile.",
            "offer": f"{name} may take the battle pile, or leave it.",
            "share": f"{name} may take cards from the spread.",
        }.get(phase or "", "")

    def banner(self, obs: Observation, legal: list[Action]) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The game is over."
        info = obs.info
        if not legal:
            waiting = ", ".join(seat_word(s) for s in obs.to_act)
            return self.told(f"Battle: {seat_word(info['attacker'])} against {seat_word(info['defender'])}; {waiting} to play.")
        if info.get("machine", {}).get("talking"):  # only a team game has partners to signal
            return f"Show a card (drag it to the show spot){', signal' if info.get('teams') else ''}, or say nothing."
        if info.get("phase") == "defend" and any(a.kind == "done" for a in legal):  # the beat is down: more may follow
            ranks = rank_name(card(obs.zones["pile"][-1]).rank, plural=True)
            if not any(a.kind == "beat" for a in legal):
                return f"You hold no more {ranks} to add: say that is all."
            return f"Beat with more {ranks}, or say that is all."
        out = _out_if_conceding(obs, legal)
        if info.get("phase") == "defend" and not any(a.kind in ("defend", "beat") for a in legal):
            return f"Nothing in your hand beats the top card: concede{out}."
        if info.get("phase") == "defend" and not any(a.kind == "concede" for a in legal):  # the beat is declared
            return "Beat the top card: drag your beat onto the pile."
        if out:
            return f"Beat the top card (drag your beat onto the pile), or concede{out}."
        return _throw_in_text(obs, legal) or _PHASE_TEXT.get(info.get("phase", ""), "Your turn.")

    def pop_text(self, event: Event) -> str | None:
        if event.kind == "eliminated":
            return "Out!"
        if event.kind == "pick-up" and event.cards:
            return f"+{len(event.cards)}"
        if event.kind == "game-over":
            return "Wins!"
        return None


def _hand_room(g: _Geometry, f: Frame, ch: int, placements: list[Placement], marks: list[Mark]) -> tuple[float, float]:
    """Left and right edges the viewer's hand may spread between: from its usual left edge (the viewer's own plate
    lies left of it) to the play region's right edge, or to the nearest card or mark in its band on the right (a low
    seat, the show spot). Never less than its usual band: at 1920x1080 eight cards were squeezed into the middle half
    of the table while the bottom right stood empty."""
    top, bottom = g.hand_y - ch / 2 - f.px(6), g.hand_y + ch / 2
    right: float = f.w - f.px(10)
    rects = [(p.pos[0] - p.width / 2, p.pos[1] - card_height(p.width) / 2, p.width, card_height(p.width)) for p in placements]
    for x, y, w, h in [*rects, *(m.rect for m in marks)]:
        if y < bottom and y + h > top and x + w / 2 >= f.w / 2:
            right = min(right, x - f.px(8))
    return g.hand_left, max(g.hand_right, right)


def _hand_spread(count: int, cw: int, room: tuple[float, float], centre: float) -> tuple[float, float]:
    """The step between hand cards and the first card's centre: cards side by side, centred under the pile, while they
    fit; a longer hand slides right and then fans within ``room``, overlapping no more than it must."""
    left, right = room
    need = cw + cw * 1.05 * max(0, count - 1)
    start = max(left, min(centre - need / 2, right - need))
    step = min(cw * 1.05, (right - start - cw) / max(1, count - 1))
    return step, start + cw / 2


def _out_if_conceding(obs: Observation, legal: list[Action]) -> str:
    """The banner's warning where conceding would take the pile over the 16-card limit (ER-R09: that player is out),
    else "": a play-tester conceded at 16 cards and learnt only afterwards that it ended their game."""
    concede = next((a for a in legal if a.kind == "concede"), None)
    if concede is None or len(obs.hand) + len(concede.cards) <= HAND_CAP:
        return ""
    return f" (with the pile you would hold {len(obs.hand) + len(concede.cards)} cards: you would be out)"


def _beat_openers(obs: Observation) -> set[str]:
    """The defender's cards that may open a beat of the top card, before the beat is declared (none at other times)."""
    pile, info = obs.zones.get("pile", ()), obs.info
    if info.get("phase") != "defend" or info.get("machine", {}).get("placing") or not pile or obs.seat != info.get("defender"):
        return set()
    return {c.code for c in first_beat_cards(card(pile[-1]), [card(code) for code in obs.hand])}


def _throw_in_text(obs: Observation, legal: list[Action]) -> str | None:
    """While throwing in (or adding to one's own attack), the rank by name, and plainly when the viewer holds none of it
    (so no card is tried in vain)."""
    phase, rank = obs.info.get("phase"), obs.info.get("rank_to_follow")
    placing = obs.info.get("machine", {}).get("placing")
    more = any(a.kind in ("attack", "throw") for a in legal)  # while placing, a card of the rank still in hand
    if phase == "attack" and rank and placing:  # one card down: more may follow
        if not more:
            return f"You hold no more {rank_name(rank, plural=True)} to add: say that is all."
        return f"Attack with more {rank_name(rank, plural=True)}, or say that is all."
    if phase not in ("throw-before", "throw-after") or not rank:
        return None
    ranks = rank_name(rank, plural=True)
    if placing:
        return f"Throw in more {ranks}, or say that is all." if more else f"You hold no more {ranks} to add: say that is all."
    if not any(a.kind == "throw" for a in legal):
        return f"You hold no {ranks} to throw in: pass."
    return f"Throw in {ranks} ({'the attack' if phase == 'throw-before' else 'the top card'}'s rank), or pass."


def _partner_name(name: str, size: int, width: int) -> str:
    """A partner's plate ("Computer 3 · partner"), without the bracketed level if need be; empty when even that is too
    wide (the name alone is kept)."""
    return next((f"{n} · partner" for n in (name, bare_name(name)) if width_of(f"{n} · partner", size) <= width), "")


def _signal_lasts(target: str) -> int:
    """Battles after its own that a signal stays under its seat's name: asking for an attack is about the next battle;
    asking for a throw-in is about this one only (it stayed up battles after it meant anything)."""
    return 1 if target.split(":")[1] == "attack" else 0


def _signal_words(target: str) -> str:
    parts = target.split(":")
    if parts[1] == "throw-in":
        return "throw in"
    if parts[1] == "other-suit":
        return "other suit"
    rank = int(parts[2])
    return f"attack {({1: 'A', 11: 'J', 12: 'Q', 13: 'K'}).get(rank, str(rank))}s"


#: The layout the table uses for this game (found by module name).
LAYOUT = ElRoyaleLayout
