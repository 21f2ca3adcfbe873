"""``python -m game inspect SAVE``: what a save file holds and whether it loads, without the app.

For a player checking a file a friend sent, or a bug report. The file is
replayed in full, exactly as the app would load it; a bad file gets its
one-line reason on stderr and exit status 1.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from ..persistence import SaveError, load_file, read_header
from ..ui.table.seat_names import SeatNames, progress_line
from .errors import CliError


def _seat_text(seats: list[dict[str, Any]]) -> str:
    parts = []
    for seat in seats:
        who = "human" if seat["kind"] == "human" else f"computer, {seat['level'] or 'normal'}"
        parts.append(f"{seat['name']} ({who})")
    return ", ".join(parts)


def describe(path: Path) -> dict[str, Any]:
    """What the file holds, once it has loaded the way the app loads it; ``SaveError`` if it does not."""
    top = read_header(path)
    record = load_file(path)
    outcome = record.state.outcome
    named = SeatNames([s.name for s in top.seats])  # "Ann wins", as the app says it, not the engine's "Player 1 wins"
    return {
        "file": str(path),
        "loads": True,
        "format": top.format,
        "game": top.game_id,
        "game_name": top.game_name,
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in top.seats],
        "moves": record.moves,
        "over": outcome is not None,
        "result": named(outcome.reason) if outcome is not None else "",
        "to_act": [record.seats[s].name for s in record.state.to_act()] if outcome is None else [],
        "progress": progress_line(top),
        "created": top.created,
        "saved": top.saved,
        "title": top.title,
        "note": top.note,
    }


def _text(info: dict[str, Any]) -> str:
    note = [f"  {key + ':':<9} {info[key]}" for key in ("title", "note") if info[key]]
    return "\n".join(
        [
            f"{info['file']}: {info['game_name']} (save format {info['format']})",
            f"  seats:    {_seat_text(info['seats'])}",
            f"  moves:    {info['moves']} ({info['progress']})",
            f"  created:  {info['created']}",
            f"  saved:    {info['saved']}",
            "  loads:    yes: every move replays to the position saved",
            *note,
        ]
    )


def run(file: str, as_json: bool) -> int:
    """Print what ``file`` holds; a file that does not load is a :class:`CliError` with status 1."""
    path = Path(file)
    try:
        info = describe(path)
    except SaveError as exc:
        raise CliError(f"{file}: {exc}", status=1) from None
    try:
        print(json.dumps(info, indent=2, ensure_ascii=False) if as_json else _text(info), flush=True)
    except BrokenPipeError:  # piped into ``head``: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
