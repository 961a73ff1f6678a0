"""FairSlots: the cap holds, and a released slot goes to the oldest waiter."""

from __future__ import annotations

import threading
import time

import pytest

from afnio_lab.models.slots import FairSlots


def test_waiters_are_served_in_arrival_order_and_a_releaser_cannot_barge():
    slots = FairSlots(1)
    slots.acquire()
    order: list[str] = []
    started = []

    def waiter(name: str) -> None:
        started.append(name)
        with slots:
            order.append(name)

    threads = []
    for name in ("a", "b", "c"):
        t = threading.Thread(target=waiter, args=(name,))
        t.start()
        while name not in started or len(slots._waiters) < len(started):
            time.sleep(0.001)  # wait until it is queued, so arrival order is known
        threads.append(t)
    slots.release()
    assert not slots.acquire(blocking=False)  # the slot went to "a", not back to us
    for t in threads:
        t.join(5)
    assert order == ["a", "b", "c"]
    assert slots.acquire(blocking=False)  # all done: free again


def test_the_cap_is_never_exceeded_under_load():
    slots = FairSlots(3)
    holding = 0
    most = 0
    lock = threading.Lock()

    def work() -> None:
        nonlocal holding, most
        for _ in range(50):
            with slots:
                with lock:
                    holding += 1
                    most = max(most, holding)
                time.sleep(0.0005)
                with lock:
                    holding -= 1

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert most == 3 and holding == 0


def test_a_timed_out_waiter_leaves_the_queue_and_bad_use_is_refused():
    slots = FairSlots(1)
    slots.acquire()
    assert slots.acquire(timeout=0.01) is False
    assert not slots._waiters
    slots.release()
    with pytest.raises(ValueError, match="released more often"):
        slots.release()
    with pytest.raises(ValueError, match="positive int"):
        FairSlots(0)
