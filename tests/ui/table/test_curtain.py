"""Pass-and-play: a curtain hides the table between humans, and no face-up sprite ever shows a card
the seat behind the curtain may not know."""

import random

import pygame
import pytest
from fake_app import FakeApp
from table_helpers import settle, table

from game.engine.cards import HIDDEN
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.curtain import Curtain
from game.ui.table.pile_travel import FLYING
from game.ui.table.presenter import STAGED
from game.ui.table.recap import recap_cards
from game.ui.table.scene import TableScene


def test_the_curtain_falls_when_another_human_must_act_and_lifts_on_their_click() -> None:
    curtain = Curtain((0, 1))
    assert curtain.update([0, 1]) and curtain.waiting_for == 0
    curtain.lift()
    assert curtain.viewer == 0 and not curtain.down
    assert not curtain.update([0])  # same human again: no curtain
    assert curtain.update([1]) and curtain.viewer == 0  # still drawn for seat 0 until the click
    curtain.lift()
    assert curtain.viewer == 1


def test_a_viewer_asked_along_with_another_human_keeps_the_screen_and_answers_first() -> None:
    """Both Clashing Blades duelists owed a heart penalty: Player 2, who had just placed a heart, was shown the new
    hand and "Heart penalty: drag cards…", and two seconds later the curtain went to Player 1. Player 2 now pays
    first, then the screen passes."""
    curtain = Curtain((0, 1))
    curtain.update([1])
    curtain.lift()
    assert not curtain.update([0, 1]) and curtain.viewer == 1  # asked along with seat 0: seat 1 keeps the screen
    assert curtain.update([0]) and curtain.waiting_for == 0  # once seat 1 has answered, it passes


def test_against_the_computer_there_is_no_curtain_and_the_human_is_the_viewer() -> None:
    curtain = Curtain((1,))
    assert not curtain.update([0]) and not curtain.update([1])
    assert curtain.viewer == 1


def test_with_no_humans_the_table_is_an_onlookers() -> None:
    scene = table("clashing-blades", humans=0, seed=2)
    assert scene.viewer is None
    assert all(not s.face_up for k, s in scene.sprites.items() if k.startswith(("back:", "hidden:")))
    hands = {c.code for s in (0, 1) for c in scene.state.hands[s]}
    assert not [s for s in scene.sprites.values() if s.face_up and s.code in hands]


def secret_codes(scene, viewer: int) -> set[str]:
    """Cards the viewer may not know: the other hand, the deck, face-down table cards of the other seat."""
    state = scene.state
    if scene.setup.game_id == "clashing-blades":
        other = 1 - viewer
        hidden = {c.code for c in state.hands[other]} | {c.code for c in state.deck} | {c.code for c in state.events}
        public = set(state.observation(viewer).zones[f"table:{other}"])
        hidden |= {c.code for c in state.table[other]} - public
        return hidden
    return set()  # the ten moves are everyone's; the secret is the other's played card (checked below)


def other_play_hidden(scene, viewer: int) -> bool:
    """Duel of Swords: while the other seat's move of this round is secret, its played card lies face down."""
    if scene.setup.game_id != "duel-of-swords" or scene.state.choices[1 - viewer] is None:
        return True
    sprite = scene.sprites.get(f"played:{1 - viewer}")
    return sprite is not None and sprite.shown_code() == HIDDEN


@pytest.mark.parametrize("game_id", ["duel-of-swords", "clashing-blades"])
def test_in_pass_and_play_no_face_up_sprite_shows_another_seats_secret(game_id) -> None:
    options = {"eventDeck": True, "extraHearts": True} if game_id == "clashing-blades" else {}
    for seed in range(3):
        scene = table(game_id, humans=2, seed=seed, options=options)
        rng = random.Random(seed)
        surface = pygame.Surface((1280, 720))
        for _ in range(120):
            settle(scene)
            if scene.state.is_over:
                break
            if scene.curtain.down:
                scene.draw(surface)  # behind the curtain nothing of the table is drawn
                assert surface.get_at((640, 600))[:3] == surface.get_at((5, 5))[:3]
                scene.curtain.lift()
                scene.refresh(animate=False)
            viewer = scene.viewer
            assert viewer in scene.state.to_act()
            secrets = secret_codes(scene, viewer)
            for sprite in scene.sprites.values():
                shown = sprite.shown_code()
                if shown != HIDDEN:
                    assert shown not in secrets, (sprite.key, shown)
            assert other_play_hidden(scene, viewer)
            seen_before = {s.shown_code() for s in scene.sprites.values()}
            scene.play(viewer, rng.choice(scene.state.legal_actions(viewer)))
            shown_by_move = set(scene.recap.entries[0].cards) if scene.recap.entries else set()
            for sprite in scene.sprites.values():  # the animation's first frame too
                if sprite.shown_code() == HIDDEN or scene.state.is_over:
                    continue
                # a staged copy holds a card this viewer saw lie face up or played; a flying copy, one discarded face
                # up (a heart from their own hand, seen going to the pile before the pile is shuffled into the deck)
                if sprite.key.startswith((STAGED, FLYING)):
                    assert sprite.shown_code() in seen_before | shown_by_move, (sprite.key, seen_before)
                else:
                    assert sprite.shown_code() not in secret_codes(scene, viewer)
            assert other_play_hidden(scene, viewer) or scene.state.is_over
        assert scene.log


@pytest.mark.parametrize("game_id", ["clashing-blades", "suits-duel", "el-royale", "mortal-swords"])
def test_in_pass_and_play_what_just_happened_shows_the_next_player_only_cards_they_saw(game_id) -> None:
    """Clashing Blades' recap showed P2 the small picture of P1's face-down En Garde card as soon as the screen
    passed. Every card the recap shows after a pass must be one the engine let the new viewer see."""
    for seed in range(3):
        scene = table(game_id, humans=2, seed=seed)
        moves: list[list] = []
        apply = scene.record.apply

        def kept(seat, action, _apply=apply, _moves=moves):
            events = _apply(seat, action)
            _moves.append(list(events))
            return events

        scene.record.apply = kept
        rng = random.Random(seed)
        passes = 0
        for _ in range(150):
            settle(scene)
            if scene.state.is_over:
                break
            if scene.curtain.down:
                scene.curtain.lift()
                scene.refresh(animate=False)
                passes += 1
                fair = {c for events in moves for c in recap_cards(tuple(e.seen_by(scene.viewer) for e in events))}
                shown = {c for entry in scene.recap.entries for c in entry.cards}
                assert shown <= fair, (seed, scene.viewer, shown - fair)
            scene.play(scene.viewer, rng.choice(scene.state.legal_actions(scene.viewer)))
        assert passes > 3
        scene.leave()


def test_esc_on_the_curtain_leaves_for_the_title_without_showing_a_hand_when_the_game_is_kept(tmp_path) -> None:
    """The curtain was a dead end: to save or stop, the next player's hand had to be shown first."""
    scene = table("clashing-blades", humans=2, seed=3, scale=0.0)
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    assert scene.curtain.down
    scene.handle(escape)
    assert not scene.app.menu and scene.curtain.down, "with --no-save there is no Continue: Esc does not throw the game away"
    scene.app.settings_path = tmp_path / "settings.json"
    scene.handle(escape)
    assert scene.app.menu and scene.curtain.down


ASKED_OF_ALL = [("el-royale", {"throw-before", "throw-after"}), ("clashing-blades", {"respond"}), ("mortal-swords", {"defend"})]


@pytest.mark.parametrize(("game_id", "phases"), ASKED_OF_ALL)
def test_the_curtain_says_in_public_words_why_the_next_player_is_asked(game_id: str, phases: set[str]) -> None:
    """GEN-R07 asks every seat that could throw in, able or not: the screen came to a player with nothing to throw and
    nothing said why. The curtain now says what is asked, the same whoever in the room reads it."""
    said = 0
    for seed in range(4):
        scene = table(game_id, humans=2, seed=seed)
        rng = random.Random(seed)
        for _ in range(200):
            settle(scene)
            if scene.state.is_over:
                break
            if scene.curtain.down:
                who = scene.curtain.waiting_for
                assert who is not None
                words = scene.curtain_words()
                # from what every seat sees: the same words whoever's observation they are read from
                assert {scene.layout.asked(scene.state.observation(s), who) for s in (0, 1)} == {words}
                assert words in scene.elements()[0].text
                if scene.state.observation(who).info.get("phase") in phases:
                    assert scene.names[who] in words and "sked" in words
                    said += 1
                else:  # the attacker, the defender, en garde: what they are handed the screen for, said too
                    assert scene.names[who] in words, f"the curtain names only the player: {words!r}"
                scene.curtain.lift()
                scene.refresh(animate=False)
            viewer = scene.viewer
            assert viewer is not None
            scene.play(viewer, rng.choice(scene.state.legal_actions(viewer)))
    assert said > 0


def test_the_curtains_words_grow_with_the_window_and_stay_on_it() -> None:
    """At 1920x1080 the curtain's words were the size they are at 1280x720: a small island in a big screen."""
    from game.ui import theme

    def words_box(size: tuple[int, int]) -> pygame.Rect:
        surface = pygame.Surface(size)
        Curtain((0, 1)).draw(surface, "Player 2", True, True, "Player 2 may throw in. Every player is asked in turn.")
        painted = pygame.mask.from_threshold(surface, theme.PANEL, (1, 1, 1, 255))
        painted.invert()
        box = painted.get_bounding_rects()
        return box[0].unionall(box[1:])

    pygame.font.init()
    small, large = words_box((1280, 720)), words_box((1920, 1080))
    assert large.height > small.height * 1.3 and large.width > small.width * 1.3
    assert pygame.Rect(0, 0, 1920, 1080).contains(large) and pygame.Rect(0, 0, 1280, 720).contains(small)


@pytest.mark.parametrize("game_id", ["mortal-swords", "clashing-blades"])
def test_presses_that_hurry_a_move_never_lift_the_curtain_onto_the_next_hand(game_id) -> None:
    """A play-tester played a card in four-human Mortal Swords and pressed Space three times to hurry it: the third
    press lifted the curtain as soon as it fell, showing Player 2's hand to Player 1. Space no longer lifts it, and a
    curtain that fell after a move ignores clicks and Enter for a second; after that a click lifts it."""
    seats = 4 if game_id == "mortal-swords" else 2
    scene = TableScene(FakeApp(), GameSetup(game_id, tuple(SeatSetup(f"P{i + 1}", True) for i in range(seats)), {}, 7))
    clock = [100.0]
    scene.curtain._now = lambda: clock[0]
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1)
    space, enter = (pygame.event.Event(pygame.KEYDOWN, key=k, mod=0) for k in (pygame.K_SPACE, pygame.K_RETURN))
    scene.handle(click)  # the first curtain, before any move, lifts at once
    assert not scene.curtain.down
    handed = 0
    for _ in range(12):
        if scene.state.is_over:
            break
        first = scene.viewer
        scene.play(first, scene.state.legal_actions(first)[0])
        for _ in range(40):  # the player hurries the move on, and keeps pressing as the curtain falls
            for press in (space, click, enter):
                scene.handle(press)
                scene.update(1 / 60)
                clock[0] += 0.005
        assert scene.viewer == first, "a hurrying press lifted the curtain onto the next hand"
        if not scene.curtain.down:
            continue  # the same player moves again
        handed += 1
        scene.handle(space)
        clock[0] += 1.0
        scene.handle(space)
        assert scene.curtain.down and scene.viewer == first, "Space lifts no curtain"
        scene.handle(click)
        assert not scene.curtain.down and scene.viewer != first
    assert handed >= 2
    scene.leave()


def test_a_curtain_that_is_not_ready_yet_looks_it_and_brightens_by_itself_when_it_is() -> None:
    """A click in the curtain's first second did nothing and the screen said nothing: a player took it for a lost
    click. Until it is ready its last line is greyed and asks for a moment (greyed alone, "click or press Enter" was
    still read as an invitation), and the table keeps making frames so the line brightens the moment a click would
    work, without waiting for the next input."""
    from game.ui.table.curtain import READY_NOTE, WAIT_NOTE

    scene = TableScene(FakeApp(), GameSetup("mortal-swords", tuple(SeatSetup(f"P{i + 1}", True) for i in range(2)), {}, 7))
    clock = [100.0]
    scene.curtain._now = lambda: clock[0]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1))
    first = scene.viewer
    while scene.viewer == first and not scene.curtain.down:
        scene.play(first, scene.state.legal_actions(first)[0])
        settle(scene)
    assert scene.curtain.down and not scene.curtain.ready()
    assert scene.curtain.note() == WAIT_NOTE and "Enter" not in WAIT_NOTE, "it says to wait, not to press"
    assert scene.update(1 / 60), "an arming curtain asks for frames until it is ready"
    arming = pygame.Surface((1280, 720))
    scene.draw(arming)
    clock[0] += 1.0
    assert scene.curtain.ready() and scene.update(1 / 60), "the frame that finds it ready is drawn (the app was idle)"
    assert scene.curtain.note() == READY_NOTE and "Enter" in READY_NOTE
    ready = pygame.Surface((1280, 720))
    scene.draw(ready)  # the app draws every frame an update asked for
    assert not scene.update(1 / 60), "once drawn ready, the table goes idle"
    assert pygame.image.tobytes(arming, "RGB") != pygame.image.tobytes(ready, "RGB"), "it looks the same either way"
    scene.leave()


def pass_and_play_clashing_blades() -> tuple[TableScene, list[float]]:
    """Two humans at Clashing Blades on a clock the test moves, the first curtain (before any move) lifted."""
    scene = TableScene(FakeApp(), GameSetup("clashing-blades", tuple(SeatSetup(f"P{i + 1}", True) for i in range(2)), {}, 3))
    clock = [100.0]
    scene.curtain._now = lambda: clock[0]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1))
    assert not scene.curtain.down
    return scene, clock


def move_and_watch_it_play(scene: TableScene, clock: list[float], press_until: float = 0.0) -> tuple[float, float]:
    """The viewer drops a card (a press at the table), pressing Space every tenth of a second for ``press_until``
    seconds (hurrying it), and the move plays out frame by frame until the curtain falls; how long that took, and
    when the last press was."""
    drop = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)
    scene.handle(drop)
    scene.play(scene.viewer, scene.state.legal_actions(scene.viewer)[0])
    start = last_press = clock[0]
    while not scene.curtain.down:
        assert clock[0] - start < 10, "the curtain never fell"
        if clock[0] - last_press >= 0.1 and clock[0] - start < press_until:
            scene.handle(space)
            last_press = clock[0]
        scene.update(1 / 60)
        clock[0] += 1 / 60
    return clock[0] - start, last_press


def test_a_player_who_let_their_move_play_out_passes_the_screen_as_soon_as_the_curtain_is_seen() -> None:
    """A play-tester pressed Enter a second and a half to three and a half seconds after a move and often nothing
    happened: the move played for nearly two seconds, then the curtain stood dim for one more, though nobody had
    pressed anything since the drop. The curtain waits a second after the last press at the table, so here only the
    short while it must be seen (a click begun at the table as it fell lands on it): well under that second."""
    from game.ui.table.curtain import ARMING

    scene, clock = pass_and_play_clashing_blades()
    first = scene.viewer
    assert move_and_watch_it_play(scene, clock)[0] > ARMING, "the move plays for longer than the arming second"
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    scene.handle(enter)
    assert scene.curtain.down, "a press as the curtain falls was meant for the table"
    clock[0] += ARMING / 2
    scene.handle(enter)
    assert not scene.curtain.down and scene.viewer != first
    scene.leave()


def test_a_curtain_falling_on_a_hurried_move_waits_a_second_after_the_last_hurrying_press() -> None:
    """The player pressed Space to hurry the move until it was done: their next press would lift the curtain onto the
    next hand, so it arms only a second after the last one."""
    from game.ui.table.curtain import ARMING

    scene, clock = pass_and_play_clashing_blades()
    _, last_press = move_and_watch_it_play(scene, clock, press_until=10.0)
    assert last_press > clock[0] - ARMING, "the player was still hurrying as the curtain fell"
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1)
    clock[0] = last_press + ARMING - 0.05
    scene.handle(click)
    assert scene.curtain.down, "a press within a second of the last hurrying one lifted the curtain"
    clock[0] = last_press + ARMING + 0.05
    scene.handle(click)
    assert not scene.curtain.down
    scene.leave()
