"""The story of a finished game, told from its record's events: what the results screen shows under the winner.

Each game tells its own story in its own module (the Duel of Swords
scoreline round by round, health over time in Clashing Blades, shields and
battlers in Suits Duel, who fell when in Mortal Swords and El Royale); this
package only replays the record once and hands each module the events as
the viewer may see them, so a story never shows a card that seat may not know.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine import Event
from ...persistence import GameRecord
from .model import Series, Story

#: A game's storyteller: each move's events (as the viewer saw them), oldest first → its story.
Teller = Callable[[list[list[Event]]], Story]


def _tellers() -> dict[str, Teller]:
    from . import clashing_blades, duel_of_swords, el_royale, mortal_swords, suits_duel

    return {
        "clashing-blades": clashing_blades.tell,
        "duel-of-swords": duel_of_swords.tell,
        "el-royale": el_royale.tell,
        "mortal-swords": mortal_swords.tell,
        "suits-duel": suits_duel.tell,
    }


def story_of(record: GameRecord, viewer: int | None) -> Story:
    """The story of ``record`` as ``viewer`` saw it (None: the public story); empty for a game without a teller."""
    from ..table.undo import replay

    teller = _tellers().get(record.game_id)
    if teller is None:
        return Story()
    _, played = replay(record, None)
    return teller([[e.seen_by(viewer) for e in events] for events in played])


__all__ = ["Series", "Story", "story_of"]
