"""Saves: the game record, its JSON format, safe reading and writing, and where files live.

Pure Python and the engine only; the UI and the command line use it, never
the other way round. A save is data: never pickle, never code.
"""

from .errors import Problem, SaveError
from .game_record import COMPUTER, HUMAN, GameRecord, Move, SeatRecord
from .save_format import FORMAT, Progress, SaveHeader, from_data, header, to_data, to_json
from .store import SaveEntry, SaveStore, Waiting, load_file, read_header, write_file

__all__ = [
    "COMPUTER",
    "FORMAT",
    "HUMAN",
    "GameRecord",
    "Move",
    "Problem",
    "Progress",
    "SaveEntry",
    "SaveError",
    "SaveHeader",
    "SaveStore",
    "SeatRecord",
    "Waiting",
    "from_data",
    "header",
    "load_file",
    "read_header",
    "to_data",
    "to_json",
    "write_file",
]
