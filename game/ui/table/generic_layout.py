"""A plain layout for any game without its own: the hand along the bottom, public zones in rows, buttons.

It lets a new game be played on the table before it gets a proper layout.
"""

from __future__ import annotations

from ...engine import Observation
from .layout import DropZone, Layout, Mark, Placement, TableView, hidden_hand


class GenericLayout(Layout):
    def build(self, size: tuple[int, int], obs: Observation, onlooker: bool = False) -> TableView:
        w, h = size
        card_w = int(min(w / 14, h * 0.18 / 1.4))
        hand = hidden_hand(obs, onlooker)
        acting = obs.seat in obs.to_act and not onlooker
        placements = []
        step = min(card_w * 1.05, (w - 2 * card_w) / max(1, len(hand)))
        x0 = w / 2 - step * (len(hand) - 1) / 2
        for i, code in enumerate(hand):
            placements.append(
                Placement(
                    f"hand:{i}:{code}",
                    code,
                    (x0 + i * step, h - card_w),
                    code != "??",
                    z=100 + i,
                    width=card_w,
                    draggable=acting,
                    cards=(code,),
                )
            )
        zones, marks = [], []
        for row, (zone_id, codes) in enumerate(sorted(obs.zones.items())):
            y = 60 + row * (card_w * 1.5)
            rect = (40, int(y), w - 80, int(card_w * 1.45))
            zones.append(DropZone(zone_id, rect, zone_id))
            marks.append(Mark("box", rect, zone_id))
            for i, code in enumerate(codes):
                pos = (100 + i * card_w * 0.6, y + card_w * 0.72)
                placements.append(Placement(f"zone:{zone_id}:{i}", code, pos, width=card_w, z=i))
        return TableView(tuple(placements), tuple(zones), (), tuple(marks), {})
