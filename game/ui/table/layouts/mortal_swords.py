"""Mortal Swords on the table: two to four knights, their armor rows, the deck with the strong-suit card, the attack.

The viewer sits at the bottom; the other knights sit across the top in
clockwise order from the viewer's left. Each knight's armor row lies beside
(or under) their hand: face-up armor stands upright, turned-down armor lies
sideways and dimmed (a back in memory mode). The strong-suit card lies
sideways under the deck. The attack runs across the middle: the attacking
card first, then each answer in the order it was played, each named with
its knight and result.

Everything is done by dragging: a hand card onto the attack line (attack or
answer), onto one's armor row (vow, or take a hit), onto the face-down spot
(a Stealing Costs commitment) or onto the discard pile; the attacking card
onto one's armor row (steal it) or onto a matching face-up armor card (turn
it down). Choices that move no card (a random card, letting the attack go
on) are buttons.
"""

from __future__ import annotations

from ....engine import Event, Observation
from ....engine.cards import HIDDEN, Suit
from ..layout import DropZone, Layout, Mark, Placement, TableView, hidden_hand
from ..text_fit import fit, width_of

_RESULT_WORDS = {"block": "blocks", "parry": "parries", "dodge": "dodges", "damage": "hit", "": ""}


def _bare(name: str) -> str:
    """A name without its bracketed level: "Computer 2 (Normal)" is "Computer 2"."""
    return name.split(" (")[0] if name.endswith(")") else name


def _short(name: str, size: int, width: int) -> str:
    """A name that fits ``width``: whole, else without its level, else cut with an ellipsis."""
    return name if width_of(name, size) <= width else fit(_bare(name), size, width)


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

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Knight {seat + 1}"

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        w, h = size
        info = obs.info
        me, n = obs.seat, obs.seats
        cw = int(min(w / 16, h * 0.13 / 1.4))
        ch = round(cw * 7 / 5)
        acting = me in obs.to_act and not onlooker and obs.outcome is None
        phase = info["phase"]
        placements: list[Placement] = []
        marks: list[Mark] = []
        zones: list[DropZone] = []
        anchors: dict[str, tuple[float, float]] = {}

        # -- the viewer: hand at the bottom, armor row to its right --------------------------------
        hand = hidden_hand(obs, onlooker)
        hand_y = h - ch / 2 - 14
        step = min(cw * 1.05, (w * 0.42) / max(1, len(hand)))
        x0 = w * 0.3 - step * (len(hand) - 1) / 2
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
        # the viewer's name above the hand (under it would run off the window), the vow note above that
        label_x = int(x0 - cw / 2)
        room = int(w * 0.58 - cw / 2 - 18 - label_x)
        label_y = int(hand_y - ch / 2 - 20)
        marks.append(Mark("text", (label_x, label_y, room, 16), fit(self._title(obs, me), 14, room), size=14))
        if info.get("my_vow") and not onlooker:
            marks.append(Mark("text", (label_x, label_y - 20, room, 18), fit("Your vow card is chosen", 14, room), size=14))
        anchors[f"seat:{me}"] = (w * 0.3, hand_y - ch / 2)
        self._armor(obs, me, (w * 0.58, hand_y), cw, cw * 0.82, acting, placements, zones, marks)

        # -- the others across the top, clockwise from the viewer's left -------------------------
        others = [(me + k) % n for k in range(1, n)]
        span = w / max(1, len(others))
        for k, seat in enumerate(others):
            left = span * k + 12
            top = 48 + ch / 2
            count = info["hand_counts"][seat]
            bstep = cw * 0.25
            bx = left + cw / 2
            for i in range(count):
                placements.append(Placement(f"back:{seat}:{i}", HIDDEN, (bx + i * bstep, top), False, z=100 + i, width=cw))
            room = int(span - 24)
            title = fit(self._title(obs, seat), 14, room)
            marks.append(Mark("text", (int(bx - cw / 2), int(top + ch / 2 + 2), room, 16), title, size=14))
            anchors[f"seat:{seat}"] = (bx + cw / 2, top)
            ax = left + cw * 2.25 + 20 + cw / 2
            self._armor(
                obs, seat, (ax, top), cw, min(cw * 0.62, (span - (ax - left) - cw / 2 - 12) / 5), False, placements, zones, marks
            )

        # -- the deck, the strong-suit card sideways under it, the discard pile ------------------
        mid = h * 0.5
        dx = w * 0.07
        indicator = obs.zones.get("indicator", ())
        if indicator:
            placements.append(
                Placement(f"c:{indicator[0]}", indicator[0], (dx + cw * 0.45, mid), angle=90, z=1, width=cw, tip="Strong suit")
            )
        deck_n = obs.counts.get("deck", 0)
        if deck_n:
            placements.append(Placement("pile:deck", HIDDEN, (dx, mid), False, z=2, width=cw, tip="Draw pile"))
        anchors["deck"] = (dx, mid)
        marks.append(Mark("text", (int(dx - cw / 2), int(mid + ch / 2 + 6), 200, 18), f"deck {deck_n}", size=14))
        strong = Suit(info["strong_suit"])
        marks.append(
            Mark("marker", (int(dx - cw / 2), int(mid - ch / 2 - 30), 150, 24), f"Strong suit {strong.symbol}", colour="gold")
        )
        px = dx + cw * 1.9
        d_rect = (int(px - cw / 2), int(mid - ch / 2), cw, ch)
        if obs.counts.get("discard", 0):
            placements.append(Placement("pile:discard", HIDDEN, (px, mid), False, z=2, width=cw, tip="Discard pile"))
        marks.append(Mark("box", d_rect, f"discard {obs.counts.get('discard', 0)}"))
        zones.append(DropZone("discard", d_rect, "Discard pile"))

        # -- the attack, in play order -----------------------------------------------------------
        line_x = w * 0.3
        line_rect = (int(line_x - cw * 0.7), int(mid - ch / 2 - 8), int(w * 0.52), ch + 16)
        marks.append(Mark("box", line_rect))
        zones.append(DropZone(f"table:{me}", line_rect, "The attack"))
        plays = [info["attacker"], *info["order"]] if info["how"][info["attacker"]] else []
        facedown = bool(
            obs.options.get("stealingCosts") or (obs.options.get("hecticKnights") and obs.options.get("hecticFaceDownAlways"))
        )
        # each play gets a slot as wide as the line allows, so the names under the cards keep apart
        room_on_line = w * 0.52 - cw * 0.2 - (cw * 1.4 if facedown else 0)
        slot = min(cw * 2.3, room_on_line / max(1, len(plays)))
        notes: list[str] = []
        if info["dodge_numbers"]:
            notes.append("Dodge numbers: " + ", ".join(str(v) for v in info["dodge_numbers"]))
        for i, seat in enumerate(plays):
            x = line_x + i * slot
            table = obs.zones.get(f"table:{seat}", ())
            if not table:
                if i == 0 and info["stolen_by"] != -1:  # the stolen card now lies in the stealer's armor row
                    notes.append(f"{_bare(self.name(seat))}'s card stolen by {_bare(self.name(info['stolen_by']))}")
                continue
            shown: str = table[0]
            code = shown
            mine = seat == me and code == HIDDEN and info.get("my_commit") and not onlooker
            if mine:
                code = info["my_commit"]
            word = "attacks" if i == 0 else _RESULT_WORDS.get(info["results"][seat], "")
            stealer = acting and i == 0 and phase in ("damage", "steal-choice")
            placements.append(
                Placement(
                    f"c:{code}" if code != HIDDEN else f"facedown:{seat}", code, (x, mid), code != HIDDEN, z=40 + i, width=cw,
                    draggable=stealer, cards=(code,) if stealer else (), dim=bool(mine),
                    default_zone=f"armor:{me}" if stealer else None, tip=f"{self.name(seat)} {word}",
                )
            )  # fmt: skip
            width = int(slot - 8)
            marks.append(
                Mark("text", (int(x - cw / 2), int(mid + ch / 2 + 10), width, 16), _short(self.name(seat), 13, width), size=13)
            )
            colour = "red" if word == "hit" else "gold" if word == "blocks" else "dim"
            marks.append(Mark("text", (int(x - cw / 2), int(mid + ch / 2 + 26), width, 16), word, colour=colour, size=13))
        if notes:
            room = int(w * 0.52)
            text = fit("  ·  ".join(notes), 13, room)
            marks.append(Mark("text", (int(line_x - cw * 0.7), int(mid - ch / 2 - 28), room, 18), text, colour="dim", size=13))
        if facedown:
            f_rect = (int(line_x + w * 0.52 - cw * 0.6), int(mid - ch / 2 - 8), int(cw * 1.3), ch + 16)
            zones.insert(0, DropZone(f"facedown:{me}", f_rect, "Face down: commit to steal"))
            marks.append(Mark("box", f_rect, "face down"))
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

    def _title(self, obs: Observation, seat: int) -> str:
        info = obs.info
        bits = [self.name(seat)]
        if not info["alive"][seat]:
            bits.append("fallen")
        elif seat == info["attacker"] and info["phase"] != "vow":
            bits.append("attacker")
        if seat == info["dealer"]:
            bits.append("dealer")
        return " · ".join(bits)

    def _armor(
        self,
        obs: Observation,
        seat: int,
        at: tuple[float, float],
        cw: int,
        step: float,
        acting: bool,
        placements: list[Placement],
        zones: list[DropZone],
        marks: list[Mark],
    ) -> None:
        """One knight's armor row: upright face-up armor, sideways dimmed used armor; the viewer's row is a drop zone."""
        ch = round(cw * 7 / 5)
        x, y = at
        row = obs.zones.get(f"armor:{seat}", ())
        used = obs.info["used"][seat]
        for i, code in enumerate(row):
            cx = x + i * step
            down = used[i]
            key = f"c:{code}" if code != HIDDEN else f"used:{seat}:{i}"
            tip = f"{self.name(seat)}'s armor" + (" (used)" if down else "")
            # During one's own hit a face-up armor card can also be clicked to turn it down (the attacking card may be stolen).
            hit = acting and seat == obs.seat and not down and obs.info["phase"] == "damage" and obs.info["attacking_card"]
            attack = (obs.info["attacking_card"],) if hit else ()
            placements.append(
                Placement(
                    key, code, (cx, y), code != HIDDEN, angle=90 if down else 0, z=60 + i, width=cw, dim=down, tip=tip,
                    draggable=bool(hit), click_plays=bool(hit), cards=attack, kind="turn-down" if hit else None,
                    default_zone=f"armor:{seat}:{code}" if hit else None,
                )
            )  # fmt: skip
            if seat == obs.seat and not down and acting:
                zones.append(DropZone(f"armor:{seat}:{code}", (int(cx - step / 2), int(y - ch / 2), int(step), ch), "Turn down"))
        if seat == obs.seat:
            rect = (int(x - cw / 2 - 6), int(y - ch / 2 - 6), int(step * 6 + cw * 0.3), ch + 12)
            zones.append(DropZone(f"armor:{seat}", rect, "Your armor row"))
            marks.append(Mark("box", rect))
            marks.append(Mark("text", (rect[0], rect[1] - 18, 200, 16), "armor", colour="dim", size=13))

    def banner(self, obs: Observation, acting: bool) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The fight is over."
        info = obs.info
        phase = info["phase"]
        if not acting:
            waiting = ", ".join(self.name(s) for s in obs.to_act)
            return f"Waiting for {waiting}…"
        return {
            "vow": "Warrior's Vow: drag one hand card onto your armor row.",
            "attack": "Your attack: drag a card onto the attack line, or play the deck's top card.",
            "defend": "Answer: drag a card onto the attack line, or play the deck's top card.",
            "steal-choice": "You are hit: drag the attacking card onto your armor to stop the attack, or let it go on.",
            "damage": self._damage_banner(obs),
            "discard": "You stole the attacking card: drag one hand card to the discard pile.",
        }.get(phase, "Your turn.")

    def _damage_banner(self, obs: Observation) -> str:
        """What a hit knight may do, naming the steal only to a knight who may steal (MS-R30)."""
        info = obs.info
        if info["committed"] == obs.seat:
            return "You committed a card face down: drag the attacking card onto your armor row."
        if info["steal_needs_commit"] or info["stolen_by"] != -1:
            return "Hit: drag a hand card to your armor row, or the attacking card onto a matching armor."
        return "Hit: drag a hand card or the attacking card to your armor row, or onto a matching armor."

    def pop_text(self, event: Event) -> str | None:
        if event.kind == "defend" and event.detail:
            return {"block": "Block!", "parry": "Parry!", "dodge": "Dodge!", "damage": "Hit!"}.get(event.detail)
        if event.kind == "death":
            return "Fallen!"
        if event.kind in ("armor", "turn-down", "steal"):
            return "Hit!"
        return None

    def shake_keys(self, event: Event, view: TableView) -> tuple[str, ...]:
        if event.kind in ("armor", "turn-down", "steal", "death") and event.seat is not None:
            name = self.name(event.seat)
            return tuple(p.key for p in view.placements if p.tip.startswith(f"{name}'s armor"))
        return ()


#: The layout the table uses for this game (found by module name).
LAYOUT = MortalSwordsLayout
