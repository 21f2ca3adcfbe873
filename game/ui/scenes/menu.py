"""The shape every menu screen shares: felt, a heading, controls in a focus group, a help line.

A screen builds its controls for the current window size in ``build``,
measuring everything with ``self.ui`` (one scale for text and controls,
from the window and the Text size setting). Controls that may not all fit
go in a scrolling panel (``scrolled``): the wheel, Page Up/Down and the bar
move it, and Tab brings the focused control into view, so a button that
must always show (Start, Back) sits outside it. Input goes to the focus
group, and anything that changed asks the app for one redraw. Escape goes
back. What the last draw laid out is reported by ``elements()``.
"""

from __future__ import annotations

import pygame

from .. import chrome, theme
from ..elements import Element
from ..scene import AppContext, Scene
from ..scroll import ScrollArea, bar_room
from ..table.text_fit import fit_box
from ..theme import Colour
from ..widgets import Button, FocusGroup, TextField, Widget, draw_fitted

#: The name of the scrolling panel's element; controls in it name it as their container.
PANEL = "panel:scroll"


def text_percent(app: AppContext) -> int:
    """The Text size setting."""
    return app.settings.text_size


class MenuScene(Scene):
    title = ""
    #: The element that holds the scrolling content (a screen that scrolls a page of its own names the page).
    panel_name = PANEL
    #: True for a screen laid out with ``self.ui``; one still placed in fixed pixels keeps the design scale,
    #: so its title and help line stay where its own drawing expects them.
    scaled = False
    #: The help line when no control is pointed at or focused.
    hint = ""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.group = FocusGroup()
        self.panel = ScrollArea()
        self.size = app.size
        self.ui = self._scale()
        self._scrolled: list[Widget] = []
        self._homes: list[pygame.Rect] = []
        self._view: pygame.Rect | None = None
        self._laid_out: list[Element] = []
        self.rebuild()

    # -- layout --------------------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> list[Widget]:
        """The controls, placed for a window of ``size`` (measure with ``self.ui``)."""
        return []

    @property
    def margin(self) -> int:
        return self.ui.px(theme.GAP * 2)

    def header_bottom(self) -> int:
        """Where the space under the screen's title begins."""
        title = theme.font(self.ui.text(theme.HEADING_SIZE + 6), True).get_linesize()
        return self.ui.px(20) + title + self.ui.px(14)

    def help_rect(self) -> pygame.Rect:
        """The help line's bar along the foot of the window: room for two lines of small text under its brass line."""
        w, h = self.size
        lines = theme.font(self.ui.text(theme.SMALL_SIZE)).get_linesize() * 2
        height = lines + self.ui.px(16)
        return pygame.Rect(0, h - height, w, height)

    def body(self, footer: int = 0) -> pygame.Rect:
        """The space between the title and the help line, less ``footer`` pixels kept at its bottom."""
        top = self.header_bottom()
        bottom = self.help_rect().top - self.ui.px(theme.GAP) - footer
        return pygame.Rect(self.margin, top, self.size[0] - 2 * self.margin, max(0, bottom - top))

    @property
    def bar_room(self) -> int:
        """How much of a scrolling panel's width its bar keeps for itself."""
        return bar_room(self.ui)

    def scrolled(self, view: pygame.Rect, widgets: list[Widget]) -> None:
        """Put ``widgets`` (placed as if unscrolled) in a panel that shows ``view`` and scrolls the rest."""
        self._view = view.copy()
        self._scrolled = list(widgets)

    def _scale(self) -> theme.UiScale:
        return theme.ui_scale(self.size, text_percent(self.app)) if self.scaled else theme.UiScale()

    def rebuild(self, keep_focus: bool = True) -> None:
        self.ui = self._scale()
        self._view, self._scrolled = None, []
        widgets = self.build(self.size)
        for w in widgets:
            w.ui, w.clip = self.ui, None
        self._homes = [w.rect.copy() for w in self._scrolled]
        if self._view is not None and self._scrolled:
            content = max(r.bottom for r in self._homes) - self._view.top
            self.panel.set(self._view, content, self.ui)
        else:
            self.panel.set(pygame.Rect(0, 0, 0, 0), 0, self.ui)
        self._place()
        self.group.set(widgets, keep_focus)
        self.app.invalidate()

    def _place(self) -> None:
        """Shift the scrolled controls by the panel's offset."""
        for w, home in zip(self._scrolled, self._homes, strict=True):
            w.rect = home.move(0, -self.panel.offset)
            w.clip = self._view

    def _reveal_focus(self) -> bool:
        """Scroll the focused control into view, with the heading right above it (Tab round to the first seat showed
        its name field under a Players heading scrolled away)."""
        focused = self.group.focused
        if focused is None or focused not in self._scrolled:
            return False
        home = self._homes[self._scrolled.index(focused)]
        top = home.top
        for w, other in zip(self._scrolled, self._homes, strict=True):
            heads = not w.focusable and other.right > home.left and other.left < home.right
            if heads and 0 <= home.top - other.bottom <= self.ui.px(theme.GAP) * 2:
                top = min(top, other.top)
        origin = self._view.top if self._view is not None else 0
        return self.panel.reveal(top - origin, home.bottom - origin)

    def focus_control(self, widget: Widget) -> None:
        """Give ``widget`` the focus and scroll it into view: a screen returned to focuses the control it was left by."""
        self.group.focus_on(widget)
        if self._reveal_focus():
            self._place()
        self.app.invalidate()

    def back(self) -> None:
        """Escape: back to the title by default."""
        self.app.to_menu()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.rebuild()

    # -- input ---------------------------------------------------------------------------------------

    def default_button(self) -> Button | None:
        """The button Enter presses while no control has the focus, or a text field has it (Start on the setup): a
        screen that opens with nothing focused otherwise ignored Enter. None: Enter only chooses what is focused."""
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            button, focused = self.default_button(), self.group.focused
            if button is not None and button.enabled and (focused is None or isinstance(focused, TextField)):
                button.activate()
                self.app.invalidate()
                return
        if self.panel.handle(event):
            self._scrolled_moved()
            return
        focus = self.group.focused
        if self.group.handle(event):
            if self.group.focused is not focus and self._reveal_focus():
                self._scrolled_moved()
            self.app.invalidate()

    def _scrolled_moved(self) -> None:
        self._place()
        self.group.hover(self.group.pointer)
        self.app.invalidate()

    # -- drawing -------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self._laid_out = []
        theme.draw_felt(surface)
        if self.title:
            w = surface.get_width()
            box = pygame.Rect(self.margin, self.ui.px(16), w - 2 * self.margin, self.header_bottom() - self.ui.px(24))
            size = self.ui.text(theme.HEADING_SIZE + 6)
            fitted = draw_fitted(surface, self.title, box, size, theme.ACCENT, bold=True)
            self.report("title", box, "text", self.title, fitted.fits)
        self.draw_extra(surface)
        if self._view is not None and self.panel.scrolls:
            self.report(PANEL, self._view, "panel")
        self.group.draw(surface)
        self.panel.draw(surface)
        if self.panel.scrolls:
            self.report("scrollbar", self.panel.bar(), "scrollbar", inside=self.panel_name)
        self._report_widgets()
        self.draw_help(surface)
        self._draw_tooltip(surface)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Anything a screen draws besides its controls (behind them)."""

    def help_text(self) -> str:
        return self.group.help_text() or self.hint

    def draw_help(self, surface: pygame.Surface) -> None:
        text = self.help_text()
        if text:
            self.draw_help_line(surface, "help", text, theme.TEXT_DIM)

    def draw_help_line(self, surface: pygame.Surface, name: str, text: str, colour: Colour) -> None:
        """``text`` on the help bar (the chrome's walnut rail at the window's foot), lined up with the screen's margin."""
        box = chrome.draw_bar(surface, self.help_rect(), foot=True)
        inner = pygame.Rect(self.margin, box.y + self.ui.px(8), box.w - 2 * self.margin, box.h - self.ui.px(10))
        fitted = draw_fitted(surface, text, inner, self.ui.text(theme.SMALL_SIZE), colour, align="left")
        self.report(name, box, "text", text, fitted.fits)

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        """The whole text of a hovered control whose words had to be cut, in a box by the pointer."""
        shown = next((w for w in self.group.widgets if w.hovered and w.cut), None)
        if shown is None:
            return
        text = shown.value if isinstance(shown, TextField) else shown.shown_text
        ui = self.ui
        size = ui.text(theme.SMALL_SIZE)
        width = min(surface.get_width() - 2 * self.margin, theme.font(size).size(text)[0] + ui.px(20))
        fitted = fit_box(text, size, width - ui.px(20))
        height = len(fitted.lines) * theme.font(fitted.size).get_linesize() + ui.px(12)
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = shown.visible_rect().midtop
        box.clamp_ip(surface.get_rect())
        if box.colliderect(shown.visible_rect()):
            box.top = shown.visible_rect().bottom
        chrome.draw_panel(surface, box, ui.px(6), theme.FOCUS)
        draw_fitted(surface, text, box.inflate(-ui.px(20), -ui.px(6)), size)
        self.report("tooltip", box, "overlay", text, covers=("*",))

    # -- what was laid out ---------------------------------------------------------------------------

    def report(
        self,
        name: str,
        rect: pygame.Rect,
        kind: str,
        text: str = "",
        fits: bool = True,
        *,
        inside: str = "",
        covers: tuple[str, ...] = (),
    ) -> None:
        """Record one laid-out thing for ``elements()`` (screens call this for what they draw themselves)."""
        taken = {e.name for e in self._laid_out}
        unique, n = name, 2
        while unique in taken:
            unique, n = f"{name}#{n}", n + 1
        self._laid_out.append(Element(unique, (rect.x, rect.y, rect.width, rect.height), kind, text, fits, inside, covers))

    def _report_widgets(self) -> None:
        for w in self.group.widgets:
            shown = w.visible_rect()
            if shown.width <= 0 or shown.height <= 0:
                continue
            text = w.value if isinstance(w, TextField) else w.shown_text
            inside = PANEL if w in self._scrolled and self.panel.scrolls else ""
            self.report(f"{w.kind}:{w.text}", shown, w.kind, text or w.text, not w.cut, inside=inside)

    def elements(self) -> list[Element]:
        return list(self._laid_out)


def column(x: int, y: int, width: int, widgets: list[Widget], height: int = 48, gap: int = theme.GAP) -> int:
    """Place ``widgets`` one under another from (x, y); the y below the last."""
    for w in widgets:
        w.rect = pygame.Rect(x, y, width, height)
        y += height + gap
    return y
