"""The table's overlays: the top bar, choice buttons, thinking sign, messages, hint glow and the log panel.

They are drawn over the cards each frame from what the scene holds now;
the rects of the buttons drawn are kept so a click can find its button.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from ...engine import Action, Observation
from .. import theme
from ..scenes.load import saves_enabled
from .sprites import shade, wrap
from .text_cache import text as rendered
from .text_fit import fit, width_of
from .text_fit import wrap as wrap_to

if TYPE_CHECKING:
    from .scene import TableScene

LOG_LINES = 14
#: The top bar's buttons: width, gap, and the left edge of the first.
BAR_BUTTON, BAR_GAP, BAR_EDGE = 66, 6, 8
#: Where the banner may start: right of the Menu, Log and Save buttons.
BANNER_LEFT = BAR_EDGE + 3 * (BAR_BUTTON + BAR_GAP) + 2


class Overlays:
    """Draws what lies over the cards and remembers where its buttons went."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        #: Every button drawn last frame: the bar's (a word) and the choices (an action).
        self.button_rects: list[tuple[pygame.Rect, Action | str]] = []
        self._row_cache: tuple[object, int] | None = None

    def draw(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        """Banner, menu/log buttons, choice buttons, thinking sign, message, tip and the log; their rects go in ``drawn``."""
        scene = self.scene
        w, h = surface.get_size()
        obs = scene.shown_observation()
        if scene._forced is not None:
            banner = f"Your only move: {scene._forced.label or scene._forced.kind}."
        elif scene.viewer is not None:
            banner = scene.layout.banner(obs, scene.human_to_act())
        else:
            banner = onlooker_banner(obs, scene.names)
        bar = pygame.Rect(0, 0, w, 40)
        drawn.append(surface.fill(theme.PANEL, bar))
        right = self._bar_buttons_right()
        right_edge = w - BAR_EDGE - len(right) * (BAR_BUTTON + BAR_GAP) if right else w
        text = banner_text(scene.seat_names(banner), w, w - right_edge)
        centre = text.get_rect(center=bar.center)
        if centre.right > right_edge - 4:  # too wide to centre beside the Hint, Undo and Redo buttons
            centre.right = right_edge - 4
        if centre.left < BANNER_LEFT:  # ...or without running under the Menu, Log and Save buttons
            centre.left = BANNER_LEFT
        surface.blit(text, centre)
        self.button_rects = []
        x = BAR_EDGE
        left: list[tuple[str, str, bool]] = [("Menu", "menu", True), ("Log" + (" ▾" if scene.log_open else " ▸"), "log", True)]
        if saves_enabled(scene.app):
            left.append(("Save", "save", True))
        for label, what, enabled in left:
            x = self._button(surface, pygame.Rect(x, 6, BAR_BUTTON, 28), label, what, enabled) + BAR_GAP
        x = right_edge + BAR_GAP
        for label, what, enabled in right:
            x = self._button(surface, pygame.Rect(x, 6, BAR_BUTTON, 28), label, what, enabled) + BAR_GAP
        bx = w - 20
        widths = [theme.font(20).size(spec.label)[0] + 28 for spec in scene.view.buttons]
        row = self._choice_row((w, h), sum(widths) + 10 * max(0, len(widths) - 1))
        for spec, width in zip(reversed(scene.view.buttons), reversed(widths), strict=True):
            bx -= width
            drawn.append(pygame.Rect(bx, row, width, 36))
            self._button(surface, drawn[-1], spec.label, spec.action)
            bx -= 10
        self._draw_hint(surface, drawn)
        if scene.thinking is not None:
            dots = "." * (1 + int(scene._clock * 3) % 3)
            sign = rendered(f"{scene.names[scene.thinking]} is thinking{dots}", 22, theme.ACCENT, True)
            drawn.append(surface.blit(sign, sign.get_rect(midtop=(w // 2, 48))))
        if scene.message:
            drawn.append(self._note(surface, scene.seat_names(scene.message), (w // 2, int(h * 0.5)), theme.WARNING))
        elif scene.hint is not None and scene.drag.held is None:
            drawn.append(self._note(surface, scene.seat_names(scene.hint.text()), (w // 2, 100), theme.ACCENT))
        elif scene.tip and scene.drag.held is None:
            drawn.append(self._note(surface, scene.seat_names(scene.tip), (w // 2, 100), theme.TEXT))
        if scene.log_open:
            panel = pygame.Rect(8, 44, min(520, w // 2), 24 + 20 * LOG_LINES)
            drawn.append(surface.blit(shade(panel.w, panel.h, (*theme.PANEL, 225)), panel.topleft))
            for n, line in enumerate(scene.log[-LOG_LINES:]):
                surface.blit(rendered(line, 15, theme.TEXT), (panel.x + 10, panel.y + 10 + n * 20))

    def _choice_row(self, size: tuple[int, int], width: int) -> int:
        """Where the choice buttons go: just past the middle, moved up or down only if they would cover a card or a word."""
        scene = self.scene
        w, h = size
        base = int(h * 0.55)
        if not width:
            return base
        key = (size, width, tuple(sorted((k, round(s.x), round(s.y)) for k, s in scene.sprites.items())), scene.view.marks)
        if self._row_cache is not None and self._row_cache[0] == key:
            return self._row_cache[1]
        things = [s.rect() for s in scene.sprites.values()]
        things += [pygame.Rect(m.rect) for m in scene.view.marks if m.kind in ("text", "pip", "marker")]
        places = [pygame.Rect(z.rect) for z in scene.view.zones]
        span = pygame.Rect(w - 20 - width, base, width, 36)
        row = base
        for obstacles in (things + places, things):  # clear of the drop zones too if there is room, else of cards and words
            free = next(
                (
                    span.move(0, dy)
                    for dy in sorted(range(48 - base, h - 44 - base, 4), key=abs)
                    if not any(span.move(0, dy).colliderect(o) for o in obstacles)
                ),
                None,
            )
            if free is not None:
                row = free.top
                break
        self._row_cache = (key, row)
        return row

    def _bar_buttons_right(self) -> list[tuple[str, str, bool]]:
        """Hint for a human's table, Undo and Redo against the computer: (label, what, enabled)."""
        scene = self.scene
        out: list[tuple[str, str, bool]] = []
        if scene.setup.humans:
            out.append(("Hint", "hint", scene.human_to_act()))
        if scene.undo_on:
            out += [("Undo", "undo", not scene.why_not_undo()), ("Redo", "redo", scene.can_redo())]
        return out

    def _draw_hint(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        """A glow around the hinted card(s), the place to drop them, or the hinted button."""
        scene = self.scene
        if scene.hint is None:
            return
        rects = [scene.sprites[k].rect() for k in scene._hint_keys if k in scene.sprites]
        rects += [pygame.Rect(z.rect) for z in scene.view.zones if z.id in scene._hint_zones]
        if scene._hint_button:
            rects += [r for r, what in self.button_rects if what == scene.hint.action]
        for rect in rects:
            glow = rect.inflate(10, 10)
            pygame.draw.rect(surface, theme.ACCENT, glow, 4, border_radius=10)
            drawn.append(glow)

    def _button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, what: Action | str, enabled: bool = True) -> int:
        """A button; a disabled one is greyed but still answers a click (Undo then says why not)."""
        pygame.draw.rect(surface, theme.BUTTON if enabled else theme.BUTTON_DISABLED, rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
        text = rendered(label, 18, theme.TEXT if enabled else theme.TEXT_DISABLED)
        surface.blit(text, text.get_rect(center=rect.center))
        self.button_rects.append((rect, what))
        return rect.right

    @staticmethod
    def _note(surface: pygame.Surface, text: str, centre: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Rect:
        lines = wrap(text, theme.font(19), 560)
        height = 16 + 24 * len(lines)
        box = pygame.Rect(0, 0, 600, height)
        box.center = centre
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, colour, box, 2, border_radius=8)
        for n, line in enumerate(lines):
            surface.blit(rendered(line, 19, colour), (box.x + 20, box.y + 8 + n * 24))
        return box


@functools.lru_cache(maxsize=16)
def banner_text(banner: str, w: int, right: int = 0) -> pygame.Surface:
    """The banner in the biggest size that fits between the buttons; else two smaller lines, shortened as a last resort."""
    room = w - BANNER_LEFT - right - 12
    for size in (24, 22, 20, 18):
        if width_of(banner, size, True) <= room:
            return rendered(banner, size, theme.TEXT, True)
    lines = wrap_to(banner, 16, room, bold=True)
    if len(lines) > 2:
        lines = [lines[0], fit(" ".join(lines[1:]), 16, room, bold=True)]
    pictures = [rendered(line, 16, theme.TEXT, True) for line in lines]
    block = pygame.Surface((max(p.get_width() for p in pictures), 38), pygame.SRCALPHA)
    for n, picture in enumerate(pictures):
        block.blit(picture, picture.get_rect(midtop=(block.get_width() // 2, n * 19)))
    return block


def onlooker_banner(obs: Observation, names: list[str]) -> str:
    """The bar's line for someone watching: the result, or who is to act."""
    if obs.outcome is not None:
        return obs.outcome.reason
    return "Watching: " + ", ".join(names[s] for s in obs.to_act) + " to act."
