"""``list``: the games the table knows and their options, as text or JSON."""

from __future__ import annotations

import json
from typing import Any

from ..engine import GAMES


def describe_all() -> list[dict[str, Any]]:
    """Every game's own description (the setup screen draws from the same data)."""
    return [game.describe() for game in GAMES.values()]


def _seats(entry: dict[str, Any]) -> str:
    low, high = entry["min_seats"], entry["max_seats"]
    return f"{low} players" if low == high else f"{low}–{high} players"


def _option_line(option: dict[str, Any]) -> str:
    if option["type"] == "choice":
        values = "|".join(option["choices"])
    elif option["type"] == "int":
        values = f"{option.get('min', '')}..{option.get('max', '')}"
    else:
        values = "true|false"
    default = json.dumps(option["default"]) if option["type"] == "bool" else option["default"]
    return f"    {option['name']}={values} (default {default}): {option['description']}"


def render_text(entries: list[dict[str, Any]]) -> str:
    lines: list[str] = []
    for entry in entries:
        lines.append(f"{entry['id']}: {entry['name']}, {_seats(entry)}")
        if entry.get("designer"):
            lines.append(f"  designer: {entry['designer']}")
        if entry["options"]:
            lines.append("  options:")
            lines.extend(_option_line(o) for o in entry["options"])
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def run(as_json: bool) -> int:
    entries = describe_all()
    if as_json:
        print(json.dumps({"games": entries}, indent=2, ensure_ascii=False))
    else:
        print(render_text(entries), end="")
    return 0
