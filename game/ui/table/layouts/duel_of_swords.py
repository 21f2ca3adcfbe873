"""Duel of Swords on the table: ten move cards, two play spots, hits as pips.

The viewer's ten moves lie along the bottom; a move is played by dragging
it onto the play spot (or clicking it). Each side's chosen move lies face
down until both have chosen, then both turn over together. Pips count hits
toward the target; a marker shows a pending advantage.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....engine import Action, Event, Observation
from ..layout import (
    ButtonSpec,
    DropZone,
    Frame,
    Layout,
    Mark,
    Placement,
    Regions,
    TableView,
    card_height,
    default_regions,
    hand_width,
    overlaps,
    seat_word,
    shifted,
)
from ..text_fit import caption_inside, fit, width_of, wrap

PLAY = "play"
#: Room kept clear at the window's edges; the past-rounds lines, their size and spacing.
MARGIN = 16
HISTORY_SIZE, HISTORY_INDENT = 16, 14
_LETTER_WORDS = {
    "A": "hit to {0}",
    "B": "hit to {1}",
    "a": "advantage to {0}",
    "b": "advantage to {1}",
    "X": "a hit each",
    ".": "nothing",
}


@dataclass(frozen=True)
class _Geometry:
    """The table's fixed places in the play region: the hand row, the two spots, the stage between them."""

    card_w: int
    hand_y: float
    spot_w: int
    cx: float
    top: float
    bottom: float
    stage: tuple[int, int, int, int]


class DuelOfSwordsLayout(Layout):
    game_id = "duel-of-swords"

    def regions(self, size: tuple[int, int]) -> Regions:
        """The default frame, with the stage between the two play spots (where both moves turn over)."""
        regions = default_regions(size, self.choice_rows)
        spots = self._geometry(size, Frame.of(size, regions))
        play = regions.play
        x, y, w, h = spots.stage
        return replace(regions, stage=(play[0] + x, play[1] + y, w, h))

    def _geometry(self, size: tuple[int, int], f: Frame) -> _Geometry:
        """Where things go in the play region's own coordinates: the hand row, the spots, the stage and the columns."""
        margin = f.px(MARGIN)
        card_w = hand_width(size)
        card_h = card_height(card_w)
        hand_y = f.h - card_h / 2 - margin / 2
        # the two spots as large as the height above the hand allows, leaving the stage between them
        room = hand_y - card_h / 2 - 2 * margin - f.line(16)
        spot_w = int(min(card_w * 1.4, room / 2.8 * 5 / 7))
        spot_h = card_height(spot_w)
        cx = f.w * 0.52
        top = spot_h / 2 + margin / 2
        bottom = hand_y - card_h / 2 - margin - spot_h / 2
        gap_top, gap_bottom = top + spot_h / 2 + f.line(16) + 4, bottom - spot_h / 2 - 4
        stage = (round(cx - spot_w * 1.3), round(gap_top), round(spot_w * 2.6), max(0, round(gap_bottom - gap_top)))
        return _Geometry(card_w, hand_y, spot_w, cx, top, bottom, stage)

    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        f = self.frame(size)
        view = self._build(size, f, obs, onlooker)
        return shifted(view, f.play[0], f.play[1])

    def _build(self, size: tuple[int, int], f: Frame, obs: Observation, onlooker: bool) -> TableView:
        w = f.w
        info = obs.info
        me, them = obs.seat, 1 - obs.seat
        names, descriptions, moves = info["move_names"], info["descriptions"], info["moves"]
        g = self._geometry(size, f)
        margin = f.px(MARGIN)
        card_w = g.card_w
        card_h = card_height(card_w)
        placements: list[Placement] = []
        acting = me in obs.to_act and not onlooker
        if not onlooker:
            # the ten moves side by side, overlapping a little only when the play region is narrow
            step = min(card_w * 1.08, (w - 2 * margin - card_w) / 9)
            x0 = w / 2 - step * 4.5
            barred = _barred(obs)  # dimmed and its tip says why; a try still hears the engine's reason
            for i, name in enumerate(names):
                placements.append(
                    Placement(
                        key=f"move:{moves[i]}",
                        code=f"move:{i}",
                        pos=(x0 + i * step, g.hand_y),
                        width=card_w,
                        z=10 + i,
                        draggable=acting,
                        kind="move",
                        default_zone=PLAY,
                        title=name,
                        tip=f"{NO_REPEAT_TIP} {descriptions[i]}" if moves[i] == barred else descriptions[i],
                        dim=not acting or moves[i] == barred,
                        click_plays=True,
                    )
                )
        spot_w = g.spot_w
        spot_h = card_height(spot_w)
        cx = g.cx
        spots = {them: (cx, g.top), me: (cx, g.bottom)}
        zones = []
        for seat, (sx, sy) in spots.items():
            placements += self._played(obs, seat, (sx, sy), spot_w, onlooker, names, descriptions, moves)
            if seat == me and acting:
                zones.append(DropZone(PLAY, (int(sx - spot_w / 2), int(sy - spot_h / 2), spot_w, spot_h), "Play a move here"))
        marks = []
        for seat, (sx, sy) in spots.items():
            if obs.outcome is not None:
                break  # no move is asked any more: empty spots would wait for one
            box = (int(sx - spot_w / 2), int(sy - spot_h / 2), spot_w, spot_h)
            marks.append(Mark("box", box))
            if not onlooker and not any(overlaps(box, p) for p in placements):  # an empty spot says whose it is
                marks.append(caption_inside(box, "your move" if seat == me else "their move", f.text(13), f.line(13)))
        last_x = cx - spot_w * 1.25
        if info["history"]:
            size_text = f.text(16)
            marks.append(
                Mark("text", (int(last_x - spot_w / 2), int(g.top + spot_h / 2 + 4), spot_w + 40, f.line(16)), "Last round",
                     size=size_text)
            )  # fmt: skip
        anchors: dict[str, tuple[float, float]] = {}
        target = obs.options.get("hitsToWin", 5)
        pip, pip_gap = f.px(18), f.px(6)
        for seat, (sx, sy) in spots.items():
            x0 = int(sx + spot_w / 2 + f.px(24))
            room = w - x0 - margin
            plate_h = f.line(20) + f.px(6)
            name = fit(self.name(seat), f.text(20), room - f.px(16))
            plate_w = min(room, max(width_of(name, f.text(20)) + f.px(32), f.px(200)))
            marks.append(
                Mark("plate", (x0, int(sy - spot_h / 2), plate_w, plate_h), name, filled=seat in obs.to_act, size=f.text(20))
            )
            hits = info["hits"][seat]
            count_y = int(sy - spot_h / 2 + plate_h + f.px(8))
            marks.append(
                Mark("text", (x0, count_y, room, f.line(18)), fit(_hits_text(hits, target, obs.outcome is None),
                     f.text(18), room), size=f.text(18))
            )  # fmt: skip
            per_row = max(1, (room + pip_gap) // (pip + pip_gap))
            pip_y = count_y + f.line(18) + f.px(6)
            total = max(target, hits)
            for k in range(total):
                row, col = divmod(k, per_row)
                marks.append(Mark("pip", (x0 + col * (pip + pip_gap), pip_y + row * (pip + pip_gap), pip, pip), filled=k < hits))
            anchors[f"seat:{seat}"] = _word_place((sx, sy), spot_h, f.line(13))
            if info["pending"] == seat and obs.outcome is None:  # at the end a pending advantage counts for nothing
                rows = (total + per_row - 1) // per_row  # (DS-R15): its badge went with the game
                token = f.px(44)
                ty = pip_y + rows * (pip + pip_gap) + f.px(4)
                marks.append(Mark("token", (x0, ty, token, token), "Adv", size=f.text(14)))
                marks.append(
                    Mark("text", (x0 + token + f.px(8), int(ty + token / 2 - f.line(14) / 2), room - token - f.px(8),
                         f.line(14)), fit("Advantage", f.text(14), room - token - f.px(8)), colour="gold", size=f.text(14))
                )  # fmt: skip
        # the left column, beside the last-round cards and above the hand: the round, then past rounds
        right = int(last_x - spot_w / 2) - margin
        bottom = int(g.hand_y - card_h / 2 - margin / 2) if not onlooker else f.h - margin
        column = (margin, margin // 2, right - margin, bottom - margin // 2)
        limit = obs.options.get("roundLimit", 15)
        title = f.text(26)
        marks.append(
            Mark("text", (column[0], column[1], column[2], f.line(26)), fit(f"Round {info['round']} / {limit}", title, column[2]),
                 size=title)
        )  # fmt: skip
        marks.extend(self._history(obs, f, (column[0], column[1] + f.line(26) + 6, column[2], column[3] - f.line(26) - 6)))
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
            last = (pos[0] - width * 1.25, pos[1])
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

    def _history(self, obs: Observation, f: Frame, area: tuple[int, int, int, int]) -> list[Mark]:
        """The past rounds in ``area``, newest last: each wrapped to its width, the oldest left out when they do not fit."""
        x, y, width, height = area
        size, line, indent, title_line = f.text(HISTORY_SIZE), f.line(HISTORY_SIZE), f.px(HISTORY_INDENT), f.line(20) + 4
        names, moves = obs.info["move_names"], obs.info["moves"]
        history = obs.info["history"]
        if not history:
            return []
        who = (seat_word(0), seat_word(1))
        rows: list[list[str]] = []
        for n, row in enumerate(history):
            a, b = (names[moves.index(m)] for m in row["moves"])
            result = _LETTER_WORDS[row["result"]].format(*who)
            if row["converted"] >= 0:
                result = f"second advantage: hit to {seat_word(row['converted'])}"
            rows.append(wrap(self.told(f"{n + 1}. {a} / {b}: {result}"), size, width - indent))
        room = (height - title_line) // line
        shown: list[list[str]] = []
        for lines in reversed(rows):
            if sum(map(len, shown)) + len(lines) > room:
                break
            shown.insert(0, lines)
        # when the first rounds no longer fit, the title says the list is the latest only (the log keeps them all)
        title = "Past rounds" if len(shown) == len(rows) else f"Last {len(shown)} rounds"
        out = [Mark("text", (x, y, width, title_line), fit(title, f.text(20), width), size=f.text(20))]
        line_y = y + title_line
        for lines in shown:
            for k, text in enumerate(lines):
                inset = indent if k else 0
                out.append(Mark("text", (x + inset, line_y, width - inset, line), text, size=size))
                line_y += line
        return out

    def candidate(self, placement: Placement, zone_id: str, legal: list[Action]) -> Action:
        move = placement.key.split(":", 1)[1]
        return Action("move", (), move if zone_id == PLAY else None)

    @staticmethod
    def moment(obs: Observation) -> str:
        return f"Round {obs.info['round']}"

    def asked(self, obs: Observation, seat: int) -> str:
        """Every round both fencers choose, whatever was played before: the words say only the round and, with No
        repeats on, the rule every player knows (the last round's moves lie face up)."""
        if obs.outcome is not None:
            return ""
        said = f"Round {obs.info['round']}: {self.name(seat)}, choose your move in secret."
        if obs.options.get("noRepeat") and obs.info["history"]:
            free = obs.info["move_names"][obs.info["moves"].index("disengage")]  # in the theme's words
            said += f" No repeats: not last round's move, unless it was {free}."
        return said

    def banner(self, obs: Observation, legal: list[Action]) -> str:
        if obs.outcome is not None:
            return obs.outcome.reason or "The duel is over."
        them = 1 - obs.seat
        if legal:
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


def _word_place(spot: tuple[float, float], spot_h: int, label_line: int) -> tuple[float, float]:
    """Where "+1 hit" rises from: over the seat's own spot (not its name), halfway between the spot's top and its
    "their move" label. Started at the spot's centre it lay on that label for its whole rise at 1920x1080 (a label
    inside its spot is not among the words a pop keeps clear of)."""
    label_top = spot[1] - label_line / 2
    return spot[0], (spot[1] - spot_h / 2 + label_top) / 2


def _hits_text(hits: int, target: int, playing: bool) -> str:
    """A fencer's score: "2 hits of 5"; past the target it said "3 hits of 1", which reads as nonsense. A fencer at the
    target while the duel goes on is tied there with the other (rule 5: play on until the tie is broken). Once the
    duel is over both scores are plain counts: the final table read "0 hits of 1" against "1 hit"."""
    counted = f"{hits} hit{'s' if hits != 1 else ''}"
    if not playing:
        return counted
    if hits < target:
        return f"{counted} of {target}"
    return f"{counted} (tied, play on)"


#: The hover words on the move No repeats bars this round (DS-R10 option), before its description.
NO_REPEAT_TIP = "No repeats: you used this last round."


def _barred(obs: Observation) -> str | None:
    """The viewer's move No repeats bars this round: last round's, unless it was Disengage (DS-R10 option)."""
    history = obs.info["history"]
    if not obs.options.get("noRepeat") or not history or obs.outcome is not None:
        return None
    last: str = history[-1]["moves"][obs.seat]
    return None if last == "disengage" else last


#: The layout the table uses for this game (found by module name).
LAYOUT = DuelOfSwordsLayout
