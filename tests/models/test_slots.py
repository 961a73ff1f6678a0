"""FairSlots: the cap holds, and a released slot goes to the oldest waiter."""

from __future__ import annotations

import asyncio
import signal
import threading
import time
from typing import Any

import pytest

from afnio_lab.models import base
from afnio_lab.models.base import ChatCompletionModel, ChatResponse
from afnio_lab.models.call_log import CallLog
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


def queued(slots: FairSlots, n: int) -> None:
    """Wait (up to 5 s) until ``n`` waiters are in line."""
    deadline = time.monotonic() + 5
    while len(slots._waiters) < n:
        assert time.monotonic() < deadline, f"{len(slots._waiters)} of {n} waiters queued"
        time.sleep(0.001)


def test_ctrl_c_while_waiting_for_a_slot_does_not_lose_it(sigint_raises):
    """A main thread interrupted (SIGINT) while it waits leaves the queue: the slot released
    afterwards goes to the next caller, not to the interrupted waiter, so the cap stays n."""
    slots = FairSlots(1)
    assert slots.acquire()  # held elsewhere
    timer = threading.Timer(
        0.2, signal.pthread_kill, (threading.main_thread().ident, signal.SIGINT)
    )
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        slots.acquire(timeout=10)  # bounded: a test never hangs
    timer.join()
    slots.release()
    assert slots.acquire(blocking=False)  # the slot came back
    slots.release()


def test_tasks_and_threads_wait_in_one_line():
    """A task queued before a thread gets the slot first (no polling that loses its turn)."""
    slots = FairSlots(1)
    slots.acquire()
    order: list[str] = []
    loop = asyncio.new_event_loop()

    async def task() -> None:
        await slots.acquire_async()
        order.append("task")
        slots.release()

    runner = threading.Thread(target=loop.run_until_complete, args=(task(),), daemon=True)
    runner.start()
    queued(slots, 1)

    def thread() -> None:
        with slots:
            order.append("thread")

    waiter = threading.Thread(target=thread, daemon=True)
    waiter.start()
    queued(slots, 2)
    slots.release()
    runner.join(5)
    waiter.join(5)
    loop.close()
    assert order == ["task", "thread"]
    assert slots.acquire(blocking=False)


def test_a_cancelled_task_holds_no_slot():
    async def scenario(hand_over_first: bool) -> bool:
        slots = FairSlots(1)
        await slots.acquire_async()
        waiting = asyncio.create_task(slots.acquire_async())
        await asyncio.sleep(0)  # queued
        if hand_over_first:
            slots.release()  # the slot is on its way to the task...
        waiting.cancel()  # ...which is cancelled before it runs
        with pytest.raises(asyncio.CancelledError):
            await waiting
        if not hand_over_first:
            slots.release()
        return slots.acquire(blocking=False) and not slots._waiters

    assert asyncio.run(scenario(hand_over_first=False))
    assert asyncio.run(scenario(hand_over_first=True))


class GatedModel(ChatCompletionModel):
    """Async replies that wait for ``gate``; one call in flight at a time."""

    def __init__(self) -> None:
        super().__init__("test", max_concurrency=1, call_log=CallLog())
        self.gate: asyncio.Event | None = None

    def _send(self, messages: Any, params: dict[str, Any]) -> ChatResponse:
        raise NotImplementedError

    async def _asend(self, messages: Any, params: dict[str, Any]) -> ChatResponse:
        assert self.gate is not None
        await self.gate.wait()
        return ChatResponse("ok", {})


def test_an_async_call_waits_for_its_slot_without_polling(monkeypatch):
    polls = 0
    real_sleep = asyncio.sleep

    async def counting_sleep(delay: float, *args: Any) -> Any:
        nonlocal polls
        polls += 1
        return await real_sleep(delay, *args)

    monkeypatch.setattr(base.asyncio, "sleep", counting_sleep)
    model = GatedModel()

    async def two_calls() -> list[str]:
        model.gate = asyncio.Event()
        calls = [asyncio.create_task(model.achat([{"role": "user", "content": "hi"}]))]
        calls.append(asyncio.create_task(model.achat([{"role": "user", "content": "hi"}])))
        await real_sleep(0.1)  # the second waits for the first's slot
        model.gate.set()
        return list(await asyncio.gather(*calls))

    assert asyncio.run(two_calls()) == ["ok", "ok"]
    assert polls == 0
