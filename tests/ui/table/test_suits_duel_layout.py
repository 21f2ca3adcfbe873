"""Suits Duel on the table: what is drawn (and what is never drawn face up), where drops land, and a played drag."""

from __future__ import annotations

import random
import time
from itertools import islice

import pygame
from table_helpers import drag, random_turn, settle, shown, table, you_against_a_computer

from game.engine import Action, Observation, new_game
from game.engine.cards import Card, card
from game.engine.games.suits_duel import OPTIONS, Phase, SuitsDuelState, all_cards
from game.engine.options import resolve
from game.engine.rng import Rng
from game.ui.settings import MIN_WINDOW
from game.ui.table.choice_arming import ARMING
from game.ui.table.drag_drop import Choose, DragDrop, Play, Refuse
from game.ui.table.layout import Placement, TableView, card_height
from game.ui.table.layouts import layout_class
from game.ui.table.layouts.suits_duel import SuitsDuelLayout
from game.ui.table.presenter import STAGED
from game.ui.table.text_fit import width_of

from random_walks import random_walk

SIZE = (1280, 720)


def position(hands: tuple[str, str], battlers: tuple[str, str], wounds: tuple[str, str], **options: bool) -> SuitsDuelState:
    """Player 1's main phase; shields 2♠ 3♠ 4♠ / 5♠ 6♠ 7♠ unless named elsewhere, the rest in the deck."""
    st = SuitsDuelState(resolve(OPTIONS, options, 2), Rng(1))
    st.hands = [[card(c) for c in h.split()] for h in hands]
    st.battlers = [[card(c) for c in b.split()] for b in battlers]
    st.wounds = [[None if w == "-" else card(w) for w in side.split()] for side in wounds]
    st.shields = [[card("2S"), card("3S"), card("4S")], [card("5S"), card("6S"), card("7S")]]
    used: set[Card] = {c for zone in (*st.hands, *st.battlers) for c in zone}
    used |= {w for side in st.wounds for w in side if w is not None} | {c for s in st.shields for c in s if c is not None}
    st.deck = [c for c in all_cards(st.options) if c not in used]
    st.phase, st.turn = Phase.MAIN, 3
    st.check_invariants()
    return st


def table_position(**options: bool) -> SuitsDuelState:
    """Ann holds a pair, a heart, a joker and a diamond; her 2♣ is wounded, Bob's 5♦ too."""
    options.setdefault("jokers", True)
    return position(("5H 5C 3H JK1 8D", "KD QD"), ("9H 2C", "5D 8C"), ("- 9C", "3D -"), **options)


def view_of(st: SuitsDuelState, seat: int = 0, onlooker: bool = False) -> tuple[TableView, Observation]:
    obs = st.observation(seat)
    return SuitsDuelLayout(["Ann", "Bob"]).build(SIZE, obs, onlooker), obs


def hand_card(view: TableView, code: str) -> Placement:
    found = view.placement(f"c:{code}")
    assert found is not None, code
    return found


def test_the_table_finds_this_layout_by_module_name() -> None:
    assert layout_class("suits-duel") is SuitsDuelLayout


def test_shields_stay_face_down_and_wounds_sit_tucked_under_their_battlers() -> None:
    st = table_position()
    view, _ = view_of(st)
    shields = [p for p in view.placements if p.key.startswith("shield:")]
    assert len(shields) == 6 and all(p.code == "??" and not p.face_up for p in shields)
    mine, wound = hand_card(view, "2C"), hand_card(view, "9C")
    assert wound.pos[1] > mine.pos[1] and wound.z < mine.z  # under, peeking out below
    theirs, their_wound = hand_card(view, "5D"), hand_card(view, "3D")
    assert their_wound.pos[1] < theirs.pos[1] and their_wound.z < theirs.z  # on their side it peeks out above
    assert all(p.code != "KD" and p.code != "QD" for p in view.placements)  # the other hand is only backs
    assert sum(1 for p in view.placements if p.key.startswith("back:1:")) == 2


def test_a_wound_names_itself_and_what_its_rank_is_for() -> None:
    view, _ = view_of(table_position())
    mine, theirs = hand_card(view, "9C"), hand_card(view, "3D")  # under Ann's 2♣, under Bob's 5♦
    assert mine.title == "Wound 9♣" and theirs.title == "Wound 3♦"  # the sliver that peeks out is hard to read
    assert mine.tip == "under your 2♣; heal it with a ♣ card within 1 of it"
    assert theirs.tip == "under 5♦; an attack within 2 of it kills 5♦"


def test_owners_see_their_own_shields_only_with_the_option_and_never_as_onlookers() -> None:
    st = table_position(ownerSeesShields=True)
    view, _ = view_of(st)
    mine = [p for p in view.placements if p.key.startswith("shield:0:")]
    assert [p.code for p in mine] == ["2S", "3S", "4S"] and all(p.dim for p in mine)
    assert all(p.code == "??" for p in view.placements if p.key.startswith("shield:1:"))
    onlooker, _ = view_of(st, onlooker=True)
    codes = {p.code for p in onlooker.placements}
    assert not codes & {"2S", "3S", "4S", "5H", "5C", "JK1"}


def test_a_watched_duel_names_both_battler_rows_by_their_owners() -> None:
    """Watching from the public view, nobody at the table is "you": each row says whose battlers it holds."""
    st = table_position()
    player, _ = view_of(st)
    watched, _ = view_of(st, onlooker=True)
    assert row_labels(player) == {"Your battlers", "Bob's battlers"}
    assert row_labels(watched) == {"Ann's battlers", "Bob's battlers"}


def row_labels(view: TableView) -> set[str]:
    return {m.text for m in view.marks if m.text.endswith("battlers")}


def test_a_broken_shield_leaves_its_slot_empty() -> None:
    st = table_position()
    st.shields[1][1] = None
    st.battlers[1].append(card("6S"))
    st.wounds[1].append(None)
    view, _ = view_of(st)
    assert view.placement("shield:1:1") is None and view.placement("shield:1:0") is not None
    assert view.placement("c:6S") is not None


def test_drops_become_the_spells_they_stand_for() -> None:
    st = table_position(jokers=True)
    view, _ = view_of(st)
    layout = SuitsDuelLayout()
    legal = st.legal_actions(0)
    zone_ids = {z.id for z in view.zones}
    assert {"battlers:0", "battler:5D", "battler:8C", "wound:9C", "discard"} <= zone_ids
    assert "battler:9H" not in zone_ids and "wound:3D" not in zone_ids  # no attacking one's own, no healing theirs
    assert layout.accepts(hand_card(view, "5C"), "battlers:0", legal) == Action("summon", ("5C", "5H"), "battlers:0")
    assert layout.accepts(hand_card(view, "5H"), "battlers:0", legal) == Action("summon", ("5H", "5C"), "battlers:0")
    assert layout.accepts(hand_card(view, "3H"), "battler:5D", legal) == Action("attack", ("3H",), "battler:5D")
    assert layout.accepts(hand_card(view, "8D"), "battler:5D", legal) is None  # no diamond battler
    assert layout.accepts(hand_card(view, "8D"), "wound:9C", legal) is None  # a heal must be a club
    assert layout.accepts(hand_card(view, "JK1"), "discard", legal) == Action("study", ("JK1", "5H"), "discard")
    assert layout.accepts(hand_card(view, "8D"), "discard", legal) == Action("study", ("JK1", "8D"), "discard")
    assert [b.label for b in layout.buttons(legal)] == ["End your turn"]


def test_the_counter_choice_is_a_drop_on_the_spell_or_a_button_per_suit() -> None:
    st = position(("6C", "2D 8D JD KD AH 4H 9H"), ("4C", "7D"), ("-", "-"))
    st.apply(0, Action("attack", ("6C",), "battler:7D"))
    view, obs = view_of(st, seat=1)
    legal = st.legal_actions(1)
    layout = SuitsDuelLayout()
    assert view.zone("stack") is not None
    assert layout.accepts(hand_card(view, "KD"), "stack", legal) == Action("counter", ("2D", "8D", "KD"), "stack")
    buttons = layout.buttons(legal)
    # the pass first, key 1 whatever the hand holds; the counters after it, behind their menu (one press spends nothing)
    assert [(b.label, b.menu) for b in buttons] == [
        ("Let it resolve", ""),
        ("Counter with 2♦ 8♦ J♦", "Counter"),
        ("Counter with A♥ 4♥ 9♥", "Counter"),
    ]
    assert "counter" in layout.banner(obs, legal).lower()
    _, cobs = view_of(st, seat=0)
    assert "may counter" in SuitsDuelLayout(["Ann", "Bob"]).banner(cobs, [])


def test_the_viewer_must_pick_a_shield_by_clicking_it_when_one_must_be_turned() -> None:
    st = position(("AC", "KD"), ("2C", "3C"), ("-", "2D"))
    st.apply(0, Action("attack", ("AC",), "battler:3C"))
    st.apply(1, Action("let-resolve"))
    assert st.to_act() == [1]
    view, _ = view_of(st, seat=1)
    shield = view.placement("shield:1:2")
    assert shield is not None and shield.click_plays and shield.draggable and shield.default_zone == "shield:1:2"
    assert SuitsDuelLayout().accepts(shield, "shield:1:2", st.legal_actions(1)) == Action("flip", (), "shield:1:2")
    assert [b.label for b in SuitsDuelLayout().buttons(st.legal_actions(1))] == [f"Turn over shield {i}" for i in (1, 2, 3)]
    other, _ = view_of(st, seat=0)
    assert not any(p.draggable for p in other.placements)


def test_nothing_hidden_is_ever_placed_face_up_over_random_games() -> None:
    layout = SuitsDuelLayout()
    for seed in range(4):
        state = new_game("suits-duel", 2, seed=seed, options={"ownerSeesShields": seed % 2 == 1})
        assert isinstance(state, SuitsDuelState)
        rng = random.Random(seed)
        while state.outcome is None:
            for viewer in (0, 1):
                obs = state.observation(viewer)
                visible = set(obs.hand) | {c for zone in obs.zones.values() for c in zone}
                visible |= {c for c in (obs.info["my_shields"] or []) if c}
                for onlooker in (False, True):
                    view = layout.build(SIZE, obs, onlooker)
                    shown = {p.code for p in view.placements if p.face_up or p.code != "??"}
                    assert shown <= visible, f"seat {viewer} is shown {sorted(shown - visible)}"
                    if onlooker:
                        assert not shown & (set(obs.hand) | set(obs.info["my_shields"] or []))
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])


def test_a_drag_onto_an_enemy_battler_casts_the_attack_at_the_table() -> None:
    scene = table("suits-duel", humans=2, seed=11, scale=0.0)
    state = scene.state
    assert isinstance(state, SuitsDuelState)
    for _ in range(40):  # play on until the human to act holds an attack
        seat = state.to_act()[0]
        attacks = [a for a in state.legal_actions(seat) if a.kind == "attack"]
        if attacks and scene.human_to_act():
            break
        legal = state.legal_actions(seat)
        scene.curtain.lift()
        scene.play(seat, next((a for a in legal if a.kind in ("end-turn", "let-resolve")), legal[0]))
        settle(scene)
        scene.curtain.lift()
        scene.refresh(animate=False)
    assert attacks, "no attack came up"
    attack = attacks[0]
    scene.refresh(animate=False)
    start = scene.view.placement(f"c:{attack.cards[0]}")
    zone = scene.view.zone(str(attack.target))
    assert start is not None and zone is not None
    x, y, w, h = zone.rect
    drag(scene, start.pos, (x + w / 2, y + h / 2))
    settle(scene)
    assert state.phase is Phase.RESPOND and state.stack[0].kind == "attack"
    assert scene.message == ""
    pygame.display.quit()


def test_the_spell_on_the_table_asks_only_the_seat_that_may_counter_it_and_is_never_cut() -> None:
    """Ann attacks: Bob is asked; Ann and a watcher are told Bob may counter; a narrow table drops words, not letters."""
    st = position(("6C", "2D 8D JD KD AH 4H 9H"), ("4C", "7D"), ("-", "-"))
    st.apply(0, Action("attack", ("6C",), "battler:7D"))

    def label(seat: int, onlooker: bool = False, size: tuple[int, int] = SIZE) -> str:
        obs = st.observation(seat)
        view = SuitsDuelLayout(["Ann", "Bob"]).build(size, obs, onlooker)
        return next(m.text for m in view.marks if m.kind == "marker" and "attack" in m.text)

    assert label(1) == "Ann's attack on 7♦ with 6♣: counter it, or let it resolve?"
    assert label(0) == "Your attack on 7♦ with 6♣: Bob may counter it"
    assert "Bob may counter it" in label(0, onlooker=True)
    for size in ((960, 600), (1280, 720), (1920, 1080)):  # long names: the question is shortened, then dropped
        view = SuitsDuelLayout(["Computer 1", "Computer 2"]).build(size, st.observation(1), False)
        asked = next(m.text for m in view.marks if m.kind == "marker" and "attack" in m.text)
        assert asked.startswith("Computer 1's attack on 7♦ with 6♣") and not asked.endswith("…"), (size, asked)


def _reshuffles_checked(seed: int) -> int:
    """Play a random game at 960x600, checking that every card held in the stage is one the move names; the moves
    with a reshuffle among them."""
    scene = you_against_a_computer("suits-duel", seed, MIN_WINDOW)
    views = shown(scene)
    rng = random.Random(seed)
    reshuffles = 0
    for _ in range(800):
        settle(scene)
        if scene.finished:
            break
        if not random_turn(scene, rng):
            continue
        move = views[-1][1]
        assert move is not None
        staged = {s.code for k, s in scene.sprites.items() if k.startswith(STAGED)}
        named = {c for e in move.events for c in e.cards}
        assert staged <= named, (staged - named, [(e.kind, e.cards) for e in move.events])
        reshuffles += any(e.kind == "reshuffle" for e in move.events)
    scene.leave()
    return reshuffles


def test_a_reshuffle_does_not_hold_the_old_top_of_the_discard_pile_as_a_card_of_the_move() -> None:
    """When the deck ran out, the discard pile's face-up top vanished into the deck, and the stage held it in the
    middle beside the move's own cards (a K♠ nobody had just played). Every card held is now one the move names."""
    assert sum(_reshuffles_checked(seed) for seed in range(3)) >= 3, "the deck ran out and the pile was shuffled in"


def test_at_the_smallest_window_the_battlers_are_the_largest_cards_after_the_hand() -> None:
    """At 960×600 the battlers, the board this game is played on, were 39 px wide: half a hand card, no larger than
    the opponent's backs. The backs only count cards; the height goes to the battlers."""
    st = table_position()
    view = SuitsDuelLayout().build(MIN_WINDOW, st.observation(0))
    width = {p.key: p.width for p in view.placements}
    hand, battler, back = width["c:5H"], width["c:2C"], width["back:1:0"]
    assert battler >= 0.58 * hand and battler > back * 1.25 and battler >= 45


def test_your_battler_rows_name_clears_the_rows_glow_at_the_smallest_and_a_large_window() -> None:
    """A hinted summon lights the row's drop zone; its ring struck through "Your battlers" just under it."""
    from game.ui.table.layout import GLOW_MARGIN

    st = table_position()
    for size in (MIN_WINDOW, (1920, 1080)):
        view = SuitsDuelLayout(["Ann", "Bob"]).build(size, st.observation(0))
        row = view.zone("battlers:0")
        label = next(m for m in view.marks if m.text == "Your battlers")
        assert row is not None
        assert label.rect[1] >= row.rect[1] + row.rect[3] + GLOW_MARGIN, size


def test_each_battler_rows_name_lies_under_its_cards_not_beside_the_shields() -> None:
    """Left-aligned, "Computer's battlers" sat below nothing (the lone battler is in the middle of its row) and read
    as the shields' caption; centred on the row, it lies under the cards it names."""
    st = table_position()
    for size in (MIN_WINDOW, (1920, 1080)):
        view = SuitsDuelLayout(["Ann", "Bob"]).build(size, st.observation(0))
        placed = {p.key: p for p in view.placements}
        for words, battlers in (("Your battlers", ("c:9H", "c:2C")), ("Bob's battlers", ("c:5D", "c:8C"))):
            label = next(m for m in view.marks if m.text == words)
            middle = sum(placed[key].pos[0] for key in battlers) / len(battlers)
            centre = label.rect[0] + width_of(words, label.size) / 2  # text is drawn from the left of its rect
            assert abs(centre - middle) <= placed[battlers[0]].width / 2, (size, words, centre, middle)


def test_a_card_dropped_on_the_discard_pile_mid_turn_is_told_when_one_discards_not_about_study() -> None:
    """Without jokers the refusal said "Study is a spell of the jokers game": a spell the player had never heard of."""
    from game.engine import IllegalAction

    state = new_game("suits-duel", 2, seed=4)
    while state.phase is not Phase.MAIN:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    for options, kind, words in (
        (state.options, "discard", "You discard only at the end of your turn"),
        ({**state.options, "jokers": True}, "study", ""),
    ):
        layout = SuitsDuelLayout(None, options)
        view = layout.build(SIZE, state.observation(seat))
        card_in_hand = next(p for p in view.placements if p.draggable and len(p.cards) == 1)
        action = layout.candidate(card_in_hand, "discard", legal)
        assert action.kind == kind
        if words:
            try:
                state.clone().apply(seat, action)
            except IllegalAction as refused:
                assert words in str(refused)
            else:
                raise AssertionError("a discard mid-turn was taken")


def test_a_card_dropped_on_a_wounded_battler_heals_it_or_joins_the_row() -> None:
    """The wound peeks out under its battler by a strip 16 px tall at 960x600: a play-tester dropped 10♦ on the
    wounded Q♦ itself and was refused as if summoning. A drop anywhere on a wounded battler of yours heals when the
    card can; a pair dropped there still summons (the battler lies in its row), and a card that does neither is
    told why it cannot heal."""
    st = position(("10C 5H 5C 8D", "KD QD"), ("9H 2C", "5D 8C"), ("- 9C", "3D -"))
    obs = st.observation(0)
    view = SuitsDuelLayout(["Ann", "Bob"]).build(MIN_WINDOW, obs)
    drops = DragDrop(SuitsDuelLayout(["Ann", "Bob"]))
    drops.set_view(view, st.legal_actions(0))
    battler = hand_card(view, "2C").pos
    on_it = (round(battler[0]), round(battler[1]))

    def let_go(code: str) -> object:
        drops.held, drops.moved = f"c:{code}", True
        return drops.release(on_it, {})

    assert let_go("10C") == Play(Action("heal", ("10C",), "wound:9C"))
    refused = let_go("8D")
    assert isinstance(refused, Refuse) and refused.candidate is not None and refused.candidate.kind == "heal"
    # A pair's card that cannot heal is not cast as a summon unasked: a play-tester meaning to heal with 9♥ spent
    # 9♥ 9♠ on a summon. The summon is offered instead, beside why the heal was refused.
    offered = let_go("5C")
    summon = Action("summon", ("5C", "5H"), "battlers:0")
    assert isinstance(offered, Choose) and [spec.action for spec in offered.choices] == [summon], offered
    assert offered.refused is not None and offered.refused.kind == "heal"
    assert "heal" in st.why_illegal(0, offered.refused).lower()


def test_the_summon_asks_which_card_of_the_pair_becomes_the_battler() -> None:
    """The caster chooses which card stays and which goes (RULINGS SD-R15), and the battler's suit is what later
    attacks must match. A play-tester holding K♣ K♥ dragged K♦ and K♣ was discarded without a word; another dropped 5♠
    of 5♠ 5♥ and the summon was cast at once, nothing having said that 5♠, not 5♥, would be the battler. Now the
    drop asks, the card dragged first as the battler, then each twin in its place."""
    st = position(("10H 10C 10D 7C", "KD QD"), ("9H 2C", "5D 8C"), ("- 9C", "3D -"))
    view = SuitsDuelLayout(["Ann", "Bob"]).build(MIN_WINDOW, st.observation(0))
    drops = DragDrop(SuitsDuelLayout(["Ann", "Bob"]))
    drops.set_view(view, st.legal_actions(0))
    asked = drops.attempt("c:10C", "battlers:0")
    assert isinstance(asked, Choose) and asked.question == "Summon which?"
    labels = [b.label for b in asked.choices]
    assert labels[:2] == ["Summon 10♣ (discard 10♦)", "Summon 10♣ (discard 10♥)"] or labels[:2] == [
        "Summon 10♣ (discard 10♥)",
        "Summon 10♣ (discard 10♦)",
    ]
    assert sorted(labels[2:]) == ["Summon 10♥ (discard 10♣)", "Summon 10♦ (discard 10♣)"]
    pair = position(("10H 10C 7C", "KD QD"), ("9H 2C", "5D 8C"), ("- 9C", "3D -"))
    drops.set_view(SuitsDuelLayout(["Ann", "Bob"]).build(MIN_WINDOW, pair.observation(0)), pair.legal_actions(0))
    asked = drops.attempt("c:10C", "battlers:0")
    assert isinstance(asked, Choose) and [(b.label, b.action) for b in asked.choices] == [
        ("Summon 10♣ (discard 10♥)", Action("summon", ("10C", "10H"), "battlers:0")),
        ("Summon 10♥ (discard 10♣)", Action("summon", ("10H", "10C"), "battlers:0")),
    ]
    assert asked.choices[1].tip == "10♥ joins your battlers; 10♣ is discarded"


def test_a_counter_dropped_from_four_of_a_suit_asks_which_cards_go_and_plays_the_one_pressed() -> None:
    """Holding A♣ 6♣ 7♣ Q♣, a play-tester dragged Q♣ onto the spell and A♣ went with it unasked. Now the drop opens a
    menu over the recap, a button per set of three with the card dragged; a press plays that one and the menu goes."""
    scene = table("suits-duel", humans=1, seed=11, scale=0.0)
    for _ in range(40):
        if scene.human_to_act():
            break
        scene.update(1 / 60)
        settle(scene)
    assert scene.human_to_act() and {"AC", "6C", "7C", "QC"} <= set(scene.state.observation(0).hand)
    scene.drop_result(scene.drag.attempt("c:QC", "stack"))
    question = "Q♣ counters with…"
    assert scene.overlays.menu == question
    assert sorted(b.label for b in scene.view.buttons if b.menu == question) == ["6♣ 7♣", "A♣ 6♣", "A♣ 7♣"]
    scene.draw(pygame.Surface(MIN_WINDOW))
    other = scene.sprites["c:8D"]  # a press on another card puts the menu away and picks that card up
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=other.rect().center, button=1))
    assert scene.overlays.menu is None and scene.drag.held == "c:8D"
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=other.rect().center, button=1))
    scene.drop_result(scene.drag.attempt("c:QC", "stack"))
    scene.drop_result(scene.drag.attempt("c:QC", "stack"))  # dropped twice, asked once
    assert sorted(b.label for b in scene.view.buttons if b.menu == question) == ["6♣ 7♣", "A♣ 6♣", "A♣ 7♣"]
    scene.draw(pygame.Surface(MIN_WINDOW))
    chosen = next(b.action for b in scene.view.buttons if b.menu == question and b.label == "6♣ 7♣")
    pressed = [rect for rect, what in scene.overlays.button_rects if what == chosen][-1]  # the menu's, not the bar's
    time.sleep(ARMING + 0.05)  # the spell came with the computer's move: its answers wait a reaction time
    before = len(scene.record.log)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pressed.center, button=1))
    assert len(scene.record.log) == before + 1 and scene.record.log[-1].action == chosen
    assert not any(b.menu == question for b in scene.view.buttons) and scene.overlays.menu != question


def test_a_countered_spell_says_its_fate_at_the_smallest_window() -> None:
    """At 960x600 the spell's bar read "Your summon of 8♦; 1 counter": what "Let it resolve" would do (the summon is
    cancelled) was the part cut. Narrow, the bar keeps the fate and drops the details."""
    layout = SuitsDuelLayout(["You", "Computer"])
    seen = 0
    spells = ("summon", "attack", "heal", "study", "spell")
    for seed in range(40):
        for state, _ in islice(random_walk("suits-duel", seed, 2), 300):
            obs = state.observation(0)
            if len(obs.info.get("stack", [])) >= 2:
                marks = layout.build(MIN_WINDOW, obs).marks
                bar = next(m.text for m in marks if m.kind == "marker" and any(w in m.text for w in spells))
                assert "would go through" in bar or "would be cancelled" in bar, bar
                seen += 1
    assert seen >= 3


def _dropper(st: SuitsDuelState) -> tuple[TableView, DragDrop]:
    """Ann's table at the smallest window, and a hand that lets her cards go wherever a test says."""
    view = SuitsDuelLayout(["Ann", "Bob"]).build(MIN_WINDOW, st.observation(0))
    drops = DragDrop(SuitsDuelLayout(["Ann", "Bob"]))
    drops.set_view(view, st.legal_actions(0))
    return view, drops


def _let_go(drops: DragDrop, code: str, at: tuple[float, float]) -> object:
    drops.held, drops.moved = f"c:{code}", True
    return drops.release((round(at[0]), round(at[1])), {})


def test_a_drop_on_the_foes_wound_card_attacks_its_battler() -> None:
    """An attack on a wounded battler is measured against its wound card, so players aim there: 8♠ let go on the
    foe's wound peeking out above 6♥ was refused "Drop it on a glowing spot." (play-test s17/s19)."""
    st = table_position()  # Bob's 5♦ carries the wound 3♦; Ann's 3♥ is within 2 of it and she has a heart battler
    view, drops = _dropper(st)
    battler, wound = hand_card(view, "5D"), hand_card(view, "3D")
    top_of_battler = battler.pos[1] - card_height(battler.width) / 2
    top_of_wound = wound.pos[1] - card_height(wound.width) / 2
    on_the_wound = (wound.pos[0], (top_of_wound + top_of_battler) / 2)  # the strip of the wound that shows
    assert drops.zone_at((round(on_the_wound[0]), round(on_the_wound[1]))) == "battler:5D"
    assert "battler:5D" in drops.legal_zones(hand_card(view, "3H"))  # it glows: the wound's strip with it
    assert _let_go(drops, "3H", on_the_wound) == Play(Action("attack", ("3H",), "battler:5D"))


def test_a_card_dropped_on_your_own_unwounded_battler_is_told_it_has_no_wound_and_a_pair_still_summons() -> None:
    """10♦ dropped on one's own unwounded 3♦, meant to heal, was told "A summon takes two cards of the same rank"
    (play-test s05): the drop landed in the battler row, which means summon."""
    st = table_position()  # Ann's 9♥ is unwounded; 8♦ has no twin, 5♣ has 5♥
    view, drops = _dropper(st)
    on_it = hand_card(view, "9H").pos
    refused = _let_go(drops, "8D", on_it)
    assert isinstance(refused, Refuse) and refused.candidate is not None, refused
    assert st.why_illegal(0, refused.candidate) == "9♥ has no wound to heal."
    asked = _let_go(drops, "5C", on_it)
    assert isinstance(asked, Choose) and asked.choices[0].action == Action("summon", ("5C", "5H"), "battlers:0")


def test_a_card_dropped_on_a_shield_is_told_what_shields_are_for() -> None:
    """8♠ dropped on the foe's face-down shields was told about summoning (play-test s07)."""
    st = table_position()
    view, drops = _dropper(st)
    for shield, words in (("shield:1:0", "Shields cannot be attacked"), ("shield:0:2", "never played onto a shield")):
        spot = view.placement(shield)
        assert spot is not None
        refused = _let_go(drops, "3H", spot.pos)
        assert isinstance(refused, Refuse) and refused.candidate is not None, (shield, refused)
        reason = st.why_illegal(0, refused.candidate)
        assert words in reason and "summon" not in reason, reason


def test_at_the_counter_back_question_the_pass_says_it_lets_the_counter_stand() -> None:
    """Play-test a10: over Bob's counter the bar read "Your summon would be cancelled" and the button "Let it
    resolve", as if it let the summon through. Over a counter the pass says what it does, as the log does."""
    st = position(("6C 8S 9S QS", "2D 5D JD"), ("4C", "7D"), ("-", "-"))
    st.apply(0, Action("attack", ("6C",), "battler:7D"))
    assert SuitsDuelLayout().buttons(st.legal_actions(1))[0].label == "Let it resolve"
    st.apply(1, Action("counter", ("2D", "5D", "JD"), "stack"))
    buttons = SuitsDuelLayout().buttons(st.legal_actions(0))
    assert buttons[0].label == "Let the counter stand" and buttons[0].action == Action("let-resolve")
    _, obs = view_of(st, seat=0)
    assert "would be cancelled" in " ".join(SuitsDuelLayout(["Ann", "Bob"])._stack_texts(obs.info["stack"], 0))
    events = st.apply(0, Action("let-resolve"))
    assert "lets the counter stand" in events[0].text  # the log's words, which the button now shares


def test_a_wound_shows_its_corner_rank_and_suit_upright_beside_its_battler() -> None:
    """Play-test a28/a40: at 960x600 a wound showed only a thin strip along its battler's edge, its rank cut (and on
    the viewer's side the strip was the card's bottom, its rank upside down). It now peeks out on the left as well,
    where its top corner's rank and suit stand, on both sides, and no other card lies over that corner."""
    st = table_position()
    for size in (MIN_WINDOW, (1920, 1080)):
        view = SuitsDuelLayout(["Ann", "Bob"]).build(size, st.observation(0))
        for battler, wound in (("2C", "9C"), ("5D", "3D")):
            b, w = hand_card(view, battler), hand_card(view, wound)
            left_strip = (b.pos[0] - b.width / 2) - (w.pos[0] - w.width / 2)
            assert left_strip >= 0.25 * w.width, (size, wound, left_strip)
            corner = (w.pos[0] - w.width * 0.4, w.pos[1] - card_height(w.width) * 0.35)  # the top corner's index
            over = [
                p.key
                for p in view.placements
                if p.z > w.z and abs(p.pos[0] - corner[0]) < p.width / 2 and abs(p.pos[1] - corner[1]) < card_height(p.width) / 2
            ]
            assert over == [], (size, wound, over)
