"""The pass-and-play curtain: the table stays hidden until the next human says they are ready.

It decides whose eyes the table is drawn for. Against the computer that is
always the one human; with no humans, an onlooker (None); in pass-and-play,
the human behind the curtain, who changes only when that human clicks.
"""

from __future__ import annotations

import pygame

from .. import theme
from .text_fit import wrap

#: How to stop playing while the curtain is down (a game with moves waits under Continue, the curtain still down).
LEAVE = "Esc: back to the title screen."
KEPT = " Continue brings this game back here."


class Curtain:
    """Who is looking, and whether the table must be covered until the next human is ready."""

    def __init__(self, humans: tuple[int, ...]) -> None:
        self.humans = humans
        self.pass_and_play = len(humans) >= 2
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.waiting_for: int | None = None

    @property
    def down(self) -> bool:
        return self.waiting_for is not None

    def update(self, to_act: list[int]) -> bool:
        """Lower the curtain if a human other than the current viewer must act next; True when down."""
        if self.pass_and_play and not self.down:
            nxt = next((s for s in to_act if s in self.humans), None)
            if nxt is not None and nxt != self.viewer:
                self.waiting_for = nxt
        return self.down

    def lift(self) -> None:
        """The player behind the curtain is ready: the table is now drawn for them."""
        if self.waiting_for is not None:
            self.viewer, self.waiting_for = self.waiting_for, None

    def draw(self, surface: pygame.Surface, name: str, can_leave: bool = False, kept: bool = False, why: str = "") -> None:
        """An opaque cover naming who should take the screen; with ``can_leave`` (the app keeps files), how to leave
        without lifting it, so nobody has to show a hand to stop playing, and with ``kept`` (it has moves, so it was
        autosaved) that Continue brings it back. ``why`` says what the player is asked, in public words only
        (:meth:`Layout.asked`): a player with nothing to throw in still learns why the screen came to them."""
        surface.fill(theme.PANEL)
        w, h = surface.get_size()
        title = theme.font(40, True).render(f"Pass the screen to {name}", True, theme.ACCENT)
        note = theme.font(22).render("Others, please look away. Click or press Space when ready.", True, theme.TEXT)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - 50)))
        y = h // 2
        for line in wrap(why, 20, w - 80)[:2]:
            said = theme.font(20).render(line, True, theme.TEXT_DIM)
            surface.blit(said, said.get_rect(center=(w // 2, y)))
            y += said.get_height() + 2
        surface.blit(note, note.get_rect(center=(w // 2, max(h // 2 + 30, y + 20))))
        if can_leave:
            leave = theme.font(18).render(LEAVE + (KEPT if kept else ""), True, theme.TEXT_DIM)
            surface.blit(leave, leave.get_rect(center=(w // 2, max(h // 2 + 70, y + 60))))
