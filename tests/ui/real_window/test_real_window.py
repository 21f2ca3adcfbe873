"""The app in a real window under Xvfb, played with a pointer as a person would.

Each test starts ``python -m game`` in a virtual screen (960×600, 1280×720
and 1920×1080 in turn) and clicks
through the menus to the table. Against the computer (Normal), every move
of the human seat is a drag of a card onto a spot that glows for it — a
choice that is not a card is a button — until the results screen; each
drop must become that very move (the card lands where it was dropped).
Pass-and-play goes through the curtain a few times, with the other
player's secret choice face down. Screenshots are checked along the way
and, with ``CARD_DUELS_SCREENSHOTS=docs/screenshots``, refresh the README's.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import menu_layout as menus
import pytest
from menu_layout import spot
from PIL import Image
from screen_checks import Shots, same_picture, share_of_commonest_colour
from xvfb_driver import SCREENS, Probe, RealWindow

from game.engine import GAMES
from game.ui.setup_model import SeatSetup
from game.ui.table.curtain import ARMING

pytestmark = pytest.mark.xvfb

#: The seed typed on the setup screen, per game.
SEEDS = {"duel-of-swords": 2024, "clashing-blades": 31}
#: After this many human moves the table is shot; the next move is shot mid-drag.
SHOOT_AT = {"duel-of-swords": 3, "clashing-blades": 4}


@pytest.fixture(params=SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def window(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[RealWindow]:
    with RealWindow(tmp_path, request.param) as win:
        yield win


@pytest.fixture
def shots(window: RealWindow, tmp_path: Path) -> Shots:
    return Shots(window, tmp_path / "shots")


# -- what a person does ----------------------------------------------------------------------------------


def rest(win: RealWindow) -> None:
    """Take the hand off the controls so no hover help shows, and let the frame settle."""
    win.move(win.rest_spot())
    time.sleep(0.3)


def centre(rect: list[int]) -> tuple[float, float]:
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def grip(card: dict, probe: Probe, bottom: int) -> tuple[int, int]:
    """Where a hand would take hold of ``card``: the point nearest its middle that nothing drawn above it covers.

    ``bottom`` is the window's height: a point below it is off the window.
    """
    x, y, w, h = card["rect"]
    above = [c["rect"] for c in probe["cards"] if c["z"] > card["z"]] + [b["rect"] for b in probe["buttons"]]
    points = [(px, py) for px in range(x + 6, x + w - 5, 3) for py in range(max(y + 6, 44), min(y + h - 5, bottom - 4), 3)]
    points.sort(key=lambda p: (p[0] - x - w / 2) ** 2 + (p[1] - y - h / 2) ** 2)
    for px, py in points:
        if not any(rx <= px < rx + rw and ry <= py < ry + rh for rx, ry, rw, rh in above):
            return px, py
    raise AssertionError(f"{card['key']} is covered everywhere: it cannot be picked up")


def open_settings_and_speed_up(win: RealWindow, shots: Shots) -> None:
    """Title → Settings: animations Instant (Normal → Fast → Instant; no think pause either) → back to the title.

    A whole game at normal speed takes minutes; the pass-and-play test keeps the normal speed.
    """
    win.click(spot(menus.title(win.size), "Settings"))
    screen = menus.settings(win.size)
    win.click(spot(screen, "Animation speed"))
    win.click(spot(screen, "Animation speed"))
    rest(win)
    shots.take("settings", "settings")
    win.click(spot(screen, "Back"))


def set_up(win: RealWindow, shots: Shots, game_id: str, *, second_human: bool = False, public: str | None = None) -> Probe:
    """Title → New game → the game → setup (a seed typed in; seat 2 a computer at Normal unless asked) → the table."""
    win.click(spot(menus.title(win.size), "New game"))
    rest(win)
    shots.take("choose-game")
    win.click(spot(menus.choose_game(win.size), GAMES[game_id].name))
    screen = menus.setup(game_id, win.size)
    if second_human:
        for field, name in (("P1", "Alex"), ("P2", "Robin")):
            win.click(spot(screen, field))
            win.key(*["BackSpace"] * 10)
            win.type_text(name)
        win.click(spot(screen, "Plays", 1))
        screen.set_seat(1, SeatSetup(screen.seats[1].name, True, screen.seats[1].level))  # the model follows the click
    win.click(spot(screen, "Seed"))
    win.type_text(str(SEEDS[game_id]))
    rest(win)
    shots.take(f"setup-{game_id}", public)
    win.probe_path.unlink(missing_ok=True)
    win.click(spot(screen, "Start"))
    return win.wait_for(f"the {game_id} table", lambda p: p["game"] == game_id and (p["ready"] or p["curtain"]))


def take_turn(win: RealWindow, probe: Probe, rng: random.Random, shots: Shots, shoot: str | None = None) -> dict | None:
    """One human move: drag a card that has a glowing spot onto it (or press a button when no card can move).

    Returns the card dragged, or None for a button.
    """
    if not probe["drops"]:
        choices = [b for b in probe["buttons"] if not b["menu"]]
        assert choices, f"a human to act with no card to move and no button: {probe}"
        win.choose(centre(rng.choice(choices)["rect"]))
        return None
    drop = rng.choice(probe["drops"])
    card = next(c for c in probe["cards"] if c["key"] == drop["card"])
    zone = next(z for z in probe["zones"] if z["id"] == drop["zone"])
    start, end = grip(card, probe, win.size[1]), centre(zone["rect"])
    win.press(start)
    if shoot:
        halfway = (start[0] + (end[0] - start[0]) * 0.6, start[1] + (end[1] - start[1]) * 0.6)
        win.glide(start, halfway)
        time.sleep(0.25)
        shots.take(shoot, shoot)
        win.glide(halfway, end, steps=4)
    else:
        win.glide(start, end)
    win.release()
    return card


def last_move(probe: Probe, seat: int) -> dict | None:
    """Duel of Swords: the newest face-up move a seat played (its key counts the rounds)."""
    last = [c for c in probe["cards"] if c["key"].startswith(f"last:{seat}:")]
    return max(last, key=lambda c: int(c["key"].rsplit(":", 1)[1])) if last else None


def rounds_shown(probe: Probe, seat: int) -> int:
    last = last_move(probe, seat)
    return int(last["key"].rsplit(":", 1)[1]) if last else 0


def taken(game_id: str, before: Probe, card: dict | None, seat: int) -> Callable[[Probe], bool]:
    """When the move just made has been taken and the table waits for a human again (or the game ended, or it was refused).

    The other seat may act meanwhile (Duel of Swords choices are simultaneous), so more moves alone prove nothing:
    the move itself must show — a new last move in Duel of Swords, the card gone from the hand in Clashing Blades.
    """

    def done(p: Probe) -> bool:
        if p["message"] or p["over"] or p["left"] or p["curtain"]:
            return True
        if not (p["ready"] and p["moves"] > before["moves"]):
            return False
        if card is None:
            return (p["buttons"], p["drops"]) != (before["buttons"], before["drops"])
        if game_id == "duel-of-swords":
            return rounds_shown(p, seat) > rounds_shown(before, seat)
        return hand(p) != hand(before)

    return done


def hand(probe: Probe) -> dict[str, list[int]]:
    """The cards that may be dragged now, and where they lie."""
    return {c["key"]: c["rect"] for c in probe["cards"] if c["draggable"]}


def landed_duel_of_swords(card: dict, before: Probe, after: Probe, seat: int) -> None:
    """The move dragged is the move this seat played: it now lies face up as this seat's last move."""
    played = last_move(after, seat)
    assert played is not None, f"no last move shown for seat {seat} after the drop: {[c['key'] for c in after['cards']]}"
    assert played["shown"] == card["shown"], f"dragged {card['shown']} but {played['shown']} was played"


def landed_clashing_blades(card: dict, before: Probe, after: Probe, seat: int) -> None:
    """The card dragged has left the hand (unless the hand ended and a new deal gave it back)."""
    held, now = hand(before), hand(after)
    dealt_anew = len(now) > len(held) - 1
    assert card["key"] not in now or dealt_anew or after["over"], f"{card['key']} was dropped but is still in the hand"


LANDED = {"duel-of-swords": landed_duel_of_swords, "clashing-blades": landed_clashing_blades}


def your_turn(p: Probe) -> bool:
    """The human may act and no computer is thinking (or the game is over).

    Waiting out the thinking is deliberate: when a computer's move arrives during a drag, the table
    rebuilds its view and silently drops the card being dragged (``DragDrop.set_view`` clears ``held``),
    so a drag started while a computer thinks may be lost. Reported to the table's owner.
    """
    return p["over"] or p["left"] or (p["ready"] and not p["thinking"])


def to_the_results(win: RealWindow, timeout: float = 30.0) -> Probe:
    """A finished game stays on the table with its result until a click (or Enter) asks for the results screen."""
    probe = win.wait_for("the final table", lambda p: (bool(p["results_armed"]) and not p["busy"]) or p["left"], timeout)
    if not probe["left"]:
        rest(win)
        win.key("Return")
        probe = win.wait_for("the table to give way to the results", lambda p: p["left"], timeout)
    return probe


def play_to_the_end(win: RealWindow, shots: Shots, game_id: str) -> int:
    """Play the human seat until the game is over and the table is left for the results; the number of human moves."""
    rng = random.Random(SEEDS[game_id])
    moves = drags = 0
    probe = win.wait_for("the human's first turn", your_turn)
    while not probe["left"]:
        assert not probe["over"] or probe["busy"] or not probe["ready"], "the game is over but the table still takes moves"
        if probe["over"]:
            probe = to_the_results(win)
            break
        if moves == SHOOT_AT[game_id]:
            rest(win)
            shots.take(f"table-{game_id}", f"table-{game_id}")
        shoot = f"table-{game_id}-drag" if moves == SHOOT_AT[game_id] + 1 else None
        card = take_turn(win, probe, rng, shots, shoot)
        before, probe = probe, win.wait_for(f"human move {moves + 1} of {game_id} to be taken", taken(game_id, probe, card, 0))
        assert not probe["message"], f"move {moves + 1} was refused: {probe['message']}"
        if card is not None:
            LANDED[game_id](card, before, probe, 0)
            drags += 1
        moves += 1
        assert moves < 300, "the game does not end"
        if not (probe["over"] or probe["left"]):
            probe = win.wait_for(f"the human's turn after move {moves}", your_turn)
    assert probe["over"], "the table was left before the game ended"
    assert drags >= moves // 2 and drags > 0, f"only {drags} of {moves} moves were drags"
    return moves


# -- the tests -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["duel-of-swords", "clashing-blades"])
def test_a_full_game_against_the_computer_by_dragging_cards(window: RealWindow, shots: Shots, game_id: str) -> None:
    first = game_id == "duel-of-swords"
    rest(window)
    title = shots.take("title", "title" if first else None)
    open_settings_and_speed_up(window, shots)
    probe = set_up(window, shots, game_id, public="setup" if first else None)
    assert probe["viewer"] == 0 and not probe["curtain"], "against the computer the table is drawn for the one human"

    moves = play_to_the_end(window, shots, game_id)
    assert moves >= 3

    rest(window)
    shots.take(f"results-{game_id}", "results" if not first else f"results-{game_id}")
    window.click(spot(menus.results(game_id, window.size), "Title"))  # the row is the same for every game (no match here)
    rest(window)
    back = shots.take("title-again")
    assert same_picture(title, back), "the results screen's Title should lead back to the same title screen"


def curtain_for(seat: int) -> Callable[[Probe], bool]:
    return lambda p: bool(p["curtain"] and p["waiting_for"] == seat)


def turn_of(seat: int) -> Callable[[Probe], bool]:
    return lambda p: bool(p["ready"] and p["viewer"] == seat)


def test_pass_and_play_hands_the_screen_over_behind_the_curtain(window: RealWindow, shots: Shots) -> None:
    """Four rounds of two humans' secret moves. The curtain covers the table whenever the screen passes; it takes
    no click for its first second (presses still hurrying the last move); the second to choose in a round, asked
    again at once, keeps the screen and sees the round turn over: each move is the one its player dragged, and the
    first player's move lies face down for the second until then."""
    game_id = "duel-of-swords"
    rest(window)
    shots.take("title")
    set_up(window, shots, game_id, second_human=True)
    rng = random.Random(5)
    chosen: dict[int, dict] = {}  # this round's secret moves, by seat
    curtains = 0
    probe = window.wait_for("the curtain for seat 0", curtain_for(0))
    for choice in range(8):
        if probe["curtain"]:
            seat = probe["waiting_for"]
            assert probe["cards"] == [] and probe["drops"] == [], "nothing of the table may be seen behind the curtain"
            rest(window)
            shot = shots.take(f"curtain-{curtains}-{seat}", "curtain" if curtains == 1 else None)
            x, y, w, h = window.geometry()
            with Image.open(shot) as image:
                app_window = image.crop((x, y, x + w, y + h))
                assert share_of_commonest_colour(app_window) > 0.85, "the curtain should cover the whole table"
            time.sleep(ARMING)  # a curtain that fell after a move takes no click at first
            width, height = window.size
            window.click((width // 2, height * 5 // 6))
            probe = window.wait_for(f"seat {seat}'s turn", turn_of(seat))
            curtains += 1
        seat = probe["viewer"]
        if 1 - seat in chosen:
            hidden = next(c for c in probe["cards"] if c["key"] == f"played:{1 - seat}")
            assert hidden["shown"] == "??", "the first player's secret move must lie face down for the second"
        if choice == 5:
            rest(window)
            shots.take("table-pass-and-play")
        moved = take_turn(window, probe, rng, shots)
        assert moved is not None, "every Duel of Swords choice is a move card"
        chosen[seat] = moved
        probe = window.wait_for(f"seat {seat}'s move {choice} to be taken", taken(game_id, probe, moved, seat))
        assert not probe["message"], probe["message"]
        if len(chosen) == 2:  # both turned over together, on the screen of the second to choose
            assert probe["ready"] and probe["viewer"] == seat, "the second to choose, asked again, keeps the screen"
            for who, card in chosen.items():
                landed_duel_of_swords(card, probe, probe, who)
            chosen = {}
        elif not probe["curtain"]:
            probe = window.wait_for("the curtain", lambda p: bool(p["curtain"]))
    assert curtains >= 4
