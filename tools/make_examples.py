"""Build the rule texts' worked examples as example saves in ``saves/``; run by hand when the format changes.

Each example is a stacked deck (or a seed) and the moves that lead to the
moment the rule text talks about, played through the engine exactly as the
app would play them, so every file loads by replaying its own log. The
positions follow RULINGS (SD-T1, SD-T2, SD-T4, MS-T1 to MS-T3, ER-T1 to
ER-T10) and the engine scenario tests that stack them.

    .venv/bin/python tools/make_examples.py            # write every worked example
    .venv/bin/python tools/make_examples.py NAME ...   # only these (file names without .json)
    .venv/bin/python tools/make_examples.py --list     # what it would write

The files it writes are committed; the older examples in ``saves/`` were
made by hand and are never rewritten here, since each one is a test that
its format version still loads.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.engine import Action  # noqa: E402
from game.persistence import GameRecord, SeatRecord, to_json  # noqa: E402
from game.persistence.save_format import NOTE_LIMIT, TITLE_LIMIT  # noqa: E402

SAVES = ROOT / "saves"
#: Every example carries the same stamp, so building twice writes the same bytes.
STAMP = "2026-11-22T12:00:00+00:00"


@dataclass(frozen=True)
class Example:
    """One file: its name, its title and caption (what to look at, what to try), and how to play up to its moment."""

    name: str
    title: str
    note: str
    build: Callable[[], GameRecord]


def seats(names: str, human: str) -> list[SeatRecord]:
    """Seats named in order; ``human`` is the one the player takes, the others are normal computers."""
    return [SeatRecord(n, "human") if n == human else SeatRecord(n, "computer", "normal") for n in names.split()]


def play(record: GameRecord, seat: int, kind: str, cards: str = "", target: str | None = None) -> None:
    """Play the one legal action of this kind with exactly these cards (and target); anything else is a bug here.

    Whoever the asking flow asks first (GEN-R07: a player who may throw in, answer or add) passes or says done.
    """
    pass_until(record, seat)
    codes = tuple(cards.split())
    legal = [
        a
        for a in record.state.legal_actions(seat)
        if a.kind == kind and a.cards == codes and (target is None or a.target == target)
    ]
    if len(legal) != 1:
        why = record.state.why_illegal(seat, Action(kind, codes, target))
        raise SystemExit(f"{kind} {cards} by seat {seat}: {len(legal)} matching actions ({why})")
    record.apply(seat, legal[0])


def pass_until(record: GameRecord, seat: int) -> None:
    """Let every other seat the game asks first say no (pass or decline), until ``seat`` is asked."""
    for _ in range(20):
        waiting = record.state.to_act()
        if seat in waiting or not waiting:
            return
        other = waiting[0]
        quiet = [a for a in record.state.legal_actions(other) if a.kind in ("pass", "decline", "done")]
        if not quiet:
            raise SystemExit(f"seat {other} is asked before seat {seat} and cannot simply pass")
        record.apply(other, quiet[0])
    raise SystemExit(f"seat {seat} is never asked")


# -- Suits Duel: seven cards each one at a time, three shields each, one battler each (RULINGS 7a) --------------


def suits_deck(hands: tuple[str, str], shields: tuple[str, str], battlers: tuple[str, str], draws: str) -> list[str]:
    h0, h1 = hands[0].split(), hands[1].split()
    assert len(h0) == len(h1) == 7
    dealt = [c for pair in zip(h0, h1, strict=True) for c in pair]
    return dealt + shields[0].split() + shields[1].split() + list(battlers) + draws.split()


def suits_start(deck: list[str]) -> GameRecord:
    return GameRecord.start("suits-duel", seats("You Computer", "You"), deck=deck, seed=1)


def sd_attack_range() -> GameRecord:
    """SD-T1: your battlers 9♥ and 2♣ against the Computer's unwounded 5♦, hand as in the rulings."""
    deck = suits_deck(
        ("3H 7C 8H 5S 4D 6C 5H", "10C JC QC KC 10S JS QS"),
        ("2D 3D 6D", "7D 8D 9D"),
        ("9H", "5D"),
        "KS AS 2C 2S",  # the Computer's two on turn 2, then yours on turn 3
    )
    r = suits_start(deck)
    play(r, 0, "end-turn")
    play(r, 1, "end-turn")
    play(r, 1, "discard", "KS")
    play(r, 1, "discard", "AS")
    play(r, 0, "summon", "2C 2S")
    play(r, 1, "let-resolve")
    return r


def sd_ace_wraps() -> GameRecord:
    """SD-T2: the Computer's A♠ battler, your K♥ battler; the first turn, nothing played yet."""
    deck = suits_deck(("QH JH AH 4H 2H 3H 9C", "10C JC QC KC 10S JS QS"), ("2D 3D 6D", "7D 8D 9D"), ("KH", "AS"), "")
    return suits_start(deck)


def sd_heal() -> GameRecord:
    """SD-T4 in play: the Computer wounds your 7♠ with 5♥, and on your turn 4♠, 5♠ or 6♠ heals it."""
    deck = suits_deck(
        ("4S 5S 6S 6H 3S 2D 9C", "5H 10C JC QC KC JS QS"),
        ("3D 4D 6D", "7D 8D 9D"),
        ("7S", "10H"),
        "KD AD 2C 3C",
    )
    r = suits_start(deck)
    play(r, 0, "end-turn")
    play(r, 1, "attack", "5H", "battler:7S")
    play(r, 0, "let-resolve")
    play(r, 1, "end-turn")
    play(r, 1, "discard", "KD")
    return r


# -- Mortal Swords: six cards each one at a time from seat 0, then the strong-suit card (RULINGS 7a) ---------


def swords_deck(hands: list[str], indicator: str, draws: str) -> list[str]:
    rows = [h.split() for h in hands]
    assert all(len(row) == 6 for row in rows)
    return [rows[s][i] for i in range(6) for s in range(len(rows))] + [indicator, *draws.split()]


def ms_strong_suit() -> GameRecord:
    """MS-T1: spades strong; the Computer attacks with 5♣ and your hand holds an answer of every kind."""
    deck = swords_deck(["5C 2D 3D 4D 6D 7D", "9S 9C 3S 5D 9D 2H"], "JS", "8D 8H")
    r = GameRecord.start("mortal-swords", seats("Computer You", "You"), deck=deck, seed=1)
    play(r, 0, "attack", "5C")
    return r


def ms_aces() -> GameRecord:
    """MS-T2 (c): spades strong, your first attack; J♠, Q♠ and K♠ may not attack, A♠ may, since it counts 1."""
    deck = swords_deck(["KS QS JS AS 5D 9C", "2D 3D 4D 6D 7D 8C"], "10S", "8D 8H")
    return GameRecord.start("mortal-swords", seats("You Computer", "You"), deck=deck, seed=1)


def ms_expanded_dodging() -> GameRecord:
    """MS-T3: hearts strong, Expanded Dodging on; black 4 attacked, blocked by 7♣ and 8♠, the fourth knight to answer."""
    hands = ["4S 2D 3D 5D 6D 10H", "7C 2H 3H 5H 6H 10D", "8S 2C 3C 5C 6C 7H", "4D 7D 8D 9D JS 3S"]
    deck = swords_deck(hands, "JH", "QD QC KD")
    r = GameRecord.start("mortal-swords", seats("Ada Bo Cy You", "You"), {"expandedDodging": True}, deck=deck, seed=1)
    play(r, 0, "attack", "4S")
    play(r, 1, "defend", "7C")
    play(r, 2, "defend", "8S")
    return r


# -- El Royale: four cards each one at a time from the dealer (the last seat), seat 0 attacks first (7a) ------


def royale_deck(hands: list[str], draws: str = "") -> list[str]:
    rows = [h.split() for h in hands]
    assert all(len(row) == 4 for row in rows)
    n = len(rows)
    order = [n - 1, *range(n - 1)]
    return [rows[s][i] for i in range(4) for s in order] + draws.split()


def royale_start(names: str, human: str, hands: list[str], teams: bool = False, draws: str = "") -> GameRecord:
    options = {"mode": "teams2"} if teams else {}
    return GameRecord.start("el-royale", seats(names, human), options, deck=royale_deck(hands, draws), seed=1)


def lay(r: GameRecord, seat: int, kind: str, cards: str) -> None:
    """Play these cards one at a time (attack, throw or beat), then say done if the engine still waits for more."""
    state: Any = r.state
    if kind == "beat":
        play(r, seat, "defend")
    for code in cards.split():
        play(r, seat, kind, code)
        if state.outcome is not None:
            return
    if state.placing and state.actor == seat:
        play(r, seat, "done")


def er_case_one() -> GameRecord:
    """ER-T1: ♣7 attacked, ♦7 thrown in; you defend with 7s or a higher card that must include a diamond."""
    r = royale_start("Ada You Cy Dee", "You", ["7C 10H 2C 3C", "7H 7S 10D 10C", "7D 10S 2D 3D", "2H 3H 4H 5H"])
    lay(r, 0, "attack", "7C")
    lay(r, 2, "throw", "7D")
    return r


def er_four_nines() -> GameRecord:
    """ER-T3: Bo concedes to Ada, so you attack next, holding the four 9s."""
    r = royale_start("Ada Bo You", "You", ["2C 3C 4C 5C", "2D 3D 4D 5D", "9C 9D 9H 9S"])
    lay(r, 0, "attack", "2C")
    play(r, 1, "concede", "2C")
    return r


def er_four_queens() -> GameRecord:
    """ER-T4: J♥ attacked and J♠ thrown in; you defend holding the four queens."""
    r = royale_start("Ada You Cy", "You", ["JH 2C 3C 4C", "QC QD QH QS", "JS 2D 3D 4D"])
    lay(r, 0, "attack", "JH")
    lay(r, 2, "throw", "JS")
    return r


def er_fives_and_jacks() -> GameRecord:
    """ER-T5: your 5s are beaten with J♦, your partner adds J♣, and your two jacks finish the four."""
    r = royale_start("You Bo Cy Dee", "You", ["5C 5D JH JS", "JD 2D 3D 4D", "JC 2C 3C 4C", "2H 3H 4H 6H"], teams=True)
    lay(r, 0, "attack", "5C 5D")
    lay(r, 1, "beat", "JD")
    lay(r, 2, "throw", "JC")
    return r


def er_eight_and_kings() -> GameRecord:
    """ER-T6: your 8♠ goes in on your partner's 8♥, the defender beats it with K♠, and your three kings finish the four."""
    r = royale_start("Ada Bo You Dee", "You", ["8H 2C 3C 4C", "KS 2D 3D 4D", "8S KC KD KH", "2H 3H 4H 5H"], teams=True)
    lay(r, 0, "attack", "8H")
    lay(r, 2, "throw", "8S")
    lay(r, 1, "beat", "KS")
    return r


def er_three_eights() -> GameRecord:
    """ER-T8: attacked with 8♠ while you hold the other three 8s and 2♠: you can beat, but never win this way."""
    r = royale_start("Ada You Cy", "You", ["8S 2C 3C 4C", "8C 8D 8H 2S", "5D 6D 7D 9D"])
    lay(r, 0, "attack", "8S")
    return r


def er_king_attack() -> GameRecord:
    """ER-T9: attacked with K♦; only kings beat a king, and your three kings would leave 5♦ behind."""
    r = royale_start("Ada You Cy", "You", ["KD 2C 3C 4C", "KC KH KS 5D", "5S 6D 7D 9D"])
    lay(r, 0, "attack", "KD")
    return r


def er_jacks_and_queens() -> GameRecord:
    """ER-T10 line A: you wait with J J Q Q while two jacks come in; Bo will beat with Q♠ and your jacks are stuck."""
    hands = ["JH JS 2C 3C", "QS 2D 3D 4D", "JC JD QC QD", "2H 3H 4H 5H", "6H 7H 8H 9H"]
    r = royale_start("Ada Bo You Dee Eve", "You", hands)
    lay(r, 0, "attack", "JH JS")
    return r


def er_west_out() -> GameRecord:
    """ER-T2: teams East-West against North-South, West eliminated, and East (you) to attack North.

    The rule text starts from West already out, so the game is played from a
    seeded deal: West concedes every battle until it holds more than 16
    cards, everyone else beats when they can and throws in on West.
    """
    east, north, west = 0, 1, 2
    for seed in range(1, 400):
        r = GameRecord.start("el-royale", seats("East North West South", "East"), {"mode": "teams2"}, seed=seed)
        if _drive_west_out(r, random.Random(seed)):
            state: Any = r.state
            assert state.eliminated == [False, False, True, False] and (state.attacker, state.defender) == (east, north)
            assert west not in r.state.to_act()
            return r
    raise SystemExit("no seed found where West goes out first")


def _drive_west_out(r: GameRecord, rng: random.Random) -> bool:
    """Play until West is out and East starts a battle against North; False if the game goes another way."""
    west = 2
    state: Any = r.state
    for _ in range(1500):
        if state.outcome is not None or any(state.eliminated[s] for s in (0, 1, 3)):
            return False
        if state.eliminated[west] and state.phase.value == "attack" and not state.pile and state.attacker == 0:
            return state.defender == 1
        seat = r.state.to_act()[0]
        legal = [a for a in r.state.legal_actions(seat) if a.kind not in ("talk", "show", "signal", "hush")]
        kinds = {a.kind: a for a in legal}
        on_west = state.defender == west
        if state.phase.value == "attack":
            attacks = [a for a in legal if a.kind == "attack"]
            if not attacks:
                choice = kinds["done"]
            else:
                count = Counter(a.cards[0][:-1] for a in attacks)
                choice = max(attacks, key=lambda a: (count[a.cards[0][:-1]], rng.random()))
        elif seat == west and "concede" in kinds:
            choice = kinds["concede"]
        elif "defend" in kinds:
            choice = kinds["defend"]
        elif "beat" in kinds:
            choice = next(a for a in legal if a.kind == "beat")
        elif "throw" in kinds and on_west:
            choice = kinds["throw"]
        else:
            quiet = [a for a in legal if a.kind in ("pass", "decline", "done", "concede")]
            choice = quiet[0] if quiet else rng.choice(legal)
        r.apply(seat, choice)
    return False


# -- The first positions of El Royale and Clashing Blades, once made by hand, now under the asking flow -------


def er_first_attack() -> GameRecord:
    """The first battle of a seeded deal: the Computer attacks with a pair of 3s, and you defend."""
    r = GameRecord.start("el-royale", seats("You Computer", "You"), {"quickThrowIns": False}, seed=2026)
    lay(r, 1, "attack", "3S 3H")
    return r


def cb_first_hand() -> GameRecord:
    """A first hand of a seeded deal, three exchanges in, with the default rules."""
    r = GameRecord.start("clashing-blades", seats("You Computer", "You"), {"quickAnswers": False}, seed=2026)
    for seat, kind, code in (
        (0, "engarde", "6S"),
        (1, "engarde", "9S"),
        (0, "drop", "5D"),
        (0, "engarde", "8C"),
        (1, "engarde", "5S"),
        (1, "respond", "6C"),
        (0, "respond", "8D"),
        (0, "engarde", "4S"),
        (1, "engarde", "4D"),
    ):
        play(r, seat, kind, code, f"table:{seat}")
    return r


def cb_annette_and_carlos() -> GameRecord:
    """The rule text's worked example, stacked as RULINGS 5.4 says, up to the spade standoff of the third exchange."""
    deck = ["10S", "4D", "10C", "9C", "7C", "8D", "3S", "2D", "8C", "6S", "9D", "AD", "2S", "5C"]
    r = GameRecord.start("clashing-blades", seats("Annette Carlos", "Annette"), {"quickAnswers": False}, seed=7, deck=deck)
    for seat, kind, code in (
        (0, "engarde", "10S"),
        (1, "engarde", "4D"),
        (1, "respond", "9C"),
        (0, "respond", "10C"),
        (1, "respond", "8D"),
        (0, "engarde", "7C"),
        (1, "engarde", "2D"),
        (0, "engarde", "3S"),
        (1, "engarde", "6S"),
    ):
        play(r, seat, kind, code, f"table:{seat}")
    return r


EXAMPLES = (
    Example(
        "suits-duel-rule-example-attack-range",
        "Suits Duel: how far an attack reaches",
        "Your battlers are 9♥ and 2♣; the Computer's 5♦ has no wound. Look at which cards may attack it: 3♥, 5♥, 6♣ and"
        " 7♣. Try 8♥ (too far) or 5♠ (no spade battler) and read why it is refused.",
        sd_attack_range,
    ),
    Example(
        "suits-duel-rule-example-ace-wraps",
        "Suits Duel: the ace sits next to the king",
        "The Computer's battler is A♠, yours is K♥. Because the king and the ace are neighbours, Q♥, A♥, 2♥ and 3♥ may"
        " attack it. Try J♥ or 4♥: both are too far.",
        sd_ace_wraps,
    ),
    Example(
        "suits-duel-rule-example-heal",
        "Suits Duel: healing a wound",
        "The Computer wounded your 7♠ with 5♥. On your turn 4♠, 5♠ or 6♠ heals it. Try 6♥ (the wrong suit) or 3♠"
        " (too far) first, then heal.",
        sd_heal,
    ),
    Example(
        "mortal-swords-rule-example-strong-suit",
        "Mortal Swords: the strong suit",
        "Spades are strong and the Computer attacks you with 5♣. Your hand holds every kind of answer: 9♠ or 9♣ blocks"
        " (a spade stands in for a club), 5♦ parries, and 3♠, 9♦ and 2♥ fail. Try each.",
        ms_strong_suit,
    ),
    Example(
        "mortal-swords-rule-example-aces",
        "Mortal Swords: who may attack",
        "Spades are strong and you attack first. Try K♠, Q♠ or J♠: none may attack. A♠ may, because an attacking"
        " ace counts as 1.",
        ms_aces,
    ),
    Example(
        "mortal-swords-rule-example-expanded-dodging",
        "Mortal Swords: Expanded Dodging",
        "Four knights, hearts strong. A black 4 attacked; Bo blocked with 7♣ and Cy with 8♠. You are the fourth:"
        " 4♦ parries, 7♦ and 8♦ dodge, J♠ blocks, 9♦ and 3♠ fail. Try them.",
        ms_expanded_dodging,
    ),
    Example(
        "el-royale-rule-example-case-one",
        "El Royale: beating an attack",
        "♣7 attacked you and ♦7 was thrown in. Beat with ♥7 or ♠7, or with 10s that include 10♦. Try 10♣ alone and"
        " read why it is refused.",
        er_case_one,
    ),
    Example(
        "el-royale-rule-example-partners-west-out",
        "El Royale: partners, West is out",
        "Played from a seeded deal until West went out. You are East, about to attack North. Look at the seats: from"
        " here North and South attack only you, and South is never attacked.",
        er_west_out,
    ),
    Example(
        "el-royale-rule-example-win-four-nines",
        "El Royale: winning with four 9s",
        "Bo took the pile, so you attack, holding all four 9s. Lead all four and the game is yours at once.",
        er_four_nines,
    ),
    Example(
        "el-royale-rule-example-win-four-queens",
        "El Royale: winning with four queens",
        "J♥ and J♠ attack you and you hold the four queens. Beat with all four, Q♠ included, and win.",
        er_four_queens,
    ),
    Example(
        "el-royale-rule-example-win-fives-and-jacks",
        "El Royale: partners win with jacks",
        "Your 5s were beaten with J♦ and your partner threw in J♣. Throw in J♥ and J♠: the fourth jack wins.",
        er_fives_and_jacks,
    ),
    Example(
        "el-royale-rule-example-win-eight-and-kings",
        "El Royale: partners win with kings",
        "Your 8♠ went in on your partner's 8♥ and was beaten with K♠. Throw in your three kings to win.",
        er_eight_and_kings,
    ),
    Example(
        "el-royale-rule-example-no-win-three-eights",
        "El Royale: three 8s, but no win",
        "8♠ attacks you and you hold the other three 8s and 2♠. The 8s beat the attack, but 2♠ stays in your hand, so"
        " it is not a win. Try it and watch.",
        er_three_eights,
    ),
    Example(
        "el-royale-rule-example-no-win-king",
        "El Royale: a king you cannot beat well",
        "K♦ attacks you. Only kings beat a king, and your three would leave 5♦ in your hand. Conceding is the usual"
        " answer: try both.",
        er_king_attack,
    ),
    Example(
        "el-royale-rule-example-no-win-jacks-and-queens",
        "El Royale: throw in now, or wait?",
        "You hold J J Q Q while Ada attacks Bo with two jacks. Throwing your jacks in now leaves your queens. If you"
        " wait, Bo beats with Q♠ and the jacks can no longer follow.",
        er_jacks_and_queens,
    ),
    Example(
        "el-royale-first-attack",
        "El Royale: the first battle",
        "The Computer attacked you with a pair of 3s. Look at the pile and your hand: nothing you hold beats both, so"
        " the only move is to take the pile. Do it and watch the next battle begin.",
        er_first_attack,
    ),
    Example(
        "clashing-blades-first-hand",
        "Clashing Blades: the second hand",
        "The second hand of a game with the default rules: your health is 11, the Computer's 15. Both of you choose"
        " an en garde card in secret. Look at your four cards and pick one.",
        cb_first_hand,
    ),
    Example(
        "clashing-blades-annette-and-carlos",
        "Clashing Blades: Annette and Carlos",
        "The rules' worked example, stacked as they tell it. At the third exchange ♠3 meets ♠6: a spade standoff, and"
        " Annette, who holds the lower spade, chooses first. Try each choice.",
        cb_annette_and_carlos,
    ),
)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--list"]:
        for ex in EXAMPLES:
            print(f"{ex.name}.json  {ex.title}: {ex.note}")
        return 0
    wanted = set(argv)
    unknown = wanted - {ex.name for ex in EXAMPLES}
    if unknown:
        print(f"no such example: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    for ex in EXAMPLES:
        if wanted and ex.name not in wanted:
            continue
        assert len(ex.note) <= NOTE_LIMIT and len(ex.title) <= TITLE_LIMIT, ex.name  # longer ones are cut when read back
        record = ex.build()
        if record.state.outcome is None:  # the moment is the player's: the others asked first pass
            pass_until(record, next(n for n, s in enumerate(record.seats) if s.kind == "human"))
        path = SAVES / f"{ex.name}.json"
        path.write_bytes(to_json(record, STAMP, STAMP, ex.note, ex.title))
        print(f"{path.relative_to(ROOT)}: {record.moves} moves")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
