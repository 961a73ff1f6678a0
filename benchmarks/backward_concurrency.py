"""How close does a concurrent backward pass get to its critical path?

A batch of N samples goes through ChatCompletion into an ExactMatch evaluator against the
loopback OpenAI-compatible server (``tests/llm_server.py``, run in a subprocess) with a fixed
latency per call. Backward makes N evaluator calls, then N ChatCompletion calls: the longest
chain of dependent calls is 2 rounds (more when N exceeds the concurrency cap).

Prints, for a threaded executor and for the sequential one: the backward wall time, the
critical-path bound (longest chain of dependent calls × latency) and their ratio.
Target: ratio <= 1.25 with a cap of 32. Nothing is asserted; this is a measurement.

The threaded executor's pools are started before timing (a notebook keeps its executor
across passes; starting 32 threads while others hold the GIL costs tens of ms), and the
threaded pass is timed ``--repeat`` times (median shown). What remains above the bound is
mostly the openai SDK's own CPU time per call (about 1.4 ms, serialised by the GIL).

    .venv/bin/python benchmarks/backward_concurrency.py [--samples 32] [--latency 0.2]
        [--cap 32] [--repeat 5]
"""

from __future__ import annotations

import argparse
import math
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from afnio_lab import Variable  # noqa: E402
from afnio_lab.autodiff import backward  # noqa: E402
from afnio_lab.autodiff.executors import (  # noqa: E402
    Executor,
    SequentialExecutor,
    ThreadedExecutor,
    using_executor,
)
from afnio_lab.cognitive import Parameter  # noqa: E402
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator  # noqa: E402
from afnio_lab.models import CallLog, RetryPolicy, set_backward_model_client  # noqa: E402
from afnio_lab.models.openai import OpenAI  # noqa: E402

MODEL = "gpt-4o-mini"


def start_server(latency: float) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "llm_server.py"), "--latency", str(latency)],
        stdout=subprocess.PIPE, text=True, cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    if not line.startswith("listening on "):
        proc.kill()
        raise RuntimeError(f"server did not start: {line!r}")
    return proc, line.removeprefix("listening on ")


def critical_path_once(root: Any, records: list[Any], cap: int) -> int:
    """Longest chain of dependent call rounds from ``root``'s node down to the leaves.

    ``records`` are the calls of one backward pass. A node's calls are independent of each
    other (one per sample), so they take ``ceil(calls / cap)`` rounds; nodes along a path run
    one after another.
    """
    calls: dict[int, int] = {}
    for record in records:
        if record.node_id is not None:
            calls[record.node_id] = calls.get(record.node_id, 0) + 1
    memo: dict[int, int] = {}

    def longest(node: Any) -> int:
        if node is None:
            return 0
        key = id(node)
        if key not in memo:
            own = math.ceil(calls.get(getattr(node, "node_id", -1), 0) / cap)
            below = [longest(edge.node) for edge in getattr(node, "next_functions", ())]
            memo[key] = own + max(below, default=0)
        return memo[key]

    return longest(root.grad_fn)


def time_backward(explanation: Any, system: Any, executor: Executor) -> float:
    system.grad.clear()
    start = time.perf_counter()
    backward(explanation, retain_graph=True, executor=executor)
    return time.perf_counter() - start


def run(samples: int, latency: float, cap: int, repeat: int) -> None:
    proc, base_url = start_server(latency)
    try:
        log = CallLog()
        client = OpenAI(api_key="sk-bench-not-a-real-key", base_url=base_url, timeout=30.0,
                        max_concurrency=cap, retry=RetryPolicy(max_attempts=3), call_log=log)
        set_backward_model_client(client, completion_args={"model": MODEL})
        system = Parameter("Classify the sentiment of the review.", role="system prompt")
        messages = [{"role": "system", "content": [system]},
                    {"role": "user", "content": [Variable("Review: {review}", role="template")]}]
        reviews = [f"review {i}: {'great fun' if i % 2 else 'boring and slow'}"
                   for i in range(samples)]
        targets = ["POSITIVE" if i % 2 else "NEGATIVE" for i in range(samples)]
        with using_executor(ThreadedExecutor(cap)):  # a concurrent forward, not measured
            client.chat([{"role": "user", "content": "warm up"}], model=MODEL)
            out = chat_completion(client, messages, {"review": reviews}, model=MODEL)
        _, explanation = exact_match_evaluator(out, targets)

        print(f"batch {samples}, latency {latency * 1000:.0f} ms per call, cap {cap}")
        executors: list[tuple[str, Executor]] = [
            (f"ThreadedExecutor({cap})", ThreadedExecutor(cap)),
            ("SequentialExecutor()", SequentialExecutor()),
        ]
        for name, executor in executors:
            rounds = repeat if isinstance(executor, ThreadedExecutor) else 1
            executor.map(lambda _: time.sleep(0.01), range(cap))  # start the pools' threads
            mark = log.mark()
            walls = [time_backward(explanation, system, executor) for _ in range(rounds)]
            first_pass = log.filter(phase="backward", since=mark)[: len(log.filter(phase="backward", since=mark)) // rounds]
            chain = critical_path_once(explanation, first_pass, cap)
            bound = chain * latency
            wall = statistics.median(walls)
            spread = f" (median of {rounds}: {min(walls):.3f}-{max(walls):.3f})" if rounds > 1 else ""
            print(f"  {name:<24} backward wall {wall:6.3f} s{spread}")
            print(f"  {'':<24} {len(first_pass)} calls per pass, longest chain {chain} × "
                  f"{latency:.3f} s = bound {bound:.3f} s, ratio {wall / bound:5.2f}")
            if isinstance(executor, ThreadedExecutor):
                executor.shutdown()
        print("target: threaded ratio <= 1.25")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=32)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--cap", type=int, default=32)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    run(args.samples, args.latency, args.cap, args.repeat)


if __name__ == "__main__":
    main()
