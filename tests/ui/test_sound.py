"""Sound: every effect is real audio, volume and mute work, and a missing device is harmless."""

from __future__ import annotations

import pygame
import pytest

from game.ui import sound as sound_module
from game.ui.sound import EFFECTS, LOUDNESS, Sound, loudness, pcm16


@pytest.fixture
def mixer() -> object:
    pygame.mixer.quit()
    pygame.mixer.init()
    yield pygame.mixer.get_init()
    pygame.mixer.quit()


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_each_effect_is_short_as_loud_as_its_kind_and_never_clips(name: str) -> None:
    samples = EFFECTS[name](22050)
    seconds = len(samples) / 22050
    assert 0.01 <= seconds <= 1.5
    peak = max(abs(v) for v in samples)
    assert 0.05 <= peak <= 0.95
    assert loudness(samples, 22050) == pytest.approx(LOUDNESS[name], abs=0.5)
    data = pcm16(samples, channels=2)
    assert len(data) == len(samples) * 2 * 2


def test_the_end_of_a_game_and_a_hit_sound_louder_than_a_card_and_no_effect_is_a_blast() -> None:
    level = {name: loudness(make(22050), 22050) for name, make in EFFECTS.items()}
    assert level["win"] > level["hit"] > level["card"] > level["click"]
    assert max(level.values()) <= -12  # with the default volume, nothing startles


def test_every_effect_sounds_different() -> None:
    sounds = [tuple(round(v, 3) for v in make(8000)) for make in EFFECTS.values()]
    assert len(set(sounds)) == len(EFFECTS)


def test_the_clash_rings_longer_than_a_card_snap() -> None:
    assert len(EFFECTS["hit"](22050)) > 3 * len(EFFECTS["card"](22050))


def test_effects_are_the_same_every_time() -> None:
    assert EFFECTS["shuffle"](8000) == EFFECTS["shuffle"](8000)


def test_plays_on_the_dummy_audio_device(mixer: object) -> None:
    s = Sound(volume=0.5)
    assert s.available
    for name in ("card", "flip", "hit", "shuffle", "win"):
        assert s.play(name) is True
    assert s._sounds["hit"].get_volume() == pytest.approx(0.5, abs=0.01)
    s.set_volume(0.25)
    assert s._sounds["hit"].get_volume() == pytest.approx(0.25, abs=0.01)
    length = s._sounds["hit"].get_length()
    assert 0.4 < length < 0.7


def test_muted_or_silent_volume_plays_nothing(mixer: object) -> None:
    s = Sound(muted=True)
    assert s.play("card") is False
    s.set_muted(False)
    assert s.play("card") is True
    s.set_volume(0)
    assert s.play("card") is False
    s.set_volume(7)
    assert s.volume == 1.0


def test_an_unknown_effect_is_ignored(mixer: object) -> None:
    assert Sound().play("trumpet-solo") is False


def test_prepare_makes_every_effect(mixer: object) -> None:
    s = Sound()
    s.prepare()
    assert set(s._sounds) == set(EFFECTS)


def test_without_an_audio_device_every_call_is_a_harmless_no_op(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()

    def no_device() -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(sound_module.pygame.mixer, "init", no_device)
    s = Sound(volume=0.7)
    assert s.available is False
    assert s.play("hit") is False
    s.set_volume(0.1)
    s.set_muted(True)
    s.set_muted(False)
    s.prepare()
    assert s.play("win") is False
    assert s._sounds == {}


def test_a_mixer_that_breaks_later_turns_sound_off_quietly(mixer: object, monkeypatch: pytest.MonkeyPatch) -> None:
    s = Sound()

    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("device lost")

    monkeypatch.setattr(sound_module.pygame.mixer, "Sound", broken)
    assert s.play("flip") is False
    assert s.available is False
