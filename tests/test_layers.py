"""The layers of DESIGN.md: imports point only one way (ui → ai → engine, ui → persistence → engine).

Read from the source with ``ast``, so a forbidden import is caught even in a
branch no test runs.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[1] / "game"

#: What each layer may never import (package prefixes under ``game`` and third-party names).
FORBIDDEN = {
    "engine": ("game.ai", "game.ui", "game.persistence", "game.cli", "pygame", "PIL", "platformdirs", "random", "time"),
    "ai": ("game.ui", "game.persistence", "game.cli", "pygame", "PIL"),
    "persistence": ("game.ui", "game.ai", "game.cli", "pygame", "PIL"),
}


def imported_names(path: Path, root: Path = GAME.parent) -> set[str]:
    """Absolute module names imported by ``path`` under ``root`` (relative imports resolved against its package)."""
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def offending(layer: str, game: Path = GAME) -> list[str]:
    found = []
    for path in sorted((game / layer).rglob("*.py")):
        for name in sorted(imported_names(path, game.parent)):
            if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN[layer]):
                found.append(f"{path.relative_to(game.parent)} imports {name}")
    return found


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_never_imports_the_layers_above_it(layer: str) -> None:
    assert offending(layer) == []


def test_the_check_sees_a_relative_import_of_the_ui(tmp_path: Path) -> None:
    games = tmp_path / "game" / "engine" / "games"
    games.mkdir(parents=True)
    (games / "probe.py").write_text("from ...ui import app\nimport pygame\n", encoding="utf-8")
    assert offending("engine", tmp_path / "game") == [
        "game/engine/games/probe.py imports game.ui",
        "game/engine/games/probe.py imports game.ui.app",
        "game/engine/games/probe.py imports pygame",
    ]
