"""A lesson in a real window under Xvfb, played with the pointer as a learner would, following the coach.

Title → Settings (instant animations) → New game → "Learn to play" beside
Mortal Swords. Words to read are clicked past; at a guided step the
glowing card is dragged onto the glowing spot (or the glowing button
pressed); when the coach is quiet, H asks for a hint and that is played.
Three coach steps are shot on the way. The lesson must finish and the
game reach its results.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "real_window"))

import menu_layout as menus
from menu_layout import spot
from screen_checks import Shots
from test_real_window import centre, grip, open_settings_and_speed_up, rest, to_the_results
from xvfb_driver import SCREEN, Probe, RealWindow

pytestmark = pytest.mark.xvfb

GAME = "mortal-swords"
#: A point on the table that is no control: a click there reads on past the coach's words.
READ_ON = (SCREEN[0] * 0.3, SCREEN[1] * 0.45)


def learners_moment(p: Probe) -> bool:
    coach = p.get("coach") or {}
    calm = not p["busy"] and not p["thinking"]
    return bool(p["left"] or (p["finished"] and not p["busy"]) or (calm and (coach.get("reading") or p["ready"])))


def test_a_lesson_played_with_the_pointer_follows_the_coach_to_the_results(tmp_path: Path) -> None:
    with RealWindow(tmp_path) as win:
        shots = Shots(win, tmp_path / "shots")
        open_settings_and_speed_up(win, shots)
        win.click(spot(menus.title(win.size), "New game"))
        rest(win)
        win.click(spot(menus.choose_game(win.size), "Learn to play"))  # the first game's: Mortal Swords
        probe = win.wait_for("the lesson's table", lambda p: p["game"] == GAME and p.get("coach") is not None)
        shot_steps: set[int] = set()
        hinted = False  # the glow on screen is the Hint's (H was pressed), not the coach's
        for _ in range(400):
            probe = win.wait_for("the learner's moment", learners_moment)
            coach = probe["coach"]
            if probe["left"] or probe["finished"]:
                break
            if coach["reading"]:
                win.click(READ_ON)
            elif probe["glow"]["cards"] or probe["glow"]["button"]:
                if not hinted and not coach["finished"] and coach["step"] not in shot_steps and len(shot_steps) < 3:
                    shot_steps.add(coach["step"])
                    rest(win)
                    shots.take(f"coach-step-{coach['step'] + 1}")
                glow = probe["glow"]
                if glow["button"]:
                    win.choose(centre(next(b["rect"] for b in probe["buttons"] if b["label"] == glow["button"])))
                else:
                    card = next(c for c in probe["cards"] if c["key"] == glow["cards"][0])
                    zone = next(z for z in probe["zones"] if z["id"] == glow["zones"][0])
                    win.drag(grip(card, probe, win.size[1]), centre(zone["rect"]))
                hinted = False
                moves = probe["log"]
                win.wait_for("the move to be taken", lambda p, m=moves: p["log"] > m or p["left"] or bool(p["message"]))
                after = win.probe()
                assert after is not None and not after["message"], f"the coach's move was refused: {after and after['message']}"
            else:
                hinted = True
                win.key("h")
                win.wait_for("the hint's glow", lambda p: bool(p["glow"]["cards"] or p["glow"]["button"]) or not p["ready"])
        assert probe["coach"]["finished"], f"the lesson stopped at step {probe['coach']['step'] + 1}"
        assert len(shot_steps) == 3
        to_the_results(win)
