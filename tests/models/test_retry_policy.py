"""The retry policy: a first attempt without tenacity, then tenacity's counting and waits.

The waits are read, not timed: a recording event stands in for the cancel event whose
``wait`` the policy sleeps on.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
import tenacity

from afnio_lab._tracing import Cancelled, reset_cancel_event, set_cancel_event
from afnio_lab.models import CallLog, ModelCallError, ScriptedModel
from afnio_lab.models.errors import TransientModelError
from afnio_lab.models.retry import RetryPolicy

POLICY = RetryPolicy(max_attempts=4, initial_wait=0.5, max_wait=20.0, jitter=0.0)


class RecordingEvent(threading.Event):
    """A cancel event that records each wait instead of sleeping (and can cancel on one)."""

    def __init__(self, cancel_on_wait: int | None = None) -> None:
        super().__init__()
        self.waits: list[float] = []
        self.cancel_on_wait = cancel_on_wait

    def wait(self, timeout: float | None = None) -> bool:
        self.waits.append(float(timeout or 0.0))
        if self.cancel_on_wait is not None and len(self.waits) >= self.cancel_on_wait:
            self.set()
        return self.is_set()


class Flaky:
    """Fails with the given errors, one per attempt, then answers "ok"."""

    def __init__(self, *errors: Exception) -> None:
        self.errors = list(errors)
        self.numbers: list[int] = []

    def __call__(self, number: int) -> str:
        self.numbers.append(number)
        if self.errors:
            raise self.errors.pop(0)
        return "ok"


@pytest.fixture
def no_tenacity(monkeypatch: pytest.MonkeyPatch) -> None:
    """Building any tenacity retry state fails the test."""

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("tenacity state was built")

    monkeypatch.setattr(tenacity.Retrying, "__init__", refuse)
    monkeypatch.setattr(tenacity.AsyncRetrying, "__init__", refuse)


def test_a_first_attempt_success_builds_no_tenacity_state(no_tenacity):
    flaky = Flaky()
    assert POLICY.call(flaky) == "ok"
    assert flaky.numbers == [1]
    assert asyncio.run(POLICY.acall(_async(Flaky()))) == "ok"


def test_a_client_call_that_succeeds_at_once_builds_no_tenacity_state(no_tenacity):
    model = ScriptedModel(["hello"], call_log=CallLog())
    response = model.respond([{"role": "user", "content": "hi"}])
    assert response.text == "hello" and response.retries == 0
    assert asyncio.run(ScriptedModel(["again"]).achat([{"role": "user", "content": "x"}])) == (
        "again"
    )


def test_transient_failures_are_retried_with_the_same_numbers_and_waits():
    flaky = Flaky(TransientModelError("503"), TransientModelError("503"))
    event = RecordingEvent()
    assert POLICY.call(flaky, event) == "ok"
    assert flaky.numbers == [1, 2, 3]
    # the first failure is tenacity's attempt 1: backoff starts at initial_wait
    assert event.waits == [0.5, 1.0]


def test_attempts_run_out_after_max_attempts_with_the_last_error():
    errors = [TransientModelError(f"503 number {i}") for i in range(1, 6)]
    flaky = Flaky(*errors)
    event = RecordingEvent()
    with pytest.raises(TransientModelError, match="503 number 4"):
        POLICY.call(flaky, event)
    assert flaky.numbers == [1, 2, 3, 4]
    assert event.waits == [0.5, 1.0, 2.0]


def test_jittered_waits_stay_between_the_backoff_and_the_cap():
    """Each wait is ``initial * 2**n`` plus at most ``jitter``, never past ``max_wait``."""
    policy = RetryPolicy(max_attempts=7, initial_wait=0.5, max_wait=3.0, jitter=0.25)
    event = RecordingEvent()
    with pytest.raises(TransientModelError):
        policy.call(Flaky(*[TransientModelError("503") for _ in range(7)]), event)
    assert len(event.waits) == 6
    for n, wait in enumerate(event.waits):
        backoff = min(0.5 * 2**n, 3.0)
        assert backoff <= wait <= min(backoff + 0.25, 3.0)
    assert event.waits[3:] == [3.0, 3.0, 3.0]  # 4 s and more of backoff: capped
    assert any(wait > 0.5 * 2**n for n, wait in enumerate(event.waits[:3]))  # jittered


def test_retry_after_is_honoured_and_capped():
    policy = RetryPolicy(max_attempts=3, initial_wait=0.5, jitter=0.0, max_retry_after=5.0)
    flaky = Flaky(
        TransientModelError("429", retry_after=1.25), TransientModelError("429", retry_after=99)
    )
    event = RecordingEvent()
    assert policy.call(flaky, event) == "ok"
    assert event.waits == [1.25, 5.0]


def test_permanent_errors_and_a_single_attempt_fail_at_once():
    flaky = Flaky(ValueError("HTTP 401: bad key"))
    with pytest.raises(ValueError, match="401"):
        POLICY.call(flaky, RecordingEvent())
    assert flaky.numbers == [1]
    once = Flaky(TransientModelError("503"))
    with pytest.raises(TransientModelError):
        RetryPolicy(max_attempts=1).call(once, RecordingEvent())
    assert once.numbers == [1]
    later = Flaky(TransientModelError("503"), ValueError("HTTP 400: no"))
    with pytest.raises(ValueError, match="400"):
        POLICY.call(later, RecordingEvent())
    assert later.numbers == [1, 2]


def test_async_attempts_are_counted_the_same_way():
    policy = RetryPolicy(max_attempts=3, initial_wait=0.001, max_wait=0.001, jitter=0.0)
    flaky = Flaky(TransientModelError("503"), TransientModelError("503"))
    assert asyncio.run(policy.acall(_async(flaky))) == "ok"
    assert flaky.numbers == [1, 2, 3]
    out = Flaky(*[TransientModelError(f"503 #{i}") for i in range(1, 5)])
    with pytest.raises(TransientModelError, match="503 #3"):
        asyncio.run(policy.acall(_async(out)))
    assert out.numbers == [1, 2, 3]


def test_a_cancelled_pass_ends_the_wait_and_sends_no_new_request():
    """Ctrl-C while a call waits to retry: the wait ends and no further attempt is sent."""
    replies = iter([TransientModelError("503"), "never sent"])
    sent: list[int] = []

    def respond(messages: Any) -> str:
        sent.append(1)
        reply = next(replies)
        if isinstance(reply, Exception):
            raise reply
        return reply

    model = ScriptedModel(respond, call_log=CallLog(), retry=POLICY)
    event = RecordingEvent(cancel_on_wait=1)
    token = set_cancel_event(event)
    try:
        with pytest.raises(ModelCallError) as info:
            model.respond([{"role": "user", "content": "hi"}])
    finally:
        reset_cancel_event(token)
    assert isinstance(info.value.__cause__, Cancelled)
    assert sent == [1] and event.waits == [0.5]
    assert info.value.attempts == 2  # the failed attempt, then the one that was not started


def test_a_client_retries_a_transient_failure_and_counts_it():
    replies = iter([TransientModelError("HTTP 503: busy"), "fine"])

    def respond(messages: Any) -> str:
        reply = next(replies)
        if isinstance(reply, Exception):
            raise reply
        return reply

    policy = RetryPolicy(max_attempts=3, initial_wait=0.0, jitter=0.0)
    model = ScriptedModel(respond, call_log=CallLog(), retry=policy)
    response = model.respond([{"role": "user", "content": "hi"}])
    assert response.text == "fine" and response.retries == 1
    assert model.call_log is not None and model.call_log.records[-1].retries == 1


def _async(flaky: Flaky) -> Any:
    async def attempt(number: int) -> str:
        await asyncio.sleep(0)
        return flaky(number)

    return attempt
