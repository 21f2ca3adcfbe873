"""The app's icon: crossed swords over a playing card, drawn with pillow at any size.

Used for the window icon and, through :func:`write_icon_files`, the packaged app's icon files.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from .card_faces import BACK_FIELD, EDGE, GOLD, RED, WHITE, card_size


def make_icon(size: int = 64) -> Image.Image:
    """A square RGBA icon ``size`` pixels across (drawn four times larger, then reduced for smooth edges)."""
    size = max(16, int(size))
    big = size * 4
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    cw, ch = card_size(round(big * 0.58))
    left, top = (big - cw) // 2, (big - ch) // 2
    d.rounded_rectangle((left, top, left + cw, top + ch), radius=round(cw * 0.1), fill=WHITE, outline=EDGE, width=big // 64)
    inset = round(cw * 0.1)
    inner = (left + inset, top + inset, left + cw - inset, top + ch - inset)
    d.rounded_rectangle(inner, radius=round(cw * 0.06), fill=BACK_FIELD)
    r = cw * 0.16
    cx, cy = big / 2, big / 2
    d.ellipse((cx - r, cy - r * 1.1, cx + r, cy + r * 0.9), fill=RED)  # A heart-red boss where the blades cross.
    blade = max(2, big // 22)
    for sign in (1, -1):
        tip = (cx + sign * big * 0.44, cy - big * 0.44)
        hilt = (cx - sign * big * 0.3, cy + big * 0.3)
        d.line((hilt, tip), fill=(226, 228, 236), width=blade)
        d.line((hilt, tip), fill=(120, 124, 140), width=max(1, blade // 4))
        gx, gy, g = cx - sign * big * 0.24, cy + big * 0.24, big * 0.09
        d.line((gx - g, gy - sign * g, gx + g, gy + sign * g), fill=GOLD, width=blade)
        px, py, pr = cx - sign * big * 0.38, cy + big * 0.38, blade * 1.1
        d.line((gx, gy, px, py), fill=(96, 58, 28), width=blade)
        d.ellipse((px - pr, py - pr, px + pr, py + pr), fill=GOLD)
    return img.resize((size, size), Image.Resampling.LANCZOS)


#: The sizes Windows picks from in an .ico (the taskbar, Explorer's views, the title bar).
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)


def write_icon_files(folder: Path) -> dict[str, Path]:
    """Write the icon as PNG (Linux), ICO (Windows) and ICNS (macOS) into ``folder``, for the packaged app.

    Drawn at build time rather than kept in the repository, so the icon the
    window shows and the one the desktop shows can never drift apart.
    """
    folder.mkdir(parents=True, exist_ok=True)
    big = make_icon(512)
    files = {"png": folder / "card-duels.png", "ico": folder / "card-duels.ico", "icns": folder / "card-duels.icns"}
    big.resize((256, 256), Image.Resampling.LANCZOS).save(files["png"], format="PNG")
    big.save(files["ico"], format="ICO", sizes=[(s, s) for s in ICO_SIZES])
    big.save(files["icns"], format="ICNS")
    return files
