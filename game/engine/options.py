"""Game options, declared as data.

Each game lists its options once; the setup screen, the command line and
validation are all drawn from that list, never written per game. Names
follow RULINGS.md without the game prefix (``dos.hitsToWin`` → ``hitsToWin``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .errors import SetupError

Kind = Literal["bool", "int", "choice"]


@dataclass(frozen=True)
class OptionSpec:
    name: str
    kind: Kind
    default: Any
    description: str
    title: str = ""
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    rule: str = ""
    #: Options that cannot be switched on together with this one.
    excludes: tuple[str, ...] = ()
    #: Options that must be on for this one to be switched on.
    requires: tuple[str, ...] = ()
    #: Seat counts for which this option may be switched on (None: any).
    seats: tuple[int, ...] | None = None
    #: What a player reads for each of ``choices``, in the same order (empty: the choice itself, tidied).
    choice_labels: tuple[str, ...] = ()
    #: A quick option (GEN-R07): switched on, it skips a seat that cannot act, which tells the table so.
    #: Its description must say what it reveals; the flow-leak tests leave such options off.
    reveals: bool = False
    #: The most human seats the app lets it be played with (None: any). The engine has no humans; a race in real
    #: time (Hectic Knights, MS-R23) is fair only for one person at the screen.
    max_humans: int | None = None

    @property
    def label(self) -> str:
        return self.title or self.name

    def choice_label(self, choice: str) -> str:
        """How a choice reads on the setup screen: its own label, or the value with dashes as spaces."""
        if self.choice_labels and choice in self.choices:
            return self.choice_labels[self.choices.index(choice)]
        return choice.replace("-", " ").capitalize()

    def parse(self, text: str) -> Any:
        """A value from its text form (command line), or ``SetupError`` saying what is expected."""
        if self.kind == "bool":
            low = text.strip().lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
            raise SetupError(f"option {self.name} takes true or false, not {text!r}")
        if self.kind == "int":
            try:
                return int(text)
            except ValueError:
                raise SetupError(f"option {self.name} takes a whole number, not {text!r}") from None
        return text

    def check(self, value: Any) -> Any:
        """The value if it fits this option, else ``SetupError``."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise SetupError(f"option {self.name} takes true or false, not {value!r}")
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise SetupError(f"option {self.name} takes a whole number, not {value!r}")
            if (self.minimum is not None and value < self.minimum) or (self.maximum is not None and value > self.maximum):
                raise SetupError(f"option {self.name} must be between {self.minimum} and {self.maximum}, not {value}")
        elif value not in self.choices:
            raise SetupError(f"option {self.name} must be one of {', '.join(self.choices)}, not {value!r}")
        return value

    def is_on(self, value: Any) -> bool:
        """Whether a value counts as 'switched on' for excludes/requires: not the default."""
        return bool(value) if self.kind == "bool" else value != self.default

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "title": self.label,
            "type": self.kind,
            "default": self.default,
            "description": self.description,
        }
        if self.choices:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["min"] = self.minimum
        if self.maximum is not None:
            out["max"] = self.maximum
        if self.rule:
            out["rule"] = self.rule
        if self.excludes:
            out["excludes"] = list(self.excludes)
        if self.requires:
            out["requires"] = list(self.requires)
        if self.seats is not None:
            out["seats"] = list(self.seats)
        return out


def unavailable_reason(spec: OptionSpec, options: dict[str, Any], specs: dict[str, OptionSpec], seats: int) -> str | None:
    """Why ``spec`` cannot be switched on with these other options and seats, or None if it can."""
    if spec.seats is not None and seats not in spec.seats:
        counts = ", ".join(str(s) for s in spec.seats)
        return f"{spec.label} is only for games with {counts} players"
    for other in spec.excludes:
        if specs[other].is_on(options.get(other, specs[other].default)):
            return f"{spec.label} cannot be combined with {specs[other].label}"
    for other in spec.requires:
        if not specs[other].is_on(options.get(other, specs[other].default)):
            return f"{spec.label} needs {specs[other].label}"
    return None


def humans_reason(spec: OptionSpec, humans: int) -> str | None:
    """Why the app cannot play ``spec`` with this many human seats, or None if it can (setup screen and command line)."""
    if spec.max_humans is None or humans <= spec.max_humans:
        return None
    people = "one human player" if spec.max_humans == 1 else f"{spec.max_humans} human players"
    return f"{spec.label} allows {people} at most: people at one screen cannot race fairly"


def resolve(specs: tuple[OptionSpec, ...], given: dict[str, Any] | None, seats: int) -> dict[str, Any]:
    """Every option's value: the defaults with ``given`` laid over them, checked."""
    table = {s.name: s for s in specs}
    values = {s.name: s.default for s in specs}
    for name, value in (given or {}).items():
        if name not in table:
            known = ", ".join(table) or "none"
            raise SetupError(f"unknown option {name!r} (this game's options: {known})")
        values[name] = table[name].check(value)
    for spec in specs:
        if spec.is_on(values[spec.name]):
            reason = unavailable_reason(spec, values, table, seats)
            if reason:
                raise SetupError(reason)
    return values


def all_combinations(specs: tuple[OptionSpec, ...], seats: int) -> list[dict[str, Any]]:
    """Every valid combination of the options' values (ints at their default), for sweeping tests."""
    combos: list[dict[str, Any]] = [{}]
    for spec in specs:
        if spec.kind == "bool":
            values: list[Any] = [False, True]
        elif spec.kind == "choice":
            values = list(spec.choices)
        else:
            values = [spec.default]
        combos = [{**c, spec.name: v} for c in combos for v in values]
    valid = []
    for combo in combos:
        try:
            resolve(specs, combo, seats)
        except SetupError:
            continue
        valid.append(combo)
    return valid
