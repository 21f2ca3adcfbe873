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

from ....engine import Action, Event, Observation
from ..layout import ButtonSpec, DropZone, Layout, Mark, Placement, TableView, hidden_hand
from ..text_fit import fit, width_of

_PHASE_TEXT = {
    "attack": "Attack: drag a card onto the pile.",
    "throw-before": "Throw in the attack's rank, or pass.",
    "defend": "Beat the top card, or concede.",
    "throw-after": "Throw in the top card's rank, or pass.",
    "offer": "Take the pile (drag it to your hand) or leave it.",
    "share": "Take spread cards (16 at most), then stop.",
}


#: The banner bar across the top of the table, drawn over whatever lies under it.
_BANNER = 40
#: Degrees either side of straight down kept free of other seats (the viewer's hand lies there): in a tall
#: window a little less, so the lowest seats sit under the row of choice buttons the table draws at 55% height.
_GAP, _GAP_TALL = 60.0, 55.0
#: Seat labels are drawn at this size.
_LABEL = 14


def _card_width(size: tuple[int, int]) -> int:
    w, h = size
    return int(min(w / 16, h * 0.15 / 1.4))


def _small_width(size: tuple[int, int], seats: int) -> int:
    """The others' cards: a little smaller at a crowded table, so each seat's words fit between its neighbours."""
    return int(_card_width(size) * (0.7 if seats <= 6 else 0.6))


class ElRoyaleLayout(Layout):
    game_id = "el-royale"
    #: What a drop on each zone means, for refusals that explain the play the player meant.
    zone_kinds = {"pile": ("beat", "attack", "throw"), "hand:*": ("take", "concede", "take-spread"), "show": ("show",)}

    def seat_centre(self, size: tuple[int, int], obs: Observation, seat: int) -> tuple[float, float]:
        """Where a seat sits on the oval: the viewer at the bottom, the next seat clockwise on the viewer's left.

        The others share the upper part of the oval (from low left round to low right), leaving the bottom
        to the viewer's hand; the top of the oval is low enough that the seat there clears the banner.
        """
        w, h = size
        k = (seat - obs.seat) % obs.seats
        if k == 0:
            return w / 2, h * 0.47 + self._radius_y(size, obs.seats)
        others = obs.seats - 1
        gap = _GAP_TALL if h >= 700 else _GAP
        start, sweep = (270.0, 0.0) if others == 1 else (90 + gap, 360 - 2 * gap)
        theta = math.radians(start + (k - 1) * sweep / max(1, others - 1))
        return w / 2 + w * 0.40 * math.cos(theta), h * 0.47 + self._radius_y(size, obs.seats) * math.sin(theta)

    @staticmethod
    def _radius_y(size: tuple[int, int], seats: int) -> float:
        """The oval's half height: the top seat's small cards sit a few pixels under the banner bar."""
        h = size[1]
        small = _small_width(size, seats)
        return h * 0.47 - (_BANNER + 8 + small * 0.7)

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        w, h = size
        info = obs.info
        me = obs.seat
        cw = _card_width(size)
        ch = round(cw * 7 / 5)
        acting = me in obs.to_act and not onlooker and obs.outcome is None
        placements: list[Placement] = []
        marks: list[Mark] = []
        zones: list[DropZone] = []
        anchors: dict[str, tuple[float, float]] = {}
        phase = info.get("phase", "")

        # the viewer's hand along the bottom: each card is dragged onto the pile (or the show spot)
        hand = hidden_hand(obs, onlooker)
        known_mine = set(obs.known.get(me, ())) if not onlooker else set()
        step = min(cw * 1.05, (w * 0.56) / max(1, len(hand)))
        x0 = w / 2 - step * (len(hand) - 1) / 2
        hy = h - ch / 2 - 10
        for i, code in enumerate(hand):
            key = f"c:{code}" if code != "??" else f"back:{me}:{i}"
            tip = "Everyone knows you hold this card" if code in known_mine else ""
            placements.append(
                Placement(key, code, (x0 + i * step, hy), code != "??", z=300 + i, width=cw, draggable=acting, cards=(code,),
                          default_zone="pile", tip=tip)
            )  # fmt: skip
        hand_rect = (int(w * 0.22 - cw / 2), int(hy - ch / 2 - 6), int(w * 0.56 + cw), ch + 12)
        zones.append(DropZone(f"hand:{me}", hand_rect, "Your hand"))
        anchors[f"seat:{me}"] = (w / 2, hy - ch / 2 - 18)
        # the viewer's name and markers to the left of the hand, clear of it
        self._seat_marks(me, obs, (8, hy - ch / 2 - 8), w * 0.22 - cw / 2 - 24, marks, onlooker, (0, w))

        # everyone else round the oval: backs for the hidden cards, the known cards face up
        for seat in range(obs.seats):
            if seat == me:
                continue
            cx, cy = self.seat_centre(size, obs, seat)
            anchors[f"seat:{seat}"] = (cx, cy - ch * 0.6)
            count = info["hand_counts"][seat]
            known = list(obs.known.get(seat, ()))
            small = _small_width(size, obs.seats)
            shown = known + ["??"] * max(0, count - len(known))
            fan = min(small * 0.35, (w * (0.16 if obs.seats <= 6 else 0.09)) / max(1, len(shown)))
            sx = cx - fan * (len(shown) - 1) / 2
            for i, code in enumerate(shown):
                key = f"c:{code}" if code != "??" else f"back:{seat}:{i}"
                tip = f"{self.name(seat)} is known to hold this card" if code != "??" else ""
                placements.append(Placement(key, code, (sx + i * fan, cy), code != "??", z=100 + i, width=small, tip=tip))
            self._seat_marks(seat, obs, (cx, cy + small * 0.7 + 4), w * 0.21, marks, onlooker, (8, w - 8))

        # the battle pile: fanned left to right, top card last, every corner readable
        pile = list(obs.zones.get("pile", ()))
        owners = list(info.get("pile_owner", ()))
        py = h * 0.47
        offset = cw * 0.42
        width = cw + offset * max(0, len(pile) - 1)
        px0 = w / 2 - width / 2 + cw / 2
        claim = self._claim(obs, acting)
        for i, code in enumerate(pile):
            owner = self.name(owners[i]) if i < len(owners) else ""
            top = i == len(pile) - 1
            placements.append(
                Placement(f"c:{code}", code, (px0 + i * offset, py), z=40 + i, width=cw, draggable=claim is not None,
                          cards=claim.cards if claim else (), kind=claim.kind if claim else None,
                          default_zone=f"hand:{me}" if claim else None,
                          tip=("Top card — " if top else "") + (f"played by {owner}" if owner else ""),
                          source=tuple(f"back:{owners[i]}:{k}" for k in range(16)) if i < len(owners) else ())
            )  # fmt: skip
        pile_rect = (int(w / 2 - max(width, cw * 3) / 2 - 8), int(py - ch / 2 - 8), int(max(width, cw * 3) + 16), ch + 16)
        zones.append(DropZone("pile", pile_rect, "Battle pile"))
        marks.append(Mark("box", pile_rect))
        if pile:
            marks.append(Mark("text", (pile_rect[0], pile_rect[1] - 20, 300, 18), f"battle pile {len(pile)}", size=14))
        anchors["pile"] = (w / 2, py)

        # deck and discard, face down with their counts
        dx = w / 2 + max(width, cw * 3) / 2 + cw * 1.2
        deck_n, discard_n = obs.counts.get("deck", 0), obs.counts.get("discard", 0)
        if deck_n:
            placements.append(Placement("pile:deck", "??", (dx, py), False, z=1, width=cw, tip="New cards (the deck)"))
        marks.append(Mark("text", (int(dx - cw / 2), int(py + ch / 2 + 4), 140, 18), f"deck {deck_n}", size=14))
        anchors["deck"] = (dx, py)
        ox = w / 2 - max(width, cw * 3) / 2 - cw * 1.2
        if discard_n:
            placements.append(Placement("pile:discard", "??", (ox, py), False, z=1, width=cw, tip="Old cards (the discard pile)"))
        marks.append(Mark("text", (int(ox - cw / 2), int(py + ch / 2 + 4), 140, 18), f"discard {discard_n}", size=14))
        anchors["discard"] = (ox, py)

        # an eliminated player's cards, face up above the pile while they are shared out
        spread = list(obs.zones.get("spread", ()))
        can_take = acting and phase == "share"
        sstep = min(cw * 0.55, (w * 0.6) / max(1, len(spread)))
        sx0 = w / 2 - sstep * (len(spread) - 1) / 2
        for i, code in enumerate(spread):
            placements.append(
                Placement(f"c:{code}", code, (sx0 + i * sstep, py - ch * 1.15), z=60 + i, width=int(cw * 0.8), draggable=can_take,
                          cards=(code,), kind="take-spread", default_zone=f"hand:{me}", tip="An eliminated player's card")
            )  # fmt: skip

        # the show spot while the viewer is saying something
        if acting and any(a.kind == "show" for a in self._legal_hint(obs)):
            show_rect = (int(w * 0.82), int(hy - ch / 2), int(w * 0.15), ch - 24)
            zones.append(DropZone("show", show_rect, "Show to everyone"))
            marks.append(Mark("box", show_rect, "show a card"))
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

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
        at: tuple[float, float],
        room: float,
        marks: list[Mark],
        onlooker: bool,
        bounds: tuple[float, float],
    ) -> None:
        """Name, hand size, and the attacker / defender / out markers, in a block at most ``room`` wide.

        Other seats' blocks are centred on ``at[0]``; the viewer's (``bounds[0] == 0``) starts there. Either way
        the block is kept inside ``bounds``.
        """
        info = obs.info
        count = info["hand_counts"][seat]
        room = int(room)
        name = self.name(seat) if seat != obs.seat or onlooker else "You"
        teams = info.get("teams")
        side = f" · team {'AB'[teams[seat]]}" if teams else ""
        count_text = fit(f"{count} card{'s' if count != 1 else ''}{side}", _LABEL, room)
        marker: tuple[str, str] | None = None
        if info["eliminated"][seat]:
            marker = ("Out", "red")
        elif seat == info.get("attacker") and obs.outcome is None:
            marker = ("Attacker", "gold")
        elif seat == info.get("defender") and obs.outcome is None:
            stand_in = info.get("stand_in_for", -1)
            marker = ("Defender", "red") if stand_in is None or stand_in < 0 else ("Stand-in", "red")
        marker_w = width_of(marker[0], 14, True) + 16 if marker else 0
        beside = marker is not None and width_of(count_text, _LABEL) + 8 + marker_w <= room
        signal = info.get("signals", [None] * obs.seats)[seat]
        said = ""
        if signal and info.get("signal_battle", [0] * obs.seats)[seat] >= info.get("battle", 0) - 1:
            said = fit("said: " + _signal_words(signal), 13, room)
        name_text = _short_name(name, _LABEL, room)
        rows = [width_of(name_text, _LABEL), width_of(count_text, _LABEL) + (8 + marker_w if beside else 0), width_of(said, 13)]
        block = max([*rows, 0 if beside else marker_w])
        x = at[0] if bounds[0] == 0 else at[0] - block / 2
        x = int(min(max(x, bounds[0]), bounds[1] - block))
        y = int(at[1])
        marks.append(Mark("text", (x, y, room, 18), name_text, size=_LABEL))
        marks.append(Mark("text", (x, y + 20, room, 18), count_text, colour="dim", size=_LABEL))
        y += 20
        if marker:
            mx = x + width_of(count_text, _LABEL) + 8 if beside else x
            my = y - 3 if beside else y + 20
            marks.append(Mark("marker", (mx, my, marker_w, 24), marker[0], colour=marker[1]))
            y = my + 24 if not beside else y + 22
        else:
            y += 18
        if said:
            # towards the middle of the table, away from the neighbouring seat's fanned cards
            sx = x + block - width_of(said, 13) if bounds[0] != 0 and at[0] < bounds[1] / 2 else x
            marks.append(Mark("text", (int(sx), y + 2, room, 16), said, colour="dim", size=13))

    def buttons(self, legal: list[Action]) -> tuple[ButtonSpec, ...]:
        """Every choice that moves no card, plus conceding and taking the pile (also done by dragging it)."""
        out = [ButtonSpec(a.label or a.kind.capitalize(), a) for a in legal if not a.cards]
        out += [ButtonSpec(a.label, a, "Or drag the battle pile to your hand") for a in legal if a.kind in ("concede", "take")]
        return tuple(out)

    def banner(self, obs: Observation, acting: bool) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The game is over."
        info = obs.info
        if not acting:
            waiting = ", ".join(self.name(s) for s in obs.to_act)
            return f"Battle: {self.name(info['attacker'])} against {self.name(info['defender'])}; {waiting} to play."
        if info.get("machine", {}).get("talking"):
            return "Show a card (drag it to the show spot), signal, or say nothing."
        return _PHASE_TEXT.get(info.get("phase", ""), "Your turn.")

    def pop_text(self, event: Event) -> str | None:
        if event.kind == "eliminated":
            return "Out!"
        if event.kind == "pick-up" and event.cards:
            return f"+{len(event.cards)}"
        if event.kind == "game-over":
            return "Wins!"
        return None


def _short_name(name: str, size: int, width: int) -> str:
    """A name that fits ``width``: whole, else without its bracketed level ("Computer 2 (Normal)"), else cut."""
    if width_of(name, size) <= width:
        return name
    bare = name.split(" (")[0] if name.endswith(")") else name
    return fit(bare, size, width)


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
