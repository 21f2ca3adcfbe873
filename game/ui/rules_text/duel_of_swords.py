"""Duel of Swords explained in our own words, with the move descriptions and, outside a game, the matrix."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.games.duel_of_swords import matrix_letters, move_descriptions, move_names
from .page import GameRules, Rows, Section, Table

_RESULT_WORDS = {"A": "You hit", "B": "They hit", "a": "Your adv.", "b": "Their adv.", "X": "Both hit", ".": "—"}


def matrix_rows(options: Mapping[str, Any]) -> tuple[tuple[str, ...], Rows]:
    """The results table's header and rows from the row fencer's side (it is symmetric, so either fencer may read it
    so), with the cells and move names of a game with ``options``."""
    letters = matrix_letters(dict(options))
    names = move_names(dict(options))
    rows = tuple((names[mine], *(_RESULT_WORDS[letters[theirs][mine]] for theirs in range(10))) for mine in range(10))
    return ("You \\ They", *names), rows


def move_rows(options: Mapping[str, Any]) -> tuple[tuple[str, ...], Rows]:
    """The moves and what each does, named as a game with ``options`` names them (its theme)."""
    return ("Move", "What it does"), tuple(zip(move_names(dict(options)), move_descriptions(dict(options)), strict=True))


def duel_of_swords_matrix() -> Table:
    """The results table as handed down; at the table it follows the game's options and shows once unlocked."""
    header, rows = matrix_rows({})
    return Table(
        "Results: your move down the side, theirs along the top",
        header,
        rows,
        practice_only=True,
        unlocked_by="matrix",
        rows_for=matrix_rows,
    )


DUEL_OF_SWORDS = GameRules(
    game_id="duel-of-swords",
    title="Duel of Swords",
    designer="Author unknown; played on Q-Link's Red Dragon Inn in 1988",
    source="Written down years later from memory by one of its players, so other versions may differ a little.",
    sections=(
        Section(
            "The idea",
            (
                "Two fencers of equal strength and skill face each other, so only judgement counts. There are no cards "
                "to draw and no dice: every round each of you secretly picks one of ten moves, and a fixed table of "
                "results says what came of the pair.",
                "You get better by learning how your opponent thinks, and by being hard to read yourself.",
            ),
        ),
        Section(
            "A round",
            (
                "Both fencers choose a move in private. When both have chosen, the two moves are shown together and "
                "the result is announced: one of you lands a hit, one of you gains an advantage, you both land a hit, "
                "or nothing comes of it.",
                "Unless the no-repeat house rule is on, you may use any move in any round, even the one you just used.",
            ),
        ),
        Section(
            "Advantages",
            (
                "An advantage scores nothing on its own. Gain another advantage in the very next round and the pair "
                "turns into one hit; both advantages are then spent.",
                "Any other result in that next round — a hit for either fencer, a double hit, nothing, or an advantage "
                "for your opponent — takes your advantage away without a hit. A third advantage in a row simply starts "
                "a new one.",
            ),
        ),
        Section(
            "Winning",
            (
                "The first fencer to reach five hits wins. A double hit can bring both fencers to five in the same "
                "round; then the bout goes on until, at the end of a round, one of you is ahead.",
                "After fifteen rounds time is called. The fencer with more hits wins; equal hits make a draw. An "
                "advantage still waiting at the end counts for nothing.",
                "Before a game you may change the hits needed, the round limit and what happens when time is called.",
            ),
        ),
        Section(
            "The ten moves",
            ("These short descriptions are all a fencer may look at while playing.",),
            (Table("Moves", ("Move", "What it does"), move_rows({})[1], rows_for=move_rows),),
        ),
        Section(
            "The results table",
            (
                "Players should not study the results table during a bout. The rules you open at the table (? or F1) "
                "leave it out until the game is over, unless practice mode (Show the matrix) is on; the Rules screen, "
                "outside a game, always shows it.",
                "The descriptions are only flavour: where they and the table disagree, the table decides.",
                "In the table as it was handed down, two high cuts score nothing while two low cuts are a double hit. "
                "Options let two high cuts be a double hit too, or let neither pair score.",
            ),
            (duel_of_swords_matrix(),),
        ),
        Section(
            "Other themes",
            (
                "The same game works with any ten names. The Duel of Spells theme renames the moves, in order: "
                "Lightning Bolt, Crushing Force, Drain Strength, Mind Blast, Force Shield, Energy Shield, Teleport, "
                "Dimension Shift, Mirror Image and Lightning Rod, each with words of its own.",
            ),
        ),
    ),
    minute=(
        "Two fencers, no cards to draw: each round you both pick one of ten moves in secret.",
        "A fixed table says what the pair gives: a hit, an advantage for one of you, or nothing.",
        "Two advantages in a row make a hit. The first to five hits wins.",
        "Read your foe, and be hard to read yourself.",
    ),
    lessons=(
        ("A round", "Pick a move"),
        ("Advantages", "An advantage"),
        ("Winning", "A hit!"),
        ("The results table", "results table"),
    ),
)
