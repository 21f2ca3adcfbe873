"""Text from a file made safe to keep and to draw: nothing downstream ever sees a lone surrogate.

JSON may spell any code point, including halves of a surrogate pair
(``"\\ud800"``) that no encoder accepts, control characters that fonts
refuse (a NUL stops pygame's renderer) and direction overrides that turn
the rest of a line around. Every string read from a save or a settings
file passes through :func:`clean` once, at the load boundary.
"""

from __future__ import annotations

import re
from typing import Any

#: Lone surrogates, C0/C1 controls (tab and newline included: no field is multi-line) and bidi embeddings/overrides/isolates.
_UNSAFE = re.compile("[\ud800-\udfff\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
REPLACEMENT = "\ufffd"


def clean(text: str) -> str:
    """``text`` with every unsafe character replaced by U+FFFD (so a reader sees something was there)."""
    return _UNSAFE.sub(REPLACEMENT, text)


def clean_data(data: Any) -> Any:
    """JSON data with every string (keys included) cleaned; other values as they are."""
    if isinstance(data, str):
        return clean(data) if _UNSAFE.search(data) else data
    if isinstance(data, list):
        return [clean_data(v) for v in data]
    if isinstance(data, dict):
        return {clean_data(k): clean_data(v) for k, v in data.items()}
    return data
