"""The animation queue: tweens ease from start to end, steps play in order, finish jumps to the end."""

from game.ui.table.animation_queue import AnimationQueue, Ease, Step, Tween, ease


def recorder() -> tuple[dict[tuple[str, str], float], AnimationQueue]:
    values: dict[tuple[str, str], float] = {}
    return values, AnimationQueue(lambda k, p, v: values.__setitem__((k, p), v))


def test_every_easing_starts_at_zero_and_ends_at_one() -> None:
    for kind in Ease:
        assert abs(ease(kind, 0.0)) < 1e-9
        assert abs(ease(kind, 1.0) - 1.0) < 1e-9
    assert 0 < ease(Ease.OUT, 0.5) < 1
    assert ease(Ease.OUT, 0.5) > ease(Ease.LINEAR, 0.5)  # out-easing is fast first


def test_a_tween_waits_for_its_delay_then_moves_and_stops_at_its_end() -> None:
    t = Tween("c", "x", 10.0, 110.0, duration=1.0, delay=0.5, easing=Ease.LINEAR)
    assert t.value(0.25) == 10.0
    assert t.value(1.0) == 60.0
    assert t.value(5.0) == 110.0


def test_a_shake_wobbles_and_settles_back_where_it_started() -> None:
    t = Tween("c", "shake", 0.0, 10.0, duration=0.6, shake=True)
    assert any(abs(t.value(x / 100)) > 1 for x in range(1, 60))
    assert t.value(0.6) == 0.0


def test_steps_play_one_after_another_in_the_order_pushed() -> None:
    values, queue = recorder()
    queue.push(Step((Tween("a", "x", 0, 100, 1.0, easing=Ease.LINEAR),), "first"))
    queue.push(Step((Tween("b", "x", 0, 100, 1.0, easing=Ease.LINEAR),), "second"))
    assert queue.busy
    queue.update(0.5)
    assert values[("a", "x")] == 50
    assert values.get(("b", "x"), 0) == 0  # the second waits for the first
    queue.update(1.0)
    assert queue.played == ["first"]
    assert values[("a", "x")] == 100 and values[("b", "x")] == 50
    assert queue.update(1.0) is False
    assert queue.played == ["first", "second"] and not queue.busy


def test_tweens_of_one_step_move_together() -> None:
    values, queue = recorder()
    queue.push(Step((Tween("a", "flip", 0, 1, 1.0, easing=Ease.LINEAR), Tween("b", "flip", 0, 1, 1.0, easing=Ease.LINEAR))))
    queue.update(0.5)
    assert values[("a", "flip")] == values[("b", "flip")] == 0.5


def test_finish_jumps_every_queued_step_to_its_end() -> None:
    values, queue = recorder()
    queue.push(Step((Tween("a", "x", 0, 100, 5.0),), "one"))
    queue.push(Step((Tween("b", "y", 0, 7, 5.0),), "two"))
    queue.finish()
    assert not queue.busy
    assert values[("a", "x")] == 100 and values[("b", "y")] == 7
    assert queue.played == ["one", "two"]


def test_speed_scales_durations_and_instant_plays_nothing() -> None:
    values, slow = recorder()
    slow.scale = 2.0
    slow.push(Step((Tween("a", "x", 0, 100, 1.0, easing=Ease.LINEAR),)))
    slow.update(1.0)
    assert values[("a", "x")] == 50
    values2, instant = recorder()
    instant.scale = 0.0
    instant.push(Step((Tween("a", "x", 0, 100, 1.0),), "now"))
    assert not instant.busy and values2[("a", "x")] == 100 and instant.played == ["now"]
