"""Duel of Swords: two fencers pick one of ten moves in secret each round.

The results matrix is built in exactly as published (RULINGS 3.1): rows
are player B's move, columns player A's; seat 0 is A. An advantage lasts
one round; two in a row make a hit (DS-R04). First to the target wins,
with a tie at or past the target played out, up to the round limit.
"""

from __future__ import annotations

from typing import Any

from ..actions import Action
from ..cards import Card
from ..errors import SetupError
from ..events import Event
from ..observation import Observation, Outcome
from ..options import OptionSpec
from ..rng import Rng
from ..state import Game, State

MOVES: tuple[str, ...] = (
    "thrust",
    "slash",
    "cut-low",
    "cut-high",
    "lateral-parry",
    "circular-parry",
    "dodge",
    "disengage",
    "feint",
    "stop-hit",
)
SWORD_NAMES = (
    "Thrust",
    "Slash",
    "Cut Low",
    "Cut High",
    "Lateral Parry",
    "Circular Parry",
    "Dodge",
    "Disengage",
    "Feint",
    "Stop Hit",
)
#: The rule text's Duel of Spells names, in the same order (DS-R14).
SPELL_NAMES = (
    "Lightning Bolt",
    "Crushing Force",
    "Drain Strength",
    "Mind Blast",
    "Force Shield",
    "Energy Shield",
    "Teleport",
    "Dimension Shift",
    "Mirror Image",
    "Lightning Rod",
)
#: The move descriptions players may consult during play (the rule text's rule 6, in our words).
DESCRIPTIONS = (
    "A straight lunge: the strongest attack, but it leaves you open.",
    "A blow from the side: hits less often than a thrust, gains the upper hand more often.",
    "A cut at the legs: hard to parry, seldom lands; two cutters soon trade blows.",
    "A cut at the head, much like the cut low.",
    "A sideways parry: turns a slash to your favour, does little else.",
    "A whirling parry: throws a thrust aside and leaves the attacker open, useless against the rest.",
    "Leap aside: safe against most attacks, but rarely gains anything; a way to stall.",
    "Step back while parrying: like a dodge, but safe against other attacks.",
    "Pretend one attack and switch to another: best against a foe who parries.",
    "Meet a thrust with your own blade, blocking and hitting at once; open to almost all else.",
)
#: The same ten in the Duel of Spells theme's own words (DS-R14): a spell's card said a sword's ("Lightning Rod: Meet a
#: thrust with your own blade"). Each says what its move does in the matrix, as the sword words do.
SPELL_DESCRIPTIONS = (
    "A bolt hurled straight at the foe: the strongest attack, but it leaves you open.",
    "A blow of raw force from the side: lands less often than a bolt, gains the upper hand more often.",
    "Sap the foe's body: hard to ward off, seldom lands; two drainers soon trade blows.",
    "A strike at the mind, much like draining strength.",
    "A flat wall of force: turns crushing force to your favour, does little else.",
    "A whirling ward: throws a bolt aside and leaves the caster open, useless against the rest.",
    "Vanish and reappear aside: safe against most attacks, but rarely gains anything; a way to stall.",
    "Slip half out of the world while warding: like a teleport, but safe against other attacks.",
    "Cast one spell through an image and another in truth: best against a foe who shields.",
    "Catch a bolt and send it back, blocking and striking at once; open to almost all else.",
)

# Rows: B's move; columns: A's move (RULINGS 3.1). '.' is "nothing happens".
_MATRIX_ROWS = (
    "XB..Ba.aBA",
    "A.bbaBa..B",
    ".aXXBb.abB",
    ".aX.bBaabB",
    "AbAa....ab",
    "bAaA....ab",
    ".b.b....a.",
    "b.bb....a.",
    "A.aabbbb.a",
    "BAAAaa..b.",
)
DISENGAGE = MOVES.index("disengage")
CUT_LOW = MOVES.index("cut-low")
CUT_HIGH = MOVES.index("cut-high")


def result_letter(a_move: int, b_move: int, options: dict[str, Any] | None = None) -> str:
    """The matrix cell for A's and B's moves: A, B, a, b, X or '.', with the cut switches (DS-R03)."""
    if options:
        if a_move == b_move == CUT_HIGH and options.get("cutHighMirror"):
            return "X"
        if a_move == b_move == CUT_LOW and options.get("sameCutBlank"):
            return "."
    return _MATRIX_ROWS[b_move][a_move]


def matrix_letters(options: dict[str, Any] | None = None) -> tuple[tuple[str, ...], ...]:
    """The whole matrix as the rule text lays it out (rows B, columns A), with the chosen switches."""
    return tuple(tuple(result_letter(a, b, options) for a in range(10)) for b in range(10))


OPTIONS = (
    OptionSpec("hitsToWin", "int", 5, "Hits needed to win the duel.", "Hits to win", minimum=1, maximum=15, rule="DS-R05"),
    OptionSpec("roundLimit", "int", 15, "Rounds before time is called.", "Round limit", minimum=5, maximum=99, rule="DS-R05"),
    OptionSpec(
        "roundLimitResult",
        "choice",
        "leader",
        "When time is called: the fencer ahead wins, or it is a draw unless someone already won.",
        "Result at the limit",
        choices=("leader", "draw"),
        rule="DS-R07",
    ),
    OptionSpec(
        "suddenDeath", "bool", False, "A tie at the round limit is fenced on until it breaks.", "Sudden death", rule="DS-R08"
    ),
    OptionSpec(
        "cutHighMirror",
        "bool",
        False,
        "Cut High against Cut High is a double hit, like Cut Low against Cut Low.",
        "Cut High mirrors Cut Low",
        rule="DS-R03",
        excludes=("sameCutBlank",),
    ),
    OptionSpec(
        "sameCutBlank",
        "bool",
        False,
        "Cut Low against Cut Low scores nothing, like Cut High against Cut High.",
        "Same cuts score nothing",
        rule="DS-R03",
        excludes=("cutHighMirror",),
    ),
    OptionSpec(
        "noRepeat",
        "bool",
        False,
        "No move twice in a row, except Disengage (a house rule of a later version).",
        "No repeats",
        rule="DS-R10",
    ),
    OptionSpec(
        "showMatrix",
        "bool",
        False,
        "Practice mode: the results matrix is in the rules at the table (? or F1) during play.",
        "Show the matrix",
        rule="DS-R09",
    ),
    OptionSpec(
        "theme",
        "choice",
        "swords",
        "Name and describe the moves for swords, or as the Duel of Spells.",
        "Theme",
        choices=("swords", "spells"),
        rule="DS-R14",
    ),
)

_RESULT_WORDS = {
    "A": "{a} scores a hit",
    "B": "{b} scores a hit",
    "a": "{a} gains an advantage",
    "b": "{b} gains an advantage",
    "X": "both fencers score a hit",
    ".": "nothing happens",
}


def move_names(options: dict[str, Any]) -> tuple[str, ...]:
    return SPELL_NAMES if options.get("theme") == "spells" else SWORD_NAMES


def move_descriptions(options: dict[str, Any]) -> tuple[str, ...]:
    """The ten descriptions in the theme's own words, in move order."""
    return SPELL_DESCRIPTIONS if options.get("theme") == "spells" else DESCRIPTIONS


def _seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


class DuelOfSwordsState(State):
    """Round, hits, the pending advantage, this round's secret choices and the public history."""

    def __init__(self, options: dict[str, Any], rng: Rng) -> None:
        self.seats = 2
        self.options = options
        self.rng = rng
        self.round = 1
        self.hits = [0, 0]
        self.pending: int | None = None
        self.choices: list[int | None] = [None, None]
        #: One entry per finished round: (A's move, B's move, result letter, converted-by seat or -1).
        self.history: list[tuple[int, int, str, int]] = []
        self._outcome: Outcome | None = None
        self._names = move_names(options)

    # -- turn structure --------------------------------------------------------------------------

    def to_act(self) -> list[int]:
        if self._outcome is not None:
            return []
        return [s for s in (0, 1) if self.choices[s] is None]

    def _legal(self, seat: int) -> list[Action]:
        actions = _ACTIONS[self.options.get("theme", "swords")]
        if self.options["noRepeat"] and self.history:
            last = self.history[-1][seat]
            if last != DISENGAGE:
                return [a for i, a in enumerate(actions) if i != last]
        return list(actions)

    def is_legal(self, seat: int, action: Action) -> bool:
        index = _INDEX.get(action.target) if action.kind == "move" and not action.cards else None
        if index is None:
            return False
        if self.options["noRepeat"] and self.history:
            last = self.history[-1][seat]
            return index != last or last == DISENGAGE
        return True

    def why_illegal(self, seat: int, action: Action) -> str:
        if action.kind != "move" or action.cards or action.target not in _INDEX:
            return "Choose one of the ten moves."
        name = self._names[_INDEX[action.target]]
        free = self._names[DISENGAGE]  # in the theme's words, as the move was named
        return f"No repeats is on: you used {name} last round, and only {free} may be used twice in a row."

    def not_your_turn(self, seat: int) -> str:
        return "You have chosen your move for this round; waiting for your opponent."

    def _apply(self, seat: int, action: Action) -> list[Event]:
        move = _INDEX[action.target]
        self.choices[seat] = move
        events = [
            Event(
                "choose",
                seat=seat,
                text=f"{_seat_name(seat)} has chosen a move.",
                detail=self._names[move],
                visible_to=(seat,),
                rule="GEN-R04",
            )
        ]
        if self.choices[0] is not None and self.choices[1] is not None:
            events += self._resolve_round()
        return events

    def _resolve_round(self) -> list[Event]:
        a_move, b_move = self.choices[0], self.choices[1]
        assert a_move is not None and b_move is not None
        self.choices = [None, None]
        letter = result_letter(a_move, b_move, self.options)
        names = self._names
        words = _RESULT_WORDS[letter].format(a=_seat_name(0), b=_seat_name(1))
        events = [
            Event(
                "reveal",
                text=f"Round {self.round}: {names[a_move]} against {names[b_move]} — {words}.",
                detail=f"{names[a_move]}|{names[b_move]}",
                rule="DS-R12",
            )
        ]
        before = self.pending
        converted = -1
        scorers: tuple[int, ...] = ()
        if letter in "ABX":
            scorers = {"A": (0,), "B": (1,), "X": (0, 1)}[letter]
            self.pending = None
        elif letter in "ab":
            gainer = 0 if letter == "a" else 1
            if before == gainer:
                converted = gainer
                scorers = (gainer,)
                self.pending = None
            else:
                self.pending = gainer
        else:
            self.pending = None
        if before is not None and converted < 0 and self.pending != before:
            events.append(Event("advantage-lost", seat=before, text=f"{_seat_name(before)} loses the advantage.", rule="DS-R04"))
        for s in scorers:
            self.hits[s] += 1
            how = "turns two advantages in a row into a hit" if converted == s else "scores a hit"
            events.append(
                Event(
                    "hit",
                    seat=s,
                    amount=self.hits[s],
                    text=f"{_seat_name(s)} {how}.",
                    rule="DS-R04" if converted == s else "DS-R01",
                )
            )
        if self.pending is not None and self.pending != before:
            events.append(
                Event("advantage", seat=self.pending, text=f"{_seat_name(self.pending)} has the advantage.", rule="DS-R04")
            )
        self.history.append((a_move, b_move, letter, converted))
        events += self._end_of_round()
        return events

    def _end_of_round(self) -> list[Event]:
        h = self.options["hitsToWin"]
        a, b = self.hits
        outcome: Outcome | None = None
        past_limit = self.round >= self.options["roundLimit"]
        if (a >= h) != (b >= h):
            outcome = self._win(0 if a >= h else 1, "reached the target")
        elif a >= h and b >= h and a != b:
            outcome = self._win(0 if a > b else 1, "broke the tie")
        elif past_limit:
            if a == b and self.options["suddenDeath"]:
                pass
            elif self.round > self.options["roundLimit"]:
                outcome = self._win(0 if a > b else 1, "broke the tie in sudden death")
            elif self.options["roundLimitResult"] == "leader" and a != b:
                outcome = self._win(0 if a > b else 1, "led when time was called")
            else:
                outcome = Outcome((), draw=True, reason="Time was called with no winner.", scores=(a, b))
        if outcome is not None:
            self._outcome = outcome
            return [Event("game-over", text=outcome.reason, rule="DS-R07" if past_limit else "DS-R06")]
        self.round += 1
        return [Event("round", amount=self.round, text=f"Round {self.round}.")]

    def _win(self, seat: int, how: str) -> Outcome:
        a, b = self.hits
        return Outcome((seat,), reason=f"{_seat_name(seat)} wins {max(a, b)}–{min(a, b)}: {how}.", scores=(a, b))

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    # -- views ------------------------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        names = self._names
        info: dict[str, Any] = {
            "round": self.round,
            "hits": list(self.hits),
            "pending": self.pending,
            "chosen": [c is not None for c in self.choices],
            "my_choice": None if (mine := self.choices[seat]) is None else MOVES[mine],
            "history": [
                {"moves": [MOVES[a], MOVES[b]], "result": letter, "converted": conv} for a, b, letter, conv in self.history
            ],
            "moves": list(MOVES),
            "move_names": list(names),
            "descriptions": list(move_descriptions(self.options)),
        }
        if self.options["showMatrix"] or self._outcome is not None:
            info["matrix"] = [list(row) for row in matrix_letters(self.options)]
        return Observation(
            game=GAME.id,
            seat=seat,
            seats=2,
            to_act=tuple(self.to_act()),
            hand=(),
            info=info,
            options=dict(self.options),
            outcome=self._outcome,
        )

    def zones(self) -> dict[str, list[Card]]:
        return {}

    def all_cards(self) -> list[Card]:
        return []

    def check_invariants(self, round_trip: bool = True) -> None:
        super().check_invariants(round_trip)
        assert self.pending in (None, 0, 1)
        assert len(self.history) == self.round - (0 if self._outcome is not None else 1)
        assert all(0 <= h <= len(self.history) for h in self.hits)

    # -- copies -----------------------------------------------------------------------------------

    def clone(self) -> DuelOfSwordsState:
        other = DuelOfSwordsState.__new__(DuelOfSwordsState)
        other.seats = 2
        other.options = self.options
        other.rng = self.rng.copy()
        other.round = self.round
        other.hits = self.hits[:]
        other.pending = self.pending
        other.choices = self.choices[:]
        other.history = self.history[:]
        other._outcome = self._outcome
        other._names = self._names
        return other

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": GAME.id,
            "seats": 2,
            "options": dict(self.options),
            "rng": self.rng.state,
            "round": self.round,
            "hits": list(self.hits),
            "pending": self.pending,
            "choices": [MOVES[c] if c is not None else None for c in self.choices],
            "history": [[MOVES[a], MOVES[b], letter, conv] for a, b, letter, conv in self.history],
            "outcome": self._outcome.to_dict() if self._outcome else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DuelOfSwordsState:
        try:
            state = cls(GAME.resolve_options(data["options"], 2), Rng(int(data["rng"])))
            state.round = int(data["round"])
            state.hits = [int(h) for h in data["hits"]]
            state.pending = None if data["pending"] is None else int(data["pending"])
            state.choices = [None if c is None else _INDEX_NAME[c] for c in data["choices"]]
            state.history = [(_INDEX_NAME[a], _INDEX_NAME[b], str(letter), int(conv)) for a, b, letter, conv in data["history"]]
            state._outcome = Outcome.from_dict(data["outcome"]) if data["outcome"] else None
        except (KeyError, TypeError, ValueError) as exc:
            raise SetupError(f"not a Duel of Swords position: {exc}") from None
        return state


_INDEX_NAME = {m: i for i, m in enumerate(MOVES)}
_INDEX: dict[str | None, int] = {m: i for i, m in enumerate(MOVES)}
_ACTIONS = {
    "swords": tuple(Action("move", (), m, n) for m, n in zip(MOVES, SWORD_NAMES, strict=True)),
    "spells": tuple(Action("move", (), m, n) for m, n in zip(MOVES, SPELL_NAMES, strict=True)),
}


class DuelOfSwords(Game):
    id = "duel-of-swords"
    name = "Duel of Swords"
    min_seats = 2
    max_seats = 2
    options = OPTIONS
    state_type = DuelOfSwordsState
    designer = "Unknown; learnt on Q-Link's Red Dragon Inn in 1988 and written down from memory"
    source = "Duel of Swords, the fencing matrix game of the Red Dragon Inn"
    summary = "Two fencers choose one of ten moves in secret each round; a results matrix decides hits and advantages."

    def _new(self, seats: int, options: dict[str, Any], rng: Rng, deck: Any) -> DuelOfSwordsState:
        if deck is not None:
            raise SetupError("Duel of Swords is played without cards, so it takes no stacked deck")
        return DuelOfSwordsState(options, rng)

    def determinize(self, observation: Observation, rng: Rng) -> DuelOfSwordsState:
        """Everything is public but the opponent's choice this round, which is drawn from its legal moves."""
        info = observation.info
        state = DuelOfSwordsState(dict(observation.options), rng.fork())
        state.round = info["round"]
        state.hits = list(info["hits"])
        state.pending = info["pending"]
        state.history = [
            (_INDEX_NAME[h["moves"][0]], _INDEX_NAME[h["moves"][1]], h["result"], h["converted"]) for h in info["history"]
        ]
        state._outcome = observation.outcome
        me, other = observation.seat, 1 - observation.seat
        if info["my_choice"] is not None:
            state.choices[me] = _INDEX_NAME[info["my_choice"]]
        if info["chosen"][other]:
            state.choices[other] = _INDEX[rng.choice(state._legal(other)).target]
        return state


GAME = DuelOfSwords()
