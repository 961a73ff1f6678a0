"""Concurrent by default: the plain API runs independent model calls at once.

Every test uses the plain API as a new user writes it (no executor named) against the
loopback OpenAI-compatible server with the real ``openai`` client (and its lean transport),
and checks what the server saw: how many calls were in flight at once, and how many were
sent. Determinism is checked against a sequential run under random per-request delays.
"""

from __future__ import annotations

import asyncio
import random
import re
import signal
import threading
import time
from typing import Any

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
import afnio_lab.lab as lab
from afnio_lab.autodiff.executors import SequentialExecutor, using_executor
from afnio_lab.lab import Session
from afnio_lab.models import DEFAULT_MAX_CONCURRENCY, CallLog, ModelCallError
from afnio_lab.models.openai import OpenAI
from afnio_lab.optim import TGD
from afnio_lab.widgets.progress import ProgressObserver

from support.cells import run_cell
from support.llm_server import FAST_RETRY, TEST_KEY, FakeLLMServer, Fault

pytestmark = pytest.mark.usefixtures("llm_state")

MODEL = "gpt-4o-mini"


def client_for(server: FakeLLMServer, **overrides: Any) -> OpenAI:
    args: dict[str, Any] = {
        "api_key": TEST_KEY,
        "base_url": server.base_url,
        "timeout": 5.0,
        "retry": FAST_RETRY,
        "call_log": CallLog(),
    }
    args.update(overrides)
    client = OpenAI(**args)
    afnio.set_backward_model_client(client, completion_args={"model": MODEL})
    return client


def pipeline(
    client: OpenAI, n: int, prompt: str = "Classify the sentiment of the review."
) -> tuple[afnio.Variable, afnio.Variable, afnio.Variable]:
    """The README's batch: chat completion over n reviews, exact match, explanation."""
    system = afnio.cognitive.Parameter(prompt, role="system prompt")
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [afnio.Variable("Review: {review}", role="template")]},
    ]
    reviews = [f"review {i}: {'great fun' if i % 2 else 'boring and slow'}" for i in range(n)]
    targets = ["POSITIVE" if i % 2 else "NEGATIVE" for i in range(n)]
    prediction = F.chat_completion(client, messages, {"review": reviews}, model=MODEL)
    _, explanation = F.exact_match_evaluator(prediction, targets)
    return system, prediction, explanation


def test_the_default_cap_is_documented_and_used():
    assert DEFAULT_MAX_CONCURRENCY == 32
    assert OpenAI(api_key=TEST_KEY, base_url="http://127.0.0.1:9/v1").max_concurrency == 32


def test_plain_chat_completion_puts_many_calls_in_flight():
    with FakeLLMServer(latency=0.15) as server:
        client = client_for(server)
        pipeline(client, 12)
        assert server.request_count == 12
        assert server.max_in_flight == 12  # one round, not twelve
        assert client.call_log.totals().max_in_flight == 12
        assert client.call_log.totals().max_concurrency == 32


def test_plain_backward_is_concurrent_and_never_exceeds_the_cap():
    with FakeLLMServer(latency=0.1) as server:
        client = client_for(server, max_concurrency=3)
        system, _, explanation = pipeline(client, 10)
        assert server.max_in_flight == 3
        server.reset_counters()
        explanation.backward()
        assert server.request_count == 20  # 10 evaluator + 10 chat-completion feedback calls
        assert server.max_in_flight == 3  # concurrent, and the cap holds
        assert len(system.grad) == 1 and system.grad[0].data.count("<ITEM>") == 10


def test_independent_backward_nodes_run_at_once():
    """Two chat completions on separate branches: their backward nodes overlap."""
    with FakeLLMServer(latency=0.2) as server:
        client = client_for(server)
        a = afnio.cognitive.Parameter("Answer briefly.", role="instruction a")
        b = afnio.cognitive.Parameter("Answer in French.", role="instruction b")
        user = afnio.Variable("What is 2 + 2?", role="question")
        out_a = F.chat_completion(
            client,
            [{"role": "system", "content": [a]}, {"role": "user", "content": [user]}],
            model=MODEL,
        )
        out_b = F.chat_completion(
            client,
            [{"role": "system", "content": [b]}, {"role": "user", "content": [user]}],
            model=MODEL,
        )
        joined = out_a + out_b
        server.reset_counters()
        joined.backward(afnio.Variable("Both answers are too long.", role="feedback"))
        assert server.request_count == 2 and server.max_in_flight == 2
        assert len(a.grad) == 1 and len(b.grad) == 1


def test_optimizer_step_over_several_parameters_is_concurrent():
    with FakeLLMServer(latency=0.15) as server:
        client = client_for(server)
        params = [afnio.cognitive.Parameter(f"Prompt {i}.", role=f"prompt {i}") for i in range(4)]
        for p in params:
            p.append_grad(afnio.Variable("Use capital letters.", role="feedback"))
        optimizer = TGD(params, model_client=client, model=MODEL)
        server.reset_counters()
        optimizer.step()
        assert server.request_count == 4 and server.max_in_flight == 4


def test_session_backward_and_replay_are_concurrent():
    with FakeLLMServer(latency=0.1) as server:
        client = client_for(server)
        _, _, explanation = pipeline(client, 6)
        session = Session(call_log=client.call_log)
        server.reset_counters()
        run = session.backward(explanation)
        assert server.max_in_flight == 6 and len(run.call_ids) == 12


def _random_delay_rule(seed: int):
    rng = random.Random(seed)
    lock = threading.Lock()

    def rule(body: dict[str, Any]) -> Fault:
        with lock:
            return Fault.timeout(rng.random() * 0.03)  # answers normally after the delay

    return rule


def _run_and_describe(executor: Any, seed: int) -> dict[str, Any]:
    with FakeLLMServer() as server:
        server.fault_rule = _random_delay_rule(seed)
        client = client_for(server)
        if executor is None:
            system, prediction, explanation = pipeline(client, 8)
            session = Session(call_log=client.call_log)
            run = session.backward(explanation)
        else:
            with using_executor(executor):
                system, prediction, explanation = pipeline(client, 8)
                session = Session(call_log=client.call_log)
                run = session.backward(explanation)
        records = client.call_log.records
        recorded = run.to_dict()
        for node in (
            recorded["records"].values()
            if isinstance(recorded["records"], dict)
            else recorded["records"]
        ):
            node.pop("started", None)
            node.pop("duration", None)
            node.pop("node_id", None)
        return {
            "grads": [(g.data, g.role) for g in system.grad],
            "prediction": prediction.data,
            "log": [
                (r.phase, r.node_name, r.label, r.messages, r.response, r.cache_key)
                for r in records
            ],
            "ids_in_order": [r.call_id for r in records] == sorted(r.call_id for r in records),
            "run_order": [
                r["name"]
                for r in (
                    recorded["records"].values()
                    if isinstance(recorded["records"], dict)
                    else recorded["records"]
                )
            ],
            "leaf_grads": [(lg["role"], lg["grad"]) for lg in recorded["leaf_grads"]],
        }


def test_results_do_not_depend_on_timing():
    """Grads, call-log order (node, then sample), cache keys and the recorded run equal a
    sequential run's, with random delays per request."""
    sequential = _run_and_describe(SequentialExecutor(), seed=1)
    for seed in (2, 3):
        concurrent = _run_and_describe(None, seed=seed)
        assert concurrent["ids_in_order"]
        for key in ("grads", "prediction", "log", "run_order", "leaf_grads"):
            assert concurrent[key] == sequential[key], key


def test_a_failed_sample_keeps_the_others_and_resume_sends_only_it():
    with FakeLLMServer(latency=0.05) as server:
        client = client_for(server)
        system, _, explanation = pipeline(client, 6)
        failing = {"left": 1}
        lock = threading.Lock()

        def rule(body: dict[str, Any]) -> Fault | None:
            with lock:  # the first request of the pass fails for good (401: not retried)
                if failing["left"]:
                    failing["left"] -= 1
                    return Fault.auth_error()
            return None

        server.fault_rule = rule
        server.reset_counters()
        with pytest.raises(ModelCallError) as info:
            explanation.backward()
        first = server.request_count
        assert first >= 6  # every evaluator sample was sent, not just up to the failure
        task = info.value.backward_task
        assert not system.grad
        server.reset_counters()
        task.resume()
        # The evaluator node reruns: only the failed sample is sent again; then the 6 chat
        # feedback calls.
        assert server.request_count == 1 + 6
        assert len(system.grad) == 1 and system.grad[0].data.count("<ITEM>") == 6


def test_interrupt_stops_outstanding_calls_and_keeps_finished_gradients(sigint_raises):
    """Ctrl-C (SIGINT to the main thread) during backward: what finished is kept, calls that
    had not started are not sent, and resume() finishes without re-sending finished calls."""
    with FakeLLMServer(latency=0.3) as server:
        client = client_for(server, max_concurrency=2)
        quick = afnio.cognitive.Parameter("Be brief.", role="quick instruction")
        question = afnio.Variable("Say hi.", role="question")
        quick_out = F.chat_completion(
            client,
            [{"role": "system", "content": [quick]}, {"role": "user", "content": [question]}],
            model=MODEL,
        )
        system, prediction, explanation = pipeline(client, 8)
        root = explanation + quick_out  # quick comes later in the schedule: kept by the flush
        server.reset_counters()
        timer = threading.Timer(
            0.9, signal.pthread_kill, (threading.main_thread().ident, signal.SIGINT)
        )
        timer.start()
        with pytest.raises(KeyboardInterrupt) as info:
            root.backward(afnio.Variable("Shorter, and more accurate.", role="feedback"))
        timer.join()
        task = info.value.backward_task
        assert len(quick.grad) == 1  # its node finished before the interrupt: kept
        assert not system.grad  # its node had not run
        time.sleep(0.4)  # calls already in flight finish in the background
        sent_before_resume = server.request_count
        assert sent_before_resume < 1 + 8 + 8  # unstarted calls were never sent
        server.reset_counters()
        task.resume()
        assert len(quick.grad) == 1 and len(system.grad) == 1
        # Nothing sent twice: the resumed pass sends exactly what was not sent before.
        assert sent_before_resume + server.request_count == 1 + 8 + 8


def test_works_with_a_running_event_loop_and_from_threads():
    """A Jupyter kernel runs an event loop in its main thread; scripts and threads do not."""
    with FakeLLMServer(latency=0.1) as server:
        client = client_for(server)

        async def in_a_loop() -> Any:
            return pipeline(client, 4)

        system, _, explanation = asyncio.run(in_a_loop())
        assert server.max_in_flight == 4

        result: dict[str, Any] = {}

        def worker() -> None:
            explanation.backward()
            result["grads"] = len(system.grad)

        thread = threading.Thread(target=worker)
        thread.start()
        thread.join(30)
        assert result == {"grads": 1}


def test_the_backward_magic_is_concurrent_and_threads_1_is_sequential(ip):

    with FakeLLMServer(latency=0.1) as server:
        client = client_for(server)
        lab.set_session(lab.Session(call_log=client.call_log))
        for flag, expected in (("", 4), ("--threads 1", 1)):
            _, _, explanation = pipeline(client, 4)
            ip.user_ns["explanation"] = explanation
            server.reset_counters()
            result, _ = run_cell(ip, f"%backward explanation --quiet {flag}")
            assert result.success
            assert server.request_count == 8 and server.max_in_flight == expected, flag
        bad, _ = run_cell(ip, "%backward explanation --threads 0")
        assert not bad.success and "--threads 1" in str(bad.error_in_exec)


def test_the_progress_bar_shows_calls_done_and_in_flight():

    with FakeLLMServer(latency=0.3) as server:
        client = client_for(server)
        _, _, explanation = pipeline(client, 4)
        shown: list[Any] = []
        observer = ProgressObserver(display=shown.append)
        texts: list[str] = []
        session = Session(call_log=client.call_log)
        original = observer.on_task_start

        def start(task: Any) -> None:
            original(task)
            shown[0].text.observe(lambda change: texts.append(change["new"]), "value")

        observer.on_task_start = start  # type: ignore[method-assign]
        session.backward(explanation, observers=[observer])
        flying = [int(m.group(1)) for t in texts if (m := re.search(r"(\d+) in flight", t))]
        assert flying and max(flying) >= 2, texts
        assert shown[0].text.value.endswith("8 model calls · done")
