"""El Royale on the table: 2-8 seats apart round the oval, nothing hidden face up, a readable battle pile,
deck and discard counts, attacker and defender markers, and the pile claimed by dragging it to your hand."""

from __future__ import annotations

import dataclasses
import itertools
import random
from itertools import islice

import pygame
import pytest
from layout_checks import SIZES, hidden_corners, painted
from table_helpers import FakeApp, mouse
from table_text import drawn, off_the_table, words_running_into_things

from game.engine import Action, new_game
from game.engine.cards import card, full_deck
from game.engine.games.el_royale import GAME, ElRoyaleState, Phase
from game.engine.games.el_royale.battle import start_battle
from game.ui import theme
from game.ui.settings import MIN_WINDOW
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.hint import Hint
from game.ui.table.layout import TableView
from game.ui.table.layouts import layout_class, layout_for
from game.ui.table.layouts.el_royale import SIGNALS, ElRoyaleLayout
from game.ui.table.scene import TableScene

from random_walks import random_walk

SIZE = (1280, 720)


def arranged(hands: list[str], options: dict[str, str] | None = None) -> ElRoyaleState:
    st = GAME.new(len(hands), options or {}, seed=11)
    st.hands = [[card(c) for c in h.split()] for h in hands]
    st.known = [[] for _ in hands]
    used = {c for h in st.hands for c in h}
    st.deck = [c for c in full_deck() if c not in used]
    start_battle(st, [], 0)
    return st


def everyone_passes(st: ElRoyaleState) -> None:
    """Everyone asked to throw in adds nothing (all are asked, GEN-R07)."""
    while st.phase in (Phase.THROW_BEFORE, Phase.THROW_AFTER):
        st.apply(st.actor, Action("pass"))


def view_of(state: ElRoyaleState, seat: int = 0) -> TableView:
    return ElRoyaleLayout().build(SIZE, state.observation(seat))


def _random_positions(seats: int, options: dict[str, str], seed: int) -> list[ElRoyaleState]:
    st = GAME.new(seats, options, seed=seed)
    rng = random.Random(seed)
    out: list[ElRoyaleState] = []
    while st.outcome is None and len(out) < 40:
        if rng.random() < 0.2:
            out.append(st.clone())
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.randrange(len(legal))])
    return out


def test_the_table_finds_this_layout_by_module_name() -> None:
    assert layout_class("el-royale") is ElRoyaleLayout


@pytest.mark.parametrize("seats", range(2, 9))
def test_every_seat_sits_apart_and_nothing_hidden_is_face_up(seats: int) -> None:
    options = {"mode": "teams2"} if seats in (4, 6, 8) else {}
    for st in _random_positions(seats, options, seats):
        for viewer in range(seats):
            obs = st.observation(viewer)
            view = ElRoyaleLayout().build(SIZE, obs)
            allowed = set(obs.hand) | set(obs.zones["pile"]) | set(obs.zones["spread"])
            allowed |= {c for cs in obs.known.values() for c in cs}
            face_up = {p.code for p in view.placements if p.face_up}
            assert face_up <= allowed
            for p in view.placements:
                assert 0 <= p.pos[0] <= SIZE[0] and 0 <= p.pos[1] <= SIZE[1], p.key
            backs = [p for p in view.placements if p.key.startswith("back:")]
            hidden = sum(n - len(obs.known.get(s, ())) for s, n in enumerate(obs.info["hand_counts"]) if s != viewer)
            assert len(backs) == hidden
        centres = [ElRoyaleLayout().seat_centre(SIZE, st.observation(0), s) for s in range(seats)]
        for i in range(seats):
            for j in range(i + 1, seats):
                assert math_dist(centres[i], centres[j]) > 150


def math_dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return float(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5)


def test_the_left_neighbour_sits_on_the_viewers_left() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H", "5S 6S 8S 9S"])
    layout = ElRoyaleLayout()
    x_left, _ = layout.seat_centre(SIZE, st.observation(0), 1)
    x_right, _ = layout.seat_centre(SIZE, st.observation(0), 3)
    assert x_left < SIZE[0] / 2 < x_right


def test_a_busy_battle_pile_keeps_every_corner_readable_with_the_top_card_last() -> None:
    st = arranged(["5C 5D JH JS", "JD 2D 3D 4D", "JC 2C 3C 4C", "2H 3H 4H 6H"], {"mode": "teams2"})
    for code in ("5C", "5D"):
        st.apply(0, Action("attack", (code,), "pile"))
    st.apply(0, Action("done"))
    everyone_passes(st)
    st.apply(1, Action("defend"))
    st.apply(1, Action("beat", ("JD",), "pile"))
    st.apply(1, Action("done"))
    st.apply(2, Action("throw", ("JC",), "pile"))
    view = view_of(st, 3)
    cards = [view.placement(f"c:{c}") for c in ("5C", "5D", "JD", "JC")]
    assert all(p is not None and p.face_up for p in cards)
    xs = [p.pos[0] for p in cards if p is not None]
    widths = [p.width for p in cards if p is not None]
    assert xs == sorted(xs) and min(b - a for a, b in itertools.pairwise(xs)) >= widths[0] * 0.4
    assert cards[-1] is not None and cards[-1].tip.startswith("Top card")


def test_deck_and_discard_show_their_counts_and_attacker_and_defender_are_marked() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    view = view_of(st, 2)
    texts = [m.text for m in view.marks]
    assert f"deck {len(st.deck)}" in texts and "discard 0" in texts
    assert "Attacker" in texts and "Defender" in texts
    assert "battle pile" in texts  # named while empty, as the banner asks for a card "onto the pile"
    st.apply(0, Action("attack", ("7C",), "pile"))
    assert "battle pile 1" in [m.text for m in view_of(st, 2).marks]


def test_the_defender_concedes_by_dragging_the_pile_to_its_hand() -> None:
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])
    st.apply(0, Action("attack", ("7C",), "pile"))
    st.apply(0, Action("done"))
    everyone_passes(st)
    layout = ElRoyaleLayout()
    view = layout.build(SIZE, st.observation(1))
    top = view.placement("c:7C")
    assert top is not None and top.draggable and view.zone("hand:1") is not None
    action = layout.accepts(top, "hand:1", st.legal_actions(1))
    assert action is not None and action.kind == "concede"
    st.apply(1, action)
    assert "7C" in {c.code for c in st.hands[1]} and st.phase is Phase.ATTACK


def test_a_player_offered_the_pile_takes_it_by_dragging_and_a_hand_card_drops_on_the_pile() -> None:
    st = arranged(["7C 2C 3C 4C", "7H 9D 9S 5D", "9H 2H 3H 4H", "5C 5H 5S 6C"])
    layout = ElRoyaleLayout()
    view = layout.build(SIZE, st.observation(0))
    seven = view.placement("c:7C")
    assert seven is not None and seven.draggable
    attack = layout.accepts(seven, "pile", st.legal_actions(0))
    assert attack == Action("attack", ("7C",), "pile")
    st.apply(0, attack)
    st.apply(0, Action("done"))
    everyone_passes(st)
    st.apply(1, Action("defend"))
    st.apply(1, Action("beat", ("7H",), "pile"))
    st.apply(1, Action("done"))
    everyone_passes(st)
    assert st.phase is Phase.OFFER and st.actor == 0
    view = layout.build(SIZE, st.observation(0))
    pile_card = view.placement("c:7H")
    assert pile_card is not None
    take = layout.accepts(pile_card, "hand:0", st.legal_actions(0))
    assert take is not None and take.kind == "take"
    assert any(b.action.kind == "take" for b in layout.buttons(st.legal_actions(0)))


# -- words on the table: nothing off the window, under the banner, or run together ---------------------------------

NAMES = ["You", *(f"Computer {k} (Normal)" for k in range(1, 8))]


@pytest.mark.parametrize("size", [(1280, 720), MIN_WINDOW])
@pytest.mark.parametrize("seats", [2, 4, 6, 8])
def test_every_word_and_card_fits_the_window_clear_of_the_banner(size: tuple[int, int], seats: int) -> None:
    pygame.font.init()
    options = {"mode": "teams2"} if seats in (4, 8) else {}
    layout = ElRoyaleLayout(NAMES[:seats])
    for st in [GAME.new(seats, options, seed=seats), *_random_positions(seats, options, seats)]:
        for viewer in range(seats):
            view = layout.build(size, st.observation(viewer))
            assert off_the_table(view, size) == [], f"viewer {viewer}"
            assert words_running_into_things(view) == [], f"viewer {viewer}"


@pytest.mark.parametrize("size", [(1280, 720), MIN_WINDOW])
def test_the_opponents_hand_across_the_table_stays_in_the_play_region_under_the_bar(size: tuple[int, int]) -> None:
    pygame.font.init()
    st = arranged(["7C 2C 3C 4C 8C 9C", "5D 6D 8D 9D 10D JD"])
    view = ElRoyaleLayout(NAMES[:2]).build(size, st.observation(0))
    backs = [rect for what, rect in drawn(view) if what.startswith("card back:1:")]
    play = ElRoyaleLayout(NAMES[:2]).regions(size).play
    assert backs and min(r.top for r in backs) >= play[1]


def test_each_signal_is_a_short_button_of_its_own_with_the_whole_request_as_its_tip() -> None:
    pygame.font.init()
    st = GAME.new(4, {"mode": "teams2"}, seed=0)
    rng = random.Random(0)
    while not any(a.kind == "signal" for a in st.legal_actions(st.to_act()[0])):
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    legal = st.legal_actions(st.to_act()[0])
    signals = [b for b in ElRoyaleLayout().buttons(legal) if b.action.kind == "signal"]
    assert len(signals) == sum(a.kind == "signal" for a in legal) >= 3
    assert len({b.label for b in signals}) == len(signals), "every signal reads apart"
    assert all(b.label.startswith("Ask: ") and b.tip == b.action.label for b in signals)
    side = ElRoyaleLayout().regions(SIZE).choices[2]
    assert all(theme.font(18).size(b.label)[0] + 28 <= side for b in signals), "each fits the side column at full size"


def test_taking_the_pile_has_a_short_button_that_fits_the_side_column_at_the_smallest_window() -> None:
    pygame.font.init()
    seen = set()
    for seed in range(6):
        st, rng = GAME.new(2, {}, seed=seed), random.Random(seed)
        while st.outcome is None and len(seen) < 2:
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            for b in ElRoyaleLayout().buttons(legal):
                if b.action.kind in ("concede", "take"):
                    seen.add(b.action.kind)
                    assert b.action.label in b.tip and len(b.label) < len(b.action.label)
                    side = ElRoyaleLayout().regions(MIN_WINDOW).choices[2]
                    assert theme.font(18).size(b.label)[0] + 28 <= side
            st.apply(seat, rng.choice(legal))
    assert seen == {"concede", "take"}


def _first_spread(seats: int, options: dict[str, str], seed: int) -> ElRoyaleState:
    """The first moment of a seeded random game when an eliminated player's cards lie spread to be shared out."""
    st, rng = GAME.new(seats, options, seed=seed), random.Random(seed)
    while not st.spread:
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    return st


@pytest.mark.parametrize(("seats", "options", "seed"), [(8, {"mode": "teams2"}, 2), (6, {}, 7)])
def test_an_eliminated_players_spread_lies_in_the_piles_place_clear_of_every_seat(
    seats: int, options: dict[str, str], seed: int
) -> None:
    pygame.font.init()
    st = _first_spread(seats, options, seed)
    obs = st.observation(0)
    assert len(obs.zones["spread"]) >= 6 and not obs.zones.get("pile")
    layout = ElRoyaleLayout(NAMES[:seats])
    for size in SIZES:
        view = layout.build(size, obs)
        shown = painted(view)
        spread = [(what, rect) for what, rect in shown if what.removeprefix("card c:") in obs.zones["spread"]]
        assert len(spread) == len(obs.zones["spread"])
        seats_words = [(what, rect) for what, rect in shown if not what.startswith(("card", "box"))]
        over = [f"{a} on {b}" for a, ra in spread for b, rb in seats_words if ra.colliderect(rb)]
        assert not over, f"at {size}: {over[:5]}"
        box = pygame.Rect(next(z.rect for z in view.zones if z.id == "pile"))
        assert all(box.contains(rect) for _, rect in spread), f"at {size} the spread leaves the pile's box {box}"
        assert hidden_corners(view) == [], f"at {size}"
        assert spread[0][1].w >= box.h // 4  # two rows at most of cards still big enough to read


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_table_without_teams_gives_the_signal_rows_to_the_recap(size: tuple[int, int]) -> None:
    """Only partners signal: each for themselves, the side column's spare rows show more of what just happened."""
    teams = layout_for("el-royale", None, GAME.resolve_options({"mode": "teams2"}, 4)).regions(size)
    alone = layout_for("el-royale", None, GAME.resolve_options({}, 4)).regions(size)
    unknown = layout_for("el-royale").regions(size)
    assert unknown == teams, "a table whose options are not known keeps room for every signal"
    assert alone.recap[3] > teams.recap[3] and alone.choices[3] < teams.choices[3]
    assert alone.recap[3] >= 220 if size == MIN_WINDOW else alone.recap[3] > teams.recap[3]


@pytest.mark.parametrize(("seats", "seed"), [(2, 2), (5, 5), (8, 12)])
def test_every_choice_of_a_table_without_teams_fits_its_smaller_column_whole(seats: int, seed: int) -> None:
    """Beat, concede and say something at once (the most a seat without a partner is offered) still fit whole."""
    players = tuple(SeatSetup("You" if i == 0 else f"Computer {i + 1}", i == 0, "random") for i in range(seats))
    scene = TableScene(FakeApp(MIN_WINDOW, scale=0.0), GameSetup("el-royale", players, {}, seed))
    choices = scene.layout.regions(MIN_WINDOW).choices
    rng = random.Random(seed)
    most = 0
    for _ in range(3000):
        if scene.state.is_over or most == 3:
            break
        if scene.human_to_act():
            scene.draw(pygame.Surface(MIN_WINDOW))
            shown = [e for e in scene.elements() if e.name.startswith("choice:")]
            most = max(most, len(shown))
            for e in shown:
                x, y, w, h = e.rect
                assert choices[0] <= x and choices[1] <= y and x + w <= choices[0] + choices[2], e
                assert y + h <= choices[1] + choices[3] and e.fits, e
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
    assert most == 3, "the table met a seat offered beat, concede and say something at once"
    scene.leave()


def _signalling_table(size: tuple[int, int]) -> TableScene:
    """A four-seat team table, played at random until the player may signal their partner."""
    players = tuple(SeatSetup("You" if i == 0 else f"Computer {i}", i == 0, "random") for i in range(4))
    scene = TableScene(FakeApp(size, scale=0.0), GameSetup(GAME.id, players, {"mode": "teams2"}, 0))
    rng = random.Random(0)
    while not (scene.human_to_act() and any(b.menu == SIGNALS for b in scene.view.buttons)):
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
    return scene


def _click(scene: TableScene, pos: tuple[int, int]) -> None:
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, pos))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, pos))


def _button(scene: TableScene, label: str) -> pygame.Rect:
    """Where the button saying ``label`` is drawn now."""
    scene.draw(pygame.Surface(scene.app.size))
    return pygame.Rect(next(e.rect for e in scene.elements() if e.kind == "button" and e.text == label))


@pytest.mark.parametrize("size", [MIN_WINDOW, (1920, 1080)])
def test_the_signals_wait_behind_one_button_and_open_over_the_recap(size: tuple[int, int]) -> None:
    """Eleven rows kept for signals left the recap 112 px at 960x600. They now wait in a menu: one button opens it
    over the recap, a signal picked from it is made, and Escape or a click on the table puts it away."""
    scene = _signalling_table(size)
    signals = [b for b in scene.view.buttons if b.menu == SIGNALS]
    scene.draw(pygame.Surface(size))
    shown = {e.text for e in scene.elements() if e.name.startswith("choice:")}
    assert not shown & {b.label for b in signals}, "no signal takes the side column's room until asked for"
    assert f"{SIGNALS} ▸" in shown and "recap" in {e.name for e in scene.elements()}

    _click(scene, _button(scene, f"{SIGNALS} ▸").center)
    scene.draw(pygame.Surface(size))
    names = {e.name for e in scene.elements()}
    assert f"menu:{SIGNALS}" in names and "recap" not in names, "the menu lies where the recap was"
    assert {e.text for e in scene.elements() if e.inside == f"menu:{SIGNALS}"} == {b.label for b in signals}

    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert scene.overlays.menu is None
    moves = scene.record.moves
    _click(scene, _button(scene, f"{SIGNALS} ▸").center)
    _click(scene, (5, size[1] // 2))  # on the table, away from every button
    assert scene.overlays.menu is None and scene.record.moves == moves

    _click(scene, _button(scene, f"{SIGNALS} ▸").center)
    _click(scene, _button(scene, signals[0].label).center)
    assert scene.record.moves == moves + 1 and scene.record.log[-1].action == signals[0].action
    assert scene.overlays.menu is None, "the menu closes once the signal is made"
    scene.leave()


def test_a_hinted_signal_lights_the_button_that_opens_the_menu_then_itself() -> None:
    """Normal's hint may be a signal: while it waits in the closed menu, the Signal button glows; open, the signal."""
    size = MIN_WINDOW
    scene = _signalling_table(size)
    signal = next(b for b in scene.view.buttons if b.menu == SIGNALS)
    scene.lit.light(Hint(0, signal.action, ""), scene.view, scene.layout, scene.legal())

    def lit(label: str) -> bool:
        """Whether the hint's glow rings the button saying ``label``."""
        surface = pygame.Surface(size)
        scene.draw(surface)
        button = next(e.rect for e in scene.elements() if e.kind == "button" and e.text == label)
        glow = pygame.Rect(button).inflate(10, 10)
        return tuple(surface.get_at((glow.centerx, glow.top + 1)))[:3] == theme.ACCENT

    assert lit(f"{SIGNALS} ▸") and not lit("Say nothing")
    scene.overlays.toggle_menu(SIGNALS)
    assert lit(signal.label) and not lit(f"{SIGNALS} ▾")
    scene.leave()


@pytest.mark.parametrize(
    ("third_hand", "words"),
    [("2H 7H 4H 6H", "Throw in 7s (the attack's rank), or pass."), ("2H 3H 4H 6H", "You hold no 7s to throw in: pass.")],
)
def test_the_banner_names_the_rank_to_throw_in_and_says_so_when_you_hold_none(third_hand: str, words: str) -> None:
    """A new player told only "throw in the attack's rank" tried a card of another rank; now the rank is named."""
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", third_hand])
    st.apply(0, Action("attack", ("7C",), "pile"))
    st.apply(0, Action("done"))
    assert st.phase is Phase.THROW_BEFORE and st.actor == 2
    assert ElRoyaleLayout().banner(st.observation(2), st.legal_actions(2)) == words


def test_a_defender_with_nothing_that_beats_is_told_to_concede_not_to_beat() -> None:
    def to_the_defence(hands: list[str]) -> ElRoyaleState:
        st = arranged(hands)
        st.apply(0, Action("attack", ("7C",), "pile"))
        st.apply(0, Action("done"))
        while st.phase is Phase.THROW_BEFORE:
            st.apply(st.actor, Action("pass"))
        assert st.phase is Phase.DEFEND and st.actor == 1
        return st

    st = to_the_defence(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H"])  # no 7 and no club above 7
    assert ElRoyaleLayout().banner(st.observation(1), st.legal_actions(1)) == "Nothing in your hand beats the top card: concede."
    st = to_the_defence(["7C 2C 3C 4C", "5D 6D 9C 9D", "2H 3H 4H 6H"])  # 9♣ beats 7♣
    beat = "Beat the top card (drag your beat onto the pile), or concede."
    assert ElRoyaleLayout().banner(st.observation(1), st.legal_actions(1)) == beat
    # the El Royale lesson: once "Beat the attack" is chosen, conceding is no longer offered, so not suggested
    st.apply(1, next(a for a in st.legal_actions(1) if a.kind == "defend"))
    assert not any(a.kind == "concede" for a in st.legal_actions(1))
    assert ElRoyaleLayout().banner(st.observation(1), st.legal_actions(1)) == "Beat the top card: drag your beat onto the pile."
    # pass-and-play: the beat down and no more 9s held, the bar said "Nothing in your hand beats the top card: concede."
    st.apply(1, Action("beat", ("9C",), "pile"))
    assert ElRoyaleLayout().banner(st.observation(1), st.legal_actions(1)) == "Beat with more 9s, or say that is all."
    st.apply(1, Action("beat", ("9D",), "pile"))
    assert st.actor == 1  # still asked, with nothing left to add (GEN-R07: the question itself tells nobody anything)
    assert [a.kind for a in st.legal_actions(1)] == ["done"]
    assert ElRoyaleLayout().banner(st.observation(1), st.legal_actions(1)) == "You hold no more 9s to add: say that is all."


@pytest.mark.parametrize(("defender", "warned"), [("2C", True), ("", False)])
def test_the_banner_warns_when_conceding_would_take_the_defender_over_sixteen_cards(defender: str, warned: bool) -> None:
    """A play-tester conceded holding 16 cards and learnt only afterwards that the pile put them out (ER-R09)."""
    fifteen = "2D 3D 4D 5D 6D 2H 3H 4H 5H 6H 2S 3S 4S 5S 6S"
    st = arranged(["7C 8H 9H 10H", f"{fifteen} {defender}".strip(), "JH QH KH AH"])
    st.apply(0, Action("attack", ("7C",), "pile"))
    st.apply(0, Action("done"))
    everyone_passes(st)
    assert st.phase is Phase.DEFEND and st.actor == 1
    said = ElRoyaleLayout().banner(st.observation(1), st.legal_actions(1))
    held = len(st.hands[1]) + 1
    if warned:
        assert said.endswith(f"concede (with the pile you would hold {held} cards: you would be out).") and held == 17
    else:
        assert said == "Nothing in your hand beats the top card: concede." and held == 16


@pytest.mark.parametrize(("options", "signal"), [({}, False), ({"mode": "teams2"}, True)])
def test_while_saying_something_the_banner_offers_a_signal_only_where_there_is_a_partner(
    options: dict[str, str], signal: bool
) -> None:
    """A lone player was told to "signal" with nobody to signal to."""
    st = arranged(["7C 2C 3C 4C", "5D 6D 8D 9D", "2H 3H 4H 6H", "2S 3S 4S 5S"], options)
    st.apply(0, Action("talk"))
    words = ElRoyaleLayout(options=options).banner(st.observation(0), st.legal_actions(0))
    assert words.startswith("Show a card") and words.endswith("or say nothing.") and ("signal" in words) == signal


@pytest.mark.parametrize(
    ("signal", "battles_later", "shown"),
    [("signal:other-suit", 0, True), ("signal:other-suit", 1, False), ("signal:throw-in", 1, False),
     ("signal:attack:7", 1, True), ("signal:attack:7", 2, False)],
)  # fmt: skip
def test_a_signal_stays_under_its_seats_name_only_while_it_means_something(signal: str, battles_later: int, shown: bool) -> None:
    """ "Other suit" stayed under a computer's name battles after the attack it was about."""
    obs = new_game("el-royale", 4, options={"mode": "teams2"}, seed=3).observation(0)
    battle = obs.info["battle"] + 2
    info = dict(obs.info, battle=battle + battles_later, signals=[None, None, signal, None], signal_battle=[0, 0, battle, 0])
    view = ElRoyaleLayout(options={"mode": "teams2"}).build((1280, 720), dataclasses.replace(obs, info=info))
    said = [m.text for m in view.marks if m.text.startswith("“")]
    assert bool(said) == shown, said


@pytest.mark.parametrize(
    ("seats", "size"), [(4, (1280, 720)), (6, (1920, 1080)), (8, (1920, 1080)), (4, (960, 600)), (8, (960, 600))]
)
def test_in_a_team_game_the_viewers_partners_are_named_as_such(seats: int, size: tuple[int, int]) -> None:
    """The A and B badges alone never said who was on the player's side. At 960x600 a plate has no room for more than
    the name, so the card count under it says "partner" instead."""
    st = new_game("el-royale", seats, options={"mode": "teams2"}, seed=3)
    obs = st.observation(0)
    teams = obs.info["teams"]
    view = ElRoyaleLayout(options={"mode": "teams2"}).build(size, obs)
    partners = [m.text for m in view.marks if m.kind in ("plate", "text") and m.text.endswith(" · partner")]
    assert len(partners) == sum(1 for s in range(1, seats) if teams[s] == teams[0])
    onlooker = ElRoyaleLayout(options={"mode": "teams2"}).build(size, obs, onlooker=True)
    assert not [m for m in onlooker.marks if "partner" in m.text]


def test_in_pass_and_play_the_viewers_plate_names_the_player_behind_the_curtain() -> None:
    """Four people at one screen: every player's own plate said "You", and nothing told the one who had just taken
    the screen that this hand was theirs."""
    names = ["Player 1", "Player 2", "Player 3", "Player 4"]
    state = new_game("el-royale", 4, seed=3)
    view = layout_for("el-royale", names).build((1280, 720), state.observation(1))
    plates = [m.text for m in view.marks if m.kind == "plate"]
    assert "Player 2" in plates and "You" not in plates
    alone = layout_for("el-royale", ["You", "Computer 2"]).build((1280, 720), new_game("el-royale", 2, seed=3).observation(0))
    assert "You" in [m.text for m in alone.marks if m.kind == "plate"]  # against computers the player is "You"


def test_a_card_that_can_open_a_beat_dropped_on_the_pile_says_beat_the_attack_and_lays_it() -> None:
    """A new defender drags their beat onto the pile: it was refused with "Say first whether you beat the attack or
    concede". The drop now says it; a card that cannot open the beat commits the defender to nothing."""
    from game.ui.table.drag_drop import DragDrop, Play, Refuse

    st = arranged(["6S 2C 3D 4H", "9S 6H 2D 5C"])
    st.apply(0, Action("attack", ("6S",), "pile"))
    st.apply(0, Action("done"))
    everyone_passes(st)
    assert st.phase is Phase.DEFEND and st.to_act() == [1]
    legal = st.legal_actions(1)
    assert {"defend", "concede"} <= {a.kind for a in legal}
    drops = DragDrop(ElRoyaleLayout())
    drops.set_view(view_of(st, 1), legal)
    assert "pile" in drops.legal_zones(drops.view.placement("c:9S")), "the pile glows for a card that can beat"
    assert "pile" not in drops.legal_zones(drops.view.placement("c:2D"))
    for opener in ("9S", "6H"):
        played = drops.attempt(f"c:{opener}", "pile")
        assert played == Play(Action("defend"), then=Action("beat", (opener,), "pile"))
        trial = st.clone()
        trial.apply(1, played.action)
        assert played.then in trial.legal_actions(1)
    refused = drops.attempt("c:2D", "pile")
    assert isinstance(refused, Refuse)


def test_with_a_card_chosen_a_click_on_the_piles_top_card_means_the_pile() -> None:
    """The defender may also drag the pile to their hand, so its top card is itself a card to pick up: a click on it
    chose the pile instead of laying the card already chosen there."""
    from game.ui.table.drag_drop import DragDrop, Play
    from game.ui.table.sprites import CardSprite

    st = arranged(["6S 2C 3D 4H", "9S 6H 2D 5C"])
    st.apply(0, Action("attack", ("6S",), "pile"))
    st.apply(0, Action("done"))
    everyone_passes(st)
    drops = DragDrop(ElRoyaleLayout())
    drops.set_view(view_of(st, 1), st.legal_actions(1))
    sprites = {p.key: CardSprite.from_placement(p) for p in drops.view.placements}
    nine = drops.view.placement("c:9S")
    top = drops.view.placement("c:6S")
    assert nine is not None and top is not None and top.draggable, "the pile's top card can be picked up (to concede)"
    for pos in (nine.pos, top.pos):
        at = (round(pos[0]), round(pos[1]))
        drops.press(at, sprites)
        result = drops.release(at, sprites)
    assert result == Play(Action("defend"), then=Action("beat", ("9S",), "pile"))
    drops.selected = None
    at = (round(top.pos[0]), round(top.pos[1]))
    drops.press(at, sprites)
    assert drops.release(at, sprites) is None and drops.selected == "c:6S", "with nothing chosen, it picks up the pile"


def test_at_the_table_the_dropped_opener_is_declared_and_laid_in_one_gesture() -> None:
    for seed in range(60):
        players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
        scene = TableScene(FakeApp((1280, 720), scale=0.0), GameSetup("el-royale", players, {}, seed))
        rng = random.Random(seed)
        for _ in range(300):
            scene.queue.finish()
            scene.update(0.0)
            if scene.state.is_over:
                break
            if not scene.human_to_act():
                continue
            legal = scene.state.legal_actions(0)
            opener = next((p for p in scene.view.placements if p.kind == "beat"), None)
            if opener is not None and any(a.kind == "defend" for a in legal):
                before = len(scene.record.log)
                pile = pygame.Rect(scene.view.zone("pile").rect).center
                scene.handle(mouse(pygame.MOUSEBUTTONDOWN, opener.pos))
                for k in range(1, 6):
                    x = opener.pos[0] + (pile[0] - opener.pos[0]) * k / 5
                    y = opener.pos[1] + (pile[1] - opener.pos[1]) * k / 5
                    scene.handle(mouse(pygame.MOUSEMOTION, (x, y)))
                scene.handle(mouse(pygame.MOUSEBUTTONUP, pile))
                kinds = [entry.action.kind for entry in scene.record.log[before:]]
                assert kinds[:2] == ["defend", "beat"], (kinds, scene.message)
                assert scene.record.log[before + 1].action.cards == opener.cards
                return
            scene.play(0, rng.choice(legal))
    raise AssertionError("no defender able to beat in 60 seeded games")


def test_a_card_known_to_sit_in_a_foes_hand_names_itself_on_hover() -> None:
    """A known card in a foe's fan shows only a sliver of its corner at 8 seats: its tip says which card it is, so
    a player can track them, as the rules advise."""
    layout = layout_for("el-royale", ["You"] + [f"Computer {i}" for i in range(1, 8)])
    tips: list[str] = []
    for seed in range(6):
        for step, (state, _) in enumerate(islice(random_walk("el-royale", seed, 8), 400)):
            obs = state.observation(0)
            known = [code for seat in range(1, 8) for code in obs.known.get(seat, ())]
            if known and step % 10 == 0:
                view = layout.build((960, 600), obs)
                for code in known:
                    placement = view.placement(f"c:{code}")
                    assert placement is not None and placement.tip.endswith(f"is known to hold {card(code).short}")
                    tips.append(placement.tip)
    assert len(tips) >= 5


def test_saying_something_to_the_table_never_takes_the_first_button() -> None:
    """Offered beside Pass when throwing in and beside Concede when defending, "Say something to the table" once came
    first as defender, where Pass had been a moment before: a quick click on Pass spoke to the table instead."""
    layout = layout_for("el-royale", ["You"] + [f"Computer {i}" for i in range(1, 4)])
    offered = 0
    for seed in range(8):
        for state, seat in islice(random_walk("el-royale", seed, 4), 300):
            if seat == 0:
                kinds = [b.action.kind for b in layout.buttons(state.legal_actions(0))]
                if "talk" in kinds and len(kinds) > 1:
                    assert kinds[-1] == "talk", kinds
                    offered += 1
    assert offered >= 5


def test_a_lone_that_is_all_is_told_as_what_it_means() -> None:
    """ "Your only move: That is all." read as a sentence cut short; the other forced moves keep their names."""
    layout = ElRoyaleLayout()
    assert layout.forced_words(Action("done", (), None, "That is all")) == (
        "You have no more cards of that rank to add: that is all."
    )
    assert layout.forced_words(Action("pass", (), None, "Pass")) == "Your only move: Pass."


def test_with_one_attacking_card_down_the_bar_asks_for_more_of_its_rank() -> None:
    """After the first card of an attack the bar still said "Attack: drag a card onto the pile."; it now says that
    more of the rank may follow, or that is all."""
    layout = layout_for("el-royale", ["You", "Computer 1", "Computer 2"])
    seen = 0
    for state, seat in islice(random_walk("el-royale", 1, 3), 400):
        obs, legal = state.observation(seat), state.legal_actions(seat)
        if obs.info["phase"] == "attack" and any(a.kind == "done" for a in legal):
            said = layout.banner(obs, legal)
            if any(a.kind == "attack" for a in legal):
                assert said.startswith("Attack with more ") and said.endswith(", or say that is all."), said
                seen += 1
            else:  # none of the rank left to add (see test_el_royale_adding_words)
                assert said.startswith("You hold no more ") and said.endswith(": say that is all."), said
    assert seen >= 2


def test_a_team_badge_says_who_is_on_that_team_when_pointed_at() -> None:
    """The A and B badges had no key: which letter was whose, and what a team is, was nowhere on the table."""
    obs = new_game("el-royale", 4, options={"mode": "teams2"}, seed=3).observation(0)
    names = ["You", "Computer 2", "Computer 3", "Computer 4"]
    view = layout_for("el-royale", names, options={"mode": "teams2"}).build((960, 600), obs)
    badges = [m for m in view.marks if m.kind == "badge"]
    assert len(badges) == 4
    teams = obs.info["teams"]
    for seat, badge in enumerate(badges):
        mates = [names[s] for s in range(4) if teams[s] == teams[seat]]
        assert badge.tip.startswith(f"Team {badge.text}: ") and all(n in badge.tip for n in mates), badge.tip


def test_an_empty_hand_that_is_still_in_the_game_says_what_that_means() -> None:
    """Once the deck is gone a seat may hold nothing yet play on (RULINGS ER-R12): "0 cards" alone read as out."""
    st = new_game("el-royale", 3, seed=3)
    obs = st.observation(0)
    info = dict(obs.info, hand_counts=[obs.info["hand_counts"][0], 0, 5])
    view = ElRoyaleLayout().build((960, 600), dataclasses.replace(obs, info=info))
    counts = [m for m in view.marks if m.kind == "text" and m.text.endswith("cards")]
    empty = [m for m in counts if m.text == "0 cards"]
    assert len(empty) == 1 and "still in" in empty[0].tip
    assert all(not m.tip for m in counts if m is not empty[0])


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_a_card_known_to_all_is_tagged_in_your_hand_and_face_up_for_an_onlooker(size: tuple[int, int]) -> None:
    """A card the player showed looked like every other card in their hand (the rule has it reversed "to remind
    yourself"); and watching, the bottom seat showed only backs though the other seats' known cards lay face up.
    Now a card every seat knows (shown, or taken in from the pile) is tagged "known" on its face, and an onlooker
    sees the bottom seat's known cards face up."""
    state = new_game("el-royale", 4, seed=5)
    assert isinstance(state, ElRoyaleState)
    shown = state.hands[0][1]
    state.known[0].append(shown)
    layout = ElRoyaleLayout(["You", "Computer 2", "Computer 3", "Computer 4"])
    mine = layout.build(size, state.observation(0))
    card_at = mine.placement(f"c:{shown.code}")
    assert card_at is not None
    assert card_at.tag == "known" and [p.key for p in mine.placements if p.tag] == [card_at.key]
    from game.ui.table.sprites import CardSprite, Pictures, PlainArt

    pygame.init()
    surface = pygame.Surface(size)
    sprite = CardSprite.from_placement(card_at)
    drawn = sprite.draw(surface, Pictures(PlainArt()))
    low_left = [tuple(surface.get_at((drawn.x + dx, drawn.bottom - dy)))[:3] for dx in range(3, 20) for dy in range(3, 12)]
    assert theme.ACCENT in low_left  # the gold tag lies low on the card's left, clear of its index corners
    watched = layout.build(size, state.observation(0), onlooker=True)
    faces = [p for p in watched.placements if p.face_up and p.code == shown.code]
    assert len(faces) == 1
    others = {c.code for c in state.hands[0]} - {shown.code}
    assert not any(p.face_up and p.code in others for p in watched.placements)  # the rest of that hand stays hidden
    assert not any(p.tag for p in watched.placements)


def test_a_battle_set_aside_is_held_on_the_emptied_pile_not_over_your_hand() -> None:
    """The battle cards set aside were held face up in a row just above the player's own hand, and read as cards
    the player had picked up. They are now held where they lay, on the emptied battle pile, before they go."""
    from game.ui.table.layout import overlaps
    from game.ui.table.pops import SLIDE
    from game.ui.table.presenter import STAGED

    seats = (SeatSetup("You", True), SeatSetup("Computer", False, "random"))
    scene = TableScene(FakeApp((960, 600), scale=1.0), GameSetup("el-royale", seats, {}, 7))
    rng = random.Random(7)
    held = 0
    for _ in range(120):
        if scene.state.is_over or held >= 2:
            break
        scene.queue.finish()
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        scene.update(SLIDE + 0.05)  # the staged copies have travelled to where they are held
        staged = [s for k, s in scene.sprites.items() if k.startswith(STAGED)]
        pile = scene.view.zone("pile")
        if not staged or pile is None or any(overlaps(pile.rect, p) for p in scene.view.placements):
            continue  # nothing held, or a new battle already lies on the pile
        box = pygame.Rect(pile.rect)
        assert all(box.collidepoint(s.x, s.y) for s in staged), (box, [(s.x, s.y) for s in staged])
        held += 1
    assert held >= 2
    scene.leave()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_a_known_tag_is_never_cut_by_the_next_card_of_a_fanned_hand(size: tuple[int, int]) -> None:
    """At 960x600 a four-seat team hand of thirteen known cards read "kn kn kn … known": each card's tag was cut by
    the card fanned over it. A card that shows too little of itself for the word carries a tick; the last, shown whole,
    spells it out."""
    from game.ui.table.layouts.el_royale import KNOWN, KNOWN_SHORT
    from game.ui.table.sprites import tag_reach

    pygame.init()
    state = new_game("el-royale", 4, options={"mode": "teams2"}, seed=5)
    assert isinstance(state, ElRoyaleState)
    state.known[0].extend(state.hands[0])
    view = ElRoyaleLayout(options={"mode": "teams2"}).build(size, state.observation(0))
    hand = sorted((p for p in view.placements if p.tag), key=lambda p: p.pos[0])
    assert len(hand) == len(state.hands[0]) > 1
    assert hand[-1].tag == KNOWN
    for under, over in itertools.pairwise(hand):
        shows = (over.pos[0] - over.width / 2) - (under.pos[0] - under.width / 2)
        assert under.tag in (KNOWN, KNOWN_SHORT) and tag_reach(under.tag, under.width) <= shows, (under.tag, shows)
