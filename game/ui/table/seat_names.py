"""Seat names in the table's words: the engine says "Player 2", the table says "Computer" or "Ann".

The engine names seats by number (its texts are the same for every
viewer and know nothing of the setup screen). The table swaps those
numbers for the names chosen at setup, and when a name is "You" it turns
the verb that follows into the second person ("You win", not "You wins").
"""

from __future__ import annotations

import re

from ...persistence.save_format import SaveHeader

#: The words engines use before a seat number ("Player 1", "Knight 3").
SEAT_WORDS = ("Player", "Knight")
_SEAT = re.compile(r"\b(?:" + "|".join(SEAT_WORDS) + r") (\d+)('s)?\b")
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
_YOU = "you"
#: A sentence (up to its stop), and a verb in -s that ends it after "and" ("… and wins.").
_SENTENCE = re.compile(r"[^.!?]*[.!?]?\s*")
_LAST_VERB = re.compile(r" and ([a-z]+)(?=[.!?]?\s*$)")
#: A sentence whose subject is "You", past a heading such as "Attack 39: " that a story puts before it.
_YOU_FIRST = re.compile(r"(?:[^:.!?]*: )?You ")
#: The verb after a seat's number, past an adverb the engines put before it ("Player 1 now holds"), and one joined by
#: "and" ("Player 1 draws and passes").
_VERB_AFTER = re.compile(r" ((?:now|also|still|then|only|first|again|just|always|never) )?([a-z]+)( and ([a-z]+))?\b")


def second_person(verb: str) -> str:
    """``wins`` → ``win``, ``parries`` → ``parry``, ``has`` → ``have``; a word that is not a verb in -s stays."""
    low = verb.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if len(low) > 3 and low.endswith("ies"):
        return verb[:-3] + "y"
    if low.endswith(("ches", "shes", "sses", "xes", "zes")):
        return verb[:-2]
    if len(low) > 2 and low.endswith("s") and not low.endswith(("ss", "us", "is")):
        return verb[:-1]
    return verb


class SeatNames:
    """Swaps the engine's numbered seats in a text for the names from the setup."""

    def __init__(self, names: list[str]) -> None:
        self.names = list(names)

    def __call__(self, text: str) -> str:
        if not text:
            return text
        out: list[str] = []
        last = 0
        for match in _SEAT.finditer(text):
            seat = int(match.group(1)) - 1
            if not 0 <= seat < len(self.names):
                continue
            name = self.names[seat]
            start, end = match.span()
            out.append(text[last:start])
            sentence_start = not "".join(out).rstrip() or "".join(out).rstrip()[-1] in ".:!?—–("
            if name.lower() == _YOU:
                out.append(("Your" if sentence_start else "your") if match.group(2) else ("You" if sentence_start else "you"))
                last = end
                if not match.group(2):
                    last = self._verb_after(text, end, out)
            else:
                out.append(name + (match.group(2) or ""))
                last = end
        out.append(text[last:])
        return _your_sentences("".join(out))

    @staticmethod
    def _verb_after(text: str, end: int, out: list[str]) -> int:
        """Put the verb after "You" (and one joined by "and") in the second person; where the text goes on."""
        found = _VERB_AFTER.match(text, end)
        if found is None:
            return end
        adverb = found.group(1) or ""  # "You now hold", not "You now holds"
        first = second_person(found.group(2))
        joined = f" and {second_person(found.group(4))}" if found.group(3) else ""
        out.append(f" {adverb}{first}{joined}")
        return found.end()


def _your_sentences(text: str) -> str:
    """In a sentence whose subject is "You", "their" is "your" and a last verb joined by "and" is "you" too:
    "You play the fourth of the 4s as your last card and win.", "You are eliminated; your cards are spread",
    "Attack 39: You have lost the last hand card and fall."."""
    out = []
    for sentence in _SENTENCE.findall(text):
        if _YOU_FIRST.match(sentence):
            sentence = re.sub(r"\btheir\b", "your", sentence)
            sentence = _LAST_VERB.sub(lambda m: " and " + second_person(m.group(1)), sentence)
        out.append(sentence)
    return "".join(out)


def bare_name(name: str) -> str:
    """A name without its bracketed level: "Computer 2 (Normal)" is "Computer 2"."""
    return name.split(" (")[0] if name.endswith(")") else name


def progress_line(top: SaveHeader, capital: bool = False) -> str:
    """How far a saved game got, its result in the save's own seat names ("You win 2–1", not "Player 2 wins"): the
    Load screen and ``inspect`` say it the same way."""
    text = SeatNames([s.name for s in top.seats])(top.progress.text())
    return text[:1].upper() + text[1:] if capital else text
