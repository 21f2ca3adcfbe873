"""The save file: a record as plain JSON data, and back, checked move by move.

A save holds what fully gives a game (game id, seats, options, seed or
stacked deck, the action log) plus a snapshot of the position. Loading
deals again and replays the log through the engine, then compares the
result with the snapshot, so a file edited by hand or damaged in a way
JSON cannot see is refused instead of producing an impossible position.
Timestamps are passed in: this module never reads a clock.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..engine import GAMES, Action, IllegalAction, SetupError, State
from .errors import Problem, SaveError
from .game_record import COMPUTER, HUMAN, GameRecord, MatchScore, Move, SeatRecord
from .limits import MAX_BYTES, MAX_MOVES

#: The version written now. Files of this or any earlier version load; later ones are refused.
FORMAT = 1
#: The marker that says a JSON file is a Card Duels save.
APP = "card-duels"
#: The longest note (an example's caption) and title kept when a save is read; the rest is cut.
NOTE_LIMIT = 200
TITLE_LIMIT = 60


@dataclass(frozen=True)
class Progress:
    """How far a game has got, for lists of saves (read without replaying)."""

    moves: int
    over: bool
    result: str
    to_act: tuple[str, ...]

    def text(self) -> str:
        played = f"{self.moves} move{'s' if self.moves != 1 else ''}"
        if self.over:
            return f"finished after {played}" + (f": {self.result}" if self.result else "")
        waiting = f", {' and '.join(self.to_act)} to play" if self.to_act else ""
        return f"{played}{waiting}"


@dataclass(frozen=True)
class SaveHeader:
    """What a save says about itself: enough for a list or ``inspect``, without replaying it."""

    format: int
    game_id: str
    game_name: str
    seats: tuple[SeatRecord, ...]
    created: str
    saved: str
    progress: Progress
    #: A line about the position (an example's caption: what to look at, what to try); empty for most saves.
    note: str = ""
    #: A short name for the position (the examples have one); empty for most saves and in older files.
    title: str = ""


def _plain(data: Any) -> Any:
    """Data as it reads back from JSON (tuples become lists), so snapshots compare equal."""
    return json.loads(json.dumps(data))


def progress_of(record: GameRecord) -> Progress:
    outcome = record.state.outcome
    to_act = () if outcome is not None else tuple(record.seats[s].name for s in record.state.to_act())
    return Progress(record.moves, outcome is not None, outcome.reason if outcome else "", to_act)


def to_data(record: GameRecord, saved: str, created: str | None = None, note: str = "", title: str = "") -> dict[str, Any]:
    """The JSON-ready save of a record, stamped ``saved`` (and ``created``, or the record's own)."""
    progress = progress_of(record)
    data: dict[str, Any] = {
        "app": APP,
        "format": FORMAT,
        "game": record.game_id,
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in record.seats],
        "options": dict(record.options),
        "seed": record.seed,
        "deck": record.deck,
        "log": [{"seat": m.seat, "action": m.action.to_dict()} for m in record.log],
        "snapshot": record.state.to_dict(),
        "created": created or record.created or saved,
        "saved": saved,
        "progress": {
            "moves": progress.moves,
            "over": progress.over,
            "result": progress.result,
            "to_act": list(progress.to_act),
        },
    }
    if title:
        data["title"] = title
    if note:
        data["note"] = note
    if record.match is not None:
        data["match"] = {"wins": list(record.match.wins), "games": record.match.games, "draws": record.match.draws}
    return _plain(data)


def to_json(record: GameRecord, saved: str, created: str | None = None, note: str = "", title: str = "") -> bytes:
    """The save as UTF-8 bytes: one line per field and per move, so a bug report can be read and diffed.

    Refuses (``SaveError``) a game longer or bigger than a save may be, so no
    writer ever leaves a file the reader would refuse: only a Duel of Swords
    in sudden death can get there, and its last save that fitted stays as it was.
    """
    if record.moves > MAX_MOVES:
        raise SaveError(Problem.OUTGROWN, f"{record.moves:,} moves; the limit is {MAX_MOVES:,}")
    lines = []
    for key, value in to_data(record, saved, created, note, title).items():
        if key == "log" and value:
            moves = ",\n".join(f"  {_compact(m)}" for m in value)
            lines.append(f' "log": [\n{moves}\n ]')
        else:
            lines.append(f" {_compact(key)}: {_compact(value)}")
    data = ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")
    if len(data) > MAX_BYTES:
        raise SaveError(Problem.OUTGROWN, f"{len(data):,} bytes; the limit is {MAX_BYTES:,}")
    return data


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


# -- reading ------------------------------------------------------------------------------------------


#: What the engine may raise when a hand-edited file asks for something impossible.
_ENGINE_REFUSALS = (IllegalAction, SetupError, ValueError, KeyError, TypeError, IndexError)


def _damaged(detail: str) -> SaveError:
    return SaveError(Problem.INCONSISTENT, detail)


def _checked_envelope(data: Any) -> dict[str, Any]:
    """The outer checks, in the order that gives the most useful reason: whose file, which version, which game."""
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError(Problem.FOREIGN)
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError(Problem.FOREIGN, "its version is not a number")
    if version > FORMAT:
        raise SaveError(Problem.FUTURE, f"format {version}; this version reads up to {FORMAT}")
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise _damaged("it does not name its game")
    if game_id not in GAMES:
        raise SaveError(Problem.UNKNOWN_GAME, repr(game_id[:40]))
    return data


def _seats(data: Any) -> tuple[SeatRecord, ...]:
    if not isinstance(data, list) or not data:
        raise _damaged("the seats are not a list of players")
    seats = []
    for n, seat in enumerate(data, 1):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or seat.get("kind") not in (HUMAN, COMPUTER):
            raise _damaged(f"seat {n} is not a player")
        level = seat.get("level")
        if level is not None and not isinstance(level, str):
            raise _damaged(f"seat {n} has a level that is not text")
        seats.append(SeatRecord(seat["name"][:40], seat["kind"], level))
    return tuple(seats)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _progress(data: Any) -> Progress:
    if not isinstance(data, dict):
        raise _damaged("the progress summary is missing")
    moves: Any = data.get("moves")
    over, result, to_act = data.get("over"), data.get("result", ""), data.get("to_act", [])
    if not _whole(moves) or not isinstance(over, bool) or not isinstance(result, str):
        raise _damaged("the progress summary is not a summary")
    if not isinstance(to_act, list) or not all(isinstance(n, str) for n in to_act):
        raise _damaged("the progress summary is not a summary")
    return Progress(moves, over, result[:200], tuple(n[:40] for n in to_act))


def header(data: Any) -> SaveHeader:
    """The self-description of a save (game, seats, dates, progress), checked but not replayed."""
    data = _checked_envelope(data)
    created, saved = data.get("created"), data.get("saved")
    if not isinstance(created, str) or not isinstance(saved, str):
        raise _damaged("the dates are missing")
    game = GAMES[data["game"]]
    seats, progress, note = _seats(data.get("seats")), _progress(data.get("progress")), data.get("note", "")
    title = data.get("title", "")  # optional: a file from before titles has none, and still loads
    if not isinstance(note, str) or not isinstance(title, str):
        raise _damaged("the note or the title is not text")
    note, title = note[:NOTE_LIMIT], title[:TITLE_LIMIT]
    return SaveHeader(data["format"], game.id, game.name, seats, created[:40], saved[:40], progress, note, title)


def _log(data: Any) -> list[Move]:
    if not isinstance(data, list):
        raise _damaged("the moves are not a list")
    if len(data) > MAX_MOVES:
        raise SaveError(Problem.TOO_LONG, f"{len(data):,} moves; the limit is {MAX_MOVES:,}")
    moves = []
    for n, entry in enumerate(data, 1):
        if not isinstance(entry, dict) or not _whole(entry.get("seat")):
            raise _damaged(f"move {n} does not say whose it is")
        try:
            action = Action.from_dict(entry.get("action"))  # type: ignore[arg-type]
        except ValueError as exc:
            raise _damaged(f"move {n}: {exc}") from None
        moves.append(Move(entry["seat"], action))
    return moves


def _match(data: Any, seats: int) -> MatchScore | None:
    """The score of a match's earlier games (optional: only a later game of a match has one)."""
    if data is None:
        return None
    fields: dict[str, Any] = data if isinstance(data, dict) else {}
    wins: Any = fields.get("wins")
    games: Any = fields.get("games")
    draws: Any = fields.get("draws")
    if not (isinstance(wins, list) and len(wins) == seats and all(_whole(w) for w in wins) and _whole(games) and _whole(draws)):
        raise _damaged("the match score is not a count of games and wins")
    if min([*wins, games, draws]) < 0 or max(wins, default=0) > games or draws > games:
        raise _damaged("the match score counts more wins than games, or fewer than none")
    return MatchScore(tuple(wins), games, draws)


def from_data(data: Any) -> GameRecord:
    """The record a save holds: dealt again, every move replayed, the result checked against the snapshot."""
    top = header(data)
    options, seed, deck, snapshot = data.get("options"), data.get("seed"), data.get("deck"), data.get("snapshot")
    if not isinstance(options, dict):
        raise _damaged("the options are not a table of settings")
    options = GAMES[top.game_id].saved_options(options)
    if not _whole(seed):
        raise _damaged("the seed is not a whole number")
    if not isinstance(snapshot, dict):
        raise _damaged("the position is missing")
    log = _log(data.get("log"))
    try:
        record = GameRecord.start(top.game_id, top.seats, options, seed, deck)
    except _ENGINE_REFUSALS as exc:
        raise _damaged(f"the set-up is not possible: {exc}") from None
    record.created = top.created
    record.match = _match(data.get("match"), len(top.seats))
    for n, move in enumerate(log, 1):
        try:
            record.apply(move.seat, move.action)
        except _ENGINE_REFUSALS as exc:
            raise _damaged(f"move {n}, by {_seat_name(top, move.seat)}, is refused: “{exc}”") from None
    if _plain(record.state.to_dict()) != snapshot and not _same_position(record.state, snapshot):
        raise _damaged("the position saved is not the one its moves lead to")
    return record


def _seat_name(top: SaveHeader, seat: int) -> str:
    """Who made a move, by the name the save gives its seat (the engine's refusal speaks to that seat as "you")."""
    return top.seats[seat].name if 0 <= seat < len(top.seats) else f"seat {seat + 1}"


def _same_position(state: State, snapshot: dict[str, Any]) -> bool:
    """The snapshot read back is the replayed position, even if an older version wrote it with fewer fields.

    A later engine may add a field (El Royale's ``hushed``, Mortal Swords'
    ``cleared``); the moves are what a save is, so an older file keeps loading
    as long as its snapshot, read by today's engine, is the same position in
    every field the snapshot holds.
    """
    try:
        read = type(state).from_dict(snapshot).to_dict()
    except Exception:  # any failure to read the snapshot means it is not this position
        return False
    now = state.to_dict()
    return all(read[k] == now[k] for k in now if k in snapshot)
