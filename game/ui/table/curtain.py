"""The pass-and-play curtain: the table stays hidden until the next human says they are ready.

It decides whose eyes the table is drawn for. Against the computer that is
always the one human; with no humans, an onlooker (None); in pass-and-play,
the human behind the curtain, who changes only when that human clicks.

A curtain that falls after a move takes no press until ``ARMING`` seconds
after the last press at the table, and Space (the key that hurries a move)
never lifts it: a player still pressing to hurry their own move on would
otherwise lift it onto the next hand. A player who let their move play out
pressed nothing for as long as it played, so only ``SEEN`` more passes: a
click begun at the table as the curtain fell lands on it. While it arms, its
"click when ready" line is drawn dim, so a click that does nothing is seen to
be early rather than lost.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from .. import theme
from .layout import chrome_unit
from .text_fit import wrap

#: How to stop playing while the curtain is down (a game with moves waits under Continue, the curtain still down).
LEAVE = "Esc: back to the title screen."
KEPT = " Continue brings this game back here."
#: How long after the last press at the table a curtain ignores clicks and keys: longer than a run of presses that
#: hurry a move. Counting from the curtain's fall left Enter dead for the second after a move that had played for two.
ARMING = 1.0
#: How long a curtain that fell after a move is shown before it takes a press, however long ago the last one was.
SEEN = 0.4
#: The curtain's last line while it does not yet take a press, and once it does: a play-tester's Enter in that first
#: second went unanswered under the same words, only dimmer, and the table looked stuck.
WAIT_NOTE = "Others, please look away. One moment…"
READY_NOTE = "Others, please look away. Click or press Enter when ready."


class Curtain:
    """Who is looking, and whether the table must be covered until the next human is ready."""

    def __init__(self, humans: tuple[int, ...], now: Callable[[], float] = time.monotonic) -> None:
        self.humans = humans
        self.pass_and_play = len(humans) >= 2
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.waiting_for: int | None = None
        self._now = now
        #: When the curtain last fell after a move (the first one, before any move, may be lifted at once).
        self._fell = float("-inf")
        #: When the table last took a press (a click, a drop or a key), the curtain up.
        self._pressed = float("-inf")
        #: The last drawing of it showed it ready (see :meth:`arming`).
        self._drawn_ready = True
        #: Others have acted since the viewer last held the screen (their hand lay face down): it may have changed hands.
        self._away = False

    @property
    def down(self) -> bool:
        return self.waiting_for is not None

    def update(self, to_act: list[int]) -> bool:
        """Lower the curtain if a human other than the current viewer must act next, or the viewer again after others
        have acted (the screen may be in other hands by then); True when down. A viewer who is asked too (both
        Clashing Blades duelists paying a heart penalty) keeps the screen and answers first."""
        if self.would_fall(to_act):
            again = self.viewer if self.viewer in to_act else None
            nxt = again if again is not None else next((s for s in to_act if s in self.humans), None)
            if nxt is not None:
                self.waiting_for = nxt
                self._away = False
                if self.viewer is not None:  # it fell after someone's move: their presses may still be coming
                    self._fell = self._now()
                    self._drawn_ready = False
        return self.down

    def pressed(self) -> None:
        """A press at the table: a curtain falling within ``ARMING`` of it may meet that player's next press."""
        if not self.down:
            self._pressed = self._now()

    def veils(self, to_act: list[int]) -> bool:
        """In pass-and-play, whether the viewer's hand lies face down now: someone else is to act (a computer, or the
        next human once this move has played), so the screen may already be changing hands. The one who played saw
        their move go; a hand left face up for the computers' moves was there for anyone to read. Once it has lain
        face down, the curtain falls before the viewer's own next turn too (:meth:`update`)."""
        if not self.pass_and_play or self.down or self.viewer is None or not to_act:
            return False
        veiled = self.viewer not in to_act or self._away
        self._away = self._away or veiled
        return veiled

    def would_fall(self, to_act: list[int]) -> bool:
        """Whether :meth:`update` would lower the curtain for ``to_act`` now."""
        if not self.pass_and_play or self.down:
            return False
        if self.viewer in to_act:
            return self._away
        return any(s in self.humans and s != self.viewer for s in to_act)

    def ready(self) -> bool:
        """Whether a click or Enter lifts it now: it is down, has been seen for ``SEEN`` seconds, and the table took
        no press for ``ARMING``."""
        now = self._now()
        return self.down and now - self._fell >= SEEN and now - self._pressed >= ARMING

    def note(self) -> str:
        """What the curtain asks of the room now: to wait, or to take the screen."""
        return READY_NOTE if self.ready() else WAIT_NOTE

    def arming(self) -> bool:
        """Down and not yet drawn ready: the table keeps making frames until :meth:`draw` has drawn the curtain
        bright (an idle table draws nothing, so the frame that finds it ready must still be drawn)."""
        return self.down and not self._drawn_ready

    def lift(self) -> None:
        """The player behind the curtain is ready: the table is now drawn for them."""
        if self.waiting_for is not None:
            self.viewer, self.waiting_for = self.waiting_for, None
            self._away = False

    def draw(self, surface: pygame.Surface, name: str, can_leave: bool = False, kept: bool = False, why: str = "") -> None:
        """An opaque cover naming who should take the screen; with ``can_leave`` (the app keeps files), how to leave
        without lifting it, so nobody has to show a hand to stop playing, and with ``kept`` (it has moves, so it was
        autosaved) that Continue brings it back. ``why`` says what the player is asked, in public words only
        (:meth:`Layout.asked`): a player with nothing to throw in still learns why the screen came to them."""
        self._drawn_ready = self.ready()
        surface.fill(theme.PANEL)
        w, h = surface.get_size()
        unit = chrome_unit((w, h))  # the words grow with the window, never below their 1280x720 size

        def px(n: float) -> int:
            return round(n * unit)

        lines = [(theme.font(px(40), True).render(f"Pass the screen to {name}", True, theme.ACCENT), px(12))]
        lines += [(theme.font(px(20)).render(line, True, theme.TEXT_DIM), px(2)) for line in wrap(why, px(20), w - 80)[:2]]
        if why:
            lines[-1] = (lines[-1][0], px(14))
        ready = self.ready()
        lines.append((theme.font(px(22)).render(self.note(), True, theme.TEXT if ready else theme.PLACEHOLDER), px(18)))
        if can_leave:
            lines.append((theme.font(px(18)).render(LEAVE + (KEPT if kept else ""), True, theme.TEXT_DIM), 0))
        y = (h - sum(picture.get_height() + gap for picture, gap in lines)) // 2
        for picture, gap in lines:
            surface.blit(picture, picture.get_rect(midtop=(w // 2, y)))
            y += picture.get_height() + gap
