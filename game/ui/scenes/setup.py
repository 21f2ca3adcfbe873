"""Set up a game: who sits where (human or computer, and how strong), presets, options, seed.

Every option control is drawn from the game's ``OptionSpec`` list, never
written per game. An option that cannot be switched on with the current
choices is greyed out and says why (``unavailable_reason``); the screen
fills in a ``GameSetup`` and hands it to the app.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame

from ...ai import LEVELS
from ...engine import get_game
from ...engine.options import OptionSpec, unavailable_reason
from .. import theme
from ..scene import AppContext
from ..settings import DEFAULT_LEVEL
from ..setup_model import GameSetup, SeatSetup
from ..widgets import Button, Cycler, Label, Stepper, TextField, Toggle, Widget, draw_text
from .menu import MenuScene, column

#: The biggest seed the seed field offers when it picks one (fits the engine's range with room to spare).
RANDOM_SEED_LIMIT = 1 << 31
LEVEL_NAMES = {"random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard"}


def _default_seats(count: int, level: str = DEFAULT_LEVEL) -> list[SeatSetup]:
    """You in the first seat, computers of ``level`` in the rest (that level waits on your seat too, should it become one)."""
    seats = [SeatSetup("You", True, level)]
    seats += [SeatSetup(f"Computer {i}" if count > 2 else "Computer", False, level) for i in range(1, count)]
    return seats


def default_level(app: AppContext) -> str:
    """The level the settings give new computer seats (Normal when they say nothing usable)."""
    level = getattr(getattr(app, "settings", None), "default_level", DEFAULT_LEVEL)
    return level if level in LEVELS else DEFAULT_LEVEL


class SetupScene(MenuScene):
    hint = "Point at an option to read what it does. Tab and the arrows move, Enter chooses."

    def __init__(self, app: AppContext, game_id: str, *, rng: random.Random | None = None) -> None:
        self.game = get_game(game_id)
        self.title = f"{self.game.name}: setup"
        self.specs = {s.name: s for s in self.game.options}
        self.level = default_level(app)
        self.seats = _default_seats(self.game.min_seats, self.level)
        self.options: dict[str, Any] = {s.name: s.default for s in self.game.options}
        self.seed_text = ""
        self.preset = ""
        self._rng = rng or random.SystemRandom()
        super().__init__(app)

    # -- the model ---------------------------------------------------------------------------------

    def reason(self, spec: OptionSpec) -> str | None:
        """Why ``spec`` cannot be switched on now (None if it can, or if it is on already)."""
        if spec.is_on(self.options[spec.name]):
            return None
        return unavailable_reason(spec, self.options, self.specs, len(self.seats))

    def set_option(self, name: str, value: Any) -> bool:
        """Set an option if allowed; False (nothing changed) if it is unavailable."""
        spec = self.specs[name]
        if spec.is_on(value) and self.reason(spec) is not None:
            return False
        self.options[name] = value
        self.preset = ""
        self.rebuild()
        return True

    def apply_preset(self, name: str) -> None:
        self.options = dict(self.game.presets(len(self.seats))[name])
        self.preset = name
        self.rebuild()

    def set_seat(self, index: int, seat: SeatSetup) -> None:
        self.seats[index] = seat
        self.rebuild()

    def set_seat_count(self, count: int) -> None:
        old, was = self.seats, _default_seats(len(self.seats), self.level)
        fresh = _default_seats(count, self.level)
        seats = []
        for i in range(count):
            if i >= len(old):
                seats.append(fresh[i])
            elif old[i].name == was[i].name:  # a name still at its default follows the count ("Computer" → "Computer 1")
                seats.append(SeatSetup(fresh[i].name, old[i].human, old[i].level))
            else:
                seats.append(old[i])
        self.seats = seats
        # Options that no longer fit this many seats go back to their defaults.
        for spec in self.game.options:
            if spec.is_on(self.options[spec.name]) and unavailable_reason(spec, self.options, self.specs, count):
                self.options[spec.name] = spec.default
        self.rebuild()

    def game_setup(self) -> GameSetup:
        """What the player chose; a blank seed becomes a random one."""
        seed = int(self.seed_text) if self.seed_text else self._rng.randrange(RANDOM_SEED_LIMIT)
        return GameSetup(self.game.id, tuple(self.seats), dict(self.options), seed)

    def start(self) -> None:
        self.app.start_game(self.game_setup())

    def back(self) -> None:
        from .choose_game import ChooseGameScene

        self.app.switch(ChooseGameScene(self.app))

    # -- the controls ------------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> list[Widget]:
        w, h = size
        margin = theme.GAP * 3
        left_w = min(440, (w - 3 * margin) * 2 // 5)
        right_x = margin * 2 + left_w
        right_w = w - right_x - margin
        widgets: list[Widget] = []
        self._greyed: list[tuple[Widget, str]] = []

        seats_label = Label("Players", theme.HEADING_SIZE - 6, theme.ACCENT, bold=True)
        seats_label.rect = pygame.Rect(margin, 80, left_w, 30)
        widgets.append(seats_label)
        y = 118
        if self.game.min_seats != self.game.max_seats:
            count = Stepper(
                "Players", len(self.seats), self.game.min_seats, self.game.max_seats, self.set_seat_count, help="How many seats."
            )
            y = column(margin, y, left_w, [count], height=40, gap=8)
            widgets.append(count)
        for i, seat in enumerate(self.seats):
            row = self._seat_row(i, seat)
            y = self._place_row(row, margin, y, left_w)
            widgets += row
        y += 8
        presets = [
            Button(name, partial(self.apply_preset, name), help=f"Set every option as '{name}'.")
            for name in self.game.presets(len(self.seats))
        ]
        half = (left_w - theme.GAP) // 2
        for j, b in enumerate(presets):
            b.rect = pygame.Rect(margin + (j % 2) * (half + theme.GAP), y + (j // 2) * 52, half, 42)
        y += ((len(presets) + 1) // 2) * 52
        widgets += presets
        seed = TextField(
            "Seed",
            self.seed_text,
            self._set_seed,
            allowed="0123456789",
            max_length=18,
            placeholder="random",
            help="The same seed deals the same game. Leave blank for a random one.",
        )
        start = Button("Start", self.start, help="Sit down at the table.")
        back = Button("Back", self.back, help="Choose another game.")
        y = column(margin, y + 4, left_w, [seed], height=42, gap=12)
        start.rect = pygame.Rect(margin, y, half, 48)
        back.rect = pygame.Rect(margin + half + theme.GAP, y, half, 48)
        widgets += [seed, start, back]

        options_label = Label("Options", theme.HEADING_SIZE - 6, theme.ACCENT, bold=True)
        options_label.rect = pygame.Rect(right_x, 80, right_w, 30)
        widgets.append(options_label)
        y = 118
        row_h = 38 if len(self.game.options) * 44 > h - 200 else 40
        for spec in self.game.options:
            control = self._option_control(spec)
            control.rect = pygame.Rect(right_x, y, right_w, row_h)
            widgets.append(control)
            y += row_h + 6
        return widgets

    def _set_seed(self, text: str) -> None:
        self.seed_text = text

    def _seat_row(self, i: int, seat: SeatSetup) -> list[Widget]:
        name = TextField(
            f"P{i + 1}",
            seat.name,
            partial(self._rename, i),
            max_length=16,
            help="The name shown at the table.",
        )
        kind = Cycler(
            "Plays",
            ("human", "computer"),
            "human" if seat.human else "computer",
            partial(self._set_human, i),
            labels=["Human", "Computer"],
            help="A person at this screen, or a computer player.",
        )
        level = Cycler(
            "Level",
            LEVELS,
            seat.level,
            partial(self._set_level, i),
            labels=[LEVEL_NAMES.get(lv, lv.title()) for lv in LEVELS],
            help="How strong the computer plays.",
            enabled=not seat.human,
        )
        return [name, kind, level]

    def _set_human(self, i: int, kind: str) -> None:
        self.set_seat(i, SeatSetup(self.seats[i].name, kind == "human", self.seats[i].level))

    def _set_level(self, i: int, level: str) -> None:
        self.set_seat(i, SeatSetup(self.seats[i].name, self.seats[i].human, level))

    def _rename(self, i: int, text: str) -> None:
        # Renaming does not rebuild: the field keeps its focus and cursor.
        self.seats[i] = SeatSetup(text, self.seats[i].human, self.seats[i].level)

    @staticmethod
    def _place_row(row: list[Widget], x: int, y: int, width: int) -> int:
        name, kind, level = row
        name.rect = pygame.Rect(x, y, width, 40)
        half = (width - theme.GAP) // 2
        kind.rect = pygame.Rect(x, y + 46, half, 40)
        level.rect = pygame.Rect(x + half + theme.GAP, y + 46, width - half - theme.GAP, 40)
        return y + 98

    def _option_control(self, spec: OptionSpec) -> Widget:
        value = self.options[spec.name]
        reason = self.reason(spec)
        help_text = f"{spec.description}" + (f"  Unavailable: {reason}." if reason else "")
        enabled = reason is None
        control: Widget
        if spec.kind == "bool":
            control = Toggle(spec.label, bool(value), partial(self.set_option, spec.name), help=help_text, enabled=enabled)
        elif spec.kind == "choice":
            control = Cycler(
                spec.label,
                spec.choices,
                value,
                partial(self.set_option, spec.name),
                labels=[spec.choice_label(c) for c in spec.choices],
                help=help_text,
                enabled=enabled,
            )
        else:
            control = Stepper(
                spec.label,
                int(value),
                spec.minimum if spec.minimum is not None else 0,
                spec.maximum if spec.maximum is not None else 999,
                partial(self.set_option, spec.name),
                help=help_text,
                enabled=enabled,
            )
        if reason:
            self._greyed.append((control, reason))
        return control

    def draw_extra(self, surface: pygame.Surface) -> None:
        if self.preset:
            draw_text(
                surface,
                f"Preset: {self.preset}",
                (surface.get_width() - 36, 30),
                theme.SMALL_SIZE,
                theme.TEXT_DIM,
                anchor="topright",
            )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # Greyed options say why, in the space to the right of their label.
        small = theme.font(theme.SMALL_SIZE)
        for w, reason in self._greyed:
            left = w.rect.left + 24 + theme.font(theme.BODY_SIZE).size(w.text)[0]
            room = w.rect.right - 130 - left
            # The label is already on the control: say only the rest ("cannot be combined with …").
            text = "— " + (reason[len(w.text) :].strip() if reason.startswith(w.text) else reason)
            while len(text) > 4 and small.size(text)[0] > room:
                text = text[:-2] + "…"
            if room > 40:
                draw_text(surface, text, (left, w.rect.centery), theme.SMALL_SIZE, theme.WARNING, anchor="midleft")
