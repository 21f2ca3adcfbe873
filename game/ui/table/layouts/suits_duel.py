"""Suits Duel on the table: shields and battlers for each side, hands, the deck, the discard pile and the spell stack.

The viewer sits at the bottom. Each side shows its three shield slots
(face down until broken) on the left of its battler row; a wound card sits
tucked under its battler. Spells are cast by dragging: a card onto one's
own battler row summons it (with its twin), onto an enemy battler attacks,
onto one's own wound card heals, onto the discard pile studies (jokers) or
discards at the hand limit, and onto the spell in the middle counters it
(with the two lowest cards of its suit). Every choice is also a button.
"""

from __future__ import annotations

from ....engine import Action, Event, Observation, card
from ..layout import ButtonSpec, DropZone, Layout, Mark, Placement, TableView, hidden_hand

#: How far a wound card peeks out from under its battler, as a share of the card height.
TUCK = 0.28

_KIND_NAMES = {"summon": "Summon", "attack": "Attack", "heal": "Heal", "study": "Study", "counter": "Counter"}


def _short(code: str) -> str:
    return card(code).short


class SuitsDuelLayout(Layout):
    game_id = "suits-duel"
    #: What a drop on each zone means, for refusals that explain the play the player meant.
    zone_kinds = {
        "battlers:*": ("summon",),
        "battler:*": ("attack",),
        "wound:*": ("heal",),
        "stack": ("counter",),
        "discard": ("study", "discard"),
    }

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        w, h = size
        info = obs.info
        me, them = obs.seat, 1 - obs.seat
        cw = int(min(w / 16, (h - 110) / 5.8 / 1.4))
        ch = round(cw * 7 / 5)
        acting = me in obs.to_act and not onlooker and obs.outcome is None
        phase = info["phase"]
        placements: list[Placement] = []
        marks: list[Mark] = []
        zones: list[DropZone] = []
        anchors: dict[str, tuple[float, float]] = {}
        hand_y = {them: 46 + ch / 2, me: h - ch / 2 - 8}
        row_y = {them: hand_y[them] + ch / 2 + 12 + TUCK * ch + ch / 2, me: hand_y[me] - ch / 2 - 12 - TUCK * ch - ch / 2}
        tuck = {them: -TUCK * ch, me: TUCK * ch}
        mid_y = (row_y[them] + row_y[me]) / 2

        # the viewer's hand, the opponent's backs
        hand = hidden_hand(obs, onlooker)
        step = min(cw * 1.05, (w * 0.55) / max(1, len(hand)))
        x0 = w / 2 - step * (len(hand) - 1) / 2
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
                )
            )
        n = obs.counts.get(f"hand:{them}", 0)
        step = min(cw * 0.5, (w * 0.45) / max(1, n))
        x0 = w / 2 - step * (n - 1) / 2
        for i in range(n):
            placements.append(Placement(f"back:{them}:{i}", "??", (x0 + i * step, hand_y[them]), False, z=300 + i, width=cw))
        for seat in (them, me):
            label_y = hand_y[seat] - 10
            marks.append(
                Mark(
                    "text",
                    (int(w * 0.8), int(label_y), 240, 20),
                    f"{self.name(seat)}: {obs.counts.get(f'hand:{seat}', 0)} in hand",
                    size=15,
                )
            )

        for seat in (me, them):
            self._shields(seat, obs, onlooker, acting and phase == "flip", (cw, ch), row_y[seat], placements, marks)
            self._battlers(seat, obs, (cw, ch), (w, row_y[seat], tuck[seat]), placements, zones, marks)
            anchors[f"seat:{seat}"] = (w * 0.5, row_y[seat] - ch * 0.7 if seat == me else row_y[seat] + ch * 0.7)

        # the deck and the discard pile on the left of the middle row
        deck_n = obs.counts.get("deck", 0)
        dx, px = 30 + cw / 2, 30 + cw * 1.75
        if deck_n:
            placements.append(Placement("pile:deck", "??", (dx, mid_y), False, z=1, width=cw, tip=f"Deck: {deck_n} cards"))
        marks.append(Mark("box", (int(dx - cw / 2), int(mid_y - ch / 2), cw, ch), f"deck {deck_n}"))
        anchors["deck"] = (dx, mid_y)
        discard = obs.zones.get("discard", ())
        d_rect = (int(px - cw / 2), int(mid_y - ch / 2), cw, ch)
        if discard:
            pile = " ".join(_short(c) for c in reversed(discard[-16:]))
            more = "" if obs.options.get("browseDiscard", True) else " (only the top card may be looked at)"
            placements.append(
                Placement(
                    f"c:{discard[-1]}",
                    discard[-1],
                    (px, mid_y),
                    z=2,
                    width=cw,
                    title="Discard pile",
                    tip=f"Newest first: {pile}{more}",
                )
            )
        marks.append(Mark("box", d_rect, f"discard {obs.counts.get('discard', 0)}"))
        zones.append(DropZone("discard", d_rect, "Discard pile"))

        # the spell stack in the middle
        self._stack(obs, (cw, ch), (30 + cw * 2.6, w * 0.62, row_y[them] + ch / 2 + 26), placements, zones, marks)
        if info.get("storm"):
            marks.append(
                Mark("marker", (int(w * 0.3), int(mid_y - ch / 2 - 34), int(w * 0.4), 26), "The storm strikes!", colour="red")
            )
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

    # -- parts of the table ---------------------------------------------------------------------------

    def _shields(
        self,
        seat: int,
        obs: Observation,
        onlooker: bool,
        choosing: bool,
        size: tuple[int, int],
        y: float,
        placements: list[Placement],
        marks: list[Mark],
    ) -> None:
        """Three slots, face down while standing; the owner sees them only with the option (and never as onlooker)."""
        cw, ch = size
        slots = obs.info["shield_slots"][seat]
        mine = obs.info.get("my_shields") if seat == obs.seat and not onlooker else None
        left = obs.info["shields_left"][seat]
        for i, standing in enumerate(slots):
            x = 30 + cw / 2 + i * cw * 1.1
            rect = (int(x - cw / 2), int(y - ch / 2), cw, ch)
            if not standing:
                marks.append(Mark("box", rect))
                continue
            shown = mine[i] if mine else None
            mine_to_flip = choosing and seat == obs.seat
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
        label_y = y + ch / 2 + 4 if seat == obs.seat else y - ch / 2 - 22
        marks.append(
            Mark("text", (30, int(label_y), 200, 18), f"shields left: {left}", colour="gold" if left > 1 else "red", size=14)
        )

    def _battlers(
        self,
        seat: int,
        obs: Observation,
        size: tuple[int, int],
        where: tuple[int, float, float],
        placements: list[Placement],
        zones: list[DropZone],
        marks: list[Mark],
    ) -> None:
        """A side's battlers in a row, each with its wound card tucked under it; the drop zones that go with them."""
        cw, ch = size
        w, y, tuck = where
        row = obs.info["battlers"][seat]
        left_x, right_x = 30 + cw * 3.6, w * 0.78
        step = min(cw * 1.15, (right_x - left_x - cw) / max(1, len(row)))
        x0 = (left_x + right_x) / 2 - step * (len(row) - 1) / 2
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
                    title=f"{name}'s battler",
                    tip="Wounded: one more wound kills it" if wound else "Unwounded",
                    source=sources,
                )
            )
            rect = (int(x - cw / 2), int(y - ch / 2), cw, ch)
            if wound:
                wy = y + tuck
                placements.append(
                    Placement(
                        f"c:{wound}",
                        wound,
                        (x, wy),
                        z=39 + 2 * i,
                        width=cw,
                        title="Wound",
                        tip=f"Wound under {_short(code)}",
                        source=sources,
                    )
                )
                if seat == obs.seat:
                    peek = int(abs(tuck))
                    wrect = (int(x - cw / 2), int(wy + ch / 2 - peek), cw, peek)
                    zones.append(DropZone(f"wound:{wound}", wrect, f"Heal the wound {_short(wound)}"))
            if seat != obs.seat:
                zones.append(DropZone(f"battler:{code}", rect, f"Attack {_short(code)}"))
        if seat == obs.seat:
            top = y - ch / 2 - 6
            zones.append(
                DropZone(
                    f"battlers:{seat}",
                    (int(left_x), int(top), int(right_x - left_x), int(ch + abs(tuck) + 12)),
                    "Your battler row",
                )
            )
        label_y = y - ch / 2 - 22 if seat == obs.seat else y + ch / 2 + 4
        owner = "Your" if seat == obs.seat else f"{name}'s"
        marks.append(Mark("text", (int(left_x + 10), int(label_y), 300, 18), f"{owner} battlers", colour="dim", size=14))

    def _stack(
        self,
        obs: Observation,
        size: tuple[int, int],
        band: tuple[float, float, float],
        placements: list[Placement],
        zones: list[DropZone],
        marks: list[Mark],
    ) -> None:
        """The spell being cast and the counters on it, left to right, under a line saying what happens if nobody counters."""
        cw, _ = size
        left, right, top = band
        sw = int(cw * 0.72)
        sh = round(sw * 7 / 5)
        stack = obs.info["stack"]
        if not stack:
            return
        rect = (int(left), int(top + 24), int(right - left), sh + 10)
        marks.append(
            Mark("marker", (int(left), int(top), int(right - left), 20), self._stack_text(stack, obs.seat), colour="gold")
        )
        zones.append(DropZone("stack", rect, "Counter the spell"))
        marks.append(Mark("box", rect))
        x, y = left + sw / 2 + 10, top + 29 + sh / 2
        for depth, spell in enumerate(stack):
            for code in spell["cards"]:
                placements.append(
                    Placement(
                        f"c:{code}",
                        code,
                        (x, y),
                        z=100 + depth * 4,
                        width=sw,
                        title=_KIND_NAMES.get(spell["kind"], spell["kind"]),
                        tip=f"Cast by {self.name(spell['seat'])}",
                        source=tuple(f"back:{spell['seat']}:{k}" for k in range(30, -1, -1)),
                    )
                )
                x += sw * 0.5
            x += sw * 0.7

    def _stack_text(self, stack: list[dict[str, object]], viewer: int) -> str:
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
            return f"{what}: counter it, or let it resolve?"
        fate = "goes through" if counters % 2 == 0 else "is cancelled"
        return f"{what}; {counters} counter{'s' if counters != 1 else ''}: it {fate} unless countered again"

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

    def buttons(self, legal: list[Action]) -> tuple[ButtonSpec, ...]:
        """Let it resolve / end the turn / a shield to turn over, and one counter per suit (its lowest three cards)."""
        out = [ButtonSpec(a.label, a) for a in legal if a.kind in ("let-resolve", "end-turn", "flip")]
        seen: set[str] = set()
        for a in legal:
            if a.kind == "counter" and a.cards[0][-1] not in seen:
                seen.add(a.cards[0][-1])
                out.append(ButtonSpec(a.label, a, "Discard these three to cancel the spell"))
        return tuple(out)

    def banner(self, obs: Observation, acting: bool) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The duel is over."
        phase = obs.info["phase"]
        if not acting:
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
        return {
            "wound": "Wounded!",
            "killed": "Killed!",
            "shield-broken": "Shield broken!",
            "countered": "Countered!",
            "healed": "Healed",
            "summoned": "Summoned",
        }.get(event.kind)

    def shake_keys(self, event: Event, view: TableView) -> tuple[str, ...]:
        if event.kind in ("wound", "killed") and event.cards:
            return tuple(f"c:{c}" for c in event.cards[:1] if view.placement(f"c:{c}") is not None)
        return ()


#: The layout the table uses for this game (found by module name).
LAYOUT = SuitsDuelLayout
