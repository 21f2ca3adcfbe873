"""One line saying what a move did, in the game's own words, for the caption strip, the recap and the batch of passes.

Every engine already tells each event in its own words ("Knight 2 parries
with Q♦", "Round 5: Slash against Thrust — Player 2 scores a hit"); a
caption is the public ones of one move, joined. Private bookkeeping (the
cards a seat draws or is dealt) is left to the log. A run of seats doing
the same thing ("Player 2 leaves the pile", "Player 3 leaves the pile")
becomes one line, so a throw-in round of seven passes reads as one.

A game may say an event better in its own module here (Duel of Swords names
each fencer's move in a reveal, Mortal Swords names the attack a defence
meets); :func:`caption_for` asks the game's module first, event by event.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ....engine import Event, Observation
from ..seat_names import SEAT_WORDS, second_person
from . import clashing_blades, duel_of_swords, mortal_swords

#: A game's own words for one event, given the viewer's observation before the move and all the move's events (as
#: the viewer saw them): None keeps the engine's, "" drops it.
Words = Callable[[Event, Observation | None, list[Event]], str | None]

#: The games that say some events in their own words.
GAME_WORDS: dict[str, Words] = {
    "clashing-blades": clashing_blades.words,
    "duel-of-swords": lambda event, _before, move: duel_of_swords.words(event, move),
    "mortal-swords": mortal_swords.words,
}

#: The games whose log leaves out a line the rest of its move tells (an event kept when the function says so).
LOG_KEEPS: dict[str, Callable[[Event, list[Event]], bool]] = {"duel-of-swords": duel_of_swords.logged}

#: The games whose move can tell the secret choices made before it (Duel of Swords' reveal names both fencers' moves):
#: the lines of those choices give it their place in the log once it is made, not before.
LOG_REVEALS: dict[str, Callable[[list[Event]], bool]] = {"duel-of-swords": duel_of_swords.reveals}

#: Event kinds that are bookkeeping rather than story, or said elsewhere: the log keeps them, a caption does not
#: (the result of the game is the final table's banner and the bar).
QUIET_KINDS = frozenset({"draw", "deal", "game-over"})

#: A secret choice tells only that it was made ("Computer has chosen a move."): the caption strip keeps the last move
#: that showed something (a round's reveal), while the recap and the log tell it and the banner says who has chosen.
SECRET_KINDS = frozenset({"choose"})

#: An event that only announces the same seat's next move (El Royale's "has something to say", before it shows a
#: card, signals or says nothing after all): that move's line takes its place rather than add a second, which at a
#: full table pushed the real plays out of the recap.
ANNOUNCING_KINDS = frozenset({"talk"})

_SOMEONE = re.compile(r"^((?:" + "|".join(SEAT_WORDS) + r") \d+) ([a-z]+)(\b.*)$")
_MANY = re.compile(r"^((?:(?:" + "|".join(SEAT_WORDS) + r") \d+, )*(?:" + "|".join(SEAT_WORDS) + r") \d+) and ")


def caption_for(game_id: str, events: list[Event], before: Observation | None) -> str:
    """The move's line in the game's own words where it has them, else the engine's."""
    own = GAME_WORDS.get(game_id)
    if own is None:
        return caption(events)
    told = [(e, own(e, before, events)) for e in events]
    # an event the game says in its own words is told, even one of a kind left to the log elsewhere (a draw in the open)
    return caption([e if said is None else Event(_TOLD, e.seat, text=said) for e, said in told if said != ""])


#: The kind of an event a game says in its own words.
_TOLD = "told"


def log_line(game_id: str, event: Event, before: Observation | None, move: list[Event], plain: str) -> str:
    """An event's line in the log: the game's own words where they say it otherwise ("Round 8: Your Cut Low against
    Computer's Slash"; the engine's "Round 8: Cut Low against Slash" said nobody's), else ``plain``. The log keeps
    every line a caption drops as said elsewhere but one whose every word another line of the move says ("" back for
    it: the caller leaves it out), or one the game's log leaves to another line of the move (:data:`LOG_KEEPS`)."""
    keeps = LOG_KEEPS.get(game_id)
    if keeps is not None and not keeps(event, move):
        return ""
    own = GAME_WORDS.get(game_id)
    said = own(event, before, move) if own is not None else None
    if said == "" and _said_elsewhere(plain, event, move):
        return ""  # "— Player 2 scores a hit." ended the reveal's line, and the log said it again on the next
    return said or plain


class Logged(NamedTuple):
    """One move's lines in the log, as told when it was made, and how they stand to the moves around them."""

    lines: tuple[str, ...]
    #: The move only said a seat chose in secret ("Computer has chosen a move.").
    secret: bool
    #: The move turned the secret choices before it over, and its lines tell them.
    reveals: bool


def logged(game_id: str, move: list[Event], lines: Sequence[str]) -> Logged:
    """``lines`` of ``move`` (the events as the viewer saw them) as the log keeps them."""
    reveals = LOG_REVEALS.get(game_id)
    return Logged(tuple(lines), chooses_in_secret(move), reveals is not None and reveals(move))


def move_log(
    game_id: str, seen: list[Event], before: Observation | None, reader: int | None, names: Callable[[str], str] = str
) -> Logged:
    """A move's lines in the log, from its events as the viewer saw them (``seen``) and what the viewer knew just
    before (``before``): the table's log and a replay's say a move the same way. ``reader``: whose own draws are
    named with their cards (None: nobody's); ``names`` puts the players' names in."""
    lines = (log_line(game_id, e, before, seen, e.told_to(reader)) for e in seen if e.text)
    return logged(game_id, seen, [names(line) for line in lines if line])


def log_of(moves: Sequence[Logged]) -> list[str]:
    """The log's lines, oldest first: every move's, but a secret choice's once a later move has revealed it. Written
    before the reveal was known, "Computer has chosen a move." stayed above every round's "Round 3: Your Dodge against
    Computer's Slash — …"; until the reveal it is the news, and it shows."""
    lines: list[str] = []
    waiting = 0  # the lines of the secret choices since the last reveal, at the end of ``lines``
    for move in moves:
        if move.reveals and waiting:
            del lines[-waiting:]
        lines += move.lines
        waiting = waiting + len(move.lines) if move.secret else 0
    return lines


def _said_elsewhere(plain: str, event: Event, move: list[Event]) -> bool:
    """Whether another event of the move already says all of ``plain`` (the log's "said once is enough")."""
    text = plain.strip().rstrip(".")
    return bool(text) and any(other is not event and text in other.text for other in move)


def headline(events: list[Event], words: str) -> str:
    """The move's words for the caption strip: ``words``, or nothing for a secret choice (the last play stays up)."""
    told = [e for e in events if e.text and e.kind not in QUIET_KINDS]
    return "" if told and all(e.kind in SECRET_KINDS for e in told) else words


def announces(events: list[Event]) -> bool:
    """Whether the move's told events only announce the seat's next move."""
    told = [e for e in events if e.text and e.kind not in QUIET_KINDS]
    return bool(told) and all(e.kind in ANNOUNCING_KINDS for e in told)


def chooses_in_secret(events: list[Event]) -> bool:
    """Whether the move's told events only say a seat has chosen in secret: the next move reveals the choice, so its
    line takes this one's place (Duel of Swords' recap kept "Computer has chosen a move." above every round)."""
    told = [e for e in events if e.text and e.kind not in QUIET_KINDS]
    return bool(told) and all(e.kind == "choose" for e in told)


def unspoken(seat: int, label: str) -> str:
    """A move the engine tells nothing of ("That is all" after a lone card), in engine words: who made it and what
    its button says, so the caption and the recap never show a line that could be anyone's."""
    return f"Player {seat + 1}: {label}." if label else ""


def caption(events: list[Event]) -> str:
    """The story of one move as the viewer saw it: the texts of the events that are not bookkeeping, in one line."""
    texts: list[str] = []
    for e in events:
        text = e.text.strip().rstrip(".")
        if text and e.kind not in QUIET_KINDS and not any(text in said for said in texts):  # said once is enough
            texts.append(text)
    return " ".join(t if t.endswith(("!", "?")) else t + "." for t in texts)


#: A line that ends a first sentence on a run of cards ("Player 2 beats with 6♥", "Player 3 throws in 8♥ 8♠").
_CARD_RUN = re.compile(r"^(.+?) ((?:(?:10|[2-9JQKA])[♠♥♦♣] ?)+)\.(.*)$")


def continued(earlier: str, later: str) -> str | None:
    """A seat's second card of one play in the line of its first ("Player 2 beats with 6♥ 6♠. That is all."), else
    None. El Royale lays a beat or a throw-in card by card; "beats with 6♥", then "beats with 6♠", read as if 6♥ alone
    had beaten 2♠. Both lines are the same seat's, in the engine's words."""
    first, then = _CARD_RUN.match(earlier), _CARD_RUN.match(later)
    if first is None or then is None or first.group(3).strip() or first.group(1) != then.group(1):
        return None
    return f"{first.group(1)} {first.group(2).strip()} {then.group(2).strip()}.{then.group(3)}"


def merged(earlier: str, later: str) -> str | None:
    """Two seats' lines that say the same thing as one ("Player 2 and Player 3 leave the pile."), else None.

    ``earlier`` may already be a merged line; texts are in the engine's words (seat numbers, not names).
    """
    new = _SOMEONE.match(later)
    if new is None:
        return None
    who, verb, rest = new.groups()
    many = _MANY.match(earlier)
    if many is not None:
        tail = earlier[many.end() :]
        one = re.match(r"^((?:" + "|".join(SEAT_WORDS) + r") \d+) ([a-z]+)(\b.*)$", tail)
        if one is None or one.group(2) != second_person(verb) or one.group(3) != rest:
            return None
        return f"{many.group(1)}, {one.group(1)} and {who} {one.group(2)}{rest}"
    old = _SOMEONE.match(earlier)
    if old is None or old.group(2) != verb or old.group(3) != rest or old.group(1) == who:
        return None
    return f"{old.group(1)} and {who} {second_person(verb)}{rest}"
