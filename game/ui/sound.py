"""Short synthesized sound effects, and a player that is harmless without an audio device.

The effects are computed (16-bit PCM from sines and noise, no numpy, no
sample files), so nothing can be missing from the download. Each is made
on first use. When ``pygame.mixer`` cannot start (no sound card, a server
or a test machine), :class:`Sound` stays silent and every call is a no-op.
"""

from __future__ import annotations

import contextlib
import math
import random
from array import array
from collections.abc import Callable

import pygame

#: The rate the effects are written at when the mixer does not say (it normally does).
DEFAULT_RATE = 44100
_PEAK = 32000


def _clip(x: float) -> int:
    v = int(x * _PEAK)
    return -_PEAK if v < -_PEAK else _PEAK if v > _PEAK else v


def _noise_burst(rate: int, seconds: float, rng: random.Random, attack: float, decay: float, smooth: float) -> list[float]:
    """Noise with a fast rise and exponential fall; ``smooth`` (0..1) low-passes it into a softer brush."""
    n = max(1, int(rate * seconds))
    out: list[float] = []
    prev = 0.0
    for i in range(n):
        t = i / rate
        env = min(1.0, t / attack) * math.exp(-t / decay) if attack > 0 else math.exp(-t / decay)
        prev = prev * smooth + rng.uniform(-1.0, 1.0) * (1.0 - smooth)
        out.append(prev * env)
    return out


def _mix(into: list[float], sound: list[float], at: int, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting at sample ``at`` (growing it if needed)."""
    end = at + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[at + i] += v * gain


def _normalise(samples: list[float], level: float = 0.8) -> list[float]:
    peak = max((abs(v) for v in samples), default=0.0)
    return samples if peak == 0 else [v * level / peak for v in samples]


#: How loud each effect's loudest 50 ms is, in dB below full scale: the card sounds quiet (they come often),
#: a hit clearly heard, the end of a game a little above a hit, never a blast. Measured by :func:`loudness`.
LOUDNESS: dict[str, float] = {
    "card": -22.0,
    "deal": -24.0,
    "flip": -22.0,
    "shuffle": -22.0,
    "click": -28.0,
    "hit": -17.0,
    "lose": -19.0,
    "win": -16.0,
}


def loudness(samples: list[float], rate: int) -> float:
    """The RMS level of the loudest 50 ms of ``samples``, in dB below full scale (how loud it sounds, roughly)."""
    n = max(1, rate // 20)
    hop = max(1, n // 5)
    best = 0.0
    for start in range(0, max(1, len(samples) - n + 1), hop):
        window = samples[start : start + n]
        best = max(best, sum(v * v for v in window) / len(window))
    return 10 * math.log10(best) if best > 0 else -120.0


def _levelled(name: str, make: Callable[[int], list[float]]) -> Callable[[int], list[float]]:
    """``make`` scaled so that its :func:`loudness` is ``LOUDNESS[name]``, never past 0.95 of full scale."""

    def levelled(rate: int) -> list[float]:
        samples = make(rate)
        gain = 10 ** ((LOUDNESS[name] - loudness(samples, rate)) / 20)
        peak = max((abs(v) for v in samples), default=0.0)
        if peak * gain > 0.95:
            gain = 0.95 / peak
        return [v * gain for v in samples]

    levelled.__doc__ = make.__doc__
    return levelled


def card_slide(rate: int) -> list[float]:
    """A card sliding on felt and landing: a soft brush and a small snap."""
    rng = random.Random(1)
    out = _noise_burst(rate, 0.09, rng, 0.02, 0.03, 0.7)
    _mix(out, _noise_burst(rate, 0.02, rng, 0.0005, 0.004, 0.2), int(rate * 0.075), 0.9)
    return _normalise(out, 0.6)


def card_flip(rate: int) -> list[float]:
    """A card turned over: a quick, bright flick."""
    rng = random.Random(2)
    return _normalise(_noise_burst(rate, 0.06, rng, 0.004, 0.012, 0.35), 0.55)


def card_deal(rate: int) -> list[float]:
    """A card dealt off the pile: a shorter, brighter swish than a played card, and no landing snap."""
    rng = random.Random(6)
    return _normalise(_noise_burst(rate, 0.07, rng, 0.012, 0.018, 0.5), 0.6)


def sword_clash(rate: int) -> list[float]:
    """Steel on steel: a sharp strike and inharmonic ringing partials that die away."""
    rng = random.Random(3)
    n = int(rate * 0.55)
    partials = ((1180.0, 1.0, 0.16), (2630.0, 0.7, 0.11), (3910.0, 0.5, 0.08), (5270.0, 0.35, 0.05))
    out = [sum(a * math.sin(math.tau * f * i / rate) * math.exp(-i / rate / d) for f, a, d in partials) for i in range(n)]
    _mix(out, _noise_burst(rate, 0.03, rng, 0.0005, 0.006, 0.1), 0, 2.0)
    return _normalise(out, 0.7)


def shuffle_riffle(rate: int) -> list[float]:
    """A riffle shuffle: a run of quick card flicks speeding up, then a squaring tap."""
    rng = random.Random(4)
    out: list[float] = []
    at = 0.0
    for k in range(14):
        _mix(out, _noise_burst(rate, 0.025, rng, 0.002, 0.006, 0.4), int(at * rate), 0.5 + 0.03 * k)
        at += 0.035 - 0.001 * k
    _mix(out, _noise_burst(rate, 0.05, rng, 0.001, 0.012, 0.8), int((at + 0.06) * rate), 1.0)
    return _normalise(out, 0.55)


def _tone(rate: int, freq: float, seconds: float, decay: float) -> list[float]:
    """A bright brass-like note: a sine with two overtones and a soft start."""
    n = int(rate * seconds)
    out = []
    for i in range(n):
        t = i / rate
        env = min(1.0, t / 0.01) * math.exp(-t / decay)
        w = math.tau * freq * t
        out.append(env * (math.sin(w) + 0.4 * math.sin(2 * w) + 0.2 * math.sin(3 * w)))
    return out


def fanfare(rate: int) -> list[float]:
    """A short rising fanfare for a win: C–E–G, then a held high C."""
    out: list[float] = []
    notes = ((523.25, 0.0, 0.14), (659.25, 0.14, 0.14), (783.99, 0.28, 0.14), (1046.5, 0.42, 0.5))
    for freq, start, length in notes:
        _mix(out, _tone(rate, freq, length, length * 0.8), int(start * rate))
    return _normalise(out, 0.6)


def lament(rate: int) -> list[float]:
    """A falling pair of notes for a loss."""
    out: list[float] = []
    for freq, start in ((392.0, 0.0), (311.13, 0.22)):
        _mix(out, _tone(rate, freq, 0.4, 0.25), int(start * rate))
    return _normalise(out, 0.5)


def click(rate: int) -> list[float]:
    """A tiny tick for buttons."""
    return _normalise(_noise_burst(rate, 0.015, random.Random(5), 0.0003, 0.003, 0.3), 0.35)


#: Every effect by name, each levelled to its :data:`LOUDNESS`.
EFFECTS: dict[str, Callable[[int], list[float]]] = {
    name: _levelled(name, make)
    for name, make in {
        "card": card_slide,
        "deal": card_deal,
        "flip": card_flip,
        "hit": sword_clash,
        "shuffle": shuffle_riffle,
        "win": fanfare,
        "lose": lament,
        "click": click,
    }.items()
}


def pcm16(samples: list[float], channels: int = 1) -> bytes:
    """Signed 16-bit native-endian PCM bytes, each sample repeated for every channel."""
    data = array("h")
    for v in samples:
        s = _clip(v)
        data.extend([s] * channels)
    return data.tobytes()


class Sound:
    """Plays the effects at a volume; silent when muted or when there is no audio device.

    ``play`` never raises: a sound is a nicety, never a reason for the table to stop.
    """

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self.volume = _clamp(volume)
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = self._start_mixer()

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init()
            return pygame.mixer.get_init() is not None
        except (pygame.error, OSError, NotImplementedError):
            return False

    def set_volume(self, volume: float) -> None:
        self.volume = _clamp(volume)
        for sound in self._sounds.values():
            sound.set_volume(self.volume)

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        if muted and self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.stop()

    def play(self, name: str) -> bool:
        """Play effect ``name``; True if a sound was started. Unknown names and a missing device do nothing."""
        if self.muted or not self.available or self.volume <= 0 or name not in EFFECTS:
            return False
        try:
            sound = self._sounds.get(name) or self._make(name)
            sound.play()
            return True
        except (pygame.error, OSError, ValueError):
            self.available = False
            return False

    def prepare(self) -> None:
        """Make every effect now (about 0.2 s in all), e.g. behind a loading screen, so no first play stutters."""
        if not self.available:
            return
        for name in EFFECTS:
            if name not in self._sounds:
                try:
                    self._make(name)
                except (pygame.error, OSError, ValueError):
                    self.available = False
                    return

    def _make(self, name: str) -> pygame.mixer.Sound:
        init = pygame.mixer.get_init()
        if init is None:
            raise pygame.error("mixer not started")
        rate, fmt, channels = init
        if fmt != -16:
            raise ValueError(f"mixer format {fmt} is not signed 16-bit")
        sound = pygame.mixer.Sound(buffer=pcm16(EFFECTS[name](rate), channels))
        sound.set_volume(self.volume)
        self._sounds[name] = sound
        return sound


def _clamp(volume: float) -> float:
    return max(0.0, min(1.0, float(volume)))
