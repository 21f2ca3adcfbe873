"""The table's input: pointer and keys become the scene's moves, drags, shortcuts and button presses.

The table's own controls answer at once, even mid-animation, and so does a
press on a card the player can play now; a click or Space otherwise
hurries what is playing; the player's card choices are matched against the
engine's legal actions by :mod:`.drag_drop`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine import Action
from ..scenes.load import saves_enabled
from .choice_arming import CHANGED
from .rules_sheet import rules_key

if TYPE_CHECKING:
    from .scene import TableScene

#: Keys that scroll the open log, and by how many lines (positive: back in time).
LOG_KEYS = {
    pygame.K_UP: 1,
    pygame.K_DOWN: -1,
    pygame.K_PAGEUP: 10,
    pygame.K_PAGEDOWN: -10,
    pygame.K_HOME: 10**6,
    pygame.K_END: -(10**6),
}


#: What Enter with no card picked says, as the keys table in the rules has it: with cards to pick, with buttons too,
#: and with only buttons.
PICK_CARD = "Pick a card with the arrow keys (Tab aims it at a spot), then press Enter."
PICK_OR_BUTTON = "Pick a card with the arrow keys (Tab aims it at a spot), then press Enter; the number keys press the buttons."
PRESS_NUMBER = "Press a button's number key to choose it."
KEYS_HELP = (PICK_CARD, PICK_OR_BUTTON, PRESS_NUMBER)


def keys_help(cards: bool, buttons: bool) -> str:
    """How to choose with the keys, naming only what is on the table now (``cards`` to pick, ``buttons`` to press)."""
    if cards:
        return PICK_OR_BUTTON if buttons else PICK_CARD
    return PRESS_NUMBER


class TableInput:
    """Routes each input event to what it means at the table now."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        #: A press already hurried a step of what still plays: the next one skips it all.
        self._hurried = False

    def handle(self, event: pygame.event.Event) -> None:
        scene = self.scene
        if event.type == pygame.MOUSEMOTION and scene.overlays.point(event.pos):
            scene.app.invalidate()  # the pointer came onto or left a button: it lights up or goes back
        if scene.prompt is not None:
            scene.prompt.handle(event)
            scene.app.invalidate()
            return
        if scene.rules is not None:
            if scene.rules.handle(event):
                scene.app.invalidate()
            return
        if event.type == pygame.KEYDOWN and rules_key(event):
            scene.toggle_rules()  # the rules may be read at any moment, behind the curtain too: they show no card
            return
        if self._coach_goes_on(event) or self._caption_closes(event):
            scene.app.invalidate()
            return
        if event.type == pygame.KEYDOWN and self._shortcut(event):
            scene.app.invalidate()
            return
        if scene.log_open and self._scroll_log(event):
            scene.app.invalidate()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.skip_or_lift(lifts=False)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and scene.curtain.down:
            self.skip_or_lift()
            return
        if scene.finished and not scene.queue.busy and self._asks_for_results(event):
            if scene.results_armed():
                scene.show_results()
            return  # a press before then was meant for the table as it was: the final table stands
        if scene.overlays.menu is not None and self._menu_closes(event):
            scene.app.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            buttons = scene.overlays.button_rects
            bar = next((w for r, w in buttons if isinstance(w, str) and r.collidepoint(event.pos)), None)
            if bar is not None and not scene.curtain.down:  # the table's own controls answer at once, mid-animation too
                if bar != "rules":
                    scene.queue.finish()  # ...the rules only pause it: what is staged plays on once they are put away
                self.press_button(bar)
                return
            if scene.queue.busy and not scene.curtain.down and self._picks_up_mid_animation(event.pos):
                pass  # the animation is finished: the press goes on to pick up the card, as it would have after it
            elif scene.queue.busy or scene.curtain.down:
                self.skip_or_lift()
                return
            for rect, what in buttons:
                if rect.collidepoint(event.pos):
                    self._press_choice(what)
                    return
        if scene.drag.held is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) and scene.human_to_act():
            self._carry(event)
            return
        if scene.queue.busy and not scene.curtain.down and self._choice_key(event):
            scene.queue.finish()  # a choice's digit answers mid-animation, as the bar's buttons do (arming still holds it)
        if scene.queue.busy or scene.curtain.down:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            scene.log_open = not scene.log_open
            scene.analysis.cancel()  # the panel and the log share the side
            scene.app.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            scene.tip = scene.drag.tip_at(event.pos, scene.sprites)
            scene.app.invalidate()
            return
        if not scene.human_to_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            scene.drag.press(event.pos, scene.sprites)
            scene.message = scene.tip = scene.leave_asked = ""  # playing on: a later Menu or Esc asks again
            if scene.drag.held is not None:
                scene.took_card(scene.drag.held)
        elif event.type == pygame.MOUSEMOTION:
            if scene.drag.held is not None:
                scene.drag.motion(event.pos, scene.sprites)
            else:
                scene.drag.hover(event.pos, scene.sprites)
                scene.tip = scene.drag.tip_at(event.pos, scene.sprites)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            scene.drop_result(scene.drag.release(event.pos, scene.sprites))
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            numbered = scene.overlays.numbered(event.key - pygame.K_0)
            if numbered is not None and scene.drag.held is None:
                self._press_choice(numbered)
        elif event.type == pygame.KEYDOWN:
            self._card_key(event)
        scene.app.invalidate()

    def _choice_key(self, event: pygame.event.Event) -> bool:
        """A digit that presses one of the player's choice buttons now: lost while a move played, it went unanswered
        (Suits Duel, "Choose a shield to turn over": 1 pressed as the dead battler's cards flew, and nothing came)."""
        scene = self.scene
        is_digit = event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9
        return is_digit and scene.human_to_act() and scene.overlays.numbered(event.key - pygame.K_0) is not None

    def _card_key(self, event: pygame.event.Event) -> None:
        """The arrows, Tab, Enter and Esc on the player's cards. Enter with nothing picked says how to pick (it did
        nothing, even with a hint glowing); Esc putting a picked card down takes its refusal away with it, as a click
        on the table does."""
        scene = self.scene
        picked = scene.drag.selected is not None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not picked and scene.drag.held is None:
            playable = any(p.draggable and scene.drag.legal_zones(p) for p in scene.view.placements)
            scene.message = keys_help(playable, bool(scene.overlays.choice_order))  # only what can be chosen now
            return
        if scene.message in KEYS_HELP:
            scene.message = ""  # the player is picking now: the help has been read
        scene.drop_result(scene.drag.key(event.key, getattr(event, "mod", 0)))
        scene.drag.lift_picked(scene.sprites)
        if event.key == pygame.K_ESCAPE and picked and scene.drag.selected is None and scene.message != scene.news:
            scene.message = ""

    def _press_choice(self, what: Action | str) -> None:
        """A choice button pressed by a click or its digit key: one brought a moment ago by another seat's move waits
        until it has been seen, so a press aimed at what was there before is not taken for it."""
        scene = self.scene
        if isinstance(what, Action) and not scene.overlays.arming.ready(what):
            scene.message = CHANGED
            scene.app.invalidate()
        else:
            self.press_button(what)

    def _shortcut(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z undo, Ctrl+Y (or Ctrl+Shift+Z) redo, Ctrl+S save, H hint, A analysis, Esc; True if the key was one of
        them."""
        scene = self.scene
        if scene.curtain.down:
            if event.key == pygame.K_ESCAPE and saves_enabled(scene.app):
                scene.app.to_menu()  # nobody has to show a hand to stop: a game with moves waits under Continue
                return True
            return False
        mod = getattr(event, "mod", 0)
        ctrl = bool(mod & pygame.KMOD_CTRL)
        if ctrl and event.key == pygame.K_z and not mod & pygame.KMOD_SHIFT:
            scene.undo()  # where there is no undo, it says why
        elif ctrl and (event.key == pygame.K_y or event.key == pygame.K_z):
            scene.redo()
        elif ctrl and event.key == pygame.K_s:
            scene.queue.finish()  # the picture saved with it is the table at rest
            scene.open_save()
        elif event.key == pygame.K_h and not ctrl and scene.setup.humans:
            scene.queue.finish()
            if scene.hint is not None and scene.coach is None:
                scene.clear_hint()  # H again puts the hint away (in a lesson it is the coach's glow: it stays)
            else:
                scene.show_hint()
        elif event.key == pygame.K_a and not ctrl and scene.setup.humans:
            scene.show_analysis()
        elif event.key == pygame.K_ESCAPE:
            return self._escape()
        else:
            return False
        return True

    def _escape(self) -> bool:
        """Esc puts away what is open, one thing a press: an open menu or a picked card (handled further on), then the
        log or the analysis, and with nothing open asks to go back to the title (a second Esc goes)."""
        scene = self.scene
        if scene.overlays.menu is not None or scene.drag.selected is not None or scene.drag.held is not None:
            return False
        if scene.log_open:
            scene.log_open = False
        elif scene.analysis.open:
            scene.analysis.cancel()
        else:
            scene.escape()
        return True

    def _menu_closes(self, event: pygame.event.Event) -> bool:
        """An open menu is put away by Escape or a click on neither a button nor the menu; True if the event is spent
        (a press on a card the player may take is not: it picks the card up as well)."""
        scene = self.scene
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            scene.overlays.menu = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            on_menu = scene.overlays.menu_rect is not None and scene.overlays.menu_rect.collidepoint(event.pos)
            if not on_menu and not any(r.collidepoint(event.pos) for r, _ in scene.overlays.button_rects):
                scene.overlays.menu = None
                # a press on a card the player may take goes on to pick it up: they changed their mind, not the menu
                return event.button != 1 or scene.drag.sprite_at(event.pos, scene.sprites) is None
        return False

    def _caption_closes(self, event: pygame.event.Event) -> bool:
        """An example's caption closes with a click on it, or Enter; True if it did and the event is spent. With a card
        picked with the keys, Enter plays it (the caption goes with the player's move): the first Enter only closed it."""
        scene = self.scene
        if not scene.caption or scene.curtain.down:
            return False
        if event.type == pygame.KEYDOWN:
            closing = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            if closing and scene.drag.selected is not None:
                scene.caption = ""
                return False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            regions = scene.layout.regions(scene.app.size)
            closing = pygame.Rect(regions.hint).union(regions.recap).collidepoint(event.pos)  # where the caption shows
        else:
            closing = False
        if closing:
            scene.caption = ""
        return closing

    def _coach_goes_on(self, event: pygame.event.Event) -> bool:
        """While a lesson's words are up, a click off the bar's buttons, Enter or Space reads on; True if it did and the
        event is spent (a press on a card the learner may drag reads on and goes on to pick it up)."""
        coach = self.scene.coach
        if coach is None or not coach.reading or self.scene.curtain.down:
            return False
        if event.type == pygame.KEYDOWN:
            going = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            going = not any(r.collidepoint(event.pos) for r, what in self.scene.overlays.button_rects if isinstance(what, str))
        else:
            going = False
        on_card = event.type == pygame.MOUSEBUTTONDOWN and self.scene.drag.sprite_at(event.pos, self.scene.sprites)
        if going and on_card and self.scene.lesson.words_fresh():
            return True  # words that came up under a drag already begun stay up: the press is spent on nothing
        if going:
            coach.go_on()
            self.scene.lesson.light_move(self.scene.legal())
            if on_card and not coach.reading:
                return False  # a press on a card reads on and picks the card up too: the drag was what was meant
            # more words came up: the press is spent on these, or the drop would read past them unseen
        return going

    def _carry(self, event: pygame.event.Event) -> None:
        """Move or drop the card in hand, even while a computer's move plays out.

        A drop first lets the queued animation finish, so the drop lands on
        the table as it now is and is judged against the moves legal now.
        """
        scene = self.scene
        if event.type == pygame.MOUSEMOTION:
            scene.drag.motion(event.pos, scene.sprites)
        elif event.button == 1:
            scene.queue.finish()
            scene.drop_result(scene.drag.release(event.pos, scene.sprites))
        scene.app.invalidate()

    def _scroll_log(self, event: pygame.event.Event) -> bool:
        """The open log scrolls with the wheel, the arrow and page keys, and a drag inside it; True if it did."""
        overlays = self.scene.overlays
        if event.type == pygame.MOUSEWHEEL:
            overlays.scroll_log(3 * int(event.y))
            return True
        if event.type == pygame.KEYDOWN and event.key in LOG_KEYS:
            overlays.scroll_log(LOG_KEYS[event.key])
            return True
        return overlays.drag_log(event)

    def _asks_for_results(self, event: pygame.event.Event) -> bool:
        """On the final table, a click off the bar's buttons or Enter asks for the results."""
        if event.type == pygame.KEYDOWN:
            return bool(event.key in (pygame.K_RETURN, pygame.K_KP_ENTER))
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        return not any(r.collidepoint(event.pos) for r, what in self.scene.overlays.button_rects if isinstance(what, str))

    def calm(self) -> None:
        """The queue has played out: the next press hurries a step again."""
        self._hurried = False

    def _picks_up_mid_animation(self, pos: tuple[int, int]) -> bool:
        """A player who knows what to play need not wait for the last move to finish showing: a press on a card of
        theirs that can be played now (their turn has come, the table is still animating) ends the animation at once
        and picks the card up; True if it did. Anywhere else a press only hurries, as before. In pass-and-play the
        screen may yet pass to someone else once the animation ends, so there every press only hurries."""
        scene = self.scene
        if scene.curtain.pass_and_play or not scene.human_to_act() or scene.drag.sprite_at(pos, scene.sprites) is None:
            return False
        scene.queue.finish()
        self._hurried = False
        return True

    def skip_or_lift(self, lifts: bool = True) -> None:
        """A click or Space hurries the step playing now; a second press while it still plays skips the whole queue.
        A click or Enter (``lifts``) lifts the curtain once it is ready for the next player; Space never does."""
        scene = self.scene
        if scene.queue.busy:
            if self._hurried:
                scene.queue.finish()
            else:
                scene.queue.hurry()
            self._hurried = scene.queue.busy
        elif lifts and scene.curtain.ready():
            scene.curtain.lift()
            scene.log_open = False  # the last player's log would hide the new player's own recap
            scene.sprites.clear()
            scene.refresh(animate=False)
        else:
            scene.play_forced_now()  # the only move waiting to be read: the player has read it
        scene.app.invalidate()

    def press_button(self, what: Action | str) -> None:
        scene = self.scene
        if what in ("menu", "leave"):  # Leave: the answer to the question to leave, under Menu
            scene.to_menu()
        elif what == "stay":  # ...and Stay: the question goes, and a later Menu or Esc asks again
            scene.message = scene.leave_asked = ""
        elif what == "log":
            scene.log_open = not scene.log_open
            scene.analysis.cancel()
        elif what == "save":
            scene.open_save()
        elif what == "rules":
            scene.toggle_rules()
        elif what == "undo":
            scene.undo()
        elif what == "redo":
            scene.redo()
        elif what == "hint":
            scene.show_hint()
        elif what == "analysis":
            scene.show_analysis()
        elif isinstance(what, str) and what.startswith("open:"):
            scene.overlays.toggle_menu(what.removeprefix("open:"))
        elif isinstance(what, Action) and scene.viewer is not None and scene.human_to_act():
            scene.overlays.menu = None
            scene.play(scene.viewer, what)
        scene.app.invalidate()
