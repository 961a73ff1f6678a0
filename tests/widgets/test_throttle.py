"""``Throttle``: at most one call per interval, and the last request always lands (the
stepper's saved picture uses it; a saved notebook must show where the stepper ended)."""

from __future__ import annotations

import asyncio
import itertools
import threading

import pytest

from afnio_lab.widgets.throttle import Throttle, call_later

from support.fake_time import FakeTime


def _throttle(state: list[int], sent: list[int], fake: FakeTime) -> Throttle:
    return Throttle(lambda: sent.append(state[0]), 0.5, clock=fake.clock, schedule=fake.schedule)


def test_a_burst_sends_the_first_at_once_and_the_last_when_the_interval_ends() -> None:
    fake, state, sent = FakeTime(), [0], []
    throttle = _throttle(state, sent, fake)
    for step in range(1, 11):  # ten moves in 0.18 s
        state[0] = step
        throttle()
        fake.advance(0.02)
    assert sent == [1]  # the rest wait for the interval
    assert throttle.pending
    fake.advance(0.5)
    assert sent == [1, 10]  # one trailing call, with the state as it ended
    assert not throttle.pending and throttle.requests == 10 and throttle.sent == 2
    fake.advance(5)
    assert sent == [1, 10]  # nothing more is due


def test_requests_an_interval_apart_each_go_out_at_once() -> None:
    fake, state, sent = FakeTime(), [0], []
    throttle = _throttle(state, sent, fake)
    for step in range(1, 5):
        state[0] = step
        throttle()
        fake.advance(0.5)
    assert sent == [1, 2, 3, 4] and not throttle.pending


def test_at_most_one_call_per_interval_over_a_steady_stream() -> None:
    fake, state, sent_at = FakeTime(), [0], []
    throttle = Throttle(
        lambda: sent_at.append(fake.now), 0.5, clock=fake.clock, schedule=fake.schedule
    )
    for step in range(100):  # ten requests a second for ten seconds
        state[0] = step
        throttle()
        fake.advance(0.1)
    fake.advance(1)
    gaps = [b - a for a, b in itertools.pairwise(sent_at)]
    assert min(gaps) >= 0.5 - 1e-9
    assert len(sent_at) <= 21


def test_flush_sends_a_waiting_call_now_and_cancel_drops_it() -> None:
    fake, state, sent = FakeTime(), [1], []
    throttle = _throttle(state, sent, fake)
    throttle()
    state[0] = 2
    throttle()
    throttle.flush()
    assert sent == [1, 2] and not throttle.pending
    fake.advance(1)
    assert sent == [1, 2]  # the flushed call is not made twice
    throttle.flush()
    assert sent == [1, 2]  # nothing waiting: nothing sent
    state[0] = 3
    throttle()  # an interval has passed: at once
    state[0] = 4
    throttle()
    throttle.cancel()
    fake.advance(1)
    assert sent == [1, 2, 3]


def test_a_negative_interval_is_refused_in_one_line() -> None:
    with pytest.raises(ValueError, match="0 or more seconds, got -1"):
        Throttle(lambda: None, -1)


def test_without_an_event_loop_the_trailing_call_runs_on_a_timer_thread() -> None:
    done = threading.Event()
    ran_in: list[threading.Thread] = []

    def send() -> None:
        ran_in.append(threading.current_thread())
        if len(ran_in) == 2:
            done.set()

    throttle = Throttle(send, 0.05)
    throttle()
    throttle()
    assert done.wait(10), "the trailing call never ran"
    assert ran_in[0] is threading.main_thread() and ran_in[1] is not threading.main_thread()


def test_in_a_running_loop_the_trailing_call_runs_on_that_loop() -> None:
    """A kernel runs cells and widget messages on its asyncio loop: the trailing call runs
    there too, in the kernel's own thread, between messages."""

    async def main() -> list[threading.Thread]:
        finished = asyncio.Event()
        ran_in: list[threading.Thread] = []

        def send() -> None:
            ran_in.append(threading.current_thread())
            if len(ran_in) == 2:
                finished.set()

        throttle = Throttle(send, 0.05)
        throttle()
        throttle()
        await asyncio.wait_for(finished.wait(), 10)
        return ran_in

    ran_in = asyncio.run(main())
    assert ran_in == [threading.main_thread()] * 2


def test_call_later_returns_a_cancel_that_stops_the_call() -> None:
    ran = threading.Event()
    cancel = call_later(0.05, ran.set)
    cancel()
    assert not ran.wait(0.3)
