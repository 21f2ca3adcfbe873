"""Every screen of the app as data: a registry of named builders the gallery renders at each size.

A :class:`Screen` is a name and a function that, given the :class:`Studio`
(the app at one size, a throw-away data folder, and game records reached by
seeded play), yields one or more views of a scene, each drawn and checked in
turn. A new screen is one more entry in :data:`SCREENS`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ...engine import GAMES, Outcome
from ...persistence import GameRecord, SaveStore, load_file, read_header
from ...persistence.history import History
from ..scene import AppContext, Scene
from . import positions as pos
from .positions import Position

#: One view of a screen: a suffix for its name ("" for the only view) and the scene to draw.
View = tuple[str, Scene]
#: The example positions shipped in the repository.
EXAMPLES = Path(__file__).resolve().parents[3] / "saves"
#: A rules page is scrolled at most this many times.
MAX_PAGES = 40


@dataclass
class Studio:
    """What builders share: the app at the size being drawn and a data folder that is never the player's own."""

    app: AppContext
    data: Path
    records: dict[str, GameRecord] = field(default_factory=dict)

    def record(self, position: Position) -> GameRecord:
        """The game at ``position``, reached once and copied for each use (a table plays on in its record)."""
        return _copy(_reached(position))

    @property
    def store(self) -> SaveStore:
        return SaveStore(self.data)

    @property
    def history(self) -> History:
        return History(self.data)


@dataclass(frozen=True)
class Screen:
    """A named screen and how to show it."""

    name: str
    views: Callable[[Studio], Iterator[View]]
    #: Let the scene finish what it makes over its first frames (the title's pictures) before it is drawn.
    #: Off for tables: a table's frames ask its computers to move, and the picture must stay as dealt.
    settle: bool = True


#: Positions already reached, by name: seeded play is the same at every size, so it runs once.
_REACHED: dict[str, GameRecord] = {}


def _reached(position: Position) -> GameRecord:
    if position.name not in _REACHED:
        _REACHED[position.name] = pos.reach(position)
    return _REACHED[position.name]


def _copy(record: GameRecord) -> GameRecord:
    copy = GameRecord.start(record.game_id, record.seats, record.options, record.seed, record.deck)
    for move in record.log:
        copy.apply(move.seat, move.action)
    copy.match = record.match
    return copy


def one(build: Callable[[Studio], Scene]) -> Callable[[Studio], Iterator[View]]:
    """A screen with a single view."""

    def views(studio: Studio) -> Iterator[View]:
        yield "", build(studio)

    return views


# -- the menus ---------------------------------------------------------------------------------------


def _title(studio: Studio) -> Scene:
    from ..scenes.title import TitleScene

    return TitleScene(studio.app, store=studio.store)


def _choose(studio: Studio) -> Scene:
    from ..scenes.choose_game import ChooseGameScene

    return ChooseGameScene(studio.app)


def _settings(studio: Studio) -> Scene:
    from ..scenes.settings import SettingsScene

    return SettingsScene(studio.app)


def _credits(studio: Studio) -> Scene:
    from ..scenes.credits import CreditsScene

    return CreditsScene(studio.app)


def _waiting(studio: Studio) -> Scene:
    from ..scenes.waiting import WaitingScene

    store = studio.store
    return WaitingScene(studio.app, store, store.waiting())


def _error(studio: Studio) -> Scene:
    from ..scenes.error import ErrorScene

    return ErrorScene(studio.app, studio.data / "logs" / "crash-2026-11-24T00-00-00.txt", saved=True)


def _load(studio: Studio) -> Scene:
    from ..scenes.load import LoadScene

    return LoadScene(studio.app, store=studio.store, examples_folder=EXAMPLES)


def _statistics(studio: Studio) -> Scene:
    from ..scenes.statistics import StatisticsScene

    return StatisticsScene(studio.app, history=studio.history)


def _setup(game_id: str, seats: int, options: dict[str, Any] | None = None) -> Callable[[Studio], Scene]:
    def build(studio: Studio) -> Scene:
        from ..scenes.setup import SetupScene

        scene = SetupScene(studio.app, game_id, rng=random.Random(7))
        if seats != len(scene.seats):
            scene.set_seat_count(seats)
        for name, value in (options or {}).items():
            scene.set_option(name, value)
        return scene

    return build


def _rules(game_id: str) -> Callable[[Studio], Iterator[View]]:
    """Every page of a game's rules: the page scrolled a screenful at a time to its end."""

    def views(studio: Studio) -> Iterator[View]:
        from ..scenes.rules import RulesScene

        scene = RulesScene(studio.app, game_id)
        for page in range(1, MAX_PAGES + 1):
            yield f"page-{page}", scene  # drawn before it is scrolled on: the page's height is known only then
            before = scene.scroll
            scene.scroll_by(max(40, scene.page.height - 60))
            if scene.scroll == before:
                return

    return views


# -- finished games: results, statistics, the replay ---------------------------------------------------

#: Finished games of each kind of ending, reached by seeded play.
ENDINGS: dict[str, tuple[Position, Callable[[Outcome], bool]]] = {
    "win": (Position("win", "duel-of-swords", 2, pos.busiest), lambda o: o.winners == (0,)),
    "loss": (Position("loss", "clashing-blades", 2, pos.busiest), lambda o: o.winners == (1,)),
    "draw": (
        Position("draw", "duel-of-swords", 2, pos.busiest, {"roundLimit": 5, "roundLimitResult": "draw"}),
        lambda o: o.draw,
    ),
    "team-win": (
        Position("team-win", "el-royale", 4, pos.busiest, {"mode": "teams2"}),
        lambda o: 0 in o.winners and len(o.winners) > 1,
    ),
}


@cache
def finished(ending: str) -> GameRecord:
    """A finished game with ``ending``, from the first seed that gives one."""
    position, wanted = ENDINGS[ending]
    return _first_ending(position, wanted, 200, f"in a {ending}")


def _first_ending(position: Position, wanted: Callable[[Outcome], bool], seeds: int, what: str) -> GameRecord:
    """The first of ``seeds`` seeded games from ``position`` whose outcome is ``wanted``."""
    for seed in range(seeds):
        record = pos.play_out(position, seed)
        outcome = record.state.outcome
        if outcome is not None and wanted(outcome):
            return record
    raise LookupError(f"no seeded game of {position.game_id} ended {what}")


def _results(ending: str) -> Callable[[Studio], Scene]:
    def build(studio: Studio) -> Scene:
        from ..scenes.load import setup_for
        from ..scenes.results import ResultsScene

        record = _copy(finished(ending))
        return ResultsScene(studio.app, setup_for(record), record.state, record=record, rng=random.Random(3))

    return build


def _replay(studio: Studio) -> Iterator[View]:
    """A finished El Royale game replayed: the deal, halfway, the end, and opened from the results' marks."""
    from ..scenes.replay import ReplayScene

    record = _copy(finished("team-win"))
    scene = ReplayScene(studio.app, record)
    yield "start", scene
    scene.jump(record.moves // 2)
    yield "middle", scene
    scene.to_end()
    yield "end", scene
    from ..analysis_marks import MoveMark

    mine = [n for n, move in enumerate(record.log) if move.seat == 0]
    marked = [MoveMark(n, record.log[n].action, 0.31, record.log[n].action, 0.58) for n in mine[1::4][:3]]
    scene = ReplayScene(studio.app, record, marks=marked)  # opened from the results' marks
    scene.jump(marked[1].move)
    yield "marked", scene


# -- the table -----------------------------------------------------------------------------------------


def _table(position: Position, menu: str | None = None) -> Callable[[Studio], Scene]:
    """The table at ``position``; with ``menu``, that menu of choices open over the recap."""

    def build(studio: Studio) -> Scene:
        from ..scenes.load import setup_for
        from ..table.scene import TableScene

        record = studio.record(position)
        scene = TableScene(studio.app, setup_for(record), record)
        scene.overlays.menu = menu
        return scene

    return build


def _table_rules(position: Position) -> Callable[[Studio], Iterator[View]]:
    """The rules sheet opened at the table at ``position``, a screenful at a time to its end (the keys)."""

    def views(studio: Studio) -> Iterator[View]:
        from ..table.scene import TableScene

        scene = _table(position)(studio)
        assert isinstance(scene, TableScene)
        scene.toggle_rules()
        sheet = scene.rules
        assert sheet is not None
        for page in range(1, MAX_PAGES + 1):
            yield f"page-{page}", scene  # drawn before it is scrolled on: the page's height is known only then
            before = sheet.scroll
            sheet.panel.scroll_by(max(40, sheet.box.height - 60))
            if sheet.scroll == before:
                return

    return views


def _lesson(game_id: str) -> Callable[[Studio], Scene]:
    """A lesson's table at its first words (the whole first step of every lesson was once cut at 960x600)."""

    def build(studio: Studio) -> Scene:
        from ..table.scene import TableScene
        from ..tutorial.coach import Coach
        from ..tutorial.start import lesson_for, lesson_record, lesson_setup

        lesson = lesson_for(game_id)
        setup = lesson_setup(lesson)
        return TableScene(studio.app, setup, lesson_record(lesson, setup), coach=Coach(lesson))

    return build


def _example(path: Path) -> Callable[[Studio], Scene]:
    def build(studio: Studio) -> Scene:
        from ..scenes.load import caption_of, setup_for
        from ..table.scene import TableScene

        record = load_file(path)  # opened as Load opens it: with its caption
        return TableScene(studio.app, setup_for(record), record, caption=caption_of(read_header(path)))

    return build


def _finals() -> dict[str, tuple[Position, Callable[[Outcome], bool]]]:
    tables: list[tuple[str, int, dict[str, Any]]] = [
        (g.id, n, {}) for g in GAMES.values() for n in sorted({g.min_seats, g.max_seats})
    ]
    tables += [("el-royale", 4, {"mode": "teams2"}), ("el-royale", 8, {"mode": "teams2"})]
    finals: dict[str, tuple[Position, Callable[[Outcome], bool]]] = {}
    for game_id, seats, options in tables:
        tag = f"{game_id}-{seats}" + ("-teams" if options else "")
        for ending, wanted in (("win", lambda o: 0 in o.winners), ("loss", lambda o: bool(o.winners) and 0 not in o.winners)):
            finals[f"{tag}-{ending}"] = (Position(f"final-{tag}-{ending}", game_id, seats, pos.busiest, options), wanted)
    return finals


#: The final tables: each game at its fewest and most seats (and El Royale's team games), ending in a win and in a
#: loss for the player at seat 0.
FINALS = _finals()
#: Seeds tried for each final table before the gallery says none ends that way.
FINAL_SEEDS = 60


@cache
def finished_at(name: str) -> GameRecord:
    """The first seeded game that ends as final table ``name`` wants."""
    position, wanted = FINALS[name]
    return _first_ending(position, wanted, FINAL_SEEDS, f"as {name}")


def _final(name: str) -> Callable[[Studio], Scene]:
    """The table of a finished game as the player sees it after the deciding play: the play staged, the result banner."""

    def build(studio: Studio) -> Scene:
        from ..scenes.load import setup_for
        from ..table.scene import TableScene

        record = finished_at(name)
        before = GameRecord.start(record.game_id, record.seats, record.options, record.seed, record.deck)
        for move in record.log[:-1]:
            before.apply(move.seat, move.action)
        scene = TableScene(studio.app, setup_for(before), before)
        last = record.log[-1]
        scene.play(last.seat, last.action)
        for _ in range(1000):  # every step of the deciding play runs to its end; the table then stays, finished
            if not scene.update(1.0):
                break
        return scene

    return build


def table_positions() -> list[Position]:
    """Each game at each seat count in its busiest moment, and the named moments the layouts must hold."""
    found: list[Position] = []
    for game in GAMES.values():
        score = pos.longest_round if game.id == "duel-of-swords" else pos.busiest
        found += [Position(f"{game.id}-{n}", game.id, n, score) for n in range(game.min_seats, game.max_seats + 1)]
    found += [
        Position("el-royale-8-battle-pile", "el-royale", 8, pos.zone_size("pile")),
        Position("el-royale-4-teams-signals", "el-royale", 4, pos.signals_to_choose, {"mode": "teams2"}),
        Position("el-royale-8-teams-signals", "el-royale", 8, pos.signals_to_choose, {"mode": "teams2"}),
        Position("mortal-swords-4-armor", "mortal-swords", 4, pos.zone_size("armor:0")),
        Position("suits-duel-counter-chain", "suits-duel", 2, pos.counter_chain),
        Position("suits-duel-storm", "suits-duel", 2, pos.info_flag("storm")),
        Position("suits-duel-jokers", "suits-duel", 2, pos.busiest, {"jokers": True}),
        Position("clashing-blades-standoff", "clashing-blades", 2, pos.info_flag("phase", "standoff", "standoff-secret")),
        Position("clashing-blades-events", "clashing-blades", 2, pos.busiest, {"eventDeck": True, "extraHearts": True}),
        Position("duel-of-swords-practice", "duel-of-swords", 2, pos.longest_round, {"showMatrix": True}),
        Position("duel-of-swords-curtain", "duel-of-swords", 2, pos.longest_round, humans=2),
        Position("mortal-swords-4-curtain", "mortal-swords", 4, pos.busiest, humans=4),
    ]
    return found


def _screens() -> list[Screen]:
    screens = [
        Screen("title", one(_title)),
        Screen("choose-game", one(_choose)),
        Screen("settings", one(_settings)),
        Screen("load", one(_load)),
        Screen("statistics", one(_statistics)),
        Screen("credits", one(_credits)),
        Screen("continue-waiting", one(_waiting)),
        Screen("error", one(_error)),
    ]
    for game in GAMES.values():
        counts = sorted({game.min_seats, game.max_seats})
        screens += [Screen(f"setup/{game.id}-{n}", one(_setup(game.id, n))) for n in counts]
    screens.append(Screen("setup/el-royale-8-teams", one(_setup("el-royale", 8, {"mode": "teams2"}))))
    screens += [Screen(f"rules/{game_id}", _rules(game_id)) for game_id in GAMES]
    screens += [Screen(f"results/{ending}", one(_results(ending))) for ending in ENDINGS]
    screens.append(Screen("replay", _replay))
    screens += [Screen(f"table/{p.name}", one(_table(p)), settle=False) for p in table_positions()]
    from ..table.layouts.el_royale import SIGNALS

    signals = next(p for p in table_positions() if p.name == "el-royale-8-teams-signals")
    screens.append(Screen("table/el-royale-8-teams-signals-open", one(_table(signals, SIGNALS)), settle=False))
    # one game's sheet, page by page: its options table is the widest (every game's fits: tests/ui/table/test_rules_sheet)
    teams = next(p for p in table_positions() if p.name == "el-royale-8-teams-signals")
    screens.append(Screen("table-rules/el-royale-8-teams", _table_rules(teams), settle=False))
    screens += [Screen(f"final/{name}", one(_final(name)), settle=False) for name in FINALS]
    screens += [Screen(f"example/{path.stem}", one(_example(path)), settle=False) for path in sorted(EXAMPLES.glob("*.json"))]
    screens += [Screen(f"lesson/{game_id}", one(_lesson(game_id)), settle=False) for game_id in GAMES]
    return screens


#: Every screen the gallery shows, in the order it shows them.
SCREENS: list[Screen] = _screens()


def _picture(studio: Studio, record: GameRecord, save: Path) -> None:
    """Write a save's picture as the table's Save does: its table drawn headless as its viewer sees it, shrunk."""
    import pygame

    from ..scenes.load import setup_for
    from ..table import thumbnail
    from ..table.scene import TableScene

    table = TableScene(studio.app, setup_for(record), record)
    try:
        screen = pygame.Surface(studio.app.size)
        table.draw(screen)
        thumbnail.write(screen, save)
    finally:
        table.leave()


def fill(studio: Studio) -> None:
    """Give the data folder what the menus show: a game in progress (Continue), named saves and a history."""
    store = studio.store
    for position in ("mortal-swords-3", "suits-duel-2", "el-royale-4"):  # games left unfinished, for Continue
        store.autosave(studio.record(next(p for p in table_positions() if p.name == position)))
    for name, position in (("Before the storm", "suits-duel-storm"), ("Eight at the table", "el-royale-8")):
        match = next(p for p in table_positions() if p.name == position)
        record = studio.record(match)
        _picture(studio, record, store.save_as(name, record))
    history = studio.history
    for i, ending in enumerate(ENDINGS):
        history.add(_copy(finished(ending)), ended=f"2026-11-0{i + 1}T12:00:00+00:00")
