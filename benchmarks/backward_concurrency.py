"""What a user gets by default: forward + backward wall time against the critical path.

Plain API only, as a new user writes it: ``OpenAI(base_url=..., api_key=...)``,
``F.chat_completion`` over a batch of reviews, ``F.exact_match_evaluator``, then
``explanation.backward()``. No executor is named. The loopback OpenAI-compatible server
(``tests/support/llm_server_fast.py``, aiohttp, in a subprocess) sleeps ``--latency`` seconds per call;
its own CPU per call is printed too, since it shares the machine's two cores.

The dependent chain is 3 calls deep (forward reply → evaluator feedback → chat feedback), and
each layer of n independent calls takes ``ceil(n / cap)`` rounds, so the bound is
``3 × ceil(n / cap) × latency``. Printed per batch size and cap: the median wall time of
``--repeat`` runs, the bound and their ratio, plus the most calls the server saw in flight.
A sequential run (``%backward --threads 1``; here ``using_executor(SequentialExecutor())``)
is shown for the smallest batch, for comparison. Nothing is asserted.

CPU per call is this process's CPU (prompts, graph, call log, HTTP: everything but the
server) over a pass, divided by its calls; the server's is printed beside it.

Targets (issue 17): CPU per call ≤ 0.5 ms; ratio ≤ 1.10 at 32 samples and ≤ 1.15 at 256 (the
default cap against its own bound).

    .venv/bin/python benchmarks/backward_concurrency.py [--samples 32 256] [--latency 0.2]
        [--caps default 32 256] [--repeat 5] [--no-sequential]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import afnio_lab as afnio  # noqa: E402
import afnio_lab.cognitive.functional as F  # noqa: E402
from afnio_lab.models import DEFAULT_MAX_CONCURRENCY, CallLog  # noqa: E402
from afnio_lab.models.openai import OpenAI  # noqa: E402

MODEL = "gpt-4o-mini"


def start_server(latency: float) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "tests" / "support" / "llm_server_fast.py"),
            "--latency",
            str(latency),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    if not line.startswith("listening on "):
        proc.kill()
        raise RuntimeError(f"server did not start: {line!r}")
    return proc, line.removeprefix("listening on ")


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_stats(base_url: str, reset: bool = False) -> dict[str, int]:
    path = "/_stats/reset" if reset else "/_stats"
    with urllib.request.urlopen(base_url.removesuffix("/v1") + path, timeout=5) as resp:
        return json.loads(resp.read())


def make_client(base_url: str, cap: int | None) -> OpenAI:
    """The client a user makes once (``max_concurrency`` only when the run names a cap)."""
    kwargs = {} if cap is None else {"max_concurrency": cap}
    client = OpenAI(
        base_url=base_url, api_key="sk-bench-not-a-real-key", call_log=CallLog(), **kwargs
    )
    afnio.set_backward_model_client(client, completion_args={"model": MODEL})
    return client


def one_pass(client: OpenAI, samples: int) -> tuple[float, CallLog]:
    """Forward + backward of the plain-API pipeline; returns the wall time and its calls."""
    log = client.call_log = CallLog()
    system = afnio.cognitive.Parameter(
        "Classify the sentiment of the review.", role="system prompt"
    )
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [afnio.Variable("Review: {review}", role="template")]},
    ]
    reviews = [f"review {i}: {'great fun' if i % 2 else 'boring and slow'}" for i in range(samples)]
    targets = ["POSITIVE" if i % 2 else "NEGATIVE" for i in range(samples)]
    start = time.perf_counter()
    prediction = F.chat_completion(client, messages, {"review": reviews}, model=MODEL)
    _, explanation = F.exact_match_evaluator(prediction, targets)
    explanation.backward()
    return time.perf_counter() - start, log


def measure(
    base_url: str, samples: int, cap: int | None, latency: float, repeat: int, server_pid: int
) -> None:
    effective = cap or DEFAULT_MAX_CONCURRENCY
    bound = 3 * math.ceil(samples / effective) * latency
    client = make_client(base_url, cap)
    one_pass(client, min(samples, 8))  # warm: threads and connections
    walls, peaks, ours, theirs = [], [], [], []
    for _ in range(repeat):
        server_stats(base_url, reset=True)
        cpu0, srv0 = time.process_time(), cpu_seconds(server_pid)
        wall, log = one_pass(client, samples)
        ours.append(time.process_time() - cpu0)
        theirs.append(cpu_seconds(server_pid) - srv0)
        walls.append(wall)
        peaks.append(server_stats(base_url)["max_in_flight"])
    calls, totals = len(log), log.totals()  # the same calls every run: the last one's
    wall = statistics.median(walls)
    name = f"default ({effective})" if cap is None else str(cap)
    print(
        f"  n={samples:<4} cap {name:<13} wall {wall:6.3f} s (runs {min(walls):.3f}-"
        f"{max(walls):.3f})  bound {bound:5.3f} s  ratio {wall / bound:5.2f}  "
        f"{calls} calls, server max in flight {max(peaks)}, "
        f"call log max in flight {totals.max_in_flight}; CPU per call: ours "
        f"{statistics.median(ours) / calls * 1e3:.2f} ms, server "
        f"{statistics.median(theirs) / calls * 1e3:.2f} ms"
    )


def measure_sequential(base_url: str, samples: int, latency: float) -> None:
    from afnio_lab.autodiff.executors import SequentialExecutor, using_executor

    bound = 3 * latency
    client = make_client(base_url, None)
    with using_executor(SequentialExecutor()):
        one_pass(client, 2)
        wall, log = one_pass(client, samples)
    print(
        f"  n={samples:<4} sequential         wall {wall:6.3f} s  bound {bound:5.3f} s  ratio "
        f"{wall / bound:5.2f}  {len(log)} calls (the --threads 1 path)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, nargs="+", default=[32, 256])
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--caps", nargs="+", default=["default", "32", "256"])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-sequential", action="store_true")
    args = parser.parse_args()
    caps = [None if c == "default" else int(c) for c in args.caps]
    proc, base_url = start_server(args.latency)
    try:
        print(
            f"latency {args.latency * 1000:.0f} ms per call; bound = 3 × ceil(n / cap) × "
            f"latency; median of {args.repeat}"
        )
        for samples in args.samples:
            for cap in caps:
                measure(base_url, samples, cap, args.latency, args.repeat, proc.pid)
        if not args.no_sequential:
            measure_sequential(base_url, min(args.samples), args.latency)
        print("targets: CPU per call (ours) <= 0.5 ms; ratio <= 1.10 at 32, <= 1.15 at 256")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


if __name__ == "__main__":
    main()
