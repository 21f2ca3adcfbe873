"""A plain layout for any game without its own: the hand along the bottom, public zones in rows, buttons.

It lets a new game be played on the table before it gets a proper layout; like every layout it keeps to its play
region and scales with the window.
"""

from __future__ import annotations

from ...engine import Observation
from .layout import DropZone, Layout, Mark, Placement, TableView, card_height, hand_width, hidden_hand, shifted


class GenericLayout(Layout):
    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        f = self.frame(size)
        w, h = f.w, f.h
        card_w = hand_width(size)
        card_h = card_height(card_w)
        hand = hidden_hand(obs, onlooker)
        acting = obs.seat in obs.to_act and not onlooker
        placements = []
        m = f.px(12)
        step = min(card_w * 1.05, (w - 2 * m - card_w) / max(1, len(hand) - 1))
        x0 = w / 2 - step * (len(hand) - 1) / 2
        for i, code in enumerate(hand):
            placements.append(
                Placement(
                    f"hand:{i}:{code}",
                    code,
                    (x0 + i * step, h - m - card_h / 2),
                    code != "??",
                    z=100 + i,
                    width=card_w,
                    draggable=acting,
                    cards=(code,),
                )
            )
        zones, marks = [], []
        zone_w = round(card_w * 0.7)
        row_h = card_height(zone_w) + f.px(16) + f.line(14)
        for row, (zone_id, codes) in enumerate(sorted(obs.zones.items())):
            y = m + row * row_h
            rect = (m, int(y), w - 2 * m, card_height(zone_w) + f.px(8))
            zones.append(DropZone(zone_id, rect, zone_id))
            marks.append(Mark("box", rect, zone_id, size=f.text(14)))
            for i, code in enumerate(codes):
                pos = (m + zone_w / 2 + f.px(4) + i * zone_w * 0.6, y + rect[3] / 2)
                placements.append(Placement(f"zone:{zone_id}:{i}", code, pos, width=zone_w, z=i))
        view = TableView(tuple(placements), tuple(zones), (), tuple(marks), {})
        return shifted(view, f.play[0], f.play[1])
