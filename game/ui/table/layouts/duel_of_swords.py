"""Duel of Swords on the table: ten move cards, two play spots, hits as pips.

The viewer's ten moves lie along the bottom; a move is played by dragging
it onto the play spot (or clicking it). Each side's chosen move lies face
down until both have chosen, then both turn over together. Pips count hits
toward the target; a marker shows a pending advantage.
"""

from __future__ import annotations

from ....engine import Action, Event, Observation
from ..layout import ButtonSpec, DropZone, Layout, Mark, Placement, TableView
from ..text_fit import fit, wrap

PLAY = "play"
#: Room kept clear at the window's edges; the past-rounds lines, their size and spacing.
MARGIN = 16
HISTORY_SIZE, HISTORY_LINE, HISTORY_INDENT, TITLE_LINE = 16, 19, 14, 26
_LETTER_WORDS = {
    "A": "hit to {0}",
    "B": "hit to {1}",
    "a": "advantage to {0}",
    "b": "advantage to {1}",
    "X": "a hit each",
    ".": "nothing",
}


class DuelOfSwordsLayout(Layout):
    game_id = "duel-of-swords"

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        w, h = size
        info = obs.info
        me, them = obs.seat, 1 - obs.seat
        names, descriptions, moves = info["move_names"], info["descriptions"], info["moves"]
        card_w = int(min(w / 11.5, h * 0.24 / 1.4))
        card_h = int(card_w * 1.4)
        placements: list[Placement] = []
        acting = me in obs.to_act and not onlooker
        if not onlooker:
            gap = (w - 10 * card_w) / 11
            y = h - card_h / 2 - 16
            for i, name in enumerate(names):
                placements.append(
                    Placement(
                        key=f"move:{moves[i]}",
                        code=f"move:{i}",
                        pos=(gap + card_w / 2 + i * (card_w + gap), y),
                        width=card_w,
                        z=10 + i,
                        draggable=acting,
                        kind="move",
                        default_zone=PLAY,
                        title=name,
                        tip=descriptions[i],
                        dim=not acting,
                        click_plays=True,
                    )
                )
        spot_w = int(card_w * 1.25)
        spot_h = int(spot_w * 1.4)
        cx = w / 2
        spots = {them: (cx, h * 0.08 + spot_h / 2 + 24), me: (cx, h - card_h - 40 - spot_h / 2)}
        zones = []
        for seat, (sx, sy) in spots.items():
            placements += self._played(obs, seat, (sx, sy), spot_w, onlooker, names, descriptions, moves)
            if seat == me and acting:
                zones.append(DropZone(PLAY, (int(sx - spot_w / 2), int(sy - spot_h / 2), spot_w, spot_h), "Play a move here"))
        marks = [Mark("box", (int(sx - spot_w / 2), int(sy - spot_h / 2), spot_w, spot_h)) for sx, sy in spots.values()]
        if info["history"]:
            lx = int(cx - spot_w * 1.45 - spot_w / 2)
            marks.append(Mark("text", (lx, int(spots[them][1] + spot_h / 2 + 6), spot_w + 40, 20), "Last round", size=16))
        anchors: dict[str, tuple[float, float]] = {}
        target = obs.options.get("hitsToWin", 5)
        for seat, (sx, sy) in spots.items():
            x0 = int(sx + spot_w / 2 + 30)
            label = fit(f"{self.name(seat)}: {info['hits'][seat]} hit(s)", 22, w - x0 - MARGIN)
            marks.append(Mark("text", (x0, int(sy - 50), w - x0 - MARGIN, 24), label, size=22))
            pip = 18
            for k in range(max(target, info["hits"][seat])):
                marks.append(Mark("pip", (x0 + k * (pip + 6), int(sy - 16), pip, pip), filled=k < info["hits"][seat]))
            anchors[f"seat:{seat}"] = (x0 + 60, sy - 60)
            if info["pending"] == seat:
                marks.append(Mark("marker", (x0, int(sy + 14), 150, 26), "Advantage", colour="gold"))
        # the left column, beside the last-round cards and above the hand: the round, then past rounds
        column = (
            MARGIN,
            52,
            int(cx - spot_w * 1.45 - spot_w / 2) - 2 * MARGIN,
            (h - card_h - 24 if not onlooker else h - MARGIN) - 52,
        )
        limit = obs.options.get("roundLimit", 15)
        marks.append(
            Mark("text", (column[0], column[1], column[2], 30), fit(f"Round {info['round']} / {limit}", 26, column[2]), size=26)
        )
        marks.extend(self._history(obs, (column[0], column[1] + 40, column[2], column[3] - 40)))
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), anchors)

    def _played(
        self,
        obs: Observation,
        seat: int,
        pos: tuple[float, float],
        width: int,
        onlooker: bool,
        names: list[str],
        descriptions: list[str],
        moves: list[str],
    ) -> list[Placement]:
        """This round's choice at the spot (face down unless it is the viewer's own); last round's move beside it.

        Last round's card comes out of the spot (``source``), so at the reveal both secret moves turn over together.
        """
        info = obs.info
        out: list[Placement] = []
        if info["chosen"][seat]:
            mine = seat == obs.seat and not onlooker and info["my_choice"] is not None
            if mine:
                i = moves.index(info["my_choice"])
                out.append(
                    Placement(f"played:{seat}", f"move:{i}", pos, True, width=width, z=5, title=names[i], tip=descriptions[i])
                )
            else:
                out.append(Placement(f"played:{seat}", "??", pos, False, width=width, z=5, tip="Chosen, still secret."))
        if info["history"]:
            n = len(info["history"])
            i = moves.index(info["history"][-1]["moves"][seat])
            last = (pos[0] - width * 1.45, pos[1])
            out.append(
                Placement(
                    f"last:{seat}:{n}",
                    f"move:{i}",
                    last,
                    True,
                    width=width,
                    z=4,
                    title=names[i],
                    tip=descriptions[i],
                    source=(f"played:{seat}",),
                )
            )
        return out

    def _history(self, obs: Observation, area: tuple[int, int, int, int]) -> list[Mark]:
        """The past rounds in ``area``, newest last: each wrapped to its width, the oldest left out when they do not fit."""
        x, y, width, height = area
        names, moves = obs.info["move_names"], obs.info["moves"]
        history = obs.info["history"]
        if not history:
            return []
        who = (self.name(0), self.name(1))
        rows: list[list[str]] = []
        for n, row in enumerate(history):
            a, b = (names[moves.index(m)] for m in row["moves"])
            result = _LETTER_WORDS[row["result"]].format(*who)
            if row["converted"] >= 0:
                result = f"second advantage: hit to {self.name(row['converted'])}"
            rows.append(wrap(f"{n + 1}. {a} / {b}: {result}", HISTORY_SIZE, width - HISTORY_INDENT))
        room = (height - TITLE_LINE) // HISTORY_LINE
        shown: list[list[str]] = []
        for lines in reversed(rows):
            if sum(map(len, shown)) + len(lines) > room:
                break
            shown.insert(0, lines)
        out = [Mark("text", (x, y, width, TITLE_LINE), fit("Past rounds", 20, width), size=20)]
        line_y = y + TITLE_LINE
        for lines in shown:
            for k, line in enumerate(lines):
                indent = HISTORY_INDENT if k else 0
                out.append(Mark("text", (x + indent, line_y, width - indent, HISTORY_LINE), line, size=HISTORY_SIZE))
                line_y += HISTORY_LINE
        return out

    def candidate(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action:
        move = placement.key.split(":", 1)[1]
        return Action("move", (), move if zone_id == PLAY else None)

    def banner(self, obs: Observation, acting: bool) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The duel is over."
        them = 1 - obs.seat
        if acting:
            extra = f" — {self.name(them)} has chosen" if obs.info["chosen"][them] else ""
            return f"Round {obs.info['round']}: choose your move{extra}."
        if obs.info["chosen"][obs.seat] and obs.seat not in obs.to_act and them in obs.to_act:
            return f"Move chosen. Waiting for {self.name(them)}…"
        return f"Round {obs.info['round']}."

    def buttons(self, legal: list[Action]) -> tuple[ButtonSpec, ...]:
        return ()  # the ten moves are cards of their own

    def shake_keys(self, event: Event, view: TableView) -> tuple[str, ...]:
        if event.kind == "hit" and event.seat is not None:
            return tuple(p.key for p in view.placements if p.key.startswith(f"last:{1 - event.seat}:"))
        return ()

    def pop_text(self, event: Event) -> str | None:
        if event.kind == "hit":
            return "+1 hit"
        if event.kind == "advantage":
            return "Advantage!"
        return None


#: The layout the table uses for this game (found by module name).
LAYOUT = DuelOfSwordsLayout
