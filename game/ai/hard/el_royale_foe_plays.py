"""El Royale, Hard's reading of one battle: would a Normal foe holding this hand have played what it played?

Every card a player adds to the battle pile is public, with who added it.
A foe who plays by Normal's rules (:mod:`..heuristics.el_royale`) gives its
hand away in them: it attacks with the rank it values least, so a foe that
led a lone nine held no lone ten; it beats with its cheapest beat, so it
held none cheaper; it beats rather than take the pile only when the pile is
not mostly ranks it collects; it throws in only ranks it sheds, and keeps
throwing while it still sheds them. What it did not do says as much: with
two players, a foe that let the other play last passed its last throw-in
(it held no card of the top rank that it sheds) and was then offered the
pile, which it took only if it collects the pile's ranks (see
:meth:`Battle.last_chance`). A :class:`Battle` is the last look
this seat had at one battle; :meth:`Battle.departures` counts the plays in
it that a foe holding a given hand at the battle's start would not have
made by those rules. Hard weighs an imagined hand by :data:`SLIP` for each
(:mod:`.el_royale_foe_memory`): a real foe may play otherwise (a partner's
signal, a human's own ideas), so a departure makes a hand less likely,
never impossible.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from ...engine import Observation, card
from ...engine.games.el_royale.battle import first_beat_cards, is_beat
from ..heuristics.el_royale import (
    COLLECTED,
    RANKS,
    attack_key,
    beat_key,
    collects,
    concedes,
    rank_values,
    sheds,
    wastes_four,
    wins_with,
)

#: How much less likely a hand is for each play Normal's rules would not have made with it.
SLIP = 0.05
#: Answers one battle remembers before it starts again (a long game must not grow without bound).
ANSWERS_KEPT = 4096


def _rank(code: str) -> int:
    return RANKS[code]


@dataclass(frozen=True)
class Battle:
    """What this seat saw of one battle: the pile with its owners at its last look, the known cards at its first.

    The known cards at the first look are those the foes counted out of reach
    as the battle began; a known card leaves them when it is played.
    """

    number: int
    attacker: int
    defender: int
    pile: tuple[str, ...]
    owners: tuple[int, ...]
    hand_counts: tuple[int, ...]
    known: tuple[tuple[str, ...], ...]
    #: The known cards at the last look (what a seat picks up after the battle is new in the next one's).
    known_at_end: tuple[tuple[str, ...], ...]
    discarded: tuple[str, ...]
    teams: tuple[int, ...] | None
    deck: int

    @staticmethod
    def of(observation: Observation) -> Battle:
        info = observation.info
        seats = range(observation.seats)
        known = tuple(tuple(observation.known.get(s, ())) for s in seats)
        return Battle(
            number=info["battle"],
            attacker=info["attacker"],
            defender=info["defender"],
            pile=tuple(observation.zones["pile"]),
            owners=tuple(info["pile_owner"]),
            hand_counts=tuple(info["hand_counts"]),
            known=known,
            known_at_end=known,
            discarded=tuple(info["discarded"]),
            teams=tuple(info["teams"]) if info["teams"] is not None else None,
            deck=info["deck"],
        )

    def seen_again(self, later: Battle) -> Battle:
        """This battle with what a later look at it showed: the pile grown, the hands and known cards since."""
        return replace(self, pile=later.pile, owners=later.owners, hand_counts=later.hand_counts, known_at_end=later.known)

    def played_by(self, seat: int) -> list[str]:
        """The cards ``seat`` has put on this battle's pile so far."""
        return list(self._played.get(seat, ()))

    def hand_at_start(self, seat: int) -> int:
        """How many cards ``seat`` held when the battle began (no one draws during a battle)."""
        return self.hand_counts[seat] + len(self._played.get(seat, ()))

    # What every imagined hand is read against is worked out once per battle (Hard reads thousands of hands).

    @cached_property
    def _played(self) -> dict[int, tuple[str, ...]]:
        return {s: tuple(c for c, o in zip(self.pile, self.owners, strict=True) if o == s) for s in set(self.owners)}

    @cached_property
    def _ranks(self) -> tuple[int, ...]:
        return tuple(_rank(c) for c in self.pile)

    @cached_property
    def _gone(self) -> dict[tuple[int, int], Counter[int]]:
        """:meth:`gone_for` at every play's start, and for the defender once the pile is complete."""
        wanted = {(seat, start) for _, seat, start, _ in self.plays}
        wanted |= {(seat, len(self.pile)) for seat in range(len(self.hand_counts))}
        return {(seat, placed): self.gone_for(seat, placed) for seat, placed in wanted}

    def gone_for(self, seat: int, placed: int) -> Counter[int]:
        """What Normal on ``seat`` counts out of reach once ``placed`` cards are on the pile: the discards and
        its opponents' known cards not yet played."""
        on_pile = set(self.pile[:placed])
        gone = Counter(_rank(c) for c in self.discarded)
        for other, known in enumerate(self.known):
            if other == seat or (self.teams is not None and self.teams[other] == self.teams[seat]):
                continue
            gone.update(_rank(c) for c in known if c not in on_pile)
        return gone

    @cached_property
    def plays(self) -> list[tuple[str, int, int, int]]:
        """The pile cut into plays: (kind, seat, first index, end index), kind ``attack``, ``beat`` or ``throw``.

        The first play is the attack; the defender's first play is the beat (the defender throws in
        nothing before it); every other play is a throw-in. Two turns of one seat with nobody
        between them read as one play.
        """
        out: list[tuple[str, int, int, int]] = []
        beaten = False
        i = 0
        while i < len(self.pile):
            seat, end = self.owners[i], i
            while end < len(self.pile) and self.owners[end] == seat:
                end += 1
            if seat == self.defender and not beaten and i > 0:
                kind, beaten = "beat", True
            else:
                kind = "attack" if i == 0 else "throw"
            out.append((kind, seat, i, end))
            i = end
        return out

    def departures(self, seat: int, hand: Sequence[str], *, conceded: bool = False, took: bool | None = None) -> int:
        """How many of ``seat``'s plays here Normal's rules would not have made, holding ``hand`` at the battle's start.

        ``conceded``: the seat defended this battle and took the pile instead of beating it. ``took``: the battle
        is over, and the seat took the pile (True) or left it (False); None while that is not known. Answers are
        remembered: Hard reads the same hands against a battle many times in one decision.
        """
        key = (seat, tuple(sorted(hand)), conceded, took)
        answers = self._answers
        known = answers.get(key)
        if known is None:
            if len(answers) >= ANSWERS_KEPT:
                answers.clear()
            known = answers[key] = self._departures(seat, hand, conceded, took)
        return known

    def __getstate__(self) -> dict[str, object]:
        """What crosses to a helper process: the look, not the answers remembered for it."""
        return {k: v for k, v in self.__dict__.items() if k != "_answers"}

    @cached_property
    def _answers(self) -> dict[tuple[int, tuple[str, ...], bool, bool | None], int]:
        return {}

    def _departures(self, seat: int, hand: Sequence[str], conceded: bool, took: bool | None) -> int:
        held = list(hand)
        slips = 0
        for kind, owner, start, end in self.plays:
            if owner != seat:
                continue
            gone = self._gone[seat, start]
            before = list(self._ranks[:start])
            cards = self.pile[start:end]
            if any(c not in held for c in cards):
                return len(cards) + slips  # the hand cannot have made this play at all
            slips += _first_card(kind, held, self.pile[:start], cards[0], gone)
            for i, code in enumerate(cards):
                held.remove(code)
                ranks = before + list(self._ranks[start : start + i + 1])
                more = i + 1 < end - start
                slips += _next_card(kind, held, ranks, self.pile[start : start + i + 1], self.pile[:start], gone, more)
        if conceded and seat == self.defender and self.pile:
            top = card(self.pile[-1])
            can_beat = bool(first_beat_cards(top, [card(c) for c in held]))
            if can_beat and not concedes(rank_values(held, self._gone[seat, len(self.pile)]), self.pile, len(held)):
                slips += 1
        if took is not None:
            slips += self.last_chance(seat, held, took=took)
        return slips

    def last_chance(self, seat: int, held: Sequence[str], *, took: bool) -> int:
        """How many of ``seat``'s last two choices in this finished battle Normal's rules would have made otherwise.

        With two players the order of asking is fixed (GEN-R07: a player is asked even with nothing to add), so
        once the attack is beaten, a seat that did not play last was asked to throw in on the other's last
        play, passed, and was offered the pile. ``held`` is its hand at the battle's end; ``took`` whether it
        took the pile. With more players the looks do not show who passed when, so nothing is read.
        """
        if len(self.hand_counts) != 2 or not self.pile or self.owners[-1] == seat:
            return 0
        if not any(kind == "beat" for kind, *_ in self.plays):
            return 0  # the defender conceded: read by ``conceded``
        ranks = list(self._ranks)
        top = ranks[-1]
        values = rank_values(held, self._gone[seat, len(self.pile)])
        slips = 0
        if ranks.count(top) < 4 and any(_rank(c) == top for c in held):
            throws = wins_with(ranks, top, held) or (not wastes_four(ranks, top, held) and sheds(values, top, len(held)))
            slips += throws
        slips += collects(values, self.pile, len(held)) != took
        return slips


def _first_card(kind: str, held: list[str], pile: Sequence[str], code: str, gone: Counter[int]) -> int:
    """1 if Normal, holding ``held`` with ``pile`` down, would not have opened this play with ``code``'s rank."""
    rank = _rank(code)
    ranks = [_rank(c) for c in pile]
    values = rank_values(held, gone)
    if kind == "attack":
        options = {_rank(c) for c in held}
        if any(wins_with(ranks, r, held) for r in options):
            return 0 if wins_with(ranks, rank, held) else 1
        return int(attack_key(values, rank) > min(attack_key(values, r) for r in options))
    if kind == "throw":
        if wins_with(ranks, rank, held):
            return 0
        return int(wastes_four(ranks, rank, held) or not sheds(values, rank, len(held)))
    # the beat: Normal beats only a pile it would not rather take, and with its cheapest beat
    if concedes(values, pile, len(held)):
        return 1
    options = {c.rank for c in first_beat_cards(card(pile[-1]), [card(c) for c in held])}
    if not options:
        return 1  # no card of this hand opens a beat (a higher rank needs one in the top card's suit)
    if any(wins_with(ranks, r, held) for r in options):
        return 0 if wins_with(ranks, rank, held) else 1
    return int(beat_key(values, rank) > min(beat_key(values, r) for r in options))


def _next_card(
    kind: str,
    held: list[str],
    ranks: list[int],
    placed: Sequence[str],
    beaten: Sequence[str],
    gone: Counter[int],
    more: bool,
) -> int:
    """1 if Normal, having placed ``placed`` of this play, would have stopped where the seat went on, or the reverse."""
    rank = _rank(placed[0])
    if not any(_rank(c) == rank for c in held) or ranks.count(rank) >= 4:
        return 0  # the table asks no more: nothing to read
    values = rank_values(held, gone)
    win = wins_with(ranks, rank, held)
    if kind == "beat":
        complete = is_beat(card(beaten[-1]), [card(c) for c in placed])
        if not complete and not more:
            return 0  # a beat cannot end before it is complete: the look came while it was being placed
        goes_on = win or not complete
    elif kind == "attack":
        goes_on = win or values.get(rank, 0) < COLLECTED
        if more and not goes_on:  # after "that is all" the attacker may throw in at once (two seats)
            goes_on = not wastes_four(ranks, rank, held) and sheds(values, rank, len(held))
    else:
        goes_on = win or (not wastes_four(ranks, rank, held) and sheds(values, rank, len(held)))
    return int(goes_on != more)
