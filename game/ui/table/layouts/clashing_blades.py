"""Clashing Blades on the table: hands, heart health cards, the exchange line, threat, piles.

The viewer sits at the bottom. Each side's two heart cards show its health:
as health drops, a dark cover hides that share of the pips. Played cards
form each side's exchange line in the middle; a marker names the threat
("2 points to you"). A card is played by dragging it onto a glowing spot
(own exchange line, the heart penalty spot, the discard pile); every other
choice is a button.
"""

from __future__ import annotations

from ....engine import Event, Observation
from ..layout import DropZone, Layout, Mark, Placement, TableView, hidden_hand
from ..text_fit import fit, width_of

START_HEALTH = 15


class ClashingBladesLayout(Layout):
    game_id = "clashing-blades"
    #: What a drop on each zone means, for refusals that explain the play the player meant.
    zone_kinds = {"table:*": ("engarde", "respond", "drop"), "penalty:*": ("place-heart",), "discard": ("pay", "discard")}

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        w, h = size
        info = obs.info
        me, them = obs.seat, 1 - obs.seat
        cw = int(min(w / 15, h * 0.16 / 1.4))
        ch = round(cw * 7 / 5)
        acting = me in obs.to_act and not onlooker
        placements: list[Placement] = []
        marks: list[Mark] = []
        zones: list[DropZone] = []
        anchors: dict[str, tuple[float, float]] = {}
        rows = {them: 40 + ch / 2 + 14, me: h - ch / 2 - 14}
        # the exchange lines sit either side of the middle, with room between them for the threat marker
        lines = {them: h * 0.5 - ch * 0.7 - 4, me: h * 0.5 + ch * 0.7 + 4}
        px = 30 + cw * 2.6 + 30  # the heart penalty spot, right of the health cards
        # the hands spread between the penalty spot (and its fanned hearts) and the dealer marker, never over them
        fanned = max(len(obs.zones.get(f"penalty:{s}", ())) for s in (0, 1))
        half = w / 2 - (px + cw + 18 * max(0, fanned - 1) + 16)

        # hands
        hand = hidden_hand(obs, onlooker)
        step = min(cw * 1.08, (2 * half - cw) / max(1, len(hand) - 1))
        x0 = w / 2 - step * (len(hand) - 1) / 2
        for i, code in enumerate(hand):
            key = f"c:{code}" if code != "??" else f"back:{me}:{i}"
            placements.append(
                Placement(
                    key, code, (x0 + i * step, rows[me]), code != "??", z=200 + i, width=cw, draggable=acting, cards=(code,)
                )
            )
        n = info["hand_counts"][them]
        step = min(cw * 0.55, (2 * half - cw) / max(1, n - 1))
        x0 = w / 2 - step * (n - 1) / 2
        for i in range(n):
            placements.append(Placement(f"back:{them}:{i}", "??", (x0 + i * step, rows[them]), False, z=200 + i, width=cw))

        for seat in (me, them):
            self._health(seat, obs, (30 + cw / 2, rows[seat]), cw, placements, marks, anchors)
            # the name by the health cards: under them at the top, over them at the bottom, as the heart spot's label
            name_y = rows[seat] + ch / 2 + 2 if seat == them else rows[seat] - ch / 2 - 20
            marks.append(Mark("text", (30, int(name_y), int(px - 38), 18), fit(self.name(seat), 15, int(px - 38)), size=15))
            self._line(seat, obs, onlooker, lines[seat], cw, w, placements)
            pen = obs.zones.get(f"penalty:{seat}", ())
            bal = obs.zones.get(f"balance:{seat}", ())
            for i, code in enumerate(pen):
                placements.append(
                    Placement(f"c:{code}", code, (px + cw / 2 + i * 18, rows[seat]), z=50 + i, width=cw, tip="Penalty heart")
                )
            pen_rect = (int(px), int(rows[seat] - ch / 2), cw, ch)
            marks.append(Mark("box", pen_rect))
            label_y = rows[seat] + ch / 2 + 2 if seat == them else rows[seat] - ch / 2 - 20
            marks.append(Mark("text", (int(px), int(label_y), 160, 18), "hearts placed", colour="dim", size=13))
            zones.append(DropZone(f"penalty:{seat}", pen_rect, "Heart penalty"))
            bx = 30
            for i, code in enumerate(bal):
                y = lines[seat]
                placements.append(Placement(f"c:{code}", code, (bx + cw / 2 + i * 20, y), z=60 + i, width=cw, tip="Balance card"))
            if bal:
                marks.append(Mark("text", (bx, int(lines[seat] + ch / 2 + 2), 140, 18), "Balance", size=14))

        # the exchange line the viewer plays onto
        line_rect = (int(w * 0.25), int(lines[me] - ch / 2 - 6), int(w * 0.5), ch + 12)
        zones.append(DropZone(f"table:{me}", line_rect, "Your exchange line"))
        marks.append(Mark("box", line_rect))
        marks.append(Mark("box", (int(w * 0.25), int(lines[them] - ch / 2 - 6), int(w * 0.5), ch + 12)))

        # piles
        px = w - 40 - cw / 2
        deck_n = obs.counts.get("deck", 0)
        if deck_n:
            placements.append(Placement("pile:deck", "??", (px - cw * 1.3, h * 0.5), False, z=1, width=cw, tip="Draw pile"))
        marks.append(Mark("text", (int(px - cw * 1.8), int(h * 0.5 + ch / 2 + 4), 160, 18), f"deck {deck_n}", size=14))
        anchors["deck"] = (px - cw * 1.3, h * 0.5)
        discard = obs.zones.get("discard", ())
        d_rect = (int(px - cw / 2), int(h * 0.5 - ch / 2), cw, ch)
        if discard:
            placements.append(Placement(f"c:{discard[-1]}", discard[-1], (px, h * 0.5), z=2, width=cw, tip="Discard pile"))
        marks.append(Mark("box", d_rect, f"discard {len(discard)}"))
        zones.append(DropZone("discard", d_rect, "Discard pile"))
        if obs.options.get("eventDeck"):
            ey = h * 0.5 - ch * 1.25
            if info.get("events_left"):
                placements.append(Placement("pile:events", "??", (px - cw * 1.3, ey), False, z=1, width=cw, tip="Event deck"))
            marks.append(
                Mark(
                    "text", (int(px - cw * 1.8), int(ey - ch / 2 - 20), 200, 18), f"events {info.get('events_left', 0)}", size=14
                )
            )
            ev = obs.zones.get("event_discard", ())
            if ev:
                placements.append(Placement(f"c:{ev[-1]}", ev[-1], (px, ey), z=2, width=cw, tip="Last event"))

        # threat, hand number, dealer
        threat_text = info.get("threat_text", "") if not onlooker else self._onlooker_threat(info)
        threat_text = fit(threat_text, 16, int(w * 0.5) - 24, bold=True)
        marks.append(Mark("marker", (int(w * 0.25), int(h * 0.5 - 13), int(w * 0.5), 26), threat_text, colour="gold"))
        # the hand number over the right end of the opponent's line (the left end has the heart spot's label above it)
        hand_label = f"Hand {info.get('hand', 1)}"
        marks.append(
            Mark("text", (int(w * 0.75 - width_of(hand_label, 18)), int(lines[them] - ch / 2 - 32), 200, 22), hand_label, size=18)
        )
        dealer = info.get("dealer")
        if dealer in (0, 1):
            marks.append(Mark("marker", (int(w / 2 + half + 12), int(rows[dealer] - 13), 80, 26), "Dealer", colour="gold"))
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

    def _onlooker_threat(self, info: dict[str, object]) -> str:
        threats = info.get("threats") or [0, 0]
        assert isinstance(threats, list)
        parts = [f"{t} to {self.name(s)}" for s, t in enumerate(threats) if t]
        return ", ".join(parts) or "Nobody is threatened"

    def _health(
        self,
        seat: int,
        obs: Observation,
        pos: tuple[float, float],
        cw: int,
        placements: list[Placement],
        marks: list[Mark],
        anchors: dict[str, tuple[float, float]],
    ) -> None:
        """The two heart cards; covers hide the pips of health already lost (left card first)."""
        ch = round(cw * 7 / 5)
        health = obs.info["health"][seat]
        lost = max(0, START_HEALTH - health)
        x, y = pos
        for i, code in enumerate(obs.zones.get(f"health:{seat}", ())):
            cx = x + i * (cw * 1.08)
            placements.append(Placement(f"c:{code}", code, (cx, y), z=20, width=cw, tip=f"{self.name(seat)}'s health card"))
            pips = int(code[:-1]) if code[:-1].isdigit() else 0
            covered = min(pips, lost)
            lost -= covered
            if covered and pips:
                part = int((ch - 8) * covered / pips)
                marks.append(Mark("cover", (int(cx - cw / 2 + 2), int(y + ch / 2 - 4 - part), cw - 4, part)))
        bx = x + cw * 1.08 + cw / 2 + 10
        marks.append(Mark("badge", (int(bx), int(y - 20), 40, 40), str(health), colour="red" if health <= 5 else "gold", size=18))
        anchors[f"seat:{seat}"] = (bx + 20, y - 40)

    def _line(self, seat: int, obs: Observation, onlooker: bool, y: float, cw: int, w: int, placements: list[Placement]) -> None:
        """A side's exchange line: face-up cards, then any card still face down (own ones shown to their owner)."""
        shown = list(obs.zones.get(f"table:{seat}", ()))
        hidden = obs.counts.get(f"table:{seat}", len(shown)) - len(shown)
        own: list[str] = []
        if seat == obs.seat and not onlooker:
            if obs.info.get("my_engarde"):
                own = [obs.info["my_engarde"]]
            elif obs.info.get("my_secret"):
                own = list(obs.info["my_secret"])
        step = cw * 0.8
        x0 = w * 0.25 + cw / 2 + 10
        # a card turning up on the line was a face-down En Garde card or a back in a hidden hand a moment ago
        sources = (f"hidden:{seat}:0", *(f"back:{seat}:{k}" for k in range(20, -1, -1)))
        for i, code in enumerate(shown):
            placements.append(Placement(f"c:{code}", code, (x0 + i * step, y), z=30 + i, width=cw, source=sources))
        for j in range(max(0, hidden)):
            i = len(shown) + j
            code = own[j] if j < len(own) else "??"
            key = f"c:{code}" if code != "??" else f"hidden:{seat}:{j}"
            placements.append(Placement(key, code, (x0 + i * step, y), code != "??", z=30 + i, width=cw, dim=code != "??"))

    def banner(self, obs: Observation, acting: bool) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The duel is over."
        phase = obs.info.get("phase", "")
        if not acting:
            return f"Waiting for {self.name(1 - obs.seat)}… ({obs.info.get('threat_text', '')})"
        return {
            "engarde": "En garde: drag a card onto your exchange line, face down.",
            "respond": f"{obs.info.get('threat_text', '')} — answer or take it.",
            "standoff": "Standoff: drop your spade for a diamond, club or Balance card, or decline.",
            "standoff-secret": "Standoff: choose in secret — drop your spade or decline.",
            "event": "Exact counter! Turn over an event card, or leave it.",
            "trickery": "Trickery: drag a card from your hand to the discard pile.",
            "heart": "You may place a heart before your opponent (drag it onto their heart spot), or press Place no heart.",
            "penalty": "Heart penalty: drag cards from your hand to the discard pile.",
        }.get(phase, "Your turn.")

    def pop_text(self, event: Event) -> str | None:
        if event.kind == "damage" and event.amount:
            return f"-{event.amount}"
        if event.kind in ("parried", "disarm", "punch", "marcus-king"):
            return event.kind.replace("-", " ").capitalize() + "!"
        return None

    def shake_keys(self, event: Event, view: TableView) -> tuple[str, ...]:
        if event.kind == "damage" and event.seat is not None:
            return tuple(
                p.key for p in view.placements if p.tip.endswith("health card") and p.tip.startswith(self.name(event.seat))
            )
        return ()


#: The layout the table uses for this game (found by module name).
LAYOUT = ClashingBladesLayout
