"""A picture of the table beside each named save, for the load list and its preview.

The picture is what is on the screen when the player saves: the table as
their own seat (or the onlooker behind a curtain) sees it, so it shows no
card that seat may not know. It is written atomically next to the save as
``NAME.png`` and moves or goes with it. Reading one never trusts it: a
missing, oversized or broken file gives ``None`` and the list shows a
neutral placeholder instead.

It is stored at up to 480×300 in the window's own proportion (480×270 from
a 16:9 window), large enough for Load's preview to show a table a player
recognises (a PNG of some 30 to 50 KB). Pictures written at the older
160×100 still read, scaled up to the same box; ``fitted`` shows any of them
in a frame without stretching it.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pygame

from ...persistence.atomic_write import write_atomic
from .. import theme

SIZE = (480, 300)
SUFFIX = ".png"
#: A thumbnail is a few tens of kilobytes; anything much bigger is not ours and is not decoded.
MAX_BYTES = 512 * 1024


def path_for(save: Path) -> Path:
    """Where the picture of the save at ``save`` (``NAME.json``) lives."""
    return save.with_suffix(SUFFIX)


def inside(size: tuple[int, int], box: tuple[int, int]) -> tuple[int, int]:
    """The largest size of ``size``'s proportion that fits ``box`` (at least a pixel each way).

    >>> inside((1280, 720), (480, 300)), inside((960, 600), (480, 300)), inside((160, 100), (480, 300))
    ((480, 270), (480, 300), (480, 300))
    """
    scale = min(box[0] / size[0], box[1] / size[1])
    return max(1, min(box[0], round(size[0] * scale))), max(1, min(box[1], round(size[1] * scale)))


def picture_of(screen: pygame.Surface, size: tuple[int, int] = SIZE) -> pygame.Surface:
    """The whole screen shrunk to fit ``size``, in its own proportion."""
    if screen.get_bitsize() not in (24, 32):  # smoothscale takes only 24- and 32-bit pictures
        screen = screen.convert(24)
    return pygame.transform.smoothscale(screen, inside(screen.get_size(), size))


def fitted(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``picture`` in a frame of ``size``: as large as fits, unstretched, centred on dark felt."""
    frame = pygame.Surface(size)
    frame.fill(theme.FELT_DARK)
    if picture.get_bitsize() not in (24, 32):
        picture = picture.convert(24)
    shrunk = pygame.transform.smoothscale(picture, inside(picture.get_size(), size))
    frame.blit(shrunk, shrunk.get_rect(center=frame.get_rect().center))
    return frame


def write(screen: pygame.Surface, save: Path) -> Path:
    """Write the thumbnail of ``screen`` beside ``save``, all at once (temporary file, then rename)."""
    buffer = io.BytesIO()
    pygame.image.save(picture_of(screen), buffer, "png")
    target = path_for(save)
    write_atomic(target, buffer.getvalue(), keep_backup=False)
    return target


def read(save: Path) -> pygame.Surface | None:
    """The thumbnail of ``save`` filling the ``SIZE`` box one way, or None if it is missing, too big or
    not a picture we can read."""
    target = path_for(save)
    try:
        if not target.is_file() or target.stat().st_size > MAX_BYTES:
            return None
        picture = pygame.image.load(io.BytesIO(target.read_bytes()), "x.png")
    except (pygame.error, OSError, ValueError, MemoryError):
        return None
    if picture.get_width() > 4 * SIZE[0] or picture.get_height() > 4 * SIZE[1] or min(picture.get_size()) < 1:
        return None
    shape = inside(picture.get_size(), SIZE)
    if picture.get_size() == shape:
        return picture
    if picture.get_bitsize() not in (24, 32):
        picture = picture.convert(24)
    return pygame.transform.smoothscale(picture, shape)


def placeholder(size: tuple[int, int] = SIZE) -> pygame.Surface:
    """A neutral stand-in: felt with a faint card outline."""
    surface = pygame.Surface(size)
    surface.fill(theme.FELT_DARK)
    card = pygame.Rect(0, 0, size[1] * 5 // 12, size[1] * 7 // 12)
    card.center = (size[0] // 2, size[1] // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, card, 2, border_radius=4)
    return surface


def rename(old_save: Path, new_save: Path) -> None:
    """Move the picture along with its save (nothing to do if it has none)."""
    with contextlib.suppress(FileNotFoundError):
        path_for(old_save).replace(path_for(new_save))


def delete(save: Path) -> None:
    """Remove the picture of a deleted save, if it had one."""
    with contextlib.suppress(FileNotFoundError):
        path_for(save).unlink()
