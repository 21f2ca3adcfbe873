"""What just happened: the last few moves as small cards with their captions, newest first, in the ``recap`` region.

A player who looked away catches up here without opening the log. Only
what the viewer saw goes in (captions and cards from events as seen by
them), so the recap shows no card that seat may not know.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import HIDDEN, Event
from .. import chrome, theme
from ..elements import Element
from .layout import Rect
from .presenter import played_cards
from .sprites import Pictures
from .text_cache import text as rendered
from .text_fit import ELLIPSIS, fit, wrap

#: How many moves the recap keeps: more than a whole round at the largest table, so every move since a player's last
#: turn is either shown or counted (see :func:`earlier`).
KEEP = 64
#: How many moves a table sat down at again tells: each is replayed for its view, so a resumed 2,000-move duel built 65
#: views instead of under 20; the moves before them are counted as earlier, in the log.
RETOLD = 8
#: Type size of a recap line.
SIZE = 15
#: The room between two moves, the rule that parts them drawn in its middle.
ENTRY_GAP = 8


@dataclass(frozen=True)
class Entry:
    """One move: its caption, the public cards it showed, and where in the log it is (its first move, for lines that
    join several; ``last`` and ``before``, the line it was until the last joined, let Undo give that line back)."""

    caption: str
    cards: tuple[str, ...] = ()
    move: int = 0
    last: int = 0
    before: Entry | None = None
    #: What the move told the viewer alone, after its public words: the cards they drew ("You draw 2 cards: 2♥,
    #: 10♣."), which a turn played for them by itself otherwise told nowhere but the log.
    aside: str = ""

    @property
    def told(self) -> str:
        return f"{self.caption} {self.aside}" if self.aside else self.caption


#: What the panel says before the first move: what it will hold.
EMPTY = "No moves yet. Each move is told here as it is made, the newest on top. The rules and keys: ? or F1."
#: ...and at a game resumed, where its moves so far were made before this table was sat down at.
RESUMED = "The moves so far are in the log (L). Each new move is told here, the newest on top."


class Recap:
    """The last moves, newest first."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self._elements: list[Element] = []
        #: The first move of the log whose line the recap may hold: the moves before it were told before this table
        #: was sat down at, or their lines were let go (None before any line).
        self.told_from: int | None = None

    def add(self, caption: str, cards: tuple[str, ...] = (), replace: bool = False, move: int = 0, aside: str = "") -> None:
        """Move ``move`` of the log; ``replace`` puts it in place of the newest (a pass that joined the one before);
        ``aside``: what it told the viewer alone."""
        if not caption and not cards:
            return
        if replace and self.entries:
            newest = self.entries[0]
            kept = " ".join(a for a in (newest.aside, aside) if a)
            self.entries[0] = Entry(caption, tuple(dict.fromkeys(newest.cards + cards)), newest.move, move, newest, kept)
        else:
            self.entries.insert(0, Entry(caption, cards, move, move, aside=aside))
        if self.told_from is None:
            self.told_from = self.entries[-1].move
        if len(self.entries) > KEEP:
            self.told_from = max(self.told_from, self.entries[KEEP - 1].move)
        del self.entries[KEEP:]

    def rewind(self, moves: int) -> None:
        """The game was taken back to its first ``moves`` moves (Undo): the lines of the moves undone go, and a line
        a move undone joined is as it was before ("You attack with 6♣.", not "... That is all.")."""
        kept: list[Entry] = []
        for entry in self.entries:
            while entry.last >= moves and entry.before is not None:
                entry = entry.before
            if entry.last < moves:
                kept.append(entry)
        self.entries = kept

    def clear(self) -> None:
        self.entries.clear()
        self.told_from = None

    def draw(
        self,
        surface: pygame.Surface,
        region: Rect,
        pictures: Pictures,
        unit: float = 1.0,
        resumed: bool = False,
        since: int | None = None,
    ) -> pygame.Rect:
        """Draw inside ``region`` as many of the newest moves as fit whole (``unit``: the table's scale); before any,
        what the panel is for (``resumed``: the game's moves so far were made before the table was sat down at).
        ``since``, the first move of the log after the viewer's last: those that do not fit are counted on a last
        line naming the log, so a long round of other seats' moves does not seem lost."""
        size = max(SIZE, round(SIZE * unit))
        box = pygame.Rect(region)
        self._elements = [Element("recap", region, "panel", "What just happened")]
        chrome.draw_panel(surface, box, round(theme.PANEL_RADIUS * unit))
        pad = 8
        title = rendered("What just happened", size, theme.ACCENT, True)
        surface.blit(title, (box.x + pad, box.y + pad))
        y = box.y + pad + title.get_height() + 6
        card_w = max(16, min(round(30 * unit), (box.w - 2 * pad) // 8))
        card_h = round(card_w * 7 / 5)
        if not self.entries:  # a table just sat down at says what the panel is for
            waiting = RESUMED if resumed else EMPTY
            lines = wrap(waiting, size, box.w - 2 * pad)
            shown = lines[: max(0, (box.bottom - pad - y) // (size + 4))]
            top = y
            for line in shown:
                surface.blit(rendered(line, size, theme.TEXT_DIM), (box.x + pad, y))
                y += size + 4
            fits = len(shown) == len(lines)
            self._elements.append(
                Element("recap:empty", (box.x + pad, top, box.w - 2 * pad, y - top), "text", waiting, fits, "recap")
            )
        news = [n for n, entry in enumerate(self.entries) if since is not None and entry.last >= since]
        unknown = since is not None and self.told_from is not None and since < self.told_from
        # the line counting what does not fit, kept room for when more than the newest move came since your turn
        note_h = len(wrap(earlier(len(news), unknown), size, box.w - 2 * pad)) * (size + 4)
        reserve = note_h if len(news) > 1 or unknown else 0
        plan: list[tuple[Entry, int, list[str], tuple[str, ...], int]] = []  # each move shown: size, lines, cards, top
        for n, entry in enumerate(self.entries):
            text_size = size
            lines = wrap(entry.told, size, box.w - 2 * pad)  # every move is told whole, or not at all
            cards = entry.cards
            cards_h = card_h + 4 if cards else 0
            if n == 0 and y + len(lines) * (size + 4) + cards_h + ENTRY_GAP + reserve > box.bottom - pad:
                # the newest move always shows: its words shrink (to the smallest text) to the room left; if they
                # would still be cut, its cards give up their row first (the words say what the cards show)
                room = box.bottom - pad - y - ENTRY_GAP - reserve
                text_size, lines = shrunk(entry.told, size, box.w - 2 * pad, room - cards_h)
                if cards and " ".join(lines) != entry.told:
                    cards, cards_h = (), 0
                    text_size, lines = shrunk(entry.told, size, box.w - 2 * pad, room)
            words_h = len(lines) * (text_size + 4) + ENTRY_GAP
            if n > 0 and cards and y + words_h + card_h + 4 > box.bottom - pad:
                cards = ()  # an older move's words say what its cards show: told without them, not counted as earlier
            need = words_h + (card_h + 4 if cards else 0)
            if n > 0 and y + need > box.bottom - pad:
                break
            plan.append((entry, text_size, lines, cards, y))
            y += need
        while len(plan) > 1 and unseen(news, len(plan), unknown) and y + note_h > box.bottom - pad:
            entry, text_size, lines, cards, top = plan[-1]
            if cards and y - card_h - 4 + note_h <= box.bottom - pad:  # its cards make room, and it is still told
                plan[-1] = (entry, text_size, lines, (), top)
                y -= card_h + 4
                break
            y = plan.pop()[4]  # an older move makes room for the count of those that do not fit
        for n, (entry, text_size, lines, cards, top) in enumerate(plan):
            y = top
            if n > 0:  # a rule between moves: a move's cards lie above its words, never under the last move's
                self._rule(surface, box, y - ENTRY_GAP // 2, pad)
            x = box.x + pad
            for code in cards[: (box.w - 2 * pad) // (card_w + 3)]:
                surface.blit(pictures.surface(code, True, card_w), (x, y))
                x += card_w + 3
            if cards:
                y += card_h + 4
            colour = theme.TEXT if n == 0 else theme.TEXT_DISABLED
            for line in lines:
                surface.blit(rendered(line, text_size, colour), (box.x + pad, y))
                y += text_size + 4
            cut = " ".join(lines) != entry.told
            self._elements.append(
                Element(f"recap:{n}", (box.x + pad, top, box.w - 2 * pad, y - top), "text", entry.told, not cut, "recap")
            )
            y += ENTRY_GAP
        if plan and unseen(news, len(plan), unknown):
            self._earlier(surface, box, y, pad, size, earlier(len([n for n in news if n >= len(plan)]), unknown))
        return box

    def _rule(self, surface: pygame.Surface, box: pygame.Rect, y: int, pad: int) -> None:
        pygame.draw.line(surface, theme.FELT_LIGHT, (box.x + pad, y), (box.right - pad, y))

    def _earlier(self, surface: pygame.Surface, box: pygame.Rect, y: int, pad: int, size: int, words: str) -> None:
        """The panel's last line: how many moves since your turn it had no room for, and where they are told."""
        self._rule(surface, box, y - ENTRY_GAP // 2, pad)
        top = y
        lines = wrap(words, size, box.w - 2 * pad)
        shown = lines[: max(0, (box.bottom - pad - y) // (size + 4))]  # never below the panel
        for line in shown:
            surface.blit(rendered(line, size, theme.TEXT_DIM), (box.x + pad, y))
            y += size + 4
        fits = len(shown) == len(lines)
        rect = (box.x + pad, top, box.w - 2 * pad, y - top)
        self._elements.append(Element("recap:earlier", rect, "text", words, fits, "recap"))

    def elements(self) -> list[Element]:
        return list(self._elements)


def recap_cards(events: tuple[Event, ...]) -> tuple[str, ...]:
    """The cards a move's line shows (events as the recap's reader saw them): those it played from a hand or turned
    over (:func:`.presenter.played_cards`), and those it laid face up in a new kind of place on the table, from the
    deck, a pile or another place (a steal taken into armor, the deck's top card played, a battle pile picked up,
    a wound laid): "Computer 2 steals 5♥ as armor." showed no card, though 5♥ was there for all to see."""
    out = dict.fromkeys(played_cards(events))
    for e in events:
        if not e.src or not e.dst or e.dst.startswith(("hand", "deck", "discard")):
            continue
        if e.src.split(":")[0] != e.dst.split(":")[0]:  # not turned or shifted in place (armor turned face down)
            out.update(dict.fromkeys(c for c in e.cards if c != HIDDEN))
    return tuple(out)


def unseen(news: list[int], shown: int, unknown: bool) -> bool:
    """Some move since your turn is not among the ``shown`` newest lines (``news``: the indices of those since)."""
    return unknown or any(n >= shown for n in news)


def earlier(count: int, unknown: bool) -> str:
    """The words for the moves since your turn the panel has no room for (``unknown``: some of them it never held)."""
    if unknown or count == 0:
        return "More earlier moves: see the log (L)."
    return f"{count} earlier move{'s' if count != 1 else ''}: see the log (L)."


def shrunk(words: str, size: int, width: int, room: int) -> tuple[int, list[str]]:
    """``words`` wrapped to ``width`` in the biggest size from ``size`` down to the smallest text whose lines (each
    ``size + 4`` tall) fit ``room``; at the smallest, the lines that fit, the last cut with an ellipsis."""
    for s in range(size, theme.MIN_TEXT - 1, -1):
        lines = wrap(words, s, width)
        if len(lines) * (s + 4) <= room:
            return s, lines
    s = theme.MIN_TEXT
    lines = wrap(words, s, width)
    kept = lines[: max(1, room // (s + 4))]
    if len(kept) < len(lines):
        kept[-1] = fit(kept[-1] + " " + ELLIPSIS, s, width)
    return s, kept
