"""Clashing Blades on the table: names, the heart spot's label, the threat, the dealer and the hands keep apart,
at 1280x720 and the smallest window, with every option that adds something to the table."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pygame
import pytest
from table_helpers import random_turn, settle, shown, you_against_a_computer
from table_text import drawn, off_the_table, random_positions, words_running_into_things

from game.engine import Observation, new_game
from game.ui.settings import MIN_WINDOW
from game.ui.table.animation_queue import Step
from game.ui.table.layouts import layout_for
from game.ui.table.presenter import STAGED, Presenter
from game.ui.table.sprites import CardSprite

GAME = "clashing-blades"
SIZES = [(1280, 720), MIN_WINDOW]
NAMES = ["You", "Computer (Normal)"]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("options", [{}, {"extraHearts": True, "eventDeck": True, "marcusKing": True}])
def test_every_word_fits_the_window_and_runs_into_nothing(size: tuple[int, int], options: dict[str, object]) -> None:
    layout = layout_for(GAME, NAMES)
    for state in random_positions(GAME, 1, options):
        for viewer, onlooker in ((0, False), (1, False), (0, True)):
            view = layout.build(size, state.observation(viewer), onlooker=onlooker)
            assert off_the_table(view, size) == []
            assert words_running_into_things(view) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_opponents_name_stays_clear_of_the_hearts_placed_box_however_long(size: tuple[int, int]) -> None:
    names = ["You", "Sir Reginald Fortescue-Smythe of the Longest Name (Normal)"]
    state = new_game(GAME, 2, seed=2)
    view = layout_for(GAME, names).build(size, state.observation(0))
    shown = drawn(view)
    label = next(rect for what, rect in shown if what.startswith("plate 'Sir Reginald"))
    boxes = [rect for what, rect in shown if what == "box ''"]
    assert len(boxes) >= 2 and not any(label.colliderect(box) for box in boxes)
    assert any(what.startswith("plate 'You'") for what, _ in shown)


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
def test_a_resolved_exchange_is_held_at_a_readable_size_clear_of_the_threat_bar(size: tuple[int, int]) -> None:
    """The band under the threat bar is 28 px tall at 960x600: cards held there were 18 px wide. Once an exchange
    clears the lines, its cards are held nearly as wide as the hand's cards; held across the middle, they covered the
    threat bar ("Nobody is threatened") for as long as they were held, so they are held under it."""
    scene = you_against_a_computer(GAME, 3, size)
    rng = random.Random(3)
    line_w = max(p.width for p in layout_for(GAME).build(size, scene.state.observation(0)).placements if p.face_up)
    held = 0
    for _ in range(400):
        settle(scene)
        if scene.finished or held >= 5:
            break
        moved = random_turn(scene, rng)
        staged = [s for k, s in scene.sprites.items() if k.startswith("staged:")]
        if staged and moved:
            stage = scene.layout.stage(size, scene.view)
            assert stage[3] > 3 * scene.layout.regions(size).stage[3], "the line was empty: the tall stage"
            bar = pygame.Rect(next(m.rect for m in scene.view.marks if m.kind == "marker"))
            assert not bar.colliderect(stage), (bar, stage)
            while scene.queue.busy and scene.queue.current is not None and scene.queue.current.label != "hold":
                scene.queue.update(1 / 60)  # on to the hold: each card at rest where it is held
            for sprite in staged:
                assert not bar.colliderect(sprite.rect()), (sprite.key, sprite.rect(), bar)
            assert all(s.width >= 0.6 * line_w for s in staged), ([s.width for s in staged], line_w)
            held += 1
    scene.leave()
    assert held >= 3, "the game resolved exchanges the player saw held"


def _reveals_held(seed: int) -> tuple[int, int]:
    """Play a random game at 960x600, checking every en-garde exchange that resolves at once: (held, with an old top)."""
    scene = you_against_a_computer(GAME, seed, MIN_WINDOW)
    views = shown(scene)
    rng = random.Random(seed)
    held = with_old_top = 0
    # a budget of moves, not of frames: on a loaded machine the computer's answer takes more frames to come
    deadline = time.monotonic() + 90
    while scene.record.moves < 200 and time.monotonic() < deadline:
        settle(scene)
        if scene.finished:
            break
        pile_before = scene.state.observation(0).zones.get("discard", ())
        if not random_turn(scene, rng):
            time.sleep(0.001)
            continue
        move = views[-1][1]
        assert move is not None
        events = move.events
        revealed = {c for e in events if e.kind == "reveal" for c in e.cards}
        if not revealed or not revealed <= {c for e in events if e.kind == "clear" for c in e.cards}:
            continue
        staged = {s.code for k, s in scene.sprites.items() if k.startswith(STAGED)}
        lying = {s.code for k, s in scene.sprites.items() if not k.startswith(STAGED) and s.face_up}
        assert revealed <= staged, (revealed, staged)
        assert staged <= {c for e in events for c in e.cards}, "only this move's cards are held"
        assert not staged & lying, staged & lying
        piles = sum(m.kind == "pile" for m in scene.view.marks)
        if pile_before:
            assert pile_before[-1] in lying, "the old top of the pile shows while the move is held"
            with_old_top += 1
        else:  # the pile was empty: its edges would show as a blank card while its cards are held
            assert sum(m.kind == "pile" for m in scene.presenter.drawn.marks) == piles - 1
        held += 1
        settle(scene)
        top = scene.state.observation(0).zones.get("discard", ())
        assert not top or top[-1] in {s.code for s in scene.sprites.values() if s.face_up}, "it lies on the pile again"
        assert scene.presenter.drawn.marks == scene.view.marks, "and the pile is drawn whole"
    scene.leave()
    return held, with_old_top


def test_a_resolved_en_garde_holds_both_cards_side_by_side_and_the_pile_waits_under_them() -> None:
    """The computer's card of a reveal used to land small on the discard pile while only the player's was held in the
    middle, and the card that had been on top of the pile flew up in its place. Now both revealed cards are held
    together; the pile shows its old top until they sweep onto it; nothing is drawn twice."""
    counts = [_reveals_held(seed) for seed in (5, 6, 7)]
    assert sum(h for h, _ in counts) >= 5 and sum(o for _, o in counts) >= 3, counts
    assert sum(h - o for h, o in counts) >= 1, "and one onto an empty pile"


def test_a_sweep_that_lands_after_a_newer_move_leaves_that_moves_parked_cards_parked() -> None:
    """A sweep's end lays its parked cards back on the pile; if a newer move came (and parked its own) before it
    ended, those stay parked until their own copies land, or they would show twice."""
    scene = you_against_a_computer(GAME, 5, MIN_WINDOW)
    views = shown(scene)
    rng = random.Random(5)
    for _ in range(400):
        settle(scene)
        random_turn(scene, rng)
        if scene.presenter._parked:
            break
    (before, _), (after, move) = views[-2:]
    assert move is not None and scene.presenter._parked, "a move parked the card it laid on the pile"
    scene.leave()

    presenter = Presenter(scene.layout, 1.0)
    sweeps: list[Step] = []
    push = presenter.queue.push

    def pushing(step: Step) -> None:
        if step.label == "sweep":
            sweeps.append(step)
        push(step)

    presenter.queue.push = pushing  # type: ignore[method-assign]
    stage = scene.layout.stage(MIN_WINDOW, after)

    def play_it() -> set[str]:
        presenter.show(before, (0, 0), False)
        presenter.show(after, (0, 0), True, list(move.events), None, move, stage)
        return set(presenter._parked)

    parked = play_it()
    older = sweeps[-1]
    assert parked and play_it() == parked, "the same move, shown again as a newer one, parks the same cards"
    newer = sweeps[-1]
    assert older.done is not None and newer.done is not None and newer is not older
    older.done()  # the older sweep lands late
    assert set(presenter._parked) == parked, "the newer move's cards stay parked"
    newer.done()  # their own sweep lands
    assert not presenter._parked and parked <= set(presenter.sprites)


@pytest.mark.parametrize("options", [{}, {"eventDeck": True}])
def test_an_answer_or_a_standoff_names_only_the_cards_the_player_can_use(options: dict[str, object]) -> None:
    """A player without the event deck was offered a Balance card; one with no diamond was offered a diamond."""
    layout = layout_for(GAME, NAMES)
    asked = {"respond": 0, "drop": 0}
    for seed in range(8):
        for state in random_positions(GAME, seed, options):
            seat = state.to_act()[0] if state.to_act() else None
            kind = {"respond": "respond", "standoff": "drop"}.get(state.observation(0).info.get("phase", ""))
            if seat is None or kind is None:
                continue
            obs, legal = state.observation(seat), state.legal_actions(seat)
            words = layout.banner(obs, legal)
            used = [code for a in legal if a.kind == kind for code in a.cards]
            assert ("a diamond" in words) == any(c.endswith("D") and c in obs.hand for c in used), words
            assert ("a club" in words) == any(c.endswith("C") and c in obs.hand for c in used), words
            assert ("Balance" in words) == any(c not in obs.hand for c in used), words
            assert ("nothing" in words) == (not used), words
            asked[kind] += 1
    assert asked["respond"] and asked["drop"], asked


@pytest.mark.parametrize("extra", [False, True])
def test_the_heart_spot_is_there_only_when_hearts_can_be_placed(extra: bool) -> None:
    """Without the extra hearts no heart is ever placed, and an empty "hearts placed" box meant nothing."""
    view = layout_for(GAME, NAMES).build((1280, 720), new_game(GAME, 2, options={"extraHearts": extra}, seed=3).observation(0))
    assert any(m.text == "hearts placed" for m in view.marks) == extra
    assert any(z.id.startswith("penalty:") for z in view.zones) == extra


@pytest.mark.parametrize("size", SIZES)
def test_resting_the_pointer_on_the_dealers_button_says_what_it_means(size: tuple[int, int]) -> None:
    """A gold "D" by one name, explained nowhere at the table."""
    from game.ui.table.drag_drop import DragDrop

    layout = layout_for(GAME, NAMES)
    view = layout.build(size, new_game(GAME, 2, seed=3).observation(0))
    [button] = [m for m in view.marks if m.kind == "token" and m.text == "D"]
    drag = DragDrop(layout)
    drag.set_view(view, [])
    assert "Dealer" in drag.tip_at(pygame.Rect(button.rect).center, {})
    assert drag.tip_at((0, 0), {}) == ""  # nothing there: no tip


def test_each_health_counter_says_on_hover_what_it_counts() -> None:
    """The health disc showed "15" and nothing on hover: a new player could not tell what the number was."""
    state = new_game(GAME, 2, seed=4)
    view = layout_for(GAME, ["You", "Computer"]).build(MIN_WINDOW, state.observation(0))
    tips = sorted(m.tip for m in view.marks if m.kind == "health")
    assert tips == ["Computer's health: 15 of 15; at 0 the duel is lost", "Your health: 15 of 15; at 0 the duel is lost"]


def test_a_card_of_your_hand_says_on_hover_what_its_suit_does() -> None:
    """The keys table promises "read what a card does" on hover, but a Clashing Blades hand card showed nothing: a new
    player had to remember which suit attacks, which defends and which ripostes."""
    state = new_game("clashing-blades", 2, options={"extraHearts": True}, seed=4)
    view = layout_for(GAME).build((1280, 720), state.observation(0))
    mine = [p for p in view.placements if p.key.startswith("c:") and p.code in state.observation(0).hand]
    assert mine and all(p.tip for p in mine)
    for p in mine:
        suit = p.code[-1]
        word = {"S": "Spade: an attack", "D": "Diamond: a defence", "C": "Club: stops", "H": "Heart:"}[suit]
        assert p.tip.startswith(word) and str(int(p.code[:-1]) if p.code[:-1].isdigit() else 1) in p.tip, p.tip
    assert not any(p.tip for p in view.placements if p.key.startswith("back:")), "the foe's cards say nothing"


@pytest.mark.parametrize("size", SIZES)
def test_once_the_duel_is_over_the_threat_bar_claims_no_threat(size: tuple[int, int]) -> None:
    """On the final table after a winning hit the bar still said "Nobody is threatened"; it says how the duel ended."""
    state = new_game(GAME, 2, seed=6)
    rng = random.Random(6)
    while not state.is_over:
        seat = state.observation(0).to_act[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    obs = state.observation(0)
    view = layout_for(GAME, NAMES).build(size, obs)
    [bar] = [m for m in view.marks if m.kind == "marker"]
    assert "threaten" not in bar.text and "coming" not in bar.text, bar.text
    assert obs.outcome is not None and bar.text.endswith("no health left."), bar.text


def _with_line(obs: Observation, seat: int, cards: tuple[str, ...]) -> Observation:
    """``obs`` with ``cards`` face up on ``seat``'s exchange line."""
    return replace(obs, zones={**obs.zones, f"table:{seat}": cards}, counts={**obs.counts, f"table:{seat}": len(cards)})


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
def test_an_empty_lines_name_lies_clear_of_the_cards_the_line_holds_at_most(size: tuple[int, int]) -> None:
    """While the answer that ended an exchange is seen landing, the exchange's cards lie on lines already empty, whose
    names show: centred, "Computer's exchange line" began 14 px after the second card at 960x600, and a third card
    would have lain over it. Each name lies in its line's box, clear of four cards there (the most seen in play)."""
    layout = layout_for(GAME, NAMES)
    obs = new_game(GAME, 2, seed=1).observation(0)
    cards = ("2S", "3D", "4C", "5D")
    for seat, name in ((0, "Your exchange line"), (1, "Computer's exchange line")):
        full = layout.build(size, _with_line(obs, seat, cards))
        laid = [CardSprite.from_placement(p).rect() for p in full.placements if p.code in cards]
        empty = layout.build(size, _with_line(obs, seat, ()))
        words = next(pygame.Rect(m.rect) for m in empty.marks if m.text == name)
        box = next(
            pygame.Rect(m.rect)
            for m in empty.marks
            if m.kind == "box" and m.rect[1] < laid[0].centery < m.rect[1] + m.rect[3] and m.rect[2] > 3 * laid[0].width
        )
        assert len(laid) == 4 and box.contains(words), (words, box)
        assert words.left >= max(r.right for r in laid) + 8, f"{name} {words} against {laid[-1]}"


@pytest.mark.parametrize("size", [MIN_WINDOW, (1920, 1080)])
def test_cards_held_over_your_empty_line_leave_its_name_to_be_read(size: tuple[int, int]) -> None:
    """A cleared exchange is held over the band and the viewer's emptied line: centred there, two held cards hid "Your"
    and left "exchange line" showing beside them. They are held left of the name. Every move is looked at, the
    computer's answer too when it comes in the settling frame (it thinks off-thread: which frame brings it varies, and
    when only the moves made in ``random_turn`` were looked at, the count of held exchanges varied with it)."""
    scene = you_against_a_computer(GAME, 3, size)
    rng = random.Random(3)
    held = 0
    for _ in range(4000):
        scene.queue.finish()
        before = scene.record.moves
        scene.update(0.0)  # the computer's answer may come in this frame
        if scene.finished or held >= 6:
            break
        if scene.record.moves == before and not random_turn(scene, rng):
            continue
        while scene.queue.busy and scene.queue.current is not None and scene.queue.current.label != "hold":
            scene.queue.update(1 / 60)
        staged = [s.rect() for k, s in scene.sprites.items() if k.startswith(STAGED)]
        names = [pygame.Rect(m.rect) for m in scene.presenter.drawn.marks if m.text.endswith("exchange line")]
        if len(staged) >= 2 and names:
            covered = [(n, r) for n in names for r in staged if n.colliderect(r)]
            assert not covered, covered
            held += 1
    scene.leave()
    assert held >= 3, held
