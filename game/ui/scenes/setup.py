"""Set up a game: who sits where (human or computer, and how strong), presets, options, seed.

Every option control is drawn from the game's ``OptionSpec`` list, never
written per game. An option that cannot be switched on with the current
choices is greyed out and says why (``unavailable_reason``); the screen
fills in a ``GameSetup`` and hands it to the app.
"""

from __future__ import annotations

import contextlib
import random
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from ...ai import LEVELS
from ...engine import get_game
from ...engine.options import OptionSpec, humans_reason, unavailable_reason
from .. import setup_memory, theme
from ..scene import AppContext
from ..settings import DEFAULT_LEVEL
from ..setup_model import GameSetup, SeatSetup, TypedName, named_seats, typed, with_names
from ..tutorial.lessons import LESSONS
from ..tutorial.progress import learnt
from ..tutorial.start import start_lesson
from ..widgets import Button, Cycler, Label, Stepper, TextField, Toggle, Widget, draw_fitted, wrap
from .menu import MenuScene, column

#: The biggest seed the seed field offers when it picks one (fits the engine's range with room to spare).
RANDOM_SEED_LIMIT = 1 << 31
#: From this many people at one screen, a quick option left off says what it would spare them (see ``quick_note``):
#: two already pay for it (El Royale, random play, 4 seats: 450 screen passes a game asking everyone, 126 quick).
QUICK_NOTE_HUMANS = 2
LEVEL_NAMES = {"random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard"}


def _default_seats(count: int, level: str = DEFAULT_LEVEL) -> list[SeatSetup]:
    """You in the first seat, computers of ``level`` in the rest (that level waits on your seat too, should it become one)."""
    seats = [SeatSetup("You", True, level)]
    seats += [SeatSetup(f"Computer {i}" if count > 2 else "Computer", False, level) for i in range(1, count)]
    return seats


def _memory_path(app: AppContext) -> Path | None:
    """Where the last setups are kept: beside the settings file (nowhere when the app keeps no files)."""
    return setup_memory.path_beside(app.settings_path) if app.settings_path is not None else None


def default_level(app: AppContext) -> str:
    """The level the settings give new computer seats (Normal when they say nothing usable)."""
    level = app.settings.default_level
    return level if level in LEVELS else DEFAULT_LEVEL


class SetupScene(MenuScene):
    scaled = True
    hint = "Point at an option to read what it does. Tab and the arrows move, Enter chooses (with nothing chosen: Start)."

    def __init__(self, app: AppContext, game_id: str, *, rng: random.Random | None = None, from_title: bool = False) -> None:
        self.game = get_game(game_id)
        #: Opened from a game's tile on the title screen: Back goes there, not to a list of games never seen.
        self.from_title = from_title
        self.title = f"{self.game.name}: setup"
        self.specs = {s.name: s for s in self.game.options}
        self.level = default_level(app)
        self.seats = _default_seats(self.game.min_seats, self.level)
        self.options: dict[str, Any] = {s.name: s.default for s in self.game.options}
        self.seed_text = ""
        self.preset = ""
        self._rng = rng or random.SystemRandom()
        self._teams: list[int] | None = None
        #: Options a change of seats put back to their defaults, with the value chosen: they come back when the seats
        #: allow them again (Hectic Knights stayed off after a second human went back to being a computer).
        self._set_aside: dict[str, Any] = {}
        self.memory = _memory_path(app)
        last = setup_memory.recall(self.memory, self.game.id, LEVELS, self.level) if self.memory is not None else None
        if last is not None:
            self.seats, self.options = list(last.seats), dict(last.options)
        #: The name last typed for each seat, here or in an earlier setup of any game: a seat at its default name takes
        #: it, so names typed once come back in the next setup and when seats are added again.
        self._names: list[TypedName | None] = setup_memory.recall_names(self.memory) if self.memory is not None else []
        self.seats = with_names(self.seats, self._names)
        super().__init__(app)

    # -- the model ---------------------------------------------------------------------------------

    def reason(self, spec: OptionSpec) -> str | None:
        """Why ``spec`` cannot be switched on now (None if it can, or if it is on already)."""
        if spec.is_on(self.options[spec.name]):
            return None
        return humans_reason(spec, self.humans) or unavailable_reason(spec, self.options, self.specs, len(self.seats))

    @property
    def humans(self) -> int:
        """How many seats a person plays."""
        return sum(1 for s in self.seats if s.human)

    def set_option(self, name: str, value: Any) -> bool:
        """Set an option if allowed; False (nothing changed) if it is unavailable."""
        spec = self.specs[name]
        if spec.is_on(value) and self.reason(spec) is not None:
            return False
        self.options[name] = value
        self._set_aside.pop(name, None)  # the player's own choice since: it is not brought back over it
        self.preset = ""
        self.rebuild()
        return True

    def apply_preset(self, name: str) -> None:
        self.options = dict(self.game.presets(len(self.seats))[name])
        self._set_aside = {}
        self.preset = name
        self.rebuild()

    def set_seat(self, index: int, seat: SeatSetup) -> None:
        self.seats[index] = seat
        self.seats = named_seats(self.seats)
        self._drop_unplayable()
        self.rebuild()

    def set_seat_count(self, count: int) -> None:
        fresh = _default_seats(count, self.level)
        # a name still at its default follows the count ("Computer" → "Computer 1")
        self.seats = with_names(self.seats[:count] + fresh[len(self.seats) :], self._names)
        self._drop_unplayable()
        self.rebuild()

    def _drop_unplayable(self) -> None:
        """Options that no longer fit the seats (their count, or how many are human: Hectic Knights with a second
        human) go back to their defaults, and so do those that needed them; ones set aside so that fit again return."""
        for spec in self.game.options:
            if spec.name in self._set_aside and not self._unfit(spec):
                self.options[spec.name] = self._set_aside.pop(spec.name)
        for spec in self.game.options:
            if spec.is_on(self.options[spec.name]) and self._unfit(spec):
                self._set_aside[spec.name] = self.options[spec.name]
                self.options[spec.name] = spec.default

    def _unfit(self, spec: OptionSpec) -> bool:
        return bool(humans_reason(spec, self.humans) or unavailable_reason(spec, self.options, self.specs, len(self.seats)))

    def game_setup(self) -> GameSetup:
        """What the player chose; a blank seed becomes a random one."""
        seed = int(self.seed_text) if self.seed_text else self._rng.randrange(RANDOM_SEED_LIMIT)
        return GameSetup(self.game.id, tuple(self.seats), dict(self.options), seed)

    def start(self) -> None:
        setup = self.game_setup()
        if self.memory is not None:
            with contextlib.suppress(OSError):  # a full disk never stops a game from starting
                setup_memory.remember(self.memory, setup, self.level, self._names)
        self.app.start_game(setup)

    def back(self) -> None:
        from .choose_game import ChooseGameScene
        from .game_pictures import GameTile

        if self.from_title:
            self.app.to_menu()
            return
        choose = ChooseGameScene(self.app)
        tile = next((w for w in choose.group.widgets if isinstance(w, GameTile) and w.game_id == self.game.id), None)
        if tile is not None:
            choose.focus_control(tile)  # back where the game was picked, not on the first game
        self.app.switch(choose)

    # -- the controls ------------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> list[Widget]:
        ui = self.ui
        gap, row = ui.px(theme.GAP), ui.px(44)
        self._teams = self.teams()

        # Start, Back and the seed sit below the scrolling panel, so they show however many seats there are.
        body = self.body(footer=row + gap)
        room = body.width - self.bar_room
        col = min(ui.px(560), (room - 2 * gap) // 2)
        left_x = body.left + (room - 2 * col - 2 * gap) // 2
        right_x = left_x + col + 2 * gap
        scrolled: list[Widget] = []

        seats_label = Label("Players", theme.HEADING_SIZE - 6, theme.ACCENT, bold=True)
        seats_label.rect = pygame.Rect(left_x, body.top, col, ui.px(34))
        scrolled.append(seats_label)
        y = body.top + ui.px(40)
        if self.game.min_seats != self.game.max_seats:
            count = Stepper(
                "Players", len(self.seats), self.game.min_seats, self.game.max_seats, self.set_seat_count, help="How many seats."
            )
            y = column(left_x, y, col, [count], height=row, gap=gap)
            scrolled.append(count)
        for i, seat in enumerate(self.seats):
            seat_row = self._seat_row(i, seat)
            y = self._place_row(seat_row, left_x, y, col, row, gap)
            scrolled += seat_row
        presets = [
            Button(name, partial(self.apply_preset, name), help=f"Set every option as '{name}'.")
            for name in self.game.presets(len(self.seats))
        ]
        half = (col - gap) // 2
        for j, b in enumerate(presets):
            b.rect = pygame.Rect(left_x + (j % 2) * (half + gap), y + (j // 2) * (row + gap), half, row)
        scrolled += presets

        options_label = Label("Options", theme.HEADING_SIZE - 6, theme.ACCENT, bold=True)
        options_label.rect = pygame.Rect(right_x, body.top, col, ui.px(34))
        scrolled.append(options_label)
        y = body.top + ui.px(40)
        for spec in self.game.options:
            control = self._option_control(spec)
            control.rect = pygame.Rect(right_x, y, col, row)
            scrolled.append(control)
            y += row + ui.px(6)
            note = self.quick_note(spec)
            if note:
                pointer = Label(note, theme.SMALL_SIZE, theme.ACCENT)
                font = theme.font(ui.text(theme.SMALL_SIZE))  # as tall as its words wrap (a longer cost was cut)
                tall = len(wrap(note, font, col)) * font.get_linesize() + ui.px(4)
                pointer.rect = pygame.Rect(right_x, y, col, tall)
                scrolled.append(pointer)
                y += tall + ui.px(6)
        self.scrolled(body, scrolled)

        seed = TextField(
            "Seed",
            self.seed_text,
            self._set_seed,
            allowed="0123456789",
            max_length=18,
            placeholder="random",
            help="The same seed deals the same game. Leave blank for a random one.",
        )
        start = self._start = Button("Start", self.start, help="Sit down at the table.")
        back = Button("Back", self.back, help="Back to the title screen." if self.from_title else "Choose another game.")
        buttons = [start, back]
        if self.game.id in LESSONS and self.game.id not in learnt(self.app.settings_path):
            # a first-timer who came by the title's tile never passed Choose a game, where the lessons are offered
            name = self.game.name
            learn = Button("Learn to play", self.learn, help=f"Not learnt yet: start {name} with a guided first game.")
            buttons.insert(0, learn)
        foot = pygame.Rect(left_x, body.bottom + gap, 2 * col + 2 * gap, row)
        button_w = min(ui.px(200), (foot.width - 2 * gap) // 4)
        seed.rect = pygame.Rect(foot.left, foot.top, foot.width - len(buttons) * (button_w + gap), row)
        x = seed.rect.right + gap
        for button in buttons:
            button.rect = pygame.Rect(x, foot.top, button_w, row)
            x += button_w + gap
        return [*scrolled, seed, *buttons]

    def quick_note(self, spec: OptionSpec) -> str:
        """With two or more people at the screen, a quick option left off gets a line under it: every such question
        passes the screen (GEN-R07), even to a player with nothing to choose, which the option skips; its own
        description says what that gives away."""
        if not spec.reveals or self.humans < QUICK_NOTE_HUMANS or spec.is_on(self.options[spec.name]) or self.reason(spec):
            return ""
        cost = spec.description.rstrip(".").rsplit(". ", 1)[-1]
        cost = cost.split("but ", 1)[1] if "but " in cost else cost
        return (
            f"{self.humans} people share this screen: it passes to whoever is asked, even with nothing to choose."
            f" {spec.label} skips those questions, but {cost}."
        )

    def learn(self) -> None:
        start_lesson(self.app, self.game.id, self.app.settings_path)

    def default_button(self) -> Button | None:
        """Enter starts the game when no control is focused, or from the name and seed fields."""
        return self._start

    def teams(self) -> list[int] | None:
        """The team of each seat with the current choices (None when every seat plays for itself).

        Asked of the game itself, from a game dealt with these choices, so no game is named here.
        """
        try:
            info = self.game.new(len(self.seats), self.options, 0).observation(0).info
        except (ValueError, KeyError):
            return None
        teams = info.get("teams")
        return list(teams) if isinstance(teams, list) else None

    def _set_seed(self, text: str) -> None:
        self.seed_text = text

    def _seat_row(self, i: int, seat: SeatSetup) -> list[Widget]:
        team = f" · Team {'ABCD'[self._teams[i]]}" if self._teams else ""
        name = TextField(
            f"P{i + 1}{team}",
            seat.name,
            partial(self._rename, i),
            max_length=16,
            help="The name shown at the table." + (" Teams sit alternately round the table." if team else ""),
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
            # a person has no level: the greyed control shows none rather than a level that means nothing
            labels=["—" if seat.human else LEVEL_NAMES.get(lv, lv.title()) for lv in LEVELS],
            help="How strong the computer plays; Random plays any legal move (a person at the screen has no level).",
            enabled=not seat.human,
        )
        return [name, kind, level]

    def _set_human(self, i: int, kind: str) -> None:
        """A seat switched to a person is named after one ("Player 2", and "You" becomes "Player 1"); back to a
        computer, the names it had come back (``named_seats``)."""
        seat = self.seats[i]
        self.set_seat(i, SeatSetup(seat.name, kind == "human", seat.level))

    def _set_level(self, i: int, level: str) -> None:
        self.set_seat(i, SeatSetup(self.seats[i].name, self.seats[i].human, level))

    def _rename(self, i: int, text: str) -> None:
        # Renaming does not rebuild: the field keeps its focus and cursor.
        self.seats[i] = SeatSetup(text, self.seats[i].human, self.seats[i].level)
        self._names += [None] * (i + 1 - len(self._names))
        self._names[i] = TypedName(text.strip(), self.seats[i].human) if typed(text.strip()) else None

    @staticmethod
    def _place_row(row: list[Widget], x: int, y: int, width: int, height: int, gap: int) -> int:
        """A seat: its name on one line, who plays it and how strong under it; the y below."""
        name, kind, level = row
        name.rect = pygame.Rect(x, y, width, height)
        half = (width - gap) // 2
        kind.rect = pygame.Rect(x, y + height + gap // 2, half, height)
        level.rect = pygame.Rect(x + half + gap, y + height + gap // 2, width - half - gap, height)
        return y + 2 * height + gap // 2 + gap * 3 // 2

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
            # A greyed option says why on its face (the label is there already: only the rest), in
            # few enough words to fit beside it; the whole reason is in its help.
            rest = reason[len(spec.label) :].strip() if reason.startswith(spec.label) else reason
            if spec.seats is not None and len(self.seats) not in spec.seats:
                rest = f"for {_counts(spec.seats)} players"
            elif spec.max_humans is not None and humans_reason(spec, self.humans):
                rest = "one human at most" if spec.max_humans == 1 else f"{spec.max_humans} humans at most"
            control.note = rest
        return control

    def draw_extra(self, surface: pygame.Surface) -> None:
        if self.preset:
            box = pygame.Rect(
                surface.get_width() * 3 // 4, self.ui.px(20), surface.get_width() // 4 - self.margin, self.ui.px(24)
            )
            fitted = draw_fitted(
                surface, f"Preset: {self.preset}", box, self.ui.text(theme.SMALL_SIZE), theme.TEXT_DIM, align="right"
            )
            self.report("preset", box, "text", f"Preset: {self.preset}", fitted.fits)


def _counts(seats: tuple[int, ...]) -> str:
    """Player counts as said aloud: "3 or 4", "4, 6 or 8"."""
    words = [str(n) for n in seats]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
