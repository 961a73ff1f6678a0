"""CPU per call of n async chat calls in flight at once (``achat`` under one event loop).

Plain API: ``OpenAI(base_url=..., max_concurrency=cap)`` and ``asyncio.gather`` of ``--calls``
``achat`` calls against the loopback server (``tests/support/llm_server_fast.py``, aiohttp, in
a subprocess), which sleeps ``--latency`` seconds per call. CPU per call is this process's CPU
over the batch (prompt checks, call log, HTTP: everything but the server) divided by its
calls; the server's is printed beside it, since it shares the machine's cores. The first batch
opens the connections and is not counted. Printed: the median of ``--repeat`` batches.
Nothing is asserted. Compare with the code it replaces in one run:

    .venv/bin/python benchmarks/async_calls.py [--calls 256] [--cap 256] [--latency 0.2]
    .venv/bin/python benchmarks/ab.py --base main benchmarks/async_calls.py
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from backward_concurrency import cpu_seconds, server_stats, start_server  # noqa: E402

from afnio_lab.models import CallLog  # noqa: E402
from afnio_lab.models.openai import OpenAI  # noqa: E402

MODEL = "gpt-4o-mini"


async def batch(client: OpenAI, calls: int) -> list[str]:
    return await asyncio.gather(
        *(
            client.achat([{"role": "user", "content": f"Say hello to caller {i}."}], model=MODEL)
            for i in range(calls)
        )
    )


async def measure(base_url: str, server_pid: int, opts: argparse.Namespace) -> None:
    client = OpenAI(
        base_url=base_url, api_key="unused", max_concurrency=opts.cap, call_log=CallLog()
    )
    await batch(client, opts.calls)  # connections opened, pools warm
    ours, theirs, walls, in_flight = [], [], [], []
    for _ in range(opts.repeat):
        client.call_log.clear()
        server_stats(base_url, reset=True)
        cpu0, server0, wall0 = time.process_time(), cpu_seconds(server_pid), time.perf_counter()
        replies = await batch(client, opts.calls)
        walls.append(time.perf_counter() - wall0)
        ours.append((time.process_time() - cpu0) / len(replies))
        theirs.append((cpu_seconds(server_pid) - server0) / len(replies))
        in_flight.append(server_stats(base_url)["max_in_flight"])
    print(
        f"{opts.calls} async calls, cap {opts.cap}, latency {opts.latency:.2f} s: "
        f"CPU per call {statistics.median(ours) * 1000:.2f} ms "
        f"(server {statistics.median(theirs) * 1000:.2f} ms), "
        f"wall {statistics.median(walls):.3f} s, "
        f"max in flight {max(in_flight)} (median of {opts.repeat})",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--calls", type=int, default=256)
    parser.add_argument("--cap", type=int, default=256)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--repeat", type=int, default=5)
    opts = parser.parse_args()
    proc, base_url = start_server(opts.latency)
    try:
        asyncio.run(measure(base_url, proc.pid, opts))
    finally:
        proc.kill()
        proc.wait()


if __name__ == "__main__":
    main()
