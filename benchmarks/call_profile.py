"""Where our CPU per model call goes: one forward + backward pass, profiled end to end.

The pass is ``backward_concurrency.py``'s (``F.chat_completion`` over a batch, the exact-match
evaluator, ``backward()``) against the same loopback server with no latency. Every thread's
CPU is profiled (``cProfile`` with a per-thread CPU clock, so waiting costs nothing) over the
second of two passes, and the functions that cost most are printed. Nothing is asserted; the
profiler itself roughly doubles the CPU it measures.

    .venv/bin/python benchmarks/call_profile.py [--samples 64] [--top 30] [--cap 32] [--callers isinstance]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import backward_concurrency as bench  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=64)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--cap", type=int, default=None, help="max_concurrency (default: 32)")
    parser.add_argument("--callers", default="", help="also print who calls functions matching")
    args = parser.parse_args()
    proc, base_url = bench.start_server(0.0)
    profiles: list[cProfile.Profile] = []

    def start_in_thread(*_: object) -> None:  # each new worker thread profiles itself
        sys.setprofile(None)
        profile = cProfile.Profile(time.thread_time)
        profiles.append(profile)
        profile.enable()

    try:
        client = bench.make_client(base_url, args.cap)
        threading.setprofile(start_in_thread)  # before the first worker thread starts
        bench.one_pass(client, args.samples)  # warm: threads and connections
        main_profile = cProfile.Profile(time.thread_time)
        for profile in profiles:
            profile.clear()
        cpu0 = time.process_time()
        main_profile.enable()
        _, log = bench.one_pass(client, args.samples)
        main_profile.disable()
        cpu = (time.process_time() - cpu0) / len(log)
        threading.setprofile(None)  # type: ignore[arg-type]
        stats = pstats.Stats(main_profile)
        for profile in profiles:
            profile.disable()
            stats.add(profile)
        # An idle worker's wait for work began before the profiles were cleared, so its
        # entry holds the thread's CPU since it started: not this pass's, dropped.
        for key in [k for k in stats.stats if "SimpleQueue" in k[2]]:  # type: ignore[attr-defined]
            del stats.stats[key]  # type: ignore[attr-defined]
        print(
            f"{len(log)} calls on {len(profiles) + 1} threads; CPU per call while profiled: "
            f"{cpu * 1e3:.2f} ms (unprofiled: benchmarks/backward_concurrency.py)"
        )
        stats.sort_stats("tottime").print_stats(args.top)
        if args.callers:
            stats.print_callers(args.callers)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


if __name__ == "__main__":
    main()
