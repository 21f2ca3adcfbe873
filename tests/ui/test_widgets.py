"""Menu controls by mouse and keyboard: focus moves over what can be used, values stay in bounds."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.widgets import Button, Cycler, FocusGroup, Label, Stepper, TextField, Toggle, wrap


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def keydown(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def press(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def test_wrap_keeps_every_word_and_each_line_fits() -> None:
    f = theme.font(18)
    text = "Two fencers choose one of ten moves in secret each round, and a matrix decides."
    lines = wrap(text, f, 200)
    assert len(lines) > 1
    assert " ".join(lines).split() == text.split()
    assert all(f.size(line)[0] <= 200 for line in lines)


def test_tab_moves_focus_over_usable_controls_only() -> None:
    pressed: list[str] = []
    group = FocusGroup()
    a = Button("A", lambda: pressed.append("A"))
    off = Button("Off", lambda: pressed.append("Off"), enabled=False)
    label = Label("Just text")
    b = Button("B", lambda: pressed.append("B"))
    group.set([a, off, label, b])
    assert group.handle(keydown(pygame.K_TAB))
    assert group.focused is a
    group.handle(keydown(pygame.K_TAB))
    assert group.focused is b
    group.handle(keydown(pygame.K_TAB))
    assert group.focused is a, "focus wraps around"
    group.handle(keydown(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert group.focused is b
    group.handle(keydown(pygame.K_UP))
    assert group.focused is a
    group.handle(keydown(pygame.K_RETURN))
    group.handle(keydown(pygame.K_SPACE))
    assert pressed == ["A", "A"]


def test_a_click_presses_the_button_under_the_pointer_and_not_a_disabled_one() -> None:
    pressed: list[str] = []
    on = Button("On", lambda: pressed.append("on"))
    off = Button("Off", lambda: pressed.append("off"), enabled=False)
    on.rect = pygame.Rect(0, 0, 100, 40)
    off.rect = pygame.Rect(0, 50, 100, 40)
    group = FocusGroup()
    group.set([on, off])
    assert group.handle(press((10, 10)))
    group.handle(press((10, 60)))
    assert not group.handle(press((500, 500)))
    assert pressed == ["on"]


def test_toggle_cycler_and_stepper_change_by_keys() -> None:
    changes: list[object] = []
    toggle = Toggle("T", False, changes.append)
    cycler = Cycler("C", ("a", "b", "c"), "a", changes.append)
    stepper = Stepper("S", 14, 1, 15, changes.append)
    group = FocusGroup()
    group.set([toggle, cycler, stepper])
    group.handle(keydown(pygame.K_TAB))
    group.handle(keydown(pygame.K_RETURN))
    group.handle(keydown(pygame.K_TAB))
    group.handle(keydown(pygame.K_LEFT))
    group.handle(keydown(pygame.K_TAB))
    group.handle(keydown(pygame.K_RIGHT))
    group.handle(keydown(pygame.K_RIGHT))  # already at the maximum: no change reported
    assert changes == [True, "c", 15]
    assert (toggle.value, cycler.value, stepper.value) == (True, "c", 15)


def test_a_disabled_control_keeps_its_value() -> None:
    changes: list[object] = []
    toggle = Toggle("T", False, changes.append, enabled=False)
    toggle.activate()
    toggle.step(1)
    assert toggle.value is False and changes == []


def test_text_field_takes_allowed_characters_up_to_its_length() -> None:
    values: list[str] = []
    field = TextField("Seed", "", values.append, allowed="0123456789", max_length=4)
    group = FocusGroup()
    group.set([field])
    group.handle(keydown(pygame.K_TAB))
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="1a2"))
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="345"))
    assert field.value == "1234"
    group.handle(keydown(pygame.K_BACKSPACE))
    assert field.value == "123"
    assert values[-1] == "123"


def test_typing_past_the_length_says_the_limit_in_the_help_line_until_the_next_edit() -> None:
    field = TextField("Name", "", lambda _: None, max_length=5, help="what to call it")
    group = FocusGroup()
    group.set([field])
    group.handle(keydown(pygame.K_TAB))
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="abcd"))
    assert group.help_text() == "what to call it"
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="efg"))  # only "e" fits
    assert field.value == "abcde"
    assert group.help_text() == "At most 5 characters: the rest was not typed."
    group.handle(keydown(pygame.K_BACKSPACE))
    assert group.help_text() == "what to call it"


def two_buttons() -> tuple[Button, Button, FocusGroup]:
    """A at the left, B at the right, each with its help line, in one focus group."""
    a = Button("A", lambda: None, help="does A")
    b = Button("B", lambda: None, help="does B")
    a.rect = pygame.Rect(0, 0, 50, 50)
    b.rect = pygame.Rect(100, 0, 50, 50)
    group = FocusGroup()
    group.set([a, b])
    return a, b, group


def test_help_follows_the_hovered_control_then_the_focused_one() -> None:
    _, _, group = two_buttons()
    group.handle(keydown(pygame.K_TAB))
    assert group.help_text() == "does A"
    assert group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(120, 10), rel=(0, 0), buttons=(0, 0, 0)))
    assert group.help_text() == "does B"
    assert not group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(121, 10), rel=(0, 0), buttons=(0, 0, 0)))


def test_a_key_that_moves_the_focus_wins_the_help_line_over_a_pointer_at_rest() -> None:
    """The title screen said "Set up Duel of Swords." (under the resting pointer) while Tab went to Load game, Mortal
    Swords and Suits Duel. The last to single a control out, the keys or the pointer, names it."""
    a, b, group = two_buttons()
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(120, 10), rel=(0, 0), buttons=(0, 0, 0)))
    assert group.help_text() == "does B" and group.pointed() is b
    group.handle(keydown(pygame.K_TAB))
    assert group.focused is a and group.help_text() == "does A" and group.pointed() is a
    group.set([a, b])  # a screen rebuilt under the resting pointer keeps the keys' choice
    assert group.help_text() == "does A"
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(125, 12), rel=(5, 2), buttons=(0, 0, 0)))
    assert group.help_text() == "does B" and group.pointed() is b, "the pointer moved: it names what it is over"


def test_every_control_draws() -> None:
    surface = pygame.Surface((400, 300))
    widgets = [
        Button("B", lambda: None),
        Toggle("T", True, lambda v: None),
        Cycler("C", ("x", "y"), "y", lambda v: None),
        Stepper("S", 3, 1, 5, lambda v: None),
        TextField("F", "", lambda v: None, placeholder="random"),
        Label("L"),
    ]
    for i, w in enumerate(widgets):
        w.rect = pygame.Rect(0, i * 45, 400, 40)
    group = FocusGroup()
    group.set(widgets)
    group.draw(surface)
    assert surface.get_at((5, 20)) != surface.get_at((5, 290))


def textinput(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def test_tabbing_into_a_name_and_typing_replaces_it() -> None:
    names: list[str] = []
    group = FocusGroup()
    field = TextField("P2", "Computer", names.append)
    group.set([Button("Before", lambda: None), field])
    group.handle(keydown(pygame.K_TAB))
    group.handle(keydown(pygame.K_TAB))
    assert group.focused is field and field.selected_text == "Computer"
    for c in "Bob":
        group.handle(textinput(c))
    assert field.value == "Bob", "typing over a selected name replaces it, never 'ComputeBob'"
    assert names[-1] == "Bob"


def test_a_value_wider_than_its_field_slides_so_the_cursor_stays_in_sight() -> None:
    """A 40-character save name ran past the field's edge and the cursor was drawn outside it, unseen."""
    surface = pygame.Surface((300, 60))
    field = TextField("Name:", "", lambda _: None, max_length=40)
    field.rect = pygame.Rect(0, 0, 300, 48)
    group = FocusGroup()
    group.set([field])
    group.handle(keydown(pygame.K_TAB))
    group.handle(textinput("W" * 40))
    group.draw(surface)
    font = theme.font(field.ui.text(theme.BODY_SIZE))
    cursor_x = field.field_rect.left + field.ui.px(8) - field.scroll + font.size(field.value)[0]
    assert field.scroll > 0 and field.field_rect.left < cursor_x < field.field_rect.right
    field.click((field.field_rect.right - 2, field.field_rect.centery))
    assert field.cursor >= 38, "a click at the field's right edge lands at the end of the words it shows"
    group.handle(keydown(pygame.K_HOME))
    group.draw(surface)
    assert field.scroll == 0, "Home brings the start of the name back in sight"


def test_a_field_selects_with_shift_and_copies_cuts_and_pastes() -> None:
    pygame.display.init()
    pygame.display.set_mode((200, 100))
    group = FocusGroup()
    field = TextField("Name", "Ann Smith", lambda _: None)
    group.set([field])
    group.handle(keydown(pygame.K_TAB))
    group.handle(keydown(pygame.K_END))
    for _ in range(5):
        group.handle(keydown(pygame.K_LEFT, pygame.KMOD_SHIFT))
    assert field.selected_text == "Smith"
    group.handle(keydown(pygame.K_x, pygame.KMOD_CTRL))
    assert field.value == "Ann " and field.cursor == 4
    group.handle(keydown(pygame.K_HOME))
    group.handle(keydown(pygame.K_v, pygame.KMOD_CTRL))
    assert field.value == "SmithAnn ", "the cut word is pasted at the cursor"
    group.handle(keydown(pygame.K_a, pygame.KMOD_CTRL))
    group.handle(keydown(pygame.K_c, pygame.KMOD_CTRL))
    group.handle(keydown(pygame.K_BACKSPACE))
    assert field.value == ""
    group.handle(keydown(pygame.K_v, pygame.KMOD_CTRL))
    assert field.value == "SmithAnn "


def test_a_paste_keeps_to_the_allowed_characters_and_the_length() -> None:
    field = TextField("Seed", "12", lambda _: None, allowed="0123456789", max_length=6)
    field.cursor = 2
    field.insert("3a4b5c6d7e8")
    assert field.value == "123456"


def test_a_button_too_narrow_for_its_words_wraps_then_shrinks_and_cuts_last() -> None:
    surface = pygame.Surface((400, 200))
    roomy = Button("Save the game in progress", lambda: None)
    roomy.rect = pygame.Rect(0, 0, 360, 44)
    roomy.draw(surface, False)
    assert not roomy.cut
    tight = Button("Save the game in progress under a long name", lambda: None)
    tight.rect = pygame.Rect(0, 0, 90, 30)
    tight.draw(surface, False)
    assert tight.cut, "words that cannot fit even at the smallest size are cut, and the control says so"


def test_controls_grow_with_their_scale() -> None:
    surface = pygame.Surface((800, 200))
    big = Button("Start", lambda: None)
    big.ui = theme.ui_scale((1920, 1080))
    assert big.ui.text(theme.BODY_SIZE) == round(theme.BODY_SIZE * 1.5)
    assert theme.ui_scale((960, 600)).text(theme.SMALL_SIZE) >= theme.MIN_TEXT
    big.rect = pygame.Rect(0, 0, 300, 70)
    big.draw(surface, True)
    assert not big.cut


def test_buttons_side_by_side_share_one_type_size_even_when_one_word_cannot_wrap() -> None:
    surface = pygame.Surface((800, 200))
    ui = theme.ui_scale((960, 600), 200)
    row = [Button(text, lambda: None) for text in ("Play again", "Statistics", "Menu")]
    for n, b in enumerate(row):
        b.ui = ui
        b.rect = pygame.Rect(n * 130, 0, 120, 70)
    alone = {b.text: b.fitted_size() for b in row}
    assert len(set(alone.values())) > 1, "on its own the long single word shrinks while the others do not"
    group = FocusGroup()
    group.set(row)
    group.draw(surface)
    assert len({b.drawn_size for b in row}) == 1, {b.text: b.drawn_size for b in row}
    assert row[0].drawn_size == min(alone.values())
    assert not any(b.cut for b in row)


def test_buttons_in_different_rows_keep_their_own_sizes() -> None:
    surface = pygame.Surface((800, 300))
    ui = theme.ui_scale((960, 600), 200)
    top, below = Button("Statistics", lambda: None), Button("Menu", lambda: None)
    for b, y in ((top, 0), (below, 100)):
        b.ui = ui
        b.rect = pygame.Rect(0, y, 120, 70)
    group = FocusGroup()
    group.set([top, below])
    group.draw(surface)
    assert below.drawn_size == ui.text(theme.BODY_SIZE) > top.drawn_size


def grid_of_tiles() -> tuple[FocusGroup, list[Button], list[Button], Button]:
    """Three tiles in a column, each with its own small button beside it (Tab order: tile, its button, next tile),
    and a Back button under them all: the shape of Choose a game."""
    tiles, beside = [], []
    for i in range(3):
        tile = Button(f"Tile {i}", lambda: None)
        tile.rect = pygame.Rect(100, 50 + i * 110, 500, 100)
        learn = Button(f"Learn {i}", lambda: None)
        learn.rect = pygame.Rect(620, 50 + i * 110, 150, 100)
        tiles.append(tile)
        beside.append(learn)
    back = Button("Back", lambda: None)
    back.rect = pygame.Rect(380, 400, 180, 40)
    group = FocusGroup()
    group.set([w for pair in zip(tiles, beside, strict=True) for w in pair] + [back])
    return group, tiles, beside, back


def test_the_arrows_move_the_focus_across_the_screen_as_the_eye_reads_it() -> None:
    group, tiles, beside, _ = grid_of_tiles()
    group.focus_on(tiles[0])
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is tiles[1], "Down reaches the tile under it, not the button beside it that Tab reaches"
    group.handle(keydown(pygame.K_RIGHT))
    assert group.focused is beside[1]
    group.handle(keydown(pygame.K_UP))
    assert group.focused is beside[0], "Up keeps to the column"
    group.handle(keydown(pygame.K_LEFT))
    assert group.focused is tiles[0]
    assert group.keyed, "a key moved the focus, so the help line speaks of it"


def test_down_from_the_last_tile_reaches_the_button_below_and_wraps_from_there() -> None:
    group, tiles, _, back = grid_of_tiles()
    group.focus_on(tiles[2])
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is back
    group.handle(keydown(pygame.K_UP))
    assert group.focused is tiles[2], "Up from Back returns to the tile above it"
    group.focus_on(back)
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is tiles[0], "with nothing below, Down steps on in Tab order, round to the first"
    group.handle(keydown(pygame.K_LEFT))
    assert group.focused is tiles[0], "with nothing to the left, Left does nothing"


def test_left_and_right_still_change_a_value_and_skip_it_for_a_button_beside_it() -> None:
    choice = Cycler("Level", ["Easy", "Normal", "Hard"], "Normal", lambda v: None)
    choice.rect = pygame.Rect(0, 0, 200, 40)
    go = Button("Go", lambda: None)
    go.rect = pygame.Rect(220, 0, 100, 40)
    group = FocusGroup()
    group.set([choice, go])
    group.focus_on(choice)
    group.handle(keydown(pygame.K_RIGHT))
    assert group.focused is choice and choice.value == "Hard"
    group.focus_on(go)
    group.handle(keydown(pygame.K_LEFT))
    assert group.focused is choice and choice.value == "Hard", "Left from a button moves to the choice, unchanged"


def test_an_arrow_keeps_to_the_focused_controls_panel_before_leaving_it() -> None:
    """A scrolled-away control of the same panel is nearer in kind than a fixed button that happens to lie closer."""
    view = pygame.Rect(0, 0, 400, 200)
    rows = []
    for i in range(4):
        row = Button(f"Row {i}", lambda: None)
        row.rect = pygame.Rect(10, 10 + i * 60, 380, 50)
        row.clip = view
        rows.append(row)
    start = Button("Start", lambda: None)
    start.rect = pygame.Rect(10, 200, 380, 40)
    group = FocusGroup()
    group.set([*rows, start])
    group.focus_on(rows[2])
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is rows[3], "the row scrolled below the view, not Start, which is nearer on the screen"
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is start


def test_down_reaches_the_list_just_below_aside_before_a_far_button_in_line() -> None:
    """A button on the right, a list just below it on the left, Back far below in line with the button: Down must
    reach the list (the nearest in line is not always the one the eye goes to)."""
    choice = Button("Sort", lambda: None)
    choice.rect = pygame.Rect(720, 190, 410, 40)
    examples = [Button(f"Example {i}", lambda: None) for i in range(2)]
    for i, example in enumerate(examples):
        example.rect = pygame.Rect(100, 240 + i * 80, 385, 70)
    back = Button("Back", lambda: None)
    back.rect = pygame.Rect(615, 700, 225, 45)
    group = FocusGroup()
    group.set([choice, *examples, back])
    group.focus_on(choice)
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is examples[0]
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is examples[1]
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is back


def test_in_a_form_up_and_down_keep_to_tab_order() -> None:
    """A value control uses Left and Right for itself, so from it Up and Down walk the form in order: the arrows alone
    then reach a control that lies beside it, which a walk across the screen could pass by."""
    name = TextField("Name", "You", lambda v: None)
    name.rect = pygame.Rect(0, 0, 400, 40)
    plays = Cycler("Plays", ["Human", "Computer"], "Computer", lambda v: None)
    plays.rect = pygame.Rect(0, 50, 190, 40)
    level = Cycler("Level", ["Easy", "Hard"], "Easy", lambda v: None)
    level.rect = pygame.Rect(210, 50, 190, 40)
    group = FocusGroup()
    group.set([name, plays, level])
    group.focus_on(plays)
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is level
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is name


def test_a_value_changed_from_the_keyboard_is_the_one_the_help_line_speaks_of() -> None:
    """The last input wins: after a click on one row and the pointer resting on another, Right changes the clicked row,
    so its help shows, not the help of the row under the pointer; moving the pointer hands the line back to hover."""
    speed = Cycler("Speed", ["Slow", "Fast"], "Slow", lambda v: None, help="How fast cards move.")
    speed.rect = pygame.Rect(0, 0, 300, 40)
    mute = Toggle("Mute", False, lambda v: None, help="Silence every sound.")
    mute.rect = pygame.Rect(0, 50, 300, 40)
    group = FocusGroup()
    group.set([speed, mute])
    group.handle(press(speed.rect.center))
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=speed.rect.center, button=1))
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=mute.rect.center, rel=(0, 50), buttons=(0, 0, 0)))
    assert group.help_text() == "Silence every sound."
    clicked = speed.value
    group.handle(keydown(pygame.K_RIGHT))
    assert speed.value != clicked and group.focused is speed
    assert group.help_text() == "How fast cards move."
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=mute.rect.move(2, 0).center, rel=(2, 0), buttons=(0, 0, 0)))
    assert group.help_text() == "Silence every sound."


def test_up_from_the_top_of_a_column_wraps_to_its_bottom_not_into_the_next_column() -> None:
    """The title's buttons on the left, the games' tiles on the right (after them in Tab order): Up from the first
    button reached the last tile, so Up then Enter opened a game's setup."""
    buttons = [Button(f"Button {i}", lambda: None) for i in range(3)]
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(50, 50 + i * 60, 200, 50)
    tiles = [Button(f"Tile {i}", lambda: None) for i in range(2)]
    for i, t in enumerate(tiles):
        t.rect = pygame.Rect(300, 50 + i * 110, 400, 100)
    group = FocusGroup()
    group.set([*buttons, *tiles])
    group.focus_on(buttons[0])
    group.handle(keydown(pygame.K_UP))
    assert group.focused is buttons[2]
    group.handle(keydown(pygame.K_DOWN))
    assert group.focused is buttons[0]
    group.focus_on(tiles[0])
    group.handle(keydown(pygame.K_UP))
    assert group.focused is tiles[1]
