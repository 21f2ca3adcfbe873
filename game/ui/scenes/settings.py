"""Change how the app looks, sounds and moves, and how computers play; each change applies and is saved at once."""

from __future__ import annotations

from typing import Any

import pygame

from ...ai import LEVELS
from .. import theme
from ..settings import CARD_BACKS, DEFAULT_BACK, DEFAULT_LEVEL, SPEEDS, THINK_TIMES, Settings
from ..theme import TEXT_PERCENTS
from ..widgets import Button, Cycler, Stepper, Toggle, Widget
from .menu import MenuScene, column

#: The narrowest a row may be (design pixels) with every label and value whole, for the two-column layout.
COLUMN = 380


class SettingsScene(MenuScene):
    scaled = True
    title = "Settings"

    @property
    def settings(self) -> Settings:
        return self.app.settings

    def change(self, **changes: Any) -> None:
        """Hand the app a new settings value (it applies, saves and redraws)."""
        new = self.settings.with_changes(**changes)
        self.app.apply_settings(new)
        self.rebuild()

    def build(self, size: tuple[int, int]) -> list[Widget]:
        s = self.settings
        widgets: list[Widget] = [
            Cycler(
                "Animation speed",
                SPEEDS,
                s.animation_speed,
                lambda v: self.change(animation_speed=v),
                labels=[v.title() for v in SPEEDS],
                help="How fast cards move. Instant skips the animations and the computers' pause.",
            ),
            Stepper(
                "Volume",
                round(s.volume * 100),
                0,
                100,
                lambda v: self.change(volume=v / 100),
                step_size=10,
                help="Loudness of the card sounds, 0 to 100.",
            ),
            Toggle("Mute", s.muted, lambda v: self.change(muted=v), help="Silence every sound."),
            Cycler(
                "Deck colours",
                ("two", "four"),
                "four" if s.four_colour else "two",
                lambda v: self.change(four_colour=v == "four"),
                labels=["Two colours", "Four colours"],
                help="Four colours draw clubs green and diamonds blue, so suits are told apart at a glance.",
            ),
            Cycler(
                "Card back",
                CARD_BACKS,
                s.card_back if s.card_back in CARD_BACKS else DEFAULT_BACK,
                lambda v: self.change(card_back=v),
                labels=[v.title() for v in CARD_BACKS],
                help="The pattern on the back of every face-down card.",
            ),
            Cycler(
                "New computers play",
                LEVELS,
                s.default_level if s.default_level in LEVELS else DEFAULT_LEVEL,
                lambda v: self.change(default_level=v),
                labels=[v.title() for v in LEVELS],
                help=(
                    "The level a computer seat starts at on a game's setup (each can still be changed). "
                    "Random plays any legal move."
                ),
            ),
            Cycler(
                "Computer think time",
                [str(t) for t in THINK_TIMES],
                str(s.think_time) if s.think_time in THINK_TIMES else str(THINK_TIMES[1]),
                lambda v: self.change(think_time=float(v)),
                labels=[f"{t:g} s" for t in THINK_TIMES],
                help=(
                    "How long a computer takes over a move: Hard searches that long; "
                    "the others pause so you can follow (not at Instant)."
                ),
            ),
            Cycler(
                "Window",
                ("window", "full"),
                "full" if s.fullscreen else "window",
                lambda v: self.change(fullscreen=v == "full"),
                labels=["Window", "Full screen"],
                help="Full screen or a window (F11 switches at any time).",
            ),
            Cycler(
                "Text size",
                [str(p) for p in TEXT_PERCENTS],
                str(s.text_size) if s.text_size in TEXT_PERCENTS else "100",
                lambda v: self.change(text_size=int(v)),
                labels=[f"{p}%" for p in TEXT_PERCENTS],
                help=text_size_help(size, s.text_size),
            ),
        ]
        ui = self.ui
        back = Button("Back", self.app.to_menu, help="Back to the title screen.")
        row, gap = ui.px(48), ui.px(10)
        body = self.body(footer=row + gap)
        room = body.width - self.bar_room
        half = (len(widgets) + 1) // 2
        if len(widgets) * (row + gap) - gap > body.height >= half * (row + gap) - gap and room >= 2 * ui.px(COLUMN) + gap:
            # Large text in a wide window: two columns show every row where one showed five in a scroll box
            width = min(ui.px(620), (room - 2 * gap) // 2)
            left = body.left + (body.width - 2 * width - 2 * gap) // 2  # nothing scrolls: no bar to keep room for
            end = column(left, body.top, width, widgets[:half], height=row, gap=gap)
            column(left + width + 2 * gap, body.top, width, widgets[half:], height=row, gap=gap)
        else:
            width = min(ui.px(620), room)
            left = body.left + (room - width) // 2
            end = column(left, body.top, width, widgets, height=row, gap=gap)
        self.scrolled(body, widgets)
        # Back follows the list, and stays in sight below the panel when the list scrolls.
        back.rect = pygame.Rect(body.centerx - ui.px(120), min(end, body.bottom + gap), ui.px(240), row)
        if self.group.focus < 0:
            self.group.focus = 0
        return [*widgets, back]


def text_size_help(size: tuple[int, int], chosen: int) -> str:
    """What Text size does, and where this window stops it (150% and 200% looked the same at 960x600, unsaid)."""
    said = "Make the menus' words and controls bigger, for reading from further away (the table's grow with the window)."
    most = theme.largest_text_percent(size)
    if chosen <= most:
        return said
    # past about 1280x720 every window stops at the same share (the words still grow with it): say so, not "larger"
    if theme.largest_text_percent((size[0] * 2, size[1] * 2)) > most:
        return f"{said} This window shows up to {most}%; a larger one shows more."
    return f"{said} Windows stop at {most}% so that a few rows stay in sight; the words still grow with the window."
