"""Who sits where in El Royale: teams, survivors, the defender and the next attacker (ER-R01, ER-R16, ER-R17).

Pure functions of the seat count, the mode and who is eliminated, so the
battle steps, the refill and the tests share one answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from .definitions import clockwise


def team_of(seat: int, teams: bool) -> int:
    """Teams sit alternately (ER-R01): even seats against odd seats; alone, each seat is its own team."""
    return seat % 2 if teams else seat


def team_members(seat: int, seats: int, teams: bool) -> tuple[int, ...]:
    if not teams:
        return (seat,)
    return tuple(s for s in range(seats) if s % 2 == seat % 2)


def first_surviving(start: int, eliminated: Sequence[bool]) -> int:
    """The first surviving seat clockwise from ``start`` inclusive, or -1 when nobody is left."""
    for s in clockwise(start % len(eliminated), len(eliminated)):
        if not eliminated[s]:
            return s
    return -1


def defender_for(attacker: int, eliminated: Sequence[bool], teams: bool) -> tuple[int, int]:
    """The defender facing ``attacker``, and the eliminated seat it stands in for (-1 if none).

    Alone, the defender is the next surviving player clockwise. In teams the
    defender is the left neighbour; if that seat is out, its first surviving
    partner clockwise defends instead, since nobody attacks a partner (ER-R16).
    """
    seats = len(eliminated)
    left = (attacker + 1) % seats
    if not teams:
        return first_surviving(left, eliminated), -1
    if not eliminated[left]:
        return left, -1
    for s in clockwise((left + 1) % seats, seats):
        if s % 2 == left % 2 and not eliminated[s]:
            return s, left
    return -1, left


def winning_team(eliminated: Sequence[bool], teams: bool) -> int | None:
    """The seat whose side has won by elimination (ER-R10), or None while two sides remain."""
    alive = [s for s, out in enumerate(eliminated) if not out]
    if not alive:
        return None
    if len({team_of(s, teams) for s in alive}) == 1:
        return alive[0]
    return None
