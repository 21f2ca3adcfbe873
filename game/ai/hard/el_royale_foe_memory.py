"""El Royale, Hard's memory of the foes' plays: how likely an imagined hand makes everything a foe did since it last drew.

One battle's pile says little (:mod:`.el_royale_foe_plays`): a player draws
only when it falls below four cards, so a collector keeps its unseen cards
for many battles, and every battle it fought with them tells something of
them. The memory keeps this seat's last look at each battle (from the
observations it was given, one per decision) and, for a hand imagined now,
walks back: the hand at a battle's start is the hand at its end plus what
the foe played in it, and the hand at its end is the hand at the next
battle's start less the cards the foe picked up in between (they became
known). Where the count no longer matches what the table saw, the foe drew
unseen cards: the walk stops there, since earlier hands held cards the
imagined one does not name. Each battle walked weighs the hand by
:data:`.el_royale_foe_plays.SLIP` per play Normal's rules would not have
made with it.

It forgets everything when a new game starts (the battle count or the deck
goes back).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Observation
from .el_royale_foe_plays import SLIP, Battle

#: Battles remembered (the oldest forgotten first): enough for all since a collector last drew.
REMEMBERED = 60


class FoeMemory:
    """The seat's last look at each battle it saw, oldest first."""

    def __init__(self) -> None:
        self.battles: list[Battle] = []

    def observe(self, observation: Observation) -> None:
        """Remember what this decision's observation shows of the battle under way."""
        look = Battle.of(observation)
        if self.battles:
            last = self.battles[-1]
            if look.number < last.number or (look.number == last.number and look.deck > last.deck):
                self.battles.clear()  # a new game
        if self.battles and self.battles[-1].number == look.number:
            self.battles[-1] = self.battles[-1].seen_again(look)
        else:
            self.battles.append(look)
            del self.battles[:-REMEMBERED]

    def likelihood(self, seat: int, hand: Sequence[str]) -> float:
        """How likely ``seat``'s plays since it last drew are if it holds ``hand`` now: :data:`SLIP` per departure."""
        return SLIP ** self.departures(seat, hand)

    def departures(self, seat: int, hand: Sequence[str]) -> int:
        """The plays Normal's rules would not have made, walking back from ``hand`` (held now) to the last draw."""
        held = list(hand)  # the seat's hand at the end of the battle being read
        slips = 0
        conceded = False
        for i in range(len(self.battles) - 1, -1, -1):
            battle = self.battles[i]
            start = held + battle.played_by(seat)
            if len(start) != battle.hand_at_start(seat):
                break  # the seat drew (or played unseen) before this: earlier hands are unknown
            slips += battle.departures(seat, start, conceded=conceded)
            if i == 0 or self.battles[i - 1].number != battle.number - 1:
                break
            before = self.battles[i - 1]
            picked = set(battle.known[seat]) - set(before.known_at_end[seat])
            if not picked <= set(start):
                break
            conceded = before.defender == seat and not before.played_by(seat) and set(before.pile) <= picked
            held = [c for c in start if c not in picked]
        return slips
