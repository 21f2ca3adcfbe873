"""The download's recipe: build.spec read with PyInstaller's build steps replaced by recorders, so it runs in a second.

The real build (about 15 s) runs in CI (``tools/build --selftest``); these
tests check what the recipe asks for on every system: the files it ships,
the modules found only by name at run time, the names, icon and version.
Also here: the icon files it draws, the windowed entry point's dialog and
the shipped files' checksums.
"""

from __future__ import annotations

import importlib
import io
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from game.ui import assets
from game.ui.assets import SHIPPED, AssetError, asset_path, asset_root, file_digest
from game.ui.icon import ICO_SIZES, write_icon_files

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build.spec"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
STEPS = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
_ICONS: dict[str, Path] = {}


class Step:
    """What one PyInstaller build step was asked to do."""

    def __init__(self, kind: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs
        self.pure, self.scripts, self.binaries, self.datas = ["pure"], ["scripts"], ["binaries"], ["datas"]


def run_spec(
    monkeypatch: pytest.MonkeyPatch, workpath: Path, platform: str, onefile: bool, modules: list[str] | None = None
) -> dict[str, list[Step]]:
    """Execute build.spec as PyInstaller would on ``platform``; the steps it called, by kind."""
    steps: dict[str, list[Step]] = {kind: [] for kind in STEPS}

    def recorder(kind: str) -> Any:
        def step(*args: Any, **kwargs: Any) -> Step:
            steps[kind].append(Step(kind, args, kwargs))
            return steps[kind][-1]

        return step

    import PyInstaller.utils.hooks as hooks  # type: ignore[import-untyped]

    import game.ui.icon

    if not _ICONS:  # drawing them takes most of a second; every run of the recipe may share one set
        _ICONS.update(write_icon_files(workpath.parent / "icons-for-all-runs"))
    monkeypatch.setattr(game.ui.icon, "write_icon_files", lambda folder: dict(_ICONS))
    if modules is not None:
        monkeypatch.setattr(hooks, "collect_submodules", lambda package, **_: list(modules))
    if platform == "win32":  # the version resource needs pefile, which exists only on Windows
        monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
        import PyInstaller.compat  # type: ignore[import-untyped]

        monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("CARD_DUELS_ONEFILE", "1" if onefile else "0")
    namespace: dict[str, Any] = {"SPECPATH": str(ROOT), "workpath": str(workpath), "__name__": "__main__"}
    namespace.update({kind: recorder(kind) for kind in STEPS})
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return steps


def source_modules() -> set[str]:
    """Every importable module of the ``game`` package, from the files on disk.

    A folder without ``__init__.py`` (a game someone is still writing) is not a package yet, so it is left out.
    """
    names = set()
    for path in (ROOT / "game").rglob("*.py"):
        if any(not (folder / "__init__.py").is_file() for folder in path.parents if folder.is_relative_to(ROOT / "game")):
            continue
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_the_recipe_collects_every_game_module_including_those_found_by_name(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    steps = run_spec(monkeypatch, tmp_path, "linux", onefile=False)
    (analysis,) = steps["Analysis"]
    hidden = set(analysis.kwargs["hiddenimports"])
    missing = source_modules() - hidden
    assert not missing, f"modules the build would leave out: {sorted(missing)}"
    found_by_name = (
        "game.ai.heuristics.duel_of_swords",
        "game.ui.table.layouts.clashing_blades",
        "game.engine.games.duel_of_swords",
    )
    assert set(found_by_name) <= hidden
    assert not any(name == "game" or name.startswith("game.") for name in analysis.kwargs["excludes"])


def test_the_recipe_ships_the_assets_and_the_example_saves(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    steps = run_spec(monkeypatch, tmp_path, "linux", onefile=False, modules=["game"])
    datas = steps["Analysis"][0].kwargs["datas"]
    assert (str(ROOT / "assets"), "assets") in datas
    shipped_saves = {Path(src).name for src, dest in datas if dest == "saves"}
    expected = {p.name for p in (ROOT / "saves").glob("*.json")} | {p.name for p in (ROOT / "saves").glob("README.md")}
    assert shipped_saves == expected
    assert all(Path(src).exists() for src, _ in datas)
    script = Path(steps["Analysis"][0].args[0][0])
    assert script == ROOT / "tools" / "frozen_entry.py" and script.is_file()


def test_the_app_never_needs_what_the_recipe_leaves_out(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    steps = run_spec(monkeypatch, tmp_path, "linux", onefile=False, modules=["game"])
    excludes = set(steps["Analysis"][0].kwargs["excludes"])
    assert {"tkinter", "numpy", "pygame.tests", "PIL.AvifImagePlugin"} <= excludes
    imported = set()
    for path in (ROOT / "game").rglob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            words = line.split()
            if len(words) >= 2 and words[0] in ("import", "from"):
                imported.add(words[1].rstrip(","))
    clash = {name for name in imported for ex in excludes if name == ex or name.startswith(ex + ".")}
    assert not clash, f"the game imports modules the build excludes: {sorted(clash)}"


def test_linux_one_folder_is_card_duels_with_a_console(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    steps = run_spec(monkeypatch, tmp_path, "linux", onefile=False, modules=["game"])
    (exe,) = steps["EXE"]
    assert exe.kwargs["name"] == "card-duels" and exe.kwargs["console"] is True
    assert exe.kwargs["exclude_binaries"] is True
    (collect,) = steps["COLLECT"]
    assert collect.kwargs["name"] == "card-duels"
    assert exe in collect.args
    assert not steps["BUNDLE"]


def test_windows_has_a_windowed_program_and_a_console_twin(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    steps = run_spec(monkeypatch, tmp_path, "win32", onefile=False, modules=["game"])
    programs = {exe.kwargs["name"]: exe.kwargs for exe in steps["EXE"]}
    assert programs["Card Duels"]["console"] is False
    assert programs["card-duels"]["console"] is True
    for kwargs in programs.values():
        assert kwargs["icon"].endswith(".ico") and Path(kwargs["icon"]).is_file()
        version = kwargs["version"]
        assert VERSION in str(version)
    (collect,) = steps["COLLECT"]
    assert all(exe in collect.args for exe in steps["EXE"])


def test_macos_is_an_app_bundle_with_the_version(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    steps = run_spec(monkeypatch, tmp_path, "darwin", onefile=False, modules=["game"])
    (bundle,) = steps["BUNDLE"]
    assert bundle.kwargs["name"] == "Card Duels.app"
    assert bundle.kwargs["version"] == VERSION
    assert bundle.kwargs["info_plist"]["CFBundleShortVersionString"] == VERSION
    assert bundle.kwargs["icon"].endswith(".icns") and Path(bundle.kwargs["icon"]).is_file()
    assert bundle.args == (steps["COLLECT"][0],)


@pytest.mark.parametrize(("platform", "name"), [("linux", "card-duels"), ("win32", "Card Duels"), ("darwin", "card-duels")])
def test_one_file_on_request_is_one_program_holding_everything(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, platform: str, name: str
) -> None:
    steps = run_spec(monkeypatch, tmp_path, platform, onefile=True, modules=["game"])
    (exe,) = steps["EXE"]
    assert exe.kwargs["name"] == name
    assert exe.kwargs["exclude_binaries"] is False
    analysis = steps["Analysis"][0]
    assert analysis.binaries in exe.args and analysis.datas in exe.args
    assert not steps["COLLECT"] and not steps["BUNDLE"]
    assert exe.kwargs["console"] is (platform != "win32")


def test_icon_files_hold_every_size_each_system_asks_for(tmp_path: Path) -> None:
    files = write_icon_files(tmp_path / "icons")
    with Image.open(files["ico"]) as ico:
        assert {(s, s) for s in ICO_SIZES} <= set(ico.info["sizes"])
    with Image.open(files["icns"]) as icns:
        assert icns.format == "ICNS" and icns.size[0] >= 512
    with Image.open(files["png"]) as png:
        assert png.size == (256, 256) and png.mode == "RGBA"
        centre, corner = png.getpixel((128, 128)), png.getpixel((0, 0))
        assert isinstance(centre, tuple) and isinstance(corner, tuple)
        assert centre[3] == 255 and corner[3] == 0  # a drawing on a clear ground


def _frozen_entry() -> types.ModuleType:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return importlib.import_module("frozen_entry")  # tools/ is not a package: the program's script, run as is
    finally:
        sys.path.remove(str(ROOT / "tools"))


def test_without_a_console_a_failure_is_shown_in_a_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    entry = _frozen_entry()
    shown: list[str] = []
    monkeypatch.setattr(entry, "_show_box", shown.append)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)

    def failing_main() -> int:
        print("card-duels: A file the game needs is missing: fonts/DejaVuSans.ttf.", file=sys.stderr)
        return 1

    monkeypatch.setattr(entry, "main", failing_main)
    assert entry.run() == 1
    assert shown == ["card-duels: A file the game needs is missing: fonts/DejaVuSans.ttf."]

    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(entry, "main", lambda: 0)
    assert entry.run() == 0
    assert len(shown) == 1  # success: no dialog


def test_with_a_console_the_entry_point_is_the_plain_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    entry = _frozen_entry()
    shown: list[str] = []
    monkeypatch.setattr(entry, "_show_box", shown.append)
    err = io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    monkeypatch.setattr(sys, "argv", ["card-duels", "simulate", "no-such-game"])
    assert entry.run() == 2
    assert "no-such-game" in err.getvalue() and not shown


def test_the_checksums_match_the_shipped_files() -> None:
    on_disk = {str(p.relative_to(asset_root())).replace("\\", "/") for p in asset_root().rglob("*") if p.is_file()}
    fonts = {name for name in on_disk if name.startswith("fonts/")}
    assert fonts <= set(SHIPPED) <= on_disk  # other assets may come unlisted: they are checked for being there, not for damage
    for name, expected in SHIPPED.items():
        assert file_digest(asset_root() / name) == expected, f"{name} changed: update its line in game/ui/assets.py"


def test_a_font_damaged_in_the_middle_is_refused_by_name(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    good = (asset_root() / "fonts" / "DejaVuSans.ttf").read_bytes()
    (tmp_path / "fonts").mkdir()
    damaged = bytearray(good)
    damaged[len(good) // 2] ^= 0xFF  # same size, one byte flipped: FreeType would still open it
    (tmp_path / "fonts" / "DejaVuSans.ttf").write_bytes(bytes(damaged))
    with pytest.raises(AssetError, match=r"damaged and cannot be read: .*DejaVuSans\.ttf"):
        asset_path("fonts", "DejaVuSans.ttf", root=tmp_path)
    intact = tmp_path / "intact"
    (intact / "fonts").mkdir(parents=True)
    (intact / "fonts" / "DejaVuSans.ttf").write_bytes(good)
    assert asset_path("fonts", "DejaVuSans.ttf", root=intact) == intact / "fonts" / "DejaVuSans.ttf"


def test_frozen_the_bundle_holds_assets_and_saves_side_by_side(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.bundle_root() == tmp_path
    assert asset_root() == tmp_path / "assets"
    monkeypatch.delattr(sys, "_MEIPASS")
    assert assets.bundle_root() == ROOT
