"""The shape of a rules page: sections of paragraphs and tables, as data the rules screen lays out.

Each game has a title, a credit, where the rules come from, and sections of
paragraphs and tables. Nothing here is pasted from the published texts; a
test checks that. Where the texts leave a gap, these pages follow RULINGS.md.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Table:
    """A table: a header row and rows of cells. ``practice_only`` tables are shown only outside a game."""

    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    practice_only: bool = False


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

    def visible_sections(self, in_game: bool) -> tuple[Section, ...]:
        """The sections with practice-only tables left out during a game (Duel of Swords' matrix)."""
        if not in_game:
            return self.sections
        return tuple(Section(s.title, s.paragraphs, tuple(t for t in s.tables if not t.practice_only)) for s in self.sections)

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
