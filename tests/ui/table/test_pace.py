"""The pace of a watched game: holds long enough to read, and a run of computer passes costs one beat."""

from __future__ import annotations

import random
import time

from table_helpers import FakeApp, settle, table

from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.presenter import HOLD_PLAY
from game.ui.table.scene import TableScene


def watched(game_id: str, seats: int, seed: int, think: float = 0.6) -> TableScene:
    app = FakeApp(scale=1.0)
    app.settings = app.settings.with_changes(think_time=think)
    players = tuple(SeatSetup(f"Computer {i + 1}", False, "normal") for i in range(seats))
    return TableScene(app, GameSetup(game_id, players, {}, seed))


def watch(scene: TableScene, moves: int, on_move) -> None:
    """Run the table on its own clock (1/30 s a frame) until ``moves`` moves were played or the game ended."""
    played = 0
    deadline = time.monotonic() + 60
    while played < moves and not scene.finished and time.monotonic() < deadline:
        before = len(scene.record.log)
        scene.update(1 / 30)
        if len(scene.record.log) > before:
            played += 1
            on_move(scene)
        time.sleep(0.0005)


def test_a_run_of_computer_passes_in_an_eight_seat_el_royale_round_is_held_for_one_beat() -> None:
    scene = watched("el-royale", 8, seed=3)
    runs: list[tuple[int, int]] = []  # (passes in the run, beats held during it)
    state = {"run": 0, "beats": 0}

    def on_move(table: TableScene) -> None:
        action = table.record.log[-1].action
        if not action.cards:
            if state["run"] == 0:
                state["beats"] = table.computers.beats - 1  # the run's first pass was held to the beat
            state["run"] += 1
        elif state["run"]:
            runs.append((state["run"], table.computers.beats - state["beats"]))  # the card ending it came at once too
            state["run"] = 0

    watch(scene, 160, on_move)
    scene.leave()
    long_runs = [(n, beats) for n, beats in runs if n >= 3]
    assert long_runs, runs
    print(
        f"{len(long_runs)} runs of 3+ passes, {sum(n for n, _ in long_runs)} passes, beats per run: {[b for _, b in long_runs]}"
    )
    assert all(beats == 1 for _, beats in long_runs), long_runs


def test_after_a_computers_card_the_next_computer_is_asked_only_once_the_card_was_held() -> None:
    scene = watched("mortal-swords", 3, seed=2)
    played_at: list[float] = []
    gaps: list[float] = []
    ask = scene.computers.ask

    def asking(state, clock):  # type: ignore[no-untyped-def]
        asked = ask(state, clock)
        if asked and played_at:
            gaps.append(clock - played_at[-1])
        return asked

    scene.computers.ask = asking  # type: ignore[method-assign]
    watch(scene, 12, lambda table: played_at.append(table.clock) if table.record.log[-1].action.cards else None)
    scene.leave()
    assert len(gaps) >= 8
    assert min(gaps) >= HOLD_PLAY, gaps  # every Mortal Swords move plays a card: each is held before the next is asked


def test_a_watched_card_that_stays_on_the_table_is_not_staged_twice() -> None:
    scene = watched("mortal-swords", 4, seed=5)
    doubled: list[str] = []

    def on_move(table: TableScene) -> None:
        staged = {s.code for k, s in table.sprites.items() if k.startswith("staged:")}
        lying = {s.code for k, s in table.sprites.items() if not k.startswith("staged:") and s.face_up}
        doubled.extend(staged & lying)

    watch(scene, 20, on_move)
    scene.leave()
    assert not doubled  # a card held where it landed is not also held in the stage


def test_the_players_own_card_lying_where_it_landed_is_not_staged_again() -> None:
    """A card the player puts on the table stays readable there; no shrunken copy of it also stands in the stage."""
    scene = table("clashing-blades", humans=1, seed=3)
    rng = random.Random(3)
    doubled: list[str] = []
    for _ in range(60):
        settle(scene)
        if scene.finished:
            break
        if scene.human_to_act():
            legal = scene.state.legal_actions(0)
            scene.play(0, rng.choice(legal))
            staged = {s.code for k, s in scene.sprites.items() if k.startswith("staged:")}
            # drawn face up: a card shuffled back and dealt to the player again waits face down in the deck meanwhile
            lying = {s.code for k, s in scene.sprites.items() if not k.startswith("staged:") and s.shows_face()}
            doubled.extend(staged & lying)
        else:
            scene.update(1.0)
    scene.leave()
    assert scene.record.moves > 4
    assert not doubled


def test_in_pass_and_play_the_player_sees_what_their_move_did_before_the_curtain_falls() -> None:
    """Clashing Blades, two humans: after a Decline the curtain came up within about half a second, so the player
    never saw "Player 1 takes 2 damage". A move after which the screen passes to another human is held at least as
    long as another seat's card, before the curtain falls."""
    scene = table("clashing-blades", humans=2, seed=7)
    rng = random.Random(7)
    handed = 0
    for _ in range(40):
        settle(scene)
        if scene.state.is_over or handed >= 3:
            break
        scene.curtain.lift()
        scene.refresh(animate=False)
        viewer = scene.viewer
        assert viewer is not None and viewer in scene.state.to_act()
        scene.play(viewer, rng.choice(scene.state.legal_actions(viewer)))
        if viewer in scene.state.to_act() or scene.state.is_over:
            continue
        clock = 0.0
        while not scene.curtain.down and clock < 10:
            scene.update(1 / 30)
            clock += 1 / 30
        assert scene.curtain.down and clock >= HOLD_PLAY, clock
        handed += 1
    assert handed >= 3


def test_cards_a_move_clears_from_the_line_are_held_in_the_order_they_were_played() -> None:
    """A Mortal Swords attack played 8♠ 9♣ K♠ A♣ was held in the stage as A♣ K♠ 8♠ 9♣: the move's own card first,
    the line's after it. The stage now reads in the order the cards were laid (a line is laid out by seat, not by
    turn)."""
    scene = watched("mortal-swords", 4, seed=5, think=0.0)
    presenter = scene.presenter
    stage = presenter._stage
    laid: list[str] = []  # cards laid on the table, in play order (a card laid again after a reshuffle counts anew)
    checked = 0

    def staging(view, move, where, vanished, previous):  # type: ignore[no-untyped-def]
        nonlocal checked
        for e in move.events:
            if e.dst and e.dst.startswith("table"):
                laid[:] = [c for c in laid if c not in e.cards] + list(e.cards)
        copies = stage(view, move, where, vanished, previous)
        held = [c.sprite.code for c in sorted(copies, key=lambda c: c.at[0]) if c.sprite.code in laid]
        if len(held) >= 3:
            checked += 1
            assert held == sorted(held, key=laid.index), (held, laid[-6:])
        return copies

    presenter._stage = staging  # type: ignore[method-assign]
    watch(scene, 60, lambda table: None)
    scene.leave()
    assert checked >= 2, "no move here cleared three or more cards from the line"


def test_a_computer_taking_up_the_pile_is_held_like_a_card_played() -> None:
    """In eight-seat El Royale "Computer 5 concedes and picks up 1 card" came and went within a second among the
    passes around it: a pick-up moves no card of the seat's own, so it was held as a pass. It is a move to follow."""
    scene = watched("el-royale", 8, seed=3, think=0.0)
    held: list[float] = []

    def on_move(table: TableScene) -> None:
        if table.record.log[-1].action.kind in ("concede", "take"):
            steps = [s for s in (table.queue.current, *table.queue._steps) if s is not None]
            held.append(max((s.hold for s in steps), default=0.0))

    watch(scene, 200, on_move)
    scene.leave()
    assert held and min(held) >= HOLD_PLAY, held
