"""Every example position in ``saves/`` loads, on every run, so an old format never stops loading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from save_helpers import SAVES

from game.engine import GAMES, Action, IllegalAction, State
from game.engine.cards import Suit, card
from game.engine.games.el_royale import ElRoyaleState
from game.engine.games.el_royale.seating import defender_for
from game.engine.games.mortal_swords import MortalSwordsState, Result, judge
from game.persistence import GameRecord, Problem, SaveError, load_file, read_header

EXAMPLES = sorted(SAVES.glob("*.json"))


def test_there_are_examples_and_a_readme() -> None:
    assert len(EXAMPLES) >= 3 and (SAVES / "README.md").is_file()


def game_of(path: Path) -> str:
    """The game an example is of, read directly (its game may not be in this build yet)."""
    game: str = json.loads(path.read_text(encoding="utf-8"))["game"]
    return game


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_an_example_loads_and_its_position_keeps_its_rules(path: Path) -> None:
    if game_of(path) not in GAMES:  # a game still being written: refused as unknown, never half-loaded
        with pytest.raises(SaveError) as caught:
            load_file(path)
        assert caught.value.problem is Problem.UNKNOWN_GAME
        return
    record = load_file(path)
    record.state.check_invariants()
    top = read_header(path)
    assert top.game_id == record.game_id and top.progress.moves == record.moves and top.note
    assert (record.state.outcome is not None) == top.progress.over
    assert path.name in (SAVES / "README.md").read_text(encoding="utf-8")


def test_every_registered_game_has_an_example() -> None:
    shown = {game_of(p) for p in EXAMPLES}
    missing = sorted(set(GAMES) - shown)
    assert not missing, f"add an example save for {missing} to saves/ and its README table (see saves/README.md)"


def test_the_annette_and_carlos_example_stops_at_the_spade_standoff() -> None:
    record = load_file(SAVES / "clashing-blades-annette-and-carlos.json")
    info = record.state.observation(0).info
    assert record.names == ["Annette", "Carlos"] and record.state.to_act() == [0]
    assert info["threats"] == [6, 3] and info["option_holder"] == 0
    assert sorted(record.state.observation(0).hand) == ["2S", "8C", "9D"]
    assert sorted(record.state.observation(1).hand) == ["5C", "AD"]


# -- The rule texts' worked examples (built by tools/make_examples.py): each file IS its example ---------------


def example(name: str) -> GameRecord:
    record = load_file(SAVES / f"{name}.json")
    record.state.check_invariants()
    return record


def play(state: State, seat: int, kind: str, cards: str = "") -> None:
    """Play the one legal action of this kind with these cards; the test fails if there is none."""
    codes = tuple(cards.split())
    legal = [a for a in state.legal_actions(seat) if a.kind == kind and a.cards == codes]
    assert len(legal) == 1, f"{kind} {cards}: {state.why_illegal(seat, Action(kind, codes))}"
    state.apply(seat, legal[0])


def lay(state: State, seat: int, kind: str, cards: str) -> None:
    """El Royale: cards played one at a time, then ``done`` if the engine still waits for more of the rank."""
    for code in cards.split():
        play(state, seat, kind, code)
    if state.outcome is None and any(a.kind == "done" for a in state.legal_actions(seat)):
        play(state, seat, "done")


def royale(name: str) -> ElRoyaleState:
    st = example(name).state
    assert isinstance(st, ElRoyaleState)
    return st


def firsts(state: State, seat: int, kind: str) -> set[str]:
    return {a.cards[0] for a in state.legal_actions(seat) if a.kind == kind}


def refusal(state: State, seat: int, action: Action) -> str:
    """Why the engine refuses ``action``; it must refuse it and leave the position as it was."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert state.to_dict() == before
    return str(caught.value)


def test_every_worked_example_is_in_the_readme_with_a_title() -> None:
    made = sorted(p.stem for p in SAVES.glob("*-rule-example-*.json"))
    assert len(made) == 15
    readme = (SAVES / "README.md").read_text(encoding="utf-8")
    for name in made:
        top = read_header(SAVES / f"{name}.json")
        assert top.title.startswith(top.game_name + ": ") and top.note and f"`{name}.json`" in readme


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_has_a_title_and_a_caption_kept_whole(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    top = read_header(path)
    assert top.title and top.note and (top.title, top.note) == (data["title"], data["note"])  # nothing cut on reading


ASKING = [p for p in EXAMPLES if p.stem.startswith(("el-royale", "clashing-blades"))]


@pytest.mark.parametrize("path", ASKING, ids=lambda p: p.stem)
def test_el_royale_and_clashing_blades_examples_play_the_asking_flow(path: Path) -> None:
    """The quick options tell the table who holds what (GEN-R07): an example names them, off, so it opens asking."""
    options = json.loads(path.read_text(encoding="utf-8"))["options"]
    assert options.get("quickThrowIns", options.get("quickAnswers")) is False


def test_suits_duel_attack_range_hearts_and_clubs_within_two_of_the_five() -> None:
    st = example("suits-duel-rule-example-attack-range").state
    view = st.observation(0)
    assert st.to_act() == [0] and view.zones["battlers:0"] == ("9H", "2C") and view.zones["battlers:1"] == ("5D",)
    assert view.zones["wounds:1"] == ()
    assert {a.cards[0] for a in st.legal_actions(0) if a.kind == "attack" and a.target == "battler:5D"} == {
        "3H",
        "5H",
        "6C",
        "7C",
    }
    assert "♠" in refusal(st, 0, Action("attack", ("5S",), "battler:5D"))
    assert refusal(st, 0, Action("attack", ("8H",), "battler:5D"))


def test_suits_duel_ace_can_be_attacked_across_the_king() -> None:
    st = example("suits-duel-rule-example-ace-wraps").state
    assert st.observation(0).zones["battlers:1"] == ("AS",) and st.observation(0).zones["battlers:0"] == ("KH",)
    assert firsts(st, 0, "attack") == {"QH", "AH", "2H", "3H"}
    for far in ("JH", "4H"):
        assert refusal(st, 0, Action("attack", (far,), "battler:AS"))


def test_suits_duel_heal_matches_the_battlers_suit_within_one_of_the_wound() -> None:
    st = example("suits-duel-rule-example-heal").state
    view = st.observation(0)
    assert view.zones["battlers:0"] == ("7S",) and view.zones["wounds:0"] == ("5H",)
    heals = [a for a in st.legal_actions(0) if a.kind == "heal"]
    assert {a.cards[0] for a in heals} == {"4S", "5S", "6S"} and {"6H", "3S"} <= set(view.hand)
    assert refusal(st, 0, Action("heal", ("6H",), heals[0].target))
    play(st, 0, "heal", "5S")
    play(st, 1, "let-resolve")
    assert st.observation(0).zones["wounds:0"] == ()


def test_mortal_swords_strong_suit_spades_stand_in_for_clubs_never_the_reverse() -> None:
    st = example("mortal-swords-rule-example-strong-suit").state
    assert isinstance(st, MortalSwordsState) and st.strong is Suit.SPADES and st.to_act() == [1]
    attacking = st.table[0][-1]
    assert attacking.code == "5C"
    answers = {c.code: judge(c, attacking, st.strong, ()) for c in st.hands[1]}
    assert answers == {
        "9S": Result.BLOCK, "9C": Result.BLOCK, "5D": Result.PARRY,
        "3S": Result.DAMAGE, "9D": Result.DAMAGE, "2H": Result.DAMAGE,
    }  # fmt: skip
    assert judge(card("9C"), card("5S"), st.strong, ()) is Result.DAMAGE


def test_mortal_swords_aces_the_strong_high_cards_may_not_attack() -> None:
    st = example("mortal-swords-rule-example-aces").state
    assert isinstance(st, MortalSwordsState) and st.strong is Suit.SPADES and st.to_act() == [0]
    assert {a.cards[0] for a in st.legal_actions(0) if a.kind == "attack" and a.cards} == {"AS", "5D", "9C"}
    for high in ("KS", "QS", "JS"):
        assert refusal(st, 0, Action("attack", (high,), "table:0"))


def test_mortal_swords_expanded_dodging_the_fourth_knight_escapes_with_4_7_or_8() -> None:
    record = example("mortal-swords-rule-example-expanded-dodging")
    st = record.state
    assert isinstance(st, MortalSwordsState) and record.options["expandedDodging"] and st.seats == 4
    assert st.strong is Suit.HEARTS and st.to_act() == [3] and st.dodge_numbers() == [7, 8]
    attacking = st.table[0][-1]
    assert attacking.code == "4S"
    answers = {c.code: judge(c, attacking, st.strong, st.dodge_numbers()) for c in st.hands[3]}
    escapes = {code for code, result in answers.items() if result is not Result.DAMAGE}
    assert {code[:-1] for code in escapes if answers[code] is not Result.BLOCK} == {"4", "7", "8"}
    assert answers["JS"] is Result.BLOCK and answers["9D"] is Result.DAMAGE
    play(st, 3, "defend", "8D")
    assert st.attacker == 2  # nobody hurt: the highest block, Cy's 8, attacks next


def test_el_royale_case_one_the_defender_beats_with_a_seven_or_higher_including_a_diamond() -> None:
    st = royale("el-royale-rule-example-case-one")
    assert [c.code for c in st.pile] == ["7C", "7D"] and st.to_act() == [1]
    play(st, 1, "defend")
    assert firsts(st, 1, "beat") == {"7H", "7S", "10D", "10C"}
    play(st, 1, "beat", "10C")
    assert "♦" in refusal(st, 1, Action("done"))  # 10♣ alone lacks the diamond


def test_el_royale_partners_with_west_out_south_is_never_attacked() -> None:
    record = example("el-royale-rule-example-partners-west-out")
    st = record.state
    assert isinstance(st, ElRoyaleState)
    east, north, west, south = range(4)
    assert record.names == ["East", "North", "West", "South"] and record.options["mode"] == "teams2"
    assert st.eliminated == [False, False, True, False] and (st.attacker, st.defender) == (east, north)
    assert st.to_act() == [east] and len(st.hands[west]) == 0
    faced = {a: defender_for(a, st.eliminated, teams=True) for a in (east, north, south)}
    assert faced == {east: (north, -1), north: (east, west), south: (east, -1)}


@pytest.mark.parametrize(
    ("name", "seat", "moves", "winners"),
    [
        ("el-royale-rule-example-win-four-nines", 2, [("attack", "9C 9D 9H 9S")], (2,)),
        ("el-royale-rule-example-win-four-queens", 1, [("defend", ""), ("beat", "QC QD QH QS")], (1,)),
        ("el-royale-rule-example-win-fives-and-jacks", 0, [("throw", "JH JS")], (0, 2)),
        ("el-royale-rule-example-win-eight-and-kings", 2, [("throw", "KC KD KH")], (0, 2)),
    ],
)
def test_el_royale_winning_examples_end_the_game_with_the_last_card(
    name: str, seat: int, moves: list[tuple[str, str]], winners: tuple[int, ...]
) -> None:
    st = royale(name)
    assert st.to_act() == [seat] and st.outcome is None
    for kind, cards in moves:
        if cards:
            lay(st, seat, kind, cards)
        else:
            play(st, seat, kind)
    assert st.outcome is not None and st.outcome.winners == winners


def test_el_royale_three_eights_beat_the_fourth_but_do_not_win() -> None:
    st = royale("el-royale-rule-example-no-win-three-eights")
    assert [c.code for c in st.pile] == ["8S"] and sorted(st.observation(1).hand) == ["2S", "8C", "8D", "8H"]
    play(st, 1, "defend")
    lay(st, 1, "beat", "8C 8D 8H")
    assert st.outcome is None and [c.code for c in st.hands[1]] == ["2S"]


def test_el_royale_a_king_is_beaten_only_by_kings_and_leaves_the_five() -> None:
    st = royale("el-royale-rule-example-no-win-king")
    assert [c.code for c in st.pile] == ["KD"]
    play(st, 1, "defend")
    assert firsts(st, 1, "beat") == {"KC", "KH", "KS"}
    lay(st, 1, "beat", "KC KH KS")
    assert st.outcome is None and [c.code for c in st.hands[1]] == ["5D"]


def test_el_royale_jacks_and_queens_once_a_queen_beats_the_jacks_are_stuck() -> None:
    st = royale("el-royale-rule-example-no-win-jacks-and-queens")
    assert st.to_act() == [2] and [c.code for c in st.pile] == ["JH", "JS"] and firsts(st, 2, "throw") == {"JC", "JD"}
    early = st.clone()
    lay(early, 2, "throw", "JC JD")
    assert early.outcome is None and len(early.hands[2]) == 2  # four jacks in, but the queens are still held
    play(st, 2, "pass")
    while 1 not in st.to_act():  # the asking flow: every other player is asked to throw in, and passes
        play(st, st.to_act()[0], "pass")
    play(st, 1, "defend")
    lay(st, 1, "beat", "QS")
    assert st.to_act() == [2] and firsts(st, 2, "throw") == {"QC", "QD"}  # the jacks can no longer follow


def test_a_save_from_before_titles_still_loads_and_a_title_that_is_not_text_is_refused() -> None:
    from game.persistence.save_format import from_data, header

    data = json.loads((SAVES / "el-royale-first-attack.json").read_text(encoding="utf-8"))
    older = {k: v for k, v in data.items() if k not in ("title", "note")}
    assert (header(older).title, header(older).note) == ("", "") and from_data(older).moves == data["progress"]["moves"]
    with pytest.raises(SaveError) as caught:
        header({**data, "title": 7})
    assert caught.value.problem is Problem.INCONSISTENT
