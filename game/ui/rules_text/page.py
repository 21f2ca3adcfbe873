"""The shape of a rules page: sections of paragraphs and tables, as data the rules screen lays out.

Each game has a title, a credit, where the rules come from, and sections of
paragraphs and tables. Nothing here is pasted from the published texts; a
test checks that. Where the texts leave a gap, these pages follow RULINGS.md.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

#: A table's rows as a game with these options has them.
Rows = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Table:
    """A table: a header row and rows of cells.

    A ``practice_only`` table is shown outside a game, and at the table only while the seat's observation holds the
    info key ``unlocked_by`` (the engine puts the Duel of Swords matrix there in practice mode and once the game is
    over). ``rows_for`` gives the rows a game with given options has (its switches change cells, its theme names).
    """

    caption: str
    header: tuple[str, ...]
    rows: Rows
    practice_only: bool = False
    unlocked_by: str = ""
    rows_for: Callable[[Mapping[str, Any]], tuple[tuple[str, ...], Rows]] | None = field(default=None, compare=False)

    def shown(self, in_game: bool, unlocked: Collection[str]) -> bool:
        return not (self.practice_only and in_game and not (self.unlocked_by and self.unlocked_by in unlocked))

    def with_options(self, options: Mapping[str, Any] | None) -> Table:
        """This table as a game with ``options`` has it (itself when the options change nothing, or are unknown)."""
        if options is None or self.rows_for is None:
            return self
        header, rows = self.rows_for(options)
        return replace(self, header=header, rows=rows)


@dataclass(frozen=True)
class Section:
    title: str
    paragraphs: tuple[str, ...]
    tables: tuple[Table, ...] = ()


@dataclass(frozen=True)
class GameRules:
    game_id: str
    title: str
    designer: str
    source: str
    sections: tuple[Section, ...]
    #: "The game in a minute": a few short lines the page opens with, beside a picture of the table.
    minute: tuple[str, ...] = ()
    #: Which lesson step shows a section: its title, and words the coach says at that step (see ``tutorial.links``).
    lessons: tuple[tuple[str, str], ...] = ()

    def visible_sections(
        self, in_game: bool, unlocked: Collection[str] = (), options: Mapping[str, Any] | None = None
    ) -> tuple[Section, ...]:
        """The sections as shown: during a game, practice-only tables only once ``unlocked`` (the info keys of the
        seat's observation) holds what they wait for; with a game's ``options``, each table as that game has it."""
        return tuple(
            Section(s.title, s.paragraphs, tuple(t.with_options(options) for t in s.tables if t.shown(in_game, unlocked)))
            for s in self.sections
        )

    def all_text(self) -> str:
        """Every word on the page, for searching and for the originality test."""
        parts = [self.title, self.designer, self.source, *self.minute]
        for s in self.sections:
            parts.append(s.title)
            parts.extend(s.paragraphs)
            for t in s.tables:
                parts.append(t.caption)
                parts.extend(t.header)
                parts.extend(cell for row in t.rows for cell in row)
        return "\n".join(parts)
