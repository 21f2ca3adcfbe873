"""El Royale, Hard's memory of the foes' plays: how likely an imagined hand makes what a foe did over its last draws.

One battle's pile says little (:mod:`.el_royale_foe_plays`): a player draws
only when it falls below four cards, so a collector keeps its unseen cards
for many battles, and every battle it fought with them tells something of
them. The memory keeps this seat's last look at each battle (from the
observations it was given, one per decision) and, for a hand imagined now,
walks back: the hand at a battle's start is the hand at its end plus what
the foe played in it, and the hand at its end is the hand at the next
battle's start less the cards the foe picked up in between (they became
known). Where the count no longer matches what the table saw, the foe drew
unseen cards, which of the imagined ones is unknown: the walk goes on with
every choice of them and averages what each explains, past up to
:data:`DRAWS` draws (the cards a foe keeps through a draw still answer for
its earlier plays: read this way, the guess names a foe's unseen card
right 29% of the time, not 24%). Each battle walked weighs the hand by
:data:`.el_royale_foe_plays.SLIP` per play Normal's rules would not have
made with it.

It forgets everything when a new game starts (the battle count or the deck
goes back).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...engine import Observation
from .el_royale_foe_plays import SLIP, Battle

#: Battles remembered (the oldest forgotten first): enough for all since a collector last drew.
REMEMBERED = 60
#: Draws the walk back goes past (each read over every choice of the cards drawn).
DRAWS = 2


class FoeMemory:
    """The seat's last look at each battle it saw, oldest first."""

    def __init__(self) -> None:
        self.battles: list[Battle] = []
        self._links: dict[tuple[int, int], tuple[frozenset[str], bool, bool | None] | None] = {}

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
        self._links.clear()

    def likelihood(self, seat: int, hand: Sequence[str]) -> float:
        """How likely ``seat``'s plays are if it holds ``hand`` now: :data:`SLIP` per departure.

        The walk goes back past up to :data:`DRAWS` draws. Which of the cards it holds it drew then is unknown,
        so every choice of them is read and the likelihoods averaged (the choices multiply with every draw).
        """
        return self._walk(seat, list(hand), len(self.battles) - 1, False, None, DRAWS)

    def departures(self, seat: int, hand: Sequence[str]) -> int:
        """The plays Normal's rules would not have made, walking back from ``hand`` (held now) to the last draw."""
        return sum(self._to_the_draw(seat, list(hand), len(self.battles) - 1, False, None)[0])

    def _walk(self, seat: int, held: list[str], i: int, conceded: bool, took: bool | None, draws: int) -> float:
        """:meth:`likelihood` from the end of battle ``i``, holding ``held`` then, with ``draws`` draws left to pass."""
        slips, draw = self._to_the_draw(seat, held, i, conceded, took)
        likelihood = 1.0
        for battle_slips in slips:
            likelihood *= SLIP**battle_slips
        if draw is None or draws == 0:
            return likelihood
        held, i, conceded, took, drawn = draw
        if drawn < 0 or i + 1 >= len(self.battles):
            return likelihood
        unseen = [c for c in held if c not in self.battles[i + 1].known[seat]]
        choices = list(combinations(unseen, drawn))
        if not choices:
            return likelihood
        total = sum(self._walk(seat, [c for c in held if c not in cards], i, conceded, took, draws - 1) for cards in choices)
        return likelihood * total / len(choices)

    def _to_the_draw(
        self, seat: int, held: list[str], i: int, conceded: bool, took: bool | None
    ) -> tuple[list[int], tuple[list[str], int, bool, bool | None, int] | None]:
        """The walk back from the end of battle ``i`` to the first draw: the departures battle by battle, and where
        the count showed a draw, what the walk knew there (the hand, the battle, its two reads, the cards drawn);
        None if the walk ended otherwise (the first battle remembered, a gap, a pickup the hand cannot explain)."""
        slips: list[int] = []
        while i >= 0:
            battle = self.battles[i]
            start = held + battle.played_by(seat)
            drawn = len(start) - battle.hand_at_start(seat)
            if drawn:
                return slips, (held, i, conceded, took, drawn)
            slips.append(battle.departures(seat, start, conceded=conceded, took=took))
            back = self._back(seat, i, start)
            if back is None:
                return slips, None
            held, conceded, took = back
            i -= 1
        return slips, None

    def _back(self, seat: int, i: int, start: list[str]) -> tuple[list[str], bool, bool | None] | None:
        """From battle ``i``'s start to the end of the battle before: the hand then (before any draw in between),
        whether the seat conceded that battle, and whether it took its pile; None where the walk cannot go on."""
        link = self._link(seat, i)
        if link is None:
            return None
        picked, conceded, took = link
        if not picked <= set(start):
            return None
        return [c for c in start if c not in picked], conceded, took

    def _link(self, seat: int, i: int) -> tuple[frozenset[str], bool, bool | None] | None:
        """What the table showed of ``seat`` between battle ``i - 1`` and battle ``i``, worked out once per look:
        the cards it picked up, whether it conceded, whether it took the pile (see :func:`where_the_pile_went`)."""
        key = (seat, i)
        if key not in self._links:
            self._links[key] = None
            if i > 0 and self.battles[i - 1].number == self.battles[i].number - 1:
                battle, before = self.battles[i], self.battles[i - 1]
                picked = frozenset(battle.known[seat]) - frozenset(before.known_at_end[seat])
                conceded = before.defender == seat and not before.played_by(seat) and set(before.pile) <= picked
                self._links[key] = picked, conceded, where_the_pile_went(before, battle, picked)
        return self._links[key]


def where_the_pile_went(before: Battle, after: Battle, picked: frozenset[str]) -> bool | None:
    """Whether a seat that picked up ``picked`` between two battles took the first one's pile (True), or the pile
    went to the discards (False); None if the last look at it may have missed cards (they went elsewhere) or the
    discards were shuffled into the deck meanwhile."""
    pile = set(before.pile)
    if not pile:
        return None
    if picked == pile:
        return True
    if set(after.discarded) - set(before.discarded) == pile:
        return False
    return None
