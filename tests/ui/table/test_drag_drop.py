"""Drag, click and keyboard on the table: a legal drop is exactly that engine action; an illegal one
springs back with the engine's reason and leaves the game untouched."""

import time

import pygame
from table_helpers import FakeApp, drag, mouse, settle, table

from game.engine import Action
from game.ui.direct_start import play_setup
from game.ui.table.scene import TableScene


def _spot(scene, zone_id):
    x, y, w, h = scene.view.zone(zone_id).rect
    return (x + w / 2, y + h / 2)


def test_dragging_a_move_onto_the_play_spot_plays_exactly_that_move() -> None:
    scene = table("duel-of-swords", humans=2)
    settle(scene)
    scene.curtain.lift()
    scene.refresh(animate=False)
    assert scene.viewer == 0
    feint = scene.sprites["move:feint"]
    drag(scene, (feint.x, feint.y), _spot(scene, "play"))
    assert scene.state.observation(0).info["my_choice"] == "feint"
    assert scene.state.to_act() == [1]
    assert scene.message == ""


def test_glowing_zones_are_where_a_legal_action_accepts_the_lifted_card() -> None:
    scene = table("duel-of-swords", humans=1)
    settle(scene)
    thrust = scene.sprites["move:thrust"]
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, (thrust.x, thrust.y)))
    assert scene.drag.glow == {"play"}
    assert scene.sprites["move:thrust"].z > max(s.z for k, s in scene.sprites.items() if k != "move:thrust")


def test_a_drop_off_any_spot_springs_back_and_plays_nothing() -> None:
    scene = table("duel-of-swords", humans=1)
    settle(scene)
    before = scene.state.to_dict()
    slash = scene.sprites["move:slash"]
    home = (slash.x, slash.y)
    drag(scene, home, (20, 300))
    assert scene.state.to_dict() == before
    assert "glowing" in scene.message
    scene.queue.finish()
    assert (scene.sprites["move:slash"].x, scene.sprites["move:slash"].y) == home
    # the refusal is told in the side column; the card itself shakes its head where the player is looking
    assert scene.queue.played[-2:] == ["spring-back", "refused"] and scene.sprites["move:slash"].shake == 0.0
    drag(scene, home, (home[0] + 30, home[1]))  # let go over its own place: put back, nothing to refuse
    scene.queue.finish()
    assert scene.queue.played[-1] != "refused"


def test_an_illegal_drop_shows_the_engines_reason_and_changes_nothing() -> None:
    scene = table("duel-of-swords", humans=2, options={"noRepeat": True})
    scene.curtain.lift()
    scene.refresh(animate=False)
    scene.play(0, Action("move", (), "dodge"))
    settle(scene)
    scene.curtain.lift()
    scene.refresh(animate=False)
    scene.play(1, Action("move", (), "thrust"))
    settle(scene)
    assert scene.viewer == 1 and scene.human_to_act()  # asked again at once, the second to choose keeps the screen
    before = scene.state.to_dict()
    thrust = scene.sprites["move:thrust"]
    home = (thrust.x, thrust.y)
    drag(scene, home, _spot(scene, "play"))
    assert scene.state.to_dict() == before
    assert "No repeats" in scene.message and "Thrust" in scene.message
    scene.queue.finish()
    assert (scene.sprites["move:thrust"].x, scene.sprites["move:thrust"].y) == home


def test_a_click_plays_a_move_and_the_keyboard_can_too() -> None:
    scene = table("duel-of-swords", humans=2)
    scene.curtain.lift()
    scene.refresh(animate=False)
    dodge = scene.sprites["move:dodge"]
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, (dodge.x, dodge.y)))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, (dodge.x, dodge.y)))
    assert scene.state.observation(0).info["my_choice"] == "dodge"
    settle(scene)
    scene.curtain.lift()
    scene.refresh(animate=False)
    assert scene.viewer == 1
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN):  # first move, then the second: Slash
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key))
    assert scene.state.history[-1][1] == 1


def _cb_engarde_with_a_heart(seed_range=range(1, 200)):
    for seed in seed_range:
        scene = table("clashing-blades", humans=1, seed=seed, options={"extraHearts": True})
        for _ in range(40):
            settle(scene)
            if scene.human_to_act():
                break
            time.sleep(0.002)  # the computer thinks on its own thread
        obs = scene.state.observation(0)
        if scene.human_to_act() and obs.info["phase"] == "engarde" and any(c.endswith("H") for c in obs.hand):
            return scene
    raise AssertionError("no seed gives an En Garde with a heart in hand")


def test_clashing_blades_a_card_dropped_on_the_exchange_line_is_that_en_garde_action() -> None:
    scene = _cb_engarde_with_a_heart()
    obs = scene.state.observation(0)
    code = next(c for c in obs.hand if not c.endswith("H"))
    sprite = scene.sprites[f"c:{code}"]
    drag(scene, (sprite.x, sprite.y), _spot(scene, "table:0"))
    assert scene.state.observation(0).info["my_engarde"] == code


def test_clashing_blades_a_heart_at_en_garde_is_refused_with_the_engines_reason() -> None:
    scene = _cb_engarde_with_a_heart()
    before = scene.state.to_dict()
    code = next(c for c in scene.state.observation(0).hand if c.endswith("H"))
    sprite = scene.sprites[f"c:{code}"]
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, (sprite.x, sprite.y)))
    assert "table:0" not in scene.drag.glow
    scene.handle(mouse(pygame.MOUSEMOTION, (sprite.x + 50, sprite.y - 200)))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, _spot(scene, "table:0")))
    assert scene.state.to_dict() == before
    assert "heart" in scene.message.lower()


def _computer_moves(scene: TableScene, limit: float = 5.0) -> None:
    """Let the computer's choice land, as it does when its thinking ends mid-drag."""
    deadline = time.monotonic() + limit
    while not scene.state.observation(0).info["chosen"][1] and time.monotonic() < deadline:
        scene.update(1 / 60)
        time.sleep(0.002)
    assert scene.state.observation(0).info["chosen"][1]


def test_a_card_in_hand_stays_in_hand_when_the_computer_moves_mid_drag_and_the_drop_still_plays() -> None:
    scene = table("duel-of-swords", humans=1, seed=5)
    feint = scene.sprites["move:feint"]
    start = (feint.x, feint.y)
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, start))
    scene.handle(mouse(pygame.MOUSEMOTION, (start[0] + 40, start[1] - 120)))
    carried = (scene.sprites["move:feint"].x, scene.sprites["move:feint"].y)
    assert carried != start
    _computer_moves(scene)
    assert scene.queue.busy  # the computer's face-down card is still sliding in
    assert scene.drag.held == "move:feint"
    assert (scene.sprites["move:feint"].x, scene.sprites["move:feint"].y) == carried
    assert scene.drag.glow == {"play"}
    assert scene.sprites["move:feint"].z > max(s.z for k, s in scene.sprites.items() if k != "move:feint")
    assert scene.message == ""
    target = _spot(scene, "play")
    scene.handle(mouse(pygame.MOUSEMOTION, target))  # the animation does not freeze the card in hand
    assert scene.sprites["move:feint"].x != carried[0]
    scene.handle(mouse(pygame.MOUSEBUTTONUP, target))
    history = scene.state.observation(0).info["history"]
    assert history and history[-1]["moves"][0] == "feint"  # the round was fought with the card carried through
    assert scene.message == ""
    assert scene.drag.held is None


def test_a_card_in_hand_that_can_no_longer_be_played_is_let_go_with_a_reason() -> None:
    scene = table("duel-of-swords", humans=1, seed=5)
    scene.worker.min_think = 60.0  # the computer stays thinking: only the player's own move lands
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))  # Dodge selected by keyboard
    selected = scene.drag.selected
    assert selected is not None and selected != "move:feint"
    feint = scene.sprites["move:feint"]
    home = (feint.x, feint.y)
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, home))
    scene.handle(mouse(pygame.MOUSEMOTION, (home[0] + 40, home[1] - 120)))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))  # plays the selection, not the held card
    assert scene.state.observation(0).info["my_choice"] not in (None, "feint")
    assert scene.drag.held is None and scene.drag.glow == set()
    assert "cannot be played now" in scene.message
    scene.queue.finish()
    placement = scene.view.placement("move:feint")
    if placement is not None:
        assert (scene.sprites["move:feint"].x, scene.sprites["move:feint"].y) == placement.pos
    before = scene.state.to_dict()
    scene.handle(mouse(pygame.MOUSEBUTTONUP, (home[0], home[1] - 200)))  # the button comes up later: nothing happens
    assert scene.state.to_dict() == before


def test_a_playable_card_under_the_pointer_lifts_a_little_and_rises_further_when_taken() -> None:
    scene = table("duel-of-swords", humans=1)
    settle(scene)
    thrust = scene.sprites["move:thrust"]
    centre = (round(thrust.x), round(thrust.y))
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    hovered = thrust.lift
    assert hovered > 0, "the card under the pointer rises a little"
    low = (centre[0], thrust.rect().bottom + round(hovered) - 2)
    assert not scene.drag.hover(low, scene.sprites), "it stays up while the pointer rests where the card lay"
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, centre))
    assert thrust.lift > hovered, "a taken card rises higher, casting its shadow"
    scene.handle(mouse(pygame.MOUSEBUTTONUP, centre))
    assert thrust.lift == 0, "set down again"
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    assert all(s.lift == 0 for s in scene.sprites.values()), "nothing stays lifted once the pointer leaves"


def test_el_royale_a_card_dragged_and_dropped_back_in_the_hand_is_put_back_without_a_word() -> None:
    """Changing your mind is not a move: the hand is a drop zone (for taking the pile), yet a hand card
    let go over the hand springs home with no refusal, where it used to be told the pile is not offered."""
    for seed in range(1, 30):
        scene = table("el-royale", humans=1, seed=seed)
        for _ in range(200):
            settle(scene)
            if scene.human_to_act():
                break
            time.sleep(0.002)  # the computer thinks on its own thread
        if scene.human_to_act() and scene.state.observation(0).info["phase"] in ("attack", "throw-before", "throw-after"):
            break
    else:
        raise AssertionError("no seed gives the player an attack or a throw-in")
    scene.message = ""
    before = scene.state.to_dict()
    code = scene.state.observation(0).hand[0]
    sprite = scene.sprites[f"c:{code}"]
    home = (sprite.x, sprite.y)
    assert scene.view.zone("hand:0") is not None
    drag(scene, home, (home[0] + 15, home[1] - 12))  # lifted, moved a little, let go over the hand
    assert scene.state.to_dict() == before
    assert scene.message == ""
    scene.queue.finish()
    assert (scene.sprites[f"c:{code}"].x, scene.sprites[f"c:{code}"].y) == home


def test_a_card_let_go_over_its_own_place_off_every_spot_is_put_back_without_a_word() -> None:
    """Where the hand is no drop zone (Clashing Blades), a card lifted and let go where it lay is not told to find
    a glowing spot; let go elsewhere off every spot, it still is."""
    scene = _cb_engarde_with_a_heart()
    code = next(c for c in scene.state.observation(0).hand if not c.endswith("H"))  # one with somewhere to go
    sprite = scene.sprites[f"c:{code}"]
    home = (sprite.x, sprite.y)
    scene.message = ""
    before = scene.state.to_dict()
    drag(scene, home, (home[0] + 12, home[1] - 10))
    assert scene.state.to_dict() == before and scene.message == ""
    scene.queue.finish()
    drag(scene, home, (home[0], 8 + scene.view.zone("table:0").rect[1] // 2))  # off every spot, above the lines
    assert scene.state.to_dict() == before and "glowing" in scene.message


def test_a_card_picked_with_the_keys_is_ringed_in_another_colour_than_the_hints_glow() -> None:
    """The Mortal Swords lesson: the keyboard's ring on 4♠ looked just like the coach's glow on 7♠, so a learner
    pressed Enter on the wrong card."""
    from game.ui import theme

    scene = table("duel-of-swords", humans=1, seed=3, scale=0.0)
    assert scene.show_hint() and scene.lit.keys
    lit = next(iter(scene.lit.keys))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    if scene.drag.selected == lit:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    picked = scene.drag.selected
    assert picked is not None and picked != lit
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)

    def ring(key: str, margin: int) -> set[tuple[int, int, int]]:
        rect = scene.sprites[key].rect().inflate(2 * margin, 2 * margin)
        return {tuple(surface.get_at((x, rect.top + 1)))[:3] for x in range(rect.left + 12, rect.right - 12)}

    assert theme.CARD_PICKED in ring(picked, 4) and theme.ACCENT not in ring(picked, 4)
    assert theme.ACCENT in ring(lit, 6) and theme.CARD_PICKED not in ring(lit, 6)
    assert sum(abs(a - b) for a, b in zip(theme.CARD_PICKED, theme.ACCENT, strict=True)) > 200  # not a shade of gold


def test_a_card_that_can_go_nowhere_picked_with_the_keys_is_told_the_games_reason() -> None:
    """Clashing Blades, a standoff: the player must drop their spade for a diamond or a club. 5♠ picked with the
    arrows and played with Enter was told only "That card cannot be played now."; it now hears the game's reason
    for that card on its own spot, and nothing changes."""
    scene = table("clashing-blades", humans=2, seed=7, scale=0.0)
    scene.curtain.lift()
    scene.play(0, next(a for a in scene.state.legal_actions(0) if a.cards == ("7S",)))
    scene.play(1, next(a for a in scene.state.legal_actions(1) if a.cards == ("8S",)))
    settle(scene)
    scene.curtain.lift()
    scene.refresh(animate=False)
    assert scene.viewer == 0 and scene.state.phase == "standoff"
    before = scene.state.clone()
    scene.drag.selected = "c:5S"
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert scene.message and scene.message != "That card cannot be played now.", scene.message
    assert "standoff" in scene.message and "spade" in scene.message, scene.message
    assert scene.state.legal_actions(0) == before.legal_actions(0) and scene.state.phase == before.phase


def test_a_play_offered_instead_opens_its_menu_beside_the_refusal_of_the_play_meant() -> None:
    """A drop whose meant play is refused, over a spot where a costlier play would be legal, is not played: the
    table tells why the meant play was refused and offers the other in a menu, and nothing changes until pressed."""
    from game.ui.table.drag_drop import INSTEAD, Choose
    from game.ui.table.layout import ButtonSpec

    scene = table("suits-duel", humans=1, seed=3, scale=0.0)
    while not scene.human_to_act():
        scene.update(1 / 30)
    legal = scene.state.legal_actions(0)
    hand = scene.state.observation(0).hand
    meant = Action("heal", (hand[0],), "wound:KS")  # there is no such wound: refused
    offered = legal[0]
    before = scene.state.to_dict()
    scene.drop_result(Choose(f"c:{hand[0]}", INSTEAD, (ButtonSpec("Offered", offered),), refused=meant))
    assert scene.state.to_dict() == before
    assert scene.message and scene.message == scene.state.why_illegal(0, meant)
    assert scene.overlays.menu == INSTEAD and any(spec.action == offered for spec in scene.view.buttons)


def test_a_menu_a_drop_asked_about_opens_again_from_its_button_after_esc() -> None:
    """Suits Duel: with "Play this instead?" put away by Esc, a click on its button made the button vanish instead
    of opening the menu: the click's release redrew the table, and with it went the drop's choices. They now stay
    until one is pressed or a move is made."""
    from game.ui.table.drag_drop import INSTEAD, Choose
    from game.ui.table.layout import ButtonSpec

    scene = table("suits-duel", humans=1, seed=3, scale=0.0)
    while not scene.human_to_act():
        scene.update(1 / 30)
    hand = scene.state.observation(0).hand
    offered = scene.state.legal_actions(0)[0]
    scene.drop_result(Choose(f"c:{hand[0]}", INSTEAD, (ButtonSpec("Offered", offered),)))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert scene.overlays.menu is None
    scene.draw(pygame.Surface(scene.app.size))
    opener = next(r for r, what in scene.overlays.button_rects if what == f"open:{INSTEAD}")
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, opener.center))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, opener.center))
    scene.draw(pygame.Surface(scene.app.size))
    assert scene.overlays.menu == INSTEAD
    assert any(what == offered for _, what in scene.overlays.button_rects)
    scene.play(0, offered)
    assert not any(spec.menu == INSTEAD for spec in scene.view.buttons)  # a move ends the question


def _keys(scene: TableScene, *keys: int, mod: int = 0) -> None:
    for key in keys:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def _a_card_with_two_spots() -> tuple[TableScene, str]:
    """Suits Duel at its first turn: a card the arrows reach that more than one spot would take (an attack on a foe's
    card, or a summon onto the player's battlers)."""
    for seed in range(1, 60):
        scene = table("suits-duel", humans=1, seed=seed, scale=0.0)
        settle(scene)
        if not scene.human_to_act():
            continue
        for _ in range(len(scene.view.placements)):
            _keys(scene, pygame.K_RIGHT)
            if len(scene.drag.spots()) >= 2:
                return scene, scene.drag.selected
    raise AssertionError("no card with two spots in the first turns")


def test_tab_chooses_which_lit_spot_enter_plays_a_card_picked_with_the_keys_onto() -> None:
    """'Arrow keys, then Enter: pick a card and its spot', but Enter always cast the attack: a summon with the same
    card could not be chosen without the mouse. Tab now steps through the lit spots, ringed in the picked card's
    blue, and Enter plays onto the one ringed."""
    from game.ui import theme
    from game.ui.table.layout import GLOW_MARGIN

    scene, picked = _a_card_with_two_spots()
    spots = scene.drag.spots()
    first = scene.drag.aimed()
    assert first in spots
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)
    x, y, w, h = scene.view.zone(first).rect
    ring = pygame.Rect(x, y, w, h).inflate(-2, -2)
    side = {tuple(surface.get_at((ring.left + 1, yy)))[:3] for yy in range(ring.top + 12, ring.bottom - 12)}
    assert theme.CARD_PICKED in side, "the spot Enter plays onto is ringed in the picked card's blue"
    glow = pygame.Rect(x, y, w, h).inflate(2 * GLOW_MARGIN + 2, 2 * GLOW_MARGIN + 2)
    outside = {tuple(surface.get_at((glow.left - 2, yy)))[:3] for yy in range(glow.top + 12, glow.bottom - 12)}
    assert theme.CARD_PICKED not in outside, "inside the gold ring, not spreading over the labels beside the spot"
    _keys(scene, pygame.K_TAB)
    second = scene.drag.aimed()
    assert second in spots and second != first
    _keys(scene, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert scene.drag.aimed() == first, "Shift+Tab steps back"
    _keys(scene, pygame.K_TAB)
    placement = scene.view.placement(picked)
    meant = scene.layout.candidate(placement, second, scene.legal())
    assert meant in scene.legal()
    before = scene.record.moves
    _keys(scene, pygame.K_RETURN)
    if scene.overlays.menu is not None:  # a summon asks which card of the pair is the battler: the one picked, first
        scene.draw(surface)
        _keys(scene, pygame.K_1)
    assert scene.record.moves == before + 1 and scene.record.log[before].action == meant, "played onto the spot Tab chose"


def test_the_arrows_visit_the_hand_first_then_the_rows_above_each_left_to_right() -> None:
    """Mortal Swords when hit: the arrows went 9♠ in hand, the attacking K♥ on the table, then 7♠ in hand, by x alone."""
    from game.ui.table.drag_drop import _reading_order
    from game.ui.table.layout import Placement

    hand = [Placement(f"c:{c}", c, (x, 500), True, width=80) for c, x in (("9S", 100), ("7S", 300), ("2H", 200))]
    table_card = Placement("c:KH", "KH", (150, 250), True, width=80)
    off = Placement("c:3C", "3C", (50, -100), True, width=80)
    order = [p.code for p in _reading_order([table_card, *hand, off])]
    assert order == ["9S", "2H", "7S", "KH", "3C"]


def test_enter_on_a_card_picked_with_the_keys_plays_it_even_under_a_note_that_enter_closes() -> None:
    """Duel of Swords with the note of another unfinished game up ('…press Enter to close'): the first Enter closed
    the note instead of playing the move picked with the arrows. It now plays it, and the note goes with the move."""
    scene = table("duel-of-swords", humans=1, seed=3, scale=0.0)
    settle(scene)
    scene.caption = "Your other Clashing Blades game waits under Continue."
    _keys(scene, pygame.K_RIGHT)
    assert scene.drag.selected is not None
    before = scene.record.moves
    _keys(scene, pygame.K_RETURN)
    assert scene.record.moves == before + 1 and scene.caption == ""
    settle(scene)
    scene.caption = "A note with no card picked."
    _keys(scene, pygame.K_RETURN)
    assert scene.caption == "", "Enter still closes a note when no card is picked"


def test_a_card_being_dragged_stays_under_the_pointer_when_the_window_is_resized() -> None:
    """Resized mid-drag, the held card jumped back into its hand slot, the button still down, until the pointer
    moved again."""
    scene = table("duel-of-swords", humans=1, seed=3, scale=0.0)
    settle(scene)
    thrust = scene.sprites["move:thrust"]
    start = (round(thrust.x), round(thrust.y))
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, start))
    at = (start[0] + 60, start[1] - 120)
    scene.handle(mouse(pygame.MOUSEMOTION, at))
    assert scene.drag.held == "move:thrust"
    scene.app.size = (1600, 900)
    scene.resize((1600, 900))
    held = scene.sprites["move:thrust"]
    assert scene.drag.held == "move:thrust"
    assert abs(held.x - at[0]) < 2 and abs(held.y - at[1]) < 2, (held.x, held.y, at)
    assert held.z == max(s.z for s in scene.sprites.values()), "on top, as it was"


def test_a_card_picked_with_the_keys_stands_up_out_of_the_hand() -> None:
    """The keyboard's pick was a thin ring with no lift, half hidden under the next card of an overlapping hand."""
    scene = table("duel-of-swords", humans=1, seed=3, scale=0.0)
    settle(scene)
    _keys(scene, pygame.K_RIGHT)
    first = scene.drag.selected
    assert first is not None and scene.sprites[first].lift > 0
    _keys(scene, pygame.K_RIGHT)
    second = scene.drag.selected
    assert second != first and scene.sprites[second].lift > 0 and scene.sprites[first].lift == 0
    _keys(scene, pygame.K_ESCAPE)
    assert scene.drag.selected is None and scene.sprites[second].lift == 0


def test_a_suits_duel_card_that_fits_no_spell_played_with_enter_hears_why() -> None:
    """Suits Duel: Q♣ picked with the arrows, with no clubs battler and no pair, lit no spot, and Enter said only
    "That card cannot be played now.": a keyboard player never heard the reason a drop on a spot gets."""
    for seed in range(1, 80):
        scene = table("suits-duel", humans=1, seed=seed, scale=0.0)
        settle(scene)
        if not scene.human_to_act() or scene.state.phase != "main":
            continue
        hand = [p for p in scene.view.placements if p.draggable and p.key.startswith("c:")]
        stuck = next((p for p in hand if not scene.drag.legal_zones(p)), None)
        if stuck is None:
            continue
        scene.drag.selected = stuck.key
        before = scene.state.clone()
        _keys(scene, pygame.K_RETURN)
        assert scene.message and scene.message != "That card cannot be played now.", scene.message
        assert "summon" in scene.message, scene.message
        assert scene.state.legal_actions(0) == before.legal_actions(0)
        return
    raise AssertionError("no Suits Duel hand with a card that fits no spell")


def _player_2_attacks_at_full_hd() -> TableScene:
    """The play-tester's table: El Royale, eight seats, two players passing the screen, seed 11, 1920x1080; Player 2
    attacks first with four cards (J♥ Q♠ J♠ 3♥) laid side by side with slits between them."""
    setup, _ = play_setup(["el-royale", "--players", "human,human,easy,normal,hard,normal,easy,hard", "--seed", "11"])
    scene = TableScene(FakeApp((1920, 1080), scale=0.0), setup)
    settle(scene)
    scene.curtain.lift()
    scene.refresh(animate=False)
    assert scene.viewer == 1 and scene.human_to_act() and len(scene.state.observation(1).hand) == 4
    return scene


def _hand_rects(scene: TableScene) -> list[pygame.Rect]:
    return sorted((scene.sprites[p.key].rect() for p in scene.view.placements if p.draggable), key=lambda r: r.x)


def test_a_drag_begun_in_the_slit_between_two_hand_cards_after_saying_nothing_plays_the_nearer_card() -> None:
    """The tester said something to the table, then nothing, then dragged from the middle of the four-card hand onto
    the pile 20 times: nothing moved and nothing was said (a click on Q♠ itself worked). The press landed in the slit
    between Q♠ and J♠, on no card. A press that close to a playable card and on nothing else takes it."""
    scene = _player_2_attacks_at_full_hd()
    for kind in ("talk", "hush"):
        scene.play(1, next(a for a in scene.legal() if a.kind == kind))
        settle(scene)
    assert scene.message == "" and scene.human_to_act()
    queen, jack = _hand_rects(scene)[1:3]
    slit = (queen.right + 2, queen.centery)  # where the tester pressed: 3 px right of Q♠, 7 px left of J♠
    assert not queen.collidepoint(slit) and not jack.collidepoint(slit)
    drag(scene, slit, _spot(scene, "pile"))
    attack = scene.record.log[-1].action
    assert (attack.kind, attack.cards) == ("attack", ("QS",)), scene.message


def test_a_drag_begun_on_no_card_and_let_go_on_a_spot_says_why_nothing_happened() -> None:
    """A drag from the bare felt onto the pile moves nothing: it says so, rather than leaving the player to wonder."""
    scene = _player_2_attacks_at_full_hd()
    moves = scene.record.moves
    below = _hand_rects(scene)[0]
    felt = (below.centerx, below.top - below.height // 2)
    assert scene.drag.sprite_at(felt, scene.sprites) is None
    drag(scene, felt, _spot(scene, "pile"))
    assert scene.record.moves == moves
    assert "no card" in scene.message.lower() and "press on" in scene.message.lower()
    scene.message = ""
    drag(scene, felt, (felt[0] + 40, felt[1] - 40))  # over no spot: a stroke on the felt, nothing to say
    assert scene.message == ""
